"""Setting up a new game."""
from __future__ import annotations

from . import flow
from .cards import BASE_CARDS
from .chance import Chance
from .deck import deal, refill_row
from .options import Options
from .ruleset import rules_for
from .state import State, Step


def new_game(options: Options, chance: Chance) -> State:
    """A new game: shuffle, let the modules prepare (patrons, depots, weather), deal the
    row and the hands, then queue the set-up choices and the end of set-up."""
    rules = rules_for(options)
    state = State(options)
    state.deck = list(BASE_CARDS)
    chance.shuffle(state.deck, "deck")
    steps: list[tuple] = []
    for prepare in rules.prepare:
        steps.extend(prepare(state, chance))
    refill_row(state, chance)
    for player in (0, 1):
        for _ in range(rules.cards_dealt):
            deal(state, player, chance)
    state.pending = steps + [Step("setup_done", 0)]
    flow.run(state, chance)
    return state


def in_setup(state: State) -> bool:
    """Whether set-up choices (Food Depots' depots and their cards) are still to be made:
    the race, and its turn 1, begins once they are."""
    return any(step.kind == "setup_done" for step in state.pending)
