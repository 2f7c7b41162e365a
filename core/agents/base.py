"""The agent interface and the uniformly random player."""
from __future__ import annotations

import random
from typing import Any, Iterator, Protocol

from ..actions import Action


class Agent(Protocol):
    name: str
    #: False for agents that ignore the observation (the driver may then pass None).
    needs_observation: bool

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        """Pick one of ``legal`` knowing only ``observation``."""

    def think(self, observation: dict[str, Any], legal: list[Action]) -> Iterator[Action | None]:
        """Incremental ``choose`` for a page that must stay responsive: yields None after
        each short slice of work (a few tens of milliseconds at most) and finally yields
        the chosen action."""


class OneShotAgent:
    """An agent that decides at once from its own seeded generator: ``think`` just yields
    ``choose``'s answer (subclasses write ``choose``)."""

    name = ""
    needs_observation = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        raise NotImplementedError

    def think(self, observation: dict[str, Any], legal: list[Action]) -> Iterator[Action | None]:
        yield self.choose(observation, legal)


class RandomAgent(OneShotAgent):
    """Picks uniformly among the legal actions."""

    name = "random"
    needs_observation = False

    def choose(self, observation: dict[str, Any], legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]
