#!/usr/bin/env python3
"""Undo benchmark: what ``Game.can_undo`` and ``Game.undo`` cost at the end of a long game.

Usage::

    .venv/bin/python bench/undo_cost.py [--games 40] [--seed 1] [--repeat 200] [--weather] ...

Plays ``--games`` seeded games between ``greedy`` and ``random`` (module flags as the
CLI's), keeps the longest, and times on it, in microseconds of CPU time per call:
``can_undo`` at the final position, and ``undo`` at the last position where it is
allowed (a fresh clone each call; the clone is not timed). Prints one JSON object.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core.agents import make_agent  # noqa: E402
from core.cli import add_option_flags, options_from_args  # noqa: E402
from core.game import Game  # noqa: E402
from core.options import Options  # noqa: E402


def longest_game(options: Options, games: int, seed: int) -> Game:
    """The longest of ``games`` seeded greedy-vs-random games."""
    longest = None
    for index in range(games):
        game = Game(options, seed + index)
        agents = [make_agent("greedy", index), make_agent("random", index)]
        while not game.over:
            mover = game.to_move()
            game.push_unchecked(agents[mover].choose(game.observation(mover), game.legal_actions()))
        if longest is None or len(game.actions) > len(longest.actions):
            longest = game
    return longest


def last_undoable(game: Game) -> Game:
    """``game`` cut back to the last position where the last action may be taken back."""
    for cut in range(len(game.actions), 0, -1):
        trial = Game(game.options, game.seed)
        for action in game.actions[:cut]:
            trial.push_unchecked(action)
        if trial.can_undo():
            return trial
    raise SystemExit("no action of the game can be taken back")


def per_call_us(call, repeat: int, prepare=lambda: None) -> float:
    """Mean CPU microseconds of ``call(prepare())`` over ``repeat`` runs."""
    total = 0.0
    for _ in range(repeat):
        arg = prepare()
        start = time.process_time()
        call(arg)
        total += time.process_time() - start
    return round(total / repeat * 1e6, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=200)
    add_option_flags(parser)
    args = parser.parse_args()
    game = longest_game(options_from_args(args), args.games, args.seed)
    undoable = last_undoable(game)
    print(json.dumps({
        "actions": len(game.actions), "undo_at_action": len(undoable.actions),
        "can_undo_us": per_call_us(lambda g: g.can_undo(), args.repeat, lambda: game),
        "undo_us": per_call_us(lambda g: g.undo(), args.repeat, undoable.clone),
    }))


if __name__ == "__main__":
    main()
