"""The page's Python is shipped without docstrings and comments (build/minify.py): the code
must stay the same program, and tracebacks must keep pointing at the repository's lines."""
from __future__ import annotations

import ast
import importlib.util
import traceback
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("_avs_minify", ROOT / "build" / "minify.py")
minify = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(minify)

SHIPPED = sorted([*ROOT.joinpath("core").rglob("*.py"), *ROOT.joinpath("web").rglob("*.py")])


def _without_docstrings(tree: ast.AST) -> str:
    """The AST's dump with every docstring's text emptied (what ``strip`` keeps of it)."""
    for doc in minify.docstring_nodes(tree):
        doc.value.value = ""
    return ast.dump(tree, include_attributes=False)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_stripped_module_is_the_same_program_on_the_same_lines(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    stripped = minify.strip(source)
    assert stripped.count("\n") == source.count("\n")
    assert _without_docstrings(ast.parse(stripped)) == _without_docstrings(ast.parse(source))
    for number, (old, new) in enumerate(zip(source.splitlines(), stripped.splitlines()), 1):
        if new.strip() and new.strip() != '""':
            assert new == old, f"line {number} changed beyond its docstring"


def test_shipped_python_is_at_least_15_percent_smaller() -> None:
    before = sum(len(p.read_bytes()) for p in SHIPPED)
    after = sum(len(minify.strip(p.read_text(encoding="utf-8")).encode()) for p in SHIPPED)
    assert after < 0.85 * before


def test_a_traceback_names_the_original_line() -> None:
    source = ('"""Module — with a non-ASCII docstring."""\n'
              "# a comment\n"
              "def fail():\n"
              '    """Multi-line\n    docstring « with » quotes \'."""\n'
              "    x = 1  # trailing comment stays\n"
              "    raise ValueError(x)\n")
    stripped = minify.strip(source)
    assert "Multi-line" not in stripped and "# a comment" not in stripped
    assert "# trailing comment stays" in stripped  # only comment-only lines go
    namespace: dict = {}
    exec(compile(stripped, "example.py", "exec"), namespace)
    with pytest.raises(ValueError) as caught:
        namespace["fail"]()
    assert traceback.extract_tb(caught.tb)[-1].lineno == 7
