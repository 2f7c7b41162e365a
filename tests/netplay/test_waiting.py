"""What an online page says while its moves wait for the friend, and what it offers."""
from __future__ import annotations

from html.parser import HTMLParser

from core import i18n
from online import words
from ui.views import waiting_html


class _Buttons(HTMLParser):
    """The buttons of an HTML snippet, as (data-act, text)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[list[str]] = []
        self._in = False

    def handle_starttag(self, tag, attrs):
        if tag == "button":
            self.found.append([dict(attrs).get("data-act", ""), ""])
            self._in = True

    def handle_endtag(self, tag):
        self._in = self._in and tag != "button"

    def handle_data(self, data):
        if self._in:
            self.found[-1][1] += data


def _buttons(html: str) -> list[tuple[str, str]]:
    parser = _Buttons()
    parser.feed(html)
    return [tuple(button) for button in parser.found]


def test_moves_wait_for_the_friend_by_name_until_the_game_has_ended():
    # the status line says it short; the moves' place explains (a phone showed the same
    # sentence twice, in the status bar and in the dock)
    assert words.waiting_status("Bea", ended=False) == "Wait for Bea."
    assert words.blocked("Bea") == "Wait for Bea: the game goes on when both of you are connected."
    ended = words.waiting_status("Bea", ended=True)
    assert ended == "This online game has ended." and "Bea" not in ended


def test_the_waiting_words_are_french_on_a_french_page():
    i18n.set_language("fr")
    try:
        waiting = words.waiting_status("Léa", ended=False)
        ended = words.waiting_status("Léa", ended=True)
        blocked = words.blocked("Léa")
    finally:
        i18n.set_language("en")
    assert waiting == "Attendez Léa."
    assert blocked.startswith("Attendez Léa\u00a0:")   # (a space before the colon)
    assert ended == "Cette partie en ligne est terminée."


def test_a_game_that_cannot_go_on_offers_a_new_game_where_the_moves_were():
    assert _buttons(waiting_html("This online game has ended.", new_game=True)) == [
        ("open-new", "New game")]
    assert _buttons(waiting_html("Wait for Bea.")) == []     # it goes on: nothing to start


def test_the_waiting_line_shows_a_friends_name_as_text_not_markup():
    html = waiting_html(words.waiting_status("<b>Bo</b>", ended=False))
    assert "<b>" not in html and "&lt;b&gt;Bo&lt;/b&gt;" in html
