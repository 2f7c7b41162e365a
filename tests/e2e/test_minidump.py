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


#: The files mapped in the dumped process: (path, first address, size).
FILES = [("/usr/lib/chromium/chromium", 0x5000_0000, 0x1000_0000),
         ("/usr/lib/x86_64-linux-gnu/libc.so.6", 0x7F00_0000, 0x20_0000)]


def _dump(signal: int, code: int, pid: int, process: dict, crash_keys: dict,
          rip: int = 0x5123_4567, heap_report: bytes | None = None) -> bytes:
    blob = _Blob()
    context = blob.add(b"\0" * 0xF8 + struct.pack("<Q", rip) + b"\0" * 968)  # AMD64 CONTEXT
    exception = blob.add(struct.pack("<IIIIQQII", 7, 0, signal, code, 0, 0xdead, 0, 0)
                         + b"\0" * (15 * 8) + struct.pack("<II", 1232, context))
    misc = blob.add(struct.pack("<III", 12, 1, pid))
    system = blob.add(struct.pack("<HHH", 9, 6, 0) + b"\0" * 50)  # x86-64
    names = [blob.add(struct.pack("<I", 2 * len(path)) + path.encode("utf-16-le") + b"\0\0")
             for path, _, _ in FILES]
    modules_list = blob.add(struct.pack("<I", len(FILES)) + b"".join(
        struct.pack("<QIIII", base, size, 0, 0, name) + b"\0" * 84
        for (_, base, size), name in zip(FILES, names)))

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
    thread_names = blob.add(struct.pack("<IIQ", 1, 7, blob.add(
        struct.pack("<I", 28) + "CrRendererMain".encode("utf-16-le"))))
    streams = [(6, 168, exception), (15, 12, misc), (0x43500001, 52, crashpad),
               (7, 56, system), (4, 4 + 108 * len(FILES), modules_list), (24, 16, thread_names)]
    if heap_report is not None:  # Chromium's GWP-ASan stream, a protocol-buffer message
        streams.append((0x4B6B0004, len(heap_report), blob.add(heap_report)))
    directory = blob.add(b"".join(struct.pack("<III", *entry) for entry in streams))
    blob.data[:32] = struct.pack("<IIIIIIQ", 0x504D444D, 0xA793, len(streams), directory, 0, 0, 0)
    return bytes(blob.data)


def test_a_crash_dump_is_summed_up_by_process_signal_and_telling_crash_keys(tmp_path):
    """A renderer that ran out of memory: its type and id, the signal, the file whose code
    it ran (and where in it), and the keys that say why, without the keys every process
    carries (build, switches)."""
    path = tmp_path / "one.dmp"
    path.write_bytes(_dump(5, 128, 4242, {"ptype": "renderer", "ver": "156.0", "pid": "4242"},
                           {"oom_size": "1048576", "switch-1": "--no-sandbox",
                            "url-chunk": "http://127.0.0.1:8000/index.html"}))
    assert summary(path) == ("renderer process 4242: SIGTRAP (code 128) at 0xdead in "
                             "chromium+0x1234567, thread CrRendererMain; "
                             "oom_size=1048576, url-chunk=http://127.0.0.1:8000/index.html")


def test_a_crash_dump_that_is_cut_short_or_not_a_dump_says_so(tmp_path):
    """A dump still being written, or another file, gives a line saying it is unreadable
    (the rest of the boot report still comes)."""
    whole = _dump(11, 1, 7, {"ptype": "gpu-process"}, {}, rip=0x7F00_0010)
    cut, other = tmp_path / "cut.dmp", tmp_path / "other.dmp"
    cut.write_bytes(whole[:len(whole) - 60])
    other.write_bytes(b"not a dump at all")
    assert summary(cut).startswith("cut.dmp: unreadable (minidump truncated at ")
    assert summary(other) == "other.dmp: unreadable (not a minidump)"
    name = FILES[1][0].encode("utf-16-le")  # a file name said to run past the dump's end
    overlong = tmp_path / "overlong.dmp"
    overlong.write_bytes(whole.replace(struct.pack("<I", len(name)) + name,
                                       struct.pack("<I", 1 << 20) + name))
    assert summary(overlong).startswith("overlong.dmp: unreadable (minidump truncated at ")
    full = tmp_path / "full.dmp"
    full.write_bytes(whole)
    assert summary(full) == ("gpu-process process 7: SIGSEGV (code 1) at 0xdead in "
                             "libc.so.6+0x10, thread CrRendererMain; no crash keys")


def test_a_crash_in_code_no_file_holds_says_so(tmp_path):
    """Code outside every mapped file is code the process wrote itself (V8's compiled
    JavaScript and WebAssembly): the summary says no file holds it."""
    path = tmp_path / "jit.dmp"
    path.write_bytes(_dump(4, 2, 9, {"ptype": "renderer"}, {}, rip=0x3000_0000))
    assert summary(path) == ("renderer process 9: SIGILL (code 2) at 0xdead in no file, "
                             "thread CrRendererMain; no crash keys")


def test_a_heap_error_caught_by_chromiums_sampler_is_named(tmp_path):
    """When Chromium's heap sampler (GWP-ASan) caught the crash, its report's error and
    allocation are quoted (the sampler's own crash key is left out: the report says it)."""
    report = (bytes([0x08, 2, 0x10]) + bytes([0x80, 0x8F, 0xA8, 0x80, 0x80, 0xEF, 0x05])
              + bytes([0x22, 3, 0x0A, 1, 0x07]) + bytes([0x30, 0x01]))  # a nested message
    path = tmp_path / "heap.dmp"
    path.write_bytes(_dump(11, 2, 5, {"ptype": "renderer"}, {"gwp-asan-malloc": "1778000a0780"},
                           heap_report=report))
    assert summary(path) == ("renderer process 5: SIGSEGV (code 2) at 0xdead in "
                             "chromium+0x1234567, thread CrRendererMain; GWP-ASan: buffer "
                             "overflow, allocation at 0x1778000a0780; no crash keys")
