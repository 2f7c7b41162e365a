"""The game page's entry script (PyScript, main thread): DOM wiring only.

Clicks and keys go through an event table to the ``Page``; what to show comes from
``ui.screen`` (areas, status, hand-off) and ``ui.texts``, which read the game through the
session's ``ui.table.Table``; who plays each side is a ``ui.seats`` seat; the computer and
the Hint button run in ``ui.computer_view``; ``dom`` holds the browser-side helpers
(keyboard, the dock, card help, sounds and motion, the tab lock, small dialogs, the
replay and opening a pasted record); restoring the saved game and following another tab
are ``restoring.Restoring``'s. The session is saved after every change; every text
comes from the catalogs (``core.i18n``).
"""
from __future__ import annotations

import asyncio
import importlib
import importlib.util
import json
import traceback
from html import escape as html_escape

import js
from pyodide.ffi import create_proxy, to_js
from pyodide.http import pyfetch
from pyscript import document, window

from core import IllegalAction, i18n
from core.actions import Action, NotationError
from core.cards import BY_CODE
from core.i18n import _
from core.options import Options
from dom import dialogs
from dom.browser import attr, el, storage_call
from dom.dock import Dock, reveal_board_targets, reveal_row
from dom.feel import Feel, device_reduces_motion, show_colours
from dom.help import CardHelp
from dom.keys import OPEN_LAYERS, Keys, focus_quietly
from dom.language import choose_language, start_language
from dom.replay import ReplayControls
from dom.tabs import TabLock
from ui import screen, storage, texts, views, way_track
from ui.cards import glossary_html
from ui.rules_pictures import rules_pictures_html
from ui.piles import piles_html
from ui.computer import PAGE_SLICE_MS, Marks, move_marks
from ui.computer_view import ComputerControls
from ui.last_turn import LastTurn
from ui.newgame import NewGameDialog
from ui.news import News
from ui.selection import Selection
from ui.session import Session, record_file_name
from ui.settings import SETTINGS_KEY, Settings
from restoring import Restoring

#: When the board wraps its routes after space 8: phones held upright (and any window
#: under 640 px). Held sideways, a phone keeps the one-line board: wrapped, it would be
#: nearly twice the screen's height (docs/layout.md).
NARROW_QUERY = "(max-width: 639px), (max-width: 720px) and (orientation: portrait)"


def url_number(name: str, default: float, least: float, most: float) -> float:
    """A number from the query string (``?pace=0&slice=8``) kept within [least, most]."""
    value = js.URLSearchParams.new(window.location.search).get(name)
    try:
        number = float(value) if isinstance(value, str) else default
    except ValueError:
        return default
    return min(most, max(least, number)) if number == number else default


