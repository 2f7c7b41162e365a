"""Selecting cards and clicking targets: only what the engine allows is clickable."""
from __future__ import annotations

from core import Game, Options
from core.board import ROUTE
from core.cards import CODE, COM, KIND, UNDISCARDABLE_KINDS

from core.actions import TAKE1, Action

from playwright.sync_api import expect

from .page_driver import (body, confirm_handoff, hotseat_save_after, load_save, perform,
                          saved_game, start_hotseat)


def _seed_where_amundsen_opens_with_com() -> int:
    """A Patrons seed whose Amundsen starts (Architect: 3 cards) with a Com and a card he
    could discard, so both a Com play and a Take Cards discard are legal at once."""
    for seed in range(2000):
        hand = Game(Options(patrons=True), seed).state.hands[0]
        kinds = [KIND[c] for c in hand]
        if COM in kinds and any(k not in UNDISCARDABLE_KINDS for k in kinds):
            return seed
    raise AssertionError("no such seed below 2000")


def _seed_where_amundsen_can_advance() -> int:
    """A base-game seed where Amundsen's dealt card lets him advance at once."""
    return next(s for s in range(500)
                if any(a.verb == "advance" for a in Game(Options(), s).legal_actions()))


def test_only_the_rightmost_row_card_is_legal_with_nothing_selected(page):
    start_hotseat(page, seed=3)
    confirm_handoff(page)
    legal_row = page.locator('[data-testid^="row-card-"][data-legal="true"]')
    assert legal_row.count() == 1
    game = saved_game(page)
    rightmost = CODE[game.state.row[0]]
    assert legal_row.get_attribute("data-testid") == f"row-card-{rightmost}"

    # Clicking a row card that is not the rightmost, or a route space, plays nothing; the
    # row card says what would take it (it said nothing, a newcomer's playtest).
    other = CODE[game.state.row[2]]
    page.get_by_test_id(f"row-card-{other}").click(force=True)  # force: it is aria-disabled
    expect(page.get_by_test_id("notice")).to_contain_text(  # (Amundsen holds one card)
        "Taking the 3 rightmost cards costs 3 hand cards you may discard, and you have fewer.")
    page.get_by_test_id(f"row-card-{CODE[game.state.row[1]]}").click(force=True)
    expect(page.get_by_test_id("notice")).to_contain_text(
        "To take the 2 rightmost cards, select 1 hand card to discard, then choose one of "
        "those row cards.")
    page.get_by_test_id("space-0-5").click(force=True)
    page.get_by_test_id("pawn-1").click(force=True)
    assert body(page, "actions") == "0"
    assert saved_game(page).state.hands == game.state.hands

    # The highlighted one takes it: the card moves into Amundsen's hand.
    page.get_by_test_id(f"row-card-{rightmost}").click()
    page.wait_for_function("document.body.dataset.actions === '1'")
    assert game.state.row[0] in saved_game(page).state.hands[0]


