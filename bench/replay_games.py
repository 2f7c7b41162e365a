#!/usr/bin/env python3
"""Do logged strength games still play the same? A check for engine and search changes.

Usage::

    .venv/bin/python bench/replay_games.py games.jsonl [--every 10] [--most 20] [--jobs 2]

Reads a games log written by ``bench/ai_targets.py --games-log``, plays the chosen games
again with the code of this tree (each game from its row's deal seed and game index, the
levels' fixed iteration counts, as ``core.arena`` plays them), and compares every action
with the logged record. ``--every K`` keeps every K-th logged game, ``--most N`` at most
N of those. A game logged with other level settings (``LEVELS`` changed since) cannot be
played the same and is counted as ``other_settings``, not played.

Prints one JSON object: ``checked``, ``same``, ``other_settings``, ``seconds`` and, for
each game that went otherwise, its row, index and the first ply where it left the log
(the action logged there and the one played now). Exits 1 when any game differs, so a
change meant to keep play identical (a faster engine, a faster search) can be checked
against games played before it.
"""
from __future__ import annotations

import argparse
import ast
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), HERE]

from ai_targets import MODES, players, read_games_log  # noqa: E402
from core.arena import match_game  # noqa: E402


def logged_levels(game: dict[str, Any]) -> list:
    """The players' settings a game was logged with (its settings text without the code
    digest that ends it)."""
    return ast.literal_eval(game["settings"])[:-1]


def first_difference(logged: list[str], played: list[str]) -> int | None:
    """The first ply where two action lists part, or None when they are equal."""
    for ply, (a, b) in enumerate(zip(logged, played)):
        if a != b:
            return ply
    return None if len(logged) == len(played) else min(len(logged), len(played))


def replay(game: dict[str, Any]) -> dict[str, Any] | None:
    """Play a logged game again; None when it went move for move the same, else where it
    parted from the log."""
    a, b = game["match"].split("-")
    played, _ = match_game(game["index"], a, b, game["seed"], MODES[game["mode"]])
    now = played.record()["actions"]
    logged = game["record"]["actions"]
    ply = first_difference(logged, now)
    if ply is None:
        return None
    return {"mode": game["mode"], "match": game["match"], "index": game["index"], "ply": ply,
            "logged": logged[ply] if ply < len(logged) else None,
            "played": now[ply] if ply < len(now) else None}


def check(path: str, every: int = 1, most: int | None = None, jobs: int = 1) -> dict[str, Any]:
    """Replay the chosen games of a log; the summary ``main`` prints."""
    games = list(read_games_log(path))[::max(1, every)]
    if most is not None:
        games = games[:most]
    playable = [g for g in games if logged_levels(g) == players(g["match"])]
    start = time.perf_counter()
    if jobs > 1 and len(playable) > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(replay, playable))
    else:
        results = [replay(g) for g in playable]
    differing = [r for r in results if r is not None]
    return {"checked": len(playable), "same": len(playable) - len(differing),
            "other_settings": len(games) - len(playable),
            "seconds": round(time.perf_counter() - start, 1), "differing": differing}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", help="a games log of bench/ai_targets.py")
    parser.add_argument("--every", type=int, default=1, help="check every K-th logged game")
    parser.add_argument("--most", type=int, help="check at most this many games")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    summary = check(args.log, args.every, args.most, args.jobs)
    print(json.dumps(summary))
    sys.exit(1 if summary["differing"] else 0)


if __name__ == "__main__":
    main()
