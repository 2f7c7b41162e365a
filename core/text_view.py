"""A compact text rendering of an observation (for the terminal game)."""
from __future__ import annotations

from typing import Any

from .board import EXPLORER_NAMES, ROUTE
from .cards import CODE
from .describe import lost_text
from .i18n import _


def _cards(cards: list) -> str:
    return " ".join("??" if c is None else CODE[c] for c in cards) or "-"


def render(obs: dict[str, Any]) -> str:
    lines = [_("Turn {turn} · deck {deck} · exhausted {exhausted}× · discard {discard}").format(
        turn=obs["turn_number"], deck=len(obs["deck"]), exhausted=obs["exhaustions"],
        discard=len(obs["discard"]))]
    lines.append(_("Row (rightmost first): {cards}").format(cards=_cards(obs["row"])))
    for p in (0, 1):
        if obs["lost"][p]:
            where = lost_text(obs["lost"][p])
        else:
            where = _("on space {number}").format(number=obs["pos"][p])
        if not obs["lost"][p] and obs["pos"][p] < 15:
            where = _("{where}, next space {colour}").format(
                where=where, colour=ROUTE[p][obs["pos"][p] + 1])
        patron = obs["patron"][p]
        hand = _("{who} {where}; hand ({limit} max): {cards}").format(
            who=f"{EXPLORER_NAMES[p]:9}", where=where, limit=obs["facts"]["hand_limits"][p],
            cards=_cards(obs["hands"][p]))
        lines.append(hand + (_(", patron {patron}").format(patron=patron) if patron else ""))
    return "\n".join(lines)
