"""Discard effects (rulings: 'Turn actions' — Discard effects; rule summary: 'Cards with
Discard cards effect')."""
from __future__ import annotations

from core import observation
from core.board import AMUNDSEN, SCOTT
from core.chance import ScriptedChance
from helpers import act, build, codes, cs, legal

ROW = "Ya1 Ya2 Ya3"


# -- Drop Supplies ---------------------------------------------------------------------------
def test_drop_supplies_takes_a_random_card_from_the_opponent() -> None:
    """Drop Supplies: steal a random card from the rival's hand (the chance object picks
    which one)."""
    state = build(hands=("Rs1 Ra1", "Ga1 Ya4 Ba1"), row=ROW, secret=("", "Ga1 Ya4 Ba1"))
    act(state, "take Rs1")
    assert legal(state) == {"effect supplies", "effect none"}
    chance = ScriptedChance(indexes=[1])
    act(state, "effect supplies", chance)
    assert "index supplies" in chance.events
    assert codes(state.hands[SCOTT]) == ["Ga1", "Ba1"]
    assert "Ya4" in codes(state.hands[AMUNDSEN])
    # Both explorers know the stolen card now; the rest of Scott's hand stays hidden.
    assert cs("Ya4")[0] not in state.secret[AMUNDSEN]
    assert observation(state, AMUNDSEN)["hands"][SCOTT] == [None, None]
    assert state.to_move() == SCOTT


def test_a_stolen_card_stays_hidden_from_a_spectator() -> None:
    """Drop Supplies passes the card from hand to hand: both explorers know it, but the
    table never saw it, so a spectator's view shows neither the card nor the log's card."""
    state = build(hands=("Rs1 Ra1", "Ga1 Ya4 Ba1"), row=ROW, secret=("", "Ga1 Ya4 Ba1"))
    act(state, "take Rs1")
    act(state, "effect supplies", ScriptedChance(indexes=[1]))
    spectator = observation(state, None)
    stolen = cs("Ya4")[0]
    assert stolen in observation(state, SCOTT)["hands"][AMUNDSEN]
    assert stolen not in spectator["hands"][AMUNDSEN]
    assert all(stolen not in event[2] for event in spectator["log"])
    assert spectator["private"] == [[], []]


def test_drop_supplies_not_usable_if_the_hand_would_exceed_its_limit() -> None:
    """Drop Supplies is not usable when the player's hand would go over its limit."""
    state = build(hands=("Rs1 Ra1 Ra2 Ra3 Ra4 Ra5", "Ga1"), row=ROW)
    act(state, "take Rs1")  # 6 - 1 + 2 = 7 cards: no room for a stolen card
    assert state.to_move() == SCOTT and not state.pending


def test_drop_supplies_not_usable_against_an_empty_hand() -> None:
    """Drop Supplies is not usable when the opponent holds no card."""
    state = build(hands=("Rs1 Ra1", ""), row=ROW)
    act(state, "take Rs1")
    assert state.to_move() == SCOTT and not state.pending


# -- Sacrifice -------------------------------------------------------------------------------
def test_sacrifice_against_scott_discards_good_weather_and_horses_only() -> None:
    """Sacrifice: the rival reveals the hand and throws away all Good Weather cards and all
    animals that are wild for that rival (Horses for Scott; Dogs are plain cards for him)."""
    state = build(hands=("Bx1 Ra1", "Rh1 Gw1 Rd1 Ra2"), row=ROW,
                  secret=("", "Rh1 Gw1 Rd1 Ra2"))
    act(state, "take Bx1")
    act(state, "effect sacrifice")
    assert sorted(codes(state.hands[SCOTT])) == ["Ra2", "Rd1"]
    assert {"Rh1", "Gw1"} <= set(codes(state.discard))
    # The whole hand was shown: nothing of it is hidden from Amundsen any more.
    assert state.secret[SCOTT] == set()
    assert observation(state, AMUNDSEN)["hands"][SCOTT] == state.hands[SCOTT]


def test_sacrifice_against_amundsen_discards_good_weather_and_dogs_only() -> None:
    """Sacrifice: Amundsen loses his Dogs and Good Weather, but keeps Horses."""
    state = build(hands=("Rd1 Gh1 Yw1 Ra1", "Bx1 Ga1"), row=ROW, turn=SCOTT)
    act(state, "take Bx1")
    act(state, "effect sacrifice")
    assert sorted(codes(state.hands[AMUNDSEN])) == ["Gh1", "Ra1"]


# -- Good Weather ----------------------------------------------------------------------------
def _good_weather(drawn: str, player: int = AMUNDSEN, pos: int = 0, extra: str = "Ra1",
                  lost: int = 0, **kw: object):
    """Player discards Gw1 to take 2; the refill draws Yb1 Yb2; Good Weather draws ``drawn``."""
    hands = [f"Gw1 {extra}".strip(), "Ga1"]
    if player == SCOTT:
        hands = ["Ga1", f"Gw1 {extra}".strip()]
    positions = [0, 0]
    positions[player] = pos
    losts = [0, 0]
    losts[player] = lost
    state = build(hands=tuple(hands), row=ROW, deck=f"Yb1 Yb2 {drawn}".strip(),
                  pos=tuple(positions), lost=tuple(losts), turn=player, **kw)
    act(state, "take Gw1")
    return state


