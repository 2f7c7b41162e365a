"""Invitation links carry the code in the fragment and are read back from it."""
from online.codec import ANSWER, OFFER
from online.links import code_in_fragment, link


def test_link_puts_the_code_after_the_hash_and_drops_an_old_fragment():
    url = link("https://example.org/play/index.html#join=OLD", OFFER, "ABC234")
    assert url == "https://example.org/play/index.html#join=ABC234"
    assert code_in_fragment(url.split("#", 1)[1]) == (OFFER, "ABC234")


def test_answer_links_and_other_fragments():
    assert code_in_fragment("#answer=XYZ") == (ANSWER, "XYZ")
    assert code_in_fragment("#rules") is None and code_in_fragment("#join=") is None
