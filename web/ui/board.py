"""The board as an SVG string: both routes, the "?" spaces, the parallels, ships, the Pole
and the pawns, plus the modules' marks (food depots, the weather drawn at each parallel).
``wide`` lays every space on one line (desktop); otherwise the routes wrap after space 8
into two halves (phones). Legal targets get a ring and ``data-legal``."""
from __future__ import annotations

import re
from html import escape
from typing import Any

from core.board import EXPLORER_NAMES, LOST_SPACES, PARALLELS, POLE, ROUTE, first_space_after_lost
from core.cards import COLOUR, KIND, colour_letter, colour_name, describe
from core.describe import lost_text
from core.i18n import _, labelled
from core.weather_cards import condition_help, condition_name

from .cards import GLYPH

COL = 58          # distance between two spaces
LEFT = 46         # x of the ship column (wide board)
LEFT_NARROW = 40  # the same on the wrapped board, which needs every pixel of a phone
HALF = 270        # height of one half of the board
SPLIT = 8         # narrow layout: the last position of the first half
R_SPACE, R_LOST, R_POLE = 21, 15, 34
ROUTE_Y = (86, 184)       # y of each route inside a half
LOST_Y = (28, 242)        # y of each route's "?" spaces
FILL = {"R": "#c62828", "G": "#2e7d32", "B": "#1565c0", "Y": "#f6c700"}
INK = {"R": "#fff", "G": "#fff", "B": "#fff", "Y": "#1b1b1b"}
#: Where a red or yellow space's colour-blind dot sits, from the space's centre: by the
#: letter's top right, not above it (over the French J, for jaune, it read as a small j).
DOT_DX, DOT_DY = 12, -8
PAWN_FILL = ("#d32f2f", "#1d4ed8")
#: A pawn's figure, drawn with its feet at (0, 0): a head of radius 6.5 at y -17 over a
#: body 18 wide from y -11 to 4.
PAWN_FIGURE = '<circle cx="0" cy="-17" r="6.5"/><path d="M-9,4 L-4,-11 h8 L9,4 z"/>'
#: The figure's box (left, top, right, bottom) from its feet, with about 2 units of room.
PAWN_BOX = (-11, -26, 11, 6)
#: How far each pawn steps aside when both stand on spaces of one number: 20 apart, the
#: lower one's head (radius 6.5) clears the upper one's feet (9 each side of its centre).
SIDE_STEP = 10
#: ... and how far both step away from a parallel's degrees (drawn in the same band).
CLEAR_DEGREES = 6
_BEFORE_PARALLEL = frozenset(last for _degrees, last in PARALLELS)
SHIPS = ("Fram", "Terra Nova")


def size(wide: bool) -> tuple[int, int]:
    """viewBox width and height."""
    return (LEFT * 2 + COL * 16, HALF) if wide else (LEFT_NARROW * 2 + COL * SPLIT, HALF * 2)


def place(position: int, wide: bool) -> tuple[int, float]:
    """(half, x) of a route position."""
    if wide:
        return 0, LEFT + COL * position
    if position <= SPLIT:
        return 0, LEFT_NARROW + COL * position
    return 1, LEFT_NARROW + COL * (position - SPLIT - 1)


def space_xy(player: int, position: int, wide: bool) -> tuple[float, float]:
    half, x = place(position, wide)
    if position == POLE:
        return x, half * HALF + HALF / 2
    return x, half * HALF + ROUTE_Y[player]


def lost_xy(player: int, k: int, wide: bool) -> tuple[float, float]:
    after = first_space_after_lost(k)
    half, x = place(after, wide)
    return x - COL / 2, half * HALF + LOST_Y[player]


def _target_attrs(key: str, legal: dict[str, str], label: str, said: bool = False,
                  place: str = "", colour: str = "") -> str:
    """Attributes of a board element; legal ones are focusable buttons, named by the
    element and the move, or by the move and the space's ``colour`` when the move names
    the element's ``place`` ("Put the second food depot on space 3 (yellow)", not "space
    3, yellow: ... on space 3"; a translation that words the place otherwise gets the
    longer name). Of the others a screen reader is told only what changes (``said``:
    pawns, depots); the spaces are left to the picture (the explorers' areas name the
    next colour)."""
    attrs = f'data-testid="{key}" data-target="{key}"'
    if key in legal:
        move = legal[key]
        name = f"{labelled(label)} {move}"
        if place and _names(move, place):
            # TRANSLATORS: a board button's name: a move that names its space, its colour.
            name = _("{move} ({colour})").format(move=move, colour=colour) if colour else move
        attrs += (f' data-act="target" data-legal="true" tabindex="0" role="button"'
                  f' class="tgt is-legal" aria-label="{escape(name)}"')
    elif said:  # (named by its <title>, which is also its tooltip: an aria-label as well
        attrs += ' class="tgt" role="img"'  # had a screen reader say the name twice)
    else:
        attrs += ' class="tgt" aria-hidden="true"'
    return attrs


