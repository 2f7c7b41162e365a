"""Card data: every physical card of the game as a small integer id.

Each card has a stable text code used by the action notation (see docs/notation.md):
a colour letter (R, G, B, Y), a kind letter and a copy number, e.g. ``Rd1`` is the first
red Greenland Dog; colourless cards are ``Com1``, ``Com2``, ``Loss``, ``Fram`` and ``Nova``.
Patron cards are not cards of the deck; they live in ``core.patrons``.
"""
from __future__ import annotations

from typing import NamedTuple

from .i18n import N_, NC_, _, pgettext

# Colours -------------------------------------------------------------------------------
RED, GREEN, BLUE, YELLOW = "R", "G", "B", "Y"
COLOURS: tuple[str, ...] = (RED, GREEN, BLUE, YELLOW)
COLOUR_NAMES = {RED: N_("red"), GREEN: N_("green"), BLUE: N_("blue"), YELLOW: N_("yellow")}
#: The letter printed on a card or a space of that colour (a colour-blind aid), in the
#: context "colour letter": French prints V for vert and J for jaune. The notation keeps
#: R, G, B and Y in every language.
COLOUR_LETTERS = {RED: NC_("colour letter", "R"), GREEN: NC_("colour letter", "G"),
                  BLUE: NC_("colour letter", "B"), YELLOW: NC_("colour letter", "Y")}
NO_COLOUR = ""

# Kinds ---------------------------------------------------------------------------------
DOG = "d"          # Greenland Dog: wild colour for Amundsen
HORSE = "h"        # Mongolian Horse: wild colour for Scott
ADVANCE = "a"      # plain advance card
BLIZZARD = "b"     # play: Amundsen's pair makes Scott lost; one card penalises
CREVASSE = "c"     # play: Scott's pair makes Amundsen lost; one card penalises
SUPPLIES = "s"     # discard effect: Drop Supplies
SACRIFICE = "x"    # discard effect: Sacrifice
WEATHER = "w"      # discard effect: Good Weather
COM = "Com"        # colourless: move one space (forward before 85 degrees, back after)
LOSS = "Loss"      # colourless: Equipment Loss, opponent's hand limit becomes 5
CAMP = "k"         # 1912 The Way Back: return supply card
FRAM = "Fram"      # 1912 The Way Back: Amundsen's ship
NOVA = "Nova"      # 1912 The Way Back: Scott's ship (Terra Nova)

# Icons (1912 The Way Back) ---------------------------------------------------------------
ANIMAL, SLED, STORM, CAMP_ICON, SHIP_ICON = "animal", "sled", "storm", "camp", "ship"

KIND_NAMES = {
    DOG: N_("Greenland Dog"), HORSE: N_("Mongolian Horse"), ADVANCE: N_("Advance"),
    BLIZZARD: N_("Blizzard"), CREVASSE: N_("Crevasse"), SUPPLIES: N_("Drop Supplies"),
    SACRIFICE: N_("Sacrifice"), WEATHER: N_("Good Weather"), COM: N_("Compass"),
    LOSS: N_("Equipment Loss"), CAMP: N_("Camp"), FRAM: N_("Fram"), NOVA: N_("Terra Nova"),
}

KIND_ICONS = {
    DOG: ANIMAL, HORSE: ANIMAL, ADVANCE: SLED, BLIZZARD: STORM, CREVASSE: STORM,
    SUPPLIES: CAMP_ICON, SACRIFICE: CAMP_ICON, WEATHER: CAMP_ICON, CAMP: CAMP_ICON,
    COM: "", LOSS: "", FRAM: SHIP_ICON, NOVA: SHIP_ICON,
}

#: Short help for every kind of card, in our own words (used by tooltips and the help page);
#: marked for the catalogs, looked up with ``kind_help``.
KIND_HELP = {
    DOG: N_("A sled dog. Amundsen may use it as a card of any colour; for Scott it is an "
         "ordinary card of its colour."),
    HORSE: N_("A Mongolian horse. Scott may use it as a card of any colour; for Amundsen it is an "
           "ordinary card of its colour."),
    ADVANCE: N_("An ordinary card of its colour, used to move along the route."),
    BLIZZARD: N_("Play two at once as Amundsen to send Scott off his route. Either explorer "
              "may play one to push an already lost rival back to the previous ? space."),
    CREVASSE: N_("Play two at once as Scott to send Amundsen off his route. Either explorer "
              "may play one to push an already lost rival back to the previous ? space."),
    SUPPLIES: N_("Discard it while taking cards to steal a random card from your rival's hand "
              "(only if your hand stays within its limit)."),
    SACRIFICE: N_("Discard it while taking cards: your rival lays their whole hand open, then "
               "puts all their Good Weather cards and all the wild animals of their own explorer "
               "on the discard pile."),
    WEATHER: N_("Discard it while taking cards to draw the top card of the deck (not while "
             "you are lost, and only if your hand has room). If it fits the colour of your "
             "next space you may show it and step forward one space."),
    COM: N_("Play it alone: one space forward while you are short of the 85° parallel, "
         "one space back once you are past it. You cannot reach the Pole while holding one. It can never "
         "be discarded to take cards."),
    LOSS: N_("Play it alone in front of your rival: their hand limit drops to 5 for the rest "
          "of the game and they discard any excess. It can never be discarded to take "
          "cards."),
    CAMP: N_("A card of the way back: an ordinary card of its colour with the Camp icon."),
    FRAM: N_("Amundsen's ship. Play it from the last space of the way back to win."),
    NOVA: N_("Scott's ship. Play it from the last space of the way back to win."),
}


