"""How a game ended: a typed value whose text is the stable word records and saves use."""
from __future__ import annotations

from enum import StrEnum


class Outcome(StrEnum):
    """The end of a game: a winner, a frozen race (nobody wins) or a draw (1912)."""

    AMUNDSEN = "amundsen"
    SCOTT = "scott"
    FROZEN = "frozen"   # the deck ran out twice and a player declared the freeze
    DRAW = "draw"       # 1912: the rebuilt deck ran out before anyone reached a ship

    @classmethod
    def win(cls, player: int) -> "Outcome":
        """The outcome in which ``player`` (0 Amundsen, 1 Scott) wins."""
        return (cls.AMUNDSEN, cls.SCOTT)[player]

    @classmethod
    def from_word(cls, word: object) -> "Outcome | None":
        """The outcome a record or save names ("" or None: not over); ValueError otherwise."""
        if word in ("", None):
            return None
        try:
            return cls(word)
        except ValueError:
            raise ValueError(f"unknown outcome {word!r}") from None

    @property
    def winner(self) -> int | None:
        """The winning player, or None when nobody won."""
        return {"amundsen": 0, "scott": 1}.get(self.value)

    def value_for(self, player: int, nobody: float = 0.5) -> float:
        """1 for ``player``'s win, 0 for a loss, ``nobody`` when nobody won."""
        winner = self.winner
        return nobody if winner is None else float(winner == player)
