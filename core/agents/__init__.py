"""Computer players. Every agent sees only an observation and the legal actions.

An agent has ``choose(observation, legal) -> Action`` and the incremental
``think(observation, legal)``: a generator that yields None after each short slice of
work and finally yields the chosen Action. ``observation`` is
``core.observation.observation(state, player)`` for the player to move (hidden cards are
None) and ``legal`` is ``core.flow.legal_actions(state)``; agents never get the State.

Agents: ``random`` (uniform), ``greedy`` (hand-written heuristics, no look-ahead) and
``ismcts`` (information-set Monte-Carlo tree search; ``budget_ms`` and/or ``iterations``
per move). Build one with ``make_agent(name, seed, **budget)`` or, for the page, by
difficulty with ``make_level("easy" | "normal" | "hard", seed)`` (see ``LEVELS``).

How the page should drive the computer (and the hint button) without blocking::

    agent = make_level(level, seed)            # once per game; seed from the game's seed
    async def computer_move(game):
        player = game.to_move()
        steps = agent.think(game.observation(player), game.legal_actions())
        for action in steps:                   # each step is <= ~20 ms in CPython,
            if action is not None:             # 2-3x that in Pyodide
                return action
            await asyncio.sleep(0)             # let the browser paint and handle input

Use a separate agent (e.g. ``make_level("normal", seed + 1)``) for hints: call ``think``
with the human's own observation and legal actions and show the action it returns
(``core.describe.action_text``) without playing it. To stop thinking early (the human
left or undid a move) simply drop the generator. Pushing the returned action
(``game.push``) is always legal: it is one of ``legal``.
"""
from __future__ import annotations

from .base import Agent, RandomAgent
from .greedy import GreedyAgent
from .ismcts import ISMCTSAgent
from .levels import LEVELS, make_level

AGENTS: dict[str, type] = {"random": RandomAgent, "greedy": GreedyAgent, "ismcts": ISMCTSAgent}


def make_agent(name: str, seed: int = 0, **kwargs: object) -> Agent:
    """An agent by name (see ``AGENTS``); ValueError for an unknown name."""
    try:
        cls = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(sorted(AGENTS))}") from None
    return cls(seed=seed, **kwargs)


__all__ = ["AGENTS", "Agent", "GreedyAgent", "ISMCTSAgent", "LEVELS", "RandomAgent", "make_agent",
           "make_level"]
