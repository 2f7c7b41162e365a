"""Actions: small immutable values with a stable text notation (docs/notation.md).

An action is a verb, the cards it uses (sorted by id, so equal actions compare equal) and
an optional argument. ``str(action)`` gives the notation and ``Action.parse`` reads it back:
``Action.parse(str(a)) == a`` for every action.
"""
from __future__ import annotations

from operator import itemgetter

from .cards import BY_CODE, CODE, COLOURS

# Verbs and their grammar: (fewest cards, most cards, kind of argument or None).
ARG_COLOUR, ARG_WORD, ARG_INT = "colour", "word", "int"
GRAMMAR: dict[str, tuple[int, int, str | None]] = {
    "take": (0, 3, None),       # take cards: discard 0, 1 or 3 cards, take 1, 2 or 3
    "draw": (0, 0, None),       # 1912: discard the rightmost row card, draw the top card
    "freeze": (0, 0, None),     # declare a take the row can no longer satisfy
    "advance": (1, 7, None),    # advance 1..4 spaces (or one space on the way back)
    "pole": (4, 4, None),       # reach the South Pole
    "com": (1, 1, None),        # play a Com card
    "loss": (1, 1, None),       # play Equipment Loss in front of the opponent
    "attack": (1, 2, None),     # two: make the opponent lost; one: penalise a lost opponent
    "back": (1, 1, ARG_COLOUR), # back to the route, on a space of the given colour
    "effect": (0, 0, ARG_WORD), # choose a discard effect (supplies/sacrifice/weather/none)
    "show": (0, 0, None),       # Good Weather: show the drawn card and advance one space
    "keep": (0, 0, None),       # Good Weather: keep the drawn card hidden
    "discard": (1, 7, None),    # discard the chosen cards as a decision asks
    "depot": (0, 0, ARG_INT),   # Food Depots: the space of the second depot
    "stash": (1, 1, None),      # Food Depots: the card placed face down on a depot
    "swap": (0, 1, None),       # Food Depots: swap a hand card for the depot card, or not
    "pick": (1, 1, None),       # Weather (Calm): the row card the crossing player takes
    "give": (0, 1, None),       # Weather (Windy): the card given to the other player
    "pass": (0, 0, None),       # nothing else is possible
}
EFFECT_WORDS = ("supplies", "sacrifice", "weather", "none")
#: Verbs whose cards come from the acting player's hand (or patron).
HAND_VERBS = frozenset({"take", "advance", "pole", "com", "loss", "attack", "back",
                        "discard", "stash", "swap", "give"})
MAX_INT_DIGITS = 2  # a number argument names a route space
MAX_TEXT = 100      # the longest action ("advance" and seven cards) is far shorter


class NotationError(ValueError):
    """A text that is not a well-formed action."""


def quoted(text: object, most: int = 40) -> str:
    """``repr`` of a text, cut short for error messages (bad input can be huge)."""
    shown = repr(text)
    return shown if len(shown) <= most else shown[:most - 4] + "...'"


_new_tuple = tuple.__new__


class Action(tuple):
    """One player's action: a verb, the cards it uses and an optional argument.

    A small immutable, hashable value, canonical by construction: its cards are sorted
    when it is made, so equal actions compare equal and ``Action.parse(str(a)) == a``.
    """

    __slots__ = ()
    verb: str = property(itemgetter(0))               # type: ignore[assignment]
    cards: tuple[int, ...] = property(itemgetter(1))  # type: ignore[assignment]
    arg: str = property(itemgetter(2))                # type: ignore[assignment]

    def __new__(cls, verb: str, cards: tuple[int, ...] | list[int] = (), arg: str = "") -> "Action":
        if len(cards) > 1:
            cards = tuple(sorted(cards))
        elif type(cards) is not tuple:
            cards = tuple(cards)
        return _new_tuple(cls, (verb, cards, arg))

    @classmethod
    def of_sorted(cls, verb: str, cards: tuple[int, ...], arg: str = "") -> "Action":
        """The fast path for the engine's generators: ``cards`` is a tuple already in
        ascending order (e.g. combinations of a sorted hand), so it is not sorted again."""
        return _new_tuple(cls, (verb, cards, arg))

    def __getnewargs__(self) -> tuple:
        return tuple(self)

    def __repr__(self) -> str:
        try:
            return f"Action.parse({str(self)!r})"
        except (KeyError, TypeError, IndexError):
            return f"Action{tuple.__repr__(self)}"

    def __str__(self) -> str:
        parts = [self.verb]
        parts.extend(CODE[c] for c in self.cards)
        if self.arg:
            parts.append(self.arg)
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> "Action":
        """Read an action from its notation; NotationError says what is wrong."""
        if not isinstance(text, str):
            raise NotationError(f"an action must be text, not {type(text).__name__}")
        if len(text) > MAX_TEXT:
            raise NotationError(f"an action is at most {MAX_TEXT} characters, got {len(text)}")
        tokens = text.split()
        if not tokens:
            raise NotationError("empty action")
        verb, rest = tokens[0], tokens[1:]
        if verb not in GRAMMAR:
            raise NotationError(f"unknown verb {verb!r} in {text!r}")
        lo, hi, arg_kind = GRAMMAR[verb]
        arg = ""
        if arg_kind is not None:
            if not rest:
                raise NotationError(f"{verb!r} needs a final argument in {text!r}")
            arg, rest = rest[-1], rest[:-1]
            _check_arg(verb, arg_kind, arg, text)
        cards = []
        for token in rest:
            if token not in BY_CODE:
                raise NotationError(f"unknown card {token!r} in {text!r}")
            cards.append(BY_CODE[token])
        if len(set(cards)) != len(cards):
            raise NotationError(f"a card is named twice in {text!r}")
        if not lo <= len(cards) <= hi:
            raise NotationError(f"{verb!r} takes {lo} to {hi} cards, got {len(cards)} in {text!r}")
        return cls(verb, cards, arg)


def _check_arg(verb: str, kind: str, arg: str, text: str) -> None:
    if kind == ARG_COLOUR and arg not in COLOURS:
        raise NotationError(f"{verb!r} needs a colour (R, G, B or Y) at the end of {text!r}")
    if kind == ARG_WORD and arg not in EFFECT_WORDS:
        raise NotationError(f"{verb!r} needs one of {', '.join(EFFECT_WORDS)} in {text!r}")
    if kind == ARG_INT and not (arg.isascii() and arg.isdigit() and len(arg) <= MAX_INT_DIGITS
                                and str(int(arg)) == arg):
        raise NotationError(f"{verb!r} needs a whole number (0 to 99, no leading zero) "
                            f"at the end of {text!r}")


# Shorthands used throughout the engine.
TAKE1 = Action("take")
FREEZE = Action("freeze")
PASS = Action("pass")
SHOW = Action("show")
KEEP = Action("keep")
DRAW = Action("draw")
