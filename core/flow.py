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
from .ruleset import Ruleset, rules_for
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
    pending = state.pending
    if pending:
        step = pending.pop(0)
        rules.decisions[step[0]][1](state, step, action, chance)
    else:
        player = state.turn
        rules.verbs[action[0]](state, player, action, chance)
        if pending or state.outcome:
            pending.append(_new(Step, ("end", player, None)))
        else:  # nothing queued: the turn ends at once, as the "end" step would end it
            _end_turn(state, player, chance, rules)
            if not pending:
                return
    run(state, chance, rules)


def run(state: State, chance: Chance, rules: Ruleset | None = None) -> None:
    """Run automatic steps until a decision is needed or the game ends (``rules``: the
    rules in play, when the caller has them at hand)."""
    pending = state.pending
    if not pending:
        return
    automatic = (rules or rules_for(state.options)).automatic
    while pending and not state.outcome:
        step = pending[0]
        kind = step[0]
        fn = FLOW_STEPS.get(kind) or automatic.get(kind)
        if fn is None:
            return
        pending.pop(0)
        fn(state, step, chance)
    if state.outcome:
        pending.clear()


def queue_before_end(state: State, step: Step) -> None:
    """Queue a step to run before the current turn's end (e.g. weather after a crossing)."""
    for i, queued in enumerate(state.pending):
        if queued.kind == "end":
            state.pending.insert(i, step)
            return
    state.pending.append(step)


def _end(state: State, step: Step, chance: Chance) -> None:
    _end_turn(state, step[1], chance, rules_for(state.options))


def _end_turn(state: State, player: int, chance: Chance, rules: Ruleset) -> None:
    """The end of a turn: the modules' end-of-turn steps first, if any, then the next
    turn."""
    steps: list[tuple] = []
    for hook in rules.end_of_turn:
        steps.extend(hook(state, player))
    if not steps:
        _pass_turn(state, player, chance)  # what the "next" step would do at once
        return
    steps.append(_new(Step, ("next", player, None)))
    state.pending[0:0] = steps


def _next(state: State, step: Step, chance: Chance) -> None:
    _pass_turn(state, step[1], chance)


def _pass_turn(state: State, player: int, chance: Chance) -> None:
    """The turn passes to the other player."""
    state.turn = 1 - player
    state.turn_number += 1
    if len(state.row) < state.options.row_size:
        refill_row(state, chance)  # only short after an empty-discard first exhaustion


def _setup_done(state: State, step: Step, chance: Chance) -> None:
    for hook in rules_for(state.options).after_setup:
        hook(state, chance)


#: The flow's own automatic steps: the end of a turn, the next turn, the end of set-up.
FLOW_STEPS = {"end": _end, "next": _next, "setup_done": _setup_done}
