"""The host and the guest of an online game talking through messages only (docs/
protocol.md, sections 2-4): a whole game, the fairness of what the guest receives, and
bad input that never changes the host's game."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from core import Game, Options
from core.actions import TAKE1
from core.game import new_seed
from online.guest import GuestTable
from online.host import Host
from online.protocol import build, parse
from tests.e2e.page_driver import race_policy
from ui.seats import LocalSeat
from ui.session import Session

GUEST, HOST = 1, 0
ALL = Options(advanced=True, patrons=True, depots=True, weather=True, way_back=True)


def _host(options: Options = ALL, seed: int | None = None) -> Host:
    game = Game(options, new_seed(128) if seed is None else seed)
    session = Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), viewer=HOST)
    return Host(session, GUEST, "ab" * 16, "cd" * 16, salt=1_000_000)


def _hello(host: Host) -> list[str]:
    return host.receive(build("hello", session="ab" * 16, secret="cd" * 16))


def test_a_whole_game_is_played_through_messages_and_the_guest_never_sees_a_secret():
    host = _host()
    seed = str(host.session.game.seed)
    guest = GuestTable(GUEST)
    sent = _hello(host)
    game = host.session.game
    while True:
        for text in sent:
            assert seed not in text or parse(text)["type"] == "result"
            guest.receive(text)
        if game.over:
            break
        # What the guest holds is exactly its own observation, nothing more.
        assert guest.observation(GUEST) == game.observation(GUEST)
        assert guest.legal_actions() == (game.legal_actions() if game.to_move() == GUEST else [])
        # ...and its log has the host's turn headings
        assert guest.turn_starts() == host.session.table.turn_starts()
        if game.to_move() == GUEST:
            sent = host.receive(guest.action_message(race_policy(game)))
        else:
            host.session.play(race_policy(game))
            sent = host.syncs()
    # the seed only comes with the result, in the record, which names the players too
    assert guest.record == dict(game.record(), players=["Ada", "Bea"])
    assert guest.over and guest.outcome == str(game.outcome)


@pytest.mark.parametrize("text,code", [
    (build("action", notation="take", state=999), "stale_state"),
    (build("action", notation="fly to the moon", state=1_000_001), "illegal"),
    (build("action", notation="pole Ra1 Ga1 Ba1 Ya1", state=1_000_001), "illegal"),
    ('{"v":1,"type":"launch"}', "unknown_type"),
    ("x" * 20_000, "too_big"),
    ("y" * 1_000_000, "too_big"),
    ("[[[[", "bad_json"),
])
def test_bad_input_gets_an_error_and_a_fresh_sync_and_changes_nothing(text, code):
    host = _host(Options(), seed=7)
    _hello(host)
    host.session.play(race_policy(host.session.game))     # now it is the guest's turn
    before = json.dumps(host.session.game.record())
    replies = [parse(r) for r in host.receive(text)]
    assert replies[0] == {"v": 1, "type": "error", "code": code, "detail": replies[0]["detail"]}
    assert [r["type"] for r in replies[1:]] == ["sync"]
    assert json.dumps(host.session.game.record()) == before


def test_only_the_guest_with_the_secret_may_play_and_only_in_its_turn():
    host = _host(Options(), seed=7)
    wrong = host.receive(build("hello", session="ab" * 16, secret="ee" * 16))
    assert [parse(r)["code"] for r in wrong] == ["bad_secret"]       # no sync for a stranger
    assert parse(host.receive(build("action", notation="take", state=host.state_id))[0])[
        "code"] == "bad_secret"
    _hello(host)
    replies = host.receive(build("action", notation="take", state=host.state_id))
    assert parse(replies[0])["code"] == "not_your_turn"               # Amundsen moves first
    assert len(host.session.game.actions) == 0


def test_a_long_log_is_sent_in_slices_that_each_fit_a_message():
    host = _host(seed=11)
    game = host.session.game
    while not game.over and len(game.state.log) < 400:
        game.push(race_policy(game))
    guest = GuestTable(GUEST)
    syncs = host.syncs()
    assert len(syncs) > 1 and all(len(s.encode()) <= 16 * 1024 for s in syncs)
    for text in syncs:
        guest.receive(text)
    assert guest.observation(GUEST)["log"] == game.observation(GUEST)["log"]
    assert guest.turn_starts() == host.session.table.turn_starts()
    assert len(guest.turn_starts()) > 20


def test_a_sync_without_turns_or_with_bad_ones_gives_a_log_without_headings():
    """The turn headings are optional (a host of an earlier version sends none): a sync
    without them, or with malformed ones, still gives the log and the position."""
    host = _host(Options(), seed=7)
    game = host.session.game
    for _ in range(6):
        game.push(race_policy(game))
    good = parse(host.syncs()[0])
    for turns in (None, "x", [[1, 0]], [[1, 0, "2"]], [[1, 0, 10_000]], [[True, 0, 1]]):
        guest = GuestTable(GUEST)
        message = {**good, "turns": turns} if turns is not None else \
            {k: v for k, v in good.items() if k != "turns"}
        assert guest.receive(json.dumps(message)) == "sync"
        assert guest.observation(GUEST) == game.observation(GUEST)
        assert guest.turn_starts() == []
    guest = GuestTable(GUEST)
    guest.receive(json.dumps(good))
    assert guest.turn_starts() == host.session.table.turn_starts() and len(good["turns"]) == 6


messages = st.one_of(
    st.text(max_size=300),
    st.builds(lambda n, s: build("action", notation=n, state=s),
              st.text(max_size=40), st.integers(-5, 2_000_000)),
    st.builds(json.dumps, st.dictionaries(st.sampled_from(["v", "type", "notation", "state",
                                                           "secret", "session", "t"]),
                                          st.one_of(st.integers(), st.text(max_size=8),
                                                    st.none()), max_size=6)),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(messages, max_size=6))
def test_random_and_mutated_messages_never_raise_nor_change_the_game(texts):
    host = _host(Options(), seed=3)
    _hello(host)
    host.session.play(race_policy(host.session.game))
    before = json.dumps(host.session.game.record())
    legal = {str(a) for a in host.session.game.legal_actions()}
    for text in texts:
        for reply in host.receive(text):
            parse(reply)                                 # every reply is a valid message
    moved = json.dumps(host.session.game.record()) != before
    played = [t for t in texts if _is_valid_move(t, legal)]
    assert moved == bool(played)


def _is_valid_move(text: str, legal: set[str]) -> bool:
    try:
        message = parse(text)
    except ValueError:
        return False
    return (message["type"] == "action" and message["state"] == 1_000_001
            and message["notation"] in legal)


def test_the_host_page_session_has_one_human_and_waits_for_the_remote_seat():
    """The remote seat: the host's page shows only its own player's cards and never chooses
    for the friend; the seat is saved and restored."""
    from ui.seats import RemoteSeat, seat_from_dict
    session = Session.new(Options(), (LocalSeat("Ada"), RemoteSeat("Bea")), seed=7)
    assert session.humans() == [0] and session.viewer == 0 and not session.hot_seat
    session.play(race_policy(session.game))
    assert session.game.to_move() == 1 and session.human_to_move() is None
    assert session.play_forced() == [] and not session.handoff_needed()
    saved = session.to_save()
    assert saved["seats"][1] == {"name": "Bea", "kind": "remote", "level": ""}
    assert seat_from_dict(saved["seats"][1]) == RemoteSeat("Bea")
    assert Session.from_save(json.loads(json.dumps(saved))).seats[1] == RemoteSeat("Bea")


def test_the_first_hello_claims_the_seat_and_a_stranger_is_refused_after_that():
    """docs/protocol.md section 5: the guest's own secret proves it is the same player."""
    host = _host(Options(), seed=7)
    host.secret = ""
    assert parse(host.welcome()) == {"v": 1, "type": "welcome", "session": "ab" * 16,
                                     "seat": GUEST, "names": ["Ada", "Bea"], "hints": True}
    first = host.receive(build("hello", session="ab" * 16, secret="12" * 16))
    assert parse(first[0])["type"] == "sync" and host.secret == "12" * 16
    host.greeted = False                        # a new connection, a stranger's browser
    stranger = host.receive(build("hello", session="ab" * 16, secret="34" * 16))
    assert [parse(r)["code"] for r in stranger] == ["bad_secret"] and not host.greeted
    assert parse(host.receive(build("hello", session="ab" * 16, secret="12" * 16))[0])[
        "type"] == "sync"