def test_a_com_cannot_be_selected_together_with_a_discard(page):
    seed = _seed_where_amundsen_opens_with_com()
    start_hotseat(page, seed=seed, patrons=True)
    confirm_handoff(page)
    hand = saved_game(page).state.hands[0]
    com = next(c for c in hand if KIND[c] == COM)
    plain = next(c for c in hand if KIND[c] not in UNDISCARDABLE_KINDS)
    com_el = page.get_by_test_id(f"hand-card-{CODE[com]}")
    plain_el = page.get_by_test_id(f"hand-card-{CODE[plain]}")
    assert com_el.get_attribute("data-legal") == "true"

    com_el.click()
    assert com_el.get_attribute("aria-pressed") == "true"
    # With the Com selected, no other card may join it, and its targets are the own pawn
    # (and the space it leads to) plus a plain-words button.
    assert plain_el.get_attribute("data-legal") is None
    plain_el.click(force=True)  # force: it is aria-disabled
    assert plain_el.get_attribute("aria-pressed") == "false"
    # ... and the page says why (a click on it did nothing, and nothing said so)
    expect(page.get_by_test_id("notice")).to_contain_text(
        "does not go with the cards you selected: unselect them to use it.")
    assert page.locator('[data-testid^="row-card-"][data-legal="true"]').count() == 0
    assert page.get_by_test_id("pawn-0").get_attribute("data-legal") == "true"
    assert page.get_by_test_id(f"action-com-{CODE[com]}").inner_text() == (
        "Play a Compass card and move forward to space 1")      # from the ship: forward

    # Unselect (the word on the dimmed card goes: it spoke of that selection); select the
    # discardable card: the Com is no longer selectable.
    com_el.click()
    expect(page.get_by_test_id("notice")).to_be_hidden()
    plain_el.click()
    assert plain_el.get_attribute("aria-pressed") == "true"
    assert com_el.get_attribute("data-legal") is None
    assert page.locator('[data-testid^="row-card-"][data-legal="true"]').count() == 2

    # Play the Com by clicking the own pawn: Amundsen moves one space forward.
    plain_el.click()
    com_el.click()
    start = saved_game(page).state.pos[0]
    page.get_by_test_id("pawn-0").click()
    page.wait_for_function("document.body.dataset.actions === '1'")
    assert saved_game(page).state.pos[0] == start + 1
    assert page.console_errors == []


