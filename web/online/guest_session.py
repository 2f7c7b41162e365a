"""The guest's page as a session: the same interface ``ui.screen`` and the page use for a
local ``ui.session.Session``, over a ``GuestTable`` (no game here, only the host's syncs).
A move is not played here: ``play`` hands it to ``send``, and the host's next sync shows
it. There is no undo, no hand-off and no forced move on this side. A session that is not
``live`` shows the view another tab of this browser kept (``GuestTable.restored``): it has
no connection, sends nothing and offers no move."""
from __future__ import annotations

import zlib
from typing import Any, Callable

from core import Game, Options
from core.game import RecordError
from core.actions import Action
from core.board import EXPLORER_NAMES
from ui.computer import move_seed
from ui.seats import LocalSeat, RemoteSeat, Seat, shown_name

from .guest import GuestTable


class GuestSession:
    """An online game seen from the guest's seat."""

    hot_seat = False
    cover_always = False
    is_guest = True

    def __init__(self, table: GuestTable, send: Callable[[str], bool], live: bool = True) -> None:
        self.table = table
        self.send = send
        self.live = live          # this page's own connection to the host (else a kept view)
        self.waiting = False      # an action was sent and its sync has not come yet
        self.last_mine = False    # the last move on screen was this player's own

    # -- who is who --------------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        return self.table.seat

    @property
    def names(self) -> tuple[str, str]:
        """The names as this screen shows them (a default one in its language)."""
        first, second = self.table.names
        return shown_name(first), shown_name(second)

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """This player here, the friend (the host) on the other device."""
        mine, theirs = LocalSeat(self.names[self.viewer]), RemoteSeat(self.names[1 - self.viewer])
        return (mine, theirs) if self.viewer == 0 else (theirs, mine)

    @property
    def hints(self) -> bool:
        """Whether the Hint button is offered: the host chose it for both players."""
        return self.table.hints

    def humans(self) -> list[int]:
        """The seats played on this device: this player's."""
        return [self.viewer]

    @property
    def options(self) -> Options:
        """The rules of the game, as the host's sync says them (the defaults before it)."""
        try:
            return Options.from_dict((self.table.obs or {}).get("options", {}))
        except ValueError:  # a host's sync the guest cannot read: the defaults
            return Options()

    def search_seed(self, player: int, salt: int = 0) -> int:
        """The seed of a hint's search here: the game's own seed stays with the host, so the
        session id stands in for it (the same position gets the same hint)."""
        return move_seed(zlib.crc32(self.table.session_id.encode()), self.table.moves, player,
                         salt)

    def label(self, player: int) -> str:
        return f"{self.names[player]} ({EXPLORER_NAMES[player]})"

    @property
    def labels(self) -> tuple[str, str]:
        return self.label(0), self.label(1)

    def is_computer(self, player: int | None) -> bool:
        return False

    def is_remote(self, player: int | None) -> bool:
        return player is not None and player != self.viewer

    # -- turns -------------------------------------------------------------------------------
    def handoff_needed(self) -> bool:
        return False

    def hand_over(self) -> bool:
        return False

    def confirm_handoff(self) -> None:
        """Nothing to hand over: each player has a device."""

    def human_to_move(self) -> int | None:
        """This player, when it is their turn and the host's last sync says what they may do."""
        if not self.live or self.waiting or self.table.paused or \
                self.table.to_move() != self.viewer:
            return None
        return self.viewer if self.table.legal else None

    def last_move_was_mine(self) -> bool:
        return self.last_mine

    def play(self, action: Action) -> None:
        """Ask the host to play ``action`` (the host checks it; its sync answers)."""
        if self.live and self.send(self.table.action_message(action)):
            self.waiting = True

    def synced(self) -> None:
        """A sync arrived: the move sent (if any) is now on the table."""
        self.last_mine, self.waiting = self.waiting, False

    def forced_turns(self, player: int) -> frozenset[int]:
        """None known: the host plays the guest's forced moves and sends positions only."""
        return frozenset()

    def play_forced(self) -> list[Action]:
        return []

    # -- undo and the record ----------------------------------------------------------------
    def undoer(self) -> int | None:
        return None

    def undo_steps(self, player: int | None) -> int:
        return 0

    def undo_refusal(self, player: int | None) -> str:
        return ""

    def record(self) -> dict[str, Any] | None:
        """The game's record (options, seed, actions): the host sends it once it is over."""
        return self.table.record

    def ended_on_its_only_move(self) -> bool:
        """Whether the game's last action was the only legal one where it was played (a
        frozen race whose player had nothing else), read from the host's record once it
        came with the result (no position is kept here before it); False until then."""
        record = self.table.record
        if not self.table.over or not isinstance(record, dict) or \
                not isinstance(record.get("actions"), list) or not record["actions"]:
            return False
        try:
            before = Game.from_record({**record, "actions": record["actions"][:-1],
                                       "outcome": None})
        except RecordError:
            return False
        return len(before.legal_actions()) == 1


def kept_view(table: GuestTable) -> GuestSession:
    """The view another tab of this browser kept, shown here read-only (never sends)."""
    return GuestSession(table, lambda text: False, live=False)
