"""Who plays each explorer, behind one interface: a person at this device
(``LocalSeat``), the computer (``ComputerSeat``) or a friend on another device, whose
moves come over the network (``RemoteSeat``, online play). A seat says whether this device may show that player's cards, whether the page waits
for input from it here, and how it is saved (``to_dict``; the save format of
``ui.session``)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from core.i18n import N_, _, translations

from .computer import COMPUTER_NAMES, PAGE_SLICE_MS, computer_levels, computer_name, make_computer

HUMAN, COMPUTER, REMOTE = "human", "computer", "remote"
NAME_LIMIT = 24


class SaveError(ValueError):
    """A saved game that cannot be restored."""


class Seat(Protocol):
    """One explorer's player, as the page treats it."""

    name: str
    kind: str  # the saved kind: "human", "computer" or "remote"

    @property
    def shows_cards(self) -> bool:
        """Whether this device may show this player's hand."""

    @property
    def takes_clicks(self) -> bool:
        """Whether the page waits for this player's input from this device."""

    def to_dict(self) -> dict[str, str]:
        """The saved form: ``{"name", "kind", "level"}``."""


@dataclass(frozen=True)
class LocalSeat:
    """A person at this device: the page shows their cards and waits for their clicks."""

    name: str
    kind = HUMAN
    shows_cards = True
    takes_clicks = True

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": HUMAN, "level": ""}


@dataclass(frozen=True)
class ComputerSeat:
    """The computer at some level: it searches in slices on the page's thread
    (``ui.computer``); its cards stay hidden. It goes by its level's name in the page's
    language of the moment ("Easy computer", "Ordinateur facile"), never a saved one."""

    level: str
    kind = COMPUTER
    shows_cards = False
    takes_clicks = False

    def __post_init__(self) -> None:
        if self.level not in computer_levels():
            raise ValueError(f"unknown computer level {self.level!r}")

    @property
    def name(self) -> str:
        return computer_name(self.level)

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": COMPUTER, "level": self.level}

    def agent(self, seed: int, slice_ms: float = PAGE_SLICE_MS) -> Any:
        """The computer player for one position, seeded by the caller."""
        return make_computer(self.level, seed, slice_ms)


@dataclass(frozen=True)
class RemoteSeat:
    """A friend playing from another device (online play): this page never shows their
    cards and never waits for clicks for them; their moves arrive as messages
    (``online.host.Host``)."""

    name: str
    kind = REMOTE
    shows_cards = False
    takes_clicks = False

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": REMOTE, "level": ""}


def seat_from_dict(data: Any) -> LocalSeat | ComputerSeat | RemoteSeat:
    """A saved seat; SaveError says why it cannot be restored."""
    if not isinstance(data, dict):
        raise SaveError(_("a player in it is not described"))
    name, kind, level = data.get("name"), data.get("kind", HUMAN), data.get("level", "")
    if not isinstance(name, str) or not isinstance(level, str) or kind not in (
            HUMAN, COMPUTER, REMOTE):
        raise SaveError(_("a player in it lacks a name, a kind or a level"))
    if kind == HUMAN:
        return LocalSeat(clean_name(name, "Player"))
    if kind == REMOTE:
        return RemoteSeat(clean_name(name, "Friend"))
    try:
        return ComputerSeat(level)  # (the saved name is the level's, in some language)
    except ValueError:
        raise SaveError(_("it names a computer level this page does not have ({level})").format(
            level=level[:40])) from None


#: The names a player who types none gets. Kept in English (in saves, records and online
#: messages) and shown in the language of the screen that shows them.
DEFAULT_NAMES = (N_("Player 1"), N_("Player 2"))


#: Names kept in English and shown translated: the defaults, and a computer's name as a
#: game record keeps it (``record_name``).
TRANSLATED_NAMES = DEFAULT_NAMES + tuple(COMPUTER_NAMES.values())


def shown_name(name: str) -> str:
    """A player's name as this screen shows it: a default one, or a computer's from a game
    record, in this screen's language."""
    return _(name) if name in TRANSLATED_NAMES else name


def record_name(seat: "Seat") -> str:
    """A seat's name as a game record keeps it: a computer's in English ("Hard computer"),
    so that a record opened in another language names it in that language."""
    if isinstance(seat, ComputerSeat) and seat.level in COMPUTER_NAMES:
        return COMPUTER_NAMES[seat.level]
    return seat.name


def kept_name(name: str) -> str:
    """A name as typed, kept: a default one in any language ("Joueur 1") is kept as the
    default ("Player 1"), shown in whatever language reads it later (a dialog filled in
    French, then the language switched, still starts with the default)."""
    return next((default for default in DEFAULT_NAMES if name in translations(default)), name)


def clean_name(text: str, default: str) -> str:
    """A player name as typed, trimmed to a sensible length (never empty)."""
    text = " ".join(str(text).split())[:NAME_LIMIT]
    return text or default
