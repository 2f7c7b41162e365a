"""The back of the board (1912 The Way Back): each explorer's return track as an SVG string.

Ten spaces lead from the Pole (position 0) to the explorer's ship (11); each space asks
for a colour (same fill, letter and colour-blind dot as the route) and an icon (Animal,
Sled, Storm, Camp: a drawn symbol from ``index.html``'s ``#ico-*`` set plus its name).
``wide`` puts each explorer's track on one line; otherwise each wraps into two halves
(positions 0..5 and 6..11), like the route does on phones. Legal targets (``way-p-n``)
get the board's ring and ``data-legal``.
"""
from __future__ import annotations

from html import escape
from typing import Any

from core.board import EXPLORER_NAMES, RETURN_HOME, RETURN_TRACK
from core.cards import colour_letter, colour_name
from core.i18n import N_, _

from . import cards

from .board import DOT_DX, DOT_DY, FILL, INK, PAWN_FIGURE, PAWN_FILL, SHIPS, _ring, _target_attrs, drawn_aside

#: The captions of the return tracks: before the way back opens, and once it has.
PREVIEW = N_("1912 The Way Back: the return track, ten spaces from the Pole back to the ship, "
             "opens when an explorer reaches the Pole after the rival has crossed the 85° "
             "parallel.")
#: The preview's caption once a race ended with the return track never opened.
NEVER_OPENED = N_("1912 The Way Back: the return track did not open in this race.")
#: The dialog's own words (under its heading "1912 The Way Back", not repeating it).
DIALOG_OPENS = N_("Each explorer's return track leads ten spaces from the Pole back to their "
                  "ship. The way back opens when an explorer reaches the Pole after the rival "
                  "has crossed the 85° parallel.")
STEP_HOW = N_("The way back: to move one space, pay the next space's colour and icon (two "
              "cards, or one that has both; Compass and Equipment Loss fit either).")
ICON_NAMES = cards.ICON_NAMES  # one table of icon names (ui.cards)
R = 20                            # radius of a return space
#: Where a pawn's feet stand from its space's centre: on the space's upper right edge,
#: clear of the space's letter (the colour-blind aid) and number (at +17, -4 it touched
#: the letter).
PAWN_AT = (21, -6)
ROW_H = 80                        # height of one explorer's row
WIDE = {"col": 72, "left": 170, "width": 1020}
NARROW = {"col": 66, "left": 44, "width": 44 * 2 + 66 * 5, "split": 5}
#: The room for a player's name left of the Pole (viewBox units): a longer name is drawn
#: narrower to fit, never cut short (a French "Ordinateur facile" lost its level as
#: "Ordinateur fa…").
NAME_ROOM = 132


def name_width(name: str) -> float:
    """About how wide ``name`` is drawn beside the return tracks (11.5 px DejaVu Sans):
    wide letters, capitals, narrow letters and the rest."""
    return sum(10.5 if c in "MWmw@" else 8.2 if c.isupper() else 4.2 if c in "iljtfr'.,:; "
               else 6.9 for c in name)


def begun(obs: dict[str, Any]) -> bool:
    """Whether an explorer has started the way back."""
    return obs["facts"]["way_back_begun"]



def size(wide: bool) -> tuple[int, int]:
    """viewBox width and height of the return track."""
    if wide:
        return WIDE["width"], ROW_H * 2 + 8
    return NARROW["width"], ROW_H * 4 + 18


def space_xy(player: int, position: int, wide: bool) -> tuple[float, float]:
    """Centre of return-track position ``position`` (0 Pole .. 11 ship) of ``player``."""
    if wide:
        return WIDE["left"] + WIDE["col"] * position, ROW_H * player + 37
    half, column = divmod(position, NARROW["split"] + 1)
    return NARROW["left"] + NARROW["col"] * column, (half * 2 + player) * ROW_H + half * 14 + 37


def demand_text(player: int, position: int) -> str:
    """'red and Animal' for return space ``position`` (1..10); the ship for 11."""
    if position == RETURN_HOME:
        return _("the {ship} card").format(ship=SHIPS[player])
    colour, icon = RETURN_TRACK[player][position - 1]
    return _("{colour} and {icon}").format(colour=colour_name(colour), icon=cards.icon_name(icon))


