"""Play feel in the browser: short sounds, the tab title while the page is in the
background, and pawns that glide to their new place (the settings decide which)."""
from __future__ import annotations

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

TITLE = "1911 Amundsen vs Scott"
#: Notes (Hz) of each sound, played one after another.
TUNES = {"turn": (660.0, 880.0), "end": (523.3, 659.3, 784.0, 1046.5)}
NOTE_S = 0.11
GLIDE_MS = 600


class Feel:
    """Sounds, title and pawn motion for one page."""

    def __init__(self) -> None:
        self.audio = None
        self.waiting = False  # the title says "your turn" until the page is looked at
        self._on_visible = create_proxy(lambda event=None: self._title_back())
        document.addEventListener("visibilitychange", self._on_visible)

    # -- sounds --------------------------------------------------------------------------
    def sound(self, kind: str) -> None:
        """Play a short tune (WebAudio; silently nothing where audio is unavailable)."""
        try:
            if self.audio is None:
                self.audio = js.AudioContext.new()
            start = self.audio.currentTime
            for index, frequency in enumerate(TUNES[kind]):
                self._note(frequency, start + index * NOTE_S)
        except Exception:
            self.audio = None

    def _note(self, frequency: float, at: float) -> None:
        oscillator, gain = self.audio.createOscillator(), self.audio.createGain()
        oscillator.frequency.value = frequency
        gain.gain.setValueAtTime(0.12, at)
        gain.gain.exponentialRampToValueAtTime(0.001, at + NOTE_S * 0.95)
        oscillator.connect(gain)
        gain.connect(self.audio.destination)
        oscillator.start(at)
        oscillator.stop(at + NOTE_S)

    # -- the tab title ---------------------------------------------------------------------
    def your_turn(self, text: str) -> None:
        """Mark the tab's title while the page is in the background."""
        if document.hidden:
            self.waiting = True
            document.title = f"● {text} · {TITLE}"

    def _title_back(self) -> None:
        if not document.hidden and self.waiting:
            self.waiting = False
            document.title = TITLE

    # -- pawns -----------------------------------------------------------------------------
    @staticmethod
    def pawn_places() -> dict[str, tuple[str, str]]:
        """Where each pawn stands now (SVG units), by test id."""
        return {node.dataset.testid: (node.dataset.x, node.dataset.y)
                for node in document.querySelectorAll('[data-testid^="pawn-figure-"]')}

    @staticmethod
    def glide(before: dict[str, tuple[str, str]]) -> int:
        """Animate every pawn that moved since ``before``; how many did."""
        moved = 0
        for node in document.querySelectorAll('[data-testid^="pawn-figure-"]'):
            old = before.get(node.dataset.testid)
            new = (node.dataset.x, node.dataset.y)
            if old is None or old == new:
                continue
            frames = [{"transform": f"translate({old[0]}px,{old[1]}px)"},
                      {"transform": f"translate({new[0]}px,{new[1]}px)"}]
            node.animate(to_js(frames, dict_converter=js.Object.fromEntries),
                         to_js({"duration": GLIDE_MS, "easing": "ease-in-out"},
                               dict_converter=js.Object.fromEntries))
            moved += 1
        return moved


def device_reduces_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def show_colours(choice: str) -> None:
    """Draw the page light, dark or as the device prefers ("auto"): ``style.css`` reads
    ``data-colours`` on ``<html>`` (``web/boot.js`` sets it at start-up)."""
    document.documentElement.dataset.colours = choice
