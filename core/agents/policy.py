"""The cheap playing policy used inside searches (roll-outs): the greedy player's choice,
with a little randomness, fast enough to play thousands of moves a second."""
from __future__ import annotations

import random

from ..actions import Action
from ..cards import UNDISCARDABLE_KINDS, KIND
from ..state import State
from .heuristics import View, action_score, discard_cost


def policy_action(state: State, legal: list[Action], rng: random.Random, randomness: float) -> Action:
    """A good-looking legal action for the player to move; with probability
    ``randomness`` a random one instead (never a random freeze)."""
    if randomness and rng.random() < randomness:
        action = legal[rng.randrange(len(legal))]
        if action.verb != "freeze":
            return action
    mover = state.to_move()
    view = View.of_state(state, mover)
    best, top = legal[0], -1e9
    takes_with_discards = False
    for action in legal:
        if action.verb == "take" and action.cards:
            takes_with_discards = True  # only the cheapest discards can be best: see below
            continue
        score = action_score(view, action)
        if score > top:
            best, top = action, score
    if takes_with_discards:
        for candidate in cheapest_discards(state, mover, view):
            if candidate in legal:
                score = action_score(view, candidate)
                if score > top:
                    best, top = candidate, score
    return best


def cheapest_discards(state: State, player: int, view: View) -> list[Action]:
    """Take Cards discarding the one, and the three, hand cards that cost least to lose
    (their worth, less what their discard effect may bring)."""
    cards = [c for c in state.hands[player] if KIND[c] not in UNDISCARDABLE_KINDS]
    if not cards:
        return []
    cards.sort(key=lambda card: discard_cost(view, card))
    found = [Action("take", (cards[0],))]
    if len(cards) >= 3:
        found.append(Action("take", cards[:3]))
    return found
