"""Take Cards (rulings: 'Turn actions' — Take Cards; rule summary: 'Take cards')."""
from __future__ import annotations

import pytest

from core.board import AMUNDSEN, SCOTT
from helpers import ADVANCED, act, build, codes, cs, is_legal, legal


def test_take_one_takes_the_rightmost_card_and_the_row_shifts_and_refills() -> None:
    """Take the rightmost card; the other cards slide right and the deck refills the row
    from the left."""
    state = build(hands=("Ra1", "Ga1"), row="Ya1 Ya2 Ya3", deck="Yb1 Yb2")
    act(state, "take")
    assert codes(state.hands[AMUNDSEN]) == ["Ra1", "Ya1"]
    assert codes(state.row) == ["Ya2", "Ya3", "Yb1"]
    assert codes(state.deck[-1:]) == ["Yb2"]
    assert state.to_move() == SCOTT


def test_discard_one_take_the_two_rightmost() -> None:
    """Discard 1 card and take the 2 rightmost cards; the discard goes face up on the pile."""
    state = build(hands=("Ra1 Ga2", "Ga1"), row="Ya1 Ya2 Ya3", deck="Yb1 Yb2 Yc1")
    act(state, "take Ga2")
    assert sorted(codes(state.hands[AMUNDSEN])) == ["Ra1", "Ya1", "Ya2"]
    assert codes(state.row) == ["Ya3", "Yb1", "Yb2"]
    assert codes(state.discard[-1:]) == ["Ga2"]


def test_discard_three_take_all_three() -> None:
    """Discard 3 cards and take all 3 cards of the row."""
    state = build(hands=("Ra1 Ra2 Ra3 Ga2", "Ga1"), row="Ya1 Ya2 Ya3", deck="Yb1 Yb2 Yc1")
    act(state, "take Ra1 Ra2 Ra3")
    assert sorted(codes(state.hands[AMUNDSEN])) == ["Ga2", "Ya1", "Ya2", "Ya3"]
    assert codes(state.row) == ["Yb1", "Yb2", "Yc1"]
    assert codes(state.discard[-3:]) == ["Ra1", "Ra2", "Ra3"]


def test_only_the_three_take_options_exist() -> None:
    """There are exactly three options: 0 discards/1 card, 1/2, 3/3 (never 2 discards)."""
    state = build(hands=("Ra1 Ra2 Ra3", "Ga1"), row="Ya1 Ya2 Ya3")
    takes = {t for t in legal(state) if t.startswith("take")}
    assert takes == {"take", "take Ra1", "take Ra2", "take Ra3", "take Ra1 Ra2 Ra3"}
    assert not is_legal(state, "take Ra1 Ra2")


def test_advanced_variant_takes_only_from_the_three_rightmost_of_six() -> None:
    """Advanced variant: six cards in the row, but only the three rightmost can be taken;
    the row slides right and new cards come in on the left."""
    state = build(ADVANCED, hands=("Ra1 Ra2 Ra3", "Ga1"), row="Ya1 Ya2 Ya3 Ya4 Ya5 Yb1",
                  deck="Yb2 Yc1 Yc2")
    act(state, "take Ra1 Ra2 Ra3")
    assert sorted(codes(state.hands[AMUNDSEN])) == ["Ya1", "Ya2", "Ya3"]
    assert codes(state.row) == ["Ya4", "Ya5", "Yb1", "Yb2", "Yc1", "Yc2"]


def test_com_and_equipment_loss_can_never_be_discarded_to_take() -> None:
    """Com and Equipment Loss can never be discarded by Take Cards."""
    state = build(hands=("Com1 Loss Ra1 Ga1 Ya1", "Ga2"), row="Ya2 Ya3 Ya4")
    takes = {t for t in legal(state) if t.startswith("take")}
    assert takes == {"take", "take Ra1", "take Ga1", "take Ya1", "take Ra1 Ga1 Ya1"}
    assert not any("Com1" in t or "Loss" in t for t in takes)


def test_hand_limit_seven_forbids_takes_that_would_exceed_it() -> None:
    """Hand limit 7: a take is not allowed if the hand would end above the limit."""
    at_limit = build(hands=("Ra1 Ra2 Ra3 Ra4 Ra5 Ra6 Ga1", "Ga2"), row="Ya1 Ya2 Ya3")
    takes = {t for t in legal(at_limit) if t.startswith("take")}
    assert "take" not in takes and "take Ra1" not in takes
    assert "take Ra1 Ra2 Ra3" in takes  # 7 - 3 + 3 = 7
    one_below = build(hands=("Ra1 Ra2 Ra3 Ra4 Ra5 Ra6", "Ga2"), row="Ya1 Ya2 Ya3")
    assert {"take", "take Ra1", "take Ra1 Ra2 Ra3"} <= legal(one_below)
    act(one_below, "take Ra1")
    assert len(one_below.hands[AMUNDSEN]) == 7


def test_hand_limit_five_after_equipment_loss_forbids_takes() -> None:
    """After Equipment Loss the hand limit is 5 for the rest of the game."""
    state = build(hands=("Ga2", "Ra1 Ra2 Ra3 Ra4 Ra5"), row="Ya1 Ya2 Ya3", turn=SCOTT,
                  loss_on=SCOTT)
    assert state.hand_limit(SCOTT) == 5 and state.hand_limit(AMUNDSEN) == 7
    takes = {t for t in legal(state) if t.startswith("take")}
    assert "take" not in takes and "take Ra1" not in takes
    assert "take Ra1 Ra2 Ra3" in takes
    four = build(hands=("Ga2", "Ra1 Ra2 Ra3 Ra4"), row="Ya1 Ya2 Ya3", turn=SCOTT,
                 loss_on=SCOTT)
    assert {"take", "take Ra1"} <= legal(four)


@pytest.mark.parametrize("hand, lost", [("", 0), ("Com1", 3), ("Com1 Com2", 2)])
def test_a_player_who_can_only_take_one_card_has_that_single_move(hand: str, lost: int) -> None:
    """Forced move (rulings, 'Deck, row and end of game'): when taking the rightmost card
    is the only possibility it is the single legal action (an empty hand; or lost while
    holding only Com cards, which can neither be played while lost nor discarded)."""
    state = build(hands=(hand, "Ga1"), row="Ya1 Ya2 Ya3", lost=(lost, 0), pos=(5, 0))
    assert legal(state) == {"take"}


def test_taking_reveals_nothing_secret_taken_cards_are_public() -> None:
    """Row cards are face up, so the cards taken are visible to the opponent."""
    state = build(hands=("Ra1", "Ga1"), row="Ya1 Ya2 Ya3", secret=("Ra1", "Ga1"))
    act(state, "take")
    assert state.secret[AMUNDSEN] == set(cs("Ra1"))
