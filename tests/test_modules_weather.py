"""Weather module (rulings: 'Weather module (reconstructed tables)')."""
from __future__ import annotations

import pytest

from core import Options, ScriptedChance, new_game, observation
from core.cards import card_id
from core.weather_cards import CALM, COLD, CONDITIONS, STORM, SUNNY, WINDY, condition

from helpers import cs, legal, make, play

WEATHER = Options(weather=True)


@pytest.mark.parametrize("card", [1, 2, 3, 4, 5])
def test_die_one_or_two_gives_the_prevailing_condition_else_the_others_in_order(card: int) -> None:
    """'die faces 1-2 give P_k; faces 3, 4, 5, 6 give the other four ... skipping P_k'."""
    main = CONDITIONS[card - 1]
    assert condition(card, 1) == condition(card, 2) == main
    assert [condition(card, d) for d in (3, 4, 5, 6)] == [c for c in CONDITIONS if c != main]


def test_setup_shuffles_five_face_down_weather_cards() -> None:
    state = new_game(WEATHER, ScriptedChance(orders={"weather": [[5, 4, 3, 2, 1]]}))
    assert state.weather_deck == [5, 4, 3, 2, 1]
    assert observation(state, 0)["weather_deck"] == [None] * 5


def crossing_state(weather_deck: list[int], **fields: object) -> object:
    """Amundsen on space 3 (red, green, yellow | yellow ...) about to cross the 75° line."""
    base = dict(deck=["Ba1", "Ba2", "Bc1", "Bc2", "Bc3", "Bb1"], row=["Ga1", "Ga2", "Ga3"],
                hands=[["Ya1", "Yd1"], ["Ra1"]], pos=[3, 0], weather_deck=weather_deck)
    base.update(fields)
    options = base.pop("options", WEATHER)
    return make(options, **base)


def test_first_crossing_draws_weather_at_end_of_turn_and_second_crossing_does_not() -> None:
    """'The first explorer to cross each parallel draws the next weather card at the end of that turn'."""
    state = crossing_state([2, 3, 1])  # card 1 on top: Sunny on a die of 1
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert state.weather_drawn == [[1, 1, SUNNY, 75, 0]]
    assert state.crossed == [75] and state.turn == 1
    # Scott crossing 75° later draws nothing: only the first explorer does.
    state.pos[1], state.hands[1] = 3, cs("Ga4")
    play(state, "advance Ga4")  # Scott's space 4 is green
    assert len(state.weather_drawn) == 1 and state.weather_deck == [2, 3]


def test_two_parallels_in_one_turn_give_two_weather_cards_in_order() -> None:
    """'two parallels crossed in one turn give two weather cards, in order'."""
    # Amundsen on 5: advancing 3 spaces (6 green, 7 green, 8 yellow) crosses 80° only;
    # from space 3 advancing 4 (4 yellow, 5 red, 6 green, 7 green) crosses 75° and 80°.
    state = crossing_state([3, 4, 1], hands=[["Ya1", "Ra1", "Ra2", "Ga1", "Ga2", "Gd1", "Ga4"], []],
                           row=["Bc1", "Bc2", "Bc3"])
    chance = ScriptedChance(dice=[3, 1])
    play(state, "advance Ya1 Ra1 Ra2 Ga1 Ga2 Gd1 Ga4", chance)
    # The first card (Calm) asks for a pick before the second card is drawn.
    assert [w[:4] for w in state.weather_drawn] == [[1, 3, CALM, 75]]
    play(state, "pick Bc1", chance)
    assert [w[:4] for w in state.weather_drawn] == [[1, 3, CALM, 75], [4, 1, STORM, 80]]
    assert state.turn == 1


def test_sunny_both_draw_unless_at_their_hand_limit() -> None:
    """Sunny: 'both players draw one card from the deck, each unless over their hand limit'."""
    full = ["Ra1", "Ra2", "Ra3", "Ra4", "Ra5", "Ra6", "Ba1"]
    state = crossing_state([1], hands=[["Ya1"], full])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert len(state.hands[0]) == 1 and len(state.hands[1]) == 7
    assert state.secret[0] == {state.hands[0][0]}  # the drawn card is hidden


