"""The worked examples of the rule texts, played on the reconstructed board."""
from __future__ import annotations

from core import engine
from core.board import SCOTT
from helpers import act, build, is_legal, legal


def test_frozen_ending_example() -> None:
    """Rule summary, 'Overall game rules' example (and the French 'Fin de la pioche'): the
    deck ran out for the second time and the row holds two cards. Amundsen is one space
    from the Pole with six cards; Scott, with four cards and two spaces away, declares he
    takes three cards. He cannot, and the game ends without a winner."""
    state = build(hands=("Ra1 Ra2 Ga1 Ga2 Ya1 Ya2", "Rc1 Rc2 Gc1 Yc1"), row="Ya3 Ya4",
                  pos=(15, 14), exhaustions=2, rest="discard", turn=SCOTT)
    assert state.deck == [] and len(state.row) == 2
    assert not is_legal(state, "take Rc1 Rc2 Gc1")  # three cards cannot be taken
    assert "freeze" in legal(state)
    act(state, "freeze")
    assert state.outcome == "frozen"  # both explorers freeze: nobody wins
    assert engine.legal_actions(state) == []
    assert state.pos == [15, 14]


def test_back_to_the_route_example() -> None:
    """Rule summary, 'Back to the route' example: Scott is lost; a yellow, blue or green
    card brings him back 1, 2 or 3 spaces. On this board Scott is on L3 (just before
    space 7): yellow -> 6, blue -> 5, green -> 4."""
    base = dict(hands=("Ra1", "Ya1 Ba1 Ga1"), row="Yb1 Yb2 Yc1", lost=(0, 3), turn=SCOTT)
    assert {t for t in legal(build(**base)) if t.startswith("back")} == {
        "back Ya1 Y", "back Ba1 B", "back Ga1 G"}
    for card, colour, target in (("Ya1", "Y", 6), ("Ba1", "B", 5), ("Ga1", "G", 4)):
        state = build(**base)
        act(state, f"back {card} {colour}")
        assert state.pos[SCOTT] == target and state.lost[SCOTT] == 0
        assert 7 - target == {"Y": 1, "B": 2, "G": 3}[colour]


def test_penalty_example() -> None:
    """Rule summary, 'Penalties' example: Scott is still lost; Amundsen plays one Crevasse
    to force him back one ? space."""
    state = build(hands=("Rc1 Ra1", "Ya1"), row="Yb1 Yb2 Yc1", lost=(0, 3))
    act(state, "attack Rc1")
    assert state.lost[SCOTT] == 2 and state.pos[SCOTT] == -1


def test_losing_the_route_example() -> None:
    """Rule summary, 'Losing the route': Amundsen plays two Blizzards and Scott loses his
    route: his pawn goes to the ? space just behind his position."""
    state = build(hands=("Rb1 Yb1", "Ya1"), row="Yb2 Yc1 Yc2", pos=(4, 11))
    act(state, "attack Rb1 Yb1")
    assert state.lost[SCOTT] == 4  # L4 lies just before space 10, behind space 11


def test_lost_near_the_ship_example() -> None:
    """Rule summary note (clarified with the designers: the first two ? spaces only): lost
    near the ship, a colour that does not appear on the spaces in between returns the
    explorer to the ship."""
    near = build(hands=("Ra1", "Ba1 Ra2"), row="Yb1 Yb2 Yc1", lost=(0, 2), turn=SCOTT)
    act(near, "back Ra2 R")  # red does not appear on Scott's spaces 1-3
    assert near.pos[SCOTT] == 0
    far = build(hands=("Ra1", "Ra2"), row="Yb1 Yb2 Yc1", lost=(0, 3), turn=SCOTT)
    assert not any(t.startswith("back") for t in legal(far))
