"""What each player may know: censored views of the state, and determinisation.

``observation(state, viewer)`` is the state's plain data with every card the viewer may
not see replaced by None (viewer 0 or 1; None for a spectator, who sees only public
cards). ``determinize(obs, rng)`` fills those blanks with a random assignment of the
unseen cards, giving a full state consistent with the observation and with what every
player saw happen: a deck formed from the face-up discard pile holds only cards from it
(``deck_from``), so the rival's hidden cards are dealt from the others.
"""
from __future__ import annotations

import random
from itertools import islice
from typing import Any, Iterator

from .chance import shuffle
from .cards import BASE_CARDS, LOSS_CARD, RETURN_CARDS
from .modules import MODULES
from .rules import way_back_begun
from .ruleset import rules_for
from .options import Options
from .outcome import Outcome
from .state import State, Step, _tuplify

#: Log events whose cards only their player sees (declared by the rules modules).
SECRET_EVENTS = frozenset().union(*(m.secret_events for m in MODULES))
#: Log events whose cards both players know but a spectator does not (a card passed from
#: hand to hand unseen by the table).
PRIVATE_EVENTS = frozenset().union(*(m.private_events for m in MODULES))
#: Pending steps whose third item is a card only the step's player sees.
SECRET_PENDING = frozenset().union(*(m.secret_pending for m in MODULES))
WEATHER_CARDS = (1, 2, 3, 4, 5)


def visible_cards(state: State, viewer: int | None) -> set[int]:
    """Every card id ``viewer`` may see right now (None: a spectator)."""
    seen = set(state.row) | set(state.discard) | set(state.removed)
    if state.loss_on >= 0:
        seen.add(LOSS_CARD)
    for player in (0, 1):
        hand = state.hands[player]
        if player == viewer:
            seen.update(hand)
            seen.update(card for _, card in state.depots[player] if card >= 0)
        elif viewer is None:
            seen.update(c for c in hand if c not in state.secret[player]
                        and c not in state.private[player])
        else:
            seen.update(c for c in hand if c not in state.secret[player])
    return seen


def shows_secrets(state: State, player: int, onlooker: int | None) -> bool:
    """Whether ``player``'s own view shows something ``onlooker`` may not see: a card
    (in hand or on a depot) or a secret choice waiting in a pending step. Hot-seat play
    covers the screen between turns only when this holds."""
    if visible_cards(state, player) - visible_cards(state, onlooker):
        return True
    return any(step[0] in SECRET_PENDING and step[1] == player and step[2] != -1
               for step in state.pending)


def secret_choice(state: State, player: int) -> bool:
    """Whether ``player``'s next choice answers a step only they may see (a module's
    ``secret_pending``: Good Weather's show or keep, a Windy gift). Told that they had a
    single option, another player would learn something hidden."""
    return bool(state.pending) and state.pending[0][0] in SECRET_PENDING and \
        state.pending[0][1] == player


def observation(state: State, viewer: int | None) -> dict[str, Any]:
    """The state as ``viewer`` may see it (hidden cards are None)."""
    data = state.to_dict()
    data["viewer"] = viewer
    data["to_move"] = state.to_move()
    data["facts"] = rule_facts(state)
    data["deck"] = [None] * len(state.deck)
    data["out"] = [None] * len(state.out)
    data["weather_deck"] = [None] * len(state.weather_deck)
    for player in (0, 1):
        if player == viewer:
            continue
        hidden = state.secret[player] | state.private[player] if viewer is None else state.secret[player]
        data["hands"][player] = [None if c in hidden else c for c in state.hands[player]]
        data["secret"][player] = []
        data["depots"][player] = [[space, None if card >= 0 else -1]
                                  for space, card in state.depots[player]]
    if viewer is None:
        data["private"] = [[], []]
    data["pending"] = [_censor_step(step, viewer) for step in data["pending"]]
    if data["log"] is not None:
        data["log"] = [_censor_event(event, viewer) for event in data["log"]]
    return data


