#!/usr/bin/env python3
"""Why games end with nobody winning: who froze them, and who was ahead then.

Usage::

    .venv/bin/python bench/endings.py games.jsonl [--mode base] [--match hard-easy]

Reads a games log written by ``bench/ai_targets.py --games-log`` (each line holds a game
record), replays every game, and prints one JSON object per row (mode and match):

- ``a_won``, ``b_won``, ``frozen``, ``drawn``: how the games ended;
- ``frozen_by``: for each player (A, B), the freezes it declared: ``forced`` when the
  freeze was its only legal action (the row empty after the deck's second end), otherwise
  split by who the race model (``core.agents.race.turns_needed``, both hands known) had
  ahead at that moment: ``behind`` (the freezer needed at least one turn more than its
  rival), ``level`` or ``ahead``;
- ``rival_close``: freezes declared while the rival needed at most three turns (a race the
  freezer was about to lose);
- ``drawn_way``: in drawn games (1912), each player's place on the return track (-1:
  still outward), A first;
- ``lost_late``: for each way a game ended (``a_won``, ``b_won``, ``frozen``,
  ``drawn``), how often A and how often B was sent off the route after the deck's first
  end (A first): a lead lost to a late attack shows here.
- ``late_pairs``: the cards of the pairs that sent A off the route after the deck's first
  end, how many of them A could have taken itself first (one of A's legal takes reached
  the card, at one of A's turns while it lay in the row, before B took it), in how many
  of those attacks A could have taken at least one of the two, and in how many it could
  have done so while B already held the other: the attacks that denying the rival a
  card might have prevented.
- ``a_to_pole``: in frozen games, how many own turns A still needed to reach the Pole
  when the game froze (the race model, the walk home of 1912 left out), in bands: a near
  miss shows as 1-2.

A race a level loses to the freeze while it was ahead is a win it did not finish in
time; a freeze it declares while behind saves half a point.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from typing import Any, Iterable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), HERE]

from ai_targets import ROW_KEYS, read_games_log  # noqa: E402
from core.agents.race import turns_needed, turns_to_pole  # noqa: E402
from core.board import ATTACK_KIND  # noqa: E402
from core.cards import KIND  # noqa: E402
from core.game import Game  # noqa: E402
from core.outcome import Outcome  # noqa: E402
from core.rules import TAKEN_FOR_DISCARDS  # noqa: E402

#: The freezer is "behind" or "ahead" when the race model's turns differ by this much.
MARGIN = 1.0
#: A rival this many turns (or fewer) from winning is "close".
CLOSE = 3.0
#: The bands of ``a_to_pole``: up to 2 turns, 3 to 5, 6 to 11, 12 or more.
TO_POLE_BANDS = ((2, "1-2"), (5, "3-5"), (11, "6-11"), (None, "12+"))


def standing(mine: float, theirs: float) -> str:
    """Where a player needing ``mine`` turns stands against a rival needing ``theirs``."""
    if mine >= theirs + MARGIN:
        return "behind"
    if theirs >= mine + MARGIN:
        return "ahead"
    return "level"


def late_losses(entries: Iterable[tuple], ran_out: bool = False) -> tuple[bool, list[tuple]]:
    """The players sent off the route after the deck first ran out, with the attack cards,
    among these game-log entries (``ran_out``: whether it had before them); and whether it
    has run out after them."""
    losses = []
    for kind, player, cards, _ in entries:
        if kind == "exhausted":
            ran_out = True
        elif kind == "lost" and ran_out:
            losses.append((player, cards))
    return ran_out, losses


def lost_late(game: Game, a_seat: int) -> list[int]:
    """How often A and B were sent off the route after the deck first ran out (from the
    replayed game's log)."""
    counts = [0, 0]
    for player, _ in late_losses(game.state.log)[1]:
        counts[0 if player == a_seat else 1] += 1
    return counts


def late_pairs(record: dict[str, Any], a_seat: int) -> list[int]:
    """For the pairs that sent A off the route after the deck first ran out: their cards,
    how many of them A's own takes could have reached first, the attacks with at least one
    such card, and the attacks where such a take would have come while B already held one
    card of its pair (taking it then kept the pair from B). Replayed action by action."""
    game = Game.from_record(dict(record, actions=[], outcome=None))
    b_seat = 1 - a_seat
    # Row cards a take of A's reached during their stay in the row, then cards B holds
    # that A could have taken before B did: True where B already held an attack card then.
    reached: dict[int, bool] = {}
    kept: dict[int, bool] = {}
    counts = [0, 0, 0, 0]
    ran_out = False
    for text in record["actions"]:
        state = game.state
        if state.to_move() == a_seat:
            b_holds_one = any(KIND[card] == ATTACK_KIND[b_seat] for card in state.hands[b_seat])
            reach = max((TAKEN_FOR_DISCARDS[len(action.cards)] for action in game.legal_actions()
                         if action.verb == "take"), default=0)
            for card in state.row[:reach]:
                reached[card] = reached.get(card, False) or b_holds_one
        start = len(state.log)
        game.push_text(text)  # plays on ``state`` in place
        ran_out, losses = late_losses(state.log[start:], ran_out)
        for player, cards in losses:
            if player == a_seat:
                reachable = [card for card in cards if card in kept]
                counts[0] += len(cards)
                counts[1] += len(reachable)
                counts[2] += bool(reachable)
                counts[3] += any(kept[card] for card in reachable)
        hand = set(state.hands[b_seat])
        kept = {card: kept.get(card, False) or reached.get(card, False)
                for card in hand if card in kept or card in reached}
        row = set(state.row)
        reached = {card: paired for card, paired in reached.items() if card in row}
    return counts


#: The ways a game ends, as ``ending`` names them and ``summarise`` counts them.
ENDS = ("a_won", "b_won", "frozen", "drawn")


def ending(record: dict[str, Any], a_seat: int) -> dict[str, Any]:
    """How one game ended, from A's side: ``end`` ('a_won', 'b_won', 'frozen' or 'drawn'),
    ``lost_late`` (A's and B's), for a freeze the freezer ('a' or 'b') and its standing,
    for a draw both places on the return track."""
    actions = record["actions"]
    outcome = Outcome(record["outcome"])
    game = Game.from_record(record)
    late = {"lost_late": lost_late(game, a_seat), "late_pairs": late_pairs(record, a_seat)}
    if outcome.winner is not None:
        return {"end": "a_won" if outcome.winner == a_seat else "b_won", **late}
    if outcome == Outcome.DRAW:
        way = game.state.way
        return {"end": "drawn", "way": [way[a_seat], way[1 - a_seat]], **late}
    before = Game.from_record(dict(record, actions=actions[:-1], outcome=None))
    state = before.state
    freezer = state.to_move()
    need = turns_needed(state, freezer), turns_needed(state, 1 - freezer)
    forced = len(before.legal_actions()) == 1
    return {"end": "frozen", "by": "a" if freezer == a_seat else "b",
            "standing": "forced" if forced else standing(*need), "rival_close": need[1] <= CLOSE,
            "a_to_pole": to_pole_band(turns_to_pole(state, a_seat)), **late}


def to_pole_band(turns: float) -> str:
    """The ``TO_POLE_BANDS`` name of ``turns`` (rounded to whole turns)."""
    whole = round(turns)
    return next(name for most, name in TO_POLE_BANDS if most is None or whole <= most)


def summarise(games: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The counts of one row from its logged games."""
    ends = [ending(game["record"], game["a_seat"]) for game in games]
    frozen_by: dict[str, Counter] = {"a": Counter(), "b": Counter()}
    late: dict[str, list[int]] = {name: [0, 0] for name in ENDS}
    pairs = [0, 0, 0, 0]
    for end in ends:
        if end["end"] == "frozen":
            frozen_by[end["by"]][end["standing"]] += 1
        late[end["end"]] = [n + m for n, m in zip(late[end["end"]], end["lost_late"])]
        pairs = [n + m for n, m in zip(pairs, end["late_pairs"])]
    counts = {name: sum(end["end"] == name for end in ends) for name in ENDS}
    return {
        "games": len(ends),
        **counts,
        "frozen_by": {who: {k: by[k] for k in ("forced", "behind", "level", "ahead")}
                      for who, by in frozen_by.items()},
        "rival_close": sum(end.get("rival_close", False) for end in ends),
        "drawn_way": sorted(end["way"] for end in ends if end["end"] == "drawn"),
        "a_to_pole": {name: sum(end.get("a_to_pole") == name for end in ends)
                      for _, name in TO_POLE_BANDS},
        "lost_late": late,
        "late_pairs": pairs,
    }


Row = tuple[str, str, int, str]


def read_log(path: str) -> dict[Row, dict[int, dict[str, Any]]]:
    """Logged games by row (mode, match, seed, settings and code) and game index (a game
    logged twice counts once)."""
    rows: dict[Row, dict[int, dict[str, Any]]] = {}
    for game in read_games_log(path):
        rows.setdefault(tuple(game[k] for k in ROW_KEYS), {})[game["index"]] = game
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", help="a games log of bench/ai_targets.py")
    parser.add_argument("--mode", help="only this mode")
    parser.add_argument("--match", help="only this match (A-B)")
    args = parser.parse_args()
    for (mode, match, seed, settings), games in sorted(read_log(args.log).items()):
        if args.mode not in (None, mode) or args.match not in (None, match):
            continue
        counts = summarise(games[i] for i in sorted(games))
        print(json.dumps({"mode": mode, "match": match, "seed": seed, "settings": settings,
                          **counts}), flush=True)


if __name__ == "__main__":
    main()
