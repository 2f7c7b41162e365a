#!/usr/bin/env python3
"""Strength targets of the difficulty levels, by score, in every mode: the whole table.

Usage::

    .venv/bin/python bench/ai_targets.py [--games 200] [--jobs 2] [--seed 0]
                                         [--modes base all ...] [--matches normal-easy ...]
                                         [--json results.jsonl] [--games-log games.jsonl]

Each match-up plays ``--games`` games (both seatings, ``core.arena``) between two levels
(``core.agents.LEVELS``) or a level and ``random``; the searching levels play their fixed
iteration counts (no clock), so a row is reproducible. A game scores 1 for a win, 1/2 when
frozen or drawn, 0 for a loss. Printed per row: the score of the first player with its 95 %
interval, its losses, the frozen share, the score in each seat (seat balance) and whether
the row meets its target. ``--json`` also appends one JSON line per row to a file.

A whole table takes hours, so ``--games-log`` appends every finished game to a file as it
ends; run the same command again after an interruption and the games already in the log
are counted, not replayed. Each logged game carries its game record (options, deal seed,
actions), so ``bench/endings.py`` can look into the games later. A logged game is reused
only for the same mode, match, deal seed, game index, the same settings of both players
(``LEVELS`` entries) and the same code in ``core/``, so a log never mixes an old level
into a new row.
"""
from __future__ import annotations

import argparse
import functools
import glob
import hashlib
import json
import os
import sys
import time
from typing import Iterator

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

from core.agents import LEVELS  # noqa: E402
from core.arena import Result, arena  # noqa: E402
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


def row(mode: str, match: str, result: dict, target: str | None = None) -> str:
    """One Markdown table row, judged by the target of ``target`` (default: ``match``)."""
    low, high = result["a_score_ci95"]
    return (f"| {mode} | {match} | {result['games']} | {result['a_score']:.3f} "
            f"[{low:.2f}, {high:.2f}] | {result['a_losses']} | {result['frozen_rate']:.0%} | "
            f"{result['a_score_as_amundsen']:.2f} / {result['a_score_as_scott']:.2f} | "
            f"{verdict(target or match, result)} |")


@functools.cache
def code_version() -> str:
    """A digest of the rules engine's and the agents' source (``core/``): a game logged
    with other code is played again."""
    digest = hashlib.sha256()
    for path in sorted(glob.glob(os.path.join(ROOT, "core", "**", "*.py"), recursive=True)):
        digest.update(os.path.relpath(path, ROOT).encode())
        with open(path, "rb") as source:
            digest.update(source.read())
    return digest.hexdigest()[:16]


def players(match: str) -> list:
    """What each player of ``match`` is: a ``LEVELS`` entry, or an agent's name."""
    return [LEVELS.get(name, name) for name in match.split("-")]


def settings(match: str) -> str:
    """Both players' settings and the code they ran, as text: what a logged game must have
    been played with."""
    return repr(players(match) + [code_version()])


#: What every logged game has: its row (``ROW_KEYS``), its index, outcome and A's seat,
#: and its game record.
ROW_KEYS = ("mode", "match", "seed", "settings")
LOGGED = ROW_KEYS + ("index", "outcome", "a_seat", "record")


def read_games_log(path: str | None) -> Iterator[dict]:
    """Every whole game line of a games log (none for a missing file); a line cut short by
    an interruption, or not a game, is skipped."""
    if not path or not os.path.exists(path):
        return
    with open(path) as log:
        for line in log:
            try:
                game = json.loads(line)
            except ValueError:
                continue
            if isinstance(game, dict) and all(k in game for k in LOGGED):
                yield game


def games_with(module: str, logs: list[str], mode: str | None = None,
               match: str | None = None) -> list[dict]:
    """The logged games of ``logs`` played with ``module`` on (an ``Options`` field), only
    those of ``mode`` and ``match`` when given (the module reports read them)."""
    return [game for path in logs for game in read_games_log(path)
            if game["record"]["options"].get(module)
            and mode in (None, game["mode"]) and match in (None, game["match"])]


def logged_games(path: str | None, key: dict) -> dict[int, Result]:
    """Games of the row ``key`` already in the games log, by index."""
    return {game["index"]: (game["index"], game["outcome"], game["a_seat"])
            for game in read_games_log(path) if all(game[k] == v for k, v in key.items())}


def end_last_line(path: str) -> None:
    """Start a new line after one that an interruption cut short."""
    with open(path, "rb+") as log:
        size = log.seek(0, os.SEEK_END)
        if size:
            log.seek(size - 1)
            if log.read(1) != b"\n":
                log.write(b"\n")


def play_row(mode: str, match: str, games: int, seed: int, jobs: int,
             games_log: str | None = None) -> dict:
    """Play one row's games (those not in ``games_log`` yet) and summarise them."""
    a, b = match.split("-")
    key = {"mode": mode, "match": match, "seed": seed, "settings": settings(match)}
    logged = logged_games(games_log, key)
    if games_log and os.path.exists(games_log):
        end_last_line(games_log)

    def write(result: Result, record: dict) -> None:
        if games_log:
            index, outcome, a_seat = result
            with open(games_log, "a") as log:
                log.write(json.dumps(dict(key, index=index, outcome=outcome, a_seat=a_seat,
                                          record=record)) + "\n")

    return arena(a, b, games, seed, MODES[mode], jobs=jobs, played=logged, on_game=write)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--modes", nargs="*", choices=list(MODES), default=list(MODES))
    parser.add_argument("--matches", nargs="*", choices=list(TARGETS), default=list(TARGETS))
    parser.add_argument("--json", help="append one JSON line per row to this file")
    parser.add_argument("--games-log", help="append every finished game to this file, and "
                        "count (not replay) the games already in it")
    args = parser.parse_args()
    print("| mode | match (A-B) | games | A's score [95 %] | A lost | frozen | "
          "A's score as Amundsen / Scott | target |")
    print("|---|---|---|---|---|---|---|---|", flush=True)
    for mode in args.modes:
        for match in args.matches:
            start = time.perf_counter()
            result = play_row(mode, match, args.games, args.seed, args.jobs, args.games_log)
            print(row(mode, match, result), flush=True)
            if args.json:
                result.update(mode=mode, match=match, wall_s=round(time.perf_counter() - start, 1))
                with open(args.json, "a") as out:
                    out.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main()
