"""The invitation dialog (browser side): the host's invitation and the guest's answer shown
three ways (link, code, QR code), the fields to paste them, and a status line."""
from __future__ import annotations

import js
from pyscript import document

from core.i18n import _

from . import links


def _el(element_id: str):
    return document.getElementById(element_id)


class InviteDialog:
    """``#online``: ``for-host`` parts for the inviting page, ``for-guest`` for the joiner."""

    def __init__(self) -> None:
        self.box = _el("online")

    def open(self, host: bool, status: str = "", pasted: str = "", name: str = "",
             across: bool = False) -> None:
        """Show the host's parts or the guest's (``name``: the guest's name, kept from its
        last game; ``across``: the settings' "Play across the internet", offered beside
        Join)."""
        _el("online-stun").checked = across
        for node in self.box.querySelectorAll(".for-host"):
            node.hidden = not host
        for node in self.box.querySelectorAll(".for-guest"):
            node.hidden = host  # (the guest's paste field included)
        _el("online-out").hidden = True
        self.invitation("")
        _el("online-code").value = _el("online-link").value = ""
        _el("online-qr").innerHTML = ""
        _el("online-answer-in").value = ""
        _el("online-offer-in").value = pasted
        if not host:
            _el("online-name").value = name
        self.status(status)
        self.error("")
        if not self.box.open:
            self.box.showModal()
        if host:  # (not the answer's field, step 2, with a phone's keyboard over step 1)
            self.box.focus()

    def close(self) -> None:
        """Close; the codes shown were for one connection only, so they go too."""
        _el("online-code").value = _el("online-link").value = ""
        _el("online-qr").innerHTML = ""
        if self.box.open:
            self.box.close()

    def holds_answer(self) -> bool:
        """Whether the dialog, open or closed, still shows a guest's answer to send."""
        return (not _el("online-out").hidden and bool(_el("online-code").value)
                and self.box.querySelector(".guest-paste").hidden)

    def reopen(self) -> None:
        """Show the dialog again as it was left (its codes and status kept)."""
        if not self.box.open:
            self.box.showModal()

    @property
    def is_open(self) -> bool:
        return bool(self.box.open)

    def status(self, text: str) -> None:
        _el("online-status").textContent = text

    def invitation(self, text: str) -> None:
        """The joining player's line about the game they are invited to ("" for none)."""
        box = _el("online-invite")
        box.textContent, box.hidden = text, not text

    def error(self, text: str) -> None:
        box = _el("online-error")
        box.textContent, box.hidden = text, not text

    def across(self) -> bool:
        """Whether the guest ticked "Play across the internet"."""
        return bool(_el("online-stun").checked)

    def pasted(self, host: bool) -> str:
        return str(_el("online-answer-in" if host else "online-offer-in").value)

    def guest_name(self) -> str:
        """The name the guest typed for itself (as typed)."""
        return str(_el("online-name").value)

    def fill_answer(self, code: str) -> None:
        _el("online-answer-in").value = code

    async def show_out(self, code: str, link: str) -> None:
        """Show what to send: the link, the code and (when the QR library loads) a QR code.
        The guest's paste field steps aside: the answer is what matters now."""
        self.box.querySelector(".guest-paste").hidden = True
        _el("online-code").value = code
        _el("online-link").value = link
        local = _el("online-local")
        host = links.this_device_only(link)
        local.hidden = not host
        local.textContent = _(
            "This link leads to {address}, an address only this device can open. On another "
            "device, your friend opens the game from an address that device can reach, then "
            "pastes the code.").format(address=host) if host else ""
        _el("online-out").hidden = False
        # the focus on what to read or do next: who invites (read out), else the link's
        # Copy (it was left on the page behind the dialog, after Join)
        invite = _el("online-invite")
        (invite if not invite.hidden else _el("online-copy-link")).focus()
        qr = _el("online-qr")
        qr.innerHTML = ""
        maker = getattr(js.window, "avsQr", None)
        if maker:
            try:
                qr.innerHTML = await maker.svg(link, _("QR code of the link"))
            except Exception:
                qr.innerHTML = ""  # the link and the code still work

    async def copy(self, source_id: str, button) -> None:
        """Copy the link or the code (selected for a manual copy if the browser refuses)."""
        field = _el(source_id)
        try:
            await js.window.navigator.clipboard.writeText(field.value)
            button.dataset.copied = "true"
            self.status(_("Copied: paste it in a message to your friend."))
        except Exception:
            field.focus()
            field.select()
            self.status(_("Copy it by hand: it is selected."))
