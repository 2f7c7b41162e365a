"""Matches between two computer players, with both seatings, and their statistics.

Game ``i`` of a match deals from seed ``seed + i // 2``: each deal is played twice, once
with A as Amundsen and once with A as Scott, so luck of the deal cancels out between the
seats. Agents see only their own observation and the legal actions (``simulate.play_game``).
"""
from __future__ import annotations

import inspect
import math
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any, Callable

from .agents import AGENTS, LEVELS, make_agent, make_level
from .game import Game
from .options import Options
from .outcome import Outcome
from .simulate import play_game



def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95 % by default) for a win rate of ``wins`` out of ``games``."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (round(max(0.0, (centre - spread) / scale), 4), round(min(1.0, (centre + spread) / scale), 4))


def agent_kwargs(name: str, budget_ms: float | None, iterations: int | None) -> dict[str, Any]:
    """The search budget, for agents whose constructor takes one (others get nothing).
    A time budget counts the playing process's CPU time, so that a match on a busy machine
    (or with several ``jobs``) measures the same strength as on an idle one."""
    params = inspect.signature(AGENTS[name]).parameters
    kwargs: dict[str, Any] = {}
    if budget_ms is not None and "budget_ms" in params:
        kwargs["budget_ms"] = budget_ms
        if "cpu_clock" in params:
            kwargs["cpu_clock"] = True  # fair budgets even when the machine is busy
    if iterations is not None and "iterations" in params:
        kwargs["iterations"] = iterations
    return kwargs


def seating(index: int, seed: int) -> tuple[int, int, int, int]:
    """Game ``index`` of a match from ``seed``: A's seat (Amundsen in even games, Scott in
    odd ones), the deal's seed, and the seeds of A's and B's agents."""
    a_seat, deal = index % 2, seed + index // 2
    return a_seat, deal, 4 * deal + 2 * a_seat, 4 * deal + 2 * a_seat + 1


def match_game(index: int, agent_a: str, agent_b: str, seed: int, options: Options,
               budget_ms: float | None = None, iterations: int | None = None) -> tuple[Game, int]:
    """Play game ``index`` of a match; returns the finished game and A's seat."""
    a_seat, deal, a_seed, b_seed = seating(index, seed)
    a = _player(agent_a, a_seed, budget_ms, iterations)
    b = _player(agent_b, b_seed, budget_ms, iterations)
    agents = (a, b) if a_seat == 0 else (b, a)
    return play_game(options, deal, agents), a_seat


def _player(name: str, seed: int, budget_ms: float | None, iterations: int | None):
    """An agent by name, or a difficulty level played with its fixed iteration budget."""
    if name in LEVELS:
        return make_level(name, seed, fixed=True)
    return make_agent(name, seed=seed, **agent_kwargs(name, budget_ms, iterations))


def play_one(args: tuple, with_record: bool = True) -> tuple[int, str, int, dict[str, Any] | None]:
    """``match_game`` for a process pool; returns (index, outcome, A's seat, the game record
    or None without ``with_record``)."""
    game, a_seat = match_game(*args)
    return args[0], str(game.outcome), a_seat, game.record() if with_record else None


#: A finished game of a match: (index, outcome, A's seat).
Result = tuple[int, str, int]


