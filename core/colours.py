"""Colour plays: which sets of cards pay for an Advance, the Pole or a way back step."""
from __future__ import annotations

from itertools import combinations
from typing import Iterator

from .board import ROUTE, WILD_KIND
from .cards import COLOUR, KIND, PATRON_WILD
from .state import State


def is_wild(card: int, player: int) -> bool:
    """Whether ``card`` counts as any colour for ``player``."""
    return card == PATRON_WILD or KIND[card] == WILD_KIND[player]


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


def advance_plays(state: State, player: int) -> Iterator[tuple[int, ...]]:
    """Every card set that advances ``player`` 1 to 4 spaces (never past space 15)."""
    cards = colour_cards(state, player)
    position = state.pos[player]
    wilds = 0
    have: dict[str, int] = {}
    for card in cards:
        if is_wild(card, player):
            wilds += 1
        else:
            have[COLOUR[card]] = have.get(COLOUR[card], 0) + 1
    for spaces in range(1, 5):
        size = 2 * spaces - 1
        if position + spaces > 15 or size > len(cards):
            return
        need = advance_needs(player, position, spaces)
        # Shortcut: if the hand lacks the colours even with every wild, no set of this size
        # pays, nor of any larger size (their needs include this one).
        if sum(max(0, n - have.get(colour, 0)) for colour, n in need.items()) > wilds:
            return
        for combo in combinations(cards, size):
            if pays(combo, need, player):
                yield combo


def pole_plays(state: State, player: int) -> Iterator[tuple[int, ...]]:
    """Every four-card set with one card of each colour (wilds fill in)."""
    for combo in combinations(colour_cards(state, player), 4):
        seen = set()
        for card in combo:
            if is_wild(card, player):
                continue
            if COLOUR[card] in seen:
                break
            seen.add(COLOUR[card])
        else:
            yield combo
