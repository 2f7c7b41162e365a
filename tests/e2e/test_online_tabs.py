"""Second tabs of an online game: the guest's page holds no game, only the host's view, so
its playing tab keeps that view in the browser's storage, and another tab of the guest's
browser shows it read-only (it never writes a save nor talks to the host); when the
playing tab closes, the other one keeps the board and asks for a new invitation. The
host's second tab follows the host's save, as any local game's does."""
from __future__ import annotations

from .conftest import instrument, wait_ready
from .online_driver import in_step, host_game, join_fresh, paste_answer, paste_invitation, \
    play_moves, shown_code
from .page_driver import body

GUEST_VIEW_KEY = "avs1911.guest.view"

#: Counts the page's writes of anything it keeps of a game (a save, a guest's view or
#: memory) and the texts it would send to a peer (the WebRTC script is never loaded).
WRITES_SPY = """
window.__gameWrites = [];
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  if (String(key).startsWith("avs1911.save") || String(key).startsWith("avs1911.guest"))
    window.__gameWrites.push(key);
  return setItem.call(this, key, value);
};
const removeItem = Storage.prototype.removeItem;
Storage.prototype.removeItem = function (key) {
  if (String(key).startsWith("avs1911.")) window.__gameWrites.push("-" + key);
  return removeItem.call(this, key);
};
"""

HAND = '#my-area [data-act="hand"]'


def _hand(page) -> list[str]:
    return page.locator(HAND).evaluate_all("cards => cards.map(c => c.dataset.card)")


#: The tab lock's answer comes a second late (as on a loaded machine, where a host's
#: second tab once fetched the connection's script before it knew it only follows).
SLOW_LOCK = """
(() => {
  const request = navigator.locks.request.bind(navigator.locks);
  navigator.locks.request = (name, options, callback) => request(name, options,
      lock => new Promise(done => setTimeout(done, 1000)).then(() => callback(lock)));
})();
"""


def _second_tab(first, slow_lock: bool = False):
    """Another tab of ``first``'s browser, opened on the game page, with the writes spy."""
    second = instrument(first.context.new_page(), first.base_url)
    second.set_viewport_size({"width": 1100, "height": 850})
    second.add_init_script(WRITES_SPY)
    if slow_lock:
        second.add_init_script(SLOW_LOCK)
    second.goto("index.html")
    wait_ready(second)
    second.wait_for_function("document.body.dataset.watching === 'true'")
    return second


def _connected(new_page, moves: int):
    host = new_page(viewport={"width": 1100, "height": 850})
    guest = new_page(viewport={"width": 1100, "height": 850})
    paste_answer(host, guest, join_fresh(guest, host_game(host, modules=())))
    play_moves(host, guest, moves=moves)
    return host, guest


