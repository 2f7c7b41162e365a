"""The Rules dialog's first lines in pictures: a turn is either a take or a play, and the
race ends at the Pole. Drawn with the page's own cards and spaces, from the card and
board data (the example move is Amundsen's first two spaces, whatever their colours)."""
from __future__ import annotations

from html import escape

from core.board import ROUTE
from core.cards import ADVANCE, BASE_CARDS, BLIZZARD, COLOUR, COLOURS, DOG, KIND
from core.cards import colour_letter
from core.i18n import _

from .board import DOT_DX, DOT_DY, FILL, INK, PAWN_FIGURE, PAWN_FILL
from .cards import card_html

STEP = 54  # distance between two spaces of the small route


def _card(kind: str, colour: str, copy: int = 0) -> int:
    """A card of the base deck of that kind and colour (the ``copy``-th one)."""
    found = [card for card in BASE_CARDS if KIND[card] == kind and COLOUR[card] == colour]
    return found[copy]


def _route_svg(spaces: int) -> str:
    """Amundsen's ship and first ``spaces`` spaces, his pawn on the ship and an arrow to
    the last space shown."""
    width = 40 + STEP * spaces + 16
    parts = ['<path class="ship" d="M8,40 h44 l-8,14 h-28 z"/>',
             '<path class="mast" d="M30,40 v-20 l13,11 z"/>',
             f'<g class="pawn" transform="translate(22,66)" fill="{PAWN_FILL[0]}">'
             f'{PAWN_FIGURE}</g>']
    for number in range(1, spaces + 1):
        x, colour = 40 + STEP * number - 10, ROUTE[0][number]
        dot = (f'<circle class="dot-{colour}" cx="{x + DOT_DX}" cy="{44 + DOT_DY}" r="3.2"/>'
               if colour in ("R", "Y") else "")
        parts.append(f'<circle class="space" cx="{x}" cy="44" r="18" fill="{FILL[colour]}"/>{dot}'
                     f'<text class="letter" x="{x}" y="50" fill="{INK[colour]}">'
                     f'{colour_letter(colour)}</text>'
                     f'<text class="num" x="{x}" y="76">{number}</text>')
    end = 40 + STEP * spaces - 10
    parts.append(f'<path class="leap" d="M34,18 Q{(34 + end) / 2:.0f},-6 {end},20"/>'
                 f'<path class="leap-head" d="M{end - 7},13 l7,8 l2,-10 z"/>')
    return (f'<svg class="board-svg rules-route" viewBox="0 -8 {width} 90" width="{width}"'
            f' height="90" aria-hidden="true">{"".join(parts)}</svg>')


def _pole_svg() -> str:
    """The Pole as the board draws it, with an arrow coming to it."""
    return ('<svg class="board-svg rules-pole" viewBox="0 0 110 76" width="110" height="76"'
            ' aria-hidden="true"><path class="leap" d="M4,38 H28"/>'
            '<path class="leap-head" d="M28,31 l9,7 l-9,7 z"/>'
            '<circle class="pole" cx="74" cy="38" r="33"/>'
            '<text class="pole-flag" x="74" y="40">⚑</text>'
            f'<text class="pole-name" x="74" y="58">{escape(_("POLE"))}</text></svg>')


def _cards(cards: list[int], pick: int | None = None) -> str:
    """Face-up cards in a line; ``pick`` is the index of the one the picture points at."""
    return "".join(card_html(card, extra=" is-picked" if index == pick else "")
                   for index, card in enumerate(cards))


def _figure(testid: str, title: str, picture: str, words: str) -> str:
    return (f'<figure class="rules-pic" data-testid="{testid}"><div class="pic">{picture}</div>'
            f'<figcaption><b>{escape(title)}</b> {escape(words)}</figcaption></figure>')


def rules_pictures_html() -> str:
    """Three pictures: taking cards, moving along the route, reaching the Pole."""
    first, second = ROUTE[0][1], ROUTE[0][2]
    row = [_card(BLIZZARD, "B"), _card(DOG, "Y"), _card(ADVANCE, "G")]
    take = _figure(
        "rules-pic-take", _("Take cards."),
        f'<span class="pic-line">{_cards(row, pick=2)}</span>',
        _("The row lies open beside the deck. The card at its right end goes to your hand; "
          "give up one hand card to take two, or three to take all three."))
    hand = [_card(ADVANCE, first), _card(ADVANCE, second), _card(ADVANCE, second, 1)]
    play = _figure(
        "rules-pic-play", _("Or play cards."),
        f'<span class="pic-line">{_cards(hand)}</span>{_route_svg(2)}',
        _("One card of your next space's colour moves you onto it (space 1 here). In the "
          "same move, each space after it costs two cards of its own colour (space 2 here)."))
    four = [_card(ADVANCE, colour) for colour in COLOURS]
    pole = _figure(
        "rules-pic-pole", _("Reach the Pole."),
        f'<span class="pic-line">{_cards(four)}</span>{_pole_svg()}',
        _("From space 15, four cards, one of each colour, take you to the Pole. "
          "The first explorer there wins."))
    return take + play + pole
