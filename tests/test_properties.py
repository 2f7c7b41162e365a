"""Property tests (Hypothesis): the action notation and replaying game records.

Notation (docs/notation.md): ``Action.parse(str(a)) == a`` for every action, and text
that is not an action raises NotationError. Records: replaying a record gives the
identical state; a corrupted record raises RecordError naming the first bad action.
"""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from core import Action, Game, NotationError, RecordError
from core.setup import in_setup
from core.actions import EFFECT_WORDS, GRAMMAR
from core.cards import CODE, COLOURS
from core.options import ALL_COMBINATIONS, Options
from helpers import biased_choice

CODES = list(CODE)
options_st = st.sampled_from(ALL_COMBINATIONS)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _played(options: Options, seed: int, steps: int) -> Game:
    """A game after up to ``steps`` actions of a racing random player."""
    game = Game(options, seed)
    rng = random.Random(seed ^ 0x5EED)
    for _ in range(steps):
        if game.over:
            break
        game.push_unchecked(biased_choice(rng, game.legal_actions()))
    return game


# -- notation ------------------------------------------------------------------------------------
@given(options_st, seeds, st.integers(0, 200))
def test_every_legal_action_round_trips_through_its_notation(options: Options, seed: int,
                                                             steps: int) -> None:
    game = _played(options, seed, steps)
    for action in game.legal_actions():
        text = str(action)
        assert Action.parse(text) == action
        assert str(Action.parse(text)) == text
        # Extra whitespace does not matter.
        assert Action.parse("  " + text.replace(" ", "  \t") + " ") == action


def _arg_for(kind: str | None) -> st.SearchStrategy[str]:
    if kind == "colour":
        return st.sampled_from(COLOURS)
    if kind == "word":
        return st.sampled_from(EFFECT_WORDS)
    if kind == "int":
        return st.integers(0, 99).map(str)
    return st.just("")


@st.composite
def well_formed(draw) -> tuple[str, Action]:
    verb = draw(st.sampled_from(sorted(GRAMMAR)))
    lo, hi, kind = GRAMMAR[verb]
    cards = draw(st.lists(st.sampled_from(range(len(CODES))), min_size=lo, max_size=hi,
                          unique=True))
    arg = draw(_arg_for(kind))
    text = " ".join([verb] + [CODES[c] for c in cards] + ([arg] if arg else []))
    return text, Action(verb, tuple(sorted(cards)), arg)


@given(well_formed())
def test_well_formed_text_parses_to_the_canonical_action(case: tuple[str, Action]) -> None:
    text, expected = case
    action = Action.parse(text)
    assert action == expected
    assert Action.parse(str(action)) == action


@st.composite
def ill_formed(draw) -> str:
    verb = draw(st.sampled_from(sorted(GRAMMAR)))
    lo, hi, kind = GRAMMAR[verb]
    flaw = draw(st.sampled_from(["verb", "card", "twice", "few", "many", "arg"]))
    count = draw(st.integers(max(lo, 1), max(hi, 1)))
    cards = [CODES[c] for c in draw(st.lists(st.sampled_from(range(len(CODES))),
                                             min_size=count, max_size=count, unique=True))]
    arg = draw(_arg_for(kind))
    if flaw == "verb":
        verb = draw(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)
                    .filter(lambda w: w not in GRAMMAR))
    elif flaw == "card":
        cards[draw(st.integers(0, len(cards) - 1))] = draw(
            st.text(alphabet="ABCXYZabcxyz0123456789", min_size=1, max_size=5)
            .filter(lambda t: t not in CODES and t not in COLOURS and t not in EFFECT_WORDS
                    and not t.isdigit()))
    elif flaw == "twice":
        cards.append(cards[0])
    elif flaw == "few":
        assume(lo > 0)
        cards = cards[:lo - 1]
    elif flaw == "many":
        extra = [c for c in CODES if c not in cards][: hi + 1 - len(cards)]
        cards += extra
    elif flaw == "arg":
        assume(kind is not None)
        arg = draw(st.sampled_from(["", "Q", "maybe", "-1", "07"]))
        if kind == "colour" and arg == "":
            cards = cards[:1]
    return " ".join([verb] + cards + ([arg] if arg else []))


@given(ill_formed())
def test_ill_formed_text_raises_notation_error(text: str) -> None:
    try:
        action = Action.parse(text)
    except NotationError:
        return
    raise AssertionError(f"{text!r} parsed as {action!r}")


@given(st.text(max_size=40))
def test_arbitrary_text_either_parses_canonically_or_raises(text: str) -> None:
    try:
        action = Action.parse(text)
    except NotationError:
        return
    assert Action.parse(str(action)) == action


def test_non_text_raises_notation_error() -> None:
    for value in (None, 3, b"take", ["take"]):
        try:
            Action.parse(value)  # type: ignore[arg-type]
        except NotationError:
            continue
        raise AssertionError(f"{value!r} was accepted")


# -- replay --------------------------------------------------------------------------------------
@given(options_st, seeds, st.integers(0, 120))
def test_any_prefix_replays_to_the_identical_state(options: Options, seed: int,
                                                   steps: int) -> None:
    game = _played(options, seed, steps)
    replayed = Game.from_record(game.record())
    assert replayed.state == game.state
    assert replayed.chance.getstate() == game.chance.getstate()


