"""ui.computer: the computer's turns and the Hint button's search, in short slices, and
what the page highlights for them (browser-free: run with asyncio in CPython)."""
from __future__ import annotations

import asyncio
import json
import re

import pytest

from core import Game, Options
from core.actions import TAKE1, Action
from core.agents import LEVELS
from core.agents.ismcts import ISMCTSAgent
from core.cards import CODE
from core.observation import observation
from core.targets import hand_cards, targets
from ui import computer
from ui.computer import (ComputerTurn, Hint, Marks, Search, hint_marks, hint_search,
                         make_computer, move_marks)
from ui.seats import ComputerSeat, LocalSeat
from ui.session import Session

from tests.helpers import run_coroutine


def _vs(level: str = "easy", human: int = 1, seed: int = 7, **options) -> Session:
    """A game of a human against the computer; the human plays ``human``."""
    seats = [LocalSeat("Cy"), ComputerSeat(level)]
    if human == 1:
        seats.reverse()
    return Session.new(Options(**options), (seats[0], seats[1]), seed)


_run = run_coroutine


# -- levels and agents ---------------------------------------------------------------------
def test_every_level_is_offered_with_a_label_and_makes_a_player():
    assert computer.computer_levels() == list(LEVELS)
    for level in LEVELS:
        assert computer.level_label(level).startswith(level.capitalize())
        assert hasattr(make_computer(level, 1), "think")
    with pytest.raises(ValueError, match="unknown level"):
        make_computer("grandmaster", 1)
    # (its time is a choice's: a turn may hold several, a take and its discard effect)
    assert computer.level_label("hard") == "Hard: thinks up to 2.5 s per choice"


def test_searching_levels_think_in_the_pages_short_slices():
    searching = [level for level, (name, _) in LEVELS.items() if name == "ismcts"]
    assert searching, "no searching level to check"
    for level in searching:
        agent = make_computer(level, 1, slice_ms=7.0)
        assert isinstance(agent, ISMCTSAgent) and agent.slice == pytest.approx(0.007)


def test_an_unknown_level_is_refused_when_the_game_is_created():
    with pytest.raises(ValueError, match="unknown computer level"):
        Session.new(Options(), (ComputerSeat("grandmaster"), LocalSeat("Cy")), 1)


def test_a_reloaded_game_asks_the_computer_the_same_question():
    """The computer's seed depends on the game and the position only, so after a reload
    (a saved game restored) it thinks about the same move with the same seed."""
    session = _vs("easy", human=0, seed=11)
    session.play(TAKE1)
    again = Session.from_save(json.loads(json.dumps(session.to_save())))
    assert again.seats[1] == ComputerSeat("easy")
    game, twin = session.game, again.game
    first = session.agent(1).choose(game.observation(1), game.legal_actions())
    second = again.agent(1).choose(twin.observation(1), twin.legal_actions())
    assert first == second
    assert computer.move_seed(5, 3, 1) != computer.move_seed(5, 4, 1) != computer.move_seed(5, 3, 0)


# -- searching in slices ---------------------------------------------------------------------
class Scripted:
    """An agent that needs ``slices`` slices of work, then plays the first legal action."""

    def __init__(self, slices: int) -> None:
        self.slices = slices
        self.closed = False
        self.seen: list[dict] = []

    def think(self, obs, legal):
        self.seen.append(obs)
        try:
            for _ in range(self.slices):
                yield None
            yield legal[0]
        finally:
            self.closed = True


def test_a_search_gives_way_to_other_work_between_slices():
    """While the computer thinks, other tasks (the browser's clicks and paints) run."""
    game = Game(Options(), 3)
    search = Search.of(Scripted(5), game.observation(0), game.legal_actions())
    ticks: list[int] = []

    async def other_work():
        while not search.done:
            ticks.append(search.slices)
            await asyncio.sleep(0)

    async def both():
        return (await asyncio.gather(search.run(), other_work()))[0]

    action = _run(both())
    assert action == game.legal_actions()[0] and search.slices == 6
    assert len(set(ticks)) >= 5   # the other task ran between the computer's slices


def test_a_cancelled_search_plays_nothing_and_stops_the_agent():
    game = Game(Options(), 3)
    agent = Scripted(1000)
    search = Search.of(agent, game.observation(0), game.legal_actions())

    async def cancel_soon():
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        search.cancel()

    async def both():
        return (await asyncio.gather(search.run(), cancel_soon()))[0]

    assert _run(both()) is None
    assert search.cancelled and agent.closed and search.slices < 10


