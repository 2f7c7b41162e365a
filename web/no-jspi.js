/* Runs before Pyodide loads, in both pages (index.html, and the build's bare.html).
 *
 * Where the browser offers WebAssembly.Suspending (JSPI), Pyodide runs Python on
 * WebAssembly stacks of its own. Chromium (seen in 156) crashes a renderer that records a
 * stack trace while on such a stack: its frame-pointer walker, bounded by the main
 * stack's end, scans on past the small stack's top into the unmapped page above it. The
 * heap sampler (GWP-ASan, on in a random few renderers) records one for each allocation it
 * samples, so now and then the page died as Python started. The game never waits on a
 * promise synchronously, the one thing JSPI adds for it, so the page hides the API and
 * Pyodide runs Python on the page's own stack. Evidence and numbers: docs/architecture.md
 * ("A browser crash at start-up").
 */
"use strict";
if (typeof WebAssembly === "object") {  // without it, boot.js explains that the game cannot start
  delete WebAssembly.Suspending;
  delete WebAssembly.Suspender;  // the API's earlier form, which Pyodide also looks for
}
