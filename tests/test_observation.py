"""What each player may see (core/observation.py): censoring and determinisation."""
from __future__ import annotations

import random

import pytest

from core import determinize, invariants, observation
from core.observation import deck_candidates
from core.board import AMUNDSEN, SCOTT
from helpers import act, build, cs, new


def test_hidden_cards_deck_and_the_rivals_deal_are_censored() -> None:
    """The dealt cards stay secret from the rival until played; the deck is never seen."""
    state, _ = new(first="Ra1 Ra2 Ra3 Bx1 Gw1")
    for viewer, other in ((AMUNDSEN, SCOTT), (SCOTT, AMUNDSEN)):
        obs = observation(state, viewer)
        assert obs["hands"][other] == [None] and obs["hands"][viewer] == state.hands[viewer]
        assert set(obs["deck"]) == {None} and len(obs["deck"]) == len(state.deck)
        assert obs["secret"][other] == []
        deals = [e for e in obs["log"] if e[0] == "deal" and e[1] == other]
        assert deals and all(card is None for e in deals for card in e[2])
    spectator = observation(state, None)
    assert spectator["hands"] == [[None], [None]]


def test_played_cards_become_visible() -> None:
    """A hidden card is seen once it is played face up."""
    state = build(hands=("Ra1 Ga1", "Ya1"), row="Yb1 Yb2 Yc1", secret=("Ra1 Ga1", "Ya1"))
    act(state, "advance Ra1")
    obs = observation(state, SCOTT)
    assert cs("Ra1")[0] in obs["discard"] and obs["hands"][AMUNDSEN] == [None]


def test_determinize_keeps_what_the_viewer_knows_and_fills_the_rest() -> None:
    state = build(hands=("Ra1 Ga1", "Ya1 Bc1 Rs1"), row="Yb1 Yb2 Yc1",
                  secret=("Ra1", "Bc1 Rs1"))
    obs = observation(state, AMUNDSEN)
    rng = random.Random(0)
    fills = set()
    for _ in range(30):
        filled = determinize(obs, rng)
        invariants.check(filled)
        assert filled.hands[AMUNDSEN] == state.hands[AMUNDSEN]
        assert filled.hands[SCOTT][0] == cs("Ya1")[0]  # Scott's known card stays put
        assert filled.row == state.row and filled.discard == state.discard
        assert len(filled.deck) == len(state.deck)
        assert filled.secret[SCOTT] == set(filled.hands[SCOTT][1:])
        fills.add(tuple(filled.hands[SCOTT][1:]))
    assert len(fills) > 1  # the unknown cards really are drawn at random


def test_determinize_respects_a_pending_good_weather_show() -> None:
    """While Amundsen decides whether to show his Good Weather card, Scott does not see the
    card; in every determinised world it is one of Amundsen's hidden hand cards."""
    state = build(hands=("Gw1 Ga2", "Ga1"), row="Ya1 Ya2 Ya3", deck="Yb1 Yb2 Ra2",
                  secret=("Ga2", ""))
    act(state, "take Gw1")
    act(state, "effect weather")
    assert state.pending and state.pending[0][0] == "weather_show"
    obs = observation(state, SCOTT)
    assert obs["pending"][0][2] is None  # the card itself stays hidden from Scott
    rng = random.Random(1)
    for _ in range(40):
        filled = determinize(obs, rng)
        card = filled.pending[0][2]
        assert card in filled.hands[AMUNDSEN] and card in filled.secret[AMUNDSEN]


def test_a_reshuffled_deck_is_dealt_only_from_the_discard_pile_it_was() -> None:
    """At the first exhaustion the face-up discard pile is shuffled into the new deck (rule
    summary, 'Exhausted deck'), so both players know what that deck holds, though not in
    which order. Scott's card dealt face down at the start was never in that pile: every
    world dealt from Amundsen's view puts it in Scott's hand and none puts it in the deck.
    Withholding what the pile held (the dealing before ``deck_from``) gets it wrong."""
    state = build(hands=("Ra1 Ga2", "Ga1 Bc1"), secret=("", "Bc1"), row="Ya1 Ya2 Ya3",
                  deck="Yb1 Yb2", discard="Rb1 Rb2 Rc1", rest="removed")
    assert observation(state, AMUNDSEN)["deck_from"] is None  # the first deck: unknown
    act(state, "take Ra1")  # draws Yb1 and Yb2: the deck runs out, the pile becomes the deck
    pile = sorted(cs("Rb1 Rb2 Rc1 Ra1"))
    assert state.exhaustions == 1 and sorted(state.deck) == pile
    for viewer in (AMUNDSEN, SCOTT, None):  # public: every player and a spectator know it
        assert observation(state, viewer)["deck_from"] == pile
    obs = observation(state, AMUNDSEN)
    assert obs["hands"][SCOTT] == [cs("Ga1")[0], None]
    rng = random.Random(2)
    for _ in range(40):
        world = determinize(obs, rng)
        invariants.check(world)
        assert sorted(world.deck) == pile
        assert world.hands[SCOTT] == cs("Ga1 Bc1") and world.secret[SCOTT] == set(cs("Bc1"))
    # What Amundsen's screen lists as the deck's possible cards: exactly the pile.
    assert deck_candidates(obs) == pile
    withheld = {**obs, "deck_from": None}
    assert any(cs("Bc1")[0] in determinize(withheld, rng).deck for _ in range(40))
    # An observation whose deck could not have been formed so (a corrupt message) is refused.
    with pytest.raises(ValueError, match="could have been formed from"):
        determinize({**obs, "deck_from": pile[:2]}, rng)