def test_after_a_move_the_guest_gets_only_the_new_log_events():
    host = _host(Options(), seed=7)
    guest = GuestTable(GUEST)
    for text in _hello(host):
        guest.receive(text)
    game = host.session.game
    host.session.play(race_policy(game))
    update = [parse(t) for t in host.update()]
    assert [m["type"] for m in update] == ["sync"]
    assert update[0]["since"] > 0 and len(update[0]["events"]) < len(game.state.log)
    for message in update:
        guest.receive(json.dumps(message))
    assert guest.observation(GUEST) == game.observation(GUEST)
    assert guest.turn_starts() == host.session.table.turn_starts()


def test_a_rematch_is_asked_by_the_guest_only_once_the_game_is_over():
    asked = []
    host = _host(Options(), seed=7)
    host.on_rematch = lambda: asked.append(True)
    _hello(host)
    host.receive(build("rematch"))
    assert asked == []
    game = host.session.game
    while not game.over:
        game.push(race_policy(game))
    host.receive(build("rematch"))
    assert asked == [True]


def test_a_rematch_swaps_the_explorers_and_keeps_the_guests_secret():
    from ui.seats import RemoteSeat
    session = Session.new(Options(patrons=True), (LocalSeat("Ada"), RemoteSeat("Bea")),
                          seed=new_seed(128))
    session.online = {"session": "ab" * 16, "secret": "12" * 16}
    again = session.rematch()
    assert again.seats == (RemoteSeat("Bea"), LocalSeat("Ada")) and again.viewer == 1
    assert again.online["secret"] == "12" * 16 and again.online["session"] != "ab" * 16
    assert again.game.options == session.game.options and again.game.seed >= 0
    restored = Session.from_save(json.loads(json.dumps(again.to_save())))
    assert restored.online == again.online and restored.undoer() is None


