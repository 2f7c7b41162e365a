"""Playing against the computer in the page (issue #4): the new-game dialog, no hand-off,
the human's controls locked while the computer thinks, undo while it thinks, and a
reload that resumes the game with the computer thinking again."""
from __future__ import annotations

from playwright.sync_api import expect

from core import Options
from core.actions import TAKE1, Action
from core.agents import LEVELS
from core.cards import CODE

from .computer_driver import (FAST, is_busy, open_page, play_and_wait_for_reply, start_vs_computer,
                              wait_for_human)
from .conftest import wait_ready
from .page_driver import (NEWS_SPY, body, latest_turn_in_log, load_save, log_lines, perform, said,
                          saved, saved_game)

from ui.computer import level_label  # noqa: E402  (web/ is on sys.path via computer_driver)
from ui.seats import ComputerSeat, LocalSeat  # noqa: E402
from ui.session import Session  # noqa: E402


def test_the_dialog_offers_every_level_and_either_side(page):
    open_page(page)
    page.get_by_test_id("ng-mode-computer").check()
    assert not page.get_by_test_id("ng-name2").is_visible()
    level = page.get_by_test_id("ng-level")
    options = level.locator("option")
    assert options.evaluate_all("os => os.map(o => o.value)") == list(LEVELS)
    assert options.evaluate_all("os => os.map(o => o.textContent)") == [level_label(k) for k in LEVELS]
    assert level.input_value() == "normal"
    dialog = page.get_by_test_id("new-game-dialog")
    assert "Your name" in dialog.inner_text() and "You play" in dialog.inner_text()
    page.get_by_test_id("ng-mode-hotseat").check()
    assert page.get_by_test_id("ng-name2").is_visible() and not level.is_visible()
    assert "First player's name" in dialog.inner_text()


def test_the_computer_answers_the_human_move_without_any_hand_off(page):
    open_page(page, FAST)
    start_vs_computer(page, "easy", seed=9, human=1, name="Cy")  # the human plays Scott
    # Amundsen (the computer) moves first, then it is the human's turn: no cover screen.
    wait_for_human(page, 1)
    assert body(page, "handoff") == "false" and body(page, "viewer") == "1"
    seats = saved(page)["seats"]
    assert seats[0] == {"name": "Easy computer", "kind": "computer", "level": "easy"}
    assert seats[1] == {"name": "Cy", "kind": "human", "level": ""}
    play_and_wait_for_reply(page, human=1, moves=3)
    assert body(page, "handoff") == "false"
    assert "Cy (Scott)" in page.get_by_test_id("status").inner_text()
    # The computer's last move is highlighted in the log.
    assert page.locator('[data-testid="log"] li[data-mark="last"]').count() >= 1
    assert page.console_errors == [], page.console_errors


def test_the_humans_controls_are_locked_while_the_computer_thinks(page):
    open_page(page, "?pace=8000")   # the computer waits 8 s before its first move
    start_vs_computer(page, "easy", seed=4, human=1)
    page.wait_for_function("document.body.dataset.busy === 'true'")
    assert "is thinking" in page.get_by_test_id("status").inner_text()
    assert page.locator("[data-legal]").count() == 0       # nothing is offered
    assert page.get_by_test_id("hint").is_disabled()
    assert page.locator('[data-act="hand"][aria-disabled="true"]').count() >= 1
    # Clicks go through (force: no waiting for the cards to be enabled) but do nothing.
    card = page.locator('[data-testid="hand-1"] [data-testid^="hand-card-"]').first
    code = card.get_attribute("data-card")
    card.click(force=True)
    assert page.get_by_test_id(f"hand-card-{code}").get_attribute("aria-pressed") == "false"
    page.get_by_test_id("row").locator("[data-card]").first.click(force=True)
    assert body(page, "actions") == "0" and is_busy(page)
    wait_for_human(page, 1, timeout_ms=30_000)
    assert int(body(page, "actions")) >= 1
    assert page.locator("[data-legal]").count() > 0        # now it is the human's turn
    assert not page.get_by_test_id("hint").is_disabled()
    assert page.console_errors == [], page.console_errors


def test_reload_resumes_the_game_and_the_computer_thinks_again(page):
    open_page(page, "?pace=3000")
    start_vs_computer(page, "easy", seed=8, human=1, name="Cy")
    page.wait_for_function("document.body.dataset.busy === 'true'")
    page.reload()
    wait_ready(page)
    assert "restored" in page.get_by_test_id("notice").inner_text()
    assert body(page, "viewer") == "1" and body(page, "handoff") == "false"
    page.wait_for_function("document.body.dataset.busy === 'true'")  # it thinks again
    wait_for_human(page, 1, timeout_ms=20_000)
    game = saved_game(page)
    assert game.actions and game.to_move() == 1
    assert saved(page)["seats"][0]["level"] == "easy"
    assert page.console_errors == [], page.console_errors


