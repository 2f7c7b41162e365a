#!/usr/bin/env python3
"""Start-up crashes with Chromium's heap sampler on in every renderer, with and without
the page's JSPI workaround (``web/no-jspi.js``).

Usage (after ``make build`` and with Chromium installed)::

    .venv/bin/python bench/boot_crashes.py [--boots 60] [--page index.html]

Chromium turns its heap sampler (GWP-ASan) on in a random few renderers; one that
records an allocation while Python runs on a JSPI stack crashes (docs/architecture.md,
"A browser crash at start-up"). Here the sampler is on in every renderer
(``ProcessSamplingProbability`` 1.0, its sampling of allocations unchanged), so the crash
is common enough to count. Each boot opens the page in a fresh context and waits for
``data-ready`` or a renderer crash; the two arms alternate boot by boot in one browser:
``workaround`` is the page as built, ``without`` serves an empty ``no-jspi.js`` (the page as
it was before). Prints one JSON object: per arm, boots, crashes, whether the page saw
``WebAssembly.Suspending``, and what the crash dumps say (``tests/e2e/minidump.py``).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.e2e.conftest import DIST, READY_SELECTOR, _Chromium, _load_serve_module  # noqa: E402
from tests.e2e.minidump import summary  # noqa: E402

#: Every renderer gets the heap sampler (Playwright's own enabled feature is kept: a
#: second --enable-features replaces the first).
SAMPLER_IN_EVERY_RENDERER = ("--enable-features=CDPScreenshotNewSurface,"
                             "GwpAsanMalloc:ProcessSamplingProbability/1.0,"
                             "GwpAsanPartitionAlloc:ProcessSamplingProbability/1.0")
ARMS = ("workaround", "without")


def boot(browser, base_url: str, page_path: str, arm: str, timeout_ms: int) -> dict:
    """One start-up in a fresh context: ``crashed`` or ``ready`` (and what the page saw)."""
    context = browser.new_context(base_url=base_url)
    try:
        if arm == "without":
            context.route("**/no-jspi.js", lambda route: route.fulfill(
                status=200, content_type="text/javascript", body=""))
        page = context.new_page()
        crashed = []
        page.on("crash", lambda _page: crashed.append(True))
        start = time.monotonic()
        page.goto(page_path)
        deadline = start + timeout_ms / 1000
        while not crashed and time.monotonic() < deadline:
            try:
                page.wait_for_selector(READY_SELECTOR, state="attached", timeout=500)
                break
            except Exception:  # not ready yet, or the renderer is gone
                continue
        if crashed:
            return {"outcome": "crashed", "after_s": round(time.monotonic() - start, 1)}
        if time.monotonic() >= deadline:
            return {"outcome": "timeout"}
        return {"outcome": "ready", "jspi": page.evaluate("'Suspending' in WebAssembly")}
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boots", type=int, default=60, help="start-ups per arm (default 60)")
    parser.add_argument("--page", default="index.html")
    parser.add_argument("--timeout-ms", type=int, default=60_000)
    args = parser.parse_args(argv)
    if not (DIST / "index.html").is_file():
        print("boot_crashes: dist/index.html not found: run `make build` first", file=sys.stderr)
        return 1
    from playwright.sync_api import sync_playwright

    server, url = _load_serve_module().start_background_server(DIST, port=0, quiet=True)
    results = {arm: {"boots": 0, "crashes": 0, "timeouts": 0, "jspi_seen": 0, "dumps": []}
               for arm in ARMS}
    started = time.monotonic()
    try:
        with sync_playwright() as pw:
            holder = _Chromium(pw, extra_args=(SAMPLER_IN_EVERY_RENDERER,))
            try:
                browser = holder.get()
                dumps = Path(browser.dump_dir)
                for _ in range(args.boots):
                    for arm in ARMS:
                        known = set(dumps.glob("pending/*.dmp"))
                        result = boot(browser, url, args.page, arm, args.timeout_ms)
                        tally = results[arm]
                        tally["boots"] += 1
                        tally["crashes"] += result["outcome"] == "crashed"
                        tally["timeouts"] += result["outcome"] == "timeout"
                        tally["jspi_seen"] += bool(result.get("jspi"))
                        if result["outcome"] == "crashed":
                            time.sleep(2)  # the crash handler writes the dump after the crash
                            tally["dumps"] += [summary(path) for path in
                                               sorted(set(dumps.glob("pending/*.dmp")) - known)]
            finally:
                holder.close()
    finally:
        server.shutdown()
        server.server_close()
    print(json.dumps({"page": args.page, "sampler": SAMPLER_IN_EVERY_RENDERER,
                      "seconds": round(time.monotonic() - started), "arms": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