def kind_help(kind: str) -> str:
    """What a kind of card does, in the current language."""
    return _(KIND_HELP[kind])


def colour_name(colour: str) -> str:
    """'red', in the current language ("" for no colour)."""
    return _(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else ""


def colour_letter(colour: str) -> str:
    """The letter printed for a colour ('G' for green; 'V' in French), "" for no colour."""
    return pgettext("colour letter", COLOUR_LETTERS[colour]) if colour in COLOUR_LETTERS else ""


def kind_name(kind: str) -> str:
    return _(KIND_NAMES[kind])


class CardInfo(NamedTuple):
    """Static facts about one physical card."""

    id: int
    code: str
    kind: str
    colour: str
    icon: str
    base: bool  # part of the 55-card base game (False: a "1912 The Way Back" card)

    @property
    def name(self) -> str:
        """'red Greenland Dog' in the current language."""
        kind = _(KIND_NAMES[self.kind])
        if not self.colour:
            return kind
        # TRANSLATORS: a card's name with its colour, e.g. "red Greenland Dog".
        return _("{colour} {card}").format(colour=_(COLOUR_NAMES[self.colour]), card=kind)


# (kind, colour, copies) -- the 55 base cards, then the 10 "1912 The Way Back" cards.
BASE_CARD_TABLE: tuple[tuple[str, str, int], ...] = (
    (DOG, RED, 3), (DOG, GREEN, 2), (DOG, BLUE, 2), (DOG, YELLOW, 2),
    (HORSE, RED, 1), (HORSE, GREEN, 1), (HORSE, BLUE, 1), (HORSE, YELLOW, 1),
    (ADVANCE, RED, 6), (ADVANCE, GREEN, 5), (ADVANCE, BLUE, 2), (ADVANCE, YELLOW, 5),
    (BLIZZARD, RED, 2), (BLIZZARD, GREEN, 2), (BLIZZARD, YELLOW, 2), (BLIZZARD, BLUE, 1),
    (CREVASSE, RED, 2), (CREVASSE, GREEN, 2), (CREVASSE, YELLOW, 2), (CREVASSE, BLUE, 3),
    (SUPPLIES, RED, 2), (SACRIFICE, BLUE, 1), (WEATHER, GREEN, 1), (WEATHER, YELLOW, 1),
    (COM, NO_COLOUR, 2), (LOSS, NO_COLOUR, 1),
)
RETURN_CARD_TABLE: tuple[tuple[str, str, int], ...] = (
    (FRAM, NO_COLOUR, 1), (NOVA, NO_COLOUR, 1),
    (CAMP, RED, 2), (CAMP, GREEN, 2), (CAMP, BLUE, 2), (CAMP, YELLOW, 2),
)


def _build() -> tuple[CardInfo, ...]:
    cards: list[CardInfo] = []
    for table, base in ((BASE_CARD_TABLE, True), (RETURN_CARD_TABLE, False)):
        for kind, colour, copies in table:
            for n in range(1, copies + 1):
                if colour:
                    code = f"{colour}{kind}{n}"
                elif copies > 1:
                    code = f"{kind}{n}"
                else:
                    code = kind
                cards.append(CardInfo(len(cards), code, kind, colour, KIND_ICONS[kind], base))
    return tuple(cards)


CARDS: tuple[CardInfo, ...] = _build()
BASE_CARDS: tuple[int, ...] = tuple(c.id for c in CARDS if c.base)
RETURN_CARDS: tuple[int, ...] = tuple(c.id for c in CARDS if not c.base)
BY_CODE: dict[str, int] = {c.code: c.id for c in CARDS}

# Fast lookup tables indexed by card id (hot paths use these, not CardInfo).
KIND: tuple[str, ...] = tuple(c.kind for c in CARDS)
COLOUR: tuple[str, ...] = tuple(c.colour for c in CARDS)
ICON: tuple[str, ...] = tuple(c.icon for c in CARDS)
CODE: tuple[str, ...] = tuple(c.code for c in CARDS)

#: Cards that can never be discarded by Take Cards.
UNDISCARDABLE_KINDS = frozenset({COM, LOSS, FRAM, NOVA})

#: Pseudo card for a Philanthropist / Politician patron used as a wild card.
PATRON_WILD = len(CARDS)
PATRON_CODE = "Patron"
BY_CODE[PATRON_CODE] = PATRON_WILD
KIND = KIND + ("Patron",)
COLOUR = COLOUR + (NO_COLOUR,)
ICON = ICON + ("",)
CODE = CODE + (PATRON_CODE,)

LOSS_CARD = BY_CODE[LOSS]
FRAM_CARD = BY_CODE[FRAM]
NOVA_CARD = BY_CODE[NOVA]


def card_id(code: str) -> int:
    """The id of the card with this code; ValueError names an unknown code."""
    try:
        return BY_CODE[code]
    except KeyError:
        raise ValueError(f"unknown card code {code!r}") from None


def describe(card: int) -> str:
    """Plain-words name of a card, e.g. 'red Greenland Dog'."""
    if card == PATRON_WILD:
        return _("patron (wild)")
    return CARDS[card].name