def _seed_with_an_undoable_second_move() -> tuple[int, Action]:
    """A seed where the human (Amundsen) takes the rightmost card, the easy computer
    answers, and the human can then advance with public cards only (so the move can be
    taken back). The page's computer plays exactly what ``Session.agent`` plays here."""
    for seed in range(300):
        session = Session.new(Options(), (LocalSeat("Cy"), ComputerSeat("easy")), seed)
        session.play(TAKE1)
        while session.is_computer(session.game.to_move()):
            game = session.game
            session.play(session.agent(1).choose(game.observation(1), game.legal_actions()))
            session.play_forced()
        for action in session.game.legal_actions():
            if action.verb == "advance":
                probe = session.game.clone()
                probe.push(action)
                if probe.can_undo():
                    return seed, action
    raise AssertionError("no seed with an undoable advance")


def test_undo_while_the_computer_thinks_takes_back_the_humans_move(page):
    seed, advance = _seed_with_an_undoable_second_move()
    open_page(page, "?pace=4000")
    start_vs_computer(page, "easy", seed=seed, human=0)
    wait_for_human(page, 0)
    perform(page, saved_game(page), TAKE1)
    wait_for_human(page, 0, timeout_ms=20_000)
    before = saved(page)["record"]["actions"]
    perform(page, saved_game(page), advance)
    assert is_busy(page) and page.get_by_test_id("undo").is_visible()
    page.get_by_test_id("undo").click()
    page.wait_for_function("document.body.dataset.busy === 'false'")
    assert saved(page)["record"]["actions"] == before
    assert "Taken back" in page.get_by_test_id("notice").inner_text()
    for card in advance.cards:
        assert page.get_by_test_id(f"hand-card-{CODE[card]}").count() == 1
    # The computer stopped thinking: it plays nothing once its pause is over.
    page.wait_for_timeout(4500)
    assert saved(page)["record"]["actions"] == before and body(page, "toMove") == "0"
    # After the computer's own move, the human's earlier move cannot be taken back: Undo
    # stays in sight and says why (it was hidden, as if it had never been offered: a
    # playtest missed it, seen only while the computer thought).
    perform(page, saved_game(page), advance)
    wait_for_human(page, 0, timeout_ms=20_000)
    undo = page.get_by_test_id("undo")
    assert undo.is_visible() and undo.get_attribute("aria-disabled") == "true"
    assert "the computer has answered it" in undo.get_attribute("title")
    answered = saved(page)["record"]["actions"]
    undo.click(force=True)  # (aria-disabled, which Playwright waits out: a click still says why)
    expect(page.get_by_test_id("notice")).to_contain_text(
        "Your last move cannot be taken back: the computer has answered it.")
    assert saved(page)["record"]["actions"] == answered
    assert page.console_errors == [], page.console_errors



def test_a_screen_reader_hears_every_move_of_the_race_once(page):
    """The hidden live region says each new line of the log once, as it appears: the
    computer's moves and the human's own; a reloaded game says nothing of its past."""
    page.context.add_init_script(NEWS_SPY)
    open_page(page, FAST)
    assert page.get_by_test_id("news").get_attribute("aria-live") == "polite"
    start_vs_computer(page, "easy", seed=9, human=1)
    wait_for_human(page, 1)
    computer_lines = log_lines(page, race_only=True)
    assert computer_lines and all(line.startswith("Amundsen") for line in computer_lines)
    assert " ".join(said(page)) == " ".join(computer_lines)
    assert "dealt" not in " ".join(said(page))          # the set-up is not read out
    play_and_wait_for_reply(page, human=1, moves=2)
    told, lines = said(page), log_lines(page, race_only=True)
    assert " ".join(told) == " ".join(lines) and any(t.startswith("Scott") for t in told)
    page.reload()
    wait_ready(page)
    assert said(page) == [] and log_lines(page, race_only=True) == lines
    assert page.console_errors == [], page.console_errors


