"""Structural invariants of a game state, for tests and simulations.

``check(state)`` raises AssertionError with a clear message when the state breaks a rule
that must hold after every action: every card accounted for exactly once, hand limits at
turn boundaries, legal positions, a consistent turn. ``check_legal(state)`` adds the
checks that need the legal actions (never empty in a live game, only the mover's cards).
"""
from __future__ import annotations

from collections import Counter

from .actions import HAND_VERBS
from .board import LAST_SPACE, POLE, RETURN_HOME
from .cards import BASE_CARDS, CODE, LOSS_CARD, PATRON_WILD, RETURN_CARDS
from .ruleset import all_modules
from .outcome import Outcome
from .state import State

OUTCOMES = (None, *Outcome)
PARALLEL_DEGREES = (75, 80, 85, 88)


def expected_cards(state: State) -> list[int]:
    """Every card that must be somewhere: the base deck, plus the return cards once the
    way back has begun."""
    cards = list(BASE_CARDS)
    if state.way_back_begun():
        cards.extend(RETURN_CARDS)
    return cards


def located_cards(state: State) -> list[int]:
    """Every card the state places somewhere (with repeats, if any)."""
    cards = state.deck + state.row + state.discard + state.removed + state.out
    cards = cards + state.hands[0] + state.hands[1]
    if state.loss_on >= 0:
        cards.append(LOSS_CARD)
    for player in (0, 1):
        cards.extend(card for _, card in state.depots[player] if card >= 0)
    return cards


def _fail(message: str) -> None:
    raise AssertionError(message)


def check_cards(state: State) -> None:
    """Each card of the game is in exactly one place."""
    have = Counter(located_cards(state))
    want = Counter(expected_cards(state))
    if have != want:
        extra = sorted((have - want).elements())
        missing = sorted((want - have).elements())
        _fail(f"cards not accounted for: missing {[CODE[c] for c in missing]}, "
              f"duplicated or unexpected {[CODE[c] for c in extra]}")
    for player in (0, 1):
        stray = (state.secret[player] | state.private[player]) - set(state.hands[player])
        if stray:
            _fail(f"player {player}'s secret or private cards {[CODE[c] for c in stray]} are not in the hand")
        if state.secret[player] & state.private[player]:
            _fail(f"player {player} has cards both secret and private")


def check_positions(state: State) -> None:
    """Route positions, lost spaces and return-track positions are legal."""
    for player in (0, 1):
        pos, lost, way = state.pos[player], state.lost[player], state.way[player]
        if lost:
            if not 1 <= lost <= 5:
                _fail(f"player {player} is on lost space {lost} (must be 1..5)")
            if pos != -1:
                _fail(f"player {player} is lost on L{lost} but has route position {pos}")
        elif not 0 <= pos <= POLE:
            _fail(f"player {player} has position {pos} without being lost")
        if not -1 <= way <= RETURN_HOME:
            _fail(f"player {player} has return-track position {way}")
        if pos == POLE and way < 0 and state.outcome != Outcome.win(player):
            _fail(f"player {player} stands on the Pole but neither won nor began the way back")


def check_turn(state: State) -> None:
    """Whose turn it is, the pending steps, the outcome and the hand limits."""
    if state.outcome not in OUTCOMES:
        _fail(f"unknown outcome {state.outcome!r}")
    if state.turn not in (0, 1):
        _fail(f"turn is {state.turn!r}")
    if state.turn_number < 1:
        _fail(f"turn number {state.turn_number}")
    if state.outcome and state.pending:
        _fail(f"the game is over ({state.outcome}) but steps are pending: {state.pending}")
    for step in state.pending:
        if not (isinstance(step, tuple) and step and isinstance(step[0], str)
                and step[1] in (0, 1)):
            _fail(f"malformed pending step {step!r}")
    mover = state.to_move()
    if state.outcome:
        if mover is not None:
            _fail("a finished game still has a player to move")
    elif mover not in (0, 1):
        _fail(f"a live game has no player to move ({mover!r})")
    if not state.pending and not state.outcome:
        for player in (0, 1):
            limit = state.hand_limit(player)
            if len(state.hands[player]) > limit:
                _fail(f"player {player} ends a turn with {len(state.hands[player])} cards "
                      f"(limit {limit})")
    if state.loss_on not in (-1, 0, 1):
        _fail(f"loss_on is {state.loss_on!r}")
    check_outcome(state)


