"""The engine's flow: who acts, which actions are legal, and applying them.

A turn is one main action followed by the steps it queued in ``state.pending``. Each step
kind belongs to a rules module (``core.ruleset``): a *decision* step has a legal-action
generator and a handler (its player chooses); an *automatic* step just runs. The turn
passes when the queue is empty. The rules in play come from ``rules_for(state.options)``.
"""
from __future__ import annotations

from .actions import PASS, Action
from .chance import Chance
from .deck import refill_row
from .ruleset import rules_for
from .state import State, Step

_new = tuple.__new__  # Step(kind, player, None) without the NamedTuple constructor


def legal_actions(state: State) -> list[Action]:
    """Every legal action of the player to move (empty once the game is over)."""
    if state.outcome:
        return []
    rules = rules_for(state.options)
    if state.pending:
        step = state.pending[0]
        return rules.decisions[step[0]][0](state, step)
    for turn in rules.turns:
        actions = turn(state, state.turn)
        if actions is not None:
            return actions or [PASS]
    return [PASS]


def apply(state: State, action: Action, chance: Chance) -> None:
    """Apply a legal action (unchecked: the caller guarantees legality)."""
    rules = rules_for(state.options)
    if state.pending:
        step = state.pending.pop(0)
        rules.decisions[step[0]][1](state, step, action, chance)
    else:
        player = state.turn
        rules.verbs[action.verb](state, player, action, chance)
        state.pending.append(_new(Step, ("end", player, None)))
    run(state, chance)


def run(state: State, chance: Chance) -> None:
    """Run automatic steps until a decision is needed or the game ends."""
    pending = state.pending
    if not pending:
        return
    automatic = rules_for(state.options).automatic
    while state.pending and not state.outcome:
        pending = state.pending
        step = pending[0]
        kind = step[0]
        fn = FLOW_STEPS.get(kind) or automatic.get(kind)
        if fn is None:
            return
        pending.pop(0)
        fn(state, step, chance)
    if state.outcome:
        state.pending.clear()


def queue_before_end(state: State, step: Step) -> None:
    """Queue a step to run before the current turn's end (e.g. weather after a crossing)."""
    for i, queued in enumerate(state.pending):
        if queued.kind == "end":
            state.pending.insert(i, step)
            return
    state.pending.append(step)


def _end(state: State, step: Step, chance: Chance) -> None:
    player = step.player
    hooks = rules_for(state.options).end_of_turn
    if not hooks:
        state.pending.insert(0, _new(Step, ("next", player, None)))
        return
    steps: list[tuple] = []
    for hook in hooks:
        steps.extend(hook(state, player))
    steps.append(Step("next", player))
    state.pending[0:0] = steps


def _next(state: State, step: Step, chance: Chance) -> None:
    state.turn = 1 - step.player
    state.turn_number += 1
    if len(state.row) < state.options.row_size:
        refill_row(state, chance)  # only short after an empty-discard first exhaustion


def _setup_done(state: State, step: Step, chance: Chance) -> None:
    for hook in rules_for(state.options).after_setup:
        hook(state, chance)


#: The flow's own automatic steps: the end of a turn, the next turn, the end of set-up.
FLOW_STEPS = {"end": _end, "next": _next, "setup_done": _setup_done}
