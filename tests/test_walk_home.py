"""bench/walk_home.py: the walks home (1912 The Way Back) read back from logged games."""
from __future__ import annotations

import json

from core.arena import play_one
from core.game import Game
from helpers import load_bench

ai_targets, walk_home = load_bench("ai_targets"), load_bench("walk_home")


def _turn_numbers(record: dict) -> dict[tuple[int, int], int]:
    """The turn in which each player first stood on the Pole (way 0) and at its ship."""
    game = Game.from_record(dict(record, actions=[], outcome=None))
    marks: dict[tuple[int, int], int] = {}
    for text in record["actions"]:
        number = game.state.turn_number
        game.push_text(text)
        for player in (0, 1):
            if game.state.way[player] in (0, 11):
                marks.setdefault((player, game.state.way[player]), number)
    return marks


def test_a_walk_home_counts_the_walkers_own_turns_from_the_pole_to_its_ship(tmp_path) -> None:
    # 1912 rulings: one return space a turn at most, ten spaces, then the ship card from
    # the last one. Turns alternate, so a walk from the Pole's turn to the ship's lasts
    # half the turns played in between, at least eleven.
    games = [play_one((i, "easy", "easy", 0, ai_targets.MODES["way_back"])) for i in range(8)]
    finished = 0
    for _, outcome, _, record in games:
        marks = _turn_numbers(record)
        for walk in walk_home.walks(record):
            player = walk["player"]
            assert walk["begun"] == marks[(player, 0)]
            won = outcome == ("amundsen", "scott")[player]
            assert walk["done"] == ((player, 11) in marks) == won
            if walk["done"]:
                finished += 1
                assert len(walk["turns"]) == (marks[(player, 11)] - marks[(player, 0)]) // 2 >= 11
                assert walk["turns"][-1] == 1.0   # the last space, the ship in hand: one turn
    assert finished >= 2
    log = tmp_path / "games.jsonl"
    log.write_text("".join(json.dumps({"mode": "way_back", "match": "easy-easy", "seed": 0,
                                       "settings": "", "index": i, "outcome": o, "a_seat": s,
                                       "record": r}) + "\n" for i, o, s, r in games))
    logged = ai_targets.games_with("way_back", [str(log)])
    summary = walk_home.summarise(game["record"] for game in logged)
    walks = [w for _, _, _, r in games for w in walk_home.walks(r)]
    assert summary["walks"] == finished and summary["cut_short"] == len(walks) - finished
    assert summary["fit"]["positions"] == sum(len(w["turns"]) for w in walks if w["done"])
    assert summary["turns"]["mean"] >= 11
