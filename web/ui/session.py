"""A game at the table: the engine's ``Game`` plus who sits in each seat, whose eyes the
page shows (hot-seat hand-offs, or the human's against the computer), forced moves, undo
and the saved form of all of it (seats and computer levels included)."""
from __future__ import annotations

import json
import re
import secrets
from typing import Any

from core import Game, Options, RecordError
from core.game import new_seed
from core.engine import legal_actions
from core.actions import Action, NotationError
from core.board import EXPLORER_NAMES
from core.observation import secret_choice
from core.i18n import _, number

from . import json_text, texts
from .computer import PAGE_SLICE_MS, move_seed
from .seats import (REMOTE, ComputerSeat, LocalSeat, SaveError, Seat, clean_name,
                    kept_name, record_name, seat_from_dict, shown_name)
from .table import LocalTable

SAVE_FORMAT = "1911-amundsen-vs-scott/page-save"
SAVE_VERSION = 1
#: Longest chain of forced moves played in one go (a safety net against endless passing).
FORCED_CHAIN_LIMIT = 200


class Session:
    """A game, its seats and the page's view of it."""

    def __init__(self, game: Game, seats: tuple[Seat, Seat], forced: list[bool] | None = None,
                 viewer: int | None = None) -> None:
        self.game = game
        self.table = LocalTable(game)
        self.seats = seats
        self.forced = list(forced) if forced is not None else [False] * len(game.actions)
        self.viewer = viewer
        #: Hot-seat: the number of moves played when a player last took the device
        #: (confirmed the cover). The moves before it are final: no Undo reaches below it.
        self.taken_at = 0
        #: Hot-seat: cover the screen before every turn, not only when it hides a secret.
        self.cover_always = False
        #: Online (this page hosts): {"session": id, "secret": the guest's, "" until claimed}.
        self.online: dict[str, str] | None = None
        #: The Hint button is offered (to every human of the game; online, to both pages).
        self.hints = True
        #: Opened from a pasted game record, not set up by the player: the new-game dialog
        #: does not take its seats and rules as the player's choice.
        self.from_record = False

    @classmethod
    def new(cls, options: Options, seats: tuple[Seat, Seat], seed: int | None = None) -> "Session":
        """A new game for these seats."""
        session = cls(Game(options, seed), seats)
        humans = session.humans()
        if len(humans) == 1:
            session.viewer = humans[0]
        return session

    # -- seats and views ------------------------------------------------------------------
    def humans(self) -> list[int]:
        """The players at this device (their cards may be shown, their clicks awaited)."""
        return [p for p in (0, 1) if self.seats[p].takes_clicks]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans()) == 2

    def alone_at_screen(self) -> int | None:
        """The one human player at this device (against the computer, online), else None."""
        humans = self.humans()
        return humans[0] if len(humans) == 1 else None

    def label(self, player: int) -> str:
        """'Alice (Amundsen)'."""
        return f"{self.names[player]} ({EXPLORER_NAMES[player]})"

    @property
    def labels(self) -> tuple[str, str]:
        return self.label(0), self.label(1)

    @property
    def names(self) -> tuple[str, str]:
        """The players' names as this screen shows them."""
        return shown_name(self.seats[0].name), shown_name(self.seats[1].name)

    @property
    def kept_names(self) -> tuple[str, str]:
        """The names as kept (a default one in English: ``ui.seats.DEFAULT_NAMES``)."""
        return self.seats[0].name, self.seats[1].name

    @property
    def options(self) -> Options:
        return self.game.options

    def is_computer(self, player: int | None) -> bool:
        return player is not None and isinstance(self.seats[player], ComputerSeat)

    def is_remote(self, player: int | None) -> bool:
        """Whether ``player`` plays from another device (online play)."""
        return player is not None and self.seats[player].kind == REMOTE

    def remote_seat(self) -> int | None:
        """The seat of the friend on another device, if this is an online game."""
        return next((p for p in (0, 1) if self.is_remote(p)), None)

    def last_move_was_mine(self) -> bool:
        """Whether the last move was made at this device (no "your turn" news after it)."""
        actors = self.game.actors
        return bool(actors) and self.seats[actors[-1]].takes_clicks

    def record(self) -> dict[str, Any]:
        """The game record with the players' names (``players``, which the rules engine
        ignores and ``session_from_record`` reads back)."""
        return dict(self.game.record(), players=[record_name(seat) for seat in self.seats])

    def rematch(self) -> "Session":
        """A new game with the same rules; online, the two players swap explorers."""
        seats = self.seats if self.remote_seat() is None else (self.seats[1], self.seats[0])
        session = Session.new(self.game.options, seats, new_seed(128) if self.online else None)
        if self.online is not None:
            session.online = {"session": new_session_id(), "secret": self.online["secret"]}
        session.hints = self.hints
        return session

    def handoff_needed(self) -> bool:
        """Hot-seat: the player to move is not the one whose cards the page shows (call
        ``hand_over`` first, so this holds only when the cover protects something)."""
        mover = self.game.to_move()
        return self.hot_seat and mover is not None and mover != self.viewer

    def hand_over(self) -> bool:
        """Hot-seat, after a move: show the next player's view at once when it holds
        nothing the other player may not see (and covers are not asked for always).
        True when the screen changed hands this way."""
        mover = self.game.to_move()
        if not self.handoff_needed() or self.cover_always or self.table.shows_secrets(mover):
            return False
        self.viewer = mover
        return True

    def cover_after_reload(self) -> None:
        """Hot-seat, the page just loaded with the mover's view on screen: nobody knows who
        sits at the screen now, so the mover's cards wait behind the cover when they hold
        anything the rival may not see (or covers are asked for always)."""
        mover = self.game.to_move()
        if self.hot_seat and mover == self.viewer and mover is not None and (
                self.cover_always or self.table.shows_secrets(mover)):
            self.viewer = None  # (a cover already due keeps its viewer: it tells the turn)

    def confirm_handoff(self) -> None:
        """The player to move has the device: show the game through their eyes."""
        if self.handoff_needed():
            self.viewer = self.game.to_move()
            self.taken_at = len(self.game.actions)

    def human_to_move(self) -> int | None:
        """The player to move when it is a human whose view is on screen, else None."""
        mover = self.game.to_move()
        if mover is None or not self.seats[mover].takes_clicks or mover != self.viewer:
            return None
        return mover

    # -- playing -------------------------------------------------------------------------
    def play(self, action: Action, forced: bool = False) -> None:
        """Play a legal action (IllegalAction changes nothing)."""
        self.game.push(action)
        self.forced.append(forced)

    def play_forced(self) -> list[Action]:
        """Play every move a human has no choice about (exactly one legal action), but a
        freeze: the move that ends the race is the player's to make, even when it is the
        only one (played for them, it ended the game out of the blue: two playtests)."""
        played: list[Action] = []
        while len(played) < FORCED_CHAIN_LIMIT and not self.game.over:
            mover = self.game.to_move()
            legal = self.game.legal_actions()
            if self.is_computer(mover) or len(legal) != 1 or legal[0].verb == "freeze":
                break
            self.play(legal[0], forced=True)
            played.append(legal[0])
        return played

    def forced_by(self, forced: list[Action]) -> list[tuple[int, Action, bool]]:
        """The ``forced`` moves just played (``play_forced``'s list), with their players
        and whether each answered a choice only its player may see (``secret_choice``:
        then only that player is told it was forced)."""
        start = len(self.game.actions) - len(forced)
        return [self._forced_told(i) for i in range(start, len(self.game.actions))]

    def _forced_told(self, index: int) -> tuple[int, Action, bool]:
        """The action at ``index`` as the forced moves' notices take it: its player, the
        action, and whether it answered a choice only its player may see."""
        game = self.game
        return (game.actors[index], game.actions[index], index < len(game.snapshots)
                and secret_choice(game.snapshots[index].state, game.actors[index]))

    def forced_while_away(self, player: int) -> list[tuple[int, Action, bool]]:
        """``player``'s moves the page played for them since their own last choice while
        the other player held the shared device (right after the other's choice), as
        ``forced_by`` gives them: the cover that hands the device back tells them."""
        game, start = self.game, len(self.game.actions)
        while start > 0 and (game.actors[start - 1] != player or self.forced[start - 1]):
            start -= 1
        away, played = False, []
        for i in range(start, len(game.actions)):
            if not self.forced[i]:
                away = game.actors[i] != player  # (whose choice the device followed)
            elif away and game.actors[i] == player:
                played.append(self._forced_told(i))
        return played

    def ended_on_its_only_move(self) -> bool:
        """Whether the game's last action was the only legal one where it was played (a
        frozen race whose player, the computer's or a human's, had nothing else), or one
        the page played as such; False where the game keeps no positions."""
        game = self.game
        if self.forced and self.forced[-1]:
            return True
        if not game.actions or len(game.snapshots) != len(game.actions):
            return False
        return len(legal_actions(game.snapshots[-1].state)) == 1

    def forced_turns(self, player: int) -> frozenset[int]:
        """The turns of ``player`` the page played whole for them (one choice each time),
        by turn number (none where the game keeps no positions)."""
        game, chosen, played = self.game, set(), set()
        for index, snapshot in enumerate(game.snapshots):
            if game.actors[index] == player:
                number = snapshot.state.turn_number
                played.add(number)
                if not self.forced[index]:
                    chosen.add(number)
        return frozenset(played - chosen)

    def agent(self, player: int, slice_ms: float = PAGE_SLICE_MS) -> Any:
        """The computer player of this seat for the current position: seeded from the
        game's seed and the number of actions played, so the same position (after a
        reload, say) gets the same search."""
        return self.seats[player].agent(self.search_seed(player), slice_ms)

    def search_seed(self, player: int, salt: int = 0) -> int:
        """The seed of a search for ``player`` in this position (a computer's move, or a
        hint with ``salt`` 1)."""
        return move_seed(self.game.seed, len(self.game.actions), player, salt)

    # -- undo ------------------------------------------------------------------------------
    def undoer(self) -> int | None:
        """Whose move Undo takes back: against the computer, the human's; in hot-seat,
        the last player who made a choice (the device is shared)."""
        if self.remote_seat() is not None:
            return None  # online: a move is final (the friend has seen it)
        if not self.hot_seat:
            return self.viewer
        chosen = [actor for actor, forced in zip(self.game.actors, self.forced) if not forced]
        if not chosen or len(self.game.actions) - self._undo_span(chosen[-1]) < self.taken_at:
            return None  # the rival took the device after that move: their Undo was the cover's
        return chosen[-1]

    def _undo_span(self, player: int | None) -> int:
        """How many actions ``player``'s last choice and the forced moves after it span
        (0 when the last choice is not theirs or the game is over)."""
        if player is None or self.game.over:
            return 0
        actors, index, steps = self.game.actors, len(self.game.actions) - 1, 0
        while index >= 0 and self.forced[index]:
            if actors[index] != player:
                return 0
            index, steps = index - 1, steps + 1
        if index < 0 or actors[index] != player:
            return 0
        return steps + 1

    def undo_steps(self, player: int | None) -> int:
        """How many actions an undo by ``player`` takes back: their last choice plus the
        forced moves that followed it; 0 when it is not theirs or revealed a hidden card."""
        steps = self._undo_span(player)
        probe = self.game.clone()
        for _ in range(steps):
            if not probe.can_undo():
                return 0
            probe.undo()
        return steps

    def undo_revealed(self, player: int | None) -> bool:
        """Whether ``player``'s last choice cannot be taken back because it showed a card
        that was hidden (the page says so instead of offering Undo)."""
        return self._undo_span(player) > 0 and self.undo_steps(player) == 0

    def undo_answered(self, player: int | None) -> bool:
        """Whether the computer has answered ``player``'s last choice, which can then no
        longer be taken back (its reply may have shown cards: a draw, a discard); the page
        says so instead of hiding Undo (a playtest: Undo showed only while it thought)."""
        actors, forced = self.game.actors, self.forced
        last = len(actors) - 1
        if player is None or self.game.over or last < 0 or not self.is_computer(actors[last]):
            return False
        return any(actors[i] == player and not forced[i]
                   for i in range(self.taken_at, last))

    def undo_refusal(self, player: int | None) -> str:
        """Why ``player``'s last choice cannot be taken back (a message to translate), or
        "" (Undo offered, or nothing to take back)."""
        if self.undo_revealed(player):
            return texts.UNDO_REVEALED
        return texts.UNDO_ANSWERED if self.undo_answered(player) else ""

    def undo(self, player: int | None) -> list[Action]:
        """Take back ``player``'s last choice (see ``undo_steps``); the actions undone.
        In hot-seat the screen then goes to that player (behind a cover if need be)."""
        steps = self.undo_steps(player)
        undone = [self.game.undo() for _ in range(steps)]
        del self.forced[len(self.game.actions):]
        if undone and self.hot_seat and self.viewer != player:
            self.hand_over()
        return undone

    # -- saving ------------------------------------------------------------------------------
    def setup(self) -> str:
        """The players and rules of this game as text, which ``from_setup`` reads back:
        what the new-game dialog offers again (no moves, no seed)."""
        return json.dumps({"options": self.options.to_dict(), "hints": self.hints,
                           "seats": [s.to_dict() for s in self.seats]})

    @classmethod
    def from_setup(cls, text: Any) -> "Session | None":
        """A game not begun with the players and rules ``setup`` wrote; None for anything
        else (nothing kept, or a text of another shape)."""
        try:
            data = json_text.loads(str(text))
            seats = [seat_from_dict(seat) for seat in data["seats"]]
            session = cls.new(Options.from_dict(data["options"]), (seats[0], seats[1]), 0)
        except Exception:  # noqa: BLE001 - a kept text of any shape: nothing to offer
            return None
        session.hints = data.get("hints") is not False
        return session

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT, "version": SAVE_VERSION, "record": self.game.record(),
            "seats": [s.to_dict() for s in self.seats],
            "forced": [bool(f) for f in self.forced], "viewer": self.viewer,
            "taken_at": self.taken_at,
            "online": self.online, "hints": self.hints,
            **({"from_record": True} if self.from_record else {}),
        }

    @classmethod
    def from_save(cls, data: Any) -> "Session":
        """Restore a saved session; SaveError says why it cannot be."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(_("this is not a saved game of this page"))
        if data.get("version") != SAVE_VERSION:
            raise SaveError(_("it was saved by another version of the page ({version})").format(
                version=json.dumps(data.get("version"))[:40]))
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) != 2:
            raise SaveError(_("it does not hold two players"))
        try:
            game = Game.from_record(data.get("record"))
        except RecordError as exc:
            raise SaveError(_("its moves do not replay ({reason})").format(reason=exc)) from None
        forced = data.get("forced", [])
        if not isinstance(forced, list) or len(forced) != len(game.actions) or not all(
                isinstance(f, bool) for f in forced):
            raise SaveError(_("its list of automatic moves does not match its moves"))
        viewer = data.get("viewer")
        if viewer is not None and (isinstance(viewer, bool) or viewer not in (0, 1)):
            raise SaveError(_("it names a player at the screen who does not exist"))
        taken_at = data.get("taken_at", 0)
        if isinstance(taken_at, bool) or not isinstance(taken_at, int) or not (
                0 <= taken_at <= len(game.actions)):
            raise SaveError(_("it names no move of its own as the last hand-over of the device"))
        hints = data.get("hints", True)  # (saves before hints could be turned off: on)
        if not isinstance(hints, bool):
            raise SaveError(_("it says neither yes nor no to hints"))
        session = cls(game, (seat_from_dict(seats[0]), seat_from_dict(seats[1])), forced, viewer)
        from_record = data.get("from_record", False)
        if not isinstance(from_record, bool):
            raise SaveError(_("it says neither yes nor no to being opened from a record"))
        session.taken_at, session.hints, session.from_record = taken_at, hints, from_record
        session.online = _online_from_save(data.get("online"), session.remote_seat())
        humans = session.humans()
        if len(humans) == 1:
            session.viewer = humans[0]
        return session


def session_from_record(text: str, names: tuple[str, str]) -> Session:
    """A hot-seat session from a game record pasted as text (``Copy game record`` at the
    end of a game): finished, to replay; unfinished, to play on from where it stopped.
    A byte-order mark and a Markdown code fence round it (a record sent in a chat) are
    read through. SaveError says what is wrong with the text; nothing else changes."""
    check_length(len(text))
    text = unwrapped(text)
    if not text:
        raise SaveError(_("nothing was pasted (paste a game record in the box first)"))
    try:
        record = json_text.loads(text)
    except json_text.TooDeep:
        raise SaveError(_("its brackets nest far deeper than any game record's")) from None
    except ValueError:
        raise SaveError(_("this text is not JSON (copy the whole record, from its first "
                          "character to its last)")) from None
    try:
        game = Game.from_record(record)
    except RecordError as exc:
        if exc.index is not None and "options" not in record and _reads(
                record["actions"], exc.index):
            raise SaveError(_("{reason} (the record names no rule options, so it was read "
                              "as a base game)").format(reason=exc)) from None
        raise SaveError(str(exc)) from None
    names = _record_names(record.get("players"), names)
    session = Session(game, (LocalSeat(names[0]), LocalSeat(names[1])))
    session.from_record = True
    return session


def _record_names(players: Any, names: tuple[str, str]) -> tuple[str, str]:
    """The names a game record gives its players (``players``), else ``names`` (the
    new-game dialog's: a record written before records kept names has none)."""
    if players is None:
        return names
    if not isinstance(players, list) or len(players) != 2 or not all(
            isinstance(name, str) for name in players):
        raise SaveError(_("its player names must be two pieces of text"))
    return (kept_name(clean_name(players[0], names[0])),
            kept_name(clean_name(players[1], names[1])))


def record_file_name(names: tuple[str, str], day: str) -> str:
    """The name a game record downloads under: "1911-Ada-vs-Bea-2026-12-07.json" (``day``
    as year-month-day), the names' letters and digits only (a file system may refuse the
    others); "1911-game-record-<day>.json" when a name leaves none."""
    parts = ["-".join(re.findall(r"\w+", name)) for name in names]
    middle = "-vs-".join(parts) if all(parts) else "game-record"
    return f"1911-{middle}-{day}.json"


#: The longest pasted text read as a game record: a whole game's record has 1–2 thousand
#: characters (the longest of 1,280 random games in every mode: 1,388).
MAX_RECORD_CHARS = 100_000

def check_length(length: int) -> None:
    """Refuse a pasted text of ``length`` characters far longer than any game record (it
    is checked before the text is read: megabytes of JSON kept the page busy)."""
    if length > MAX_RECORD_CHARS:
        raise SaveError(_("this text is far longer than a game record ({length} characters; "
                          "a whole game's record has about two thousand)").format(
                              length=number(length)))


#: A Markdown code fence round the whole text: ```, an optional language, the text, ```.
_FENCE = re.compile(r"```[\w-]*[ \t]*\n(.*?)\n?[ \t]*```", re.S)


def unwrapped(text: str) -> str:
    """Pasted text without the blanks, byte-order marks or code fence round it."""
    text = text.strip().lstrip("\ufeff").strip()
    fence = _FENCE.fullmatch(text)
    return fence.group(1).strip().lstrip("\ufeff").strip() if fence else text


def _reads(actions: list, index: int) -> bool:
    """Whether the record's move at ``index`` is written in the notation (then it failed
    as a move the game did not allow)."""
    try:
        Action.parse(actions[index])
    except NotationError:
        return False
    return True


def new_session_id() -> str:
    """An online game's id: 128 random bits from the OS, as 32 hex digits."""
    return secrets.token_hex(16)


def _online_from_save(data: Any, remote: int | None) -> dict[str, str] | None:
    """The saved online part of a session; SaveError when it does not fit the seats."""
    if data is None:
        return None if remote is None else {"session": new_session_id(), "secret": ""}
    if remote is None or not isinstance(data, dict) or not all(
            isinstance(data.get(k), str) for k in ("session", "secret")):
        raise SaveError(_("its online game does not match its players"))
    return {"session": data["session"], "secret": data["secret"]}
