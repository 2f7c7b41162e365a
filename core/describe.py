"""Plain words for actions and log events (used by the command line and the page)."""
from __future__ import annotations

from typing import Any

from .actions import Action
from .rules import HAND_LIMIT, LOSS_HAND_LIMIT, TAKEN_FOR_DISCARDS
from .board import EXPLORER_NAMES, POLE, RETURN_HOME
from .cards import CODE, COLOUR_NAMES, describe as card_name
from .patrons import patron_info
from .weather_cards import CONDITION_HELP, CONDITION_NAMES


def cards_text(cards: list | tuple) -> str:
    """'red Advance, a hidden card and green Blizzard'."""
    names = ["a hidden card" if c is None else card_name(c) for c in cards]
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def place_text(position: int) -> str:
    if position == 0:
        return "the ship"
    if position == POLE:
        return "the South Pole"
    return f"space {position}"


def action_text(action: Action, player: int, obs: dict[str, Any] | None = None) -> str:
    """What an action does, in words, from the acting player's side.

    With the player's observation, decisions are worded for their context (a 1912 ship
    discard names the one card kept)."""
    verb, cards = action.verb, action.cards
    if verb == "discard" and obs and obs["pending"] and obs["pending"][0][0] == "ship_discard":
        kept = [c for c in obs["hands"][player] if c not in cards]
        return f"Keep {cards_text(kept)} and discard the rest"
    if verb == "take":
        taken = TAKEN_FOR_DISCARDS[len(cards)]
        if not cards:
            return "Take the rightmost card of the row"
        return f"Discard {cards_text(cards)} and take the {taken} rightmost cards"
    simple = {
        "freeze": "Declare a take the row cannot satisfy (both explorers freeze)",
        "draw": "Discard the rightmost row card and draw the top card of the deck",
        "show": "Show the drawn card and advance one space",
        "keep": "Keep the drawn card hidden",
        "pass": "Pass (nothing else is possible)",
    }
    if verb in simple:
        return simple[verb]
    if verb == "effect":
        return {"supplies": "Use Drop Supplies: steal a random card",
                "sacrifice": "Use Sacrifice: your rival shows the hand and loses animals",
                "weather": "Use Good Weather: draw the top card of the deck",
                "none": "Use no discard effect"}[action.arg]
    if verb == "advance":
        n = (len(cards) + 1) // 2
        return f"Advance {n} space{'s' if n > 1 else ''} with {cards_text(cards)}"
    if verb == "pole":
        return f"Reach the South Pole with {cards_text(cards)}"
    if verb == "com":
        return "Play a Com card"
    if verb == "loss":
        return f"Play Equipment Loss in front of {EXPLORER_NAMES[1 - player]}"
    if verb == "attack":
        if len(cards) == 2:
            return f"Make {EXPLORER_NAMES[1 - player]} lost with {cards_text(cards)}"
        return f"Push {EXPLORER_NAMES[1 - player]} back one ? space with {cards_text(cards)}"
    if verb == "back":
        return f"Go back to the route on a {COLOUR_NAMES[action.arg]} space with {cards_text(cards)}"
    if verb == "discard":
        return f"Discard {cards_text(cards)}"
    if verb == "depot":
        return f"Put the second food depot on space {action.arg}"
    if verb == "stash":
        return f"Hide {cards_text(cards)} face down on the food depot"
    if verb == "swap":
        if cards:
            return f"Leave {cards_text(cards)} on the depot and take its card"
        return "Leave the depot card where it is"
    if verb == "pick":
        return f"Take {cards_text(cards)} (your rival gets the other offered cards)"
    if verb == "give":
        return f"Give {cards_text(cards)} to your rival" if cards else "Give nothing (your hand is empty)"
    return str(action)