def test_good_weather_draws_hidden_and_may_show_a_matching_card_to_advance() -> None:
    """Good Weather: the deck's top card goes to the hand; a card fitting the next space's
    colour may be shown to step one space ahead, and stays in hand, now seen by both."""
    state = _good_weather("Ra2")  # Amundsen's space 1 is red
    assert legal(state) == {"effect weather", "effect none"}
    act(state, "effect weather")
    assert "Ra2" in codes(state.hands[AMUNDSEN])
    assert legal(state) == {"show", "keep"} and state.to_move() == AMUNDSEN
    act(state, "show")
    assert state.pos[AMUNDSEN] == 1
    assert "Ra2" in codes(state.hands[AMUNDSEN]) and cs("Ra2")[0] not in state.secret[AMUNDSEN]
    assert cs("Ra2")[0] in observation(state, SCOTT)["hands"][AMUNDSEN]
    assert state.to_move() == SCOTT


def test_good_weather_card_kept_stays_hidden() -> None:
    """A drawn card kept unshown remains secret from the rival."""
    state = _good_weather("Ra2")
    act(state, "effect weather")
    act(state, "keep")
    assert state.pos[AMUNDSEN] == 0
    assert cs("Ra2")[0] in state.secret[AMUNDSEN]
    scott_view = observation(state, SCOTT)["hands"][AMUNDSEN]
    assert cs("Ra2")[0] not in scott_view and None in scott_view


def test_good_weather_card_of_another_colour_cannot_be_shown() -> None:
    """Only a card matching the next space's colour can be shown; otherwise it is just kept.

    The drawer is still asked (only 'keep' is legal), so the rival learns nothing from
    whether a choice was offered."""
    state = _good_weather("Ga2")  # space 1 is red
    act(state, "effect weather")
    assert legal(state) == {"keep"} and state.to_move() == AMUNDSEN
    act(state, "keep")
    assert state.to_move() == SCOTT and state.pos[AMUNDSEN] == 0
    assert cs("Ga2")[0] in state.secret[AMUNDSEN]


def test_good_weather_wild_card_always_matches_for_its_owner_only() -> None:
    """A wild card always matches: a Dog for Amundsen, a Horse for Scott — not the other's."""
    dog = _good_weather("Bd1")
    act(dog, "effect weather")
    assert legal(dog) == {"show", "keep"}
    scott_dog = _good_weather("Bd1", player=SCOTT)  # Scott's space 1 is yellow
    act(scott_dog, "effect weather")
    assert legal(scott_dog) == {"keep"}
    scott_horse = _good_weather("Bh1", player=SCOTT)
    act(scott_horse, "effect weather")
    assert legal(scott_horse) == {"show", "keep"}
    act(scott_horse, "show")
    assert scott_horse.pos[SCOTT] == 1


def test_good_weather_not_usable_while_lost() -> None:
    """Good Weather cannot be used while lost."""
    state = _good_weather("Ra2", lost=2)
    assert state.to_move() == SCOTT and not state.pending


def test_good_weather_not_usable_at_the_hand_limit() -> None:
    """Good Weather cannot be used if the drawn card would put the hand over its limit."""
    state = _good_weather("Ra2", extra="Ra1 Ra3 Ra4 Ra5 Ra6")  # 6 - 1 + 2 = 7
    assert state.to_move() == SCOTT and not state.pending


def test_good_weather_not_usable_without_a_card_to_draw() -> None:
    """Good Weather cannot be used when no card can be drawn (deck gone for good)."""
    state = build(hands=("Gw1 Ra1", "Ga1"), row=ROW, exhaustions=2, rest="discard")
    act(state, "take Gw1")
    assert state.to_move() == SCOTT and not state.pending


def test_good_weather_never_carries_an_explorer_onto_the_pole() -> None:
    """Good Weather advances one route space; the Pole needs the four-colour play."""
    state = _good_weather("Rd1", pos=15)
    act(state, "effect weather")
    assert legal(state) == {"keep"}
    act(state, "keep")
    assert state.to_move() == SCOTT and state.pos[AMUNDSEN] == 15


# -- choosing among effects ------------------------------------------------------------------
def test_only_one_effect_among_several_discarded() -> None:
    """If several discarded cards have effects, the player uses only one of them."""
    state = build(hands=("Rs1 Bx1 Gw1 Ra1", "Rh1 Ga1"), row=ROW)
    act(state, "take Rs1 Bx1 Gw1")
    assert legal(state) == {"effect supplies", "effect sacrifice", "effect weather",
                            "effect none"}
    act(state, "effect sacrifice")
    assert state.to_move() == SCOTT and not state.pending
    assert codes(state.hands[SCOTT]) == ["Ga1"]
    assert len(state.hands[AMUNDSEN]) == 4  # no stolen or drawn card on top


def test_discard_effect_is_optional() -> None:
    """The effect may be declined: nothing happens and the turn passes."""
    state = build(hands=("Rs1 Ra1", "Ga1 Ya4"), row=ROW)
    act(state, "take Rs1")
    before = (sorted(state.hands[0]), sorted(state.hands[1]), state.pos[:])
    act(state, "effect none")
    assert (sorted(state.hands[0]), sorted(state.hands[1]), state.pos[:]) == before
    assert state.to_move() == SCOTT


def test_effects_only_when_discarded_by_take_cards() -> None:
    """Discard effects trigger only from Take Cards (not from Equipment Loss discards)."""
    state = build(hands=("Loss", "Rs1 Bx1 Gw1 Ra1 Ra2 Ra3"), row=ROW)
    act(state, "loss Loss")
    act(state, "discard Rs1")
    assert state.to_move() == SCOTT and not state.pending
