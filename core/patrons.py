"""Patrons module data: four patrons per country, one drawn per explorer."""
from __future__ import annotations

from typing import NamedTuple

from .board import EXPLORER_NAMES


class Patron(NamedTuple):
    key: str
    name: str
    help: str


ARCHITECT, ENGINEER, OFFICER, BARON, SHOWMAN, PHILANTHROPIST, POLITICIAN = (
    "architect", "engineer", "officer", "baron", "showman", "philanthropist", "politician")

#: Starting hand size given by a patron (after any Food Depots set-up).
START_HAND = {ARCHITECT: 3, ENGINEER: 4}
#: Patrons that start their explorer on space 1.
START_ON_FIRST_SPACE = frozenset({BARON, SHOWMAN})
#: Patrons that can be used once as a wild colour card.
WILD_PATRONS = frozenset({PHILANTHROPIST, POLITICIAN})
#: How many of the opponent's wild animals an Army Officer removes from the row.
OFFICER_REMOVES = (1, 2)

#: Per explorer: (key, name) of the patron giving a bigger starting hand, of the one
#: starting on space 1, and of the one usable once as a wild card.
_SIDES = (
    ((ARCHITECT, "Architect"), (BARON, "Press Baron"), (PHILANTHROPIST, "Philanthropist")),
    ((ENGINEER, "Engineer"), (SHOWMAN, "Show Manager"), (POLITICIAN, "Politician")),
)
_RIVAL_ANIMAL = ("Mongolian Horse", "Greenland Dog")  # the rival's wild animal, per explorer
_COUNT_WORDS = {1: "", 2: "two "}


def _country(player: int) -> tuple[Patron, ...]:
    """The four patrons of one explorer's country (Norway, Britain), their help in words
    built from the numbers above."""
    who = EXPLORER_NAMES[player]
    (hand_key, hand_name), (space_key, space_name), (wild_key, wild_name) = _SIDES[player]
    n = OFFICER_REMOVES[player]
    animals = _RIVAL_ANIMAL[player] + ("s" if n > 1 else "")
    leave, gap = ("leaves", "gap") if n == 1 else ("leave", "gaps")
    return (
        Patron(hand_key, hand_name, f"{who} begins with {START_HAND[hand_key]} cards in hand."),
        Patron(OFFICER, "Army Officer", f"The first {_COUNT_WORDS[n]}{animals} to show up in the "
               f"row (the opening row counts) {leave} the game; the row fills the {gap}."),
        Patron(space_key, space_name, f"{who} begins on the first space of his route."),
        Patron(wild_key, wild_name, f"Once per game, {who} may give up this patron and count "
               "it as a card of any colour in a colour play."),
    )


#: PATRONS[player]: the four patrons of that explorer's country.
PATRONS: tuple[tuple[Patron, ...], ...] = (_country(0), _country(1))


def patron_info(player: int, key: str) -> Patron:
    """The patron of ``player`` with this key; ValueError if there is none."""
    for patron in PATRONS[player]:
        if patron.key == key:
            return patron
    raise ValueError(f"no patron {key!r} for player {player}")
