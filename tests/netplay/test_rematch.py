"""Online, a rematch begins only once both players asked (docs/protocol.md, section 2,
step 5): ``RematchAsk`` keeps who asked and what the end screen says meanwhile."""
from online.rematch import RematchAsk


def test_one_request_waits_for_the_other_and_says_so_on_each_side():
    host, guest = RematchAsk(), RematchAsk()
    assert host.line("Cleo") == "" and guest.line("Ada") == ""  # nobody asked: nothing said
    assert guest.ask() is False          # the guest's Rematch alone starts nothing
    assert host.heard() is False         # nor does its request reaching the host
    assert guest.line("Ada") == "You asked Ada for a rematch: it begins once they agree."
    assert host.line("Cleo") == "Cleo would like a rematch: press Rematch to play again."
    assert host.ask() is True            # the host agrees: the race may begin
    assert host.line("Cleo") == ""       # and nobody waits any more


def test_a_request_heard_after_ones_own_starts_the_race():
    host = RematchAsk()
    assert host.ask() is False
    assert host.heard() is True
    assert host.heard() is True          # a request sent twice changes nothing
