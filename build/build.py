#!/usr/bin/env python3
"""Assemble ``dist/`` -- the self-contained, offline browser game -- from scratch.

Standard library plus Babel (the message catalogs, ``build/i18n.py``): run it with the
project's venv, ``.venv/bin/python build/build.py`` (``make build`` installs the venv and
runs ``npm ci`` first when needed, then this script).

Layout produced (every URL in it is relative, so ``dist/`` can be served
under any sub-path)::

    dist/
      index.html, style.css, boot.js, sw.js ... copied from web/ (all files but the .py)
      app.tar.gz                            every core/**.py and web/**.py (main.py too)
      locale/<lang>.mo, locale/<lang>.json  each language's compiled catalog and the
                                            page's fixed texts in it (fetched when chosen)
      pyscript.json                         PyScript config for index.html (generated)
      manifest.webmanifest, icons/          web app manifest and its PNG icons (generated)
      bare.html, bare.json                  minimal page booting the same runtime (generated)
      vendor/pyodide/                       the Pyodide runtime files needed at run time
      vendor/pyscript/                      @pyscript/core's dist/ (source maps left out)
      build-info.json                       versions and file list, for debugging

``pyscript.json`` points PyScript's ``interpreter`` at the vendored
``pyodide.mjs`` and ships the one archive ``app.tar.gz``, which PyScript unpacks
into Pyodide's working directory (on ``sys.path``): ``main.py`` (run by the
page's inline ``<script type="py">``) can ``import core`` and its sibling UI
modules.  ``sw.js`` is stamped with the build's content hash and file list.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import i18n  # noqa: E402  (build/i18n.py: message catalogs, compiled with Babel)
import page_texts  # noqa: E402  (build/page_texts.py: index.html's translatable texts)
import minify  # noqa: E402  (build/minify.py: Python, CSS and JS made smaller)
import offline  # noqa: E402  (build/offline.py: archive, icons, manifest, service worker)

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
CORE = ROOT / "core"
NODE_MODULES = ROOT / "node_modules"
PYODIDE_PKG = NODE_MODULES / "pyodide"
PYSCRIPT_PKG = NODE_MODULES / "@pyscript" / "core"
QRCODE_PKG = NODE_MODULES / "qrcode-generator"
#: The QR code maker, loaded by web/qr.js only when an invitation is shown.
QRCODE_FILE = "dist/qrcode.js"

#: The Pyodide files loaded at run time when no extra package is used.
#: pyodide.mjs (loader) -> pyodide.asm.mjs (Emscripten glue) ->
#: pyodide.asm.wasm (CPython) + python_stdlib.zip + pyodide-lock.json.
PYODIDE_RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
    "package.json",  # tiny; lets anyone see the vendored version
)

#: The page's entry script: shipped inside the archive like every module and run by
#: index.html's inline <script type="py"> (with top-level await allowed).
ENTRY_SCRIPT = "main.py"

#: Online play's modules: in their own archive, which the page fetches and unpacks the
#: first time online play is used (web/main.py), so the first load does not carry them.
LATER_PREFIX = "online/"
LATER_ARCHIVE = "online.zip"
#: Command-line and test tools of core/ that the page never imports: left out of the archive.
COMMAND_LINE_ONLY = {"core/__main__.py", "core/cli.py", "core/arena.py", "core/simulate.py",
                     "core/text_view.py", "core/invariants.py", "core/perft.py"}

SKIP_DIRS = {"__pycache__", ".pytest_cache", ".mypy_cache", "node_modules"}
SKIP_SUFFIXES = {".pyc", ".pyo", ".map"}
SKIP_NAMES = {".DS_Store"}

PYODIDE_URL = "./vendor/pyodide/pyodide.mjs"
PYSCRIPT_JS = "./vendor/pyscript/core.js"
PYSCRIPT_CSS = "./vendor/pyscript/core.css"

BARE_HTML = """\
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bare PyScript boot</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{css}">
<script src="./no-jspi.js"></script>
<script type="module" src="{js}"></script>
</head>
<body>
<p>Booting the bare runtime&hellip;</p>
<!-- Same Pyodide, same PyScript, no game code: baseline for boot time. -->
<script type="py" config="./bare.json">
from pyscript import document
document.body.dataset.ready = "true"
</script>
</body>
</html>
"""


class BuildError(Exception):
    pass


def _read_json(path: Path) -> dict:
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)


def _wanted(path: Path) -> bool:
    return (
        path.name not in SKIP_NAMES
        and path.suffix not in SKIP_SUFFIXES
        and not any(part in SKIP_DIRS for part in path.parts)
    )


def _files_under(base: Path, pattern: str = "*") -> list[Path]:
    """Files under ``base`` matching ``pattern``, relative to ``base``, sorted."""
    if not base.is_dir():
        return []
    return sorted(
        p.relative_to(base)
        for p in base.rglob(pattern)
        if p.is_file() and _wanted(p.relative_to(base))
    )


def _copy(src: Path, dst: Path) -> None:
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


def _vendor_qrcode(dst: Path) -> None:
    """qrcode-generator's browser file, and its licence (MIT, stated in the file's header
    and package.json; the package ships no LICENSE file)."""
    src = QRCODE_PKG / QRCODE_FILE
    if not src.is_file():
        raise BuildError(f"qrcode-generator/{QRCODE_FILE} is missing from node_modules")
    _copy(src, dst / "qrcode.js")
    version = _read_json(QRCODE_PKG / "package.json")["version"]
    (dst / "LICENSE.txt").write_text(
        f"qrcode-generator {version}, Copyright (c) 2009 Kazuhiko Arase, MIT license.\n"
        "https://github.com/kazuhikoarase/qrcode-generator\n"
        "The word 'QR Code' is a registered trademark of DENSO WAVE INCORPORATED.\n")


def _pinned_versions() -> dict[str, str]:
    deps = _read_json(ROOT / "package.json").get("dependencies", {})
    return {name: deps.get(name, "?") for name in ("pyodide", "@pyscript/core", "qrcode-generator")}


def _check_node_modules(pinned: dict[str, str]) -> dict[str, str]:
    installed = {}
    for name, pkg_dir in (("pyodide", PYODIDE_PKG), ("@pyscript/core", PYSCRIPT_PKG),
                          ("qrcode-generator", QRCODE_PKG)):
        manifest = pkg_dir / "package.json"
        if not manifest.is_file():
            raise BuildError(
                f"{manifest.relative_to(ROOT)} is missing: run `npm ci` (or `make build`)."
            )
        version = _read_json(manifest)["version"]
        if version != pinned[name]:
            raise BuildError(
                f"node_modules has {name}@{version} but package.json pins {pinned[name]}: "
                "run `npm ci` (or `make build`)."
            )
        installed[name] = version
    return installed


def build(dist: Path) -> dict:
    pinned = _pinned_versions()
    versions = _check_node_modules(pinned)

    if not (WEB / "index.html").is_file():
        raise BuildError("web/index.html is missing: nothing to build.")

    # Start from scratch (but keep the directory itself so a running server survives).
    if dist.exists():
        for child in dist.iterdir():
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child)
            else:
                child.unlink()
    dist.mkdir(parents=True, exist_ok=True)

    # 1. web/ -> dist/ (everything: html, py, css, images, ...; CSS and JS minified)
    web_files = _files_under(WEB)
    for rel in web_files:
        _copy(WEB / rel, dist / rel)
        minify.web_file(dist / rel)

    # 2. core/**.py -> dist/core/
    core_py = [Path("core") / rel for rel in _files_under(CORE, "*.py")]
    for rel in core_py:
        clash = dist / rel
        if clash.exists():
            raise BuildError(f"web/{rel} would be overwritten by core/{rel}")
        _copy(ROOT / rel, dist / rel)

    # 3. vendored runtimes
    pyodide_dst = dist / "vendor" / "pyodide"
    for name in PYODIDE_RUNTIME_FILES:
        src = PYODIDE_PKG / name
        if not src.is_file():
            raise BuildError(f"Pyodide runtime file missing from node_modules: {name}")
        _copy(src, pyodide_dst / name)

    pyscript_src = PYSCRIPT_PKG / "dist"
    pyscript_files = _files_under(pyscript_src)
    if not (pyscript_src / "core.js").is_file():
        raise BuildError("@pyscript/core/dist/core.js is missing from node_modules")
    for rel in pyscript_files:
        _copy(pyscript_src / rel, dist / "vendor" / "pyscript" / rel)
    for lic in ("LICENSE",):
        if (PYSCRIPT_PKG / lic).is_file():
            _copy(PYSCRIPT_PKG / lic, dist / "vendor" / "pyscript" / lic)
    _vendor_qrcode(dist / "vendor" / "qrcode")

    # 4. the Python modules, as one archive PyScript unpacks into Pyodide's working dir
    web_py = [rel for rel in web_files if rel.suffix == ".py"]
    shipped = sorted(({rel.as_posix() for rel in web_py} | {rel.as_posix() for rel in core_py})
                     - COMMAND_LINE_ONLY)
    sources: dict[str, Path | bytes] = {
        p: (CORE.parent / p if p.startswith("core/") else WEB / p) for p in shipped}
    later = {p: src for p, src in sources.items() if p.startswith(LATER_PREFIX)}
    archive = offline.write_archive(
        dist, {p: src for p, src in sources.items() if p not in later})
    offline.write_archive(dist, later, LATER_ARCHIVE)
    # the message catalogs, compiled, fetched only by a page that speaks that language
    (dist / "locale").mkdir(exist_ok=True)
    for lang in i18n.TRANSLATED:
        (dist / "locale" / f"{lang}.mo").write_bytes(i18n.mo_bytes(lang))
    for rel in web_py:  # only inside the archive now
        (dist / rel).unlink()
    for rel in core_py:
        (dist / rel).unlink()
    _remove_empty_dirs(dist)
    config = {"interpreter": PYODIDE_URL, "files": {f"./{archive}": "./*"}}
    (dist / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")

    bare_config = {"interpreter": PYODIDE_URL}
    (dist / "bare.json").write_text(json.dumps(bare_config, indent=2) + "\n", encoding="utf-8")
    (dist / "bare.html").write_text(
        BARE_HTML.format(css=PYSCRIPT_CSS, js=PYSCRIPT_JS), encoding="utf-8"
    )

    # 5. installable and offline: icons + manifest, loading-bar sizes, service worker
    offline.write_manifest(dist)
    _stamp_boot_sizes(dist)
    _embed_page_texts(dist)
    info = {
        "versions": versions,
        "archive": archive,
        "shipped_python_modules": shipped,
        "entry_script": ENTRY_SCRIPT,
        "web_files": [r.as_posix() for r in web_files],
    }
    info["build_version"] = offline.stamp_service_worker(dist)
    (dist / "build-info.json").write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return info


#: The start-up files whose bytes the loading bar counts (path relative to dist/).
BOOT_FILES = ("vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip",
              "vendor/pyodide/pyodide.asm.mjs", "vendor/pyodide/pyodide-lock.json", offline.ARCHIVE)
BOOT_SIZES_META = '<meta name="boot-sizes" content="{}">'


def _stamp_boot_sizes(dist: Path) -> None:
    """Write the big start-up files' sizes into index.html for the loading bar."""
    page = dist / "index.html"
    html = page.read_text(encoding="utf-8")
    if BOOT_SIZES_META not in html:
        raise BuildError(f"web/index.html lacks {BOOT_SIZES_META} (the loading bar needs it)")
    sizes = {rel: (dist / rel).stat().st_size for rel in BOOT_FILES}
    meta = f"<meta name=\"boot-sizes\" content='{json.dumps(sizes)}'>"
    page.write_text(html.replace(BOOT_SIZES_META, meta, 1), encoding="utf-8")


