#!/usr/bin/env python3
"""The deck clock against the random player: how soon it ends games, and how fast an
agent races.

Usage::

    .venv/bin/python bench/deck_clock.py [--agent greedy] [--games 1000] [--seed 0]
                                         [--budget-ms 200] [--advanced] [--patrons]

Plays ``--agent`` against ``random`` (both seatings, dealt as by ``arena``) and prints one JSON object:

- ``ended_before``: the share of all games that froze before the agent had had k turns
  of its own, for k = 26..40. The uniform random player, its hand full, mostly picks one
  of the many "discard 3, take 3" actions, so the deck runs out twice early and random
  soon declares a freeze. No agent can win a game that ends before it could reach the
  Pole, so these shares bound the win rate against random from above for an agent of a
  given pace;
- ``win_turns``: quartiles of the agent's own turns in the games it won (its pace);
- ``outcomes``: agent wins, random wins and frozen games.

Why pace is bounded: n spaces cost 2n - 1 cards and a take nets at most one card, so
every space costs two turns whatever the step length; the Pole costs four more cards and
a turn. From one starting card that is 34 own turns, less one per bonus card gained
(Drop Supplies, Good Weather).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core.arena import match_game  # noqa: E402
from core.cli import add_option_flags, options_from_args  # noqa: E402



def own_turns(turn_number: int, seat: int) -> int:
    """Turns the player in ``seat`` has had when turn ``turn_number`` (1-based) is played."""
    return (turn_number + 1) // 2 if seat == 0 else turn_number // 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--agent", default="greedy")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=float, default=200.0)
    add_option_flags(parser)
    args = parser.parse_args()
    options = options_from_args(args)
    frozen_at: list[int] = []
    won_at: list[int] = []
    outcomes = {"agent": 0, "random": 0, "frozen": 0}
    for index in range(args.games):
        game, seat = match_game(index, args.agent, "random", args.seed, options, args.budget_ms)
        turns = own_turns(game.state.turn_number, seat)
        if game.outcome.winner == seat:
            outcomes["agent"] += 1
            won_at.append(turns)
        elif game.outcome.winner == 1 - seat:
            outcomes["random"] += 1
        else:
            outcomes["frozen"] += 1
            frozen_at.append(turns)
    games = args.games
    print(json.dumps({
        "agent": args.agent, "games": games, "options": options.to_dict(),
        "outcomes": {k: round(v / games, 4) for k, v in outcomes.items()},
        "ended_before": {k: round(sum(t < k for t in frozen_at) / games, 4) for k in range(26, 41, 2)},
        "win_turns": statistics.quantiles(won_at, n=4) if len(won_at) > 1 else won_at,
    }))


if __name__ == "__main__":
    main()
