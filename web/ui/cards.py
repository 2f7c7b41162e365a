"""HTML for cards: face up (with colour letter and colour-blind dot), face down, patrons."""
from __future__ import annotations

from typing import NamedTuple

from html import escape

from core.board import EXPLORER_NAMES, WILD_KIND
from core.cards import (ADVANCE, BLIZZARD, CAMP, CODE, COLOUR, COM, CREVASSE, DOG,
                        FRAM, HORSE, ICON, KIND, LOSS, NOVA, PATRON_WILD, SACRIFICE,
                        SUPPLIES, WEATHER, colour_letter, describe, kind_help,
                        kind_name)
from core.i18n import N_, NC_, _, labelled, pgettext
from core.patrons import patron_info

#: Short names printed on the cards (the full name is in the tooltip and the label), in
#: the context "card face": "Weather" there is the Good Weather card, not the module.
FACE = "card face"
SHORT = {DOG: NC_("card face", "Dog"), HORSE: NC_("card face", "Horse"),
         ADVANCE: NC_("card face", "Advance"), BLIZZARD: NC_("card face", "Blizzard"),
         CREVASSE: NC_("card face", "Crevasse"), SUPPLIES: NC_("card face", "Supplies"),
         SACRIFICE: NC_("card face", "Sacrifice"), WEATHER: NC_("card face", "Weather"),
         COM: NC_("card face", "Compass"), LOSS: NC_("card face", "Loss"),
         CAMP: NC_("card face", "Camp"), FRAM: NC_("card face", "Fram"),
         NOVA: NC_("card face", "Terra Nova")}
#: The words in a card's corner tag.
TAGS = {"wild": N_("wild"), "play": N_("play"), "discard": N_("discard")}
#: The return-track tag of the cards with no icon, capitalised as the icons' names are.
WAY_TAGS = {"ship": N_("Ship"),
            # (a word apart from "wild", an animal or patron of any colour, on the same hand)
            # TRANSLATORS: 1912's tag on Compass and Equipment Loss: pays one colour or one
            # icon. Capitalised like the icons' names (Animal, Sled...).
            "joker": N_("Joker")}
GLYPH = {DOG: "✱", HORSE: "✱", ADVANCE: "➜", BLIZZARD: "❄", CREVASSE: "▼",
         SUPPLIES: "✚", SACRIFICE: "✕", WEATHER: "☀", COM: "◎", LOSS: "⚠", CAMP: "⌂",
         FRAM: "⚓", NOVA: "⚓"}
PLAY_EFFECT = frozenset({BLIZZARD, CREVASSE, COM, LOSS})
DISCARD_EFFECT = frozenset({SUPPLIES, SACRIFICE, WEATHER})
#: 1912 The Way Back: the icon each card shows on the return track (symbols in index.html).
ICON_NAMES = {"animal": N_("Animal"), "sled": N_("Sled"), "storm": N_("Storm"),
              "camp": N_("Camp")}


def icon_name(icon: str) -> str:
    """A return-track icon's name ("animal" -> "Animal"), in the current language."""
    return _(ICON_NAMES[icon])
JOKERS = frozenset({COM, LOSS})


def card_label(card: int) -> str:
    """Plain words for a card, e.g. 'red Greenland Dog'."""
    return describe(card)


def card_help(card: int, owner: int | None = None) -> str:
    """Tooltip text: the card's name and what it does."""
    if card == PATRON_WILD:
        return _("Patron used as a wild card: counts once as a card of any colour.")
    kind = KIND[card]
    text = f"{describe(card)}. {kind_help(kind)}"
    if owner is not None and kind == WILD_KIND[owner]:
        text += " " + _("Wild for {explorer}.").format(explorer=EXPLORER_NAMES[owner])
    return text


def card_html(card: int | None, *, testid: str = "", act: str = "", legal: bool = False,
              selected: bool = False, owner: int | None = None, unseen_by: str = "",
              patron: str = "", extra: str = "", target: str = "", way: str = "",
              laid: bool = False) -> str:
    """One card. ``act`` makes it a button the page reacts to (``data-act``); ``laid``:
    a card played onto the table (Equipment Loss in front of an explorer), without the
    effect tag it had in a hand ("play": nobody can play it any more).

    ``way`` is "on" when 1912 The Way Back is played (the tooltip names the card's icon)
    and "begun" once it has begun (the icon replaces the effect tags, which no longer
    apply)."""
    attrs = f' data-testid="{testid}"' if testid else ""
    if card is None:
        return (f'<span class="card back{extra}"{attrs} role="img"'
                f' aria-label="{escape(_("a face-down card"))}"'
                f' title="{escape(_("A face-down card: only its owner knows it."))}">'
                f'<span class="back-mark" aria-hidden="true">?</span></span>')
    face = _face(card, owner, patron)
    icon = ICON[card] if card != PATRON_WILD and ICON[card] in ICON_NAMES else ""
    tags, label, tip = _tags(card, face, owner, way, icon)
    words, way_tag = _tag_words(tags, icon if way == "begun" else None, face.kind)
    if laid:
        words, way_tag = [], ""
    # The label says the tags too, unless it already does (a patron's "(patron, wild)",
    # a return icon's ", Animal icon").
    label += "".join(f", {word}" for word in [*words, way_tag] if word and word not in label)
    if unseen_by:
        tip += " " + _("{rival} has not seen this card.").format(rival=unseen_by)
        label += _(", not seen by {rival}").format(rival=unseen_by)
    classes = f"card col-{face.colour} kind-{escape(face.kind)}{extra}"
    inner = _inner(face, words, way_tag, icon if way == "begun" else "", bool(unseen_by))
    data = f' data-card="{face.code}"' + (f' data-target="{target}"' if target else "")
    if not act:
        return (f'<span class="{classes}"{attrs}{data} role="img" aria-label="{escape(label)}"'
                f' title="{escape(tip)}">{inner}</span>')
    if legal:
        classes += " is-legal"
        data += ' data-legal="true"'
    if selected:
        classes += " is-selected"
    state = f' aria-pressed="{"true" if selected else "false"}"' if act == "hand" else ""
    if not legal:
        state += ' aria-disabled="true"'
    return (f'<button type="button" class="{classes}"{attrs}{data} data-act="{act}"{state}'
            f' aria-label="{escape(label)}" title="{escape(tip)}">{inner}</button>')


