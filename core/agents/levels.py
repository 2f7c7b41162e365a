"""Difficulty levels for the page: a name, the agent it uses and that agent's budget."""
from __future__ import annotations

from typing import Any

from .base import Agent

#: level -> (agent name, keyword arguments). ``easy`` is the greedy player (instant).
#: ``normal`` searches 300 iterations (about 0.1 s in CPython, 0.3 s in Pyodide) with a
#: 1 s cap; ``hard`` searches for 1.5 s of wall time per move (so it is as patient on a
#: slow device, with fewer iterations there). Measured in CPython (``arena``, 40 games,
#: both seatings; docs/computer-players.md): 300 iterations won 77.5 % against greedy,
#: 1 s per move 77.5 %, neither lost a game; the rest froze.
LEVELS: dict[str, tuple[str, dict[str, Any]]] = {
    "easy": ("greedy", {}),
    "normal": ("ismcts", {"iterations": 300, "budget_ms": 1000.0}),
    "hard": ("ismcts", {"budget_ms": 1500.0}),
}


def make_level(level: str, seed: int = 0) -> Agent:
    """The computer player of a difficulty level; ValueError for an unknown level."""
    from . import make_agent
    try:
        name, kwargs = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(LEVELS)}") from None
    return make_agent(name, seed, **kwargs)
