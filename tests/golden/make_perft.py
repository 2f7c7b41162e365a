"""Regenerate ``perft.json``: perft counts (``core.perft``) to depth 4 from 40 positions.

Run only when the rules change on purpose: ``python -m tests.golden.make_perft``. The
positions are the start of a game (seed 2026) in six modes, ply 40 of every greedy game
of ``replays.json`` that lasts longer than 45 actions, and two positions on the way back
(1912), six actions after an explorer reached the Pole. The counts in the file were made
with the engine of 2df522a, before the engine work of d56bf29.
"""
from __future__ import annotations

import json
from pathlib import Path

from core.game import Game
from core.options import Options
from core.perft import perft
from core.state import State

HERE = Path(__file__).parent
DEPTHS = (1, 2, 3, 4)
START_MODES = {
    "base": Options(), "advanced+patrons": Options(advanced=True, patrons=True),
    "depots": Options(depots=True), "weather": Options(weather=True),
    "way_back": Options(way_back=True), "all": Options(True, True, True, True, True),
}


def _replayed(game: dict, plies: int) -> State:
    played = Game(Options.from_dict(game["options"]), game["seed"])
    for text in game["actions"][:plies]:
        played.push_text(text)
    return played.state


def positions() -> dict[str, State]:
    """The named positions the counts are made from."""
    games = json.loads((HERE / "replays.json").read_text())
    found = {f"start {name}": Game(options, 2026).state for name, options in START_MODES.items()}
    for index in range(1, len(games), 2):  # the greedy games
        if len(games[index]["actions"]) > 45:
            found[f"golden {index} ply 40"] = _replayed(games[index], 40)
    for index in (37, 49):  # Patrons and Weather with 1912 The Way Back
        pole = next(i for i, text in enumerate(games[index]["actions"]) if text.startswith("pole"))
        found[f"golden {index} ply {pole + 6}"] = _replayed(games[index], pole + 6)
    return found


def main() -> None:
    counts = {name: [perft(state, depth) for depth in DEPTHS]
              for name, state in positions().items()}
    (HERE / "perft.json").write_text(json.dumps(counts, indent=1) + "\n")


if __name__ == "__main__":
    main()
