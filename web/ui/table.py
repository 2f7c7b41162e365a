"""What the page may know of a game: the ``Table`` interface the texts use, and
``LocalTable``, the one that wraps the engine's ``Game`` on this device (hot-seat and
computer games). A guest of an online game will hold only the host's last snapshot behind
the same interface."""
from __future__ import annotations

from typing import Any, Protocol

from core import Game
from core.actions import Action
from core.observation import shows_secrets


class Table(Protocol):
    """A game as a screen sees it: observations, legal actions, who moves, the outcome."""

    def observation(self, viewer: int | None) -> dict[str, Any]: ...
    def legal_actions(self) -> list[Action]: ...
    def to_move(self) -> int | None: ...
    @property
    def over(self) -> bool: ...
    @property
    def outcome(self) -> str: ...
    @property
    def moves_played(self) -> int: ...
    def shows_secrets(self, player: int) -> bool: ...


class LocalTable:
    """The ``Table`` of a game played on this device: it asks the engine."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def observation(self, viewer: int | None) -> dict[str, Any]:
        return self.game.observation(viewer)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions()

    def to_move(self) -> int | None:
        return self.game.to_move()

    def shows_secrets(self, player: int) -> bool:
        """Whether ``player``'s view shows anything the other player may not see."""
        return shows_secrets(self.game.state, player, 1 - player)

    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def outcome(self) -> str:
        """The outcome's record word ("" while the game goes on)."""
        return str(self.game.outcome or "")

    @property
    def moves_played(self) -> int:
        return len(self.game.actions)
