"""Protocol messages (docs/protocol.md, section 2): building and validating."""
from __future__ import annotations

import json
from typing import Any

from ui.json_text import nesting

VERSION = 1
MAX_BYTES = 16 * 1024
MAX_DEPTH = 8
#: The most moves played for the guest (one choice each) a ``sync``'s ``forced`` lists.
FORCED_TOLD = 12
FIELDS: dict[str, dict[str, type | tuple[type, ...]]] = {
    "welcome": {"session": str, "seat": int, "names": list},
    "hello": {"session": str, "secret": str},
    "sync": {"state": int, "moves": int, "observation": dict, "legal": list, "since": int,
             "events": list, "paused": bool, "more": bool},
    "action": {"notation": str, "state": int},
    "result": {"winner": (int, type(None)), "record": dict},
    "error": {"code": str, "detail": str},
    "ping": {"t": (int, float)},
    "pong": {"t": (int, float)},
    "rematch": {},
    "bye": {},
}


class ProtocolError(ValueError):
    """The one error a bad message raises; `code` is the protocol error code."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = code
        self.detail = detail


def build(kind: str, **fields: Any) -> str:
    """Return the JSON text of a message, checked like an incoming one."""
    text = json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"))
    parse(text)
    return text


def _depth(value: Any) -> int:
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def parse(text: Any) -> dict[str, Any]:
    """Validate raw message text and return the message; raise ProtocolError otherwise."""
    if not isinstance(text, str) or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise ProtocolError("too_big", "a message is text of at most 16 KiB")
    if nesting(text) > MAX_DEPTH + 1:  # before json: deep nesting overflows Pyodide's stack
        raise ProtocolError("bad_json", "a message is a JSON object nested at most 8 deep")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_json", "not valid JSON") from exc
    if not isinstance(message, dict) or _depth(message) > MAX_DEPTH:
        raise ProtocolError("bad_json", "a message is a JSON object nested at most 8 deep")
    if message.get("v") != VERSION:
        raise ProtocolError("bad_field", "unsupported protocol version")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise ProtocolError("unknown_type", "unknown message type")
    for name, types in FIELDS[kind].items():
        value = message.get(name)
        if not isinstance(value, types) or (isinstance(value, bool) and types in (int, (int, float))):
            raise ProtocolError("bad_field", f"field {name!r} is missing or of the wrong type")
    return message