def arena(agent_a: str, agent_b: str, games: int, seed: int = 0, options: Options | None = None,
          budget_ms: float | None = None, iterations: int | None = None, jobs: int = 1,
          progress: Callable[[int, int], None] | None = None,
          played: dict[int, Result] | None = None,
          on_game: Callable[[Result, dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Play ``games`` games between A and B (both seatings) and summarise them.

    ``played`` holds games already played (by index, e.g. from a log): they are counted,
    not played again. ``on_game`` is told each new game's result and record as it ends
    (in the order the games end)."""
    for name in (agent_a, agent_b):
        if name not in AGENTS and name not in LEVELS:
            known = sorted(AGENTS) + list(LEVELS)
            raise ValueError(f"unknown agent {name!r}; choose from {', '.join(known)}")
    if games < 1:
        raise ValueError("games must be at least 1")
    options = options or Options()
    known = {i: played[i] for i in range(games) if played and i in played}
    tasks = [(i, agent_a, agent_b, seed, options, budget_ms, iterations)
             for i in range(games) if i not in known]
    start = time.perf_counter()
    results: list[Result] = list(known.values())

    def finished(result: tuple[int, str, int, dict[str, Any] | None]) -> None:
        results.append(result[:3])
        if on_game:
            on_game(result[:3], result[3])
        if progress:
            progress(len(results), games)

    with_record = on_game is not None  # a record costs about 1 % of a quick game
    if jobs > 1 and len(tasks) > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for future in as_completed([pool.submit(play_one, task, with_record) for task in tasks]):
                finished(future.result())
    else:
        for task in tasks:
            finished(play_one(task, with_record))
    summary = summarise(agent_a, agent_b, results)
    summary.update({"seed": seed, "options": options.to_dict(), "budget_ms": budget_ms,
                    "iterations": iterations, "seconds": round(time.perf_counter() - start, 2),
                    "already_played": len(known)})
    return summary


def _tally(results: list[tuple[int, str, int]]) -> dict[str, Any]:
    """Count wins per side and A's seat (``wins[side][seat]``), games per seat, frozen and
    drawn games and Amundsen's wins."""
    tally: dict[str, Any] = {"wins": {"a": [0, 0], "b": [0, 0]}, "played": [0, 0],
                             "frozen": 0, "draws": 0, "amundsen": 0}
    for _, word, a_seat in results:
        outcome = Outcome(word)
        tally["played"][a_seat] += 1
        if outcome.winner is not None:
            tally["amundsen"] += outcome.winner == 0
            tally["wins"]["a" if outcome.winner == a_seat else "b"][a_seat] += 1
        elif outcome == Outcome.FROZEN:
            tally["frozen"] += 1
        else:
            tally["draws"] += 1
    return tally


def _side(tally: dict[str, Any], key: str, name: str, games: int) -> dict[str, Any]:
    """One agent's wins, overall and per seat (B sits in the seat A does not)."""
    wins, played = tally["wins"][key], tally["played"]
    total = sum(wins)
    seats = (0, 1) if key == "a" else (1, 0)  # A's seat index when this agent is Amundsen, Scott

    def seat(i: int) -> dict[str, Any]:
        games_there, won = played[seats[i]], wins[seats[i]]
        return {"games": games_there, "wins": won,
                "win_rate": round(won / games_there, 4) if games_there else None}

    return {"agent": name, "wins": total, "win_rate": round(total / games, 4),
            "ci95": list(wilson(total, games)), "as_amundsen": seat(0), "as_scott": seat(1)}


def summarise(agent_a: str, agent_b: str, results: list[tuple[int, str, int]]) -> dict[str, Any]:
    """Win rates (overall and per seat), frozen and drawn games, and seat balance."""
    games = len(results)
    tally = _tally(results)
    frozen, draws, amundsen_wins = tally["frozen"], tally["draws"], tally["amundsen"]
    a, b = _side(tally, "a", agent_a, games), _side(tally, "b", agent_b, games)
    decided = a["wins"] + b["wins"]
    return {
        "a": a, "b": b, "games": games,
        "frozen": frozen, "frozen_rate": round(frozen / games, 4),
        "draws": draws, "draw_rate": round(draws / games, 4),
        "a_share_of_decided": round(a["wins"] / decided, 4) if decided else None,
        "a_share_ci95": list(wilson(a["wins"], decided)) if decided else None,
        **score_summary(results),
        "amundsen_win_rate": round(amundsen_wins / games, 4),
        "amundsen_ci95": list(wilson(amundsen_wins, games)),
    }


def a_points(word: str, a_seat: int) -> float:
    """A's points for one game: a win 1, a frozen game or a draw 1/2, a loss 0."""
    winner = Outcome(word).winner
    if winner is None:
        return 0.5
    return 1.0 if winner == a_seat else 0.0


def score_interval(points: list[float], z: float = 1.96) -> tuple[float, float]:
    """95 % interval of a mean score of 1/0.5/0 points (normal approximation, clipped)."""
    n = len(points)
    if n < 2:
        return (0.0, 1.0)
    mean = sum(points) / n
    var = sum((p - mean) ** 2 for p in points) / (n - 1)
    half = z * math.sqrt(var / n)
    return (round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4))


def score_summary(results: list[tuple[int, str, int]]) -> dict[str, Any]:
    """A's score (win 1, frozen or draw 1/2, loss 0) with its 95 % interval, A's losses,
    and A's score in each seat (seat balance)."""
    points = [a_points(word, seat) for _, word, seat in results]
    by_seat = [[p for p, (_, _, seat) in zip(points, results) if seat == s] for s in (0, 1)]
    return {
        "a_score": round(sum(points) / len(points), 4) if points else None,
        "a_score_ci95": list(score_interval(points)),
        "a_losses": sum(1 for p in points if p == 0.0),
        "a_score_as_amundsen": round(sum(by_seat[0]) / len(by_seat[0]), 4) if by_seat[0] else None,
        "a_score_as_scott": round(sum(by_seat[1]) / len(by_seat[1]), 4) if by_seat[1] else None,
    }
