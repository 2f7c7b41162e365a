"""The page's status line, hints and notices: every sentence the entry script shows,
worked out from a ``ui.table.Table`` and the players' labels (no DOM here)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from core.actions import Action
from core.board import EXPLORER_NAMES
from core.describe import action_text, outcome_text
from core.outcome import Outcome

from . import views
from .selection import Selection
from .table import Table

START = "Start a new game to begin."
RESTORED = "Your saved game was restored."
NO_STORAGE = "This browser does not let the page save the game."
COMPUTER_FAILED = "The computer could not choose a move. Reload the page to let it try again."
COPIED = "The game record is on your clipboard."
WATCHING = ("This game is open in another tab of this browser: this tab only follows it. "
            "Close the other tab to play here.")
TAKEN_OVER = "The other tab was closed: you play in this tab now."
YOUR_TURN = "Your turn"
RACE_OVER = "The race is over"
UNDO_TITLE = "Take back the last move"
UNDO_REVEALED = "The last move cannot be taken back: it showed a card that was hidden."
COPY_BLOCKED = "Copying is blocked here: the record is selected below, copy it by hand."


@dataclass(frozen=True)
class Question:
    """A confirmation asked before something that cannot be taken back."""

    question: str
    detail: str
    yes: str


def confirm_move(action: Action) -> Question | None:
    """The question to ask before ``action``, when it ends the game at once."""
    if action.verb == "freeze":
        return Question("Freeze both explorers?",
                        "The row cannot give the cards you want: the race ends now and "
                        "nobody wins. This cannot be undone.", "Freeze and end the race")
    return None


ABANDON = Question("Start a new game?", "The game in progress will be lost (it cannot be "
                   "resumed afterwards).", "Start the new game")


def status_text(table: Table, labels: Sequence[str], mover: int | None, handoff: bool,
                thinking: bool) -> str:
    """The status line: the outcome, whose turn it is, or who must take the device.
    ``mover`` is the player whose choice is on screen; ``thinking`` when the player to
    move is the computer."""
    if table.over:
        return outcome_text(table.outcome)
    who = table.to_move()
    if handoff:
        return f"Waiting for {labels[who]} to take the device."
    if thinking:
        return f"{labels[who]} is thinking…"
    if mover is None:
        return f"{labels[who]} to move."
    if table.observation(mover)["pending"]:
        return f"{labels[mover]}: a choice to make."
    return f"{labels[mover]}: your turn."


def hint_text(obs: dict[str, Any], sel: Selection, narrowed: bool) -> str:
    """What to do next, shown above the action buttons of the player on screen."""
    if narrowed:
        return "Several moves lead there: choose one."
    if obs["pending"]:
        return views.decision_hint(obs)
    if not sel.chosen:
        return ("Select hand cards to play or to discard, or click the highlighted row card "
                "to take it.")
    if sel.complete():
        return "Click a highlighted target, or a button:"
    return "Select more cards: no move uses exactly these yet."


def _mid_sentence(text: str) -> str:
    """An action's words inside a sentence: only the first letter drops its capital
    (card names such as "Drop Supplies" keep theirs)."""
    return text[:1].lower() + text[1:]


def forced_notice(label: str, action: Action, who: int) -> str:
    return f"{label} had only one choice: {_mid_sentence(action_text(action, who))}."


def undone_notice(action: Action, who: int) -> str:
    return f"Taken back: {_mid_sentence(action_text(action, who))}."


def save_damaged(reason: str) -> str:
    return f"The saved game could not be read back: {reason}."


def handoff_title(label: str) -> str:
    return f"Pass the device to {label}"


def handoff_confirm(name: str) -> str:
    return f"I am {name}: show my cards"


def handoff_undo(name: str) -> str:
    return f"Undo {name}'s last move"


def end_detail(table: Table, names: Sequence[str], viewer: int | None) -> str:
    """The end screen's line under the outcome: congratulations and the race's length
    (the number of the last turn heading in the log)."""
    winner = Outcome.from_word(table.outcome).winner if table.outcome else None
    detail = f"Well done, {names[winner]}!" if winner is not None else ""
    turns = table.observation(viewer)["turn_number"]
    return f"{detail} The race lasted {turns} turns.".strip()


#: Log events in which their player plays cards from the hand.
PLAYED = ("advance", "pole", "com", "loss", "back", "return_step", "weather_show")
#: Log events in which the *other* player attacked the event's player.
ATTACKED = ("lost", "penalty")


def end_summary(obs: dict[str, Any], names: Sequence[str]) -> list[str]:
    """A line per player: cards played, attacks made, cards taken from the row."""
    played, attacks, taken = [0, 0], [0, 0], [0, 0]
    for kind, player, cards, _info in obs.get("log") or []:
        if player not in (0, 1):
            continue
        if kind in PLAYED:
            played[player] += len(cards)
        elif kind in ATTACKED:
            attacks[1 - player] += 1
            played[1 - player] += len(cards)
        elif kind == "take":
            taken[player] += len(cards)
    return [f"{names[p]} ({EXPLORER_NAMES[p]}): {played[p]} card{'s' * (played[p] != 1)}"
            f" played, {taken[p]} taken from the row, {attacks[p]}"
            f" attack{'s' * (attacks[p] != 1)}." for p in (0, 1)]
