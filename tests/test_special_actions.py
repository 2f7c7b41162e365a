"""Special actions and getting lost (rulings: 'Turn actions' — Special actions, Com,
Equipment Loss, Making lost, Penalty, While lost, Back to the Route; rule summary:
'Losing the route', 'Penalties', 'Back to the route'). Routes (reconstructed board):
Amundsen 1-15: R G Y | Y R G | G Y R | R Y G | Y G R;  Scott: Y G B | G B Y | B Y G | G Y B | Y B G.
"""
from __future__ import annotations

from itertools import combinations

import pytest

from core.board import AMUNDSEN, SCOTT
from helpers import act, build, canon, codes, cs, event_kinds, is_legal, legal

ROW = "Yb1 Yb2 Yc1"


def verbs(state) -> set[str]:
    return {t.split()[0] for t in legal(state)}


# -- Com -------------------------------------------------------------------------------------
@pytest.mark.parametrize("start, end", [(0, 1), (5, 6), (9, 10), (10, 9), (12, 11), (15, 14)])
def test_com_moves_forward_before_85_and_back_after(start: int, end: int) -> None:
    """Com: one space forward while before the 85° parallel (spaces 0-9), one space back
    after it (10-15)."""
    state = build(hands=("Com1", "Ga3"), row=ROW, pos=(start, 0))
    act(state, "com Com1")
    assert state.pos[AMUNDSEN] == end
    assert codes(state.discard[-1:]) == ["Com1"]


def test_com_crossing_the_85_parallel_counts_as_crossing() -> None:
    """Crossing a parallel with a Com counts as crossing it."""
    state = build(hands=("Com1", "Ga3"), row=ROW, pos=(9, 0))
    act(state, "com Com1")
    assert state.crossed == [85]


def test_com_not_playable_while_lost() -> None:
    """Com cannot be played while lost."""
    state = build(hands=("Com1", "Ga3"), row=ROW, lost=(3, 0))
    assert not is_legal(state, "com Com1")


# -- Equipment Loss --------------------------------------------------------------------------
def test_equipment_loss_limits_the_opponent_to_five_and_they_choose_the_discards() -> None:
    """Equipment Loss: the opponent's hand limit becomes 5; an opponent holding more
    chooses which cards to discard, before the turn passes."""
    scott = "Ra1 Ra2 Ga1 Ga2 Ya1 Ya2 Bc1"
    state = build(hands=("Loss", scott), row=ROW)
    act(state, "loss Loss")
    assert state.loss_on == SCOTT and state.turn == AMUNDSEN
    assert state.to_move() == SCOTT
    assert legal(state) == {f"discard {a} {b}" for a, b in combinations(
        sorted(scott.split(), key=lambda code: cs(code)[0]), 2)}
    act(state, "discard Ra1 Bc1")
    assert sorted(codes(state.hands[SCOTT])) == ["Ga1", "Ga2", "Ra2", "Ya1", "Ya2"]
    assert state.turn == SCOTT and not state.pending
    # The card lies in front of Scott for the rest of the game, not on the discard pile.
    assert cs("Loss")[0] not in state.discard
    assert state.hand_limit(SCOTT) == 5
    assert "take" not in legal(state)  # 5 cards: taking one would exceed the new limit


def test_equipment_loss_against_a_small_hand_needs_no_discard() -> None:
    """An opponent holding 5 cards or fewer discards nothing."""
    state = build(hands=("Loss", "Ra1 Ra2 Ga1 Ga2 Ya1"), row=ROW)
    act(state, "loss Loss")
    assert state.turn == SCOTT and not state.pending
    assert len(state.hands[SCOTT]) == 5


def test_equipment_loss_playable_while_lost() -> None:
    """Equipment Loss may be played while lost."""
    state = build(hands=("Loss Ra1", "Ga3"), row=ROW, lost=(2, 0))
    assert is_legal(state, "loss Loss")


# -- Making the opponent lost ----------------------------------------------------------------
@pytest.mark.parametrize("space", range(1, 16))
def test_two_blizzards_send_scott_to_the_lost_space_behind_him(space: int) -> None:
    """Amundsen's two Blizzards make Scott lost: he goes to the ? space just behind his
    position (L1 behind 1-3, L2 behind 4-6, ... L5 behind 13-15)."""
    state = build(hands=("Rb1 Gb1", "Ga3"), row=ROW, pos=(0, space))
    act(state, "attack Rb1 Gb1")
    assert state.lost[SCOTT] == (space - 1) // 3 + 1
    assert state.pos[SCOTT] == -1
    assert "lost" in event_kinds(state)


