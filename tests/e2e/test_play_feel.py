"""Play feel (issue 12): hot-seat covers only when they protect a secret, moves that end
or abandon a game ask first, and the settings panel (cover, sounds, motion) is kept."""
from __future__ import annotations

import json

from playwright.sync_api import expect

from core import Game, Options
from core.cards import CODE
from core.observation import shows_secrets
from ui.seats import LocalSeat
from ui.session import Session

from .conftest import wait_ready
from .page_driver import (SAVE_KEY, body, confirm_handoff, load_save, perform, race_policy, saved_game,
                          start_hotseat)

#: Records every tune the page plays (WebAudio oscillators started), before any script.
AUDIO_SPY = """
window.__notes = 0;
window.AudioContext = class {
  constructor() { this.currentTime = 0; this.destination = {}; }
  createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
                          connect() {} }; }
  createOscillator() { return { frequency: {}, connect() {},
                                start() { window.__notes += 1; }, stop() {} }; }
};
"""


def _load_save(page, session: Session) -> None:
    load_save(page, session.to_save())


def _play_one(page) -> tuple[int, Game]:
    """Play the race policy's move for the player on screen; (who moved, game after)."""
    game = saved_game(page)
    mover = game.to_move()
    perform(page, game, race_policy(game))
    return mover, saved_game(page)


def test_cover_comes_only_when_the_next_screen_would_show_a_secret(new_page):
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=3)
    # Each explorer starts with a hidden card: the first screen is covered, and the cover
    # is a real modal (focus on its button, nothing behind it reachable).
    assert body(page, "handoff") == "true"
    assert page.evaluate("document.activeElement.dataset.testid") == "handoff-confirm"
    assert page.evaluate("document.querySelector('main').inert") is True
    page.keyboard.press("Enter")                      # the focused button confirms
    page.wait_for_function("document.body.dataset.handoff === 'false'")
    assert page.evaluate("document.querySelector('main').inert") is False
    covered = skipped = 0
    for _ in range(40):
        mover, game = _play_one(page)
        nxt = game.to_move()
        if game.over or nxt == mover:
            continue
        secret = shows_secrets(game.state, nxt, mover)
        assert (body(page, "handoff") == "true") == secret, "cover shown without need (or not shown)"
        if secret:
            covered += 1
            confirm_handoff(page)
        else:
            skipped += 1
            # the rival's move is highlighted for the player who now has the device
            assert page.locator('[data-mark="last"]').count() > 0
        assert body(page, "viewer") == str(nxt)
    assert covered and skipped > covered, (covered, skipped)
    assert page.console_errors == [], page.console_errors


def test_the_settings_can_ask_for_a_cover_before_every_turn(new_page):
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=3)
    confirm_handoff(page)
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("set-cover").check()
    page.get_by_test_id("settings-close").click()
    for _ in range(6):
        mover, game = _play_one(page)
        if game.to_move() != mover:
            assert body(page, "handoff") == "true"
            confirm_handoff(page)
    page.reload()
    wait_ready(page)
    assert body(page, "handoff") == "true"      # a reload, too, brings the cover first
    confirm_handoff(page)
    page.get_by_test_id("settings-open").click()
    assert page.get_by_test_id("set-cover").is_checked()       # kept in this browser


def _freeze_position() -> Session:
    """A base game where the player to move may freeze the race: both kept taking cards
    (never discarding a card the other has not seen, so both still hold hidden cards)."""
    game = Game(Options(), 8)
    forced = []
    while not any(a.verb == "freeze" for a in game.legal_actions()):
        legal = game.legal_actions()
        secret = set().union(*game.state.secret)
        takes = [a for a in legal if a.verb == "take"]
        keeping = [a for a in takes if not set(a.cards) & secret] or takes
        forced.append(len(legal) == 1)
        game.push(max(keeping, key=lambda a: len(a.cards)) if takes else legal[0])
    return Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), forced, viewer=game.to_move())


