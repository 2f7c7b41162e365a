#!/usr/bin/env python3
"""A layout sweep for design reviews (not a test): plays whole hot-seat games by clicks
on the built ``dist/`` at the four reference sizes of docs/layout.md, in English and in
French, with Weather, with 1912 The Way Back and with every module, and before each move
looks for what a player would trip over:

* the page scrolling sideways;
* your own area squeezed under 40 % of the width;
* an action button or hand card that, scrolled into view, lies under something else.

Prints one line per game with the first position (move number) of each kind of problem
found; exits 1 if there was any. It found the squeezed tablet layout of a drawn weather
card and the dock's buttons under the hand's header (tests/e2e/test_layout_sizes.py now
holds both). Usage::

    .venv/bin/python tests/e2e/layout_sweep.py [WIDTHxHEIGHT ...]   # default: all four
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))

import serve  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from tests.e2e import page_driver as drive  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, chromium_executable  # noqa: E402
from tests.e2e.test_layout_sizes import COVERED, SIZES  # noqa: E402

MODULES = {"weather": ("weather",), "way back": ("way_back",),
           "all modules": ("depots", "weather", "way_back")}
SEED, MOVE_LIMIT = 11, 300
#: Problems of width on the page as it stands, as "kind: detail" strings.
WIDTH_PROBLEMS = """() => {
  const out = [], width = innerWidth;
  const wide = document.scrollingElement.scrollWidth;
  if (wide > width) out.push(`sideways scroll: ${wide} px in ${width}`);
  const mine = document.querySelector('#my-area').getBoundingClientRect().width;
  if (mine < Math.min(width, 1366) * 0.4) out.push(`squeezed: your area ${Math.round(mine)} px`);
  return out;
}"""


def sweep(page, modules: tuple[str, ...]) -> tuple[int, dict[str, str]]:
    """Play one game to its end; the number of moves and the first problem of each kind."""
    found: dict[str, str] = {}
    drive.start_hotseat(page, seed=SEED, advanced=True, patrons=True, modules=modules)
    moves = 0
    while not drive.body(page, "outcome") and moves < MOVE_LIMIT:
        if drive.confirm_handoff(page):
            continue
        for problem in page.evaluate(WIDTH_PROBLEMS) + [
                f"covered: {what}" for what in page.evaluate(COVERED)]:
            found.setdefault(problem.split(":")[0], f"move {moves}: {problem}")
        game = drive.saved_game(page)
        drive.perform(page, game, drive.race_policy(game))
        moves += 1
    return moves, found


def main(args: list[str]) -> int:
    sizes = [tuple(map(int, arg.split("x"))) for arg in args] or list(SIZES.values())
    server, url = serve.start_background_server(ROOT / "dist", port=0, quiet=True)
    failed = False
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_executable(), headless=True,
                                     args=CHROMIUM_ARGS)
        for width, height in sizes:
            for name, modules in MODULES.items():
                for lang in ("en", "fr"):
                    context = browser.new_context(base_url=url, locale=lang,
                                                  viewport={"width": width, "height": height})
                    moves, found = sweep(context.new_page(), modules)
                    failed |= bool(found)
                    print(f"{width}x{height} {lang} {name}: {moves} moves, "
                          + ("; ".join(found.values()) or "nothing found"), flush=True)
                    context.close()
        browser.close()
    server.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
