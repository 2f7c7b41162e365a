"""Every module decision has a clickable control: hand cards select, board targets and
buttons perform (core.targets, ui.selection, ui.views)."""
from __future__ import annotations

from core import Options, observation
from core.actions import Action
from core.cards import card_id
from core.engine import apply, legal_actions
from core.chance import ScriptedChance
from helpers import cs, make
from ui import board, views
from ui.selection import Selection

ALL = Options(advanced=True, patrons=True, depots=True, weather=True, way_back=True)
ROW = ["Ya2", "Ya3", "Ya4", "Ra1", "Ra2", "Ra3"]


def _selection(state) -> Selection:
    return Selection(observation(state, state.to_move()), legal_actions(state))


def _select(sel: Selection, *codes: str) -> Selection:
    for code in codes:
        assert sel.toggle(card_id(code)), f"{code} cannot be selected"
    return sel


def test_second_depot_is_chosen_on_the_route():
    """Food Depots: 'the second two spaces before or after it (player's choice)'."""
    state = make(ALL, row=ROW, depots=[[[4, -1]], [[1, -1]]], pending=[("depot_place", 0, 4)])
    sel = _selection(state)
    assert sorted(sel.target_map()) == ["space-0-2", "space-0-6"]
    svg = board.board_svg(sel.obs, {k: "put it here" for k in sel.target_map()}, ("A", "B"))
    assert svg.count('data-legal="true"') == 2


def test_stashing_a_card_is_click_card_then_depot_or_button():
    """Food Depots: one hidden card on each depot; the button names the depot's space."""
    state = make(ALL, row=ROW, hands=[["Ga1", "Rd1"], []], depots=[[[4, -1], [6, -1]], [[1, -1]]],
                 pending=[("depot_stash", 0, 1)])
    sel = _select(_selection(state), "Rd1")
    assert sel.complete() == [Action("stash", (card_id("Rd1"),))]
    assert list(sel.target_map()) == ["depot-0-1"]
    buttons = views.actions_html(sel.complete(), 0, "", True, sel.obs)
    assert "Hide red Greenland Dog face down on the food depot at space 6" in buttons


def test_a_full_hand_may_swap_with_the_depot_or_leave_it():
    """Food Depots: over the hand limit 'they may instead swap one hand card for it'."""
    hand = ["Ga1", "Ga2", "Ga3", "Ga4", "Ga5", "Ra4", "Ra5"]
    state = make(ALL, row=ROW, hands=[hand, []], depots=[[[4, card_id("Rd1")]], [[1, -1]]],
                 pos=[4, 0], pending=[("depot_swap", 0, 0)])
    sel = _selection(state)
    leave = [a for a in sel.complete() if a.verb == "swap"]
    assert leave == [Action("swap")] and not sel.target_map()        # a button
    _select(sel, "Ra5")
    assert sel.target_map() == {"depot-0-0": [Action("swap", (card_id("Ra5"),))]}
    assert "Leave the depot card where it is" in views.actions_html(leave, 0, "", False)


def test_calm_pick_is_made_on_the_offered_row_cards_only():
    """Weather, Calm: 'takes one card of choice from the row (the 3 rightmost in the
    advanced variant)'."""
    state = make(ALL, row=ROW, deck=["Gc1", "Gc2"], pending=[("calm_pick", 0)])
    sel = _selection(state)
    assert sorted(sel.target_map()) == ["row-0", "row-1", "row-2"]
    html = views.supply_html(sel.obs, sel.target_map())
    for code in ROW[:3]:
        assert f'data-testid="row-card-{code}" data-card="{code}" data-target' in html
    assert html.count('data-legal="true"') == 3


def test_windy_choices_are_blind_and_need_a_hand_off():
    """Weather, Windy: 'the opponent then chooses without seeing that choice'."""
    state = make(ALL, row=ROW, hands=[["Ga1", "Rd1"], ["Ba1", "Ya5"]],
                 pending=[("windy_give", 0), ("windy_give", 1)])
    state.secret = [set(cs("Ga1", "Rd1")), set(cs("Ba1", "Ya5"))]
    sel = _select(_selection(state), "Rd1")
    assert sel.complete() == [Action("give", (card_id("Rd1"),))] and not sel.target_map()
    apply(state, Action("give", (card_id("Rd1"),)), ScriptedChance())
    assert state.to_move() == 1                                      # another player: hand-off
    seen = observation(state, 1)
    page = (views.player_panel(seen, 0, "A", None, False) + board.board_svg(seen, {}, ("A", "B"))
            + views.supply_html(seen, {}) + views.decision_hint(seen))
    assert "Rd1" not in page and "red Greenland Dog" not in page
    assert seen["pending"][1] == ["windy_swap", 0, None]             # the choice is censored


def test_extreme_cold_discards_one_coloured_card():
    state = make(ALL, row=ROW, hands=[["Com1", "Ga1"], []], pending=[("cold_discard", 0)])
    sel = _selection(state)
    assert not sel.usable(card_id("Com1")) and sel.usable(card_id("Ga1"))
    _select(sel, "Ga1")
    assert sel.complete() == [Action("discard", (card_id("Ga1"),))]


