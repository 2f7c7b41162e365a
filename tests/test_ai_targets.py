"""bench/ai_targets.py: a row of the strength table says whether the match meets its target."""
from __future__ import annotations

import json

import pytest

from helpers import load_bench

ai_targets = load_bench("ai_targets")


def result(score: float, losses: int = 0) -> dict:
    return {"a_score": score, "a_losses": losses, "a_score_ci95": [score - 0.05, score + 0.05],
            "games": 200, "frozen_rate": 0.25, "a_score_as_amundsen": score,
            "a_score_as_scott": score}


@pytest.mark.parametrize("match, score, losses, verdict", [
    ("hard-easy", 0.91, 1, "ok"),              # a loss to greedy is allowed
    ("hard-easy", 0.89, 0, "score < 0.9"),
    ("normal-easy", 0.80, 0, "ok"),
    ("hard-normal", 0.55, 0, "score < 0.6"),
    ("easy-random", 0.95, 1, "1 lost"),        # no level may ever lose to random
])
def test_a_row_names_the_target_it_misses(match, score, losses, verdict) -> None:
    assert ai_targets.verdict(match, result(score, losses)) == verdict
    assert ai_targets.row("base", match, result(score, losses)).endswith(f"| {verdict} |")


def test_every_mode_of_the_issue_is_measured() -> None:
    modes = ai_targets.MODES
    assert modes["base"].label() == "base game"
    assert modes["all"].label() == "advanced + patrons + depots + weather + way back"
    assert {"patrons", "depots", "weather", "way_back", "advanced+patrons"} <= set(modes)


def indices(lines: list[str]) -> list[int]:
    return [json.loads(line)["index"] for line in lines]


def test_an_interrupted_row_counts_its_logged_games_and_plays_only_the_rest(tmp_path) -> None:
    log = tmp_path / "games.jsonl"
    whole = ai_targets.play_row("base", "easy-random", 4, seed=3, jobs=1, games_log=str(log))
    lines = log.read_text().splitlines()
    assert sorted(indices(lines)) == [0, 1, 2, 3]
    # Interrupted after two games, the third one's line half written.
    log.write_text("\n".join(lines[:2]) + "\n" + lines[2][:15])
    resumed = ai_targets.play_row("base", "easy-random", 4, seed=3, jobs=1, games_log=str(log))
    after = log.read_text().splitlines()
    assert after[:2] == lines[:2] and after[2] == lines[2][:15]
    assert sorted(indices(after[3:])) == [2, 3]   # only the missing games were played
    assert resumed["already_played"] == 2
    for field in ("a_score", "a_losses", "frozen", "a_score_as_amundsen", "a_score_as_scott"):
        assert resumed[field] == whole[field]
    # The log is whole again: a third run plays nothing.
    ai_targets.play_row("base", "easy-random", 4, seed=3, jobs=1, games_log=str(log))
    assert log.read_text().splitlines() == after


@pytest.mark.parametrize("change", ["level", "code"])
def test_a_games_log_is_not_reused_once_a_level_plays_differently(tmp_path, monkeypatch, change) -> None:
    log = tmp_path / "games.jsonl"
    ai_targets.play_row("base", "easy-random", 2, seed=0, jobs=1, games_log=str(log))
    if change == "level":
        monkeypatch.setitem(ai_targets.LEVELS, "easy", ("random", {}))
    else:
        monkeypatch.setattr(ai_targets, "code_version", lambda: "edited core")
    result = ai_targets.play_row("base", "easy-random", 2, seed=0, jobs=1, games_log=str(log))
    assert sorted(indices(log.read_text().splitlines()[2:])) == [0, 1]
    assert result["already_played"] == 0
