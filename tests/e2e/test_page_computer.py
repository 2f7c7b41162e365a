"""A seat can be played by the computer (every agent of core.agents is offered as a level)."""
from __future__ import annotations

from .conftest import wait_ready
from .page_driver import body, perform, race_policy, saved, saved_game


def test_the_computer_answers_the_human_move_without_any_hand_off(page):
    page.goto("index.html")
    wait_ready(page)
    page.get_by_test_id("ng-mode-computer").check()
    assert not page.get_by_test_id("ng-name2").is_visible()
    level = page.get_by_test_id("ng-level")
    assert level.is_visible() and level.locator("option").count() >= 1
    values = level.locator("option").evaluate_all("os => os.map(o => o.value)")
    level.select_option("easy" if "easy" in values else values[0])  # the quickest to answer
    page.get_by_test_id("ng-name1").fill("Cy")
    page.get_by_test_id("ng-explorer1").select_option("1")  # the human plays Scott
    page.get_by_test_id("ng-seed").fill("9")
    page.get_by_test_id("ng-start").click()
    # Amundsen (the computer) moves first, then it is the human's turn: no cover screen.
    page.wait_for_function("document.body.dataset.toMove === '1'", timeout=20_000)
    assert body(page, "handoff") == "false" and body(page, "viewer") == "1"
    seats = saved(page)["seats"]
    assert seats[0]["kind"] == "computer" and seats[0]["level"] in values
    assert seats[1] == {"name": "Cy", "kind": "human", "level": ""}
    for _ in range(3):
        game = saved_game(page)
        done = len(game.actions)
        perform(page, game, race_policy(game))
        page.wait_for_function(
            f"document.body.dataset.toMove === '1' && Number(document.body.dataset.actions) > {done + 1}"
            " || document.body.dataset.outcome !== ''", timeout=20_000)
    assert body(page, "handoff") == "false"
    assert "Cy (Scott)" in page.get_by_test_id("status").inner_text()
    assert page.console_errors == [], page.console_errors
