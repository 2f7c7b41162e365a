#!/usr/bin/env python3
"""A layout sweep for design reviews (not a test): plays whole games by clicks
on the built ``dist/`` at the four reference sizes of docs/layout.md, in English and in
French, in the base game and in the advanced game with Patrons and each module that changes
the screen (Food Depots, Weather, 1912 The Way Back, all of them; all of them against the
easy computer; and all of them online, host and guest on two pages of the same size), and
before each move looks for what a player would trip over:

* the page scrolling sideways;
* a card's name or tag spilling out of its card;
* your own area squeezed under 40 % of the width;
* an action button, hand card or highlighted board place that, scrolled into view (as
  Tab does), lies under something else, checked before each move and again once its
  hand cards are picked.

Prints one line per game with the first position (move number) of each kind of problem
found; exits 1 if there was any. It found the squeezed tablet layout of a drawn weather
card and the dock's buttons under the hand's header (tests/e2e/test_layout_sizes.py now
holds both). Usage::

    .venv/bin/python tests/e2e/layout_sweep.py [WIDTHxHEIGHT ...] [--only NAME]
    # default: all four sizes and every game set (NAME: a key of GAMES, e.g. "base game")
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "build"))

import serve  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from tests.e2e import computer_driver, online_driver, page_driver as drive  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, chromium_executable  # noqa: E402
from tests.e2e.test_layout_sizes import CARD_TEXT_SPILLS, COVERED, SIZES  # noqa: E402

ALL = ("depots", "weather", "way_back")
#: The games swept: (mode, advanced + Patrons?, modules).
GAMES = {"base game": ("hotseat", False, ()), "depots": ("hotseat", True, ("depots",)),
         "weather": ("hotseat", True, ("weather",)),
         "way back": ("hotseat", True, ("way_back",)), "all modules": ("hotseat", True, ALL),
         "computer, all modules": ("computer", True, ALL),
         "online, all modules": ("online", True, ALL)}
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


def problems(page, found: dict[str, str], where: str, dialog: bool = False) -> None:
    """Add to ``found`` the first problem of each kind on ``page`` as it stands (``dialog``:
    a dialog is open, so only the width is checked: the table lies under it)."""
    seen = page.evaluate(WIDTH_PROBLEMS)
    seen += [f"card text spills: {what}" for what in page.evaluate(CARD_TEXT_SPILLS)]
    if not dialog:
        seen += [f"covered: {what}" for what in page.evaluate(COVERED)]
    for problem in seen:
        found.setdefault(problem.split(":")[0], f"{where}: {problem}")


def sweep(pages: list, mode: str, advanced: bool, modules: tuple[str, ...]
          ) -> tuple[int, dict[str, str]]:
    """Play one game to its end on ``pages`` (two for an online game: host, guest); the
    number of moves and the first problem of each kind."""
    page, found = pages[0], {}
    if mode == "online":
        return sweep_online(*pages, advanced, modules)
    if mode == "computer":
        computer_driver.open_page(page, computer_driver.FAST)
        computer_driver.start_vs_computer(page, "easy", seed=SEED, advanced=advanced,
                                          patrons=advanced, modules=modules)
    else:
        drive.start_hotseat(page, seed=SEED, advanced=advanced, patrons=advanced,
                            modules=modules)
    moves = 0
    while moves < MOVE_LIMIT:
        if mode == "computer":
            computer_driver.wait_for_human(page, 0)
        if drive.body(page, "outcome"):
            break
        if drive.confirm_handoff(page):
            continue
        problems(page, found, f"move {moves}")
        game = drive.saved_game(page)
        drive.perform(page, game, drive.race_policy(game), picked=lambda p, at=moves: problems(
            p, found, f"move {at}, cards picked"))
        moves += 1
    return moves, found


def sweep_online(host, guest, advanced: bool, modules: tuple[str, ...]
                 ) -> tuple[int, dict[str, str]]:
    """An online game: the invitation and the answer dialogs, then every move, both pages
    checked before each move."""
    found: dict[str, str] = {}
    options = (("advanced", "patrons") if advanced else ()) + modules
    invitation = online_driver.host_game(host, modules=options)
    problems(host, found, "host's invitation", dialog=True)
    answer = online_driver.join_fresh(guest, invitation)
    problems(guest, found, "guest's answer", dialog=True)
    online_driver.paste_answer(host, guest, answer)
    start = len(drive.saved_game(host).actions)
    game = online_driver.play_moves(host, guest, MOVE_LIMIT,
                                    look=lambda page, where: problems(page, found, where))
    return len(game.actions) - start, found


def main(args: list[str]) -> int:
    games = dict(GAMES)
    if "--only" in args:
        at = args.index("--only")
        games = {args[at + 1]: GAMES[args[at + 1]]}
        del args[at:at + 2]
    sizes = [tuple(map(int, arg.split("x"))) for arg in args] or list(SIZES.values())
    server, url = serve.start_background_server(ROOT / "dist", port=0, quiet=True)
    failed = False
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium_executable(), headless=True,
                                     args=CHROMIUM_ARGS)
        for width, height in sizes:
            for name, game in games.items():
                for lang in ("en", "fr"):
                    contexts = [browser.new_context(base_url=url, locale=lang,
                                                    viewport={"width": width, "height": height})
                                for _ in range(2 if game[0] == "online" else 1)]
                    moves, found = sweep([context.new_page() for context in contexts], *game)
                    failed |= bool(found)
                    print(f"{width}x{height} {lang} {name}: {moves} moves, "
                          + ("; ".join(found.values()) or "nothing found"), flush=True)
                    for context in contexts:
                        context.close()
        browser.close()
    server.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
