"""The race model: who gets to the Pole first, and does anyone get there before the deck
runs out for good (after which the player behind can freeze the game)?

``turns_needed`` estimates a player's own turns to win from the position and the hand
(about two turns a space: one to take a card, one to play it; every useful card already
held saves a turn). ``rounds_left`` estimates the rounds before a freeze becomes possible.
``race_values`` turns both into each player's worth of the position, a game nobody
wins counting ``frozen``.

With "1912 The Way Back", reaching the Pole wins at once while the rival is still before
the 85 degree parallel; only otherwise does the race go on along the return track, on a
freshly built deck (``_way_back_odds``).
"""
from __future__ import annotations

import math

from ..board import BEFORE_85, LAST_SPACE, ROUTE, WILD_KIND
from ..cards import COLOUR, COM, KIND, PATRON_WILD
from ..ruleset import rules_for
from ..state import State
from .return_walk import return_turns

#: Turns saved by a hidden card (unknown to the judging player).
HIDDEN_CREDIT = 0.6
#: Only this many plain cards of one colour save a turn each; more are worth this much.
USEFUL_PER_COLOUR, SURPLUS_CREDIT = 3, 0.3
#: A Com before the 85 degree line is a free space (saves a turn); after it, it costs a
#: turn and a space.
COM_EARLY_CREDIT, COM_LATE_CREDIT = 1.0, -3.0
#: Turns to reach the Pole from the last space with no useful card: four cards, one play.
POLE_TURNS = 5.0
#: Turns to walk the way back (1912 module): ten spaces (each asks for a colour and an
#: icon, so often two cards) and the ship, counted before anyone reached the Pole, when
#: the hand held there is unknown. Measured: 194 walks that reached the ship in logged
#: games took 25.6 own turns (sd 1.7); ``return_turns`` at the Pole, with the hand then
#: held (1.6 cards), said 25.8; an empty hand would say 27 (docs/strength-findings.md).
WAY_BACK_TURNS = 26.0
#: Rounds the way back's rebuilt deck lasts (25 cards and the 10 return cards, then the
#: discards once more) at ``DRAW_RATE``.
WAY_BACK_CLOCK = 28.0
#: Cards drawn from the deck per round (both players), as measured in play.
DRAW_RATE = 2.0
#: What getting lost costs, in route spaces, beside the way back to the route.
LOST_TURN_SPACES = 1.5
#: Spread (in turns) of the race estimate and of the clock estimate.
RACE_SPREAD, CLOCK_SPREAD = 2.5, 2.0


def progress(pos: int, lost: int) -> float:
    """Route spaces covered; a lost explorer counts about where it will rejoin the route,
    less the turn that costs."""
    if lost:
        return max(0.0, 3 * (lost - 1) - LOST_TURN_SPACES)
    return float(pos)


def _credit_kinds(player: int) -> tuple[str, ...]:
    """For each card id: "W" (a wild), "C" (a Com), "" (no use) or its colour, prefixed
    with "+" when the colour is on ``player``'s route."""
    kinds = []
    for card in range(PATRON_WILD + 1):
        if card == PATRON_WILD or KIND[card] == WILD_KIND[player]:
            kinds.append("W")
        elif KIND[card] == COM:
            kinds.append("C")
        else:
            colour = COLOUR[card]
            kinds.append(("+" + colour if colour in ROUTE[player] else colour) if colour else "")
    return tuple(kinds)


#: CREDIT_KINDS[player][card]: what ``hand_credit`` makes of the card.
CREDIT_KINDS = (_credit_kinds(0), _credit_kinds(1))


def hand_credit(player: int, pos: int, hand: list, patron_wild: bool) -> float:
    """Turns the hand saves: a card that fits the route or the Pole saves one."""
    kinds = CREDIT_KINDS[player]
    credit = 1.0 if patron_wild else 0.0
    per_colour: dict[str, int] = {}
    for card in hand:
        if card is None:
            credit += HIDDEN_CREDIT
            continue
        kind = kinds[card]
        if kind == "W":
            credit += 1.0
        elif kind == "C":
            credit += COM_EARLY_CREDIT if pos <= BEFORE_85 else COM_LATE_CREDIT
        elif kind:
            seen = per_colour[kind] = per_colour.get(kind, 0) + 1
            if kind[0] != "+":   # only the Pole needs it
                credit += 1.0 if seen == 1 else 0.0
            else:
                credit += 1.0 if seen <= USEFUL_PER_COLOUR else SURPLUS_CREDIT
    return credit


