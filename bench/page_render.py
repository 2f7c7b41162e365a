#!/usr/bin/env python3
"""How fast the game page answers a click, in the browser (Pyodide), over a whole game.

Plays a seeded hot-seat game by clicks (the e2e tests' driver) on the built ``dist/`` and
prints, as JSON: the page's own render time per update (``body[data-render-ms]``), the
whole click handler of a move's last click (``body[data-handle-ms]``: engine, forced moves,
saving, undo check and render) and the time from a move's first click until the page shows
the new position, Playwright's round trips included; once the game is over, the same two
page measures for every step of its replay ("Replay the race", turn by turn from the
first). Needs ``make build`` and Chromium. Usage::

    .venv/bin/python bench/page_render.py [--seed 23] [--moves 400]
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

from tests.e2e import page_driver as drive  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, chromium_executable  # noqa: E402


def _summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"n": len(values), "median": round(statistics.median(ordered), 1),
            "p95": round(ordered[int(0.95 * (len(ordered) - 1))], 1), "max": round(ordered[-1], 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--moves", type=int, default=400)
    args = parser.parse_args()
    server, url = serve.start_background_server(ROOT / "dist", port=0, quiet=True)
    renders, handles, moves, replay_renders, replay_handles = [], [], [], [], []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_executable(), headless=True,
                                     args=CHROMIUM_ARGS)
        page = browser.new_context(base_url=url, viewport={"width": 1280, "height": 800}).new_page()
        page.console_errors = []
        drive.start_hotseat(page, seed=args.seed, advanced=True, patrons=True)
        while drive.body(page, "outcome") == "" and len(moves) < args.moves:
            if drive.confirm_handoff(page):
                continue
            game = drive.saved_game(page)
            started = time.perf_counter()
            drive.perform(page, game, drive.race_policy(game))
            moves.append((time.perf_counter() - started) * 1000)
            renders.append(float(drive.body(page, "renderMs")))
            handles.append(float(drive.body(page, "handleMs")))
        outcome = drive.body(page, "outcome")
        if outcome:
            page.get_by_test_id("end-screen").wait_for()
            page.get_by_test_id("end-review").click()
            while not page.get_by_test_id("review-next").is_disabled():
                page.get_by_test_id("review-next").click()
                replay_renders.append(float(drive.body(page, "renderMs")))
                replay_handles.append(float(drive.body(page, "handleMs")))
        browser.close()
    server.shutdown()
    print(json.dumps({"seed": args.seed, "outcome": outcome,
                      "render_ms": _summary(renders),
                      "last_click_handler_ms (play + forced moves + save + render)":
                          _summary(handles),
                      "move_by_clicks_ms (incl. Playwright round trips)": _summary(moves),
                      "replay_step_render_ms": _summary(replay_renders) if replay_renders else {},
                      "replay_step_handler_ms": _summary(replay_handles) if replay_handles else {}},
                     indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
