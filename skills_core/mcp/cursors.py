"""Opaque pagination cursors. A cursor is a position in a sorted listing (keyset paging: the
last key served), so an entry is never split or repeated across pages and a listing that
changes between pages still terminates. It is bound to the tenant and the method by a hash:
another tenant's or another method's cursor, or anything not made here, is invalid params.
It carries no data a caller could abuse: a hand-made one can at most skip ahead in the
caller's own listing."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from collections.abc import Sequence
from typing import Any

from skills_core.mcp.jsonrpc import invalid_params

PREFIX = "c1."
MAX_CURSOR_CHARS = 2048
_INVALID = "Invalid cursor: pass nextCursor from the previous page"


def binding(tenant: str, method: str) -> str:
    return hashlib.sha256(f"{tenant}\0{method}".encode()).hexdigest()[:16]


def encode(bound_to: str, position: Sequence[str]) -> str:
    raw = json.dumps([bound_to, *position], separators=(",", ":"), ensure_ascii=True)
    return PREFIX + base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode(bound_to: str, cursor: Any, arity: int) -> list[str] | None:
    """The position a cursor of ``arity`` keys names; ``None`` for no cursor (the first
    page). Anything this module did not make for this tenant and method is -32602."""
    if cursor is None:
        return None
    try:
        if not isinstance(cursor, str) or not cursor.startswith(PREFIX):
            raise ValueError
        if len(cursor) > MAX_CURSOR_CHARS:
            raise ValueError
        text = cursor[len(PREFIX) :]
        data = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    except (ValueError, binascii.Error):
        raise invalid_params(_INVALID) from None
    if (
        not isinstance(data, list)
        or len(data) != arity + 1
        or data[0] != bound_to
        or not all(isinstance(part, str) for part in data[1:])
    ):
        raise invalid_params(_INVALID)
    return data[1:]


def refuse(cursor: Any) -> None:
    """Single-page listings issue no cursor, so any cursor given is not one of ours."""
    if cursor is not None:
        raise invalid_params("Invalid cursor: this listing has a single page")


__all__ = ["binding", "decode", "encode", "refuse"]
