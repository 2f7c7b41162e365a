"""Builders for rule tests: states with chosen hands, row, deck order and positions.

Cards are named by their notation codes (``"Rd1"``, ``"Com2"``, ``"Loss"``) so tests read
like the rules. ``build`` makes a State directly with every card accounted for; ``make``
a partial mid-game state for module tests; ``new`` starts a real game whose deck order is
scripted; ``act`` plays one action after checking it is legal (``play`` does so without
the invariant checks, for partial states).
"""
from __future__ import annotations

import asyncio
import importlib.util
import os
import random
from concurrent.futures import ThreadPoolExecutor
from types import ModuleType
from typing import Iterable, Sequence

from core import engine, invariants
from core.actions import Action
from core.cards import BASE_CARDS, CODE, card_id
from core.chance import ScriptedChance
from core.options import Options
from core.state import State, Step

BASE = Options()
ADVANCED = Options(advanced=True)
PATRONS = Options(patrons=True)


def c(code: str) -> int:
    """The id of the card with this code."""
    return card_id(code)


def cs(*codes: Iterable[str] | str) -> list[int]:
    """Card ids from codes: ``cs("Ra1 Ga2")``, ``cs("Ra1", "Ga2")`` or ``cs(["Ra1", "Ga2"])``."""
    if len(codes) == 1:
        codes = codes[0].split() if isinstance(codes[0], str) else tuple(codes[0])
    return [card_id(code) for code in codes]


def make(options: Options, **fields: object) -> State:
    """A partial mid-game state (module tests): empty piles unless given; card fields take
    codes. Its cards are not all accounted for, so play it with ``play``, not ``act``."""
    state = State(options)
    for name, value in fields.items():
        if name in ("deck", "row", "discard", "removed", "out"):
            value = cs(value)
        elif name == "hands":
            value = [cs(h) for h in value]
        elif name == "pending":
            value = [Step(*step) for step in value]
        setattr(state, name, value)
    state.log = []
    return state


def codes(cards: Iterable[int]) -> list[str]:
    return [CODE[card] for card in cards]


def build(options: Options = BASE, *, hands: Sequence[str] = ("", ""), row: str = "",
          deck: str = "", discard: str = "", removed: str = "", pos: Sequence[int] = (0, 0),
          lost: Sequence[int] = (0, 0), turn: int = 0, secret: Sequence[str] = ("", ""),
          exhaustions: int = 0, loss_on: int = -1, patron: Sequence[str] = ("", ""),
          patron_wild: Sequence[bool] = (False, False), officer: Sequence[int] = (0, 0),
          rest: str = "deck") -> State:
    """A state between turns with exactly these cards placed.

    ``deck`` lists cards in draw order (the first is drawn first). Every base card not
    placed anywhere goes to ``rest``: under the given deck ("deck"), onto the discard
    pile ("discard") or out of the game ("removed"). A lost player's position is -1.
    """
    state = State(options)
    state.hands = [cs(hands[0]), cs(hands[1])]
    state.secret = [set(cs(secret[0])), set(cs(secret[1]))]
    state.row = cs(row)
    top = cs(deck)
    state.discard = cs(discard)
    state.removed = cs(removed)
    state.pos = [-1 if lost[p] else pos[p] for p in (0, 1)]
    state.lost = list(lost)
    state.turn = turn
    state.exhaustions = exhaustions
    state.loss_on = loss_on
    state.patron = list(patron)
    state.patron_wild = list(patron_wild)
    state.officer = list(officer)
    placed = set(state.hands[0] + state.hands[1] + state.row + top + state.discard
                 + state.removed)
    if loss_on >= 0:
        placed.add(c("Loss"))
    others = [card for card in BASE_CARDS if card not in placed]
    if rest == "deck":
        state.deck = others + top[::-1]
    elif rest == "discard":
        state.deck = top[::-1]
        state.discard = others + state.discard
    elif rest == "removed":
        state.deck = top[::-1]
        state.removed = others + state.removed
    else:
        raise ValueError(f"rest must be deck, discard or removed, not {rest!r}")
    invariants.check(state)
    return state


