"""Fixtures for the end-to-end browser tests (everything under tests/e2e/).

* Every test collected from this directory is marked ``e2e`` (so
  ``pytest -m "not e2e"`` / ``make test-core`` never touches a browser).
* ``server_url`` (session): serves the built ``dist/`` on a free port of
  127.0.0.1 from a background thread (build/serve.py's handler).  Fails
  with a clear message when ``dist/index.html`` is missing: run ``make build``.
* ``browser`` (session): Debian's Chromium driven by Playwright
  (executable from ``$CHROMIUM`` or /usr/bin/chromium; Playwright's own
  browser download is never used).
* ``page`` (function): a fresh context + page with ``base_url`` set to the
  server, so ``page.goto("index.html")`` works.  Extra attributes:
  ``page.foreign_requests`` (URLs of requests to any other origin),
  ``page.console_errors`` (console.error messages *and* uncaught page
  errors, the latter prefixed ``pageerror: ``), ``page.page_errors``,
  ``page.console_messages`` (all ``(type, text)`` pairs) and
  ``page.base_url``.
* ``new_page`` (function): factory for more pages in their own fresh
  contexts (e.g. two players), each instrumented like ``page``.
* ``wait_ready(page, timeout_ms=120000)``: waits for ``body[data-ready="true"]``.

Works under pytest-xdist: each worker gets its own server and browser.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
DIST = ROOT / "dist"
HERE = Path(__file__).resolve().parent
if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))  # the page's ``ui`` package, as Pyodide sees it

DEFAULT_READY_TIMEOUT_MS = 120_000


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

    On timeout, the failure message includes the console errors seen so far.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    try:
        page.wait_for_selector(READY_SELECTOR, state="attached", timeout=timeout_ms)
    except PlaywrightTimeoutError:
        errors = getattr(page, "console_errors", [])
        pytest.fail(
            f"page {page.url} not ready after {timeout_ms} ms; console errors: {errors!r}",
            pytrace=False,
        )


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


@pytest.fixture(scope="module")
def browser(playwright_instance):
    """One Chromium per test module: a long run never piles up one browser's
    memory (a CI machine crashed pages late in a shared session browser)."""
    exe = chromium_executable()
    if not os.access(exe, os.X_OK):
        pytest.fail(
            f"Chromium not found at {exe}: run `bash build/ensure-chromium.sh` "
            "(as root) or set CHROMIUM to a Chromium binary.",
            pytrace=False,
        )
    browser = playwright_instance.chromium.launch(
        executable_path=exe, headless=True, args=CHROMIUM_ARGS
    )
    try:
        yield browser
    finally:
        browser.close()


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

    def on_request(request):
        url = request.url
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

    page.on("request", on_request)
    page.on("console", on_console)
    page.on("pageerror", on_pageerror)
    return page


@pytest.fixture
def new_page(browser, server_url):
    """Factory: ``new_page()`` returns an instrumented page in a fresh context."""
    contexts = []

    def factory(**context_kwargs):
        context_kwargs.setdefault("base_url", server_url)
        context = browser.new_context(**context_kwargs)
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
