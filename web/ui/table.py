"""What the page may know of a game: the ``Table`` interface the texts use, and
``LocalTable``, the one that wraps the engine's ``Game`` on this device (hot-seat and
computer games). A guest of an online game will hold only the host's last snapshot behind
the same interface."""
from __future__ import annotations

from typing import Any, Protocol, Sequence

from core import Game
from core.actions import Action
from core.game import Snapshot
from core.observation import shows_secrets
from core.setup import in_setup
from core.state import State


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
    def turn_starts(self) -> list[tuple[int, int, int]]: ...
    def revealed(self, viewer: int | None) -> dict[str, Any]: ...


class LocalTable:
    """The ``Table`` of a game played on this device: it asks the engine."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def observation(self, viewer: int | None) -> dict[str, Any]:
        return self.game.observation(viewer)

    def revealed(self, viewer: int | None) -> dict[str, Any]:
        """Once the game is over: ``viewer``'s observation with every hand and depot card
        face up (before that, the plain observation)."""
        obs = self.game.observation(viewer)
        return face_up(obs, self.game.state) if self.game.over else obs

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions()

    def to_move(self) -> int | None:
        return self.game.to_move()

    def shows_secrets(self, player: int) -> bool:
        """Whether ``player``'s view shows anything the other player may not see."""
        return shows_secrets(self.game.state, player, 1 - player)

    def turn_starts(self) -> list[tuple[int, int, int]]:
        return turn_starts(self.game.snapshots)

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


def face_up(obs: dict[str, Any], state: State, log: bool = False) -> dict[str, Any]:
    """An observation with every hand and depot card of ``state`` face up (a finished
    game hides nothing any more); ``log``: its log naming every card too (the replay)."""
    full = state.to_dict()
    obs["hands"], obs["depots"] = full["hands"], full["depots"]
    if log and obs.get("log") is not None and full.get("log") is not None:
        obs["log"] = full["log"]
    return obs


def turn_starts(snapshots: Sequence[Snapshot]) -> list[tuple[int, int, int]]:
    """Where each turn begins in the log: (turn number, its player, index of its first log
    event), read from the states a game kept before each of its actions (the set-up
    choices of Food Depots come before turn 1)."""
    starts: list[tuple[int, int, int]] = []
    for snap in snapshots:
        state = snap.state
        if state.log is None or in_setup(state):
            continue
        if not starts or starts[-1][0] != state.turn_number:
            starts.append((state.turn_number, state.turn, len(state.log)))
    return starts
