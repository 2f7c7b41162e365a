"""Installable, updatable, and a start-up that cannot hang (issue 11)."""
from __future__ import annotations

import json
import re
import shutil
import struct

import pytest
from playwright.sync_api import expect

from .computer_driver import FAST
from .conftest import CHROMIUM_ARGS, chromium_executable, instrument, wait_ready
from .offline_driver import reload_ready, served, start_game, wait_controlled, worker_version
from .page_driver import body, saved

#: A failed start must say so within this time (issue 11).
FAIL_WITHIN_MS = 15_000


def test_chromium_finds_the_page_installable(playwright_instance, server_url, tmp_path):
    """Chromium's own check (CDP Page.getInstallabilityErrors) has nothing to object; it
    needs a profile on disk (a fresh incognito context is never installable)."""
    context = playwright_instance.chromium.launch_persistent_context(
        tmp_path / "profile", executable_path=chromium_executable(), headless=True,
        args=CHROMIUM_ARGS, base_url=server_url)
    try:
        page = instrument(context.new_page(), server_url)
        page.goto("index.html")
        wait_ready(page)
        wait_controlled(page)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [], manifest["errors"]
        assert page.console_errors == [], page.console_errors
    finally:
        context.close()


def test_icons_are_pngs_of_the_sizes_the_manifest_names(dist_dir):
    manifest = json.loads((dist_dir / "manifest.webmanifest").read_text())
    sizes = set()
    for icon in manifest["icons"]:
        data = (dist_dir / icon["src"]).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
        width, height = struct.unpack(">II", data[16:24])
        assert icon["sizes"] == f"{width}x{height}" and icon["type"] == "image/png"
        sizes.add(width)
    assert {192, 512} <= sizes  # what browsers require to install


@pytest.mark.parametrize("breakage", ["blocked-wasm", "missing-archive", "no-webassembly"])
def test_a_failed_start_explains_and_offers_retry(page, breakage):
    if breakage == "blocked-wasm":
        page.route("**/pyodide.asm.wasm", lambda route: route.abort())
    elif breakage == "missing-archive":
        page.route("**/app.tar.gz", lambda route: route.fulfill(status=404, body="not here"))
    else:
        page.add_init_script("delete window.WebAssembly")
    page.goto("index.html")
    error = page.get_by_test_id("load-error")
    # Generous for Playwright on a loaded machine; the page's own clock is checked below.
    error.wait_for(state="visible", timeout=4 * FAIL_WITHIN_MS)
    assert int(body(page, "bootFailedMs")) < FAIL_WITHIN_MS, "the failure was noticed too late"
    assert len(error.inner_text()) > 20 and body(page, "boot") == "failed"
    page.wait_for_timeout(1_000)  # downloads still under way must not overwrite the message
    assert page.locator("#load-text").inner_text() == "The game could not start."
    assert "ready" not in page.get_by_test_id("status").inner_text()  # no "getting ready" beside it
    assert not page.get_by_text("this takes a few seconds").is_visible()
    assert not page.locator(".py-error").is_visible(), "the runtime's raw error shows too"
    assert page.get_by_test_id("load-retry").is_visible()
    if breakage != "no-webassembly":
        # Let the failed load's downloads settle before the route goes, so that none of
        # them is still being aborted when the player's retry reloads the page.
        page.wait_for_load_state("networkidle")
        page.unroute_all(behavior="wait")
        page.get_by_test_id("load-retry").click()
        wait_ready(page)
        assert not page.get_by_test_id("load-error").is_visible()


