"""Replaying a finished game on this device, turn by turn: the board, hands (all face up,
the game being over), row and log as they stood at the start of each turn.

``Review`` walks the positions a finished ``Game`` kept for undo (the state before each
action); ``PastTable`` shows one of them behind the ``ui.table.Table`` interface, with no
legal actions (nobody plays in a replay). Nothing here changes the game or its save."""
from __future__ import annotations

from typing import Any

from core import Game, RecordError
from core.actions import Action
from core.observation import observation
from core.setup import in_setup
from core.state import State

from .computer import Marks, move_marks
from .news import in_words
from .table import face_up, turn_starts


class PastTable:
    """One position of a finished game, read-only: every card face up, nothing to play."""

    def __init__(self, game: Game, index: int) -> None:
        self.game, self.index = game, index
        self.state: State = game.snapshots[index].state if index < len(game.actions) else game.state

    def observation(self, viewer: int | None) -> dict[str, Any]:
        return self.revealed(viewer)

    def revealed(self, viewer: int | None) -> dict[str, Any]:
        return face_up(observation(self.state, viewer), self.state, log=True)

    def legal_actions(self) -> list[Action]:
        return []

    def to_move(self) -> int | None:
        return self.state.to_move()

    def shows_secrets(self, player: int) -> bool:
        return False

    def turn_starts(self) -> list[tuple[int, int, int]]:
        return turn_starts(self.game.snapshots[:self.index])

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def outcome(self) -> str:
        return str(self.state.outcome or "")

    @property
    def moves_played(self) -> int:
        return self.index


class Review:
    """A finished game's turns, one on screen at a time (``at``: 0 is the first position,
    Food Depots' set-up if the game had one, else turn 1; the last is the game's end)."""

    def __init__(self, game: Game) -> None:
        if not game.over or len(game.snapshots) != len(game.actions):
            raise ValueError("only a finished game with every position kept can be replayed")
        self.game = game
        self.starts = _turn_indexes(game)
        #: Food Depots: the first position is the deal, before the set-up choices.
        self.setup = bool(game.snapshots) and in_setup(game.snapshots[0].state)
        self.at = 0

    @property
    def count(self) -> int:
        """How many positions there are: the set-up (Food Depots), each turn's start, and
        the end."""
        return len(self.starts)

    @property
    def turn(self) -> int:
        """The number of the turn on screen (0: the set-up before turn 1; ``turns`` + 1:
        the end)."""
        return self.at + (0 if self.setup else 1)

    @property
    def turns(self) -> int:
        """How many turns the race had."""
        return self.count - 1 - self.setup

    def go(self, where: int) -> None:
        """Show position ``where`` (clamped to the first and the last)."""
        self.at = max(0, min(self.count - 1, where))

    def step(self, where: str | None) -> None:
        """A replay button: "first", "prev", "next" or "last" (anything else: stay)."""
        moves = {"first": 0, "prev": self.at - 1, "next": self.at + 1, "last": self.count - 1}
        self.go(moves.get(where or "", self.at))

    def table(self) -> PastTable:
        return PastTable(self.game, self.starts[self.at])

    def marks(self, viewer: int | None) -> Marks:
        """The turn before the one on screen, highlighted as the rival's last move is in
        play: where its main action went, the cards it brought into the hand, its log
        lines (nothing on the first turn)."""
        if self.at == 0:
            return Marks()
        start, main = self.starts[self.at - 1], self.main_action(self.at - 1)
        before = PastTable(self.game, start)
        marks = move_marks(before.revealed(viewer), self.table().revealed(viewer),
                           self.game.actions[main], self.game.actors[main])
        if self.setup and self.at == 1:  # both players' set-up: its log lines only
            return Marks(fresh_lines=marks.fresh_lines)
        return marks

    def turn_before(self, viewer: int | None) -> str:
        """What happened in the turn before the one on screen, in plain words (its log
        lines, every card face up; "" on the first turn): what stepping on tells a
        screen reader."""
        if self.at == 0:
            return ""
        before = PastTable(self.game, self.starts[self.at - 1]).revealed(viewer)["log"] or []
        return in_words((self.table().revealed(viewer)["log"] or [])[len(before):], viewer)

    def main_action(self, at: int) -> int:
        """The index of the turn's own move (Take or Play Cards) at position ``at``: its
        first action with no step pending (decisions come from earlier steps); for the
        set-up position, whose choices all are pending steps, its first action."""
        first, end = self.starts[at], self.starts[at + 1]
        return next((i for i in range(first, end)
                     if not self.game.snapshots[i].state.pending), first)


def finished_game(session: Any) -> Game | None:
    """The finished game a session can replay: its own, or (an online guest, which holds
    no game) the one the record from the host replays to; None while the game goes on, or
    without a record that replays."""
    if not session.table.over:
        return None
    game = getattr(session, "game", None)
    if game is None:
        record = session.record()
        try:
            game = Game.from_record(record) if record is not None else None
        except RecordError:
            return None
    return game if game is not None and game.over else None


def _turn_indexes(game: Game) -> list[int]:
    """The action index at which each turn begins (set-up choices, Food Depots' before
    turn 1, are a position of their own), then the number of actions: the end of the game."""
    starts: list[int] = []
    last = None
    for index, snap in enumerate(game.snapshots):
        key = (snap.state.turn_number, in_setup(snap.state))
        if key != last:
            starts.append(index)
            last = key
    starts.append(len(game.actions))
    return starts