def test_ship_discard_is_chosen_by_clicking_the_card_kept():
    """1912: the taker of the rival's ship 'discards all but one hand card of their choice'."""
    hand = ["Ga1", "Rd1", "Ya5", "Com1"]
    state = make(ALL, row=ROW, hands=[hand, ["Nova"]], pos=[16, 12], way=[3, -1],
                 pending=[("ship_discard", 0)])
    sel = _selection(state)
    assert all(sel.usable(c) for c in cs(*hand))
    _select(sel, "Ya5")
    kept = sel.complete()
    assert kept == [Action("discard", cs("Ga1", "Rd1", "Com1"))]
    assert "Discard" in views.actions_html(kept, 0, "", True)
    assert not sel.usable(card_id("Ga1"))                            # only one card is kept


def test_way_back_draw_uses_the_deck_and_steps_use_the_track():
    """1912: 'a fourth: discard the rightmost row card and draw the top deck card'; Advance
    one return space (two cards, or one meeting both demands); the ship from space 10."""
    state = make(ALL, row=ROW, deck=["Gc1", "Gc2"], hands=[["Rd1", "Ga1"], ["Ba1"]],
                 pos=[16, 12], way=[0, -1])
    sel = _selection(state)
    assert sel.target_map()["deck"] == [Action("draw")]
    supply = views.supply_html(sel.obs, sel.target_map())
    assert 'data-testid="deck" data-act="target" data-target="deck" data-legal="true"' in supply
    _select(sel, "Rd1")                                              # red and Animal: space 1
    assert sel.target_map()["way-0-1"] == [Action("advance", (card_id("Rd1"),))]
    assert not any(key.startswith("way-") and key != "way-0-1" for key in sel.target_map())
    home = make(ALL, row=ROW, deck=["Gc1"], hands=[["Fram", "Ga1"], []], pos=[16, 12],
                way=[10, -1])
    sel = _select(_selection(home), "Fram")
    assert list(sel.target_map()) == ["way-0-11"]


def test_every_module_decision_explains_itself():
    steps = [("depot_place", 0, 4), ("depot_stash", 0, 0), ("depot_swap", 0, 0), ("calm_pick", 0),
             ("windy_give", 0), ("cold_discard", 0), ("ship_discard", 0)]
    hands = [[None], [None]]  # (an empty rival hand changes what Windy says)
    generic = views.decision_hint({"pending": [["unknown", 0]], "hands": hands})
    hints = {views.decision_hint({"pending": [list(step)], "hands": hands}) for step in steps}
    assert generic not in hints and len(hints) == len(steps)


def test_ship_discard_buttons_name_the_card_kept():
    """1912: the taker of the rival's ship keeps one card; the button names that card."""
    state = make(ALL, row=ROW, hands=[["Ga1", "Rd1", "Ya2"], ["Nova"]], way=[0, -1], pos=[16, 11],
                 pending=[("ship_discard", 0)])
    sel = _selection(state)
    buttons = views.actions_html(legal_actions(state), 0, "", False, sel.obs)
    assert "Keep red Greenland Dog and discard the rest" in buttons


def test_windy_with_an_empty_rival_hand_says_nothing_comes_back():
    """Weather, Windy: 'a player with no cards gives nothing' (rulings). The prompt said
    the two cards would be swapped, and the log read "The wind moves Equipment Loss
    between the explorers.", saying neither who gave it nor who got it."""
    from core.describe import log_lines

    state = make(ALL, row=ROW, hands=[["Ga1", "Loss"], []],
                 pending=[("windy_give", 0), ("windy_give", 1)])
    hint = views.decision_hint(observation(state, 0))
    assert "no card to give back" in hint and "swapped" not in hint
    apply(state, Action("give", (card_id("Loss"),)), ScriptedChance())
    apply(state, Action("give"), ScriptedChance())
    assert state.hands == [[card_id("Ga1")], [card_id("Loss")]]
    for viewer in (0, 1):
        line = log_lines(observation(state, viewer))[-1]
        assert line == ("The wind carries Equipment Loss over to Scott, who had no card to "
                        "give in return."), line
    # The public view (a hot-seat cover, a pasted record's replay) names no card, but
    # still who got one; a swap is still a swap there, and two empty hands swap nothing.
    assert log_lines(observation(state, None))[-1] == (
        "The wind carries a hidden card over to Scott, who had no card to give in return.")
    swap = make(ALL, row=ROW, hands=[["Ga1"], ["Ba1"]],
                pending=[("windy_give", 0), ("windy_give", 1)])
    apply(swap, Action("give", (card_id("Ga1"),)), ScriptedChance())
    apply(swap, Action("give", (card_id("Ba1"),)), ScriptedChance())
    assert log_lines(observation(swap, None))[-1] == (
        "The wind swaps a hidden card (Amundsen) and a hidden card (Scott).")
    assert log_lines(observation(swap, 1))[-1] == (
        "The wind swaps green Advance (Amundsen) and blue Advance (Scott).")
    empty = make(ALL, row=ROW, hands=[[], []], pending=[("windy_give", 0), ("windy_give", 1)])
    apply(empty, Action("give"), ScriptedChance())
    apply(empty, Action("give"), ScriptedChance())
    assert log_lines(observation(empty, 0))[-1] == (
        "The wind blows, but neither explorer has a card to give.")
    # The other way round: Amundsen, the crossing player, has no card; Scott gives one.
    state = make(ALL, row=ROW, hands=[[], ["Ba1"]],
                 pending=[("windy_give", 0), ("windy_give", 1)])
    apply(state, Action("give"), ScriptedChance())
    assert "no card to give back" in views.decision_hint(observation(state, 1))
    apply(state, Action("give", (card_id("Ba1"),)), ScriptedChance())
    assert log_lines(observation(state, 1))[-1].startswith(
        "The wind carries blue Advance over to Amundsen,")
