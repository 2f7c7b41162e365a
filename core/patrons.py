"""Patrons module data: four patrons per country, one drawn per explorer."""
from __future__ import annotations

from typing import NamedTuple


class Patron(NamedTuple):
    key: str
    name: str
    help: str


ARCHITECT, ENGINEER, OFFICER, BARON, SHOWMAN, PHILANTHROPIST, POLITICIAN = (
    "architect", "engineer", "officer", "baron", "showman", "philanthropist", "politician")

#: PATRONS[player]: the four patrons of that explorer's country (Norway, Britain).
PATRONS: tuple[tuple[Patron, ...], ...] = (
    (
        Patron(ARCHITECT, "Architect", "Amundsen begins with 3 cards in hand."),
        Patron(OFFICER, "Army Officer", "The first Mongolian Horse to show up in the row "
               "(the opening row counts) leaves the game; the row fills the gap."),
        Patron(BARON, "Press Baron", "Amundsen begins on the first space of his route."),
        Patron(PHILANTHROPIST, "Philanthropist", "Once per game, Amundsen may give up this "
               "patron and count it as a card of any colour in a colour play."),
    ),
    (
        Patron(ENGINEER, "Engineer", "Scott begins with 4 cards in hand."),
        Patron(OFFICER, "Army Officer", "The first two Greenland Dogs to show up in the row "
               "(the opening row counts) leave the game; the row fills the gaps."),
        Patron(SHOWMAN, "Show Manager", "Scott begins on the first space of his route."),
        Patron(POLITICIAN, "Politician", "Once per game, Scott may give up this patron and "
               "count it as a card of any colour in a colour play."),
    ),
)

#: Starting hand size given by a patron (after any Food Depots set-up).
START_HAND = {ARCHITECT: 3, ENGINEER: 4}
#: Patrons that start their explorer on space 1.
START_ON_FIRST_SPACE = frozenset({BARON, SHOWMAN})
#: Patrons that can be used once as a wild colour card.
WILD_PATRONS = frozenset({PHILANTHROPIST, POLITICIAN})
#: How many of the opponent's wild animals an Army Officer removes from the row.
OFFICER_REMOVES = (1, 2)


def patron_info(player: int, key: str) -> Patron:
    """The patron of ``player`` with this key; ValueError if there is none."""
    for patron in PATRONS[player]:
        if patron.key == key:
            return patron
    raise ValueError(f"no patron {key!r} for player {player}")