def test_freezing_the_race_and_abandoning_a_game_ask_first(new_page):
    page = new_page(viewport={"width": 1366, "height": 800})
    session = _freeze_position()
    _load_save(page, session)
    confirm_handoff(page)
    moves = len(session.game.actions)
    page.get_by_test_id("action-freeze").click()
    dialog = page.get_by_test_id("confirm-dialog")
    assert dialog.is_visible() and "nobody wins" in dialog.inner_text()
    page.get_by_test_id("confirm-no").click()
    assert body(page, "actions") == str(moves) and body(page, "outcome") == ""
    # "New game" in the middle of a race asks before throwing the race away; answered
    # no (Cancel or Escape), the new-game dialog stays open with the options just chosen
    # (it closed, and they were lost: a playtest).
    page.get_by_test_id("new-game-open").click()
    new_game = page.get_by_test_id("new-game-dialog")
    page.get_by_test_id("ng-weather").check()
    page.get_by_test_id("ng-name2").fill("Cyd")
    for answer in ("confirm-no", "Escape"):
        page.get_by_test_id("ng-start").click()
        assert dialog.is_visible() and "lost" in dialog.inner_text()
        if answer == "Escape":
            page.keyboard.press("Escape")
        else:
            page.get_by_test_id(answer).click()
        expect(dialog).to_be_hidden()
        assert new_game.is_visible() and page.get_by_test_id("ng-weather").is_checked()
        assert page.get_by_test_id("ng-name2").input_value() == "Cyd"
        assert body(page, "actions") == str(moves)
    page.get_by_test_id("ng-cancel").click()
    expect(new_game).to_be_hidden()
    assert len(json.loads(page.evaluate(f"localStorage.getItem({SAVE_KEY!r})"))[
        "record"]["actions"]) == moves
    page.get_by_test_id("action-freeze").click()
    page.get_by_test_id("confirm-yes").click()
    page.wait_for_function("document.body.dataset.outcome === 'frozen'")
    # The end shows every card that was still hidden (each explorer kept the card dealt
    # face down at the start).
    state = saved_game(page).state
    hidden = [c for p in (0, 1) for c in state.hands[p] if c in state.secret[p]]
    assert len(hidden) >= 2
    page.get_by_test_id("end-close").click()
    assert page.locator('[data-testid^="hidden-card-"]').count() == 0
    for card in hidden:
        assert page.get_by_test_id(f"hand-card-{CODE[card]}").is_visible()
    assert page.console_errors == [], page.console_errors


def _against_computer(page, sounds: bool) -> None:
    page.goto("index.html?pace=0")
    wait_ready(page)
    page.get_by_test_id("ng-cancel").click()
    page.get_by_test_id("settings-open").click()
    page.get_by_test_id("set-sounds").set_checked(sounds)
    page.get_by_test_id("settings-close").click()
    page.get_by_test_id("new-game-open").click()
    page.get_by_test_id("ng-mode-computer").check()
    page.get_by_test_id("ng-explorer1").select_option("1")      # the computer moves first
    page.get_by_test_id("ng-seed").fill("5")
    page.get_by_test_id("ng-start").click()
    page.wait_for_function("document.body.dataset.toMove === '1' && "
                           "document.body.dataset.busy === 'false'")


def test_sounds_are_off_by_default_and_play_when_chosen(new_page):
    quiet = new_page(viewport={"width": 1366, "height": 800})
    quiet.add_init_script(AUDIO_SPY)
    _against_computer(quiet, sounds=False)
    assert quiet.evaluate("window.__notes") == 0
    loud = new_page(viewport={"width": 1366, "height": 800})
    loud.add_init_script(AUDIO_SPY)
    _against_computer(loud, sounds=True)
    assert loud.evaluate("window.__notes") >= 2                  # the "your turn" tune


def test_tab_title_marks_your_turn_while_the_page_is_in_the_background(new_page):
    page = new_page(viewport={"width": 1366, "height": 800})
    page.add_init_script("Object.defineProperty(document, 'hidden', "
                         "{get: () => window.__away === true});")
    page.goto("index.html?pace=0")
    wait_ready(page)
    page.evaluate("window.__away = true")
    page.get_by_test_id("ng-mode-computer").check()
    page.get_by_test_id("ng-explorer1").select_option("1")
    page.get_by_test_id("ng-seed").fill("5")
    page.get_by_test_id("ng-start").click()
    page.wait_for_function("document.body.dataset.toMove === '1' && "
                           "document.body.dataset.busy === 'false'")
    assert page.title().startswith("● Your turn")
    page.evaluate("window.__away = false; document.dispatchEvent(new Event('visibilitychange'))")
    assert page.title() == "1911 Amundsen vs Scott"


