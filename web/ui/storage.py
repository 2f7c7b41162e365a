"""The saved game's text in the browser's storage, read back into a session (no DOM:
``main.py`` reads and writes localStorage, this decides what the text means)."""
from __future__ import annotations

import json

from core.i18n import _

from . import json_text, texts
from .seats import SaveError
from .session import Session

SAVE_KEY = "avs1911.save"
#: Where a save that cannot be read back is kept when the player starts afresh.
DAMAGED_KEY = "avs1911.save.damaged"


def restore(raw: object) -> tuple[Session | None, str]:
    """The session saved as ``raw`` (a string, or anything else when nothing is saved)
    and what to say: ("", nothing saved), or why a save cannot be read back (any
    garbage: the page reports it and never crashes; the save itself is left alone)."""
    if not isinstance(raw, str):
        return None, ""
    try:
        return Session.from_save(json_text.loads(raw)), _(texts.RESTORED)
    except SaveError as exc:
        return None, texts.save_damaged(str(exc))
    except json_text.TooDeep:
        return None, texts.save_damaged(_("its brackets nest far deeper than any saved "
                                          "game's"))
    except ValueError:  # not JSON: a write cut short, or text from elsewhere
        return None, texts.save_damaged(_("its text is cut short or garbled"))
    except Exception as exc:  # noqa: BLE001 - a corrupt save of any shape
        return None, texts.save_damaged(type(exc).__name__)


def dump(session: Session) -> str:
    return json.dumps(session.to_save())
