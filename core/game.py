"""The driver: a game with its options, its seed and the actions played so far.

The driver owns all chance (a seeded generator outside the state), so a record of
options, seed and actions replays to the identical state. ``push`` checks legality and
changes nothing on a bad action; ``push_unchecked`` trusts the caller (AI, replays).
"""
from __future__ import annotations

import os
from typing import Any, NamedTuple

from . import engine
from .actions import Action, NotationError, quoted
from .chance import SeededChance
from .describe import ENDING_WORDS, ending_words
from .i18n import _
from .observation import SECRET_PENDING, observation, visible_cards
from .options import Options
from .outcome import Outcome
from .setup import in_setup
from .state import State

RECORD_FORMAT = "1911-amundsen-vs-scott/record"
RECORD_VERSION = 1


class IllegalAction(ValueError):
    """An action that is not legal in the current position."""


class RecordError(ValueError):
    """A game record that cannot be replayed. Its message is for players, in their
    language; ``index`` names the first bad action and ``detail`` the engine's own reason
    (in English, for developers: the command line prints it)."""

    def __init__(self, message: str, index: int | None = None, detail: str = "") -> None:
        super().__init__(message)
        self.index, self.detail = index, detail


#: Seeds are whole numbers in [0, 2**SEED_BITS): 128-bit seeds (online games) fit.
SEED_BITS = 256