def _first_illegal(options: Options, seed: int, texts: list[str]) -> tuple[int | None, Game]:
    """Where replaying ``texts`` under these options and seed first meets a bad action."""
    game = Game(options, seed)
    for index, text in enumerate(texts):
        try:
            action = Action.parse(text)
        except NotationError:
            return index, game
        if action not in game.legal_actions():
            return index, game
        game.push_unchecked(action)
    return None, game


@given(options_st, seeds, st.integers(1, 100), st.data())
def test_an_altered_action_is_named_as_the_first_bad_one(options: Options, seed: int,
                                                         steps: int, data) -> None:
    game = _played(options, seed, steps)
    record = game.record()
    assume(record["actions"])
    index = data.draw(st.integers(0, len(record["actions"]) - 1))
    prefix = _played(options, seed, index)
    legal = {str(a) for a in prefix.legal_actions()}
    bad = data.draw(st.one_of(well_formed().map(lambda case: case[0]),
                              st.text(max_size=12)).filter(
        lambda t: t.strip() not in legal and _canonical(t) not in legal))
    record["actions"][index] = bad
    pristine = copy.deepcopy(record)
    try:
        Game.from_record(record)
    except RecordError as error:
        assert error.index == index, (error.index, index, bad)
        assert f"move {index + 1}" in str(error) and error.detail
        # ... and the turn, as the page's log counts them (a player reads turns there)
        when = "during the set-up" if in_setup(prefix.state) else f"turn {prefix.state.turn_number}"
        assert f", {when})" in str(error), str(error)
    else:
        raise AssertionError(f"the altered record was accepted ({bad!r} at {index})")
    assert record == pristine  # the record itself is left untouched


def _canonical(text: str) -> str:
    try:
        return str(Action.parse(text))
    except NotationError:
        return text


@given(options_st, seeds, st.integers(1, 100), st.data())
def test_a_wrong_seed_or_wrong_options_fail_at_the_first_bad_action(
        options: Options, seed: int, steps: int, data) -> None:
    record = _played(options, seed, steps).record()
    if data.draw(st.booleans()):
        record["seed"] = (seed + data.draw(st.integers(1, 1000))) % 2**32
    else:
        flip = data.draw(st.sampled_from(["advanced", "patrons", "depots", "weather",
                                          "way_back"]))
        record["options"] = {**record["options"], flip: not record["options"][flip]}
    expected, replay = _first_illegal(Options.from_dict(record["options"]), record["seed"],
                                      record["actions"])
    try:
        game = Game.from_record(record)
    except RecordError as error:
        if expected is None:  # every action was legal: only the outcome can disagree
            assert error.index is None and replay.outcome != record["outcome"]
        else:
            assert error.index == expected
    else:
        assert expected is None and game.state == replay.state


def test_malformed_records_are_rejected_with_clear_errors() -> None:
    good = _played(Options(), 5, 10).record()
    cases = {
        "not an object": ["take"],
        "format": {**good, "format": "chess"},
        "negative seed": {**good, "seed": -1},
        "boolean seed": {**good, "seed": True},
        "text seed": {**good, "seed": "12"},
        "unknown option": {**good, "options": {**good["options"], "speed": True}},
        "option value": {**good, "options": {**good["options"], "advanced": "yes"}},
        "actions not a list": {**good, "actions": "take take"},
        "outcome": {**good, "outcome": "scott"},
    }
    for name, record in cases.items():
        try:
            Game.from_record(record)
        except RecordError as error:
            assert str(error), name
            continue
        raise AssertionError(f"{name}: accepted")
    assert Game.from_record(good).state == _played(Options(), 5, 10).state


@given(st.sampled_from(sorted(GRAMMAR)),
       st.lists(st.integers(0, len(CODE) - 1), max_size=7, unique=True),
       st.sampled_from(["", "R", "supplies", "7"]))
def test_an_action_is_canonical_however_its_cards_are_given(verb: str, cards: list[int],
                                                            arg: str) -> None:
    """Actions are canonical by construction: the order the cards are given in does not
    matter, equal actions hash alike, and the repr is the notation (docs/notation.md)."""
    forward, backward = Action(verb, cards, arg), Action(verb, tuple(reversed(cards)), arg)
    assert forward == backward and hash(forward) == hash(backward)
    assert list(forward.cards) == sorted(cards)
    assert repr(forward) == f"Action.parse({str(forward)!r})"


def test_an_outcome_names_its_winner_and_keeps_its_record_word() -> None:
    """A finished game's outcome is a typed value: who won, and the word records keep."""
    from core.outcome import Outcome
    assert Outcome.win(0) is Outcome.AMUNDSEN and Outcome.win(1).winner == 1
    assert Outcome.FROZEN.winner is None and Outcome.DRAW.value_for(0, nobody=0.25) == 0.25
    assert json.dumps({"outcome": Outcome.SCOTT}) == '{"outcome": "scott"}'
    assert Outcome.from_word("") is None and Outcome.from_word("draw") is Outcome.DRAW
    with pytest.raises(ValueError):
        Outcome.from_word("nobody")