def test_the_status_bar_tells_what_the_computer_just_did(page):
    """On a phone held sideways the computer's pawn may move under the dock and the log is
    far below: the status bar's line tells the computer's latest turn in the log's words,
    in view at the top of the screen, cut short to one line and opened whole by a tap."""
    page.set_viewport_size({"width": 844, "height": 390})
    open_page(page, FAST)
    start_vs_computer(page, "easy", seed=9, human=1)
    wait_for_human(page, 1)
    line = page.get_by_test_id("last-turn")
    for _ in range(3):
        assert line.is_visible() and line.get_attribute("aria-hidden") == "true"
        # (a turn of the human's played for them, one choice, leaves the turn before it
        # in the news too: the latest one begins the line, which is cut short at its end)
        assert line.get_attribute("title").startswith(latest_turn_in_log(page, "(Amundsen)"))
        assert line.text_content() == line.get_attribute("title")
        assert line.text_content().startswith("Turn ")
        assert "(Amundsen): Amundsen " in line.text_content()
        assert line.inner_text().startswith("Amundsen ")   # below 1100 px: no heading
        for scrolled in (0, 10_000):        # at the page's top, and scrolled to its foot
            page.evaluate("y => window.scrollTo(0, y)", scrolled)
            box = line.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= 390   # in view at the top
        assert page.evaluate("window.scrollY") > 300
        # cut short on one line, it opens whole on a tap (a touch screen has no tooltip)
        cut = line.evaluate("l => l.scrollWidth > l.clientWidth")
        height = line.bounding_box()["height"]
        line.click()
        assert line.evaluate("l => l.scrollWidth <= l.clientWidth")
        assert (line.bounding_box()["height"] > height) == cut
        line.click()                                          # and closes again
        assert line.bounding_box()["height"] == height
        play_and_wait_for_reply(page, human=1, moves=1)
        if body(page, "outcome"):
            break
    assert page.console_errors == [], page.console_errors


def _save_with_an_empty_hand_before_the_computers_turn() -> dict:
    """A game against easy where the human (Amundsen, seat 0) has just advanced with his
    whole hand: after the computer's turn his only move is to take the rightmost card."""
    import random

    for seed in range(60):
        session = Session.new(Options(), (LocalSeat("Ada"), ComputerSeat("easy")), seed)
        game, rng = session.game, random.Random(seed)
        while not game.over and len(game.actions) < 200:
            legal = game.legal_actions()
            if game.to_move() == 1:
                if not game.state.hands[0]:
                    return session.to_save()
                session.play(session.agent(1).choose(game.observation(1), legal))
                continue
            advances = [a for a in legal if a.verb == "advance"]
            session.play(max(advances, key=lambda a: len(a.cards))
                         if advances and len(game.state.hands[0]) >= 3 else rng.choice(legal))
    raise AssertionError("no game with an empty hand before the computer's turn")


def test_a_move_the_page_plays_for_the_human_after_the_computers_is_told(page):
    """With no card in hand the human's only move (take the rightmost card) is played at
    once: after the computer's turn it went unseen, and a card the player never chose was
    in their hand. The notice says it, as it does in hot seat."""
    load_save(page, _save_with_an_empty_hand_before_the_computers_turn())
    wait_for_human(page, 0, timeout_ms=20_000)
    game = saved_game(page)
    forced = [i for i, f in enumerate(saved(page)["forced"]) if f]
    assert forced and game.actors[forced[0]] == 0, "no move was played for the human"
    notice = page.get_by_test_id("notice").inner_text()
    assert "You had only one choice: take " in notice, notice
    assert page.console_errors == [], page.console_errors


def test_a_word_on_a_forced_move_keeps_the_status_bar_to_one_line(page):
    """The notice of a move played for the player grew the status bar by a line or two
    beside the rival's latest turn, moving the board down: it keeps to one line, cut
    short, its whole text in the tooltip, and a click opens it (a tablet held upright,
    where the three no longer fit a line in full)."""
    page.set_viewport_size({"width": 820, "height": 1180})
    load_save(page, _save_with_an_empty_hand_before_the_computers_turn())
    wait_for_human(page, 0, timeout_ms=20_000)
    notice = page.get_by_test_id("notice")
    text = notice.inner_text()
    assert "You had only one choice: take " in text, text
    assert notice.get_attribute("title") == text
    bar = page.locator(".statusbar")
    status = page.get_by_test_id("status").bounding_box()
    for line in (notice, page.get_by_test_id("last-turn")):
        box = line.bounding_box()  # on the status's line, one line high
        cut = line.evaluate("l => l.scrollWidth > l.clientWidth")
        assert line.get_attribute("data-cut") == ("true" if cut else "false")  # its sign
        assert abs(box["y"] + box["height"] / 2 - status["y"] - status["height"] / 2) < 4, box
        assert box["height"] < 26, box
    closed = bar.bounding_box()["height"]
    notice.click()
    assert notice.get_attribute("data-open") == "true"
    assert bar.bounding_box()["height"] >= closed
    assert page.console_errors == [], page.console_errors
