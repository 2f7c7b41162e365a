"""Choices made during a turn: the discard effect, Good Weather, Equipment Loss discards."""
from __future__ import annotations

from itertools import combinations

from .actions import KEEP, SHOW, Action
from .board import LAST_SPACE, ROUTE, WILD_KIND
from .cards import COLOUR, KIND, WEATHER
from .chance import Chance
from .colours import is_wild
from .deck import discard_from_hand, draw, give, log, take_from_hand
from .moves import move
from .state import State, Step


# -- the discard effect after Take Cards ---------------------------------------------------------
def effect_legal(state: State, step: Step) -> list[Action]:
    return [Action("effect", (), e) for e in step.info] + [Action("effect", (), "none")]


def effect_decide(state: State, step: Step, action: Action, chance: Chance) -> None:
    player = step.player
    opponent = 1 - player
    if action.arg == "supplies":
        hand = state.hands[opponent]
        card = hand[chance.index(len(hand), "supplies")]
        shown = take_from_hand(state, opponent, card)
        give(state, player, card, private=not shown)
        log(state, "supplies", player, (card,))
    elif action.arg == "sacrifice":
        revealed = tuple(state.hands[opponent])
        state.secret[opponent].clear()
        state.private[opponent].clear()
        lose = tuple(c for c in revealed if KIND[c] in (WEATHER, WILD_KIND[opponent]))
        discard_from_hand(state, opponent, lose)
        log(state, "sacrifice", player, lose, [list(revealed)])
    elif action.arg == "weather":
        card = draw(state, chance)
        if card is None:
            return
        give(state, player, card, secret=True)
        log(state, "weather_draw", player, (card,))
        # Always ask, so the rival cannot tell from the flow whether the card fits.
        state.pending.insert(0, Step("weather_show", player, card))


# -- Good Weather: show the drawn card to advance one space ----------------------------------------
def can_show(state: State, player: int, card: int) -> bool:
    """Whether the drawn card fits the explorer's next space (a wild always does)."""
    position = state.pos[player]
    return 0 <= position < LAST_SPACE and not state.lost[player] and (
        is_wild(card, player) or COLOUR[card] == ROUTE[player][position + 1])


def show_legal(state: State, step: Step) -> list[Action]:
    return [SHOW, KEEP] if can_show(state, step.player, step.info) else [KEEP]


def show_decide(state: State, step: Step, action: Action, chance: Chance) -> None:
    player, card = step.player, step.info
    if action.verb == "show":
        state.secret[player].discard(card)
        start = state.pos[player]
        log(state, "weather_show", player, (card,), [start, start + 1])
        move(state, player, start + 1)


# -- Equipment Loss: the opponent discards down to five -------------------------------------------
def loss_discard_legal(state: State, step: Step) -> list[Action]:
    hand = sorted(state.hands[step.player])
    return [Action.of_sorted("discard", combo) for combo in combinations(hand, step.info)]


def loss_discard_decide(state: State, step: Step, action: Action, chance: Chance) -> None:
    discard_from_hand(state, step.player, action.cards)
    log(state, "discard", step.player, action.cards)

