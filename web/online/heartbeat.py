"""Heartbeats (docs/protocol.md, section 5): each side pings every 2 s; a peer not heard
from for 8 s is lost (the page says so and pauses the game) until a message arrives."""
from __future__ import annotations

from .protocol import build

PING_EVERY_MS = 2000
LOST_AFTER_MS = 8000


class Heartbeat:
    """When to ping, and whether the peer is lost, from the times the page reports."""

    def __init__(self, now_ms: float) -> None:
        self.last_heard = now_ms
        self.last_sent = now_ms

    def heard(self, now_ms: float) -> None:
        self.last_heard = max(self.last_heard, now_ms)

    def due(self, now_ms: float) -> list[str]:
        """A ping to send now, if one is due."""
        if now_ms - self.last_sent < PING_EVERY_MS:
            return []
        self.last_sent = now_ms
        return [build("ping", t=now_ms)]

    def lost(self, now_ms: float) -> bool:
        return now_ms - self.last_heard > LOST_AFTER_MS