class _Face(NamedTuple):
    """What a face-up card shows: colour letter, kind, short name, glyph, label, tip, code."""

    colour: str
    kind: str
    short: str
    glyph: str
    label: str
    tip: str
    code: str


def _face(card: int, owner: int | None, patron: str) -> _Face:
    if card == PATRON_WILD:
        name = patron_info(owner, patron).name if owner is not None and patron else "Patron"
        return _Face("W", "patron", _("Patron"), "★", _("{name} (patron, wild)").format(name=name),
                     card_help(card), "Patron")
    kind = KIND[card]
    return _Face(COLOUR[card] or "N", kind, pgettext(FACE, SHORT[kind]), GLYPH.get(kind, ""),
                 card_label(card), card_help(card, owner), CODE[card])


def _tags(card: int, face: _Face, owner: int | None, way: str,
          icon: str) -> tuple[list[str], str, str]:
    """The card's corner tags (wild, play, discard) and its label and tooltip with the
    1912 return-track icon added where the way back is played."""
    kind, label, tip = face.kind, face.label, face.tip
    wild = card != PATRON_WILD and owner is not None and kind == WILD_KIND[owner]
    if way and icon:
        tip += " " + _("Return-track icon: {icon}.").format(icon=icon_name(icon))
    elif way and kind in JOKERS:
        tip += " " + _("On the way back it stands in for one colour or one icon.")
    if way == "begun" and (icon or kind in JOKERS or kind in (FRAM, NOVA)):
        label += _(", {icon} icon").format(icon=icon_name(icon)) if icon else ""
        if kind not in (FRAM, NOVA, CAMP):  # its effect no longer applies: what it pays
            tip = f"{face.label}. " + _("On the way back cards have no effect any more.")
            if wild:
                tip += " " + _("Wild for {explorer}.").format(explorer=EXPLORER_NAMES[owner])
            tip += " " + (_("Return-track icon: {icon}.").format(icon=icon_name(icon)) if icon
                          else _("On the way back it stands in for one colour or one icon."))
        return (["wild"] if wild else [""]), label, tip
    if wild or kind == "patron":
        return ["wild"], label, tip
    if kind in PLAY_EFFECT:
        return ["play"], label, tip
    return (["discard"] if kind in DISCARD_EFFECT else []), label, tip


def _tag_words(tags: list[str], icon: str | None, kind: str) -> tuple[list[str], str]:
    """The words of the card's corner tags: its effect tags, and once the way back began
    (``icon`` is not None) its return-track tag: the icon's name, else 'Joker' or 'Ship'."""
    words = [_(TAGS[t]) for t in tags if t]
    if icon:
        return words, icon_name(icon)
    if icon is not None and kind in JOKERS:
        return words, _(WAY_TAGS["joker"])
    if icon is not None and kind in (FRAM, NOVA):
        return words, _(WAY_TAGS["ship"])
    return words, ""


def _inner(face: _Face, words: list[str], way_tag: str, icon: str, unseen: bool) -> str:
    """The card's face. The colour letter and the tags are drawn by the style sheet from
    ``data-`` attributes: like the glyph they are marks, not text. The card's label (its
    accessible name) says the same in words, and speech control finds the card by the
    name printed on it."""
    letter = colour_letter(face.colour)
    symbol = f'<svg class="ico"><use href="#ico-{icon}"/></svg>' if icon else ""
    return (
        f'<span class="c-letter" data-letter="{letter}" aria-hidden="true"></span>'
        f'<span class="c-dot" aria-hidden="true"></span>'
        f'<span class="c-glyph" aria-hidden="true">{face.glyph}</span>'
        f'<span class="c-name" aria-hidden="true">{escape(face.short)}</span>'
        + "".join(f'<span class="c-tag" data-tag="{escape(word)}" aria-hidden="true"></span>'
                  for word in words)
        + (f'<span class="c-tag c-icon" data-tag="{escape(way_tag)}" aria-hidden="true">'
           f'{symbol}</span>' if way_tag else "")
        + ('<span class="c-unseen" aria-hidden="true"></span>' if unseen else "")
    )


def glossary_html() -> str:
    """Every kind of card, drawn once with what it does (the Rules dialog's list)."""
    from core.cards import BASE_CARDS, RETURN_CARDS

    shown: dict[str, int] = {}
    for card in (*BASE_CARDS, *RETURN_CARDS):
        shown.setdefault(KIND[card], card)
    entries = []
    for kind, card in shown.items():
        face = _face(card, None, "")
        words, _way_tag = _tag_words(_tags(card, face, None, "", "")[0], None, face.kind)
        # A picture of the kind only: no card code, so no particular card is named.
        picture = (f'<span class="card col-{face.colour}" aria-hidden="true">'
                   f'{_inner(face, words, "", "", False)}</span>')
        entries.append(f'<div class="entry" data-kind="{escape(kind)}">{picture}'
                       f'<p><b>{escape(labelled(kind_name(kind)))}</b> {escape(kind_help(kind))}'
                       f'</p></div>')
    return "".join(entries)
