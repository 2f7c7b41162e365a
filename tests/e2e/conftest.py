"""Fixtures for the end-to-end browser tests (everything under tests/e2e/).

* Every test collected from this directory is marked ``e2e`` (so
  ``pytest -m "not e2e"`` / ``make test-core`` never touches a browser).
* ``server_url`` (session): serves the built ``dist/`` on a free port of
  127.0.0.1 from a background thread (build/serve.py's handler).  Fails
  with a clear message when ``dist/index.html`` is missing: run ``make build``.
* ``chromium`` (module): Debian's Chromium driven by Playwright
  (executable from ``$CHROMIUM`` or /usr/bin/chromium; Playwright's own
  browser download is never used); ``chromium.get()`` gives the browser,
  relaunched after a page failed to boot in it.
* ``page`` (function): a fresh context + page with ``base_url`` set to the
  server, so ``page.goto("index.html")`` works.  Extra attributes:
  ``page.foreign_requests`` (URLs of requests to any other origin),
  ``page.console_errors`` (console.error messages *and* uncaught page
  errors, the latter prefixed ``pageerror: ``), ``page.page_errors``,
  ``page.console_messages`` (all ``(type, text)`` pairs),
  ``page.crashed_after`` (seconds from opening the page to a renderer
  crash, else None) and ``page.base_url``.  Each Chromium writes its own log
  (``--enable-logging``), its standard error and its crash dumps (crashpad's minidumps,
  summarised by ``minidump.py``) to temporary files, read back when a page fails to boot.
* ``new_page`` (function): factory for more pages in their own fresh
  contexts (e.g. two players), each instrumented like ``page``.
* ``wait_ready(page, timeout_ms=120000)``: waits for ``body[data-ready="true"]``;
  a page that never boots is rerun once in a fresh browser (see its docstring).

Works under pytest-xdist: each worker gets its own server and browser.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
HERE = Path(__file__).resolve().parent
if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))  # the page's ``ui`` package, as Pyodide sees it

DEFAULT_READY_TIMEOUT_MS = 120_000
#: Lines of Chromium's log a boot report quotes, and those it leaves out as noise (no
#: D-Bus on these machines; the page's console is quoted on its own; the crash handler's
#: housekeeping, written after every crash, would push the renderer's last words out,
#: and the report already says the renderer crashed).
LOG_LINES_QUOTED = 4
LOG_NOISE = ("dbus", "d-bus", ":info:console", "/crashpad/")  # matched in lower case
#: Chromium's launcher: its standard error, which every renderer inherits, goes to a
#: file beside its log (a renderer killed by a signal, or V8 out of memory, writes only
#: there; not to the log itself, which Chromium deletes and creates again as it starts).
_STDERR_TO_FILE = '#!/bin/sh\nexec "$AVS_CHROMIUM" "$@" 2>>"$AVS_CHROMIUM_STDERR"\n'
STDERR_SUFFIX = ".stderr"  # Chromium's standard error: its log's path + this
_RETIRED: list = []  # browsers a page failed to boot in: relaunched before the next page


def _load_build_module(name: str):
    """A module of build/ (not a package), loaded by path."""
    spec = importlib.util.spec_from_file_location(f"_avs_build_{name}", ROOT / "build" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _load_serve_module():
    return _load_build_module("serve")


_browser = _load_build_module("browser")
CHROMIUM_ARGS = _browser.CHROMIUM_ARGS
READY_SELECTOR = _browser.READY_SELECTOR
chromium_executable = _browser.chromium_executable


def wait_ready(page, timeout_ms: int = DEFAULT_READY_TIMEOUT_MS) -> None:
    """Wait until the page's Python has set ``document.body.dataset.ready = "true"``.

    On a timeout or a crash, the failure says what the page showed, which requests never
    finished and how much room /tmp and /dev/shm had, and the page's browser is retired:
    the next page starts in a fresh Chromium.  Such a failure gets one rerun (pyproject's
    ``reruns``/``only_rerun``, pytest-rerunfailures): a hang or crash of the browser was
    seen a few times on CI machines and now and then here, and the summary names every
    rerun test with this message (pyproject's ``--rerun-show-tracebacks``). The renderer
    crash seen at start-up (Chromium's heap sampler walking off a JSPI stack) is worked
    around by ``web/no-jspi.js`` (docs/architecture.md); the rerun stays for any other.
    """
    from playwright.sync_api import Error as PlaywrightError

    try:
        page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)
    except PlaywrightError as exc:
        _RETIRED.append(page.context.browser)
        pytest.fail(f"page {page.url} not ready after {timeout_ms} ms ({_first_line(exc)}); "
                    f"{_boot_report(page)}", pytrace=False)


def _first_line(exc: Exception) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


def _boot_report(page) -> str:
    """What a page that did not boot showed and still waited for (for the failure message)."""
    try:  # with a timeout: a page busy in a loop would never answer
        shown = " ".join(page.locator("body").inner_text(timeout=5_000).split())[:200]
    except Exception as exc:  # a crashed or stuck page answers nothing
        shown = f"<{_first_line(exc)}>"
    room = {}
    for path in ("/tmp", "/dev/shm"):
        try:
            room[path] = f"{shutil.disk_usage(path).free >> 20} MB free"
        except OSError:
            room[path] = "absent"
    crashed = getattr(page, "crashed_after", None)
    last = [text[:80] for _, text in getattr(page, "console_messages", [])[-3:]]
    return ((f"the renderer crashed {crashed} s after the page opened; " if crashed is not None
             else "") +
            f"last console messages: {last!r}; "
            f"console errors: {getattr(page, 'console_errors', [])!r}; "
            f"requests never finished: {sorted(getattr(page, 'in_flight', ()))!r}; "
            f"page showed: {shown!r}; disk: {room}; "
            f"browser log: {_browser_log_tail(page)!r}; "
            f"browser stderr: {_browser_log_tail(page, STDERR_SUFFIX)!r}; "
            f"crash dumps: {_crash_dumps(page, wait_s=5 if crashed is not None else 0)!r}")


def _crash_dumps(page, wait_s: float = 0) -> list[str]:
    """What the crash handler's dumps of this page's browser say (``minidump.summary``:
    process, signal, the code it ran, crash keys), waiting up to ``wait_s`` seconds for one to be
    written (the handler writes it after the renderer is gone)."""
    from .minidump import summary
    try:
        folder = Path(page.context.browser.dump_dir)
    except AttributeError:
        return []
    deadline = time.monotonic() + wait_s
    while not (dumps := sorted(folder.glob("pending/*.dmp"))) and time.monotonic() < deadline:
        time.sleep(0.2)
    return [summary(path) for path in dumps]


def _browser_log_tail(page, suffix: str = "") -> list[str]:
    """The last lines Chromium logged (or, with ``STDERR_SUFFIX``, wrote to its
    standard error), noise left out: a renderer that dies says why there (e.g. a FATAL
    line or a signal), not in the page's console."""
    try:
        path = page.context.browser.log_path + suffix
        lines = Path(path).read_text(errors="replace").splitlines()
    except (AttributeError, OSError):
        return []
    kept = [line for line in lines if not any(word in line.lower() for word in LOG_NOISE)]
    return [line[:200] for line in kept[-LOG_LINES_QUOTED:]]


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    if not (DIST / "index.html").is_file():
        pytest.fail(
            f"{DIST / 'index.html'} not found: run `make build` first "
            "(or `make test`, which builds before testing).",
            pytrace=False,
        )
    return DIST


@pytest.fixture(scope="session")
def server_url(dist_dir) -> str:
    serve = _load_serve_module()
    server, url = serve.start_background_server(dist_dir, port=0, quiet=True)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        yield pw


class _Chromium:
    """One test module's Chromium, launched on first use and relaunched when it is
    disconnected or a page failed to boot in it (``wait_ready``); ``extra_args`` are added
    to ``CHROMIUM_ARGS`` (a benchmark's browser)."""

    def __init__(self, playwright_instance, extra_args: tuple[str, ...] = ()):
        self._pw = playwright_instance
        self._extra_args = list(extra_args)
        self._browser = None

    def get(self):
        if self._browser is not None and (self._browser in _RETIRED or not self._browser.is_connected()):
            self.close()
        if self._browser is None:
            exe = chromium_executable()
            if not os.access(exe, os.X_OK):
                pytest.fail(f"Chromium not found at {exe}: run `bash build/ensure-chromium.sh` "
                            "(as root) or set CHROMIUM to a Chromium binary.", pytrace=False)
            folder = Path(tempfile.mkdtemp(prefix="avs-chromium-"))
            log, launcher = folder / "chromium.log", folder / "chromium.sh"
            launcher.write_text(_STDERR_TO_FILE)
            launcher.chmod(0o700)
            self._browser = self._pw.chromium.launch(
                executable_path=str(launcher), headless=True,
                args=CHROMIUM_ARGS + self._extra_args + ["--enable-logging", f"--log-file={log}"],
                env={**os.environ, "AVS_CHROMIUM": exe, "AVS_CHROMIUM_STDERR": str(log) + STDERR_SUFFIX,
                     "CHROME_LOG_FILE": str(log),  # the renderers read this one
                     "BREAKPAD_DUMP_LOCATION": str(folder / "crash-dumps")})
            self._browser.log_path = str(log)  # read by _boot_report
            self._browser.dump_dir = str(folder / "crash-dumps")  # the crash handler's
        return self._browser

    def close(self):
        browser, self._browser = self._browser, None
        if browser is not None:
            try:
                browser.close()
            except Exception:  # already gone
                pass
            shutil.rmtree(Path(browser.log_path).parent, ignore_errors=True)


@pytest.fixture(scope="module")
def chromium(playwright_instance):
    """One Chromium per test module: a long run never piles up one browser's memory."""
    holder = _Chromium(playwright_instance)
    try:
        yield holder
    finally:
        holder.close()


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def instrument(page, base_url: str):
    """Attach request/console recorders to ``page`` (see module docstring)."""
    own_origin = _origin(base_url)
    page.base_url = base_url
    page.foreign_requests = []
    page.console_errors = []
    page.page_errors = []
    page.console_messages = []
    page.in_flight = set()
    page.opened_at = time.monotonic()
    page.crashed_after = None   # seconds from opening to a renderer crash, if one came

    def on_crash(_page):
        page.crashed_after = round(time.monotonic() - page.opened_at, 1)

    def on_request(request):
        url = request.url
        page.in_flight.add(url)
        if url.startswith(("data:", "blob:", "about:")):
            return
        if _origin(url) != own_origin:
            page.foreign_requests.append(url)

    def on_console(msg):
        page.console_messages.append((msg.type, msg.text))
        if msg.type == "error":
            page.console_errors.append(msg.text)

    def on_pageerror(error):
        text = f"{getattr(error, 'name', 'Error')}: {getattr(error, 'message', error)}"
        page.page_errors.append(text)
        page.console_errors.append(f"pageerror: {text}")

    def on_done(request):
        page.in_flight.discard(request.url)

    page.on("request", on_request)
    page.on("requestfinished", on_done)
    page.on("requestfailed", on_done)
    page.on("console", on_console)
    page.on("pageerror", on_pageerror)
    page.on("crash", on_crash)
    return page


@pytest.fixture
def new_page(chromium, server_url):
    """Factory: ``new_page()`` returns an instrumented page in a fresh context."""
    contexts = []

    def factory(**context_kwargs):
        context_kwargs.setdefault("base_url", server_url)
        context = chromium.get().new_context(**context_kwargs)
        contexts.append(context)
        return instrument(context.new_page(), context_kwargs["base_url"])

    yield factory
    for context in contexts:
        context.close()


@pytest.fixture
def page(new_page):
    return new_page()


@pytest.fixture
def ready():
    """The ``wait_ready`` helper as a fixture, for tests that prefer fixtures to imports."""
    return wait_ready
