"""Random simulations over every option combination, checking invariants at every step.

Each option combination plays ``SIM_GAMES`` seeded games (half uniformly random players,
half racing players, see ``helpers.biased_choice``). After every action: every card is in
exactly one place, hands respect their limits at turn boundaries, positions are legal, one
player is to move and the legal actions are non-empty and use only that player's cards.
A quarter of the games (and every audited one) must replay from the record to the
identical state; at random moments clones and serialised copies must equal the original
and be independent of it. A smaller set of games also audits every observation against
an independent account of what each viewer saw (``visibility.py``), and checks that
determinising an observation gives a valid state showing the same observation.

Set the environment variable ``SIM_GAMES`` (default 48) to play more games.
"""
from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from core import engine, invariants
from core.chance import SeededChance
from core.game import Game
from core.observation import deck_candidates, determinize, observation, universe, visible_cards
from core.options import ALL_COMBINATIONS, Options
from core.state import State
from helpers import biased_choice
from visibility import Tracker, audit

SIM_GAMES = int(os.environ.get("SIM_GAMES", "48"))
AUDIT_GAMES = max(4, SIM_GAMES // 6)
MAX_ACTIONS = 5000
IDS = [o.label().replace(" ", "") for o in ALL_COMBINATIONS]
#: Rules the visibility tracker models completely (no Food Depots, Weather or 1912).
FULLY_MODELLED = {o for o in ALL_COMBINATIONS if not (o.depots or o.weather or o.way_back)}


def _choose(rng: random.Random, legal: list, racing: bool):
    return biased_choice(rng, legal) if racing else legal[rng.randrange(len(legal))]


def _check_copies(state: State) -> None:
    """Clones and serialised copies equal the original; playing on a copy leaves the
    original untouched."""
    original = state.to_dict()
    twin = state.clone()
    assert twin == state, "a clone differs from its original"
    copied = State.from_dict(original)
    assert copied == state, "to_dict/from_dict changes the state"
    invariants.check(copied)
    for copy in (twin, copied):
        legal = engine.legal_actions(copy)
        if legal:
            engine.apply(copy, legal[-1], SeededChance(0))
    assert state.to_dict() == original, "playing on a copy changed the original"


def play_checked(options: Options, seed: int, racing: bool, audit_views: bool,
                 keep_log: bool = False) -> Game:
    """Play one game, checking the invariants after every action."""
    game = Game(options, seed)
    state = game.state
    if not (audit_views or keep_log):
        state.log = None  # the log is only audited in the observation games; skip it here
    rng = random.Random(seed * 7 + racing)
    tracker = Tracker(state) if audit_views else None
    while True:
        invariants.check(state)
        legal = game.legal_actions()
        invariants.check_legal(state, legal)
        if audit_views:
            _audit_views(state, tracker, rng, with_log=state.outcome is not None or rng.random() < 0.1)
        if state.outcome:
            return game
        if rng.random() < 0.05:
            _check_copies(state)
        action = _choose(rng, legal, racing)
        actor = state.to_move()
        before = state.clone() if audit_views else None
        game.push_unchecked(action)
        if tracker is not None:
            tracker.update(before, action, actor, state)
        assert len(game.actions) < MAX_ACTIONS, f"seed {seed}: the game does not end"


def _audit_views(state: State, tracker: Tracker, rng: random.Random, with_log: bool) -> None:
    """Audit the three views of ``state``; the (long) log only when ``with_log``."""
    exact = state.options in FULLY_MODELLED
    assert sorted(universe({"way": state.way})) == sorted(invariants.expected_cards(state))
    log = state.log
    if not with_log:
        state.log = None
    try:
        for viewer in (0, 1, None):
            obs = observation(state, viewer)
            audit(obs, state, viewer, tracker, exact)
            _check_deck_candidates(state, obs, viewer)
            filled = determinize(obs, rng)
            invariants.check(filled)
            invariants.check_legal(filled)
            again = observation(filled, viewer)
            for data in (again, obs):
                data.pop("log")
            assert again == obs, f"determinize(obs) disagrees with obs (viewer {viewer})"
    finally:
        state.log = log


def _check_deck_candidates(state: State, obs: dict, viewer: int | None) -> None:
    """What the page tells a player about a reshuffled deck: every deck card, and beside
    them only cards this viewer cannot see (nothing it saw elsewhere is offered)."""
    candidates = deck_candidates(obs)
    if state.deck_from is None:
        assert candidates is None
        return
    shown = set(candidates)
    assert set(state.deck) <= shown, "a deck card is missing from the deck's candidates"
    assert not shown & visible_cards(state, viewer), "a card in sight is called a deck candidate"


def _replay_matches(game: Game) -> None:
    replayed = Game.from_record(game.record())
    if game.state.log is None:
        replayed.state.log = None
    assert replayed.state == game.state, "replaying the record gives a different state"
    assert replayed.actions == game.actions


@pytest.mark.parametrize("options", ALL_COMBINATIONS, ids=IDS)
def test_random_games_keep_invariants(options: Options) -> None:
    """Invariants after every action of many random games, and exact replays."""
    outcomes: Counter[str] = Counter()
    for seed in range(SIM_GAMES):
        game = play_checked(options, seed, racing=seed % 2 == 1, audit_views=False)
        outcomes[game.outcome] += 1
        outcomes["pole"] += 16 in game.state.pos
        _check_copies(game.state)
        if seed % 4 == 0:
            _replay_matches(game)
    assert outcomes["pole"] > 0, f"no explorer reached the Pole: {dict(outcomes)}"


@pytest.mark.parametrize("options", ALL_COMBINATIONS, ids=IDS)
def test_observations_never_leak(options: Options) -> None:
    """Every observation hides what its viewer has not seen; determinisation agrees."""
    for seed in range(1000, 1000 + AUDIT_GAMES):
        game = play_checked(options, seed, racing=seed % 2 == 0, audit_views=True)
        _replay_matches(game)


def test_simulations_reach_the_interesting_rules() -> None:
    """The racing players exercise the rules the invariants are meant to watch."""
    seen: Counter[str] = Counter()
    for options in (Options(), Options(advanced=True, patrons=True)):
        for seed in range(40):
            game = play_checked(options, seed, racing=True, audit_views=False, keep_log=True)
            seen.update(event[0] for event in game.state.log)
            seen[f"outcome {game.outcome}"] += 1
    for kind in ("lost", "penalty", "back", "com", "loss", "supplies", "sacrifice",
                 "weather_draw", "weather_show", "exhausted", "reshuffle", "officer",
                 "patron_used", "outcome amundsen", "outcome scott", "outcome frozen"):
        assert seen[kind] > 0, f"no simulated game produced {kind!r}: {dict(seen)}"
