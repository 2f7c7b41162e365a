"""What a screen reader is told as the race goes on: the log's lines a player has not
heard yet (the rival's moves, chance, their own moves), each said once.

The page writes ``News.tell``'s text into a hidden live region. Each player at this
device has their own place in the log: on a shared device the one who takes it over
hears what happened since they last had it; against the computer or a friend online the
player hears every move as it is shown. A game opened afresh (new, resumed, joined)
starts with nothing to tell: its earlier lines are in the log.
"""
from __future__ import annotations

from typing import Any

from core.describe import event_text


class News:
    """The log's lines each player of one session has been told."""

    def __init__(self) -> None:
        self._session: Any = None
        self._heard: dict[int, int] = {}

    def tell(self, session: Any, viewer: int | None, obs: dict[str, Any]) -> str:
        """The lines of ``obs``'s log that ``viewer`` has not been told, in plain words
        ("" for none; always "" behind a hand-off screen, ``viewer`` None)."""
        log = obs.get("log") or []
        if session is not self._session:
            self._session, self._heard = session, {0: len(log), 1: len(log)}
            return ""
        # Moves taken back: their lines are gone for everyone, and new ones come after.
        self._heard = {player: min(heard, len(log)) for player, heard in self._heard.items()}
        if viewer is None:
            return ""
        start, self._heard[viewer] = self._heard[viewer], len(log)
        return in_words(log[start:], viewer)


def in_words(events: list, viewer: int | None) -> str:
    """Log events as ``viewer`` may know them, in plain words, one sentence after another."""
    return " ".join(text for text in (event_text(e, viewer) for e in events) if text)
