"""The rules modules: the base game first, then each optional module in a fixed order
(the order their set-up draws from chance, so it must never change).

To add a module: write ``core/modules/<name>.py`` ending with ``MODULE = Module(...)``
(``core.ruleset.Module`` lists what it may declare), add its option to ``core.options``
and its ``MODULE`` to ``MODULES`` below; see docs/architecture.md.
"""
from __future__ import annotations

from ..ruleset import Module
from . import base, depots, patrons, way_back, weather

MODULES: tuple[Module, ...] = (base.MODULE, patrons.MODULE, depots.MODULE, weather.MODULE,
                               way_back.MODULE)
