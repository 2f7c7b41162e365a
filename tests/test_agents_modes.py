"""The computer players' judgement in the modules' own decisions: the race with "1912 The
Way Back", cards on the return track, depot swaps, Windy gifts and Calm picks."""
from __future__ import annotations

from core import engine
from core.actions import Action
from core.agents import GreedyAgent
from core.agents.race import race_odds, race_values
from core.cards import card_id
from core.observation import observation
from core.options import Options
from core.state import Step
from helpers import build, cs, make

WAY = Options(way_back=True)
DEPOTS = Options(depots=True)
WEATHER = Options(weather=True)


def _greedy(state) -> Action:
    legal = engine.legal_actions(state)
    return GreedyAgent(0).choose(observation(state, state.to_move()), legal)


def test_with_the_way_back_a_pole_reached_while_the_rival_is_far_behind_still_wins() -> None:
    # 1912 rules: reaching the Pole while the rival is before the 85 degree parallel ends
    # the game at once. Amundsen on 14 with most of the Pole set, Scott on space 4: the
    # race model must see a near-certain win, not a long walk home on a short clock.
    hands = ("Ra1 Ga1 Ba1 Ya1 Ga2", "Ya2")
    state = build(WAY, hands=hands, row="Rd1 Gd1 Yd1", pos=(14, 4))
    amundsen, scott = race_values(state)
    assert amundsen > 0.85 and scott < 0.1
    # With Scott already past the parallel, Amundsen's chance to win is clearly smaller:
    # the way back starts at the Pole and may not end before its deck does.
    close = build(WAY, hands=hands, row="Rd1 Gd1 Yd1", pos=(14, 11))
    assert race_odds(close)[0] < race_odds(state)[0] - 0.1


def _returning(hand: str, row: str, way: int = 0):
    return make(WAY, deck=["Rc1", "Rc2", "Gc1", "Bc1"], row=row.split(), hands=[hand.split(), ["Ra2"]],
                pos=[16, 11], way=[way, -1])


def test_on_the_way_back_greedy_takes_the_card_the_next_return_space_demands() -> None:
    # Amundsen's first return space demands red and an Animal: a red Horse meets both.
    # Discarding the blue Sacrifice (no use on the return track) takes the two rightmost
    # row cards, the Horse among them.
    state = _returning("Bx1", "Bc2 Rh1 Ga1")
    assert _greedy(state) == Action("take", (card_id("Bx1"),))


def test_on_the_last_return_space_greedy_plays_its_ship() -> None:
    # From the tenth return space, the own ship reaches home and wins.
    state = _returning("Fram Ra1", "Bc2 Gd1 Ga1", way=10)
    assert _greedy(state) == Action("advance", (card_id("Fram"),))


def test_on_the_way_back_cards_are_worth_what_the_return_track_demands() -> None:
    # Amundsen's first return space demands red and an Animal. His ship is worth most
    # (the last step needs it), then a red Horse (both demands), a blue Horse (the Animal
    # only), and last a blue Sacrifice (nothing the next spaces ask for).
    from core.agents.heuristics import View
    state = _returning("Fram Rh1 Bh1 Bx1", "Bc2 Gd1 Ga1")
    view = View.of_state(state, 0)
    worth = [view.card_value(card_id(code)) for code in ("Fram", "Rh1", "Bh1", "Bx1")]
    assert worth == sorted(worth, reverse=True) and len(set(worth)) == 4, worth


def test_on_the_way_back_a_kept_patron_wild_is_worth_the_colour_it_pays() -> None:
    # 1912 rulings ("Return track"): a space's colour demand is met by a card of that colour
    # or a wild one, and a patron's wild card (Patrons) still counts as one there, as on
    # the outward route. Amundsen's first space asks red + Animal: the kept patron wild
    # pays the red, so with a blue Horse (the Animal) he can step at once, and his
    # judgement rates the wild like the Horse, above a blue Sacrifice.
    from core.agents.heuristics import View
    from core.cards import PATRON_WILD
    state = _returning("Bh1 Bx1", "Bc2 Gd1 Ga1")
    state.options, state.patron_wild = Options(way_back=True, patrons=True), [True, False]
    assert "advance Bh1 Patron" in [str(a) for a in engine.legal_actions(state)]
    view = View.of_state(state, 0)
    wild, horse, sacrifice = (view.card_value(c) for c in (PATRON_WILD, card_id("Bh1"), card_id("Bx1")))
    assert wild == horse > sacrifice, (wild, horse, sacrifice)
    # The race model's walk home counts it too: with a green Horse alone (no space asks
    # green + Animal) nothing is paid; with the wild, the pair pays the first space.
    from core.agents.race import turns_needed
    state.hands[0] = [card_id("Gh1")]
    with_wild = turns_needed(state, 0)
    state.patron_wild = [False, False]
    assert with_wild <= turns_needed(state, 0) - 1.0, with_wild


