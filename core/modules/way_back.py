"""'1912 The Way Back' module: after the Pole, the race home to the ship.

Reaching the Pole while the rival is still before the 85 degree parallel wins at once.
Otherwise the way back begins: the deck is rebuilt (25 cards + the 10 return cards), the
first explorer walks the return track (one space per turn, paying its colour and icon),
the other still races to the Pole under the outward rules, and no card has an effect any
more except the jokers (Com, Equipment Loss) and the ships. Reaching one's ship wins; a
second exhaustion of the rebuilt deck is a draw.
"""
from __future__ import annotations

from itertools import combinations

from .. import turn
from ..actions import DRAW, Action
from ..board import BEFORE_85, RETURN_HOME, RETURN_LENGTH, RETURN_TRACK
from ..cards import COLOUR, COM, FRAM_CARD, ICON, KIND, LOSS, LOSS_CARD, NOVA_CARD, RETURN_CARDS
from ..chance import Chance
from ..colours import advance_actions, colour_cards, is_wild, pole_plays
from ..deck import discard_from_hand, draw, give, log, note_deck_from, refill_row, take_from_hand
from ..outcome import Outcome
from ..ruleset import Module
from ..state import State, Step

KEPT_CARDS = 25
SHIP = (FRAM_CARD, NOVA_CARD)
JOKER_KINDS = (COM, LOSS)


def before_85(state: State, player: int) -> bool:
    lost = state.lost[player]
    return (1 <= lost <= 4) if lost else state.pos[player] <= BEFORE_85


# -- reaching the Pole ---------------------------------------------------------------------------
def _on_pole(state: State, player: int, chance: Chance) -> bool:
    if not state.way_back_begun():
        if before_85(state, 1 - player):
            return False  # the rival is far behind: the race ends at the Pole
        _rebuild_deck(state, chance)
        if state.loss_on >= 0:
            state.hands[state.loss_on].append(LOSS_CARD)
            log(state, "loss_back", state.loss_on, (LOSS_CARD,))
            state.loss_on = -1
    state.way[player] = 0
    log(state, "way_back", player)
    return True


def _rebuild_deck(state: State, chance: Chance) -> None:
    note_deck_from(state, state.discard + list(RETURN_CARDS), with_earlier=True)
    cards = state.deck + state.discard
    state.discard = []
    chance.shuffle(cards, "way back")
    kept, state.out = cards[:KEPT_CARDS], cards[KEPT_CARDS:]
    state.deck = kept + list(RETURN_CARDS)
    chance.shuffle(state.deck, "return deck")
    state.exhaustions = 0
    state.reshuffle_pending = False
    log(state, "rebuild", -1, (), [len(state.deck), len(state.out)])


# -- turns once the way back has begun -------------------------------------------------------------
def way_back_turn(state: State, player: int) -> list[Action] | None:
    if not state.way_back_begun():
        return None
    takes = turn.take_actions(state, player)
    if state.way[player] < 0:  # still racing to the Pole: outward rules, no card effects
        actions = takes
        if state.lost[player]:
            actions += turn.play_actions(state, player)  # only Back to the Route remains
            return [a for a in actions if a.verb in ("take", "back")]
        actions += advance_actions(state, player)
        if state.pos[player] == 15:
            actions += [Action("pole", c) for c in pole_plays(state, player)]
        return actions
    # Com, Equipment Loss and the ships are never discarded by Take Cards: not from the
    # row either (the rightmost card is row[0]).
    if state.row and turn.DISCARDABLE[state.row[0]] and state.deck and \
            len(state.hands[player]) < state.hand_limit(player):
        takes.append(DRAW)
    return takes + return_steps(state, player)


def demands(player: int, position: int) -> tuple[str, str]:
    """(colour, icon) demanded by the return-track space after ``position``."""
    return RETURN_TRACK[player][position]