def check_outcome(state: State) -> None:
    """A finished game ended in a way the rules allow."""
    outcome = state.outcome
    way_back = state.way_back_begun()
    if outcome is not None and outcome.winner is not None:
        winner = outcome.winner
        if way_back and state.way[winner] != RETURN_HOME:
            _fail(f"{outcome} won the way back without reaching the ship")
        if not way_back and state.pos[winner] != POLE:
            _fail(f"{outcome} won without reaching the Pole")
    elif outcome == Outcome.FROZEN and state.exhaustions < 2:
        _fail("the explorers froze before the deck ran out twice")
    elif outcome == Outcome.DRAW and not (way_back and state.exhaustions >= 2):
        _fail("a draw outside the way back, or before its deck ran out twice")


def check_deck(state: State) -> None:
    """Exhaustions, the reshuffle flag, the deck's known make-up and the row's size."""
    if not 0 <= state.exhaustions <= 2:
        _fail(f"{state.exhaustions} exhaustions")
    if state.reshuffle_pending and (state.deck or state.exhaustions != 1):
        _fail("a reshuffle is pending but the deck is not empty after the first exhaustion")
    size = state.options.row_size
    if len(state.row) > size:
        _fail(f"the row holds {len(state.row)} cards (at most {size})")
    if state.deck_from is not None and not set(state.deck + state.out) <= set(state.deck_from):
        _fail("the deck holds a card it was not formed from (deck_from)")
    can_draw = bool(state.deck) or (state.reshuffle_pending and bool(state.discard))
    if not state.pending and not state.outcome and len(state.row) < size and can_draw:
        _fail(f"the row holds {len(state.row)} of {size} cards at a turn boundary "
              "though cards could be drawn")


def check_modules(state: State) -> None:
    """Each module's own invariants (and that a module not in play left no trace)."""
    for module in all_modules():
        if module.check:
            module.check(state, module.enabled(state.options))


def check_parallels(state: State) -> None:
    """Each parallel is crossed at most once, and only the board's parallels."""
    if len(set(state.crossed)) != len(state.crossed) or not set(state.crossed) <= set(
            PARALLEL_DEGREES):
        _fail(f"parallels crossed: {state.crossed}")


def check(state: State) -> None:
    """Raise AssertionError naming the first broken invariant of ``state``."""
    check_cards(state)
    check_positions(state)
    check_turn(state)
    check_deck(state)
    check_modules(state)
    check_parallels(state)


def check_legal(state: State, legal: list | None = None) -> None:
    """Invariants of the legal actions (computed unless given)."""
    from .engine import legal_actions
    if legal is None:
        legal = legal_actions(state)
    if state.outcome:
        if legal:
            _fail(f"the game is over but actions are legal: {legal[:3]}")
        return
    if not legal:
        _fail("a live game has no legal action")
    if len(set(legal)) != len(legal):
        dupes = [str(a) for a, n in Counter(legal).items() if n > 1]
        _fail(f"legal actions listed twice: {dupes}")
    mover = state.to_move()
    own = set(state.hands[mover])
    if state.patron_wild[mover]:
        own.add(PATRON_WILD)
    for action in legal:
        if action.verb in HAND_VERBS and not set(action.cards) <= own:
            _fail(f"legal action {action} of player {mover} uses cards not in that hand")
        if action.verb == "pick" and not set(action.cards) <= set(state.row):
            _fail(f"legal action {action} picks a card not in the row")
        if action.verb == "advance" and LAST_SPACE < state.pos[mover] + (
                len(action.cards) + 1) // 2 and state.way[mover] < 0:
            _fail(f"legal action {action} would advance beyond space {LAST_SPACE}")
