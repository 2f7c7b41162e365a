"""Every screen of the page passes axe-core's WCAG 2.0–2.2 A and AA checks and its best
practices, in English at desktop size and in French at phone size, in light and in dark
colours: the new-game dialog in
each mode, a bad pasted record, the hand-off cover, the table with every module on (with
a module's decision waiting), the card help, the piles, 1912's return tracks enlarged, the
rules, the settings, the online dialog, a game against the computer, a replay, the final
board and the end screen.

Left out on purpose, and only these:

- the best practice ``tabindex`` (no tab index above 0): the table's controls take
  positive tab indexes so that Tab reaches the hand, the row, the targets and the action
  buttons before the menus and the log (docs/layout.md, "Focus order"), whatever the
  layout puts first on screen;
- ``label-content-name-mismatch`` (label in name) on the board's pictures (SVG): a space
  there prints its colour letter and number, a return space also its icon's name, as
  parts of the drawing; its name says the same in words ("Amundsen's route, space 3,
  red") and then what playing there does (the move and its colour when it names the
  space: "Put the second food depot on space 3 (yellow)"). Everywhere else (cards,
  piles, buttons) the visible words are part of the name.
"""
from __future__ import annotations

import json
import random

import pytest

from core import Game, Options
from core.board import first_space_after_lost

from tests.helpers import biased_choice

from .computer_driver import FAST
from .conftest import ROOT, wait_ready
from .page_driver import confirm_handoff, load_save, race_moves, saved_game, start_hotseat
from .test_modules_page import SEED, save_on_the_way_back

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
RULES_OFF = ("tabindex",)  # see the module's docstring
AT_LEAST_RULES = 10  # rules that must have run and passed on every screen (axe checks something)
ALL_MODULES = ("depots", "weather", "way_back")
SIZES = {"en": {"width": 1366, "height": 800}, "fr": {"width": 390, "height": 844}}


def problems(page, where: str) -> list[str]:
    """axe-core's violations on the page as it stands, one line per rule and element."""
    if not page.evaluate("typeof window.axe === 'object'"):
        assert AXE.is_file(), f"{AXE} is missing: run `npm ci` (or `make build`)"
        page.add_script_tag(content=AXE.read_text())
    passed, found = page.evaluate(
        """([tags, rules]) => axe.run(document, {runOnly: {type: 'tag', values: tags}, rules,
                                                   elementRef: true})
             .then(r => [r.passes.length, r.violations.flatMap(v => v.nodes
               .filter(n => !(v.id === 'label-content-name-mismatch' && n.element.closest('svg')))
               .map(n => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${v.help}`))])""",
        [TAGS, {rule: {"enabled": False} for rule in RULES_OFF}])
    assert passed >= AT_LEAST_RULES, f"{where}: axe passed only {passed} rules"
    return [f"{where}: {line}" for line in found]


def _finished_record() -> str:
    game, rng = Game(Options(advanced=True, patrons=True, depots=True, weather=True,
                             way_back=True), 12), random.Random(12)
    while not game.over:
        game.push(biased_choice(rng, game.legal_actions()))
    return json.dumps(game.record())


@pytest.mark.parametrize("lang, colours", [("en", "light"), ("fr", "light"),
                                            ("en", "dark"), ("fr", "dark")])
