"""Colour plays: which sets of cards pay for an Advance, the Pole or a way back step."""
from __future__ import annotations

from .actions import Action
from .board import LAST_SPACE, ROUTE, WILD_KIND
from .cards import COLOUR, COLOURS, KIND, PATRON_WILD
from .state import State

_new_action = tuple.__new__  # an Action whose cards are already in order

#: WILD[player][card]: whether the card counts as any colour for that player.
WILD: tuple[tuple[bool, ...], ...] = tuple(
    tuple(card == PATRON_WILD or KIND[card] == WILD_KIND[p] for card in range(len(KIND)))
    for p in (0, 1))
#: COLOUR_AT[card]: the card's colour as an index into COLOURS, or -1 for none.
COLOUR_AT: tuple[int, ...] = tuple(COLOURS.index(c) if c in COLOURS else -1 for c in COLOUR)
NO_COLOUR_PLAY = -2
#: PLAY_COLOUR[player][card]: how a hand card counts in that player's colour plays: -1 any
#: colour (wild), 0..3 its colour (an index into COLOURS), NO_COLOUR_PLAY not at all.
PLAY_COLOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(-1 if WILD[p][card] else NO_COLOUR_PLAY if COLOUR_AT[card] < 0 else COLOUR_AT[card]
          for card in range(len(KIND)))
    for p in (0, 1))
#: ADVANCE_ONE[card]: the one-card advance with that card.
ADVANCE_ONE: tuple[Action, ...] = tuple(_new_action(Action, ("advance", (card,), ""))
                                        for card in range(len(KIND)))


def is_wild(card: int, player: int) -> bool:
    """Whether ``card`` counts as any colour for ``player``."""
    return WILD[player][card]


def colour_cards(state: State, player: int) -> list[int]:
    """The cards a player can use in colour plays (hand cards with a colour, the patron)."""
    return _play_cards(state, player)[0]


def advance_needs(player: int, position: int, spaces: int) -> dict[str, int]:
    """Colours needed to advance ``spaces`` from ``position``: 1 for the first, 2 each after."""
    route = ROUTE[player]
    need = {route[position + 1]: 1}
    for step in range(2, spaces + 1):
        colour = route[position + step]
        need[colour] = need.get(colour, 0) + 2
    return need


def _needs_from(player: int, position: int) -> tuple[tuple[int, ...], ...]:
    """The colour counts needed to advance 1, 2, ... spaces from ``position`` (indexed
    like COLOURS, then one slot for a space of no colour, which only a wild pays)."""
    return tuple(
        tuple(need.get(c, 0) for c in COLOURS) + (sum(n for c, n in need.items()
                                                      if c not in COLOURS),)
        for need in (advance_needs(player, position, spaces)
                     for spaces in range(1, 5) if position + spaces <= LAST_SPACE))


#: NEEDS[player][position] (0 ship .. 16 Pole): ``_needs_from`` worked out once.
NEEDS: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(_needs_from(p, position) for position in range(LAST_SPACE + 2)) for p in (0, 1))


def _play_cards(state: State, player: int) -> tuple[list[int], list[int]]:
    """The cards a player can use in colour plays (hand cards with a colour, then the
    patron) and how each counts (``PLAY_COLOUR``)."""
    table = PLAY_COLOUR[player]
    cards: list[int] = []
    cols: list[int] = []
    for card in state.hands[player]:
        colour = table[card]
        if colour != NO_COLOUR_PLAY:
            cards.append(card)
            cols.append(colour)
    if state.patron_wild[player]:
        cards.append(PATRON_WILD)
        cols.append(-1)
    return cards, cols


def advance_actions(state: State, player: int) -> list[Action]:
    """Every Advance that moves ``player`` 1 to 4 spaces (never past space 15), in the
    order ``itertools.combinations`` of the colour cards would give their card sets (the
    order is part of every seeded record). One-card advances are shared values."""
    cards, cols = _play_cards(state, player)
    needs = NEEDS[player][state.pos[player]]
    if not cards or not needs:
        return []
    first = needs[0]
    actions = [ADVANCE_ONE[card] for card, colour in zip(cards, cols)
               if colour < 0 or first[colour]]
    if actions and len(cards) >= 3:
        larger: list[tuple[int, ...]] = []
        _larger_plays(cards, cols, needs, larger)
        actions += [_new_action(Action, ("advance", tuple(sorted(combo)), "")) for combo in larger]
    return actions


def _larger_plays(cards: list[int], cols: list[int], needs: tuple[tuple[int, ...], ...],
                  found: list[tuple[int, ...]]) -> None:
    """Add the paying sets of 3, 5 and 7 cards (2 to 4 spaces) to ``found``, in order.
    Every paying set holds a card that pays the first space, so the caller asks only when
    some card does."""
    wilds = cols.count(-1)
    have = [cols.count(0), cols.count(1), cols.count(2), cols.count(3), 0]
    for spaces in range(2, len(needs) + 1):
        size = 2 * spaces - 1
        if size > len(cards):
            break
        need = needs[spaces - 1]
        # If the hand lacks the colours even with every wild, no set of this size pays,
        # nor of any larger size (their needs include this one).
        short = 0
        for n, h in zip(need, have):
            if n > h:
                short += n - h
        if short > wilds:
            break
        _paying(cards, cols, list(need), size, 0, [], found)


def _paying(cards: list[int], cols: list[int], left: list[int], size: int, start: int,
            chosen: list[int], found: list[tuple[int, ...]]) -> None:
    """Add to ``found`` every way to finish ``chosen`` with ``size`` more cards from
    ``cards[start:]`` that pay the colours ``left`` (wilds pay any), in lexicographic order."""
    if not size:
        found.append(tuple(chosen))
        return
    for j in range(start, len(cards) - size + 1):
        colour = cols[j]
        if colour >= 0:
            if not left[colour]:
                continue
            left[colour] -= 1
        chosen.append(cards[j])
        _paying(cards, cols, left, size - 1, j + 1, chosen, found)
        chosen.pop()
        if colour >= 0:
            left[colour] += 1


def pole_plays(state: State, player: int) -> list[tuple[int, ...]]:
    """Every four-card set with one card of each colour (wilds fill in)."""
    cards, cols = _play_cards(state, player)
    if len(cards) < 4:
        return []
    found: list[tuple[int, ...]] = []
    _paying(cards, cols, [1, 1, 1, 1, 0], 4, 0, [], found)
    return found