def test_the_log_says_which_route_space_a_lost_explorer_is_behind() -> None:
    """The ? spaces bear no number on the board: the log said "onto ? space 3", which no
    player could find. It names the route space the ? space lies behind (rules, Lost
    Route: "the lost space just behind his current position"), after a pair and after a
    one-card penalty."""
    from core.describe import event_text, lost_text

    state = build(hands=("Rb1 Gb1", "Ga3"), row=ROW, pos=(0, 8))
    act(state, "attack Rb1 Gb1")
    assert event_text(state.log[-1]) == (
        "Amundsen sends Scott off the route with red Blizzard and green Blizzard: Scott is "
        "lost behind space 7.")
    assert lost_text(state.lost[SCOTT]) == "lost behind space 7"
    state = build(hands=("Rc1", "Ga3"), row=ROW, lost=(0, 3))
    act(state, "attack Rc1")
    assert event_text(state.log[-1]) == (
        "Amundsen pushes Scott back with red Crevasse, to the ? space behind space 4.")


def test_two_crevasses_send_amundsen_lost() -> None:
    """Scott makes Amundsen lost with two Crevasses."""
    state = build(hands=("Ga3", "Rc1 Bc1"), row=ROW, pos=(8, 0), turn=SCOTT)
    act(state, "attack Rc1 Bc1")
    assert state.lost[AMUNDSEN] == 3


def test_only_a_pair_of_ones_own_attack_kind_makes_lost() -> None:
    """Only Amundsen's Blizzards / Scott's Crevasses make lost; not the other kind, not a mix."""
    wrong_kind = build(hands=("Rc1 Gc1", "Ga3"), row=ROW, pos=(0, 5))
    assert "attack" not in verbs(wrong_kind)
    mixed = build(hands=("Rb1 Rc1", "Ga3"), row=ROW, pos=(0, 5))
    assert "attack" not in verbs(mixed)
    scott_blizzards = build(hands=("Ga3", "Rb1 Gb1"), row=ROW, pos=(5, 0), turn=SCOTT)
    assert "attack" not in verbs(scott_blizzards)


def test_an_explorer_on_the_ship_cannot_be_made_lost() -> None:
    """An explorer still on the ship cannot be made lost."""
    state = build(hands=("Rb1 Gb1", "Ga3"), row=ROW, pos=(0, 0))
    assert "attack" not in verbs(state)


def test_a_lost_explorer_cannot_be_made_lost_again_only_penalised() -> None:
    """A lost explorer cannot be sent lost a second time (the one-card penalty applies)."""
    state = build(hands=("Rb1 Gb1", "Ga3"), row=ROW, lost=(0, 3))
    assert not is_legal(state, "attack Rb1 Gb1")
    assert {t for t in legal(state) if t.startswith("attack")} == {"attack Rb1", "attack Gb1"}


# -- Penalty ---------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["Rb1", "Rc1"])
@pytest.mark.parametrize("k", [2, 3, 4, 5])
def test_one_blizzard_or_crevasse_pushes_a_lost_opponent_back_one_lost_space(card: str,
                                                                              k: int) -> None:
    """Penalty: one Blizzard or one Crevasse (either explorer, either kind) moves a lost
    opponent from Lk to L(k-1)."""
    state = build(hands=(card, "Ga3"), row=ROW, lost=(0, k))
    act(state, f"attack {card}")
    assert state.lost[SCOTT] == k - 1 and state.pos[SCOTT] == -1


def test_scott_penalises_with_a_blizzard_too() -> None:
    """Either kind works for the penalty, whoever plays it."""
    state = build(hands=("Ga3", "Yb1"), row="Ya1 Ya2 Ya3", lost=(4, 0), turn=SCOTT)
    act(state, "attack Yb1")
    assert state.lost[AMUNDSEN] == 3


def test_no_penalty_from_the_first_lost_space_nor_against_an_explorer_on_the_route() -> None:
    """The penalty cannot push an explorer back from L1, and needs a lost opponent."""
    on_l1 = build(hands=("Rb1 Rc1", "Ga3"), row=ROW, lost=(0, 1))
    assert "attack" not in verbs(on_l1)
    on_route = build(hands=("Rb1 Rc1", "Ga3"), row=ROW, pos=(0, 7))
    assert "attack" not in verbs(on_route)


# -- While lost --------------------------------------------------------------------------------
def test_while_lost_only_take_loss_attacks_and_back_to_the_route() -> None:
    """A lost explorer may only take cards, play Equipment Loss or attack cards, or go
    back to the route: no Advance, no Com, no Pole."""
    state = build(hands=("Ra1 Ga1 Com1 Rb1 Gb1 Loss", "Ga3"), row=ROW, lost=(3, 0),
                  pos=(0, 5))
    assert verbs(state) == {"take", "back", "loss", "attack"}


