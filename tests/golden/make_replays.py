"""Regenerate ``replays.json``: seeded games (random and greedy) across all 32 option combinations.

Run only when the rules change on purpose: ``python -m tests.golden.make_replays``.
The file pins each game's actions, outcome and final-state digest so that a refactor
of the engine can be proved to change no rule.
"""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from core.agents import make_agent
from core.game import Game
from core.options import ALL_COMBINATIONS, Options
from core.simulate import play_game

HERE = Path(__file__).parent


#: State fields added after the games were pinned: knowledge, not rules (``private``: the
#: hand cards a spectator has not seen; ``deck_from``: the cards a deck formed in view of
#: both players was made from). The digest leaves them out.
LATER_FIELDS = ("private", "deck_from")


def state_digest(game: Game) -> str:
    """SHA-256 of the full state (log included) as canonical JSON."""
    data = {k: v for k, v in game.state.to_dict().items() if k not in LATER_FIELDS}
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def random_game(options: Options, seed: int) -> dict:
    """One game where each move is a seeded random pick among the legal actions."""
    game, pick = Game(options, seed), random.Random(seed * 7919 + 1)
    while not game.over:
        legal = sorted(game.legal_actions(), key=str)
        game.push(pick.choice(legal))
    return {"options": options.to_dict(), "seed": seed,
            "actions": [str(a) for a in game.actions],
            "outcome": game.record()["outcome"], "digest": state_digest(game)}


def greedy_game(options: Options, seed: int) -> dict:
    """One game between two seeded greedy agents (these reach the Pole, random ones freeze)."""
    game = play_game(options, seed, (make_agent("greedy", seed=2 * seed), make_agent("greedy", seed=2 * seed + 1)))
    replayed = Game.from_record(game.record())  # play_game drops the log; the digest keeps it
    return {"options": options.to_dict(), "seed": seed, "actions": [str(a) for a in game.actions],
            "outcome": game.record()["outcome"], "digest": state_digest(replayed)}


def main() -> None:
    games = [maker(options, 1000 * n + k) for n, options in enumerate(ALL_COMBINATIONS)
             for k, maker in enumerate((random_game, greedy_game))]
    (HERE / "replays.json").write_text(json.dumps(games, indent=1) + "\n")


if __name__ == "__main__":
    main()
