"""The rival's latest turn in one line of the status bar, for sighted players.

The log says everything, but on a phone it lies below the table and on a phone held
sideways the dock may hide the rival's pawn as it moves: the line tells what the rival
(the computer, the friend online, the other player of a shared device) just did, from
the viewer's own view. It shows while that turn is the news: from its first move until
the viewer's turn after it is over. Screen readers hear the same lines from ``news.py``,
so the line is hidden from them.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from core.i18n import labelled

from .news import in_words
from .views import turn_head


#: The set-up's events that are chance, not a player's choice (the hand-off screen leaves
#: them out of what the player handing over did).
SETUP_CHANCE = ("deal", "depot_roll")


@dataclass(frozen=True)
class LastTurn:
    """One turn of the log: its heading and its lines in plain words."""

    head: str
    text: str

    def html(self) -> str:
        """The heading in bold (left out on a small screen by the style sheet), then the
        lines."""
        return f"<b>{escape(self._headed())}</b> {escape(self.text)}"

    @property
    def plain(self) -> str:
        return f"{self._headed()} {self.text}"

    def _headed(self) -> str:
        return labelled(self.head)


def rival_turn(obs: dict[str, Any], starts: list[tuple[int, int, int]],
               names: tuple[str, str], viewer: int | None,
               skipped: frozenset[int] = frozenset()) -> LastTurn | None:
    """The latest turn not played by ``viewer`` (any player's when ``viewer`` is None),
    while no turn after it is over; None before any such turn and once the game is over.
    ``starts``: turn number, player and first log index of every turn (``log_html``'s).
    ``skipped``: the viewer's turns the page played for them (they had one choice): the
    rival's turns before such a turn are still news, and are told too, after the latest
    (the line is cut short at its end: an attack of the latest turn was cut off behind
    the turn before it)."""
    if obs.get("outcome"):
        return None
    log = obs.get("log") or []
    ends = [index for _number, _player, index in starts[1:]] + [len(log)]
    told: list[LastTurn] = []
    latest = True  # the rival's latest turn; older ones are reached through skipped turns
    for (number, player, index), end in reversed(list(zip(starts, ends))):
        if viewer is not None and player == viewer:
            if not latest and number not in skipped:
                break  # a turn the viewer played: what came before it is old news
            continue
        if latest and obs["turn_number"] > number + 1 and number + 1 not in skipped:
            break  # the viewer has had a whole turn of their own since
        latest = False
        text = in_words(log[index:end], viewer)
        if text:
            told.append(LastTurn(turn_head(number, player, names), text))
        if viewer is None or not skipped:
            break
    if not told:
        return None
    first, *earlier = told  # the latest first: the line is cut short at its end
    return LastTurn(first.head, " ".join([first.text, *(turn.plain for turn in earlier)]))


def latest_turn_text(obs: dict[str, Any], starts: list[tuple[int, int, int]]) -> str:
    """What the latest turn has done so far, in the words of ``obs``'s viewer (the
    hand-off screen's line: the public view); before turn 1 (Food Depots' set-up), all
    that the player who acted last has done in the set-up (the log's last line told only
    the last of a depot and two hidden cards)."""
    log = obs.get("log") or []
    if not starts:
        acted = [event for event in log if event[0] not in SETUP_CHANCE]
        who = acted[-1][1] if acted else None
        return in_words([event for event in acted if event[1] == who], obs.get("viewer"))
    return in_words(log[starts[-1][2]:], obs.get("viewer"))
