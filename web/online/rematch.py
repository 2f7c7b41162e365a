"""Online, a rematch begins only once both players asked for it: either page's Rematch
asks, the other page says so, and the host's page starts the new race when the second
player agrees (docs/protocol.md, section 2)."""
from __future__ import annotations

from dataclasses import dataclass

from core.i18n import N_, _

WAITING = N_("You asked {name} for a rematch: it begins once they agree.")
OFFERED = N_("{name} would like a rematch: press Rematch to play again.")


@dataclass
class RematchAsk:
    """Who asked for a rematch of the finished game on one page: this player (``mine``)
    and the friend (``theirs``). A new game (the rematch itself) starts a fresh one."""

    mine: bool = False
    theirs: bool = False

    def ask(self) -> bool:
        """This player pressed Rematch: whether both now want it."""
        self.mine = True
        return self.theirs

    def heard(self) -> bool:
        """The friend's page asked: whether both now want it."""
        self.theirs = True
        return self.mine

    def line(self, friend: str) -> str:
        """What the end screen and the status bar say while one player waits ("" when
        nobody asked, or both did and the new race is on its way)."""
        if self.mine == self.theirs:
            return ""
        return _(WAITING if self.mine else OFFERED).format(name=friend)
