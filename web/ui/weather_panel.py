"""The Weather module's panel (HTML): the face-down weather deck, the last card drawn with
its die and condition, and the list of the cards drawn so far. Pure function of an
observation; empty when the module is off."""
from __future__ import annotations

from html import escape
from typing import Any

from core.weather_cards import CONDITION_HELP, CONDITION_NAMES

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
DECK_HELP = ("Five weather cards lie face down; the first explorer to cross each parallel "
             "draws one and rolls the die, so four of them will be used.")


def _die(die: int, testid: str = "") -> str:
    attrs = f' data-testid="{testid}"' if testid else ""
    return (f'<span class="die"{attrs} data-die="{die}" role="img" aria-label="die showing {die}"'
            f' title="The die shows {die}"><span aria-hidden="true">{DIE_FACES[die - 1]}</span>'
            f'<b aria-hidden="true">{die}</b></span>')


def weather_html(obs: dict[str, Any]) -> str:
    """The panel, or "" when the Weather module is not played."""
    if not obs["options"].get("weather"):
        return ""
    left = len(obs["weather_deck"])
    drawn = obs["weather_drawn"]
    deck = (f'<div class="wx-deck" data-testid="weather-deck" data-count="{left}"'
            f' title="{escape(DECK_HELP)}"><span class="card back wx-back" aria-hidden="true">'
            f'<span class="back-mark">☁</span></span><span><b>{left}</b> weather'
            f' card{"" if left == 1 else "s"} left</span></div>')
    if drawn:
        card, die, weather, degrees, player = drawn[-1]
        name = CONDITION_NAMES[weather]
        last = (f'<div class="wx-last" data-testid="weather-card" data-card="{card}"'
                f' data-condition="{weather}" title="{escape(CONDITION_HELP[weather])}">'
                f'<span class="wx-title">Weather at {degrees}°</span>'
                f'<span class="wx-name">{escape(name)}</span>{_die(die, "weather-die")}'
                f'<span class="wx-sub">card {card}</span>'
                f'<span class="wx-help">{escape(CONDITION_HELP[weather])}</span></div>')
    else:
        last = ('<div class="wx-last none" data-testid="weather-card" data-condition="">'
                '<span class="wx-help">No weather yet: the first explorer across each parallel '
                'draws a weather card.</span></div>')
    history = ""
    if len(drawn) > 1:
        items = "".join(
            f'<li title="{escape(CONDITION_HELP[w])}">{deg}° {escape(CONDITION_NAMES[w])}'
            f' <small>(card {c}, die {d})</small></li>' for c, d, w, deg, _p in drawn[:-1])
        history = (f'<ol class="wx-history" data-testid="weather-history"'
                   f' aria-label="Weather drawn earlier">{items}</ol>')
    return (f'<div class="weather" data-testid="weather" role="group" aria-label="Weather">'
            f'{deck}{last}{history}</div>')
