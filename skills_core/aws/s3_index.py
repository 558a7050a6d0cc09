"""The S3 frontmatter index (``<prefix>.skills-index.json``) and the head-of-object frontmatter
rule it caches.

A sync writes the index so that a cold catalog costs one ``ListObjectsV2`` page and one
``GetObject`` per prefix instead of one ranged GET per skill. Every entry carries the ETag of
the object it was taken from; readers use an entry only when that ETag still matches the
listing, so a stale index can never serve stale metadata. Format 1::

    {"format": 1,
     "skills": {"<key relative to the prefix>": {"etag": "\\"<ETag as ListObjectsV2 returns
                it>\\"", "frontmatter": "<raw frontmatter text>" | null}}}

``frontmatter`` is ``null`` for an object without frontmatter (a README), so readers skip it
without fetching it. Objects whose frontmatter is broken are left out: readers fetch them and
report the error themselves.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from skills_core.errors import SkillInvalidError
from skills_core.format.fields import MAX_FRONTMATTER_BYTES, decode_text, extract_frontmatter_prefix

INDEX_NAME = ".skills-index.json"
INDEX_FORMAT = 1

_BOM = b"\xef\xbb\xbf"
# The closing delimiter, as split_frontmatter reads it: a line that is exactly ``---`` (LF or
# CRLF), or ``---`` at the very end of the object.
_CLOSE_RE = re.compile(rb"\n---(\r?\n|\Z)")
_NOT_CLOSED = (
    "{location}: frontmatter is not closed; add a line containing exactly '---' after the "
    "YAML fields"
)

IndexEntries = dict[str, tuple[str, str | None]]


class IndexFormatError(ValueError):
    """The index object is not a valid format-1 index (readers ignore it and fall back)."""


class NeedMoreBytes(Exception):
    """The head of the object ends before the frontmatter closes: read a longer head."""


def normalize_prefix(prefix: str) -> str:
    """``""`` stays ``""``; anything else ends with exactly one ``/``."""
    prefix = prefix or ""
    if prefix and not prefix.endswith("/"):
        prefix += "/"
    return prefix


def index_key(prefix: str) -> str:
    """The key of the index object for ``prefix``."""
    return normalize_prefix(prefix) + INDEX_NAME


def frontmatter_from_head(data: bytes, *, complete: bool, location: str) -> str | None:
    """The raw frontmatter of an object given its first bytes (``complete``: ``data`` is the
    whole object). ``None``: the object has no frontmatter.

    Only the bytes up to the closing ``---`` line are decoded. The delimiter is ASCII, so a
    multi-byte UTF-8 character cut by the end of a ranged GET is never decoded: when the
    closing line is not inside ``data`` we ask for more bytes instead (``NeedMoreBytes``).
    Raises ``SkillInvalidError`` for unclosed, oversized or undecodable frontmatter.
    """
    body = data[len(_BOM) :] if data.startswith(_BOM) else data
    if not complete and (
        _BOM.startswith(data) or b"---\n".startswith(body) or b"---\r\n".startswith(body)
    ):
        raise NeedMoreBytes  # too short to tell whether frontmatter opens
    if body.startswith(b"---\n"):
        search_from = 3
    elif body.startswith(b"---\r\n"):
        search_from = 4
    elif complete and body == b"---":
        raise SkillInvalidError(_NOT_CLOSED.format(location=location))
    else:
        return None
    match = _CLOSE_RE.search(body, search_from)
    if match is not None and not complete and not match.group(1):
        match = None  # "\n---" at the very end of a partial head: the line may go on
    if match is None:
        if not complete:
            raise NeedMoreBytes
        raise SkillInvalidError(_NOT_CLOSED.format(location=location))
    text = decode_text(body[: match.end()], location)
    if not text.endswith("\n"):
        text += "\n"
    frontmatter = extract_frontmatter_prefix(text)
    if frontmatter is None:  # pragma: no cover - the byte search above found the close
        raise SkillInvalidError(f"{location}: frontmatter is not closed")
    if len(frontmatter.encode("utf-8")) > MAX_FRONTMATTER_BYTES:
        raise SkillInvalidError(
            f"{location}: frontmatter is larger than {MAX_FRONTMATTER_BYTES // 1024} KiB; "
            "move long text into the body"
        )
    return frontmatter


def build_index(entries: Mapping[str, tuple[str, str | None]]) -> bytes:
    """Serialise ``{relative key: (etag, frontmatter or None)}`` deterministically (sorted keys,
    compact UTF-8), so a sync can skip the upload when nothing changed."""
    skills: dict[str, dict[str, str | None]] = {}
    for key in sorted(entries):
        etag, frontmatter = _check_entry(key, *entries[key])
        skills[key] = {"etag": etag, "frontmatter": frontmatter}
    payload = {"format": INDEX_FORMAT, "skills": skills}
    try:
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    except UnicodeEncodeError as exc:
        raise IndexFormatError(f"index entry is not encodable as UTF-8: {exc.reason}") from None


def parse_index(data: bytes) -> IndexEntries:
    """``{relative key: (etag, frontmatter or None)}`` of a format-1 index; ``IndexFormatError``
    for anything else (bad UTF-8 or JSON, duplicate keys, wrong types, another format)."""
    try:
        document = json.loads(data.decode("utf-8"), object_pairs_hook=_no_duplicates)
    except IndexFormatError:
        raise
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise IndexFormatError(f"index is not valid UTF-8 JSON: {exc}") from None
    if not isinstance(document, dict):
        raise IndexFormatError("index must be a JSON object")
    version = document.get("format")
    if isinstance(version, bool) or version != INDEX_FORMAT:
        raise IndexFormatError(f"unsupported index format {version!r}; expected {INDEX_FORMAT}")
    skills = document.get("skills")
    if not isinstance(skills, dict):
        raise IndexFormatError("index 'skills' must be a JSON object")
    parsed: IndexEntries = {}
    for key, value in skills.items():
        if not isinstance(value, dict):
            raise IndexFormatError(f"index entry {key!r} must be a JSON object")
        if "frontmatter" not in value:
            # Required: a misspelt field must not turn every skill into "no frontmatter".
            raise IndexFormatError(f"index entry {key!r} has no 'frontmatter' (string or null)")
        parsed[key] = _check_entry(key, value.get("etag"), value["frontmatter"])
    return parsed


def _check_entry(key: Any, etag: Any, frontmatter: Any) -> tuple[str, str | None]:
    if not isinstance(key, str) or not key or key.startswith("/"):
        raise IndexFormatError(f"index key {key!r} must be a non-empty key relative to the prefix")
    if not isinstance(etag, str) or not etag:
        raise IndexFormatError(f"index entry {key!r}: 'etag' must be a non-empty string")
    if frontmatter is not None and not isinstance(frontmatter, str):
        raise IndexFormatError(f"index entry {key!r}: 'frontmatter' must be a string or null")
    return etag, frontmatter


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise IndexFormatError(f"index has the key {key!r} twice")
        result[key] = value
    return result


__all__ = [
    "INDEX_FORMAT",
    "INDEX_NAME",
    "IndexEntries",
    "IndexFormatError",
    "NeedMoreBytes",
    "build_index",
    "frontmatter_from_head",
    "index_key",
    "normalize_prefix",
    "parse_index",
]
