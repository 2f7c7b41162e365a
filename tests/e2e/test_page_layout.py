"""The page before and after Python starts, on a desktop and on a 360-px phone."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import wait_ready
from .page_driver import confirm_handoff, race_moves, start_hotseat


def test_skeleton_and_progress_show_before_python_is_ready(page):
    # The page's Python archive is held back, so what shows is the plain HTML.
    held, gate = [], {"open": False}
    page.route("**/app.tar.gz", lambda route: route.continue_() if gate["open"] else held.append(route))
    page.goto("index.html", wait_until="domcontentloaded")
    # Plain HTML, before any Python: a board outline, a progress bar, not yet ready.
    assert page.get_by_test_id("board").locator("svg").count() == 1
    assert page.get_by_test_id("loading").is_visible()
    assert page.locator("#load-bar").count() == 1
    assert page.evaluate("document.body.dataset.ready") is None
    gate["open"] = True
    for route in held:
        route.continue_()
    wait_ready(page)
    assert not page.get_by_test_id("loading").is_visible()
    assert page.get_by_test_id("new-game-dialog").is_visible()
    assert page.foreign_requests == [], page.foreign_requests
    assert page.console_errors == [], page.console_errors


def test_rules_dialog_explains_the_game_and_the_reconstruction(page):
    # The rules are plain HTML: readable while Python is still starting. The page's
    # Python archive is held back until the rules are open, so Python cannot be ready first.
    held, gate = [], {"open": False}
    page.route("**/app.tar.gz", lambda route: route.continue_() if gate["open"] else held.append(route))
    page.goto("index.html", wait_until="domcontentloaded")
    page.get_by_test_id("rules-open").click()
    rules = page.get_by_test_id("rules-dialog")
    assert rules.is_visible()
    assert page.evaluate("document.body.dataset.ready") != "true"
    text = rules.inner_text()
    assert "reconstruction" in text and "Pole" in text
    gate["open"] = True
    for route in held:
        route.continue_()
    wait_ready(page)
    # Python is ready meanwhile: the new-game dialog waits until the rules are closed.
    assert rules.is_visible() and not page.get_by_test_id("new-game-dialog").is_visible()
    page.get_by_test_id("rules-close").click()
    assert not rules.is_visible()
    page.get_by_test_id("new-game-dialog").wait_for(state="visible")
    assert page.console_errors == [], page.console_errors


def test_a_newcomer_reads_how_to_play_from_the_first_dialog_and_comes_back_to_it(page):
    """At the first visit the new-game dialog covers the page, Rules button included: a
    newcomer had to cancel it to learn the game (a playtest). The dialog offers "How to
    play" itself; closing the rules leaves the new game's choices as they were."""
    page.goto("index.html")
    wait_ready(page)
    dialog = page.get_by_test_id("new-game-dialog")
    expect(dialog).to_be_visible()
    page.get_by_test_id("ng-mode-computer").check()
    page.get_by_test_id("ng-rules").click()
    rules = page.get_by_test_id("rules-dialog")
    expect(rules).to_be_visible()
    assert "Pole" in rules.inner_text()
    page.get_by_test_id("rules-close").click()
    expect(rules).to_be_hidden()
    expect(dialog).to_be_visible()
    expect(page.get_by_test_id("ng-mode-computer")).to_be_checked()
    assert page.console_errors == [], page.console_errors


