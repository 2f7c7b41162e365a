"""Hand-card selection: which clicks the current selection makes legal.

The page never decides legality itself: it holds the engine's legal actions and, for the
cards the player has selected so far, derives which hand cards may still be added, which
actions the selection completes and which board elements perform them
(``core.targets``).
"""
from __future__ import annotations

from typing import Any

from core.actions import Action
from core.targets import hand_cards, targets


class Selection:
    """The cards selected in the hand, against a fixed list of legal actions."""

    def __init__(self, obs: dict[str, Any], legal: list[Action]) -> None:
        self.obs = obs
        self.legal = list(legal)
        self.chosen: list[int] = []
        self._needs = [frozenset(hand_cards(a, obs)) for a in self.legal]

    # -- the hand ---------------------------------------------------------------------
    def usable(self, card: int) -> bool:
        """Whether clicking ``card`` does something: unselect it, or select it because some
        legal action uses the current selection plus this card."""
        if card in self.chosen:
            return True
        wanted = set(self.chosen)
        wanted.add(card)
        return any(wanted <= need for need in self._needs)

    def unusable_reason(self, card: int) -> str:
        """Why clicking ``card`` does nothing: "" (it does something), "selection" (a
        legal action uses it, but none with the cards selected now) or "none" (no legal
        action uses it)."""
        if self.usable(card):
            return ""
        return "selection" if any(card in need for need in self._needs) else "none"

    def toggle(self, card: int) -> bool:
        """Select or unselect ``card``; False (and no change) when it is not usable."""
        if card in self.chosen:
            self.chosen.remove(card)
            return True
        if not self.usable(card):
            return False
        self.chosen.append(card)
        return True

    def clear(self) -> None:
        self.chosen.clear()

    # -- what the selection does ----------------------------------------------------------
    def complete(self) -> list[Action]:
        """The legal actions that use exactly the selected cards."""
        chosen = frozenset(self.chosen)
        return [a for a, need in zip(self.legal, self._needs) if need == chosen]

    def nearest(self) -> tuple[int, list[Action]]:
        """How many more cards the selection needs for a legal action, at the fewest, and
        the actions that need that many (0 and [] when no action uses every selected card,
        or one uses exactly them)."""
        chosen = frozenset(self.chosen)
        wants = [(len(need - chosen), action) for action, need in zip(self.legal, self._needs)
                 if chosen < need]
        fewest = min((more for more, _action in wants), default=0)
        return fewest, [action for more, action in wants if more == fewest]

    def target_map(self) -> dict[str, list[Action]]:
        """Board element key -> the completed actions it performs when clicked."""
        found: dict[str, list[Action]] = {}
        for action in self.complete():
            for target in targets(self.obs, action):
                found.setdefault(target.key, []).append(action)
        return found
