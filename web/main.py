"""The game page's entry script (PyScript, main thread): DOM events in, HTML out.

All rules questions go to the engine: the page shows ``game.observation(viewer)`` and
makes clickable only what ``game.legal_actions()`` allows (via ``ui.selection`` and
``core.targets``). State lives in a ``ui.session.Session``, saved in localStorage after
every action. The computer's moves and the Hint button search in short slices on this
thread (``ui.computer``), yielding to the browser between slices.
"""
from __future__ import annotations

import asyncio
import json
import traceback

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from core import IllegalAction
from core.actions import Action, NotationError
from core.cards import BY_CODE
from core.describe import action_text, log_lines, outcome_text
from ui import board, views, way_track
from ui.computer import PACE_MS, PAGE_SLICE_MS, Marks
from ui.computer_view import ComputerControls
from ui.newgame import NewGameDialog
from ui.selection import Selection
from ui.session import SaveError, Session

SAVE_KEY = "avs1911.save"
NARROW_QUERY = "(max-width: 720px)"


def el(element_id: str):
    return document.getElementById(element_id)


def attr(node, name: str) -> str | None:
    """An element's attribute as text, or None (also for a missing element: JS null)."""
    if not node or not hasattr(node, "getAttribute"):
        return None
    value = node.getAttribute(name)
    return value if isinstance(value, str) else None


def url_number(name: str, default: float, least: float, most: float) -> float:
    """A number from the page's query string (``?pace=0&slice=8``) kept within
    [least, most]; ``default`` when absent or not a number."""
    value = js.URLSearchParams.new(window.location.search).get(name)
    try:
        number = float(value) if isinstance(value, str) else default
    except ValueError:
        return default
    return min(most, max(least, number)) if number == number else default


