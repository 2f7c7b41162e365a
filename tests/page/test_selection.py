"""ui.selection: hand cards are clickable only when a legal action can use them."""
from __future__ import annotations

import random

from core import Game, Options
from core.options import ALL_COMBINATIONS
from core.cards import KIND, UNDISCARDABLE_KINDS
from core.targets import hand_cards, targets
from ui.selection import Selection


def _clicks_reach(sel: Selection, action) -> bool:
    """Select the action's cards one by one; True if every click was accepted and the
    action is then offered (as a target or a button)."""
    sel.clear()
    for card in hand_cards(action, sel.obs):
        if not sel.usable(card) or not sel.toggle(card):
            return False
    return action in sel.complete()


def test_every_legal_action_can_be_made_by_clicks_and_nothing_else():
    """For positions of random games: each legal action is reachable by selecting its cards,
    and every completed selection offers only legal actions."""
    for seed, options in enumerate(ALL_COMBINATIONS[::2]):   # the modules' choices too
        rng = random.Random(seed)
        game = Game(options, seed)
        while not game.over and len(game.actions) < 200:
            obs = game.observation(game.to_move())
            legal = game.legal_actions()
            sel = Selection(obs, legal)
            for action in legal:
                assert _clicks_reach(sel, action), f"{action} cannot be clicked (seed {seed})"
                for other in sel.complete():
                    assert other in legal
                    assert sorted(hand_cards(other, obs)) == sorted(hand_cards(action, obs))
                for key, actions in sel.target_map().items():
                    assert all(any(t.key == key for t in targets(obs, a)) for a in actions)
            game.push(legal[rng.randrange(len(legal))])


def _com_and_plain() -> tuple[Game, list[int], list[int]]:
    """A Patrons game whose first player holds a Com and a card that can be discarded."""
    for seed in range(300):
        game = Game(Options(patrons=True), seed)
        hand = game.state.hands[0]
        com = [c for c in hand if KIND[c] == "Com"]
        plain = [c for c in hand if KIND[c] not in UNDISCARDABLE_KINDS]
        if com and plain:
            return game, com, plain
    raise AssertionError("no such seed below 300")


def test_a_card_no_action_can_use_with_the_selection_is_refused():
    """Com and Equipment Loss are played alone and are never discarded (rules: Take Cards)."""
    game, com, plain = _com_and_plain()
    sel = Selection(game.observation(0), game.legal_actions())
    assert sel.toggle(com[0])
    assert not sel.usable(plain[0])
    assert not sel.toggle(plain[0])
    assert sel.chosen == [com[0]]
    assert [a.verb for a in sel.complete()] == ["com"]
    assert sel.toggle(com[0]) and sel.chosen == []       # a second click unselects
    assert sel.toggle(plain[0]) and not sel.usable(com[0])


def test_with_nothing_selected_only_card_free_actions_are_complete():
    game = Game(Options(), 2)
    sel = Selection(game.observation(0), game.legal_actions())
    assert all(not a.cards for a in sel.complete())
    assert list(sel.target_map()) == ["row-0"]


def test_a_click_on_a_dimmed_card_is_told_why_it_does_nothing():
    """A dimmed hand card did nothing on a click, and nothing said why (a desktop
    playtest). The reason comes from the legal actions alone: the card goes with no
    selected card (a Com is played alone: rules, Special actions), or no move uses it."""
    from ui import texts

    game, com, plain = _com_and_plain()
    sel = Selection(game.observation(0), game.legal_actions())
    assert sel.unusable_reason(plain[0]) == "" and sel.unusable_reason(com[0]) == ""
    sel.toggle(com[0])
    assert sel.unusable_reason(plain[0]) == "selection"
    assert texts.unusable_notice(plain[0], "selection").endswith(
        "does not go with the cards you selected: unselect them to use it.")
    nothing = Selection(game.observation(0), [a for a in game.legal_actions()
                                               if plain[0] not in hand_cards(a, game.observation(0))])
    assert nothing.unusable_reason(plain[0]) == "none"
    assert texts.unusable_notice(plain[0], "none").startswith("No move can use ")
