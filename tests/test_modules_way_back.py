"""'1912 The Way Back' module (rulings: '"1912 The Way Back" module (reconstruction)')."""
from __future__ import annotations

from core import Options, observation
from core.board import RETURN_TRACK
from core.cards import BASE_CARDS, LOSS_CARD, RETURN_CARDS, card_id

from helpers import canon, cs, legal, make, play

WAY = Options(way_back=True)
POLE_HAND = ["Ra1", "Ga1", "Ba1", "Ya1"]


def at_pole_state(scott_pos: int, **fields: object):
    base = dict(deck=["Rc1", "Rc2", "Gc1"], row=["Ya2", "Ya3", "Ya4"], discard=["Gb1", "Gb2"],
                hands=[POLE_HAND, ["Ra2"]], pos=[15, scott_pos])
    base.update(fields)
    return make(WAY, **base)


def test_reaching_the_pole_with_the_rival_before_85_wins_at_once() -> None:
    """'If one reaches the Pole before the rival has passed the 85° parallel, the game ends'."""
    state = at_pole_state(9)
    play(state, "pole Ra1 Ga1 Ba1 Ya1")
    assert state.outcome == "amundsen" and state.way == [-1, -1]


def test_rival_lost_on_l4_still_counts_as_before_85() -> None:
    state = at_pole_state(-1, lost=[0, 4])
    play(state, "pole Ra1 Ga1 Ba1 Ya1")
    assert state.outcome == "amundsen"


def test_otherwise_the_way_back_begins_with_a_rebuilt_deck() -> None:
    """'shuffle the discard pile into the deck, set 25 cards aside ... shuffle the 10 return cards'."""
    deck = [c for c in BASE_CARDS if c not in cs(*POLE_HAND, "Ra2", "Ya2", "Ya3", "Ya4")]
    from core.cards import CODE
    state = at_pole_state(10, deck=[CODE[c] for c in deck[:40]], discard=[CODE[c] for c in deck[40:]])
    state.exhaustions = 1
    play(state, "pole Ra1 Ga1 Ba1 Ya1")
    assert state.outcome is None and state.way == [0, -1]
    assert len(state.deck) == 35 and set(RETURN_CARDS) <= set(state.deck)
    assert len(state.out) == len(deck) + 4 - 25  # the Pole cards were discarded first
    assert state.exhaustions == 0 and state.discard == []
    assert state.row == cs("Ya2", "Ya3", "Ya4")  # the row stays
    assert observation(state, 1)["out"] == [None] * len(state.out)


def test_equipment_loss_in_front_returns_to_the_hand() -> None:
    """'A player with Equipment Loss in front of them takes it into the hand (hand limit 7 again)'."""
    state = at_pole_state(10, loss_on=1)
    play(state, "pole Ra1 Ga1 Ba1 Ya1")
    assert LOSS_CARD in state.hands[1] and state.loss_on == -1 and state.hand_limit(1) == 7


def returning_state(way: int = 0, hand: list[str] | None = None, **fields: object):
    base = dict(deck=["Rc1", "Rc2", "Gc1", "Fram"], row=["Ya2", "Ya3", "Ya4"], hands=[hand or [], ["Ra2"]],
                pos=[16, 11], way=[way, -1])
    base.update(fields)
    return make(WAY, **base)


def test_return_track_data_demands_a_colour_and_an_icon() -> None:
    assert RETURN_TRACK[0][0] == ("R", "animal") and RETURN_TRACK[1][7] == ("B", "camp")


def test_one_card_meeting_both_demands_steps_one_space() -> None:
    """'discarding ... one card that meets both' (space 1 of Amundsen: red + Animal)."""
    state = returning_state(hand=["Rh1", "Ra1", "Gd1"])
    texts = legal(state)
    assert "advance Rh1" in texts          # a red horse: red and an animal
    assert "advance Gd1" in texts          # a dog is wild for Amundsen and an animal
    assert "advance Ra1" not in texts      # red but a sled
    play(state, "advance Rh1")
    assert state.way[0] == 1 and card_id("Rh1") in state.discard


def test_two_cards_each_meeting_one_demand() -> None:
    state = returning_state(hand=["Ra1", "Bh1", "Ga1"])
    texts = legal(state)
    assert "advance Ra1 Bh1" in texts      # red (colour) + blue horse (animal icon)
    assert "advance Ra1 Ga1" not in texts  # nothing gives the animal icon


def test_com_and_equipment_loss_are_jokers_for_one_demand_each() -> None:
    """'Com and Equipment Loss are jokers for one demand each'."""
    state = returning_state(hand=["Com1", "Loss", "Ra1"])
    texts = legal(state)
    assert canon("advance Ra1 Com1", "advance Com1 Loss") <= texts
    assert "advance Com1" not in texts


def test_fourth_take_option_discards_the_rightmost_and_draws_hidden() -> None:
    """'a fourth: discard the rightmost row card and draw the top deck card, hidden'."""
    state = returning_state(hand=["Ba1"], deck=["Rc1", "Rc2", "Gc1", "Gc2"])
    assert "draw" in legal(state)
    play(state, "draw")
    assert card_id("Ya2") in state.discard and card_id("Gc2") in state.hands[0]
    assert card_id("Gc2") in state.secret[0]
    assert state.row == cs("Ya3", "Ya4", "Gc1")