def test_a_single_legal_action_needs_no_search():
    agent = Scripted(5)
    search = Search.of(agent, {}, [TAKE1])
    assert _run(search.run()) == TAKE1 and agent.seen == []


def test_a_real_search_thinks_in_many_slices_and_finds_a_legal_move():
    """The normal level with the page's short slices hands control back many times per
    move (how long a slice blocks the page: bench/page_responsiveness.py)."""
    session = _vs("normal", human=0, seed=4)
    session.play(TAKE1)
    game = session.game
    search = Search.of(session.agent(1), game.observation(1), game.legal_actions())
    action = _run(search.run())
    assert action in game.legal_actions()
    assert search.slices > 3


# -- the computer's turn ------------------------------------------------------------------------
def test_the_computer_plays_its_turn_then_hands_back_to_the_human():
    session = _vs("easy", human=1, seed=9)
    shown: list[tuple[int, Marks, bool]] = []
    turn = ComputerTurn(session, lambda marks: shown.append(
        (len(session.game.actions), marks, turn.finished)), pace_ms=0)
    _run(turn.run())
    game = session.game
    assert turn.finished and turn.played and game.to_move() == 1
    assert [n for n, _, _ in shown] == sorted({n for n, _, _ in shown})  # one by one
    assert len(shown) == len(turn.played)
    assert [f for _, _, f in shown] == [False] * (len(shown) - 1) + [True]
    assert all(marks.player == 0 and marks.fresh_lines > 0 for _, marks, _ in shown)


def test_the_computer_waits_out_the_pace_between_its_moves():
    session = _vs("easy", human=1, seed=9)
    times: list[float] = []
    loop_time = []

    async def play():
        loop = asyncio.get_running_loop()
        turn = ComputerTurn(session, lambda marks: times.append(loop.time()), pace_ms=60)
        loop_time.append(loop.time())
        await turn.run()

    _run(play())
    gaps = [b - a for a, b in zip(loop_time + times, times)]
    assert gaps and min(gaps) >= 0.055


def test_two_computers_play_a_whole_game():
    session = Session.new(Options(), (ComputerSeat("easy"), ComputerSeat("easy")), 2)
    turn = ComputerTurn(session, lambda marks: None, pace_ms=0)
    _run(turn.run())
    assert session.game.over and turn.finished
    assert len(turn.played) == sum(1 for f in session.forced if not f)


def test_a_cancelled_turn_plays_nothing():
    session = _vs("normal", human=0, seed=4)
    session.play(TAKE1)
    before = list(session.game.actions)
    turn = ComputerTurn(session, lambda marks: None, pace_ms=0)

    async def cancel_while_thinking():
        task = asyncio.ensure_future(turn.run())
        for _ in range(3):
            await asyncio.sleep(0)
        assert turn.search is not None and not turn.search.done
        turn.cancel()
        await task

    _run(cancel_while_thinking())
    assert session.game.actions == before and turn.played == [] and turn.finished


# -- highlights -------------------------------------------------------------------------------
def _first(game: Game, verb: str) -> Action | None:
    return next((a for a in game.legal_actions() if a.verb == verb), None)


def test_a_computer_advance_marks_its_pawn_and_the_space_reached():
    for seed in range(200):
        game = Game(Options(), seed)
        action = _first(game, "advance")
        if action is not None:
            break
    before = game.observation(1)          # the human (Scott) watches Amundsen
    game.push(action)
    marks = move_marks(before, game.observation(1), action, 0)
    reached = game.state.pos[0]
    assert marks.targets == {f"space-0-{reached}", "pawn-0"}
    assert marks.cards == frozenset()     # nothing came into the computer's hand
    assert marks.fresh_lines >= 1


def test_a_step_of_the_way_back_marks_the_return_space_not_the_pawn_left_at_the_pole():
    """1912 The Way Back: a step home marked the explorer's outward pawn too, faded at
    the Pole, as if it had moved there (a playtest); only the return space is marked."""
    from tests.e2e.test_modules_page import SEED, save_on_the_way_back

    _save, game = save_on_the_way_back(SEED)
    player = game.to_move()
    step = next(a for a in game.legal_actions() if a.verb == "advance")
    before = game.observation(1 - player)
    game.push(step)
    marks = move_marks(before, game.observation(1 - player), step, player)
    assert f"pawn-{player}" not in marks.targets
    assert f"way-{player}-{game.state.way[player]}" in marks.targets


