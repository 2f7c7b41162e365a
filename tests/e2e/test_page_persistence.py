"""Every action is saved in localStorage: reloading resumes the exact game, and a corrupt
save is reported and discarded without breaking the page."""
from __future__ import annotations

import json

from .conftest import wait_ready
from .page_driver import (SAVE_KEY, body, confirm_handoff, perform, race_moves, race_policy, saved,
                          saved_game, start_hotseat)


def _table(page) -> dict:
    """What a player sees: hands (test ids in order), places, counts, the log."""
    return {
        "hands": [page.get_by_test_id(f"hand-{p}").locator("[data-testid]").evaluate_all(
            "els => els.map(e => e.dataset.testid)") for p in (0, 1)],
        "where": [page.get_by_test_id(f"where-{p}").inner_text() for p in (0, 1)],
        "row": page.get_by_test_id("row").locator("[data-card]").evaluate_all(
            "els => els.map(e => e.dataset.card)"),
        "deck": page.get_by_test_id("deck-count").inner_text(),
        "log": page.get_by_test_id("log").inner_text(),
        "status": page.get_by_test_id("status").inner_text(),
    }


def test_reload_resumes_the_same_game(page):
    start_hotseat(page, seed=21, patrons=True)
    race_moves(page, 12)
    before = _table(page)
    record = saved(page)["record"]
    assert len(record["actions"]) >= 12

    page.reload()
    wait_ready(page)
    # The player who had the device keeps it: no new hand-off, same view.
    assert body(page, "handoff") == "false"
    assert _table(page) == before
    assert saved(page)["record"] == record
    assert "restored" in page.get_by_test_id("notice").inner_text()
    assert not page.get_by_test_id("new-game-dialog").is_visible()
    assert page.console_errors == [], page.console_errors

    # And the game goes on from there.
    game = saved_game(page)
    perform(page, game, race_policy(game))
    assert len(saved(page)["record"]["actions"]) > len(record["actions"])


def _load_with_save(page, text: str) -> None:
    page.goto("index.html")
    wait_ready(page)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, text])
    page.reload()
    wait_ready(page)


def test_garbage_in_storage_is_reported_and_discarded(page):
    _load_with_save(page, "{this is not json")
    notice = page.get_by_test_id("notice")
    assert notice.is_visible()
    assert "could not be restored" in notice.inner_text()
    assert page.evaluate(f"localStorage.getItem({SAVE_KEY!r})") is None
    # The page still works: a new game can start.
    assert page.get_by_test_id("new-game-dialog").is_visible()
    page.get_by_test_id("ng-start").click()
    assert page.get_by_test_id("handoff").is_visible()
    assert page.console_errors == [], page.console_errors


def test_a_save_with_an_illegal_move_is_reported_and_discarded(page):
    start_hotseat(page, seed=4)
    confirm_handoff(page)
    data = saved(page)
    data["record"]["actions"] = ["take", "pole Ra1 Ga1 Ba1 Ya1"]
    data["forced"] = [False, False]
    page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                  [SAVE_KEY, json.dumps(data)])
    page.reload()
    wait_ready(page)
    text = page.get_by_test_id("notice").inner_text()
    assert "could not be restored" in text and "action 2" in text
    assert page.evaluate(f"localStorage.getItem({SAVE_KEY!r})") is None
    assert page.console_errors == [], page.console_errors
