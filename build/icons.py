"""The app icon: one drawing, rasterised to the PNG sizes browsers ask for (stdlib only).

The drawing is a red flag on a snowy peak under a night-blue sky, described by
:func:`colour_at` in unit coordinates (0..1 on both axes), so every size is the
same picture.  :func:`png_bytes` writes an 8-bit RGB PNG with ``zlib`` + ``struct``.
"""
from __future__ import annotations

import struct
import zlib
from pathlib import Path

#: Pixel sizes written by :func:`write_icons` (192 and 512 are what Chromium's
#: installability check and Android need; 180 is the iOS home-screen size).
SIZES = (180, 192, 512)
SKY = (22, 52, 92)
SNOW = (238, 245, 251)
SHADE = (201, 214, 226)
FLAG = (200, 40, 48)
POLE = (60, 60, 66)
SAMPLES = 2  # per axis: 4 samples per pixel smooth the edges


def colour_at(x: float, y: float) -> tuple[int, int, int]:
    """The drawing's colour at unit point (x, y), y growing downwards."""
    if 0.495 <= x <= 0.515 and 0.2 <= y <= 0.44:
        return POLE
    if 0.515 < x <= 0.7 and 0.2 <= y <= 0.32 - (x - 0.515) * 0.25:
        return FLAG
    peak_y = 0.42 + abs(x - 0.505) * 0.95  # the mountain's outline
    if y >= peak_y:
        return SHADE if x > 0.505 and y < peak_y + 0.18 else SNOW
    return SKY


def _pixel(px: int, py: int, size: int) -> tuple[int, int, int]:
    total = [0, 0, 0]
    for sy in range(SAMPLES):
        for sx in range(SAMPLES):
            c = colour_at((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size)
            for i in range(3):
                total[i] += c[i]
    n = SAMPLES * SAMPLES
    return (total[0] // n, total[1] // n, total[2] // n)


def raster(size: int) -> bytes:
    """Raw PNG scanlines (filter byte 0 + RGB triples) of the drawing at ``size`` px."""
    rows = []
    for py in range(size):
        row = bytearray(b"\x00")
        for px in range(size):
            row.extend(_pixel(px, py, size))
        rows.append(bytes(row))
    return b"".join(rows)


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png_bytes(size: int) -> bytes:
    """A complete PNG file (8-bit RGB, no interlace) of the drawing."""
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(raster(size), 9)) + _chunk(b"IEND", b""))


def write_icons(folder: Path) -> list[str]:
    """Write ``icon-<size>.png`` for every size into ``folder``; their file names."""
    folder.mkdir(parents=True, exist_ok=True)
    names = []
    for size in SIZES:
        name = f"icon-{size}.png"
        (folder / name).write_bytes(png_bytes(size))
        names.append(name)
    return names
