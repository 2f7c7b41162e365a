"""Food Depots module: two hidden supply cards along each explorer's route.

Set-up: each player rolls for the first depot (space 1..6), chooses the second two spaces
before or after it (never below space 1), is dealt 3 cards instead of 1 and hides 2 of
them, one on each depot. A player who ends a turn on one of their depots takes its card
(hidden); over the hand limit they may instead swap a hand card for it.
"""
from __future__ import annotations

from ..actions import Action
from ..chance import Chance
from ..deck import give, log, take_from_hand
from ..ruleset import Module
from ..state import State, Step

DEPOT_STEP = 2  # the second depot lies this many spaces before or after the first


def _prepare(state: State, chance: Chance) -> list[tuple]:
    steps: list[tuple] = []
    for player in (0, 1):
        first = chance.die(f"depot {player}")
        state.depots[player] = [[first, -1]]
        log(state, "depot_roll", player, (), first)
        steps.append(Step("depot_place", player, first))
    for player in (0, 1):
        steps += [Step("depot_stash", player, 0), Step("depot_stash", player, 1)]
    return steps


def second_depot_spaces(first: int) -> list[int]:
    return [s for s in (first - DEPOT_STEP, first + DEPOT_STEP) if s >= 1]


def _place_legal(state: State, step: Step) -> list[Action]:
    return [Action("depot", (), str(s)) for s in second_depot_spaces(step.info)]


def _place(state: State, step: Step, action: Action, chance: Chance) -> None:
    player = step.player
    state.depots[player].append([int(action.arg), -1])
    log(state, "depot_place", player, (), int(action.arg))


def _stash_legal(state: State, step: Step) -> list[Action]:
    return [Action("stash", (c,)) for c in sorted(state.hands[step.player])]


def _stash(state: State, step: Step, action: Action, chance: Chance) -> None:
    player, index = step.player, step.info
    card = action.cards[0]
    take_from_hand(state, player, card)
    state.depots[player][index][1] = card
    log(state, "stash", player, (card,), state.depots[player][index][0])


def _end_of_turn(state: State, player: int) -> list[tuple]:
    if state.lost[player]:
        return []
    return [Step("depot_collect", player, i) for i, (space, card) in enumerate(state.depots[player])
            if space == state.pos[player] and card >= 0]


def _collect(state: State, step: Step, chance: Chance) -> None:
    player, index = step.player, step.info
    if len(state.hands[player]) < state.hand_limit(player):
        card = state.depots[player][index][1]
        state.depots[player][index][1] = -1
        give(state, player, card, secret=True)
        log(state, "depot_take", player, (card,), state.depots[player][index][0])
    else:
        state.pending.insert(0, Step("depot_swap", player, index))


def _swap_legal(state: State, step: Step) -> list[Action]:
    return [Action("swap", (c,)) for c in sorted(state.hands[step.player])] + [Action("swap")]


def _swap(state: State, step: Step, action: Action, chance: Chance) -> None:
    player, index = step.player, step.info
    if not action.cards:
        log(state, "depot_leave", player, (), state.depots[player][index][0])
        return
    card = state.depots[player][index][1]
    take_from_hand(state, player, action.cards[0])
    state.depots[player][index][1] = action.cards[0]
    give(state, player, card, secret=True)
    log(state, "depot_swap", player, (card, action.cards[0]), state.depots[player][index][0])


def _check(state: State, enabled: bool) -> None:
    if not enabled and (state.depots[0] or state.depots[1]):
        raise AssertionError("food depots without the Food Depots module")


MODULE = Module(
    "depots", prepare=_prepare, cards_dealt=3, end_of_turn=_end_of_turn,
    decisions={"depot_place": (_place_legal, _place), "depot_stash": (_stash_legal, _stash),
               "depot_swap": (_swap_legal, _swap)},
    automatic={"depot_collect": _collect},
    secret_events=frozenset({"depot_take", "stash", "depot_swap"}), check=_check,
)
