"""Setting up a new game."""
from __future__ import annotations

from typing import Callable

from . import flow
from .board import EXPLORER_NAMES
from .cards import BASE_CARDS
from .chance import Chance
from .deck import draw, give, log, refill_row
from .options import Options
from .patrons import OFFICER, OFFICER_REMOVES, PATRONS, START_HAND, START_ON_FIRST_SPACE, WILD_PATRONS
from .state import State

#: Module hooks run before the row is dealt; each may return set-up steps to queue.
SETUP_HOOKS: list[Callable[[State, Chance], list[tuple]]] = []
#: Cards dealt to each hand at set-up (Food Depots changes it).
HAND_AT_SETUP: list[Callable[[Options], int]] = []


def new_game(options: Options, chance: Chance) -> State:
    """A new game: shuffle, draw patrons, deal the row and the hands, queue set-up choices."""
    state = State(options)
    state.deck = list(BASE_CARDS)
    chance.shuffle(state.deck, "deck")
    if options.patrons:
        for player in (0, 1):
            patron = PATRONS[player][chance.index(4, f"patron {EXPLORER_NAMES[player]}")]
            state.patron[player] = patron.key
            state.officer[player] = OFFICER_REMOVES[player] if patron.key == OFFICER else 0
            state.patron_wild[player] = patron.key in WILD_PATRONS
            log(state, "patron", player, (), patron.key)
    steps: list[tuple] = []
    for hook in SETUP_HOOKS:
        steps.extend(hook(state, chance))
    refill_row(state, chance)
    dealt = max([1] + [fn(options) for fn in HAND_AT_SETUP])
    for player in (0, 1):
        for _ in range(dealt):
            _deal(state, player, chance)
    state.pending = steps + [("patron_start", 0)]
    flow.run(state, chance)
    return state


def _deal(state: State, player: int, chance: Chance) -> None:
    card = draw(state, chance)
    if card is not None:
        give(state, player, card, secret=True)
        log(state, "deal", player, (card,))


def _patron_start(state: State, step: tuple, chance: Chance) -> None:
    for player in (0, 1):
        key = state.patron[player]
        while len(state.hands[player]) < START_HAND.get(key, 0):
            _deal(state, player, chance)
        if key in START_ON_FIRST_SPACE:
            state.pos[player] = 1
            log(state, "start_space", player, (), 1)


flow.automatic("patron_start", _patron_start)
