"""ui.review: replaying a finished game turn by turn (the "Replay the race" button)."""
from __future__ import annotations

import json
import random
import re

import pytest

from core import Game, Options
from core.cards import CODE
from ui import screen, texts, views
from ui.computer import Marks
from ui.review import PastTable, Review, finished_game
from ui.seats import ComputerSeat, LocalSeat, SaveError
from ui.session import Session, record_file_name, session_from_record

from tests.helpers import biased_choice


def _finished(seed: int = 11, **options) -> Session:
    """A hot-seat game played to its end by racing random moves."""
    session = Session.new(Options(**options), (LocalSeat("Ada"), LocalSeat("Bea")), seed)
    rng = random.Random(seed)
    while not session.game.over:
        session.confirm_handoff()                   # as the page does before each move
        session.play(biased_choice(rng, session.game.legal_actions()))
    return session


def _button(html: str, where: str) -> str:
    return re.search(rf'<button[^>]*data-testid="review-{where}"[^>]*>', html).group(0)


def test_the_replay_has_one_position_per_turn_and_the_end():
    session = _finished(advanced=True, patrons=True)
    game = session.game
    review = Review(game)
    assert review.count == game.state.turn_number + 1
    review.go(0)
    start = review.table()
    assert start.state == Game(game.options, game.seed).state  # the deal, before any move
    assert start.to_move() == 0                                 # Amundsen opens
    assert start.state.turn_number == 1 and start.moves_played == 0
    for at in range(1, review.count - 1):
        review.go(at)
        assert review.table().state.turn_number == at + 1  # the status's count
    review.go(review.count - 1)
    end = review.table()
    assert review.at == review.count - 1 and end.over and end.outcome == str(game.outcome)
    assert end.state == game.state


