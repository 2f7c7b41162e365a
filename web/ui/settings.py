"""The player's preferences, kept in the browser apart from the game: the computer's pace,
sounds, the hot-seat cover, motion, colours and online play across the internet (STUN).
Any stored text reads back to valid settings (an unknown or broken value falls back to its
default), so a bad entry never stops the page."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from . import json_text

SETTINGS_KEY = "avs1911.settings"

#: Milliseconds the computer waits before showing each of its moves, by pace name.
PACES = {"quick": 250.0, "normal": 600.0, "slow": 1400.0}
#: "auto" follows the device's reduced-motion setting.
MOTIONS = ("auto", "on", "off")
#: "auto" follows the device's light or dark preference (``web/boot.js`` reads the choice
#: before Python starts, ``style.css`` draws it).
COLOURS = ("auto", "light", "dark")
#: Public STUN server used only when the player turns on play across the internet.
STUN_URL = "stun:stun.l.google.com:19302"


@dataclass(frozen=True)
class Settings:
    pace: str = "normal"
    sounds: bool = False
    cover_always: bool = False
    motion: str = "auto"
    colours: str = "auto"
    #: Online play across the internet: ask a public STUN server for this device's address.
    stun: bool = False

    @property
    def stun_url(self) -> str:
        """The one address besides the friend's browser that online play may contact."""
        return STUN_URL if self.stun else ""

    @property
    def pace_ms(self) -> float:
        return PACES[self.pace]

    def animate(self, device_reduces_motion: bool) -> bool:
        """Whether pawns glide from space to space."""
        return self.motion == "on" or (self.motion == "auto" and not device_reduces_motion)

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, raw: object) -> "Settings":
        """Settings from stored text; anything missing or invalid takes its default."""
        try:
            data = json_text.loads(raw) if isinstance(raw, str) else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        return cls().updated(data)

    def updated(self, data: dict[str, Any]) -> "Settings":
        """These settings with the valid values of ``data`` (form fields, say) applied."""
        allowed = {"pace": tuple(PACES), "motion": MOTIONS, "colours": COLOURS}
        changes: dict[str, Any] = {}
        for field in fields(self):
            value = data.get(field.name)
            if field.type == "bool" and isinstance(value, bool):
                changes[field.name] = value
            elif field.name in allowed and value in allowed[field.name]:
                changes[field.name] = value
        return replace(self, **changes)
