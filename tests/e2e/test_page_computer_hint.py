"""The Hint button: the computer suggests the human's move in words and highlights it,
without playing it; acting dismisses the suggestion."""
from __future__ import annotations

from core import Game, Options
from core.actions import Action
from core.cards import CODE
from core.targets import hand_cards, targets

from .computer_driver import FAST, open_page, start_vs_computer, wait_for_human
from .conftest import wait_ready
from .page_driver import (body, confirm_handoff, load_save, open_new_game, perform, race_policy,
                          saved, saved_game, start_hotseat)


def test_a_hint_names_a_legal_move_highlights_it_and_plays_nothing(page):
    open_page(page, FAST)
    start_vs_computer(page, "easy", seed=12, human=0)
    wait_for_human(page, 0)
    for _ in range(2):          # a few moves in, so the hand holds some choices
        game = saved_game(page)
        perform(page, game, race_policy(game))
        wait_for_human(page, 0, timeout_ms=20_000)
    before = saved(page)
    game = saved_game(page)
    hint = page.get_by_test_id("hint")
    assert hint.is_visible() and not hint.is_disabled()
    hint.click()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
    box = page.get_by_test_id("hint-text")
    action = Action.parse(box.get_attribute("data-hint-action"))
    assert action in game.legal_actions()
    assert "Suggestion" in box.inner_text()
    # A screen reader hears it (the buttons' area, where it shows, is no live region).
    assert page.get_by_test_id("news").text_content().strip() == box.text_content().strip()
    # Nothing was played or saved.
    assert saved(page) == before and body(page, "actions") == str(len(game.actions))
    # Its hand cards and board places are highlighted, and nothing else.
    obs = game.observation(0)
    marked_cards = page.locator('[data-testid="player-0"] [data-mark="hint"]').evaluate_all(
        "els => els.map(e => e.dataset.card)")
    assert sorted(marked_cards) == sorted(CODE[c] for c in hand_cards(action, obs))
    marked_places = page.locator('[data-target][data-mark="hint"]').evaluate_all(
        "els => els.map(e => e.dataset.target)")
    assert set(marked_places) == {t.key for t in targets(obs, action)}
    # Playing any move dismisses the suggestion.
    perform(page, game, race_policy(game))
    assert page.get_by_test_id("hint-text").count() == 0
    assert page.locator('[data-mark="hint"]').count() == 0
    assert page.console_errors == [], page.console_errors


def test_a_hint_can_be_hidden_and_is_not_offered_during_the_computers_turn(page):
    open_page(page, "?pace=6000")
    start_vs_computer(page, "easy", seed=3, human=1)
    page.wait_for_function("document.body.dataset.busy === 'true'")
    assert page.get_by_test_id("hint").is_disabled()
    page.get_by_test_id("hint").click(force=True)
    assert body(page, "hint") == "" and page.get_by_test_id("hint-text").count() == 0
    wait_for_human(page, 1, timeout_ms=20_000)
    page.get_by_test_id("hint").click()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
    page.get_by_test_id("hint-close").click()
    assert body(page, "hint") == "" and page.locator('[data-mark="hint"]').count() == 0
    assert page.console_errors == [], page.console_errors


def test_a_hint_asked_from_the_keyboard_keeps_the_focus_and_escape_hides_it(page):
    """The Hint button was disabled while the computer searched, which dropped the focus
    to the page (and then onto a hand card out of sight): it stays focused, says it is
    thinking, and Escape hides the suggestion."""
    open_page(page, FAST)
    start_vs_computer(page, "easy", seed=12, human=0)
    wait_for_human(page, 0)
    page.get_by_test_id("hint").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
    assert page.evaluate("document.activeElement.dataset.testid") == "hint"
    page.keyboard.press("Escape")
    assert body(page, "hint") == "" and page.get_by_test_id("hint-text").count() == 0
    assert page.evaluate("document.activeElement.dataset.testid") == "hint"
    assert page.console_errors == [], page.console_errors


def test_on_a_phone_held_sideways_the_suggestion_and_the_whole_hand_fit_on_screen(new_page):
    """At 844x390 the dock has about 240 px: with a suggestion shown it gives up the
    general instructions and the note about highlights (the highlights speak for
    themselves), so the suggestion, its Hide button and every hand card are all on
    screen without scrolling the dock (they once overflowed it by 43 px in English and
    60 px in French, the hand below its fold)."""
    for lang in ("en", "fr"):
        page = new_page(viewport={"width": 844, "height": 390}, locale=lang)
        open_page(page, FAST)
        start_vs_computer(page, "easy", seed=5, human=0, advanced=True, patrons=True)
        for _ in range(6):
            wait_for_human(page, 0, timeout_ms=20_000)
            game = saved_game(page)
            perform(page, game, race_policy(game))
        wait_for_human(page, 0, timeout_ms=20_000)
        page.get_by_test_id("hint").click()
        page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
        dock = page.get_by_test_id("dock")
        assert dock.evaluate("d => d.scrollHeight <= d.clientHeight"), lang
        shown = [page.get_by_test_id("hint-text"), page.get_by_test_id("hint-close")]
        shown += page.locator("#my-area .hand button.card").all()
        for node in shown:
            box = node.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= 390, (lang, box)


