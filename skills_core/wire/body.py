"""The body of an API Gateway (payload 2.0) event, read by one rule for the HTTP functions and
the MCP function: size before decode. A base64 body is decoded only when its length allows
the result to fit; the size verdict itself is the caller's (a 400 on the HTTP routes, a 413 in
the MCP transport's order of checks)."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Mapping

from skills_core.wire.json_bounded import MAX_BODY_BYTES

NOT_TEXT = "the body is not text; send the body as JSON with Content-Type: application/json"
NOT_BASE64 = "the body is marked base64-encoded but is not valid base64"


class BodyError(ValueError):
    """The event's body cannot be read at all; ``message`` says why, in HTTP words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def encoded_limit(max_bytes: int) -> int:
    """The longest base64 text that can decode to at most ``max_bytes`` bytes."""
    return (max_bytes + 2) // 3 * 4


def event_body(event: Mapping[str, object], *, max_bytes: int = MAX_BODY_BYTES) -> str | bytes:
    """The body as the gateway sent it: ``""`` when there is none, a text body as it is, a
    base64 one decoded to its bytes. A base64 body too long to fit is not decoded but returned
    as the text it is: that is longer than ``max_bytes``, so the caller's size check refuses
    it without the work. :class:`BodyError` for a body that is not a string, or one marked
    base64 that is not base64."""
    body = event.get("body")
    if body is None:
        return ""
    if not isinstance(body, str):
        raise BodyError(NOT_TEXT)
    if not event.get("isBase64Encoded") or len(body) > encoded_limit(max_bytes):
        return body
    try:
        return base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        raise BodyError(NOT_BASE64) from None


__all__ = ["NOT_BASE64", "NOT_TEXT", "BodyError", "encoded_limit", "event_body"]
