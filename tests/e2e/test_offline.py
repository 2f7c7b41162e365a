"""Offline play (issue 11): after one visit the service worker serves the whole game;
a saved game survives offline reloads, also under a sub-path."""
from __future__ import annotations

from .computer_driver import FAST
from .conftest import wait_ready
from .offline_driver import (play_moves, reload_ready, served, start_game, wait_controlled,
                             worker_version)
from .page_driver import body, saved


def _offline_round_trip(page, url: str, to_the_end: bool = False) -> None:
    """Visit online, go offline, reload, play, reload again: the game resumes each time;
    ``to_the_end`` then plays the resumed game, still offline, until it is over."""
    page.goto(url)
    wait_ready(page)
    wait_controlled(page)
    page.context.set_offline(True)
    reload_ready(page)
    start_game(page, moves=3)
    before = saved(page)["record"]
    actions = body(page, "actions")
    assert int(actions) >= 6, "the computer did not answer offline"
    reload_ready(page)
    assert saved(page)["record"] == before
    assert body(page, "actions") == actions and body(page, "outcome") == ""
    play_moves(page, 200 if to_the_end else 1)  # the resumed game goes on, still offline
    assert int(body(page, "actions")) > int(actions)
    if to_the_end:
        assert body(page, "outcome"), "the offline game did not reach its end"
        assert page.get_by_test_id("end-screen").is_visible()
    assert page.foreign_requests == [] and page.console_errors == [], page.console_errors


def test_offline_after_one_visit_plays_and_resumes(page):
    _offline_round_trip(page, "index.html" + FAST, to_the_end=True)


def test_offline_under_a_sub_path(new_page, dist_dir, tmp_path):
    (tmp_path / "some").mkdir()
    (tmp_path / "some" / "path").symlink_to(dist_dir, target_is_directory=True)
    with served(tmp_path) as url:
        page = new_page(base_url=url)
        _offline_round_trip(page, "some/path/" + FAST)
        scope = page.evaluate("navigator.serviceWorker.controller.scriptURL")
        assert scope == url + "some/path/sw.js"
        assert worker_version(page)
