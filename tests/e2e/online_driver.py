"""Helpers that drive two game pages through an online game by clicks, like two friends
would: the host fills the new-game dialog, the invitation and the answer are pasted from
one page into the other, and each move is made on whichever page is to move. Used by the
online tests, the online latency benchmark and the layout sweep.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable

from core import Game, Options

from .conftest import wait_ready
from .page_driver import (body, confirm_handoff, open_new_game, perform, race_policy, saved,
                          saved_game, tick_options)

#: Every rule option the dialog offers, by name (the dialog's boxes are ``ng-<name>``).
MODULES = tuple(option.name for option in fields(Options))


def shown_code(page) -> str:
    """The code the online dialog shows (an invitation on the host, an answer on the guest)."""
    page.wait_for_function("document.getElementById('online-code').value.length > 0",
                           timeout=20000)
    return page.get_by_test_id("online-code").input_value()


def host_game(page, modules: tuple[str, ...] = MODULES, hints: bool = True) -> str:
    """The host fills the new-game dialog for an online game (``hints``: the Hints box);
    the invitation code."""
    page.goto("index.html")
    wait_ready(page)
    open_new_game(page, "online")
    assert not page.get_by_test_id("ng-seed").is_visible()  # online seeds are never typed
    page.get_by_test_id("ng-name1").fill("Ada")
    page.get_by_test_id("ng-name2").fill("Bea")
    page.get_by_test_id("ng-explorer1").select_option("0")
    tick_options(page, modules)
    page.get_by_test_id("ng-hints").set_checked(hints)
    page.get_by_test_id("ng-start").click()
    page.get_by_test_id("online-dialog").wait_for(state="visible")
    return shown_code(page)


def paste_invitation(guest, invitation: str) -> str:
    """The guest pastes the invitation (a code or a link); the answer code it shows."""
    guest.get_by_test_id("online-offer-in").fill(invitation)
    guest.get_by_test_id("online-join").click()
    return shown_code(guest)


def paste_answer(host, guest, answer: str) -> None:
    """The host pastes the guest's answer; wait until both pages are connected and in step."""
    host.get_by_test_id("online-answer-in").fill(answer)
    host.get_by_test_id("online-connect").click()
    for page in (host, guest):
        page.wait_for_function("document.body.dataset.online === 'connected'", timeout=20000)
    in_step(host, guest)


def in_step(host, guest) -> None:
    """Wait until the guest shows the position the host saved."""
    moves = len(saved(host)["record"]["actions"])
    guest.wait_for_function(f"document.body.dataset.actions === '{moves}'", timeout=20000)


def open_join(guest) -> None:
    """A fresh page, New game -> online -> "Join a friend's game"."""
    guest.goto("index.html")
    wait_ready(guest)
    # a page loaded again in its tab follows the game until the page before it has let go
    # of the playing tab's lock (a few ms): only then does it start or join games
    guest.wait_for_function("document.body.dataset.watching === 'false'")
    confirm_handoff(guest)  # a hot-seat game of its own, reloaded, stands behind its cover
    open_new_game(guest, "online")
    guest.get_by_test_id("ng-join").click()
    guest.get_by_test_id("online-dialog").wait_for(state="visible")


def join_fresh(guest, invitation: str) -> str:
    """Open a fresh page's join dialog and paste ``invitation``; the answer code."""
    open_join(guest)
    return paste_invitation(guest, invitation)


def play_moves(host, guest, moves: int | None = None,
               look: Callable[[Any, str], None] | None = None) -> Game:
    """Play by clicks on whichever page is to move (the host's save says the position).
    ``look(page, where)``, if given, is called on both pages before each move and on the
    mover's page once the move's cards are picked (the layout sweep's checks)."""
    played = 0
    game = saved_game(host)
    host_seat = int(body(host, "viewer"))
    while not game.over and (moves is None or played < moves):
        page = host if game.to_move() == host_seat else guest
        picked = None
        if look is not None:
            for each, who in ((host, "host"), (guest, "guest")):
                look(each, f"move {played} ({who})")
            picked = (lambda p, at=played: look(p, f"move {at}, cards picked"))
        perform(page, game, race_policy(game), picked=picked)
        in_step(host, guest)
        game, played = saved_game(host), played + 1
    return game
