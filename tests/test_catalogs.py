"""Message catalogs (core/i18n.py, core/locale/): every language has every message, with
the same named placeholders, and the words come out in the chosen language."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from core import Game, Options, i18n
from core.actions import Action
from core.describe import action_text, event_text, outcome_text

ROOT = Path(__file__).resolve().parents[1]
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def _tool():
    spec = importlib.util.spec_from_file_location("avs_i18n", ROOT / "build" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


def _ids(catalog) -> set:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


def test_every_catalog_has_exactly_the_messages_of_the_code():
    """A message added to the code but not to a catalog (or left behind in one after the
    code dropped it) fails here: run ``build/i18n.py extract`` and translate."""
    code = _ids(TOOL.extract())
    assert _ids(TOOL.read(TOOL.POT)) == code
    for lang in TOOL.TRANSLATED:
        catalog = TOOL.read(TOOL.LOCALE / f"{lang}.po")
        assert _ids(catalog) == code, f"{lang}.po is out of date"


@pytest.mark.parametrize("lang", TOOL.TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    catalog = TOOL.read(TOOL.LOCALE / f"{lang}.po")
    for message in catalog:
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        assert all(strings) and not message.fuzzy, f"untranslated: {ids[0]!r}"
        wanted = set(PLACEHOLDER.findall(ids[0]))
        for text in ids[1:] + strings:
            assert set(PLACEHOLDER.findall(text)) == wanted, (ids[0], text)


def _french_matching(pattern: str) -> list[str]:
    """The French translations in which ``pattern`` is found."""
    catalog = TOOL.read(TOOL.LOCALE / "fr.po")
    return [text for message in catalog if message.id
            for text in ([message.string] if isinstance(message.string, str)
                         else list(message.string))
            if re.search(pattern, text)]


def test_french_puts_a_space_before_two_part_punctuation():
    """French typography: a space before ":", ";", "!" and "?" ("Chien : …", "Prêt ?"),
    a no-break one, so that the sign never begins a line of its own (a phone showed a
    line of the Rules starting with ";")."""
    assert _french_matching(r"[^\u00a0][:;!?](?=\s|$)") == []


def test_french_writes_the_typographic_apostrophe():
    """French elisions take the typographic apostrophe ("n’avait", "l’hôte"), as
    French print does; the straight one read as typed text beside « » and the no-break
    spaces (a leftover of a French playtest)."""
    assert _french_matching("'") == []
    assert TOOL.read(TOOL.LOCALE / "fr.po").get("Pass (nothing else is possible)").string == (
        "Passer (rien d’autre n’est possible)")


def test_french_never_puts_a_preposition_before_a_players_name():
    """A player's name may be a label ("Joueur 1", "Ordinateur normal") that French
    would give an article: "Passez l’appareil à Joueur 1" read wrong (a French playtest),
    as "au Joueur 1" would for "Alice". Sentences name players without "à" or "de"."""
    assert _french_matching(r"(?i)(?<![\w’])(à|de|d’) ?\{(player|name)\}") == []


def test_french_tells_undo_from_cancel():
    """Both read « Annuler »: "Take back Ada's move?" asked « Annuler le coup de Ada ? »
    above a button « Annuler » (a French playtest). Taking a move back is « Défaire »
    on its button and « Reprendre » in words; « Annuler » only closes a question."""
    catalog = TOOL.read(TOOL.LOCALE / "fr.po")
    assert catalog.get("Undo").string == "Défaire" and catalog.get("Cancel").string == "Annuler"
    assert _french_matching(r"(?i)annul") == ["Annuler"]


def test_french_quotes_the_question_mark_spaces_inside_a_sentence():
    """The board's "?" spaces named in French stand in « » ("recule d'une case « ? »
    avec …"): bare, "case ? avec" read as a question (a French playtest). A "?" that
    ends a question is followed by a capital, a quote or nothing."""
    assert _french_matching(r"\?(?!\u00a0»)\s+[a-z{àâéèêîôûç]") == []
    assert _french_matching(r"«[^\u00a0]|[^\u00a0]»") == []    # « » hold no-break spaces
    assert "case «\u00a0?\u00a0»" in TOOL.read(TOOL.LOCALE / "fr.po").get(
        "Push {rival} back one ? space with {cards}").string


def test_the_log_and_the_actions_speak_french_when_asked():
    game = Game(Options(), 3)
    take = Action.parse("take")
    assert action_text(take, 0) == "Take the rightmost card of the row"
    i18n.set_language("fr")
    assert action_text(take, 0) == "Prendre la carte la plus à droite de la ligne"
    assert outcome_text("frozen").startswith("Les deux explorateurs")
    game.push(take)
    line = event_text(game.observation(0)["log"][-1])
    assert line.startswith("Amundsen prend ") and line.endswith(").")   # "Avance (rouge)."


def test_french_joins_a_place_to_its_article_and_never_writes_de_before_a_name():
    """French writes "du navire" and "au navire", never "de le" or "à le" (the places
    after "from", "to" and "at" are whole messages), and never "de Amundsen" (which
    must be "d'Amundsen": the sentences put a name where no "de" comes before it), nor
    "défausse rien" without its "ne". Checked on the log and the action buttons of random
    games in every combination of modules."""
    i18n.set_language("fr")
    assert event_text(("advance", 0, (3,), (0, 2))).startswith("Amundsen avance du navire ")
    assert event_text(("back", 1, (3,), 0)).startswith("Scott retrouve son chemin au navire ")
    assert event_text(("sacrifice", 0, (), None)).endswith(" ne défausse rien.")
    wrong = re.compile(r"\b(de|à) (le|les)\b|\b(de|que) [AEIOUYÉÈÀ]|(?<!ne) (perd|défausse) rien")
    for seed in range(64):
        game = Game(Options(*(bool(seed >> i & 1) for i in range(5))), seed)
        while not game.over:
            legal = game.legal_actions()
            obs = game.observation(game.to_move())
            for action in legal:
                assert not wrong.search(action_text(action, game.to_move(), obs))
            game.push(legal[(seed * 7 + len(game.actions)) % len(legal)])
        for event in game.observation(0)["log"]:
            assert not wrong.search(event_text(event, 0) or ""), event_text(event, 0)


def test_plural_forms_follow_the_language():
    """One space is said in words ("Avancer de 1 case" read badly, a French playtest);
    more follow the language's plural forms."""
    advance = [Action.parse("advance Ra1"), Action.parse("advance Ra1 Ga1 Ga2")]
    i18n.set_language("fr")
    texts = [action_text(a, 0) for a in advance]
    assert texts[0].startswith("Avancer d’une case ") and texts[1].startswith("Avancer de 2 cases ")
    i18n.set_language("en")
    assert [action_text(a, 0)[:17] for a in advance] == ["Advance one space", "Advance 2 spaces "]