def _names(move: str, place: str) -> bool:
    """Whether a move's words name ``place`` ("space 1" in "on space 1", not "space 12")."""
    return re.search(re.escape(place) + r"(?!\d)", move, re.IGNORECASE) is not None


def _ring(x: float, y: float, r: float) -> str:
    return f'<circle class="ring" cx="{x:.0f}" cy="{y:.0f}" r="{r + 6}"/>'


def _space(player: int, position: int, wide: bool, legal: dict[str, str]) -> str:
    x, y = space_xy(player, position, wide)
    key = f"space-{player}-{position}"
    if position == 0:
        label = _("{explorer}'s ship, the {ship}").format(explorer=EXPLORER_NAMES[player],
                                                          ship=SHIPS[player])
        body = (f'<path class="ship" d="M{x - 24:.0f},{y - 4:.0f} h48 l-9,16 h-30 z"/>'
                f'<path class="mast" d="M{x:.0f},{y - 4:.0f} v-22 l14,12 z"/>'
                f'<text class="ship-name" x="{x:.0f}" y="{y + 26 if player else y - 30:.0f}">'
                f'{escape(_("ship"))}</text>')
        ring = _ring(x, y, R_SPACE) if key in legal else ""
        return f'<g {_target_attrs(key, legal, label)}><title>{escape(label)}</title>{ring}{body}</g>'
    colour = ROUTE[player][position]
    label = _("{explorer}'s route, space {number}, {colour}").format(
        explorer=EXPLORER_NAMES[player], number=position, colour=colour_name(colour))
    ring = _ring(x, y, R_SPACE) if key in legal else ""
    dot = ""
    if colour in ("R", "Y"):
        dot = f'<circle class="dot-{colour}" cx="{x + DOT_DX:.0f}" cy="{y + DOT_DY:.0f}" r="3.5"/>'
    number_y = y - 27 if player == 0 else y + 35
    # (a board button whose move names its own space is not named by the space as well)
    # TRANSLATORS: a space as the moves name it, e.g. "... food depot on space 3".
    place = _("space {number}").format(number=position)
    return (f'<g {_target_attrs(key, legal, label, place=place, colour=colour_name(colour))}>'
            f'<title>{escape(label)}</title>'
            f'{ring}<circle class="space" cx="{x:.0f}" cy="{y:.0f}" r="{R_SPACE}" fill="{FILL[colour]}"/>'
            f'{dot}<text class="letter" x="{x:.0f}" y="{y + 7:.0f}" fill="{INK[colour]}">{colour_letter(colour)}</text>'
            f'<text class="num" x="{x:.0f}" y="{number_y:.0f}">{position}</text></g>')


def _lost(player: int, k: int, wide: bool, legal: dict[str, str]) -> str:
    x, y = lost_xy(player, k, wide)
    key = f"lost-{player}-{k}"
    label = _("{explorer}'s ? space behind space {number}").format(
        explorer=EXPLORER_NAMES[player], number=first_space_after_lost(k))
    ring = _ring(x, y, R_LOST) if key in legal else ""
    return (f'<g {_target_attrs(key, legal, label)}><title>{escape(label)}</title>{ring}'
            f'<circle class="lost" cx="{x:.0f}" cy="{y:.0f}" r="{R_LOST}"/>'
            f'<text class="q" x="{x:.0f}" y="{y + 6:.0f}">?</text></g>')


