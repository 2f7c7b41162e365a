"""The driver: a game with its options, its seed and the actions played so far.

The driver owns all chance (a seeded generator outside the state), so a record of
options, seed and actions replays to the identical state. ``push`` checks legality and
changes nothing on a bad action; ``push_unchecked`` trusts the caller (AI, replays).
"""
from __future__ import annotations

import os
from typing import Any

from . import engine
from .actions import Action, NotationError
from .chance import SeededChance
from .observation import observation, visible_cards
from .options import Options
from .state import State

RECORD_FORMAT = "1911-amundsen-vs-scott/record"
RECORD_VERSION = 1


class IllegalAction(ValueError):
    """An action that is not legal in the current position."""


class RecordError(ValueError):
    """A game record that cannot be replayed; ``index`` names the first bad action."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def new_seed() -> int:
    """A fresh random seed from the operating system."""
    return int.from_bytes(os.urandom(4), "big")


class Game:
    """A game in progress: state plus the history that produced it."""

    def __init__(self, options: Options | None = None, seed: int | None = None) -> None:
        self.options = options or Options()
        self.seed = new_seed() if seed is None else seed
        self.chance = SeededChance(self.seed)
        self.state: State = engine.new_game(self.options, self.chance)
        self.actions: list[Action] = []
        self.actors: list[int] = []

    # -- querying ---------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def outcome(self) -> str:
        return self.state.outcome

    def to_move(self) -> int | None:
        return self.state.to_move()

    def legal_actions(self) -> list[Action]:
        return engine.legal_actions(self.state)

    def is_legal(self, action: Action) -> bool:
        return action in engine.legal_actions(self.state)

    def observation(self, viewer: int | None) -> dict[str, Any]:
        return observation(self.state, viewer)

    # -- playing ------------------------------------------------------------------------
    def verify(self, action: Action) -> None:
        """Raise IllegalAction (with the reason) unless ``action`` is legal now."""
        if self.state.over:
            raise IllegalAction(f"the game is over; {action} cannot be played")
        if action not in engine.legal_actions(self.state):
            who = ("Amundsen", "Scott")[self.state.to_move()]
            raise IllegalAction(f"{action} is not a legal action for {who} now")

    def push(self, action: Action) -> None:
        """Play a legal action; IllegalAction leaves the game unchanged."""
        self.verify(action)
        self.push_unchecked(action)

    def push_text(self, text: str) -> Action:
        """Parse and play an action in notation; NotationError/IllegalAction change nothing."""
        action = Action.parse(text)
        self.push(action)
        return action

    def push_unchecked(self, action: Action) -> None:
        self.actors.append(self.state.to_move())
        engine.apply(self.state, action, self.chance)
        self.actions.append(action)

    # -- undo ---------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Whether the last action may be taken back: it revealed no hidden card to anyone
        and used no chance (a stolen card, a die roll: taking it back would let the
        player choose again knowing the result)."""
        if not self.actions:
            return False
        replayed = self._replayed(self.actions[:-1])
        if replayed.chance.getstate() != self.chance.getstate():
            return False
        before = replayed.state
        return all(visible_cards(self.state, v) <= visible_cards(before, v) for v in (0, 1))

    def last_actor(self) -> int | None:
        return self.actors[-1] if self.actors else None

    def undo(self) -> Action:
        """Take back the last action (see ``can_undo``); returns it."""
        if not self.can_undo():
            raise IllegalAction("the last action cannot be taken back")
        last = self.actions[-1]
        replayed = self._replayed(self.actions[:-1])
        self.chance, self.state, self.actions, self.actors = (
            replayed.chance, replayed.state, replayed.actions, replayed.actors)
        return last

    def _replayed(self, actions: list[Action]) -> "Game":
        game = Game(self.options, self.seed)
        for action in actions:
            game.push_unchecked(action)
        return game

    # -- records ------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game record: options, seed and actions in notation (JSON-ready)."""
        return {
            "format": RECORD_FORMAT, "version": RECORD_VERSION,
            "options": self.options.to_dict(), "seed": self.seed,
            "actions": [str(a) for a in self.actions], "outcome": self.outcome,
        }

    @classmethod
    def from_record(cls, record: Any) -> "Game":
        """Replay a record; RecordError names the first bad action. Nothing half-applied."""
        if not isinstance(record, dict):
            raise RecordError("a game record must be a JSON object")
        if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
            raise RecordError(f"not a game record (format {record.get('format')!r})")
        if record.get("version", RECORD_VERSION) != RECORD_VERSION:
            raise RecordError(f"unsupported record version {record.get('version')!r} "
                              f"(this game reads version {RECORD_VERSION})")
        seed = record.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise RecordError("the record's seed must be a non-negative whole number")
        try:
            options = Options.from_dict(record.get("options", {}))
        except ValueError as exc:
            raise RecordError(f"bad options: {exc}") from None
        actions = record.get("actions")
        if not isinstance(actions, list):
            raise RecordError("the record's actions must be a list")
        game = cls(options, seed)
        for index, text in enumerate(actions):
            try:
                game.push_text(text)
            except (NotationError, IllegalAction) as exc:
                raise RecordError(f"action {index + 1} ({text!r}) is bad: {exc}", index) from None
        expected = record.get("outcome")
        if expected is not None and expected != game.outcome:
            raise RecordError(f"the record says the outcome is {expected!r}, "
                              f"but replaying it gives {game.outcome!r}")
        return game

    def clone(self) -> "Game":
        twin = Game.__new__(Game)
        twin.options, twin.seed = self.options, self.seed
        twin.chance = SeededChance(0)
        twin.chance.setstate(self.chance.getstate())
        twin.state = self.state.clone()
        twin.actions, twin.actors = self.actions[:], self.actors[:]
        return twin
