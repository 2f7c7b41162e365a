"""Invitation links (docs/protocol.md, section 1): the page's own address with the code in
the ``#`` fragment, which a static host never receives."""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from .codec import ANSWER, OFFER

PREFIX = {OFFER: "join", ANSWER: "answer"}
_KIND = {prefix: kind for kind, prefix in PREFIX.items()}
#: A link's fragment anywhere in a text: its name and the code's characters (base32).
_FRAGMENT = re.compile(r"#(join|answer)=([A-Za-z2-7]+)")
#: A code standing among other words: a run of base32 characters no word is as long as.
_LONE_CODE = re.compile(r"(?<![A-Za-z0-9])[A-Za-z2-7]{32,}(?![A-Za-z0-9])")


def link(page_url: str, kind: str, code: str) -> str:
    """The page's address (any old fragment dropped) carrying an offer or answer code."""
    return f"{page_url.split('#', 1)[0]}#{PREFIX[kind]}={code}"


def this_device_only(page_url: str) -> str:
    """The host name of a page address only this device can open (``localhost``,
    ``127.0.0.1``, ``::1``, a file), whose links a friend elsewhere cannot follow; "" for
    any other address."""
    parts = urlsplit(page_url)
    if parts.scheme == "file":
        return "file"
    host = (parts.hostname or "").lower()
    if host in ("localhost", "::1", "0.0.0.0") or host.startswith("127.") \
            or host.endswith(".localhost"):
        return host
    return ""


#: A link's fragment as the address bar holds it: what follows the code is left out (a
#: chat app that took the sentence's "." or ")" into the link made it no link at all), and
#: an empty code still opens the dialog, to paste it.
_OPENED = re.compile(r"#(join|answer)=([A-Za-z2-7]*)")


def code_in_fragment(fragment: str) -> tuple[str, str] | None:
    """(kind, code) of a ``#join=…`` or ``#answer=…`` fragment (the code possibly empty,
    anything after it left out); None for any other fragment."""
    found = _OPENED.match("#" + fragment.lstrip("#"))
    return (_KIND[found.group(1)], found.group(2)) if found else None


def code_in_text(text: str) -> str:
    """The code in what a player pasted: a code, a whole link, or either inside a chat
    message ("Here's the link: https://…#join=… see you!"). A text that holds no such
    thing comes back whole (the code's reader says what is wrong with it); a code broken
    by spaces or lines is kept whole."""
    text = str(text).strip()
    linked = _FRAGMENT.search(text)
    if linked:
        return linked.group(2)
    if re.fullmatch(r"[A-Za-z2-7\s]*", text):
        return text
    lone = _LONE_CODE.findall(text)
    return lone[0] if len(lone) == 1 else text
