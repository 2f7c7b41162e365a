"""The rules in play: the base game plus the modules the options switch on.

A rules module (``core/modules/``) declares everything it adds in one ``Module`` value;
``rules_for(options)`` merges the base game with the modules enabled by ``options`` into a
``Ruleset`` that the flow, the set-up, moves and the Pole ask. Nothing outside
``core/modules/`` tests an option to find out whether a module is in play.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

from .actions import Action
from .chance import Chance
from .options import Options
from .state import State, Step

LegalFn = Callable[[State, Step], list[Action]]
DecideFn = Callable[[State, tuple, Action, Chance], None]
AutoFn = Callable[[State, tuple, Chance], None]
VerbFn = Callable[[State, int, Action, Chance], None]
TurnFn = Callable[[State, int], "list[Action] | None"]


@dataclass(frozen=True)
class Module:
    """What one rules module adds to the game (every field is optional).

    - ``name``: the ``Options`` field that switches it on ("" for the base game).
    - ``prepare(state, chance)``: set-up before the row is dealt (draws, rolls,
      shuffles); returns the set-up choice steps to queue once the hands are dealt.
    - ``after_setup(state, chance)``: runs once every set-up choice is made.
    - ``cards_dealt``: cards dealt to each hand at set-up (the largest wins).
    - ``turn(state, player)``: the player's turn actions, or None to leave the turn to
      the next module (modules are asked before the base game).
    - ``verbs``: how each turn verb it adds (or takes over) is applied.
    - ``decisions``: step kind -> (legal actions, apply the choice) for steps it queues.
    - ``automatic``: step kind -> handler for steps that need no choice.
    - ``end_of_turn(state, player)``: steps to queue when a turn ends.
    - ``on_crossing(state, player, degrees)``: a parallel crossed for the first time.
    - ``on_pole(state, player, chance)``: an explorer reached the Pole; True if the
      module decided what happens (else the explorer wins).
    - ``secret_events`` / ``secret_pending``: log events whose cards, and pending steps
      whose third item, only their player may see; ``private_events``: events whose cards
      both players know but a spectator does not (passed from hand to hand).
    - ``check(state, enabled)``: invariants of the module's state (AssertionError).
    """

    name: str
    prepare: Callable[[State, Chance], list[Step]] | None = None
    after_setup: Callable[[State, Chance], None] | None = None
    cards_dealt: int = 1
    turn: TurnFn | None = None
    verbs: Mapping[str, VerbFn] = field(default_factory=dict)
    decisions: Mapping[str, tuple[LegalFn, DecideFn]] = field(default_factory=dict)
    automatic: Mapping[str, AutoFn] = field(default_factory=dict)
    end_of_turn: Callable[[State, int], list[Step]] | None = None
    on_crossing: Callable[[State, int, int], None] | None = None
    on_pole: Callable[[State, int, Chance], bool] | None = None
    secret_events: frozenset[str] = frozenset()
    secret_pending: frozenset[str] = frozenset()
    private_events: frozenset[str] = frozenset()
    check: Callable[[State, bool], None] | None = None

    def enabled(self, options: Options) -> bool:
        return not self.name or bool(getattr(options, self.name))


class Ruleset:
    """The base game and the enabled modules, merged for quick lookups by the flow."""

    def __init__(self, modules: tuple[Module, ...]) -> None:
        self.modules = modules
        self.names = frozenset(m.name for m in modules if m.name)
        ordered = modules[1:] + modules[:1]  # modules are asked before the base game
        self.turns = tuple(m.turn for m in ordered if m.turn)
        self.verbs: dict[str, VerbFn] = {}
        self.decisions: dict[str, tuple[LegalFn, DecideFn]] = {}
        self.automatic: dict[str, AutoFn] = {}
        for module in modules:  # a module's verbs take over the base game's
            self.verbs.update(module.verbs)
            self.decisions.update(module.decisions)
            self.automatic.update(module.automatic)
        self.cards_dealt = max(m.cards_dealt for m in modules)
        self.prepare = tuple(m.prepare for m in modules if m.prepare)
        self.after_setup = tuple(m.after_setup for m in modules if m.after_setup)
        self.end_of_turn = tuple(m.end_of_turn for m in modules if m.end_of_turn)
        self.on_crossing = tuple(m.on_crossing for m in modules if m.on_crossing)
        self.on_pole = tuple(m.on_pole for m in modules if m.on_pole)


_BY_OPTIONS: dict[Options, Ruleset] = {}
_BY_ID: dict[int, tuple[Options, Ruleset]] = {}  # the hot path: no hashing of Options


def rules_for(options: Options) -> Ruleset:
    """The rules in play under ``options`` (built once per option set; the flow asks on
    every action, so the lookup by object identity comes first)."""
    entry = _BY_ID.get(id(options))
    if entry is not None and entry[0] is options:
        return entry[1]
    rules = _BY_OPTIONS.get(options)
    if rules is None:
        from .modules import MODULES
        rules = _BY_OPTIONS[options] = Ruleset(tuple(m for m in MODULES if m.enabled(options)))
    if len(_BY_ID) > 1024:  # searches make many equal Options objects: keep the cache small
        _BY_ID.clear()
    _BY_ID[id(options)] = (options, rules)
    return rules


def all_modules() -> tuple[Module, ...]:
    """Every module, enabled or not (the base game first)."""
    from .modules import MODULES
    return MODULES
