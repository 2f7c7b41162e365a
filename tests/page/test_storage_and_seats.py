"""The saved game (ui.storage), the seats (ui.seats) and the table (ui.table): a save
written by an earlier page resumes, garbage is reported, seats round-trip."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import Game, Options
from ui import storage, texts
from ui.seats import ComputerSeat, LocalSeat, seat_from_dict
from ui.table import LocalTable

FIXTURE = Path(__file__).parent / "fixtures" / "save_v1.json"


def test_a_save_written_by_the_earlier_page_resumes_where_it_was() -> None:
    """No state is lost on reload: the save format of the page before the seats existed
    (tests/page/fixtures/save_v1.json, written by that page's code) still resumes."""
    raw = FIXTURE.read_text()
    session, notice = storage.restore(raw)
    assert session is not None and notice == texts.RESTORED
    saved = json.loads(raw)
    assert [str(a) for a in session.game.actions] == saved["record"]["actions"]
    assert isinstance(session.seats[0], LocalSeat) and session.seats[0].name == "Ada"
    assert isinstance(session.seats[1], ComputerSeat) and session.seats[1].level == "normal"
    assert session.viewer == 0  # the one human at this device sees their own cards
    # the computer goes by its level's name (the old save called it "Computer")
    assert session.seats[1].name == "Normal computer"
    assert json.loads(storage.dump(session))["seats"] == [
        saved["seats"][0], {**saved["seats"][1], "name": "Normal computer"}]


@pytest.mark.parametrize("raw", ["{", "[]", json.dumps({"format": "other"}), "null", "7",
                                 json.dumps({"format": "1911-amundsen-vs-scott/page-save",
                                             "version": 1, "seats": [{}, {}],
                                             "record": {"seed": -1}})])
def test_a_corrupt_save_is_reported_in_words_and_never_raises(raw: str) -> None:
    session, notice = storage.restore(raw)
    assert session is None
    assert notice.startswith("The saved game could not be read back: ") and notice.endswith(".")


def _saved_with(record: dict) -> str:
    """The fixture's save (two players, one move) holding ``record`` instead."""
    return json.dumps({**json.loads(FIXTURE.read_text()), "record": record, "forced": []})


@pytest.mark.parametrize("raw", [
    '{"format": "1911-amundsen-vs-scott/page-save", "version": 1, "rec',  # a write cut short
    "[" * 40 + "]" * 40,  # nested deeper than any save
    json.dumps({"format": "other"}),
    json.dumps({"format": "1911-amundsen-vs-scott/page-save", "version": 7}),
    json.dumps({"format": "1911-amundsen-vs-scott/page-save", "version": 1, "seats": [1, 2],
                "record": Game(Options(), 3).record(), "forced": []}),
    json.dumps({"format": "1911-amundsen-vs-scott/page-save", "version": 1,
                "seats": [{"name": "A", "kind": "computer", "level": "godlike"},
                          {"name": "B"}], "record": Game(Options(), 3).record(),
                "forced": []}),
    # the engine's reasons for a record that does not replay (they were in English)
    *(_saved_with(record) for record in (
        {"seed": 3, "actions": ["take", "fly away"]},
        {"seed": 3, "actions": ["take", "pass"]},
        {"seed": 3, "options": {"speed": True}, "actions": []},
        {"seed": -1, "actions": []},
        {"seed": 3, "actions": "take"},
        {"seed": 3, "actions": [], "outcome": "scott"},
        {"format": "chess", "seed": 3, "actions": []},
        {"version": 9, "seed": 3, "actions": []},
    )),
])
def test_a_french_player_reads_why_a_save_is_damaged_in_french(raw: str) -> None:
    """The reason came out in English inside the French sentence ("... relue : Expecting
    value: line 1 column 1 (char 0)."): the parser's own words for a save cut short, and
    the page's reasons, which were not translated."""
    from core import i18n

    i18n.set_language("fr")
    try:
        session, notice = storage.restore(raw)
    finally:
        i18n.set_language("en")
    assert session is None
    reason = notice.split("\u00a0: ", 1)[1]
    english = ("Expecting", "line", "saved", "seat", "by another", "level", "unknown",
               "object", "this is", "does not", "move ", "legal", "verb", "seed",
               "cannot be played", "is not written", "whole number", "this game knows",
               "goes on", "its moves give", "list of", "written in")
    assert not any(word in reason for word in english), reason
    assert reason.endswith(".") and len(reason) > 15


def test_nothing_saved_is_no_notice() -> None:
    assert storage.restore(None) == (None, "")


def test_seats_round_trip_and_refuse_an_unknown_level() -> None:
    for seat in (LocalSeat("Bea"), ComputerSeat("hard")):
        assert seat_from_dict(seat.to_dict()) == seat
    assert LocalSeat("Bea").shows_cards and LocalSeat("Bea").takes_clicks
    assert not ComputerSeat("easy").shows_cards
    with pytest.raises(ValueError):
        ComputerSeat("grandmaster")


def test_the_table_gives_the_outcome_as_its_record_word() -> None:
    game = Game(Options(), seed=1)
    table = LocalTable(game)
    assert table.outcome == "" and not table.over and table.moves_played == 0
    assert table.to_move() == game.to_move()
    assert table.observation(0)["viewer"] == 0


def test_a_second_damaged_save_set_aside_never_overwrites_the_first() -> None:
    """"Start afresh" kept a damaged save under one key: a second one, set aside later,
    replaced the first. Each now gets a key of its own (the same save, its own again)."""
    store = {storage.DAMAGED_KEY: "first", storage.DAMAGED_KEY + ".2": "second"}
    assert storage.aside_key(store.get, "third") == storage.DAMAGED_KEY + ".3"
    assert storage.aside_key(store.get, "second") == storage.DAMAGED_KEY + ".2"
    assert storage.aside_key({}.get, "any") == storage.DAMAGED_KEY
    assert storage.aside_key(lambda key: False, "any") == storage.DAMAGED_KEY  # refused
    assert storage.aside_key(lambda key: object(), "any") == storage.DAMAGED_KEY  # JS null


def test_a_local_game_started_on_a_guests_page_stops_it_asking_to_join_again() -> None:
    """A guest's page reloaded (its connection gone) asked on every later reload for a new
    invitation, even after its player had started a game of their own (a playtest): the
    memory kept "playing" unless the page left a live connection."""
    memory = json.dumps({"secret": "ab" * 16, "name": "Bea", "session": "s", "playing": True})
    gone = storage.guest_gone(memory)
    assert gone is not None and not storage.guest_playing(gone)
    assert json.loads(gone) == {**json.loads(memory), "playing": False}  # (name, secret kept)
    assert storage.guest_gone(gone) is None and storage.guest_gone(None) is None
    assert storage.guest_gone("{garbled") is None


def test_only_a_saved_game_in_progress_is_at_stake_for_a_guests_new_game() -> None:
    """A guest's page starting a game of its own replaced the browser's saved game in
    progress without a word (a playtest): the question names it."""
    from ui.session import Session
    session = Session.new(Options(), (LocalSeat("Hanna"), LocalSeat("Hugo")), seed=4)
    assert not storage.in_progress(storage.dump(session))           # no move yet
    session.play(session.game.legal_actions()[0])
    assert storage.in_progress(storage.dump(session))
    assert not storage.in_progress(None) and not storage.in_progress("{garbled")
    question = texts.abandon(saved_here=True)
    assert "saved on this device will be lost" in question.detail
    both = texts.abandon(online="guest", saved_here=True).detail
    assert both.startswith("You leave the online game") and "saved on this device" in both
