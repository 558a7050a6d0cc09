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

A prefix whose index would not fit one bounded piece (``MAX_PART_BYTES``; ~4,000 skills of
typical frontmatter) gets format 2: the root document names parts, each a format-1 document
of a contiguous range of keys, stored at ``<prefix>.skills-index/<md5 of its bytes>.json``::

    {"format": 2,
     "parts": [{"key": ".skills-index/<md5>.json", "etag": "\"<md5>\"",
                "first": "<first relative key>", "last": "<last relative key>"}, ...]}

Parts are cut where a key's hash says so (content-defined, about ``PART_SPAN`` keys apart) or
where the next entry would pass the cap, so adding or changing one skill rewrites one part and
the root, not the whole index; parts are named by their bytes, so an unchanged part is never
uploaded again. Readers fetch only the parts that cover keys they still need, check each
part's ETag against the listing and the root, and treat a missing, stale, oversized or corrupt
part as absent (those skills are read from their heads).
"""

from __future__ import annotations

import hashlib
import json
import zlib
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

INDEX_NAME = ".skills-index.json"
INDEX_FORMAT = 1
ROOT_FORMAT = 2
#: Where the parts of a format-2 index live, relative to the prefix.
PART_DIR = ".skills-index/"
#: The largest part (and root) a writer makes and a reader accepts.
MAX_PART_BYTES = 2 * 1024 * 1024
#: Keys between content-defined part boundaries, on average.
PART_SPAN = 1024

IndexEntries = dict[str, tuple[str, str | None]]


class IndexFormatError(ValueError):
    """The index object is not a valid format-1 index (readers ignore it and fall back)."""


@dataclass(frozen=True)
class PartRef:
    """One part of a format-2 index, as its root names it (keys relative to the prefix)."""

    key: str
    etag: str
    first: str
    last: str


@dataclass(frozen=True)
class IndexRoot:
    """A parsed format-2 root: its parts, sorted and non-overlapping."""

    parts: tuple[PartRef, ...]

    def part_of(self, rel: str) -> PartRef | None:
        """The part whose range holds ``rel`` (``None``: no part does)."""
        position = bisect_right([part.first for part in self.parts], rel) - 1
        if position < 0:
            return None
        part = self.parts[position]
        return part if rel <= part.last else None


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


def _entry_bytes(key: str, etag: str, frontmatter: str | None) -> int:
    """What one entry adds to a compact document (the separating comma included)."""
    value = {"etag": etag, "frontmatter": frontmatter}
    text = json.dumps(key, ensure_ascii=False) + ":" + json.dumps(value, ensure_ascii=False)
    return len(text.encode("utf-8", "surrogatepass")) + 1


def _boundary(key: str, span: int) -> bool:
    """A content-defined cut after ``key``: the same keys cut at the same places, whatever
    was added or removed elsewhere."""
    return zlib.crc32(key.encode("utf-8", "surrogatepass")) % span == 0


def split_entries(
    entries: Mapping[str, tuple[str, str | None]],
    *,
    part_bytes: int = MAX_PART_BYTES,
    span: int = PART_SPAN,
) -> list[IndexEntries]:
    """The entries in sorted key ranges whose documents stay under ``part_bytes``; an entry
    that alone would pass it is left out (readers read that skill's head instead)."""
    overhead = len(build_index({}))
    parts: list[IndexEntries] = []
    current: IndexEntries = {}
    size = overhead
    for key in sorted(entries):
        etag, frontmatter = entries[key]
        cost = _entry_bytes(key, etag, frontmatter)
        if overhead + cost > part_bytes:
            continue
        if current and size + cost > part_bytes:
            parts.append(current)
            current, size = {}, overhead
        current[key] = (etag, frontmatter)
        size += cost
        if _boundary(key, span):
            parts.append(current)
            current, size = {}, overhead
    if current:
        parts.append(current)
    return parts


def part_name(data: bytes) -> str:
    """A part's key relative to the prefix: named by its bytes (an unchanged part keeps it)."""
    return f"{PART_DIR}{hashlib.md5(data, usedforsecurity=False).hexdigest()}.json"


def build_root(parts: Sequence[PartRef]) -> bytes:
    """The format-2 root naming ``parts`` (in key order)."""
    payload = {
        "format": ROOT_FORMAT,
        "parts": [{"key": p.key, "etag": p.etag, "first": p.first, "last": p.last} for p in parts],
    }
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@dataclass(frozen=True)
class Part:
    """One part to store: its key relative to the prefix, its bytes and its key range."""

    key: str
    data: bytes
    first: str
    last: str

    def ref(self, etag: str) -> PartRef:
        """How the root names this part once S3 has it under ``etag``."""
        return PartRef(self.key, etag, self.first, self.last)


def build_parts(
    entries: Mapping[str, tuple[str, str | None]],
    *,
    part_bytes: int = MAX_PART_BYTES,
    span: int = PART_SPAN,
) -> list[Part]:
    """The parts of the index for ``entries``; one (a format-1 root is enough, and every
    reader, older ones too, reads it) while the whole index fits ``part_bytes``."""
    whole = build_index(entries)
    if len(whole) <= part_bytes:
        return [Part(part_name(whole), whole, min(entries, default=""), max(entries, default=""))]
    parts = []
    for piece in split_entries(entries, part_bytes=part_bytes, span=span):
        data = build_index(piece)
        parts.append(Part(part_name(data), data, min(piece), max(piece)))
    return parts


def parse_document(data: bytes) -> IndexEntries | IndexRoot:
    """A root document: the entries of a format-1 index, or the parts of a format-2 one."""
    document = _load(data)
    if document.get("format") == ROOT_FORMAT and not isinstance(document.get("format"), bool):
        return _root(document)
    return _entries(document)


def parse_index(data: bytes) -> IndexEntries:
    """``{relative key: (etag, frontmatter or None)}`` of a format-1 index; ``IndexFormatError``
    for anything else (bad UTF-8 or JSON, duplicate keys, wrong types, another format)."""
    return _entries(_load(data))


def _load(data: bytes) -> dict[str, Any]:
    try:
        document = json.loads(data.decode("utf-8"), object_pairs_hook=_no_duplicates)
    except IndexFormatError:
        raise
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise IndexFormatError(f"index is not valid UTF-8 JSON: {exc}") from None
    if not isinstance(document, dict):
        raise IndexFormatError("index must be a JSON object")
    return document


def _root(document: dict[str, Any]) -> IndexRoot:
    parts = document.get("parts")
    if not isinstance(parts, list) or not parts:
        raise IndexFormatError("index 'parts' must be a non-empty JSON array")
    refs: list[PartRef] = []
    for raw in parts:
        if not isinstance(raw, dict):
            raise IndexFormatError("each index part must be a JSON object")
        fields = [raw.get(name) for name in ("key", "etag", "first", "last")]
        texts = [value for value in fields if isinstance(value, str) and value]
        if len(texts) != len(fields):
            raise IndexFormatError("an index part needs non-empty 'key', 'etag', 'first', 'last'")
        ref = PartRef(*texts)
        if not ref.key.startswith(PART_DIR) or "/" in ref.key[len(PART_DIR) :]:
            raise IndexFormatError(f"index part key {ref.key!r} is not under {PART_DIR}")
        if ref.first > ref.last or (refs and ref.first <= refs[-1].last):
            raise IndexFormatError("index parts must cover sorted, non-overlapping key ranges")
        refs.append(ref)
    return IndexRoot(tuple(refs))


def _entries(document: dict[str, Any]) -> IndexEntries:
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
    "MAX_PART_BYTES",
    "PART_DIR",
    "PART_SPAN",
    "ROOT_FORMAT",
    "IndexEntries",
    "IndexFormatError",
    "IndexRoot",
    "Part",
    "PartRef",
    "build_index",
    "build_parts",
    "build_root",
    "index_key",
    "normalize_prefix",
    "parse_document",
    "parse_index",
    "part_name",
    "split_entries",
]
