"""A whole hot-seat game played to its end by clicks only (issue #3)."""
from __future__ import annotations

import json

from core import Game, Options
from core.cards import CODE
from core.describe import outcome_text

from .page_driver import (body, confirm_handoff, perform, race_policy, saved, saved_game,
                          start_hotseat)

MOVE_LIMIT = 600


def play_to_the_end(page) -> int:
    """Click through the game; returns the number of moves chosen by clicks."""
    chosen = 0
    while body(page, "outcome") == "":
        if confirm_handoff(page):
            continue
        game = saved_game(page)
        assert game.to_move() == int(body(page, "viewer")), "the page shows the wrong hand"
        perform(page, game, race_policy(game))
        chosen += 1
        assert chosen < MOVE_LIMIT, "the game does not end"
    return chosen


def test_a_seeded_hotseat_game_is_played_to_the_end_by_clicks(page):
    # Seed 23 with this strategy is a race of about 65 moves (Scott won when written).
    start_hotseat(page, seed=23, advanced=True, patrons=True)
    # The first hand-off names the first player and hides every card until confirmed.
    assert page.get_by_test_id("handoff").is_visible()
    assert "Ada (Amundsen)" in page.get_by_test_id("handoff").inner_text()
    assert page.locator('[data-testid^="hand-card-"]').count() == 0
    chosen = play_to_the_end(page)

    record = saved(page)["record"]
    game = saved_game(page)
    assert game.over and record["outcome"] == game.outcome
    end = page.get_by_test_id("end-screen")
    end.wait_for(state="visible")
    headline = outcome_text(game.outcome, game.observation(None)["way"])
    assert headline in page.get_by_test_id("end-outcome").inner_text()
    assert headline in page.get_by_test_id("status").inner_text()
    winner = {"amundsen": "Ada", "scott": "Bea"}.get(game.outcome)
    if winner:
        assert f"Well done, {winner}!" in end.inner_text()
        assert body(page, "toMove") == ""
    # The end reveals every card still hidden, counts the turns as the log's headings
    # do, sums up each player's race, and the board keeps a way back to the result.
    assert page.locator('[data-testid^="hidden-card-"]').count() == 0
    for player in (0, 1):
        for card in game.state.hands[player]:
            assert page.get_by_test_id(f"hand-card-{CODE[card]}").count() == 1
    last_head = page.locator("#log li.turn-head").last.get_attribute("data-turn")
    turns = game.state.turn_number  # (and in rounds: "142 turns" was read as each player's)
    assert f"lasted {(turns + 1) // 2} rounds ({turns} turns)." \
        in page.get_by_test_id("end-detail").inner_text()
    assert last_head == str(game.state.turn_number)
    summary = page.get_by_test_id("end-summary").inner_text()
    assert "Ada (Amundsen):" in summary and "Bea (Scott):" in summary and "attack" in summary
    # The end screen opened by itself names the result to a screen reader, and Escape
    # gives the focus back under the board (it fell to the page: the screen had opened
    # from a move's button that the end took away).
    assert end.get_attribute("aria-describedby") == "end-outcome end-detail"
    page.keyboard.press("Escape")
    assert not end.is_visible()
    page.wait_for_function("document.activeElement.dataset.testid === 'show-end'")
    assert page.get_by_test_id("board-rematch").is_visible()
    page.get_by_test_id("show-end").click()
    end.wait_for(state="visible")
    # The record can be copied (or at least shown for copying by hand).
    page.get_by_test_id("copy-record").click()
    page.wait_for_function("document.getElementById('copy-result').textContent !== ''")
    shown = page.get_by_test_id("record-text").input_value()
    assert json.loads(shown) == dict(record, players=["Ada", "Bea"])  # (names: the page's)
    # Every automatic (forced) move plus every clicked move is in the record, and the page
    # played a move by itself exactly when it was the only legal one.
    forced = saved(page)["forced"]
    assert chosen + sum(forced) == len(record["actions"])
    assert sum(forced) > 0, "this seed should include forced moves (an empty hand)"
    replay = Game(Options.from_dict(record["options"]), record["seed"])
    for text, was_forced in zip(record["actions"], forced):
        assert was_forced == (len(replay.legal_actions()) == 1), text
        replay.push_text(text)
    # The log tells the end in words.
    assert page.get_by_test_id("log").locator("li").count() > 20
    _replay_the_race(page, game, record)
    assert page.console_errors == [], page.console_errors
    assert page.foreign_requests == [], page.foreign_requests

    # Rematch: a fresh game with the same players and options starts at once.
    page.get_by_test_id("rematch").click()
    assert body(page, "outcome") == "" and body(page, "review") == ""
    assert body(page, "actions") in ("0", "1")
    assert page.get_by_test_id("handoff").is_visible()
    assert saved(page)["record"]["options"] == record["options"]


