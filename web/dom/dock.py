"""The dock and the board below 1100 px, and in a laptop's short window (docs/layout.md,
"The dock"): the dock (your hand and the action buttons) sticks to the bottom of the
screen and the status bar to its top, and they may cover part of the board, most of all
on a phone held sideways.
Three helpers keep the board's places you may click (and the row) in sight:

* the dock's and the status bar's heights are kept in the ``--dock-h`` and
  ``--status-h`` CSS variables: the first is the bottom scroll margin of everything
  outside the dock, the second the page's top scroll padding, so a place reached by Tab
  (or any scroll into view) stops between them instead of under one, and what lies in
  the dock (in sight at the bottom) scrolls nothing;
* after you pick hand cards, if none of the board's highlighted places is wholly seen,
  the page scrolls the first of them to the middle of what the two leave in sight (the
  dock, and so your hand, stays put);
* when your turn begins and the row lies partly under the dock, the page scrolls it up
  into sight, never so far that it passes under the status bar (a phone held upright:
  "take the highlighted row card", and the row was below the dock).
"""
from __future__ import annotations

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document

#: The board's places that a click would play right now.
BOARD_TARGETS = "#board [data-legal='true']"


class Dock:
    """Keeps ``--dock-h`` and ``--status-h`` equal to the dock's and the status bar's
    heights (a ResizeObserver on both)."""

    def __init__(self) -> None:
        self._on_resize = create_proxy(lambda entries, observer=None: self.measure())
        self._observer = js.ResizeObserver.new(self._on_resize)
        self._observer.observe(document.getElementById("dock"))
        self._observer.observe(document.querySelector(".statusbar"))

    def measure(self) -> None:
        style = document.documentElement.style
        style.setProperty("--dock-h", f"{document.getElementById('dock').offsetHeight}px")
        style.setProperty("--status-h",
                          f"{document.querySelector('.statusbar').offsetHeight}px")


def reveal_board_targets(smooth: bool) -> None:
    """Scroll the first highlighted board place into sight when none of them is wholly
    seen (each is partly off screen, under the dock or under the status bar); nothing
    when one shows."""
    nodes = list(document.querySelectorAll(BOARD_TARGETS))
    top = document.querySelector(".statusbar").getBoundingClientRect().bottom
    bottom = document.getElementById("dock").getBoundingClientRect().top
    if nodes and not any(_in_sight(node, top, bottom) for node in nodes):
        options = {"block": "center", "behavior": "smooth" if smooth else "auto"}
        nodes[0].scrollIntoView(to_js(options, dict_converter=js.Object.fromEntries))


def reveal_row() -> None:
    """Scroll the row up into sight when it lies partly under the dock (or below the
    screen), by as little as that takes and never past the status bar's foot; nothing when
    it is in sight, or above (the player scrolled down on purpose)."""
    row, dock = document.querySelector("[data-testid='row']"), document.getElementById("dock")
    if row is None or not row.getClientRects().length or \
            js.window.getComputedStyle(dock).position != "sticky":
        return  # (on a tall desktop the dock stands in the page)
    top = document.querySelector(".statusbar").getBoundingClientRect().bottom
    box, under = row.getBoundingClientRect(), dock.getBoundingClientRect()
    beside = box.left >= under.right or box.right <= under.left  # (a laptop: side by side)
    bottom = js.window.innerHeight if beside else min(js.window.innerHeight, under.top)
    if box.bottom > bottom and box.top > max(0, top):
        js.window.scrollBy(0, min(box.bottom - bottom, box.top - max(0, top)))


def _in_sight(node, status_bottom: float, dock_top: float) -> bool:
    """Whether all of ``node`` is on screen below the status bar and above the dock (the
    board lies between them on the page, so this holds at every width)."""
    box = node.getBoundingClientRect()
    return (box.top >= max(0, status_bottom)
            and box.bottom <= min(js.window.innerHeight, dock_top))


def seen(node) -> bool:
    """Whether all of ``node`` is in sight: on screen, and (where the dock and the status
    bar stick) neither under the dock nor under the status bar, unless it is in the dock."""
    dock = document.getElementById("dock")
    if dock is None or dock.contains(node) or js.window.getComputedStyle(dock).position != "sticky":
        return _in_sight(node, 0, js.window.innerHeight)
    return _in_sight(node, document.querySelector(".statusbar").getBoundingClientRect().bottom,
                     dock.getBoundingClientRect().top)
