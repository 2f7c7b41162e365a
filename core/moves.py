"""Moving pawns: forward, back, getting lost, and the parallels crossed on the way."""
from __future__ import annotations

from .board import parallels_crossed
from .deck import log
from .ruleset import rules_for
from .state import State

def move(state: State, player: int, new: int) -> None:
    """Put an explorer on route position ``new``; note parallels crossed first."""
    old = state.pos[player]
    state.pos[player] = new
    state.lost[player] = 0
    if old < 0:
        return
    for degrees in parallels_crossed(old, new):
        if degrees not in state.crossed:
            state.crossed.append(degrees)
            log(state, "parallel", player, (), degrees)
            for hook in rules_for(state.options).on_crossing:
                hook(state, player, degrees)


def make_lost(state: State, player: int, space: int) -> None:
    """Put an explorer on lost space ``space`` (1..5); the route position is void (-1)."""
    state.pos[player] = -1
    state.lost[player] = space