def test_every_card_is_face_up_and_nobody_can_play_in_the_replay():
    session = _finished(depots=True, weather=True)
    review = Review(session.game)
    for at in (0, review.count // 2):
        review.go(at)
        table = review.table()
        obs = table.observation(1)
        assert obs["hands"] == [list(h) for h in table.state.hands]
        assert None not in obs["hands"][0] and None not in obs["hands"][1]
        assert table.legal_actions() == []


def test_stepping_is_clamped_and_leaves_the_game_and_its_save_unchanged():
    session = _finished(way_back=True)
    saved = json.dumps(session.to_save())
    review = Review(session.game)
    review.go(-5)
    assert review.at == 0
    review.go(10_000)
    assert review.at == review.count - 1
    review.step("first")
    assert review.at == 0
    review.step("prev")                                  # no turn before the first
    assert review.at == 0
    review.step("next")
    review.step("next")
    assert review.at == 2
    review.step("prev")
    assert review.at == 1
    review.step("last")
    assert review.at == review.count - 1
    review.step("sideways")                              # an unknown button: stay
    assert review.at == review.count - 1
    review.table().revealed(0)
    assert json.dumps(session.to_save()) == saved


def test_only_a_finished_game_can_be_replayed():
    game = Game(Options(), 2)
    game.push(game.legal_actions()[0])
    with pytest.raises(ValueError):
        Review(game)


def test_the_page_shows_the_replayed_position_with_its_buttons_and_log():
    session = _finished(seed=4)
    review = Review(session.game)
    now = screen.review_moment(session, review)
    sel = screen.selection(session, now)
    html = screen.areas(session, now, sel, None, True, review)
    assert 'disabled' in _button(html["actions"], "first")
    assert 'disabled' in _button(html["actions"], "prev")
    assert 'disabled' not in _button(html["actions"], "next")
    first_hand = review.table().state.hands[session.viewer]
    for card in first_hand:
        assert f'data-testid="hand-card-{CODE[card]}"' in html["my-area"]
    # a replay on a shared device: the screen's hand is nobody's in particular (it said
    # "Your hand" of whoever last had the device, a touch playtest)
    assert "Your hand" not in html["my-area"] and "Hand: " in html["my-area"]
    status = texts.review_status(review.table(), session.labels, review.turn, review.turns)
    assert f"turn 1 of {review.count - 1}" in status
    review.go(review.count - 1)
    now = screen.review_moment(session, review)
    html_end = screen.areas(session, now, screen.selection(session, now), None, True, review)
    assert 'disabled' in _button(html_end["actions"], "next")
    assert 'disabled' in _button(html_end["actions"], "last")
    assert len(html_end["log"]) > len(html["log"])               # the whole race is logged
    assert texts.review_status(review.table(), session.labels, review.turn, review.turns) \
        .startswith("Replay, the end")


def test_the_board_offers_the_replay_only_where_the_page_holds_the_game():
    assert 'data-testid="board-review"' in views.end_actions_html(True)
    assert 'data-testid="board-review"' not in views.end_actions_html(False)


def test_a_pasted_finished_record_opens_the_same_game_for_its_replay():
    session = _finished(seed=6, depots=True)
    text = json.dumps(session.record())
    opened = session_from_record(text, ("P1", "P2"))
    assert opened.game.state == session.game.state and opened.game.over
    assert opened.hot_seat and opened.names == ("Ada", "Bea")       # the record's players
    review = Review(opened.game)
    assert review.turns == session.game.state.turn_number
    assert review.count == review.turns + 2                   # the set-up, turns, the end


def test_a_record_names_its_players_and_the_computer_in_the_language_that_opens_it():
    """A game against the computer, played in French, opened from its record in English:
    the replay names "Cy" and "Hard computer" (the record keeps the computer's name in
    English, not "Ordinateur difficile"); the rules engine ignores the names."""
    from core import i18n
    session = Session.new(Options(), (LocalSeat("Cy"), ComputerSeat("hard")), 4)
    session.play(session.game.legal_actions()[0])
    i18n.set_language("fr")
    try:
        record = session.record()
        assert session_from_record(json.dumps(record), ("P1", "P2")).names == (
            "Cy", "Ordinateur difficile")
    finally:
        i18n.set_language("en")
    assert record["players"] == ["Cy", "Hard computer"]
    assert Game.from_record(record).record() == session.game.record()
    opened = session_from_record(json.dumps(record), ("P1", "P2"))
    assert opened.names == ("Cy", "Hard computer") and opened.hot_seat


@pytest.mark.parametrize("names, file", [
    (("Ada", "Bea"), "1911-Ada-vs-Bea-2026-12-07.json"),
    (("Zoé Roux", "Hard computer"), "1911-Zoé-Roux-vs-Hard-computer-2026-12-07.json"),
    (("a/b:c*?", "../x"), "1911-a-b-c-vs-x-2026-12-07.json"),     # no path, no reserved mark
    (("???", "Bea"), "1911-game-record-2026-12-07.json"),
])
def test_a_downloaded_record_is_named_after_its_players_and_day(names, file):
    assert record_file_name(names, "2026-12-07") == file


@pytest.mark.parametrize("players, names", [
    (None, ("P1", "P2")),                          # a record from before names were kept
    (["  Zoé   Roux ", ""], ("Zoé Roux", "P2")),   # trimmed; an empty name: the dialog's
    (["Joueur 1", "x" * 40], ("Player 1", "x" * 24)),  # a default in French; cut to 24
])
def test_a_record_without_names_takes_the_dialogs(players, names):
    record = Game(Options(), 3).record()
    if players is not None:
        record["players"] = players
    assert session_from_record(json.dumps(record), ("P1", "P2")).kept_names == names


@pytest.mark.parametrize("players", ["Ada", ["Ada"], ["Ada", 7], {"0": "Ada", "1": "Bea"}])
def test_a_record_with_garbled_names_is_refused_with_the_reason(players):
    record = dict(Game(Options(), 3).record(), players=players)
    with pytest.raises(SaveError, match="its player names must be two pieces of text"):
        session_from_record(json.dumps(record), ("P1", "P2"))


def test_a_pasted_unfinished_record_goes_on_as_a_hot_seat_game():
    game = Game(Options(weather=True), 8)
    rng = random.Random(2)
    for _ in range(12):
        game.push(biased_choice(rng, game.legal_actions()))
    opened = session_from_record(json.dumps(game.record()), ("P1", "P2"))
    assert opened.game.state == game.state and not opened.game.over
    assert opened.handoff_needed()                  # the cover first, then the mover's view
    opened.confirm_handoff()
    assert opened.human_to_move() == game.to_move()


def test_a_finished_record_said_to_go_on_is_refused_in_words_not_codes():
    """A record saying "outcome": "" (the race goes on) whose moves end it read "ends it
    with ''... 'frozen'": the outcomes are named in words."""
    game = Game(Options(), 5)
    rng = random.Random(5)
    while not game.over:
        game.push(biased_choice(rng, game.legal_actions()))
    record = {**game.record(), "outcome": ""}
    ending = {"amundsen": "Amundsen wins", "scott": "Scott wins",
              "frozen": "both explorers freeze", "draw": "a draw"}[str(game.outcome)]
    with pytest.raises(SaveError, match=f"it says: the race goes on; but its moves give: {ending}"):
        session_from_record(json.dumps(record), ("P1", "P2"))


@pytest.mark.parametrize("text, reason", [
    ("", "nothing was pasted"),
    (" \n ", "nothing was pasted"),
    ("{'seed': 1}", r"not JSON \(copy the whole record"),
    ("```json\n[]\n```", "must be a JSON object"),     # the fence read through
    ("[" * 50_000, "nest far deeper"),
    ("[" * 100_001, r"far longer than a game record \(100,001 characters"),
    (" " * 100_000 + "{}", "far longer than a game record"),  # (counted before trimming)
    ("[]", "must be a JSON object"),
    # another file's JSON (the page's own manifest, a playtest) was refused for its "seed"
    ('{"name": "1911 Amundsen vs Scott", "icons": [], "start_url": "./"}',
     r"this JSON is not a game record \(a record holds a seed and a list of moves\)"),
    ("{}", "not a game record"),
    ('{"seed": 3, "actions": ["take", "fly away"]}', "move 2"),
    ('{"seed": -1, "actions": []}', "seed"),
    ('{"seed": 3, "actions": [], "outcome": "scott"}',
     "it says: Scott wins; but its moves give: the race goes on"),
    ('{"seed": 3, "actions": [], "outcome": "moon"}', "it says: 'moon'; but"),
])
def test_a_bad_record_is_refused_with_the_reason(text, reason):
    with pytest.raises(SaveError, match=reason):
        session_from_record(text, ("P1", "P2"))


@pytest.mark.parametrize("wrap", [
    "\ufeff{}",                      # a byte-order mark (a file saved by some editors)
    "```json\n{}\n```",             # a Markdown code fence (a record sent in a chat)
    "  ```\n{}\n```\n",
    "```json\n\ufeff{}\n```",        # a file with its mark pasted into a chat
])
def test_a_record_with_a_byte_order_mark_or_a_code_fence_round_it_opens(wrap):
    game = Game(Options(weather=True), 8)
    rng = random.Random(8)
    for _ in range(15):
        game.push(biased_choice(rng, game.legal_actions()))
    opened = session_from_record(wrap.replace("{}", json.dumps(game.record())), ("P1", "P2"))
    assert opened.game.record() == game.record()


def test_the_longest_game_laid_out_on_many_lines_is_well_under_the_pasted_text_limit():
    """Megabytes of pasted text are refused by their length before they are read; a real
    record, even indented a line per move (as an editor may save it), is far shorter."""
    from ui.session import MAX_RECORD_CHARS
    longest = max((_finished(seed, **options).record() for seed in range(6)
                   for options in ({}, {"patrons": True, "depots": True, "weather": True,
                                        "way_back": True})), key=lambda r: len(r["actions"]))
    text = json.dumps(longest, indent=4)
    assert len(text) * 10 < MAX_RECORD_CHARS
    assert session_from_record(text, ("P1", "P2")).record() == longest


def test_a_record_without_its_options_says_it_was_read_as_a_base_game():
    """A record whose "options" were cut off failed at its first module move with
    "move 1 cannot be played" alone: the reason now says why the move looked wrong."""
    game = Game(Options(depots=True), 4)
    game.push(game.legal_actions()[0])                   # a depot's place, set-up only
    record = {k: v for k, v in game.record().items() if k != "options"}
    with pytest.raises(SaveError, match=r"move 1 .*\(the record names no rule options, so "
                                        r"it was read as a base game\)"):
        session_from_record(json.dumps(record), ("P1", "P2"))
    for text in ('{"seed": 3, "options": {}, "actions": ["take", "advance Ra1"]}',
                 '{"seed": 3, "actions": ["take", "fly away"]}'):   # (no options can help)
        with pytest.raises(SaveError, match="move 2") as refused:
            session_from_record(text, ("P1", "P2"))
        assert "rule options" not in str(refused.value)


class _GuestLike:
    """What a guest of an online game offers: a table that may be over, and the record
    the host sends once it is (no game of its own)."""

    def __init__(self, over: bool, record: dict | None) -> None:
        self.table = type("T", (), {"over": over})()
        self._record = record

    def record(self) -> dict | None:
        return self._record


def test_a_guest_replays_from_the_hosts_record_once_the_game_is_over():
    session = _finished(seed=9, patrons=True)
    record = session.record()
    assert finished_game(session) is session.game                 # the host: its own game
    replayed = finished_game(_GuestLike(True, record))
    assert replayed is not None and replayed.state == session.game.state
    assert finished_game(_GuestLike(True, None)) is None           # the record not yet here
    assert finished_game(_GuestLike(False, record)) is None        # the game goes on
    broken = dict(record, actions=record["actions"][:-1] + ["fly"])
    assert finished_game(_GuestLike(True, broken)) is None         # a bad record: no replay
    cut = dict(record, actions=record["actions"][:10], outcome="")
    assert finished_game(_GuestLike(True, cut)) is None            # it does not reach the end


def test_the_turn_before_the_one_replayed_is_highlighted():
    session = _finished(seed=21, advanced=True)
    game = session.game
    review = Review(game)
    assert review.marks(0) == Marks()                         # nothing before the first turn
    takes = 0
    for at in range(1, review.count):
        review.go(at)
        start = review.starts[at - 1]
        marks = review.marks(0)
        assert marks.player == game.actors[start]              # who played that turn
        assert marks.fresh_lines >= 1                          # its log lines are new
        if game.actions[start].verb == "take":                 # the cards it took show
            before = set(PastTable(game, start).state.hands[marks.player])
            taken = {CODE[c] for c in review.table().state.hands[marks.player]} - {
                CODE[c] for c in before}
            assert taken <= marks.cards
            takes += bool(taken)
    assert takes >= 10                                        # the check above had work to do


def test_the_depots_set_up_is_a_position_of_its_own_before_turn_1():
    """Food Depots: both players place a depot and hide cards before the first turn. The
    replay showed the deal as "turn 1 of N", with the depots still empty and hands not
    yet as turn 1 began; the set-up is now its own position, and turn 1 follows it."""
    session = _finished(seed=21, depots=True)
    game = session.game
    assert str(game.actions[0]).startswith("depot")
    review = Review(game)
    assert review.setup and review.turn == 0 and review.turns == game.state.turn_number
    assert texts.review_status(review.table(), session.labels, 0, review.turns).startswith(
        "Replay, the set-up before turn 1: ")
    review.go(1)
    turn1 = review.table().state
    assert review.turn == 1 and turn1.turn_number == 1 and not turn1.pending
    assert all(turn1.depots[p] for p in (0, 1))               # the depots are laid
    assert texts.review_status(review.table(), session.labels, 1, review.turns).startswith(
        f"Replay, turn 1 of {game.state.turn_number}: ")
    # Seen from turn 1, the set-up (both players' choices) outlines its log lines only,
    # and they name the cards hidden on the depots (the game is over: all face up).
    marks = review.marks(0)
    assert marks.player == -1 and not marks.targets and marks.fresh_lines >= 4
    told = review.turn_before(0)
    assert "Scott hides " in told and "face down" not in told, told
    # The outline of turn 1, seen from turn 2, is its move, not a set-up choice.
    main = review.main_action(1)
    assert str(game.actions[main]).split()[0] in ("take", "advance", "com")
    review.go(2)
    assert review.marks(0).player == game.actors[main] == 0   # Amundsen's first move


def test_stepping_on_tells_what_happened_in_the_turn_before_every_card_named():
    """What the replay tells a screen reader at each step: the lines the log gained in
    the turn before, with every card named (the game is over, all face up)."""
    session = _finished(seed=21, advanced=True)
    game = session.game
    review = Review(game)
    assert review.turn_before(0) == ""                            # nothing before the first turn
    told = []
    for at in range(1, review.count):
        review.go(at)
        words = review.turn_before(0)
        explorer = ("Amundsen", "Scott")[game.actors[review.starts[at - 1]]]
        assert words.startswith(explorer), (at, words)           # the turn's player acted
        assert "a hidden card" not in words                      # face up: every card named
        told.append(words)
    # Together, the steps tell the race's whole log from the first turn on.
    last = review.table().revealed(0)
    start = len(PastTable(game, review.starts[0]).revealed(0)["log"])
    assert " ".join(told) == " ".join(
        views.event_text(e, 0) for e in last["log"][start:] if views.event_text(e, 0))


def test_json_nesting_is_measured_before_parsing_and_strings_do_not_count():
    """Pyodide's stack overflows inside json.loads on brackets nested thousands deep (a
    fatal error, not an exception): ``json_text`` measures the nesting first."""
    from ui import json_text

    assert json_text.nesting('{"a": [1, {"b": "[[[[{{"}], "c": "\\\\\\"["}') == 3
    assert json_text.nesting('["unclosed [[[[') == 1
    with pytest.raises(ValueError, match="nested more than 32"):
        json_text.loads("[" * 33 + "]" * 33)
    assert json_text.loads("[" * 32 + "]" * 32) == eval("[" * 32 + "]" * 32)
