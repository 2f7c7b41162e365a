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
CLAIM_TIMEOUT_S = 3.0


class TabLock:
    """Whether this tab may play (and save); ``on_granted`` runs when a watching tab
    gets the lock after the playing tab closed."""

    def __init__(self, on_granted: Callable[[], None]) -> None:
        self.playing = True
        self.on_granted = on_granted
        self._proxies: list = []

    def _request(self, options: dict, granted: Callable) -> None:
        proxy = create_proxy(granted)
        self._proxies.append(proxy)
        window.navigator.locks.request(
            LOCK_NAME, to_js(options, dict_converter=js.Object.fromEntries), proxy)

    async def claim(self) -> bool:
        """Try to become the playing tab; False when another tab plays already."""
        if not hasattr(window.navigator, "locks") or not window.navigator.locks:
            return True  # no Web Locks here: behave as before (one tab assumed)
        answer: asyncio.Future = asyncio.get_running_loop().create_future()

        def granted(lock):
            if not answer.done():
                answer.set_result(bool(lock))
            return self._hold() if lock else None

        self._request({"ifAvailable": True}, granted)
        try:
            self.playing = await asyncio.wait_for(answer, CLAIM_TIMEOUT_S)
        except asyncio.TimeoutError:
            return True  # the lock manager did not answer: play rather than hang
        if not self.playing:
            self._request({}, self._take_over)  # queued until the playing tab closes
        return self.playing

    def _take_over(self, lock):
        self.playing = True
        self.on_granted()
        return self._hold()

    @staticmethod
    def _hold():
        """A promise that never settles: the lock is kept until the tab closes."""
        return js.Promise.new(create_proxy(lambda resolve, reject: None))
