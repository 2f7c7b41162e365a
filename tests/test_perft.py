"""No change of rules, move by move: perft counts from 40 positions, to depth 4.

``tests/golden/perft.json`` was made with the engine before its speed work (2df522a):
every legal action of every position reachable in four actions from these positions is
generated and applied, so a faster engine that generated one action more or less, or
applied one differently, anywhere in those trees, would change a count
(``tests/golden/make_perft.py`` makes the file; ``core/perft.py`` counts). One count was
made again on purpose at stop 58, when a 1912 rule was mended (a ship, a Com or Equipment
Loss rightmost in the row can no longer be discarded by the draw option): "golden 49 ply
73", a way-back position of a golden game re-pinned for that rule (before: 8, 52, 273,
1620; now 7, 42, 197, 1394 from the re-pinned game's position).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.outcome import Outcome
from core.perft import perft
from tests.golden.make_perft import DEPTHS, positions

PINNED = json.loads((Path(__file__).parent / "golden" / "perft.json").read_text())
POSITIONS = positions()


def test_the_pinned_positions_are_all_there() -> None:
    assert set(POSITIONS) == set(PINNED) and len(PINNED) == 40


@pytest.mark.parametrize("name", sorted(PINNED))
def test_perft_counts_match_the_earlier_engine(name: str) -> None:
    state = POSITIONS[name]
    before = state.to_dict()
    assert [perft(state, depth) for depth in DEPTHS] == PINNED[name]
    assert state.to_dict() == before  # counting leaves the position as it was


def test_perft_counts_the_end_of_a_game_once() -> None:
    """A finished game has no action left: every depth counts the one position."""
    state = POSITIONS["start base"].clone()
    state.log = None
    state.outcome = Outcome.FROZEN
    assert [perft(state, depth) for depth in DEPTHS] == [1, 1, 1, 1]
