"""One playing tab per browser: the first tab holds a Web Lock for as long as it lives; a
second tab of the same page only watches (read-only, following the first one's saves)
and takes over by itself when the first tab closes."""
from __future__ import annotations

import asyncio
from typing import Callable

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import window

LOCK_NAME = "avs1911.playing-tab"
#: How long ``TabLock.answered`` waits for the lock's answer (it comes within a few ms).
ANSWER_WAIT_S = 2.0


class TabLock:
    """Whether this tab may play (and save). The page starts playing at once; when the
    lock turns out to be held by another tab, ``on_refused`` makes this one a watcher,
    and ``on_granted`` runs when it takes over after the playing tab closed."""

    def __init__(self, on_refused: Callable[[], None], on_granted: Callable[[], None]) -> None:
        self.playing = True
        self.took_over = False  # this tab plays since the one that played closed
        self.on_refused, self.on_granted = on_refused, on_granted
        self._proxies: list = []
        self._known: asyncio.Future | None = None  # settled once the lock has answered

    def _request(self, options: dict, granted: Callable) -> None:
        proxy = create_proxy(granted)
        self._proxies.append(proxy)
        window.navigator.locks.request(
            LOCK_NAME, to_js(options, dict_converter=js.Object.fromEntries), proxy)

    def claim(self) -> None:
        """Ask for the lock without waiting (the start never waits on it)."""
        if not hasattr(window.navigator, "locks") or not window.navigator.locks:
            return  # no Web Locks here: behave as before (one tab assumed)
        self._known = asyncio.get_event_loop().create_future()
        self._request({"ifAvailable": True}, self._answer)

    async def answered(self) -> None:
        """Wait until this tab knows whether it plays or follows (at once without locks;
        at most ``ANSWER_WAIT_S``: a lock request that never answers holds nothing up)."""
        if self._known is not None and not self._known.done():
            try:
                await asyncio.wait_for(asyncio.shield(self._known), ANSWER_WAIT_S)
            except asyncio.TimeoutError:
                pass

    def _answer(self, lock):
        if self._known is not None and not self._known.done():
            self._known.set_result(bool(lock))
        if lock:
            return self._hold()
        self.playing = False
        self._request({}, self._take_over)  # queued until the playing tab closes
        self.on_refused()
        return None

    def _take_over(self, lock):
        self.playing = self.took_over = True
        self.on_granted()
        return self._hold()

    @staticmethod
    def _hold():
        """A promise that never settles: the lock is kept until the tab closes."""
        return js.Promise.new(create_proxy(lambda resolve, reject: None))
