"""Weather module: the first explorer across each parallel draws a weather card.

At the end of that turn the card is drawn and a die rolled (``core.weather_cards``);
two parallels crossed in one turn give two weather cards, in order.
"""
from __future__ import annotations

from .. import flow
from ..actions import Action
from ..cards import COLOUR
from ..chance import Chance
from ..deck import discard_from_hand, draw, give, log, refill_row, take_from_hand
from ..ruleset import Module
from ..state import State, Step
from ..weather_cards import CALM, COLD, STORM, SUNNY, WEATHER_CARDS, WINDY, condition


def _prepare(state: State, chance: Chance) -> list[tuple]:
    state.weather_deck = list(WEATHER_CARDS)
    chance.shuffle(state.weather_deck, "weather")
    return []


def _on_crossing(state: State, player: int, degrees: int) -> None:
    if state.weather_deck:
        flow.queue_before_end(state, Step("weather", player, degrees))


def _weather(state: State, step: Step, chance: Chance) -> None:
    player, degrees = step.player, step.info
    if not state.weather_deck:
        return
    card = state.weather_deck.pop()
    die = chance.die("weather")
    weather = condition(card, die)
    state.weather_drawn.append([card, die, weather, degrees, player])
    log(state, "weather", player, (), [card, die, weather, degrees])
    opponent = 1 - player
    if weather == SUNNY:
        for p in (player, opponent):
            if len(state.hands[p]) < state.hand_limit(p):
                drawn = draw(state, chance)
                if drawn is not None:
                    give(state, p, drawn, secret=True)
                    log(state, "draw", p, (drawn,))
    elif weather == CALM:
        if state.row:
            state.pending.insert(0, Step("calm_pick", player))
    elif weather == WINDY:
        state.pending[0:0] = [Step("windy_give", player), Step("windy_give", opponent)]
    elif weather == STORM:
        blown = tuple(state.row)
        state.discard.extend(state.row)
        state.row.clear()
        log(state, "storm", player, blown)
        refill_row(state, chance)
    elif weather == COLD:
        state.pending[0:0] = [Step("cold_discard", p) for p in (player, opponent)
                              if any(COLOUR[c] for c in state.hands[p])]


# -- Calm: pick one of the three rightmost row cards, the rival gets the others ------------------
def _calm_legal(state: State, step: Step) -> list[Action]:
    return [Action("pick", (c,)) for c in sorted(state.row[:3])]


def _calm(state: State, step: Step, action: Action, chance: Chance) -> None:
    player = step.player
    offered = state.row[:3]
    del state.row[:3]
    picked = action.cards[0]
    for p, cards in ((player, [picked]), (1 - player, [c for c in offered if c != picked])):
        for card in cards:
            if len(state.hands[p]) < state.hand_limit(p):
                give(state, p, card)
                log(state, "calm_take", p, (card,))
            else:
                state.discard.append(card)
                log(state, "calm_discard", p, (card,))
    refill_row(state, chance)


# -- Windy: each gives one hand card; the second chooses without seeing the first -------------
def _windy_legal(state: State, step: Step) -> list[Action]:
    hand = state.hands[step.player]
    return [Action("give", (c,)) for c in sorted(hand)] if hand else [Action("give")]


def _windy(state: State, step: Step, action: Action, chance: Chance) -> None:
    player = step.player
    given = action.cards[0] if action.cards else -1
    if state.pending and state.pending[0].kind == "windy_give":
        # The crossing player chose first: keep the choice hidden until the swap.
        state.pending.insert(1, Step("windy_swap", player, given))
        return
    swap = state.pending.pop(0)
    _exchange(state, swap[1], swap[2], player, given)


def _exchange(state: State, first: int, first_card: int, second: int, second_card: int) -> None:
    shown = {card: take_from_hand(state, giver, card)
             for giver, card in ((first, first_card), (second, second_card)) if card >= 0}
    for giver, card in ((first, first_card), (second, second_card)):
        if card >= 0:
            give(state, 1 - giver, card, private=not shown[card])
    cards = tuple(c for c in (first_card, second_card) if c >= 0)
    log(state, "windy", first, cards, [first_card, second_card])


# -- Extreme Cold: each discards one coloured card ---------------------------------------------
def _cold_legal(state: State, step: Step) -> list[Action]:
    return [Action("discard", (c,)) for c in sorted(state.hands[step.player]) if COLOUR[c]]


def _cold(state: State, step: Step, action: Action, chance: Chance) -> None:
    discard_from_hand(state, step.player, action.cards)
    log(state, "discard", step.player, action.cards)


def _check(state: State, enabled: bool) -> None:
    if not enabled and (state.weather_deck or state.weather_drawn):
        raise AssertionError("weather cards without the Weather module")


MODULE = Module(
    "weather", prepare=_prepare, on_crossing=_on_crossing, automatic={"weather": _weather},
    decisions={"calm_pick": (_calm_legal, _calm), "windy_give": (_windy_legal, _windy),
               "cold_discard": (_cold_legal, _cold)},
    secret_events=frozenset({"draw"}), secret_pending=frozenset({"windy_swap"}),
    private_events=frozenset({"windy"}), check=_check,
)
