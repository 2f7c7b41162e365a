"""ui.piles: the dialog listing the discard pile and what a player can tell about the deck."""
from __future__ import annotations

import re

from core import Game, Options, observation
from core.board import AMUNDSEN, SCOTT
from core.cards import CODE
from helpers import act, build, cs
from ui import piles, views


def _listed(html: str, testid: str) -> list[str]:
    """The card codes a list of the dialog shows, in order."""
    return re.findall(rf'data-testid="{testid}-([^"]+)"', html)


def _reshuffled():
    """Amundsen's take draws the deck's last two cards: the discard pile (Rb1 Rb2 Rc1, and
    the Ra1 just thrown away) becomes the new deck. Scott's Bc1 was dealt face down."""
    state = build(hands=("Ra1 Ga2", "Ga1 Bc1"), secret=("", "Bc1"), row="Ya1 Ya2 Ya3",
                  deck="Yb1 Yb2", discard="Rb1 Rb2 Rc1", rest="removed")
    act(state, "take Ra1")
    return state


def test_the_first_deck_is_unknown_and_an_empty_pile_says_so():
    obs = Game(Options(), 3).observation(AMUNDSEN)
    html = piles.piles_html(obs)
    assert "The discard pile is empty." in html
    assert "nobody knows its cards" in html and f"Deck: {len(obs['deck'])} cards" in html
    assert _listed(html, "piles-deck") == []  # not one card of the first deck is named


def test_the_discard_pile_is_listed_newest_first():
    state = build(hands=("Ra1", "Ga1"), row="Ya1 Ya2 Ya3", deck="Yb1 Yb2 Ya4 Ya5",
                  discard="Rb1 Gb2 Bc1", rest="removed")
    html = piles.piles_html(observation(state, SCOTT))
    assert "Discard pile: 3 cards" in html
    assert _listed(html, "piles-discard") == ["Bc1", "Gb2", "Rb1"]


def test_a_deck_shuffled_from_the_pile_shows_its_cards_but_never_a_hidden_one():
    """Rule summary, 'Exhausted deck': the face-up discard pile becomes the new deck, so
    each player may look up which cards it holds (not their order). Scott's card dealt face
    down stays out of Amundsen's list."""
    state = _reshuffled()
    html = piles.piles_html(observation(state, AMUNDSEN))
    assert "its cards are known, only not their order" in html
    assert _listed(html, "piles-deck") == [CODE[c] for c in sorted(cs("Rb1 Rb2 Rc1 Ra1"))]
    assert "Bc1" not in _listed(html, "piles-deck")


def test_a_card_the_rival_drew_unseen_keeps_the_deck_list_open_ended():
    """Once Scott has drawn one of those cards face down, Amundsen knows only that the deck
    holds 3 of the 4 (one card gone: "the other one", not "the others": a playtest); Scott,
    who sees his card, knows the deck's 3 exactly."""
    state = _reshuffled()
    drawn = state.deck.pop()
    state.hands[SCOTT].append(drawn)
    state.secret[SCOTT].add(drawn)
    amundsen = piles.piles_html(observation(state, AMUNDSEN))
    assert "It holds 3 of these 4 cards; the other one has gone face down" in amundsen
    assert CODE[drawn] in _listed(amundsen, "piles-deck")
    scott = piles.piles_html(observation(state, SCOTT))
    assert "its cards are known" in scott
    assert sorted(_listed(scott, "piles-deck")) == sorted(CODE[c] for c in state.deck)
    again = state.deck.pop()
    state.hands[SCOTT].append(again)
    state.secret[SCOTT].add(again)
    amundsen = piles.piles_html(observation(state, AMUNDSEN))
    assert "It holds 2 of these 4 cards; the others have gone face down" in amundsen


def test_the_discard_pile_on_the_board_opens_the_dialog_by_click_or_key():
    html = views.supply_html(Game(Options(), 3).observation(AMUNDSEN), {})
    pile = re.search(r'<div class="pile discard"[^>]*>', html).group(0)
    assert 'data-act="open-piles"' in pile                 # a click anywhere on the pile
    words = re.search(r'<span class="pile-text" data-testid="discard"[^>]*>', html).group(0)
    assert 'data-act="open-piles"' in words and 'tabindex="0"' in words   # the key
    assert 'role="button"' in words and "aria-label" not in words   # named by its words


