"""Helpers that drive the game page by clicks only, like a player would.

The strategy (which move to make) is decided in the test process from the page's own
saved record (localStorage), replayed with the rules engine; the move is then made by
clicking the page's highlighted elements: hand cards, then a target or a button. Every
click on a game element asserts that the page marked it ``data-legal="true"`` first.
"""
from __future__ import annotations

import json

from core import Game
from core.actions import Action
from core.board import RETURN_LENGTH, RETURN_TRACK
from core.cards import CODE, COLOUR, ICON, KIND
from core.targets import hand_cards, targets

from .conftest import wait_ready

SAVE_KEY = "avs1911.save"


def action_testid(action: Action) -> str:
    return "action-" + "-".join(str(action).split())


def saved(page) -> dict | None:
    raw = page.evaluate(f"localStorage.getItem({SAVE_KEY!r})")
    return None if raw is None else json.loads(raw)


def load_save(page, save: dict) -> None:
    """Open the page with ``save`` (a ``Session.to_save()``) as its saved game, as if the
    player had left it there and come back."""
    page.goto("index.html")
    wait_ready(page)
    page.evaluate(f"localStorage.setItem({SAVE_KEY!r}, {json.dumps(json.dumps(save))})")
    page.reload()
    wait_ready(page)


def saved_game(page) -> Game:
    return Game.from_record(saved(page)["record"])


def body(page, key: str) -> str:
    return page.evaluate(f"document.body.dataset[{key!r}] || ''")


#: Injected before the page loads (``add_init_script``): every text the hidden live
#: region (``#news``, what a screen reader is told) is given, in ``window.__said``.
NEWS_SPY = """document.addEventListener("DOMContentLoaded", () => {
  const said = window.__said = [], box = document.getElementById("news");
  new MutationObserver(records => {
    for (const r of records) for (const n of r.addedNodes) said.push(n.textContent);
  }).observe(box, {childList: true});
});"""


def said(page) -> list[str]:
    """What the page told a screen reader since it loaded (``NEWS_SPY``), in order."""
    return [text.rstrip("\u00a0") for text in page.evaluate("window.__said")]


def log_lines(page, race_only: bool = False) -> list[str]:
    """The log's lines as the page shows them (``race_only``: from turn 1 on, leaving out
    the set-up; the log must then have turn headings)."""
    return page.evaluate("""racing => {
      const lines = [];
      for (const li of document.querySelectorAll('[data-testid="log"] li')) {
        if (li.dataset.turn === "1") racing = true;
        else if (racing && li.classList.contains("event")) lines.push(li.textContent);
      }
      return lines;
    }""", not race_only)


def latest_turn_in_log(page, player: str) -> str:
    """The log's latest turn whose heading holds ``player`` (e.g. "(Amundsen)"), as
    "heading: lines" (the heading as written, before the log's capitals): what the
    status bar's line says of the rival's turn."""
    return page.evaluate("""name => {
      let head = null, lines = [], theirs = false;
      for (const li of document.querySelectorAll('[data-testid="log"] li')) {
        if (li.classList.contains("turn-head")) {
          theirs = li.textContent.includes(name);
          if (theirs) { head = li.textContent; lines = []; }
        } else if (theirs) lines.push(li.textContent);
      }
      return head + ": " + lines.join(" ");
    }""", player)


def start_hotseat(page, seed: int, advanced: bool = False, patrons: bool = False,
                  names: tuple[str, str] = ("Ada", "Bea"), modules: tuple[str, ...] = ()) -> None:
    """Open the page, fill the new-game dialog and start a two-player game; ``modules``
    ticks more rule options by name (``depots``, ``weather``, ``way_back``...)."""
    page.goto("index.html")
    wait_ready(page)
    open_new_game(page, "hotseat")
    page.get_by_test_id("ng-name1").fill(names[0])
    page.get_by_test_id("ng-name2").fill(names[1])
    page.get_by_test_id("ng-explorer1").select_option("0")
    page.get_by_test_id("ng-seed").fill(str(seed))
    page.get_by_test_id("ng-advanced").set_checked(advanced)
    page.get_by_test_id("ng-patrons").set_checked(patrons)
    tick_options(page, modules)
    page.get_by_test_id("ng-start").click()


def open_new_game(page, mode: str) -> None:
    """Open the new-game dialog (unless it shows) and pick who plays: ``hotseat``,
    ``computer`` or ``online``."""
    if not page.get_by_test_id("new-game-dialog").is_visible():
        page.get_by_test_id("new-game-open").click()
    page.get_by_test_id(f"ng-mode-{mode}").check()


def tick_options(page, names: tuple[str, ...]) -> None:
    """Tick rule options of the new-game dialog by name (``depots``, ``weather``...)."""
    for name in names:
        box = page.get_by_test_id(f"ng-{name}")
        assert box.is_visible(), f"the dialog does not offer {name}"
        box.check()


