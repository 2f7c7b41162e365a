"""Food Depots module (rulings: 'Food Depots module')."""
from __future__ import annotations

from core import Options, ScriptedChance, new_game, observation
from core.cards import CODE, card_id

from helpers import legal, make, play

DEPOTS = Options(depots=True)


def test_setup_roll_places_first_depot_and_offers_two_spaces_either_side() -> None:
    """'Each player rolls a die ... the second two spaces before or after it (player's choice)'."""
    state = new_game(DEPOTS, ScriptedChance(dice=[5, 2]))
    assert state.depots == [[[5, -1]], [[2, -1]]]
    assert state.to_move() == 0
    assert legal(state) == {"depot 3", "depot 7"}
    play(state, "depot 7")
    # Scott rolled 2: space 0 is not allowed, only 4.
    assert legal(state) == {"depot 4"}


def test_setup_deals_three_and_hides_two_on_the_depots() -> None:
    """'Each player is dealt 3 cards instead of 1, and places 2 of them face down'."""
    state = new_game(DEPOTS, ScriptedChance(dice=[3, 4]))
    assert [len(h) for h in state.hands] == [3, 3]
    play(state, "depot 1")
    play(state, "depot 6")
    for player in (0, 1):
        for depot in (0, 1):
            assert state.to_move() == player
            first = sorted(state.hands[player])[0]
            play(state, f"stash {CODE[first]}")
            assert state.depots[player][depot][1] == first
    assert [len(h) for h in state.hands] == [1, 1]
    assert state.to_move() == 0 and not state.pending
    # The rival sees that depots exist but not their cards; the owner sees them.
    scott_view = observation(state, 1)
    assert [card for _, card in scott_view["depots"][0]] == [None, None]
    assert all(card is not None for _, card in observation(state, 0)["depots"][0])


def test_ending_a_turn_on_a_depot_collects_its_card_hidden() -> None:
    """'When a player ends a turn on one of their depot spaces, they take that depot's card'."""
    state = make(DEPOTS, deck=["Ya1", "Ya2", "Ya3"], row=["Ga1", "Ga2", "Ga3"],
                 hands=[["Ra1"], []], depots=[[[1, card_id("Rd1")], [3, card_id("Bd1")]], [[2, -1]]])
    play(state, "advance Ra1")  # Amundsen's space 1 is red
    assert card_id("Rd1") in state.hands[0]
    assert card_id("Rd1") in state.secret[0]
    assert state.depots[0][0][1] == -1
    assert observation(state, 1)["hands"][0] == [None]


def test_no_collection_while_lost_or_away_from_the_depot() -> None:
    """Collection happens only for the player ending the turn on their own depot space."""
    state = make(DEPOTS, row=["Ga1", "Ga2", "Ga3"], deck=["Ya1"], hands=[[], []],
                 pos=[0, 1], depots=[[[2, card_id("Rd1")]], [[1, card_id("Bd1")]]])
    play(state, "take")  # Amundsen on the ship: no depot; Scott's depot is Scott's alone
    assert card_id("Bd1") not in state.hands[0] + state.hands[1]
    assert state.depots[1][0][1] == card_id("Bd1")


def test_full_hand_may_swap_a_card_onto_the_depot() -> None:
    """'If that would exceed the hand limit, they may instead swap one hand card for it'."""
    hand = ["Ra1", "Ra2", "Ra3", "Ga1", "Ga2", "Ga3", "Ya1"]
    state = make(DEPOTS, row=["Bc1", "Bc2", "Bc3"], deck=["Yd1", "Yd2"],
                 hands=[hand, []], pos=[2, 0], depots=[[[2, card_id("Rd1")]], []])
    play(state, "take Ra1 Ra2 Ra3")
    assert state.pending[0][0] == "depot_swap" and state.to_move() == 0
    assert "swap" in legal(state) and "swap Ga1" in legal(state)
    play(state, "swap Ga1")
    assert card_id("Rd1") in state.hands[0] and card_id("Ga1") not in state.hands[0]
    assert state.depots[0][0][1] == card_id("Ga1")
    assert len(state.hands[0]) == 7 and state.turn == 1


def test_full_hand_may_leave_the_depot_alone() -> None:
    hand = ["Ra1", "Ra2", "Ra3", "Ga1", "Ga2", "Ga3", "Ya1"]
    state = make(DEPOTS, row=["Bc1", "Bc2", "Bc3"], deck=["Yd1", "Yd2"],
                 hands=[hand, []], pos=[2, 0], depots=[[[2, card_id("Rd1")]], []])
    play(state, "take Ra1 Ra2 Ra3")
    play(state, "swap")
    assert state.depots[0][0][1] == card_id("Rd1") and card_id("Rd1") not in state.hands[0]


def test_with_patrons_the_depots_come_first_then_the_architect() -> None:
    """'With Patrons, set up the depots first, then apply the patron' (Architect: 3 cards)."""
    # The script draws patron 0 for both: Architect and Engineer.
    state = new_game(Options(depots=True, patrons=True), ScriptedChance(indexes=[0, 0], dice=[3, 3]))
    assert state.patron == ["architect", "engineer"]
    for _ in range(2):
        play(state, sorted(legal(state))[0])
    for _ in range(4):
        play(state, sorted(legal(state))[0])
    assert [len(h) for h in state.hands] == [3, 4]
    assert sum(1 for d in state.depots[0] + state.depots[1] if d[1] >= 0) == 4


def test_a_depot_that_was_swapped_offers_its_card_again_on_a_later_turn() -> None:
    """docs/rules-decisions.md: the swapped hand card lies "face down onto the depot", and a
    turn that ends on a depot space takes "that depot's card" again (no once-only rule)."""
    hand = ["Ra1", "Ra2", "Ra3", "Ga1", "Ga2", "Ga3", "Ya1"]
    state = make(DEPOTS, row=["Bc1", "Bc2", "Bc3"], deck=["Yd1", "Yd2", "Ba1", "Ba2", "Bb1"],
                 hands=[hand, []], pos=[2, 0], depots=[[[2, card_id("Rd1")]], []])
    play(state, "take Ra1 Ra2 Ra3")
    play(state, "swap Ga1")
    play(state, "take")                      # Scott
    assert state.to_move() == 0 and state.pos[0] == 2
    play(state, "take Ga2 Ga3 Ya1")          # Amundsen stays on the depot's space
    assert state.pending[0][0] == "depot_swap" and "swap" in legal(state)
    assert state.depots[0][0][1] == card_id("Ga1")


def test_a_turn_ending_on_the_depot_space_collects_it_without_moving() -> None:
    """docs/rules-decisions.md: only where the turn ends counts (a Press Baron who starts on
    his depot's space collects it at the end of his first turn)."""
    state = make(DEPOTS, row=["Ga1", "Ga2", "Ga3"], deck=["Ya1", "Ya2"], hands=[[], []],
                 pos=[1, 0], depots=[[[1, card_id("Rd1")]], [[3, -1]]])
    play(state, "take")
    assert card_id("Rd1") in state.hands[0] and state.depots[0][0][1] == -1
