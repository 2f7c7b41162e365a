"""Signalling codes (docs/protocol.md, section 1): the parts of a WebRTC offer or answer
that matter (ICE ufrag and password, DTLS fingerprint and role, candidates) packed into a
few bytes and written as base32 text of at most 300 characters; and the minimal SDP the
other browser accepts, rebuilt from them."""
from __future__ import annotations

import base64
import hashlib
import ipaddress
import re
import struct
import zlib
from dataclasses import dataclass, replace

#: 2: an answer names the invitation it answers; 3: an invitation says who invites and to
#: which game (``Invitation``). Codes of formats 1 and 2 are still read, and an invitation
#: is answered in its own format (a page of an earlier version reads it).
FORMAT = 3
OFFER, ANSWER = "O", "A"
ROLES = ("actpass", "active", "passive")
TYPES = ("host", "srflx")
MAX_CANDIDATES = 8
MAX_CODE = 300
#: A code is accepted this many minutes after it was made (and 1 minute ahead of time).
FRESH_MINUTES = 10
#: The rules an invitation names, one bit each (the fields of ``core.options.Options``).
RULES = ("advanced", "patrons", "depots", "weather", "way_back")
#: An inviting player's name is cut to this many bytes of UTF-8 (a short code, a small QR).
NAME_BYTES = 32


class CodeError(ValueError):
    """A code that cannot be used; ``reason`` is one of wrong, truncated, stale, mixed,
    newer (a later version's format) or old (an answer to an earlier invitation)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Candidate:
    kind: str      # "host" or "srflx"
    address: str   # an IPv4 or IPv6 address
    port: int


@dataclass(frozen=True)
class Invitation:
    """What an invitation of format 3 tells the friend before they answer: who invites,
    the explorer the friend will play, the rules in play, whether hints are on, and
    whether the game has begun (an invitation back to a game in progress)."""

    name: str
    seat: int                           # the friend's explorer: 0 Amundsen, 1 Scott
    rules: frozenset[str] = frozenset()  # among RULES
    hints: bool = True
    begun: bool = False

    def flags(self) -> int:
        bits = sum(1 << index for index, rule in enumerate(RULES) if rule in self.rules)
        return bits | self.seat << 5 | self.hints << 6 | self.begun << 7

    def packed(self) -> bytes:
        name = self.name.encode("utf-8")
        if len(name) > NAME_BYTES:  # cut between letters, and marked so ("…", 3 bytes)
            name = (name[:NAME_BYTES - 3].decode("utf-8", "ignore") + "…").encode("utf-8")
        return bytes([self.flags(), len(name)]) + name

    @classmethod
    def unpacked(cls, flags: int, name: bytes) -> "Invitation":
        return cls(name.decode("utf-8"), flags >> 5 & 1,
                   frozenset(rule for index, rule in enumerate(RULES) if flags >> index & 1),
                   bool(flags >> 6 & 1), bool(flags >> 7 & 1))


@dataclass(frozen=True)
class Signal:
    """One side's offer or answer, as far as the other side needs it."""

    kind: str                 # OFFER or ANSWER
    created: int              # Unix minutes
    setup: str                # DTLS role: actpass, active or passive
    fingerprint: bytes        # SHA-256 of the DTLS certificate (32 bytes)
    ufrag: str
    pwd: str
    candidates: tuple[Candidate, ...]
    answers: bytes = b""      # an answer: the tag of the offer it answers (``offer_tag``)
    version: int = FORMAT     # the code's format (an answer takes its invitation's)
    invitation: Invitation | None = None  # an offer of format 3: the game it invites to


def offer_tag(offer: Signal) -> bytes:
    """Four bytes that name one invitation (its DTLS fingerprint and ICE ufrag), which its
    answer carries: an answer made from an older invitation is known at once."""
    return hashlib.sha256(offer.fingerprint + offer.ufrag.encode("ascii")).digest()[:4]


# -- SDP --------------------------------------------------------------------------------
CANDIDATE = re.compile(r"^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (host|srflx)\b", re.I)


