"""core.invariants must catch broken states (otherwise the simulations prove nothing)."""
from __future__ import annotations

from core.state import Step

from core.outcome import Outcome

import pytest

from core import invariants
from core.actions import Action
from core.state import State
from helpers import build, c


def _good() -> State:
    return build(hands=("Ra1 Ga1", "Ya1"), row="Yb1 Yb2 Yc1", pos=(3, 5))


def test_a_consistent_state_passes() -> None:
    state = _good()
    invariants.check(state)
    invariants.check_legal(state)


@pytest.mark.parametrize("breakage, message", [
    (lambda s: s.hands[0].append(c("Yb1")), "cards not accounted for"),
    (lambda s: s.deck.pop(), "cards not accounted for"),
    (lambda s: s.secret[1].add(c("Ra1")), "secret"),
    (lambda s: s.hands[0].extend(s.deck[-6:]) or s.deck.__delitem__(slice(-6, None)),
     "ends a turn with 8 cards"),
    (lambda s: setattr(s, "loss_on", 0) or s.deck.remove(c("Loss")) or s.hands[0].extend(
        s.deck[-4:]) or s.deck.__delitem__(slice(-4, None)), r"6 cards \(limit 5\)"),
    (lambda s: s.pos.__setitem__(0, -1), "without being lost"),
    (lambda s: s.lost.__setitem__(1, 2), "has route position"),
    (lambda s: s.lost.__setitem__(1, 6) or s.pos.__setitem__(1, -1), "lost space 6"),
    (lambda s: s.pos.__setitem__(1, 17), "position 17"),
    (lambda s: s.pos.__setitem__(1, 16), "Pole"),
    (lambda s: setattr(s, "outcome", Outcome.AMUNDSEN) or s.pending.append(Step("end", 0)),
     "pending"),
    (lambda s: s.discard.append(s.row.pop()), "row holds 2 of 3"),
    (lambda s: setattr(s, "exhaustions", 3), "exhaustions"),
    (lambda s: setattr(s, "reshuffle_pending", True), "reshuffle"),
    (lambda s: setattr(s, "deck_from", tuple(sorted(s.deck[1:]))), "not formed from"),
    (lambda s: s.patron.__setitem__(0, "baron"), "patron"),
    (lambda s: s.crossed.extend([75, 75]), "parallels"),
    (lambda s: setattr(s, "outcome", Outcome.SCOTT), "without reaching the Pole"),
    (lambda s: setattr(s, "outcome", Outcome.FROZEN), "froze before"),
    (lambda s: setattr(s, "outcome", Outcome.DRAW), "draw outside"),
])
def test_broken_states_are_reported(breakage, message: str) -> None:
    state = _good()
    breakage(state)
    with pytest.raises(AssertionError, match=message):
        invariants.check(state)


def test_legal_action_checks_catch_empty_or_foreign_actions() -> None:
    state = _good()
    with pytest.raises(AssertionError, match="no legal action"):
        invariants.check_legal(state, [])
    with pytest.raises(AssertionError, match="not in that hand"):
        invariants.check_legal(state, [Action("advance", (c("Ya1"),))])
    with pytest.raises(AssertionError, match="twice"):
        invariants.check_legal(state, [Action("take"), Action("take")])
    state.outcome = Outcome.SCOTT
    with pytest.raises(AssertionError, match="over"):
        invariants.check_legal(state, [Action("take")])
