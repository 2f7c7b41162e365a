"""A whole hot-seat game with every module on (advanced row, patrons, Food Depots, Weather,
1912 The Way Back), played in the page by clicks only, to its end screen (issue #5)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from core import Game, Options
from core.cards import CODE
from core.describe import outcome_text

from .computer_driver import open_page, start_vs_computer, wait_for_human
from .page_driver import (body, confirm_handoff, load_save, perform, race_policy, saved, saved_game,
                          start_hotseat)

from ui.seats import LocalSeat
from ui.session import Session  # the page's own save format

MODULES = ("advanced", "patrons", "depots", "weather", "way_back")
#: With ``race_policy`` this seed draws four weather cards (Calm, Extreme Cold, Sunny,
#: Windy), collects depots, hands ships back twice, reaches the way back and ends with
#: Amundsen home on the Fram after about 127 chosen moves (found offline with the engine).
SEED = 1162
MOVE_LIMIT = 400


def first_windy_choice(game: Game) -> bool:
    """The crossing player's blind Windy choice is due (the rival chooses next)."""
    pending = game.state.pending
    return (len(pending) > 1 and pending[0][0] == "windy_give"
            and pending[1][0] == "windy_give")


SCREEN_JS = """() => {
  const one = (id) => document.querySelector(`[data-testid="${id}"]`);
  const depots = {};
  for (const d of document.querySelectorAll('[data-testid^="depot-"]'))
    depots[d.dataset.testid] = d.querySelector(".depot-card") ? "up" : "down";
  const pawns = {};
  for (const w of document.querySelectorAll('[data-testid^="way-pawn-"]'))
    pawns[w.dataset.testid] = w.dataset.way;
  // a return-track pawn over (or touching) a space's letter (the colour-blind aid) or
  // its number: 2 px apart at least
  const hit = (a, b) => a.left < b.right + 2 && b.left < a.right + 2 &&
                        a.top < b.bottom + 2 && b.top < a.bottom + 2;
  const marks = [...document.querySelectorAll('[data-testid="way-track"] .letter, [data-testid="way-track"] .num')]
      .map(m => m.getBoundingClientRect());
  const covering = [...document.querySelectorAll('[data-testid^="way-pawn-"] .pawn')]
      .filter(p => marks.some(m => hit(p.getBoundingClientRect(), m)))
      .map(p => p.parentNode.dataset.testid + '@' + p.parentNode.dataset.way);
  return {depots, pawns, covering, deck: one("weather-deck").dataset.count,
          condition: one("weather-card").dataset.condition,
          die: one("weather-die") ? one("weather-die").dataset.die : null,
          track: one("way-track").className};
}"""


def check_modules_on_screen(page, game: Game, seen: dict) -> None:
    """Check (and record) what the page shows for the modules in this position; one
    round trip to the page reads it all."""
    state = game.state
    viewer = int(body(page, "viewer"))
    shown = page.evaluate(SCREEN_JS)
    expected = {}
    for player in (0, 1):
        for index, (_space, card) in enumerate(state.depots[player]):
            if card >= 0 or ("depot_stash", player, index) in state.pending:
                # face up only for its owner (a depot waiting for its card shows a slot)
                expected[f"depot-{player}-{index}"] = (
                    "up" if player == viewer and card >= 0 else "down")
    assert shown["depots"] == expected, "collected depots must disappear, rivals' stay hidden"
    seen["depots"] = seen.get("depots", 0) or bool(expected)
    drawn = state.weather_drawn
    assert shown["deck"] == str(5 - len(drawn))
    if drawn:
        _card, die, weather, _degrees, _player = drawn[-1]
        assert (shown["condition"], shown["die"]) == (weather, str(die))
        seen["weather"] = len(drawn)
    pawns = {f"way-pawn-{p}": str(state.way[p]) for p in (0, 1) if state.way[p] >= 0}
    assert shown["pawns"] == pawns
    assert shown["covering"] == [], "a pawn on the way back covers a space's letter or number"
    if pawns:
        seen["way"] = max(seen.get("way", 0), *state.way)
    assert ("preview" in shown["track"]) == (not pawns)


