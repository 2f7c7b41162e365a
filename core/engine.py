"""The rules engine's public functions; importing it registers every rule."""
from __future__ import annotations

from . import decisions, modules, turn  # noqa: F401  (register every rule's steps and verbs)
from .flow import apply, legal_actions
from .setup import new_game

__all__ = ["apply", "legal_actions", "new_game"]
