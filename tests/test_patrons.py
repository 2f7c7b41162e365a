"""Patrons module (rulings: 'Patrons module'; rule summary: 'The Patrons expansion').

Patron indexes drawn by the chance object: Amundsen 0 Architect, 1 Army Officer,
2 Press Baron, 3 Philanthropist; Scott 0 Engineer, 1 Army Officer, 2 Show Manager,
3 Politician.
"""
from __future__ import annotations

from core import observation
from core.board import AMUNDSEN, SCOTT
from helpers import PATRONS, act, build, canon, codes, cs, legal, new

DEAL = "Ra1 Ra2 Ra3 Ga1 Ga2 Ga3 Ga4 Ga5 Ya1 Ya2 Ya3"


def test_patrons_are_drawn_at_random_and_face_up() -> None:
    """Each explorer gets one random patron of his own nation, visible to both players."""
    state, chance = new(PATRONS, DEAL, indexes=[2, 2])
    assert ["index patron Amundsen", "index patron Scott"] == [
        e for e in chance.events if e.startswith("index patron")]
    assert state.patron == ["baron", "showman"]
    assert observation(state, SCOTT)["patron"][AMUNDSEN] == "baron"


def test_architect_starts_amundsen_with_three_cards() -> None:
    """Architect: Amundsen's hand at setup is 3 cards (all hidden from Scott)."""
    state, _ = new(PATRONS, DEAL, indexes=[0, 2])
    assert state.patron[AMUNDSEN] == "architect"
    assert codes(state.hands[AMUNDSEN]) == ["Ga1", "Ga3", "Ga4"]
    assert state.secret[AMUNDSEN] == set(state.hands[AMUNDSEN])
    assert len(state.hands[SCOTT]) == 1


def test_engineer_starts_scott_with_four_cards() -> None:
    """Engineer: Scott's hand at setup is 4 cards."""
    state, _ = new(PATRONS, DEAL, indexes=[2, 0])
    assert state.patron[SCOTT] == "engineer"
    assert len(state.hands[SCOTT]) == 4 and len(state.hands[AMUNDSEN]) == 1
    assert state.secret[SCOTT] == set(state.hands[SCOTT])


def test_press_baron_and_show_manager_start_on_space_one() -> None:
    """Press Baron / Show Manager: the explorer starts on space 1 of the route."""
    state, _ = new(PATRONS, DEAL, indexes=[2, 2])
    assert state.pos == [1, 1]
    assert state.crossed == []
    other, _ = new(PATRONS, DEAL, indexes=[3, 3])
    assert other.pos == [0, 0]


def test_amundsens_army_officer_removes_the_first_horse_of_the_initial_row() -> None:
    """Army Officer (Amundsen): the first Horse to appear in the row, the initial row
    included, leaves the game and the gap is refilled; later Horses stay."""
    state, _ = new(PATRONS, "Ra1 Rh1 Ra2 Ra3 Ga1 Ga2 Gh1 Ya1", indexes=[1, 3])
    assert codes(state.row) == ["Ra1", "Ra2", "Ra3"]
    assert codes(state.removed) == ["Rh1"]
    assert state.officer[AMUNDSEN] == 0
    act(state, "take")
    assert codes(state.row) == ["Ra2", "Ra3", "Gh1"]  # the second Horse is not removed


def test_scotts_army_officer_removes_the_first_two_dogs_entering_the_row() -> None:
    """Army Officer (Scott): the first two Dogs to appear in the row leave the game; Dogs
    dealt into hands do not count; the third Dog stays in the row."""
    state, _ = new(PATRONS, "Ra1 Ra2 Ra3 Rd1 Ga2 Gd1 Ya1 Yd1 Ya2 Bd1", indexes=[3, 1])
    assert codes(state.hands[AMUNDSEN]) == ["Rd1"]  # dealt, not in the row: kept
    assert state.officer[SCOTT] == 2
    act(state, "take")  # Gd1 appears in the row: removed, Ya1 fills the gap
    assert codes(state.removed) == ["Gd1"] and codes(state.row) == ["Ra2", "Ra3", "Ya1"]
    act(state, "take")  # Yd1 appears: removed, Ya2 fills
    assert codes(state.removed) == ["Gd1", "Yd1"] and state.officer[SCOTT] == 0
    act(state, "take")
    assert "Bd1" in codes(state.row)