def test_a_deck_rebuilt_for_the_way_back_from_an_unknown_deck_is_not_called_the_first():
    """1912 The Way Back: reaching the Pole while the rival is past the 85 degree line
    rebuilds the deck from the old one, the discards and the return cards. Amundsen gets
    there before the first deck ran out, so nobody knows the new deck either."""
    state = build(Options(way_back=True), hands=("Ra1 Ga1 Ba1 Ya1", "Gb1"), row="Rb1 Gb2 Yb1",
                  pos=(15, 12))
    act(state, "pole Ra1 Ga1 Ba1 Ya1")
    assert state.way_back_begun() and state.deck_from is None and state.exhaustions == 0
    html = piles.piles_html(observation(state, SCOTT))
    assert "Nobody knows which cards this deck holds." in html
    assert "first deck" not in html


def test_an_empty_deck_says_whether_a_new_one_will_form():
    """Rulings, 'Deck, row and end of game': a first exhaustion with an empty discard pile
    forms the new deck from the next discard; after the second no deck forms again."""
    state = build(hands=("Ra1", "Ga1"), row="Ya1 Ya2 Ya3", deck="Yb1", rest="removed")
    act(state, "take")  # draws the last card: the deck's first end, with nothing to shuffle
    assert state.exhaustions == 1 and state.reshuffle_pending and not state.deck
    assert "Empty for now" in piles.piles_html(observation(state, SCOTT))
    state.exhaustions, state.reshuffle_pending = 2, False
    assert "run out for good" in piles.piles_html(observation(state, SCOTT))


def test_with_the_way_back_a_twice_emptied_deck_waits_for_the_pole():
    """1912 The Way Back: the first explorer at the Pole (rival past the 85th parallel)
    rebuilds the deck, so a deck that ran out twice before then is not gone for good; once
    the way back has begun, its second end is final (a draw)."""
    state = build(Options(way_back=True), hands=("Ra1", "Ga1"), row="Ya1 Ya2 Ya3", deck="",
                  pos=(12, 10), rest="removed")
    state.exhaustions = 2
    html = piles.piles_html(observation(state, SCOTT))
    assert "until an explorer reaches the Pole" in html and "for good" not in html
    state.way = [3, -1]
    assert "run out for good" in piles.piles_html(observation(state, SCOTT))


def _way_back_reshuffled(begun: bool):
    """A game with 1912 The Way Back, racing moves, until the deck has run out once and
    been shuffled anew: before the Pole (``begun`` False: reaching the Pole will rebuild
    it) or after (the rebuilt deck's second end draws the race)."""
    import random
    from tests.helpers import biased_choice
    for seed in range(40):
        game, rng = Game(Options(way_back=True), seed), random.Random(seed)
        while not game.over:
            game.push(biased_choice(rng, game.legal_actions()))
            obs = game.observation(AMUNDSEN)
            if obs["facts"]["way_back_begun"] == begun and obs["exhaustions"] == 1 \
                    and obs["deck"]:
                return obs
    raise AssertionError("no game of racing moves reached such a deck")


def test_the_last_deck_says_so_under_the_deck_and_what_its_end_brings():
    """Rule summary, 'Exhausted deck' (the second end: no new deck, the row runs dry and
    a player may freeze) and 1912 (the rebuilt deck's second end draws the race): a
    playtester walking home saw the computer drain the deck to a draw with nothing on the
    table saying so. The first deck says nothing of the kind."""
    first = views.supply_html(Game(Options(), 3).observation(AMUNDSEN), {})
    assert "exhausted 0 of 2" in first and "last deck" not in first
    base = observation(_reshuffled(), AMUNDSEN)
    shown = views.supply_html(base, {})
    assert re.search(r'<span class="last-deck" title="This is the last deck: when it runs '
                     r'out, the row is no longer refilled, and once it holds too few cards '
                     r'to take, a player may freeze the race \(nobody wins\)\.">last deck'
                     r'</span>', shown)
    assert "This is the last deck" in piles.piles_html(base)
    way_back = _way_back_reshuffled(begun=True)
    assert "This is the last deck: when it runs out, the race is drawn." in views.supply_html(
        way_back, {}) and "the race is drawn" in piles.piles_html(way_back)
    # before the Pole, with 1912, it is not the last: the first at the Pole rebuilds it
    # (a playtest read "last deck" there and the rebuild beside it in the list)
    before = views.supply_html(_way_back_reshuffled(begun=False), {})
    assert "last deck" not in before and "exhausted 1 of 2" in before


def test_an_empty_deck_shows_an_empty_place_not_a_card_back():
    """A playtest: "Deck 0" stood under a card back, as if cards were left."""
    state = build(hands=("Ra1", "Ga1"), row="Ya1 Ya2 Ya3", deck="", discard="",
                  exhaustions=2, rest="removed")
    shown = views.supply_html(observation(state, SCOTT), {})
    deck = shown[shown.index('data-testid="deck"'):shown.index('data-testid="row"')]
    assert 'class="card slot"' in deck and "card back" not in deck
    assert 'class="card back"' in views.supply_html(Game(Options(), 3).observation(SCOTT), {})