def test_bad_seed_is_refused_with_a_message(new_page):
    """The message is in sight, not under the dialog's sticky buttons (at 1366x800 it
    lay there, with the focus left on Start); the seed field takes the focus and is
    marked invalid, described by the message; an edit of the seed clears them."""
    page = new_page(viewport={"width": 1366, "height": 800})
    page.goto("index.html")
    wait_ready(page)
    seed = page.get_by_test_id("ng-seed")
    seed.fill("12abc")
    page.get_by_test_id("ng-start").click()
    assert page.get_by_test_id("new-game-dialog").is_visible()
    error = page.locator("#ng-error")
    assert "whole number" in error.inner_text()
    assert page.evaluate("localStorage.length") == 0
    assert page.evaluate("document.activeElement.dataset.testid") == "ng-seed"
    assert seed.get_attribute("aria-invalid") == "true"
    assert seed.get_attribute("aria-describedby") == "ng-error"
    shown, buttons = error.bounding_box(), page.locator("#new-game .dialog-buttons").bounding_box()
    assert shown["y"] + shown["height"] <= buttons["y"], (shown, buttons)
    # Mending the seed takes the message away (it was about the seed before the edit), as
    # in the dialog that opens a pasted game record.
    seed.press("End")
    seed.press("Backspace")
    expect(error).to_be_hidden()
    assert seed.get_attribute("aria-invalid") is None
    seed.fill("12")
    page.get_by_test_id("ng-start").click()
    page.get_by_test_id("new-game-dialog").wait_for(state="hidden")
    assert seed.get_attribute("aria-invalid") is None


def test_each_field_tab_reaches_in_the_new_game_dialog_is_in_sight(new_page):
    """Tabbing through the new-game dialog (the computer's, its longest) at 1366x700:
    every field the focus reaches lies inside the dialog, clear of its sticky buttons
    (the seed field once stayed hidden behind Cancel and Start)."""
    page = new_page(viewport={"width": 1366, "height": 700})
    page.goto("index.html")
    wait_ready(page)
    page.get_by_test_id("ng-mode-computer").check()
    page.get_by_test_id("ng-mode-computer").focus()
    dialog = page.get_by_test_id("new-game-dialog").bounding_box()
    seen = []
    for _ in range(40):
        page.keyboard.press("Tab")
        where = page.evaluate("""(() => { const e = document.activeElement;
            const r = e.getBoundingClientRect();
            return [e.dataset.testid || e.name || e.tagName, r.top, r.bottom,
                    !!e.closest('.dialog-buttons')]; })()""")
        name, top, bottom, in_buttons = where
        if in_buttons:
            break
        seen.append(name)
        buttons = page.locator("#new-game .dialog-buttons").bounding_box()
        assert top >= dialog["y"] - 1 and bottom <= buttons["y"] + 1, (
            name, top, bottom, buttons)
    assert "ng-seed" in seen, seen


def test_the_new_game_dialogs_fields_and_boxes_end_on_one_line(new_page):
    """On a 1024x768 tablet the explorer's list stood 2 px out past the boxes of "Who
    plays" and "Rules" (a playtest): every field and box of the dialog ends at one right
    edge."""
    page = new_page(viewport={"width": 1024, "height": 768})
    page.goto("index.html")
    wait_ready(page)
    for mode in ("hotseat", "computer"):
        page.get_by_test_id(f"ng-mode-{mode}").check()
        rights = page.evaluate("""() => [...document.querySelectorAll(
            '#new-game fieldset, #new-game select')].filter(e => e.offsetParent)
            .map(e => Math.round(e.getBoundingClientRect().right))""")
        assert len(rights) >= 3 and len(set(rights)) == 1, (mode, rights)


def _no_sideways_scroll(page, width: int) -> None:
    scroll = page.evaluate("document.scrollingElement.scrollWidth")
    assert scroll <= width, f"page is {scroll} px wide on a {width} px screen"


def test_phone_screen_fits_without_sideways_scrolling(new_page):
    page = new_page(viewport={"width": 360, "height": 740})
    start_hotseat(page, seed=11, advanced=True, patrons=True)
    _no_sideways_scroll(page, 360)
    race_moves(page, 10)
    _no_sideways_scroll(page, 360)
    # The phone board wraps after space 8: it is taller than wide, and every space is
    # still a decent touch target.
    box = page.get_by_test_id("board").locator("svg").bounding_box()
    assert box["height"] > box["width"] * 0.9
    space = page.get_by_test_id("space-1-9").locator("circle").first.bounding_box()
    assert space["width"] >= 24
    assert page.console_errors == [], page.console_errors


