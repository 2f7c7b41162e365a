"""bench/ai_targets.py: a row of the strength table says whether the match meets its target."""
from __future__ import annotations

import importlib.util
import os

import pytest

_PATH = os.path.join(os.path.dirname(__file__), "..", "bench", "ai_targets.py")
_SPEC = importlib.util.spec_from_file_location("ai_targets", _PATH)
ai_targets = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(ai_targets)


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
