"""The S3 frontmatter index (``<prefix>.skills-index.json``).

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
from collections.abc import Mapping
from typing import Any

INDEX_NAME = ".skills-index.json"
INDEX_FORMAT = 1

IndexEntries = dict[str, tuple[str, str | None]]


class IndexFormatError(ValueError):
    """The index object is not a valid format-1 index (readers ignore it and fall back)."""


def normalize_prefix(prefix: str) -> str:
    """``""`` stays ``""``; anything else ends with exactly one ``/``."""
    prefix = prefix or ""
    if prefix and not prefix.endswith("/"):
        prefix += "/"
    return prefix


def index_key(prefix: str) -> str:
    """The key of the index object for ``prefix``."""
    return normalize_prefix(prefix) + INDEX_NAME


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
    "build_index",
    "index_key",
    "normalize_prefix",
    "parse_index",
]