def _page_colour(page) -> str:
    return page.evaluate("getComputedStyle(document.documentElement).backgroundColor")


LIGHT, DARK = "rgb(243, 247, 250)", "rgb(13, 24, 34)"


def test_the_page_is_dark_as_the_device_prefers_or_as_the_settings_say(new_page):
    """A device set to dark colours gets a dark page; the settings can ask for light or
    dark whatever the device says, at once and from the first screen after a reload
    (boot.js reads the choice before Python starts: no light flash while it loads)."""
    page = new_page(viewport={"width": 1366, "height": 800}, color_scheme="dark")
    start_hotseat(page, seed=3)
    confirm_handoff(page)
    assert _page_colour(page) == DARK
    page.get_by_test_id("settings-open").click()
    assert page.get_by_test_id("set-colours").input_value() == "auto"
    page.get_by_test_id("set-colours").select_option("light")
    assert _page_colour(page) == LIGHT
    page.get_by_test_id("settings-close").click()
    page.reload(wait_until="domcontentloaded")
    assert _page_colour(page) == LIGHT                 # before Python is up
    wait_ready(page)
    confirm_handoff(page)
    assert _page_colour(page) == LIGHT and saved_game(page).actions == []
    light = new_page(viewport={"width": 1366, "height": 800}, color_scheme="light")
    start_hotseat(light, seed=4)
    confirm_handoff(light)
    assert _page_colour(light) == LIGHT
    light.get_by_test_id("settings-open").click()
    light.get_by_test_id("set-colours").select_option("dark")
    assert _page_colour(light) == DARK
    light.get_by_test_id("settings-close").click()
    light.reload(wait_until="domcontentloaded")
    assert _page_colour(light) == DARK
    assert page.console_errors == light.console_errors == []


def test_arrow_keys_in_settings_just_opened_change_no_setting(new_page):
    """Settings opened with the focus on the language list: a player stepping through a
    replay with the arrow keys opened it, pressed → once more and the page went French
    (a playtest). The dialog itself takes the focus; Tab reaches the first setting."""
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=3)
    confirm_handoff(page)
    page.get_by_test_id("settings-open").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("settings-dialog")).to_be_visible()
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowDown"):
        page.keyboard.press(key)
    assert page.get_by_test_id("set-lang").input_value() == "en"
    assert page.evaluate("document.documentElement.lang") == "en"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.testid") == "set-lang"
    page.keyboard.press("Escape")
    assert page.console_errors == [], page.console_errors


def _glides_after_a_move(page) -> int:
    mover, _game = _play_one(page)
    return page.evaluate("document.getAnimations().filter(a => a.effect && a.effect.target"
                         " && (a.effect.target.dataset.testid || '').startsWith('pawn-figure'))"
                         ".length")


def _advance_ready(page) -> None:
    """Play until the player on screen will move a pawn with the race policy."""
    for _ in range(30):
        confirm_handoff(page)
        game = saved_game(page)
        if race_policy(game).verb in ("advance", "com", "back"):
            return
        _play_one(page)
    raise AssertionError("no pawn move came up")


def test_pawns_glide_unless_the_device_or_the_settings_say_no(new_page):
    page = new_page(viewport={"width": 1366, "height": 800})
    start_hotseat(page, seed=3)
    _advance_ready(page)
    assert _glides_after_a_move(page) >= 1
    still = new_page(viewport={"width": 1366, "height": 800}, reduced_motion="reduce")
    start_hotseat(still, seed=3)
    _advance_ready(still)
    assert _glides_after_a_move(still) == 0


