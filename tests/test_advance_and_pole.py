"""Advance and Reach the South Pole (rulings: 'Turn actions' — Advance, Reach the South
Pole; 'Cards' — wild colours; 'Board'). Routes used below (reconstructed board):
Amundsen 1-15: R G Y | Y R G | G Y R | R Y G | Y G R;  Scott: Y G B | G B Y | B Y G | G Y B | Y B G.
"""
from __future__ import annotations

import pytest

from core import engine
from core.board import AMUNDSEN, ROUTE, SCOTT
from helpers import act, build, canon, codes, is_legal, legal


def advances(state) -> set[str]:
    return {t for t in legal(state) if t.startswith("advance")}


def poles(state) -> set[str]:
    return {t for t in legal(state) if t.startswith("pole")}


@pytest.mark.parametrize("cards, spaces", [
    ("Ra1", 1),
    ("Ra1 Ga1 Ga2", 2),
    ("Ra1 Ga1 Ga2 Ya1 Ya2", 3),
    ("Ra1 Ga1 Ga2 Ya1 Ya2 Ya3 Ya4", 4),
])
def test_advance_n_spaces_with_2n_minus_1_cards(cards: str, spaces: int) -> None:
    """Advance: 1 card of the next space's colour, then 2 cards of each further space's
    colour: 1/3/5/7 cards move 1/2/3/4 spaces. The cards are discarded face up."""
    state = build(hands=(cards, "Ga3"), row="Yb1 Yb2 Yc1")
    act(state, f"advance {cards}")
    assert state.pos[AMUNDSEN] == spaces
    assert state.hands[AMUNDSEN] == []
    assert sorted(codes(state.discard[-len(cards.split()):])) == sorted(cards.split())
    assert state.to_move() == SCOTT


def test_wrong_colours_or_card_counts_are_rejected() -> None:
    """Each space needs its own colour, in order; even card counts never advance."""
    state = build(hands=("Ra1 Ra2 Ga1 Ya1", "Ga3"), row="Yb1 Yb2 Yc1")
    # Space 1 is red (1 card), space 2 green (2 cards): a single green is not enough.
    assert advances(state) == {"advance Ra1", "advance Ra2"}
    assert not is_legal(state, "advance Ga1")
    assert not is_legal(state, "advance Ra1 Ga1")
    assert not is_legal(state, "advance Ga1 Ra1 Ra2")


def test_dogs_are_wild_for_amundsen_only() -> None:
    """Greenland Dogs count as any colour for Amundsen, as their own colour for Scott."""
    amundsen = build(hands=("Bd1 Yd1 Ga1", "Ga3"), row="Yb1 Yb2 Yc1")
    assert advances(amundsen) == canon("advance Bd1", "advance Yd1", "advance Bd1 Ga1 Yd1")
    scott = build(hands=("Ga3", "Bd1 Yd1 Ga1"), row="Yb1 Yb2 Yc1", turn=SCOTT)
    assert advances(scott) == {"advance Yd1"}  # Scott's space 1 is yellow


def test_horses_are_wild_for_scott_only() -> None:
    """Mongolian Horses count as any colour for Scott, as their own colour for Amundsen."""
    scott = build(hands=("Ga3", "Rh1"), row="Yb1 Yb2 Yc1", turn=SCOTT)
    assert advances(scott) == {"advance Rh1"}  # a red card on Scott's yellow space 1
    amundsen = build(hands=("Gh1", "Ga3"), row="Yb1 Yb2 Yc1")
    assert advances(amundsen) == set()  # Amundsen's space 1 is red
    on_one = build(hands=("Gh1", "Ga3"), row="Yb1 Yb2 Yc1", pos=(1, 0))
    assert advances(on_one) == {"advance Gh1"}  # space 2 is green


@pytest.mark.parametrize("position", range(0, 15))
def test_blue_cards_never_advance_amundsen(position: int) -> None:
    """Amundsen's route has no blue space: his plain blue cards cannot pay an Advance."""
    state = build(hands=("Ba1 Ba2 Bb1 Bc1 Bh1 Bx1", "Ga3"), row="Yb1 Yb2 Yc1",
                  pos=(position, 0))
    assert advances(state) == set()
    assert "B" not in ROUTE[AMUNDSEN]


