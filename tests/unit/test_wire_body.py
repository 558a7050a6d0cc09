"""The one body decoder of the HTTP and MCP functions: size before decode."""

from __future__ import annotations

import base64

import pytest

from skills_core.wire.body import NOT_BASE64, NOT_TEXT, BodyError, encoded_limit, event_body


def test_text_bodies_come_as_they_are_and_no_body_is_empty() -> None:
    assert event_body({"body": '{"a": 1}'}) == '{"a": 1}'
    assert event_body({"body": None, "isBase64Encoded": True}) == ""
    assert event_body({}) == ""


def test_base64_bodies_are_decoded_when_they_can_fit() -> None:
    data = b"x" * 10
    text = base64.b64encode(data).decode()
    assert event_body({"body": text, "isBase64Encoded": True}, max_bytes=10) == data
    assert len(text) <= encoded_limit(10)


def test_a_base64_body_too_long_to_fit_is_not_decoded() -> None:
    text = base64.b64encode(b"x" * 11).decode() + "AAAA"
    assert len(text) > encoded_limit(10)
    result = event_body({"body": text, "isBase64Encoded": True}, max_bytes=10)
    assert result == text and len(result) > 10  # the caller's size check refuses it


@pytest.mark.parametrize(
    ("event", "message"),
    [
        ({"body": b"{}"}, NOT_TEXT),
        ({"body": 42, "isBase64Encoded": True}, NOT_TEXT),
        ({"body": "!!not base64!!", "isBase64Encoded": True}, NOT_BASE64),
    ],
)
def test_unreadable_bodies_say_why(event: dict[str, object], message: str) -> None:
    with pytest.raises(BodyError) as info:
        event_body(event)
    assert info.value.message == message