def meets(card: int, player: int, colour: str, icon: str) -> tuple[bool, bool]:
    """Whether ``card`` meets a return space's colour and its icon (a joker meets either,
    but stands in for one demand only)."""
    if KIND[card] in JOKER_KINDS:
        return True, True  # a joker meets either demand, but only one of them
    return (COLOUR[card] == colour or is_wild(card, player)), ICON[card] == icon


def return_steps(state: State, player: int) -> list[Action]:
    """One step along the return track, or the ship from the last space."""
    position = state.way[player]
    hand = state.hands[player]
    if position == RETURN_LENGTH:
        own = SHIP[player]
        return [Action("advance", (own,))] if own in hand else []
    colour, icon = demands(player, position)
    usable = [c for c in colour_cards(state, player) if KIND[c] not in ("Fram", "Nova")]
    usable += [c for c in hand if KIND[c] in JOKER_KINDS]
    actions = []
    for card in usable:
        c_ok, i_ok = meets(card, player, colour, icon)
        if c_ok and i_ok and KIND[card] not in JOKER_KINDS:
            actions.append(Action("advance", (card,)))
    for a, b in combinations(usable, 2):
        a_c, a_i = meets(a, player, colour, icon)
        b_c, b_i = meets(b, player, colour, icon)
        if (a_c and b_i) or (a_i and b_c):
            actions.append(Action("advance", (a, b)))
    return actions


def do_advance(state: State, player: int, action: Action, chance: Chance) -> None:
    if state.way[player] < 0:
        turn.do_advance(state, player, action, chance)
        return
    start = state.way[player]
    turn.spend(state, player, action.cards)
    state.way[player] = start + 1 if start < RETURN_LENGTH else RETURN_HOME
    log(state, "return_step", player, action.cards, [start, state.way[player]])
    if state.way[player] == RETURN_HOME:
        state.outcome = Outcome.win(player)


def do_take(state: State, player: int, action: Action, chance: Chance) -> None:
    before = len(state.hands[player])
    turn.do_take(state, player, action, chance)
    if state.way_back_begun():
        _ships_taken(state, player, state.hands[player][before - len(action.cards):])


def do_draw(state: State, player: int, action: Action, chance: Chance) -> None:
    discarded = state.row.pop(0)
    state.discard.append(discarded)
    log(state, "row_discard", player, (discarded,))
    card = draw(state, chance)
    if card is not None:
        give(state, player, card, secret=True)
        log(state, "draw", player, (card,))
        _ships_taken(state, player, [card])
    refill_row(state, chance)


def _ships_taken(state: State, player: int, new_cards: list[int]) -> None:
    """The rival's ship goes to its owner; the taker then keeps only one hand card."""
    rival_ship = SHIP[1 - player]
    if rival_ship not in new_cards or rival_ship not in state.hands[player]:
        return
    owner = 1 - player
    take_from_hand(state, player, rival_ship)
    if len(state.hands[owner]) >= state.hand_limit(owner):
        lost = tuple(state.hands[owner])
        discard_from_hand(state, owner, lost)
        log(state, "discard", owner, lost)
    give(state, owner, rival_ship)
    log(state, "ship_returned", player, (rival_ship,))
    if len(state.hands[player]) > 1:
        state.pending.append(Step("ship_discard", player))


def _ship_discard_legal(state: State, step: Step) -> list[Action]:
    hand = sorted(state.hands[step.player])
    return [Action.of_sorted("discard", tuple(c for c in hand if c != keep)) for keep in hand]


def _ship_discard(state: State, step: Step, action: Action, chance: Chance) -> None:
    discard_from_hand(state, step.player, action.cards)
    log(state, "discard", step.player, action.cards)


def _check(state: State, enabled: bool) -> None:
    if not enabled and state.way_back_begun():
        raise AssertionError("an explorer is on the return track without the 1912 module")


MODULE = Module(
    "way_back", turn=way_back_turn, on_pole=_on_pole,
    verbs={"advance": do_advance, "take": do_take, "draw": do_draw},
    decisions={"ship_discard": (_ship_discard_legal, _ship_discard)},
    secret_events=frozenset({"draw"}), check=_check,
)