def test_a_computer_take_marks_the_cards_taken_not_the_refilled_row():
    game = Game(Options(), 5)
    taken = game.state.row[0]
    before = game.observation(1)
    game.push(TAKE1)
    marks = move_marks(before, game.observation(1), TAKE1, 0)
    assert marks.cards == {CODE[taken]}   # a row card is public: the human saw it go
    assert not any(key.startswith("row-") for key in marks.targets)


def test_a_hidden_card_of_the_computer_is_never_marked():
    """Over whole greedy games: the marks of Amundsen's actions, as Scott watches them,
    name only cards Scott may see, though Amundsen often gets cards Scott has not seen."""
    from core.agents import make_agent
    hidden_arrivals = 0
    for seed in range(6):
        game = Game(Options(advanced=True, patrons=True), seed)
        players = (make_agent("greedy", seed), make_agent("greedy", seed + 1))
        while not game.over:
            mover = game.to_move()
            action = players[mover].choose(game.observation(mover), game.legal_actions())
            held, before = list(game.state.hands[0]), game.observation(1)
            game.push(action)
            if mover != 0:
                continue
            after = game.observation(1)
            marks = move_marks(before, after, action, 0)
            assert marks.cards <= {CODE[c] for c in after["hands"][0] if c is not None}
            new = [c for c in game.state.hands[0] if c not in held]
            hidden_arrivals += sum(1 for c in new if c in game.state.secret[0])
    assert hidden_arrivals > 0


# -- hints ------------------------------------------------------------------------------------
def test_a_hint_is_legal_uses_the_humans_view_only_and_plays_nothing(monkeypatch):
    session = _vs("easy", human=0, seed=6)
    game = session.game
    state_before = game.state.to_dict()
    seen: list[dict] = []
    real = computer.make_computer

    def spy(level, seed, slice_ms=computer.PAGE_SLICE_MS):
        agent = real(level, seed, slice_ms)
        think = agent.think

        def watched(obs, legal):
            seen.append(obs)
            return think(obs, legal)
        agent.think = watched
        assert level == computer.HINT_LEVEL
        return agent

    monkeypatch.setattr(computer, "make_computer", spy)
    search = hint_search(session.table, 0, session.search_seed(0, salt=1))
    action = _run(search.run())
    assert action in game.legal_actions()
    assert game.state.to_dict() == state_before and game.actions == []
    assert seen and seen[0] == observation(game.state, 0)
    assert all(card is None for card in seen[0]["hands"][1])  # the rival's hand stays hidden


def test_hint_marks_name_the_cards_to_select_and_the_places_to_click():
    for seed in range(200):
        game = Game(Options(), seed)
        action = _first(game, "advance")
        if action is not None:
            break
    obs = game.observation(0)
    marks = hint_marks(obs, action)
    assert marks.player == 0
    assert marks.cards == {CODE[c] for c in hand_cards(action, obs)} and marks.cards
    assert marks.targets == {t.key for t in targets(obs, action)}


def test_the_hint_box_says_the_move_in_words():
    game = Game(Options(), 3)
    hint = Hint((1,), 0, Search(iter([TAKE1])))
    assert 'data-hint-action=""' in hint.html() and "Looking" in hint.html()
    hint.search.step()
    hint.marks = hint_marks(game.observation(0), TAKE1)
    html = hint.html()
    assert 'data-hint-action="take"' in html
    assert "Take the rightmost card of the row" in html and 'data-act="hint-close"' in html


def test_the_hint_boxs_button_is_not_mistaken_for_part_of_a_suggestion_to_hide_a_card():
    """Food Depots: the hint "Hide green Good Weather face down on a food depot" stood
    beside the box's own button "Hide" (a playtester): the button says Close, and its
    label names what it closes."""
    game = Game(Options(depots=True), 3)
    while not any(a.verb == "stash" for a in game.legal_actions()):
        game.push(game.legal_actions()[0])        # (each player picks a second depot)
    stash = next(a for a in game.legal_actions() if a.verb == "stash")
    hint = Hint((1,), game.to_move(), Search(iter([stash])))
    hint.search.step()
    hint.marks = hint_marks(game.observation(game.to_move()), stash)
    html = hint.html()
    assert "Hide " in html and "face down" in html                  # the suggestion
    button = re.search(r'<button[^>]*data-testid="hint-close"[^>]*>([^<]*)</button>', html)
    assert button and button.group(1) == "Close"
    assert 'aria-label="Close the suggestion"' in button.group(0)