def test_the_log_names_the_row_card_the_draw_discards_but_not_the_card_drawn() -> None:
    """The fourth take option discards the rightmost row card face up and draws the top
    deck card hidden: the rival's log names the first and not the second."""
    from core.cards import describe
    from core.describe import event_text

    state = returning_state(hand=["Ba1"], deck=["Rc1", "Rc2", "Gc1", "Gc2"])
    state.log = []
    play(state, "draw")
    seen_by = {viewer: [event_text(e, viewer) for e in observation(state, viewer)["log"]]
               for viewer in (0, 1)}
    discarded = describe(card_id("Ya2"))
    assert seen_by[1][:2] == [f"Amundsen discards {discarded} from the row.",
                              "Amundsen draws a hidden card."]
    assert seen_by[0][:2] == [f"Amundsen discards {discarded} from the row.",
                              f"Amundsen draws {describe(card_id('Gc2'))}."]


def test_taking_the_rivals_ship_gives_it_back_and_leaves_one_card() -> None:
    """'A player who takes ... the opponent's ship gives it to its owner and then discards all but one'."""
    state = returning_state(hand=["Ba1", "Ba2", "Bc1"], row=["Nova", "Ya3", "Ya4"])
    play(state, "take")
    assert card_id("Nova") in state.hands[1]
    assert state.to_move() == 0
    assert legal(state) == {"discard Ba1 Ba2", "discard Ba1 Bc1", "discard Ba2 Bc1"}
    play(state, "discard Ba1 Ba2")
    assert state.hands[0] == cs("Bc1") and state.turn == 1


def test_ship_owner_at_the_hand_limit_discards_the_whole_hand() -> None:
    full = ["Ra2", "Ra3", "Ra4", "Ra5", "Ra6", "Ga2", "Ga3"]
    state = returning_state(hand=["Ba1"], row=["Nova", "Ya3", "Ya4"], hands=[["Ba1"], full])
    play(state, "take")
    assert state.hands[1] == cs("Nova")
    assert set(cs(*full)) <= set(state.discard)


def test_ships_cannot_be_discarded_to_take_cards() -> None:
    state = returning_state(hand=["Fram", "Ba1"])
    assert not any("Fram" in t for t in legal(state) if t.startswith("take"))


def test_a_ship_com_or_loss_in_the_row_cannot_be_discarded_by_the_fourth_take_option() -> None:
    """'Ships cannot be discarded by Take Cards' and 'Com and Equipment Loss can never be
    discarded this way', and the fourth option (discard the rightmost row card, draw) is
    a Take Cards option: with one of them rightmost in the row it is not offered (it used
    to put the rival's ship, or one's own, on the discard pile, so its owner could never
    get home); the card may still be taken."""
    for ship in ("Nova", "Fram", "Com1", "Loss"):
        state = returning_state(hand=["Ba1"], row=[ship, "Ya3", "Ya4"],
                                deck=["Rc1", "Rc2", "Gc1", "Gc2"])
        assert "draw" not in legal(state) and "take" in legal(state)
    state = returning_state(hand=["Ba1"], row=["Ya3", "Nova", "Ya4"],
                            deck=["Rc1", "Rc2", "Gc1", "Gc2"])
    assert "draw" in legal(state)                      # a ship further left is no matter
    play(state, "draw")
    assert card_id("Nova") in state.row and card_id("Nova") not in state.discard


def test_own_ship_from_the_last_space_wins() -> None:
    """'From the last return space, playing one's own ship card reaches the ship and wins'."""
    state = returning_state(way=10, hand=["Fram", "Ra1"])
    assert legal(state) & {"advance Fram"} == {"advance Fram"}
    play(state, "advance Fram")
    assert state.outcome == "amundsen"


def test_second_exhaustion_during_the_way_back_is_a_draw() -> None:
    """'If the deck is exhausted for the second time during the Way Back, the game ends in a draw'."""
    state = returning_state(hand=["Ba1"], deck=["Gc1"], exhaustions=1)
    play(state, "take")  # the refill draws the last card
    assert state.outcome == "draw"


def test_no_card_effects_and_no_attacks_once_the_way_back_began() -> None:
    """'Neither player can make the other lost any more, and no card has a play or discard effect'."""
    state = returning_state(hand=["Rs1", "Ba1"], hands=[["Rs1", "Ba1"], ["Rc1", "Rc2", "Com1", "Ra2"]])
    play(state, "take Rs1")
    assert state.turn == 1 and not state.pending  # no Drop Supplies offered
    texts = legal(state)
    assert not any(t.startswith(("attack", "com", "loss")) for t in texts)


def test_outward_racer_reaches_the_pole_and_starts_back_despite_a_com() -> None:
    """Our ruling: once the way back began, Com has no effect, so it no longer bars the Pole."""
    state = returning_state(hands=[["Ba1"], ["Com1", "Ga1", "Ra2", "Ya1", "Bc1"]], pos=[16, 15])
    state.turn = 1
    play(state, "pole Ga1 Ra2 Ya1 Bc1")
    assert state.way == [0, 0] and state.outcome is None


def test_an_army_officer_still_removes_a_horse_on_the_way_back() -> None:
    """docs/rules-decisions.md: the Officer acts on the row, not through a card's play
    effect, so the 1912 rule that no card has a play effect does not stop it."""
    state = make(Options(patrons=True, way_back=True), deck=["Ya1", "Rh1"],
                 row=["Ga1", "Ga2", "Ga3"], hands=[["Ra1"], ["Ba1"]], pos=[16, 12],
                 way=[0, -1], patron=["officer", "showman"], officer=[1, 0])
    play(state, "take")
    assert card_id("Rh1") in state.removed and state.officer[0] == 0
