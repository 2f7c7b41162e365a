"""Plain words for actions and log events (used by the command line and the page).

Every sentence is a template with named placeholders, keyed by the action's verb or the
event's kind (a variant key after a dot, e.g. ``take.discard``), so that a translation
can replace the tables; small functions supply each template's values.
"""
from __future__ import annotations

from typing import Any, Callable

from .actions import Action
from .board import (EXPLORER_NAMES, POLE, RETURN_HOME, ROUTE, back_to_route_target, com_target,
                    first_space_after_lost)
from .cards import CODE, colour_name, describe as card_name
from .i18n import N_, _, ngettext
from .outcome import Outcome
from .patrons import patron_info
from .rules import HAND_LIMIT, LOSS_HAND_LIMIT, TAKEN_FOR_DISCARDS
from .weather_cards import condition_help, condition_name

ACTION_TEXTS = {
    "ship_discard": N_("Keep {kept} and discard the rest"),
    "take": N_("Take the rightmost card of the row"),
    "take.discard": N_("Discard {cards} and take the {taken} rightmost cards"),
    "freeze": N_("Freeze the race (nobody wins): ask for more cards than the row holds"),
    "draw": N_("Discard the rightmost row card and draw the top card of the deck"),
    "show": N_("Show the drawn card and advance one space"),
    "keep": N_("Keep the drawn card hidden"),
    "pass": N_("Pass (nothing else is possible)"),
    "effect.supplies": N_("Use Drop Supplies to steal a random card"),
    "effect.sacrifice": N_("Use Sacrifice to make your rival show their hand and discard their "
                            "Good Weather and wild animal cards"),
    "effect.weather": N_("Use Good Weather to draw the top card of the deck"),
    "effect.none": N_("Use no discard effect"),
    "pole": N_("Reach the South Pole with {cards}"),
    "com": N_("Play a Compass card"),
    # TRANSLATORS: {end} is "to space 5".
    "com.forward": N_("Play a Compass card and move forward {end}"),
    # TRANSLATORS: {end} is "to space 5".
    "com.back": N_("Play a Compass card and move back {end}"),
    "loss": N_("Play Equipment Loss in front of {rival}"),
    "attack.pair": N_("Send {rival} off the route with {cards}"),
    "attack": N_("Push {rival} back one ? space with {cards}"),
    "back": N_("Go back to the route on a {colour} space with {cards}"),
    "back.ship": N_("Go back to your ship with {cards} (no {colour} space lies behind you)"),
    "discard": N_("Discard {cards}"),
    "depot": N_("Put the second food depot on space {arg}"),
    "stash": N_("Hide {cards} face down on a food depot"),
    "stash.space": N_("Hide {cards} face down on the food depot at space {space}"),
    "swap": N_("Leave the depot card where it is"),
    "swap.card": N_("Leave {cards} on the depot and take its card"),
    # (the decision's hint says the rival gets the other offered cards)
    "pick": N_("Take {cards}"),
    "give": N_("Give nothing (your hand is empty)"),
    # (the same move told to the other player, or to both at a shared device)
    "give.other": N_("Give nothing (their hand is empty)"),
    "give.card": N_("Give {cards} to your rival"),
}

