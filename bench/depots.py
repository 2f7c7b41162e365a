#!/usr/bin/env python3
"""What became of the food depots (Food Depots module) in logged games.

Usage::

    .venv/bin/python bench/depots.py games.jsonl [more.jsonl ...] [--match normal-easy]

Reads games logs written by ``bench/ai_targets.py --games-log``, replays every game with
the Food Depots module, and prints one JSON object per level (A and B of each match
merged by the level's name): ``depots`` placed, ``collected`` (the card taken, or offered
for a swap on a full hand: the explorer ended a turn there), ``swapped`` and ``left``
(offered on a full hand: swapped for a hand card, or left there; the first time only),
``seconds`` and ``second_after`` (second depots, and those put after the rolled one
rather than before it), and ``by_space``: depots and collected ones per route space.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from typing import Any, Iterable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), HERE]

from ai_targets import games_with  # noqa: E402
from core.game import Game  # noqa: E402

#: Log events of a depot reached at the end of a turn (the card taken, swapped or left).
REACHED = {"depot_take": "taken", "depot_swap": "swapped", "depot_leave": "left"}


def depots_of(record: dict[str, Any]) -> list[dict[str, Any]]:
    """Each depot of one game: its owner, space, whether it is the second (placed) one, and
    what became of it (``taken``, ``swapped``, ``left`` or None)."""
    game = Game.from_record(record)
    found: dict[tuple[int, int], dict[str, Any]] = {}  # by (owner, space)
    for player, depots in enumerate(game.state.depots):  # the rolled one first
        (first, _), (second, _) = depots
        found[player, first] = {"player": player, "space": first, "second": False,
                                "after": False, "fate": None}
        found[player, second] = {"player": player, "space": second, "second": True,
                                 "after": second > first, "fate": None}
    for kind, player, _, space in game.state.log:
        if kind in REACHED:  # the first time the explorer ended a turn there counts
            depot = found[player, space]
            depot["fate"] = depot["fate"] or REACHED[kind]
    return list(found.values())


def summarise(games: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The counts of the module docstring, by level name."""
    levels: dict[str, dict[str, Any]] = {}
    for game in games:
        names = game["match"].split("-")
        for depot in depots_of(game["record"]):
            name = names[0] if depot["player"] == game["a_seat"] else names[1]
            row = levels.setdefault(name, {"depots": 0, "collected": 0, "swapped": 0, "left": 0,
                                           "second_after": 0, "seconds": 0,
                                           "by_space": defaultdict(lambda: [0, 0])})
            row["depots"] += 1
            row["collected"] += depot["fate"] is not None
            row["swapped"] += depot["fate"] == "swapped"
            row["left"] += depot["fate"] == "left"
            row["seconds"] += depot["second"]
            row["second_after"] += depot["after"]
            row["by_space"][depot["space"]][0] += 1
            row["by_space"][depot["space"]][1] += depot["fate"] is not None
    for row in levels.values():
        row["by_space"] = dict(sorted(row["by_space"].items()))
    return levels


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--match", help="only this match's games (e.g. normal-easy)")
    args = parser.parse_args(argv)
    print(json.dumps(summarise(games_with("depots", args.logs, match=args.match))))


if __name__ == "__main__":
    main()
