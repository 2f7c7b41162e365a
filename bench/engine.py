#!/usr/bin/env python3
"""Engine hot-path benchmark: the primitives a tree search calls thousands of times.

Usage::

    .venv/bin/python bench/engine.py [--games 60] [--seed 1] [--repeat 3] [--advanced] [--patrons]

Collects the positions of ``--games`` seeded games between two ``greedy`` players (the
kind of positions a search meets), then times, per call and averaged over every
position: ``legal_actions``, ``State.clone``, ``clone + apply`` of a legal action,
``observation`` (log off) and ``determinize``; plus whole random games per second.
Prints one JSON object (microseconds of CPU time per call; best of ``--repeat`` runs).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core import engine  # noqa: E402
from core.agents import make_agent  # noqa: E402
from core.chance import SeededChance  # noqa: E402
from core.observation import determinize, observation  # noqa: E402
from core.cli import add_option_flags, options_from_args  # noqa: E402
from core.options import Options  # noqa: E402
from core.simulate import play_game  # noqa: E402
from core.state import State  # noqa: E402


def positions(options: Options, games: int, seed: int) -> list[State]:
    """Every position (log off) met in ``games`` greedy-vs-greedy games."""
    found: list[State] = []
    for i in range(games):
        agents = (make_agent("greedy", seed=2 * i), make_agent("greedy", seed=2 * i + 1))
        game = play_game(options, seed + i, agents)
        chance = SeededChance(seed + i)  # the same chance stream as the game's
        replay = engine.new_game(options, chance)
        replay.log = None
        for action in game.actions:
            found.append(replay.clone())
            engine.apply(replay, action, chance)
    return found


def per_call(fn, items, repeat: int) -> float:
    """Best-of-``repeat`` microseconds (of this process's CPU time, so that other load on
    the machine does not count) per call of ``fn`` over ``items``."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for item in items:
            fn(item)
        best = min(best, (time.process_time() - start) / len(items))
    return round(best * 1e6, 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    add_option_flags(parser)
    args = parser.parse_args()
    options = options_from_args(args)
    states = positions(options, args.games, args.seed)
    live = [s for s in states if not s.outcome]
    chosen = [(s, engine.legal_actions(s)) for s in live]
    rng = random.Random(0)
    moves = [(s, legal[rng.randrange(len(legal))]) for s, legal in chosen]
    chance = SeededChance(0)

    def clone_apply(item):
        state, action = item
        engine.apply(state.clone(), action, chance)

    observations = [observation(s, s.to_move()) for s in live]
    det_rng = random.Random(0)
    result = {
        "positions": len(live),
        "mean_legal_actions": round(sum(len(l) for _, l in chosen) / len(chosen), 2),
        "legal_actions_us": per_call(engine.legal_actions, live, args.repeat),
        "clone_us": per_call(State.clone, live, args.repeat),
        "clone_apply_us": per_call(clone_apply, moves, args.repeat),
        "observation_us": per_call(lambda s: observation(s, s.to_move()), live, args.repeat),
        "determinize_us": per_call(lambda o: determinize(o, det_rng), observations, args.repeat),
    }
    start = time.process_time()
    n = 0
    random_agents = (make_agent("random", 1), make_agent("random", 2))
    while time.process_time() - start < 2.0:
        play_game(options, 10_000 + n, random_agents)
        n += 1
    result["random_games_per_s"] = round(n / (time.process_time() - start), 1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
