"""1911 Amundsen vs Scott: the rules engine (pure Python, no browser imports).

Start with ``Game`` (a seeded game you push actions into), ``Action`` (the notation),
``Options`` (variant and modules) and ``observation`` (what a player may see).
"""
from .actions import Action, NotationError
from .board import AMUNDSEN, EXPLORER_NAMES, SCOTT
from .chance import ScriptedChance, SeededChance
from .engine import apply, legal_actions, new_game
from .game import Game, IllegalAction, RecordError
from .observation import determinize, observation, visible_cards
from .options import Options
from .state import State

__version__ = "0.1.0"
__all__ = [
    "AMUNDSEN", "Action", "EXPLORER_NAMES", "Game", "IllegalAction", "NotationError",
    "Options", "RecordError", "SCOTT", "ScriptedChance", "SeededChance", "State", "apply",
    "determinize", "legal_actions", "new_game", "observation", "visible_cards",
]
