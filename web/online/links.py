"""Invitation links (docs/protocol.md, section 1): the page's own address with the code in
the ``#`` fragment, which a static host never receives."""
from __future__ import annotations

from .codec import ANSWER, OFFER

PREFIX = {OFFER: "join", ANSWER: "answer"}


def link(page_url: str, kind: str, code: str) -> str:
    """The page's address (any old fragment dropped) carrying an offer or answer code."""
    return f"{page_url.split('#', 1)[0]}#{PREFIX[kind]}={code}"


def code_in_fragment(fragment: str) -> tuple[str, str] | None:
    """(kind, code) of a ``#join=…`` or ``#answer=…`` fragment; None for anything else."""
    name, sep, code = fragment.lstrip("#").partition("=")
    for kind, prefix in PREFIX.items():
        if sep and name == prefix and code:
            return kind, code
    return None
