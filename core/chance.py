"""Chance: every random event goes through a Chance object owned by the driver.

The engine never imports ``random`` at module level; it asks its Chance for a shuffle,
a uniform index or a die roll. ``SeededChance`` is the real one; tests inject
``ScriptedChance`` to fix the outcomes.
"""
from __future__ import annotations

import random
from typing import Protocol, Sequence


class Chance(Protocol):
    def shuffle(self, items: list, what: str) -> None:
        """Shuffle ``items`` in place; ``what`` names the event (e.g. 'deck')."""

    def index(self, n: int, what: str) -> int:
        """A uniform index in 0..n-1."""

    def die(self, what: str) -> int:
        """A six-sided die roll, 1..6."""


class SeededChance:
    """Chance from a seeded Mersenne Twister: the same seed gives the same game."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.events = 0  # chance events so far (an action that used chance cannot be undone)

    def shuffle(self, items: list, what: str) -> None:
        self.events += len(items) > 1  # shuffling one card or none draws nothing
        shuffle(items, self.rng)

    def index(self, n: int, what: str) -> int:
        self.events += 1
        return self.rng.randrange(n)

    def die(self, what: str) -> int:
        self.events += 1
        return self.rng.randint(1, 6)

    def getstate(self) -> object:
        return self.rng.getstate()

    def setstate(self, state: object) -> None:
        self.rng.setstate(state)


class ScriptedChance:
    """Chance with fixed outcomes, for tests and scenarios.

    Shuffles leave the order unchanged unless an order is queued for that event name
    (``orders['deck'] = [...]`` replaces the items by that list, which must be a
    permutation). Indexes and die rolls come from queues; an empty queue gives 0 / 1.
    """

    def __init__(self, indexes: Sequence[int] = (), dice: Sequence[int] = (),
                 orders: dict[str, list[list]] | None = None) -> None:
        self.indexes = list(indexes)
        self.dice = list(dice)
        self.orders = {k: list(v) for k, v in (orders or {}).items()}
        self.events: list[str] = []

    def shuffle(self, items: list, what: str) -> None:
        self.events.append(f"shuffle {what}")
        queue = self.orders.get(what)
        if queue:
            order = queue.pop(0)
            if sorted(order) != sorted(items):
                raise ValueError(f"scripted order for {what!r} is not a permutation")
            items[:] = order

    def index(self, n: int, what: str) -> int:
        self.events.append(f"index {what}")
        value = self.indexes.pop(0) if self.indexes else 0
        if not 0 <= value < n:
            raise ValueError(f"scripted index {value} out of range for {what!r} ({n})")
        return value

    def die(self, what: str) -> int:
        self.events.append(f"die {what}")
        return self.dice.pop(0) if self.dice else 1


def shuffle(items: list, rng: random.Random) -> None:
    """``rng.shuffle(items)``: the same draws and the same order, without its two Python
    calls a card (``_randbelow`` and ``bit_length``), which took about a third of the
    search's dealing of hidden cards. Seeded games and the search's worlds stay exactly
    what ``random.shuffle`` gives (``tests/test_chance.py`` checks it on many seeds)."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = _BITS[n] if n < len(_BITS) else n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_BITS = tuple(n.bit_length() for n in range(128))
