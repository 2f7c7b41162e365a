#!/usr/bin/env python3
"""Online play's latency on one machine (issue 10): two pages of the built site in two
browser contexts of one Chromium, connected through the real dialog.

* ``connect_ms``: from the host's click on Connect (after pasting the answer) until both
  pages say "connected" (``body[data-online]``), measured in the pages' own clocks
  (``performance.timeOrigin + now()``, one machine, one clock);
* ``round_trip_ms``: for each of the guest's moves, from the guest's last click until both
  pages have rendered the new position (``body[data-actions]`` changed) — p50, p95, max.

Usage (after ``make build``, with Chromium installed)::

    .venv/bin/python bench/online_latency.py [-n 100] [--connects 5]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

from tests.e2e.conftest import (CHROMIUM_ARGS, _load_serve_module,  # noqa: E402
                                chromium_executable, instrument)
from tests.e2e.page_driver import perform, race_policy, saved_game  # noqa: E402
from tests.e2e.online_driver import host_game, in_step, join_fresh  # noqa: E402

#: Page clocks: every click, and when each position (number of actions) was rendered.
CLOCKS = """
(() => {
  const now = () => performance.timeOrigin + performance.now();
  window.__clicks = [];
  window.__rendered = {};
  window.__online = {};
  document.addEventListener("click", () => window.__clicks.push(now()), true);
  new MutationObserver(() => {
    const d = document.body && document.body.dataset;
    if (!d) return;
    if (d.actions && !(d.actions in window.__rendered)) window.__rendered[d.actions] = now();
    if (d.online && !(d.online in window.__online)) window.__online[d.online] = now();
  }).observe(document, {subtree: true, attributes: true,
                        attributeFilter: ["data-actions", "data-online"]});
})();
"""


def _pages(browser, base_url: str):
    pages = []
    for _ in range(2):
        context = browser.new_context(base_url=base_url, viewport={"width": 1100, "height": 850})
        context.add_init_script(CLOCKS)
        pages.append(instrument(context.new_page(), base_url))
    return pages


def _connect(host, guest) -> float:
    """One invitation exchange through the dialogs; ms from Connect to both connected."""
    answer = join_fresh(guest, host_game(host, modules=("advanced", "patrons")))
    host.get_by_test_id("online-answer-in").fill(answer)
    clicked = host.evaluate("""() => { document.querySelector('[data-testid="online-connect"]')
        .click(); return performance.timeOrigin + performance.now(); }""")
    for page in (host, guest):
        page.wait_for_function("document.body.dataset.online === 'connected'", timeout=20000)
    in_step(host, guest)
    done = max(page.evaluate("window.__online.connected") for page in (host, guest))
    return done - clicked


def _round_trips(host, guest, count: int) -> list[float]:
    """Play (both sides by clicks) until the guest has made ``count`` moves."""
    trips: list[float] = []
    while len(trips) < count:
        game = saved_game(host)
        if game.over:
            host.get_by_test_id("end-screen").wait_for(state="visible")
            for page in (host, guest):  # a new game counts its actions from 0 again
                page.evaluate("window.__rendered = {}")
            host.get_by_test_id("rematch").click()
            guest.wait_for_function("document.body.dataset.actions === '0'", timeout=20000)
            continue
        page = host if game.to_move() == host.evaluate("Number(document.body.dataset.viewer)") \
            else guest
        before = len(game.actions)
        perform(page, game, race_policy(game))
        in_step(host, guest)
        if page is guest:
            click = guest.evaluate("window.__clicks[window.__clicks.length - 1]")
            key = str(len(saved_game(host).actions))
            shown = [p.evaluate(f"window.__rendered[{key!r}]") for p in (host, guest)]
            if all(shown) and int(key) > before:
                trips.append(max(shown) - click)
    return trips


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--moves", type=int, default=100, help="guest moves timed")
    parser.add_argument("--connects", type=int, default=5, help="invitation exchanges timed")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    serve = _load_serve_module()
    server, base_url = serve.start_background_server(ROOT / "dist", port=0, quiet=True)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium_executable(), headless=True,
                                         args=CHROMIUM_ARGS)
            connects = []
            for _ in range(args.connects):
                host, guest = _pages(browser, base_url + "/")
                connects.append(_connect(host, guest))
                host.context.close(), guest.context.close()
            host, guest = _pages(browser, base_url + "/")
            _connect(host, guest)
            trips = sorted(_round_trips(host, guest, args.moves))
            version = browser.version
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    p95 = trips[min(len(trips) - 1, round(0.95 * (len(trips) - 1)))]
    print(json.dumps({
        "chromium": version, "cpus": os.cpu_count(),
        "connect_ms": {"median": round(statistics.median(connects), 1),
                       "samples": [round(c, 1) for c in connects]},
        "round_trip_ms": {"moves": len(trips), "p50": round(statistics.median(trips), 1),
                          "p95": round(p95, 1), "max": round(trips[-1], 1)},
        "target_p95_ms": 50,
    }, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
