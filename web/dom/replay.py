"""The page's side of the replay and of opening a pasted game record (browser side).

``ReplayControls`` is a part of the page (``main.Page``), which provides ``session``,
``sel``, ``render()``, ``render_undo()``, ``start_from_dialog()``, the new-game ``dialog``,
the ``computer`` controls (whose highlights show the turn before the one replayed) and
``narrow`` (the phone-width media query). The replay is a
view only: it changes neither the game nor its save, and a new session ends it.
"""
from __future__ import annotations

import asyncio
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document

from core.i18n import _
from ui import screen, texts
from ui.review import Review, finished_game
from ui.seats import SaveError
from ui.selection import Selection
from ui.session import check_length, session_from_record

from .keys import OPEN_LAYERS, focus_quietly

ARROWS = {"ArrowLeft": "prev", "ArrowRight": "next", "Home": "first", "End": "last"}
#: Where focus goes when the replay button it was on turns disabled (first / last turn).
FOCUS_AFTER = {"first": "next", "prev": "next", "next": "prev", "last": "prev"}


def _el(element_id: str):
    return document.getElementById(element_id)


def _focus(testid: str) -> None:
    node = document.querySelector(f'[data-testid="{testid}"]')
    if node:
        focus_quietly(node)


class ReplayControls:
    """"Replay the race", its buttons and arrow keys, and "Open a game record"."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.review: Review | None = None
        self.of: object = None  # the session the replay belongs to
        self._proxy = create_proxy(self.on_record_edited)
        _el("record-in").addEventListener("input", self._proxy)
        self._file_proxy = create_proxy(lambda event: asyncio.ensure_future(self.read_file()))
        _el("record-file").addEventListener("change", self._file_proxy)

    def showing(self, session: Any) -> bool:
        """Whether the page shows this session's replay (a new session ends any replay)."""
        if self.review is not None and self.of is session:
            return True
        self.review = None
        document.body.dataset.review = ""
        return False

    def moment(self, session: Any) -> screen.Moment:
        """What the page shows now: the replay's position, or the game as it stands."""
        if self.showing(session):
            return screen.review_moment(session, self.review)
        return screen.moment(session)

    def render(self, session: Any) -> None:
        """The replay's position, with its buttons, in every area of the page."""
        page, review = self.page, self.review
        now = screen.review_moment(session, review)
        page.sel, page.sel_key, page.narrowed = Selection(now.obs, []), now.key, None
        for element_id, html in screen.areas(session, now, page.sel, None,
                                             not page.narrow.matches, review).items():
            _el(element_id).innerHTML = html
        _el("log").scrollTop = _el("log").scrollHeight
        _el("status").textContent = texts.review_status(review.table(), session.labels,
                                                        review.turn, review.turns)
        page.render_undo(True, 0)
        _el("hint").hidden = True
        page.computer.mark(review.marks(session.viewer), "last")  # the turn before
        for name, value in screen.body_data(session, now, False).items():
            setattr(document.body.dataset, name, value)
        document.body.dataset.review = str(review.at)
        page.render_online()

    def open(self, target: Any = None) -> None:
        """Replay the finished game from its first turn."""
        game = finished_game(self.page.session)
        if game is None:
            self.page.notice(_("This game's record does not replay, so the race cannot be "
                               "shown again."), "error")
            return
        _el("end").close()
        self.review, self.of = Review(game), self.page.session
        self.page.notice("")  # (a notice of the game's last moves would stay on every turn)
        self.page.render()
        _focus("review-next")

    def step(self, where: str | None) -> None:
        """A replay button; the focus moves on when the button it was on turns disabled."""
        if self.review is None:
            return
        self.review.step(where)
        self.page.render()
        self.page.tell(self.review.turn_before(self.page.session.viewer))
        button = document.querySelector(f'[data-testid="review-{where}"]')
        if where in FOCUS_AFTER and button and button.disabled:
            _focus(f"review-{FOCUS_AFTER[where]}")

    def key(self, event: Any) -> bool:
        """In a replay, the left and right arrow keys step back and forth a turn, Home and
        End go to the start and the end (not
        with a modifier: Alt+← is the browser's Back; not under a dialog or card help)."""
        where = ARROWS.get(event.key)
        if (self.review is None or where is None or event.altKey or event.ctrlKey
                or event.metaKey or document.querySelector(OPEN_LAYERS)
                or not _el("card-help").hidden):
            return False
        event.preventDefault()
        self.step(where)
        return True

    def close(self, target: Any = None) -> None:
        self.review = None
        self.page.render()
        _focus("board-review")

    # -- a pasted record ------------------------------------------------------------------
    def cancel_record(self, target: Any = None) -> None:
        """Back to the new-game dialog the record dialog was opened from."""
        _el("record").close()
        self.page.dialog.open(self.page.session)

    def open_record_dialog(self, target: Any = None) -> None:
        self.page.dialog.close()
        _el("record-in").value = ""
        self.record_error("")
        _el("record").showModal()

    def record_error(self, reason: str) -> None:
        """Say why the pasted text cannot be opened (its box marked invalid and described
        by the reason, and focused); "" clears it."""
        box, field = _el("record-error"), _el("record-in")
        box.hidden = not reason
        if not reason:  # (a hidden text still describes the box to a screen reader)
            box.textContent = ""
            field.removeAttribute("aria-invalid")
            return
        box.textContent = _("This game record cannot be opened: {reason}.").format(reason=reason)
        field.setAttribute("aria-invalid", "true")
        field.focus()

    def on_record_edited(self, event: Any = None) -> None:
        """An edit of the pasted text takes its error away (it was about the text before;
        Open tells again what is wrong with the new one)."""
        if not _el("record-error").hidden:
            self.record_error("")

    async def read_file(self) -> None:
        """A record saved as a file (the end screen's download): its text goes into the
        box and opens as a pasted one would; a file far too long for a record is refused
        unread."""
        files = _el("record-file").files
        if not files.length:
            return
        chosen = files.item(0)
        _el("record-file").value = ""  # (the same file chosen again opens again)
        try:
            check_length(int(chosen.size))
            text = str(await chosen.text())
            if not text.strip():  # (not "nothing was pasted": a playtest)
                raise SaveError(_("the file “{name}” is empty").format(name=str(chosen.name)))
        except SaveError as exc:
            _el("record-in").value = ""  # (a file refused: the box held the one before)
            self.record_error(str(exc))
            return
        _el("record-in").value = text
        self.load_record()

    def load_record(self, target: Any = None) -> None:
        """Open a pasted game record: a finished game in its replay, an unfinished one as
        a hot-seat game from where it stopped; a bad record is refused with the reason.
        The dialog stays open, its text kept, until the game starts (Cancel on the
        question about the game in progress comes back to it)."""
        field = _el("record-in")
        try:
            # (before megabytes are copied into Python; the browser counts UTF-16 units,
            # a character outside the basic plane as two: either way, the limit is far
            # above any real record)
            check_length(field.textLength)
            session = session_from_record(field.value, self.page.dialog.names())
        except SaveError as exc:
            self.record_error(str(exc))
            return
        session.hints = self.page.dialog.hints()  # (the dialog's Hints box, as for a new game)
        self.record_error("")
        page, over = self.page, session.game.over

        def replay_first() -> None:  # a finished game: its replay, without the fanfare
            _el("record").close()
            if over:
                self.review, self.of = Review(session.game), session

        def then() -> None:  # (a replay begins at its Next button, as from the end screen)
            page.end_shown = over
            if over:
                _focus("review-next")

        page.start_from_dialog(session, before=replay_first, after=then, record=True)
