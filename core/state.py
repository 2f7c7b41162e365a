"""The game state: plain data, cloneable and serialisable.

Cards are integer ids (``core.cards``). Conventions:
- ``deck[-1]`` is the top card; ``row[0]`` is the rightmost row card (the next one taken);
  ``discard[-1]`` is the top of the discard pile.
- ``hands[p]`` is player p's hand; ``secret[p]`` holds the cards of that hand the opponent
  has not seen; ``private[p]`` the cards of that hand both players know but that were never
  shown to all (stolen by Drop Supplies, passed by Windy): a spectator does not see them.
- ``pos[p]`` is the route position (0 ship, 1..15, 16 Pole); ``lost[p]`` is 0 on the
  route, else the lost space 1..5 the explorer stands on.
- ``pending`` is a queue of ``Step(kind, player, info)`` still to resolve before the turn
  passes. Steps that need a choice make ``player`` act next.
- ``deck_from`` holds, once a deck was formed in view of both players (the discard pile
  shuffled into a new deck, or the way back's deck rebuilt from such a deck), the cards it
  was formed from, sorted: the deck (and ``out``) hold only cards among these. None while
  the deck's make-up is unknown (the first deck). Public: every player may know it.
- ``log`` is a list of events ``(kind, player, cards, info)`` or None to skip logging
  (the AI does, for speed).
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, NamedTuple

from .options import Options
from .outcome import Outcome
from .rules import hand_limit, way_back_begun


class Step(NamedTuple):
    """One step queued in ``State.pending``: its kind, the player it concerns (who chooses,
    for a decision) and its data (a card, a space, the effects on offer...)."""

    kind: str
    player: int
    info: Any = None


@dataclass(slots=True, eq=False)
class State:
    options: Options
    deck: list[int] = field(default_factory=list)
    row: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=lambda: [[], []])
    secret: list[set[int]] = field(default_factory=lambda: [set(), set()])
    private: list[set[int]] = field(default_factory=lambda: [set(), set()])
    pos: list[int] = field(default_factory=lambda: [0, 0])
    lost: list[int] = field(default_factory=lambda: [0, 0])
    loss_on: int = -1                 # the player with Equipment Loss in front, or -1
    turn: int = 0                     # whose turn it is (0 Amundsen, 1 Scott)
    turn_number: int = 1
    pending: list[Step] = field(default_factory=list)
    exhaustions: int = 0
    reshuffle_pending: bool = False   # first exhaustion met an empty discard pile
    patron: list[str] = field(default_factory=lambda: ["", ""])
    patron_wild: list[bool] = field(default_factory=lambda: [False, False])
    officer: list[int] = field(default_factory=lambda: [0, 0])  # animals still to remove
    crossed: list[int] = field(default_factory=list)            # parallels crossed so far
    outcome: Outcome | None = None    # None while the game goes on
    # Food Depots: per player, a list of [space, card] (card -1 once collected).
    depots: list[list[list[int]]] = field(default_factory=lambda: [[], []])
    # Weather: the face-down weather deck (card numbers 1..5, top last) and what was drawn.
    weather_deck: list[int] = field(default_factory=list)
    weather_drawn: list[list[Any]] = field(default_factory=list)
    # 1912 The Way Back: return-track position per player (-1 not started, 0 Pole,
    # 1..10 spaces, 11 ship) and the cards set aside out of the game, unseen.
    way: list[int] = field(default_factory=lambda: [-1, -1])
    out: list[int] = field(default_factory=list)
    deck_from: tuple[int, ...] | None = None
    log: list[tuple] | None = field(default_factory=list)

    # -- derived facts -------------------------------------------------------------
    @property
    def over(self) -> bool:
        return bool(self.outcome)

    def hand_limit(self, player: int) -> int:
        return hand_limit(self.loss_on, player)

    def way_back_begun(self) -> bool:
        """Whether the way back (1912) has begun: an explorer reached the Pole and the
        game went on."""
        return way_back_begun(self.way)

    def to_move(self) -> int | None:
        """The player who must act next, or None once the game is over."""
        if self.outcome:
            return None
        if self.pending:
            return self.pending[0].player
        return self.turn

    # -- copying and serialising -------------------------------------------------------
    def clone(self) -> "State":
        """An independent deep copy (fast: everything is lists of ints)."""
        return State(
            self.options, self.deck[:], self.row[:], self.discard[:], self.removed[:],
            [self.hands[0][:], self.hands[1][:]], [set(self.secret[0]), set(self.secret[1])],
            [set(self.private[0]), set(self.private[1])],
            self.pos[:], self.lost[:], self.loss_on, self.turn, self.turn_number,
            self.pending[:], self.exhaustions, self.reshuffle_pending, self.patron[:],
            self.patron_wild[:], self.officer[:], self.crossed[:], self.outcome,
            [[d[:] for d in self.depots[0]], [d[:] for d in self.depots[1]]],
            self.weather_deck[:], [w[:] for w in self.weather_drawn], self.way[:], self.out[:],
            self.deck_from, None if self.log is None else self.log[:],
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready plain data (tuples become lists, sets sorted lists)."""
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "options":
                value = value.to_dict()
            elif f.name in ("secret", "private"):
                value = [sorted(s) for s in value]
            elif f.name == "outcome":
                value = str(value or "")
            elif f.name in ("pending", "log") and value is not None:
                value = [_jsonable(v) for v in value]
            data[f.name] = value
        return _copy_json(data)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "State":
        """Inverse of ``to_dict``; ValueError when the data is not a state."""
        try:
            kwargs = dict(data)
            kwargs["options"] = Options.from_dict(kwargs["options"])
            kwargs["outcome"] = Outcome.from_word(kwargs.get("outcome"))
            kwargs["secret"] = [set(s) for s in kwargs["secret"]]
            kwargs["private"] = [set(s) for s in kwargs.get("private", ([], []))]
            kwargs["pending"] = [Step(*_tuplify(p)) for p in kwargs["pending"]]
            if kwargs.get("deck_from") is not None:
                kwargs["deck_from"] = tuple(kwargs["deck_from"])
            if kwargs.get("log") is not None:
                kwargs["log"] = [_tuplify(e) for e in kwargs["log"]]
            return cls(**_copy_json(kwargs, keep=("options", "outcome", "secret", "private", "pending",
                                                  "deck_from", "log")))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a game state: {exc}") from None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_dict() == other.to_dict()



def _jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    return value


def _tuplify(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuplify(v) for v in value)
    return value


def _copy_json(data: dict[str, Any], keep: tuple[str, ...] = ()) -> dict[str, Any]:
    out = {}
    for key, value in data.items():
        out[key] = value if key in keep else _deep_list(value)
    return out


def _deep_list(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_deep_list(v) for v in value]
    return value