def deck_order(first: str | Sequence[str]) -> list[int]:
    """A full shuffled-deck order in which the cards ``first`` are drawn first, in order."""
    top = cs(first)
    others = [card for card in BASE_CARDS if card not in top]
    return others + top[::-1]


def new(options: Options = BASE, first: str = "", indexes: Sequence[int] = (),
        reshuffles: Sequence[Sequence[int]] = ()) -> tuple[State, ScriptedChance]:
    """A new game whose deck deals ``first`` first (row, then each hand in turn)."""
    orders = {"deck": [deck_order(first)]}
    if reshuffles:
        orders["reshuffle"] = [list(r) for r in reshuffles]
    chance = ScriptedChance(indexes=indexes, orders=orders)
    state = engine.new_game(options, chance)
    invariants.check(state)
    return state, chance


class Texts(set):
    """A set of action texts that also finds texts written with cards in another order."""

    def __contains__(self, text: object) -> bool:
        return super().__contains__(str(Action.parse(text)) if isinstance(text, str) else text)


def legal(state: State) -> Texts:
    """The legal actions of the player to move, as notation texts."""
    return Texts(str(a) for a in engine.legal_actions(state))


def act(state: State, text: str, chance: ScriptedChance | None = None,
        checked: bool = True) -> State:
    """Play the action written ``text`` (it must be legal); the state changes in place.
    With ``checked`` the state's invariants are checked afterwards."""
    action = Action.parse(text)
    allowed = engine.legal_actions(state)
    assert action in allowed, f"{text!r} is not legal; legal: {sorted(map(str, allowed))}"
    engine.apply(state, action, chance or ScriptedChance())
    if checked:
        invariants.check(state)
        invariants.check_legal(state)
    return state


def play(state: State, text: str, chance: ScriptedChance | None = None) -> State:
    """``act`` for partial states (``make``): legality checked, invariants not."""
    return act(state, text, chance, checked=False)


def canon(*texts: str) -> set[str]:
    """Action texts in canonical form (cards in id order), for comparing with ``legal``."""
    return {str(Action.parse(t)) for t in texts}


def is_legal(state: State, text: str) -> bool:
    return Action.parse(text) in engine.legal_actions(state)


def event_kinds(state: State) -> list[str]:
    return [event[0] for event in state.log or []]


# -- policies for simulations ----------------------------------------------------------------
PROGRESS_VERBS = ("pole", "advance", "back", "com", "attack", "loss", "show")


def biased_choice(rng: random.Random, legal_actions: list[Action]) -> Action:
    """A random choice that races: it prefers progress over taking and rarely freezes.

    Uniformly random players almost always freeze the game; this one reaches the Pole,
    gets lost and uses discard effects often enough for simulations to cover them.
    """
    if len(legal_actions) == 1:
        return legal_actions[0]
    roll = rng.random()
    for verb in PROGRESS_VERBS:
        options = [a for a in legal_actions if a.verb == verb]
        if options and roll < 0.7:
            return rng.choice(options)
    effects = [a for a in legal_actions if a.verb == "effect" and a.arg != "none"]
    if effects and roll < 0.9:
        return rng.choice(effects)
    calm = [a for a in legal_actions if a.verb != "freeze"]
    if calm and roll < 0.97:
        return rng.choice(calm)
    return rng.choice(legal_actions)


def load_bench(name: str) -> ModuleType:
    """The benchmark script ``bench/<name>.py`` as a module (the bench folder is no package)."""
    path = os.path.join(os.path.dirname(__file__), "..", "bench", f"{name}.py")
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_coroutine(coroutine):
    """``asyncio.run`` in a thread of its own: the browser tests' Playwright may hold a
    running event loop in this thread when both kinds of tests share a worker."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
