"""Chance (core/chance.py): the seeded shuffle every deal and reshuffle goes through."""
from __future__ import annotations

import random

from core.chance import shuffle


def test_shuffle_gives_exactly_what_random_shuffle_gives() -> None:
    """``chance.shuffle`` is a faster ``random.shuffle``: for every seed the same order and
    the same number of draws, so a seeded game deals the same cards it always dealt and
    the search deals the same worlds (the strength table's games can be played again;
    ``test_replay_golden.py`` pins whole seeded games)."""
    for seed in range(300):
        for size in (0, 1, 2, 3, 17, 40, 64, 127, 128, 130):
            ours, theirs = random.Random(seed), random.Random(seed)
            items = list(range(size))
            expected = items[:]
            shuffle(items, ours)
            theirs.shuffle(expected)
            assert items == expected, (seed, size)
            assert ours.random() == theirs.random()  # the same draws were used up
