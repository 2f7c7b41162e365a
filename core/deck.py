"""Moving cards: drawing (with exhaustion and reshuffle), the row, hands and discards."""
from __future__ import annotations

from .board import WILD_KIND
from .cards import KIND
from .chance import Chance
from .outcome import Outcome
from .state import State


def log(state: State, kind: str, player: int, cards: tuple = (), info: object = None) -> None:
    """Record an event in the game log (skipped when logging is off)."""
    if state.log is not None:
        state.log.append((kind, player, tuple(cards), info))


def draw(state: State, chance: Chance) -> int | None:
    """Draw the top card of the deck, or None when no card can be drawn.

    Drawing the last card exhausts the deck. At the first exhaustion the discard pile is
    shuffled into a new deck at once (or, if it is empty, as soon as a card can be drawn
    from it); after the second no new deck forms.
    """
    if not state.deck:
        if not (state.reshuffle_pending and state.discard):
            return None
        _reform(state, chance)
    card = state.deck.pop()
    if not state.deck:
        state.exhaustions += 1
        log(state, "exhausted", -1, (), state.exhaustions)
        if state.exhaustions == 1:
            if state.discard:
                _reform(state, chance)
            else:
                state.reshuffle_pending = True
        elif state.way_back_begun():
            state.outcome = Outcome.DRAW
    return card


def deal(state: State, player: int, chance: Chance) -> None:
    """Deal the top card to a player, face down."""
    card = draw(state, chance)
    if card is not None:
        give(state, player, card, secret=True)
        log(state, "deal", player, (card,))


def can_draw(state: State) -> bool:
    return bool(state.deck) or (state.reshuffle_pending and bool(state.discard))


def _reform(state: State, chance: Chance) -> None:
    # Cards set aside unseen (``out``, the way back) came from the earlier deck's cards.
    note_deck_from(state, state.discard, with_earlier=bool(state.out))
    state.deck = state.discard
    state.discard = []
    state.reshuffle_pending = False
    chance.shuffle(state.deck, "reshuffle")
    log(state, "reshuffle", -1, (), len(state.deck))


def note_deck_from(state: State, cards: list[int] | tuple[int, ...], with_earlier: bool) -> None:
    """A new deck is being formed from ``cards``, which every player saw (the face-up
    discard pile, the return cards): record what it is made of (``State.deck_from``).
    ``with_earlier``: the earlier deck's cards go into it too (or are set aside with it),
    so they count as well, and the make-up stays unknown if theirs was."""
    if not with_earlier:
        state.deck_from = tuple(sorted(cards))
    elif state.deck_from is not None:
        state.deck_from = tuple(sorted({*state.deck_from, *cards}))


def refill_row(state: State, chance: Chance) -> None:
    """Fill the row from the deck on the left; Army Officers remove animals as they show."""
    size = state.options.row_size
    row, officer = state.row, state.officer
    while len(row) < size and not state.outcome:
        card = draw(state, chance)
        if card is None:
            return
        if not ((officer[0] or officer[1]) and _officer_removes(state, card)):
            row.append(card)


def _officer_removes(state: State, card: int) -> bool:
    for player in (0, 1):
        if state.officer[player] and KIND[card] == WILD_KIND[1 - player]:
            state.officer[player] -= 1
            state.removed.append(card)
            log(state, "officer", player, (card,))
            return True
    return False


def give(state: State, player: int, card: int, secret: bool = False, private: bool = False) -> None:
    """Put a card into a hand; ``secret`` hides it from the opponent, ``private`` from
    spectators only (both players know it)."""
    state.hands[player].append(card)
    if secret:
        state.secret[player].add(card)
    elif private:
        state.private[player].add(card)


def give_shown(state: State, player: int, cards: list[int]) -> None:
    """Put cards every player has seen (row cards) into a hand."""
    state.hands[player] += cards


def take_from_hand(state: State, player: int, card: int) -> bool:
    """Take a card out of a hand; whether it had been shown to all (it was neither secret
    nor private)."""
    state.hands[player].remove(card)
    shown = True
    secret, private = state.secret[player], state.private[player]
    if card in secret:
        secret.remove(card)
        shown = False
    if card in private:
        private.remove(card)
        shown = False
    return shown


def discard_from_hand(state: State, player: int, cards: tuple[int, ...]) -> None:
    """Move cards from a hand to the discard pile (they become public)."""
    for card in cards:
        take_from_hand(state, player, card)
        state.discard.append(card)
