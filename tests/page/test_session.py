"""ui.session: seats, hand-offs, forced moves, undo and the saved form of a game."""
from __future__ import annotations

import json
import random

import pytest

from core import Game, Options
from core.actions import FREEZE, TAKE1, Action
from ui import texts
from ui.computer import computer_levels
from ui.seats import ComputerSeat, LocalSeat, SaveError
from ui.session import Session

from tests.helpers import biased_choice


def _hotseat(seed: int = 3, **options) -> Session:
    return Session.new(Options(**options), (LocalSeat("Ada"), LocalSeat("Bea")), seed)


def test_hot_seat_hands_off_between_players():
    session = _hotseat()
    assert session.viewer is None and session.handoff_needed()
    session.confirm_handoff()
    assert session.viewer == 0 and not session.handoff_needed()
    session.play(TAKE1)
    assert session.game.to_move() == 1 and session.handoff_needed()
    assert session.human_to_move() is None        # Ada may not play Scott's turn
    session.confirm_handoff()
    assert session.viewer == 1 and session.human_to_move() == 1


def test_every_offered_level_makes_a_computer_player():
    for level in computer_levels():
        session = Session.new(Options(), (ComputerSeat(level), LocalSeat("Cy")), 3)
        assert hasattr(session.agent(0), "think")


def test_against_the_computer_the_human_keeps_the_view():
    session = Session.new(Options(), (ComputerSeat(computer_levels()[0]), LocalSeat("Cy")), 3)
    assert session.viewer == 1 and not session.handoff_needed()
    assert session.is_computer(0) and not session.hot_seat
    agent = session.agent(0)
    game = session.game
    steps = list(agent.think(game.observation(0), game.legal_actions()))
    assert steps[-1] in game.legal_actions()


def test_forced_moves_are_played_and_marked():
    """A player whose only legal action is to take one card takes it by itself."""
    session = _hotseat()
    session.confirm_handoff()
    game = session.game
    # Empty Amundsen's hand so that taking one card is all he can do.
    game.state.hands[0].clear()
    game.state.secret[0].clear()
    assert game.legal_actions() == [TAKE1]
    played = session.play_forced()
    assert played == [TAKE1] and session.forced == [True]
    assert game.to_move() == 1


def test_undo_takes_back_a_move_that_revealed_nothing():
    """An advance with cards the rival has seen can be undone; a take that showed a new
    row card cannot."""
    for seed in range(500):
        session = _hotseat(seed)
        session.play(TAKE1)
        session.play(TAKE1)
        moves = [a for a in session.game.legal_actions() if a.verb == "advance"]
        undoable = [a for a in moves if _undoable(session.game, a)]
        if undoable:
            break
    assert session.undo_steps(1) == 0            # Scott's take showed a new row card
    before = session.game.state.to_dict()
    session.play(undoable[0])
    assert session.undo_steps(1) == 0            # not Scott's move
    assert session.undo_steps(0) == 1
    assert session.undo(0) == [undoable[0]]
    assert session.game.state.to_dict() == before and session.forced == [False, False]


def _undoable(game: Game, action: Action) -> bool:
    probe = game.clone()
    probe.push(action)
    return probe.can_undo()


def test_save_round_trip_restores_the_exact_game():
    session = _hotseat(5, advanced=True, patrons=True)
    session.confirm_handoff()
    for _ in range(6):
        legal = session.game.legal_actions()
        session.play(legal[0])
    data = json.loads(json.dumps(session.to_save()))
    again = Session.from_save(data)
    assert again.game.state == session.game.state
    assert again.seats == session.seats and again.viewer == session.viewer
    assert again.forced == session.forced


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.update(format="something else"), "not a saved game"),
    (lambda d: d.update(version=99), "version"),
    (lambda d: d.update(seats=[{"name": "x"}]), "two players"),
    (lambda d: d["record"].update(actions=["take", "fly away"]), "move 2"),
    (lambda d: d.update(forced=[True, True, True]), "automatic moves"),
    (lambda d: d.update(viewer=True), "player at the screen"),
    (lambda d: d.update(hints="no"), "hints"),
    (lambda d: d["seats"][0].update(kind="robot"), "kind"),
    (lambda d: d["seats"][0].update(kind="computer", level="grandmaster"), "level"),
])
def test_a_bad_save_is_refused_with_a_reason(mutate, message):
    session = _hotseat()
    session.confirm_handoff()
    session.play(TAKE1)
    data = json.loads(json.dumps(session.to_save()))
    mutate(data)
    with pytest.raises(SaveError, match=message):
        Session.from_save(data)


