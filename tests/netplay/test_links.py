"""Invitation links carry the code in the fragment and are read back from it."""
from online.codec import ANSWER, OFFER
from online.links import code_in_fragment, code_in_text, link, this_device_only


def test_link_puts_the_code_after_the_hash_and_drops_an_old_fragment():
    url = link("https://example.org/play/index.html#join=OLD", OFFER, "ABC234")
    assert url == "https://example.org/play/index.html#join=ABC234"
    assert code_in_fragment(url.split("#", 1)[1]) == (OFFER, "ABC234")


def test_answer_links_and_other_fragments():
    assert code_in_fragment("#answer=XYZ") == (ANSWER, "XYZ")
    assert code_in_fragment("#rules") is None and code_in_fragment("#joinery") is None


def test_a_link_with_a_chat_apps_tail_or_no_code_still_opens_the_dialog():
    """A link a chat app ended with the sentence's "." or ")" (or its %29), or one with
    no code at all, was ignored without a word (a playtest): the code before the tail is
    read, and an empty one opens the dialog to paste it."""
    assert code_in_fragment("#join=ABC234.") == (OFFER, "ABC234")
    assert code_in_fragment("#join=ABC234%29") == (OFFER, "ABC234")
    assert code_in_fragment("#answer=XYZ)") == (ANSWER, "XYZ")
    assert code_in_fragment("#join=") == (OFFER, "")


def test_a_code_or_link_is_found_inside_a_pasted_chat_message():
    """A friend's whole chat message pasted ("Salut ! Voici le lien pour jouer : <link> à
    tout de suite") was refused as a code with a wrong character (a French playtest): the
    link's code, or a code standing alone among the words, is taken out of it."""
    code = "AEBAGBAFAYDQQCIKBMGA2DQPCAIREEYUCULBOGAZDINRYHI6D4QCAIQEAQCAIQEA"
    url = link("https://example.org/avs/index.html", OFFER, code)
    assert code_in_text(f"Salut ! Voici le lien pour jouer : {url} à tout de suite") == code
    assert code_in_text(f"{url}\n") == code
    answer = link("http://127.0.0.1:8000/index.html", ANSWER, code.lower())
    assert code_in_text(f"ok: {answer}. Bye") == code.lower()
    assert code_in_text(f"Here is my answer: {code} (copied)") == code
    # A plain code keeps its spaces and line breaks (its reader ignores them)...
    broken = f" {code[:30]}\n{code[30:]} "
    assert code_in_text(broken) == broken.strip()
    # ...and a text with no code, or two, comes back whole for the reader to refuse.
    assert code_in_text("bonjour à tous") == "bonjour à tous"
    assert code_in_text(f"{code} or {code[::-1]}") == f"{code} or {code[::-1]}"


def test_a_link_only_this_device_can_open_is_told_apart():
    """A page served by ``make play`` lives at 127.0.0.1: its invitation link opens
    nothing on a friend's device, and the dialog says so (``this_device_only``)."""
    assert this_device_only("http://127.0.0.1:8000/#join=AB") == "127.0.0.1"
    assert this_device_only("http://localhost:8000/index.html") == "localhost"
    assert this_device_only("http://[::1]:8000/") == "::1"
    assert this_device_only("file:///home/me/dist/index.html") == "file"
    assert this_device_only("https://games.example.org/1911/#join=AB") == ""
    assert this_device_only("http://192.168.1.20:8000/") == ""
