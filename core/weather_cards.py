"""Weather module data (a reconstruction, see ../shared/design/1911-rulings.md).

Five weather cards; card k has a prevailing condition. A die decides the weather when a
card is drawn: 1-2 give the card's prevailing condition, 3-6 the four others in order.
"""
from __future__ import annotations

from .i18n import N_, _

SUNNY, CALM, WINDY, STORM, COLD = "sunny", "calm", "windy", "storm", "cold"
CONDITIONS: tuple[str, ...] = (SUNNY, CALM, WINDY, STORM, COLD)
WEATHER_CARDS: tuple[int, ...] = (1, 2, 3, 4, 5)

CONDITION_NAMES = {SUNNY: N_("Sunny"), CALM: N_("Calm"), WINDY: N_("Windy"),
                   STORM: N_("Storm"), COLD: N_("Extreme Cold")}
#: What each condition does, in our own words (help page and tooltips).
CONDITION_HELP = {
    SUNNY: N_("Both explorers draw a card from the deck, unless their hand is full."),
    CALM: N_("The explorer who crossed picks one of the three rightmost row cards; the "
             "rival gets the other two. A card that does not fit in a full hand is "
             "discarded."),
    WINDY: N_("Each explorer secretly picks a hand card and the two are exchanged."),
    STORM: N_("The whole row is blown away to the discard pile and dealt anew."),
    COLD: N_("Each explorer must discard one coloured card of their choice."),
}


def condition_name(weather: str) -> str:
    return _(CONDITION_NAMES[weather])


def condition_help(weather: str) -> str:
    return _(CONDITION_HELP[weather])


def prevailing(card: int) -> str:
    """The condition weather card ``card`` (1..5) shows most often."""
    return CONDITIONS[card - 1]


def condition(card: int, die: int) -> str:
    """The weather for ``card`` when the die shows ``die`` (1..6)."""
    main = prevailing(card)
    if die <= 2:
        return main
    others = [c for c in CONDITIONS if c != main]
    return others[die - 3]
