"""Keyboard play (docs/layout.md, "Focus order"): Tab goes hand → row → board and other
targets → action buttons → the rest of the page; the arrow keys move within the hand and
within the row (one tab stop per group; Home and End go to its first and last card); after every change the focus stays with the
player instead of dropping to the page's body."""
from __future__ import annotations

import js
from pyodide.ffi import to_js
from pyscript import document

from .dock import seen

#: Tab stops in play order: (group, CSS selector, tabindex). Positive tab indexes put the
#: game's controls first, in this order, ahead of the menus and the log.
HAND = "#my-area .hand [data-act='hand']"
ROW = ".row [data-act='target']"
GROUPS = (("hand", HAND, 1), ("row", ROW, 2))
TARGETS = ("#board [data-legal='true'], #supply .deck[data-legal='true'], "
           "#my-area .front[data-legal='true'], #their-area .front[data-legal='true']", 3)
BUTTONS = ("#actions button", 4)
ARROWS = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
#: Home and End go to the first and the last card of the group.
ENDS = {"Home": 0, "End": -1}
OPEN_LAYERS = "dialog[open], #handoff:not([hidden])"


class Keys:
    """Tab order, arrow keys and focus keeping for the table."""

    def __init__(self) -> None:
        self.current: dict[str, str] = {}  # group -> test id of its tab stop
        self.position: object = None  # the position the tab stops were last given for

    def order(self, position: object = None) -> None:
        """Give the table's controls their tab order (after every render; ``position``:
        the position on screen, None for the same one). In a new position the row's stop
        leaves a card that can no longer be taken (in the advanced variant it moved out
        of the three rightmost) for one that can."""
        moved_on = position is not None and position != self.position
        if moved_on:
            self.position = position
        for group, selector, index in GROUPS:
            nodes = list(document.querySelectorAll(selector))
            if moved_on and group == "row" and self.current.get(group):
                legal = [_testid(n) for n in nodes if n.getAttribute("data-legal") == "true"]
                if legal and self.current[group] not in legal:
                    del self.current[group]
            stop = self._stop(group, nodes)
            for node in nodes:
                node.tabIndex = index if _testid(node) == stop else -1
        for selector, index in (TARGETS, BUTTONS):
            for node in document.querySelectorAll(selector):
                node.tabIndex = index

    def _stop(self, group: str, nodes: list) -> str | None:
        """The test id of the group's tab stop: the card last moved to, else the first
        legal card, else the first."""
        ids = [_testid(node) for node in nodes]
        if self.current.get(group) in ids:
            return self.current[group]
        legal = [_testid(node) for node in nodes if node.getAttribute("data-legal") == "true"]
        return (legal or ids or [None])[0]

    def arrow(self, event) -> bool:
        """Move along the hand or the row with the arrow keys (Home, End: to its ends);
        True if handled."""
        step, end = ARROWS.get(event.key), ENDS.get(event.key)
        here = _testid(event.target)
        for group, selector, _index in GROUPS if (step or end is not None) and here else ():
            nodes = list(document.querySelectorAll(selector))
            ids = [_testid(node) for node in nodes]
            if here in ids:
                node = nodes[end] if end is not None else nodes[(ids.index(here) + step) % len(nodes)]
                self.current[group] = _testid(node)
                self.order()
                node.focus()
                event.preventDefault()
                return True
        return False

    def remember(self, node) -> None:
        """A hand or row card got the focus (by click or key): it is its group's stop."""
        for group, selector, _index in GROUPS:
            if node and hasattr(node, "matches") and node.matches(selector):
                self.current[group] = _testid(node)

    def keep_focus(self) -> None:
        """After a change, if the focus fell to the page, give it back to the player's
        first tab stop that can be played (see ``focus_first``); a keyboard player's
        focus is kept in sight."""
        active = document.activeElement
        if (active and getattr(active, "tagName", "BODY") not in ("BODY", "HTML")
                and active.isConnected and active.getClientRects().length):
            show_keyboard_focus(active)  # still on something the player can see
            return
        self.focus_first()

    def focus_first(self, scroll: bool = False) -> bool:
        """Focus the player's first tab stop that can be played (a card of the hand, else
        of the row, that then becomes its group's stop; else the first target or button;
        failing that, the first stop at all), unless a dialog or the hand-off cover is
        open; True if it did. Kept in sight as ``show_keyboard_focus`` says (always, if
        ``scroll``)."""
        if document.querySelector(OPEN_LAYERS):
            return False
        for group, selector, _index in GROUPS:
            legal = [_testid(n) for n in document.querySelectorAll(selector)
                     if n.getAttribute("data-legal") == "true"]
            if legal and self.current.get(group) not in legal:
                self.current[group] = legal[0]
                self.order()
        stops = [n for selector in (HAND, ROW, TARGETS[0], BUTTONS[0])
                 for n in document.querySelectorAll(selector) if n.tabIndex > 0]
        legal = [n for n in stops if n.getAttribute("data-legal") == "true"]
        if not stops:
            return False
        node = (legal or stops)[0]
        focus_quietly(node)
        show_keyboard_focus(node, always=scroll)
        return True


def _testid(node) -> str | None:
    """An element's test id (None for anything without one, or no element)."""
    if not node or not hasattr(node, "getAttribute"):
        return None
    value = node.getAttribute("data-testid")
    return value if isinstance(value, str) else None


def show_keyboard_focus(node, always: bool = False) -> None:
    """A keyboard player (the browser shows the focus ring) must see where the focus is:
    scroll it into sight if it lies partly off the screen or under the sticky dock or
    status bar (``dock.seen``). Under a mouse or a finger the page stays still (unless
    ``always``: the skip link asked for it)."""
    if (always or node.matches(":focus-visible")) and not seen(node):
        node.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))


def focus_quietly(node) -> None:
    """Focus without scrolling the page (the sticky dock already shows the hand)."""
    node.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
