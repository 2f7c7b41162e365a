"""The guest's side of an online game: no game at all, only the host's last ``sync``
(the guest's observation, its legal actions and the state they belong to), behind the
same ``ui.table.Table`` interface the page draws local games through."""
from __future__ import annotations

from typing import Any

from core.actions import Action, NotationError
from core.outcome import Outcome

from .protocol import FORCED_TOLD, ProtocolError, build, parse

#: The version of ``GuestTable.to_save``'s layout.
VIEW_VERSION = 1


class GuestTable:
    """What the guest's page knows of the game: the host's syncs, put together."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.session_id = ""
        self.names: tuple[str, str] = ("", "")
        self.state = -1
        self.moves = 0
        self.obs: dict[str, Any] | None = None
        self.legal: list[Action] = []
        self.log: list = []
        self.turns: list[tuple[int, int, int]] = []  # where each turn begins in the log
        self.forced: list[Action] = []  # this seat's moves the host played for it, lately
        self.record: dict | None = None
        self.paused = False
        self.hints = True  # the Hint button is offered (the host's welcome says)

    def receive(self, text: Any) -> str:
        """Take in one message from the host; its type ("" when it was not usable)."""
        try:
            message = parse(text)
        except ProtocolError:
            return ""
        kind = message["type"]
        if kind == "welcome":
            return kind if self._welcome(message) else ""
        if kind == "sync":
            self._sync(message)
        elif kind == "result":
            self.record = message["record"]
        return kind

    def _welcome(self, message: dict) -> bool:
        """A (new) connection: which game and seat; a new session forgets the old game."""
        names, seat = message["names"], message["seat"]
        if seat not in (0, 1) or len(names) != 2 or not all(
                isinstance(n, str) and 0 < len(n) <= 40 for n in names):
            return False
        if message["session"] != self.session_id or seat != self.seat:
            self.__init__(seat)
        self.session_id, self.names = message["session"], (names[0], names[1])
        self.hints = hints_on(message)
        return True

    def _sync(self, message: dict) -> None:
        since = message["since"]
        if since > len(self.log):
            return  # a slice is missing: wait for the next full sync
        if message["more"]:  # a slice of a long log: the position comes with the last one
            self._take_log(since, message)
            return
        try:
            legal = [Action.parse(text) for text in message["legal"]]
        except (NotationError, TypeError):
            return  # a malformed sync changes nothing
        self._take_log(since, message)
        obs = dict(message["observation"])
        obs["log"] = list(self.log)
        self.obs, self.state, self.paused = obs, message["state"], message["paused"]
        self.moves, self.legal = message["moves"], legal
        self.forced = _forced(message.get("forced"))

    def _take_log(self, since: int, message: dict) -> None:
        """The log's events from ``since`` on, and where the turns among them begin
        (``turns``, optional: without it, or malformed, the log has no turn headings)."""
        self.log[since:] = message["events"]
        turns = message.get("turns")
        if not (isinstance(turns, list) and all(
                isinstance(t, list) and len(t) == 3
                and all(type(n) is int for n in t) and since <= t[2] <= len(self.log)
                for t in turns)):
            turns = []
        self.turns = [t for t in self.turns if t[2] < since] + [tuple(t) for t in turns]

    def action_message(self, action: Action) -> str:
        """The message that asks the host to play ``action`` in the current state."""
        return build("action", notation=str(action), state=self.state)

    # -- the view kept for this browser's other tabs ---------------------------------------
    def to_save(self) -> dict[str, Any]:
        """What this page shows, for another tab of this browser to follow (``restored``):
        the guest's own view only (the host's syncs), never anything to move with."""
        obs = None if self.obs is None else {k: v for k, v in self.obs.items() if k != "log"}
        return {"v": VIEW_VERSION, "seat": self.seat, "session": self.session_id,
                "names": list(self.names), "state": self.state, "moves": self.moves,
                "observation": obs, "log": self.log, "turns": [list(t) for t in self.turns],
                "record": self.record, "paused": self.paused, "hints": self.hints}

    @classmethod
    def restored(cls, data: Any) -> "GuestTable":
        """The table ``to_save`` kept, with nothing to play (a following tab only shows it);
        ValueError when ``data`` is not such a view."""
        if not isinstance(data, dict) or data.get("v") != VIEW_VERSION:
            raise ValueError("not a guest's view")
        seat, names, obs, log = data.get("seat"), data.get("names"), data.get("observation"), \
            data.get("log")
        turns, moves = data.get("turns"), data.get("moves")
        if seat not in (0, 1) or not isinstance(obs, dict) or not isinstance(log, list) or \
                not (isinstance(names, list) and len(names) == 2
                     and all(isinstance(n, str) for n in names)) or \
                type(moves) is not int or not isinstance(turns, list) or not all(
                    isinstance(t, list) and len(t) == 3 and all(type(n) is int for n in t)
                    for t in turns):
            raise ValueError("a guest's view of another shape")
        table = cls(seat)
        table.session_id = str(data.get("session") or "")
        table.names, table.moves, table.log = (names[0], names[1]), moves, list(log)
        table.state = data.get("state") if type(data.get("state")) is int else -1
        table.obs = {**obs, "log": list(log)}
        table.turns = [tuple(t) for t in turns]
        table.record = data.get("record") if isinstance(data.get("record"), dict) else None
        table.paused = bool(data.get("paused"))
        table.hints = hints_on(data)
        return table

    # -- the Table interface -------------------------------------------------------------------
    def observation(self, viewer: int | None) -> dict[str, Any]:
        return self.obs or {}

    def revealed(self, viewer: int | None) -> dict[str, Any]:
        return self.obs or {}

    def legal_actions(self) -> list[Action]:
        return list(self.legal)

    def to_move(self) -> int | None:
        return None if self.obs is None else self.obs.get("to_move")

    def shows_secrets(self, player: int) -> bool:
        return False

    def turn_starts(self) -> list[tuple[int, int, int]]:
        return list(self.turns)

    @property
    def over(self) -> bool:
        return bool(self.obs and self.obs.get("outcome"))

    @property
    def outcome(self) -> str:
        return str(self.obs.get("outcome") or "") if self.obs else ""

    @property
    def moves_played(self) -> int:
        return self.moves

    def winner(self) -> int | None:
        return Outcome.from_word(self.outcome).winner if self.outcome else None


def hints_on(data: dict) -> bool:
    """Whether a welcome (or a kept view) offers hints: only ``false`` turns them off (a
    host's page from before hints could be turned off sends none)."""
    return data.get("hints") is not False


def _forced(texts: Any) -> list[Action]:
    """A sync's ``forced`` (optional: the guest's moves the host played for it since the
    last position, in notation); missing or malformed, none."""
    if not isinstance(texts, list) or len(texts) > FORCED_TOLD:
        return []
    try:
        return [Action.parse(text) for text in texts]
    except (NotationError, TypeError):
        return []