def test_a_game_without_hints_stays_so_after_a_reload_and_in_its_rematch():
    """The new-game dialog's Hints box: a game started without hints is saved so, comes
    back so at a reload, and its rematch has none either; a save from before the box
    (no such field) has hints."""
    session = _hotseat()
    session.hints = False
    data = json.loads(json.dumps(session.to_save()))
    assert data["hints"] is False and Session.from_save(data).hints is False
    assert session.rematch().hints is False
    del data["hints"]
    assert Session.from_save(data).hints is True


def test_garbage_is_refused():
    for garbage in (None, 3, "text", [], {"format": 1}):
        with pytest.raises(SaveError):
            Session.from_save(garbage)


def _play_until(session: Session, wanted, limit: int = 400, pass_over: bool = True) -> bool:
    """Play racing random moves until ``wanted(session)``; ``pass_over``: let the
    screen pass to the next player by itself when nothing is hidden (as the page does)."""
    rng = random.Random(5)
    for _ in range(limit):
        if wanted(session):
            return True
        if session.game.over:
            return False
        session.confirm_handoff()
        session.play(biased_choice(rng, session.game.legal_actions()))
        if pass_over:
            session.hand_over()
    return False


def test_hot_seat_skips_the_cover_when_the_next_view_hides_nothing():
    """Issue 12: the cover protects secrets only. Once the next player holds no card the
    other has not seen, the screen passes straight to them."""
    session = _hotseat()
    assert _play_until(session, lambda s: s.handoff_needed() and not s.table.shows_secrets(
        s.game.to_move()), pass_over=False)
    mover = session.game.to_move()
    assert session.hand_over() and session.viewer == mover and not session.handoff_needed()


def test_hot_seat_covers_a_hand_with_a_hidden_card_and_on_request():
    session = _hotseat()                   # each explorer is dealt one hidden card
    session.confirm_handoff()
    session.play(TAKE1)
    assert session.table.shows_secrets(1)
    assert not session.hand_over() and session.handoff_needed()
    plain = _hotseat()
    plain.cover_always = True
    assert _play_until(plain, lambda s: s.handoff_needed() and not s.table.shows_secrets(
        s.game.to_move()))
    assert not plain.hand_over() and plain.handoff_needed()


def test_hot_seat_after_a_reload_the_movers_cards_wait_behind_the_cover():
    """Reloading mid-turn showed the mover's hidden card to whoever held the device (a
    playtest, covers asked for always): after a reload the cover stands again when the
    view holds a secret or covers are always asked for, and nowhere else."""
    session = _hotseat()
    session.confirm_handoff()
    session.play(TAKE1)
    due = Session.from_save(json.loads(json.dumps(session.to_save())))
    due.cover_after_reload()                        # Scott's cover was due anyway: it keeps
    assert due.viewer == 0 and due.handoff_needed() # the viewer whose turn it tells
    session.confirm_handoff()                       # Scott has the device, a hidden card
    back = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert back.viewer == 1 and not back.handoff_needed()   # as it was saved
    back.cover_after_reload()
    assert back.handoff_needed() and back.human_to_move() is None
    # the cover still says the latest turn, in words both players may read
    from ui import screen
    told = screen.handoff(back, screen.moment(back), 0).done
    assert told.startswith("Amundsen takes ") and "hidden" not in told
    assert screen.handoff(_hotseat(), screen.moment(_hotseat()), 0).done == ""  # (no turn yet)
    back.confirm_handoff()
    assert back.viewer == 1 and back.human_to_move() == 1
    plain = _hotseat()
    assert _play_until(plain, lambda s: not s.handoff_needed() and not s.table.shows_secrets(
        s.game.to_move()))
    plain.cover_after_reload()
    assert not plain.handoff_needed()               # nothing hidden: no cover
    plain.cover_always = True
    plain.cover_after_reload()
    assert plain.handoff_needed()                   # covers asked for always
    computer = Session.new(Options(), (LocalSeat("Ada"), ComputerSeat("easy")), 3)
    computer.cover_after_reload()
    assert not computer.handoff_needed()            # one human: nobody to hide from


def test_a_frozen_race_knows_whether_its_last_move_was_the_only_one():
    """Rulings, "Deck, row and end of game": once the deck ran out twice, a take the row
    cannot satisfy freezes the race. The normal computer, far ahead, froze it with
    nothing else to play, and the end screen said it "asked for more cards than the row
    held" as if by choice (a playtest): the page now tells an only move apart."""
    def frozen(freeze_when_offered: bool) -> Game:
        game, rng = Game(Options(), 0), random.Random(0)
        while not game.over:
            legal = game.legal_actions()
            if freeze_when_offered and FREEZE in legal and len(legal) > 1:
                game.push(FREEZE)
            else:
                game.push(rng.choice([a for a in legal if a.verb != "freeze"] or legal))
        assert str(game.outcome) == "frozen"
        return game
    seats = (LocalSeat("Ada"), ComputerSeat("normal"))
    assert Session(frozen(False), seats, viewer=0).ended_on_its_only_move()
    assert not Session(frozen(True), seats, viewer=0).ended_on_its_only_move()
    replayed = Session(Game.from_record(frozen(False).record()), seats, viewer=0)
    assert replayed.ended_on_its_only_move()        # (a reloaded game knows it too)
    assert not _hotseat().ended_on_its_only_move()  # nothing played yet


