"""ui.news: what a screen reader is told of the race (the log's lines not yet heard)."""
from __future__ import annotations

from core import Options
from core.actions import TAKE1
from core.cards import describe as card_name
from core.describe import log_lines
from ui import screen
from ui.news import News
from ui.seats import LocalSeat
from ui.session import Session


def _hotseat(**options) -> Session:
    return Session.new(Options(**options), (LocalSeat("Ada"), LocalSeat("Bea")), 3)


def _told(news: News, session: Session) -> tuple[int | None, str]:
    """What the page would say now, as it renders: (viewer, words)."""
    now = screen.moment(session)
    return now.viewer, news.tell(session, now.viewer, now.obs)


def _lines_since(session: Session, viewer: int, start: int) -> str:
    return " ".join(log_lines(session.table.observation(viewer))[start:])


def test_a_game_opened_afresh_has_nothing_to_tell():
    """The set-up lines are in the log; nobody is read them when the game opens."""
    session, news = _hotseat(), News()
    assert log_lines(session.table.observation(None))  # the deal is logged
    assert _told(news, session) == (None, "")
    session.confirm_handoff()
    assert _told(news, session) == (0, "")


def test_on_a_shared_device_the_next_player_hears_the_move_made_while_away():
    session, news = _hotseat(), News()
    _told(news, session)
    session.confirm_handoff()
    _told(news, session)
    before = len(log_lines(session.table.observation(1)))
    session.play(TAKE1)                      # Ada takes a row card; the device goes to Bea
    assert _told(news, session) == (None, "")   # behind the cover: nothing is said
    session.confirm_handoff()
    viewer, words = _told(news, session)
    assert viewer == 1 and words.startswith("Amundsen takes")
    assert words == _lines_since(session, 1, before)
    assert _told(news, session) == (1, "")   # said once


def test_a_player_never_hears_the_name_of_a_card_hidden_from_them():
    """Food Depots: a card put on a depot is hidden from the rival (rule: the depot's card
    lies face down), so Scott hears that a card was hidden, not which."""
    session, news = _hotseat(depots=True), News()
    _told(news, session)
    said: dict[int, list[str]] = {0: [], 1: []}
    stashed: list[int] = []
    while len(stashed) < 2:
        if session.handoff_needed():
            session.confirm_handoff()
        viewer, words = _told(news, session)
        said[viewer].append(words)
        action = session.game.legal_actions()[-1]
        if action.verb == "stash" and session.game.to_move() == 0:
            stashed += action.cards
        session.play(action)
    session.confirm_handoff()
    viewer, words = _told(news, session)
    said[viewer].append(words)
    told_scott = [line for words in said[1] for line in words.split(". ")
                  if line.startswith("Amundsen lays a card face down on the depot")]
    assert len(told_scott) == 2 and not any("hides" in words for words in said[1])
    assert f"Amundsen hides {card_name(stashed[0])}" in " ".join(said[0])  # hers, named


def test_after_an_undo_the_move_played_instead_is_told():
    """A move taken back is not told again; the one made instead is told to the rival
    (Food Depots: where Amundsen puts his second depot reveals nothing, so it can be
    taken back)."""
    session, news = _hotseat(depots=True), News()
    _told(news, session)
    session.confirm_handoff()
    _told(news, session)
    before = len(log_lines(session.table.observation(1)))
    first, instead = session.game.legal_actions()
    session.play(first)
    session.confirm_handoff()
    assert _told(news, session) == (1, f"Amundsen puts the second food depot on space {first.arg}.")
    assert session.undo(0) == [first]        # the device returns to Ada
    session.confirm_handoff()
    assert _told(news, session) == (0, "")
    session.play(instead)
    session.confirm_handoff()
    viewer, words = _told(news, session)
    assert (viewer, words) == (1, f"Amundsen puts the second food depot on space {instead.arg}.")
    assert words == _lines_since(session, 1, before)
