"""Setting up a game (rulings: 'Deck, row and end of game' — Setup; rule summary: 'Game setup')."""
from __future__ import annotations

import pytest

from core import observation
from core.board import AMUNDSEN, SCOTT
from core.cards import BASE_CARDS
from core.options import Options
from helpers import ADVANCED, BASE, codes, cs, new


@pytest.mark.parametrize("options, row_size", [(BASE, 3), (ADVANCED, 6)])
def test_row_of_three_or_six_then_one_hidden_card_each(options: Options, row_size: int) -> None:
    """Setup: deal the row (3 cards, 6 in the advanced variant), then 1 card to each player,
    hidden from the opponent."""
    first = "Ra1 Ra2 Ra3 Ra4 Ra5 Ra6 Ga1 Ga2"
    state, _ = new(options, first)
    drawn = cs(first)
    assert state.row == drawn[:row_size]
    assert state.hands == [[drawn[row_size]], [drawn[row_size + 1]]]
    assert state.secret == [{drawn[row_size]}, {drawn[row_size + 1]}]
    assert len(state.deck) == len(BASE_CARDS) - row_size - 2
    # Each player sees their own card and only the back of the rival's.
    assert observation(state, AMUNDSEN)["hands"] == [[drawn[row_size]], [None]]
    assert observation(state, SCOTT)["hands"] == [[None], [drawn[row_size + 1]]]
    assert observation(state, None)["hands"] == [[None], [None]]


def test_fifty_five_cards_both_explorers_on_their_ships_amundsen_first() -> None:
    """Setup: the 55 base cards, both pawns on their ships; 'Amundsen moves first'."""
    state, _ = new(BASE)
    assert len(BASE_CARDS) == 55
    assert state.pos == [0, 0] and state.lost == [0, 0]
    assert state.turn == AMUNDSEN and state.to_move() == AMUNDSEN
    assert state.turn_number == 1
    assert state.exhaustions == 0 and state.outcome is None
    assert state.loss_on == -1


def test_the_deck_is_shuffled_by_the_chance_the_driver_owns() -> None:
    """All chance flows from the seed: the deck order comes from the chance object."""
    state, chance = new(BASE, "Bx1 Gw1 Yw1 Com1 Loss")
    assert "shuffle deck" in chance.events
    assert codes(state.row) == ["Bx1", "Gw1", "Yw1"]
    assert codes(state.hands[0]) == ["Com1"] and codes(state.hands[1]) == ["Loss"]