def test_the_walk_home_counts_the_cards_that_pay_the_coming_return_spaces() -> None:
    # 1912 rulings ("Return track"): each return space demands a colour and an icon, paid
    # by one card meeting both or two cards meeting one each; the ship card then wins from
    # the last space. Amundsen's first spaces ask red + Animal, yellow + Sled, green +
    # Storm: a red Horse, a yellow Advance and a green Blizzard pay the first three.
    from core.agents.return_walk import return_turns
    fits, useless = return_turns(0, 0, cs("Rh1 Ya2 Gb1")), return_turns(0, 0, cs("Bx1 Ba1 Bc2"))
    assert fits <= useless - 3.0, (fits, useless)
    # Cards for later spaces still count when the next one is not paid yet.
    assert return_turns(0, 0, cs("Ya2 Gb1")) < return_turns(0, 0, cs("Bx1 Bc2")) - 2.0
    # The tenth space asks green + Sled: a green Advance meets both; a green Crevasse (the
    # colour) with a yellow Advance (the Sled) pays it just as well; the Crevasse alone not.
    both, pair = return_turns(0, 9, cs("Ga1")), return_turns(0, 9, cs("Gc1 Ya1"))
    assert both == pair < return_turns(0, 9, cs("Gc1")) - 1.0
    # On the last space, the ship in hand is one turn from home; without it, more.
    assert return_turns(0, 10, cs("Fram")) == 1.0 < return_turns(0, 10, cs("Ra1"))
    # The search's race model sees the difference between the two hands of the first case.
    good = race_values(_returning("Rh1 Ya2 Gb1", "Bc2 Gd1 Ga1"))[0]
    bad = race_values(_returning("Bx1 Ba1 Bc2", "Bc2 Gd1 Ga1"))[0]
    assert good > bad, (good, bad)


def test_a_full_hand_swaps_a_useless_card_for_a_good_depot_card() -> None:
    # Food Depots: Amundsen ends his turn on his depot (a red Dog, a wild card for him)
    # with a full hand; he swaps the blue Crevasse (no use to him) onto the depot.
    hand = ["Ra1", "Ra2", "Ga1", "Ga2", "Ya1", "Ya2", "Bc1"]
    state = make(DEPOTS, row=["Bc2", "Bc3", "Ya3"], deck=["Yd1"], hands=[hand, []],
                 pos=[2, 0], depots=[[[2, card_id("Rd1")]], []],
                 pending=[("depot_swap", 0, 0), ("next", 0)])
    assert _greedy(state) == Action("swap", (card_id("Bc1"),))


def test_a_full_hand_leaves_a_useless_depot_card_where_it_is() -> None:
    hand = ["Ra1", "Ra2", "Ga1", "Ga2", "Ya1", "Ya2", "Gd1"]
    state = make(DEPOTS, row=["Bc2", "Bc3", "Ya3"], deck=["Yd1"], hands=[hand, []],
                 pos=[2, 0], depots=[[[2, card_id("Bc1")]], []],
                 pending=[("depot_swap", 0, 0), ("next", 0)])
    assert _greedy(state) == Action("swap")


def test_windy_gives_the_card_that_helps_the_rival_least() -> None:
    # Weather, Windy: Amundsen (space 5) must hand one card to Scott, who is ahead on 9.
    # A blue Advance and a blue Horse are equally useless to Amundsen (no blue on his
    # route before the Pole), but the Horse is a wild card for Scott: give the Advance.
    hands = [["Ga4", "Ya3", "Ba1", "Bh1"], ["Ra1"]]
    for seed in range(6):
        state = make(WEATHER, row=["Ga1", "Ga2", "Ga3"], deck=["Ya1"], hands=hands, pos=[5, 9],
                     pending=[Step("windy_give", 0), Step("windy_give", 1), Step("next", 0)])
        legal = engine.legal_actions(state)
        assert Action("give", (card_id("Bh1"),)) in legal
        choice = GreedyAgent(seed).choose(observation(state, 0), legal)
        assert choice == Action("give", (card_id("Ba1"),)), str(choice)


def test_calm_denies_the_rival_its_wild_card_when_the_rest_is_equal() -> None:
    # Weather, Calm: Amundsen picks one of the three row cards and Scott (ahead) gets the
    # other two. Three blue cards are equally useless to Amundsen; taking the Horse keeps
    # Scott's wild card from him.
    for seed in range(6):
        state = make(WEATHER, row=["Ba2", "Bh1", "Ba1", "Ga1"], deck=["Ya1"],
                     hands=[["Ga4", "Ya3", "Ra1"], ["Ra2"]], pos=[1, 9],
                     pending=[Step("calm_pick", 0), Step("next", 0)])
        choice = GreedyAgent(seed).choose(observation(state, 0), engine.legal_actions(state))
        assert choice == Action("pick", (card_id("Bh1"),)), str(choice)