def _pill(x: float, y: float, icon: str, word: str, span: tuple[float, float]) -> str:
    """A white label under a space: the icon symbol and its name, kept within ``span``
    (the room between its neighbours' labels): a longer name is drawn narrower to fit (the
    French "Traîneau" ran under the next label on a phone, "Tempête" out of its own), 3
    units clear of the icon (at 1 the icon touched the "T" of both)."""
    lead = 18 if icon else 6  # (the icon and a gap after it, or the rounded end)
    words = name_width(word)
    width = min(lead + words + 5, span[1] - span[0])
    left = min(max(x - width / 2, span[0]), span[1] - width)
    room = width - lead - 5
    symbol = (f'<use href="#ico-{icon}" x="{left + 3:.0f}" y="{y - 6:.0f}" width="12" height="12"/>'
              if icon else "")
    fit = f' textLength="{room:.0f}" lengthAdjust="spacingAndGlyphs"' if words > room else ""
    return (f'<g class="pill"><rect x="{left:.0f}" y="{y - 8:.0f}" width="{width:.0f}" height="16"'
            f' rx="8"/>{symbol}<text x="{left + lead:.0f}" y="{y + 4:.0f}"{fit}>{escape(word)}'
            f'</text></g>')


def _span(x: float, position: int, wide: bool) -> tuple[float, float]:
    """The room of a space's label: half the way to each neighbour's, 2 units apart (the
    ship's reaches the drawing's edge)."""
    col = (WIDE if wide else NARROW)["col"]
    right = size(wide)[0] - 2 if position == RETURN_HOME else x + col / 2 - 2
    return x - col / 2 + 2, right


def _space(player: int, position: int, wide: bool, legal: dict[str, str],
           keyed: bool = True) -> str:
    x, y = space_xy(player, position, wide)
    key = f"way-{player}-{position}"
    ring = _ring(x, y, R) if key in legal else ""
    number = f'<text class="num" x="{x:.0f}" y="{y - R - 7:.0f}">{position}</text>'
    if position == 0:
        label = _("{explorer}'s way back starts at the South Pole").format(
            explorer=EXPLORER_NAMES[player])
        body = (f'<circle class="pole" cx="{x:.0f}" cy="{y:.0f}" r="{R}"/>'
                f'<text class="pole-flag small" x="{x:.0f}" y="{y + 7:.0f}">⚑</text>'
                + _pill(x, y + R + 15, "", _("Pole"), _span(x, position, wide)))
    elif position == RETURN_HOME:
        label = _("{explorer}'s ship, the {ship}: play its card to get home").format(
            explorer=EXPLORER_NAMES[player], ship=SHIPS[player])
        body = (f'<path class="ship" d="M{x - 24:.0f},{y - 2:.0f} h48 l-9,16 h-30 z"/>'
                f'<path class="mast" d="M{x:.0f},{y - 2:.0f} v-22 l14,12 z"/>'
                + _pill(x, y + R + 15, "", SHIPS[player], _span(x, position, wide)))
    else:
        colour, icon = RETURN_TRACK[player][position - 1]
        label = _("{explorer}'s return space {number}: {demand}").format(
            explorer=EXPLORER_NAMES[player], number=position, demand=demand_text(player, position))
        dot = (f'<circle class="dot-{colour}" cx="{x + DOT_DX:.0f}" cy="{y + DOT_DY:.0f}" r="3.5"/>'
               if colour in ("R", "Y") else "")
        body = (f'<circle class="space" cx="{x:.0f}" cy="{y:.0f}" r="{R}" fill="{FILL[colour]}"/>'
                f'{dot}<text class="letter" x="{x:.0f}" y="{y + 7:.0f}" fill="{INK[colour]}">'
                f'{colour_letter(colour)}</text>{number}'
                + _pill(x, y + R + 15, icon, cards.icon_name(icon), _span(x, position, wide)))
    attrs = _target_attrs(key, legal, label) if keyed else ""
    return (f'<g {attrs} data-way="{position}"><title>{escape(label)}'
            f'</title>{ring}{body}</g>')


def _trail(player: int, wide: bool) -> str:
    rows: dict[float, list[tuple[float, float]]] = {}
    for position in range(RETURN_HOME + 1):
        x, y = space_xy(player, position, wide)
        rows.setdefault(y, []).append((x, y))
    return "".join(f'<polyline class="trail trail-{player}" points="'
                   + " ".join(f"{x:.0f},{y:.0f}" for x, y in points) + '"/>'
                   for points in rows.values())


def _pawn(obs: dict[str, Any], player: int, wide: bool) -> str:
    position = obs["way"][player]
    if position < 0:
        return ""
    x, y = space_xy(player, min(position, RETURN_HOME), wide)
    where = (_("at the South Pole") if position == 0 else _("home at the ship")
             if position >= RETURN_HOME else _("on return space {number}").format(number=position))
    label = _("{explorer}'s pawn on the way back, {where}").format(
        explorer=EXPLORER_NAMES[player], where=where)
    return (f'<g data-testid="way-pawn-{player}" data-way="{position}" role="img">'
            f'<title>{escape(label)}</title>'
            f'<g class="pawn" transform="translate({x + PAWN_AT[0]:.0f},{y + PAWN_AT[1]:.0f})"'
            f' fill="{PAWN_FILL[player]}">{PAWN_FIGURE}</g></g>')


