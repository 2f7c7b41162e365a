"""The rules modules' interface (core/ruleset.py, core/modules/): what is in play comes
from the options, one module at a time, and a new module is one declared value."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from core import Game, Options, engine, turn
from core.actions import Action
from core.modules import MODULES, way_back
from core.ruleset import Module, Ruleset, rules_for

ROOT = Path(__file__).resolve().parents[1]
MODULE_OPTIONS = ("patrons", "depots", "weather", "way_back")


def test_every_optional_module_is_switched_by_its_own_option() -> None:
    names = [m.name for m in MODULES]
    assert names[0] == "" and sorted(names[1:]) == sorted(MODULE_OPTIONS)
    for name in MODULE_OPTIONS:
        assert rules_for(Options(**{name: True})).names == {name}
    assert rules_for(Options()).names == set()


def test_the_way_back_takes_over_verbs_only_in_games_that_play_it() -> None:
    """1912 The Way Back used to replace the base game's verbs for every game once
    imported; now its verbs apply only where the option is on."""
    assert rules_for(Options()).verbs["advance"] is turn.do_advance
    assert rules_for(Options(way_back=True)).verbs["advance"] is way_back.do_advance
    assert "draw" not in rules_for(Options()).verbs


def test_modules_are_asked_for_the_turn_before_the_base_game() -> None:
    rules = rules_for(Options(way_back=True))
    assert rules.turns == (way_back.way_back_turn, turn.outward_turn)


def test_a_new_module_is_one_declared_value() -> None:
    """A module declaring a turn generator, an end-of-turn step and an automatic step is
    merged into the ruleset the flow reads, asked before the base game
    (docs/architecture.md, "Adding a module")."""
    def bonus_turn(state, player):  # while on space 0, a "pass" is offered first
        return [Action("pass")] if state.pos[player] == 0 and not state.log else None

    def end_of_turn(state, player):
        return [("bonus_log", player)]

    def bonus_log(state, step, chance):
        state.log.append(("bonus", step[1], (), None))

    toy = Module("toy", turn=bonus_turn, end_of_turn=end_of_turn,
                 automatic={"bonus_log": bonus_log})
    rules = Ruleset((MODULES[0], toy))
    assert rules.names == {"toy"} and rules.turns[0] is bonus_turn
    assert rules.automatic["bonus_log"] is bonus_log and rules.end_of_turn == (end_of_turn,)


def test_rules_for_equal_options_is_the_same_ruleset() -> None:
    assert rules_for(Options(weather=True)) is rules_for(Options(weather=True))


def test_setup_prepares_modules_in_their_fixed_order() -> None:
    """Chance is drawn in module order at set-up (patrons, then depots, then weather), so
    seeded games stay identical: the golden replays pin this too."""
    order = [m.name for m in MODULES if m.prepare]
    assert order == ["patrons", "depots", "weather"]
    game = Game(Options(patrons=True, depots=True, weather=True), seed=3)
    kinds = [e[0] for e in game.state.log]
    assert kinds.index("patron") < kinds.index("depot_roll")


def _option_tests_outside_modules() -> list[str]:
    """Places outside core/modules/ that read ``options.<module>``."""
    found = []
    for path in (ROOT / "core").rglob("*.py"):
        if "modules" in path.relative_to(ROOT / "core").parts:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Attribute) and node.attr in MODULE_OPTIONS:
                base = node.value
                if isinstance(base, ast.Attribute) and base.attr == "options" or \
                        isinstance(base, ast.Name) and base.id == "options":
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_no_engine_code_outside_the_modules_asks_whether_a_module_is_on() -> None:
    assert _option_tests_outside_modules() == []


@pytest.mark.parametrize("options", [Options(), Options(way_back=True, weather=True)])
def test_the_flow_uses_only_the_rules_in_play(options: Options) -> None:
    state = engine.new_game(options, __import__("core").SeededChance(1))
    verbs = {a.verb for a in engine.legal_actions(state)}
    assert verbs <= set(rules_for(options).verbs)
