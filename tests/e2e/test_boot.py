"""The built page boots offline: data-ready, no foreign request, no console error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import DIST, ROOT, wait_ready


def _assert_clean(page):
    assert page.foreign_requests == [], f"requests to another origin: {page.foreign_requests}"
    assert page.console_errors == [], f"console errors: {page.console_errors}"


def test_index_boots_offline(page):
    page.goto("index.html")
    wait_ready(page)
    _assert_clean(page)


def test_bare_page_boots_offline(page):
    page.goto("bare.html")
    wait_ready(page)
    _assert_clean(page)


def test_sub_path_root_url_serves_index(page):
    """dist/ is served as a directory: '/' must give the game page too."""
    response = page.goto("./")
    assert response is not None and response.ok
    wait_ready(page)
    _assert_clean(page)


def test_config_ships_every_python_module(dist_dir):
    """pyscript.json's `files` map ships each core/web module to the same relative path."""
    config = json.loads((dist_dir / "pyscript.json").read_text())
    assert config["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    files = config.get("files", {})
    expected = {p.relative_to(ROOT).as_posix() for p in (ROOT / "core").rglob("*.py")
                if "__pycache__" not in p.parts}
    expected |= {p.relative_to(ROOT / "web").as_posix() for p in (ROOT / "web").rglob("*.py")
                 if "__pycache__" not in p.parts} - {"main.py"}
    assert {k.removeprefix("./") for k in files} == expected
    for src, dst in files.items():
        assert src == dst and src.startswith("./")
        assert (dist_dir / src).is_file(), src


SELFTEST_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./vendor/pyscript/core.js"></script></head>
<body><script type="py" config="./pyscript.json">
import importlib, json, pkgutil, traceback
from pyscript import document
results = {}
try:
    import core
    names = ["core"] + [m.name for m in pkgutil.walk_packages(core.__path__, "core.")]
except Exception:
    names = []
    results["core"] = traceback.format_exc()
for name in names:
    try:
        importlib.import_module(name)
        results.setdefault(name, "ok")
    except Exception:
        results[name] = traceback.format_exc()
document.body.dataset.result = json.dumps(results)
document.body.dataset.ready = "true"
</script></body></html>
"""


def test_every_core_module_imports_in_pyodide(page):
    """Each shipped core module imports inside the browser's Pyodide (catches
    modules the browser lacks, e.g. threading/multiprocessing/subprocess)."""
    if not (ROOT / "core" / "__init__.py").is_file():
        pytest.skip("core/__init__.py does not exist yet")
    # Served only to this test (same origin, so relative URLs resolve into dist/).
    page.route("**/__selftest__.html", lambda route: route.fulfill(
        status=200, content_type="text/html", body=SELFTEST_HTML))
    page.goto("__selftest__.html")
    wait_ready(page)
    results = json.loads(page.evaluate("document.body.dataset.result"))
    failures = {name: tb for name, tb in results.items() if tb != "ok"}
    assert not failures, "\n\n".join(f"{n}:\n{tb}" for n, tb in failures.items())
    assert "core" in results
    _assert_clean(page)