def test_undo_says_why_it_cannot_take_back_a_move_that_showed_a_card(new_page):
    """Against the computer (which thinks slowly here): the player's take refilled the
    row, showing a new card; Undo stays in sight, greyed, and says why: in its tooltip,
    and on a tap (a touch screen shows no tooltip; disabled, a tap did nothing). (In hot
    seat the move is final anyway once the rival has taken the device at the cover.)"""
    from .computer_driver import open_page, start_vs_computer

    page = new_page(viewport={"width": 1366, "height": 800})
    open_page(page, "?pace=4000")
    start_vs_computer(page, "easy", seed=3)
    page.get_by_test_id("action-take").click()           # the row refills: a new card shows
    page.wait_for_function("document.body.dataset.actions === '1'")
    undo = page.get_by_test_id("undo")
    assert undo.is_visible() and undo.get_attribute("aria-disabled") == "true"
    assert "showed a card" in undo.get_attribute("title")
    undo.click(force=True)  # (Playwright counts aria-disabled as disabled; a finger does not)
    assert "showed a card" in page.get_by_test_id("notice").inner_text()
    assert page.evaluate("document.body.dataset.actions") == "1"      # nothing taken back


def test_long_press_tap_and_the_question_key_explain_a_card(new_page):
    page = new_page(viewport={"width": 390, "height": 844}, has_touch=True)
    start_hotseat(page, seed=3)
    confirm_handoff(page)
    card = page.locator('#my-area [data-act="hand"]').first
    words = card.get_attribute("title")
    box = card.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(700)
    page.mouse.up()
    panel = page.get_by_test_id("card-help")
    assert panel.is_visible() and page.get_by_test_id("card-help-text").inner_text() == words
    assert card.get_attribute("aria-pressed") == "false"    # explained, not selected
    page.keyboard.press("Escape")
    assert not panel.is_visible()
    # A tap on a card that cannot be played (here the rival's) explains it.
    rival = page.locator("#their-area .card[title]").first
    rival.tap()
    assert panel.is_visible()
    assert page.get_by_test_id("card-help-text").inner_text() == rival.get_attribute("title")
    # A tap outside the panel closes it, even on a place with words of its own (a board
    # space: that tap opened the space's words instead, and only Close closed the panel).
    page.locator('#board [data-testid="space-0-9"]').tap()
    assert not panel.is_visible()
    rival.tap()
    assert panel.is_visible()
    page.get_by_test_id("card-help-close").click()
    # A tap on a control with a tooltip (the discard pile, a button) does its job, and
    # opens no help over the hand (a phone user's every replay step did).
    page.get_by_test_id("discard").tap()
    page.get_by_test_id("piles-dialog").wait_for(state="visible")
    assert not panel.is_visible()
    page.get_by_test_id("piles-close").tap()
    # From the keyboard: "?" on the focused card.
    card.focus()
    page.keyboard.press("?")
    assert panel.is_visible() and page.get_by_test_id("card-help-text").inner_text() == words


def _rules_on_a_phone(new_page):
    """A phone's page with no game, the Rules open."""
    page = new_page(viewport={"width": 390, "height": 844})
    page.goto("index.html")
    wait_ready(page)
    page.get_by_test_id("ng-cancel").click()
    page.get_by_test_id("rules-open").click()
    return page


def test_rules_open_at_the_top_and_explain_every_card(new_page):
    page = _rules_on_a_phone(new_page)
    rules = page.get_by_test_id("rules-dialog")
    assert rules.evaluate("d => d.scrollTop") == 0
    assert page.get_by_test_id("rules-close-top").is_visible()
    # Scrolled to the end, the title and the close button are still on top, in view.
    rules.evaluate("d => { d.scrollTop = d.scrollHeight; }")
    assert rules.evaluate("d => d.scrollTop") > 500
    on_top = """e => { const r = e.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return r.top >= 0 && hit !== null && (hit === e || e.contains(hit)); }"""
    assert page.get_by_test_id("rules-close-top").evaluate(on_top)
    assert page.locator("#rules-title").evaluate(on_top)
    rules.evaluate("d => { d.scrollTop = 0; }")
    kinds = page.get_by_test_id("rules-cards").locator(".entry")
    from core.cards import KIND_HELP
    assert kinds.count() == len(KIND_HELP)
    for help_text in KIND_HELP.values():
        assert help_text in page.get_by_test_id("rules-cards").inner_text()
    # Every rule the new-game dialog offers is explained (the advanced variant and the
    # patrons were not), each in a section of its own, and that any coloured card pays for
    # its colour.
    assert "Every card with a colour pays for its colour" in rules.inner_text()
    for option, words in (("advanced", "six open cards"), ("patrons", "Army Officer"),
                          ("depots", "white cube"), ("weather", "Extreme Cold"),
                          ("way_back", "Terra Nova")):
        section = page.get_by_test_id(f"rules-module-{option}")
        section.locator("summary").click()
        assert words in section.inner_text(), option


