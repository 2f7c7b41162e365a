"""The game driver: checked pushes, undo, records and clones (core/game.py)."""
from __future__ import annotations

import json
import random

import pytest

from core import Action, Game, IllegalAction, NotationError, Options
from core.observation import visible_cards
from core.simulate import play_game
from helpers import biased_choice


def _snapshot(game: Game) -> tuple:
    return (game.state.to_dict(), game.record(), game.chance.getstate(), list(game.actors))


def _play(game: Game, n: int, seed: int = 0) -> Game:
    rng = random.Random(seed)
    for _ in range(n):
        if game.over:
            break
        game.push(biased_choice(rng, game.legal_actions()))
    return game


# -- push ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["advance Ra1 Ga1 Ga2", "pole Ra1 Ga1 Ba1 Ya1", "freeze",
                                  "effect supplies", "show", "take Com1", "discard Ra1"])
def test_pushing_an_illegal_action_raises_and_changes_nothing(text: str) -> None:
    """Bad input gets a clear error and changes nothing: state, record and chance."""
    game = _play(Game(Options(), seed=5), 6)
    before = _snapshot(game)
    action = Action.parse(text)
    assert action not in game.legal_actions()
    with pytest.raises(IllegalAction, match="not a legal action"):
        game.push(action)
    assert _snapshot(game) == before


def test_bad_notation_raises_notation_error_and_changes_nothing() -> None:
    game = Game(Options(), seed=1)
    before = _snapshot(game)
    for text in ("", "jump", "take Xx9", "back Ra1", "advance Ra1 Ra1"):
        with pytest.raises(NotationError):
            game.push_text(text)
    assert _snapshot(game) == before


def test_no_action_after_the_game_is_over() -> None:
    game = Game(Options(), seed=3)
    rng = random.Random(3)
    while not game.over:
        game.push(biased_choice(rng, game.legal_actions()))
    before = _snapshot(game)
    assert game.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        game.push(Action("take"))
    assert _snapshot(game) == before


def test_push_text_plays_the_parsed_action() -> None:
    game = Game(Options(), seed=1)
    assert game.push_text("take") == Action("take")
    assert game.actions == [Action("take")] and game.last_actor() == 0


# -- undo ----------------------------------------------------------------------------------------
def test_a_take_that_reveals_a_row_card_cannot_be_undone() -> None:
    """Undo is not allowed after a take that revealed a new row card."""
    game = Game(Options(), seed=11)
    game.push_text("take")
    assert not game.can_undo()
    before = _snapshot(game)
    with pytest.raises(IllegalAction):
        game.undo()
    assert _snapshot(game) == before


def test_nothing_to_undo_at_the_start() -> None:
    assert not Game(Options(), seed=1).can_undo()


def _first_game_with(predicate, options: Options = Options(), seeds: int = 400):
    """Play racing games until ``predicate(game, action)`` holds before pushing action."""
    for seed in range(seeds):
        game = Game(options, seed)
        rng = random.Random(seed)
        while not game.over:
            legal = game.legal_actions()
            for action in legal:
                if predicate(game, action):
                    return game, action
            game.push(biased_choice(rng, legal))
    raise AssertionError("no game reached the wanted position")


def _reveals_nothing(game: Game, action: Action) -> bool:
    """A card play using only cards both players have seen, that draws nothing."""
    state = game.state
    player = state.to_move()
    return (action.verb in ("advance", "attack", "com") and not state.pending
            and not set(action.cards) & state.secret[player]
            and len(state.row) == state.options.row_size)


def test_undo_allowed_when_nothing_hidden_was_revealed() -> None:
    """A play with cards both players already saw reveals nothing: it can be taken back,
    restoring the previous position exactly."""
    game, action = _first_game_with(_reveals_nothing)
    before = _snapshot(game)
    seen = [visible_cards(game.state, v) for v in (0, 1)]
    game.push(action)
    assert all(visible_cards(game.state, v) <= seen[v] for v in (0, 1))
    assert game.can_undo()
    assert game.undo() == action
    assert _snapshot(game) == before


def test_drop_supplies_cannot_be_undone_even_when_the_stolen_card_was_known() -> None:
    """Rule summary, hints: Drop Supplies draws a random card, so the move cannot be taken
    back — even if every card of the rival's hand was already known."""
    def supplies_on_open_hand(game: Game, action: Action) -> bool:
        state = game.state
        return (action == Action("effect", (), "supplies")
                and not state.secret[1 - state.to_move()])
    game, action = _first_game_with(supplies_on_open_hand)
    game.push(action)
    assert not game.can_undo()


def test_effect_choice_none_can_be_undone() -> None:
    """Declining a discard effect reveals nothing: the choice can be taken back."""
    def declining(game: Game, action: Action) -> bool:
        return action == Action("effect", (), "none")
    game, action = _first_game_with(declining)
    before = _snapshot(game)
    game.push(action)
    assert game.can_undo()
    game.undo()
    assert _snapshot(game) == before


# -- records and clones --------------------------------------------------------------------------
@pytest.mark.parametrize("options", [Options(), Options(advanced=True, patrons=True)])
def test_record_round_trip_replays_the_identical_game(options: Options) -> None:
    game = _play(Game(options, seed=42), 60, seed=42)
    record = json.loads(json.dumps(game.record()))
    assert record["format"] == "1911-amundsen-vs-scott/record" and record["seed"] == 42
    replayed = Game.from_record(record)
    assert replayed.state == game.state
    assert replayed.actions == game.actions
    assert replayed.chance.getstate() == game.chance.getstate()