EVENT_TEXTS = {
    "deal": N_("{who} is dealt {cards}."),
    "take": N_("{who} takes {cards}."),
    "take.discard": N_("{who} discards {discarded} and takes {cards}."),
    # TRANSLATORS: {start} is "from the ship" or "from space 3", {end} "to space 5".
    "advance": N_("{who} advances {start} {end} with {cards}."),
    # TRANSLATORS: {end} is "to space 5" (or "to the ship").
    "com": N_("{who} plays a Compass and moves forward {end}."),
    # TRANSLATORS: {end} is "to space 5" (or "to the ship").
    "com.back": N_("{who} plays a Compass and moves back {end}."),
    "pole": N_("{who} reaches the South Pole with {cards}!"),
    "loss": N_("{who} lays Equipment Loss in front of {rival}: hand limit {limit}."),
    "lost": N_("{rival} sends {who} off the route with {cards}: {who} is lost behind space "
               "{space}."),
    "penalty": N_("{rival} pushes {who} back with {cards}, to the ? space behind space "
                  "{space}."),
    # TRANSLATORS: {place} is "at the ship" or "at space 3".
    "back": N_("{who} finds the route again {place} with {cards}."),
    # TRANSLATORS: {place} is "at space 3"; {colour} is that space's colour ("yellow"):
    # a wild card (a dog, a patron) names no colour of its own.
    "back.space": N_("{who} finds the route again {place} ({colour}) with {cards}."),
    "discard": N_("{who} discards {cards}."),
    "supplies": N_("{who} steals {cards} with Drop Supplies."),
    "sacrifice": N_("Sacrifice: {rival} shows their hand and discards {cards}."),
    "sacrifice.none": N_("Sacrifice: {rival} shows their hand and discards nothing."),
    "weather_draw": N_("{who} draws {cards} with Good Weather."),
    # TRANSLATORS: {end} is "to space 5".
    "weather_show": N_("{who} shows {cards} and advances {end}."),
    "exhausted": N_("The deck is exhausted."),
    "exhausted.second": N_("The deck is exhausted for the second time!"),
    "reshuffle": N_("The discard pile is shuffled into a new deck of {info} cards."),
    "officer": N_("{who}'s Army Officer removes {cards} from the row."),
    "patron": N_("{who}'s patron is the {patron}."),
    "patron_used": N_("{who} gives up the patron as a wild card."),
    "start_space": N_("{who} starts on space {info}."),
    "parallel": N_("{who} is the first to cross the {info}° parallel."),
    "freeze": N_("{who} needs more cards than the row still holds: both explorers freeze in "
               "Antarctica."),
    "pass": N_("{who} passes."),
    # Food Depots
    "depot_roll": N_("{who} rolls a {info}: the first food depot goes on space {info}."),
    "depot_place": N_("{who} puts the second food depot on space {info}."),
    "stash": N_("{who} hides {cards} on the depot at space {info}."),
    "stash.hidden": N_("{who} lays a card face down on the depot at space {info}."),
    "depot_take": N_("{who} collects {cards} from the depot at space {info}."),
    "depot_swap": N_("{who} swaps a hand card for the depot card at space {info}."),
    "depot_leave": N_("{who} leaves the depot at space {info} untouched (hand full)."),
    # Weather
    "weather": N_("Weather at the {degrees}° parallel: card {card}, die {die}: {name}. {help}"),
    "draw": N_("{who} draws {cards}."),
    "storm": N_("The storm blows {cards} off the row."),
    "calm_take": N_("{who} takes {cards} in the calm."),
    "calm_discard": N_("{who}'s hand is full: {cards} is discarded."),
    "windy": N_("The wind carries {given} over to {taker}, who had no card to give in "
                "return."),
    "windy.swap": N_("The wind swaps {first} ({who}) and {second} ({rival})."),
    "windy.none": N_("The wind blows, but neither explorer has a card to give."),
    # 1912 The Way Back
    "loss_back": N_("{who} picks the Equipment Loss card back up: hand limit {limit} again."),
    "way_back": N_("{who} stands at the South Pole and turns for home!"),
    "rebuild": N_("The deck is rebuilt for the way back: {count} cards (the rest leave the game)."),
    "row_discard": N_("{who} discards {cards} from the row."),
    "return_step": N_("{who} moves to return space {space} with {cards}."),
    "return_step.home": N_("{who} plays the ship card and is home!"),
    "ship_returned": N_("{who} hands {cards} back to {rival} and must discard all but one card."),
}

OUTCOME_TEXTS = {
    "amundsen": N_("Amundsen reaches the South Pole first and wins!"),
    "scott": N_("Scott reaches the South Pole first and wins!"),
    "frozen": N_("Both explorers froze in Antarctica: nobody wins."),
    "draw": N_("The deck ran out a second time on the way back: the race is a draw."),
    "": N_("The race goes on."),
}
#: The same, in a few words to go inside a sentence (why a record does not replay).
ENDING_WORDS = {"": N_("the race goes on"), "amundsen": N_("Amundsen wins"),
                "scott": N_("Scott wins"), "frozen": N_("both explorers freeze"),
                "draw": N_("a draw: nobody gets home")}
#: 1912 The Way Back: a win made by getting back to the ship, not at the Pole.
HOME_TEXTS = {
    "amundsen": N_("Amundsen is the first back aboard his ship and wins!"),
    "scott": N_("Scott is the first back aboard his ship and wins!"),
}


def cards_text(cards: list | tuple) -> str:
    """'red Advance, a hidden card and green Blizzard'."""
    names = [_("a hidden card") if c is None else card_name(c) for c in cards]
    if not names:
        return _("nothing")
    if len(names) == 1:
        return names[0]
    # TRANSLATORS: the end of a list of cards: "red Advance, Compass and green Blizzard".
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


