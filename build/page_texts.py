"""The static texts of ``web/index.html``: every element marked ``data-i18n`` (its inner
HTML) or ``data-i18n-attrs="title aria-label ..."`` (those attributes) is a message of
the catalogs. The build numbers the marked elements (``data-i18n="7"``); each language's
translations go to ``locale/<lang>.json`` by number, which ``boot.js`` fetches and applies
before any Python runs (and whenever the player changes the language). English is the
page as written: ``boot.js`` reads it from the DOM before the first change."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}
SPACES = re.compile(r"\s+")


def normalise(text: str) -> str:
    return SPACES.sub(" ", text).strip()


class _Finder(HTMLParser):
    """Finds marked elements: their inner HTML's span in the source and their attributes."""

    def __init__(self, source: str) -> None:
        super().__init__(convert_charrefs=False)
        self.source = source
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", source)]
        self.stack: list[tuple[str, dict | None]] = []
        self.found: list[dict] = []

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.line_starts[line - 1] + column

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        start = self._offset()
        end = start + len(self.get_starttag_text())
        entry = None
        if "data-i18n" in attrs or "data-i18n-attrs" in attrs:
            names = (attrs.get("data-i18n-attrs") or "").split()
            entry = {"tag_start": start, "tag_end": end, "html": "data-i18n" in attrs,
                     "attrs": {name: attrs.get(name) or "" for name in names}}
            self.found.append(entry)
        if tag not in VOID:
            self.stack.append((tag, entry))

    def handle_endtag(self, tag):
        while self.stack:
            open_tag, entry = self.stack.pop()
            if entry is not None and entry["html"]:
                entry["inner"] = self.source[entry["tag_end"]:self._offset()]
            if open_tag == tag:
                break


def find(source: str) -> list[dict]:
    """The marked elements of ``source`` in document order, each with its message
    ``html`` (normalised inner HTML, or None) and ``attrs`` (name -> message)."""
    finder = _Finder(source)
    finder.feed(source)
    return [{"html": normalise(e["inner"]) if e["html"] else None,
             "attrs": {k: normalise(v) for k, v in e["attrs"].items()},
             "tag": (e["tag_start"], e["tag_end"])} for e in finder.found]


def messages(source: str) -> list[str]:
    """Every message of the page, in document order."""
    out = []
    for entry in find(source):
        if entry["html"]:
            out.append(entry["html"])
        out.extend(text for text in entry["attrs"].values() if text)
    return out


def numbered(source: str) -> tuple[str, list[dict]]:
    """``source`` with each marked element numbered (``data-i18n="n"``) and the entries
    (``html`` and ``attrs`` messages) by number."""
    entries = find(source)
    pieces, last = [], 0
    for index, entry in enumerate(entries):
        start, end = entry["tag"]
        tag = source[start:end]
        tag = re.sub(r'\sdata-i18n(?=[\s>/])(?!-)', "", tag, count=1)
        tag = tag[:-1].rstrip("/").rstrip() + f' data-i18n="{index}">'
        pieces += [source[last:start], tag]
        last = end
    pieces.append(source[last:])
    return "".join(pieces), [{"html": e["html"], "attrs": e["attrs"]} for e in entries]


def embed(source: str, entries: list[dict], translations: dict[str, dict[str, str]],
          boot: list[str]) -> tuple[str, dict[str, dict]]:
    """Name the page's languages in the page for ``boot.js``; return the page and, per
    language, the table ``boot.js`` fetches when that language is chosen: ``entries`` by
    element number (``[html or None, {attribute: text}]``: None for an element whose inner
    HTML is not a message) and ``boot`` (``boot.js``'s own messages). The English texts
    are not repeated anywhere: ``boot.js`` reads them from the page itself."""
    data = {"languages": sorted(translations)}
    marker = '<script type="application/json" id="page-texts">{}</script>'
    if marker not in source:
        raise ValueError("web/index.html lacks its page-texts script")
    tables = {}
    for lang, table in translations.items():
        tables[lang] = {
            "entries": [[table.get(e["html"]) or e["html"] if e["html"] else None,
                         {k: table.get(v) or v for k, v in e["attrs"].items() if v}]
                        for e in entries],
            "boot": {m: table[m] for m in boot if table.get(m)},
        }
    text = json.dumps(data, separators=(",", ":"))
    return source.replace(marker, marker.replace("{}", text)), tables