def test_a_hint_to_go_back_says_where_as_its_button_does():
    """Rulings, "Back to the Route": from L1 every colour returns to the ship. The hint
    said "Go back to the route on a red space with green Greenland Dog" while the button
    it lit said "Go back to your ship… (no red space lies behind you)" (a playtest): the
    suggestion is worded in its position, as the button is."""
    from tests.helpers import build

    state = build(hands=("Gd1 Ra1", "Ya1"), row="Ra2 Yb2 Gc2", pos=(0, 4), lost=(1, 0))
    back = Action.parse("back Gd1 R")
    obs = observation(state, 0)
    hint = Hint((1,), 0, Search(iter([back])))
    hint.search.step()
    hint.show(obs)
    words = re.search(r'<span class="hint-say">(.*?)</span>', hint.html()).group(1)
    assert "Go back to your ship with green Greenland Dog (no red space lies behind you)" \
        in words, words
    assert "on a red space" not in words


def test_a_hint_to_freeze_says_why():
    """Freezing ends the race with nobody winning: a playtester took the hint's advice to
    freeze, with a move forward on offer, for a mistake. It says why: the search expects
    the rival to reach the Pole first (tests/test_agents.py holds such positions)."""
    from core.actions import FREEZE

    hint = Hint((1,), 0, Search(iter([FREEZE])))
    hint.search.step()
    html = hint.html()
    assert 'data-hint-action="freeze"' in html
    assert "little chance of you reaching the Pole first" in html
    assert "a frozen race has no winner" in html
    taking = Hint((1,), 0, Search(iter([TAKE1])))
    taking.search.step()
    assert "Pole first" not in taking.html()


def test_every_level_has_a_whole_name_for_the_computer_in_each_language():
    """The computer's name is one message per level, so French writes "Ordinateur
    difficile" (not "Ordinateur Difficile", built from the level's own name)."""
    from core import i18n
    from ui.computer import COMPUTER_NAMES, computer_levels, computer_name
    assert set(computer_levels()) <= set(COMPUTER_NAMES)
    assert computer_name("hard") == "Hard computer"
    i18n.set_language("fr")
    try:
        assert [computer_name(level) for level in ("easy", "normal", "hard")] == [
            "Ordinateur facile", "Ordinateur normal", "Ordinateur difficile"]
    finally:
        i18n.set_language("en")


def test_the_computer_goes_by_its_level_in_the_language_of_the_moment():
    """A game started in French and played on in English names the computer "Easy
    computer", as its board label does (it kept "Ordinateur facile", saved with the game);
    a save from either language restores to the same seat."""
    from core import i18n
    session = Session.new(Options(), (LocalSeat("Cy"), ComputerSeat("easy")), 4)
    i18n.set_language("fr")
    try:
        assert session.names == ("Cy", "Ordinateur facile")
        saved = json.loads(json.dumps(session.to_save()))
    finally:
        i18n.set_language("en")
    assert session.names == ("Cy", "Easy computer")
    assert Session.from_save(saved).names == ("Cy", "Easy computer")
    assert Session.from_save(saved).seats == session.seats


def test_a_human_move_played_for_them_during_the_computers_turn_is_kept_to_be_told():
    """A human with one legal action (an empty hand can only take the rightmost card)
    has it played at once; during the computer's turn that happened unseen, and a
    playtester found a card in their hand they had never chosen. The turn keeps those
    moves, with their player, for the page's notice."""
    from ui.texts import forced_notices

    session = _vs("easy", human=1, seed=9)
    state = session.game.state
    state.discard.extend(state.hands[1])
    state.hands[1].clear()
    state.secret[1].clear()
    turn = ComputerTurn(session, lambda marks: None, pace_ms=0)
    _run(turn.run())
    game = session.game
    assert turn.forced, "the human's take was not played for them"
    who, action, secret = turn.forced[0]
    assert not secret                     # a take: anybody may know it was forced
    assert who == 1 and str(action) == "take"
    index = next(i for i, a in enumerate(game.actions) if game.actors[i] == 1)
    assert game.actions[index] == action and session.forced[index]
    assert forced_notices(session.labels, turn.forced).startswith(
        f"{session.label(1)} had only one choice: take ")
    # Alone at the screen (against the computer), the player reads it in the second person.
    assert session.alone_at_screen() == 1
    assert forced_notices(session.labels, turn.forced, 1).startswith(
        "You had only one choice: take ")