def from_sdp(sdp: str, kind: str, created: int) -> Signal:
    """The signal of a browser's SDP (one data channel section; UDP candidates of the
    first component; names such as ``*.local`` are left out)."""
    fields: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        line = line.strip()
        for key in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
            if line.startswith(f"a={key}:") and key not in fields:
                fields[key] = line.split(":", 1)[1].strip()
        match = CANDIDATE.match(line)
        if match and len(candidates) < MAX_CANDIDATES:
            try:
                ipaddress.ip_address(match.group(1))
            except ValueError:
                continue
            candidates.append(Candidate(match.group(3).lower(), match.group(1), int(match.group(2))))
    algorithm, _, digest = fields.get("fingerprint", "").partition(" ")
    if algorithm.lower() != "sha-256" or not all(k in fields for k in ("ice-ufrag", "ice-pwd", "setup")):
        raise ValueError("the SDP lacks an ICE ufrag, password, setup role or SHA-256 fingerprint")
    return Signal(kind, created, fields["setup"], bytes.fromhex(digest.replace(":", "")),
                  fields["ice-ufrag"], fields["ice-pwd"], tuple(candidates))


def to_sdp(signal: Signal) -> str:
    """A minimal SDP with one data channel section that Chromium accepts."""
    fingerprint = ":".join(f"{b:02X}" for b in signal.fingerprint)
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
             "c=IN IP4 0.0.0.0", f"a=ice-ufrag:{signal.ufrag}", f"a=ice-pwd:{signal.pwd}",
             f"a=fingerprint:sha-256 {fingerprint}", f"a=setup:{signal.setup}", "a=mid:0",
             "a=sctp-port:5000", "a=max-message-size:262144"]
    for index, c in enumerate(signal.candidates):
        priority = (126 if c.kind == "host" else 100) << 24 | (65535 - index) << 8 | 255
        lines.append(f"a=candidate:{index + 1} 1 udp {priority} {c.address} {c.port} typ {c.kind}")
    lines.append("a=end-of-candidates")
    return "\r\n".join(lines) + "\r\n"


# -- bytes and text ------------------------------------------------------------------------
def encode(signal: Signal) -> str:
    """The signal as a code: base32, upper case, no padding."""
    ufrag, pwd = signal.ufrag.encode("ascii"), signal.pwd.encode("ascii")
    body = bytearray(struct.pack(">BcIB", signal.version, signal.kind.encode(), signal.created,
                                 ROLES.index(signal.setup)))
    if signal.kind == ANSWER and signal.version >= 2:
        body += signal.answers.ljust(4, b"\0")[:4]
    if signal.kind == OFFER and signal.version >= 3:
        if signal.invitation is None:
            raise ValueError("an invitation of format 3 says which game it invites to")
        body += signal.invitation.packed()
    body += signal.fingerprint + bytes([len(ufrag)]) + ufrag + bytes([len(pwd)]) + pwd
    body.append(len(signal.candidates))
    for c in signal.candidates:
        address = ipaddress.ip_address(c.address)
        body.append(TYPES.index(c.kind) << 1 | (address.version == 6))
        body += address.packed + struct.pack(">H", c.port)
    body += struct.pack(">I", zlib.crc32(body))
    code = base64.b32encode(bytes(body)).decode("ascii").rstrip("=")
    if len(code) > MAX_CODE:  # too many candidates: keep the first ones (best first)
        if not signal.candidates:
            raise ValueError(f"the code would be {len(code)} characters long")
        return encode(replace(signal, candidates=signal.candidates[:-1]))
    return code


