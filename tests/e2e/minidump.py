"""What a Chromium crash dump says about the crash (for the browser tests' boot report).

Chromium's crash handler (crashpad) writes a minidump for every process that crashes. On
Linux its exception record holds the signal number (``ExceptionCode``), the signal's
code (``ExceptionFlags``), the faulting address and the crashed thread's registers, and
the module list says which file holds the code it ran; crashpad adds its own stream of
annotations, among them Chromium's crash keys (the process type, and e.g. an out-of-memory
size). This reads only those: the layout is Microsoft's minidump format
(``MINIDUMP_HEADER``, ``MINIDUMP_DIRECTORY``, ``MINIDUMP_EXCEPTION_STREAM``,
``MINIDUMP_MISC_INFO``, ``MINIDUMP_SYSTEM_INFO``, ``MINIDUMP_MODULE_LIST``, the AMD64
``CONTEXT``) and crashpad's extension stream (``MinidumpCrashpadInfo``,
``minidump_extensions.h``).
"""
from __future__ import annotations

import signal
import struct
from pathlib import Path

MODULE_LIST_STREAM = 4
EXCEPTION_STREAM = 6
SYSTEM_INFO_STREAM = 7
THREAD_NAMES_STREAM = 24
GWP_ASAN_STREAM = 0x4B6B0004  # Chromium's report of a heap error its sampler caught
GWP_ASAN_ERRORS = ("use after free", "buffer underflow", "buffer overflow", "double free",
                   "unknown", "free of an invalid address")  # gwp_asan::Crash::ErrorType
MISC_INFO_STREAM = 15
CRASHPAD_INFO_STREAM = 0x43500001
AMD64 = 9  # MINIDUMP_SYSTEM_INFO.ProcessorArchitecture
RIP_IN_AMD64_CONTEXT = 0xF8  # the instruction pointer's offset in an AMD64 CONTEXT
ANNOTATION_STRING = 1  # crashpad::Annotation::Type::kString
#: Annotations every Chromium process carries (build, switches, features, GPU, the
#: renderer's bookkeeping): a summary leaves them out and quotes the rest, e.g. an
#: out-of-memory size or the page's address.
ROUTINE = frozenset({"channel", "lsb-release", "plat", "prod", "ver", "osarch", "pid", "ptype",
                     "devtools_present", "web-frame-count", "view-count", "renderer_foreground",
                     "reentry_guard_tls_slot", "v8_isolate_address",
                     "v8_ro_space_firstpage_address"})
ROUTINE_PREFIXES = ("switch-", "commandline-", "gpu", "variations", "num-", "loaded-origin-",
                    "gwp-asan-")  # where the heap sampler keeps its state: see gwp_asan()


class Dump:
    """One minidump's bytes, read with bounds checks (a truncated dump raises ValueError)."""

    def __init__(self, data: bytes):
        self.data = data
        if self.u32(0) != 0x504D444D:  # "MDMP"
            raise ValueError("not a minidump")
        count, directory = self.u32(8), self.u32(12)
        self.streams = {}
        for i in range(count):
            kind, size, rva = self.unpack("<III", directory + 12 * i)
            self.streams.setdefault(kind, (rva, size))

    def unpack(self, fmt: str, at: int) -> tuple:
        if at < 0 or at + struct.calcsize(fmt) > len(self.data):
            raise ValueError(f"minidump truncated at {at}")
        return struct.unpack_from(fmt, self.data, at)

    def u32(self, at: int) -> int:
        return self.unpack("<I", at)[0]

    def byte_array(self, rva: int) -> bytes:
        """A length in bytes, then those bytes (``MinidumpByteArray``, and the strings)."""
        length = self.u32(rva)
        if rva + 4 + length > len(self.data):
            raise ValueError(f"minidump truncated at {rva}")
        return self.data[rva + 4:rva + 4 + length]

    def utf16(self, rva: int) -> str:
        """A ``MINIDUMP_STRING`` (UTF-16)."""
        return self.byte_array(rva).decode("utf-16-le", "replace")

    def utf8(self, rva: int) -> str:
        """A ``MinidumpUTF8String``."""
        return self.byte_array(rva).decode("utf-8", "replace")


def exception(dump: Dump) -> tuple[int, int, int] | None:
    """(signal number, signal code, faulting address) of the crash, if recorded."""
    found = dump.streams.get(EXCEPTION_STREAM)
    if found is None:
        return None
    code, flags, _record, address = dump.unpack("<IIQQ", found[0] + 8)  # after thread id
    return code, flags, address


def instruction(dump: Dump) -> int | None:
    """The crashed thread's instruction pointer (x86-64 dumps only; else None)."""
    found, system = dump.streams.get(EXCEPTION_STREAM), dump.streams.get(SYSTEM_INFO_STREAM)
    if found is None or system is None or dump.unpack("<H", system[0])[0] != AMD64:
        return None
    size, rva = dump.unpack("<II", found[0] + 160)  # the thread's context, after the record
    return dump.unpack("<Q", rva + RIP_IN_AMD64_CONTEXT)[0] if size > RIP_IN_AMD64_CONTEXT else None


def module_at(dump: Dump, address: int) -> str:
    """``name+offset`` of the loaded file holding ``address``, or "no file" (code the
    process wrote itself, such as V8's compiled JavaScript and WebAssembly)."""
    found = dump.streams.get(MODULE_LIST_STREAM)
    for i in range(dump.u32(found[0]) if found else 0):
        base, size, _sum, _stamp, name = dump.unpack("<QIIII", found[0] + 4 + 108 * i)
        if base <= address < base + size:
            return f"{dump.utf16(name).rsplit('/', 1)[-1]}+{address - base:#x}"
    return "no file"


