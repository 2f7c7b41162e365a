"""Opening a pasted game record in the page: a finished game in its replay, an unfinished
one as a hot-seat game from where it stopped, and a bad record refused with its reason."""
from __future__ import annotations

import json
import random
import re

from playwright.sync_api import expect

from core import Game, Options

from tests.helpers import biased_choice

from .conftest import wait_ready
from .page_driver import action_testid, body, confirm_handoff, saved, saved_game


def _record(seed: int, options: Options, moves: int | None = None) -> dict:
    """A game of racing random moves: to its end, or ``moves`` actions long."""
    game, rng = Game(options, seed), random.Random(seed)
    while not game.over and (moves is None or len(game.actions) < moves):
        game.push(biased_choice(rng, game.legal_actions()))
    return game.record()


def _paste(page, text: str) -> None:
    if not page.get_by_test_id("new-game-dialog").is_visible():
        page.get_by_test_id("new-game-open").click()
    page.get_by_test_id("ng-open-record").click()
    assert not page.get_by_test_id("new-game-dialog").is_visible()
    page.get_by_test_id("record-in").fill(text)
    page.get_by_test_id("record-load").click()


def test_a_pasted_record_is_replayed_or_played_on_and_a_bad_one_changes_nothing(page):
    page.goto("index.html")
    wait_ready(page)
    # A bad record: the reason shows, the dialog stays open, nothing is saved.
    _paste(page, '{"seed": 3, "actions": ["take", "fly away"]}')
    error = page.get_by_test_id("record-error")
    assert error.is_visible() and "move 2" in error.inner_text()
    assert page.get_by_test_id("record-dialog").is_visible() and saved(page) is None
    # The box is marked invalid, described by the reason, and has the focus back.
    field = page.get_by_test_id("record-in")
    assert field.get_attribute("aria-invalid") == "true"
    assert field.get_attribute("aria-describedby") == "record-error"
    assert page.evaluate("document.activeElement.dataset.testid") == "record-in"
    # Mending the text takes the error away (it was about the text before the edit).
    field.press("End")
    field.press("Backspace")
    expect(error).to_be_hidden()
    assert field.get_attribute("aria-invalid") is None
    # Megabytes of text are refused by their length at once (read as JSON, 8 MB kept the
    # page busy for 1.7 s before it said they were not a game).
    page.get_by_test_id("record-in").fill("[1, " * 1_000_000 + "1]")
    page.get_by_test_id("record-load").click()
    expect(error).to_contain_text("far longer than a game record (4,000,002 characters")
    # Brackets nested 5000 deep overflowed Pyodide's stack inside json.loads: no message,
    # a fatal error in the console. They are refused before parsing now.
    page.get_by_test_id("record-cancel").click()
    _paste(page, "[" * 5000 + "]" * 5000)
    expect(error).to_contain_text("nest far deeper")
    assert page.console_errors == [] and page.page_errors == []
    page.get_by_test_id("record-cancel").click()           # back to the new-game dialog
    assert page.get_by_test_id("new-game-dialog").is_visible()

    # A finished game: straight into its replay, then the final board; the players get
    # the names of the new-game dialog (a record holds none).
    finished = _record(12, Options(patrons=True, weather=True))
    turns = Game.from_record(finished).state.turn_number
    page.get_by_test_id("ng-name1").fill("Roald")
    page.get_by_test_id("ng-name2").fill("Robert")
    _paste(page, json.dumps(finished))
    assert not page.get_by_test_id("record-dialog").is_visible()
    page.wait_for_function("document.body.dataset.review === '0'")
    assert f"turn 1 of {turns}: Roald (Amundsen) to move" in page.get_by_test_id(
        "status").inner_text()
    # The focus is on Next, as in a replay opened from the end screen (not on a row
    # card that does nothing in a replay).
    assert page.evaluate("document.activeElement.dataset.testid") == "review-next"
    assert "Robert" in page.get_by_test_id("player-1").inner_text()
    assert not page.get_by_test_id("end-screen").is_visible()
    assert saved(page)["record"] == finished
    page.get_by_test_id("review-close").click()
    assert body(page, "outcome") == finished["outcome"]
    assert page.get_by_test_id("show-end").is_visible()
    # A reload of a finished game shows its result again (it showed only the final
    # board, the result one button away), over that board, names kept.
    page.reload()
    wait_ready(page)
    end = page.get_by_test_id("end-screen")
    end.wait_for(state="visible")
    assert "Roald (Amundsen)" in page.get_by_test_id("end-summary").inner_text()
    assert not page.get_by_test_id("new-game-dialog").is_visible()
    page.keyboard.press("Escape")        # the focus goes under the board (it went to a row
    page.wait_for_function("document.activeElement.dataset.testid === 'show-end'")  # card)
    assert body(page, "outcome") == finished["outcome"]

    # An unfinished game goes on at this device (behind the hand-off cover when the
    # screen would show a card the other player has not seen).
    unfinished = _record(5, Options(advanced=True), moves=20)
    _paste(page, json.dumps(unfinished))
    page.wait_for_function("Number(document.body.dataset.actions) >= 20")
    assert body(page, "outcome") == "" and body(page, "review") == ""
    confirm_handoff(page)
    assert saved(page)["record"]["actions"][:20] == unfinished["actions"]
    assert body(page, "viewer") == str(saved_game(page).to_move())
    assert page.locator('#actions [data-legal="true"]').count() > 0

    # A finished record pasted during a game in progress: asked first (about opening
    # the record: it asked "Start a new game?"), then its replay (not the end screen).
    # Cancel comes back to the record, its text kept (it was thrown away with the dialog).
    page.get_by_test_id("new-game-open").click()
    _paste(page, json.dumps(finished))
    page.get_by_test_id("confirm-dialog").wait_for(state="visible")
    assert "Open this game record?" in page.get_by_test_id("confirm-dialog").inner_text()
    assert page.get_by_test_id("confirm-yes").inner_text() == "Open the record"
    page.get_by_test_id("confirm-no").click()
    assert page.get_by_test_id("record-dialog").is_visible()
    assert json.loads(page.get_by_test_id("record-in").input_value()) == finished
    assert body(page, "outcome") == "" and body(page, "review") == ""
    assert page.get_by_test_id("record-in").get_attribute("aria-invalid") is None
    page.get_by_test_id("record-load").click()
    page.get_by_test_id("confirm-yes").click()
    assert not page.get_by_test_id("record-dialog").is_visible()
    page.wait_for_function("document.body.dataset.review === '0'")
    assert not page.get_by_test_id("end-screen").is_visible()
    assert body(page, "outcome") == finished["outcome"]
    assert page.console_errors == [], page.console_errors