def _pole(wide: bool, legal: dict[str, str]) -> str:
    x, y = space_xy(0, POLE, wide)
    key = "pole"
    label = _("the South Pole")
    ring = _ring(x, y, R_POLE) if key in legal else ""
    return (f'<g {_target_attrs(key, legal, label, place=label)}>'
            f'<title>{escape(_("The South Pole"))}</title>{ring}'
            f'<circle class="pole" cx="{x:.0f}" cy="{y:.0f}" r="{R_POLE}"/>'
            f'<text class="pole-flag" x="{x:.0f}" y="{y + 2:.0f}">⚑</text>'
            f'<text class="pole-name" x="{x:.0f}" y="{y + 20:.0f}">{escape(_("POLE"))}</text></g>')


def _parallels(wide: bool) -> str:
    out = []
    for degrees, last in PARALLELS:
        half, x = place(last + 1, wide)
        x -= COL / 2
        top, bottom = half * HALF + 46, half * HALF + HALF - 46
        out.append(f'<line class="parallel" x1="{x:.0f}" y1="{top}" x2="{x:.0f}" y2="{bottom}"/>'
                   f'<text class="deg" x="{x:.0f}" y="{half * HALF + HALF / 2 + 5:.0f}"'
                   f' aria-hidden="true">{degrees}°</text>')
    return "".join(out)


def _trail(player: int, wide: bool) -> str:
    points = [space_xy(player, p, wide) for p in range(0, POLE)]
    if wide:
        points.append(space_xy(player, POLE, wide))
        return _polyline(points, player)
    first = points[:SPLIT + 1] + [(points[SPLIT][0] + COL / 2, points[SPLIT][1])]
    x9, y9 = points[SPLIT + 1]
    second = [(x9 - COL / 2, y9)] + points[SPLIT + 1:] + [space_xy(player, POLE, wide)]
    return _polyline(first, player) + _polyline(second, player)


def _polyline(points: list[tuple[float, float]], player: int) -> str:
    text = " ".join(f"{x:.0f},{y:.0f}" for x, y in points)
    return f'<polyline class="trail trail-{player}" points="{text}"/>'


def _pawn_xy(obs: dict[str, Any], player: int, wide: bool) -> tuple[float, float]:
    """Where a pawn's figure stands (its feet). On a route space the pawn stands in the
    band between the two routes, so the space's colour, letter and number stay visible;
    on a "?" space (at the board's edge) it stands on the space itself; at the Pole,
    beside the flag. Two pawns on spaces of one number would overlap in that band (one's
    feet on the other's head): each then steps ``SIDE_STEP`` aside, Amundsen left, and
    both step away from a parallel's degrees beside them."""
    lost, position = obs["lost"][player], obs["pos"][player]
    if lost:
        x, y = lost_xy(player, lost, wide)
        return x, y + 9
    x, y = space_xy(player, position, wide)
    if position == POLE:
        return x + 11, y + (-16 if player == 0 else 16) - 6
    if not obs["lost"][1 - player] and obs["pos"][1 - player] == position:
        x += SIDE_STEP if player else -SIDE_STEP
        x += -CLEAR_DEGREES if position in _BEFORE_PARALLEL else \
            CLEAR_DEGREES if position - 1 in _BEFORE_PARALLEL else 0
    return (x, y + 50) if player == 0 else (x, y - 24)


def _pawn_box(obs: dict[str, Any], player: int, wide: bool) -> tuple[float, float, float, float]:
    """The pawn figure's box (left, top, right, bottom), with a little room around it."""
    px, py = _pawn_xy(obs, player, wide)
    left, top, right, bottom = PAWN_BOX
    return px + left, py + top, px + right, py + bottom


def _pawn(obs: dict[str, Any], player: int, wide: bool, legal: dict[str, str]) -> str:
    lost, position = obs["lost"][player], obs["pos"][player]
    if lost:
        where = lost_text(lost)
    elif position == POLE:
        where = _("at the South Pole")
    else:
        where = _("on the ship") if position == 0 else _("on space {number}").format(
            number=position)
    key = f"pawn-{player}"
    away = obs.get("way", (-1, -1))[player] >= 0
    if away:
        where = _("turned back at the Pole: see the return track")
    label = _("{explorer}'s pawn, {where}").format(explorer=EXPLORER_NAMES[player], where=where)
    px, py = _pawn_xy(obs, player, wide)
    ring = (f'<circle class="ring" cx="{px:.0f}" cy="{py - 8:.0f}" r="17"/>'
            if key in legal else "")
    return (f'<g {_target_attrs(key, legal, label, said=True)}><title>{escape(label)}</title>{ring}'
            f'<g class="pawn{" away" if away else ""}" data-testid="pawn-figure-{player}"'
            f' data-x="{px:.0f}" data-y="{py:.0f}" transform="translate({px:.0f},{py:.0f})"'
            f' fill="{PAWN_FILL[player]}">'
            f'{PAWN_FIGURE}</g></g>')