def test_a_game_with_every_module_is_played_to_the_end_by_clicks(new_page):
    page = new_page(viewport={"width": 1280, "height": 800})
    start_hotseat(page, SEED, advanced=True, patrons=True, modules=MODULES[2:])
    assert saved(page)["record"]["options"] == {name: True for name in MODULES}
    seen: dict = {}
    chosen, windy_checked = 0, False
    while body(page, "outcome") == "":
        if confirm_handoff(page):
            continue
        game = saved_game(page)
        assert game.to_move() == int(body(page, "viewer")), "the page shows the wrong hand"
        check_modules_on_screen(page, game, seen)
        move = race_policy(game)
        windy = first_windy_choice(game) and move.cards and move.cards[0] in game.state.secret[
            game.to_move()]
        perform(page, game, move)
        chosen += 1
        if windy and not windy_checked:
            # Hot seat: the second player's page (behind a cover only if it shows a
            # secret of theirs) does not reveal the card the first one gave.
            confirm_handoff(page)
            assert saved_game(page).state.pending[0][0] == "windy_give"
            assert CODE[move.cards[0]] not in page.content()
            windy_checked = True
        assert chosen < MOVE_LIMIT, "the game does not end"

    game = saved_game(page)
    assert game.over
    end = page.get_by_test_id("end-screen")
    end.wait_for(state="visible")
    headline = outcome_text(game.outcome, game.observation(None)["way"])
    assert headline in page.get_by_test_id("end-outcome").inner_text()
    assert "back aboard his ship" in headline      # won at the ship, not at the Pole
    assert windy_checked, "this seed should include a Windy exchange"
    assert seen.get("depots"), "no food depot was shown"
    assert seen.get("weather", 0) >= 3, "too few weather cards were shown"
    assert seen.get("way", 0) >= 5, "the return track was hardly used"
    # The winner is home: the final board shows the pawn on the ship of the return track.
    winner = {"amundsen": 0, "scott": 1}[game.outcome]
    page.get_by_test_id("end-close").click()
    assert page.get_by_test_id(f"way-pawn-{winner}").get_attribute("data-way") == "11"
    # The weather deck and the cards drawn earlier explain themselves by their tooltips;
    # they are Tab stops, so that "?" on the keyboard opens those words as well.
    for item in (page.get_by_test_id("weather-deck"),
                 page.get_by_test_id("weather-history").locator("li").first):
        item.focus()
        assert item.evaluate("e => e === document.activeElement")
        page.keyboard.press("?")
        assert page.get_by_test_id("card-help-text").inner_text() == item.get_attribute("title")
        page.keyboard.press("Escape")
    record = saved(page)["record"]
    verbs = {text.split()[0] for text in record["actions"]}
    assert {"depot", "stash", "give", "pick", "discard", "advance", "take", "draw"} <= verbs, verbs
    assert page.console_errors == [], page.console_errors
    assert page.foreign_requests == [], page.foreign_requests


def save_on_the_way_back(seed: int) -> tuple[dict, Game]:
    """A page save of the all-modules game, stopped when the player to move stands on
    the return track with a step to make (played offline with the engine)."""
    game = Game(Options(**{name: True for name in MODULES}), seed)
    forced = []
    while True:
        legal = game.legal_actions()
        player = game.to_move()
        if (game.state.way[player] >= 1 and not game.state.pending
                and any(a.verb == "advance" for a in legal)):
            break
        forced.append(len(legal) == 1)
        game.push(legal[0] if len(legal) == 1 else race_policy(game))
    session = Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), forced, viewer=None)
    return session.to_save(), game


