"""Keyboard play (issue 12, docs/layout.md): whole turns without a mouse, in the order
hand → targets → buttons, arrow keys within the hand and the row, and the focus stays
with the player after every move."""
from __future__ import annotations

import json

from core import Game, Options
from core.actions import Action
from core.cards import CODE
from core.targets import hand_cards, targets

from .conftest import wait_ready
from .page_driver import (action_testid, body, confirm_handoff, hotseat_save_after, load_save,
                          perform, race_policy, saved_game, start_hotseat)

KIND_ORDER = ("hand", "row", "target", "button")


def focused(page) -> str:
    return page.evaluate("(() => { const e = document.activeElement;"
                         " return e ? (e.dataset.testid || e.tagName) : ''; })()")


def kind(page) -> str:
    return page.evaluate("""(() => { const e = document.activeElement;
        if (!e || !e.dataset) return 'other';
        if (e.closest('#my-area .hand')) return 'hand';
        if (e.closest('.row')) return 'row';
        if (e.closest('#actions') && e.tagName === 'BUTTON') return 'button';
        if (e.dataset.legal === 'true') return 'target';
        return 'other'; })()""")


def tab_to(page, wanted: str, limit: int = 60) -> list[str]:
    """Press Tab until the element with test id (or target key) ``wanted`` has the focus;
    the kinds of element visited on the way (none if it has the focus already: when only
    buttons can be played, the focus goes to the first)."""
    kinds = []
    if wanted in _here(page):
        return kinds
    for _ in range(limit):
        page.keyboard.press("Tab")
        kinds.append(kind(page))
        for _ in range(8 if kinds[-1] == "row" else 1):   # the row: one stop, then arrows
            if wanted in _here(page):
                return kinds
            if kinds[-1] == "row":
                page.keyboard.press("ArrowRight")
    raise AssertionError(f"Tab never reached {wanted}; visited {kinds}")


def _here(page) -> list[str]:
    return page.evaluate("(() => { const e = document.activeElement;"
                         " return [e.dataset.testid || '', e.dataset.target || '']; })()")


def keyboard_move(page) -> str:
    """Make the race policy's move with the keyboard alone; its verb."""
    game = saved_game(page)
    action = race_policy(game)
    obs = game.observation(game.to_move())
    before = len(game.actions)
    for card in hand_cards(action, obs):
        testid = f"hand-card-{CODE[card]}"
        for _ in range(10):
            if focused(page) == testid:
                break
            page.keyboard.press("ArrowRight")
        assert focused(page) == testid, "the arrow keys do not walk the hand"
        page.keyboard.press("Space")
        assert page.get_by_test_id(testid).get_attribute("aria-pressed") == "true"
        assert focused(page) == testid, "selecting a card lost the focus"
    places = targets(obs, action)
    kinds = tab_to(page, places[0].key if places else action_testid(action))
    ranks = [KIND_ORDER.index(k) for k in kinds if k in KIND_ORDER]
    assert ranks == sorted(ranks), f"tab order is not hand, row, targets, buttons: {kinds}"
    page.keyboard.press("Enter")
    if places and int(body(page, "actions") or 0) == before and page.get_by_test_id(
            action_testid(action)).count():
        tab_to(page, action_testid(action))            # several moves lead there: pick one
        page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.actions) > {before}")
    return action.verb


def test_whole_turns_are_played_from_the_keyboard(new_page):
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=3)
    assert focused(page) == "handoff-confirm"           # the cover takes the focus
    met = set()
    for key in ("Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"):
        page.keyboard.press(key)
        met.add(focused(page))
    assert "skip" not in met, met   # (Tab met the skip link under the cover: a playtest)
    page.get_by_test_id("handoff-confirm").focus()
    moves, verbs = 0, set()
    while moves < 12 and body(page, "outcome") == "":
        if body(page, "handoff") == "true":
            assert focused(page) == "handoff-confirm"
            page.keyboard.press("Enter")
            page.wait_for_function("document.body.dataset.handoff === 'false'")
        # after Start, a move or a hand-over the focus is with the player, not the body
        assert focused(page) not in ("BODY", ""), "the focus dropped to the page"
        verbs.add(keyboard_move(page))
        moves += 1
    assert {"take", "advance"} <= verbs, verbs          # row cards and board spaces alike
    assert page.console_errors == [], page.console_errors


