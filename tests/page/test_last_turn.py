"""ui.last_turn: the rival's latest turn in the status bar, as the viewer may know it."""
from __future__ import annotations

from core import Options
from core.actions import TAKE1
from core.board import EXPLORER_NAMES
from core.describe import event_text
from ui import screen
from ui.last_turn import rival_turn
from ui.seats import LocalSeat
from ui.session import Session
from tests.e2e.page_driver import race_policy
from tests.helpers import run_coroutine


def _hotseat(**options) -> Session:
    return Session.new(Options(**options), (LocalSeat("Ada"), LocalSeat("Bea")), 3)


def _shown(session: Session) -> str | None:
    """The status bar's line as the page would render it now (None: no line)."""
    turn = screen.last_turn(session, screen.moment(session))
    return None if turn is None else turn.plain


def _turn_lines(session: Session, viewer: int | None, number: int) -> str:
    """Turn ``number``'s lines in the log as ``viewer`` sees it."""
    starts = session.table.turn_starts()
    log = session.table.observation(viewer)["log"]
    ends = [index for _n, _p, index in starts[1:]] + [len(log)]
    (start, end), = [(index, end) for (n, _p, index), end in zip(starts, ends) if n == number]
    return " ".join(t for t in (event_text(e, viewer) for e in log[start:end]) if t)


def _hand_over(session: Session) -> None:
    if session.handoff_needed():
        session.confirm_handoff()


def test_nothing_shows_before_the_rival_has_moved_or_behind_the_cover():
    session = _hotseat()
    assert _shown(session) is None            # the cover before the first turn
    session.confirm_handoff()
    assert _shown(session) is None            # Ada starts: nobody has moved yet
    session.play(TAKE1)
    assert session.handoff_needed() and _shown(session) is None   # cover: no line


def test_the_next_player_sees_what_the_rival_did_under_its_turn_heading():
    session = _hotseat()
    _hand_over(session)
    session.play(TAKE1)                       # Ada (Amundsen) takes the row's card
    _hand_over(session)
    shown = _shown(session)
    assert shown == f"Turn 1 · Ada (Amundsen): {_turn_lines(session, 1, 1)}"
    assert "Amundsen takes" in shown


def test_the_line_follows_the_players_and_goes_once_the_viewer_has_had_a_turn_since():
    """Scott's own move never shows to him; once Amundsen has moved again, his new turn
    replaces the old one."""
    session = _hotseat()
    _hand_over(session)
    session.play(TAKE1)
    _hand_over(session)
    session.play(TAKE1)                       # Bea's turn 2
    _hand_over(session)
    assert _shown(session).startswith("Turn 2 · Bea (Scott): Scott takes")   # Ada sees Bea's
    # Bea's own view now: Ada's turn 1 is old news (Bea has had turn 2 since), and Ada's
    # turn 3 has not begun.
    obs, starts = session.table.observation(1), session.table.turn_starts()
    assert obs["turn_number"] == 3
    assert rival_turn(obs, starts, session.names, 1) is None
    session.play(TAKE1)                       # Ada's turn 3 begins (and ends)
    _hand_over(session)
    assert _shown(session).startswith("Turn 3 · Ada (Amundsen): Amundsen takes")


def test_a_card_hidden_from_the_viewer_is_never_named():
    """The rival's drawn or hidden cards show as the viewer's log has them (rule: a card
    drawn and kept is secret): the line is the viewer's lines, not the mover's."""
    session = _hotseat(depots=True)
    differed = 0
    for _ in range(80):
        _hand_over(session)
        viewer = session.viewer
        shown = _shown(session)
        if shown is not None:
            number = [n for n, p, _i in session.table.turn_starts() if p != viewer][-1]
            mine = _turn_lines(session, viewer, number)
            assert shown.endswith(mine)
            differed += _turn_lines(session, 1 - viewer, number) != mine
        if session.table.over:
            break
        session.play(session.game.legal_actions()[-1])
    assert differed, "no turn with a card hidden from the rival came up"


def test_the_hand_off_screen_says_the_whole_turn_just_played_not_only_its_last_line():
    """Weather: crossing a parallel first draws a weather card whose effect may end the
    turn with the rival drawing a card (module rules): the cover once said only "Scott
    draws a hidden card." Now it says the whole turn of the player handing over, in
    public words (no card hidden from either player is named)."""
    session, done = _hotseat(advanced=True, patrons=True, weather=True), ""
    for _ in range(200):
        _hand_over(session)
        mover = session.game.to_move()
        session.play(race_policy(session.game))
        if session.table.over or not session.handoff_needed():
            continue
        now = screen.moment(session)
        done = screen.handoff(session, now, 0).done
        public = _turn_lines(session, None, session.table.turn_starts()[-1][0])
        assert done == public and done.startswith(EXPLORER_NAMES[mover])
        if "Weather at" in done:
            break
    assert "Weather at" in done, "no weather drawn in these turns"
    assert done.index("Weather at") > 0        # the move that crossed comes first


