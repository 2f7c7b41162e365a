"""A player's turn on the outward route: Take Cards or Play Cards (base game, Patrons)."""
from __future__ import annotations

from itertools import combinations

from .actions import FREEZE, TAKE1, Action
from .board import (ATTACK_KIND, LAST_SPACE, POLE, back_to_route_target, com_target,
                    lost_space_for)
from .cards import (BLIZZARD, COLOUR, COLOURS, COM, CREVASSE, KIND, LOSS, PATRON_WILD, SACRIFICE,
                    SUPPLIES, UNDISCARDABLE_KINDS, WEATHER)
from .chance import Chance
from .colours import advance_actions, colour_cards, is_wild, pole_plays
from .deck import can_draw, discard_from_hand, give_shown, log, refill_row, take_from_hand
from .moves import make_lost, move
from .outcome import Outcome
from .rules import TAKEN_FOR_DISCARDS, hand_limit, way_back_begun
from .ruleset import rules_for
from .state import State, Step

_new_action = tuple.__new__  # builds an Action whose cards are already in order
EFFECT_OF_KIND = {SUPPLIES: "supplies", SACRIFICE: "sacrifice", WEATHER: "weather"}
_HAS_EFFECT = tuple(kind in EFFECT_OF_KIND for kind in KIND)  # by card id


# -- legal actions ---------------------------------------------------------------------------
# Tables by card id for the hot path (the search asks for legal actions at every step).
_CARD_IDS = range(len(KIND))
#: DISCARDABLE[card]: whether Take Cards may discard it.
DISCARDABLE: tuple[bool, ...] = tuple(KIND[c] not in UNDISCARDABLE_KINDS for c in _CARD_IDS)
#: TAKE_ONE[card]: the take of two row cards that discards this card.
TAKE_ONE: tuple[Action, ...] = tuple(_new_action(Action, ("take", (c,), "")) for c in _CARD_IDS)
#: COM_PLAY[card] / LOSS_PLAY[card]: playing this Com / Equipment Loss card, else None.
COM_PLAY = tuple(_new_action(Action, ("com", (c,), "")) if KIND[c] == COM else None
                 for c in _CARD_IDS)
LOSS_PLAY = tuple(_new_action(Action, ("loss", (c,), "")) if KIND[c] == LOSS else None
                  for c in _CARD_IDS)
_COM_OR_LOSS = frozenset(c for c in _CARD_IDS if KIND[c] in (COM, LOSS))
#: PAIR_CARD[player][card]: a card of the kind whose pair makes that player's rival lost.
PAIR_CARD = tuple(tuple(KIND[c] == ATTACK_KIND[p] for c in _CARD_IDS) for p in (0, 1))
#: STORM_CARD[card]: a Blizzard or a Crevasse (one of them pushes a lost rival back).
STORM_CARD = tuple(KIND[c] in (BLIZZARD, CREVASSE) for c in _CARD_IDS)


class _TakeThree(dict):
    """The take of three row cards discarding a given sorted triple, made once each."""

    def __missing__(self, cards: tuple[int, ...]) -> Action:
        action = self[cards] = _new_action(Action, ("take", cards, ""))
        return action


_TAKE_THREE = _TakeThree()


def take_actions(state: State, player: int) -> list[Action]:
    """The Take Cards options allowed by the row and the hand limit (and freezing)."""
    hand = state.hands[player]
    room = hand_limit(state.loss_on, player) - len(hand)
    row = len(state.row)
    discardable = [c for c in hand if DISCARDABLE[c]]
    discardable.sort()
    actions: list[Action] = []
    if row >= 1 and room >= 1:
        actions.append(TAKE1)
        if row >= 2:
            actions += [TAKE_ONE[c] for c in discardable]
    if row >= 3 and room >= 0 and len(discardable) >= 3:
        actions += map(_TAKE_THREE.__getitem__, combinations(discardable, 3))
    if state.exhaustions >= 2 and row < 3 and _could_pay_for_take(row, room, len(discardable)):
        actions.append(FREEZE)
    return actions


def _could_pay_for_take(row: int, room: int, discardable: int) -> bool:
    """Whether the player could pay for some take the row (``row`` cards) cannot satisfy:
    taking 1 needs room in hand, 2 needs room and a discardable card, 3 needs 3 of them."""
    return ((row < 1 and room >= 1) or (row < 2 and room >= 1 and discardable >= 1)
            or (row < 3 and discardable >= 3))


def play_actions(state: State, player: int) -> list[Action]:
    """Every Play Cards option: colour plays, Com, Equipment Loss, attacks, back to route."""
    hand = state.hands[player]
    special = not _COM_OR_LOSS.isdisjoint(hand)
    coms = [COM_PLAY[c] for c in hand if COM_PLAY[c]] if special else []
    if state.lost[player]:
        actions = _back_actions(state, player)
    else:
        actions = advance_actions(state, player)
        if state.pos[player] == LAST_SPACE and not coms:
            actions += [Action("pole", combo) for combo in pole_plays(state, player)]
        actions += coms
    if special and state.loss_on < 0:
        actions += [LOSS_PLAY[c] for c in hand if LOSS_PLAY[c]]
    actions += _attack_actions(state, player, hand)
    return actions


