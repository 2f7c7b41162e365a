"""Computer players. Every agent sees only an observation and the legal actions.

An agent is any object with ``choose(observation, legal) -> Action``. Use
``make_agent(name, seed)`` to build one by name.
"""
from __future__ import annotations

from .base import Agent, RandomAgent

AGENTS: dict[str, type] = {"random": RandomAgent}


def make_agent(name: str, seed: int = 0, **kwargs: object) -> Agent:
    """An agent by name (see ``AGENTS``); ValueError for an unknown name."""
    try:
        cls = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; choose from {', '.join(sorted(AGENTS))}") from None
    return cls(seed=seed, **kwargs)


__all__ = ["AGENTS", "Agent", "RandomAgent", "make_agent"]
