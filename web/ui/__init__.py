"""The game page's user interface as plain Python: texts, selection, views (HTML strings),
the session and the computer's turns. Only ``main.py``, ``computer_view.py`` and
``newgame.py`` touch the browser (``js``/``pyscript``); everything else runs and is tested
in CPython (``tests/page/``)."""
