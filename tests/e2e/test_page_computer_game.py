"""A whole game against the computer, played to its end by clicks only (issue #4)."""
from __future__ import annotations

from core import Game
from core.cards import CODE
from core.describe import outcome_text

from .computer_driver import (FAST, hidden_cards_shown, open_page, secret_cards,
                              start_vs_computer, wait_for_human)
from .page_driver import body, perform, race_policy, saved, saved_game

HUMAN, COMPUTER = 0, 1
MOVE_LIMIT = 400


def test_a_whole_game_against_the_easy_computer_by_clicks(page):
    open_page(page, FAST)
    start_vs_computer(page, "easy", seed=31, human=HUMAN, name="Cy", advanced=True,
                      patrons=True)
    chosen = 0
    while True:
        wait_for_human(page, HUMAN)
        if body(page, "outcome"):
            break
        game = saved_game(page)
        assert body(page, "handoff") == "false" and body(page, "viewer") == str(HUMAN)
        # The computer's cards the human has not seen stay face down.
        assert hidden_cards_shown(page, COMPUTER) == len(secret_cards(game, COMPUTER))
        # Every click of ``perform`` is on an element the page marked data-legal.
        perform(page, game, race_policy(game))
        chosen += 1
        assert chosen < MOVE_LIMIT, "the game does not end"

    record = saved(page)["record"]
    game = saved_game(page)
    assert game.over and record["outcome"] == game.outcome == body(page, "outcome")
    assert Game.from_record(record).state == game.state
    computer_moves = [a for a, who in zip(game.actions, game.actors) if who == COMPUTER]
    assert computer_moves and chosen >= 5
    end = page.get_by_test_id("end-screen")
    end.wait_for(state="visible")
    assert page.get_by_test_id("end-outcome").inner_text() == outcome_text(
        game.outcome, game.observation(None)["way"])
    assert body(page, "busy") == "false" and page.locator("[data-legal]").count() == 0
    # The replay shows the computer's first hand face up, and the computer stays still.
    page.get_by_test_id("end-review").click()
    assert body(page, "review") == "0"
    assert hidden_cards_shown(page, COMPUTER) == 0
    dealt = Game(game.options, game.seed).state.hands[COMPUTER]
    for card in dealt:
        assert page.get_by_test_id(f"hand-card-{CODE[card]}").count() == 1
    page.get_by_test_id("review-next").click()
    assert body(page, "review") == "1" and body(page, "busy") == "false"
    assert body(page, "actions") == str(len(record["actions"]))  # the game, not the replay
    assert saved(page)["record"] == record
    assert page.console_errors == [], page.console_errors
