"""The Weather module's panel (HTML): the face-down weather deck, the last card drawn with
its die and condition, and the list of the cards drawn so far. Pure function of an
observation; empty when the module is off."""
from __future__ import annotations

from html import escape
from typing import Any

from core.i18n import N_, _, ngettext
from core.weather_cards import condition_help, condition_name

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
DECK_HELP = N_("Five weather cards lie face down. Each of the four parallels reveals one, "
               "with a roll of the die, for whoever gets past it first: one card is never "
               "used.")


def _die(die: int, testid: str = "") -> str:
    attrs = f' data-testid="{testid}"' if testid else ""
    return (f'<span class="die"{attrs} data-die="{die}" role="img"'
            f' aria-label="{escape(_("die showing {number}").format(number=die))}"'
            f' title="{escape(_("The die shows {number}").format(number=die))}">'
            f'<span aria-hidden="true">{DIE_FACES[die - 1]}</span>'
            f'<b aria-hidden="true">{die}</b></span>')


def weather_html(obs: dict[str, Any]) -> str:
    """The panel, or "" when the Weather module is not played."""
    if not obs["options"].get("weather"):
        return ""
    left = len(obs["weather_deck"])
    drawn = obs["weather_drawn"]
    count = ngettext("{count} weather card left", "{count} weather cards left", left)
    # The deck and the earlier cards explain themselves in their titles: Tab stops, so
    # that "?" on the keyboard opens those words too (``dom.help``), as on the cards.
    deck = (f'<div class="wx-deck" data-testid="weather-deck" data-count="{left}"'
            f' tabindex="0" title="{escape(_(DECK_HELP))}"><span class="card back wx-back" aria-hidden="true">'
            f'<span class="back-mark">☁</span></span>'
            f'<span>{count.format(count=f"<b>{left}</b>")}</span></div>')
    if drawn:
        card, die, weather, degrees, player = drawn[-1]
        name, help_text = condition_name(weather), condition_help(weather)
        last = (f'<div class="wx-last" data-testid="weather-card" data-card="{card}"'
                f' data-condition="{weather}" title="{escape(help_text)}">'
                f'<span class="wx-title">{escape(_("Weather at {degrees}°").format(degrees=degrees))}</span>'
                f'<span class="wx-name">{escape(name)}</span>{_die(die, "weather-die")}'
                f'<span class="wx-sub">{escape(_("card {number}").format(number=card))}</span>'
                f'<span class="wx-help">{escape(help_text)}</span></div>')
    else:
        last = ('<div class="wx-last none" data-testid="weather-card" data-condition="">'
                f'<span class="wx-help">{escape(_("No weather yet: the first explorer across each parallel draws a weather card."))}'
                '</span></div>')
    history = ""
    if len(drawn) > 1:
        items = "".join(
            f'<li tabindex="0" title="{escape(condition_help(w))}">{deg}° {escape(condition_name(w))}'
            f' <small>{escape(_("(card {card}, die {die})").format(card=c, die=d))}</small></li>'
            for c, d, w, deg, _p in drawn[:-1])
        history = (f'<ol class="wx-history" data-testid="weather-history"'
                   f' aria-label="{escape(_("Weather drawn earlier"))}">{items}</ol>')
    return (f'<div class="weather" data-testid="weather" role="group"'
            f' aria-label="{escape(_("Weather"))}">{deck}{last}{history}</div>')