def test_a_new_build_replaces_the_old_one_without_losing_the_game(new_page, dist_dir, tmp_path):
    """Served as a static host serves (GitHub Pages: ``max-age=600``): the new worker
    filled its cache from the browser's HTTP cache, so a release put out minutes after
    the player's last visit installed the old files under the new version (a playtest)."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    with served(site, cache_control="max-age=600") as url:
        page, old = _game_offline_ready(new_page, url)
        record, actions = saved(page)["record"], body(page, "actions")
        _new_build(site)
        reload_ready(page)  # still the old version; the new one installs in the background
        assert saved(page)["record"] == record
        banner = page.get_by_test_id("update-ready")
        banner.wait_for(state="visible", timeout=120_000)
        assert "saved" in banner.inner_text()  # a game is in progress: nothing is forced
        assert body(page, "actions") == actions
        with page.expect_navigation():
            page.get_by_test_id("update-apply").click()
        wait_ready(page)
        assert worker_version(page) == old + "x"
        assert "new-build-marker" in page.evaluate("fetch('style.css').then(r => r.text())")
        assert page.evaluate("caches.keys()") == [f"avs1911-{old}x"]
        assert saved(page)["record"] == record and body(page, "actions") == actions
        assert page.console_errors == [], page.console_errors


def _game_offline_ready(new_page, url: str):
    """A page at ``url`` that the service worker controls, two moves into a game against
    the computer; and the worker's version."""
    page = new_page(base_url=url)
    page.goto("index.html" + FAST)
    wait_ready(page)
    wait_controlled(page)
    old = worker_version(page)
    start_game(page, moves=2)
    return page, old


def _new_build(site) -> None:
    """A "new build" of ``site``: one changed file and a new version hash in the worker."""
    with (site / "style.css").open("a") as fh:
        fh.write("\n/* new-build-marker */\n")
    worker = site / "sw.js"
    worker.write_text(re.sub(r'const VERSION = "(\w+)"', r'const VERSION = "\1x"', worker.read_text()))


def test_a_second_tab_says_the_update_came_and_takes_it_with_a_press(new_page, dist_dir,
                                                                      tmp_path):
    """With two tabs open, Update now in one left the other on the old version, and the
    other's own Update now did nothing: no worker was waiting any more (a playtest)."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    with served(site) as url:
        page, old = _game_offline_ready(new_page, url)
        record = saved(page)["record"]
        other = instrument(page.context.new_page(), url)
        other.goto("index.html" + FAST)
        wait_ready(other)
        _new_build(site)
        reload_ready(page)
        page.get_by_test_id("update-ready").wait_for(state="visible", timeout=120_000)
        other.reload()                     # (its banner, from the worker now waiting)
        wait_ready(other)
        other.get_by_test_id("update-ready").wait_for(state="visible", timeout=120_000)
        with page.expect_navigation():
            page.get_by_test_id("update-apply").click()
        wait_ready(page)
        assert worker_version(page) == old + "x"
        expect(other.locator("#update-text")).to_contain_text("updated in another tab")
        with other.expect_navigation():
            other.get_by_test_id("update-apply").click()
        wait_ready(other)
        assert "new-build-marker" in other.evaluate("fetch('style.css').then(r => r.text())")
        assert worker_version(other) == old + "x" and saved(other)["record"] == record
        assert page.console_errors == other.console_errors == []


def test_settings_say_the_game_plays_offline_and_offer_the_browsers_install(page):
    """Nothing on the page said that the game plays offline or can be installed. The
    Settings dialog says so; where the browser offers an install (Chromium's
    beforeinstallprompt, sent here by hand: a headless browser never sends it), an
    Install button asks the browser, once."""
    page.goto("index.html")
    wait_ready(page)
    page.get_by_test_id("ng-cancel").click()               # (a first visit offers a game)
    page.get_by_test_id("settings-open").click()
    box = page.get_by_test_id("install-box")
    assert "without a network" in box.inner_text()
    button = page.get_by_test_id("install")
    assert not button.is_visible()                      # no offer from this browser yet
    assert "button" not in box.inner_text()   # (it spoke of "the button below": none showed)
    page.evaluate("""() => {
      const offer = new Event("beforeinstallprompt", { cancelable: true });
      offer.prompt = () => { window.__prompted = (window.__prompted || 0) + 1; };
      window.dispatchEvent(offer);
      window.__defaultPrevented = offer.defaultPrevented;
    }""")
    assert page.evaluate("window.__defaultPrevented")    # not the browser's own banner
    button.click()
    assert page.evaluate("window.__prompted") == 1 and not button.is_visible()
    assert page.console_errors == [] and page.page_errors == []