def decode(text: str, expected: str, now: int) -> Signal:
    """The signal of a pasted code (spaces, line breaks and case ignored); CodeError says
    why it cannot be used."""
    raw = _unbase32(text)
    whole = len(raw) > 4 and zlib.crc32(raw[:-4]) == struct.unpack(">I", raw[-4:])[0]
    if whole and raw[0] > FORMAT:
        raise CodeError("newer")  # whole, but made by a later version of the page
    if not _starts_a_code(raw):  # ("hello"): not cut short, not a code at all
        raise CodeError("wrong")
    if len(raw) < _needed(raw) + 4:
        raise CodeError("truncated")
    if not whole:
        raise CodeError("wrong")
    try:
        signal = _read(raw[:-4])
    except (IndexError, ValueError, struct.error):
        raise CodeError("wrong") from None
    if signal.kind != expected:
        raise CodeError("mixed")
    if not now - FRESH_MINUTES <= signal.created <= now + 1:
        raise CodeError("stale")
    return signal


def _unbase32(text: str) -> bytes:
    compact = re.sub(r"\s+", "", str(text)).upper()
    if not compact or not re.fullmatch(r"[A-Z2-7]+", compact) or len(compact) > MAX_CODE:
        raise CodeError("wrong")
    try:
        return base64.b32decode(compact + "=" * (-len(compact) % 8))
    except ValueError:  # a length no code has: cut short, if it starts as codes do
        head = base64.b32decode(compact[:8]) if len(compact) >= 8 else b""
        raise CodeError("truncated" if _starts_a_code(head) else "wrong") from None


def _starts_a_code(raw: bytes) -> bool:
    """Whether ``raw`` begins as every code does: with a format this page knows."""
    return bool(raw) and 1 <= raw[0] <= FORMAT


def _needed(raw: bytes) -> int:
    """How many bytes (before the CRC) the layout announces; more than there are when the
    code was cut short."""
    if _is_invitation(raw) and len(raw) < 9:
        return 9
    at = 39 + _between(raw)  # header (7), an answer's tag or an invitation's game, fingerprint
    for _ in range(2):  # ufrag and password, each led by its length
        if at >= len(raw):
            return at + 1
        at += 1 + raw[at]
    if at >= len(raw):
        return at + 1
    count, at = raw[at], at + 1
    for _ in range(count):
        if at >= len(raw):
            return at + 1
        at += 3 + (16 if raw[at] & 1 else 4)
    return at


def _between(raw: bytes) -> int:
    """How many bytes come between the header and the fingerprint: an answer's offer tag
    (4, from format 2 on), an invitation's game (its flags, the name's length and the name,
    from format 3 on), else none."""
    if raw[1:2] == ANSWER.encode() and raw[0] >= 2:
        return 4
    return 2 + raw[8] if _is_invitation(raw) else 0


def _is_invitation(raw: bytes) -> bool:
    """Whether ``raw`` begins an invitation of format 3 or later (which names its game)."""
    return raw[1:2] == OFFER.encode() and raw[0] >= 3


def _read(body: bytes) -> Signal:
    version, kind, created, role = struct.unpack(">BcIB", body[:7])
    if not 1 <= version <= FORMAT or kind not in (b"O", b"A") or role >= len(ROLES):
        raise ValueError("unknown layout")
    at = 7 + _between(body)
    answers, invitation = body[7:at] if kind == b"A" else b"", None
    if answers == bytes(4):  # an answer written without a tag
        answers = b""
    if _is_invitation(body):
        invitation = Invitation.unpacked(body[7], body[9:at])
    fingerprint = body[at:at + 32]
    at += 32
    texts = []
    for _ in range(2):
        size = body[at]
        texts.append(body[at + 1:at + 1 + size].decode("ascii"))
        at += 1 + size
    count, at = body[at], at + 1
    candidates = []
    for _ in range(count):
        flags = body[at]
        size = 16 if flags & 1 else 4
        address = ipaddress.ip_address(body[at + 1:at + 1 + size])
        port = struct.unpack(">H", body[at + 1 + size:at + 3 + size])[0]
        candidates.append(Candidate(TYPES[flags >> 1], str(address), port))
        at += 3 + size
    if at != len(body) or len(fingerprint) != 32 or count > MAX_CANDIDATES:
        raise ValueError("length mismatch")
    return Signal(kind.decode(), created, ROLES[role], fingerprint, texts[0], texts[1],
                  tuple(candidates), answers, version, invitation)