def _depot_card(card: int | None, x: float, top: float) -> str:
    """A small card lying next to a depot space: face up for its owner, else face down."""
    rect = f'x="{x - 9:.0f}" y="{top:.0f}" width="18" height="27" rx="3.5"'
    if card is None:
        return (f'<rect class="depot-back" {rect}/>'
                f'<text class="depot-q" x="{x:.0f}" y="{top + 19:.0f}">?</text>')
    colour = COLOUR[card]
    fill, ink = (FILL[colour], INK[colour]) if colour else ("#eceff1", "#263238")
    return (f'<rect class="depot-card" {rect} fill="{fill}"/>'
            f'<text class="depot-letter" x="{x:.0f}" y="{top + 10:.0f}" fill="{ink}">{colour_letter(colour)}</text>'
            f'<text class="depot-glyph" x="{x:.0f}" y="{top + 23:.0f}" fill="{ink}">'
            f'{GLYPH.get(KIND[card], "")}</text>')


def _depots(obs: dict[str, Any], wide: bool, legal: dict[str, str]) -> str:
    """Food Depots: a white cube on each depot space and its card beside the route.

    The owner sees the card face up; the rival (and the hand-off screen) face down. A
    collected depot is gone; a depot still waiting for its card shows an empty slot."""
    out = []
    waiting = {(step[1], step[2]) for step in obs.get("pending", []) if step[0] == "depot_stash"}
    for player in (0, 1):
        for index, (space, card) in enumerate(obs.get("depots", [[], []])[player]):
            empty = (player, index) in waiting
            if card == -1 and not empty:
                continue  # collected
            x, y = space_xy(player, space, wide)
            top = y - 68 if player == 0 else y + 41
            # keep clear of the "?" space lying beside the first or last space of a block
            cx = x + {1: 4, 0: -4}.get(space % 3, 0)
            key = f"depot-{player}-{index}"
            name = _("{explorer}'s food depot on space {number}").format(
                explorer=EXPLORER_NAMES[player], number=space)
            if empty:
                label = _("{depot}, waiting for a card").format(depot=name)
                face = (f'<rect class="depot-slot" x="{cx - 9:.0f}" y="{top:.0f}" width="18"'
                        f' height="27" rx="3.5"/>')
            elif card is None:
                label = _("{depot}: a face-down card").format(depot=name)
                face = _depot_card(None, cx, top)
            else:
                label = _("{depot}: {card}, face down (only you know it)").format(
                    depot=name, card=describe(card))
                face = _depot_card(card, cx, top)
            ring = _ring(cx, top + 13, 13) if key in legal else ""
            out.append(f'<rect class="cube" x="{x - 27:.0f}" y="{y + 4:.0f}" width="11"'
                       f' height="11" aria-hidden="true"><title>{escape(name)}</title></rect>'
                       f'<g {_target_attrs(key, legal, label, said=True)} data-space="{space}">'
                       f'<title>{escape(label)}</title>{ring}{face}</g>')
    return "".join(out)


#: How far a weather label may slide along its parallel's band to clear a pawn.
WX_SHIFTS = tuple(sign * step for step in range(4, COL + 1, 4) for sign in (1, -1))


def _clear_x(x: float, y: float, width: float, taken: list[tuple[float, ...]]) -> float:
    """The centre nearest ``x`` where a label of ``width`` at height ``y`` overlaps none
    of the ``taken`` boxes (pawns, other labels); ``x`` itself when none is clear."""
    for shift in (0, *WX_SHIFTS):
        left, right = x + shift - width / 2, x + shift + width / 2
        if not any(left < r and right > l and y - 11 < b and y + 5 > t
                   for l, t, r, b in taken):
            return x + shift
    return x


