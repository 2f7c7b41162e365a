"""Measures one engine tree (run by ``bench/engine_compare.py``; prints one JSON line).

Usage: ``python bench/engine_probe.py TREE GAMES`` where TREE holds a ``core`` package.
Uses only the engine primitives every version has (``Game``, ``engine.legal_actions``,
``engine.apply``, ``State.clone``, ``observation``, ``determinize``, ``simulate``), plays
its own seeded uniform-random games, and prints per-call CPU microseconds, games per second and a digest
of every game's actions (equal digests: the two engines play identical games); also the
games per second of random games played through the driver (``core.simulate``, as
``python -m core simulate`` plays them) and a digest of their results.
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
import time


def random_game(core, options, seed: int, states: list | None = None) -> list[str]:
    """One uniform-random game; returns its actions in notation."""
    game = core.Game(options, seed)
    state, chance, rng = game.state, game.chance, random.Random(seed)
    state.log = None
    played = []
    while not state.outcome:
        legal = core.engine.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        if states is not None:
            states.append((state.clone(), action))
        core.engine.apply(state, action, chance)
        played.append(str(action))
    return played


def per_call(fn, items, passes: int = 10) -> float:
    """CPU microseconds per call of ``fn`` over ``items``: the fastest of ``passes`` passes
    (a shared machine slows some passes down; none runs faster than the code allows)."""
    best = float("inf")
    for _ in range(passes):
        start = time.process_time()
        for item in items:
            fn(item)
        best = min(best, time.process_time() - start)
    return best / len(items) * 1e6


def measure(count: int) -> dict:
    import core
    import core.engine  # noqa: F401  (the flat engine API every version keeps)
    from core.chance import SeededChance
    from core.observation import determinize, observation
    from core.options import Options

    options = [Options(*(bool(n >> i & 1) for i in range(5))) for n in range(32)]
    digest, start = hashlib.sha256(), time.process_time()
    for games in range(count):  # seeds 0.., cycling through all 32 option combinations
        digest.update(" ".join(random_game(core, options[games % 32], games)).encode())
    elapsed = time.process_time() - start
    # The same kind of games through the driver, as ``python -m core simulate`` plays
    # them (``Game`` and two random agents; before cf17ecf the driver also copied the
    # state before every action, for undo).
    from core.simulate import simulate
    driven, start = hashlib.sha256(), time.process_time()
    for games in range(count):
        summary = simulate(1, games, options[games % 32])
        driven.update(json.dumps([summary["wins"], summary["mean_actions"]]).encode())
    driver_elapsed = time.process_time() - start
    positions: list = []
    for seed in range(8):
        random_game(core, options[(seed * 5) % 32], 10_000 + seed, positions)
    chance, det_rng = SeededChance(0), random.Random(0)
    views = [observation(s, s.to_move()) for s, _ in positions]
    return {
        "games": count, "games_per_s": round(count / elapsed, 1),
        "actions_digest": digest.hexdigest()[:16], "positions": len(positions),
        "driver_games_per_s": round(count / driver_elapsed, 1),
        "driver_digest": driven.hexdigest()[:16],
        "legal_actions_us": round(per_call(lambda p: core.engine.legal_actions(p[0]), positions), 2),
        "apply_us": round(per_call(lambda p: core.engine.apply(p[0].clone(), p[1], chance), positions)
                          - per_call(lambda p: p[0].clone(), positions), 2),
        "clone_determinize_us": round(per_call(lambda v: determinize(v, det_rng).clone(), views), 2),
    }


if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    print(json.dumps(measure(int(sys.argv[2]))))
