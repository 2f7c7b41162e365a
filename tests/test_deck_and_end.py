"""The deck running out and the frozen ending (rulings: 'Deck, row and end of game';
rule summary: 'Exhausted deck', 'End of the Game')."""
from __future__ import annotations

from core import engine
from core.chance import ScriptedChance
from helpers import act, build, codes, cs, event_kinds, is_legal, legal

ROW = "Ya1 Ya2 Ya3"


def test_first_exhaustion_reshuffles_the_discard_pile_at_once() -> None:
    """The deck is exhausted when its last card is drawn; at the first exhaustion the
    discard pile (this turn's discard included) is shuffled at once into a new deck."""
    state = build(hands=("Ra1 Ga2", "Ga1"), row=ROW, deck="Yb1 Yb2",
                  discard="Rb1 Rb2 Rc1", rest="removed")
    new_order = cs("Rc1 Ra1 Rb2 Rb1")
    chance = ScriptedChance(orders={"reshuffle": [new_order]})
    act(state, "take Ra1", chance)
    assert state.exhaustions == 1
    assert "shuffle reshuffle" in chance.events
    assert state.deck == new_order and state.discard == []
    assert codes(state.row) == ["Ya3", "Yb1", "Yb2"]
    assert event_kinds(state)[-2:] == ["exhausted", "reshuffle"]


def test_drawing_continues_from_the_new_deck() -> None:
    """After the reshuffle, the row refills from the new deck."""
    state = build(hands=("Ra1", "Ga1"), row=ROW, deck="Yb1", discard="Rb1", rest="removed")
    act(state, "take")
    assert state.exhaustions == 1 and codes(state.deck) == ["Rb1"]
    act(state, "take")  # Scott draws the new deck's only card: the second exhaustion
    assert codes(state.row) == ["Ya3", "Yb1", "Rb1"]
    assert state.exhaustions == 2 and state.deck == []


def test_after_the_second_exhaustion_no_new_deck_forms() -> None:
    """After the second exhaustion the discard pile is not reshuffled: the row shrinks."""
    state = build(hands=("Ra1", "Ga1"), row=ROW, deck="Yb1", exhaustions=1, rest="discard")
    pile = len(state.discard)
    act(state, "take")
    assert state.exhaustions == 2 and state.deck == []
    assert len(state.discard) == pile
    assert len(state.row) == 3
    act(state, "take")
    assert len(state.row) == 2 and len(state.discard) == pile


def test_empty_discard_at_first_exhaustion_forms_the_second_deck_from_the_next_discard() -> None:
    """When the first exhaustion finds no discards, drawing pauses; the first card
    discarded afterwards starts the new deck, and that deck is still the second one."""
    state = build(hands=("Ra1", "Ga1"), row=ROW, deck="Yb1", rest="removed")
    act(state, "take")
    assert state.exhaustions == 1 and state.reshuffle_pending and state.deck == []
    act(state, "take")  # Scott: the row cannot be refilled yet
    assert len(state.row) == 2
    # Amundsen advances with his red card: the discard refills the row at the turn's end.
    act(state, "advance Ra1")
    assert "Ra1" in codes(state.row) and len(state.row) == 3
    assert state.exhaustions == 2 and not state.reshuffle_pending


def test_freeze_only_after_the_second_exhaustion_with_a_short_row() -> None:
    """After the second exhaustion a player may declare a take the row cannot satisfy:
    the game ends at once with no winner. Before it, an impossible take is not legal."""
    short = build(hands=("Ra1 Ra2 Ra3 Ra4", "Ga1"), row="Ya1 Ya2", exhaustions=2,
                  rest="discard")
    assert "freeze" in legal(short)
    assert not is_legal(short, "take Ra1 Ra2 Ra3")
    act(short, "freeze")
    assert short.outcome == "frozen" and short.over
    assert engine.legal_actions(short) == []

    full = build(hands=("Ra1 Ra2 Ra3 Ra4", "Ga1"), row=ROW, exhaustions=2, rest="discard")
    assert "freeze" not in legal(full)

    waiting = build(hands=("Ra1 Ra2 Ra3 Ra4", "Ga1"), row="Ya1 Ya2", exhaustions=1,
                    rest="removed")
    waiting.reshuffle_pending = True
    assert "freeze" not in legal(waiting)
    assert not is_legal(waiting, "take Ra1 Ra2 Ra3")
    assert is_legal(waiting, "take Ra1")


def test_a_freeze_needs_a_take_the_player_could_pay_for() -> None:
    """docs/rules-decisions.md: the freeze is declaring a Take Cards option the row cannot
    satisfy; Com cards can never be discarded to take, so only a hand with three other
    cards can declare "discard 3, take 3" against a row of 2."""
    coms = build(hands=("Com1 Com2", "Ga1"), row="Ya1 Ya2", exhaustions=2, rest="discard")
    assert "freeze" not in legal(coms) and "take" in legal(coms)
    two = build(hands=("Com1 Ra1 Ra2", "Ga1"), row="Ya1 Ya2", exhaustions=2, rest="discard")
    assert "freeze" not in legal(two)           # discard 1, take 2: the row can give it
    three = build(hands=("Com1 Ra1 Ra2 Ra3", "Ga1"), row="Ya1 Ya2", exhaustions=2,
                  rest="discard")
    assert "freeze" in legal(three)             # discard 3, take 3: it cannot


def test_empty_row_after_the_second_exhaustion_leaves_freezing_or_playing() -> None:
    """With the deck gone for good and an empty row, no card can be taken."""
    state = build(hands=("Ra1 Ga2", "Ga1"), row="", exhaustions=2, rest="discard")
    assert {t.split()[0] for t in legal(state)} == {"freeze", "advance"}