def test_sunny_the_crossing_player_draws_first() -> None:
    """docs/rules-decisions.md: the texts give no order for Sunny's two draws; the
    explorer who crossed draws first, which matters only for the second deck's last card."""
    state = crossing_state([1], deck=["Ba1"], exhaustions=1, hands=[["Ya1"], ["Ra1"]])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert state.hands[0] == [card_id("Ba1")] and state.hands[1] == [card_id("Ra1")]
    assert state.exhaustions == 2


def test_calm_crossing_player_picks_one_rival_gets_the_other_two() -> None:
    """Calm: the crossing player takes one row card of choice, the rival the other two."""
    state = crossing_state([2])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert state.to_move() == 0
    assert legal(state) == {"pick Ga1", "pick Ga2", "pick Ga3"}
    play(state, "pick Ga2")
    assert card_id("Ga2") in state.hands[0]
    assert {card_id("Ga1"), card_id("Ga3")} <= set(state.hands[1])
    assert len(state.row) == 3 and state.turn == 1


def test_calm_card_beyond_the_hand_limit_is_discarded() -> None:
    full = ["Ra1", "Ra2", "Ra3", "Ra4", "Ra5", "Ra6"]
    state = crossing_state([2], hands=[["Ya1"], full], loss_on=1)  # Scott's limit is 5
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    play(state, "pick Ga1")
    assert {card_id("Ga2"), card_id("Ga3")} <= set(state.discard)


def test_windy_swaps_one_card_each_and_the_second_choice_is_blind() -> None:
    """Windy: 'The crossing player chooses first; the opponent then chooses without seeing'."""
    state = crossing_state([3], hands=[["Ya1", "Yd1", "Gb1"], ["Ra1", "Bc1"]])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert state.to_move() == 0 and legal(state) == {"give Yd1", "give Gb1"}
    play(state, "give Yd1")
    assert state.to_move() == 1
    scott_view = observation(state, 1)
    assert card_id("Yd1") not in [c for step in scott_view["pending"] for c in step[2:]]
    play(state, "give Bc1")
    assert set(state.hands[0]) == set(cs("Gb1", "Bc1"))
    assert set(state.hands[1]) == set(cs("Ra1", "Yd1"))


def test_windy_player_without_cards_gives_nothing_but_receives() -> None:
    state = crossing_state([3], hands=[["Ya1"], ["Ra1"]])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert legal(state) == {"give"}
    play(state, "give")
    play(state, "give Ra1")
    assert state.hands == [cs("Ra1"), []]


def test_storm_discards_the_whole_row_and_deals_it_again() -> None:
    """Storm: 'the whole row is discarded and refilled from the deck'."""
    state = crossing_state([4], options=Options(weather=True, advanced=True),
                           row=["Ga1", "Ga2", "Ga3", "Gc1", "Gc2", "Gb1"],
                           deck=["Ra1", "Ra2", "Ra3", "Ra4", "Ra5", "Ra6", "Ba1"])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert set(cs("Ga1", "Ga2", "Ga3", "Gc1", "Gc2", "Gb1")) <= set(state.discard)
    assert state.row == cs("Ba1", "Ra6", "Ra5", "Ra4", "Ra3", "Ra2")  # dealt anew from the top


def test_extreme_cold_each_discards_a_coloured_card_crossing_player_first() -> None:
    """Extreme Cold: 'each player discards one coloured card of choice (crossing player first)'."""
    state = crossing_state([5], hands=[["Ya1", "Com1", "Gd1"], ["Loss", "Ra1"]])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert state.to_move() == 0 and legal(state) == {"discard Gd1"}
    play(state, "discard Gd1")
    assert state.to_move() == 1 and legal(state) == {"discard Ra1"}
    play(state, "discard Ra1")
    assert state.hands == [cs("Com1"), cs("Loss")] and state.turn == 1


def test_cold_skips_a_player_with_no_coloured_card() -> None:
    state = crossing_state([5], hands=[["Ya1", "Com1"], ["Ra1"]])
    play(state, "advance Ya1", ScriptedChance(dice=[1]))
    assert state.to_move() == 1 and legal(state) == {"discard Ra1"}


@pytest.mark.parametrize("die,expected", [(1, STORM), (3, SUNNY), (5, WINDY), (6, COLD)])
def test_card_four_table(die: int, expected: str) -> None:
    assert condition(4, die) == expected
