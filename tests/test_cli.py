"""The command line: ``python -m core simulate`` and ``python -m core replay``."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core.cli import main
from core.game import Game
from core.options import Options
from helpers import biased_choice

ROOT = Path(__file__).resolve().parents[1]


def _run(capsys, *argv: str) -> tuple[int, dict]:
    code = main(list(argv))
    out = capsys.readouterr().out.strip().splitlines()
    return code, json.loads(out[-1])


def test_simulate_prints_the_documented_summary(capsys) -> None:
    code, summary = _run(capsys, "simulate", "--games", "6", "--seed", "3", "--advanced",
                         "--patrons")
    assert code == 0
    for key in ("games", "wins", "frozen", "mean_turns", "seconds", "games_per_second"):
        assert key in summary, key
    assert summary["games"] == 6
    assert set(summary["wins"]) == {"amundsen", "scott"}
    assert summary["wins"]["amundsen"] + summary["wins"]["scott"] + summary["frozen"] \
        + summary.get("draws", 0) == 6
    assert summary["options"]["advanced"] and summary["options"]["patrons"]
    assert summary["mean_turns"] > 1
    assert summary["games_per_second"] == pytest.approx(6 / summary["seconds"], rel=0.05)


def test_simulate_is_reproducible_from_its_seed(capsys) -> None:
    _, first = _run(capsys, "simulate", "--games", "4", "--seed", "9")
    _, second = _run(capsys, "simulate", "--games", "4", "--seed", "9")
    for key in ("wins", "frozen", "mean_turns"):
        assert first[key] == second[key]


def test_simulate_rejects_zero_games(capsys) -> None:
    assert main(["simulate", "--games", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err


def _record(tmp_path: Path, seed: int = 21, moves: int = 30) -> tuple[Path, dict]:
    import random
    game = Game(Options(patrons=True), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.over:
            break
        game.push(biased_choice(rng, game.legal_actions()))
    record = game.record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path, record


def test_replay_validates_a_record(tmp_path: Path, capsys) -> None:
    path, record = _record(tmp_path)
    code, result = _run(capsys, "replay", str(path))
    assert code == 0 and result["valid"] is True
    assert result["actions"] == len(record["actions"])


def test_replay_reports_the_first_bad_action(tmp_path: Path, capsys) -> None:
    path, record = _record(tmp_path)
    record["actions"][7] = "pole Ra1 Ga1 Ba1 Ya1"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, result = _run(capsys, "replay", str(path))
    assert code == 1 and result["valid"] is False
    assert result["bad_action"] == 8  # counted from 1, like the error text
    assert "move 8" in result["error"]


def test_replay_reports_an_unreadable_file(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, result = _run(capsys, "replay", str(bad))
    assert code == 1 and result["valid"] is False
    code, result = _run(capsys, "replay", str(tmp_path / "missing.json"))
    assert code == 1 and "cannot read" in result["error"]


@pytest.mark.parametrize("argv", [["simulate", "--games", "2"]])
def test_module_entry_point_runs(argv: list[str]) -> None:
    """``python -m core`` is the documented way to run the command line."""
    done = subprocess.run([sys.executable, "-m", "core", *argv], cwd=ROOT, text=True,
                          capture_output=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 2


# -- bad input at the edges ------------------------------------------------------------------
@pytest.mark.parametrize("action", ["depot \u00b2", "depot " + "9" * 5000, "depot 007",
                                    "take " + "Ra1 " * 100_000])
def test_replay_of_a_record_with_a_malformed_number_names_the_action(
        tmp_path: Path, capsys, action: str) -> None:
    """A malformed action in a record is reported as the record's first bad action, never
    as a crash (a superscript digit and a 5000-digit number used to raise ValueError)."""
    path, record = _record(tmp_path, moves=3)
    record["actions"].insert(0, action)
    path.write_text(json.dumps(record), encoding="utf-8")
    code, result = _run(capsys, "replay", str(path))
    assert code == 1 and result["bad_action"] == 1
    assert len(result["error"]) < 400  # a huge action is not echoed back whole


@pytest.mark.parametrize("content", ["[" * 1000 + "]" * 1000, "\x00" * 1000])
def test_replay_of_deep_or_binary_junk_is_a_clear_error(tmp_path: Path, capsys,
                                                        content: str) -> None:
    path = tmp_path / "junk.json"
    path.write_text(content, encoding="utf-8")
    code, result = _run(capsys, "replay", str(path))
    assert code == 1 and result["valid"] is False and "record" in result["error"]


def test_replay_reads_no_more_than_a_record_can_hold(capsys, monkeypatch) -> None:
    """/dev/zero never ends: replay stops reading at the size limit and says so."""
    monkeypatch.setattr("core.cli.MAX_RECORD_BYTES", 1000)
    code, result = _run(capsys, "replay", "/dev/zero")
    assert code == 1 and "larger than a game record" in result["error"]


@pytest.mark.parametrize("argv", [["play", "--seed", "-7"], ["simulate", "--seed", "x"],
                                  ["arena", "--budget-ms", "nan"], ["arena", "--budget-ms", "inf"],
                                  ["arena", "--budget-ms", "-5"]])
def test_bad_numbers_on_the_command_line_are_refused_up_front(argv: list[str], capsys) -> None:
    """A negative seed would write a record replay refuses; a NaN budget never ended."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert "is not a" in capsys.readouterr().err


def _play_inputs(monkeypatch, answers: list[str]) -> None:
    feed = iter(answers)
    monkeypatch.setattr("builtins.input", lambda prompt="": next(feed))


def test_play_refuses_number_zero_instead_of_playing_the_last_action(capsys, monkeypatch) -> None:
    _play_inputs(monkeypatch, ["0", "q"])
    assert main(["play", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "choose a number from 1 to" in out


def test_play_into_a_missing_folder_is_refused_before_the_game(tmp_path: Path, capsys) -> None:
    assert main(["play", "--save", str(tmp_path / "no" / "such" / "game.json")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_a_finished_game_that_cannot_be_saved_is_printed(tmp_path: Path, capsys) -> None:
    """If writing the record fails at the end, the record is printed instead of lost."""
    from core.cli import _save
    game = Game(Options(), 4)
    assert _save(str(tmp_path), game) == 1  # a folder cannot be written as a file
    out = capsys.readouterr().out
    record = json.loads(out[out.index("{"):])
    assert record["seed"] == 4


def test_replay_of_a_race_won_at_the_ship_says_so(tmp_path: Path, capsys) -> None:
    """1912 The Way Back: the result of a race won by getting home read "reaches the South
    Pole first" (the page had the same fault, mended at stop 61)."""
    import random

    from core import Game, Options

    for seed in range(200):
        game, rng = Game(Options(way_back=True), seed), random.Random(seed)
        while not game.over:
            legal = game.legal_actions()
            game.push(max(legal, key=lambda a: (a.verb in ("advance", "pole"), rng.random())))
        if game.outcome in ("amundsen", "scott") and max(game.state.way) >= 0:
            break
    else:
        raise AssertionError("no 1912 race won at the ship")
    path = tmp_path / "home.json"
    path.write_text(json.dumps(game.record()), encoding="utf-8")
    code, result = _run(capsys, "replay", str(path))
    assert code == 0 and "first back aboard his ship" in result["result"], result
