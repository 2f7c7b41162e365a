"""Perft: how many action sequences of a given length start from a position.

After the chess engines' move-path enumeration (python-chess's perft tests): every legal
action is applied to a copy of the state, down to ``depth`` actions or the game's end,
and the leaves are counted (at the last level, the legal actions are counted without
applying them). Chance inside an action (a reshuffle, Drop Supplies' random card, a die)
comes from a fresh ``SeededChance(seed)`` for each action applied, so the count depends on
the position, the depth and the seed only. The counts pin the legal-action generator and
the effects together: a change to either that alters a reachable position changes them
(``tests/test_perft.py`` holds counts made with an earlier engine).
"""
from __future__ import annotations

from .chance import SeededChance
from .flow import apply, legal_actions
from .state import State


def perft(state: State, depth: int, seed: int = 0) -> int:
    """The number of action sequences of ``depth`` actions from ``state`` (a sequence that
    ends the game sooner counts once). ``state`` is left as it was."""
    if state.log is not None:  # the log is not part of the position: copy it once, not
        state = state.clone()  # at every node
        state.log = None
    return _count(state, depth, seed)


def _count(state: State, depth: int, seed: int) -> int:
    if depth <= 0 or state.outcome:
        return 1
    legal = legal_actions(state)
    if depth == 1:
        return len(legal)
    total = 0
    for action in legal:
        child = state.clone()
        apply(child, action, SeededChance(seed))
        total += _count(child, depth - 1, seed)
    return total
