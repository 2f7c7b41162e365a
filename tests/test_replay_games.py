"""bench/replay_games.py: logged strength games are played again and compared move by move."""
from __future__ import annotations

import json

from helpers import load_bench

ai_targets = load_bench("ai_targets")
replay_games = load_bench("replay_games")


def logged(tmp_path, games: int = 4) -> tuple[str, list[dict]]:
    log = tmp_path / "games.jsonl"
    ai_targets.play_row("base", "easy-random", games, seed=5, jobs=1, games_log=str(log))
    return str(log), [json.loads(line) for line in log.read_text().splitlines()]


def rewrite(path: str, games: list[dict]) -> None:
    with open(path, "w") as log:
        log.writelines(json.dumps(game) + "\n" for game in games)


def test_games_played_with_this_code_replay_the_same(tmp_path) -> None:
    log, games = logged(tmp_path)
    summary = replay_games.check(log)
    assert summary["checked"] == 4 and summary["same"] == 4 and summary["differing"] == []
    assert replay_games.check(log, every=2)["checked"] == 2
    assert replay_games.check(log, most=1)["checked"] == 1


def test_a_game_that_plays_otherwise_is_reported_at_its_first_different_ply(tmp_path) -> None:
    log, games = logged(tmp_path)
    actions = games[1]["record"]["actions"]
    ply = len(actions) // 2
    actual = actions[ply]
    actions[ply] = "pass" if actual != "pass" else "take"
    rewrite(log, games)
    summary = replay_games.check(log)
    assert summary["same"] == 3
    assert summary["differing"] == [{"mode": "base", "match": "easy-random",
                                     "index": games[1]["index"], "ply": ply,
                                     "logged": actions[ply], "played": actual}]
    # A log cut short after some ply also parts from the game played now.
    games[1]["record"]["actions"] = actions[:ply]
    rewrite(log, games)
    assert replay_games.check(log)["differing"][0]["ply"] == ply


def test_games_of_other_level_settings_are_counted_not_played(tmp_path) -> None:
    log, games = logged(tmp_path)
    games[0]["settings"] = repr([("greedy", {"other": 1}), "random", "0" * 16])
    rewrite(log, games)
    summary = replay_games.check(log)
    assert summary["other_settings"] == 1 and summary["checked"] == 3 and summary["same"] == 3
