#!/usr/bin/env python3
"""Serve ``dist/`` on http://127.0.0.1:PORT/ with the MIME types the game needs.

Standard library only.  Usage::

    python3 build/serve.py [PORT] [--dir DIR]      # PORT defaults to 8000

The page must be served over http (never file://): ES modules, ``fetch`` and
``WebAssembly.instantiateStreaming`` (which needs ``application/wasm``) all
require it.  The tests (tests/e2e/conftest.py) and bench/boot_time.py reuse
:func:`make_handler` / :func:`start_background_server` from this file.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DIR = ROOT / "dist"
DEFAULT_PORT = 8000

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".htm": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".py": "text/plain; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".zip": "application/zip",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".toml": "text/plain; charset=utf-8",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".ttf": "font/ttf",
    ".otf": "font/otf",
    ".mp3": "audio/mpeg",
    ".ogg": "audio/ogg",
    ".wav": "audio/wav",
    "": "application/octet-stream",
}


class DistHandler(http.server.SimpleHTTPRequestHandler):
    """Static handler for dist/: explicit MIME types, no caching surprises, quiet log."""

    extensions_map = MIME_TYPES
    quiet = False
    cache_control = "no-cache"

    def guess_type(self, path):  # noqa: D401 - stdlib signature
        suffix = Path(str(path)).suffix.lower()
        return MIME_TYPES.get(suffix, MIME_TYPES[""])

    def end_headers(self):
        # Always revalidate: a rebuilt dist/ is picked up on reload, and
        # Last-Modified lets the browser get cheap 304s.
        # (Tests of updates serve as static hosts do, e.g. "max-age=600".)
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - stdlib signature
        if not self.quiet:
            super().log_message(format, *args)


def make_handler(directory: Path | str = DEFAULT_DIR, quiet: bool = False,
                 cache_control: str = "no-cache"):
    """A request-handler class serving ``directory`` (with this ``Cache-Control``)."""
    handler = type("BoundDistHandler", (DistHandler,),
                   {"quiet": quiet, "cache_control": cache_control})
    return functools.partial(handler, directory=str(directory))


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        """A browser that drops a download half way (a closed tab, a cancelled fetch) is
        normal: only other errors are printed."""
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path | str = DEFAULT_DIR, port: int = DEFAULT_PORT, quiet: bool = False,
                cache_control: str = "no-cache"):
    """An HTTP server bound to 127.0.0.1:``port`` (0 picks a free port)."""
    return _Server(("127.0.0.1", port), make_handler(directory, quiet, cache_control))


def start_background_server(directory: Path | str = DEFAULT_DIR, port: int = 0, quiet: bool = True,
                            cache_control: str = "no-cache"):
    """Start serving in a daemon thread. Returns ``(server, base_url)``; call ``server.shutdown()``."""
    server = make_server(directory, port, quiet=quiet, cache_control=cache_control)
    thread = threading.Thread(target=server.serve_forever, name="dist-server", daemon=True)
    thread.start()
    host, real_port = server.server_address[:2]
    return server, f"http://{host}:{real_port}/"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve dist/ on 127.0.0.1.")
    parser.add_argument("port", nargs="?", type=int, default=DEFAULT_PORT, help="port (default 8000)")
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="directory to serve (default dist/)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    directory = args.dir.resolve()
    if not (directory / "index.html").is_file():
        print(f"serve: {directory}/index.html not found: run `make build` first", file=sys.stderr)
        return 1
    try:
        server = make_server(directory, args.port, quiet=args.quiet)
    except OSError as exc:
        print(f"serve: cannot listen on 127.0.0.1:{args.port}: {exc}", file=sys.stderr)
        return 1
    host, port = server.server_address[:2]
    print(f"Serving {directory} at http://{host}:{port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
