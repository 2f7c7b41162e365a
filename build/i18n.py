#!/usr/bin/env python3
"""Message catalogs (Babel): extract every marked message of ``core/`` into
``core/locale/messages.pot``, merge it into each language's ``.po`` file, and compile the
``.mo`` files the page loads.

    .venv/bin/python build/i18n.py extract     # after changing texts: refresh pot and po

``tests/test_catalogs.py`` fails when a catalog is stale, incomplete or its placeholders
differ from the English ones.

Messages are marked ``_()``, ``N_()``, ``ngettext()`` or, with a context, ``NC_()`` and
``pgettext()`` (see ``core/i18n.py``).
"""
from __future__ import annotations

import ast
import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
import page_texts  # noqa: E402  (build/page_texts.py)

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "core" / "locale"
POT = LOCALE / "messages.pot"
TRANSLATED = ("fr",)
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "t": None,
            "NC_": ((1, "c"), 2), "pgettext": ((1, "c"), 2)}
#: Where messages live: Python (``_``, ``N_``, ``ngettext``), boot.js (``t``) and the
#: page's static texts (``data-i18n``, see build/page_texts.py).
SOURCES = ("core", "web")
PAGE = ROOT / "web" / "index.html"
#: Catalog dates stay fixed so that re-extracting unchanged texts changes no file.
FIXED_DATE = datetime(2026, 11, 24, tzinfo=timezone.utc)


def extract_python(fileobj, keywords, comment_tags, options):
    """Babel extraction method for Python, by the syntax tree: it also finds the calls
    inside f-strings (which Babel's tokenizer-based extractor misses before Python 3.12).
    Yields (line, function, message(s), comments)."""
    source = fileobj.read().decode("utf-8")
    lines = source.splitlines()
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in keywords):
            continue
        texts = [a.value for a in node.args if isinstance(a, ast.Constant)
                 and isinstance(a.value, str)]
        wanted = 2 if node.func.id in ("ngettext", "NC_", "pgettext") else 1
        if len(texts) < wanted:
            continue
        above = lines[node.lineno - 2].strip() if node.lineno > 1 else ""
        comments = [above.split("TRANSLATORS:", 1)[1].strip()] if "TRANSLATORS:" in above else []
        messages = tuple(texts[:2]) if wanted == 2 else texts[0]
        yield node.lineno, node.func.id, messages, comments


def extract() -> Catalog:
    """Every marked message of the sources, with where it is used."""
    catalog = Catalog(project="1911 Amundsen vs Scott", version="1", charset="utf-8",
                      creation_date=FIXED_DATE, revision_date=FIXED_DATE)
    for source in SOURCES:
        method_map = [("**/locale/**", "ignore"), ("**.py", extract_python),
                      ("boot.js", "javascript")]
        for filename, lineno, message, comments, context in extract_from_dir(
                ROOT / source, method_map, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
                strip_comment_tags=True):
            catalog.add(message, None, [(f"{source}/{filename}", lineno)],
                        auto_comments=comments, context=context)
    for message in page_texts.messages(PAGE.read_text(encoding="utf-8")):
        catalog.add(message, None, [("web/index.html", 0)])
    return catalog


def translations() -> dict[str, dict[str, str]]:
    """Every language's plain (non-plural) translations: English message -> text."""
    out = {}
    for lang in TRANSLATED:
        out[lang] = {m.id: m.string for m in read(LOCALE / f"{lang}.po")
                     if m.id and isinstance(m.id, str) and m.string and not m.context}
    return out


def read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def write(path: Path, catalog: Catalog) -> None:
    with path.open("wb") as handle:
        write_po(handle, catalog, width=96, omit_header=False, sort_output=False)


def refresh() -> None:
    """Write the template and merge it into every language's catalog."""
    template = extract()
    write(POT, template)
    for lang in TRANSLATED:
        path = LOCALE / f"{lang}.po"
        catalog = read(path) if path.exists() else Catalog(locale=lang)
        catalog.update(template, no_fuzzy_matching=True)
        write(path, catalog)


def mo_bytes(lang: str) -> bytes:
    """The compiled catalog of ``lang`` (for the page's archive)."""
    out = io.BytesIO()
    write_mo(out, read(LOCALE / f"{lang}.po"), use_fuzzy=False)
    return out.getvalue()


def main(argv: list[str]) -> int:
    if argv[:1] == ["extract"]:
        refresh()
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
