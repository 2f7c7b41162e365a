"""JSON text from outside the page's own code (a pasted game record, a saved game, a
peer's message), read without risk: brackets nested deeper than the page ever writes
overflow Pyodide's stack inside ``json.loads`` (a crash no ``except`` catches, where
CPython raises RecursionError), so the nesting is measured first, without parsing."""
from __future__ import annotations

import json
import re
from typing import Any

#: Far deeper than any saved game or game record the page writes (3 levels).
MAX_DEPTH = 32
#: A JSON string literal (its brackets do not count).
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


class TooDeep(ValueError):
    """JSON text nested deeper than allowed (refused before parsing)."""


def nesting(text: str) -> int:
    """How deep brackets nest in ``text`` outside its strings (an unclosed string ends
    the count there)."""
    depth = deepest = 0
    for char in _BRACKETS.findall(_STRING.sub("", text).split('"', 1)[0]):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads(text)``; ValueError for text that is not JSON, TooDeep (a ValueError)
    for text that nests deeper than ``max_depth``."""
    if nesting(text) > max_depth:
        raise TooDeep(f"JSON nested more than {max_depth} deep")
    try:
        return json.loads(text)
    except RecursionError as exc:
        raise TooDeep("JSON nested too deep") from exc
