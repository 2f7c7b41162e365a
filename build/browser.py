"""How the tests and benchmarks launch Debian's Chromium (one place for the flags)."""
from __future__ import annotations

import os
import shutil

#: Below this much free /dev/shm, Chromium is told to keep its shared memory in /tmp.
SMALL_SHM_BYTES = 1 << 30


def _shm_is_small(path: str = "/dev/shm") -> bool:
    """Whether /dev/shm is missing or small (Docker's default is 64 MB, and Pyodide pages
    then crash). Where it is large, it stays in use: /tmp is on disk, which can be full."""
    try:
        return shutil.disk_usage(path).free < SMALL_SHM_BYTES
    except OSError:
        return True


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
    "--disable-features=WebRtcHideLocalIpsWithMdns",
] + (["--disable-dev-shm-usage"] if _shm_is_small() else [])

#: Set by the page once Python has started and the game is interactive.
READY_SELECTOR = 'body[data-ready="true"]'


def chromium_executable() -> str:
    """``$CHROMIUM`` or Debian's /usr/bin/chromium (Playwright's download fails here)."""
    return os.environ.get("CHROMIUM") or "/usr/bin/chromium"
