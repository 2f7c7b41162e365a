"""The page's side of the computer opponent and of the Hint button (browser side): runs
the searches of ``ui.computer`` on the page's event loop and shows them.

``ComputerControls`` is a part of the page (``main.Page``), which provides ``session``,
``render()``, ``save()``, ``notice()`` and ``clear_selection()``; ``pace_ms`` /
``slice_ms`` come from the page's query string.
"""
from __future__ import annotations

import asyncio
import traceback
from typing import Any

import js
from pyodide.ffi import to_js
from pyscript import document

from .computer import PACE_MS, PAGE_SLICE_MS, ComputerTurn, Hint, Marks, hint_search
from core.i18n import _

from .texts import COMPUTER_FAILED, forced_notices


class ComputerControls:
    """The computer's turns, the hint and their highlights (``data-mark``)."""

    def __init__(self, page: Any, pace_ms: float = PACE_MS,
                 slice_ms: float = PAGE_SLICE_MS) -> None:
        self.page = page
        self.pace_ms, self.slice_ms = pace_ms, slice_ms
        self.turn: ComputerTurn | None = None  # the computer's moves in progress
        self.suggestion: Hint | None = None    # the Hint button's search or suggestion
        self.marks = Marks()                   # the computer's last move, highlighted

    @property
    def session(self) -> Any:
        return self.page.session

    @property
    def busy(self) -> bool:
        """Whether it is the computer's turn in the current game (thinking, or pausing
        between its moves)."""
        turn = self.turn
        return turn is not None and not turn.finished and turn.session is self.session

    def start_computer(self) -> None:
        """Let the computer play if it is to move and not already at it."""
        session = self.session
        if session is None or self.busy or not session.is_computer(session.table.to_move()):
            return
        self.stop_computer()
        self.turn = turn = ComputerTurn(session, self.show_computer_move, self.pace_ms,
                                        self.slice_ms)
        asyncio.ensure_future(self.run_turn(turn))

    def stop_computer(self) -> None:
        if self.turn is not None:
            self.turn.cancel()
            self.turn = None

    async def run_turn(self, turn: ComputerTurn) -> None:
        """Run a computer turn; afterwards report its timings (``data-think-slice-max-ms``,
        ``data-computer-show-ms``) and show the human's turn."""
        failed = False
        try:
            await turn.run()
        except Exception:
            failed = True
            js.console.error("computer player failed:\n" + traceback.format_exc())
            self.page.notice(_(COMPUTER_FAILED), "error")
        if self.turn is turn:
            self.turn = None
        if turn.cancelled or turn.session is not self.session:
            return
        document.body.dataset.thinkSliceMaxMs = f"{turn.longest_slice_ms:.1f}"
        document.body.dataset.computerShowMs = f"{turn.longest_show_ms:.1f}"
        document.body.dataset.computerThinkMs = f"{turn.longest_think_ms:.1f}"
        if failed or not turn.played:
            self.page.render()

    def show_computer_move(self, marks: Marks) -> None:
        """One computer action (and any forced moves after it) was played: show it."""
        self.marks = marks
        self.page.clear_selection()
        if self.turn is not None and self.turn.fresh_forced:  # (a storage error, below, wins)
            self.page.notice(forced_notices(self.session.labels, self.turn.forced,
                                            self.session.alone_at_screen()), brief=True)
        self.page.save()
        self.page.render()

    # -- hints ---------------------------------------------------------------------------
    def hint_key(self) -> tuple:
        s = self.session
        return (id(s), s.table.moves_played, s.human_to_move())

    def request_hint(self) -> None:
        """Search a move for the human to move (their own view only); shown, not played."""
        s = self.session
        if s is None or not s.hints or self.busy or s.handoff_needed() or \
                s.human_to_move() is None:
            return
        if self.suggestion is not None and self.suggestion.key == self.hint_key():
            return  # already searching or shown for this position
        self.cancel_hint()
        player = s.human_to_move()
        search = hint_search(s.table, player, s.search_seed(player, salt=1), self.slice_ms)
        self.suggestion = hint = Hint(self.hint_key(), player, search)
        self.page.render()
        asyncio.ensure_future(self.run_hint(hint))

    async def run_hint(self, hint: Hint) -> None:
        try:
            action = await hint.search.run()
        except Exception:
            js.console.error("hint failed:\n" + traceback.format_exc())
            action = None
        if self.suggestion is not hint:
            return  # cancelled: the human acted meanwhile
        if action is None:
            self.suggestion = None
        else:
            hint.show(self.session.table.observation(hint.player))
        self.page.render()
        box = document.querySelector('[data-testid="hint-text"]')
        if box:  # on a phone the suggestion may lie below the screen
            box.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
            self.page.tell(box.textContent)  # (the buttons' area is not read out by itself)

    def cancel_hint(self) -> None:
        if self.suggestion is not None:
            self.suggestion.search.cancel()
            self.suggestion = None

    # -- showing them ------------------------------------------------------------------
    def render_computer(self, mover: int | None, handoff: bool) -> None:
        """The Hint button and box, and the highlights of the hint and of the computer's
        last move (``data-mark="hint"`` / ``"last"``); ``body[data-hint]``."""
        s = self.session
        hint = self.suggestion
        if hint is not None and hint.key != self.hint_key():
            self.cancel_hint()  # the position changed
            hint = None
        searching = hint is not None and hint.action is None
        button = document.getElementById("hint")
        button.hidden = s.table.over or handoff or s.viewer is None or not s.hints
        # While it searches the button keeps the focus (a disabled one would drop it to
        # the page): it only says it is busy, and a second press does nothing.
        button.disabled = self.busy or mover is None
        button.setAttribute("aria-disabled", "true" if searching else "false")
        button.textContent = _("Thinking…") if searching else _("Hint")
        self.mark(self.marks, "last")
        if hint is not None and mover is not None:
            document.getElementById("actions").insertAdjacentHTML("afterbegin", hint.html())
            self.mark(hint.marks, "hint")
        document.body.dataset.hint = "" if hint is None else "thinking" if searching else "shown"

    def mark(self, marks: Marks, kind: str) -> None:
        """Highlight the cards, board elements, action button and new log lines of
        ``marks``."""
        if marks.player in (0, 1):
            for code in marks.cards:
                for node in document.querySelectorAll(
                        f'[data-testid="player-{marks.player}"] [data-card="{code}"]'):
                    node.setAttribute("data-mark", kind)
        for key in marks.targets:
            for node in document.querySelectorAll(f'[data-target="{key}"]'):
                node.setAttribute("data-mark", kind)
        if marks.button:  # (a move made by a button alone: a discard effect, a choice)
            node = document.querySelector(f'#actions [data-testid="{marks.button}"]')
            if node:
                node.setAttribute("data-mark", kind)
        if marks.fresh_lines:
            items = document.querySelectorAll("#log li.event")
            for index in range(max(0, items.length - marks.fresh_lines), items.length):
                items.item(index).setAttribute("data-mark", kind)
