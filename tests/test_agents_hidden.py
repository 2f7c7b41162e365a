"""The search never knows more than its player: it works from the observation alone, and
every world it imagines (a determinisation) agrees with what the player has seen."""
from __future__ import annotations

import importlib
import random

import pytest

from core import engine, invariants
from core.agents import make_agent
from core.agents.ismcts import ISMCTSAgent
from core.chance import SeededChance
from core.observation import determinize, observation
from core.options import ALL_COMBINATIONS, Options
from core.state import State

ismcts_module = importlib.import_module("core.agents.ismcts")
observation_module = importlib.import_module("core.observation")


def _position(options: Options, seed: int, plies: int) -> State:
    """A live position after ``plies`` actions of two greedy players."""
    agents = (make_agent("greedy", seed), make_agent("greedy", seed + 1))
    chance = SeededChance(seed)
    state = engine.new_game(options, chance)
    for _ in range(plies):
        legal = engine.legal_actions(state)
        player = state.to_move()
        action = legal[0] if len(legal) == 1 else agents[player].choose(observation(state, player), legal)
        engine.apply(state, action, chance)
        if state.outcome:
            raise AssertionError("the game ended too soon for this test")
    return state


def _without_log(obs: dict) -> dict:
    return {k: v for k, v in obs.items() if k != "log"}


def _other_world(state: State, seed: int) -> State:
    """The same position with the cards the mover cannot see dealt differently: the rival's
    hidden hand cards and the deck order are reshuffled together."""
    me = state.to_move()
    twin = state.clone()
    rival = 1 - me
    slots = [i for i, card in enumerate(twin.hands[rival]) if card in twin.secret[rival]]
    pool = [twin.hands[rival][i] for i in slots] + twin.deck
    random.Random(seed).shuffle(pool)
    for i in slots:
        twin.hands[rival][i] = pool.pop()
    twin.secret[rival] = {twin.hands[rival][i] for i in slots}
    twin.deck = pool
    return twin


def test_two_worlds_with_the_same_observation_get_the_same_move(monkeypatch) -> None:
    # Find a position where the mover really is missing information.
    for seed in range(40):
        state = _position(Options(), seed, 25)
        twin = _other_world(state, seed)
        me = state.to_move()
        if twin.hands != state.hands and twin.deck != state.deck:
            break
    else:
        pytest.fail("no position with hidden rival cards found")
    obs, twin_obs = observation(state, me), observation(twin, me)
    assert _without_log(obs) == _without_log(twin_obs)  # the player cannot tell them apart
    legal = engine.legal_actions(state)
    assert legal == engine.legal_actions(twin)

    # If the search ever looked at a true state through an observation or a copy of its
    # data, it would fail here.
    def forbidden(*args, **kwargs):
        raise AssertionError("the search read a true state")
    monkeypatch.setattr(observation_module, "observation", forbidden)
    monkeypatch.setattr(State, "to_dict", forbidden)
    first = ISMCTSAgent(11, iterations=80).choose(obs, legal)
    second = ISMCTSAgent(11, iterations=80).choose(twin_obs, legal)
    assert first == second


@pytest.mark.parametrize("options", [Options(), Options(advanced=True, patrons=True),
                                     Options(depots=True, weather=True),
                                     Options(patrons=True, way_back=True)], ids=lambda o: o.label())
def test_every_imagined_world_agrees_with_the_observation(options: Options, monkeypatch) -> None:
    seen: list[tuple[State, dict]] = []

    def recording(obs, rng):
        world = determinize(obs, rng)
        seen.append((world.clone(), obs))  # the search then plays on in the world itself
        return world
    monkeypatch.setattr(ismcts_module, "determinize", recording)
    checked = 0
    for seed, plies in ((1, 6), (2, 20), (3, 40)):
        try:
            state = _position(options, seed, plies)
        except AssertionError:
            continue
        me = state.to_move()
        obs = observation(state, me)
        legal = engine.legal_actions(state)
        ISMCTSAgent(seed, iterations=15).choose(obs, legal)
        for world, given in seen:
            # every card is somewhere exactly once, hands and deck have the observed sizes,
            # and the imagined world looks exactly like the observation to this player
            invariants.check_cards(world)
            assert world.hands[me] == state.hands[me]
            assert len(world.deck) == len(state.deck)
            assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
            assert _without_log(observation(world, me)) == _without_log(given)
            checked += 1
        seen.clear()
    assert checked > 0


@pytest.mark.parametrize("options", ALL_COMBINATIONS[::5], ids=lambda o: o.label())
def test_agents_in_a_game_receive_only_their_own_observation(options: Options) -> None:
    """Every call gets a plain dict in which the rival's hidden cards and the deck are
    blank (None): there is nothing else to read."""

    class Spy:
        name, needs_observation = "spy", True

        def __init__(self, inner):
            self.inner = inner
            self.blanks = 0

        def choose(self, obs, legal):
            assert type(obs) is dict
            me = obs["to_move"]
            assert obs["viewer"] == me
            assert all(card is None for card in obs["deck"])
            assert None not in obs["hands"][me]
            self.blanks += obs["hands"][1 - me].count(None) + len(obs["deck"])
            return self.inner.choose(obs, legal)

    from core.simulate import play_game
    index = ALL_COMBINATIONS.index(options)
    spies = (Spy(ISMCTSAgent(index, iterations=2, rollout_cap=4)), Spy(make_agent("greedy", index)))
    play_game(options, 900 + index, spies)
    assert all(spy.blanks > 0 for spy in spies)
