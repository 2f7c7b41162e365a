"""The new-game dialog (browser side): who plays (two people on this device, one against
the computer at a level, or online with a friend on another device), the side, variant,
modules and seed.

Each seat is a human or the computer (``ui.seats``); the levels come from
``core.agents.LEVELS`` (``ui.computer.computer_levels``), so a new level shows up without
touching the page.
"""
from __future__ import annotations

from dataclasses import fields
from html import escape
from typing import Any, Callable

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document

from core import Options
from core.game import new_seed

from core.i18n import _

from .computer import computer_levels, level_label
from .seats import (COMPUTER, REMOTE, ComputerSeat, LocalSeat, RemoteSeat, clean_name, kept_name,
                    shown_name)
from .session import Session
from .storage import SETUP_KEY

MODULES = ("depots", "weather", "way_back")
DEFAULT_LEVEL = "normal"
MAX_SEED = 2**63 - 1


def parse_seed(text: str) -> int | None:
    """The typed seed (blank: a random one); ValueError with a plain message."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or int(text) > MAX_SEED:
        raise ValueError(_("The seed must be a whole number (digits only), or left blank."))
    return int(text)


class FormError(ValueError):
    """Bad input in the new-game form, about one of its fields (``field``: its name)."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


class NewGameDialog:
    def __init__(self, on_start: Callable[[Session], None],
                 across: Callable[[], bool] = lambda: False,
                 storage: Callable[..., Any] = lambda *args: None) -> None:
        """``across()``: the settings' "Play across the internet", which the dialog's
        online part offers too (ticked or not as the settings say, each time it opens);
        ``storage(method, *args)``: the page's localStorage calls (``storage_call``),
        where the last game set up here is kept."""
        self.on_start, self.settings_across, self.storage = on_start, across, storage
        self.dialog = document.getElementById("new-game")
        self.form = document.getElementById("new-game-form")
        self.levels = computer_levels()
        self._proxies = [create_proxy(self.on_submit), create_proxy(self.on_mode),
                         create_proxy(self.on_input)]
        self.form.addEventListener("submit", self._proxies[0])
        self.form.addEventListener("change", self._proxies[1])
        self.form.addEventListener("input", self._proxies[2])
        known = {f.name for f in fields(Options)}
        for name in MODULES:
            box = self.field(name)
            box.closest("label").hidden = name not in known
        self.fill_levels()
        document.getElementById("ng-mode-cpu-label").hidden = not self.levels

    def fill_levels(self) -> None:
        """The computer levels' options, in the current language (the choice is kept)."""
        level = self.field("level")
        chosen = level.value or DEFAULT_LEVEL
        level.innerHTML = "".join(
            f'<option value="{escape(k)}"{" selected" if k == chosen else ""}>'
            f'{escape(level_label(k))}</option>' for k in self.levels)

    def field(self, name: str):
        return self.form.elements.namedItem(name)

    def mode(self) -> str:
        checked = self.form.querySelector('input[name="mode"]:checked')
        return checked.value if checked else "hotseat"

    def on_mode(self, event=None) -> None:
        mode = self.mode()
        for node in self.form.querySelectorAll(".for-hotseat, .for-computer, .for-online"):
            node.hidden = not node.classList.contains(f"for-{mode}")
        self.field("seed").closest("label").hidden = mode == "online"

    def on_input(self, event=None) -> None:
        """An edit of the field an error is about takes the error away (it was about the
        value before; Start tells again what is wrong with the new one)."""
        if event is not None and event.target.getAttribute("aria-invalid") == "true":
            self.error("")

    def open(self, session: Session | None) -> None:
        """Show the dialog, pre-filled from the current session if any (a guest's too:
        its own name first, the friend as the online rival). With no game, or one opened
        from a pasted record (not the player's choice: a playtest found a record's rules
        and seats ticked, and started them), the last game set up here (kept in storage,
        so a reload keeps it too)."""
        self.field("stun").checked = self.settings_across()
        if session is None or getattr(session, "from_record", False):
            session = Session.from_setup(self.storage("getItem", SETUP_KEY))  # (the last
            # one set up here)
        if session is not None:
            options = session.options
            for name in ("advanced", "patrons") + MODULES:
                box = self.field(name)
                if box:
                    box.checked = bool(getattr(options, name, False))
            humans = session.humans()
            first = humans[0] if humans else 0
            self.field("name1").value = shown_name(session.seats[first].name)
            self.field("explorer1").value = str(first)
            other = session.seats[1 - first]
            if other.kind != COMPUTER:
                self.field("name2").value = shown_name(other.name)
            elif other.level in self.levels:
                self.field("level").value = other.level
            self.field("hints").checked = bool(getattr(session, "hints", True))
            mode = {COMPUTER: "computer", REMOTE: "online"}.get(other.kind, "hotseat")
            self.form.querySelector(f'input[name="mode"][value="{mode}"]').checked = True
        self.field("seed").value = ""
        self.error("")
        self.on_mode()
        if not self.dialog.open:
            self.dialog.showModal()
            # The dialog focuses its first field, the first way to play even when another
            # is chosen: the chosen one takes the focus (as Tab would reach it).
            self.form.querySelector('input[name="mode"]:checked').focus()

    def close(self) -> None:
        self.dialog.close()

    def error(self, text: str, field: str | None = None) -> None:
        """Show (or clear) the form's error; ``field``: the input it is about, which is
        marked invalid, described by the error and focused, the error scrolled into sight
        (it lay under the dialog's buttons)."""
        box = document.getElementById("ng-error")
        box.textContent = text
        box.hidden = not text
        for name in ("seed", "level"):
            node = self.field(name)
            if name == field:
                node.setAttribute("aria-invalid", "true")
                node.setAttribute("aria-describedby", "ng-error")
            else:
                node.removeAttribute("aria-invalid")
                node.removeAttribute("aria-describedby")
        if text:
            box.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))
            if field:
                self.field(field).focus(to_js({"preventScroll": True},
                                              dict_converter=js.Object.fromEntries))

    def typed_names(self) -> tuple[str, str]:
        """The two name fields, cleaned (the first player's, the second's)."""
        return (kept_name(clean_name(self.field("name1").value, _("Player 1"))),
                kept_name(clean_name(self.field("name2").value, _("Player 2"))))

    def names(self) -> tuple[str, str]:
        """Amundsen's and Scott's names as the form gives them (for a pasted game record
        that names no players)."""
        name1, name2 = self.typed_names()
        return (name2, name1) if self.field("explorer1").value == "1" else (name1, name2)

    def read(self) -> Session:
        """The session the form describes; ValueError with a message for bad input."""
        try:
            seed = parse_seed(self.field("seed").value)
        except ValueError as exc:
            raise FormError(str(exc), "seed") from None
        known = {f.name for f in fields(Options)}
        flags = {name: bool(self.field(name).checked)
                 for name in ("advanced", "patrons") + MODULES if name in known}
        first = 1 if self.field("explorer1").value == "1" else 0
        name1, name2 = self.typed_names()
        if self.mode() == "computer" and self.levels:
            level = self.field("level").value
            if level not in self.levels:
                raise FormError(_("Choose a level for the computer."), "level")
            other = ComputerSeat(level)
        elif self.mode() == "online":
            other = RemoteSeat(name2)
            seed = new_seed(128)  # from the OS, never typed: the host must not know it
        else:
            other = LocalSeat(name2)
        seats = [LocalSeat(name1), other] if first == 0 else [other, LocalSeat(name1)]
        session = Session.new(Options(**flags), (seats[0], seats[1]), seed)
        session.hints = self.hints()
        return session

    def across(self) -> bool:
        """Whether "Play across the internet" is ticked (online games)."""
        return bool(self.field("stun").checked)

    def hints(self) -> bool:
        """Whether the Hints box is ticked."""
        return bool(self.field("hints").checked)

    def on_submit(self, event) -> None:
        event.preventDefault()
        try:
            session = self.read()
        except ValueError as exc:
            self.error(str(exc), getattr(exc, "field", None))
            return
        self.error("")
        # (kept for the next game after a record or a reload: a playtest)
        self.storage("setItem", SETUP_KEY, session.setup())
        self.on_start(session)  # (which closes the dialog, unless the question it may ask
        # about the game in progress is answered no: the choices made here stay)
