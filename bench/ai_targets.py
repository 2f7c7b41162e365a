#!/usr/bin/env python3
"""Strength targets of the computer players: the matches the project measures.

Usage::

    .venv/bin/python bench/ai_targets.py [--games 40] [--budget-ms 1000] [--jobs 2]
                                         [--seed 0] [--only greedy-random ismcts-greedy ...]

Runs each match with ``core.arena.arena`` (both seatings, time budgets in CPU time of the
playing process) and prints one JSON line per match as it finishes: the arena summary
plus the match name. Matches: ``greedy-random``, ``ismcts-greedy``, ``ismcts-random``,
``greedy-greedy`` and ``ismcts-ismcts`` (the last two measure seat balance: Amundsen's
win rate with one agent on both sides). Matches without a searching agent always play
``--games`` x 10 games (they are fast). Expect about 45 searched moves per game.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core.arena import arena  # noqa: E402
from core.cli import add_option_flags, options_from_args  # noqa: E402

MATCHES = ("greedy-random", "ismcts-greedy", "ismcts-random", "greedy-greedy", "ismcts-ismcts")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--budget-ms", type=float, default=1000.0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", nargs="*", choices=MATCHES, default=list(MATCHES))
    add_option_flags(parser)
    args = parser.parse_args()
    for match in args.only:
        a, b = match.split("-")
        searching = "ismcts" in (a, b)
        games = args.games if searching else args.games * 10
        result = arena(a, b, games, args.seed, options_from_args(args), budget_ms=args.budget_ms if searching else None,
                       jobs=args.jobs)
        result["match"] = match
        print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
