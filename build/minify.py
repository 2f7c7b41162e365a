"""Smaller Python for the page: docstrings and comment lines removed, line numbers kept.

The game's modules reach the browser inside ``app.tar.gz``; their docstrings and comments are
for maintainers and make up about a quarter of the archive. :func:`strip` replaces each
docstring with ``""`` and each comment-only line with an empty line, so a traceback from the
page still points at the right line of the repository's file. :func:`web_file` makes the
page's CSS, JavaScript and HTML smaller (rcssmin, rjsmin).
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import rcssmin
import rjsmin

_SCOPES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstring_nodes(tree: ast.AST) -> list[ast.Expr]:
    """The statement of every docstring in ``tree`` (as ``ast.get_docstring`` finds them)."""
    return [node.body[0] for node in ast.walk(tree)
            if isinstance(node, _SCOPES) and ast.get_docstring(node, clean=False) is not None]


def _docstring_spans(tree: ast.AST) -> list[tuple[int, int, int, int]]:
    """(first line, first byte, last line, end byte) of every docstring in ``tree``."""
    return [(doc.lineno, doc.col_offset, doc.end_lineno or doc.lineno, doc.end_col_offset or 0)
            for doc in docstring_nodes(tree)]


def _comment_lines(source: str) -> set[int]:
    """Numbers of the lines that hold nothing but a comment."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return {tok.start[0] for tok in tokens
            if tok.type == tokenize.COMMENT and not tok.line[:tok.start[1]].strip()}


def strip(source: str) -> str:
    """``source`` without docstrings and comment-only lines, with the same line numbers."""
    lines = source.splitlines(keepends=True)
    comments = _comment_lines(source)
    for first, start, last, end in sorted(_docstring_spans(ast.parse(source)), reverse=True):
        head = lines[first - 1].encode()[:start].decode()  # ast offsets count UTF-8 bytes
        tail = lines[last - 1].encode()[end:].decode()
        lines[first - 1:last] = [head + '""' + tail] + ["\n"] * (last - first)
    return "".join("\n" if number in comments else line
                   for number, line in enumerate(lines, start=1))


#: Comments of index.html, left out of dist (the conditional markers PyScript needs are
#: not comments): ``<!-- ... -->``.
HTML_COMMENT = re.compile(r"<!--(?!\[).*?-->", re.S)


def web_file(path: Path) -> None:
    """Make a page file of dist/ smaller in place: CSS with rcssmin, JavaScript with rjsmin
    (both well-kept minifiers from PyPI), HTML without its comments and indentation."""
    if path.suffix == ".css":
        path.write_text(rcssmin.cssmin(path.read_text(encoding="utf-8")), encoding="utf-8")
    elif path.suffix in (".js", ".mjs") and path.name != "sw.js":  # the worker stays readable
        path.write_text(rjsmin.jsmin(path.read_text(encoding="utf-8")), encoding="utf-8")
    elif path.suffix == ".html":
        text = HTML_COMMENT.sub("", path.read_text(encoding="utf-8"))
        path.write_text(re.sub(r"(?m)^[ \t]+(?=<)", "", text), encoding="utf-8")