def test_the_replay_names_its_keys_only_where_there_is_a_keyboard(new_page):
    """Under the replayed board, a line says how to step through it; the arrow keys and
    Home and End mean nothing on a phone, so a touch screen shows the steps alone."""
    finished = json.dumps(_record(12, Options()))
    for touch, viewport in ((False, {"width": 1280, "height": 800}),
                            (True, {"width": 390, "height": 844})):
        page = new_page(viewport=viewport, has_touch=touch, is_mobile=touch)
        page.goto("index.html")
        wait_ready(page)
        _paste(page, finished)
        page.wait_for_function("document.body.dataset.review === '0'")
        hint = page.locator("#actions .hint")
        expect(hint).to_contain_text("step through the race turn by turn")
        assert ("→ keys" in hint.inner_text()) is not touch
        page.keyboard.press("End") if not touch else page.get_by_test_id("review-last").tap()
        page.wait_for_function("document.body.dataset.review !== '0'")


def test_a_record_played_on_follows_the_dialogs_hints_box(page):
    """An unfinished record went on with hints whatever the new-game dialog's Hints box
    said: unticked, the game it opens offers no Hint, and its save says so."""
    page.goto("index.html")
    wait_ready(page)
    page.get_by_test_id("ng-hints").uncheck()
    _paste(page, json.dumps(_record(5, Options(), moves=12)))
    page.wait_for_function("Number(document.body.dataset.actions) >= 12")
    confirm_handoff(page)
    assert body(page, "outcome") == ""
    assert not page.get_by_test_id("hint").is_visible()
    assert saved(page)["hints"] is False
    assert page.console_errors == [], page.console_errors


def test_a_freeze_that_is_a_players_only_move_waits_for_them_and_is_named_at_the_end(page):
    """Rules, end of the game: with the deck out twice, a player who needs more cards than
    the row holds freezes both explorers. When that was a player's only move, the page
    played it before they took the device and the race ended out of the blue (a hot-seat
    and an online playtest): the page says it is all that is left and waits for the
    player's press (and yes); the end screen then says who froze the race, and that it
    was their only move (said so of a computer far ahead, it read as giving up)."""
    game, rng = Game(Options(), 0), random.Random(0)
    while not game.over:                     # any move but the freeze while there is one
        legal = game.legal_actions()
        game.push(rng.choice([a for a in legal if a.verb != "freeze"] or legal))
    assert str(game.outcome) == "frozen" and game.actors[-1] == 1
    record = {**game.record(), "actions": [str(a) for a in game.actions[:-1]]}
    record.pop("outcome", None)
    page.goto("index.html")
    wait_ready(page)
    _paste(page, json.dumps(record))
    confirm_handoff(page)
    expect(page.get_by_test_id("end-screen")).to_be_hidden()
    assert saved_game(page).outcome is None and body(page, "toMove") == "1"
    expect(page.get_by_test_id("actions")).to_contain_text("Nothing else is possible")
    page.get_by_test_id(action_testid(game.actions[-1])).click()
    page.get_by_test_id("confirm-yes").click()
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    expect(page.get_by_test_id("end-outcome")).to_contain_text("nobody wins")
    expect(page.get_by_test_id("end-detail")).to_contain_text(   # (the record's 2nd player)
        "Player 2's only move was to ask for more cards than the row held.")
    assert saved_game(page).outcome is not None
    assert page.console_errors == [], page.console_errors


