"""The boot report's reading of a crash dump (tests/e2e/minidump.py), on dumps built here
in the minidump layout: the real thing is checked by the crash test in test_boot.py."""

from __future__ import annotations

import struct

from .minidump import summary


class _Blob:
    """A minidump under construction: ``add`` appends bytes and returns their offset."""

    def __init__(self):
        self.data = bytearray(b"\0" * 32)  # the header, written last

    def add(self, raw: bytes) -> int:
        at = len(self.data)
        self.data += raw
        return at

    def utf8(self, text: str) -> int:
        raw = text.encode()
        return self.add(struct.pack("<I", len(raw)) + raw + b"\0")


def _dump(signal: int, code: int, pid: int, process: dict, crash_keys: dict) -> bytes:
    blob = _Blob()
    exception = blob.add(struct.pack("<IIIIQQII", 7, 0, signal, code, 0, 0xdead, 0, 0)
                         + b"\0" * (15 * 8 + 8))
    misc = blob.add(struct.pack("<III", 12, 1, pid))

    def dictionary(pairs: dict) -> int:
        entries = [(blob.utf8(k), blob.utf8(v)) for k, v in pairs.items()]
        return blob.add(struct.pack("<I", len(entries))
                        + b"".join(struct.pack("<II", k, v) for k, v in entries))

    objects = []
    for name, value in crash_keys.items():
        raw = value.encode()
        objects.append((blob.utf8(name), blob.add(struct.pack("<I", len(raw)) + raw)))
    object_list = blob.add(struct.pack("<I", len(objects)) + b"".join(
        struct.pack("<IHHI", name, 1, 0, value) for name, value in objects))
    module = blob.add(struct.pack("<IIIIIII", 1, 0, 0, 0, 0, 12, object_list))
    modules = blob.add(struct.pack("<IIII", 1, 0, 28, module))
    crashpad = blob.add(struct.pack("<I", 1) + b"\0" * 32
                        + struct.pack("<IIII", 8, dictionary(process), 16, modules))
    streams = [(6, 168, exception), (15, 12, misc), (0x43500001, 52, crashpad)]
    directory = blob.add(b"".join(struct.pack("<III", *entry) for entry in streams))
    blob.data[:32] = struct.pack("<IIIIIIQ", 0x504D444D, 0xA793, len(streams), directory, 0, 0, 0)
    return bytes(blob.data)


def test_a_crash_dump_is_summed_up_by_process_signal_and_telling_crash_keys(tmp_path):
    """A renderer that ran out of memory: its type and id, the signal, and the keys that
    say why, without the keys every process carries (build, switches)."""
    path = tmp_path / "one.dmp"
    path.write_bytes(_dump(5, 128, 4242, {"ptype": "renderer", "ver": "156.0", "pid": "4242"},
                           {"oom_size": "1048576", "switch-1": "--no-sandbox",
                            "url-chunk": "http://127.0.0.1:8000/index.html"}))
    assert summary(path) == ("renderer process 4242: SIGTRAP (code 128) at 0xdead; "
                             "oom_size=1048576, url-chunk=http://127.0.0.1:8000/index.html")


def test_a_crash_dump_that_is_cut_short_or_not_a_dump_says_so(tmp_path):
    """A dump still being written, or another file, gives a line saying it is unreadable
    (the rest of the boot report still comes)."""
    whole = _dump(11, 1, 7, {"ptype": "gpu-process"}, {})
    cut, other = tmp_path / "cut.dmp", tmp_path / "other.dmp"
    cut.write_bytes(whole[:len(whole) - 60])
    other.write_bytes(b"not a dump at all")
    assert summary(cut).startswith("cut.dmp: unreadable (minidump truncated at ")
    assert summary(other) == "other.dmp: unreadable (not a minidump)"
    full = tmp_path / "full.dmp"
    full.write_bytes(whole)
    assert summary(full) == "gpu-process process 7: SIGSEGV (code 1) at 0xdead; no crash keys"
