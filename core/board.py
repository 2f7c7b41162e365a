"""Board data (a reconstruction, see ../shared/design/1911-rulings.md).

Positions on an explorer's own route: 0 = ship, 1..15 = route spaces, 16 = South Pole.
Lost spaces ("?") are numbered 1..5: lost space k lies just behind space 3*(k-1)+1.
Swap the tables here if the printed board's values ever become known.
"""
from __future__ import annotations

from .cards import ANIMAL, BLUE, BLIZZARD, CAMP_ICON, CREVASSE, DOG, GREEN, HORSE, RED, SLED, STORM, YELLOW

AMUNDSEN, SCOTT = 0, 1
EXPLORER_NAMES = ("Amundsen", "Scott")

SHIP, POLE, LAST_SPACE = 0, 16, 15
#: Kind of card that is a wild colour for each explorer.
WILD_KIND = (DOG, HORSE)
#: Kind of card whose pair makes the opponent lost, for each explorer.
ATTACK_KIND = (BLIZZARD, CREVASSE)

_BLOCKS = (
    ((RED, GREEN, YELLOW), (YELLOW, RED, GREEN), (GREEN, YELLOW, RED),
     (RED, YELLOW, GREEN), (YELLOW, GREEN, RED)),
    ((YELLOW, GREEN, BLUE), (GREEN, BLUE, YELLOW), (BLUE, YELLOW, GREEN),
     (GREEN, YELLOW, BLUE), (YELLOW, BLUE, GREEN)),
)

#: ROUTE[player][position] is the colour of that space ("" for the ship and the Pole).
ROUTE: tuple[tuple[str, ...], ...] = tuple(
    ("",) + tuple(colour for block in blocks for colour in block) + ("",) for blocks in _BLOCKS
)

LOST_SPACES = (1, 2, 3, 4, 5)

#: (degrees, last space before the line): the line lies between that space and the next.
PARALLELS: tuple[tuple[int, int], ...] = ((75, 3), (80, 6), (85, 9), (88, 12))
#: Positions up to this one are "before the 85 degree parallel".
BEFORE_85 = 9


def lost_space_for(position: int) -> int:
    """The lost space just behind route space ``position`` (1..15)."""
    return (position - 1) // 3 + 1


def first_space_after_lost(k: int) -> int:
    """The route space just ahead of lost space k."""
    return 3 * (k - 1) + 1


def com_target(position: int) -> int:
    """Where a Com moves an explorer on route space ``position``: one space forward before
    the 85° parallel, one space back after it."""
    return position + 1 if position <= BEFORE_85 else position - 1


def back_to_route_target(player: int, k: int, colour: str) -> int | None:
    """Where a player lost on space k returns with a card of ``colour``.

    The nearest route space of that colour behind the lost space; failing that, the ship
    when k is 1 or 2; otherwise None (not possible).
    """
    route = ROUTE[player]
    for space in range(first_space_after_lost(k) - 1, 0, -1):
        if route[space] == colour:
            return space
    return SHIP if k <= 2 else None


def parallels_crossed(old: int, new: int) -> list[int]:
    """Degrees of the parallels crossed moving forward from ``old`` to ``new``, in order."""
    return [deg for deg, last in PARALLELS if old <= last < new]


# 1912 The Way Back: the return track (reconstruction). Space 1 is next to the Pole,
# space 10 the last before the ship; each space demands a colour and an icon.
RETURN_TRACK: tuple[tuple[tuple[str, str], ...], ...] = (
    ((RED, ANIMAL), (YELLOW, SLED), (GREEN, STORM), (RED, SLED), (BLUE, ANIMAL),
     (YELLOW, STORM), (GREEN, SLED), (RED, CAMP_ICON), (YELLOW, ANIMAL), (GREEN, SLED)),
    ((BLUE, ANIMAL), (YELLOW, SLED), (GREEN, STORM), (BLUE, SLED), (RED, ANIMAL),
     (YELLOW, STORM), (GREEN, SLED), (BLUE, CAMP_ICON), (YELLOW, ANIMAL), (GREEN, SLED)),
)
RETURN_LENGTH = 10
RETURN_HOME = RETURN_LENGTH + 1  # return-track position of the ship