class Page(Restoring):
    """One session at a time, re-rendered after every change."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.sel: Selection | None = None
        self.sel_key: tuple = ()
        self.narrowed: list[Action] | None = None
        #: An answer link opened here went to the tab that invited: what to say instead of
        #: "this tab only follows" (words.ANSWER_PASSED, untranslated), or "".
        self.handed_answer = ""
        self.end_shown = False
        self.rules_for: Options | None = None  # the options whose modules the Rules opened
        self.settings = Settings.from_json(storage_call("getItem", SETTINGS_KEY))
        show_colours(self.settings.colours)
        self.computer = ComputerControls(self, self.pace_ms(),
                                         url_number("slice", PAGE_SLICE_MS, 1.0, 200.0))
        self.feel = Feel()
        self.keys = Keys()
        self.dock = Dock()
        self.help = CardHelp()
        self.tabs = TabLock(self.on_watch, self.on_take_over)
        self.turn_of: int | None = None   # the human whose turn the page last announced
        self.news = News()
        self.confirm = dialogs.Confirm()
        self.online = None  # online.play.OnlinePlay, made when online play is first used
        self.status_line = ""  # the game's status line (render_online may say more)
        self.paused = False  # moves wait for an online friend (as last drawn)
        self.said_prompt: tuple = ()  # the position and choice last read out (say_prompt)
        self.clicked_on: tuple = ()  # the position the last click was made on
        self.narrow = window.matchMedia(NARROW_QUERY)
        self.dialog = NewGameDialog(self.start_from_dialog, lambda: self.settings.stun,
                                    storage_call)
        self.replay = ReplayControls(self)
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_key),
                         create_proxy(lambda event: self.render()),
                         create_proxy(self.on_settings_change),
                         create_proxy(lambda event: self.keys.remember(event.target)),
                         create_proxy(self.on_storage), create_proxy(self.on_end_closed),
                         create_proxy(self.on_new_game_closed),
                         create_proxy(self.on_damaged_escape)]
        document.addEventListener("click", self._proxies[0])
        document.addEventListener("keydown", self._proxies[1])
        self.narrow.addEventListener("change", self._proxies[2])
        el("settings-form").addEventListener("change", self._proxies[3])
        document.addEventListener("focusin", self._proxies[4])
        window.addEventListener("storage", self._proxies[5])
        el("end").addEventListener("close", self._proxies[6])
        el("new-game").addEventListener("close", self._proxies[7])
        el("damaged").addEventListener("cancel", self._proxies[8])

    def pace_ms(self) -> float:
        """The computer's pace: ``?pace=<ms>`` (tests) or the settings."""
        return url_number("pace", self.settings.pace_ms, 0.0, 5000.0)

    def notice(self, text: str, kind: str = "info", brief: bool = False) -> None:
        """Show ``text`` in the status bar (none: hide it); ``brief``: on one line, cut
        short with its whole text as a tooltip and opened by a click, as the rival's latest
        turn (a word on the moves played for the player: it grew the bar by two lines,
        moving the board down)."""
        box = el("notice")
        box.textContent, box.hidden = text, not text
        box.className = f"notice {kind}" + (" brief" if brief else "")
        box.title = text if brief else ""
        box.dataset.open = "false"
        mark_cut(box)

    def clear_selection(self) -> None:
        self.sel, self.narrowed = None, None

    def forget_move_marks(self) -> None:
        self.computer.cancel_hint()
        self.computer.marks = Marks()

    # -- sessions and saving -------------------------------------------------------------
    def online_play(self):
        """Online play's side of the page (``with_online`` has fetched its modules)."""
        if self.online is None:
            from online.play import OnlinePlay
            self.online = OnlinePlay(self)
        return self.online

    def with_online(self, then, otherwise=None) -> None:
        """``then(online)`` once online play's modules are here: the first time, they are
        fetched (``online.zip``, cached offline by the service worker) and unpacked; when
        they cannot be, ``otherwise()`` runs after the notice that says so."""
        async def run() -> None:
            try:
                await fetch_online_modules()
            except Exception:
                self.notice(_(texts.ONLINE_MISSING), "error")
                if otherwise is not None:
                    otherwise()
                return
            then(self.online_play())
        asyncio.ensure_future(run())

    @property
    def guest(self) -> bool:
        """This page is the guest of an online game: it holds no game, only the host's view."""
        return getattr(self.session, "is_guest", False)

    @property
    def joined(self) -> bool:
        """This page joined the online game it shows (not a view another tab kept)."""
        return self.guest and self.session.live

    def watching_text(self) -> str:
        """Why this tab only follows: another one plays (an online game: how to go on)."""
        return _(self.handed_answer or (texts.GUEST_WATCHING if self.guest else texts.WATCHING))

    def start(self, session: Session, keep_link: bool = False) -> None:
        """Begin a new session (from the dialog or a rematch); an online one invites the
        friend (a rematch keeps the connection: ``keep_link``)."""
        self.computer.stop_computer()
        self.forget_move_marks()
        if self.online is not None and not keep_link:
            self.online.close()
        if not self.watching:  # this browser's game is no longer a guest's: no view to follow
            storage_call("removeItem", storage.GUEST_VIEW_KEY)  # and no game to join again
            gone = storage.guest_gone(storage_call("getItem", storage.GUEST_KEY))
            if gone is not None:  # (a page reloaded, never joined again: it said so forever)
                storage_call("setItem", storage.GUEST_KEY, gone)
        session.cover_always = self.settings.cover_always
        self.session, self.end_shown, self.turn_of = session, False, None
        if self.online is not None:  # (a rematch begins: nobody asks for one any more)
            self.online.forget_rematch()
            self.tell_rematch()
        self.notice("")
        self.after_change()
        # (The dialog that started it gave the focus back to its button, "New game" in
        # the top bar: the game begins at the hand, as the first one does.)
        self.keys.focus_first()
        if session.remote_seat() is not None:
            self.with_online(lambda online: online.host_session(session, keep_link))

    def start_guest(self, guest) -> None:
        """Show the online game this page joined (the host's view for our seat); after a
        finished one, a rematch the host's page began: say so."""
        # a new game on the same connection after one that ended, not one this page joined
        rematch = self.joined and self.end_shown and not self.online.answered
        self.online.answered = False
        if el("end").open:
            el("end").close()
        self.computer.stop_computer()
        self.forget_move_marks()
        self.session, self.end_shown, self.turn_of = guest, False, None
        self.clear_selection()
        self.online.forget_rematch()
        self.tell_rematch()
        self.notice(texts.rematch_notice(guest.viewer) if rematch else "")
        self.render()

    def rematch(self) -> None:
        """The same rules again. Online, with the explorers swapped on the same connection,
        once both players asked: until then the other page is asked and both say so."""
        # (a guest whose host left or is gone: Rematch did nothing, a playtest)
        cut_off = self.joined and (self.online.left or self.online.lost)
        if not cut_off and (self.joined or (self.online is not None
                                            and self.online.role == "host")):
            if not self.online.ask_rematch():
                self.tell_rematch()
                return
        elif self.guest:  # a view kept by a tab that is gone, or a host gone: the friend
            el("end").close()  # must invite again
            self.with_online(lambda online: online.rejoin())
            return
        self.start_rematch()

    def start_rematch(self) -> None:
        """Begin the rematch (online: the host's page, once both asked)."""
        el("end").close()
        online = self.online is not None and self.online.role == "host"
        self.start(self.session.rematch(), keep_link=online and not self.online.lost)
        if online:  # (the explorers swap: say which one this player is now)
            self.notice(texts.rematch_notice(self.session.viewer))

    def tell_rematch(self) -> None:
        """Say, on the end screen and in the status bar, who waits for whom to agree to a
        rematch (nothing once nobody waits)."""
        line = self.online.rematch.line(self.online.friend_name()) if self.online else ""
        # this player's request stands: Rematch says so (it looked as before, and a second
        # press did nothing to see: a playtest)
        asked = bool(line) and self.online.rematch.mine
        button = document.querySelector('#end [data-act="rematch"]')
        button.textContent = _("Rematch asked") if asked else _("Rematch")
        button.setAttribute("aria-disabled", "true" if asked else "false")
        box = el("end-rematch")
        said = box.textContent
        box.textContent, box.hidden = line, not line
        if line:
            self.notice(line)
        elif said and el("notice").textContent == said:
            self.notice("")  # (the request went: so does its word)

    def after_remote_move(self, forced: list[Action]) -> None:
        """The guest's move arrived (the host's page), with the ``forced`` moves that
        followed it: save, render (a notice about an earlier move goes)."""
        self.forget_move_marks()
        self.notice("")
        self.after_change()
        if forced:
            self.notice(texts.forced_notices(self.session.labels, self.session.forced_by(forced),
                                             self.session.alone_at_screen()), brief=True)

    def after_host_move(self, forced: list[Action]) -> None:
        """The guest's page: a new position came from the host. A notice about an earlier
        move goes (a rematch's "you are Scott this time" stayed for the whole game), and
        the moves the host's page played for this player (``forced``) are told, as the
        host's page tells its own."""
        self.notice("")
        if forced:
            seat = self.session.viewer
            self.notice(texts.forced_notices(self.session.labels,
                                             [(seat, action, False) for action in forced],
                                             seat), brief=True)

    def start_from_dialog(self, session: Session, before=None, after=None,
                          record: bool = False) -> None:
        """Start the dialog's game, after asking when it would end a game in progress
        (``before()`` and ``after()`` run just before and after it starts; ``record``: a
        pasted game record, which the question names). The new-game dialog closes as the
        game starts: answered no (Cancel, Escape), the question leaves it open as it was
        (it closed first, and the options just chosen were lost: a playtest)."""
        if self.watching and not self.joined:
            self.dialog.close()
            el("record").close()
            self.notice(self.watching_text(), "error")
            return
        def go() -> None:
            self.dialog.close()
            if before is not None:
                before()
            if session.remote_seat() is not None:  # (before the invitation is made)
                self.use_stun(self.dialog.across())
            self.start(session)
            if after is not None:
                after()
        current = self.session
        ended = self.guest and self.online is not None and self.online.left  # (by its host)
        # a guest's page shows a friend's game: the browser's own saved game is at stake too
        saved_here = self.guest and storage.in_progress(storage_call("getItem", storage.SAVE_KEY))
        if current is not None and not current.table.over and current.table.moves_played \
                and not ended:
            online = ("guest" if self.guest else "host" if current.remote_seat() is not None
                      else "")
            self.ask(texts.abandon(record, online, saved_here), go)
        elif saved_here:
            self.ask(texts.abandon(record, saved_here=True), go)
        else:
            go()

    def ask(self, question: texts.Question, then) -> None:
        """Ask for a confirmation; ``then()`` runs on "yes" only."""
        self.confirm.ask(question, then)

    # -- settings ----------------------------------------------------------------------
    def on_settings_change(self, event=None) -> None:
        self.settings, lang = dialogs.read_settings(self.settings)
        storage_call("setItem", SETTINGS_KEY, self.settings.to_json())
        show_colours(self.settings.colours)
        if lang != i18n.language():
            asyncio.ensure_future(self.use_language(lang))
        self.computer.pace_ms = self.pace_ms()
        if self.session is not None:
            self.session.cover_always = self.settings.cover_always

    def use_stun(self, on: bool) -> None:
        """The online dialogs' "Play across the internet": the settings' own choice."""
        if on != self.settings.stun:
            self.settings = self.settings.updated({"stun": on})
            storage_call("setItem", SETTINGS_KEY, self.settings.to_json())

    async def use_language(self, lang: str) -> None:
        """Speak ``lang`` from now on: the page's fixed texts (boot.js), the catalogs and
        everything Python draws."""
        await choose_language(lang)
        fill_rules()
        self.dialog.fill_levels()
        # A notice said in the language left behind goes (a playtest saw "Your saved game
        # was restored." stay in English on a French page); why a tab only follows stays.
        if not el("notice").hidden:
            self.notice(self.watching_text() if self.watching else "",
                        "error" if self.watching else "info")
        self.render()

    async def from_address(self, at_boot: bool = True) -> None:
        """What the address or the guest's memory asks for (online.play.open_from_address)."""
        await fetch_online_modules()
        await self.tabs.answered()  # (a tab that only follows does not ask to join)
        from online.play import open_from_address
        open_from_address(self, at_boot)

    # -- playing -------------------------------------------------------------------------
    def play(self, action: Action, confirmed: bool = False) -> None:
        if self.computer.busy or (self.guest and (self.session.waiting or not self.joined)):
            return  # the computer's turn, the host has not answered the last move yet, or
                    # a view kept by another tab (nothing to play with)
        if self.online is not None and self.online.blocks_moves():
            self.notice(self.online.blocked_text(), "error")
            return
        question = None if confirmed else texts.confirm_move(action)
        if question is not None:
            self.ask(question, lambda: self.play(action, True))
            return
        if self.guest:  # the host plays it; its answer (in a few ms) redraws the page
            self.notice("")
            self.session.play(action)
            document.body.dataset.busy = "true"
            return
        mover = self.session.table.to_move()
        before = self.session.table.observation(1 - mover) if self.session.hot_seat else None
        try:
            self.session.play(action)
        except IllegalAction as exc:
            self.notice(str(exc), "error")
            return
        self.forget_move_marks()
        self.notice("")
        self.after_change((before, action, mover) if before is not None else None)

    def after_change(self, moved: tuple | None = None, read: str | None = None) -> None:
        """Forced moves, save, render, and let the computer move if it is its turn.
        ``moved`` (hot-seat): the rival's view before the move, the move and its player,
        so the rival sees the move highlighted as after a computer's move. ``read``: the
        save just restored, not written again when nothing changed (a second tab, before
        it learns that another one plays, would write back an older position)."""
        session = self.session
        self.clear_selection()
        forced = session.play_forced()
        if forced:
            self.notice(texts.forced_notices(session.labels, session.forced_by(forced),
                                             session.alone_at_screen()), brief=True)
        session.hand_over()
        if moved is not None and session.table.to_move() == 1 - moved[2]:
            before, action, mover = moved
            self.computer.marks = move_marks(before, session.table.observation(1 - mover),
                                             action, mover)
        if read is None or storage.dump(session) != read:
            self.save()
        if not self.watching:
            self.computer.start_computer()
        self.render()
        if self.online is not None:
            self.online.sync_guest()

    def undo(self, confirmed: bool = False) -> None:
        """Take back the human's own last move (the computer stops thinking). On a shared
        device, the other player's move is taken back only once confirmed (the button said
        whose it is in a tooltip only, which a touch screen never shows); a move that
        cannot be taken back says why."""
        session = self.session
        player = session.undoer() if session is not None else None
        refusal = session.undo_refusal(player) if session is not None else ""
        if refusal:
            self.notice(_(refusal), "error")
            return
        if session is None or session.undo_steps(player) == 0:
            return
        if session.hot_seat and player != session.viewer and not confirmed:
            self.ask(texts.undo_rivals_move(session.names[player]),
                     lambda: self.undo(confirmed=True))
            return
        self.computer.stop_computer()
        undone = session.undo(player)
        if undone:
            self.forget_move_marks()
            self.clear_selection()
            self.notice(texts.undone_notice(undone[-1], player,
                                            session.table.observation(player)))
            self.save()
        self.computer.start_computer()
        self.render()

    # -- events: data-act -> handler ------------------------------------------------------
    def on_click(self, event) -> None:
        try:
            target = event.target.closest("[data-act]") if event.target.closest else None
            position = (id(self.session), self.session.table.moves_played) \
                if self.session is not None else ()
            if target and event.detail >= 2 and position != self.clicked_on:
                return  # a double click's second half: never on the position its first made
            self.clicked_on = position
            if target:  # JS null arrives as a falsy JsNull
                if target.tagName == "A":  # the skip link: the script does better, if it can
                    if self.activate(target):
                        event.preventDefault()
                    return
                started = js.performance.now()
                self.activate(target)
                document.body.dataset.handleMs = f"{js.performance.now() - started:.1f}"
        except Exception:
            js.console.error("click failed:\n" + traceback.format_exc())

    def on_key(self, event) -> None:
        try:
            if self.replay.key(event) or self.keys.arrow(event) or self.help.on_key(event):
                return
            if event.key == "Escape" and document.querySelector(OPEN_LAYERS):
                return  # (the dialog's own Escape)
            if self.shortcut(event):
                return
            if event.key == "Escape" and self.computer.suggestion is not None:
                self.on_hint_close(None)
            elif event.key == "Escape" and self.sel is not None and self.sel.chosen:
                self.on_clear(None)
            elif event.key in ("Enter", " ") and attr(event.target, "data-act") and \
                    event.target.tagName not in NATIVE_KEYS[event.key]:
                event.preventDefault()  # buttons and fields activate natively
                self.activate(event.target)
        except Exception:
            js.console.error("key failed:\n" + traceback.format_exc())

    def shortcut(self, event) -> bool:
        """H asks for a hint and U takes back your move, as their buttons do while they
        show (not while a dialog is open, where every field of the page lies, nor with
        Ctrl, Alt or Cmd; on the hand-off cover, U is its own Undo). True if handled."""
        key = str(event.key).lower()
        if key not in SHORTCUTS or event.ctrlKey or event.altKey or event.metaKey or \
                document.querySelector("dialog[open]"):
            return False
        if document.querySelector(OPEN_LAYERS):  # the cover: "Undo Ada's last move"
            if key != "u":
                return False
            button = el("handoff").querySelector('[data-act="handoff-undo"]')
        else:
            button = el(SHORTCUTS[key])
        if button.hidden or button.disabled:
            return False
        event.preventDefault()
        self.activate(button)
        return True

    def activate(self, target) -> object:
        """Run the handler of the element's ``data-act``; what it returns."""
        act = attr(target, "data-act")
        if self.watching and not self.joined and act not in WATCHING_ACTS:
            self.notice(self.watching_text(), "error")
            return None
        handler, needs = EVENTS.get(act, (None, ""))
        if handler is not None and (needs != "sel" or self.sel is not None) and (
                needs != "session" or self.session is not None):
            return handler(self, target)
        return None

    def on_hand(self, target) -> None:
        card = BY_CODE.get(attr(target, "data-card"))
        if card is None:
            return
        if not self.sel.toggle(card):  # a dimmed card: say why it does nothing
            self.notice(texts.unusable_notice(card, self.sel.unusable_reason(card),
                                              screen.waiting_for(self.session, self.sel)),
                        brief=True)
            return
        box = el("notice")
        if not box.hidden and "error" not in str(box.className):
            self.notice("")  # (about an earlier move, or the selection before: the player
            # has moved on; "only one choice" and "restored" stayed into the next turns)
        self.narrowed = None
        self.render()
        reveal_board_targets(self.settings.animate(device_reduces_motion()))

    def on_target(self, target) -> None:
        key = attr(target, "data-target") or ""
        actions = self.sel.target_map().get(key, []) if attr(target, "data-legal") else []
        if not actions and key.startswith("row-") and self.session.human_to_move() is not None:
            self.notice(texts.row_card_notice(int(key[4:]), self.sel.legal, len(self.sel.chosen)),
                        brief=True)  # (a row card that cannot be taken: what would take it)
            return
        if len(actions) == 1:
            self.play(actions[0])
        elif actions:
            self.narrowed = actions
            self.render()

    def on_action(self, target) -> None:
        try:
            action = Action.parse(attr(target, "data-action") or "")
        except NotationError:
            return
        if action in self.sel.legal:
            self.play(action)

    def on_clear(self, target) -> None:
        self.sel.clear()
        self.narrowed = None
        self.render()

    def on_handoff(self, target) -> None:
        self.computer.cancel_hint()
        self.session.confirm_handoff()
        self.sel = None
        self.notice("")
        self.save()
        self.render()
        reveal_row()  # (the cover hid the page: the turn begins now)

    def on_hint_close(self, target) -> None:
        self.computer.cancel_hint()
        self.render()

    def on_open_new(self, target) -> None:
        el("end").close()
        self.dialog.open(self.session)

    def on_open_piles(self, target) -> None:
        """Every discarded card, and what this screen's player can tell about the deck."""
        el("piles-body").innerHTML = piles_html(self.replay.moment(self.session).obs)
        el("piles").showModal()

    def on_open_way(self, target) -> None:
        """The return tracks of 1912 at a readable size (before the way back, the board
        shows them small)."""
        el("way-body").innerHTML = way_track.way_dialog_html(
            self.replay.moment(self.session).obs, self.session.names)
        el("way").showModal()

    def on_rematch(self, target) -> None:
        self.rematch()

    async def copy_record(self) -> None:
        text = el("record-text").value = json.dumps(self.session.record())
        try:
            await window.navigator.clipboard.writeText(text)
            el("copy-result").textContent = _(texts.COPIED)
        except Exception:
            el("record-text").closest("details").open = True
            el("record-text").select()
            el("copy-result").textContent = _(texts.COPY_BLOCKED)

    # -- rendering ------------------------------------------------------------------------
    def render(self) -> None:
        started = js.performance.now()
        document.body.dataset.watching = "true" if self.watching else "false"
        if self.session is None:
            el("status").textContent = self.idle_status()
            self.show_last_turn(None)
        else:
            focused = attr(document.activeElement, "data-testid")
            places = self.feel.pawn_places()
            self.render_session()
            if self.settings.animate(device_reduces_motion()):
                self.feel.glide(places)
            self.keys.order(self.sel_key)
            self.restore_focus(focused)
            self.keys.keep_focus()
        document.body.dataset.renderMs = f"{js.performance.now() - started:.1f}"

    def render_session(self) -> None:
        s = self.session
        if s.options != self.rules_for:  # the Rules open the modules of the game on the table
            self.rules_for = s.options
            for box in document.querySelectorAll("#rules details[data-module]"):
                box.open = bool(getattr(s.options, box.dataset.module))
        self.paused = self.online is not None and self.online.blocks_moves()
        if self.replay.showing(s):
            self.replay.render(s)
            self.show_last_turn(None)
            return
        now = screen.moment(s)
        if self.paused and now.mover is not None:  # nothing to click until the friend is back
            now = screen.paused(now)
        if self.sel is None or self.sel_key != now.key:
            self.sel, self.sel_key, self.narrowed = screen.selection(s, now), now.key, None
        areas = screen.areas(s, now, self.sel, self.narrowed, not self.narrow.matches)
        if self.paused and not s.table.over:
            areas["actions"] = views.waiting_html(
                self.online.blocked_text(), new_game=self.online.left and self.guest)
        for element_id, html in areas.items():
            el(element_id).innerHTML = html
        el("log").scrollTop = el("log").scrollHeight
        self.status_line = screen.status(s, now)
        self.show_last_turn(screen.last_turn(s, now))
        self.tell(self.news.tell(s, now.viewer, now.obs))
        self.say_prompt(now.key, texts.hint_text(now.obs, self.sel, bool(self.narrowed))
                        if now.mover is not None and (now.obs["pending"] or self.narrowed) else "")
        undoer = s.undoer()
        steps = s.undo_steps(undoer)
        whose = s.names[undoer] if s.hot_seat and undoer is not None else None
        self.render_undo(now.handoff, steps, s.undo_refusal(undoer), whose)
        self.render_handoff(now, steps)
        for name, value in screen.body_data(s, now, self.computer.busy).items():
            setattr(document.body.dataset, name, value)
        self.computer.render_computer(now.mover, now.handoff)
        self.render_online()
        if el("piles").open:  # keep an open pile list in step with the game
            el("piles-body").innerHTML = piles_html(now.obs)
        self.announce_turn(now)
        if s.table.over and el("end").open and el("end-review").hidden and s.record():
            self.render_record(s)  # a guest's record came after the end
            self.tell_end_detail(s)
        if s.table.over and not self.end_shown:
            self.end_shown = True
            self.show_end()

    def announce_turn(self, now: screen.Moment) -> None:
        """A human's turn after the computer's (or a remote player's) move: a sound if
        the settings allow, and the tab title while the page is in the background."""
        s = self.session
        moves = s.table.moves_played
        if now.mover is None or not moves or s.last_move_was_mine():
            return
        if self.turn_of == moves:
            return
        self.turn_of = moves
        reveal_row()
        if self.settings.sounds:
            self.feel.sound("turn")
        self.feel.your_turn(_(texts.YOUR_TURN))

    @staticmethod
    def show_last_turn(turn: LastTurn | None) -> None:
        """The rival's latest turn in the status bar (its whole text as a tooltip, and
        on a click or a tap, which a touch screen has instead: opened, a new turn closes
        it)."""
        line = el("last-turn")
        line.hidden = turn is None
        plain = "" if turn is None else turn.plain
        if line.title != plain:
            line.dataset.open = "false"
        line.innerHTML = "" if turn is None else turn.html()
        line.title = plain
        mark_cut(line)

    @staticmethod
    def tell(text: str) -> None:
        """Say ``text`` through the hidden live region (a repeat differs by a trailing
        no-break space, so that it is said again)."""
        if text:
            box = el("news")
            box.textContent = text + "\u00a0" if box.textContent == text else text

    def say_prompt(self, position: tuple, prompt: str) -> None:
        """Read out a choice the game asks for (a discard, a module's decision, which of
        several moves), once for each position (``position``: the moment's key; the same
        words asked again at the next step, as the two depots' cards, are said again): the
        buttons and the routine instructions are not live (they were read out again at
        every turn and every card picked)."""
        if (position, prompt) == self.said_prompt:
            return
        self.said_prompt = (position, prompt)
        box = el("prompt-say")
        box.textContent = prompt + "\u00a0" if prompt and box.textContent == prompt else prompt

    def render_online(self) -> None:
        """The connection line of an online game (and its Invite again / Join again); while
        moves wait for the friend, the status line says so. When the friend is lost or
        back, the whole page is drawn again (the moves go or come back)."""
        if self.session is not None and self.online is not None and \
                self.online.blocks_moves() != self.paused:
            if self.paused and el("notice").textContent == self.online.blocked_text():
                self.notice("")  # "wait for your friend" said after a click: they are back
            self.render()
            return
        text, again = self.online.state_line() if self.online is not None else ("", "")
        line, button = el("online-state"), el("online-again")
        line.hidden = not text
        if el("online-state-text").textContent != text:
            el("online-state-text").textContent = text
        word = self.online.status_word() if self.online else ""
        line.dataset.state = word
        document.body.dataset.online = word
        button.hidden, button.textContent = not again, again
        if self.session is None or not self.replay.showing(self.session):
            # while moves wait for the friend, the status line says so first
            status = (self.idle_status() if self.session is None
                      else self.online.status_text() if self.online is not None
                      and self.online.blocks_moves() else self.view_status()
                      or self.status_line)
            if el("status").textContent != status:
                el("status").textContent = status

    def idle_status(self) -> str:
        """The status line before any game: joining a friend's, or an invitation to start."""
        return (self.online.joining_text() if self.online is not None else "") or _(texts.START)

    def render_undo(self, handoff: bool, steps: int, refusal: str = "",
                    whose: str | None = None) -> None:
        """Undo: offered when there is a move to take back, shown disabled (with the
        reason, ``refusal``) when that move revealed a hidden card or the computer has
        answered it; on a shared device its tooltip names whose move it takes back."""
        button = el("undo")
        button.hidden = handoff or (steps == 0 and not refusal)
        # (a move that cannot be taken back: the button stays tappable and says why not)
        button.disabled = steps == 0 and not refusal
        button.setAttribute("aria-disabled", "true" if steps == 0 else "false")
        button.title = (_(refusal) if refusal else texts.handoff_undo(whose)
                        if whose else _(texts.UNDO_TITLE))
        button.setAttribute("aria-description", button.title)

    def render_handoff(self, now: screen.Moment, undo_steps: int) -> None:
        box = el("handoff")
        shown_before = not box.hidden
        box.hidden = not now.handoff
        for node in document.querySelectorAll("body > .skip, body > header, .statusbar, main"):
            node.inert = now.handoff  # a real modal: nothing behind it takes clicks or focus
            # (the skip link too: Tab met it under the cover, and it dropped the focus)
        if now.handoff and not shown_before:
            box.querySelector('[data-testid="handoff-confirm"]').focus()
        if now.handoff:
            texts_ = screen.handoff(self.session, now, undo_steps)
            el("handoff-done").textContent = texts_.done
            el("handoff-forced").textContent = texts_.forced
            el("handoff-forced").hidden = not texts_.forced
            el("handoff-title").textContent = texts_.title
            box.querySelector('[data-testid="handoff-confirm"]').textContent = texts_.confirm
            undo = box.querySelector('[data-testid="handoff-undo"]')
            undo.hidden, undo.textContent = not texts_.undo, texts_.undo

    def restore_focus(self, focused: str | None) -> None:
        again = focused and document.querySelector(f'[data-testid="{focused}"]')
        if again and attr(again, "tabindex") != "-1":
            focus_quietly(again)

    def render_record(self, s: Session) -> None:
        """The end screen's game record and its Replay button (an online guest's record
        comes from the host after the end, so both wait for it)."""
        record = s.record()
        el("record-text").value = json.dumps(record)
        el("end-review").hidden = record is None
        link = el("record-download")  # (the record as a file: a playtest found only copying)
        link.hidden = record is None
        if record is not None:
            if link.href.startswith("blob:"):
                js.URL.revokeObjectURL(link.href)
            now = js.Date.new()  # (the player's own day, not UTC's)
            link.download = record_file_name(
                s.names, f"{now.getFullYear()}-{now.getMonth() + 1:02d}-{now.getDate():02d}")
            link.href = js.URL.createObjectURL(js.Blob.new(
                to_js([json.dumps(record, indent=1)]),
                to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries)))

    def on_end_closed(self, event=None) -> None:
        """The end screen closed (Escape, "Look at the board"): the focus goes under the
        board to "Show the result" (the screen that opened by itself had it from a button
        the end took away, or, after a reload, from a row card that does nothing now),
        unless the screen gave way to another dialog or to a new game."""
        again = document.querySelector('[data-testid="show-end"]')
        if again and not document.querySelector("dialog[open]"):
            focus_quietly(again)

    def on_new_game_closed(self, event=None) -> None:
        """The new-game dialog closed with the focus nowhere (it opened by itself, at the
        first visit): the focus goes to "New game" in the top bar (Tab went from the
        closed dialog, the page's last element, out of the page)."""
        active = document.activeElement
        nowhere = getattr(active, "tagName", "BODY") in ("BODY", "HTML") or bool(
            active.closest("#new-game"))  # (still on the closed dialog's field)
        if nowhere and not document.querySelector(OPEN_LAYERS):
            focus_quietly(el("open-new"))

    def tell_end_detail(self, s) -> None:
        """How the race ended, in words (a guest's page knows whether its rival froze the
        race with nothing else to play only once the host's record came)."""
        el("end-detail").textContent = texts.end_detail(
            s.table, s.names, s.viewer, s.hot_seat, forced_end=s.ended_on_its_only_move())

    def show_end(self, again: bool = False) -> None:
        """The end screen (``again``: reopened from under the board, without the fanfare)."""
        s = self.session
        if el("end").open:
            return
        el("end-outcome").textContent = texts.end_text(s.table)
        self.tell_end_detail(s)
        el("end-summary").innerHTML = "".join(
            f"<li>{html_escape(line)}</li>" for line in texts.end_summary(
                s.table.revealed(s.viewer), s.names))
        self.render_record(s)
        el("copy-result").textContent = ""
        el("end").showModal()
        if again:
            return
        if self.settings.sounds:
            self.feel.sound("end")
        self.feel.your_turn(_(texts.RACE_OVER))


