#!/usr/bin/env python3
"""Does the page stay responsive while the computer thinks? Measured in Chromium.

For each level, plays a seeded game against the computer in the built ``dist/`` page:
the human side moves by clicks (the e2e driver's simple race strategy) and, with
``--hints``, asks for a hint before each move; the computer thinks in the page (Pyodide,
on the main thread). Injected before the page loads: a ``PerformanceObserver`` for
``longtask`` entries (main-thread tasks over 50 ms) and a ``requestAnimationFrame`` gap
monitor. A computer turn is the interval during which ``body[data-busy]`` is "true" (from
the human's move until the computer's last action of the turn is shown, pauses between
its actions included); a hint search is the interval of ``body[data-hint="thinking"]``.

Prints JSON per level: the computer turns (and hints) measured and how long they took,
the long tasks that started inside them (the first turn after the page loaded apart: it
pays for running the search code for the first time), the longest gap between frames,
and the page's own timings per turn measured in Python (``body[data-think-slice-max-ms]``:
longest search slice; ``body[data-computer-show-ms]``: longest play + save + render of
one computer action; ``body[data-computer-think-ms]``: the longest wait for one of its
answers, search slices and the browser's work between them). Wall-clock numbers: on a loaded machine they include time the
browser was not scheduled (the load average is printed). Needs ``make build`` and
Chromium. Usage::

    .venv/bin/python bench/page_responsiveness.py [--levels normal hard] [--turns 20]
        [--seed 5] [--hints] [--query "?slice=20"] [--options advanced patrons ...]
"""
from __future__ import annotations

import argparse
import json
import os
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


def _blocks(intervals: list[dict]) -> dict:
    """Summary of the long tasks inside some intervals (turns or hint searches)."""
    tasks = [t for i in intervals for t in i["longtasks"]]
    return {
        "count": len(intervals),
        "duration_ms": _stats([i["ms"] for i in intervals]),
        "longtask_ms": _stats(tasks),
        "longest_block_ms": round(max(tasks, default=0.0), 1),
        "with_a_block_over_100ms": sum(1 for i in intervals if max(i["longtasks"], default=0) > 100),
        "max_frame_gap_ms": round(max((i["max_gap"] for i in intervals), default=0.0), 1),
    }


def measure_level(browser, url: str, level: str, seed: int, turns: int, query: str,
                  hints: bool, options: tuple[str, ...] = ()) -> dict:
    """Play until ``turns`` computer turns are over (or the game ends); the numbers."""
    context = browser.new_context(base_url=url, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script(cpu.MONITOR_JS)
    cpu.open_page(page, query)
    cpu.start_vs_computer(page, level, seed, human=HUMAN, modules=options)
    slices: list[float] = []
    shows: list[float] = []
    thinks: list[float] = []
    started = time.perf_counter()
    while True:
        cpu.wait_for_human(page, HUMAN, timeout_ms=120_000)
        slices.append(float(drive.body(page, "thinkSliceMaxMs") or 0))
        shows.append(float(drive.body(page, "computerShowMs") or 0))
        thinks.append(float(drive.body(page, "computerThinkMs") or 0))
        if drive.body(page, "outcome") or len(cpu.monitor(page)["busy"]) >= turns:
            break
        if hints:
            page.get_by_test_id("hint").click()
            page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=60_000)
        game = drive.saved_game(page)
        drive.perform(page, game, drive.race_policy(game))
    data = cpu.monitor(page)
    context.close()
    turns_seen = cpu.blocks_while_busy(data)
    result = {
        "level": level, "seed": seed, "query": query, "options": list(options),
        "wall_s": round(time.perf_counter() - started, 1),
        "first_turn": {"ms": round(turns_seen[0]["ms"], 1) if turns_seen else None,
                       "longtasks_ms": turns_seen[0]["longtasks"] if turns_seen else []},
        "later_turns": _blocks(turns_seen[1:]),
        "page_measured_per_turn": {"longest_slice_ms": _stats(slices),
                                   "longest_show_ms": _stats(shows),
                                   "longest_answer_ms": _stats(thinks)},
        "monitor_error": data.get("error", ""),
    }
    if hints:
        result["hints"] = _blocks(cpu.blocks_while_busy(data, "hint"))
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", nargs="+", default=["normal", "hard"])
    parser.add_argument("--turns", type=int, default=20, help="computer turns per level")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--hints", action="store_true", help="ask a hint before each move")
    parser.add_argument("--query", default="", help='page URL query, e.g. "?slice=20"')
    parser.add_argument("--options", nargs="*", default=[],
                        choices=["advanced", "patrons", "depots", "weather", "way_back"],
                        help="rule options ticked in the new-game dialog (default: none)")
    args = parser.parse_args()
    server, url = serve.start_background_server(ROOT / "dist", port=0, quiet=True)
    results = {"cpus": os.cpu_count(), "load_average_before": os.getloadavg()[0], "levels": []}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_executable(), headless=True,
                                     args=CHROMIUM_ARGS)
        for level in args.levels:
            results["levels"].append(
                measure_level(browser, url, level, args.seed, args.turns, args.query, args.hints,
                              tuple(args.options)))
        browser.close()
    server.shutdown()
    results["load_average_after"] = os.getloadavg()[0]
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
