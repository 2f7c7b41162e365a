"""The rules engine's public functions: a new game, its legal actions, applying one."""
from __future__ import annotations

from .flow import apply, legal_actions
from .setup import new_game

__all__ = ["apply", "legal_actions", "new_game"]