def race_moves(page, count: int) -> None:
    """Play ``count`` chosen moves by clicks with ``race_policy`` (hand-offs confirmed)."""
    moves = 0
    while moves < count:
        if confirm_handoff(page):
            continue
        game = saved_game(page)
        perform(page, game, race_policy(game))
        moves += 1
    confirm_handoff(page)


def click_legal(page, selector: str) -> None:
    """Click an element that must be marked as a legal choice right now."""
    element = page.locator(selector)
    assert element.count() == 1, f"expected one {selector}, found {element.count()}"
    assert element.get_attribute("data-legal") == "true", f"{selector} is not marked legal"
    element.click()


def confirm_handoff(page) -> bool:
    """Confirm the hand-off screen if it is shown; True if it was."""
    if body(page, "handoff") == "true":
        page.get_by_test_id("handoff-confirm").click()
        page.wait_for_function("document.body.dataset.handoff === 'false'")
        return True
    return False


def perform(page, game: Game, action: Action, picked=None) -> None:
    """Make ``action`` by clicks: select its hand cards, then click a target or button
    (``picked(page)``, if given, is called in between, once the cards are selected)."""
    before = len(game.actions)
    obs = game.observation(game.to_move())
    for card in hand_cards(action, obs):
        code = CODE[card]
        click_legal(page, f'[data-testid="hand-card-{code}"]')
        assert page.get_by_test_id(f"hand-card-{code}").get_attribute("aria-pressed") == "true"
    if picked is not None:
        picked(page)
    places = targets(obs, action)
    if places:
        click_legal(page, f'[data-target="{places[0].key}"]')
        # a guest's move reaches its page only after the host's answer: wait for either
        page.wait_for_function(
            f"Number(document.body.dataset.actions) > {before} || "
            f"(document.body.dataset.busy !== 'true' && "
            f"document.querySelector('[data-testid=\"{action_testid(action)}\"]') !== null)")
        if int(body(page, "actions") or 0) == before:
            # several moves lead to that place: the page asks which one
            click_legal(page, f'[data-testid="{action_testid(action)}"]')
    else:
        click_legal(page, f'[data-testid="{action_testid(action)}"]')
    if action.verb == "freeze":  # the page asks before a move that ends the race
        page.get_by_test_id("confirm-yes").click()
    page.wait_for_function(f"Number(document.body.dataset.actions) > {before}")


def hotseat_save_after(game: Game, actions: int) -> dict:
    """Play ``game`` on with ``race_policy`` (one-choice moves as the page plays them) to
    ``actions`` actions; the page's save of it as a hot-seat game of Ada and Bea."""
    from ui.seats import LocalSeat
    from ui.session import Session

    forced = [False] * len(game.actions)
    while len(game.actions) < actions:
        legal = game.legal_actions()
        forced.append(len(legal) == 1 and legal[0].verb != "freeze")
        game.push(legal[0] if len(legal) == 1 else race_policy(game))
    return Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), forced, viewer=None).to_save()


def race_policy(game: Game) -> Action:
    """A simple strategy that ends games fast: reach the Pole, advance as far as possible
    (cheap steps on the way back), come back to the route, else take cards; in decisions
    use effects, show cards, and in a Windy exchange give a card the rival has not seen."""
    legal = game.legal_actions()
    state = game.state
    player = game.to_move()

    def of(verb: str) -> list[Action]:
        return [a for a in legal if a.verb == verb]

    for verb in ("pole", "show", "back"):
        if of(verb):
            return of(verb)[0]
    if of("advance"):
        if state.way[player] >= 0:
            return min(of("advance"), key=lambda a: len(a.cards))
        return max(of("advance"), key=lambda a: len(a.cards))
    if state.way[player] < 0 and any(len(a.cards) == 2 for a in of("attack")):
        return next(a for a in of("attack") if len(a.cards) == 2)
    if of("com") and state.pos[player] <= 9:
        return of("com")[0]
    effects = [a for a in of("effect") if a.arg != "none"]
    if effects:
        return effects[0]
    secret = [a for a in of("give") if a.cards and a.cards[0] in state.secret[player]]
    if secret:
        return secret[0]
    if of("discard"):
        return of("discard")[0]
    if of("draw") and not _useful_on_the_way(state, player, state.row[0]):
        return of("draw")[0]
    takes = of("take")
    if takes:
        return min(takes, key=lambda a: (len(a.cards) != 1, len(a.cards)))
    return legal[0]


def _useful_on_the_way(state, player: int, card: int) -> bool:
    """Whether ``card`` meets a demand of the player's next return space."""
    position = state.way[player]
    if position >= RETURN_LENGTH:
        return KIND[card] in ("Fram", "Nova")
    colour, icon = RETURN_TRACK[player][position]
    return COLOUR[card] == colour or ICON[card] == icon