def outward_turn(state: State, player: int) -> list[Action]:
    actions = take_actions(state, player)
    actions += play_actions(state, player)
    return actions


def _attack_actions(state: State, player: int, hand: list[int]) -> list[Action]:
    if way_back_begun(state.way):
        return []  # nobody can be made lost once the way back has begun
    opponent = 1 - player
    if state.lost[opponent] >= 2:
        return [Action("attack", (c,)) for c in sorted(hand) if STORM_CARD[c]]
    if not state.lost[opponent] and 1 <= state.pos[opponent] <= LAST_SPACE:
        pair = PAIR_CARD[player]
        pairs = [c for c in hand if pair[c]]
        if len(pairs) >= 2:
            pairs.sort()
            return [_new_action(Action, ("attack", combo, "")) for combo in combinations(pairs, 2)]
    return []


def _back_actions(state: State, player: int) -> list[Action]:
    k = state.lost[player]
    actions = []
    for card in colour_cards(state, player):
        names = COLOURS if is_wild(card, player) else (COLOUR[card],)
        targets = set()
        for colour in names:
            target = back_to_route_target(player, k, colour)
            if target is not None and target not in targets:  # a wild names one colour a space
                targets.add(target)
                actions.append(Action("back", (card,), colour))
    return actions


# -- effects ----------------------------------------------------------------------------------
def spend(state: State, player: int, cards: tuple[int, ...]) -> None:
    """Discard played cards; a patron used as a wild card is given up."""
    if PATRON_WILD in cards:
        state.patron_wild[player] = False
        log(state, "patron_used", player, (PATRON_WILD,))
        cards = tuple(c for c in cards if c != PATRON_WILD)
    discard_from_hand(state, player, cards)


def do_take(state: State, player: int, action: Action, chance: Chance) -> None:
    discards = action[1]
    if discards:
        discard_from_hand(state, player, discards)
    n = TAKEN_FOR_DISCARDS[len(discards)]
    row = state.row
    taken = row[:n]
    del row[:n]
    give_shown(state, player, taken)
    if state.log is not None:
        log(state, "take", player, tuple(taken), [list(discards)])
    refill_row(state, chance)
    if discards:
        effects = usable_effects(state, player, discards)
        if effects:
            state.pending.append(Step("effect", player, effects))


def usable_effects(state: State, player: int, discards: tuple[int, ...]) -> tuple[str, ...]:
    """The discard effects this player may use after a take (one at most is chosen)."""
    if not any(map(_HAS_EFFECT.__getitem__, discards)) or state.way_back_begun():
        return ()  # (1912 The Way Back: no card has a discard effect any more)
    kinds = {KIND[c] for c in discards}
    room = state.hand_limit(player) - len(state.hands[player])
    found = []
    for kind, effect in EFFECT_OF_KIND.items():
        if kind not in kinds:
            continue
        if kind == SUPPLIES and (room < 1 or not state.hands[1 - player]):
            continue
        if kind == WEATHER and (state.lost[player] or room < 1 or not can_draw(state)):
            continue
        found.append(effect)
    return tuple(found)


def do_freeze(state: State, player: int, action: Action, chance: Chance) -> None:
    log(state, "freeze", player)
    state.outcome = Outcome.FROZEN


def do_advance(state: State, player: int, action: Action, chance: Chance) -> None:
    spaces = (len(action.cards) + 1) // 2
    start = state.pos[player]
    spend(state, player, action.cards)
    log(state, "advance", player, action.cards, [start, start + spaces])
    move(state, player, start + spaces)


def do_pole(state: State, player: int, action: Action, chance: Chance) -> None:
    spend(state, player, action.cards)
    log(state, "pole", player, action.cards)
    move(state, player, POLE)
    for hook in rules_for(state.options).on_pole:
        if hook(state, player, chance):
            return
    state.outcome = Outcome.win(player)



def do_com(state: State, player: int, action: Action, chance: Chance) -> None:
    start = state.pos[player]
    target = com_target(start)
    spend(state, player, action.cards)
    log(state, "com", player, action.cards, [start, target])
    move(state, player, target)


def do_loss(state: State, player: int, action: Action, chance: Chance) -> None:
    opponent = 1 - player
    take_from_hand(state, player, action.cards[0])
    state.loss_on = opponent
    log(state, "loss", player, action.cards)
    excess = len(state.hands[opponent]) - state.hand_limit(opponent)
    if excess > 0:
        state.pending.append(Step("loss_discard", opponent, excess))


def do_attack(state: State, player: int, action: Action, chance: Chance) -> None:
    opponent = 1 - player
    spend(state, player, action.cards)
    if len(action.cards) == 2:
        space = lost_space_for(state.pos[opponent])
        make_lost(state, opponent, space)
        log(state, "lost", opponent, action.cards, space)
    else:
        space = state.lost[opponent] - 1
        make_lost(state, opponent, space)
        log(state, "penalty", opponent, action.cards, space)


def do_back(state: State, player: int, action: Action, chance: Chance) -> None:
    target = back_to_route_target(player, state.lost[player], action.arg)
    spend(state, player, action.cards)
    log(state, "back", player, action.cards, target)
    move(state, player, target)


def do_pass(state: State, player: int, action: Action, chance: Chance) -> None:
    log(state, "pass", player)
