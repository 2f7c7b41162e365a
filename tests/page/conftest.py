"""Browser-free tests of the page's Python (``web/ui``) and ``core.targets``.

``web/`` is put on ``sys.path`` the way Pyodide sees it (the page's working directory),
so ``import ui`` works here too. Modules that need the browser (``ui.newgame``,
``main.py``) are covered by the end-to-end tests instead.
"""
from __future__ import annotations

import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))
