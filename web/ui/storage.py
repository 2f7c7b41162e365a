"""The saved game's text in the browser's storage, read back into a session (no DOM:
``main.py`` reads and writes localStorage, this decides what the text means)."""
from __future__ import annotations

import json

from . import texts
from .seats import SaveError
from .session import Session

SAVE_KEY = "avs1911.save"


def restore(raw: object) -> tuple[Session | None, str]:
    """The session saved as ``raw`` (a string, or anything else when nothing is saved)
    and the notice to show: ("", nothing saved), an error notice for a save that cannot be
    restored (any garbage: the page reports it and never crashes)."""
    if not isinstance(raw, str):
        return None, ""
    try:
        return Session.from_save(json.loads(raw)), texts.RESTORED
    except Exception as exc:  # noqa: BLE001 - a corrupt save of any shape
        reason = str(exc) if isinstance(exc, (SaveError, ValueError)) else type(exc).__name__
        return None, texts.save_discarded(reason)


def dump(session: Session) -> str:
    return json.dumps(session.to_save())