def turns_needed(state: State, player: int) -> float:
    """About how many of its own turns ``player`` needs to win from here."""
    return turns_for(player, state.pos[player], state.lost[player], state.way[player],
                     state.hands[player], state.patron_wild[player],
                     "way_back" in rules_for(state.options).names)


def turns_for(player: int, pos: int, lost: int, way: int, hand: list, patron_wild: bool,
              way_back: bool = False) -> float:
    """``turns_needed`` from the plain facts (hidden hand cards may be None)."""
    if way >= 0:  # a kept patron wild pays colour demands on the return track too
        return return_turns(player, way, (hand + [PATRON_WILD]) if patron_wild else hand)
    spaces = LAST_SPACE - progress(pos, lost)
    credit = hand_credit(player, pos, hand, patron_wild)
    need = 2.0 * spaces + POLE_TURNS
    need -= min(credit, spaces + 4.0)  # one card per space and four for the Pole at most
    if lost:
        need += 1.0
    if way_back:
        need += WAY_BACK_TURNS
    return max(1.0, need)


def turns_to_pole(state: State, player: int) -> float:
    """About how many of its own turns ``player`` needs to reach the Pole (no walk home)."""
    return turns_for(player, state.pos[player], state.lost[player], -1, state.hands[player],
                     state.patron_wild[player])


def turns_to_85(state: State, player: int) -> float:
    """About how many of its own turns ``player`` needs to pass the 85 degree parallel
    (0 once past it)."""
    pos, lost = state.pos[player], state.lost[player]
    if not lost and pos > BEFORE_85:
        return 0.0
    spaces = BEFORE_85 + 1 - progress(pos, lost)
    credit = hand_credit(player, pos, state.hands[player], state.patron_wild[player])
    return max(0.5, 2.0 * spaces - min(credit, spaces) + (1.0 if lost else 0.0))


def rounds_left(state: State) -> float:
    """About how many rounds before a freeze can be declared (the deck's second end)."""
    if state.exhaustions >= 2:
        return 0.0 if len(state.row) < 3 else 0.5
    cards = len(state.deck)
    if state.exhaustions == 0:
        cards += len(state.deck) + len(state.discard)  # the discards form the second deck
    return cards / DRAW_RATE + 0.5


def sigmoid(x: float) -> float:
    """The logistic function, safe for large arguments."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def race_odds(state: State) -> tuple[float, float]:
    """The chances that Amundsen and that Scott win (the rest: nobody, a freeze)."""
    mover = state.to_move()
    if "way_back" in rules_for(state.options).names and state.way == [-1, -1]:
        return _way_back_odds(state, mover)
    need = [turns_needed(state, p) - (0.5 if mover == p else 0.0) for p in (0, 1)]
    clock = rounds_left(state)
    first = sigmoid((need[1] - need[0]) / RACE_SPREAD)
    return (first * sigmoid((clock - need[0]) / CLOCK_SPREAD),
            (1.0 - first) * sigmoid((clock - need[1]) / CLOCK_SPREAD))


def _way_back_odds(state: State, mover: int | None) -> tuple[float, float]:
    """``race_odds`` with the 1912 module before anyone reached the Pole: the first there
    wins at once if the rival has not passed the 85 degree parallel yet; otherwise both
    walk the way back on a new deck, the first at the Pole keeping its lead."""
    pole = [turns_to_pole(state, p) - (0.5 if mover == p else 0.0) for p in (0, 1)]
    to_85 = [turns_to_85(state, p) - (0.5 if mover == p else 0.0) for p in (0, 1)]
    clock = rounds_left(state)
    finish = sigmoid((WAY_BACK_CLOCK - WAY_BACK_TURNS) / CLOCK_SPREAD)
    first = sigmoid((pole[1] - pole[0]) / RACE_SPREAD)
    odds = []
    for p, chance_first in ((0, first), (1, 1.0 - first)):
        in_time = sigmoid((clock - pole[p]) / CLOCK_SPREAD)
        outright = sigmoid((to_85[1 - p] - pole[p]) / RACE_SPREAD)
        odds.append(chance_first * in_time * (outright + (1.0 - outright) * finish))
    return odds[0], odds[1]


def race_values(state: State, frozen: float = 0.5) -> tuple[float, float]:
    """What the position is worth to Amundsen and to Scott: each one's chance to win,
    plus ``frozen`` times the chance that nobody wins."""
    odds = race_odds(state)
    nobody = frozen * (1.0 - odds[0] - odds[1])
    return (odds[0] + nobody, odds[1] + nobody)
