"""The small dialogs' DOM work: the confirmation asked before a move or a new game that
cannot be taken back, the settings form, and the damaged-save dialog."""
from __future__ import annotations

from typing import Callable

import js
from pyodide.ffi import to_js
from pyscript import document

from ui.settings import Settings
from ui.texts import Question

SETTING_CHOICES = ("pace", "motion", "colours")
SETTING_SWITCHES = ("sounds", "cover_always", "stun")


def _el(element_id: str):
    return document.getElementById(element_id)


class Confirm:
    """Asks a question; the action runs on "yes" only (Cancel, Escape: nothing)."""

    def __init__(self) -> None:
        self.then: Callable[[], None] | None = None

    def ask(self, question: Question, then: Callable[[], None]) -> None:
        self.then = then
        _el("confirm-question").textContent = question.question
        _el("confirm-detail").textContent = question.detail
        _el("confirm").querySelector('[data-act="confirm-yes"]').textContent = question.yes
        _el("confirm").showModal()

    def answer(self, yes: bool) -> None:
        then, self.then = self.then, None
        _el("confirm").close()
        if yes and then is not None:
            then()


def open_settings(settings: Settings, language: str) -> None:
    """Show the settings form filled with the current choices."""
    form = _el("settings-form")
    form.elements.namedItem("lang").value = language
    for name in SETTING_CHOICES:
        form.elements.namedItem(name).value = getattr(settings, name)
    for name in SETTING_SWITCHES:
        form.elements.namedItem(name).checked = getattr(settings, name)
    _el("settings").showModal()
    _el("settings").focus()  # (not the language list: an arrow key there switched language)


def read_settings(settings: Settings) -> tuple[Settings, str]:
    """The form's choices applied to ``settings`` (invalid ones ignored), and the language."""
    form = _el("settings-form")
    values = {name: form.elements.namedItem(name).value for name in SETTING_CHOICES}
    values.update({name: bool(form.elements.namedItem(name).checked)
                   for name in SETTING_SWITCHES})
    return settings.updated(values), str(form.elements.namedItem("lang").value)


def show_damaged(raw: str, reason: str) -> None:
    """A save that cannot be read back: say so and offer it for download."""
    blob = js.Blob.new(to_js([raw]), to_js({"type": "application/json"},
                                           dict_converter=js.Object.fromEntries))
    _el("damaged-download").href = js.URL.createObjectURL(blob)
    _el("damaged-reason").textContent = reason
    _el("damaged-full").hidden = True
    _el("damaged").showModal()