def test_phone_shows_the_way_back_readably_and_a_step_is_clicked(new_page):
    page = new_page(viewport={"width": 360, "height": 740})
    save, game = save_on_the_way_back(SEED)
    load_save(page, save)
    confirm_handoff(page)
    player = game.to_move()
    assert body(page, "viewer") == str(player)
    assert body(page, "actions") == str(len(game.actions))
    # No sideways scrolling; the return track is shown in full and wraps into two halves.
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 360
    track = page.get_by_test_id("way-track")
    assert "preview" not in track.get_attribute("class")
    assert track.locator("svg").bounding_box()["width"] <= 360
    fifth, sixth = (page.get_by_test_id(f"way-{player}-{n}").locator("circle").first
                    .bounding_box() for n in (5, 6))
    assert sixth["y"] > fifth["y"] + 2 * fifth["height"]            # the second half
    assert fifth["width"] >= 24                                     # a decent touch target
    for _card, _die, _weather, degrees, _player in game.state.weather_drawn:
        assert page.get_by_test_id(f"weather-at-{degrees}").is_visible()
    assert page.get_by_test_id("weather-card").is_visible()
    # A cheap return step, made by clicks on the cards and the highlighted return space.
    step = min((a for a in game.legal_actions() if a.verb == "advance"),
               key=lambda a: len(a.cards))
    before = game.state.way[player]
    perform(page, saved_game(page), step)
    assert saved_game(page).state.way[player] == before + 1
    assert page.get_by_test_id(f"way-pawn-{player}").get_attribute("data-way") == str(before + 1)
    assert page.console_errors == [], page.console_errors


#: The size a return track's labels are drawn at, in CSS px: the pill's font size times
#: the drawing's scale (its width on screen over its viewBox's).
LABEL_PX = """(root) => {
  const text = [...document.querySelectorAll(`${root} .pill text`)]
      .find(t => t.getBoundingClientRect().width > 0);
  const svg = text.closest("svg");
  return parseFloat(getComputedStyle(text).fontSize)
      * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
}"""


@pytest.mark.parametrize("width,height,locale,label_px", [(1366, 800, "en", 10),
                                                         (390, 844, "fr", 8)])
def test_the_return_tracks_preview_opens_at_a_readable_size(new_page, width, height, locale,
                                                            label_px):
    """Before the way back opens (1912 The Way Back), the board shows its return tracks
    small, and on a phone not at all: a button beside the words opens them in a dialog
    where every label can be read (on a laptop they were drawn 6 px high; a phone's
    dialog draws them as its board does on the way back, in two halves)."""
    touch = width < 900
    page = new_page(viewport={"width": width, "height": height}, locale=locale,
                    has_touch=touch)
    open_page(page, "?pace=0")
    start_vs_computer(page, "easy", seed=3, modules=("way_back",))
    wait_for_human(page, 0)
    track = page.get_by_test_id("way-track")
    assert "preview" in track.get_attribute("class")
    if width >= 900:
        assert page.evaluate(LABEL_PX, "[data-testid='way-track']") < 8
    else:
        assert not track.locator("svg").is_visible()  # (a phone leaves the drawing out)
    dialog = page.get_by_test_id("way-dialog")
    assert not dialog.is_visible()

    button = page.get_by_test_id("way-open")
    if touch:
        assert button.bounding_box()["height"] >= 44      # a finger's size (it was 28 px)
    (button.tap if touch else button.click)()
    expect(dialog).to_be_visible()
    heading = dialog.locator("h2").inner_text()
    assert not dialog.locator("#way-body p").first.inner_text().startswith(heading)
    assert page.evaluate(LABEL_PX, "#way") >= label_px
    drawing = dialog.locator(".way-svg:visible")
    assert drawing.count() == 1
    box, shown = drawing.bounding_box(), dialog.bounding_box()
    assert box["x"] >= shown["x"] and box["x"] + box["width"] <= shown["x"] + shown["width"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    # The demands' icons are named in the page's language.
    words = dialog.inner_text()
    assert ("Sled" if locale == "en" else "Traîneau") in words
    # The board's spaces keep their one test id each (the dialog's copy carries none).
    assert page.locator("[data-testid='way-1-5']").count() == 1

    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    (button.tap if touch else button.click)()
    expect(dialog).to_be_visible()
    page.get_by_test_id("way-done").click()
    expect(dialog).to_be_hidden()
    assert page.console_errors == [], page.console_errors
