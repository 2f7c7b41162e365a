"""The built page boots offline: data-ready, no foreign request, no console error."""

from __future__ import annotations

import json
import re
import tarfile
import zipfile
from pathlib import PurePosixPath

import pytest

from .conftest import ROOT, _load_build_module, wait_ready


def _assert_clean(page):
    assert page.foreign_requests == [], f"requests to another origin: {page.foreign_requests}"
    assert page.console_errors == [], f"console errors: {page.console_errors}"


def _assert_no_stack_switching(page):
    """Pyodide saw no JSPI, so Python runs on the page's own stack: on a stack of its own,
    Chromium's heap sampler crashed the page now and then as Python started
    (web/no-jspi.js; bench/boot_crashes.py counts it)."""
    seen = page.evaluate("['Suspending', 'Suspender'].filter((name) => name in WebAssembly)")
    assert seen == [], f"the page left WebAssembly.{seen} for Pyodide to use"


def test_index_boots_offline(page):
    page.goto("index.html")
    wait_ready(page)
    _assert_clean(page)
    _assert_no_stack_switching(page)


def test_bare_page_boots_offline(page):
    """The baseline page boots the same runtime the same way (no JSPI either)."""
    page.goto("bare.html")
    wait_ready(page)
    _assert_clean(page)
    _assert_no_stack_switching(page)


def test_sub_path_root_url_serves_index(page):
    """dist/ is served as a directory: '/' must give the game page too."""
    response = page.goto("./")
    assert response is not None and response.ok
    wait_ready(page)
    _assert_clean(page)


def test_index_boots_under_a_sub_path(new_page, dist_dir, tmp_path):
    """All URLs in dist/ are relative: it also works served at /some/sub/path/."""
    from .conftest import _load_serve_module

    (tmp_path / "some" / "sub").mkdir(parents=True)
    (tmp_path / "some" / "sub" / "path").symlink_to(dist_dir, target_is_directory=True)
    server, url = _load_serve_module().start_background_server(tmp_path, port=0, quiet=True)
    try:
        page = new_page(base_url=url)
        page.goto("some/sub/path/index.html")
        wait_ready(page)
        _assert_clean(page)
    finally:
        server.shutdown()
        server.server_close()


def _archive_names(dist_dir, name: str = "app.tar.gz") -> set[str]:
    if name.endswith(".zip"):
        with zipfile.ZipFile(dist_dir / name) as zf:
            return set(zf.namelist())
    with tarfile.open(dist_dir / name, "r:gz") as tar:
        return set(tar.getnames())


def test_config_ships_every_python_module_in_one_archive(dist_dir):
    """pyscript.json ships one zip (one request), unpacked into Pyodide's working dir; it
    holds each core/web module (main.py too) at its own relative path, and dist/ has no
    loose copies."""
    config = json.loads((dist_dir / "pyscript.json").read_text())
    assert config == {"interpreter": "./vendor/pyodide/pyodide.mjs", "files": {"./app.tar.gz": "./*"}}
    expected = {p.relative_to(ROOT).as_posix() for p in (ROOT / "core").rglob("*.py")
                if "__pycache__" not in p.parts}
    expected |= {p.relative_to(ROOT / "web").as_posix() for p in (ROOT / "web").rglob("*.py")
                 if "__pycache__" not in p.parts}
    build = _load_build_module("build")
    expected -= build.COMMAND_LINE_ONLY
    later = {name for name in expected if name.startswith(build.LATER_PREFIX)}
    assert later and _archive_names(dist_dir, build.LATER_ARCHIVE) == later
    expected -= later
    shipped = _archive_names(dist_dir)
    assert shipped == expected, (
        "dist/app.tar.gz does not match the source tree (dist/ is stale? run `make build`): "
        f"missing {sorted(expected - shipped)}, unexpected {sorted(shipped - expected)}"
    )
    loose = list(dist_dir.rglob("*.py"))
    assert loose == [], f"Python files outside the archive: {loose}"
    for po in (ROOT / "core" / "locale").glob("*.po"):
        assert (dist_dir / "locale" / f"{po.stem}.mo").is_file()
        assert (dist_dir / "locale" / f"{po.stem}.json").is_file()


SELFTEST_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./vendor/pyscript/core.js"></script></head>
<body><script type="py" config="./pyscript.json">
import importlib, json, traceback
from pyscript import document
results = {}
for name in json.loads(document.body.dataset.modules):
    try:
        importlib.import_module(name)
        results[name] = "ok"
    except BaseException:
        results[name] = traceback.format_exc()