def _label(obs: dict[str, Any], player: int, name: str, wide: bool) -> str:
    fit = (f' textLength="{NAME_ROOM}" lengthAdjust="spacingAndGlyphs"'
           if name_width(name) > NAME_ROOM else "")
    racing = obs["way"][player] < 0
    parts = []
    for half in ((0,) if wide else (0, 1)):
        x, y = space_xy(player, half * (NARROW["split"] + 1), wide)
        if wide:
            parts.append(f'<text class="who who-{player}" x="12" y="{y - 4:.0f}">'
                         f'{"▲▼"[player]} {EXPLORER_NAMES[player]}</text>'
                         f'<text class="who-sub" x="12" y="{y + 13:.0f}"{fit}>{escape(name)}</text>')
            if racing:
                parts.append(f'<text class="who-sub" x="12" y="{y + 29:.0f}">'
                             f'{escape(_("still outbound"))}</text>')
        else:
            parts.append(f'<text class="who who-{player}" x="4" y="{y + 5:.0f}">{"▲▼"[player]}</text>')
    # Drawn for the eye; a screen reader hears the pawns' names instead.
    return f'<g aria-hidden="true">{"".join(parts)}</g>'


def way_svg(obs: dict[str, Any], legal: dict[str, str], names: tuple[str, str],
            wide: bool = True, keyed: bool = True) -> str:
    """Both return tracks, pawns and ships; ``legal`` maps target keys to plain words
    (``keyed``: the spaces carry the board's test ids and targets; a copy shown in a
    dialog carries none)."""
    width, height = size(wide)
    parts = [f'<svg class="way-svg" viewBox="0 0 {width} {height}" role="group"'
             f' aria-label="{escape(_("The return tracks of 1912 The Way Back, from the Pole to the ships"))}"'
             f' xmlns="http://www.w3.org/2000/svg">',
             f'<rect class="ice" x="0" y="0" width="{width}" height="{height}" rx="14"/>']
    if not wide:
        y = ROW_H * 2 + 7
        parts.append(f'<line class="fold" x1="8" y1="{y}" x2="{width - 8}" y2="{y}"/>')
    for player in (0, 1):
        parts.append(_trail(player, wide))
        parts.append(_label(obs, player, names[player], wide))
        parts.extend(_space(player, n, wide, legal, keyed) for n in range(RETURN_HOME + 1))
    for player in (0, 1):
        parts.append(_pawn(obs, player, wide))
    parts.append("</svg>")
    return "".join(parts)


def way_html(obs: dict[str, Any], legal: dict[str, str], names: tuple[str, str],
             wide: bool = True) -> str:
    """The return-track panel shown under the board when the module is on ("" if off):
    full size once the way back has begun, a small preview before (a button beside it
    opens it at a readable size: ``way_dialog_html``); after a race that ended before
    it opened, the preview says so instead of when it opens."""
    if not obs["options"].get("way_back"):
        return ""
    if begun(obs):
        caption = escape(_(STEP_HOW))
        extra = " aside" if drawn_aside(obs) == "way" else ""
    else:
        words = _(NEVER_OPENED if obs.get("outcome") else PREVIEW)
        caption = (f'{escape(words)} <button type="button" class="tool" data-act="open-way"'
                   f' data-testid="way-open">{escape(_("Enlarge"))}</button>')
        extra = " preview"
    return (f'<section class="way{extra}" data-testid="way-track"'
            f' aria-label="{escape(_("Return tracks"))}">'
            f'<p class="way-caption">{caption}</p>{way_svg(obs, legal, names, wide)}'
            f'</section>')


def way_dialog_html(obs: dict[str, Any], names: tuple[str, str]) -> str:
    """The return tracks at a readable size, for the dialog the preview's button opens:
    on one line each on a wide screen, in two halves on a narrower one (the style sheet
    shows one of the two drawings)."""
    return (f'<p>{escape(_(DIALOG_OPENS))}</p>'
            f'<div class="way-wide">{way_svg(obs, {}, names, True, keyed=False)}</div>'
            f'<div class="way-narrow">{way_svg(obs, {}, names, False, keyed=False)}</div>'
            f'<p>{escape(_(STEP_HOW))}</p>')
