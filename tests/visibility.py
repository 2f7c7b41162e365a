"""An independent account of what each viewer has seen, to audit observations.

It does not use ``State.secret`` or ``core.observation``: it follows the cards from the
outside, action by action. A card entering a hand from the row, the discard pile, the
removed cards or the other hand is known to both players (so is a 1912 ship handed to its
owner by the rival); one entering from anywhere else (the deck, a depot) is known to its
holder only, until it is shown (Good Weather), revealed (Sacrifice) or leaves the hand
face up. A spectator knows a hand card only once it was shown to all: one passed from hand
to hand (Drop Supplies, Windy) stays unknown to it unless it was known to all before.
"""
from __future__ import annotations

from typing import Any

from core.actions import Action
from core.cards import FRAM_CARD, LOSS_CARD, NOVA_CARD, PATRON_WILD
from core.state import State


SHIPS = (FRAM_CARD, NOVA_CARD)


class Tracker:
    """Which hand cards each player's opponent has seen, and what each viewer ever saw."""

    def __init__(self, state: State) -> None:
        # At set-up every hand card came from the deck: only its holder knows it.
        self.known: list[set[int]] = [set(), set()]
        # Hand cards shown to all (what a spectator knows).
        self.public: list[set[int]] = [set(), set()]
        # The patron used as a wild card is public (patrons lie face up).
        self.ever: dict[int | None, set[int]] = {v: {PATRON_WILD} for v in (0, 1, None)}
        self._remember(state)

    def allowed(self, state: State, viewer: int | None) -> set[int]:
        """Cards ``viewer`` may see now."""
        seen = set(state.row) | set(state.discard) | set(state.removed)
        if state.loss_on >= 0:
            seen.add(LOSS_CARD)
        for player in (0, 1):
            if player == viewer:
                seen.update(state.hands[player])
                seen.update(card for _, card in state.depots[player] if card >= 0)
            else:
                seen.update(self.public[player] if viewer is None else self.known[player])
        return seen

    def update(self, before: State, action: Action, actor: int, after: State) -> None:
        """Account for one action that turned ``before`` into ``after``."""
        public = set(before.row) | set(before.discard) | set(before.removed)
        if before.loss_on >= 0:
            public.add(LOSS_CARD)  # Equipment Loss lies face up in front of a player
        stashed = {card for player in (0, 1) for _, card in after.depots[player]}
        was_public = [set(cards) for cards in self.public]
        for player in (0, 1):
            old, new = set(before.hands[player]), set(after.hands[player])
            known, shown = self.known[player] & new, self.public[player] & new
            for card in new - old:
                if card in public or card in was_public[1 - player]:
                    known.add(card)
                    shown.add(card)
                elif card in before.hands[1 - player]:
                    known.add(card)  # passed from hand to hand: the table did not see it
                elif card == SHIPS[player] and actor != player:
                    known.add(card)  # 1912: the rival drew this ship and handed it over
                    shown.add(card)
            self.known[player], self.public[player] = known, shown
            # A card leaving a hand other than face down onto a depot was shown to all,
            # even if a reshuffle hid it again before the action ended.
            for viewer in self.ever:
                self.ever[viewer] |= old - new - stashed
        if action.verb == "show" and before.pending and before.pending[0][0] == "weather_show":
            self.known[actor].add(before.pending[0][2])
            self.public[actor].add(before.pending[0][2])
        if action.verb == "effect" and action.arg == "sacrifice":
            self.known[1 - actor] = set(after.hands[1 - actor])
            self.public[1 - actor] = set(after.hands[1 - actor])
        self._remember(after)

    def _remember(self, state: State) -> None:
        for viewer in self.ever:
            self.ever[viewer] |= self.allowed(state, viewer)


def _cards_of_event(event: list) -> list[Any]:
    kind, _, cards, info = event
    found = list(cards)
    if kind in ("take", "sacrifice") and isinstance(info, list):
        for part in info:
            found.extend(part)
    return found


def audit(obs: dict[str, Any], state: State, viewer: int | None, tracker: Tracker,
          exact: bool) -> None:
    """AssertionError if ``obs`` shows ``viewer`` a card it may not see.

    With ``exact`` the opponent's hand must also show every card the viewer has seen
    (only for the rules this tracker fully models: the base game and Patrons).
    """
    where = f"viewer {viewer}, turn {state.turn_number}"
    allowed = tracker.allowed(state, viewer)
    for key in ("deck", "out", "weather_deck"):
        assert all(c is None for c in obs[key]), f"{key} shows cards ({where})"
    for key in ("row", "discard", "removed"):
        assert obs[key] == getattr(state, key), f"{key} differs from the state ({where})"
    for player in (0, 1):
        shown, real = obs["hands"][player], state.hands[player]
        assert len(shown) == len(real), f"hand {player} has the wrong size ({where})"
        if player == viewer:
            assert shown == real, f"the viewer's own hand is not shown ({where})"
            continue
        for seen, card in zip(shown, real):
            if seen is not None:
                assert seen == card, f"hand {player} shows a wrong card ({where})"
                assert card in allowed, f"hand {player} leaks card {card} ({where})"
            elif exact:
                assert card not in (tracker.public if viewer is None else tracker.known)[player], \
                    f"hand {player} hides card {card} the viewer has seen ({where})"
        assert obs["secret"][player] == [], f"secret cards of {player} listed ({where})"
        for _, card in obs["depots"][player]:
            assert card is None or card == -1, f"depot of {player} shows a card ({where})"
    for step in obs["pending"]:
        if step[0] == "weather_show" and step[1] != viewer:
            assert step[2] is None, f"pending Good Weather card leaks ({where})"
    if obs["log"] is not None:
        ever = tracker.ever[viewer]
        for event in obs["log"]:
            for card in _cards_of_event(event):
                assert card is None or card in ever, \
                    f"log event {event[0]} shows card {card} never seen ({where})"
