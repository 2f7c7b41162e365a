"""The message validator (docs/protocol.md, section 2): bad input raises only ProtocolError."""
import json

import pytest
from hypothesis import given, strategies as st

from online.protocol import MAX_BYTES, ProtocolError, build, parse


def test_action_round_trips():
    message = parse(build("action", notation="play 3", state=7))
    assert message["notation"] == "play 3" and message["state"] == 7


@pytest.mark.parametrize("text,code", [
    ("x" * (MAX_BYTES + 1), "too_big"),
    ("{not json", "bad_json"),
    ("[1]", "bad_json"),
    ('{"v":2,"type":"ping","t":1}', "bad_field"),
    ('{"v":1,"type":"launch"}', "unknown_type"),
    ('{"v":1,"type":"action","notation":"x","state":true}', "bad_field"),
    ('{"v":1,"type":"ping","t":1,"a":' + "[" * 20 + "]" * 20 + "}", "bad_json"),
])
def test_bad_messages_get_the_documented_code(text, code):
    with pytest.raises(ProtocolError) as info:
        parse(text)
    assert info.value.code == code


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
)


@given(st.text() | json_values.map(json.dumps))
def test_random_text_raises_nothing_but_protocol_error(text):
    try:
        parse(text)
    except ProtocolError:
        pass


@given(st.integers(0, 60), st.text(max_size=3))
def test_mutated_action_raises_nothing_but_protocol_error(cut, junk):
    text = build("action", notation="play 3", state=7)
    try:
        parse(text[:cut] + junk + text[cut:])
    except ProtocolError:
        pass