def test_arrows_walk_the_row_and_the_focus_ring_is_not_the_computers_purple(new_page):
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=3, advanced=True)
    page.keyboard.press("Enter")                        # pass the device
    page.wait_for_function("document.body.dataset.handoff === 'false'")
    page.keyboard.press("Tab")                          # hand -> the row's tab stop
    assert kind(page) == "row"
    first = focused(page)
    seen = {first}
    for _ in range(5):
        page.keyboard.press("ArrowRight")
        assert kind(page) == "row"
        seen.add(focused(page))
    assert len(seen) == 6                               # the advanced row has six cards
    row = page.locator(".row [data-act='target']")
    ends = [row.nth(0).get_attribute("data-testid"), row.nth(5).get_attribute("data-testid")]
    page.keyboard.press("End")
    assert focused(page) == ends[1]                     # Home and End: the row's two ends
    page.keyboard.press("Home")
    assert focused(page) == ends[0]
    ring = page.evaluate("getComputedStyle(document.activeElement).boxShadow + ' ' +"
                         " getComputedStyle(document.activeElement).outlineColor")
    assert "123, 31, 162" not in ring and "107, 33, 168" not in ring, ring


def test_a_row_card_that_cannot_be_taken_any_more_gives_the_focus_to_one_that_can(new_page):
    """Advanced variant: only the three rightmost of the six row cards can be taken. A
    player who had the row's focus while the computer played found it, on their turn,
    on a card of the other three, which no key could take. It goes where the focus goes
    when its card has left: the hand's tab stop."""
    from .computer_driver import open_page, start_vs_computer, wait_for_human

    page = new_page(viewport={"width": 1366, "height": 800})
    open_page(page, "?pace=2500")
    start_vs_computer(page, "easy", seed=4, human=1, name="Cy", advanced=True)
    page.wait_for_function("document.body.dataset.busy === 'true'")
    row = page.locator(".row [data-act='target']")
    row.nth(0).focus()                                   # a card the row will not let go
    page.keyboard.press("Home")
    assert row.nth(0).get_attribute("data-legal") != "true"
    wait_for_human(page, 1, timeout_ms=20_000)
    page.wait_for_function("document.activeElement.dataset.legal === 'true'", timeout=5000)
    assert kind(page) in ("hand", "row")


def test_a_new_game_begins_at_what_can_be_played_and_only_choices_are_read_out(new_page):
    """A new game started from the top bar's New game (by keys, over a game in
    progress) left the focus on that button: the game begins at the first thing that can
    be played (once it began on a hand card that could not be). The buttons' area is not
    a live region (its instructions and every
    button were read out at each turn and each card picked); a choice the game asks
    for, here the Food Depots set-up, is read out once, from its own live region."""
    from .computer_driver import open_page, start_vs_computer, wait_for_human
    from .page_driver import perform

    page = new_page(viewport={"width": 1366, "height": 800})
    open_page(page, "?pace=0")
    start_vs_computer(page, "easy", seed=8, human=0, name="Cy")
    wait_for_human(page, 0)
    game = saved_game(page)
    perform(page, game, race_policy(game))
    wait_for_human(page, 0)
    assert page.get_by_test_id("actions").get_attribute("aria-live") is None
    assert page.get_by_test_id("prompt-say").text_content() == ""  # a plain turn: nothing
    page.get_by_test_id("new-game-open").focus()
    page.keyboard.press("Enter")
    page.get_by_test_id("new-game-dialog").wait_for(state="visible")
    page.get_by_test_id("ng-depots").check()
    page.get_by_test_id("ng-start").focus()
    page.keyboard.press("Enter")
    page.get_by_test_id("confirm-yes").focus()          # (the question offers Cancel first)
    page.keyboard.press("Enter")
    wait_for_human(page, 0)
    page.wait_for_function("document.activeElement.dataset.legal === 'true'")
    assert kind(page) in ("hand", "target")
    prompt = page.get_by_test_id("prompt-say").text_content()
    assert prompt and prompt in page.get_by_test_id("actions").inner_text()
    assert "depot" in prompt.lower()


def test_a_patrons_help_shows_when_tab_reaches_its_label(new_page):
    """A patron's label explained itself only to a mouse (a tooltip) or a finger: with
    Tab on it, its help shows under it."""
    from .computer_driver import open_page, start_vs_computer, wait_for_human

    page = new_page(viewport={"width": 1366, "height": 800})
    open_page(page, "?pace=0")
    start_vs_computer(page, "easy", seed=5, patrons=True)
    wait_for_human(page, 0)
    chip = page.get_by_test_id("patron-0")
    shown = "el => getComputedStyle(el, '::after').content"
    assert chip.evaluate(shown) in ("none", "normal")
    tab_to(page, "patron-0", limit=80)
    help_text = chip.get_attribute("title")
    assert help_text and chip.evaluate(shown) == json.dumps(help_text)


