"""Regenerate ``replays.json``: seeded games (random and greedy) across all 32 option combinations.

The file pins each game's actions, outcome and final-state digest so that a refactor
of the engine can be proved to change no rule. When a rule is mended on purpose, run
``python -m tests.golden.make_replays --repin``: every pinned game whose actions all stay
legal keeps them (its digest is written again); a game that meets an action the rules no
longer allow keeps its actions up to there and is played on from there by the same
seeded pick (random games, whose generator is brought to the same state) or by greedy
agents seeded as its maker seeded them, made afresh at that point (greedy games), and the
games changed are printed. (Regenerating from scratch, without ``--repin``, would replay today's greedy
agent, which no longer plays the pinned greedy games.)
"""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from core.agents import make_agent
from core.actions import Action
from core.game import Game
from core.observation import observation
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


def repin(pinned: dict) -> dict:
    """``pinned`` as today's rules play it: its actions while they stay legal, then the
    game played on by its maker's seeded choices (see the module's docstring)."""
    options, seed = Options.from_dict(pinned["options"]), pinned["seed"]
    game, pick = Game(options, seed), random.Random(seed * 7919 + 1)
    is_random = seed % 1000 == 0  # random_game's seeds end in 000, greedy_game's in 001
    for text in pinned["actions"]:
        legal = sorted(game.legal_actions(), key=str)
        action = Action.parse(text)
        if action not in legal:
            break
        if is_random:
            pick.choice(legal)  # the same draws as random_game made, so it goes on alike
        game.push(action)
    agents = (make_agent("greedy", seed=2 * seed), make_agent("greedy", seed=2 * seed + 1))
    while not game.over:
        legal = sorted(game.legal_actions(), key=str)
        if is_random:
            game.push(pick.choice(legal))
        else:
            player = game.to_move()
            game.push(legal[0] if len(legal) == 1 else
                      agents[player].choose(observation(game.state, player), game.legal_actions()))
    return {**pinned, "actions": [str(a) for a in game.actions],
            "outcome": game.record()["outcome"], "digest": state_digest(game)}


def main(argv: list[str]) -> None:
    path = HERE / "replays.json"
    if argv[:1] == ["--repin"]:
        old = json.loads(path.read_text())
        games = [repin(g) for g in old]
        for before, after in zip(old, games):
            if before["actions"] != after["actions"]:
                pairs = enumerate(zip(before["actions"], after["actions"]))
                same = next((i for i, (a, b) in pairs if a != b),
                            min(len(before["actions"]), len(after["actions"])))
                print(f"seed {before['seed']}: its actions differ from action {same} on")
    else:
        games = [maker(options, 1000 * n + k) for n, options in enumerate(ALL_COMBINATIONS)
                 for k, maker in enumerate((random_game, greedy_game))]
    path.write_text(json.dumps(games, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