def mark_cut(line) -> None:
    """Mark a closed status-bar line that its one line cuts short (``data-cut``): it then
    shows a sign that a click or a tap opens it (a playtester did not guess it)."""
    if line.getAttribute("data-open") != "true":
        line.dataset.cut = "true" if line.scrollWidth > line.clientWidth + 1 else "false"


def toggle_open(line) -> None:
    """Open a status-bar line cut short (the rival's latest turn, a brief notice) whole on
    a click or a tap, or close it again."""
    line.dataset.open = "false" if line.dataset.open == "true" else "true"


#: Keys that press a top-bar button (by id), as ``aria-keyshortcuts`` tells screen readers.
SHORTCUTS = {"h": "hint", "u": "undo"}
#: Elements that act on the key by themselves (a link on Enter only: Space scrolls).
NATIVE_KEYS = {"Enter": ("A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY"),
               " ": ("BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY")}
#: What a watching tab (another tab plays) still lets the player do.
WATCHING_ACTS = frozenset({"open-settings", "close-new", "close-end", "confirm-no",
                           "open-join", "online-join", "online-repaste", "online-copy",
                           "close-online", "skip",
                           "copy-record", "hint-close", "help-close", "show-end",
                           "open-piles", "close-piles", "review-open", "review-step",
                           "review-close", "last-turn", "notice", "open-way",
                           "close-way"})