def _embed_page_texts(dist: Path) -> None:
    """Number index.html's translatable elements and embed their texts in every language
    (with boot.js's messages) for boot.js to apply."""
    page = dist / "index.html"
    html, entries = page_texts.numbered(page.read_text(encoding="utf-8"))
    boot = [m.id for m in i18n.extract()
            if isinstance(m.id, str) and any(path == "web/boot.js" for path, _ in m.locations)]
    try:
        html, tables = page_texts.embed(html, entries, i18n.translations(), boot)
    except ValueError as exc:
        raise BuildError(str(exc)) from None
    page.write_text(html, encoding="utf-8")
    for lang, table in tables.items():  # fetched by boot.js for a page in that language
        (dist / "locale" / f"{lang}.json").write_text(
            json.dumps(table, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def _remove_empty_dirs(base: Path) -> None:
    for path in sorted((p for p in base.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(path.iterdir()):
            path.rmdir()


def _dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output directory (default: dist/)")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    try:
        info = build(dist)
    except BuildError as exc:
        print(f"build: error: {exc}", file=sys.stderr)
        return 1
    v = info["versions"]
    print(
        f"build: {os.path.relpath(dist)} ready "
        f"({_dir_size(dist) / 1e6:.1f} MB; pyodide {v['pyodide']}, @pyscript/core {v['@pyscript/core']}; "
        f"{len(info['shipped_python_modules'])} Python modules in {info['archive']}; "
        f"version {info['build_version']})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
