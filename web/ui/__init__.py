"""The game page's user interface, as plain Python (no browser imports outside ``main.py``,
``ui.computer_view`` and ``ui.newgame``), so that everything else runs and is tested in
CPython too."""