def test_on_a_phone_held_sideways_a_suggestion_of_two_lines_wraps_beside_its_hide_button(
        new_page):
    """At the first move of this hot-seat game the hint suggests a three-card advance,
    named card by card: two lines at 844x390. They wrap beside the Hide button, so the
    box is no taller than the button and the dock still shows the whole hand without
    scrolling inside itself (in French the box was 70 px high and the dock overflowed
    its 242 px by 8)."""
    for lang in ("en", "fr"):
        page = new_page(viewport={"width": 844, "height": 390}, locale=lang)
        start_hotseat(page, seed=12, advanced=True, patrons=True)
        confirm_handoff(page)
        page.get_by_test_id("hint").click()
        page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
        box = page.get_by_test_id("hint-text")
        assert len(Action.parse(box.get_attribute("data-hint-action")).cards) == 3
        words = box.locator(".hint-say").bounding_box()
        hide = page.get_by_test_id("hint-close").bounding_box()
        assert words["height"] > 30, lang                    # two lines of words
        assert box.bounding_box()["height"] <= hide["height"] + 8, lang
        assert words["x"] + words["width"] <= hide["x"], lang  # beside the button
        dock = page.get_by_test_id("dock")
        assert dock.evaluate("d => d.scrollHeight <= d.clientHeight"), lang
        for card in page.locator("#my-area .hand button.card").all():
            card_box = card.bounding_box()
            assert card_box["y"] + card_box["height"] <= 390, (lang, card_box)


def test_a_game_started_without_hints_offers_no_hint_even_after_a_reload(page):
    """README "Hint": the new-game dialog's Hints box, unticked, starts a game with no
    Hint button; the saved game says so, a reload keeps it so, and the dialog opens with
    the box unticked for the next game."""
    open_page(page, FAST)
    open_new_game(page, "computer")
    page.get_by_test_id("ng-level").select_option("easy")
    page.get_by_test_id("ng-seed").fill("12")
    assert page.get_by_test_id("ng-hints").is_checked()        # on unless unticked
    page.get_by_test_id("ng-hints").set_checked(False)
    page.get_by_test_id("ng-start").click()
    wait_for_human(page, 0)
    assert body(page, "toMove") == "0" and not page.get_by_test_id("hint").is_visible()
    assert saved(page)["hints"] is False
    page.reload()
    wait_ready(page)
    wait_for_human(page, 0)
    assert not page.get_by_test_id("hint").is_visible()
    page.get_by_test_id("new-game-open").click()
    assert not page.get_by_test_id("ng-hints").is_checked()


def test_a_move_made_by_a_button_alone_has_its_button_highlighted(page):
    """After a take that discarded Good Weather the player chooses its effect or none, by
    buttons only: the hint named the move but lit nothing (every other hint lights the
    cards and places it uses; a playtester's Drop Supplies)."""
    from ui.seats import ComputerSeat, LocalSeat
    from ui.session import Session

    game, forced = Game(Options(), 1), []   # (seed 1: a choice of effect at action 5)
    while not (game.state.pending and game.state.pending[0][0] == "effect"):
        legal = game.legal_actions()
        forced.append(len(legal) == 1)
        game.push(legal[0] if len(legal) == 1 else race_policy(game))
    assert game.to_move() == 0 and {a.verb for a in game.legal_actions()} == {"effect"}
    load_save(page, Session(game, (LocalSeat("Cy"), ComputerSeat("easy")), forced,
                            viewer=0).to_save())
    wait_for_human(page, 0)
    page.get_by_test_id("hint").click()
    page.wait_for_function("document.body.dataset.hint === 'shown'", timeout=30_000)
    action = Action.parse(page.get_by_test_id("hint-text").get_attribute("data-hint-action"))
    assert action in game.legal_actions()
    lit = page.locator('#actions [data-mark="hint"]')
    assert lit.count() == 1
    assert lit.get_attribute("data-testid") == "action-" + "-".join(str(action).split())
    assert "0, 137, 123" in lit.evaluate("b => getComputedStyle(b).boxShadow")  # the ring
    # Playing it clears the highlight with the suggestion.
    lit.click()
    page.wait_for_function(f"Number(document.body.dataset.actions) > {len(game.actions)}")
    assert page.locator('[data-mark="hint"]').count() == 0
    assert page.console_errors == [], page.console_errors
