"""The command line: simulate many games, pit two computer players against each other,
replay a record, or play in the terminal."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from .actions import Action, NotationError
from .agents import AGENTS, make_agent
from .board import EXPLORER_NAMES
from .describe import action_text, event_text, outcome_text
from .game import Game, IllegalAction, RecordError
from .options import Options
from .arena import arena
from .simulate import simulate
from .text_view import render


def _add_option_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--advanced", action="store_true", help="advanced variant (row of 6)")
    parser.add_argument("--patrons", action="store_true", help="Patrons module")
    parser.add_argument("--depots", action="store_true", help="Food Depots module")
    parser.add_argument("--weather", action="store_true", help="Weather module")
    parser.add_argument("--way-back", action="store_true", help='"1912 The Way Back" module')


def _options(args: argparse.Namespace) -> Options:
    return Options(advanced=args.advanced, patrons=args.patrons, depots=args.depots,
                   weather=args.weather, way_back=args.way_back)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m core", description="1911 Amundsen vs Scott")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play many games between computer players")
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--a", default="random", choices=sorted(AGENTS), help="Amundsen's agent")
    sim.add_argument("--b", default="random", choices=sorted(AGENTS), help="Scott's agent")
    _add_option_flags(sim)
    ar = sub.add_parser("arena", help="match two computer players, both seatings, with statistics")
    ar.add_argument("--a", default="greedy", choices=sorted(AGENTS), help="first agent")
    ar.add_argument("--b", default="random", choices=sorted(AGENTS), help="second agent")
    ar.add_argument("--games", type=int, default=100, help="games (half with A as Amundsen)")
    ar.add_argument("--seed", type=int, default=0)
    ar.add_argument("--budget-ms", type=float, default=None,
                    help="thinking time (CPU ms) per move of searching agents")
    ar.add_argument("--iterations", type=int, default=None, help="iterations per move of searching agents")
    ar.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    ar.add_argument("--progress", action="store_true", help="report each finished game on stderr")
    _add_option_flags(ar)
    rep = sub.add_parser("replay", help="validate a game record and print its outcome")
    rep.add_argument("file")
    play = sub.add_parser("play", help="play in the terminal against the computer")
    play.add_argument("--side", choices=["amundsen", "scott"], default="amundsen")
    play.add_argument("--opponent", default="random", choices=sorted(AGENTS))
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--save", help="write the game record to this file at the end")
    _add_option_flags(play)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        if args.games < 1:
            print("--games must be at least 1", file=sys.stderr)
            return 2
        print(json.dumps(simulate(args.games, args.seed, _options(args), args.a, args.b)))
        return 0
    if args.command == "arena":
        return _arena(args)
    if args.command == "replay":
        return _replay(args.file)
    return _play(args)


def _arena(args: argparse.Namespace) -> int:
    if args.games < 1 or args.jobs < 1:
        print("--games and --jobs must be at least 1", file=sys.stderr)
        return 2
    if (args.budget_ms is not None and args.budget_ms <= 0) or (
            args.iterations is not None and args.iterations < 1):
        print("--budget-ms must be positive and --iterations at least 1", file=sys.stderr)
        return 2
    def report(done: int, total: int) -> None:
        print(f"game {done}/{total} done", file=sys.stderr, flush=True)
    print(json.dumps(arena(args.a, args.b, args.games, args.seed, _options(args), args.budget_ms,
                           args.iterations, args.jobs, report if args.progress else None)))
    return 0


def _replay(path: str) -> int:
    try:
        with open(path, encoding="utf-8") as handle:
            record = json.load(handle)
    except (OSError, ValueError) as exc:
        print(json.dumps({"valid": False, "error": f"cannot read {path}: {exc}"}))
        return 1
    try:
        game = Game.from_record(record)
    except RecordError as exc:
        print(json.dumps({"valid": False, "error": str(exc), "bad_action": None if exc.index is None else exc.index + 1}))
        return 1
    print(json.dumps({"valid": True, "actions": len(game.actions), "outcome": game.outcome or None,
                      "turns": game.state.turn_number, "result": outcome_text(game.outcome)}))
    return 0


def _play(args: argparse.Namespace) -> int:
    me = 0 if args.side == "amundsen" else 1
    game = Game(_options(args), args.seed)
    computer = make_agent(args.opponent, seed=game.seed + 1)
    shown = 0
    print(f"You are {EXPLORER_NAMES[me]}. Type a number, an action in notation, or 'q' to quit.")
    while not game.over:
        obs = game.observation(me)
        for event in obs["log"][shown:]:
            line = event_text(event, me)
            if line:
                print("  ·", line)
        shown = len(obs["log"])
        player = game.to_move()
        legal = game.legal_actions()
        if player != me:
            game.push(computer.choose(game.observation(player), legal))
            continue
        print(render(obs))
        for i, action in enumerate(legal, 1):
            print(f"  {i:3}. {action_text(action, me):60} [{action}]")
        try:
            answer = input("> ").strip()
        except EOFError:
            return 0
        if answer in ("q", "quit"):
            return 0
        try:
            chosen = legal[int(answer) - 1] if answer.isdigit() else Action.parse(answer)
            game.push(chosen)
        except (IndexError, ValueError, NotationError, IllegalAction) as exc:
            print(f"Not possible: {exc}")
    for event in game.observation(me)["log"][shown:]:
        line = event_text(event, me)
        if line:
            print("  ·", line)
    print(outcome_text(game.outcome))
    if args.save:
        with open(args.save, "w", encoding="utf-8") as handle:
            json.dump(game.record(), handle, indent=1)
    return 0
