"""A compact text rendering of an observation (for the terminal game)."""
from __future__ import annotations

from typing import Any

from .board import EXPLORER_NAMES, ROUTE
from .cards import CODE


def _cards(cards: list) -> str:
    return " ".join("??" if c is None else CODE[c] for c in cards) or "-"


def render(obs: dict[str, Any]) -> str:
    lines = [f"Turn {obs['turn_number']} · deck {len(obs['deck'])} · "
             f"exhausted {obs['exhaustions']}× · discard {len(obs['discard'])}"]
    lines.append(f"Row (rightmost first): {_cards(obs['row'])}")
    for p in (0, 1):
        where = f"lost on ?{obs['lost'][p]}" if obs["lost"][p] else f"space {obs['pos'][p]}"
        nxt = ""
        if not obs["lost"][p] and obs["pos"][p] < 15:
            nxt = f", next space {ROUTE[p][obs['pos'][p] + 1]}"
        limit = obs["facts"]["hand_limits"][p]
        patron = f", patron {obs['patron'][p]}" if obs["patron"][p] else ""
        lines.append(f"{EXPLORER_NAMES[p]:9} {where}{nxt}; hand ({limit} max): "
                     f"{_cards(obs['hands'][p])}{patron}")
    return "\n".join(lines)