def test_in_every_module_set_a_player_to_move_sees_the_rivals_turn_just_played():
    """Whole hot-seat games in each of the 32 module sets: whenever a player takes the
    device for a new turn, the line is the rival's turn just before it, word for word as
    the player's log has it (never their own, never an older one); once the race is over
    the line is gone (the end screen says how it ended)."""
    for n in range(32):
        flags = [bool(n >> i & 1) for i in range(5)]
        session = Session.new(Options(*flags), (LocalSeat("Ada"), LocalSeat("Bea")), n)
        checked = 0
        while not session.table.over:
            _hand_over(session)
            viewer, starts = session.viewer, session.table.turn_starts()
            number = session.game.state.turn_number
            if starts and starts[-1][0] < number:         # a new turn, nothing played yet
                last, player, _index = starts[-1]
                turn = screen.last_turn(session, screen.moment(session))
                if player != viewer and session.game.to_move() == viewer:
                    assert turn is not None and turn.head.startswith(f"Turn {last} · ")
                    assert turn.text == _turn_lines(session, viewer, last), (n, last)
                    checked += 1
            session.play(race_policy(session.game))
        assert checked > 10, (n, checked)
        for viewer in (0, 1):
            session.viewer = viewer
            assert screen.last_turn(session, screen.moment(session)) is None, n


def test_during_the_depot_set_up_the_hand_off_screen_says_the_choice_just_made():
    """Food Depots: the set-up choices come before turn 1 (no turn has begun): the cover
    says what the player handing over chose in the set-up, here the depot just placed."""
    session = _hotseat(depots=True)
    _hand_over(session)
    session.play(session.game.legal_actions()[0])   # Ada places her second depot
    assert session.handoff_needed() and not session.table.turn_starts()
    done = screen.handoff(session, screen.moment(session), 0).done
    assert done.startswith("Amundsen puts the second food depot on space ")


def test_after_a_whole_depot_set_up_the_hand_off_screen_says_all_of_it():
    """Food Depots: Ada places her second depot, then hides a card on each depot (Bea's
    placement comes in between). The cover said only the last hidden card (a hot-seat
    playtest); it says all Ada did in the set-up, and no card hidden from Bea."""
    session = _hotseat(depots=True)
    covers = []
    while not session.table.turn_starts():
        if session.handoff_needed():
            covers.append(screen.handoff(session, screen.moment(session), 0).done)
            session.confirm_handoff()
        session.play(session.game.legal_actions()[0])
    ada = next(done for done in covers if done.count("lays a card face down") == 2)
    assert ada.startswith("Amundsen puts the second food depot on space ")
    assert ada.count("Amundsen") == 3 and "Scott" not in ada and "rolls" not in ada


def test_the_rivals_turns_around_a_turn_played_for_the_viewer_are_all_told():
    """A human with an empty hand has their take played for them: the computer then
    played on, and the status line told its latest turn only, so the one before (a
    stolen card, the rival reaching the Pole) was only in the log. A turn played for the
    viewer no longer ends the news: both of the rival's turns are told, the latest first
    (told oldest first, the latest was cut off at the line's end on a laptop: a playtester
    never saw the attack that sent them back)."""

    from ui.computer import ComputerTurn
    from ui.seats import ComputerSeat

    session = Session.new(Options(), (ComputerSeat("easy"), LocalSeat("Bea")), 9)
    state = session.game.state
    state.discard.extend(state.hands[1])
    state.hands[1].clear()
    state.secret[1].clear()
    run_coroutine(ComputerTurn(session, lambda marks: None, pace_ms=0).run())
    game = session.game
    assert session.forced_turns(1), "Bea's take was not played for her"
    assert game.to_move() == 1 and game.state.turn_number >= 4
    shown = _shown(session)
    first, second = (_turn_lines(session, 1, n) for n in (game.state.turn_number - 3,
                                                          game.state.turn_number - 1))
    assert shown.startswith(f"Turn {game.state.turn_number - 1} · Easy computer (Amundsen): ")
    assert first in shown and second in shown and shown.index(second) < shown.index(first)
    assert f"Turn {game.state.turn_number - 3} · Easy computer (Amundsen): " in shown


def test_the_cover_tells_the_player_taking_the_device_the_moves_played_for_them():
    """A hot-seat playtest: Ada's only move (a take) was played while Bea held the
    device; Bea was told, but the cover that handed the device back to Ada said only
    Bea's turn, and Ada was never told. The cover now says it too, until Ada chooses a
    move of her own again (a move answering a choice only Ada may see stays untold on
    the cover, which both see; one played right after her own choice she saw)."""
    told = 0
    for seed in range(60):
        session = Session.new(Options(), (LocalSeat("Ada"), LocalSeat("Bea")), seed)
        session.cover_always = True              # (a cover at every hand-over)
        away: dict[int, list] = {0: [], 1: []}  # moves played for a player not holding it
        while not session.table.over and told < 3:
            _hand_over(session)
            holder = session.viewer
            away[holder] = []                    # a choice of the holder's own comes next
            session.play(race_policy(session.game))
            for who, action, secret in session.forced_by(session.play_forced()):
                if who != holder and not secret:
                    away[who].append(action)
            session.hand_over()
            if session.table.over or not session.handoff_needed():
                continue
            mover = session.game.to_move()
            cover = screen.handoff(session, screen.moment(session), 0)
            if away[mover]:
                assert cover.forced.startswith(f"{session.label(mover)} had only one choice")
                told += 1
            else:
                assert cover.forced == "", (seed, cover)
    assert told >= 3, "no move was played for a player away from the device"
