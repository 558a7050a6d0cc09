"""Opaque paging cursors, one codec for every listing: ``GET /skills`` pages (``p1.``) and the
MCP lists (``c1.``). A cursor names a position in a sorted listing (keyset paging: the last
key served), so an entry is never split or repeated across pages and a listing that changes
between pages still ends.

Format: the prefix, then unpadded base64url of the compact, ASCII-only JSON array
``[binding, *position]``. The binding is a digest of what the cursor pages (its tenant and
query, or tenant and method): a cursor of another tenant or listing fails it. There is no
secret: a cursor carries no data worth forging, so a hand-made one can at most skip ahead in
what the caller may read anyway. Each wire sets its prefix, length cap, digest length and
the rule a position key must follow; the wire formats are otherwise one."""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass


class CursorError(ValueError):
    """Not a cursor of this codec, or altered; ``other_binding``: a well-formed one issued
    for another tenant or listing (the two are told apart on the HTTP wire)."""

    def __init__(self, *, other_binding: bool = False) -> None:
        super().__init__("other binding" if other_binding else "not a cursor")
        self.other_binding = other_binding


@dataclass(frozen=True)
class CursorCodec:
    prefix: str
    #: Anything longer is not one of ours (refused before it is decoded).
    max_chars: int
    #: Hex digits of the binding digest a cursor carries.
    digest_chars: int
    #: What every key of a position must fully match; ``None``: any string.
    key: re.Pattern[str] | None = None

    def digest(self, text: str) -> str:
        """The binding of whatever ``text`` spells (each wire spells its own)."""
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[: self.digest_chars]

    def encode(self, bound: str, position: Sequence[str]) -> str:
        raw = json.dumps([bound, *position], separators=(",", ":"), ensure_ascii=True)
        return self.prefix + base64.urlsafe_b64encode(raw.encode("ascii")).decode().rstrip("=")

    def decode(self, bound: str, cursor: object, arity: int) -> list[str] | None:
        """The position (``arity`` keys) a cursor names; ``None`` for no cursor (the first
        page). :class:`CursorError` for anything this codec did not make with ``bound``."""
        if cursor is None:
            return None
        try:
            if not isinstance(cursor, str) or not cursor.startswith(self.prefix):
                raise ValueError
            if len(cursor) > self.max_chars or not cursor.isascii():
                raise ValueError
            text = cursor[len(self.prefix) :]
            data = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
        except (ValueError, binascii.Error):
            raise CursorError from None
        if (
            not isinstance(data, list)
            or len(data) != arity + 1
            or not all(isinstance(part, str) for part in data)
            or len(data[0]) != self.digest_chars
            or (self.key is not None and not all(self.key.fullmatch(k) for k in data[1:]))
        ):
            raise CursorError
        if data[0] != bound:
            raise CursorError(other_binding=True)
        return [str(part) for part in data[1:]]


__all__ = ["CursorCodec", "CursorError"]