def test_cards_work_from_the_keyboard(page):
    start_hotseat(page, seed=5)
    confirm_handoff(page)
    game = saved_game(page)
    card = CODE[game.state.hands[0][0]]
    page.get_by_test_id(f"hand-card-{card}").focus()
    page.keyboard.press("Enter")
    assert page.get_by_test_id(f"hand-card-{card}").get_attribute("aria-pressed") == "true"
    page.keyboard.press(" ")
    assert page.get_by_test_id(f"hand-card-{card}").get_attribute("aria-pressed") == "false"
    # The rightmost row card is a focusable legal target: Enter takes it.
    page.locator('[data-testid^="row-card-"][data-legal="true"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.actions === '1'")
    assert game.state.row[0] in saved_game(page).state.hands[0]


def test_board_targets_are_focusable_and_enter_plays_them(page):
    start_hotseat(page, seed=_seed_where_amundsen_can_advance())
    confirm_handoff(page)
    game = saved_game(page)
    move = next(a for a in game.legal_actions() if a.verb == "advance")
    page.get_by_test_id(f"hand-card-{CODE[move.cards[0]]}").click()
    space = page.get_by_test_id("space-0-1")
    assert space.get_attribute("data-legal") == "true"
    assert int(space.get_attribute("tabindex")) > 0      # in the tab order (after the hand)
    space.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.actions === '1'")
    assert saved_game(page).state.pos[0] == 1


def test_colour_blind_dots_letters_and_tooltips(page):
    start_hotseat(page, seed=8, advanced=True)
    confirm_handoff(page)
    # Board: every red space has a white dot, every yellow one a black dot, all a letter.
    # (the board's spaces only: the Rules' picture of a move draws two spaces too)
    assert page.locator('svg [data-testid^="space-"] .dot-R').count() == page.locator(
        'svg [data-testid^="space-"] circle[fill="#c62828"]').count() > 0
    assert page.locator('svg [data-testid^="space-"] .dot-Y').count() == page.locator(
        'svg [data-testid^="space-"] circle[fill="#f6c700"]').count() > 0
    for player in (0, 1):
        for position in range(1, 16):
            space = page.get_by_test_id(f"space-{player}-{position}")
            assert space.locator(".letter").text_content() == ROUTE[player][position]
    # Cards: red ones show a white dot, yellow ones a black dot, each its colour letter.
    for card in page.locator(".card.col-R, .card.col-Y").all():
        colour = card.get_attribute("class").split("col-")[1][0]
        dot = card.locator(".c-dot")
        expected = "rgb(255, 255, 255)" if colour == "R" else "rgb(0, 0, 0)"
        assert dot.evaluate("e => getComputedStyle(e).backgroundColor") == expected
        assert card.locator(".c-letter").evaluate(
            "e => getComputedStyle(e, '::before').content") == f'"{colour}"'
    # Every face-up card and every patron has a help tooltip.
    for card in page.locator(".card[data-card]").all():
        assert len(card.get_attribute("title") or "") > 20


def test_the_cover_hides_hands_and_a_take_that_showed_a_new_card_cannot_be_undone(page):
    start_hotseat(page, seed=3)
    confirm_handoff(page)
    before = saved_game(page)
    page.locator('[data-testid^="row-card-"][data-legal="true"]').click()
    page.wait_for_function("document.body.dataset.handoff === 'true'")
    # The cover hides the hands: Amundsen's dealt card (unseen by Scott) is face down.
    assert "Bea (Scott)" in page.get_by_test_id("handoff").inner_text()
    dealt = CODE[before.state.hands[0][0]]
    assert page.get_by_test_id(f"hand-card-{dealt}").count() == 0
    assert page.get_by_test_id("hidden-card-0-0").count() == 1
    # The row refilled from the deck, showing a new card to both: no undo.
    assert not page.get_by_test_id("handoff-undo").is_visible()


def _seed_with_an_undoable_advance() -> tuple[int, Action]:
    """A seed where, after both players take one card, Amundsen can advance using only
    cards Scott has seen (an advance that reveals nothing can be taken back)."""
    for seed in range(500):
        game = Game(Options(), seed)
        game.push(TAKE1)
        game.push(TAKE1)
        for action in game.legal_actions():
            if action.verb == "advance":
                probe = game.clone()
                probe.push(action)
                if probe.can_undo():
                    return seed, action
    raise AssertionError("no such seed below 500")


def test_u_on_the_hand_off_cover_takes_back_the_move_as_its_button_does(page):
    """On a shared device the cover between turns offers "Undo Ada's last move"; the U
    key did nothing there (the cover counts as an open layer; a playtester). It presses
    that button; H, with no hint to give on the cover, still does nothing."""
    seed, move = _seed_with_an_undoable_advance()
    start_hotseat(page, seed=seed)
    for _ in range(2):
        confirm_handoff(page)
        perform(page, saved_game(page), TAKE1)
    confirm_handoff(page)
    perform(page, saved_game(page), move)
    page.wait_for_function("document.body.dataset.handoff === 'true'")
    page.keyboard.press("h")
    page.wait_for_timeout(200)
    assert body(page, "hint") == "" and body(page, "actions") == "3"
    page.keyboard.press("u")
    page.wait_for_function("document.body.dataset.actions === '2'")
    assert body(page, "handoff") == "false" and body(page, "viewer") == "0"
    assert page.console_errors == [], page.console_errors


def test_undo_names_the_move_it_took_back_as_its_button_did(page):
    """A lost explorer with no space of a colour behind them goes back to their ship (the
    ship is the place to click, named so), and Undo said "Taken back: go back to the
    route on a blue space": the move's words without its position (a playtester's undo)."""
    game = Game(Options(), 2)   # (found with the engine: at its 25th action Amundsen can
    save = hotseat_save_after(game, 25)           # go back to the ship with a blue card)
    player = game.to_move()
    move = Action.parse("back Bx1 B")
    assert move in game.legal_actions()
    load_save(page, save)
    confirm_handoff(page)
    perform(page, saved_game(page), move)
    page.get_by_test_id("undo").click()          # (Bea's screen now: Ada's move, confirmed)
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function(f"document.body.dataset.actions === '{len(game.actions)}'")
    assert body(page, "viewer") == str(player)
    notice = page.get_by_test_id("notice").inner_text()
    assert "Taken back: go back to your ship with" in notice, notice
    assert "route" not in notice, notice


def test_undo_before_the_hand_off_is_confirmed(page):
    seed, move = _seed_with_an_undoable_advance()
    start_hotseat(page, seed=seed)
    for _ in range(2):  # both players take the rightmost card
        confirm_handoff(page)
        perform(page, saved_game(page), TAKE1)
    confirm_handoff(page)
    before = saved_game(page)
    perform(page, before, move)
    page.wait_for_function("document.body.dataset.handoff === 'true'")
    undo = page.get_by_test_id("handoff-undo")
    assert undo.is_visible()
    undo.click()
    page.wait_for_function("document.body.dataset.actions === '2'")
    assert body(page, "handoff") == "false" and body(page, "viewer") == "0"
    assert saved_game(page).state.hands == before.state.hands
    assert "Taken back" in page.get_by_test_id("notice").inner_text()


def test_a_double_click_plays_one_move_not_the_next_players_too(new_page):
    """Hot seat with no cover between the turns: a double click on Take played Ada's take
    and, with its second click, Bea's take on the button that had just become hers (Bea's
    turn gone, and no Undo for it). The second click of a double click is ignored when
    the first has changed the position; on the same position it counts as before."""
    from .page_driver import race_policy
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=23)
    while True:
        confirm_handoff(page)
        game = saved_game(page)
        if len(game.actions) >= 14 and TAKE1 in game.legal_actions():
            break
        perform(page, game, race_policy(game))
    before, mover = len(game.actions), game.to_move()
    page.get_by_test_id("action-take").dblclick()
    page.wait_for_function(f"document.body.dataset.actions !== '{before}'")
    page.wait_for_timeout(800)
    after = saved_game(page)
    assert len(after.actions) == before + 1 and after.actions[-1] == TAKE1
    assert after.to_move() != mover
    assert page.console_errors == []