def test_the_skip_link_sits_just_before_the_hand_and_leads_to_a_card_that_can_be_played(new_page):
    """The skip link (it said "Skip to your hand") came after the whole game area in the
    tab order (the game's controls have positive tab indexes) and only scrolled to the
    player's area: it is the stop just before the hand, shows when focused, and takes
    the focus to a card or place that can be played, without changing the address."""
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=4)
    confirm_handoff(page)
    page.wait_for_function("document.activeElement.closest('#my-area .hand') !== null")
    page.keyboard.press("Shift+Tab")
    assert focused(page) == "skip"
    box = page.get_by_test_id("skip").bounding_box()
    assert box["x"] >= 0 and box["y"] >= 0, box
    page.get_by_test_id("log").focus()                     # elsewhere on the page
    page.get_by_test_id("skip").focus()
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.dataset.legal") == "true"
    assert kind(page) in ("hand", "row", "target", "button")
    assert page.evaluate("location.hash") == ""
    page.get_by_test_id("skip").focus()                    # Space does it too (a link's
    page.keyboard.press("Space")                           # Space only scrolled the page)
    assert page.evaluate("document.activeElement.dataset.legal") == "true"
    assert page.console_errors == [], page.console_errors


def test_the_card_the_focus_goes_to_after_a_move_by_keys_is_in_sight(new_page):
    """At 1280x720 the hand lay partly below the screen's foot: after a move made by keys
    the focus went to a hand card there (only its top 19 px showed), and the page stayed
    where it was. A keyboard player's focus is scrolled into sight; a click's is not (the
    page does not move under the mouse). (In a short window the hand sticks to the foot
    of the screen now, and at 1366x800 it fits: the test plays there with a reader's
    larger text, 20 px, where it does not fit.)"""
    from .computer_driver import open_page, start_vs_computer, wait_for_human

    page = new_page(viewport={"width": 1366, "height": 800})
    page.add_init_script("""document.addEventListener('DOMContentLoaded',
        () => { document.documentElement.style.fontSize = '20px'; })""")
    open_page(page, "?pace=0")
    start_vs_computer(page, "easy", seed=3, human=0, modules=("depots", "weather", "way_back"))
    wait_for_human(page, 0)
    page.wait_for_function("document.activeElement.dataset.legal === 'true'")
    assert kind(page) == "target"                        # the depot's place, on the board
    assert page.evaluate("""(() => document.querySelector('#my-area .hand')
        .getBoundingClientRect().bottom > innerHeight)()""")  # the hand: below the foot
    before = int(body(page, "actions"))
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.actions) > {before}")
    wait_for_human(page, 0)
    page.wait_for_function("document.activeElement.closest('#my-area .hand') !== null")
    top, bottom, height = page.evaluate("""(() => {
        const r = document.activeElement.getBoundingClientRect();
        return [r.top, r.bottom, innerHeight]; })()""")
    assert 0 <= top and bottom <= height + 1, (top, bottom, height)   # (a scroll's rounding)
    assert page.console_errors == [], page.console_errors


def test_after_the_first_new_game_dialog_is_closed_tab_stays_in_the_page(page):
    """The dialog that opens by itself at the first visit, closed with Escape, left the
    focus nowhere, and the first Tab went out of the page (the closed dialog is the
    page's last element): the focus is on New game, and Tab goes on from there."""
    page.goto("index.html")
    wait_ready(page)
    page.get_by_test_id("new-game-dialog").wait_for(state="visible")
    page.keyboard.press("Escape")
    page.wait_for_function("document.activeElement.dataset.testid === 'new-game-open'")
    page.keyboard.press("Shift+Tab")
    assert focused(page) not in ("BODY", "", "new-game-open")
    assert page.console_errors == [], page.console_errors


def test_h_asks_for_a_hint_and_u_takes_back_a_move(page):
    """Hint and Undo sit in the top bar, last in the Tab order: reaching them took 13 to
    18 presses of Tab a turn (a playtester's keyboard game). H and U press them, but not
    while a dialog is open (every field of the page is in one: letters typed there stay
    letters)."""
    game = Game(Options(), 2)
    load_save(page, hotseat_save_after(game, 25))
    confirm_handoff(page)
    played = len(game.actions)
    page.get_by_test_id("rules-open").click()
    page.keyboard.press("h")                                # a dialog is open: nothing
    page.wait_for_timeout(300)
    assert body(page, "hint") == ""
    page.keyboard.press("Escape")
    page.locator('#my-area [data-act="hand"]').first.focus()
    page.keyboard.press("h")
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
    page.keyboard.press("Escape")
    assert body(page, "hint") == ""
    perform(page, saved_game(page), Action.parse("back Bx1 B"))
    assert body(page, "actions") == str(played + 1)
    page.keyboard.press("u")            # (Bea's screen now: taking back Ada's move asks first)
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function(f"document.body.dataset.actions === '{played}'")
    assert page.get_by_test_id("hint").get_attribute("aria-keyshortcuts") == "H"
    assert page.get_by_test_id("undo").get_attribute("aria-keyshortcuts") == "U"
    assert page.console_errors == [], page.console_errors
