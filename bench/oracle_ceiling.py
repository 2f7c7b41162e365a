#!/usr/bin/env python3
"""How far could a search that sees every card get against a level? A ceiling, not a player.

Usage::

    .venv/bin/python bench/oracle_ceiling.py [--mode base] [--rival easy] [--games 200]
                                             [--iterations 2000] [--jobs 2] [--seed 0]
                                             [--games-log FILE]

The *oracle* is the hard level's search (``ISMCTSAgent`` with hard's settings) given the
true state instead of dealing the unseen cards at random: it knows the rival's hand and
the deck's order (not how the deck will be shuffled when it runs out, which is chance
still to come). It plays the same deals, seats and agent seeds as ``bench/ai_targets.py``
(``core.arena.seating``), so its score compares game for game with the hard row of the
table. If even the oracle scores under a target, no search of this shape reaches that
target by knowing more. Printed: one table row like ``ai_targets.py``'s (judged by hard's
target), then the won / frozen / drawn / lost counts and the seconds taken.
``--games-log`` writes each finished game as ``ai_targets.py`` does (``bench/endings.py``
reads it: who froze the games the oracle did not win) and counts, not replays, the games
already in it.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any, Iterator

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from ai_targets import MODES, code_version, end_last_line, logged_games, row  # noqa: E402
from core.agents import LEVELS, make_level  # noqa: E402
from core.agents.ismcts import ISMCTSAgent  # noqa: E402
from core.arena import Result, seating, summarise  # noqa: E402
from core.game import Game  # noqa: E402
from core.observation import observation  # noqa: E402
from core.state import State  # noqa: E402


class OracleAgent(ISMCTSAgent):
    """The search, playing every iteration in a copy of the true state (set by the driver
    in ``truth`` before each move) instead of a dealt one."""

    truth: State

    def _world_copy(self, obs: dict[str, Any]) -> State:
        world = self.truth.clone()
        world.log = None
        return world


def oracle(seed: int, iterations: int) -> OracleAgent:
    """The oracle with the hard level's settings and ``iterations`` a move."""
    kwargs = {k: v for k, v in LEVELS["hard"][1].items() if k != "budget_ms"}
    kwargs["iterations"] = iterations
    return OracleAgent(seed=seed, **kwargs)


def play(index: int, mode: str, rival: str, seed: int, iterations: int) -> dict[str, Any]:
    """Game ``index``: the table's deal, seats and agent seeds (``core.arena.seating``);
    returns its result and game record."""
    a_seat, deal, a_seed, b_seed = seating(index, seed)
    a = oracle(a_seed, iterations)
    b = make_level(rival, b_seed, fixed=True)
    agents = (a, b) if a_seat == 0 else (b, a)
    game = Game(MODES[mode], deal)
    state = game.state
    state.log = None
    while not state.outcome:
        legal = game.legal_actions()
        player = state.to_move()
        if len(legal) == 1:
            action = legal[0]
        else:
            agent = agents[player]
            if agent is a:
                a.truth = state
            action = agent.choose(observation(state, player), legal)
        game.push_unchecked(action)
    return {"index": index, "outcome": str(state.outcome), "a_seat": a_seat,
            "record": game.record()}


def row_key(mode: str, rival: str, seed: int, iterations: int) -> dict[str, Any]:
    """The row's key in a games log, in ``bench/ai_targets.py``'s form (so that
    ``bench/endings.py`` reads the oracle's games too)."""
    hard = {k: v for k, v in LEVELS["hard"][1].items() if k != "budget_ms"}
    players = [("oracle", dict(hard, iterations=iterations)), LEVELS[rival], code_version()]
    return {"mode": mode, "match": f"oracle-{rival}", "seed": seed, "settings": repr(players)}


def play_row(mode: str, rival: str, games: int, seed: int, iterations: int, jobs: int,
             games_log: str | None = None) -> tuple[dict[str, Any], list[Result], int]:
    """Play the row's games not yet in ``games_log``; returns the row's key, every game's
    result and how many were played now."""
    key = row_key(mode, rival, seed, iterations)
    results: list[Result] = [r for i, r in logged_games(games_log, key).items() if i < games]
    if games_log and os.path.exists(games_log):
        end_last_line(games_log)
    todo = sorted(set(range(games)) - {r[0] for r in results})
    for game in _played(todo, jobs, mode, rival, seed, iterations):
        results.append((game["index"], game["outcome"], game["a_seat"]))
        if games_log:
            with open(games_log, "a") as log:
                log.write(json.dumps(dict(key, **game)) + "\n")
        print(f"{len(results)}/{games}", file=sys.stderr, flush=True)
    return key, results, len(todo)


def _played(todo: list[int], jobs: int, *args: Any) -> Iterator[dict[str, Any]]:
    """The games ``todo``, each as it ends (in ``jobs`` processes when more than one)."""
    if jobs <= 1:
        yield from (play(index, *args) for index in todo)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for future in as_completed([pool.submit(play, index, *args) for index in todo]):
            yield future.result()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=list(MODES), default="base")
    parser.add_argument("--rival", choices=("easy", "normal"), default="easy")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=LEVELS["hard"][1]["iterations"])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--games-log", help="append every finished game to this file, and "
                        "count (not replay) the games already in it")
    args = parser.parse_args()
    start = time.perf_counter()
    key, results, played = play_row(args.mode, args.rival, args.games, args.seed,
                                    args.iterations, args.jobs, args.games_log)
    summary = summarise(key["match"], args.rival, results)
    # The oracle stands in for hard: its row is judged by hard's target.
    print(row(args.mode, key["match"], summary, target=f"hard-{args.rival}"))
    print(json.dumps(dict(key, games=len(results), won=summary["a"]["wins"],
                          frozen=summary["frozen"], drawn=summary["draws"],
                          lost=summary["a_losses"], a_score=summary["a_score"],
                          seconds=round(time.perf_counter() - start, 1), played=played)))


if __name__ == "__main__":
    main()