def test_clone_is_independent_and_continues_identically() -> None:
    game = _play(Game(Options(), seed=8), 20, seed=8)
    twin = game.clone()
    before = _snapshot(game)
    _play(twin, 10, seed=99)
    assert _snapshot(game) == before
    third = game.clone()
    _play(game, 10, seed=99)
    _play(third, 10, seed=99)
    assert third.state == game.state and third.actions == game.actions


def test_single_legal_actions_are_played_without_asking_the_agent() -> None:
    """Forced move (rulings, end of 'Deck, row and end of game'): when a single action is
    possible it is played without asking; the simulation driver never asks an agent."""
    asked: list[int] = []

    class Spy:
        name = "spy"
        needs_observation = True

        def __init__(self, seed: int) -> None:
            self.rng = random.Random(seed)

        def choose(self, observation, legal):
            asked.append(len(legal))
            assert observation["to_move"] == observation["viewer"]
            return biased_choice(self.rng, legal)

    game = play_game(Options(), 4, (Spy(1), Spy(2)))
    assert game.over and asked and min(asked) >= 2


# -- undo by snapshots, blind choices, malformed input, seeds -------------------------------------
def _reach_windy_second_give(seed_range: range) -> Game:
    """A game (weather on, racing players) stopped where the second Windy gift is asked."""
    for seed in seed_range:
        game, rng = Game(Options(weather=True), seed=seed), random.Random(seed)
        while not game.over:
            if any(step[0] == "windy_swap" for step in game.state.pending):
                return game
            game.push(biased_choice(rng, game.legal_actions()))
    raise AssertionError("no Windy exchange in these seeds")


def test_the_second_windy_gift_cannot_be_taken_back() -> None:
    """Weather, Windy: the second player chooses blind. Once the exchange has shown the
    first player's gift, taking the second gift back would let them choose again knowing
    it, so it is not undoable, whichever card was given."""
    game = _reach_windy_second_give(range(200))
    for gift in game.legal_actions():
        trial = game.clone()
        trial.push(gift)
        assert not trial.can_undo()
        with pytest.raises(IllegalAction):
            trial.undo()


def test_undo_restores_the_exact_state_and_record_without_replaying() -> None:
    """Undo restores the snapshot taken before the action: the same state, record and
    chance position as if the action had never been played."""
    game, rng, undone = Game(Options(advanced=True, patrons=True), seed=11), random.Random(3), 0
    while not game.over and len(game.actions) < 300:
        before = _snapshot(game)
        for action in game.legal_actions()[:5]:
            game.push(action)
            if game.can_undo():
                assert game.undo() == action
                undone += 1
                assert _snapshot(game) == before
            else:
                break
        else:
            game.push(biased_choice(rng, game.legal_actions()))
    assert undone > 40


def test_a_game_played_through_without_undo_plays_the_same_and_keeps_no_snapshots() -> None:
    """Simulations and matches (``undo=False``) copy no state per action: the game, its
    record and who played each action come out the same, and nothing can be taken back."""
    kept, through = Game(Options(weather=True), seed=8), Game(Options(weather=True), seed=8, undo=False)
    rng, undoable = random.Random(8), 0
    while not kept.over:
        action = biased_choice(rng, kept.legal_actions())
        kept.push(action)
        through.push(action)
        undoable += kept.can_undo()
        assert not through.can_undo()
    assert undoable > 10
    assert through.record() == kept.record() and through.actors == kept.actors
    assert through.state == kept.state and through.last_actor() == kept.last_actor()
    assert through.snapshots == [] and len(kept.snapshots) == len(kept.actions)
    with pytest.raises(IllegalAction):
        through.undo()
    assert through.clone().keeps_undo is False
    from core.agents import make_agent
    simulated = play_game(Options(), 3, (make_agent("random", seed=1), make_agent("random", seed=2)))
    assert simulated.over and simulated.snapshots == [] and len(simulated.actors) == len(simulated.actions)


@pytest.mark.parametrize("bad", [Action("take", ("x",)), Action("advance", (10_000,)),
                                 Action("take", [None]), Action(5, ()), ("take",), "take", None])
def test_pushing_a_malformed_action_value_raises_illegal_action(bad: object) -> None:
    """A malformed action value (from a buggy caller or a peer) gets IllegalAction, never
    an IndexError or TypeError, and changes nothing."""
    game = _play(Game(Options(), seed=2), 4)
    before = _snapshot(game)
    with pytest.raises(IllegalAction):
        game.push(bad)  # type: ignore[arg-type]
    assert _snapshot(game) == before


@pytest.mark.parametrize("seed", [-7, True, 1.5, "12", 1 << 256, None.__class__])
def test_a_seed_that_is_not_a_whole_number_in_range_is_refused(seed: object) -> None:
    """Game() refuses the seeds that a record could not hold, so every game it makes can
    be saved and replayed."""
    with pytest.raises(ValueError, match="seed"):
        Game(Options(), seed)  # type: ignore[arg-type]


def test_a_128_bit_seed_plays_and_replays_from_its_json_record() -> None:
    """Online games use 128-bit seeds from the OS; their records round-trip through JSON."""
    from core.game import new_seed
    seed = new_seed(128)
    assert seed < 1 << 128
    assert max(new_seed(128) for _ in range(20)).bit_length() > 100
    game = _play(Game(Options(weather=True), seed=seed), 60)
    again = Game.from_record(json.loads(json.dumps(game.record())))
    assert again.state == game.state and again.seed == seed
