"""Patrons module data: four patrons per country, one drawn per explorer."""
from __future__ import annotations

from typing import NamedTuple

from .board import EXPLORER_NAMES
from .i18n import N_, _


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
    ((ARCHITECT, N_("Architect")), (BARON, N_("Press Baron")),
     (PHILANTHROPIST, N_("Philanthropist"))),
    ((ENGINEER, N_("Engineer")), (SHOWMAN, N_("Show Manager")), (POLITICIAN, N_("Politician"))),
)
_OFFICER_HELP = (
    N_("The first Mongolian Horse to show up in the row (the opening row counts) leaves "
       "the game; the row fills the gap."),
    N_("The first two Greenland Dogs to show up in the row (the opening row counts) leave "
       "the game; the row fills the gaps."),
)


def _country(player: int) -> tuple[Patron, ...]:
    """The four patrons of one explorer's country (Norway, Britain), with their help in
    the current language."""
    who = EXPLORER_NAMES[player]
    (hand_key, hand_name), (space_key, space_name), (wild_key, wild_name) = _SIDES[player]
    assert OFFICER_REMOVES[player] == player + 1  # the two Army Officer texts above
    return (
        Patron(hand_key, _(hand_name), _("{who} starts with {count} cards in hand.").format(
            who=who, count=START_HAND[hand_key])),
        Patron(OFFICER, _("Army Officer"), _(_OFFICER_HELP[player])),
        Patron(space_key, _(space_name),
               _("{who} starts on the first space of his route.").format(who=who)),
        Patron(wild_key, _(wild_name), _("Once per game, {who} may give up this patron and "
                                          "count it as a card of any colour.").format(who=who)),
    )


#: PATRONS[player]: the four patrons of that explorer's country, in the order the die
#: picks them (the engine reads only their keys; words come from ``patron_info``).
PATRONS: tuple[tuple[Patron, ...], ...] = (_country(0), _country(1))


def patron_info(player: int, key: str) -> Patron:
    """The patron of ``player`` with this key; ValueError if there is none."""
    for patron in _country(player):
        if patron.key == key:
            return patron
    raise ValueError(f"no patron {key!r} for player {player}")