#: data-act -> (handler, what it needs: "sel", "session" or "").
EVENTS = {
    "hand": (Page.on_hand, "sel"),
    "target": (Page.on_target, "sel"),
    "action": (Page.on_action, "sel"),
    "clear": (Page.on_clear, "sel"),
    "handoff-confirm": (Page.on_handoff, "session"),
    "handoff-undo": (lambda page, target: page.undo(confirmed=True), ""),  # (it names whose)
    "last-turn": (lambda page, target: toggle_open(target), ""),
    "notice": (lambda page, target: toggle_open(target), ""),
    "undo": (lambda page, target: page.undo(), ""),
    "hint": (lambda page, target: page.computer.request_hint(), ""),
    "skip": (lambda page, target: page.keys.focus_first(scroll=True), ""),
    "hint-close": (Page.on_hint_close, ""),
    "open-new": (Page.on_open_new, ""),
    "close-new": (lambda page, target: page.dialog.close(), ""),
    "close-end": (lambda page, target: el("end").close(), ""),
    "show-end": (lambda page, target: page.show_end(again=True), "session"),
    "rematch": (Page.on_rematch, "session"),
    "review-open": (lambda page, target: page.replay.open(), "session"),
    "review-step": (lambda page, target: page.replay.step(attr(target, "data-step")), "session"),
    "review-close": (lambda page, target: page.replay.close(), "session"),
    "open-record": (lambda page, target: page.replay.open_record_dialog(), ""),
    "record-load": (lambda page, target: page.replay.load_record(), ""),
    "close-record": (lambda page, target: page.replay.cancel_record(), ""),
    "open-piles": (Page.on_open_piles, "session"),
    "close-piles": (lambda page, target: el("piles").close(), ""),
    "open-way": (Page.on_open_way, "session"),
    "close-way": (lambda page, target: el("way").close(), ""),
    "open-settings": (lambda page, target: dialogs.open_settings(page.settings, i18n.language()),
                      ""),
    "damaged-afresh": (Page.on_damaged_afresh, ""),
    "help-close": (lambda page, target: page.help.hide(), ""),
    "confirm-yes": (lambda page, target: page.confirm.answer(True), ""),
    "confirm-no": (lambda page, target: page.confirm.answer(False), ""),
    "copy-record": (lambda page, target: asyncio.ensure_future(page.copy_record()), "session"),
    "open-join": (lambda page, target: (page.dialog.close(),
                                        page.with_online(lambda o: o.open_join())), ""),
    "online-join": (lambda page, target: page.with_online(lambda o: o.join()), ""),
    "online-repaste": (lambda page, target: page.with_online(lambda o: o.open_join()), ""),
    "online-connect": (lambda page, target: page.with_online(lambda o: o.connect()), ""),
    "online-again": (lambda page, target: page.with_online(lambda o: o.again()), ""),
    "online-copy": (lambda page, target: page.with_online(lambda o: asyncio.ensure_future(
        o.dialog.copy(attr(target, "data-copy"), target))), ""),
    "close-online": (lambda page, target: el("online").close(), ""),
}


