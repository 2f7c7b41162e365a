#!/usr/bin/env python3
"""Search speed benchmark: ISMCTS iterations per second and the longest ``think`` slice.

Usage::

    .venv/bin/python bench/ismcts.py [--positions 24] [--iterations 300] [--seed 1]
                                     [--advanced] [--patrons] [--profile]

Collects ``--positions`` decision points from seeded games between two greedy players
(every few plies, only where there is a real choice), runs a fresh ISMCTS agent with a
fixed iteration budget on each, and prints one JSON object: iterations per second of
this process's CPU time (so other load on the machine does not skew it), per-position
spread, and the longest slice between two yields of ``think`` in CPU and wall time (the
page's main thread is blocked that long; Pyodide is 2-3 times slower than CPython).
``--profile`` prints the top of a cProfile report instead.
"""
from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core import engine  # noqa: E402
from core.agents import make_agent  # noqa: E402
from core.agents.ismcts import ISMCTSAgent  # noqa: E402
from core.chance import SeededChance  # noqa: E402
from core.observation import observation  # noqa: E402
from core.cli import add_option_flags, options_from_args  # noqa: E402
from core.options import Options  # noqa: E402


def decision_points(options: Options, count: int, seed: int) -> list[tuple[dict, list]]:
    """Observations and legal actions met in greedy-vs-greedy games, every 5th ply."""
    found: list[tuple[dict, list]] = []
    game_seed = seed
    while len(found) < count:
        chance = SeededChance(game_seed)
        state = engine.new_game(options, chance)
        state.log = None
        agents = (make_agent("greedy", game_seed), make_agent("greedy", game_seed + 1))
        ply = 0
        while not state.outcome and len(found) < count:
            legal = engine.legal_actions(state)
            player = state.to_move()
            obs = observation(state, player)
            if len(legal) > 1 and ply % 5 == 0:
                found.append((obs, legal))
            action = legal[0] if len(legal) == 1 else agents[player].choose(obs, legal)
            engine.apply(state, action, chance)
            ply += 1
        game_seed += 1
    return found


def run(points: list[tuple[dict, list]], iterations: int) -> dict:
    """Time every position with this process's CPU clock (other load on the machine does
    not count) and, for the slices, with the wall clock too."""
    rates, total_iterations, total_cpu = [], 0, 0.0
    longest_cpu = longest_wall = 0.0
    for i, (obs, legal) in enumerate(points):
        agent = ISMCTSAgent(i, iterations=iterations)
        steps = agent.think(obs, legal)
        start_cpu = last_cpu = time.process_time()
        last_wall = time.perf_counter()
        for _ in steps:
            now_cpu, now_wall = time.process_time(), time.perf_counter()
            longest_cpu = max(longest_cpu, now_cpu - last_cpu)
            longest_wall = max(longest_wall, now_wall - last_wall)
            last_cpu, last_wall = now_cpu, now_wall
        done = agent.last_stats["iterations"]
        cpu = time.process_time() - start_cpu
        if done and cpu > 0:
            total_iterations += done
            total_cpu += cpu
            rates.append(done / cpu)
    rates.sort()
    return {
        "positions": len(points), "iterations_per_move": iterations,
        "iterations_per_cpu_second": round(total_iterations / total_cpu, 1),
        "slowest_position_its": round(rates[0], 1), "median_position_its": round(rates[len(rates) // 2], 1),
        "longest_slice_cpu_ms": round(longest_cpu * 1000, 1),
        "longest_slice_wall_ms": round(longest_wall * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=24)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    add_option_flags(parser)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    points = decision_points(options_from_args(args), args.positions, args.seed)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        run(points, args.iterations)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        return
    print(json.dumps(run(points, args.iterations)))


if __name__ == "__main__":
    main()
