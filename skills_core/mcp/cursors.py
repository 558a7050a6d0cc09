"""Opaque pagination cursors of the MCP lists (``c1.``, :mod:`skills_core.wire.cursor`, the
codec of the HTTP pages too), bound to the tenant and the method by a hash: another tenant's or
another method's cursor, or anything not made here, is invalid params."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from skills_core.mcp.jsonrpc import invalid_params
from skills_core.wire.cursor import CursorCodec, CursorError

#: ``c1.``: a position may hold URIs, so a cursor may be up to 2048 characters.
MCP_CURSORS = CursorCodec(prefix="c1.", max_chars=2048, digest_chars=16)
_INVALID = "Invalid cursor: pass nextCursor from the previous page"


def binding(tenant: str, method: str) -> str:
    return MCP_CURSORS.digest(f"{tenant}\0{method}")


def encode(bound_to: str, position: Sequence[str]) -> str:
    return MCP_CURSORS.encode(bound_to, position)


def decode(bound_to: str, cursor: Any, arity: int) -> list[str] | None:
    """The position a cursor of ``arity`` keys names; ``None`` for no cursor (the first
    page). Anything this module did not make for this tenant and method is -32602."""
    try:
        return MCP_CURSORS.decode(bound_to, cursor, arity)
    except CursorError:
        raise invalid_params(_INVALID) from None


def refuse(cursor: Any) -> None:
    """Single-page listings issue no cursor, so any cursor given is not one of ours."""
    if cursor is not None:
        raise invalid_params("Invalid cursor: this listing has a single page")


__all__ = ["binding", "decode", "encode", "refuse"]