#: A place on a route after "from", "to" or "at", whole, so that a language can join the
#: word to its article (French: "du navire", "au navire").
PLACE_PHRASES = {
    "from": (N_("from the ship"), N_("from space {number}"), N_("from the South Pole")),
    "to": (N_("to the ship"), N_("to space {number}"), N_("to the South Pole")),
    "at": (N_("at the ship"), N_("at space {number}"), N_("at the South Pole")),
}


def place_text(position: int, where: str) -> str:
    """``position`` after ``where`` ("from", "to" or "at"): "from the ship", "to space 3"."""
    ship, space, pole = PLACE_PHRASES[where]
    if position == 0:
        return _(ship)
    if position == POLE:
        return _(pole)
    return _(space).format(number=position)


# -- actions -----------------------------------------------------------------------------------
def _pending_kind(obs: dict[str, Any] | None) -> str:
    """The kind of the decision the observation waits for ("" when none is pending)."""
    return obs["pending"][0][0] if obs and obs["pending"] else ""


def _action_key(action: Action, player: int, obs: dict[str, Any] | None) -> str:
    verb, cards = action.verb, action.cards
    if verb == "discard" and _pending_kind(obs) == "ship_discard":
        return "ship_discard"
    if verb == "effect":
        return f"effect.{action.arg}"
    if verb in ("take", "swap", "give") and cards:
        return {"take": "take.discard", "swap": "swap.card", "give": "give.card"}[verb]
    if verb == "attack" and len(cards) == 2:
        return "attack.pair"
    if verb == "back" and obs is not None and _back_to_ship(action, obs):
        return "back.ship"
    if verb == "stash" and _pending_kind(obs) == "depot_stash":
        return "stash.space"  # the pending step holds the index of the depot it fills
    if verb == "com" and obs is not None:
        start = obs["pos"][player]
        return "com.forward" if com_target(start) > start else "com.back"
    return verb


def _back_to_ship(action: Action, obs: dict[str, Any]) -> bool:
    """Whether a lost explorer's way back with this colour ends on the ship."""
    player = obs["to_move"]
    if player is None or not obs["lost"][player]:
        return False
    return back_to_route_target(player, obs["lost"][player], action.arg) == 0


def action_text(action: Action, player: int, obs: dict[str, Any] | None = None,
                told_others: bool = False) -> str:
    """What an action does, in words, from the acting player's side (``told_others``: in
    words for someone else, where the acting player's words say "your": a move played for
    a player, told to their rival).

    With the player's observation, decisions are worded for their context (a 1912 ship
    discard names the one card kept)."""
    key = _action_key(action, player, obs)
    if told_others and f"{key}.other" in ACTION_TEXTS:
        key += ".other"
    cards = action.cards
    spaces = (len(cards) + 1) // 2
    if key == "advance" and spaces == 1:  # (in words: "de 1 case" read badly in French)
        return _("Advance one space with {cards}").format(cards=cards_text(cards))
    if key == "advance":
        return ngettext("Advance {spaces} space with {cards}",
                        "Advance {spaces} spaces with {cards}", spaces).format(
            spaces=spaces, cards=cards_text(cards))
    template = ACTION_TEXTS.get(key)
    if template is None:
        return str(action)
    kept = [c for c in obs["hands"][player] if c not in cards] if key == "ship_discard" else []
    end = place_text(com_target(obs["pos"][player]), "to") if key.startswith("com.") else ""
    space = obs["depots"][player][obs["pending"][0][2]][0] if key == "stash.space" else ""
    return _(template).format(end=end, space=space,
        cards=cards_text(cards), rival=EXPLORER_NAMES[1 - player], arg=action.arg,
        taken=TAKEN_FOR_DISCARDS.get(len(cards), 0), colour=colour_name(action.arg),
        kept=cards_text(kept))


# -- log events ---------------------------------------------------------------------------------
FieldFn = Callable[[int, list, Any], tuple[str, dict[str, Any]]]


def _take(player: int, cards: list, info: Any) -> tuple[str, dict[str, Any]]:
    discarded = info[0] if info else []
    return ("take.discard" if discarded else "take"), {"discarded": cards_text(discarded)}


