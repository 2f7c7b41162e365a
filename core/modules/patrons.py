"""Patrons module: each explorer draws one of four patrons, face up, at set-up.

The patron data (who gives what) lives in ``core.patrons``; the effects that last the
whole game are plain state read by the base rules (a wild patron card in colour plays,
Army Officers removing animals from the row).
"""
from __future__ import annotations

from ..board import EXPLORER_NAMES
from ..chance import Chance
from ..deck import deal, log
from ..patrons import OFFICER, OFFICER_REMOVES, PATRONS, START_HAND, START_ON_FIRST_SPACE, WILD_PATRONS
from ..ruleset import Module
from ..state import State


def _prepare(state: State, chance: Chance) -> list[tuple]:
    for player in (0, 1):
        patron = PATRONS[player][chance.index(4, f"patron {EXPLORER_NAMES[player]}")]
        state.patron[player] = patron.key
        state.officer[player] = OFFICER_REMOVES[player] if patron.key == OFFICER else 0
        state.patron_wild[player] = patron.key in WILD_PATRONS
        log(state, "patron", player, (), patron.key)
    return []


def _after_setup(state: State, chance: Chance) -> None:
    for player in (0, 1):
        key = state.patron[player]
        while len(state.hands[player]) < START_HAND.get(key, 0):
            deal(state, player, chance)
        if key in START_ON_FIRST_SPACE:
            state.pos[player] = 1
            log(state, "start_space", player, (), 1)


def _check(state: State, enabled: bool) -> None:
    """Patron fields agree with the module and with the patron drawn."""
    for player in (0, 1):
        key = state.patron[player]
        if not enabled:
            if key or state.patron_wild[player] or state.officer[player]:
                raise AssertionError(f"player {player} has patron data without the Patrons module")
            continue
        if key not in {p.key for p in PATRONS[player]}:
            raise AssertionError(f"player {player} has unknown patron {key!r}")
        if state.patron_wild[player] and key not in WILD_PATRONS:
            raise AssertionError(f"player {player}'s patron {key} cannot be a wild card")
        if state.officer[player] and key != OFFICER:
            raise AssertionError(f"player {player} removes animals without an Army Officer")
        if not 0 <= state.officer[player] <= OFFICER_REMOVES[player]:
            raise AssertionError(f"player {player}'s officer count is {state.officer[player]}")


MODULE = Module("patrons", prepare=_prepare, after_setup=_after_setup, check=_check)
