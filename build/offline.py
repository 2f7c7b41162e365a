"""The offline-first parts of ``dist/``: the Python archive, icons, manifest, service worker.

Standard library only; called by ``build.py`` once everything else is in ``dist/``.

* :func:`write_archive` packs the shipped Python modules, without docstrings and comments
  (``minify.py``), into one deterministic archive (``app.tar.gz``: one gzip stream over all
  the files compresses about a quarter better than a zip's file-by-file deflate) that
  PyScript unpacks into Pyodide's working directory; ``online.zip`` likewise.
* :func:`write_manifest` draws the icons (``build/icons.py``) and writes the web app manifest.
* :func:`stamp_service_worker` fills ``sw.js``'s placeholders with the build's content
  hash (the cache name) and the list of files to precache.
"""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
import zipfile
from pathlib import Path

import icons
import minify

ARCHIVE = "app.tar.gz"
MANIFEST = "manifest.webmanifest"
SERVICE_WORKER = "sw.js"
ICON_DIR = "icons"
#: Never precached: the worker itself (the browser fetches it) and debugging aids.
NOT_PRECACHED = {SERVICE_WORKER, "build-info.json", "bare.html", "bare.json"}
FIXED_TIME = (2020, 1, 1, 0, 0, 0)  # zip entries carry no build-time clock: same input, same bytes

MANIFEST_FIELDS = {
    "name": "1911 Amundsen vs Scott",
    "short_name": "Amundsen vs Scott",
    "description": "A two-player card race to the South Pole, played in your browser.",
    "start_url": "./",
    "scope": "./",
    "id": "./",
    "display": "standalone",
    "background_color": "#eef5fb",
    "theme_color": "#16345c",
}


def write_archive(dist: Path, sources: dict[str, Path | bytes], archive: str = ARCHIVE) -> str:
    """Pack ``sources`` (archive path -> file, or the bytes themselves) into
    ``dist/<archive>`` (a ``.tar.gz``, or a ``.zip``); its file name. The same input gives
    the same bytes (no clocks, owners or modes from the machine).

    Python files go in without docstrings and comments (``minify.strip``)."""
    files = {}
    for name in sorted(sources):
        source = sources[name]
        data = source if isinstance(source, bytes) else source.read_bytes()
        if name.endswith(".py"):
            data = minify.strip(data.decode("utf-8")).encode("utf-8")
        files[name] = data
    if archive.endswith(".zip"):
        _write_zip(dist / archive, files)
    else:
        _write_tar_gz(dist / archive, files)
    return archive


def _write_zip(path: Path, files: dict[str, bytes]) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)


def _write_tar_gz(path: Path, files: dict[str, bytes]) -> None:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(data), 0o644, 0
            tar.addfile(info, io.BytesIO(data))
    path.write_bytes(gzip.compress(buffer.getvalue(), compresslevel=9, mtime=0))


def write_manifest(dist: Path) -> str:
    """Draw the icons into ``dist/icons/`` and write the manifest naming them."""
    names = icons.write_icons(dist / ICON_DIR)
    entries = []
    for name in names:
        size = name.removeprefix("icon-").removesuffix(".png")
        entries.append({"src": f"./{ICON_DIR}/{name}", "sizes": f"{size}x{size}",
                        "type": "image/png", "purpose": "any"})
    manifest = dict(MANIFEST_FIELDS, icons=entries)
    (dist / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return MANIFEST


def precache_list(dist: Path) -> list[str]:
    """Every file the game needs offline, as ``./``-relative URLs (the page is ``./``)."""
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file())
    return ["./"] + [f"./{f}" for f in files if f not in NOT_PRECACHED and f != "index.html"]


def content_hash(dist: Path, files: list[str]) -> str:
    """A short hash of the precached files' names and bytes: the cache's version."""
    digest = hashlib.sha256()
    for url in files:
        path = dist / ("index.html" if url == "./" else url.removeprefix("./"))
        digest.update(url.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def stamp_service_worker(dist: Path) -> str:
    """Put the build hash and precache list into ``dist/sw.js``; the hash."""
    worker = dist / SERVICE_WORKER
    files = precache_list(dist)
    version = content_hash(dist, files)
    text = worker.read_text(encoding="utf-8")
    for placeholder in ("__BUILD_VERSION__", "__PRECACHE_FILES__"):
        if placeholder not in text:
            raise ValueError(f"web/{SERVICE_WORKER} lacks its {placeholder} placeholder")
    text = text.replace('"__BUILD_VERSION__"', json.dumps(version))
    text = text.replace('["__PRECACHE_FILES__"]', json.dumps(files, indent=1))
    worker.write_text(text, encoding="utf-8")
    return version