def test_desktop_board_is_one_line_and_everything_fits_the_screen_width(new_page):
    page = new_page(viewport={"width": 1280, "height": 800})
    start_hotseat(page, seed=11, advanced=True, patrons=True)
    confirm_handoff(page)
    _no_sideways_scroll(page, 1280)
    box = page.get_by_test_id("board").locator("svg").bounding_box()
    assert box["width"] > box["height"] * 3
    # The whole table (board, row, both hands) is visible without scrolling.
    for testid in ("board", "row", "hand-0", "hand-1", "log"):
        item = page.get_by_test_id(testid).bounding_box()
        assert item["y"] + item["height"] <= 800, testid


def test_the_board_stays_put_when_the_rival_holds_no_card(new_page):
    """When the rival's hand was empty its area shrank by 45 px and the board below moved
    up under the pointer between two turns (a playtest at 1440x900): an empty hand keeps
    a card's height."""
    page = new_page(viewport={"width": 1440, "height": 900})
    start_hotseat(page, seed=3)
    race_moves(page, 2)
    board = page.get_by_test_id("board")
    before = board.bounding_box()["y"]
    assert page.locator("#their-area .hand > *").count() > 0
    page.evaluate("document.querySelector('#their-area .hand').replaceChildren()")
    assert board.bounding_box()["y"] == before


def test_a_long_log_never_makes_a_desktop_page_taller_than_the_screen(new_page):
    """Once the log filled its column, the column reached 5 px below the screen (its
    height left 110 px for what stands above and below it, which take 115): the whole
    page scrolled by 5 px at every turn of a long game (a playtest at 1280x800)."""
    page = new_page(viewport={"width": 1280, "height": 800})
    start_hotseat(page, seed=11)
    race_moves(page, 30)
    confirm_handoff(page)
    log = page.get_by_test_id("log")
    assert log.evaluate("l => l.scrollHeight > l.clientHeight")  # the log is full
    assert page.evaluate("document.scrollingElement.scrollHeight") <= 800
    assert page.console_errors == [], page.console_errors


def test_the_wheel_scrolls_an_open_dialog_and_never_the_page_behind_it(new_page):
    """Scrolled with the mouse wheel to the end of the rules, the dialog went on to scroll
    the page behind it (a playtester at 1280x720): the page stays where it was, and so it
    does under the wheel over the dimmed page or over a dialog too short to scroll."""
    page = new_page(viewport={"width": 1280, "height": 720})
    start_hotseat(page, seed=3, advanced=True, patrons=True,
                  modules=("depots", "weather", "way_back"))
    confirm_handoff(page)
    page.evaluate("window.scrollTo(0, 0)")
    assert page.evaluate("document.scrollingElement.scrollHeight") > 720 + 40
    page.get_by_test_id("rules-open").click()
    rules = page.get_by_test_id("rules-dialog")
    box = rules.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(60):
        page.mouse.wheel(0, 600)
    page.wait_for_timeout(400)
    assert rules.evaluate("d => d.scrollTop + d.clientHeight >= d.scrollHeight - 2")
    assert page.evaluate("window.scrollY") == 0
    # Over the dimmed page around a dialog, and over a dialog too short to scroll (the
    # settings), the wheel scrolled the page behind (a playtester): it stays put.
    page.get_by_test_id("rules-close").click()
    page.get_by_test_id("settings-open").click()
    settings = page.get_by_test_id("settings-dialog")
    assert settings.evaluate("d => d.scrollHeight <= d.clientHeight")
    box = settings.bounding_box()
    for x, y in ((box["x"] / 2, 360), (box["x"] + box["width"] / 2, box["y"] + 40)):
        page.mouse.move(x, y)
        page.mouse.wheel(0, 600)
        page.wait_for_timeout(300)
        assert page.evaluate("window.scrollY") == 0, (x, y)
    page.keyboard.press("Escape")
    page.mouse.wheel(0, 600)        # with no dialog open, the wheel scrolls the page again
    page.wait_for_function("window.scrollY > 0")
    assert page.console_errors == [], page.console_errors


