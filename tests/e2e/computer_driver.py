"""Helpers for games against the computer in the page (e2e tests and the
responsiveness benchmark): start one from the new-game dialog, wait for the human's turn,
and watch the browser's main thread while the computer thinks.
"""
from __future__ import annotations

import sys

from core import Game

from .conftest import ROOT, wait_ready
from .page_driver import (body, open_new_game, perform, race_policy, saved_game,
                          tick_options)

# The page's own Python (web/ui), to predict what the page's computer will play.
if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))

#: Query string that makes the computer play without pauses between its moves.
FAST = "?pace=0"

#: Injected before the page loads (``page.add_init_script``). Records, in
#: ``window.__avsMonitor``: every ``longtask`` entry (main-thread tasks over 50 ms) as
#: [start, duration], gaps over 34 ms between animation frames as [start, gap], and the
#: intervals [start, end] during which ``body[data-busy]`` was "true" (``busy``: the
#: computer's turn) and ``body[data-hint]`` was "thinking" (``hint``: a hint search).
MONITOR_JS = """
(() => {
  const m = window.__avsMonitor = {longtasks: [], gaps: [], busy: [], hint: [], open: {}, error: ""};
  try {
    new PerformanceObserver(list => {
      for (const e of list.getEntries()) m.longtasks.push([e.startTime, e.duration]);
    }).observe({type: "longtask", buffered: true});
  } catch (e) { m.error = String(e); }
  let last = null;
  const tick = t => {
    if (last !== null && t - last > 34) m.gaps.push([last, t - last]);
    last = t;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const track = (name, on) => {
    const now = performance.now();
    if (on && m.open[name] === undefined) m.open[name] = now;
    else if (!on && m.open[name] !== undefined) { m[name].push([m.open[name], now]); delete m.open[name]; }
  };
  const watch = () => new MutationObserver(() => {
    track("busy", document.body.dataset.busy === "true");
    track("hint", document.body.dataset.hint === "thinking");
  }).observe(document.body, {attributes: true, attributeFilter: ["data-busy", "data-hint"]});
  if (document.body) watch(); else document.addEventListener("DOMContentLoaded", watch);
})();
"""


def open_page(page, query: str = "") -> None:
    """Load the page (``query`` e.g. ``"?pace=0"``) and wait until Python is up."""
    page.goto("index.html" + query)
    wait_ready(page)


def start_vs_computer(page, level: str, seed: int, human: int = 0, name: str = "Cy",
                      advanced: bool = False, patrons: bool = False,
                      modules: tuple[str, ...] = ()) -> None:
    """Fill the new-game dialog for a game against the computer and start it (the page
    must be loaded already); ``modules`` ticks more rule options by name."""
    open_new_game(page, "computer")
    page.get_by_test_id("ng-level").select_option(level)
    page.get_by_test_id("ng-name1").fill(name)
    page.get_by_test_id("ng-explorer1").select_option(str(human))
    page.get_by_test_id("ng-seed").fill(str(seed))
    page.get_by_test_id("ng-advanced").set_checked(advanced)
    page.get_by_test_id("ng-patrons").set_checked(patrons)
    tick_options(page, modules)
    page.get_by_test_id("ng-start").click()


def wait_for_human(page, human: int, timeout_ms: int = 60_000) -> None:
    """Wait until the computer is done and the human is to move (or the game is over)."""
    page.wait_for_function(
        f"(document.body.dataset.busy !== 'true' && document.body.dataset.toMove === '{human}')"
        " || document.body.dataset.outcome !== ''", timeout=timeout_ms)


def play_and_wait_for_reply(page, human: int, moves: int) -> None:
    """Play ``moves`` moves for the human by clicks (``race_policy``), each time waiting
    until the computer has answered and it is the human's turn again (or the game is over)."""
    for _ in range(moves):
        game = saved_game(page)
        done = len(game.actions)
        perform(page, game, race_policy(game))
        page.wait_for_function(
            f"document.body.dataset.toMove === '{human}'"
            f" && Number(document.body.dataset.actions) > {done + 1}"
            " || document.body.dataset.outcome !== ''", timeout=20_000)


def monitor(page) -> dict:
    """The main-thread monitor's records so far (see ``MONITOR_JS``)."""
    return page.evaluate("JSON.parse(JSON.stringify(window.__avsMonitor))")


def blocks_while_busy(data: dict, kind: str = "busy") -> list[dict]:
    """Per computer turn (closed ``busy`` interval; ``kind="hint"``: per hint search): its
    length, the long tasks that started inside it and the longest gap between frames
    inside it (all in ms)."""
    turns = []
    for start, end in data[kind]:
        tasks = [d for s, d in data["longtasks"] if start <= s < end]
        gaps = [g for s, g in data["gaps"] if start <= s < end]
        turns.append({"ms": end - start, "longtasks": tasks, "max_gap": max(gaps, default=0.0)})
    return turns


def is_busy(page) -> bool:
    return body(page, "busy") == "true"


def hidden_cards_shown(page, player: int) -> int:
    """How many face-down cards the page shows in ``player``'s hand."""
    return page.locator(f'[data-testid^="hidden-card-{player}-"]').count()


def secret_cards(game: Game, player: int) -> list[int]:
    """``player``'s hand cards that the other player has not seen."""
    return [c for c in game.state.hands[player] if c in game.state.secret[player]]
