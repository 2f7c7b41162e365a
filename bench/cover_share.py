#!/usr/bin/env python3
"""How often the hot-seat cover is still needed (issue 12): over seeded games played by
the e2e race strategy, the share of hand-overs where the next player's view shows a card
the other has not seen (``core.observation.shows_secrets``). Prints numbers only.

    .venv/bin/python bench/cover_share.py [--games 200] [options flags]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from core import Game  # noqa: E402
from core.cli import add_option_flags, options_from_args  # noqa: E402
from core.observation import shows_secrets  # noqa: E402
from tests.e2e.page_driver import race_policy  # noqa: E402


def count(options, seed: int) -> tuple[int, int]:
    """(hand-overs, covers needed) in one game."""
    game, handovers, covers = Game(options, seed), 0, 0
    while not game.over:
        mover = game.to_move()
        game.push(race_policy(game))
        nxt = game.to_move()
        if nxt is not None and nxt != mover:
            handovers += 1
            covers += shows_secrets(game.state, nxt, mover)
    return handovers, covers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    add_option_flags(parser)
    args = parser.parse_args()
    options = options_from_args(args)
    handovers = covers = 0
    for seed in range(args.games):
        h, c = count(options, seed)
        handovers, covers = handovers + h, covers + c
    print(f"games {args.games}  options {options.to_dict()}")
    print(f"hand-overs {handovers}  covers needed {covers} ({100 * covers / handovers:.1f}%)"
          f"  covers skipped per game {(handovers - covers) / args.games:.1f}")


if __name__ == "__main__":
    main()
