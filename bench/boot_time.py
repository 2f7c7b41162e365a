#!/usr/bin/env python3
"""Boot-time benchmark: navigation -> ``body[data-ready="true"]``, game page vs bare page.

Usage (after ``make build`` and with Chromium installed)::

    .venv/bin/python bench/boot_time.py [-n 5] [--pages index.html bare.html]

Serves ``dist/`` on a free port of 127.0.0.1 (build/serve.py), then for each
page opens N fresh browser contexts (cold HTTP cache, empty storage) and
measures:

* ``ready_ms``: in-page time from navigation start (``performance.timeOrigin``)
  to the moment ``data-ready`` was set on ``<body>`` (recorded by a
  MutationObserver installed before any page script runs);
* ``wall_ms``: wall-clock time around ``page.goto`` + waiting for the
  selector (includes Playwright round trips, so slightly larger);
* ``bytes``: bytes transferred for the load (sum of CDP
  ``Network.loadingFinished.encodedDataLength``; our server does not
  compress, so this is ~ the body sizes plus headers) and ``requests``.

Prints one JSON object: per page, the medians and every sample.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"


# Runs before any page script: records performance.now() when data-ready="true" appears.
INIT_SCRIPT = """
(() => {
  const check = () => {
    if (window.__readyAt === undefined && document.body && document.body.dataset.ready === "true") {
      window.__readyAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"],
  });
})();
"""


sys.path.insert(0, str(ROOT))
from tests.e2e.conftest import CHROMIUM_ARGS, READY_SELECTOR, _load_serve_module, chromium_executable  # noqa: E402


#: The page whose service worker makes a second visit come from its cache.
WORKER_PAGE = "index.html"
#: First contentful paint: the loading screen and the board skeleton (plain HTML).
PAINT_JS = "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime ?? null"


def gzip_size(per_file: dict[str, int]) -> int:
    """Bytes the first load would take if the host gzips every file (level 6)."""
    total = 0
    for name in per_file:
        path = DIST / (name.split("?")[0] or "index.html")
        if path.is_file():
            total += len(gzip.compress(path.read_bytes(), compresslevel=6))
    return total


def second_visit(page, timeout_ms: int) -> float | None:
    """Once the service worker controls the page, reload: navigation -> ready again."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=timeout_ms)
    page.reload()
    page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)
    ready = page.evaluate("window.__readyAt")
    return round(ready, 1) if ready is not None else None


def measure_once(browser, base_url: str, path: str, timeout_ms: int) -> dict:
    context = browser.new_context(base_url=base_url)
    try:
        context.add_init_script(INIT_SCRIPT)
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        # Make sure nothing is served from any cache (fresh context anyway).
        cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
        transferred = {}
        urls = {}
        cdp.on("Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
        cdp.on(
            "Network.loadingFinished",
            lambda e: transferred.__setitem__(e["requestId"], e.get("encodedDataLength", 0)),
        )
        t0 = time.perf_counter()
        page.goto(path)
        page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)
        wall_ms = (time.perf_counter() - t0) * 1000
        ready_ms = page.evaluate("window.__readyAt")
        paint_ms = page.evaluate(PAINT_JS)
        page.wait_for_timeout(100)  # let the last loadingFinished events arrive
        per_file = {}
        for rid, size in transferred.items():
            name = urls.get(rid, rid).removeprefix(base_url)
            per_file[name] = per_file.get(name, 0) + size
        first_bytes, first_requests = int(sum(transferred.values())), len(transferred)
        return {
            "ready_ms": round(ready_ms, 1) if ready_ms is not None else None,
            "paint_ms": round(paint_ms, 1) if paint_ms is not None else None,
            "wall_ms": round(wall_ms, 1),
            "bytes": first_bytes,  # the first load only: before the worker precaches
            "gzip_bytes": gzip_size(per_file),
            "requests": first_requests,
            "second_ready_ms": second_visit(page, timeout_ms) if path == WORKER_PAGE else None,
            "largest": dict(sorted(per_file.items(), key=lambda kv: -kv[1])[:6]),
        }
    finally:
        context.close()


def _median_or_none(values) -> float | None:
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Measure page boot time (navigation -> data-ready).")
    parser.add_argument("-n", "--runs", type=int, default=5, help="fresh contexts per page (default 5)")
    parser.add_argument("--pages", nargs="+", default=["index.html", "bare.html"])
    parser.add_argument("--timeout-ms", type=int, default=120_000)
    parser.add_argument("--chromium", default=chromium_executable())
    args = parser.parse_args(argv)

    if not (DIST / "index.html").is_file():
        print("boot_time: dist/index.html not found: run `make build` first", file=sys.stderr)
        return 1

    from playwright.sync_api import sync_playwright

    serve = _load_serve_module()
    server, base_url = serve.start_background_server(DIST, port=0, quiet=True)
    results = {}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=args.chromium, headless=True, args=CHROMIUM_ARGS)
            try:
                # One throw-away load so the first sample does not pay process start-up.
                measure_once(browser, base_url, args.pages[0], args.timeout_ms)
                samples = {page: [] for page in args.pages}
                for _ in range(args.runs):  # interleave pages so drift hits both alike
                    for page in args.pages:
                        samples[page].append(measure_once(browser, base_url, page, args.timeout_ms))
                chromium_version = browser.version
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()

    for page, runs in samples.items():
        results[page] = {
            "median_ready_ms": statistics.median(r["ready_ms"] for r in runs),
            "median_wall_ms": statistics.median(r["wall_ms"] for r in runs),
            "median_paint_ms": statistics.median(r["paint_ms"] or 0 for r in runs),
            "median_second_ready_ms": _median_or_none(r["second_ready_ms"] for r in runs),
            "median_bytes": statistics.median(r["bytes"] for r in runs),
            "median_gzip_bytes": statistics.median(r["gzip_bytes"] for r in runs),
            "median_requests": statistics.median(r["requests"] for r in runs),
            "largest_transfers_first_run": runs[0]["largest"],
            "samples": [{k: v for k, v in r.items() if k != "largest"} for r in runs],
        }
    info = json.loads((DIST / "build-info.json").read_text()) if (DIST / "build-info.json").is_file() else {}
    out = {
        "runs": args.runs,
        "chromium": chromium_version,
        "versions": info.get("versions"),
        "cpus": os.cpu_count(),
        "pages": results,
    }
    if "index.html" in results and "bare.html" in results:
        out["index_minus_bare_median_ready_ms"] = round(
            results["index.html"]["median_ready_ms"] - results["bare.html"]["median_ready_ms"], 1
        )
        index, bare = results["index.html"], results["bare.html"]
        out["ready_ratio_index_to_bare"] = round(index["median_ready_ms"] / bare["median_ready_ms"], 3)
        out["extra_bytes_index_minus_bare"] = index["median_bytes"] - bare["median_bytes"]
        if index["median_second_ready_ms"]:
            out["second_visit_ratio"] = round(index["median_second_ready_ms"] / index["median_ready_ms"], 3)
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
