"""Small browser helpers the page's parts share: an element by id, an attribute as text,
and localStorage calls that a refusing browser cannot break."""
from __future__ import annotations

from pyscript import document, window


def el(element_id: str):
    return document.getElementById(element_id)


def attr(node, name: str) -> str | None:
    """An element's attribute as text, or None (also for a missing element: JS null)."""
    if not node or not hasattr(node, "getAttribute"):
        return None
    value = node.getAttribute(name)
    return value if isinstance(value, str) else None


def storage_call(method: str, *args):
    """localStorage, or False when the browser refuses it (then the page plays unsaved)."""
    try:
        return getattr(window.localStorage, method)(*args)
    except Exception:
        return False