class App(ComputerControls):
    """The page: one session at a time, re-rendered after every change (the computer
    opponent and the Hint button: ``ui.computer_view.ComputerControls``)."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.sel: Selection | None = None
        self.sel_key: tuple = ()
        self.narrowed: list[Action] | None = None
        self.end_shown = False
        self.pace_ms = url_number("pace", PACE_MS, 0.0, 5000.0)
        self.slice_ms = url_number("slice", PAGE_SLICE_MS, 1.0, 200.0)
        self.narrow = window.matchMedia(NARROW_QUERY)
        self.dialog = NewGameDialog(self.start)
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_key),
                         create_proxy(lambda event: self.render())]
        document.addEventListener("click", self._proxies[0])
        document.addEventListener("keydown", self._proxies[1])
        self.narrow.addEventListener("change", self._proxies[2])

    # -- notices -------------------------------------------------------------------------
    def notice(self, text: str, kind: str = "info") -> None:
        box = el("notice")
        box.textContent = text
        box.className = f"notice {kind}"
        box.hidden = not text

    # -- sessions ------------------------------------------------------------------------
    def start(self, session: Session) -> None:
        """Begin a new session (from the dialog or a rematch)."""
        self.stop_computer()
        self.cancel_hint()
        self.marks = Marks()
        self.session, self.sel, self.narrowed, self.end_shown = session, None, None, False
        self.notice("")
        self.after_change()

    def resume(self) -> None:
        """Restore the saved game, or report a corrupt save and offer a new game."""
        try:
            raw = window.localStorage.getItem(SAVE_KEY)
        except Exception:  # storage disabled: play without saving
            raw = None
        if not isinstance(raw, str):  # nothing saved (JS null)
            self.render()
            self.offer_new_game()
            return
        try:
            session = Session.from_save(json.loads(raw))
        except Exception as exc:  # any garbage: report it, never crash
            reason = str(exc) if isinstance(exc, (SaveError, ValueError)) else type(exc).__name__
            self.notice(f"Your saved game could not be restored and was discarded ({reason}).",
                        "error")
            self._forget_save()
            self.render()
            self.offer_new_game()
            return
        self.session = session
        self.end_shown = session.game.over
        self.after_change()
        self.notice("Your saved game was restored.")

    def offer_new_game(self) -> None:
        """Open the new-game dialog, after the rules if someone is reading them."""
        rules = el("rules")
        if rules.open:
            def after_rules(event=None) -> None:
                if self.session is None:
                    self.dialog.open(None)
            self._proxies.append(create_proxy(after_rules))
            rules.addEventListener("close", self._proxies[-1],
                                   to_js({"once": True}, dict_converter=js.Object.fromEntries))
        else:
            self.dialog.open(None)

    def save(self) -> None:
        if self.session is None:
            return
        try:
            window.localStorage.setItem(SAVE_KEY, json.dumps(self.session.to_save()))
        except Exception:
            self.notice("This browser does not let the page save the game.", "error")

    def _forget_save(self) -> None:
        try:
            window.localStorage.removeItem(SAVE_KEY)
        except Exception:
            pass

    # -- playing ---------------------------------------------------------------------------
    def play(self, action: Action) -> None:
        session = self.session
        if self.busy:
            return  # the computer's turn: only Undo is open to the human
        try:
            session.play(action)
        except IllegalAction as exc:
            self.notice(str(exc), "error")
            return
        self.cancel_hint()
        self.marks = Marks()
        self.notice("")
        self.after_change()

    def after_change(self) -> None:
        """Forced moves, save, render, and let the computer move if it is its turn."""
        session = self.session
        self.sel, self.narrowed = None, None
        forced = session.play_forced()
        if forced:
            last = forced[-1]
            who = session.game.actors[-1]
            self.notice(f"{session.label(who)} had only one choice: "
                        f"{action_text(last, who).lower()}.")
        self.save()
        self.start_computer()
        self.render()

    def undo(self) -> None:
        """Take back the human's own last move (also while the computer thinks about its
        answer: it stops thinking)."""
        session = self.session
        if session is None or self.undo_steps() == 0:
            return
        self.stop_computer()
        undone = session.undo(session.viewer)
        if undone:
            self.cancel_hint()
            self.marks = Marks()
            self.sel, self.narrowed = None, None
            self.notice(f"Taken back: {action_text(undone[-1], session.viewer).lower()}.")
            self.save()
        self.start_computer()
        self.render()

    def undo_steps(self) -> int:
        """How many actions the viewer's undo would take back (0: none); cheap, the game
        keeps a snapshot per action."""
        return self.session.undo_steps(self.session.viewer)

    # -- events ------------------------------------------------------------------------------
    def on_click(self, event) -> None:
        try:
            target = event.target.closest("[data-act]") if event.target.closest else None
            if target:  # JS null arrives as a falsy JsNull
                started = js.performance.now()
                self.activate(target, event)
                document.body.dataset.handleMs = f"{js.performance.now() - started:.1f}"
        except Exception:
            js.console.error("click failed:\n" + traceback.format_exc())

    def on_key(self, event) -> None:
        try:
            key = event.key
            if key == "Escape" and self.sel is not None and self.sel.chosen:
                self.sel.clear()
                self.narrowed = None
                self.render()
                return
            if key not in ("Enter", " "):
                return
            target = event.target
            if target.tagName in ("BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"):
                return  # native activation
            if attr(target, "data-act"):
                event.preventDefault()
                self.activate(target, event)
        except Exception:
            js.console.error("key failed:\n" + traceback.format_exc())

    def activate(self, target, event) -> None:
        act = attr(target, "data-act")
        s = self.session
        if act == "hand" and self.sel is not None:
            card = BY_CODE.get(attr(target, "data-card"))
            if card is not None and self.sel.toggle(card):
                self.narrowed = None
                self.render()
        elif act == "target" and self.sel is not None and attr(target, "data-legal"):
            actions = self.sel.target_map().get(attr(target, "data-target"), [])
            if len(actions) == 1:
                self.play(actions[0])
            elif actions:
                self.narrowed = actions
                self.render()
        elif act == "action" and self.sel is not None:
            try:
                action = Action.parse(attr(target, "data-action") or "")
            except NotationError:
                return
            if action in self.sel.legal:
                self.play(action)
        elif act == "clear" and self.sel is not None:
            self.sel.clear()
            self.narrowed = None
            self.render()
        elif act == "handoff-confirm" and s is not None:
            self.cancel_hint()
            s.confirm_handoff()
            self.sel = None
            self.notice("")
            self.save()
            self.render()
        elif act in ("handoff-undo", "undo"):
            self.undo()
        elif act == "hint":
            self.request_hint()
        elif act == "hint-close":
            self.cancel_hint()
            self.render()
        elif act == "open-new":
            el("end").close()
            self.dialog.open(s)
        elif act == "close-new":
            self.dialog.close()
        elif act == "close-end":
            el("end").close()
        elif act == "rematch" and s is not None:
            el("end").close()
            self.start(Session.new(s.game.options, s.seats))
        elif act == "copy-record" and s is not None:
            asyncio.ensure_future(self.copy_record())

    async def copy_record(self) -> None:
        text = json.dumps(self.session.game.record())
        area = el("record-text")
        area.value = text
        try:
            await window.navigator.clipboard.writeText(text)
            el("copy-result").textContent = "The game record is on your clipboard."
        except Exception:
            area.closest("details").open = True
            area.select()
            el("copy-result").textContent = "Copying is blocked here: the record is selected below, copy it by hand."

    # -- rendering -------------------------------------------------------------------------------
    def render(self) -> None:
        started = js.performance.now()
        self._render()
        document.body.dataset.renderMs = f"{js.performance.now() - started:.1f}"

    def _render(self) -> None:
        s = self.session
        body = document.body
        if s is None:
            el("status").textContent = "Start a new game to begin."
            return
        focused = attr(document.activeElement, "data-testid")
        game = s.game
        handoff = s.handoff_needed()
        viewer = None if handoff else s.viewer
        obs = game.observation(viewer)
        mover = None if handoff else s.human_to_move()
        key = (id(s), len(game.actions), mover)
        if self.sel is None or self.sel_key != key:
            self.sel = Selection(obs, game.legal_actions() if mover is not None else [])
            self.sel_key, self.narrowed = key, None
        sel = self.sel
        targets = sel.target_map()
        labels = {k: action_text(v[0], mover) if len(v) == 1 else f"{len(v)} choices"
                  for k, v in targets.items()}
        names = (s.seats[0].name, s.seats[1].name)
        bottom = viewer if viewer is not None else 0
        top = 1 - bottom
        el("their-area").innerHTML = views.player_panel(obs, top, names[top], None, False, targets)
        el("my-area").innerHTML = views.player_panel(
            obs, bottom, names[bottom], sel if mover == bottom else None, True, targets)
        wide = not self.narrow.matches
        el("board").innerHTML = (board.board_svg(obs, labels, names, wide=wide)
                                 + way_track.way_html(obs, labels, names, wide=wide))
        el("supply").innerHTML = views.supply_html(obs, targets)
        choices = self.narrowed if self.narrowed else sel.complete()
        el("actions").innerHTML = views.actions_html(
            choices, mover if mover is not None else 0, self.hint(obs, mover, sel),
            bool(sel.chosen) or bool(self.narrowed), obs) if mover is not None else ""
        log = el("log")
        log.innerHTML = views.log_html(obs)
        log.scrollTop = log.scrollHeight
        el("status").textContent = self.status(obs, mover, handoff)
        el("undo").hidden = handoff or self.undo_steps() == 0
        self.render_handoff(handoff, obs)
        body.dataset.toMove = "" if game.to_move() is None else str(game.to_move())
        body.dataset.viewer = "" if viewer is None else str(viewer)
        body.dataset.outcome = str(game.outcome or "")
        body.dataset.actions = str(len(game.actions))
        body.dataset.handoff = "true" if handoff else "false"
        body.dataset.busy = "true" if self.busy else "false"
        self.render_computer(mover, handoff)
        if game.over and not self.end_shown:
            self.end_shown = True
            self.show_end()
        if focused:
            again = document.querySelector(f'[data-testid="{focused}"]')
            if again and attr(again, "tabindex") != "-1":
                again.focus()

    def render_handoff(self, handoff: bool, obs: dict) -> None:
        s = self.session
        box = el("handoff")
        box.hidden = not handoff
        if not handoff:
            return
        mover = s.game.to_move()
        lines = log_lines(obs)
        el("handoff-done").textContent = lines[-1] if s.viewer is not None and lines else ""
        el("handoff-title").textContent = f"Pass the device to {s.label(mover)}"
        confirm = box.querySelector('[data-testid="handoff-confirm"]')
        confirm.textContent = f"I am {s.seats[mover].name}: show my cards"
        undo = box.querySelector('[data-testid="handoff-undo"]')
        steps = self.undo_steps() if s.viewer is not None else 0
        undo.hidden = steps == 0
        if steps:
            undo.textContent = f"Undo {s.seats[s.viewer].name}'s last move"

    def status(self, obs: dict, mover: int | None, handoff: bool) -> str:
        s = self.session
        game = s.game
        if game.over:
            return outcome_text(game.outcome)
        who = game.to_move()
        if handoff:
            return f"Waiting for {s.label(who)} to take the device."
        if s.is_computer(who):
            return f"{s.label(who)} is thinking…"
        if mover is None:
            return f"{s.label(who)} to move."
        if obs["pending"]:
            return f"{s.label(mover)}: a choice to make."
        return f"{s.label(mover)}: your turn."

    def hint(self, obs: dict, mover: int | None, sel: Selection) -> str:
        if mover is None:
            return ""
        if self.narrowed:
            return "Several moves lead there: choose one."
        if obs["pending"]:
            return views.decision_hint(obs)
        if not sel.chosen:
            return ("Select hand cards to play or to discard, or click the highlighted row card "
                    "to take it.")
        if sel.complete():
            return "Click a highlighted target, or a button:"
        return "Select more cards: no move uses exactly these yet."

    def show_end(self) -> None:
        s = self.session
        game = s.game
        el("end-outcome").textContent = outcome_text(game.outcome)
        winner = game.outcome.winner if game.outcome else None
        detail = f"Well done, {s.seats[winner].name}!" if winner is not None else ""
        turns = game.observation(s.viewer)["turn_number"]
        el("end-detail").textContent = (f"{detail} The race lasted {turns} turns "
                                        f"({len(game.actions)} moves).").strip()
        el("record-text").value = json.dumps(game.record())
        el("copy-result").textContent = ""
        el("end").showModal()


def boot() -> App:
    app = App()
    app.resume()
    el("loading").hidden = True
    el("open-new").disabled = False
    document.body.dataset.ready = "true"
    return app


APP = boot()
