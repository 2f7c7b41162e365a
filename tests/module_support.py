"""Small builders shared by the module tests: constructed states and checked play."""
from __future__ import annotations

from core.actions import Action
from core.cards import card_id
from core.chance import ScriptedChance
from core.engine import apply, legal_actions
from core.options import Options
from core.state import State


def cards(*codes: str) -> list[int]:
    return [card_id(c) for c in codes]


def make(options: Options, **fields: object) -> State:
    """A mid-game state: empty piles unless given; card fields accept codes."""
    state = State(options)
    for name, value in fields.items():
        if name in ("deck", "row", "discard", "removed", "out"):
            value = cards(*value)
        elif name == "hands":
            value = [cards(*h) for h in value]
        setattr(state, name, value)
    state.log = []
    return state


class Texts(set):
    """A set of action texts that also finds texts written with cards in another order."""

    def __contains__(self, text: object) -> bool:
        return super().__contains__(str(Action.parse(text)) if isinstance(text, str) else text)


def canon(*texts: str) -> set[str]:
    return {str(Action.parse(t)) for t in texts}


def legal_texts(state: State) -> Texts:
    return Texts(str(a) for a in legal_actions(state))


def play(state: State, text: str, chance: ScriptedChance | None = None) -> None:
    """Apply ``text`` after checking it is legal (the test fails otherwise)."""
    action = Action.parse(text)
    legal = legal_actions(state)
    assert action in legal, f"{text!r} not legal; legal: {sorted(map(str, legal))}"
    apply(state, action, chance or ScriptedChance())
