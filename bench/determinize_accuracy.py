#!/usr/bin/env python3
"""How often the search's dealt worlds put the rival's hidden cards right, with and without
the deck's known make-up (``State.deck_from``).

Usage::

    .venv/bin/python bench/determinize_accuracy.py [--games 40] [--deals 20] [--modes ...]

Plays seeded greedy-against-greedy games in each mode. At every choice a player makes once
a deck has been formed in view of both (the discard pile reshuffled, or the way back's
deck rebuilt from such a deck), it deals ``--deals`` worlds from that player's
observation, once as the search does (the deck dealt only from the cards it was formed
from) and once with that knowledge withheld (every unseen card anywhere: the dealing
before ``deck_from``). It prints one JSON line per mode: the positions, the rival's hidden
cards per position (hand and depots), the share of them each dealing put right (the card
the rival really holds there), and the share of the dealt deck's cards really in the deck.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ai_targets import MODES  # noqa: E402  (bench/ is on the path when run as a script)

from core.agents import make_agent  # noqa: E402
from core.game import Game  # noqa: E402
from core.observation import determinize, observation  # noqa: E402
from core.state import State  # noqa: E402


def hidden_right(world: State, truth: State, obs: dict, rival: int) -> tuple[int, int]:
    """(rival's hidden cards dealt right, rival's hidden cards) in one dealt world."""
    right = total = 0
    for card, seen, real in zip(world.hands[rival], obs["hands"][rival], truth.hands[rival]):
        if seen is None:
            total += 1
            right += card == real
    for (_, card), (_, seen), (_, real) in zip(world.depots[rival], obs["depots"][rival],
                                               truth.depots[rival]):
        if seen is None:
            total += 1
            right += card == real
    return right, total


def measure(mode: str, games: int, deals: int) -> dict:
    options = MODES[mode]
    rng = random.Random(0)
    count = {"known": [0, 0, 0, 0], "withheld": [0, 0, 0, 0]}  # hidden right, hidden, deck in, deck
    positions = 0
    for seed in range(games):
        game = Game(options, seed)
        agents = (make_agent("greedy", 2 * seed), make_agent("greedy", 2 * seed + 1))
        state = game.state
        while not state.outcome:
            player = state.to_move()
            legal = game.legal_actions()
            obs = observation(state, player)
            if state.deck_from is not None and len(legal) > 1:
                positions += 1
                truth_deck = set(state.deck)
                for arm, shown in (("known", obs), ("withheld", {**obs, "deck_from": None})):
                    tally = count[arm]
                    for _ in range(deals):
                        world = determinize(shown, rng)
                        right, total = hidden_right(world, state, obs, 1 - player)
                        tally[0] += right
                        tally[1] += total
                        tally[2] += sum(c in truth_deck for c in world.deck)
                        tally[3] += len(world.deck)
            game.push_unchecked(agents[player].choose(obs, legal) if len(legal) > 1 else legal[0])
    out = {"mode": mode, "games": games, "deals": deals, "positions": positions,
           "hidden_per_position": round(count["known"][1] / max(1, positions * deals), 2)}
    for arm, (right, total, deck_in, deck) in count.items():
        out[f"hidden_right_{arm}"] = round(right / total, 3) if total else None
        out[f"deck_right_{arm}"] = round(deck_in / deck, 3) if deck else None
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--modes", nargs="*", choices=list(MODES), default=list(MODES))
    args = parser.parse_args()
    for mode in args.modes:
        print(json.dumps(measure(mode, args.games, args.deals)), flush=True)


if __name__ == "__main__":
    main()
