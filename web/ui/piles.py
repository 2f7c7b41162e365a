"""The piles dialog (HTML): every card of the face-up discard pile, newest first, and what
the viewer can tell about the deck. The first deck is unknown; a deck shuffled from cards
everyone saw (the discard pile at the deck's first end, with 1912 the return cards) is
listed with the cards it may hold (``core.observation.deck_candidates``). Pure function
of an observation."""
from __future__ import annotations

from html import escape
from typing import Any

from core.cards import CODE
from core.i18n import _, ngettext
from core.observation import deck_candidates

from .cards import card_html
from .views import last_deck_text, way_mode


def _cards(cards: list[int], testid: str, way: str) -> str:
    faces = "".join(card_html(c, testid=f"{testid}-{CODE[c]}", way=way) for c in cards)
    return f'<div class="pile-cards" data-testid="{testid}">{faces}</div>'


def _deck_text(obs: dict[str, Any], candidates: list[int] | None) -> str:
    last = last_deck_text(obs)
    return f"{last} {_known_text(obs, candidates)}" if last else _known_text(obs, candidates)


def _known_text(obs: dict[str, Any], candidates: list[int] | None) -> str:
    deck = len(obs["deck"])
    if not deck:  # the engine says whether a new deck is still to form
        if obs["reshuffle_pending"]:
            return _("Empty for now: the next cards discarded will form the new deck.")
        if obs["facts"]["pole_rebuilds_deck"]:
            return _("The deck has run out twice: no new deck forms until an explorer "
                     "reaches the Pole, which rebuilds it for the way back.")
        return _("The deck has run out for good; no new deck will form.")
    if candidates is None:
        if obs["exhaustions"] == 0 and not obs["facts"]["way_back_begun"]:
            return _("The first deck lies face down, shuffled: nobody knows its cards. When it "
                     "runs out, the discard pile is shuffled into a second deck.")
        return _("Nobody knows which cards this deck holds.")
    intro = _("This deck was shuffled from cards everyone saw.")
    if len(candidates) == deck:
        return intro + " " + _("So its cards are known, only not their order:")
    gone = len(candidates) - deck
    return intro + " " + ngettext(
        "It holds {deck} of these {count} cards; the other one has gone face down elsewhere "
        "since (drawn unseen, or set aside):",
        "It holds {deck} of these {count} cards; the others have gone face down elsewhere "
        "since (drawn unseen, or set aside):", gone).format(deck=deck, count=len(candidates))


def piles_html(obs: dict[str, Any]) -> str:
    """The dialog's body for this observation."""
    way = way_mode(obs)
    discard = obs["discard"]
    head = ngettext("Discard pile: {count} card", "Discard pile: {count} cards",
                    len(discard)).format(count=len(discard))
    if discard:
        shown = (f'<p class="quiet">{escape(_("Newest first."))}</p>'
                 + _cards(list(reversed(discard)), "piles-discard", way))
    else:
        shown = f'<p>{escape(_("The discard pile is empty."))}</p>'
    candidates = deck_candidates(obs)
    deck = len(obs["deck"])
    deck_head = ngettext("Deck: {count} card", "Deck: {count} cards", deck).format(count=deck)
    deck_part = f'<p data-testid="piles-note">{escape(_deck_text(obs, candidates))}</p>'
    if candidates and deck:
        deck_part += _cards(candidates, "piles-deck", way)
    return (f'<section aria-labelledby="piles-discard-head"><h3 id="piles-discard-head">'
            f'{escape(head)}</h3>{shown}</section>'
            f'<section aria-labelledby="piles-deck-head"><h3 id="piles-deck-head">'
            f'{escape(deck_head)}</h3>{deck_part}</section>')