def _weather_marks(obs: dict[str, Any], wide: bool) -> str:
    """Weather: the condition drawn at each parallel, under its degrees; a label slides
    along the band, off its parallel, when a pawn stands where it would lie."""
    out = []
    taken = [_pawn_box(obs, player, wide) for player in (0, 1)]
    for card, die, weather, degrees, _player in obs.get("weather_drawn", []):
        last = dict(PARALLELS)[degrees]
        half, x = place(last + 1, wide)
        y = half * HALF + HALF / 2 + 22
        name = condition_name(weather)
        tip = _("Weather at {degrees}°: card {card}, die {die}: {name}. {help}").format(
            degrees=degrees, card=card, die=die, name=name, help=condition_help(weather))
        width = 14 + 6.6 * len(name)
        x = _clear_x(x - COL / 2, y, width, taken)
        taken.append((x - width / 2, y - 11, x + width / 2, y + 5))
        out.append(f'<g class="wx" data-testid="weather-at-{degrees}" role="img">'
                   f'<title>{escape(tip)}</title>'
                   f'<rect x="{x - width / 2:.0f}" y="{y - 11:.0f}" width="{width:.0f}"'
                   f' height="16" rx="8"/><text x="{x:.0f}" y="{y + 1:.0f}">{escape(name)}</text></g>')
    return "".join(out)


#: Each label's room along the left edge (board units), its type size and a character's
#: width at that size (at most, about; DejaVu Sans Bold): a longer label takes a smaller
#: type, never a stretched one.
LABEL_ROOM, LABEL_PX, LABEL_CHAR = 128, 11.0, 7.2


def _labels(wide: bool, names: tuple[str, str]) -> str:
    """Whose route is whose, written upwards along the board's left edge (clear of the
    pawns, the ships and the "?" spaces); a label longer than its room takes a smaller
    type, so that "Difficile" or "Alexandra" shows whole."""
    out = []
    for p in (0, 1):
        text = f'{"▲▼"[p]} {EXPLORER_NAMES[p]} · {_short(names[p])}'
        width = len(text) * LABEL_CHAR
        fit = (f' style="font-size:{LABEL_PX * LABEL_ROOM / width:.1f}px"'
               if width > LABEL_ROOM else "")
        out.append(f'<text class="who who-{p}" transform="translate(13,{68 if p == 0 else 202})'
                   f' rotate(-90)" text-anchor="middle" aria-hidden="true"{fit}>'
                   f'{escape(text)}</text>')
    return "".join(out)


def _short(name: str, most: int = 12) -> str:
    """A player's name cut to fit a board corner."""
    return name if len(name) <= most else name[:most - 1] + "…"


def drawn_aside(obs: dict[str, Any]) -> str:
    """Which drawing the player on screen does not play on while one explorer races out
    and the other heads home, drawn smaller so that the one they play on and their hand
    fit the screen: "board" (they head home), "way" (they still race out), or ""."""
    viewer, way = obs.get("viewer"), obs.get("way", (-1, -1))
    if viewer is None or (way[0] >= 0) == (way[1] >= 0):
        return ""
    return "board" if way[viewer] >= 0 else "way"


def board_svg(obs: dict[str, Any], legal: dict[str, str], names: tuple[str, str],
              wide: bool = True) -> str:
    """The whole board. ``legal`` maps target keys (``core.targets.Target.key``) to the
    plain-words action they perform; those elements are highlighted and clickable."""
    width, height = size(wide)
    done = min(obs.get("way", (-1, -1))) >= 0  # both turned back: the outward race is over
    extra = " done" if done else " aside" if drawn_aside(obs) == "board" else ""
    parts = [f'<svg class="board-svg{extra}" viewBox="0 0 {width} {height}"'
             f' role="group"'
             f' aria-label="{escape(_("The board: two routes from the ships to the South Pole"))}"'
             f' xmlns="http://www.w3.org/2000/svg">',
             f'<rect class="ice" x="0" y="0" width="{width}" height="{height}" rx="14"/>']
    if not wide:
        parts.append(f'<line class="fold" x1="8" y1="{HALF}" x2="{width - 8}" y2="{HALF}"/>')
    parts.append(_parallels(wide))
    for player in (0, 1):
        parts.append(_trail(player, wide))
    parts.append(_labels(wide, names))
    for player in (0, 1):
        parts.extend(_space(player, p, wide, legal) for p in range(0, POLE))
        parts.extend(_lost(player, k, wide, legal) for k in LOST_SPACES)
    parts.append(_pole(wide, legal))
    parts.append(_weather_marks(obs, wide))
    parts.append(_depots(obs, wide, legal))
    for player in (0, 1):
        parts.append(_pawn(obs, player, wide, legal))
    parts.append("</svg>")
    return "".join(parts)
