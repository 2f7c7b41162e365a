#!/usr/bin/env python3
"""Today's engine against an earlier one, side by side in the same run (and in Pyodide).

Usage::

    .venv/bin/python bench/engine_compare.py [--base REV] [--games 320] [--rounds 3] [--pyodide]

Exports ``core/`` at ``--base`` (default: the last commit before the fast engine) from git
history into a temporary folder, then runs ``bench/engine_probe.py`` on both trees in
alternating subprocesses (``--rounds`` each, best kept) and prints one JSON object: each
engine's random games per second (straight on the engine, and through the driver as
``python -m core simulate`` plays them) and per-call CPU microseconds of ``legal_actions``,
``apply`` and ``clone`` + ``determinize``, the ratios (old / new time, so > 1 is faster),
and whether both engines played identical games (same action digest). ``--pyodide`` also
runs the probe on today's tree in the vendored Pyodide under Node (``--rounds`` runs, best
kept, like the native ones) and prints how much slower than native it is.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROBE = os.path.join(ROOT, "bench", "engine_probe.py")
BASE = "0d46008"  # the engine as it stood before the speed work
RATES = ("games_per_s", "driver_games_per_s")  # more is faster
TIMES = ("legal_actions_us", "apply_us", "clone_determinize_us")  # less is faster
NODE_RUNNER = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
py.FS.mkdirTree("/tree"); py.FS.mkdirTree("/bench");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "%(tree)s" }, "/tree");
py.FS.mount(py.FS.filesystems.NODEFS, { root: "%(bench)s" }, "/bench");
console.log(await py.runPythonAsync(`
import sys, json
sys.path[:0] = ["/tree", "/bench"]
from engine_probe import measure
json.dumps(measure(%(games)d))
`));
"""


def export(rev: str, folder: str) -> str:
    """Write ``core/`` as it was at ``rev`` into ``folder``."""
    data = subprocess.run(["git", "-C", ROOT, "archive", "--format=tar", rev, "core"],
                          check=True, capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        tar.extractall(folder, filter="data")
    return folder


def probe(tree: str, games: int) -> dict:
    out = subprocess.run([sys.executable, PROBE, tree, str(games)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def probe_pyodide(tree: str, games: int) -> dict:
    script = NODE_RUNNER % {"pyodide": os.path.join(ROOT, "node_modules", "pyodide"),
                            "tree": tree, "bench": os.path.dirname(PROBE), "games": games}
    with tempfile.NamedTemporaryFile("w", suffix=".mjs", delete=False) as f:
        f.write(script)
    try:
        out = subprocess.run(["node", f.name], check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(f.name)
    return json.loads(out.strip().splitlines()[-1])


def best(runs: list[dict]) -> dict:
    """The best of several runs: most games per second, fewest microseconds."""
    out = dict(runs[0])
    for key in RATES:
        out[key] = max(r[key] for r in runs)
    for key in TIMES:
        out[key] = min(r[key] for r in runs)
    return out


def speedup(old: dict, new: dict) -> dict:
    ratios = {k: round(new[k] / old[k], 2) for k in RATES}
    ratios.update({k: round(old[k] / new[k], 2) for k in TIMES})
    return ratios


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default=BASE, help="git revision of the engine to beat")
    parser.add_argument("--games", type=int, default=320, help="random games per probe run")
    parser.add_argument("--rounds", type=int, default=3, help="probe runs per engine")
    parser.add_argument("--pyodide", action="store_true", help="also measure in Pyodide (Node)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        old_tree = export(args.base, folder)
        old, new = [], []
        for _ in range(args.rounds):
            old.append(probe(old_tree, args.games))
            new.append(probe(ROOT, args.games))
    result = {"base": args.base, "old": best(old), "new": best(new)}
    result["speedup"] = speedup(result["old"], result["new"])
    result["identical_games"] = all(result["old"][k] == result["new"][k]
                                    for k in ("actions_digest", "driver_digest"))
    if args.pyodide:
        result["pyodide"] = best([probe_pyodide(ROOT, args.games) for _ in range(args.rounds)])
        result["pyodide_identical_games"] = all(result["pyodide"][k] == result["new"][k]
                                                for k in ("actions_digest", "driver_digest"))
        result["pyodide_slowdown"] = {k: round(1 / v, 2) for k, v in
                                      speedup(result["new"], result["pyodide"]).items()}
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