def test_scotts_army_officer_counts_dogs_of_the_initial_row() -> None:
    """The initial row counts: both Dogs there are removed at setup."""
    state, _ = new(PATRONS, "Rd1 Ra1 Gd1 Ra2 Ra3 Ga1 Ga2 Bd1", indexes=[3, 1])
    assert codes(state.row) == ["Ra1", "Ra2", "Ra3"]
    assert codes(state.removed) == ["Rd1", "Gd1"]
    act(state, "take")
    assert codes(state.row) == ["Ra2", "Ra3", "Bd1"]


def _with_wild_patron(player: int, hand: str, **kw: object):
    patron = ["architect", "engineer"]
    patron[player] = ("philanthropist", "politician")[player]
    wild = [False, False]
    wild[player] = True
    hands = ["Ga4", "Ga5"]
    hands[player] = hand
    return build(PATRONS, hands=tuple(hands), row="Yb1 Yb2 Yc1", patron=tuple(patron),
                 patron_wild=tuple(wild), turn=player, **kw)


def test_philanthropist_is_one_wild_card_used_once() -> None:
    """Philanthropist: once per game the patron can be given up to stand for one card of
    any colour in a colour play."""
    state = _with_wild_patron(AMUNDSEN, "Ga1 Ga2")
    assert {t for t in legal(state) if t.startswith("advance")} == canon(
        "advance Patron", "advance Ga1 Ga2 Patron")
    act(state, "advance Ga1 Ga2 Patron")  # the patron pays the red space 1
    assert state.pos[AMUNDSEN] == 2 and state.patron_wild[AMUNDSEN] is False
    assert "patron_used" in [e[0] for e in state.log]
    act(state, "take")  # Scott
    assert not any("Patron" in t for t in legal(state))


def test_politician_can_complete_the_pole() -> None:
    """Politician: the same for Scott, here as the fourth colour at the Pole."""
    state = _with_wild_patron(SCOTT, "Ra1 Ga1 Ya1", pos=(0, 15))
    assert {t for t in legal(state) if t.startswith("pole")} == canon("pole Ra1 Ga1 Ya1 Patron")
    act(state, "pole Ra1 Ga1 Ya1 Patron")
    assert state.outcome == "scott"


def test_wild_patron_brings_a_lost_explorer_back_naming_a_colour() -> None:
    """The patron counts as any colour, also for Back to the Route."""
    state = _with_wild_patron(AMUNDSEN, "", lost=(3, 0))
    assert {t for t in legal(state) if t.startswith("back")} == {
        "back Patron R", "back Patron G", "back Patron Y"}


def test_a_patron_is_not_a_hand_card() -> None:
    """The patron is not a card in hand: it cannot be discarded to take, stolen, or count
    towards the hand limit."""
    state = _with_wild_patron(AMUNDSEN, "Ra1 Ra2 Ra3 Ra4 Ra5 Ra6 Ga1")
    takes = {t for t in legal(state) if t.startswith("take")}
    assert takes and not any("Patron" in t for t in takes)
    assert "take" not in takes  # 7 cards: the limit is reached without the patron
    assert len(state.hands[AMUNDSEN]) == 7 and cs("Ra1")[0] in state.hands[AMUNDSEN]


def test_army_officer_ignores_horses_that_do_not_enter_the_row() -> None:
    """Only a Horse appearing in the row is removed: one drawn by Good Weather stays."""
    state = build(PATRONS, hands=("Ga4", "Gw1 Ra1"), row="Ya1 Ya2 Ya3", deck="Yb1 Yb2 Rh1",
                  patron=("officer", "politician"), patron_wild=(False, True),
                  officer=(1, 0), turn=SCOTT)
    act(state, "take Gw1")
    act(state, "effect weather")
    assert "Rh1" in codes(state.hands[SCOTT])
    assert state.officer[AMUNDSEN] == 1 and state.removed == []