def _undoable_now(session: Session) -> bool:
    return session.game.to_move() == session.viewer and any(
        _undoable(session.game, a) for a in session.game.legal_actions())


def test_hot_seat_undo_takes_back_the_last_choice_of_either_player():
    session = _hotseat()
    assert _play_until(session, _undoable_now)
    mover = session.game.to_move()
    move = next(a for a in session.game.legal_actions() if _undoable(session.game, a))
    session.play(move)
    session.play_forced()
    session.hand_over()
    assert session.undoer() == mover
    assert session.undo(session.undoer())[-1] == move
    assert session.game.to_move() == mover
    assert session.viewer == mover or session.handoff_needed()


def test_a_move_is_final_once_the_next_player_took_the_device_at_the_cover():
    """Hot seat: Bea's move could be taken back from Ada's own turn after Ada had taken
    the device at the cover, with no word of it (a playtest). The cover offers "Undo
    Bea's last move"; once Ada confirms it, no Undo reaches below that point: not from
    Ada's turn, not after Ada's own move was taken back, not after a reload (the point is
    saved), whoever has the screen then."""
    session = _hotseat()
    session.cover_always = True            # a cover at every hand-over
    assert _play_until(session, _undoable_now)
    bea = session.game.to_move()
    move = next(a for a in session.game.legal_actions() if _undoable(session.game, a))
    session.play(move)
    session.play_forced()
    assert not session.hand_over() and session.handoff_needed()
    assert session.undoer() == bea                  # the cover's Undo: still Bea's to take back
    session.confirm_handoff()                       # Ada has the device
    final = len(session.game.actions)
    assert session.viewer == 1 - bea and session.undoer() is None
    assert session.game.to_move() == 1 - bea
    ada_move = next(a for a in session.game.legal_actions() if _undoable(session.game, a))
    session.play(ada_move)
    restored = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert restored.taken_at == final
    for s in (session, restored):
        assert s.undoer() == 1 - bea                # Ada's own move is hers to take back
        s.viewer = bea                              # (whoever has the screen)
        assert s.undoer() == 1 - bea
        s.undo(1 - bea)
        assert len(s.game.actions) == final and s.undoer() is None   # Bea's move: final
    for bad in (True, -1, final + 2, "3"):
        with pytest.raises(SaveError, match="last hand-over"):
            Session.from_save({**session.to_save(), "taken_at": bad})


def test_undo_of_a_move_that_showed_a_card_is_refused_with_a_reason():
    session = _hotseat()
    session.confirm_handoff()
    session.play(TAKE1)                    # the row refills from the deck: a new card shows
    assert session.undo_steps(0) == 0 and session.undo_revealed(0)
    assert session.undo_refusal(0) == texts.UNDO_REVEALED
    assert not session.undo_revealed(1)     # Bea has nothing to take back
    assert session.undo_refusal(1) == ""


def test_against_the_computer_undo_says_the_computer_has_answered():
    """Undo takes back the human's move while the computer thinks; once it has answered,
    the button says why it no longer can (it vanished: a playtest never saw it)."""
    session = Session.new(Options(), (LocalSeat("Cy"), ComputerSeat("easy")), 3)
    assert session.undo_refusal(0) == ""               # nothing played yet
    advance = next((a for a in session.game.legal_actions() if a.verb == "advance"), None)
    session.play(advance or TAKE1)
    assert session.undo_refusal(0) in ("", texts.UNDO_REVEALED)
    assert not session.undo_answered(0)                 # the computer is still to answer
    while session.is_computer(session.game.to_move()):
        game = session.game
        session.play(session.agent(1).choose(game.observation(1), game.legal_actions()))
    assert session.undo_steps(0) == 0 and session.undo_answered(0)
    assert session.undo_refusal(0) == texts.UNDO_ANSWERED
    first = Session.new(Options(), (ComputerSeat("easy"), LocalSeat("Cy")), 3)
    game = first.game
    first.play(first.agent(0).choose(game.observation(0), game.legal_actions()))
    assert first.undo_refusal(1) == ""                  # the computer opened: no move of Cy's


