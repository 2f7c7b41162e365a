"""The discard pile on the board opens a list of every discarded card and of what the
player on screen can tell about the deck (web/ui/piles.py)."""
from __future__ import annotations

from playwright.sync_api import expect

from core import Game, Options
from core.cards import CODE
from core.observation import deck_candidates
from ui.seats import LocalSeat
from ui.session import Session

from .page_driver import body, confirm_handoff, load_save, race_policy


def _save_after_the_reshuffle(seed: int) -> tuple[dict, Game]:
    """A hot-seat base game played on until the deck first ran out (its discard pile is
    now the deck) and a player has a turn to take."""
    game = Game(Options(), seed)
    forced = []
    while game.state.exhaustions < 1 or game.state.pending or len(game.state.discard) < 3:
        legal = game.legal_actions()
        forced.append(len(legal) == 1)
        game.push(legal[0] if len(legal) == 1 else race_policy(game))
    assert game.state.deck_from is not None and game.outcome is None
    return Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), forced, viewer=None).to_save(), game


def test_the_discard_pile_lists_its_cards_and_what_the_reshuffled_deck_holds(new_page):
    page = new_page()
    save, game = _save_after_the_reshuffle(5)
    load_save(page, save)
    confirm_handoff(page)
    viewer = int(body(page, "viewer"))
    dialog = page.get_by_test_id("piles-dialog")
    assert not dialog.is_visible()

    page.get_by_test_id("discard").click()
    assert dialog.is_visible()
    discard = game.state.discard
    assert page.get_by_test_id("piles-body").get_by_text(f"Discard pile: {len(discard)} cards").is_visible()
    shown = [page.get_by_test_id("piles-discard").locator("[data-testid]").nth(i)
             .get_attribute("data-testid") for i in range(len(discard))]
    assert shown == [f"piles-discard-{CODE[c]}" for c in reversed(discard)]  # newest first
    listed = page.get_by_test_id("piles-deck").locator("[data-testid]")
    expected = deck_candidates(game.observation(viewer))
    assert listed.count() == len(expected) >= len(game.state.deck)
    assert {CODE[c] for c in game.state.deck} <= {
        listed.nth(i).get_attribute("data-testid").removeprefix("piles-deck-")
        for i in range(listed.count())}
    page.keyboard.press("Escape")
    assert not dialog.is_visible()

    # From the keyboard: the pile takes the focus and Enter opens the list again.
    page.get_by_test_id("discard").focus()
    page.keyboard.press("Enter")
    assert dialog.is_visible()
    page.get_by_test_id("piles-close").click()
    assert not dialog.is_visible()
    assert body(page, "actions") == str(len(game.actions))  # looking changed nothing
    assert page.console_errors == [], page.console_errors


def test_on_a_phone_the_discard_piles_cards_fill_the_dialogs_width_and_close_at_its_foot(new_page):
    """At 390x844 the listed cards stood at the left with a fifth column's room empty at
    the right, and only a small ✕ at the top closed the list (a phone playtest): the
    columns now spread over the whole width, and a Close button waits at the foot,
    in reach of a thumb."""
    game = Game(Options(), 5)
    forced = []
    while len(game.state.discard) < 9 or game.state.pending:
        legal = game.legal_actions()
        forced.append(len(legal) == 1)
        game.push(legal[0] if len(legal) == 1 else race_policy(game))
    save = Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), forced, viewer=None).to_save()
    page = new_page(viewport={"width": 390, "height": 844}, has_touch=True)
    load_save(page, save)
    confirm_handoff(page)
    page.get_by_test_id("discard").tap()
    cards = page.get_by_test_id("piles-discard").locator(".card")
    boxes = [cards.nth(i).bounding_box() for i in range(cards.count())]
    first_row = [b for b in boxes if abs(b["y"] - boxes[0]["y"]) < 1]
    area = page.get_by_test_id("piles-discard").bounding_box()
    assert len(first_row) == 4 and len(boxes) > 4
    assert abs(first_row[0]["x"] - area["x"]) < 1
    assert abs(first_row[-1]["x"] + first_row[-1]["width"] - area["x"] - area["width"]) < 1
    done = page.get_by_test_id("piles-done")
    box = done.bounding_box()
    assert box["y"] + box["height"] <= 844 and box["height"] >= 44
    done.tap()
    expect(page.get_by_test_id("piles-dialog")).to_be_hidden()
    assert page.console_errors == [], page.console_errors
