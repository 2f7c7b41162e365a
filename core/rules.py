"""Rule numbers (data): one home for each, asked by the engine, the agents and the page."""
from __future__ import annotations

HAND_LIMIT = 7                                  # cards a hand may hold
LOSS_HAND_LIMIT = 5                             # ... with Equipment Loss in front of it
TAKEN_FOR_DISCARDS = {0: 1, 1: 2, 3: 3}         # Take Cards: row cards taken per discards


def way_back_begun(way: list[int]) -> bool:
    """Whether the way back (1912) has begun, from the return-track positions: an explorer
    reached the Pole and the game went on."""
    return way[0] >= 0 or way[1] >= 0


def hand_limit(loss_on: int, player: int) -> int:
    """``player``'s hand limit when Equipment Loss lies in front of ``loss_on`` (-1: nobody)."""
    return LOSS_HAND_LIMIT if loss_on == player else HAND_LIMIT