def rule_facts(state: State) -> dict[str, Any]:
    """Rule facts a screen needs and must not restate: hand limits, row size, phase."""
    return {
        "hand_limits": [state.hand_limit(0), state.hand_limit(1)],
        "row_size": state.options.row_size,
        "way_back_begun": state.way_back_begun(),
        # 1912 The Way Back: the first explorer at the Pole (rival past the 85th parallel)
        # rebuilds the deck, even one that has run out twice.
        "pole_rebuilds_deck": ("way_back" in rules_for(state.options).names
                               and not state.way_back_begun()),
    }


def _censor_step(step: list, viewer: int | None) -> list:
    if step[0] in SECRET_PENDING and step[1] != viewer and step[2] != -1:
        return step[:2] + [None] + step[3:]
    return step


def _censor_event(event: list, viewer: int | None) -> list:
    if event[0] in SECRET_EVENTS and event[1] != viewer:
        return [event[0], event[1], [None] * len(event[2]), event[3]]
    if event[0] in PRIVATE_EVENTS and viewer is None:
        # The cards go; a -1 (no card, from an empty hand: hand sizes are public) stays.
        info = ([None if c is None or c >= 0 else c for c in event[3]]
                if isinstance(event[3], list) else event[3])
        return [event[0], event[1], [None] * len(event[2]), info]
    return event


def universe(data: dict[str, Any]) -> list[int]:
    """Every card in play: the base cards, plus the return cards once the way back began."""
    cards = list(BASE_CARDS)
    if way_back_begun(data["way"]):
        cards.extend(RETURN_CARDS)
    return cards


#: Fills tried before giving up on one that satisfies every pending step.
DETERMINIZE_TRIES = 100


def determinize(obs: dict[str, Any], rng: random.Random) -> State:
    """A full state consistent with ``obs``: unseen cards dealt at random into the blanks.

    A pending step can say more than the cards shown (a Good Weather card that may be
    shown fits the next space; Extreme Cold is only asked of a player holding a coloured
    card), so fills that contradict a pending step are redrawn.
    """
    state = _fill(obs, rng)
    tries = 1
    while state.pending and not _plausible(state) and tries < DETERMINIZE_TRIES:
        state = _fill(obs, rng)
        tries += 1
    return state


def _plausible(state: State) -> bool:
    """Whether every pending step could have arisen with these hidden cards."""
    decisions = rules_for(state.options).decisions
    for step in state.pending:
        if step[0] in decisions and not decisions[step[0]][0](state, step):
            return False
    return True


def _fill(obs: dict[str, Any], rng: random.Random) -> State:
    """One random assignment of the unseen cards to the blanks of ``obs`` (built straight
    into a ``State``: the search calls this for every determinisation)."""
    hands_seen, depots_seen = obs["hands"], obs["depots"]
    unseen = _unseen(obs)
    shuffle(unseen, rng)
    fill = deck_fill = iter(unseen)
    if obs.get("deck_from") is not None:
        blanks = obs["deck"].count(None) + obs["out"].count(None)
        deck_fill, fill = _split_for_deck(unseen, obs["deck_from"], blanks, rng)
    deck_seen = obs["deck"]
    if deck_seen.count(None) == len(deck_seen):  # the usual case: no deck card is known
        deck = list(islice(deck_fill, len(deck_seen)))
        if len(deck) < len(deck_seen):
            raise ValueError(f"observation's deck has {len(deck_seen)} hidden cards but only "
                             f"{len(deck)} unseen cards are left for it")
    else:
        deck = [next(deck_fill) if c is None else c for c in deck_seen]
    hands, secret, depots = [], [], []
    for player in (0, 1):
        hand = hands_seen[player]
        if None in hand:
            filled = [next(fill) if c is None else c for c in hand]
            secret.append({c for c, was in zip(filled, hand) if was is None})
            hands.append(filled)
        else:
            secret.append(set(obs["secret"][player]))
            hands.append(list(hand))
        depots.append([[s, next(fill) if c is None else c] for s, c in depots_seen[player]])
    out = [next(deck_fill) if c is None else c for c in obs["out"]]
    weather_deck = list(obs["weather_deck"])
    if None in weather_deck:
        drawn = {w[0] for w in obs["weather_drawn"]}
        left = [w for w in WEATHER_CARDS if w not in drawn]
        shuffle(left, rng)
        weather_deck = left[:len(weather_deck)]
    leftover = list(fill) + list(deck_fill)
    if leftover:
        raise ValueError(f"observation has {len(leftover)} unseen cards and no place for them")
    return State(
        _options(obs["options"]), deck, list(obs["row"]), list(obs["discard"]),
        list(obs["removed"]), hands, secret, [set(c) for c in obs["private"]],
        list(obs["pos"]), list(obs["lost"]), obs["loss_on"], obs["turn"], obs["turn_number"],
        _pending(obs["pending"], hands), obs["exhaustions"], obs["reshuffle_pending"],
        list(obs["patron"]), list(obs["patron_wild"]), list(obs["officer"]), list(obs["crossed"]),
        Outcome.from_word(obs["outcome"]), depots, weather_deck,
        [_deep_copy(w) for w in obs["weather_drawn"]], list(obs["way"]), out,
        _deck_from(obs.get("deck_from")), None)