def test_a_guests_second_tab_shows_the_guests_board_read_only_and_rejoins_when_the_first_closes(
        new_page):
    host, guest = _connected(new_page, moves=3)
    second = _second_tab(guest)
    # the guest's own board: the same position, seat and hand as in the playing tab
    moves = body(guest, "actions")
    second.wait_for_function(f"document.body.dataset.actions === '{moves}'")
    assert body(second, "viewer") == body(guest, "viewer") == "1"
    assert _hand(second) == _hand(guest) and len(_hand(second)) > 0
    assert "another tab" in second.get_by_test_id("notice").inner_text()
    assert not second.get_by_test_id("new-game-dialog").is_visible()
    assert not second.get_by_test_id("online-dialog").is_visible()  # it does not ask to join
    # a click there changes nothing, and says why
    view = guest.evaluate(f"localStorage.getItem({GUEST_VIEW_KEY!r})")
    second.locator(HAND).first.click(force=True)  # (marked disabled: nothing to play)
    assert "another tab" in second.get_by_test_id("notice").inner_text()
    assert second.locator('[data-legal="true"]').count() == 0
    # the game goes on in the first tab: the second follows it
    play_moves(host, guest, moves=2)
    moves = body(guest, "actions")
    second.wait_for_function(f"document.body.dataset.actions === '{moves}'")
    assert _hand(second) == _hand(guest)
    assert guest.evaluate(f"localStorage.getItem({GUEST_VIEW_KEY!r})") != view
    # it never wrote what the browser keeps, nor loaded the connection's script
    assert second.evaluate("window.__gameWrites") == []
    assert second.evaluate("typeof window.avsRtc") == "undefined"
    # the playing tab closes: its connection goes with it; the second keeps the board and
    # says how to go on (a new invitation), and the friend's page sees the friend gone
    hand, view = _hand(guest), guest.evaluate(f"localStorage.getItem({GUEST_VIEW_KEY!r})")
    guest.close()
    second.wait_for_function("document.body.dataset.watching === 'false'")
    second.get_by_test_id("online-dialog").wait_for(state="visible")
    assert "new invitation" in second.get_by_test_id("notice").inner_text()
    assert "new invitation" in second.get_by_test_id("online-dialog").inner_text()
    assert body(second, "actions") == moves and _hand(second) == hand
    assert second.evaluate(f"localStorage.getItem({GUEST_VIEW_KEY!r})") == view
    # the existing reconnect flow: the host invites again, the game goes on in this tab
    host.wait_for_function("document.body.dataset.online === 'lost'", timeout=15000)
    host.get_by_test_id("online-again").click()
    paste_answer(host, second, paste_invitation(second, shown_code(host)))
    in_step(host, second)
    assert body(second, "viewer") == "1"
    play_moves(host, second, moves=2)
    assert host.page_errors == [] and second.page_errors == []
    assert second.console_errors == [], second.console_errors


def test_a_hosts_second_tab_follows_the_hosts_board_read_only(new_page):
    host, guest = _connected(new_page, moves=2)
    second = _second_tab(host, slow_lock=True)
    moves = body(host, "actions")
    second.wait_for_function(f"document.body.dataset.actions === '{moves}'")
    assert body(second, "viewer") == body(host, "viewer") == "0"
    assert _hand(second) == _hand(host)
    assert "another tab" in second.get_by_test_id("notice").inner_text()
    assert not second.get_by_test_id("online-dialog").is_visible()  # it invites nobody
    play_moves(host, guest, moves=2)
    moves = body(host, "actions")
    second.wait_for_function(f"document.body.dataset.actions === '{moves}'")
    assert _hand(second) == _hand(host)
    assert second.evaluate("window.__gameWrites") == []
    assert second.evaluate("typeof window.avsRtc") == "undefined"
    assert body(host, "online") == "connected" and body(guest, "online") == "connected"
    assert second.console_errors == [], second.console_errors


def test_a_damaged_guests_view_never_breaks_the_page_and_is_left_as_it_is(new_page):
    """A kept view whose observation cannot be drawn (here: none of its fields) stopped
    the page on "Getting the expedition ready…" with an exception: the page starts as if
    nothing were kept, and the view stays untouched (never lost without a word)."""
    import json

    page = new_page(viewport={"width": 1100, "height": 850})
    page.goto("index.html")
    wait_ready(page)
    damaged = json.dumps({"v": 1, "seat": 1, "session": "s", "names": ["Ada", "Bea"],
                          "state": 3, "moves": 3, "observation": {"foo": 1}, "log": [],
                          "turns": [], "record": None, "paused": False})
    page.evaluate(f"localStorage.setItem({GUEST_VIEW_KEY!r}, {json.dumps(damaged)})")
    memory = json.dumps({"secret": "ab" * 16, "name": "Bea", "session": "s", "playing": True})
    page.evaluate(f"localStorage.setItem('avs1911.guest', {json.dumps(memory)})")
    page.reload()
    wait_ready(page)
    # as after any reload of a guest's page: the join dialog asks for a new invitation
    page.get_by_test_id("online-dialog").wait_for(state="visible")
    assert "Getting the expedition ready" not in page.get_by_test_id("status").inner_text()
    assert page.evaluate(f"localStorage.getItem({GUEST_VIEW_KEY!r})") == damaged
    assert page.page_errors == [] and page.console_errors == []
