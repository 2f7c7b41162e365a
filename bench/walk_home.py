#!/usr/bin/env python3
"""How long the walk home takes (1912 The Way Back), and how well the race model says so.

Usage::

    .venv/bin/python bench/walk_home.py games.jsonl [more.jsonl ...] [--mode way_back]

Reads games logs written by ``bench/ai_targets.py --games-log``, replays every game with
the 1912 module, and prints one JSON object:

- ``walks``: walks that reached the ship; ``cut_short``: walks the game ended first (a
  win by the rival, a draw), left out of the means below (so these lean fast);
- ``turns``: mean and standard deviation of a whole walk, in the walker's own turns from
  the one after it reached the Pole to the one it reached its ship; ``hand_at_pole``: the
  mean number of cards it held when it reached the Pole; ``estimate_at_pole``: the mean of
  ``return_turns`` at that moment (what ``race.WAY_BACK_TURNS`` stands for before anyone
  reached the Pole);
- ``fit``: at the start of each of a walker's turns on a walk that reached the ship,
  ``return_turns`` (its own hand known) against the own turns the walk really took from
  there: ``positions``, mean absolute error and correlation.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from typing import Any, Iterable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), HERE]

from ai_targets import games_with  # noqa: E402
from core.agents.return_walk import return_turns  # noqa: E402
from core.board import RETURN_HOME  # noqa: E402
from core.game import Game  # noqa: E402


def walks(record: dict[str, Any]) -> list[dict[str, Any]]:
    """Each walk home of one game: its ``player``, the turn it ``begun`` (reached the Pole),
    ``done`` (it reached the ship), the ``hand`` size and the ``estimate`` then, and the
    estimate at the start of each of its ``turns``."""
    game = Game.from_record(dict(record, actions=[], outcome=None))
    found: dict[int, dict[str, Any]] = {}
    for text in record["actions"]:
        state = game.state
        owner, number = state.turn, state.turn_number
        walk = found.get(owner)
        if walk is not None and not walk["done"] and number not in (walk["begun"], walk["last"]):
            walk["last"] = number  # the first action of one of the walker's turns
            walk["turns"].append(return_turns(owner, state.way[owner], state.hands[owner]))
        game.push_text(text)
        state = game.state
        for player in (0, 1):
            if player not in found and state.way[player] == 0:
                found[player] = {"player": player, "begun": number, "last": number, "done": False, "turns": [],
                                 "hand": len(state.hands[player]),
                                 "estimate": return_turns(player, 0, state.hands[player])}
        if walk is not None and state.way[owner] >= RETURN_HOME:
            walk["done"] = True
    return list(found.values())


def summarise(records: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The numbers the module docstring lists, over ``records``."""
    done, cut = [], 0
    for record in records:
        for walk in walks(record):
            if walk["done"]:
                done.append(walk)
            else:
                cut += 1
    lengths = [len(w["turns"]) for w in done]
    guesses = [(estimate, len(w["turns"]) - i) for w in done
               for i, estimate in enumerate(w["turns"])]
    out: dict[str, Any] = {"walks": len(done), "cut_short": cut}
    if done:
        out.update(
            turns={"mean": round(statistics.mean(lengths), 2),
                   "sd": round(statistics.pstdev(lengths), 2)},
            hand_at_pole=round(statistics.mean(w["hand"] for w in done), 2),
            estimate_at_pole=round(statistics.mean(w["estimate"] for w in done), 2),
            fit={"positions": len(guesses),
                 "mean_abs_error": round(statistics.mean(abs(g - t) for g, t in guesses), 2),
                 "correlation": round(statistics.correlation(*zip(*guesses)), 3)})
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--mode", help="only this mode's games")
    args = parser.parse_args(argv)
    games = games_with("way_back", args.logs, mode=args.mode)
    print(json.dumps(summarise(game["record"] for game in games)))


if __name__ == "__main__":
    main()