def new_seed(bits: int = 32) -> int:
    """A fresh random seed of ``bits`` bits from the operating system (online games use
    128, so that no one can find the seed from their own first view)."""
    return int.from_bytes(os.urandom((bits + 7) // 8), "big") >> (-bits % 8)


def check_seed(seed: object) -> int:
    """``seed`` if it is a whole number in [0, 2**SEED_BITS); ValueError otherwise."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"a seed must be a whole number, not {type(seed).__name__}")
    if not 0 <= seed < 1 << SEED_BITS:
        raise ValueError(f"a seed must be between 0 and 2**{SEED_BITS} - 1")
    return seed


class Snapshot(NamedTuple):
    """What taking back one action restores: the state before it, and how many chance
    events had happened then (an action that used chance cannot be taken back)."""

    state: State
    chance_events: int


class Game:
    """A game in progress: state plus the history that produced it."""

    def __init__(self, options: Options | None = None, seed: int | None = None, *,
                 undo: bool = True) -> None:
        """A new game; ValueError for a seed that is not a whole number in range.
        ``undo=False`` keeps no snapshots (games played through by the computer: a
        simulation, a match), so nothing can be taken back and no state is copied."""
        self.options = options or Options()
        self.seed = new_seed() if seed is None else check_seed(seed)
        self.chance = SeededChance(self.seed)
        self.state: State = engine.new_game(self.options, self.chance)
        self.keeps_undo = undo
        self.actions: list[Action] = []
        self.actors: list[int] = []  # who played each action
        self.snapshots: list[Snapshot] = []  # the state before each action (with undo)

    # -- querying ---------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended; None while it goes on."""
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
        if not isinstance(action, Action):
            raise IllegalAction(f"not an action: {type(action).__name__}")
        if self.state.over:
            raise IllegalAction(f"the game is over; {_shown(action)} cannot be played")
        if action not in engine.legal_actions(self.state):
            who = ("Amundsen", "Scott")[self.state.to_move()]
            raise IllegalAction(f"{_shown(action)} is not a legal action for {who} now")

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
        """Play ``action`` without checking it (the caller guarantees legality)."""
        actor = self.state.to_move()
        if self.keeps_undo:
            self.snapshots.append(Snapshot(self.state.clone(), self.chance.events))
        engine.apply(self.state, action, self.chance)
        self.actions.append(action)
        self.actors.append(actor)

    # -- undo ---------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Whether the last action may be taken back. Not when it used chance (a stolen
        card, a die roll), showed anyone a card they had not seen, or completed a blind
        exchange (Windy): taking it back would let the player choose again knowing more."""
        if not self.snapshots:
            return False
        before = self.snapshots[-1]
        if before.chance_events != self.chance.events:
            return False
        if _revealed_blind_choice(before.state, self.state):
            return False
        return all(visible_cards(self.state, v) <= visible_cards(before.state, v) for v in (0, 1))

    def last_actor(self) -> int | None:
        return self.actors[-1] if self.actors else None

    def undo(self) -> Action:
        """Take back the last action (see ``can_undo``); returns it. The chance stream is
        untouched by an action that can be undone, so only the state is restored."""
        if not self.can_undo():
            raise IllegalAction("the last action cannot be taken back")
        self.state = self.snapshots.pop().state.clone()  # a clone may share the snapshot
        self.actors.pop()
        return self.actions.pop()

    # -- records ------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The game record: options, seed and actions in notation (JSON-ready)."""
        return {
            "format": RECORD_FORMAT, "version": RECORD_VERSION,
            "options": self.options.to_dict(), "seed": self.seed,
            "actions": [str(a) for a in self.actions], "outcome": str(self.outcome or ""),
        }

    @classmethod
    def from_record(cls, record: Any) -> "Game":
        """Replay a record; RecordError names the first bad action. Nothing half-applied."""
        if not isinstance(record, dict):
            raise RecordError(_("a game record must be a JSON object"))
        if not {"format", "seed", "actions"} & record.keys():  # (another file's JSON)
            raise RecordError(_("this JSON is not a game record (a record holds a seed and "
                                "a list of moves)"))
        if record.get("format", RECORD_FORMAT) != RECORD_FORMAT:
            raise RecordError(_("it is not a record of this game (its format says {format})")
                              .format(format=quoted(record.get("format"))))
        if record.get("version", RECORD_VERSION) != RECORD_VERSION:
            raise RecordError(_("it was written in another version of the record ({version}; "
                                "this game reads version {ours})").format(
                                    version=quoted(record.get("version")), ours=RECORD_VERSION))
        seed = record.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise RecordError(_("its seed must be a whole number, zero or more"))
        try:
            options = Options.from_dict(record.get("options", {}))
        except ValueError as exc:
            raise RecordError(_("its options are not ones this game knows"),
                              detail=str(exc)) from None
        actions = record.get("actions")
        if not isinstance(actions, list):
            raise RecordError(_("its list of moves is missing or is not a list"))
        game = cls(options, seed)
        for index, text in enumerate(actions):
            try:
                game.push_text(text)
            except NotationError as exc:
                raise RecordError(_("move {number} ({text}, {when}) is not written in "
                                    "the game's notation").format(
                                        number=index + 1, text=quoted(text),
                                        when=_when(game.state)), index, str(exc)) from None
            except IllegalAction as exc:
                raise RecordError(_("move {number} ({text}, {when}) cannot be played at "
                                    "that point of the game").format(
                                        number=index + 1, text=quoted(text),
                                        when=_when(game.state)), index, str(exc)) from None
        expected = record.get("outcome")
        if expected is not None and expected != str(game.outcome or ""):
            raise RecordError(_outcome_mismatch(expected, str(game.outcome or "")))
        return game

    def clone(self) -> "Game":
        twin = Game.__new__(Game)
        twin.options, twin.seed = self.options, self.seed
        twin.chance = SeededChance(0)
        twin.chance.setstate(self.chance.getstate())
        twin.chance.events = self.chance.events
        twin.state = self.state.clone()
        twin.keeps_undo = self.keeps_undo
        twin.actions, twin.actors, twin.snapshots = self.actions[:], self.actors[:], self.snapshots[:]
        return twin


def _when(state: State) -> str:
    """The turn a record's move falls in, counted as the page's log counts turns."""
    if in_setup(state):
        return _("during the set-up")
    return _("turn {number}").format(number=state.turn_number)


def _outcome_mismatch(expected: object, actual: str) -> str:
    """Why a record's stated outcome does not fit its moves, in the player's words."""
    said = ending_words(expected) if isinstance(expected, str) and expected in ENDING_WORDS \
        else quoted(expected)
    return _("it says: {said}; but its moves give: {actual}").format(
        said=said, actual=ending_words(actual))


def _revealed_blind_choice(before: State, after: State) -> bool:
    """Whether the action resolved a step holding another player's hidden choice."""
    return any(step.kind in SECRET_PENDING and step not in after.pending for step in before.pending)


def _shown(action: Action) -> str:
    """An action's notation, or a safe description of a malformed one."""
    try:
        return str(action)
    except (KeyError, TypeError, IndexError):
        return f"the malformed action {tuple(action)!r}"[:200]