def fill_rules() -> None:
    """The Rules dialog's parts drawn in Python, in the current language."""
    el("rules-pictures").innerHTML = rules_pictures_html()
    el("rules-cards").innerHTML = glossary_html()


async def fetch_online_modules() -> None:
    """Unpack ``online.zip`` (online play's modules) next to the others, once."""
    if importlib.util.find_spec("online") is not None:
        return
    response = await pyfetch("online.zip")
    if not response.ok:
        raise OSError(f"online.zip: HTTP {response.status}")
    await response.unpack_archive(format="zip")
    importlib.invalidate_caches()


async def boot() -> Page:
    await start_language()
    fill_rules()
    page = Page()
    page.tabs.claim()
    page.resume(at_boot=True)
    if window.location.hash or storage_call("getItem", storage.GUEST_KEY):
        asyncio.ensure_future(page.from_address())
    # An invitation link opened in a tab that shows the game already changes only the
    # fragment: the page does not load again, so it reads the link here.
    # (Only an invitation's or an answer's fragment: "#my-area", the skip link, is not one.)
    page.on_hash = create_proxy(lambda event: str(window.location.hash).startswith(
        ("#join=", "#answer=")) and asyncio.ensure_future(page.from_address(False)))
    window.addEventListener("hashchange", page.on_hash)
    el("loading").hidden = True
    el("open-new").disabled = False
    el("open-settings").disabled = False
    document.body.dataset.ready = "true"
    return page


PAGE = await boot()