def test_a_new_welcome_starts_the_guest_afresh_and_a_bad_one_is_ignored():
    guest = GuestTable(0)
    assert guest.receive(build("welcome", session="ab" * 16, seat=1, names=["Ada", "Bea"])) \
        == "welcome"
    assert guest.seat == 1 and guest.names == ("Ada", "Bea")
    host = _host(Options(), seed=7)
    for text in _hello(host):
        guest.receive(text)
    assert guest.obs is not None
    assert guest.receive(build("welcome", session="cd" * 16, seat=0, names=["Bea", "Ada"])) \
        == "welcome"
    assert guest.obs is None and guest.seat == 0 and guest.log == []
    assert guest.receive(build("welcome", session="ef" * 16, seat=3, names=["x", "y"])) == ""
    assert guest.receive(build("welcome", session="ef" * 16, seat=1, names=["x"])) == ""
    assert guest.session_id == "cd" * 16


def test_the_guest_session_sends_its_move_and_waits_for_the_hosts_answer():
    from online.guest_session import GuestSession
    sent = []
    host = _host(Options(), seed=7)
    host.session.play(race_policy(host.session.game))         # the guest's turn
    table = GuestTable(GUEST)
    table.receive(build("welcome", session="ab" * 16, seat=GUEST, names=["Ada", "Bea"]))
    guest = GuestSession(table, lambda text: sent.append(text) or True)
    for text in _hello(host):
        table.receive(text)
    assert guest.human_to_move() == GUEST and guest.labels == ("Ada (Amundsen)", "Bea (Scott)")
    action = race_policy(host.session.game)
    guest.play(action)
    assert guest.human_to_move() is None                      # no double click meanwhile
    for text in host.receive(sent[-1]):
        table.receive(text)
    guest.synced()
    assert host.session.game.actions[-1] == action and guest.last_move_was_mine()
    assert guest.undo_steps(guest.undoer()) == 0 and guest.record() is None