def test_every_screen_passes_the_accessibility_checks(new_page, lang, colours):
    """In light and dark colours (the device's preference: the settings say "as this
    device prefers" by default), so the contrast of every word is checked in both."""
    page = new_page(viewport=SIZES[lang], locale=lang, color_scheme=colours)
    page.goto("index.html")
    wait_ready(page)
    assert page.evaluate("getComputedStyle(document.documentElement).backgroundColor") == (
        "rgb(243, 247, 250)" if colours == "light" else "rgb(13, 24, 34)")
    found = []
    for mode in ("hotseat", "computer", "online"):
        page.get_by_test_id(f"ng-mode-{mode}").check()
        found += problems(page, f"new-game dialog, {mode}")
    page.get_by_test_id("ng-mode-hotseat").check()
    page.get_by_test_id("ng-open-record").click()
    page.get_by_test_id("record-in").fill("{not a record")
    page.get_by_test_id("record-load").click()
    page.get_by_test_id("record-error").wait_for(state="visible")
    found += problems(page, "record dialog with an error")
    page.get_by_test_id("record-cancel").click()

    start_hotseat(page, seed=8, advanced=True, patrons=True, modules=ALL_MODULES)
    found += problems(page, "hand-off cover")
    confirm_handoff(page)
    found += problems(page, "table, depots to place")
    race_moves(page, 6)
    found += problems(page, "table, after six moves")
    page.locator('#my-area [data-act="hand"]').first.focus()
    page.keyboard.press("?")
    page.get_by_test_id("card-help").wait_for(state="visible")
    found += problems(page, "card help")
    page.keyboard.press("Escape")
    page.get_by_test_id("discard").click()
    found += problems(page, "piles")
    page.get_by_test_id("piles-close").click()
    page.get_by_test_id("way-open").click()
    found += problems(page, "return tracks")
    page.get_by_test_id("way-close").click()
    for opener, closer in (("rules-open", "rules-close"), ("settings-open", "settings-close")):
        page.get_by_test_id(opener).click()
        found += problems(page, opener.removesuffix("-open"))
        page.get_by_test_id(closer).click()

    page.get_by_test_id("new-game-open").click()
    page.get_by_test_id("ng-open-record").click()
    page.get_by_test_id("record-in").fill(_finished_record())
    page.get_by_test_id("record-load").click()
    page.get_by_test_id("confirm-dialog").wait_for(state="visible")
    found += problems(page, "confirm dialog")
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function("document.body.dataset.review === '0'")
    for _ in range(40):
        page.get_by_test_id("review-next").click()
    found += problems(page, "replay")
    page.get_by_test_id("review-close").click()
    found += problems(page, "final board")
    page.get_by_test_id("show-end").click()
    page.get_by_test_id("end-screen").wait_for(state="visible")
    found += problems(page, "end screen")
    assert found == [], "\n".join(found)
    assert page.console_errors == [], page.console_errors


def test_the_computer_and_online_screens_pass_the_accessibility_checks(new_page):
    page = new_page(viewport={"width": 844, "height": 390})
    page.goto(f"index.html{FAST}")
    wait_ready(page)
    page.get_by_test_id("ng-mode-computer").check()
    page.get_by_test_id("ng-level").select_option("easy")
    page.get_by_test_id("ng-explorer1").select_option("1")  # the computer moves first
    page.get_by_test_id("ng-start").click()
    page.wait_for_function("document.body.dataset.busy !== 'true' && "
                           "Number(document.body.dataset.actions) > 0")
    assert saved_game(page).to_move() == 1
    found = problems(page, "against the computer")
    page.get_by_test_id("hint").click()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
    found += problems(page, "a hint shown")
    page.get_by_test_id("new-game-open").click()
    page.get_by_test_id("ng-mode-online").check()
    page.get_by_test_id("ng-start").click()
    page.get_by_test_id("confirm-yes").click()
    page.get_by_test_id("online-dialog").wait_for(state="visible")
    page.wait_for_function("document.getElementById('online-code').value.length > 0",
                           timeout=20_000)
    found += problems(page, "online dialog with an invitation")
    assert found == [], "\n".join(found)


