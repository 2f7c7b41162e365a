"""The arena: both seatings, win rates with Wilson intervals, and the command line."""
from __future__ import annotations

import json

import pytest

from core.arena import arena, score_summary, summarise, wilson
from core.cli import main
from core.game import Game


def test_wilson_interval_matches_known_values() -> None:
    assert wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    low, high = wilson(0, 20)
    assert low == 0.0 and high == pytest.approx(0.1611, abs=1e-4)
    assert wilson(20, 20)[1] == 1.0


def test_summary_counts_each_side_in_each_seat() -> None:
    # (index, outcome, A's seat): A wins once as Amundsen, B wins once as Amundsen (A Scott),
    # one game freezes, one ends in a draw.
    results = [(0, "amundsen", 0), (1, "amundsen", 1), (2, "frozen", 0), (3, "draw", 1)]
    summary = summarise("x", "y", results)
    assert summary["a"]["wins"] == 1 and summary["b"]["wins"] == 1
    assert summary["a"]["as_amundsen"] == {"games": 2, "wins": 1, "win_rate": 0.5}
    assert summary["a"]["as_scott"] == {"games": 2, "wins": 0, "win_rate": 0.0}
    assert summary["b"]["as_amundsen"] == {"games": 2, "wins": 1, "win_rate": 0.5}
    assert summary["frozen"] == 1 and summary["draws"] == 1
    assert summary["amundsen_win_rate"] == 0.5


def test_score_counts_a_frozen_game_or_a_draw_as_half_in_each_seat() -> None:
    results = [(0, "amundsen", 0), (1, "amundsen", 1), (2, "frozen", 0), (3, "draw", 1)]
    score = score_summary(results)
    assert score["a_score"] == 0.5 and score["a_losses"] == 1
    assert score["a_score_as_amundsen"] == 0.75 and score["a_score_as_scott"] == 0.25
    low, high = score["a_score_ci95"]
    assert low < 0.5 < high


def test_arena_plays_difficulty_levels_by_their_fixed_iterations() -> None:
    first = arena("easy", "random", games=2, seed=4)
    assert first["a"]["agent"] == "easy" and first["games"] == 2
    assert first["a_losses"] == 0


def test_arena_plays_both_seatings_and_accounts_for_every_game() -> None:
    result = arena("greedy", "random", games=6, seed=3)
    a, b = result["a"], result["b"]
    assert a["as_amundsen"]["games"] == 3 and a["as_scott"]["games"] == 3
    assert a["wins"] + b["wins"] + result["frozen"] + result["draws"] == 6
    for side in (a, b):
        low, high = side["ci95"]
        assert low <= side["win_rate"] <= high


def test_arena_rejects_unknown_agents() -> None:
    with pytest.raises(ValueError, match="unknown agent"):
        arena("greedy", "oracle", games=2)


def test_arena_command_prints_one_json_object(capsys) -> None:
    code = main(["arena", "--a", "ismcts", "--b", "greedy", "--games", "2", "--seed", "5",
                 "--iterations", "3", "--patrons", "--progress"])
    assert code == 0
    printed = capsys.readouterr()
    assert "game 2/2 done" in printed.err
    result = json.loads(printed.out)
    assert result["games"] == 2 and result["options"]["patrons"] is True
    assert result["a"]["agent"] == "ismcts" and result["b"]["agent"] == "greedy"
    for key in ("win_rate", "ci95", "as_amundsen", "as_scott"):
        assert key in result["a"] and key in result["b"]
    assert {"frozen_rate", "draw_rate", "amundsen_win_rate", "seconds"} <= set(result)


def test_arena_command_refuses_bad_numbers(capsys) -> None:
    assert main(["arena", "--games", "0"]) == 2
    assert "must" in capsys.readouterr().err
    assert main(["arena", "--iterations", "0"]) == 2
    assert "must" in capsys.readouterr().err


def test_games_already_played_are_counted_not_played_and_each_new_game_is_handed_over() -> None:
    whole = arena("easy", "random", 4, seed=2)
    seen: list[tuple] = []
    first = arena("easy", "random", 4, seed=2, jobs=2, on_game=lambda r, rec: seen.append((r, rec)))
    assert sorted(r[0] for r, _ in seen) == [0, 1, 2, 3]
    for result, record in seen:   # each record replays to the game's outcome
        assert str(Game.from_record(record).outcome) == result[1]
    assert first["a_score"] == whole["a_score"] and first["already_played"] == 0
    played = {r[0]: r for r, _ in seen if r[0] < 2}
    again: list[int] = []
    rest = arena("easy", "random", 4, seed=2, played=played, on_game=lambda r, rec: again.append(r[0]))
    assert sorted(again) == [2, 3] and rest["already_played"] == 2
    assert rest["a_score"] == whole["a_score"] and rest["frozen"] == whole["frozen"]
