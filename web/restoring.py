"""The page's saved game across reloads and tabs (a mixin of ``main.Page``): showing the
saved game, or the view of an online game this browser joined, as the playing tab left it;
a damaged save kept aside; and a second tab of the page, which only follows the playing
tab (``dom.tabs.TabLock``) and takes over when it closes."""
from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_proxy, to_js

from core.i18n import _
from dom import dialogs
from dom.browser import el, storage_call
from ui import storage, texts


class Restoring:
    """Restoring and saving the page's game, and following another tab that plays it."""

    def resume(self, at_boot: bool = False) -> None:
        """Show this browser's game as its playing tab left it: the view of a friend's
        online game it plays as a guest (``resume_view``; also one that ended, when the
        browser has no game of its own to show), else the saved game (``at_boot``: the
        page has just loaded, and a finished game shows its result)."""
        playing = storage.guest_playing(storage_call("getItem", storage.GUEST_KEY))
        own = isinstance(storage_call("getItem", storage.SAVE_KEY), str)
        if isinstance(storage_call("getItem", storage.GUEST_VIEW_KEY), str) and not self.joined \
                and (self.watching or playing or not own):
            self.with_online(lambda online: self.resume_view(at_boot),
                             otherwise=lambda: self.resume_save(at_boot))
        else:  # (a guest's game that ended, or that this browser left: its own save again)
            self.resume_save(at_boot)

    def resume_view(self, at_boot: bool = False) -> None:
        """Show the view of an online game that this browser's playing tab joined, as it
        kept it last: read-only, with no connection (that lives in the playing tab). A
        view that cannot be read leaves the saved game to be shown."""
        from online.play import restore_view
        session = restore_view(storage_call("getItem", storage.GUEST_VIEW_KEY))
        if session is None:
            self.resume_save(at_boot)
            return
        if self.joined:
            return  # a game this tab joined meanwhile is the one it shows
        self.computer.stop_computer()
        self.forget_move_marks()
        session.cover_always = self.settings.cover_always
        self.session, self.end_shown, self.turn_of = session, session.table.over, None
        self.clear_selection()
        try:
            self.render()
        except Exception:  # noqa: BLE001 - a kept view of another shape (its observation
            self.session, self.end_shown = None, False  # damaged): the saved game instead,
            self.resume_save(at_boot)                   # the view left as it is
            return
        self.notice(self.view_notice())
        if at_boot and session.table.over and not self.watching:
            self.show_end(again=True)

    def view_notice(self) -> str:
        """What to say over a view of a guest's game: another tab plays it, the game was
        left for another (nothing to rejoin), or its tab played it and closed (the
        connection went with it: how to go on), or nothing (a reload, whose join dialog
        says it)."""
        if self.watching:
            return self.watching_text()
        if not self.session.table.over and not storage.guest_playing(
                storage_call("getItem", storage.GUEST_KEY)):
            return _(texts.GUEST_GAME_LEFT)  # (left for another game: nothing to rejoin)
        if not self.tabs.took_over:
            return ""
        return _(texts.TAKEN_OVER if self.session.table.over else texts.GUEST_TAKEN_OVER)

    def view_status(self) -> str:
        """The status line over a view of a guest's game this tab kept from before a
        reload (not one following another tab): how to play on, or that the game was
        left for another; "" otherwise (the game's own line)."""
        session = self.session
        if not self.guest or self.joined or self.watching or session.table.over:
            return ""
        if not storage.guest_playing(storage_call("getItem", storage.GUEST_KEY)):
            return _(texts.GAME_ENDED)
        if self.online is not None and self.online.answered:  # (its answer made: joining)
            from online import words
            return _(words.ANSWER_PENDING)
        return texts.rejoin_status(session.names[1 - session.viewer])

    def resume_save(self, at_boot: bool = False) -> None:
        """Restore the saved game; else explain a damaged save, or offer a new game."""
        raw = storage_call("getItem", storage.SAVE_KEY)
        session, message = storage.restore(raw)
        if session is None:
            self.render()
            if self.watching:
                self.notice(self.watching_text())
            elif message:
                dialogs.show_damaged(raw, message)
            else:
                self.offer_new_game()
            return
        session.cover_always = self.settings.cover_always
        if at_boot:  # (the cover is this load's, not written: a second tab writes nothing)
            session.cover_after_reload()
            raw = storage.dump(session) if session.viewer is None else raw
        self.session, self.end_shown = session, session.table.over
        self.after_change(read=raw)
        self.notice(self.watching_text() if self.watching else message)
        if at_boot and session.table.over and not self.watching:
            self.show_end(again=True)  # the result, as before the reload (no fanfare)
        if session.remote_seat() is not None and not self.watching:
            self.with_online(lambda online: asyncio.ensure_future(
                self.host_saved(online, session)))

    async def host_saved(self, online, session) -> None:
        """Invite the friend to the saved online game, once this tab knows it plays (a
        second tab, its answer slow under load, invited before it knew and fetched the
        connection's script for nothing)."""
        await self.tabs.answered()
        if not self.watching:
            online.host_session(session)

    def on_damaged_afresh(self, target) -> None:
        """Keep the damaged save aside (never lost), then offer a new game. The save's
        own room is freed first, so a browser whose storage is full can still take the
        copy; if even then it cannot, the save goes back and the dialog stays."""
        raw = storage_call("getItem", storage.SAVE_KEY)
        if isinstance(raw, str):
            aside = storage.aside_key(lambda key: storage_call("getItem", key), raw)
            storage_call("removeItem", storage.SAVE_KEY)
            storage_call("setItem", aside, raw)
            if storage_call("getItem", aside) != raw:
                kept = storage_call("setItem", storage.SAVE_KEY, raw) is not False
                box = el("damaged-full")
                box.textContent = _(texts.DAMAGED_FULL if kept else texts.DAMAGED_GONE)
                box.hidden = False
                return
        el("damaged").close()
        self.offer_new_game()

    def on_damaged_escape(self, event) -> None:
        """Escape on the damaged-save dialog is "Start afresh": it closed the dialog with
        nothing set aside, and the next game wrote over the damaged save (a playtest)."""
        event.preventDefault()
        self.on_damaged_afresh(None)

    def offer_new_game(self) -> None:
        """Open the new-game dialog, after the rules if someone is reading them."""
        rules = el("rules")
        if not rules.open:
            self.dialog.open(None)
            return
        self._proxies.append(create_proxy(
            lambda event=None: self.session is None and self.dialog.open(None)))
        rules.addEventListener("close", self._proxies[-1],
                               to_js({"once": True}, dict_converter=js.Object.fromEntries))

    @property
    def watching(self) -> bool:
        """Another tab of this browser plays this game: this one only follows it."""
        return not self.tabs.playing

    def on_storage(self, event) -> None:
        """The playing tab saved: a watching tab shows the new position (also of an online
        game it joined, as it keeps its view)."""
        if self.watching and not self.joined and event.key in (storage.SAVE_KEY,
                                                               storage.GUEST_VIEW_KEY):
            self.resume()

    def on_watch(self) -> None:
        """Another tab plays this game: follow it (no computer turns, no saves here). A
        new-game or damaged-save dialog this tab opened before it knew goes: the playing
        tab starts the games (one started here could never be saved)."""
        self.computer.stop_computer()
        if not self.joined:
            self.dialog.close()
            if el("damaged").open:
                el("damaged").close()
            if self.online is not None and self.online.role == "host":
                # it invited the friend to the saved game before it knew: the playing
                # tab's invitation is the one (an answer link opened here goes there)
                self.online.close()
                self.online.dialog.close()
            self.resume()

    def on_take_over(self) -> None:
        """The playing tab closed: this one plays now, from the latest save. An online
        guest's game lives in its connection, not in the save: it goes on as it was (it
        gave way to a new-game dialog), and its view is kept for the other tabs now; a tab
        that followed a guest's game shows its last view and asks to join again, as that
        guest's tab would after a reload."""
        if self.joined or (self.online is not None and self.online.role == "guest"):
            if self.joined:
                self.online.keep_view()
            self.render()  # (joined, or joining: its answer may be on its way to the host)
            return
        self.resume()
        self.notice(_(texts.TAKEN_OVER))
        if storage_call("getItem", storage.GUEST_KEY):
            asyncio.ensure_future(self.from_address())

    def save(self) -> None:
        if self.watching or self.guest:
            return  # only the playing tab writes the save; a guest keeps no game
        if self.session is not None and storage_call(
                "setItem", storage.SAVE_KEY, storage.dump(self.session)) is False:
            self.notice(_(texts.NO_STORAGE), "error")