def test_a_forced_keep_of_good_weather_is_told_to_its_player_alone():
    """Good Weather (rules: the drawn card may be shown to advance only if it fits the
    next space): keeping it hidden is forced only when it fits nowhere, so "Ada had only
    one choice: keep the drawn card hidden" on a shared screen told Bea something about a
    hidden card; a forced Windy gift from a hand of one card named it while the rival
    still chose unseen. Both answer a step only their player may see (the core's
    ``secret_choice``): only that player is told; a forced take is still told to both."""
    from core import Action, Game, Options
    from core.cards import card_id
    from core.observation import secret_choice
    from core.state import Step
    from ui.texts import forced_notices

    game = Game(Options(weather=True), 3)
    assert not secret_choice(game.state, game.to_move())
    for kind in ("weather_show", "windy_swap"):
        state = game.state.clone()
        state.pending.insert(0, Step(kind, 0, None))
        assert secret_choice(state, 0) and not secret_choice(state, 1)
    labels = ("Ada (Amundsen)", "Bea (Scott)")
    keep, take = (Action("keep"), True), (Action("take"), False)
    assert forced_notices(labels, [(0, *keep)]) == ""                 # hot seat: shared
    assert forced_notices(labels, [(0, *keep)], 1) == ""              # the other's screen
    assert forced_notices(labels, [(0, *keep)], 0).startswith("You had only one choice: keep")
    both = forced_notices(labels, [(0, *keep), (1, *take)])
    assert "keep" not in both and both.startswith("Bea (Scott) had only one choice: take")
    give = (1, Action("give", (card_id("Gd1"),)), True)
    assert forced_notices(labels, [give]) == "" and "Dog" in forced_notices(labels, [give], 1)


def test_a_move_played_for_a_player_turn_after_turn_is_told_once_with_its_count():
    """An empty hand can only take the rightmost row card; against the computer a
    playtest read "You had only one choice: take the rightmost card of the row." twice
    over in the status bar after two such turns."""
    from core import Action
    from ui.texts import forced_notices

    labels = ("Ada (Amundsen)", "Bea (Scott)")
    take, keep = Action("take"), Action("keep")
    assert forced_notices(labels, [(0, take, False)] * 2, 0) == \
        "You had only one choice (2 times): take the rightmost card of the row."
    assert forced_notices(labels, [(1, take, False)] * 4) == \
        "Bea (Scott) had only one choice (4 times): take the rightmost card of the row."
    # Different moves, or the same move of different players, are told one by one; a
    # hidden one told to others is left out before they are counted.
    mixed = forced_notices(labels, [(0, take, False), (0, keep, True), (0, take, False),
                                    (1, take, False)], 1)
    assert mixed == ("Ada (Amundsen) had only one choice (2 times): take the rightmost card "
                     "of the row. You had only one choice: take the rightmost card of the row.")
    from core import i18n
    i18n.set_language("fr")
    try:
        french = forced_notices(labels, [(0, take, False)] * 3, 0)
    finally:
        i18n.set_language("en")
    assert french.startswith("Vous n’aviez qu’un seul choix (3\u00a0fois)\u00a0: ")


def test_a_move_played_for_the_rival_is_told_in_words_for_the_reader():
    """Windy (the rules: each explorer gives the other a card; an empty hand gives
    nothing): the rival's forced "give nothing" read "Élodie had only one choice: give
    nothing (your hand is empty)" on the host's screen, as if the reader's hand were
    empty (an online playtest). Told to its own player it keeps "your"."""
    from core import Action
    from ui.texts import forced_notices

    labels = ("Ada (Amundsen)", "Bea (Scott)")
    nothing = (1, Action("give"), False)
    assert forced_notices(labels, [nothing], 0) == \
        "Bea (Scott) had only one choice: give nothing (their hand is empty)."
    assert forced_notices(labels, [nothing]) == \
        "Bea (Scott) had only one choice: give nothing (their hand is empty)."  # shared
    assert forced_notices(labels, [nothing], 1) == \
        "You had only one choice: give nothing (your hand is empty)."