def test_a_screen_reader_reads_the_board_as_its_pawns_depots_and_weather(new_page):
    """The board's drawing says what changes in a race (each pawn's place, the food
    depots, the weather met at each parallel) as named pictures, and the places you may
    play to as buttons; its letters, numbers and degrees are left to the eye (the
    explorers' areas name the next colour)."""
    page = new_page(viewport=SIZES["en"])
    start_hotseat(page, seed=8, advanced=True, patrons=True, modules=("depots", "weather"))
    while not page.locator('[data-testid^="weather-at-"]').count():
        race_moves(page, 1)
    game = saved_game(page)
    board = page.get_by_test_id("board")
    _only_named_pictures_and_buttons(board.locator("svg"))
    for player, explorer in enumerate(("Amundsen", "Scott")):
        lost, pos = game.state.lost[player], game.state.pos[player]
        where = (f"lost behind space {first_space_after_lost(lost)}" if lost
                 else f"on space {pos}" if pos else "on the ship")
        assert board.get_by_role("img", name=f"{explorer}'s pawn, {where}", exact=True).count() == 1
    depots = sum(1 for p in (0, 1) for _, card in game.state.depots[p] if card != -1)
    assert board.get_by_role("img", name="food depot").count() == depots > 0
    assert board.get_by_role("img", name="Weather at 75°").count() == 1
    # Picking a hand card makes the places it plays to buttons, named by what they do
    # (on the next turn that has such a card: this one may be a weather choice).
    legal = 0
    for _ in range(6):
        confirm_handoff(page)
        cards = page.locator("#my-area .hand button.card:not([aria-disabled='true'])")
        for index in range(cards.count()):
            cards.nth(index).click()
            legal = board.locator("[data-legal='true']").count()
            if legal:
                break
            cards.nth(index).click()
        if legal:
            break
        race_moves(page, 1)
    assert legal and board.get_by_role("button").count() == legal
    _only_named_pictures_and_buttons(board.locator("svg"))
    # The return tracks of 1912 The Way Back read the same way.
    save, game = save_on_the_way_back(SEED)
    load_save(page, save)
    confirm_handoff(page)
    track = page.get_by_test_id("way-track").locator("svg")
    _only_named_pictures_and_buttons(track)
    player = game.to_move()
    assert track.get_by_role("img", name=f"{('Amundsen', 'Scott')[player]}'s pawn on the way back, "
                             f"on return space {game.state.way[player]}", exact=True).count() == 1


def _only_named_pictures_and_buttons(drawing) -> None:
    """Under a drawing's group a screen reader finds only named pictures and buttons: no
    loose letters or numbers."""
    tree = drawing.aria_snapshot()
    roles = [line.strip().lstrip("-' ").split(" ")[0] for line in tree.splitlines()[1:]]
    assert roles and set(roles) <= {"img", "button"}, tree
    # A picture is named once, by its <title> (also its tooltip): with an aria-label as
    # well, the title became its description and a screen reader said the name twice.
    assert drawing.locator("[role='img'][aria-label]").count() == 0


def test_the_new_game_dialog_names_its_fields_briefly_and_starts_at_the_chosen_way_to_play(new_page):
    """A screen reader heard each rule's whole description as its checkbox's name, the
    first player's explorer as just "plays", and the dialog opened on "Two players"
    while "Against the computer" was the one chosen. A rule is named by its title and
    described by its line; the explorer menu says whose explorer; the chosen way to play
    has the focus."""
    from .computer_driver import open_page, start_vs_computer, wait_for_human

    page = new_page(viewport={"width": 1366, "height": 800})
    open_page(page, "?pace=0")
    dialog = page.get_by_test_id("new-game-dialog")
    assert dialog.get_by_role("checkbox", name="Advanced variant", exact=True).count() == 1
    described = page.evaluate("""document.getElementById(document.querySelector(
        '[data-testid=ng-advanced]').getAttribute('aria-describedby')).textContent""")
    assert described.startswith("A row of 6 open cards")
    assert dialog.get_by_role("combobox", name="First player's explorer").count() == 1
    start_vs_computer(page, "easy", seed=3)
    wait_for_human(page, 0)
    page.get_by_test_id("new-game-open").click()
    dialog.wait_for(state="visible")
    assert page.evaluate("document.activeElement.dataset.testid") == "ng-mode-computer"
