"""Difficulty levels for the page: a name, the agent it uses and that agent's budget."""
from __future__ import annotations

from typing import Any

from .base import Agent

#: level -> (agent name, keyword arguments). ``easy`` is the greedy player (instant).
#: ``normal`` and ``hard`` search a fixed number of iterations (the same question always
#: gets the same answer); ``budget_ms`` only caps the wall time on a slow device. With the
#: faster engine (bench/engine_compare.py): 1000 iterations take about 0.28 s a move in
#: CPython, 2000 about 0.6 s, and Pyodide under 2x that. Both count a game nobody wins as
#: 0.3 rather than 0.5, so they race for the win a little harder yet still freeze a race
#: they have lost (tests/test_agents.py). ``hard`` splits its 2000 iterations between two
#: independent searches (``trees``), each over its own deals of the unseen cards, that vote
#: with their visits: as one search of 2000 valuing a frozen game at 0.5 it scored under
#: normal against easy with all modules on. Strength, before and after those changes:
#: docs/computer-players.md and docs/strength-findings.md (``bench/ai_targets.py`` plays
#: the levels with their iterations only).
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("greedy", {}),
    "normal": ("ismcts", {"iterations": 1000, "budget_ms": 1500.0, "frozen_value": 0.3}),
    "hard": ("ismcts", {"iterations": 2000, "budget_ms": 2500.0, "frozen_value": 0.3,
                        "trees": 2}),
}


def make_level(level: str, seed: int = 0, fixed: bool = False) -> Agent:
    """The computer player of a difficulty level; ``fixed`` drops the time cap so that only
    the iteration count bounds the search (reproducible matches). ValueError for an
    unknown level."""
    from . import make_agent
    try:
        name, kwargs = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None
    if fixed and "iterations" in kwargs:
        kwargs = {k: v for k, v in kwargs.items() if k != "budget_ms"}
    return make_agent(name, seed, **kwargs)