def _split_for_deck(unseen: list[int], deck_from: list[int], blanks: int,
                    rng: random.Random) -> tuple[Iterator[int], Iterator[int]]:
    """Deal a deck formed in view of both players only from the cards it was formed from:
    ``blanks`` of the shuffled ``unseen`` cards among ``deck_from`` for the deck and
    ``out``, every other unseen card (reshuffled) for the other blanks (hidden hand and
    depot cards). ValueError when too few unseen cards are among ``deck_from`` (no game
    gets there: ``invariants.check_deck``)."""
    known = set(deck_from)
    inside = [c for c in unseen if c in known]
    if len(inside) < blanks:
        raise ValueError(f"observation's deck has {blanks} hidden cards but only "
                         f"{len(inside)} unseen cards it could have been formed from")
    rest = [c for c in unseen if c not in known] + inside[blanks:]
    shuffle(rest, rng)
    return iter(inside[:blanks]), iter(rest)


def _deck_from(cards: list[int] | None) -> tuple[int, ...] | None:
    return None if cards is None else tuple(cards)


def _unseen(obs: dict[str, Any]) -> list[int]:
    """The cards in play that ``obs`` does not show anywhere, in a fixed order."""
    seen = set()
    for key in ("deck", "row", "discard", "removed", "out"):
        seen.update(obs[key])
    for player in (0, 1):
        seen.update(obs["hands"][player])
        seen.update(card for _, card in obs["depots"][player] if card is not None and card >= 0)
    if obs["loss_on"] >= 0:
        seen.add(LOSS_CARD)
    return [c for c in universe(obs) if c not in seen]


def deck_candidates(obs: dict[str, Any]) -> list[int] | None:
    """What the viewer of ``obs`` can tell about the deck's cards: those of the cards a
    deck formed in view of both was made from (``deck_from``: the discard pile at the
    deck's first end, and with 1912 The Way Back the return cards) that ``obs`` shows
    nowhere else, sorted. The deck holds all of its cards among them; any others lie face
    down elsewhere (drawn unseen by the rival, set aside). None while the deck's make-up
    is unknown (the first deck). For the player's screen; the search uses ``determinize``."""
    deck_from = obs.get("deck_from")
    if deck_from is None:
        return None
    known = set(deck_from)
    return sorted(c for c in _unseen(obs) if c in known)


def _pending(steps: list, hands: list[list[int]]) -> list[Step]:
    """The pending steps as values; a hidden Good Weather card is the last one drawn."""
    out = []
    for step in steps:
        step = _tuplify(step)
        if step[0] in SECRET_PENDING and step[2] is None:
            hand = hands[step[1]]
            step = (step[0], step[1], hand[-1] if hand else -1) + step[3:]
        out.append(Step(*step))
    return out


_OPTIONS: dict[tuple, Options] = {}


def _options(data: dict[str, bool]) -> Options:
    """``Options.from_dict``, remembered (every determinisation asks for the same few)."""
    key = tuple(data.items())
    found = _OPTIONS.get(key)
    if found is None:
        found = _OPTIONS[key] = Options.from_dict(data)
    return found


def _deep_copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _deep_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_deep_copy(v) for v in value]
    return value
