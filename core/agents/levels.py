"""Difficulty levels for the page: a name, the agent it uses and that agent's budget."""
from __future__ import annotations

from typing import Any

from .base import Agent

#: level -> (agent name, keyword arguments). ``hard`` thinks for a fixed time per move
#: (so it is as patient on a slow device, but plays a little weaker there); ``normal``
#: stops after a fixed number of iterations or a time cap, whichever comes first.
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
