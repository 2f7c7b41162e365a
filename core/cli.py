"""The command line: simulate many games, pit two computer players against each other,
replay a record, or play in the terminal."""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import Sequence

from .actions import Action, NotationError
from .agents import AGENTS, make_agent
from .board import EXPLORER_NAMES
from .describe import action_text, event_text, outcome_text
from . import i18n
from .game import Game, IllegalAction, RecordError, check_seed
from .i18n import _
from .options import Options
from .arena import arena
from .simulate import simulate
from .text_view import render


def add_option_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--advanced", action="store_true", help="advanced variant (row of 6)")
    parser.add_argument("--patrons", action="store_true", help="Patrons module")
    parser.add_argument("--depots", action="store_true", help="Food Depots module")
    parser.add_argument("--weather", action="store_true", help="Weather module")
    parser.add_argument("--way-back", action="store_true", help='"1912 The Way Back" module')


#: The largest record ``replay`` reads (a real record is a few kilobytes).
MAX_RECORD_BYTES = 4 * 1024 * 1024


def _seed(text: str) -> int:
    """An argparse type: a seed the game accepts (a whole number from 0)."""
    try:
        return check_seed(int(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed (a whole number from 0)") from None


def _positive(text: str) -> float:
    """An argparse type: a finite number above zero."""
    try:
        number = float(text)
    except ValueError:
        number = math.nan
    if not (math.isfinite(number) and number > 0):
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number")
    return number


def options_from_args(args: argparse.Namespace) -> Options:
    return Options(advanced=args.advanced, patrons=args.patrons, depots=args.depots,
                   weather=args.weather, way_back=args.way_back)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m core", description="1911 Amundsen vs Scott")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play many games between computer players")
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument("--a", default="random", choices=sorted(AGENTS), help="Amundsen's agent")
    sim.add_argument("--b", default="random", choices=sorted(AGENTS), help="Scott's agent")
    add_option_flags(sim)
    ar = sub.add_parser("arena", help="match two computer players, both seatings, with statistics")
    ar.add_argument("--a", default="greedy", choices=sorted(AGENTS), help="first agent")
    ar.add_argument("--b", default="random", choices=sorted(AGENTS), help="second agent")
    ar.add_argument("--games", type=int, default=100, help="games (half with A as Amundsen)")
    ar.add_argument("--seed", type=_seed, default=0)
    ar.add_argument("--budget-ms", type=_positive, default=None,
                    help="thinking time (CPU ms) per move of searching agents")
    ar.add_argument("--iterations", type=int, default=None, help="iterations per move of searching agents")
    ar.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    ar.add_argument("--progress", action="store_true", help="report each finished game on stderr")
    add_option_flags(ar)
    rep = sub.add_parser("replay", help="validate a game record and print its outcome")
    rep.add_argument("file")
    play = sub.add_parser("play", help="play in the terminal against the computer")
    play.add_argument("--side", choices=["amundsen", "scott"], default="amundsen")
    play.add_argument("--opponent", default="random", choices=sorted(AGENTS))
    play.add_argument("--seed", type=_seed, default=None)
    play.add_argument("--save", help="write the game record to this file at the end")
    play.add_argument("--lang", choices=i18n.LANGUAGES, default=None,
                      help="language of the game's words (default: from $LANGUAGE/$LANG)")
    add_option_flags(play)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        if args.games < 1:
            print("--games must be at least 1", file=sys.stderr)
            return 2
        print(json.dumps(simulate(args.games, args.seed, options_from_args(args), args.a, args.b)))
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
    if args.iterations is not None and args.iterations < 1:
        print("--iterations must be at least 1", file=sys.stderr)
        return 2
    def report(done: int, total: int) -> None:
        print(f"game {done}/{total} done", file=sys.stderr, flush=True)
    print(json.dumps(arena(args.a, args.b, args.games, args.seed, options_from_args(args), args.budget_ms,
                           args.iterations, args.jobs, report if args.progress else None)))
    return 0


def _read_record(path: str) -> object:
    """The JSON in ``path``; ValueError with a plain reason when it is not a record."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise ValueError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(data) > MAX_RECORD_BYTES:
        raise ValueError(f"{path} is larger than a game record can be ({MAX_RECORD_BYTES} bytes)")
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ValueError(f"{path} is not a JSON game record") from None
    except RecursionError:
        raise ValueError(f"{path} is nested too deeply to be a game record") from None


def _replay(path: str) -> int:
    try:
        record = _read_record(path)
    except ValueError as exc:
        print(json.dumps({"valid": False, "error": str(exc)}))
        return 1
    try:
        game = Game.from_record(record)
    except RecordError as exc:
        error = f"{exc}: {exc.detail}" if exc.detail else str(exc)
        print(json.dumps({"valid": False, "error": error, "bad_action": None if exc.index is None else exc.index + 1}))
        return 1
    print(json.dumps({"valid": True, "actions": len(game.actions), "outcome": str(game.outcome) if game.outcome else None,
                      "turns": game.state.turn_number, "result": outcome_text(game.outcome, game.state.way)}))
    return 0


def _chosen(answer: str, legal: list[Action]) -> Action:
    """The action a player typed: its number in the list (1..n) or its notation."""
    if answer.isascii() and answer.isdigit():
        number = int(answer)
        if not 1 <= number <= len(legal):
            raise NotationError(f"choose a number from 1 to {len(legal)}")
        return legal[number - 1]
    return Action.parse(answer)


def _env_languages() -> list[str]:
    """The terminal's language preferences ($LANGUAGE, $LC_ALL, $LANG), best first."""
    found = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        found.extend(part for part in os.environ.get(name, "").split(":") if part)
    return found


def _save(path: str, game: Game) -> int:
    """Write the record; if that fails, print it so the finished game is not lost."""
    text = json.dumps(game.record(), indent=1)
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as exc:
        print(_("Could not save the game to {path} ({reason}); here is its record:").format(
            path=path, reason=exc.strerror or exc))
        print(text)
        return 1
    return 0


def _play(args: argparse.Namespace) -> int:
    if args.save and not os.path.isdir(os.path.dirname(os.path.abspath(args.save))):
        print(f"cannot save to {args.save}: its folder does not exist", file=sys.stderr)
        return 2
    me = 0 if args.side == "amundsen" else 1
    game = Game(options_from_args(args), args.seed)
    computer = make_agent(args.opponent, seed=game.seed + 1)
    shown = 0
    i18n.set_language(args.lang or i18n.pick_language(_env_languages()))
    print(_("You are {who}. Type a number, an action in notation, or 'q' to quit.").format(
        who=EXPLORER_NAMES[me]))
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
            print(f"  {i:3}. {action_text(action, me, obs):60} [{action}]")
        try:
            answer = input("> ").strip()
        except EOFError:
            return 0
        if answer in ("q", "quit"):
            return 0
        try:
            game.push(_chosen(answer, legal))
        except (NotationError, IllegalAction) as exc:
            print(_("Not possible: {reason}").format(reason=exc))
    for event in game.observation(me)["log"][shown:]:
        line = event_text(event, me)
        if line:
            print("  ·", line)
    print(outcome_text(game.outcome, game.state.way))
    return _save(args.save, game) if args.save else 0