def test_the_guest_who_claimed_the_seat_keeps_it_when_the_host_page_reloads():
    """docs/protocol.md section 5: a hello with another secret gets bad_secret. The claimed
    secret stayed in the host's memory only, so a host page reloaded mid-game (its save
    holding "secret": "") let the first stranger with the new invitation take the seat,
    see the guest's hand and play, and then refused the real guest."""
    from ui.seats import RemoteSeat
    session = Session.new(Options(), (LocalSeat("Ada"), RemoteSeat("Bea")), seed=new_seed(128))
    session.online = {"session": "ab" * 16, "secret": ""}
    saves = []
    host = Host(session, GUEST, "ab" * 16, "", salt=1, on_claim=lambda: saves.append(
        json.loads(json.dumps(session.to_save()))))
    assert parse(_hello(host)[0])["type"] == "sync"
    assert len(saves) == 1 and saves[0]["online"]["secret"] == "cd" * 16
    assert _hello(host) and len(saves) == 1                  # said once, saved once
    reloaded = Session.from_save(saves[0])
    again = Host(reloaded, GUEST, reloaded.online["session"], reloaded.online["secret"], salt=2)
    stranger = again.receive(build("hello", session="ab" * 16, secret="ee" * 16))
    assert [parse(r)["code"] for r in stranger] == ["bad_secret"]
    assert parse(_hello(again)[0])["type"] == "sync"         # the real guest comes back


