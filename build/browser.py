"""How the tests and benchmarks launch Debian's Chromium (one place for the flags)."""
from __future__ import annotations

import os

#: Headless flags that work on the project's machines (no sandbox as root, no outside
#: network chatter) plus local-IP ICE candidates for WebRTC between two local pages.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Containers often give /dev/shm only 64 MB; Pyodide pages then crash.
    "--disable-dev-shm-usage",
    "--disable-features=WebRtcHideLocalIpsWithMdns",
]

#: Set by the page once Python has started and the game is interactive.
READY_SELECTOR = 'body[data-ready="true"]'


def chromium_executable() -> str:
    """``$CHROMIUM`` or Debian's /usr/bin/chromium (Playwright's download fails here)."""
    return os.environ.get("CHROMIUM") or "/usr/bin/chromium"
