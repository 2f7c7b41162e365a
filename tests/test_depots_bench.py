"""bench/depots.py: what became of each food depot, read back from logged games."""
from __future__ import annotations

from core.arena import play_one
from core.game import Game
from helpers import load_bench

ai_targets, depots = load_bench("ai_targets"), load_bench("depots")


def _turn_end_spaces(record: dict) -> set[tuple[int, int]]:
    """(player, route space) for every turn a player ended on the route."""
    game = Game.from_record(dict(record, actions=[], outcome=None))
    ends = set()
    for text in record["actions"]:
        owner, number = game.state.turn, game.state.turn_number
        game.push_text(text)
        if game.state.turn_number != number and not game.state.lost[owner]:
            ends.add((owner, game.state.pos[owner]))
    return ends


def test_a_depot_counts_as_collected_only_where_its_owner_ended_a_turn() -> None:
    # Food Depots rulings: each player has two depots, the rolled space and one two spaces
    # before or after it (never below space 1); ending a turn on one's depot space takes
    # its card (or offers a swap on a full hand).
    games = [play_one((i, "easy", "random", 0, ai_targets.MODES["depots"])) for i in range(6)]
    collected = 0
    for _, _, _, record in games:
        found = depots.depots_of(record)
        ends = _turn_end_spaces(record)
        assert sorted(d["player"] for d in found) == [0, 0, 1, 1]
        for player in (0, 1):
            first, second = (d for d in found if d["player"] == player)
            assert not first["second"] and second["second"]
            assert abs(second["space"] - first["space"]) == 2 and second["space"] >= 1
            assert second["after"] == (second["space"] > first["space"])
        for depot in found:
            if depot["fate"]:
                collected += 1
                assert (depot["player"], depot["space"]) in ends
    assert collected > 0
    summary = depots.summarise({"match": "easy-random", "a_seat": a_seat, "record": record}
                               for _, _, a_seat, record in games)
    assert sum(row["depots"] for row in summary.values()) == 4 * len(games)
    assert sum(row["collected"] for row in summary.values()) == collected
    assert summary["easy"]["seconds"] == summary["random"]["seconds"] == len(games)