def _windy(player: int, cards: list, info: Any) -> tuple[str, dict[str, Any]]:
    """``info``: the card each explorer gave (``player``'s first), -1 for none (an empty
    hand), None for a card hidden from the viewer."""
    gave = [c is None or c >= 0 for c in info or []]
    if gave == [True, True]:
        return "windy.swap", {"first": cards_text([info[0]]), "second": cards_text([info[1]])}
    if not any(gave):
        return "windy.none", {}
    # One card only: the other hand was empty, and the card went over to that explorer.
    taker = 1 - player if gave[0] else player
    return "windy", {"given": cards_text(cards), "taker": EXPLORER_NAMES[taker]}


def _weather(player: int, cards: list, info: Any) -> tuple[str, dict[str, Any]]:
    card, die, weather, degrees = info
    return "weather", {"card": card, "die": die, "degrees": degrees,
                       "name": condition_name(weather), "help": condition_help(weather)}


EVENT_FIELDS: dict[str, FieldFn] = {
    "take": _take, "windy": _windy, "weather": _weather,
    "advance": lambda p, c, i: ("advance", {"start": place_text(i[0], "from"),
                                            "end": place_text(i[1], "to")}),
    "com": lambda p, c, i: ("com" if i[1] > i[0] else "com.back", {"end": place_text(i[1], "to")}),
    "weather_show": lambda p, c, i: ("weather_show", {"end": place_text(i[1], "to")}),
    "back": lambda p, c, i: ("back.space", {"place": place_text(i, "at"),
                                            "colour": colour_name(ROUTE[p][i])})
                            if ROUTE[p][i] else ("back", {"place": place_text(i, "at")}),
    "stash": lambda p, c, i: ("stash.hidden" if None in c else "stash", {}),
    "exhausted": lambda p, c, i: ("exhausted.second" if i == 2 else "exhausted", {}),
    "sacrifice": lambda p, c, i: ("sacrifice" if c else "sacrifice.none", {}),
    "patron": lambda p, c, i: ("patron", {"patron": patron_info(p, i).name}),
    "lost": lambda p, c, i: ("lost", {"space": first_space_after_lost(i)}),
    "penalty": lambda p, c, i: ("penalty", {"space": first_space_after_lost(i)}),
    "loss": lambda p, c, i: ("loss", {"limit": LOSS_HAND_LIMIT}),
    "loss_back": lambda p, c, i: ("loss_back", {"limit": HAND_LIMIT}),
    "rebuild": lambda p, c, i: ("rebuild", {"count": i[0]}),
    "return_step": lambda p, c, i: ("return_step.home" if i[1] == RETURN_HOME else "return_step",
                                    {"space": i[1]}),
}


def event_text(event: list | tuple, viewer: int | None = None) -> str | None:
    """One log event (from ``observation(...)['log']``) in plain words."""
    kind, player, cards, info = event
    key, fields = kind, {}
    if kind in EVENT_FIELDS:
        key, fields = EVENT_FIELDS[kind](player, cards, info)
    template = EVENT_TEXTS.get(key)
    if template is None:  # an event with no words yet: show its raw form
        return " ".join(str(x) for x in (kind, player, [CODE[c] if c is not None else "?"
                                                        for c in cards], info))
    seated = player in (0, 1)
    return _(template).format(who=EXPLORER_NAMES[player] if seated else "",
                           rival=EXPLORER_NAMES[1 - player] if seated else "",
                           cards=cards_text(cards), info=info, **fields)


def ending_words(word: str) -> str:
    """How a race ended (an outcome's word, "" while it goes on), in a few words."""
    return _(ENDING_WORDS[word])


def lost_text(lost: int) -> str:
    """Where a lost explorer stands: "lost behind space 4" (the ? spaces bear no number;
    lost space ``lost`` lies just behind a route space)."""
    return _("lost behind space {number}").format(number=first_space_after_lost(lost))


def outcome_text(outcome: str | None, way: list[int] | tuple[int, ...] = (-1, -1)) -> str:
    """How the game ended (or that it goes on), in plain words; ``way`` (the
    observation's, 1912 The Way Back) tells a win at the ship from one at the Pole."""
    word = str(outcome or "")
    winner = Outcome.from_word(word).winner if word else None
    if winner is not None and way[winner] >= RETURN_HOME:
        return _(HOME_TEXTS[word])
    return _(OUTCOME_TEXTS[word])


def log_lines(obs: dict[str, Any]) -> list[str]:
    """The observation's log in plain words."""
    lines = []
    for event in obs.get("log") or []:
        text = event_text(event, obs.get("viewer"))
        if text:
            lines.append(text)
    return lines
