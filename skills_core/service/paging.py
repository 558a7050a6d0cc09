"""Pages of the catalog's metadata (SPEC §6: ``GET /skills?limit=&cursor=``).

Keyset paging: a cursor names the last skill of the page it follows, and the next page is the
names after it, in the catalog's order (sorted by name). So no skill is split or repeated
across pages, and a catalog that changes between pages still ends.

A cursor is opaque (``p1.``, :mod:`skills_core.wire.cursor`, the codec MCP uses too) and
bound to its tenant and query: it carries a digest of the tenant and of every query parameter
that shapes the listing (label, style, flavor, max_chars), and a cursor whose digest is not
the one this request computes is refused with a 400 (the tenant comes from the authorizer,
never from the cursor). The page size (``limit``) is not bound: it may change from page to
page."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from skills_core.errors import BadRequestError
from skills_core.format.fields import NAME_RE
from skills_core.model import SkillMetadata
from skills_core.wire.cursor import CursorCodec, CursorError

#: A page holds at most this many skills, and this many by default.
MAX_PAGE = 1000
DEFAULT_PAGE = MAX_PAGE
#: ``p1.``: a cursor is short (a digest and one name); anything over 256 characters is not
#: one of ours.
PAGE_CURSORS = CursorCodec(prefix="p1.", max_chars=256, digest_chars=32, key=NAME_RE)

NOT_A_CURSOR = (
    "invalid cursor: it was not issued by this API or was altered; pass next_cursor from the "
    "previous page unchanged, or leave cursor out for the first page"
)
OTHER_QUERY = (
    "invalid cursor: it belongs to another tenant or to another query; pass it with the same "
    "label, style, flavor and max_chars as the page that issued it, or leave cursor out to "
    "start over"
)


def binding(tenant: str, query: Mapping[str, Any]) -> str:
    """The digest a cursor carries: the tenant and the listing's query parameters."""
    text = json.dumps([tenant, sorted(query.items())], separators=(",", ":"), ensure_ascii=True)
    return PAGE_CURSORS.digest(text)


def encode(bound: str, after: str) -> str:
    return PAGE_CURSORS.encode(bound, [after])


def decode(bound: str, cursor: str | None) -> str | None:
    """The name a cursor starts after; ``None`` for no cursor (the first page)."""
    try:
        position = PAGE_CURSORS.decode(bound, cursor, 1)
    except CursorError as exc:
        raise BadRequestError(OTHER_QUERY if exc.other_binding else NOT_A_CURSOR) from None
    return None if position is None else position[0]


def check_limit(limit: object) -> int:
    if limit is None:
        return DEFAULT_PAGE
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_PAGE:
        raise BadRequestError(f"limit must be a whole number from 1 to {MAX_PAGE}")
    return limit


def page(
    metadata: Sequence[SkillMetadata], *, after: str | None, limit: int
) -> tuple[list[SkillMetadata], bool]:
    """The skills after ``after`` (``metadata`` is sorted by name), at most ``limit`` of them,
    and whether more follow."""
    start = 0
    if after is not None:
        low, high = 0, len(metadata)
        while low < high:  # the first name greater than ``after``
            mid = (low + high) // 2
            if metadata[mid].name <= after:
                low = mid + 1
            else:
                high = mid
        start = low
    chosen = list(metadata[start : start + limit])
    return chosen, start + limit < len(metadata)


__all__ = [
    "DEFAULT_PAGE",
    "MAX_PAGE",
    "binding",
    "check_limit",
    "decode",
    "encode",
    "page",
]
