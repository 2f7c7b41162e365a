"""core.targets: where each legal action points on the board."""
from __future__ import annotations

import random

from core import Game, Options
from core.options import ALL_COMBINATIONS
from core.actions import Action
from core.board import ROUTE, back_to_route_target
from core.cards import card_id
from core.state import State
from core.targets import Target, hand_cards, targets


def _obs(state: State, player: int) -> dict:
    data = state.to_dict()
    data["to_move"] = player
    return data


def _state(**changes) -> State:
    state = Game(Options(), 1).state.clone()
    for key, value in changes.items():
        setattr(state, key, value)
    return state


def test_take_options_point_at_the_rightmost_row_cards():
    """Take Cards takes 1, 2 or 3 of the rightmost cards (row[0] is the rightmost)."""
    obs = _obs(_state(), 0)
    assert targets(obs, Action("take")) == (Target("row", -1, 0),)
    assert [t.key for t in targets(obs, Action("take", [card_id("Ra1")]))] == ["row-0", "row-1"]
    three = Action("take", [card_id(c) for c in ("Ra1", "Ra2", "Ra3")])
    assert [t.key for t in targets(obs, three)] == ["row-0", "row-1", "row-2"]


def test_advance_points_at_the_destination_space():
    """Advance: 1, 3, 5 or 7 cards move 1 to 4 spaces."""
    obs = _obs(_state(pos=[4, 0]), 0)
    cards = [card_id(c) for c in ("Ra1", "Ga1", "Ga2")]
    assert targets(obs, Action("advance", cards)) == (Target("space", 0, 6),)
    assert targets(obs, Action("advance", cards[:1]))[0].key == "space-0-5"


def test_com_points_at_the_own_pawn_and_the_space_it_leads_to():
    """Com: one space forward up to space 9, one space back after the 85 degree line."""
    com = Action("com", (card_id("Com1"),))
    assert [t.key for t in targets(_obs(_state(pos=[9, 0]), 0), com)] == ["pawn-0", "space-0-10"]
    assert [t.key for t in targets(_obs(_state(pos=[10, 0]), 0), com)] == ["pawn-0", "space-0-9"]


def test_attacks_point_at_the_rival_pawn_and_the_lost_space():
    """Two attack cards send the rival to the ? space behind them; one pushes a lost rival
    back one ? space."""
    pair = Action("attack", [card_id("Rb1"), card_id("Rb2")])
    obs = _obs(_state(pos=[0, 8]), 0)
    assert [t.key for t in targets(obs, pair)] == ["pawn-1", "lost-1-3"]
    one = Action("attack", (card_id("Rc1"),))
    obs = _obs(_state(pos=[5, -1], lost=[0, 3]), 0)
    assert [t.key for t in targets(obs, one)] == ["pawn-1", "lost-1-2"]


def test_back_to_the_route_points_at_the_space_of_the_named_colour():
    """Back to the Route: the nearest space of the card's colour behind the ? space; the
    ship from the first ? space."""
    obs = _obs(_state(pos=[-1, 0], lost=[3, 0]), 0)
    for colour in "RGY":
        expected = back_to_route_target(0, 3, colour)
        action = Action("back", (card_id("Rd1"),), colour)
        assert targets(obs, action) == (Target("space", 0, expected),)
        assert ROUTE[0][expected] == colour
    obs = _obs(_state(pos=[-1, 0], lost=[1, 0]), 0)
    assert targets(obs, Action("back", (card_id("Ga1"),), "G")) == (Target("space", 0, 0),)


def test_loss_pole_and_decisions():
    obs = _obs(_state(pos=[15, 3]), 0)
    assert [t.key for t in targets(obs, Action("loss", (card_id("Loss"),)))] == ["pawn-1", "front-1"]
    pole = Action("pole", [card_id(c) for c in ("Ra1", "Ga1", "Ba1", "Ya1")])
    assert [t.key for t in targets(obs, pole)] == ["pole"]
    for text in ("effect none", "show", "keep", "freeze", "pass"):
        assert targets(obs, Action.parse(text)) == ()
    assert hand_cards(Action.parse("discard Ra1 Ga1")) == (card_id("Ra1"), card_id("Ga1"))
    assert hand_cards(Action.parse("effect weather")) == ()


def test_every_target_of_every_legal_action_is_on_the_board():
    """Across random games, targets name existing spaces, ? spaces and row cards."""
    for seed, options in enumerate(ALL_COMBINATIONS[1::2]):
        rng = random.Random(seed)
        game = Game(options, seed)
        while not game.over and len(game.actions) < 250:
            obs = game.observation(game.to_move())
            for action in game.legal_actions():
                for target in targets(obs, action):
                    if target.kind == "space":
                        assert 0 <= target.index <= 15
                    elif target.kind == "lost":
                        assert 1 <= target.index <= 5
                    elif target.kind == "row":
                        assert 0 <= target.index < len(obs["row"])
                    else:
                        assert target.kind in ("pawn", "front", "pole", "deck", "way", "depot")
            legal = game.legal_actions()
            game.push(legal[rng.randrange(len(legal))])