def test_a_record_opened_leaves_the_players_own_choice_in_the_new_game_dialog(page):
    """A playtest opened a two-player record (advanced, Patrons, Food Depots) after a
    game against the hard computer with Weather; New game then offered two players and
    the record's rules, and Start began that game. The dialog keeps the player's own
    last choice, after a reload too (it then showed its defaults: a second playtest)."""
    from .computer_driver import open_page, start_vs_computer, wait_for_human
    open_page(page, "?pace=0")
    start_vs_computer(page, "hard", seed=4, name="Cy", modules=("weather",))
    wait_for_human(page, 0)
    _paste(page, json.dumps(_record(7, Options(advanced=True, patrons=True, depots=True))))
    # (a game with no move of the player's yet goes without a question)
    page.wait_for_function("document.body.dataset.review === '0'")
    page.get_by_test_id("review-close").click()
    page.get_by_test_id("new-game-open").click()
    assert page.get_by_test_id("ng-mode-computer").is_checked()
    assert page.get_by_test_id("ng-level").input_value() == "hard"
    assert page.get_by_test_id("ng-weather").is_checked()
    for rule in ("advanced", "patrons", "depots"):
        assert not page.get_by_test_id(f"ng-{rule}").is_checked()
    page.get_by_test_id("ng-cancel").click()
    assert saved(page)["from_record"] is True              # (kept through a reload)
    page.reload()
    wait_ready(page)
    if page.get_by_test_id("end-screen").is_visible():
        page.keyboard.press("Escape")
    page.get_by_test_id("new-game-open").click()
    assert page.get_by_test_id("ng-mode-computer").is_checked()
    assert page.get_by_test_id("ng-level").input_value() == "hard"
    assert page.get_by_test_id("ng-weather").is_checked()
    assert page.get_by_test_id("ng-name1").input_value() == "Cy"
    for rule in ("advanced", "patrons", "depots"):
        assert not page.get_by_test_id(f"ng-{rule}").is_checked()
    assert page.console_errors == [] and page.page_errors == []


def test_a_record_downloaded_from_the_end_screen_opens_again_from_its_file(page, tmp_path):
    """A playtest found records could only be copied and pasted: the end screen's record
    is also a file to download, and the record dialog opens such a file (a file far too
    long for a record is refused unread, and the game shown stays). The record names its
    players: the game opened from the file names them, not the new-game dialog's names."""
    finished = dict(_record(9, Options(weather=True)), players=["Zoé", "Hard computer"])
    page.goto("index.html")
    wait_ready(page)
    _paste(page, json.dumps(finished))
    page.wait_for_function("document.body.dataset.review === '0'")
    page.get_by_test_id("review-close").click()
    page.get_by_test_id("show-end").click()
    page.get_by_text("Game record (JSON)").click()
    with page.expect_download() as got:
        page.get_by_test_id("record-download").click()
    download = got.value
    assert re.fullmatch(r"1911-Zoé-vs-Hard-computer-\d{4}-\d\d-\d\d\.json",
                        download.suggested_filename)
    path = tmp_path / "record.json"
    download.save_as(path)
    assert json.loads(path.read_text()) == finished
    page.keyboard.press("Escape")
    page.get_by_test_id("new-game-open").click()
    page.get_by_test_id("ng-open-record").click()
    other = tmp_path / "manifest.json"
    other.write_text('{"name": "1911", "icons": []}')
    page.get_by_test_id("record-file").set_input_files(other)
    expect(page.get_by_test_id("record-error")).to_contain_text("not a game record")
    huge = tmp_path / "huge.json"
    huge.write_text(" " * 200_000)
    page.get_by_test_id("record-file").set_input_files(huge)
    expect(page.get_by_test_id("record-error")).to_contain_text("far longer than a game record")
    # the box no longer holds the file before (Open then spoke of that one: a playtest)
    assert page.get_by_test_id("record-in").input_value() == ""
    empty = tmp_path / "empty.json"
    empty.write_text("\n")
    page.get_by_test_id("record-file").set_input_files(empty)  # (it said "nothing was pasted")
    expect(page.get_by_test_id("record-error")).to_contain_text("the file “empty.json” is empty")
    page.get_by_test_id("record-file").set_input_files(path)  # (a finished game: no question)
    page.wait_for_function("document.body.dataset.review === '0'")
    assert dict(saved(page)["record"], players=["Zoé", "Hard computer"]) == finished
    assert [seat["name"] for seat in saved(page)["seats"]] == ["Zoé", "Hard computer"]
    for player, name in enumerate(("Zoé", "Hard computer")):
        expect(page.get_by_test_id(f"player-{player}")).to_contain_text(name)
    assert page.console_errors == [] and page.page_errors == []
