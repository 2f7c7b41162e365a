"""The choices a search considers: equal-looking actions merged, the hopeless pruned.

Many legal actions differ only by which of two identical-looking cards they use (two
green Advance cards, say); ``action_key`` gives them one key, so the tree holds one
child for them and one tree serves every determinisation (where the cards' ids differ).
``candidates`` keeps the most promising few by the heuristics, best first.
"""
from __future__ import annotations

from ..actions import Action
from ..cards import CARDS, COLOUR, KIND, PATRON_WILD
from .heuristics import View, action_score

#: One small number per look of a card (kind and colour): equal looks, equal numbers.
_LOOKS: dict[tuple[str, str], int] = {}
LOOK: tuple[int, ...] = tuple(
    _LOOKS.setdefault((KIND[c], COLOUR[c]), len(_LOOKS)) for c in range(len(CARDS) + 1)
)
assert len(LOOK) == PATRON_WILD + 1


def action_key(mover: int, action: Action) -> tuple:
    """What identifies an action for the tree: equal for identical-looking card choices."""
    cards = action.cards
    if not cards:
        return (mover, action.verb, (), action.arg)
    if len(cards) == 1:
        return (mover, action.verb, (LOOK[cards[0]],), action.arg)
    return (mover, action.verb, tuple(sorted([LOOK[c] for c in cards])), action.arg)


def grouped(mover: int, actions: list[Action], hidden: set[int] | frozenset[int] = frozenset()
            ) -> dict[tuple, Action]:
    """One action per key; among equivalent ones, the one playing fewest ``hidden`` cards."""
    groups: dict[tuple, Action] = {}
    for action in actions:
        key = action_key(mover, action)
        held = groups.get(key)
        if held is None or (hidden and _hidden(action, hidden) < _hidden(held, hidden)):
            groups[key] = action
    return groups


def candidates(groups: dict[tuple, Action], view: View, width: int) -> list[tuple[tuple, Action]]:
    """The ``width`` most promising choices by the heuristics, best first, plus the best of
    each kind of action (verb and number of cards) so that no kind is never tried."""
    scored = sorted(((action_score(view, a), k, a) for k, a in groups.items()),
                    key=lambda item: -item[0])
    if len(scored) <= width:
        return [(k, a) for _, k, a in scored]
    kept = []
    kinds = set()
    for i, (_, key, action) in enumerate(scored):
        kind = (action.verb, len(action.cards))
        if i < width or kind not in kinds:
            kept.append((key, action))
        kinds.add(kind)
    return kept


def _hidden(action: Action, hidden: set[int] | frozenset[int]) -> int:
    return sum(1 for c in action.cards if c in hidden)
