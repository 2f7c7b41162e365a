"""The engine's flow: who acts, which actions are legal, and applying them.

A turn is one main action followed by the steps it queued in ``state.pending``. Each step
kind is registered here: a *decision* step has a legal-action generator and a handler
(its player chooses); an *automatic* step just runs. The turn passes when the queue is
empty. Rules modules register their own step kinds (see ``turn``, ``decisions`` and
``core.modules``).
"""
from __future__ import annotations

from typing import Callable

from .actions import PASS, Action
from .chance import Chance
from .state import State

LegalFn = Callable[[State, tuple], list[Action]]
DecideFn = Callable[[State, tuple, Action, Chance], None]
AutoFn = Callable[[State, tuple, Chance], None]
TurnApplyFn = Callable[[State, int, Action, Chance], None]

DECISIONS: dict[str, tuple[LegalFn, DecideFn]] = {}
AUTOMATIC: dict[str, AutoFn] = {}
TURN_VERBS: dict[str, TurnApplyFn] = {}
#: Generators of a player's turn actions, in order; the first that claims the turn
#: (returns a list, not None) supplies them all. Modules put theirs first.
TURN_GENERATORS: list[Callable[[State, int], list[Action] | None]] = []
#: Steps queued at the end of every turn before the turn passes (modules add theirs).
END_OF_TURN: list[Callable[[State, int], list[tuple]]] = []


def decision(kind: str, legal: LegalFn, decide: DecideFn) -> None:
    DECISIONS[kind] = (legal, decide)


def automatic(kind: str, fn: AutoFn) -> None:
    AUTOMATIC[kind] = fn


def legal_actions(state: State) -> list[Action]:
    """Every legal action of the player to move (empty once the game is over)."""
    if state.outcome:
        return []
    if state.pending:
        step = state.pending[0]
        return DECISIONS[step[0]][0](state, step)
    for generate in TURN_GENERATORS:
        actions = generate(state, state.turn)
        if actions is not None:
            return actions or [PASS]
    return [PASS]


def apply(state: State, action: Action, chance: Chance) -> None:
    """Apply a legal action (unchecked: the caller guarantees legality)."""
    if state.pending:
        step = state.pending.pop(0)
        DECISIONS[step[0]][1](state, step, action, chance)
    else:
        player = state.turn
        TURN_VERBS[action.verb](state, player, action, chance)
        state.pending.append(("end", player))
    run(state, chance)


def run(state: State, chance: Chance) -> None:
    """Run automatic steps until a decision is needed or the game ends."""
    while state.pending and not state.outcome:
        step = state.pending[0]
        fn = AUTOMATIC.get(step[0])
        if fn is None:
            return
        state.pending.pop(0)
        fn(state, step, chance)
    if state.outcome:
        state.pending.clear()


def queue_before_end(state: State, step: tuple) -> None:
    """Queue a step to run before the current turn's end (e.g. weather after a crossing)."""
    for i, queued in enumerate(state.pending):
        if queued[0] == "end":
            state.pending.insert(i, step)
            return
    state.pending.append(step)


def _end(state: State, step: tuple, chance: Chance) -> None:
    player = step[1]
    steps: list[tuple] = []
    for hook in END_OF_TURN:
        steps.extend(hook(state, player))
    steps.append(("next", player))
    state.pending[0:0] = steps


def _next(state: State, step: tuple, chance: Chance) -> None:
    from .deck import refill_row
    state.turn = 1 - step[1]
    state.turn_number += 1
    if len(state.row) < state.options.row_size:
        refill_row(state, chance)  # only short after an empty-discard first exhaustion


automatic("end", _end)
automatic("next", _next)