#: Where the selected card's outline reaches (its 4 px outline 1 px off the card), the
#: patron chip above the hand, and the glow round the player to move inside the dock.
_HAND_ROOM = """() => {
  const card = document.querySelector('.mine .card.is-selected');
  const chip = document.querySelector('.mine .chip.patron');
  const area = document.querySelector('.mine .player');
  const dock = document.getElementById('dock');
  const style = getComputedStyle(dock);
  const scrolls = style.overflowY === 'auto' || style.overflowY === 'scroll';
  const inner = dock.getBoundingClientRect().right - parseFloat(style.borderRightWidth);
  return {outlineTop: card.getBoundingClientRect().top - 5,
          chipBottom: chip.getBoundingClientRect().bottom, scrolls,
          glowRight: area.getBoundingClientRect().right + 2, dockInner: inner};
}"""


@pytest.mark.parametrize("size", [(768, 1024), (1366, 800), (1280, 720)])
def test_a_selected_card_clears_the_patron_chip_and_the_glow_is_whole(new_page, size):
    """A selected card rises out of the hand: its outline covered the foot of the patron's
    chip above it, and the scrolling dock cut off the right edge of the glow round the
    player to move (a tablet playtest)."""
    page = new_page(viewport={"width": size[0], "height": size[1]}, has_touch=size[0] < 900)
    start_hotseat(page, seed=11, advanced=True, patrons=True)
    confirm_handoff(page)
    cards = page.locator("#my-area .hand .card")
    for index in range(cards.count()):
        cards.nth(index).click()
        if page.locator("#my-area .card.is-selected").count():
            break
    selected = page.locator("#my-area .card.is-selected")
    expect(selected).to_have_count(1)
    selected.evaluate("c => Promise.all(c.getAnimations().map(a => a.finished))")
    room = page.evaluate(_HAND_ROOM)
    assert room["outlineTop"] >= room["chipBottom"], room
    # (the dock scrolls below 1100 px and on a short laptop window, not at 1366x800)
    assert room["scrolls"] is (size != (1366, 800)), room
    if room["scrolls"]:
        assert room["glowRight"] <= room["dockInner"], room
    assert page.console_errors == [], page.console_errors


@pytest.mark.parametrize("size", [(2560, 1440), (1366, 800), (390, 844)])
def test_the_rules_pictures_cards_keep_their_names_whole_on_every_screen(new_page, size):
    """On a 2560x1440 screen the words grew and the pictures' cards did not: "Advance"
    and "Blizzard" ran over the cards' edges and the icons into the colour letters (a
    playtest). Each card's name fits it, and each picture's cards stay inside it."""
    page = new_page(viewport={"width": size[0], "height": size[1]})
    page.goto("index.html")
    wait_ready(page)
    page.keyboard.press("Escape")               # (the first visit's new-game dialog)
    page.get_by_test_id("rules-open").click()
    cut = page.evaluate("""() => [...document.querySelectorAll('.rules-pic')].flatMap(pic => {
      const box = pic.getBoundingClientRect();
      return [...pic.querySelectorAll('.card')].flatMap(card => {
        const name = card.querySelector('.c-name'), r = card.getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(name);
        const text = words.getBoundingClientRect(), out = [];
        if (text.left < r.left || text.right > r.right) out.push(name.textContent + ' cut');
        if (r.right > box.right || r.left < box.left) out.push(name.textContent + ' outside');
        return out;
      });
    })""")
    assert page.locator(".rules-pic .card").count() >= 10
    assert cut == [], cut