# -- Back to the Route -----------------------------------------------------------------------
@pytest.mark.parametrize("card, colour, target", [("Ga1", "G", 6), ("Ra1", "R", 5),
                                                  ("Ya1", "Y", 4)])
def test_back_to_the_nearest_space_of_that_colour_behind(card: str, colour: str,
                                                         target: int) -> None:
    """Back to the Route: one card of colour c takes the explorer to the nearest space of
    colour c behind the lost space (Amundsen on L3, behind space 7: 6 G, 5 R, 4 Y)."""
    state = build(hands=(card, "Ga3"), row=ROW, lost=(3, 0))
    act(state, f"back {card} {colour}")
    assert state.pos[AMUNDSEN] == target and state.lost[AMUNDSEN] == 0
    assert state.to_move() == SCOTT


def test_a_wild_card_names_its_colour_a_plain_card_only_its_own() -> None:
    """A wild card names the colour; a plain card can only name its own colour."""
    wild = build(hands=("Rd1", "Ga3"), row=ROW, lost=(3, 0))
    assert {t for t in legal(wild) if t.startswith("back")} == {
        "back Rd1 R", "back Rd1 G", "back Rd1 Y"}  # no blue space behind L3
    plain = build(hands=("Ra1", "Ga3"), row=ROW, lost=(3, 0))
    assert {t for t in legal(plain) if t.startswith("back")} == {"back Ra1 R"}


def test_the_log_names_the_colour_a_wild_card_went_back_on() -> None:
    """Back to the Route with a wild card: the log says the space's colour (the card has
    none of its own to tell it), and the ship has none to say."""
    from core.describe import event_text
    state = build(hands=("Rd1", "Ga3"), row=ROW, lost=(3, 0))
    act(state, "back Rd1 G")
    line = event_text(state.log[-1])
    assert line.startswith("Amundsen finds the route again at space ") and "(green)" in line
    assert event_text(("back", 1, (3,), 0)) == (
        "Scott finds the route again at the ship with green Greenland Dog.")


@pytest.mark.parametrize("card, colour", [("Ra1", "R"), ("Ga1", "G"), ("Ba1", "B"),
                                          ("Ya1", "Y")])
def test_from_the_first_lost_space_every_colour_returns_to_the_ship(card: str,
                                                                   colour: str) -> None:
    """From L1 every colour returns the explorer to the ship."""
    state = build(hands=(card, "Ga3"), row=ROW, lost=(1, 0))
    act(state, f"back {card} {colour}")
    assert state.pos[AMUNDSEN] == 0 and state.lost[AMUNDSEN] == 0


@pytest.mark.parametrize("player, card, colour, target", [
    (AMUNDSEN, "Ba1", "B", 0),   # blue is absent from Amundsen's spaces 1-3
    (AMUNDSEN, "Ya1", "Y", 3),
    (AMUNDSEN, "Ra1", "R", 1),
    (SCOTT, "Ra1", "R", 0),      # red is absent from Scott's spaces 1-3
    (SCOTT, "Ya1", "Y", 1),
    (SCOTT, "Ba1", "B", 3),
])
def test_from_the_second_lost_space_an_absent_colour_returns_to_the_ship(
        player: int, card: str, colour: str, target: int) -> None:
    """From L2 a colour absent from spaces 1-3 returns the explorer to the ship."""
    hands = ["Ga3", "Ga4"]
    hands[player] = card
    lost = [0, 0]
    lost[player] = 2
    state = build(hands=tuple(hands), row=ROW, lost=tuple(lost), turn=player)
    act(state, f"back {card} {colour}")
    assert state.pos[player] == target and state.lost[player] == 0


@pytest.mark.parametrize("player, k, card", [(AMUNDSEN, 3, "Ba1"), (AMUNDSEN, 5, "Ba1"),
                                             (SCOTT, 4, "Ra1"), (SCOTT, 3, "Rb1")])
def test_back_to_the_route_impossible_without_a_space_of_that_colour(player: int, k: int,
                                                                     card: str) -> None:
    """Beyond L2 a colour absent from the spaces behind gives no way back."""
    hands = ["Ga3", "Ga4"]
    hands[player] = card
    lost = [0, 0]
    lost[player] = k
    state = build(hands=tuple(hands), row=ROW, lost=tuple(lost), turn=player)
    assert "back" not in verbs(state)


def test_colourless_cards_cannot_bring_an_explorer_back() -> None:
    """Back to the Route needs a coloured card (Com and Equipment Loss have no colour)."""
    state = build(hands=("Com1 Loss", "Ga3"), row=ROW, lost=(2, 0))
    assert "back" not in verbs(state)
    assert canon("loss Loss") <= legal(state)