def test_the_rules_begin_with_pictures_and_open_the_modules_of_the_game(new_page):
    """A newcomer sees a take, a move and the Pole drawn before the long text (a playtest
    found 1,436 words and no picture), and the rules of modules not in play stay closed."""
    page = _rules_on_a_phone(new_page)
    pictures = page.get_by_test_id("rules-pictures")
    take = page.get_by_test_id("rules-pic-take")
    assert take.is_visible() and take.bounding_box()["y"] + take.bounding_box()["height"] < 760
    assert "Take cards." in take.inner_text()
    assert take.locator(".card").count() == 3 and take.locator(".card.is-picked").count() == 1
    assert pictures.locator(".card").count() == 3 + 3 + 4
    play = page.get_by_test_id("rules-pic-play")
    assert "Or play cards." in play.inner_text() and play.locator("svg .space").count() == 2
    assert "Reach the Pole." in page.get_by_test_id("rules-pic-pole").inner_text()
    modules = ("advanced", "patrons", "depots", "weather", "way_back")
    opened = lambda: [m for m in modules  # noqa: E731
                      if page.get_by_test_id(f"rules-module-{m}").evaluate("d => d.open")]
    assert opened() == []
    assert "Sunny" not in page.get_by_test_id("rules-dialog").inner_text()
    page.keyboard.press("Escape")
    start_hotseat(page, seed=3, modules=("weather", "way_back"))
    confirm_handoff(page)
    page.get_by_test_id("rules-open").click()
    assert opened() == ["weather", "way_back"]
    assert "Sunny" in page.get_by_test_id("rules-dialog").inner_text()
    page.get_by_test_id("rules-module-weather").locator("summary").click()  # closed by hand
    page.keyboard.press("Escape")
    _play_one(page)
    confirm_handoff(page)
    page.get_by_test_id("rules-open").click()
    assert opened() == ["way_back"]  # a move later it stays as the player left it


def test_picking_a_card_barely_moves_the_hand_under_the_finger(new_page):
    """Laying a card on a food depot starts with no button (an invisible one keeps the
    row); picking the card brings a long move and "Clear selection". Below 1100 px the
    hand lies under the buttons, and the two wrapped onto two rows: the hand jumped down
    a whole button (50 px) under the finger about to pick again. They share one line now,
    the long name wrapping inside its button: one line of text at most."""
    for width, height in ((768, 1024), (390, 844)):
        page = new_page(viewport={"width": width, "height": height}, has_touch=width < 500)
        start_hotseat(page, seed=5, modules=("depots",))
        for _ in range(6):                  # both depots placed: Amundsen lays a card
            confirm_handoff(page)
            game = saved_game(page)
            if game.state.pending and game.state.pending[0].kind == "depot_stash":
                break
            page.locator("#actions button.act").first.click()
            page.wait_for_function(
                f"Number(document.body.dataset.actions) > {len(game.actions)}")
        else:
            raise AssertionError("no depot to lay a card on within six moves")
        hand = page.locator("#my-area .hand button.card")
        before = hand.first.bounding_box()["y"]
        hand.first.click()
        page.get_by_test_id("clear-selection").wait_for()
        buttons = page.locator("#actions .buttons > *")
        assert buttons.count() == 2
        assert buttons.nth(0).bounding_box()["y"] == buttons.nth(1).bounding_box()["y"]
        assert hand.first.bounding_box()["y"] - before <= 22, (width, before)