def event_text(event: list | tuple, viewer: int | None = None) -> str | None:
    """One log event (from ``observation(...)['log']``) in plain words; None to skip it."""
    kind, player, cards, info = event
    who = EXPLORER_NAMES[player] if player in (0, 1) else ""
    if kind == "deal":
        return f"{who} is dealt {cards_text(cards)}."
    if kind == "take":
        discarded = info[0] if info else []
        if discarded:
            return f"{who} discards {cards_text(discarded)} and takes {cards_text(cards)}."
        return f"{who} takes {cards_text(cards)}."
    if kind == "advance":
        return f"{who} advances from {place_text(info[0])} to {place_text(info[1])} with {cards_text(cards)}."
    if kind == "com":
        direction = "forward" if info[1] > info[0] else "back"
        return f"{who} plays a Com and moves {direction} to {place_text(info[1])}."
    if kind == "pole":
        return f"{who} reaches the South Pole with {cards_text(cards)}!"
    if kind == "loss":
        return (f"{who} lays Equipment Loss in front of {EXPLORER_NAMES[1 - player]}: "
                f"hand limit {LOSS_HAND_LIMIT}.")
    if kind == "lost":
        return f"{who} is lost (? space {info}) after {cards_text(cards)}."
    if kind == "penalty":
        return f"{who} is pushed back to ? space {info} by {cards_text(cards)}."
    if kind == "back":
        return f"{who} finds the route again at {place_text(info)} with {cards_text(cards)}."
    if kind == "discard":
        return f"{who} discards {cards_text(cards)}."
    if kind == "supplies":
        return f"{who} steals {cards_text(cards)} with Drop Supplies."
    if kind == "sacrifice":
        return f"Sacrifice: {EXPLORER_NAMES[1 - player]} shows the hand and loses {cards_text(cards)}."
    if kind == "weather_draw":
        return f"{who} draws {cards_text(cards)} with Good Weather."
    if kind == "weather_show":
        return f"{who} shows {cards_text(cards)} and advances to {place_text(info[1])}."
    if kind == "exhausted":
        return "The deck is exhausted for the second time!" if info == 2 else "The deck is exhausted."
    if kind == "reshuffle":
        return f"The discard pile is shuffled into a new deck of {info} cards."
    if kind == "officer":
        return f"{who}'s Army Officer removes {cards_text(cards)} from the row."
    if kind == "patron":
        return f"{who}'s patron is the {patron_info(player, info).name}."
    if kind == "patron_used":
        return f"{who} gives up the patron as a wild card."
    if kind == "start_space":
        return f"{who} starts on space {info}."
    if kind == "parallel":
        return f"{who} is the first to cross the {info}° parallel."
    if kind == "freeze":
        return f"{who} cannot take the cards wanted: both explorers freeze in Antarctica."
    if kind == "pass":
        return f"{who} passes."
    module_text = _module_event_text(kind, who, player, cards, info)
    if module_text:
        return module_text
    return " ".join(str(x) for x in (kind, who, [CODE[c] if c is not None else "?" for c in cards], info))


def _module_event_text(kind: str, who: str, player: int, cards: list | tuple,
                       info: Any) -> str | None:
    """Events of the Food Depots, Weather and 1912 The Way Back modules."""
    rival = EXPLORER_NAMES[1 - player] if player in (0, 1) else ""
    if kind == "depot_roll":
        return f"{who} rolls a {info}: the first food depot goes on space {info}."
    if kind == "depot_place":
        return f"{who} puts the second food depot on space {info}."
    if kind == "stash":
        return f"{who} hides {cards_text(cards)} on the depot at space {info}."
    if kind == "depot_take":
        return f"{who} collects {cards_text(cards)} from the depot at space {info}."
    if kind == "depot_swap":
        return f"{who} swaps a hand card for the depot card at space {info}."
    if kind == "depot_leave":
        return f"{who} leaves the depot at space {info} untouched (hand full)."
    if kind == "weather":
        card, die, weather, degrees = info
        name = CONDITION_NAMES[weather]
        return f"Weather at the {degrees}° parallel: card {card}, die {die}: {name}. {CONDITION_HELP[weather]}"
    if kind == "draw":
        return f"{who} draws {cards_text(cards)}."
    if kind == "storm":
        return f"The storm blows {cards_text(cards)} off the row."
    if kind == "calm_take":
        return f"{who} takes {cards_text(cards)} in the calm."
    if kind == "calm_discard":
        return f"{who}'s hand is full: {cards_text(cards)} is discarded."
    if kind == "windy":
        given = [c for c in info if c is not None and c >= 0] if info else []
        if len(given) == 2:
            return f"The wind swaps {cards_text([info[0]])} ({who}) and {cards_text([info[1]])} ({rival})."
        return f"The wind moves {cards_text(given)} between the explorers."
    if kind == "loss_back":
        return f"{who} picks the Equipment Loss card back up: hand limit {HAND_LIMIT} again."
    if kind == "way_back":
        return f"{who} stands at the South Pole and turns for home!"
    if kind == "rebuild":
        return f"The deck is rebuilt for the way back: {info[0]} cards (the rest leave the game)."
    if kind == "return_step":
        if info[1] == RETURN_HOME:
            return f"{who} plays the ship card and is home!"
        return f"{who} moves to return space {info[1]} with {cards_text(cards)}."
    if kind == "ship_returned":
        return f"{who} hands {cards_text(cards)} back to {rival} and must discard all but one card."
    return None


def outcome_text(outcome: str | None) -> str:
    """How the game ended (or that it goes on), in plain words."""
    return {
        "amundsen": "Amundsen reaches the South Pole first and wins!",
        "scott": "Scott reaches the South Pole first and wins!",
        "frozen": "Both explorers froze in Antarctica: nobody wins.",
        "draw": "The deck ran out on the way back: the race is a draw.",
        "": "The race goes on.",
    }[str(outcome or "")]


def log_lines(obs: dict[str, Any]) -> list[str]:
    """The observation's log in plain words."""
    lines = []
    for event in obs.get("log") or []:
        text = event_text(event, obs.get("viewer"))
        if text:
            lines.append(text)
    return lines
