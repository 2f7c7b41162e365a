"""Colour plays: which sets of cards pay for an Advance, the Pole or a way back step."""
from __future__ import annotations

from itertools import combinations

from .board import ROUTE, WILD_KIND
from .cards import COLOUR, COLOURS, KIND, PATRON_WILD
from .state import State

#: WILD[player][card]: whether the card counts as any colour for that player.
WILD: tuple[tuple[bool, ...], ...] = tuple(
    tuple(card == PATRON_WILD or KIND[card] == WILD_KIND[p] for card in range(len(KIND)))
    for p in (0, 1))
#: COLOUR_AT[card]: the card's colour as an index into COLOURS, or -1 for none.
COLOUR_AT: tuple[int, ...] = tuple(COLOURS.index(c) if c in COLOURS else -1 for c in COLOUR)


def is_wild(card: int, player: int) -> bool:
    """Whether ``card`` counts as any colour for ``player``."""
    return WILD[player][card]


def colour_cards(state: State, player: int) -> list[int]:
    """The cards a player can use in colour plays (hand cards with a colour, the patron)."""
    cards = [c for c in state.hands[player] if COLOUR[c]]
    if state.patron_wild[player]:
        cards.append(PATRON_WILD)
    return cards


def advance_needs(player: int, position: int, spaces: int) -> dict[str, int]:
    """Colours needed to advance ``spaces`` from ``position``: 1 for the first, 2 each after."""
    route = ROUTE[player]
    need = {route[position + 1]: 1}
    for step in range(2, spaces + 1):
        colour = route[position + step]
        need[colour] = need.get(colour, 0) + 2
    return need


def _needs(player: int, position: int) -> tuple[tuple[int, ...], ...]:
    """The colour counts needed to advance 1, 2, ... spaces from ``position`` (indexed
    like COLOURS, then one slot for a space of no colour, which only a wild pays)."""
    key = (player, position)
    found = _NEEDS.get(key)
    if found is None:
        found = _NEEDS[key] = tuple(
            tuple(need.get(c, 0) for c in COLOURS) + (sum(n for c, n in need.items()
                                                          if c not in COLOURS),)
            for need in (advance_needs(player, position, spaces)
                         for spaces in range(1, 5) if position + spaces <= 15))
    return found


_NEEDS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}


def pays(cards: tuple[int, ...], need: dict[str, int], player: int) -> bool:
    """Whether exactly these cards pay ``need`` (sizes must already agree)."""
    left = dict(need)
    for card in cards:
        if is_wild(card, player):
            continue
        colour = COLOUR[card]
        n = left.get(colour, 0)
        if not n:
            return False
        left[colour] = n - 1
    return True


def advance_plays(state: State, player: int) -> list[tuple[int, ...]]:
    """Every card set that advances ``player`` 1 to 4 spaces (never past space 15), in the
    order ``itertools.combinations`` of the colour cards would give them."""
    cards = colour_cards(state, player)
    wild = WILD[player]
    cols = [-1 if wild[c] else COLOUR_AT[c] for c in cards]
    wilds = cols.count(-1)
    have = [cols.count(i) for i in range(4)] + [0]
    found: list[tuple[int, ...]] = []
    for spaces, need in enumerate(_needs(player, state.pos[player]), 1):
        size = 2 * spaces - 1
        if size > len(cards):
            break
        # If the hand lacks the colours even with every wild, no set of this size pays,
        # nor of any larger size (their needs include this one).
        short = 0
        for n, h in zip(need, have):
            if n > h:
                short += n - h
        if short > wilds:
            break
        if size == 1:  # the common case, without the search
            found += [(card,) for card, colour in zip(cards, cols) if colour < 0 or need[colour]]
        else:
            _paying(cards, cols, list(need), size, 0, [], found)
    return found


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
    cards = colour_cards(state, player)
    if len(cards) < 4:
        return []
    wild = WILD[player]
    cols = [-1 if wild[c] else COLOUR_AT[c] for c in cards]
    found: list[tuple[int, ...]] = []
    _paying(cards, cols, [1, 1, 1, 1, 0], 4, 0, [], found)
    return found
