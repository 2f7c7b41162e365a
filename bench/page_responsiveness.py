#!/usr/bin/env python3
"""Does the page stay responsive while the computer thinks? Measured in Chromium.

For each level, plays a seeded game against the computer in the built ``dist/`` page:
the human side moves by clicks (the e2e driver's simple race strategy), the computer
thinks in the page (Pyodide, main thread). A ``PerformanceObserver`` for ``longtask``
entries (main-thread tasks over 50 ms) and a ``requestAnimationFrame`` gap monitor are
injected before the page loads; a computer turn is the interval during which
``body[data-busy]`` is "true" (from the human's move until the computer's last action of
the turn is shown, pauses between its actions included). Prints JSON per level: computer
turns measured, their length, the long tasks inside them (count, median, max), the
longest frame gap, and the page's own slice timings (``body[data-think-slice-max-ms]``:
longest synchronous step of the computer turn as measured in Python, if the page
reports it). Needs ``make build`` and Chromium. Usage::

    .venv/bin/python bench/page_responsiveness.py [--levels normal hard] [--turns 12]
        [--seed 5] [--query "?slice=10"]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))

import serve  # noqa: E402  (build/serve.py)
from playwright.sync_api import sync_playwright  # noqa: E402

from tests.e2e import computer_driver as cpu  # noqa: E402
from tests.e2e import page_driver as drive  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, chromium_executable  # noqa: E402

HUMAN = 1  # the human plays Scott, so the computer (Amundsen) opens the game


def _stats(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    ordered = sorted(values)
    return {"n": len(ordered), "median": round(statistics.median(ordered), 1),
            "max": round(ordered[-1], 1)}


def measure_level(browser, url: str, level: str, seed: int, turns: int, query: str) -> dict:
    """Play until ``turns`` computer turns are over (or the game ends); the numbers."""
    context = browser.new_context(base_url=url, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script(cpu.MONITOR_JS)
    cpu.open_page(page, query)
    cpu.start_vs_computer(page, level, seed, human=HUMAN)
    slice_max: list[float] = []
    started = time.perf_counter()
    while True:
        cpu.wait_for_human(page, HUMAN, timeout_ms=120_000)
        value = drive.body(page, "thinkSliceMaxMs")
        if value:
            slice_max.append(float(value))
        done = len(cpu.monitor(page)["busy"])
        if drive.body(page, "outcome") or done >= turns:
            break
        game = drive.saved_game(page)
        drive.perform(page, game, drive.race_policy(game))
    data = cpu.monitor(page)
    context.close()
    per_turn = cpu.blocks_while_busy(data)
    tasks = [t for turn in per_turn for t in turn["longtasks"]]
    return {
        "level": level, "seed": seed, "query": query,
        "computer_turns": len(per_turn),
        "wall_s": round(time.perf_counter() - started, 1),
        "turn_ms": _stats([t["ms"] for t in per_turn]),
        "longtask_ms": _stats(tasks),
        "longest_block_per_turn_ms": _stats([max(t["longtasks"], default=0.0) for t in per_turn]),
        "turns_with_a_block_over_100ms": sum(1 for t in per_turn if max(t["longtasks"], default=0) > 100),
        "max_frame_gap_ms": round(max((t["max_gap"] for t in per_turn), default=0.0), 1),
        "page_slice_max_ms": _stats(slice_max),
        "monitor_error": data.get("error", ""),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", nargs="+", default=["normal", "hard"])
    parser.add_argument("--turns", type=int, default=12, help="computer turns per level")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--query", default="", help='page URL query, e.g. "?slice=10"')
    args = parser.parse_args()
    server, url = serve.start_background_server(ROOT / "dist", port=0, quiet=True)
    results = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_executable(), headless=True,
                                     args=CHROMIUM_ARGS)
        for level in args.levels:
            results.append(measure_level(browser, url, level, args.seed, args.turns, args.query))
        browser.close()
    server.shutdown()
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