def thread_name(dump: Dump) -> str | None:
    """The crashed thread's name (e.g. ``CrRendererMain``), if the dump names threads."""
    found, names = dump.streams.get(EXCEPTION_STREAM), dump.streams.get(THREAD_NAMES_STREAM)
    if found is None or names is None:
        return None
    crashed = dump.u32(found[0])
    for i in range(dump.u32(names[0])):
        thread, name = dump.unpack("<IQ", names[0] + 4 + 12 * i)
        if thread == crashed:
            return dump.utf16(name)
    return None


def gwp_asan(dump: Dump) -> str | None:
    """What Chromium's heap sampler (GWP-ASan) reported, when it caught the crash: the
    error and the allocation (fields 1 and 2 of its ``gwp_asan.Crash`` message)."""
    found = dump.streams.get(GWP_ASAN_STREAM)
    if found is None:
        return None
    fields = _varint_fields(dump.data[found[0]:found[0] + found[1]])
    error = fields.get(1, 4)
    name = GWP_ASAN_ERRORS[error] if error < len(GWP_ASAN_ERRORS) else f"error {error}"
    return f"{name}, allocation at {fields.get(2, 0):#x}"


def _varint_fields(data: bytes) -> dict[int, int]:
    """The varint fields of a protocol-buffer message (others skipped)."""
    out, at = {}, 0
    while at < len(data):
        key, at = _varint(data, at)
        kind = key & 7
        if kind == 0:
            out[key >> 3], at = _varint(data, at)
        elif kind == 2:
            length, at = _varint(data, at)
            at += length
        elif kind in (1, 5):
            at += 8 if kind == 1 else 4
        else:
            raise ValueError(f"GWP-ASan report: wire type {kind}")
    return out


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if at >= len(data):
            raise ValueError("GWP-ASan report truncated")
        byte = data[at]
        value |= (byte & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if byte < 0x80:
            return value, at


def process_id(dump: Dump) -> int | None:
    """The crashed process's id (``MINIDUMP_MISC_INFO``, when its flag says it is set)."""
    found = dump.streams.get(MISC_INFO_STREAM)
    if found is None or found[1] < 12:
        return None
    _size, flags, pid = dump.unpack("<III", found[0])
    return pid if flags & 1 else None


def annotations(dump: Dump) -> dict[str, str]:
    """Crashpad's annotations: the process-wide dictionary, then every module's
    dictionary and string annotations (Chromium's crash keys are the latter)."""
    found = dump.streams.get(CRASHPAD_INFO_STREAM)
    if found is None:
        return {}
    rva = found[0]
    out: dict[str, str] = {}
    # version, report id and client id (two UUIDs), then two location descriptors
    _simple_size, simple_rva, _list_size, list_rva = dump.unpack("<IIII", rva + 36)
    if simple_rva:
        out.update(_dictionary(dump, simple_rva))
    if list_rva:
        for i in range(dump.u32(list_rva)):
            size, info = dump.unpack("<II", list_rva + 4 + 12 * i + 4)
            # version, list annotations, simple annotations, then (newer) annotation objects
            simple = dump.unpack("<II", info + 12)[1]
            if simple:
                out.update(_dictionary(dump, simple))
            if size >= 28:
                objects = dump.unpack("<II", info + 20)[1]
                if objects:
                    out.update(_objects(dump, objects))
    return out


def _dictionary(dump: Dump, rva: int) -> dict[str, str]:
    pairs = (dump.unpack("<II", rva + 4 + 8 * i) for i in range(dump.u32(rva)))
    return {dump.utf8(key): dump.utf8(value) for key, value in pairs}


def _objects(dump: Dump, rva: int) -> dict[str, str]:
    out = {}
    for i in range(dump.u32(rva)):
        name, kind, _reserved, value = dump.unpack("<IHHI", rva + 4 + 12 * i)
        if kind == ANNOTATION_STRING:
            out[dump.utf8(name)] = dump.utf8(value)  # a MinidumpByteArray holding UTF-8
    return out


def signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def summary(path: Path) -> str:
    """One line: which process crashed, on which signal, the address it touched, the
    code it was running (file and offset) on which thread, what Chromium's heap sampler
    saw if it caught the crash, and the telling crash keys."""
    try:
        dump = Dump(path.read_bytes())
        caught = exception(dump)
        pid, keys, rip = process_id(dump), annotations(dump), instruction(dump)
        where = "" if rip is None else f" in {module_at(dump, rip)}"
        thread, heap = thread_name(dump), gwp_asan(dump)
    except (OSError, ValueError) as exc:
        return f"{path.name}: unreadable ({exc})"
    what = "no exception record" if caught is None else (
        f"{signal_name(caught[0])} (code {caught[1]}) at {caught[2]:#x}{where}")
    if thread:
        what += f", thread {thread}"
    if heap:
        what += f"; GWP-ASan: {heap}"
    telling = ", ".join(f"{k}={v[:80]}" for k, v in sorted(keys.items())
                        if k not in ROUTINE and not k.startswith(ROUTINE_PREFIXES))
    return f"{keys.get('ptype', 'unknown')} process {pid}: {what}; {telling or 'no crash keys'}"
