"""Playing many games between agents and summarising the results."""
from __future__ import annotations

import time
from typing import Any, Callable

from .agents import Agent, make_agent
from .game import Game
from .observation import observation
from .options import Options
from .outcome import Outcome


def play_game(options: Options, seed: int, agents: tuple[Agent, Agent],
              max_actions: int = 100_000) -> Game:
    """Play one game to its end; each agent sees only its own observation."""
    game = Game(options, seed, undo=False)  # played through: nothing is taken back
    game.state.log = None  # nobody reads the log here; skip it for speed
    state = game.state
    while not state.outcome:
        player = state.to_move()
        legal = game.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        else:
            agent = agents[player]
            obs = observation(state, player) if getattr(agent, "needs_observation", True) else None
            action = agent.choose(obs, legal)
        game.push_unchecked(action)
        if len(game.actions) > max_actions:
            raise RuntimeError(f"game with seed {seed} did not end after {max_actions} actions")
    return game


def simulate(games: int, seed: int, options: Options, agent_a: str = "random",
             agent_b: str = "random", progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """Play ``games`` games (seeds seed, seed+1, ...) and summarise them."""
    wins = {"amundsen": 0, "scott": 0}
    frozen = draws = turns = actions = 0
    start = time.perf_counter()
    for i in range(games):
        agents = (make_agent(agent_a, seed=2 * (seed + i)), make_agent(agent_b, seed=2 * (seed + i) + 1))
        game = play_game(options, seed + i, agents)
        outcome = game.outcome
        if outcome.winner is not None:
            wins[outcome.value] += 1
        elif outcome == Outcome.FROZEN:
            frozen += 1
        else:
            draws += 1
        turns += game.state.turn_number
        actions += len(game.actions)
        if progress:
            progress(i + 1)
    seconds = time.perf_counter() - start
    return {
        "games": games, "seed": seed, "options": options.to_dict(),
        "agents": {"amundsen": agent_a, "scott": agent_b},
        "wins": wins, "frozen": frozen, "draws": draws,
        "shares": {k: round(v / games, 4) for k, v in
                   (("amundsen", wins["amundsen"]), ("scott", wins["scott"]),
                    ("frozen", frozen), ("draws", draws))} if games else {},
        "mean_turns": round(turns / games, 2) if games else 0.0,
        "mean_actions": round(actions / games, 2) if games else 0.0,
        "seconds": round(seconds, 4),  # fast enough that 3 decimals lost the rate
        "games_per_second": round(games / seconds, 1) if seconds else 0.0,
    }
