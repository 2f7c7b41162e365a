"""Online play's plumbing (issue 10, first layer): two pages of the built site, in two
browser contexts, open a data channel with no server at all, the offer and the answer
travelling only as the short codes of ``web/online/codec.py``; a whole game's messages
then flow through ``online.host.Host`` and ``online.guest.GuestTable``."""
from __future__ import annotations

import time
from dataclasses import replace

from core import Game, Options
from online import codec
from online.guest import GuestTable
from online.host import Host
from ui.seats import LocalSeat
from ui.session import Session

from .conftest import wait_ready
from .page_driver import race_policy


def _page(new_page):
    page = new_page(viewport={"width": 800, "height": 600})
    page.goto("index.html")
    wait_ready(page)
    page.add_script_tag(url="rtc.js")
    page.evaluate("window.inbox = []; avsRtc.onMessage(t => inbox.push(t))")
    return page


def _connect(host_page, guest_page) -> tuple[int, int]:
    """Exchange codes like two players would; the lengths of both codes."""
    now = int(time.time() // 60)
    offer = codec.encode(replace(codec.from_sdp(host_page.evaluate("avsRtc.offer()"),
                                                codec.OFFER, now),
                                 invitation=codec.Invitation("Ada", 1)))
    answer_sdp = guest_page.evaluate("sdp => avsRtc.answer(sdp)",
                                     codec.to_sdp(codec.decode(offer, codec.OFFER, now)))
    answer = codec.encode(codec.from_sdp(answer_sdp, codec.ANSWER, now))
    host_page.evaluate("sdp => avsRtc.accept(sdp)",
                       codec.to_sdp(codec.decode(answer, codec.ANSWER, now)))
    for page in (host_page, guest_page):
        page.wait_for_function("avsRtc.state() === 'open'", timeout=15000)
    return len(offer), len(answer)


def test_two_pages_connect_by_codes_alone_and_carry_a_whole_game(new_page):
    host_page, guest_page = _page(new_page), _page(new_page)
    lengths = _connect(host_page, guest_page)
    assert all(n <= codec.MAX_CODE for n in lengths)
    game = Game(Options(advanced=True, patrons=True), 31)
    host = Host(Session(game, (LocalSeat("Ada"), LocalSeat("Bea")), viewer=0), 1,
                "ab" * 16, "cd" * 16, salt=5000)
    guest = GuestTable(1)
    guest_page.evaluate("t => avsRtc.send(t)", '{"v":1,"type":"hello","session":"' + "ab" * 16
                        + '","secret":"' + "cd" * 16 + '"}')
    received = 0
    while not game.over:
        host_page.wait_for_function(f"inbox.length > {received}")
        texts = host_page.evaluate(f"inbox.slice({received})")
        received += len(texts)
        replies = [r for text in texts for r in host.receive(text)]
        if game.to_move() == 0 and not game.over:
            game_before = len(game.actions)
            host.session.play(race_policy(game))
            replies += host.syncs()
            assert len(game.actions) == game_before + 1
        count = guest_page.evaluate("inbox.length")
        for text in replies:
            assert host_page.evaluate("t => avsRtc.send(t)", text)
        guest_page.wait_for_function(f"inbox.length >= {count + len(replies)}")
        for text in guest_page.evaluate(f"inbox.slice({count})"):
            guest.receive(text)
        assert guest.observation(1) == game.observation(1)
        # the guest answers: its move when it is its turn, else a ping (kept alive)
        reply = (guest.action_message(race_policy(game)) if game.to_move() == 1
                 else '{"v":1,"type":"ping","t":1}')
        guest_page.evaluate("t => avsRtc.send(t)", reply)
    assert guest.over
    assert host_page.foreign_requests == [] and guest_page.foreign_requests == []