def _replay_the_race(page, game: Game, record: dict) -> None:
    """The end screen's replay: the race again turn by turn, every card face up, and back
    to the final board with the saved game untouched."""
    turns = game.state.turn_number
    page.get_by_test_id("end-review").click()
    assert not page.get_by_test_id("end-screen").is_visible()
    assert body(page, "review") == "0"
    assert f"turn 1 of {turns}" in page.get_by_test_id("status").inner_text()
    dealt = Game(game.options, game.seed).state.hands     # the hands as first dealt
    for player in (0, 1):
        for card in dealt[player]:
            assert page.get_by_test_id(f"hand-card-{CODE[card]}").count() == 1
    assert page.locator("#log li.turn-head").count() == 0
    assert page.get_by_test_id("review-prev").is_disabled()
    page.get_by_test_id("review-next").click()
    assert body(page, "review") == "1"
    assert f"turn 2 of {turns}" in page.get_by_test_id("status").inner_text()
    assert page.locator("#log li.turn-head").last.get_attribute("data-turn") == "1"
    # the turn just replayed past is outlined, as a rival's last move is in play, and a
    # screen reader is told its lines
    outlined = page.locator('#log li.event[data-mark="last"]')
    assert outlined.count() >= 1
    assert page.get_by_test_id("news").text_content().rstrip("\u00a0") == " ".join(
        outlined.all_text_contents())
    page.get_by_test_id("review-last").click()
    assert body(page, "review") == str(turns)
    assert page.get_by_test_id("status").inner_text().startswith("Replay, the end")
    assert page.get_by_test_id("review-next").is_disabled()
    # ▶▶ is disabled at the end: the focus moved on to Previous, not to the page
    assert page.evaluate("document.activeElement.dataset.testid") == "review-prev"
    page.keyboard.press("ArrowLeft")                       # the arrow keys step too
    assert body(page, "review") == str(turns - 1)
    page.keyboard.press("Home")                            # Home and End go to the ends
    assert body(page, "review") == "0"
    page.keyboard.press("End")
    assert body(page, "review") == str(turns)
    page.keyboard.press("ArrowLeft")
    assert body(page, "review") == str(turns - 1)
    page.get_by_test_id("discard").click()                 # ... but not under a dialog
    page.get_by_test_id("piles-dialog").wait_for(state="visible")
    page.keyboard.press("ArrowLeft")
    assert body(page, "review") == str(turns - 1)
    page.get_by_test_id("piles-close").click()
    page.get_by_test_id("review-first").click()
    assert body(page, "review") == "0"
    page.get_by_test_id("review-close").click()
    assert body(page, "review") == ""
    assert page.evaluate("document.activeElement.dataset.testid") == "board-review"
    assert page.get_by_test_id("board-rematch").is_visible()
    assert saved(page)["record"] == record
    page.get_by_test_id("show-end").click()
    page.get_by_test_id("end-screen").wait_for(state="visible")
