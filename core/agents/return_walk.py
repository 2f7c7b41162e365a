"""The walk home (1912 The Way Back): about how many own turns a player on the return track
needs to reach its ship, from the demands of the coming spaces and the cards in hand.

The hand pays the coming spaces in order where it can (one card meeting both demands of a
space, else two cards meeting one each, Com and Equipment Loss standing in for either, as
the rules' ``way_back.meets`` says); each space it pays is one turn. A space it cannot pay
costs ``STEP_TURNS`` (the cards still to take, then the step), and the ship one more
turn, plus ``SHIP_HUNT`` while the ship card is not in hand.
"""
from __future__ import annotations

from ..board import RETURN_LENGTH
from ..cards import KIND
from ..modules.way_back import JOKER_KINDS, SHIP, demands, meets

#: Own turns for a return space the hand cannot pay yet (fitted to logged games, see
#: docs/strength-findings.md, "The walk home counted from the hand").
STEP_TURNS = 2.4
#: Turns saved by a card the judging player cannot see.
HIDDEN_CREDIT = 0.5
#: Extra turns to find one's own ship card when it is not in the hand yet.
SHIP_HUNT = 2.0


def _pay(cards: list[int], player: int, colour: str, icon: str) -> bool:
    """Remove from ``cards`` the cheapest set paying one space; False when none does."""
    colour_only, icon_only, jokers = [], [], []
    for card in cards:
        if card in SHIP:
            continue
        if KIND[card] in JOKER_KINDS:
            jokers.append(card)
            continue
        c_ok, i_ok = meets(card, player, colour, icon)
        if c_ok and i_ok:
            cards.remove(card)
            return True
        if c_ok:
            colour_only.append(card)
        elif i_ok:
            icon_only.append(card)
    if colour_only and icon_only:
        pair = (colour_only[0], icon_only[0])
    elif jokers and (colour_only or icon_only):
        pair = (jokers[0], (colour_only or icon_only)[0])
    elif len(jokers) >= 2:
        pair = (jokers[0], jokers[1])
    else:
        return False
    for card in pair:
        cards.remove(card)
    return True


def return_turns(player: int, way: int, hand: list) -> float:
    """Own turns ``player``, at return-track position ``way`` (0 the Pole .. 10 the last
    space), needs to reach its ship with ``hand`` (hidden cards as None)."""
    cards = [c for c in hand if c is not None]
    hidden = len(hand) - len(cards)
    paid = sum(_pay(cards, player, *demands(player, space)) for space in range(way, RETURN_LENGTH))
    unpaid = max(0, RETURN_LENGTH - way - paid)
    turns = paid + max(unpaid, unpaid * STEP_TURNS - HIDDEN_CREDIT * hidden)
    ship_known = SHIP[player] in hand or hidden
    return turns + 1.0 + (0.0 if ship_known else SHIP_HUNT)
