"""Signalling codes (docs/protocol.md, section 1): a browser's offer becomes a short code
and back into an SDP the other browser accepts; bad codes say what is wrong."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from online.codec import (ANSWER, MAX_CODE, OFFER, Candidate, CodeError, Invitation,
                          Signal, decode, encode, from_sdp, to_sdp)

#: An offer as Chromium 13x writes it (data channel only, ICE gathered, no STUN).
CHROMIUM_OFFER = "\r\n".join([
    "v=0", "o=- 1718021918213033412 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
    "a=extmap-allow-mixed", "a=msid-semantic: WMS",
    "m=application 37116 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 192.0.2.2",
    "a=candidate:5338719 1 udp 2113937151 192.0.2.2 37116 typ host generation 0 network-cost 999",
    "a=candidate:3409426367 1 udp 2113942271 fd00::2 39464 typ host generation 0 network-cost 999",
    "a=candidate:77 1 udp 2113942271 0b6a1c4e-2d1f.local 39465 typ host generation 0",
    "a=ice-ufrag:xzVX", "a=ice-pwd:E/uize4iK8tjjSL3J7YKyNC/", "a=ice-options:trickle",
    "a=fingerprint:sha-256 42:F3:19:B6:CC:04:14:31:65:AF:11:A3:0D:0B:20:91:6F:4F:E2:06:79:39"
    ":27:87:8E:2C:E4:CA:1A:DA:1A:34", "a=setup:actpass", "a=mid:0", "a=sctp-port:5000",
    "a=max-message-size:262144", ""])
NOW = 29_000_000
GAME = Invitation("Ada", 1, frozenset({"advanced", "patrons"}), hints=False)


def test_a_browser_offer_round_trips_through_a_short_code():
    from dataclasses import replace
    signal = replace(from_sdp(CHROMIUM_OFFER, OFFER, NOW), invitation=GAME)
    assert signal.ufrag == "xzVX" and signal.setup == "actpass" and len(signal.fingerprint) == 32
    assert [c.address for c in signal.candidates] == ["192.0.2.2", "fd00::2"]  # no .local name
    code = encode(signal)
    assert len(code) <= MAX_CODE and code.isupper()
    assert decode(code.lower()[:40] + "\n " + code[40:], OFFER, NOW + 3) == signal
    sdp = to_sdp(signal)
    assert "a=ice-pwd:E/uize4iK8tjjSL3J7YKyNC/" in sdp and "webrtc-datachannel" in sdp
    assert from_sdp(sdp, OFFER, NOW) == replace(signal, invitation=None)


def _signal(candidates: int) -> Signal:
    many = tuple(Candidate("host" if i % 2 else "srflx", f"2001:db8::{i + 1}", 40000 + i)
                 for i in range(candidates))
    return Signal(ANSWER, NOW, "active", bytes(range(32)), "abcd", "p" * 24, many)


def test_a_code_stays_within_300_characters_keeping_the_best_candidates():
    code = encode(_signal(8))                        # eight IPv6 addresses do not all fit
    kept = decode(code, ANSWER, NOW).candidates
    assert len(code) <= MAX_CODE and len(kept) >= 5 and kept == _signal(8).candidates[:len(kept)]


@pytest.mark.parametrize("change,reason", [
    (lambda c: c[:-12], "truncated"),
    (lambda c: c[:20], "truncated"),
    (lambda c: c[:30] + ("A" if c[30] != "A" else "B") + c[31:], "wrong"),
    (lambda c: "hello, friend", "wrong"),
    (lambda c: "hello", "wrong"),     # letters a code may hold, but no code's start: it
    (lambda c: "thanks", "wrong"),    # was called "cut short", which sent a player looking
    (lambda c: "", "wrong"),          # for the rest of a word
])
def test_mistyped_or_cut_codes_are_refused_with_a_reason(change, reason):
    with pytest.raises(CodeError) as info:
        decode(change(encode(_signal(2))), ANSWER, NOW)
    assert info.value.reason == reason


def test_old_codes_and_the_wrong_kind_are_refused():
    code = encode(_signal(1))
    with pytest.raises(CodeError, match="stale"):
        decode(code, ANSWER, NOW + 11)
    with pytest.raises(CodeError, match="mixed"):
        decode(code, OFFER, NOW)


@given(st.text(max_size=400))
def test_any_pasted_text_is_a_code_or_a_code_error(text):
    try:
        decode(text, OFFER, NOW)
    except CodeError:
        pass


def test_an_answer_names_the_invitation_it_answers():
    """An answer carries four bytes naming its invitation (``offer_tag``): the host knows
    an answer made from an earlier invitation (the host closed the dialog and invited
    again) before using it, which used to leave it "Connecting…" for good and refuse the
    right answer afterwards."""
    from dataclasses import replace

    from online.codec import offer_tag
    offer = from_sdp(CHROMIUM_OFFER, OFFER, NOW)
    newer = replace(offer, ufrag="Qp7w")                  # the next invitation's
    answer = decode(encode(replace(_signal(2), answers=offer_tag(offer))), ANSWER, NOW)
    assert answer.answers == offer_tag(offer) != offer_tag(newer)
    assert len(encode(replace(_signal(8), answers=offer_tag(offer)))) <= MAX_CODE


def test_a_code_of_the_first_format_is_still_read():
    """A page of an earlier version writes format 1 (no offer tag): still understood."""
    import base64
    import struct
    import zlib

    body = bytearray(base64.b32decode(_padded(encode(_signal(2)))))[:-4]
    del body[7:11]                                        # format 1 has no offer tag
    body[0] = 1
    body += struct.pack(">I", zlib.crc32(body))
    old = base64.b32encode(bytes(body)).decode().rstrip("=")
    from dataclasses import replace
    assert decode(old, ANSWER, NOW) == replace(_signal(2), version=1)


def test_an_invitation_of_the_first_format_is_answered_in_it_and_a_newer_one_is_named():
    """Across an update (the service worker keeps a page's old version until the player
    accepts the new one) an earlier page's invitation (format 1) gets an answer it can
    read: format 1, without the tag; a code of a later format says so."""
    import base64
    import struct
    import zlib
    from dataclasses import replace

    answer = replace(_signal(2), answers=b"\x01\x02\x03\x04", version=1)
    assert decode(encode(answer), ANSWER, NOW) == replace(answer, answers=b"")
    assert decode(encode(replace(_signal(2), version=2)), ANSWER, NOW).answers == b""
    body = bytearray(base64.b32decode(_padded(encode(_signal(2)))))[:-4]
    body[0] = 4
    body += struct.pack(">I", zlib.crc32(body))
    with pytest.raises(CodeError) as info:
        decode(base64.b32encode(bytes(body)).decode().rstrip("="), ANSWER, NOW)
    assert info.value.reason == "newer"


def _padded(code: str) -> str:
    return code + "=" * (-len(code) % 8)


def _offer(invitation: Invitation | None, candidates: int = 2, version: int = 3) -> Signal:
    from dataclasses import replace
    return replace(_signal(candidates), kind=OFFER, setup="actpass", version=version,
                   invitation=invitation)


@pytest.mark.parametrize("game", [
    GAME,
    Invitation("Bea", 0),                                          # the base game, hints on
    Invitation("Zoë", 1, frozenset({"depots", "weather", "way_back"}), begun=True),
])
def test_an_invitation_says_who_invites_to_which_game(game):
    """The friend's page reads, from the invitation alone, the inviting player's name, the
    explorer the friend will play, the rules, hints and whether the game has begun: it
    says so before the friend answers (the join screen named nobody and no rules)."""
    assert decode(encode(_offer(game)), OFFER, NOW).invitation == game


def test_a_long_name_is_cut_whole_letters_and_the_code_stays_short():
    long_name = "Éléonore-Zoë Ångström-Prévost"                    # 29 letters, 35 bytes
    game = Invitation(long_name, 0, frozenset({"advanced", "patrons", "depots", "weather",
                                               "way_back"}), begun=True)
    read = decode(encode(_offer(game)), OFFER, NOW).invitation
    assert read.name.endswith("…") and len(read.name.encode()) <= 32   # cut, and says so
    assert long_name.startswith(read.name[:-1]) and read.name[-2].isalpha()
    assert read.rules == game.rules
    penguins = decode(encode(_offer(Invitation("🐧" * 12, 0))), OFFER, NOW).invitation
    assert penguins.name == "🐧" * 7 + "…"          # (12 in the game: a playtest)
    assert decode(encode(_offer(Invitation("Bartholomew-Zacharias", 0))), OFFER,
                  NOW).invitation.name == "Bartholomew-Zacharias"          # (fits: whole)
    code = encode(_offer(game, candidates=8))
    assert len(code) <= MAX_CODE and len(decode(code, OFFER, NOW).candidates) >= 4


def test_an_invitation_cut_in_its_name_is_cut_short():
    code = encode(_offer(Invitation("Bartholomew", 0)))
    with pytest.raises(CodeError) as info:
        decode(code[:20], OFFER, NOW)
    assert info.value.reason == "truncated"


def test_an_invitation_of_the_second_format_is_read_and_answered_in_it():
    """A page of the version before (format 2) invites without naming its game: its
    invitation is still read, naming none, and answered in format 2, with the tag."""
    from dataclasses import replace

    from online.codec import offer_tag
    old = decode(encode(_offer(None, version=2)), OFFER, NOW)
    assert old.invitation is None and old.version == 2
    answer = replace(_signal(2), answers=offer_tag(old), version=old.version)
    assert decode(encode(answer), ANSWER, NOW).answers == offer_tag(old)
    with pytest.raises(ValueError):
        encode(_offer(None))                  # an invitation of today's format names its game


def test_an_invitation_names_every_rule_option_the_game_has():
    """The invitation's rule bits are a wire format (``RULES``, in a fixed order): a rule
    option added to ``core.options.Options`` without a bit would vanish from the friend's
    join screen without a word."""
    from dataclasses import fields

    from core.options import Options
    from online.codec import RULES
    assert set(RULES) == {option.name for option in fields(Options)} and len(RULES) <= 5
