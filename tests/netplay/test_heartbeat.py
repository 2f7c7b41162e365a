"""Heartbeats (docs/protocol.md, section 5): a ping every 2 s; a peer silent for 8 s is
lost until it is heard again."""
from __future__ import annotations

import json

from online.heartbeat import Heartbeat


def test_a_silent_peer_is_lost_after_eight_seconds_and_found_again():
    beat = Heartbeat(now_ms=0)
    assert beat.due(1000) == [] and json.loads(beat.due(2000)[0])["type"] == "ping"
    assert beat.due(2500) == []                      # not again before another 2 s
    assert not beat.lost(8000) and beat.lost(8001)
    beat.heard(8500)
    assert not beat.lost(9000)