def test_blue_cards_advance_scott_on_blue_spaces() -> None:
    """Scott's route has blue spaces (space 3 here), which blue cards pay."""
    state = build(hands=("Ga3", "Ba1"), row="Yb1 Yb2 Yc1", pos=(0, 2), turn=SCOTT)
    assert advances(state) == {"advance Ba1"}


def test_advance_never_goes_beyond_space_15() -> None:
    """The destination of an Advance is at most space 15; the Pole is never reached by it."""
    dogs = "Rd1 Rd2 Rd3 Gd1 Gd2 Bd1 Bd2"
    near = build(hands=(dogs, "Ga3"), row="Yb1 Yb2 Yc1", pos=(13, 0))
    sizes = {len(t.split()) - 1 for t in advances(near)}
    assert sizes == {1, 3}  # to space 14 or 15, never 16 or 17
    at_end = build(hands=(dogs, "Ga3"), row="Yb1 Yb2 Yc1", pos=(15, 0))
    assert advances(at_end) == set()


# -- Reach the South Pole ------------------------------------------------------------------------
def test_pole_only_from_space_15_with_one_card_of_each_colour() -> None:
    """Reach the South Pole: only from space 15, playing four cards, one of each colour."""
    ready = build(hands=("Ra1 Ga1 Ba1 Ya1", "Ga3"), row="Yb1 Yb2 Yc1", pos=(15, 0))
    assert poles(ready) == {"pole Ra1 Ga1 Ba1 Ya1"}
    early = build(hands=("Ra1 Ga1 Ba1 Ya1", "Ga3"), row="Yb1 Yb2 Yc1", pos=(14, 0))
    assert poles(early) == set()


def test_pole_needs_four_different_colours() -> None:
    """Two cards of one colour do not make the four colours."""
    state = build(hands=("Ra1 Ra2 Ga1 Ya1", "Ga3"), row="Yb1 Yb2 Yc1", pos=(15, 0))
    assert poles(state) == set()


def test_pole_wild_cards_fill_a_missing_colour() -> None:
    """A wild card stands for the missing colour (a Dog for Amundsen, not for Scott)."""
    amundsen = build(hands=("Ra1 Ga1 Ya1 Rd1", "Ga3"), row="Yb1 Yb2 Yc1", pos=(15, 0))
    assert poles(amundsen) == {"pole Rd1 Ra1 Ga1 Ya1"}
    scott = build(hands=("Ga3", "Ra1 Ga1 Ya1 Rd1"), row="Yb1 Yb2 Yc1", pos=(0, 15),
                  turn=SCOTT)
    assert poles(scott) == set()
    horse = build(hands=("Ga3", "Ra1 Ga1 Ya1 Rh1"), row="Yb1 Yb2 Yc1", pos=(0, 15),
                  turn=SCOTT)
    assert poles(horse) == {"pole Rh1 Ra1 Ga1 Ya1"}


def test_a_com_in_hand_blocks_the_pole() -> None:
    """Holding a Com prevents reaching the Pole (it must be played first)."""
    state = build(hands=("Ra1 Ga1 Ba1 Ya1 Com1", "Ga3"), row="Yb1 Yb2 Yc1", pos=(15, 0))
    assert poles(state) == set()
    assert "com Com1" in legal(state)


@pytest.mark.parametrize("player, outcome", [(AMUNDSEN, "amundsen"), (SCOTT, "scott")])
def test_reaching_the_pole_wins(player: int, outcome: str) -> None:
    """The first explorer to reach the South Pole wins; the game is over."""
    hands = ["Ga3", "Ga4"]
    hands[player] = "Ra1 Ga1 Ba1 Ya1"
    pos = [3, 3]
    pos[player] = 15
    state = build(hands=tuple(hands), row="Yb1 Yb2 Yc1", pos=tuple(pos), turn=player)
    act(state, "pole Ra1 Ga1 Ba1 Ya1")
    assert state.outcome == outcome and state.over
    assert state.pos[player] == 16
    assert engine.legal_actions(state) == [] and state.to_move() is None
