"""The saved game's text in the browser's storage, read back into a session (no DOM:
``main.py`` reads and writes localStorage, this decides what the text means)."""
from __future__ import annotations

import json
from typing import Callable

from core.i18n import _

from . import json_text, texts
from .seats import SaveError
from .session import Session

SAVE_KEY = "avs1911.save"
#: The players and rules of the last game set up in the new-game dialog (``Session.setup``).
SETUP_KEY = "avs1911.setup"
#: Where a save that cannot be read back is kept when the player starts afresh.
DAMAGED_KEY = "avs1911.save.damaged"
#: What a guest of an online game keeps (online.play: its secret, name, last session).
GUEST_KEY = "avs1911.guest"
#: What the playing tab of a guest shows (online.guest: its view of the host's game), for
#: the browser's other tabs to follow; there only while that tab's game is a guest's.
GUEST_VIEW_KEY = "avs1911.guest.view"


def guest_playing(raw: object) -> bool:
    """Whether the guest's memory (``GUEST_KEY``'s text) says this browser plays a friend's
    online game now (not one that ended, or that it left for another)."""
    try:
        data = json_text.loads(raw) if isinstance(raw, str) else None
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("playing") is True


def guest_gone(raw: object) -> str | None:
    """The guest's memory (``GUEST_KEY``'s text) once this browser plays a game of its own:
    no longer playing a friend's (a reload stopped asking to join it again only when the
    page left a connected game); None when there is nothing to change."""
    if not guest_playing(raw):
        return None
    return json.dumps({**json_text.loads(raw), "playing": False})


def in_progress(raw: object) -> bool:
    """Whether the saved game (``SAVE_KEY``'s text) is one in progress: read back, not
    over, a move played (a new game replacing it is asked about first)."""
    session, _message = restore(raw)
    return session is not None and not session.table.over and session.table.moves_played > 0


def restore(raw: object) -> tuple[Session | None, str]:
    """The session saved as ``raw`` (a string, or anything else when nothing is saved)
    and what to say: ("", nothing saved), or why a save cannot be read back (any
    garbage: the page reports it and never crashes; the save itself is left alone)."""
    if not isinstance(raw, str):
        return None, ""
    try:
        data = json_text.loads(raw)
    except json_text.TooDeep:
        return None, texts.save_damaged(_("its brackets nest far deeper than any saved "
                                          "game's"))
    except ValueError:  # not JSON: a write cut short, or text from elsewhere
        return None, texts.save_damaged(_("its text is cut short or garbled"))
    try:
        return Session.from_save(data), _(texts.RESTORED)
    except SaveError as exc:
        return None, texts.save_damaged(str(exc))
    except Exception as exc:  # noqa: BLE001 - a corrupt save of any shape
        return None, texts.save_damaged(type(exc).__name__)


def aside_key(read: Callable[[str], object], raw: str) -> str:
    """Where "Start afresh" keeps a damaged save: ``DAMAGED_KEY``, or when that holds
    another damaged save already, the first of ``DAMAGED_KEY.2``, ``.3``... that is free
    (or holds this very save): one set aside before is never overwritten."""
    key, number = DAMAGED_KEY, 1
    while isinstance(held := read(key), str) and held != raw and number < 100:
        number += 1  # (nothing there reads as None, JavaScript's null or False: refused)
        key = f"{DAMAGED_KEY}.{number}"
    return key


def dump(session: Session) -> str:
    return json.dumps(session.to_save())
