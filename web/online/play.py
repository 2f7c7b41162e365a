"""Online play in the page (docs/protocol.md): the invitation exchange over ``web/rtc.js``,
then messages between the host's ``Host`` and the guest's ``GuestSession``, heartbeats
and the connection line. ``main.py`` calls in at a few points (start, after a move,
resume, rematch); everything else about online play lives here."""
from __future__ import annotations

import asyncio
import json
import secrets
import time
from dataclasses import replace

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from core.i18n import _
from ui import json_text
from ui.storage import GUEST_KEY, GUEST_VIEW_KEY
from ui.texts import RESTORED
from ui.seats import clean_name

from . import codec, links, words
from .dialog import InviteDialog
from .guest import GuestTable
from .guest_session import GuestSession, kept_view
from .heartbeat import Heartbeat
from .host import Host
from .protocol import build, parse
from .rematch import RematchAsk

RELAY = "avs1911-online"
TICK_MS = 1000
#: How long a refused stranger's link stays open, so that the refusal reaches it.
DROP_MS = 1000


def _now_minutes() -> int:
    return int(time.time() // 60)


#: Each page script's load, once begun: every caller waits for the same one (a second
#: caller went on at once while the first load was still under way, and the guest's first
#: answer came without its QR code: a playtest).
_LOADS: dict[str, asyncio.Future] = {}


async def _load_script(url: str) -> bool:
    """Load a page script once (rtc.js, qr.js) and wait for it; whether it loaded (one
    that failed is tried again by the next caller)."""
    if url not in _LOADS:
        done = _LOADS[url] = asyncio.get_event_loop().create_future()
        node = document.createElement("script")
        node.src, node.dataset.src = url, url

        def failed(event=None) -> None:
            _LOADS.pop(url, None)
            node.remove()
            done.done() or done.set_result(False)
        node.onload = create_proxy(lambda event: done.done() or done.set_result(True))
        node.onerror = create_proxy(failed)
        document.head.appendChild(node)
    return await asyncio.shield(_LOADS[url])


class OnlinePlay:
    """The online side of one page: nothing until a game is hosted or joined."""

    def __init__(self, page) -> None:
        self.page = page
        self.dialog = InviteDialog()
        self.role = ""                     # "host", "guest" or "" (no online game)
        self.host: Host | None = None
        self.guest: GuestSession | None = None
        self.table = GuestTable(0)         # the guest's view of the host's game
        self.connected = False
        self.offer: codec.Signal | None = None  # the host's latest invitation
        self.greeting = False              # the guest said hello: its first sync clears errors
        self.answered = False  # this page answered an invitation: the next game it is shown
                               # is one it joined, not a rematch on the same connection
        self.beat = Heartbeat(js.performance.now())
        self.receiving = False
        self.forced: list | None = None  # forced moves after the guest's last move
        self.left = False  # the friend said bye: their page left this game for another
        self.rematch = RematchAsk()  # who asked for a rematch of the game just over
        self._proxies = [create_proxy(self._on_message), create_proxy(self._on_state),
                         create_proxy(lambda: self._tick()),
                         create_proxy(self._on_relay)]
        self.timer = None
        # closing the dialog can leave a guest's answer unsent: the connection line says so
        self._proxies.append(create_proxy(lambda event: self._dialog_closed()))
        self.dialog.box.addEventListener("close", self._proxies[-1])
        # the guest's name is kept as soon as it is typed (a reload before joining keeps it)
        self._proxies.append(create_proxy(lambda event: self._keep_name()))
        document.getElementById("online-name").addEventListener("change", self._proxies[-1])
        self.relay = js.BroadcastChannel.new(RELAY) if hasattr(js, "BroadcastChannel") else None
        if self.relay:
            self.relay.onmessage = self._proxies[3]

    def _dialog_closed(self) -> None:
        """The connection line says what the game waits for; the focus, left nowhere by
        a dialog that opened by itself (the host's invitation), goes to its button."""
        self.page.render_online()
        again, active = document.getElementById("online-again"), document.activeElement
        nowhere = getattr(active, "tagName", "BODY") in ("BODY", "HTML") or bool(
            active.closest("#online"))  # (still on the closed dialog's button)
        if nowhere and not again.hidden:
            again.focus()

    # -- the WebRTC script ----------------------------------------------------------------
    async def _rtc(self):
        if not hasattr(js, "RTCPeerConnection"):
            raise RuntimeError(_(words.NO_WEBRTC))
        await _load_script("rtc.js")
        asyncio.ensure_future(_load_script("qr.js"))
        rtc = js.window.avsRtc
        rtc.onMessage(self._proxies[0])
        rtc.onState(self._proxies[1])
        if self.timer is None:
            self.timer = js.setInterval(self._proxies[2], TICK_MS)
        return rtc

    def _options(self):
        return to_js({"stun": self.page.settings.stun_url}, dict_converter=js.Object.fromEntries)

    def send(self, text: str) -> bool:
        rtc = getattr(js.window, "avsRtc", None)
        return bool(rtc and self.connected and rtc.send(text))

    # -- hosting -----------------------------------------------------------------------------
    def host_session(self, session, keep_link: bool = False) -> None:
        """This page hosts ``session`` (new or resumed): make an invitation; a rematch on
        a live connection (``keep_link``) only tells the guest about the new game."""
        if not keep_link:
            self.close()
        remote = session.remote_seat()
        if session.online is None:
            session.online = {"session": secrets.token_hex(16), "secret": ""}
        self.role, self.guest = "host", None
        if guest_memory().get("playing"):  # this browser hosts now: no guest game to rejoin
            remember_guest({**guest_memory(), "playing": False})
        self.host = Host(session, remote, session.online["session"], session.online["secret"],
                         salt=secrets.randbelow(2**30), on_move=self._remote_moved,
                         on_rematch=self._rematch_asked,
                         on_claim=self.page.save)
        if keep_link and self.connected:
            self.send(self.host.welcome())
        elif not session.table.over:
            self.invite()
        self.page.render_online()  # (moves wait for the friend from now on)

    def invite(self) -> None:
        self.offer = None  # until the new invitation is made, no answer fits
        self.dialog.open(True, _(words.PREPARING))
        asyncio.ensure_future(self._offer())

    async def _offer(self) -> None:
        try:
            rtc = await self._rtc()
            sdp = await rtc.offer(self._options())
            self.offer = replace(codec.from_sdp(str(sdp), codec.OFFER, _now_minutes()),
                                 invitation=self.host.invitation())
            code = codec.encode(self.offer)
        except Exception as exc:  # no WebRTC, or no address at all
            self.dialog.status("")
            self.dialog.error(str(exc) if isinstance(exc, RuntimeError) else _(words.NOT_CONNECTED))
            return
        self.connected = False
        await _load_script("qr.js")  # (begun with rtc.js: its QR code is drawn at once)
        await self.dialog.show_out(code, links.link(str(window.location.href), codec.OFFER, code))
        self.dialog.status(_(words.WAIT_ANSWER))

    def connect(self) -> None:
        """The host pasted the guest's answer."""
        asyncio.ensure_future(self._accept(self.dialog.pasted(True)))

    async def _accept(self, text: str) -> None:
        code = links.code_in_text(text)
        try:
            if not code:
                raise codec.CodeError("empty")
            signal = codec.decode(code, codec.ANSWER, _now_minutes())
            if signal.answers and (self.offer is None or
                                   signal.answers != codec.offer_tag(self.offer)):
                raise codec.CodeError("old")  # made from an earlier invitation: never applied
            self.dialog.error("")
            self.dialog.status(_(words.CONNECTING))
            await js.window.avsRtc.accept(codec.to_sdp(signal))
        except codec.CodeError as exc:
            self.dialog.error(words.code_error(exc.reason))
        except Exception:
            self.dialog.error(_(words.NOT_CONNECTED))

    def _on_relay(self, event) -> None:
        """An answer link opened in another tab of this browser: use it here."""
        code = getattr(event.data, "answer", None)
        if (self.role == "host" and not self.connected and isinstance(code, str)
                and not self.page.watching):  # (the playing tab's invitation is the one)
            self.dialog.fill_answer(code)
            self.connect()

    def sync_guest(self) -> None:
        """After a move at the host's page: send the guest what changed."""
        if self.role == "host" and not self.receiving:
            for text in self.host.update():
                self.send(text)

    # -- joining -----------------------------------------------------------------------------
    def open_join(self, pasted: str = "", status: str = "") -> None:
        name = guest_memory().get("name")
        self.dialog.open(False, status, pasted, name if isinstance(name, str) else "",
                         self.page.settings.stun)
        if pasted:
            self.join()

    def join(self) -> None:
        self.page.use_stun(self.dialog.across())  # (before the answer is made)
        asyncio.ensure_future(self._answer(self.dialog.pasted(False)))

    async def _answer(self, text: str) -> None:
        code = links.code_in_text(text)
        try:
            if not code:
                raise codec.CodeError("empty")
            signal = codec.decode(code, codec.OFFER, _now_minutes())
            self.answered = True
            self.dialog.error("")
            self.dialog.status(_(words.PREPARING))
            rtc = await self._rtc()
            sdp = await rtc.answer(codec.to_sdp(signal), self._options())
            answer = codec.encode(replace(codec.from_sdp(str(sdp), codec.ANSWER, _now_minutes()),
                                          answers=codec.offer_tag(signal),
                                          version=signal.version))
        except codec.CodeError as exc:
            self.dialog.status("")
            self.dialog.error(words.code_error(exc.reason))
            return
        except Exception as exc:
            self.dialog.status("")
            self.dialog.error(str(exc) if isinstance(exc, RuntimeError) else _(words.NOT_CONNECTED))
            return
        self.role, self.host, self.connected = "guest", None, False
        if self.guest is None:
            self.table = GuestTable(0)
        if signal.invitation is not None:  # (an earlier version's invitation names no game)
            self.dialog.invitation(words.invitation_text(signal.invitation))
        await _load_script("qr.js")
        await self.dialog.show_out(answer, links.link(str(window.location.href), codec.ANSWER, answer))
        self.dialog.status(_(words.WAIT_HOST))

    def _welcomed(self, table: GuestTable, new_game: bool) -> None:
        """The host said which game this is: show it, and prove who we are."""
        secret = guest_memory().get("secret") or secrets.token_hex(16)
        name = clean_name(self.dialog.guest_name(), "")
        remember_guest({"secret": secret, "name": name, "session": table.session_id,
                        "playing": True})
        if name:  # the host takes it from the hello; this page shows it at once
            table.names = (name, table.names[1]) if table.seat == 0 else (table.names[0], name)
        if new_game or self.guest is None:  # shown from its first sync on
            self.guest = GuestSession(table, self.send)
        fields = {"name": name} if name else {}
        self.send(build("hello", session=table.session_id, secret=secret, **fields))
        self.greeting = True

    @staticmethod
    def _forget_game() -> None:
        """This browser's guest game is gone (its host or this page left it for another):
        a reload no longer asks to join it again, nor shows its board (``restoring``: the
        view is shown only while the game is played; a tab that follows keeps it)."""
        if guest_memory().get("playing"):
            remember_guest({**guest_memory(), "playing": False})

    def keep_view(self) -> None:
        """Write what this guest's page shows for the browser's other tabs to follow (only
        the playing tab writes: a tab that only follows never touches it)."""
        if self.role != "guest" or self.guest is None or self.page.session is not self.guest \
                or self.page.watching:
            return
        text = json.dumps(self.table.to_save())
        try:  # (unchanged: not written again, the other tabs have nothing to follow)
            if window.localStorage.getItem(GUEST_VIEW_KEY) != text:
                window.localStorage.setItem(GUEST_VIEW_KEY, text)
        except Exception:
            pass  # storage refused or full: the other tabs show the last view kept

    def rejoin(self) -> None:
        """The join dialog, saying that the game played here before needs a new invitation."""
        self.open_join(status=_(words.GUEST_RESUME))

    def _keep_name(self) -> None:
        remember_guest({**guest_memory(), "name": clean_name(self.dialog.guest_name(), "")})

    # -- messages ------------------------------------------------------------------------------
    def _on_state(self, state) -> None:
        state = str(state)
        if state == "open":
            self.connected, self.left = True, False
            self.beat = Heartbeat(js.performance.now())
            self.dialog.status(_(words.CONNECTED))
            self.dialog.close()
            if document.getElementById("notice").textContent == _(RESTORED):
                self.page.notice("")  # (the game goes on: its restoring is old news)
            self.forget_rematch()  # (a new connection: the pages ask again if they like)
            self.page.tell_rematch()
            if self.role == "host":
                self.host.greeted = False
                self.send(self.host.welcome())
        elif state in ("closed", "failed"):
            if state == "failed" and not self.connected and self.dialog.is_open:
                self.dialog.status("")  # the answer was taken but no connection came of it
                self.dialog.error(_(words.NOT_CONNECTED))
            self.connected = False
        self.page.render()

    def _on_message(self, text) -> None:
        text = str(text)
        self.beat.heard(js.performance.now())
        try:
            if _is_bye(text):  # (a host believes only the friend it greeted)
                if self.role == "guest" or (self.host is not None and self.host.greeted):
                    self.left = True  # (the connection closes in a moment: not a lost one)
                    if "error" not in document.getElementById("notice").className:
                        self.page.notice("")  # (a rematch's "you are Scott this time")
                    self.forget_rematch()  # (an offer of a rematch goes with them)
                    self.page.tell_rematch()
                    if self.role == "guest":
                        self._forget_game()
                    self.page.render()
            elif self.role == "host":
                self._host_message(text)
            elif self.role == "guest":
                self._guest_message(text)
        except Exception as exc:  # never let a peer's message break the page
            js.console.error(f"online message failed: {exc!r}")

    def _remote_moved(self) -> None:
        """The guest's move is on the table: the moves nobody has a choice about follow at
        once, so that the guest's sync (sent before this page redraws) includes them."""
        self.forced = self.page.session.play_forced()

    def _host_message(self, text: str) -> None:
        self.receiving, self.forced = True, None
        try:
            replies = self.host.receive(text)
        finally:
            self.receiving = False
        for reply in replies:
            self.send(reply)
        if self.host.turned_away:  # someone else's browser: drop it, the seat stays free
            self._turn_away()
        elif self.forced is not None:  # a move was played: save and redraw after sending
            self.page.after_remote_move(self.forced)
        elif replies and parse(replies[0])["type"] == "sync":
            self.page.render()

    def _guest_message(self, text: str) -> None:
        table = self.table
        before, moves = table.session_id, table.moves
        kind = table.receive(text)
        if kind == "ping":
            self.send(build("pong", t=parse(text)["t"]))
        elif kind == "welcome":
            self._welcomed(table, table.session_id != before)
        elif kind == "sync" and self.guest and table.obs is not None and \
                table.moves == parse(text)["moves"]:
            if self.greeting:  # the host accepted this browser: an old refusal is void
                self.greeting = False
                self.page.notice("")
            self.guest.synced()
            if self.page.session is not self.guest:
                self.page.start_guest(self.guest)
            else:  # joined again to the game shown: the next new game is a rematch
                self.answered = False
                if table.moves != moves:  # a move: a notice about an earlier one goes
                    self.page.after_host_move(table.forced)
                self.page.render()
            self.keep_view()
        elif kind == "rematch" and self.guest and table.over:
            self._rematch_asked()
        elif kind == "result" and self.guest:
            remember_guest({**guest_memory(), "playing": False})
            self.page.render()
            self.keep_view()
        elif kind == "error":
            self._guest_error(parse(text))

    def _guest_error(self, message: dict) -> None:
        if self.guest:
            self.guest.waiting = False
        if message["code"] == "bad_secret" and self.page.session is not self.guest:
            self._refused()  # (before its first sync: no game, its own, or an old view)
        elif message["code"] == "bad_secret":
            self.page.notice(_(words.NOT_THE_GUEST), "error")
        else:
            self.page.notice(_(words.REFUSED).format(reason=message["detail"]), "error")

    def _refused(self) -> None:
        """This browser is not the guest of the host's game (it is played with another
        browser): the host closes the connection; this page stops joining, forgets the
        game it was about to play, and says what to do (it said "Joining your friend's
        game…" on, or froze the page's own game waiting for that friend)."""
        self.close(bye=False)  # (no bye: the host never greeted this page; the game is
                               # forgotten, so a reload does not ask to join it again)
        self.page.notice(_(words.STRANGER), "error")
        self.page.render()
        self.page.render_online()  # (with no game, render() leaves the connection line)

    def _turn_away(self) -> None:
        """A browser that is not the friend's said hello: close its connection (once the
        refusal has gone out) and say so; the friend's seat waits for them (Invite again)."""
        self.host.turned_away = False
        rtc = getattr(js.window, "avsRtc", None)
        if rtc:
            rtc.drop(DROP_MS)
        self.connected = False
        self.page.notice(words.turned_away(self.friend_name()), "error")
        self.page.render()

    def _tick(self) -> None:
        if self.lost and (self.rematch.mine or self.rematch.theirs):
            self.forget_rematch()  # (a request goes with the connection: the other page,
            self.page.tell_rematch()  # reloaded, has forgotten it; a playtest)
        if not self.connected:
            return
        now = js.performance.now()
        for text in self.beat.due(now):
            self.send(text)
        self.page.render_online()

    # -- what the page asks --------------------------------------------------------------------
    @property
    def lost(self) -> bool:
        return bool(self.role) and (not self.connected or self.beat.lost(js.performance.now()))

    def friend_name(self) -> str:
        session = self.page.session
        if self.role == "host":
            return session.names[self.host.guest]
        if self.guest is not None:
            return session.names[1 - self.guest.viewer]
        return ""

    def blocked_text(self) -> str:
        """Why moves wait: the friend is not connected, or has left the game."""
        name = self.friend_name() or _("your friend")
        return words.left(name, self.role == "host") if self.left else words.blocked(name)

    def status_text(self) -> str:
        """The status line while moves wait: "wait for" the friend to be connected, or
        (a guest) the game has ended: its host's page left it (the connection line and
        the moves' place say so)."""
        return words.waiting_status(self.friend_name() or _("your friend"),
                                    ended=self.left and self.role == "guest")

    def joining(self) -> bool:
        """This page has answered an invitation and waits for the game to come."""
        return self.role == "guest" and self.page.session is None and not self.connected

    def joining_text(self) -> str:
        """The status line while this page waits for the game it answered ("" otherwise)."""
        return _(words.JOINING) if self.joining() else ""

    def blocks_moves(self) -> bool:
        """Moves wait while the friend is not connected (or has left the game)."""
        return bool(self.role) and (self.lost or self.left) and not self.page.session.table.over

    def status_word(self) -> str:
        """``body[data-online]``: "", "connected", "waiting" (the friend has not joined yet),
        "lost" or "left" (the friend's page said goodbye: it plays another game now)."""
        if not self.role:
            return ""
        if self.left:
            return "left"
        if not self.lost:
            return "connected"
        if (self.role == "host" and not self.host.greeted) or self.page.session is None:
            return "waiting"  # for the friend's first hello, or a guest's answer to be used
        return "lost"

    def state_line(self) -> tuple[str, str]:
        """(the connection line, the label of its button or "")."""
        if self.joining() and self.dialog.holds_answer() and not self.dialog.is_open:
            return _(words.ANSWER_PENDING), _(words.SHOW_ANSWER)
        if not self.role or self.page.session is None:
            return "", ""
        name = self.friend_name() or _("your friend")
        if self.left:  # (a guest cannot go on: the host's page plays another game now)
            host = self.role == "host"
            return (words.left(name, host, self.page.session.table.over),
                    words.again(True) if host else "")
        if self.role == "host" and not self.host.greeted:  # no hello from the friend yet
            return words.waiting_for(name), words.again(True) if self.lost else ""
        if not self.lost:
            return words.connected_with(name), ""
        return words.lost(name), words.again(self.role == "host")

    def again(self) -> None:
        if self.role == "host":
            self.invite()
        elif self.page.session is None and self.dialog.holds_answer():
            self.dialog.reopen()  # the answer not yet used: show it again
            self.page.render_online()
        else:
            self.open_join()

    def ask_rematch(self) -> bool:
        """This player pressed Rematch: whether the host's page starts the new race now
        (the guest asked too, or there is no guest left to ask); otherwise the friend is
        asked (a guest always asks: the host's page starts the race)."""
        if self.role == "host" and (self.left or self.lost):
            return True  # (a new invitation goes with the rematch)
        if self.rematch.ask() and self.role == "host":
            return True
        if not self.send(build("rematch")):
            self.rematch.mine = False  # (not connected: nobody was asked)
        return False

    def forget_rematch(self) -> None:
        """A new game, or the friend gone: nobody asks for a rematch any more."""
        self.rematch = RematchAsk()

    def _rematch_asked(self) -> None:
        """The friend's page asked for a rematch: the host's page starts it if this player
        asked too; otherwise the page says so."""
        if self.rematch.heard() and self.role == "host":
            self.page.start_rematch()
        else:
            self.page.tell_rematch()

    def close(self, bye: bool = True) -> None:
        """Leave online play (a local game starts, or another online one): the friend is
        told (``bye``), then the connection closes once that has had time to reach them."""
        rtc = getattr(js.window, "avsRtc", None)
        if rtc and self.role:
            if bye and self.connected and self.send(build("bye")):
                rtc.drop(DROP_MS)
            else:
                rtc.close()
        if self.role == "guest":
            self._forget_game()  # (left for another game: a reload does not ask to rejoin)
        self.role, self.host, self.guest, self.connected = "", None, None, False
        self.left = False
        self.forget_rematch()


def _is_bye(text: str) -> bool:
    """Whether a message is the friend's ``bye`` (a malformed one is not). Every message
    passes here before its own handler parses it: one without the word is not parsed."""
    if '"bye"' not in text:
        return False
    try:
        return parse(text)["type"] == "bye"
    except ValueError:
        return False


def guest_memory() -> dict:
    """What a guest's browser keeps: its secret and the last session (the board its playing
    tab shows is kept apart, for the other tabs: ``OnlinePlay.keep_view``)."""
    try:
        data = json_text.loads(window.localStorage.getItem(GUEST_KEY) or "{}")
    except Exception:
        return {}
    return data if isinstance(data, dict) and isinstance(data.get("secret", ""), str) else {}


def remember_guest(data: dict) -> None:
    try:
        window.localStorage.setItem(GUEST_KEY, json.dumps(data))
    except Exception:
        pass


def pass_answer_on(code: str) -> bool:
    """An ``#answer=`` link opened in a new tab: hand the code to the inviting tab."""
    if not hasattr(js, "BroadcastChannel"):
        return False
    channel = js.BroadcastChannel.new(RELAY)
    channel.postMessage(to_js({"answer": code}, dict_converter=js.Object.fromEntries))
    channel.close()
    return True


def open_from_address(page, at_boot: bool = True) -> None:
    """An invitation link opens the join dialog; an answer link goes to the inviting tab;
    at start (``at_boot``), a guest who was playing is asked for a new invitation."""
    found = links.code_in_fragment(str(window.location.hash))
    if found:  # the code is used once: a reload must not use it again
        window.history.replaceState(None, "", f"{window.location.pathname}{window.location.search}")
    if found and found[0] == codec.OFFER:
        page.dialog.close()
        for box in document.querySelectorAll("dialog[open]"):  # (the end screen, the rules:
            if box.id != "online":                              # two dialogs open at once)
                box.close()
        page.online_play().open_join(found[1])
    elif found:
        if page.watching and pass_answer_on(found[1]):  # (said again as this tab follows)
            page.handed_answer = words.ANSWER_PASSED
        page.notice(_(page.handed_answer or words.NO_ANSWER_HERE))
    elif at_boot and guest_memory().get("playing") and not page.watching:
        # (a second tab of this browser only follows the first: it does not ask to join)
        page.dialog.close()
        page.online_play().rejoin()


def restore_view(raw: object) -> GuestSession | None:
    """The guest's view another tab kept (``OnlinePlay.keep_view``), or None when ``raw``
    is not one (nothing kept, or a text this page cannot read: it is left as it is)."""
    if not isinstance(raw, str):
        return None
    try:
        return kept_view(GuestTable.restored(json_text.loads(raw)))
    except Exception:  # noqa: BLE001 - a kept view of any shape: the page never breaks
        return None