def test_the_guest_gets_a_hint_from_its_own_view_and_its_rules_for_a_new_game():
    """The guest's Hint was hidden (the hint searched a local game, which a guest has
    not), and its New game raised AttributeError (the dialog read the session's game):
    the hint now searches the guest's own view of the host's game, and the dialog reads
    the rules and the seats from the guest's session."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    from online.guest_session import GuestSession
    from ui.computer import hint_search
    from ui.seats import RemoteSeat

    options = Options(patrons=True, weather=True)
    host = _host(options, seed=7)
    host.session.play(race_policy(host.session.game))         # the guest's turn
    table = GuestTable(GUEST)
    table.receive(build("welcome", session="ab" * 16, seat=GUEST, names=["Ada", "Bea"]))
    for text in _hello(host):
        table.receive(text)
    guest = GuestSession(table, lambda text: True)
    assert guest.options == options and guest.humans() == [GUEST]
    assert guest.seats == (RemoteSeat("Ada"), LocalSeat("Bea"))
    seed = guest.search_seed(GUEST, salt=1)
    assert seed == guest.search_seed(GUEST, salt=1) != guest.search_seed(GUEST, salt=0)
    search = hint_search(guest.table, GUEST, seed)
    with ThreadPoolExecutor(1) as pool:
        action = pool.submit(asyncio.run, search.run()).result()
    assert action in host.session.game.legal_actions()
    assert GuestSession(GuestTable(GUEST), lambda text: True).options == Options()


def test_a_strangers_first_hello_is_turned_away_but_a_greeted_guest_is_kept():
    """A link whose first hello has the wrong secret is a stranger's: the host's page drops
    it (``turned_away``). A guest already greeted on this link who sends a bad hello (a
    tampered page) gets bad_secret but keeps its link."""
    host = _host(Options(), seed=7)
    host.receive(build("hello", session="ab" * 16, secret="ee" * 16))
    assert host.turned_away and not host.greeted
    host.turned_away = False
    _hello(host)
    host.receive(build("hello", session="ab" * 16, secret="ee" * 16))
    assert not host.turned_away and host.greeted


@pytest.mark.parametrize("name", [7, None, "", "   ", "x" * 97, ["Cleo"]])
def test_a_hello_with_a_bad_name_is_refused_and_claims_nothing(name):
    """docs/protocol.md section 2: a ``name`` of another type, blank or too long gets
    ``bad_field`` and changes nothing (the seat stays unclaimed, the name the host's)."""
    from ui.seats import RemoteSeat
    session = Session.new(Options(), (LocalSeat("Ada"), RemoteSeat("Bea")), seed=5)
    session.online = {"session": "ab" * 16, "secret": ""}
    saves = []
    host = Host(session, GUEST, "ab" * 16, "", salt=1, on_claim=lambda: saves.append(1))
    text = json.dumps({"v": 1, "type": "hello", "session": "ab" * 16, "secret": "cd" * 16,
                       "name": name})
    replies = [parse(r) for r in host.receive(text)]
    if name is None:  # JSON null: as good as no name at all
        assert replies[0]["type"] == "sync" and session.names == ("Ada", "Bea")
        return
    assert [r["code"] for r in replies] == ["bad_field"]
    assert session.names == ("Ada", "Bea") and host.secret == "" and not host.greeted
    assert session.online["secret"] == "" and saves == []


def test_the_guest_names_itself_in_its_hello_and_the_host_saves_the_name():
    """docs/protocol.md section 2: ``hello``'s ``name`` replaces the name the host typed
    for its friend (spaces squeezed, 24 letters kept), the host saves it once, and the next
    ``welcome`` (a rematch, a new connection) carries it."""
    from ui.seats import RemoteSeat
    session = Session.new(Options(), (LocalSeat("Ada"), RemoteSeat("Bea")), seed=5)
    session.online = {"session": "ab" * 16, "secret": ""}
    saves = []
    host = Host(session, GUEST, "ab" * 16, "", salt=1, on_claim=lambda: saves.append(
        json.loads(json.dumps(session.to_save()))))
    hello = {"session": "ab" * 16, "secret": "cd" * 16}
    assert parse(host.receive(build("hello", **hello, name="  Cleo   the\tBrave "))[0])[
        "type"] == "sync"
    assert session.names == ("Ada", "Cleo the Brave") and session.remote_seat() == GUEST
    assert len(saves) == 1 and saves[0]["seats"][1]["name"] == "Cleo the Brave"
    assert saves[0]["online"]["secret"] == "cd" * 16      # claimed and renamed: one save
    assert parse(host.welcome())["names"] == ["Ada", "Cleo the Brave"]
    host.receive(build("hello", **hello, name="Cleo the Brave"))
    host.receive(build("hello", **hello))                  # no name: the last one stays
    assert len(saves) == 1 and session.names == ("Ada", "Cleo the Brave")
    host.receive(build("hello", **hello, name="C" * 40))
    assert session.names[GUEST] == "C" * 24 and len(saves) == 2
    assert Session.from_save(saves[-1]).names == ("Ada", "C" * 24)


def test_a_default_name_crosses_in_english_and_shows_in_the_guests_language():
    """An English host who kept the default name "Player 1": its French guest read
    "Player 1". The welcome carries the kept default; each side shows it in its own
    language (the host, in French, sent "Joueur 1" to an English guest before)."""
    from core import i18n
    from online.guest_session import GuestSession

    session = Session(Game(Options(), 3), (LocalSeat("Player 1"), LocalSeat("Player 2")),
                      viewer=HOST)
    i18n.set_language("fr")
    try:
        welcome = parse(Host(session, GUEST, "ab" * 16, "cd" * 16, salt=1).welcome())
        assert welcome["names"] == ["Player 1", "Player 2"]
        table = GuestTable(GUEST)
        table.receive(build("welcome", session="ab" * 16, seat=GUEST, names=welcome["names"]))
        assert GuestSession(table, lambda text: True).names == ("Joueur 1", "Joueur 2")
    finally:
        i18n.set_language("en")


def test_the_guests_view_kept_for_its_other_tabs_reads_back_the_same_and_plays_nothing():
    """What a guest's playing tab keeps for the browser's other tabs (GuestTable.to_save)
    reads back as the same board, with turn headings and the record, but sends nothing and
    offers no move; anything else is not taken for such a view."""
    from online.guest_session import kept_view
    host = _host(Options(), seed=7)
    host.session.play(race_policy(host.session.game))         # the guest's turn
    table = GuestTable(GUEST)
    table.receive(build("welcome", session="ab" * 16, seat=GUEST, names=["Ada", "Bea"]))
    for text in _hello(host):
        table.receive(text)
    back = GuestTable.restored(json.loads(json.dumps(table.to_save())))
    assert back.observation(GUEST) == table.observation(GUEST)
    assert (back.seat, back.names, back.moves, back.turn_starts(), back.state) == (
        table.seat, table.names, table.moves, table.turn_starts(), table.state)
    assert table.legal and back.legal_actions() == []
    view = kept_view(back)
    assert view.human_to_move() is None and view.labels == ("Ada (Amundsen)", "Bea (Scott)")
    view.play(race_policy(host.session.game))                 # never reaches a host
    assert not view.waiting and not view.live
    for bad in (None, [], {}, {**table.to_save(), "v": 2}, {**table.to_save(), "seat": 2},
                {**table.to_save(), "log": "x"}, {**table.to_save(), "turns": [[1, 2]]},
                {**table.to_save(), "names": ["Ada"]}, {**table.to_save(), "observation": None}):
        with pytest.raises(ValueError):
            GuestTable.restored(bad)


def test_a_game_without_hints_has_none_on_the_guests_page_either():
    """README "Hint": a host that starts the game without hints says so in its welcome;
    the guest's page then offers no Hint button (``GuestSession.hints``), also in the view
    kept for its other tabs. A welcome without the field (an older host page) has hints."""
    from online.guest_session import GuestSession, kept_view
    host = _host(Options(), seed=7)
    host.session.hints = False
    table = GuestTable(GUEST)
    assert table.receive(host.welcome()) == "welcome"
    assert parse(host.welcome())["hints"] is False
    assert GuestSession(table, lambda text: True).hints is False
    for text in _hello(host):
        table.receive(text)
    assert kept_view(GuestTable.restored(json.loads(json.dumps(table.to_save())))).hints is False
    table.receive(build("welcome", session="ef" * 16, seat=GUEST, names=["Ada", "Bea"]))
    assert GuestSession(table, lambda text: True).hints is True



@pytest.mark.parametrize("value", ["false", 0, None, [], {"off": True}, "no"])
def test_only_false_turns_the_guests_hints_off(value):
    """docs/protocol.md: a welcome's ``hints`` other than ``false`` (a peer's mistake or
    mischief) leaves the Hint button on, in the welcome and in the view kept from it."""
    from online.guest_session import GuestSession, kept_view
    host = _host(Options(), seed=7)
    table = GuestTable(GUEST)
    for text in _hello(host):                        # a welcome, then the game's view
        message = parse(text)
        if message["type"] == "welcome":
            text = build("welcome", session=message["session"], seat=message["seat"],
                         names=message["names"], hints=value)
        table.receive(text)
    assert GuestSession(table, lambda text: True).hints is True
    kept = {**table.to_save(), "hints": value}
    assert kept_view(GuestTable.restored(json.loads(json.dumps(kept)))).hints is True

def test_the_guests_moves_the_host_played_for_it_are_named_in_the_next_sync():
    """The host's page plays a move nobody has a choice about at once (an empty hand can
    only take the row's rightmost card); its own page said so, while the guest, whose
    move it was, saw only the move in the log and took it for a ghost move (an online
    playtest). The next sync names it, for the guest's page to tell; a first sync names
    none (old news), and a missing or malformed list is read as none."""
    host = _host(Options(), seed=7)
    guest = GuestTable(GUEST)
    for text in _hello(host):
        guest.receive(text)
    assert guest.forced == []
    session, game = host.session, host.session.game
    game.state.hands[GUEST].clear()
    game.state.secret[GUEST].clear()
    session.play(race_policy(game))                 # the host's move...
    assert game.legal_actions() == [TAKE1]
    assert session.play_forced() == [TAKE1]         # ...and the guest's only one
    update = [parse(t) for t in host.update()]
    assert update[-1]["forced"] == ["take"]
    for message in update:
        guest.receive(json.dumps(message))
    assert guest.forced == [TAKE1] and guest.observation(GUEST) == game.observation(GUEST)
    session.play(race_policy(game))                 # a move the host chose: nothing forced
    for text in host.update():
        guest.receive(text)
    assert guest.forced == []
    good = parse(host.syncs()[-1])
    for forced in (None, "take", ["fly"], [3], ["take"] * 13):
        message = {**good, "forced": forced} if forced is not None else \
            {k: v for k, v in good.items() if k != "forced"}
        again = GuestTable(GUEST)
        assert again.receive(json.dumps(message)) == "sync" and again.forced == []
        assert again.observation(GUEST) == game.observation(GUEST)


@pytest.mark.parametrize("freeze_when_offered", [False, True])
def test_the_guest_learns_from_the_record_whether_the_host_froze_with_nothing_else(
        freeze_when_offered):
    """Rulings, "Deck, row and end of game": a take the row cannot satisfy after the
    deck's second end freezes the race. The host's end screen said when that was its
    only move; the guest's said "asked for more cards" as if by choice (its page keeps no
    positions). The record that comes with the result now tells it, as the host's does."""
    import random

    from core.actions import FREEZE
    from online.guest_session import GuestSession

    host, rng = _host(Options(), seed=0), random.Random(0)
    table = GuestTable(GUEST)
    table.receive(build("welcome", session="ab" * 16, seat=GUEST, names=["Ada", "Bea"]))
    guest = GuestSession(table, lambda text: True)
    sent, game = _hello(host), host.session.game
    while True:
        for text in sent:
            table.receive(text)
        if game.over:
            break
        assert not guest.ended_on_its_only_move()       # nothing to tell before the end
        legal = game.legal_actions()
        if freeze_when_offered and FREEZE in legal and len(legal) > 1:
            action = FREEZE
        else:
            action = rng.choice([a for a in legal if a.verb != "freeze"] or legal)
        if game.to_move() == GUEST:
            sent = host.receive(guest.table.action_message(action))
        else:
            host.session.play(action)
            sent = host.syncs()
    assert str(game.outcome) == "frozen" and guest.record() == host.session.record()
    assert guest.ended_on_its_only_move() == host.session.ended_on_its_only_move() == (
        not freeze_when_offered)
    table.record = {**game.record(), "actions": ["fly to the moon"]}  # a damaged record
    assert guest.ended_on_its_only_move() is False


def test_the_invitation_names_the_host_the_friends_explorer_the_rules_and_the_game_begun():
    """docs/protocol.md, section 1 (format 3): the invitation tells the friend, before
    they answer, who invites them, as which explorer, to which rules, with or without
    hints, and whether they joined it before (an invitation back after a reload)."""
    from core import i18n
    from online import words
    from online.codec import Invitation

    host = _host(Options(advanced=True, weather=True))
    host.secret = ""                               # (nobody has claimed the seat yet)
    host.session.hints = False
    assert host.invitation() == Invitation("Ada", GUEST, frozenset({"advanced", "weather"}),
                                           hints=False, begun=False)
    assert words.invitation_text(host.invitation()) == (
        "Ada invites you to a new game: you play Scott. Rules: Advanced variant, Weather. "
        "No hints in this game.")
    host.session.play(host.session.game.legal_actions()[0])
    assert not host.invitation().begun             # (a forced move: still nobody's game)
    _hello(host)                                   # the friend joined: no longer "new"
    assert host.invitation().begun
    default = Game(Options(), 5)   # a host who kept the default name: the friend's language
    named = Host(Session(default, (LocalSeat("Bea"), LocalSeat("Player 2")), viewer=1),
                 0, "ab" * 16, "", salt=1)
    i18n.set_language("fr")
    try:
        assert words.invitation_text(named.invitation()) == (
            "Joueur 2 vous invite à une nouvelle partie\u00a0: vous jouez Amundsen. "
            "Règles\u00a0: le jeu de base.")
    finally:
        i18n.set_language("en")