def test_a_default_name_is_shown_in_the_language_of_the_screen_that_shows_it():
    """A player who types no name is "Player 1"; an English host's default reached a French
    guest as "Player 1", and a game begun in English kept it after a switch to French.
    The default is kept in English and shown in each screen's language; a typed name is
    shown as typed, and a French default typed back ("Joueur 1") is kept as the default."""
    from core import i18n
    from ui.seats import kept_name

    session = Session(Game(Options(), 1), (LocalSeat("Player 1"), LocalSeat("Zoé")))
    assert session.names == ("Player 1", "Zoé")
    i18n.set_language("fr")
    try:
        assert session.names == ("Joueur 1", "Zoé")
        assert session.label(0) == "Joueur 1 (Amundsen)"
        assert kept_name("Joueur 2") == "Player 2" and kept_name("Zoé") == "Zoé"
        assert session.to_save()["seats"][0]["name"] == "Player 1"
        assert session.kept_names == ("Player 1", "Zoé")
    finally:
        i18n.set_language("en")


def test_a_default_name_typed_in_another_language_is_kept_as_the_default():
    """A new-game dialog filled in French ("Joueur 1"), the language then switched to
    English before Start: the name is still the default, and a French screen later shows
    it as "Joueur 1", not as a name someone typed."""
    from core import i18n
    from ui.seats import kept_name

    assert i18n.language() == "en"
    assert kept_name("Joueur 1") == "Player 1" and kept_name("Player 2") == "Player 2"
    assert kept_name("Joueur") == "Joueur"
    i18n.set_language("fr")
    try:
        assert kept_name("Player 1") == "Player 1" and kept_name("Joueur 2") == "Player 2"
    finally:
        i18n.set_language("en")


def test_a_freeze_is_never_played_for_a_player_even_as_the_only_move():
    """Rules, end of the game: with the deck out twice, a player who needs more cards than
    the row holds freezes both explorers. The page played that move for a player who had
    no other, and the race ended out of the blue (two playtests, one online): other
    one-choice moves are still played, but the freeze waits for its player."""
    game, rng = Game(Options(), 0), random.Random(0)
    while True:                              # any move but the freeze while there is one
        legal = game.legal_actions()
        if [a.verb for a in legal] == ["freeze"]:
            break
        game.push(rng.choice([a for a in legal if a.verb != "freeze"] or legal))
    session = Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), [False] * len(game.actions),
                      viewer=game.to_move())
    assert session.play_forced() == [] and not game.over
    session.play(game.legal_actions()[0])
    assert str(game.outcome) == "frozen" and session.forced[-1] is False


def test_a_card_tapped_while_the_computer_moves_names_the_computer():
    """A hand card tapped while the rival moves said "No move can use it right now" (a
    playtest, online): the screen knows whom it waits for, and says so; on its own turn
    it waits for nobody."""
    from core.cards import card_id
    from ui import screen, texts

    session = Session.new(Options(), (LocalSeat("Ada"), ComputerSeat("easy")), 3)
    now = screen.moment(session)
    assert screen.waiting_for(session, screen.selection(session, now)) == ""
    session.play(TAKE1)
    now = screen.moment(session)
    assert session.game.to_move() == 1 and now.mover is None
    waited = screen.waiting_for(session, screen.selection(session, now))
    assert waited == session.names[1] == "Easy computer"
    assert texts.unusable_notice(card_id("Rc1"), "none", waited) == (
        "Wait for Easy computer: it is their turn, not yours.")


def test_a_game_opened_from_a_record_stays_so_through_a_save_and_a_bad_flag_is_refused():
    """The new-game dialog takes a game opened from a pasted record for no choice of the
    player's, after a reload too; its rematch is a game the player chose to play."""
    from ui.session import session_from_record
    opened = session_from_record(json.dumps(Game(Options(), 3).record()), ("P1", "P2"))
    assert opened.from_record
    assert Session.from_save(json.loads(json.dumps(opened.to_save()))).from_record
    assert not opened.rematch().from_record
    assert "from_record" not in Session.new(Options(), opened.seats).to_save()
    with pytest.raises(SaveError, match="being opened from a record"):
        Session.from_save({**opened.to_save(), "from_record": "yes"})


def test_the_players_and_rules_set_up_last_read_back_and_anything_else_reads_as_none():
    """The new-game dialog offers again the last game set up in it, after a reload too
    (a playtest: after opening a record and reloading, it showed its defaults)."""
    chosen = Session.new(Options(weather=True), (LocalSeat("Cy"), ComputerSeat("hard")), 5)
    chosen.hints = False
    again = Session.from_setup(chosen.setup())
    assert again.options == Options(weather=True) and again.hints is False
    assert [s.to_dict() for s in again.seats] == [s.to_dict() for s in chosen.seats]
    assert again.game.actions == []
    for text in (None, "", "[]", '{"seats": []}', '{"options": 3, "seats": [{}, {}]}'):
        assert Session.from_setup(text) is None
