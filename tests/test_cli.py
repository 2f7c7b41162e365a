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
    assert summary["mean_turns"] > 1 and summary["seconds"] >= 0


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
    assert "action 8" in result["error"]


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
