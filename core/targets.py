"""Where each legal action points on the board (presentation support for the page).

The page holds no rules: it asks the engine for the legal actions and uses this module to
know, for each one, which hand cards the player selects for it and which board elements
perform it when clicked. An action with no board target is offered as a button.

Targets are small tuples ``Target(kind, player, index)``:

- ``row``   row card ``index`` (0 = the rightmost card, the next one taken); player -1
- ``deck``  the draw pile; player -1
- ``space`` route position ``index`` of ``player`` (0 = the ship, 1..15)
- ``pole``  the South Pole (index 16) reached by ``player``
- ``lost``  lost ("?") space ``index`` (1..5) of ``player``
- ``pawn``  ``player``'s pawn
- ``front`` the place in front of ``player`` (where Equipment Loss lies)
- ``way``   space ``index`` of ``player``'s return track (1912 The Way Back: 0 = the
            Pole, 1..10 the return spaces, 11 = the ship)
- ``depot`` food depot ``index`` (0 or 1) of ``player`` (Food Depots)
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .actions import HAND_VERBS, Action
from .rules import TAKEN_FOR_DISCARDS
from .board import POLE, back_to_route_target, com_target, lost_space_for

ROW, DECK, SPACE, POLE_T, LOST, PAWN, FRONT, WAY, DEPOT = (
    "row", "deck", "space", "pole", "lost", "pawn", "front", "way", "depot")



class Target(NamedTuple):
    """One clickable board element."""

    kind: str
    player: int
    index: int

    @property
    def key(self) -> str:
        """A stable text key, e.g. ``space-0-5``, ``row-2``, ``pawn-1``, ``pole``."""
        if self.kind == ROW:
            return f"row-{self.index}"
        if self.kind in (DECK, POLE_T):
            return self.kind
        if self.kind in (PAWN, FRONT):
            return f"{self.kind}-{self.player}"
        return f"{self.kind}-{self.player}-{self.index}"


def hand_cards(action: Action, obs: dict[str, Any] | None = None) -> tuple[int, ...]:
    """The cards the player selects in the hand (or the patron) to perform ``action``.

    With the observation, a ship discard (1912: keep one card, discard the rest) is
    chosen by selecting the card kept rather than all the cards discarded.
    """
    if action.verb not in HAND_VERBS:
        return ()
    if action.verb == "discard" and obs is not None and _step(obs) == "ship_discard":
        hand = obs["hands"][obs["to_move"]]
        return tuple(c for c in hand if c not in action.cards)
    return action.cards


def _step(obs: dict[str, Any]) -> str:
    """The kind of the pending step the player to move decides ("" for a turn)."""
    pending = obs.get("pending") or []
    return pending[0][0] if pending else ""


def targets(obs: dict[str, Any], action: Action) -> tuple[Target, ...]:
    """The board elements that perform ``action`` for the player to move in ``obs``.

    ``obs`` is an observation (or ``State.to_dict()``) with ``to_move`` set. An empty
    tuple means the action has no place on the board: the page shows it as a button.
    """
    player = obs["to_move"]
    where = _WHERE.get(action.verb)
    if player is None or where is None:
        return ()
    return where(obs, action, player)


def _take(obs: dict[str, Any], action: Action, player: int) -> tuple[Target, ...]:
    count = min(TAKEN_FOR_DISCARDS.get(len(action.cards), 0), len(obs["row"]))
    return tuple(Target(ROW, -1, i) for i in range(count))


def _advance(obs: dict[str, Any], action: Action, player: int) -> tuple[Target, ...]:
    way = obs.get("way", [-1, -1])[player]
    if way >= 0:
        return (Target(WAY, player, way + 1),)
    return (Target(SPACE, player, obs["pos"][player] + (len(action.cards) + 1) // 2),)


def _com(obs: dict[str, Any], action: Action, player: int) -> tuple[Target, ...]:
    pos = obs["pos"][player]
    return (Target(PAWN, player, 0), Target(SPACE, player, com_target(pos)))


def _attack(obs: dict[str, Any], action: Action, player: int) -> tuple[Target, ...]:
    opponent = 1 - player
    if len(action.cards) == 2:
        dest = lost_space_for(obs["pos"][opponent])
    else:
        dest = obs["lost"][opponent] - 1
    return (Target(PAWN, opponent, 0), Target(LOST, opponent, dest))


def _back(obs: dict[str, Any], action: Action, player: int) -> tuple[Target, ...]:
    lost = obs["lost"][player]
    dest = back_to_route_target(player, lost, action.arg) if lost else None
    return () if dest is None else (Target(SPACE, player, dest),)


def _depot_card(obs: dict[str, Any], action: Action, player: int) -> tuple[Target, ...]:
    if action.cards and _step(obs) in ("depot_stash", "depot_swap"):
        return (Target(DEPOT, player, obs["pending"][0][2]),)
    return ()


_WHERE = {
    "take": _take, "advance": _advance, "com": _com, "attack": _attack, "back": _back,
    "stash": _depot_card, "swap": _depot_card,
    "draw": lambda obs, action, player: (Target(DECK, -1, 0),),
    "pick": lambda obs, action, player: tuple(Target(ROW, -1, i) for i, c in enumerate(obs["row"])
                                              if c in action.cards),
    "pole": lambda obs, action, player: (Target(POLE_T, player, POLE),),
    "loss": lambda obs, action, player: (Target(PAWN, 1 - player, 0), Target(FRONT, 1 - player, 0)),
    "depot": lambda obs, action, player: ((Target(SPACE, player, int(action.arg)),)
                                          if action.arg.isdigit() else ()),
}
