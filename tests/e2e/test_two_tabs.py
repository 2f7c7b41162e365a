"""Two tabs of one game (issue 12): the second tab only follows the first (it cannot
overwrite the save or replay a move), and takes over when the first one closes."""
from __future__ import annotations

import json

from .conftest import instrument, wait_ready
from .page_driver import SAVE_KEY, body, confirm_handoff, perform, race_policy, saved_game, start_hotseat


#: Counts the page's writes of its saved game.
WRITES_SPY = """
window.__saveWrites = 0;
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (key === %r) window.__saveWrites += 1;
  return setItem.call(this, key, value);
};
""" % SAVE_KEY


def test_a_second_tab_only_follows_and_takes_over_when_the_first_closes(new_page):
    first = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(first, seed=3)
    confirm_handoff(first)
    second = instrument(first.context.new_page(), first.base_url)
    second.set_viewport_size({"width": 1366, "height": 800})
    second.add_init_script(WRITES_SPY)
    second.goto("index.html")
    wait_ready(second)
    assert body(second, "watching") == "true"
    # it wrote nothing as it opened (it rewrote the save it had just read, before it
    # knew another tab plays: a move made meanwhile in the first tab would have gone)
    assert second.evaluate("window.__saveWrites") == 0
    assert "another tab" in second.get_by_test_id("notice").inner_text()
    # A click in the watching tab changes nothing, and says why.
    saved_before = second.evaluate(f"localStorage.getItem({SAVE_KEY!r})")
    confirm = second.get_by_test_id("handoff-confirm")
    if confirm.is_visible():
        confirm.click()
    card = second.locator('#my-area [data-act="hand"]').first
    if card.count():
        card.click()
    assert second.evaluate(f"localStorage.getItem({SAVE_KEY!r})") == saved_before
    assert "another tab" in second.get_by_test_id("notice").inner_text()
    # The playing tab moves: the watching tab shows the new position.
    game = saved_game(first)
    perform(first, game, race_policy(game))
    moves = len(saved_game(first).actions)
    second.wait_for_function(f"document.body.dataset.actions === '{moves}'")
    # The playing tab closes: the other one plays on from the same position.
    first.close()
    second.wait_for_function("document.body.dataset.watching === 'false'")
    assert "you play in this tab now" in second.get_by_test_id("notice").inner_text()
    confirm_handoff(second)
    game = saved_game(second)
    assert len(game.actions) == moves
    perform(second, game, race_policy(game))
    assert len(json.loads(second.evaluate(f"localStorage.getItem({SAVE_KEY!r})"))[
        "record"]["actions"]) > moves
    assert second.console_errors == [], second.console_errors


def test_a_following_tab_starts_no_game_of_its_own(new_page):
    """With no game yet, both tabs open the new-game dialog; the second, learning that
    the first plays, closes its own. A game started there anyway (New game, Start) was
    shown but could never be saved nor played ("open in another tab")."""
    first = new_page(viewport={"width": 1366, "height": 800})
    first.goto("index.html")
    wait_ready(first)
    first.get_by_test_id("new-game-dialog").wait_for(state="visible")
    second = instrument(first.context.new_page(), first.base_url)
    second.goto("index.html")
    wait_ready(second)
    second.wait_for_function("document.body.dataset.watching === 'true'")
    second.get_by_test_id("new-game-dialog").wait_for(state="hidden")
    second.get_by_test_id("new-game-open").click()          # New game: refused, and why
    assert "another tab" in second.get_by_test_id("notice").inner_text()
    assert not second.get_by_test_id("new-game-dialog").is_visible()
    assert second.evaluate(f"localStorage.getItem({SAVE_KEY!r})") is None
    assert second.locator('#my-area [data-act="hand"]').count() == 0
    # the first tab still starts its game, and the second follows it
    first.get_by_test_id("ng-start").click()
    first.wait_for_function("document.body.dataset.actions !== undefined "
                            "&& document.body.dataset.actions !== ''")
    moves = len(saved_game(first).actions)
    second.wait_for_function(f"document.body.dataset.actions === '{moves}'")
    assert second.console_errors == [], second.console_errors
