#!/usr/bin/env python3
"""Strength targets of the difficulty levels, by score, in every mode: the whole table.

Usage::

    .venv/bin/python bench/ai_targets.py [--games 200] [--jobs 2] [--seed 0]
                                         [--modes base all ...] [--matches normal-easy ...]
                                         [--json results.jsonl]

Each match-up plays ``--games`` games (both seatings, ``core.arena``) between two levels
(``core.agents.LEVELS``) or a level and ``random``; the searching levels play their fixed
iteration counts (no clock), so a row is reproducible. A game scores 1 for a win, 1/2 when
frozen or drawn, 0 for a loss. Printed per row: the score of the first player with its 95 %
interval, its losses, the frozen share, the score in each seat (seat balance) and whether
the row meets its target. ``--json`` also appends one JSON line per row to a file.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core.arena import arena  # noqa: E402
from core.options import Options  # noqa: E402

MODES: dict[str, Options] = {
    "base": Options(),
    "advanced+patrons": Options(advanced=True, patrons=True),
    "patrons": Options(patrons=True),
    "depots": Options(depots=True),
    "weather": Options(weather=True),
    "way_back": Options(way_back=True),
    "all": Options(True, True, True, True, True),
}
#: match -> (least score, no loss allowed): the issue's targets.
TARGETS: dict[str, tuple[float, bool]] = {
    "easy-random": (0.60, True),
    "normal-random": (0.60, True),
    "hard-random": (0.60, True),
    "normal-easy": (0.80, False),
    "hard-easy": (0.90, False),
    "hard-normal": (0.60, False),
}


def verdict(match: str, result: dict) -> str:
    """'ok' or what the row misses."""
    least, no_loss = TARGETS[match]
    misses = []
    if result["a_score"] < least:
        misses.append(f"score < {least}")
    if no_loss and result["a_losses"]:
        misses.append(f"{result['a_losses']} lost")
    return "ok" if not misses else "; ".join(misses)


def row(mode: str, match: str, result: dict) -> str:
    """One Markdown table row."""
    low, high = result["a_score_ci95"]
    return (f"| {mode} | {match} | {result['games']} | {result['a_score']:.3f} "
            f"[{low:.2f}, {high:.2f}] | {result['a_losses']} | {result['frozen_rate']:.0%} | "
            f"{result['a_score_as_amundsen']:.2f} / {result['a_score_as_scott']:.2f} | "
            f"{verdict(match, result)} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modes", nargs="*", choices=list(MODES), default=list(MODES))
    parser.add_argument("--matches", nargs="*", choices=list(TARGETS), default=list(TARGETS))
    parser.add_argument("--json", help="append one JSON line per row to this file")
    args = parser.parse_args()
    print("| mode | match (A-B) | games | A's score [95 %] | A lost | frozen | "
          "A's score as Amundsen / Scott | target |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    for mode in args.modes:
        for match in args.matches:
            a, b = match.split("-")
            start = time.perf_counter()
            result = arena(a, b, args.games, args.seed, MODES[mode], jobs=args.jobs)
            print(row(mode, match, result), flush=True)
            if args.json:
                result.update(mode=mode, match=match, wall_s=round(time.perf_counter() - start, 1))
                with open(args.json, "a") as out:
                    out.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main()
