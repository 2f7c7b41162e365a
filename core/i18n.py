"""The player's language: gettext message catalogs (``core/locale/<lang>.po``), English
being the source language.

Every player-facing sentence is written in English in the code, marked ``_("...")`` where
it is used or ``N_("...")`` where it is only stored (a table of templates), and looked up
in the current language's catalog when shown. Placeholders are named (``{who}``) and
filled after the lookup; plurals go through ``ngettext``.

The page (Pyodide) loads ``<lang>.mo``, compiled by the build; native Python reads the
``.po`` file with Babel. Unknown languages fall back to English.
"""
from __future__ import annotations

import gettext
import io
from pathlib import Path
from typing import Callable

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES = ("en", "fr")
#: The language names shown in the picker, each in its own language.
LANGUAGE_NAMES = {"en": "English", "fr": "Français"}

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def N_(message: str) -> str:
    """Mark a message for the catalogs without translating it yet."""
    return message


def _(message: str) -> str:
    """``message`` in the current language."""
    return _current.gettext(message)


def NC_(context: str, message: str) -> str:
    """Mark a message that needs a context (the same English words meaning something
    else elsewhere) without translating it yet; look it up with ``pgettext(context, ...)``."""
    return message


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, as meant in ``context``."""
    return _current.pgettext(context, message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural form for ``count``, in the current language."""
    return _current.ngettext(singular, plural, count)


def language() -> str:
    return _language


_catalogs: dict[str, gettext.NullTranslations] = {}  # each language's, once loaded


def translations(message: str) -> frozenset[str]:
    """``message`` in every language whose catalog is at hand (the page fetches one only
    when it is chosen): a default name typed in one language is recognised in another."""
    found = {message}
    for lang in LANGUAGES:
        if lang not in _catalogs:
            try:
                _catalogs[lang] = _load(lang)
            except (OSError, ImportError):  # the page has not fetched it: nobody typed in it
                continue
        found.add(_catalogs[lang].gettext(message))
    return frozenset(found)


def pick_language(preferred: list[str] | tuple[str, ...]) -> str:
    """The first supported language among ``preferred`` tags ("fr-CA" -> "fr")."""
    for tag in preferred:
        base = str(tag).lower().split("-")[0].split("_")[0]
        if base in LANGUAGES:
            return base
    return "en"


def set_language(lang: str) -> str:
    """Switch every later lookup to ``lang`` (English if unknown); the language used."""
    global _current, _language
    lang = lang if lang in LANGUAGES else "en"
    _current = _catalogs[lang] = _catalogs.get(lang) or _load(lang)
    _language = lang
    return lang


def _load(lang: str) -> gettext.NullTranslations:
    if lang == "en":
        return gettext.NullTranslations()
    compiled = LOCALE_DIR / f"{lang}.mo"
    if compiled.exists():
        with compiled.open("rb") as handle:
            return gettext.GNUTranslations(handle)
    return gettext.GNUTranslations(io.BytesIO(compile_po(LOCALE_DIR / f"{lang}.po")))


def compile_po(path: Path) -> bytes:
    """A ``.po`` catalog compiled to ``.mo`` bytes (Babel)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        catalog = read_po(handle)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


# -- numbers ---------------------------------------------------------------------------
#: How the page formats numbers (set to the browser's Intl by the page); natively Babel.
number_formatter: Callable[[int | float, str], str] | None = None


def number(value: int | float) -> str:
    """A number written the current language's way (1,234.5 / 1 234,5)."""
    if number_formatter is not None:
        return number_formatter(value, _language)
    from babel.numbers import format_decimal
    return format_decimal(value, locale=_language)


def ordinal(value: int) -> str:
    """1st, 2nd... / 1ᵉʳ, 2ᵉ... (French raises its ordinal's letters)."""
    if _language == "fr":
        return f"{value}\u1d49\u02b3" if value == 1 else f"{value}\u1d49"
    suffix = "th" if 10 <= value % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(value % 10, "th")
    return f"{value}{suffix}"


def labelled(label: str) -> str:
    """``label`` and a colon, as the language writes them ("Dog:" / "Chien :"), before
    what the label introduces."""
    # (a card's name before what it does, a turn's heading before its lines)
    # TRANSLATORS: a label before what it introduces; French puts a space before the colon.
    return _("{label}:").format(label=label)
