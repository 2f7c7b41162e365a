"""Helpers for the offline/install tests: extra servers, the service worker, a few moves."""
from __future__ import annotations

import contextlib

from .computer_driver import start_vs_computer, wait_for_human
from .conftest import _load_serve_module, wait_ready
from .page_driver import body, perform, race_policy, saved_game

HUMAN = 0


@contextlib.contextmanager
def served(directory, cache_control: str = "no-cache"):
    """Serve ``directory`` on a free port for the block (with this ``Cache-Control``);
    yields its base URL."""
    server, url = _load_serve_module().start_background_server(
        directory, port=0, quiet=True, cache_control=cache_control)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


def wait_controlled(page, timeout_ms: int = 120_000) -> None:
    """Wait until the service worker has precached the game and controls the page."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=timeout_ms)


def worker_version(page) -> str:
    """The build version of the service worker controlling ``page``."""
    return page.evaluate("""() => new Promise(resolve => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(e.data);
        navigator.serviceWorker.controller.postMessage({type: "version"}, [channel.port2]);
    })""")


def play_moves(page, count: int) -> None:
    """Play ``count`` of the human's moves (the computer answers each) by clicks."""
    for _ in range(count):
        wait_for_human(page, HUMAN)
        if body(page, "outcome"):
            return
        game = saved_game(page)
        perform(page, game, race_policy(game))
    wait_for_human(page, HUMAN)


def start_game(page, moves: int, seed: int = 7) -> None:
    """Start a game against the easy computer and play ``moves`` human moves."""
    start_vs_computer(page, "easy", seed=seed, human=HUMAN)
    play_moves(page, moves)


def reload_ready(page) -> None:
    page.reload()
    wait_ready(page)