document.body.dataset.result = json.dumps(results)
document.body.dataset.ready = "true"
</script></body></html>
"""


def _core_module_names(dist_dir) -> list[str]:
    """Module names of the core package as shipped in dist/app.tar.gz (not the live source tree)."""
    names = []
    for name in sorted(n for n in _archive_names(dist_dir) if n.endswith(".py")):
        rel = PurePosixPath(name).with_suffix("")
        if rel.parts[0] != "core" or rel.name == "__main__":
            continue  # __main__ would run the command-line entry point
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        names.append(".".join(parts))
    return names


def test_every_core_module_imports_in_pyodide(page, dist_dir):
    """Each shipped core module imports inside the browser's Pyodide (catches
    modules the browser lacks, e.g. multiprocessing/subprocess/sockets)."""
    names = _core_module_names(dist_dir)
    assert "core" in names, "the build shipped no core package: nothing to import"
    html = SELFTEST_HTML.replace(
        "<body>", f"<body data-modules='{json.dumps(names)}'>", 1
    )
    # Served only to this test (same origin, so relative URLs resolve into dist/).
    page.route("**/__selftest__.html", lambda route: route.fulfill(
        status=200, content_type="text/html", body=html))
    page.goto("__selftest__.html")
    wait_ready(page)
    results = json.loads(page.evaluate("document.body.dataset.result"))
    failures = {name: tb for name, tb in results.items() if tb != "ok"}
    assert not failures, "\n\n".join(f"{n}:\n{tb}" for n, tb in failures.items())
    assert sorted(results) == sorted(names)
    _assert_clean(page)


def test_a_page_whose_renderer_crashes_while_booting_is_reported_as_a_crash(page):
    """The occasional page that never boots: when its renderer crashed, the failure says
    so and when, instead of only timing out, quotes the renderer's last words from
    Chromium's log and says what the crash handler's dump holds."""
    page.goto("bare.html")
    try:  # Chromium's own crash page kills the renderer (the navigation never finishes)
        page.goto("chrome://crash", timeout=10_000)
    except Exception:
        pass
    with pytest.raises(pytest.fail.Exception) as failure:
        wait_ready(page, timeout_ms=3_000)
    assert page.crashed_after is not None and page.crashed_after >= 0
    said = f"the renderer crashed {page.crashed_after} s after the page opened"
    assert said in str(failure.value)
    log, rest = str(failure.value).split("browser log: ", 1)[1].split("; browser stderr: ")
    stderr, dumps = rest.split("; crash dumps: ")
    assert "Intentionally crashing" in log and "chrome://crash" in log, log
    assert "dbus" not in log.lower(), log
    # the renderer's standard error reaches the report too (where a signal is reported)
    assert "Intentionally crashing" in stderr and "chrome://crash" in stderr, stderr
    # and so does the crash handler's dump of it: which process, on which signal (the
    # crash page dereferences a null pointer, in Chromium's own code), its id the one on
    # the renderer's log line
    pid = re.search(r"\[(\d+):\d+:[^]]*\] Intentionally crashing", log).group(1)
    assert f"'renderer process {pid}: SIGSEGV (code 1) at 0x0 in chromium+0x" in dumps, dumps


def test_a_boot_report_quotes_the_last_log_lines_but_not_the_noise(tmp_path):
    """The log lines quoted are the last ones that say something: D-Bus complaints and
    the page's console lines (quoted on their own) are left out; Chromium's standard
    error, in its own file, is quoted the same way."""
    from types import SimpleNamespace
    from .conftest import LOG_LINES_QUOTED, STDERR_SUFFIX, _browser_log_tail
    log = tmp_path / "chrome.log"
    lines = [f"[1:1:1127/0000{i}.0:WARNING:x.cc:1] line {i}" for i in range(6)] + [
        "[1:1:1127/000007.0:ERROR:dbus/bus.cc:405] Failed to connect to the bus",
        '[2:2:1127/000008.0:INFO:CONSOLE:3] "[pyscript/main] PyScript Ready"',
        "[2:2:1127/000009.0:FATAL:memory_linux.cc:42] Out of memory."]
    log.write_text("\n".join(lines))
    page = SimpleNamespace(context=SimpleNamespace(browser=SimpleNamespace(log_path=str(log))))
    quoted = _browser_log_tail(page)
    assert quoted == lines[6 - LOG_LINES_QUOTED + 1:6] + [lines[-1]]
    assert _browser_log_tail(page, STDERR_SUFFIX) == []  # none written yet
    signal = "Received signal 11 SEGV_MAPERR 000000000000"
    crashpad = ("[1128/032506.41:ERROR:third_party/crashpad/crashpad/util/file/file_io_posix.cc:145]"
                " open /sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq: No such file")
    log.with_name(log.name + STDERR_SUFFIX).write_text(f"{lines[6]}\n{signal}\n{crashpad}\n")
    assert _browser_log_tail(page, STDERR_SUFFIX) == [signal]  # D-Bus, crash handler left out
    assert _browser_log_tail(SimpleNamespace(context=SimpleNamespace(browser=None))) == []
