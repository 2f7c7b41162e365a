#!/usr/bin/env python3
"""Screenshots of the game page for design reviews (not a test).

Plays seeded hot-seat games by clicks on the built ``dist/`` at desktop (1280x800) and
phone (360x740) size and saves PNGs of the main screens. Usage::

    .venv/bin/python tests/e2e/screenshots.py [OUT_DIR]     # default /tmp/avs-screens
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))

import serve  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from core.cards import CODE  # noqa: E402
from tests.e2e import page_driver as drive  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, chromium_executable  # noqa: E402

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}


def shoot(page, out: Path, name: str, full: bool = False) -> None:
    path = out / f"{name}.png"
    page.screenshot(path=str(path), full_page=full)
    print(path)


def session(page, out: Path, size: str) -> None:
    page.goto("index.html", wait_until="domcontentloaded")
    shoot(page, out, f"{size}-0-loading")
    drive.wait_ready(page)
    shoot(page, out, f"{size}-1-new-game")
    drive.start_hotseat(page, seed=23, advanced=True, patrons=True)
    shoot(page, out, f"{size}-2-hand-off")
    moves, shots = 0, set()
    while drive.body(page, "outcome") == "":
        if drive.confirm_handoff(page):
            continue
        game = drive.saved_game(page)
        if moves == 0:
            shoot(page, out, f"{size}-3-first-turn", full=True)
        step = game.state.pending[0][0] if game.state.pending else ""
        if step and step not in shots:
            shots.add(step)
            shoot(page, out, f"{size}-4-decision-{step}", full=True)
        move = drive.race_policy(game)
        if move.verb == "advance" and len(move.cards) > 1 and "advance" not in shots:
            shots.add("advance")
            for card in move.cards:
                page.get_by_test_id(f"hand-card-{CODE[card]}").click()
            shoot(page, out, f"{size}-5-selection", full=True)
            page.get_by_test_id("clear-selection").click()
        drive.perform(page, game, move)
        moves += 1
    page.get_by_test_id("end-screen").wait_for()
    shoot(page, out, f"{size}-6-end")
    page.get_by_test_id("end-close").click()
    shoot(page, out, f"{size}-7-final-board", full=True)
    page.get_by_test_id("rules-open").click()
    shoot(page, out, f"{size}-8-rules")


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/avs-screens")
    out.mkdir(parents=True, exist_ok=True)
    server, url = serve.start_background_server(ROOT / "dist", port=0, quiet=True)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_executable(), headless=True,
                                     args=CHROMIUM_ARGS)
        for size, viewport in SIZES.items():
            context = browser.new_context(base_url=url, viewport=viewport)
            page = context.new_page()
            page.console_errors = []
            session(page, out, size)
            context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
