"""Tests of the online play logic (``web/online``), imported as the page imports it."""
from __future__ import annotations

import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))
