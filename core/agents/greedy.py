"""The greedy player: rates every legal action with the hand-written heuristics and plays
the best one, looking no further ahead.

In practice it reaches the Pole as soon as it can, advances as far as its cards allow
without wasting wild cards, sends the rival off the route when that costs little and the
rival is a threat in the race (never a wasted turn on a rival far behind), keeps cards
that fit its next spaces, picks the discard effect worth most, draws as few deck cards
as it can while ahead (each brings the freeze nearer) and as many as it can while
behind, and only freezes the game when it is behind. Among equally good actions it plays
cards the rival has already seen (keeping hidden cards hidden), then chooses at random
(seeded).
"""
from __future__ import annotations

from typing import Any

from ..actions import Action
from .base import OneShotAgent
from .heuristics import View, action_score


def hidden_count(action: Action, secret: set[int] | list[int]) -> int:
    """How many of the action's cards the rival has not seen yet."""
    return sum(1 for c in action.cards if c in secret)


def best_actions(view: View, legal: list[Action]) -> list[Action]:
    """The legal actions with the top score (ties broken towards unrevealed cards kept)."""
    best: list[Action] = []
    top = None
    for action in legal:
        key = (round(action_score(view, action), 9), -hidden_count(action, view.secret))
        if top is None or key > top:
            top, best = key, [action]
        elif key == top:
            best.append(action)
    return best


class GreedyAgent(OneShotAgent):
    """Plays the action the heuristics like best (one-move look-ahead, no search)."""

    name = "greedy"
    needs_observation = True

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        me = observation["to_move"]
        if me is None:
            me = observation["viewer"]
        best = best_actions(View.of_observation(observation, me), legal)
        return best[self.rng.randrange(len(best))]