def test_unknown_languages_fall_back_to_english_and_browser_tags_are_understood():
    assert i18n.set_language("xx") == "en"
    assert i18n.pick_language(["de-DE", "fr-CA", "en"]) == "fr"
    assert i18n.pick_language(["es"]) == "en"


def test_numbers_and_ordinals_are_written_the_language_s_way():
    assert (i18n.number(1234567.5), i18n.ordinal(1), i18n.ordinal(22)) == (
        "1,234,567.5", "1st", "22nd")
    i18n.set_language("fr")
    assert (i18n.number(1234567.5), i18n.ordinal(1), i18n.ordinal(2)) == (
        "1\u202f234\u202f567,5", "1\u1d49\u02b3", "2\u1d49")


def test_french_raises_the_letter_of_an_ordinal():
    """French writes "le 85ᵉ parallèle" with the e raised; "85e" read as a typo (a
    leftover of a French playtest). Every ordinal of the catalog, a number's or a
    placeholder's ("{degrees}ᵉ"), takes the raised letter."""
    assert _french_matching(r"(\d|\})(e|er|re)\b") == []
    assert "85\u1d49 parallèle" in TOOL.read(TOOL.LOCALE / "fr.po").get(
        "{explorer} had not crossed the 85° parallel yet: no way back this time.").string


def test_the_compiled_catalog_reads_back_like_the_source():
    import gettext
    import io
    compiled = gettext.GNUTranslations(io.BytesIO(TOOL.mo_bytes("fr")))
    assert compiled.gettext("The race goes on.") == "La course continue."
    assert compiled.ngettext("Advance {spaces} space with {cards}",
                             "Advance {spaces} spaces with {cards}", 3).endswith("cases avec {cards}")


def test_french_colours_and_cards_agree_with_feminine_words():
    """French "case" is feminine but the colour names are written masculine ("vert",
    "bleu"), and a card may be feminine ("Crevasse", "Boussole"): the back-to-the-route
    buttons said "case vert" and the Calm discard said "Crevasse (rouge) est défaussé".
    No French message puts a colour right after "case", nor makes {cards} agree."""
    catalog = TOOL.read(TOOL.LOCALE / "fr.po")
    wrong = re.compile(r"case[\w ]{0,12}(?<! en) \{colour\}|\{cards\} (est|sont) défaussée?s?\b")
    assert [m.string for m in catalog if isinstance(m.string, str) and wrong.search(m.string)] == []
    i18n.set_language("fr")
    obs = Game(Options(), 4).observation(0)
    obs["lost"], obs["to_move"] = [2, 0], 0   # behind the second ? space lies a green space
    assert action_text(Action.parse("back Ga1 G"), 0, obs) == (
        "Revenir sur le chemin (case la plus proche en vert) avec Avance (vert)")


def test_every_card_face_has_its_french_words():
    """The card faces' short names are looked up in their own context ("card face"): a
    context written differently at the lookup would show English on French cards."""
    import sys
    sys.path.insert(0, str(ROOT / "web"))
    from ui.cards import FACE, SHORT

    i18n.set_language("fr")
    faces = {kind: i18n.pgettext(FACE, text) for kind, text in SHORT.items()}
    untranslated = [text for kind, text in SHORT.items()
                    if faces[kind] == text and text not in ("Blizzard", "Crevasse", "Sacrifice",
                                                            "Camp", "Fram", "Terra Nova")]
    assert untranslated == [] and faces["w"] == "Beau temps"
