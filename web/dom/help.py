"""What a card (or a patron, a weather mark, a space) does, on any device: hovering shows
its title as before; a long press, a tap on something that cannot be played, or the
``?`` key on the focused element opens the same words in a panel that stays until
closed (Escape, its button, or a tap elsewhere)."""
from __future__ import annotations

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

LONG_PRESS_MS = 450
MOVE_SLOP_PX = 10
KEYS = ("?", "i")


def _explained(node):
    """The element under ``node`` that carries an explanation, or None."""
    if not node or not hasattr(node, "closest"):
        return None
    found = node.closest("#table [title]")
    if found:
        return found
    group = node.closest("#table svg g[data-testid]")
    return group if group and group.querySelector("title") else None


def _words(node) -> str:
    title = node.getAttribute("title")
    if isinstance(title, str) and title:
        return title
    inner = node.querySelector("title")
    return inner.textContent if inner else ""


class CardHelp:
    """The help panel and the gestures that open it."""

    def __init__(self) -> None:
        self.panel = document.getElementById("card-help")
        self.timer = None
        self.start = (0.0, 0.0)
        self.pressed = None
        self.swallow_click = False
        self.opener = None
        self.touch = False
        listeners = {"pointerdown": self.on_down, "pointerup": self.on_up,
                     "pointercancel": self.on_up, "pointermove": self.on_move,
                     "contextmenu": self.on_context}
        self._proxies = [create_proxy(f) for f in listeners.values()]
        for name, proxy in zip(listeners, self._proxies):
            document.addEventListener(name, proxy)
        self._click = create_proxy(self.on_click_capture)
        document.addEventListener("click", self._click, to_js({"capture": True},
                                  dict_converter=js.Object.fromEntries))
        self._fire = create_proxy(self.on_long_press)

    # -- gestures --------------------------------------------------------------------------
    def on_down(self, event) -> None:
        self.cancel()
        self.touch = event.pointerType in ("touch", "pen")
        self.pressed = _explained(event.target)
        if self.pressed:
            self.start = (event.clientX, event.clientY)
            self.timer = window.setTimeout(self._fire, LONG_PRESS_MS)

    def on_move(self, event) -> None:
        if self.timer is not None and (abs(event.clientX - self.start[0]) > MOVE_SLOP_PX
                                       or abs(event.clientY - self.start[1]) > MOVE_SLOP_PX):
            self.cancel()

    def on_up(self, event=None) -> None:
        self.cancel()

    def cancel(self) -> None:
        if self.timer is not None:
            window.clearTimeout(self.timer)
            self.timer = None

    def on_long_press(self) -> None:
        self.timer = None
        if self.pressed:
            self.swallow_click = True  # the press explained the card: it does not play it
            self.show(self.pressed)

    def on_context(self, event) -> None:
        if _explained(event.target):
            event.preventDefault()  # a long press on a phone opens our help, not a menu

    def on_click_capture(self, event) -> None:
        """A click right after a long press is swallowed; a tap (touch) on something that
        cannot be played explains it; a click elsewhere closes the panel (a tap anywhere
        outside it too: on a phone almost every place has words of its own, and the tap
        meant to close the panel opened another's)."""
        if self.swallow_click:
            self.swallow_click = False
            event.stopPropagation()
            event.preventDefault()
            return
        target = event.target
        if target.closest and target.closest("#card-help"):
            return
        explained = _explained(target)
        # (a control that does something on a tap: a playable card, a button, the piles)
        playable = target.closest and target.closest(
            "[data-legal='true'], [data-act='hand'], [data-act]:not([aria-disabled='true'])")
        if not self.panel.hidden:
            self.hide()
        elif explained and not playable and self.touch:
            self.show(explained)

    # -- keys and the panel ----------------------------------------------------------------
    def on_key(self, event) -> bool:
        """``?`` explains the focused element; Escape closes the panel. True if handled."""
        if event.key in KEYS and _explained(event.target):
            self.show(_explained(event.target))
            event.preventDefault()
            return True
        if event.key == "Escape" and not self.panel.hidden:
            self.hide()
            return True
        return False

    def show(self, node) -> None:
        self.opener = node
        document.getElementById("card-help-text").textContent = _words(node)
        self.panel.hidden = False
        self.panel.querySelector("button").focus()

    def hide(self) -> None:
        self.panel.hidden = True
        opener, self.opener = self.opener, None
        if opener and opener.isConnected and hasattr(opener, "focus"):
            # (without scrolling: a tap that closed the panel left the page where it was)
            opener.focus(to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries))
