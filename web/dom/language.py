"""The page's language in Python: the compiled catalog of a language other than English
is fetched only when that language is chosen (``dist/locale/<lang>.mo``), then
``core.i18n`` speaks it; numbers are written by the browser's ``Intl``."""
from __future__ import annotations

import js
from pyscript import window

from core import i18n


async def load_language(lang: str) -> str:
    """Switch ``core.i18n`` to ``lang``, fetching its catalog if needed; the language
    used (English when the catalog cannot be had)."""
    compiled = i18n.LOCALE_DIR / f"{lang}.mo"
    if lang != "en" and not compiled.exists():
        try:
            response = await js.fetch(f"./locale/{lang}.mo")
            if not response.ok:
                raise OSError(f"HTTP {response.status}")
            data = (await response.arrayBuffer()).to_bytes()
            compiled.parent.mkdir(parents=True, exist_ok=True)
            compiled.write_bytes(data)
        except Exception as exc:  # noqa: BLE001 - offline and uncached, say: stay in English
            js.console.warn(f"catalog {lang} unavailable: {exc}")
            return i18n.set_language("en")
    return i18n.set_language(lang)


async def start_language() -> str:
    """The language boot.js chose (saved choice, else the browser's), for Python too."""
    i18n.number_formatter = lambda value, lang: str(js.Intl.NumberFormat.new(lang).format(value))
    chooser = getattr(window, "avsLanguage", None)
    lang = str(await chooser.ready()) if chooser else "en"
    return await load_language(lang)


async def choose_language(lang: str) -> str:
    """The player picked ``lang``: the page's fixed texts (boot.js) and Python's."""
    chooser = getattr(window, "avsLanguage", None)
    used = str(await chooser.choose(lang)) if chooser else "en"
    return await load_language(used)