def test_undo_asks_before_taking_back_the_other_players_move_on_a_shared_device(page):
    """Hot seat with no cover between two turns: on Ada's turn Undo took back Bea's move
    at a tap, and only its tooltip (which a touch screen never shows) said whose move it
    was (a touch playtest). It asks first, naming Bea; No changes nothing."""
    from .page_driver import race_policy

    start_hotseat(page, seed=23)
    undo = page.get_by_test_id("undo")
    for _ in range(60):
        confirm_handoff(page)
        game = saved_game(page)
        viewer = body(page, "viewer")
        if undo.is_visible() and undo.get_attribute("aria-disabled") == "false" and \
                viewer != "" and game.actors[-1] != int(viewer):
            break
        perform(page, game, race_policy(game))
    else:
        raise AssertionError("no turn with the other player's move to take back")
    moves, rival = len(game.actions), ("Ada", "Bea")[1 - int(viewer)]
    undo.click()
    question = page.get_by_test_id("confirm-dialog")
    expect(question).to_be_visible()
    assert f"Take back {rival}'s move?" in question.inner_text()
    page.get_by_test_id("confirm-no").click()
    assert body(page, "actions") == str(moves)
    undo.click()
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function(f"document.body.dataset.actions !== '{moves}'")
    assert len(saved_game(page).actions) < moves
    assert "Taken back" in page.get_by_test_id("notice").inner_text()


def test_highlighted_board_spaces_look_alike_until_the_keyboard_is_used(page):
    """Food Depots: of the two spaces offered for the second depot, the first wore the
    keyboard's black ring (the page puts the focus there for keyboard players) and the
    other the orange one, as if they were different things (a playtest, by mouse). By
    mouse they look alike; a key press shows where the keyboard is."""
    start_hotseat(page, seed=3, modules=("depots",))
    confirm_handoff(page)
    rings = page.locator("svg .tgt.is-legal .ring")
    expect(rings.first).to_be_visible()
    strokes = rings.evaluate_all("els => els.map(e => getComputedStyle(e).stroke)")
    assert len(strokes) >= 2 and len(set(strokes)) == 1, strokes
    focused = page.evaluate("document.activeElement.classList.contains('tgt')")
    page.keyboard.press("Tab")            # a keyboard player: the focus ring shows
    page.keyboard.press("Shift+Tab")
    strokes = rings.evaluate_all("els => els.map(e => getComputedStyle(e).stroke)")
    assert focused and len(set(strokes)) == 2, (focused, strokes)
