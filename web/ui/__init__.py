"""The game page's user interface, as plain Python (no browser imports outside ``main.py``
and ``ui.dom``), so that everything but the DOM glue runs and is tested in CPython too."""
