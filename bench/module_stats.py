"""Simulation statistics for every combination of the modules (issue #5 report).

Usage: python bench/module_stats.py [--games N] [--seed S] [--agent random|greedy|...]
       [--advanced] [--patrons]
Prints one JSON line per combination of Food Depots / Weather / 1912 The Way Back and a
Markdown table: mean game length, win shares, frozen endings and draws.
"""
from __future__ import annotations

import argparse
import json
import sys
from itertools import product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.options import Options  # noqa: E402
from core.simulate import simulate  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agent", default="greedy")
    parser.add_argument("--advanced", action="store_true")
    parser.add_argument("--patrons", action="store_true")
    args = parser.parse_args()
    rows = []
    for depots, weather, way_back in product((False, True), repeat=3):
        options = Options(advanced=args.advanced, patrons=args.patrons, depots=depots,
                          weather=weather, way_back=way_back)
        result = simulate(args.games, args.seed, options, args.agent, args.agent)
        print(json.dumps(result), flush=True)
        rows.append((options.label(), result))
    print(f"\n| modules ({args.agent} vs {args.agent}, {args.games} games) | mean turns | "
          "Amundsen | Scott | frozen | draws | games/s |")
    print("|---|---|---|---|---|---|---|")
    for label, r in rows:
        s = r["shares"]
        print(f"| {label} | {r['mean_turns']} | {s['amundsen']:.1%} | {s['scott']:.1%} | "
              f"{s['frozen']:.1%} | {s['draws']:.1%} | {r['games_per_second']} |")


if __name__ == "__main__":
    main()
