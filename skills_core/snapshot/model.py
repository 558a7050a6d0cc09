"""The catalog snapshot: what a listing of one scope (the S3 prefix ``global/``, or one
tenant's prefix and store partition) found, frozen into one immutable object, so a warm catalog
costs one small manifest read however many skills there are.

An entry keeps everything a catalog, an activation or an MCP listing needs without touching
the skill: its parsed header (so no YAML is parsed when a snapshot is loaded), the raw
frontmatter, where its body lives, its digest and size, its files, and for store skills every
labelled version. Search keeps its own index object; the snapshot names it and carries the
documents written since it was built."""

from __future__ import annotations

import dataclasses
import zlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from skills_core.model import Layout, ModelPreference, Skill
from skills_core.snapshot.codec import (
    CodecError,
    Interner,
    decode_windows,
    encode_lines,
    lean_entry,
)

SNAPSHOT_FORMAT = 3
#: Formats a reader accepts (2: one JSON document, published before format 3).
READ_FORMATS = (2, 3)
#: A decompressed snapshot above this is refused (a corrupt or hostile object).
MAX_SNAPSHOT_BYTES = 512 * 1024 * 1024


class SnapshotFormatError(ValueError):
    """A snapshot object that is corrupt, truncated, of another format or of another scope:
    readers ignore it and list the sources instead."""


@contextmanager
def refused() -> Iterator[None]:
    """What a corrupt object raises while it is read (decoded, or folded as lines) as
    :class:`SnapshotFormatError`, with no detail of its content."""
    try:
        yield
    except SnapshotFormatError:
        raise
    except CodecError as exc:
        raise SnapshotFormatError(str(exc)) from None
    except (ValueError, KeyError, TypeError, AttributeError, zlib.error) as exc:
        raise SnapshotFormatError(f"corrupt catalog snapshot: {type(exc).__name__}") from None


def skill_to_json(skill: Skill) -> dict[str, Any]:
    """A skill's header (everything but the body) as JSON (lists as tuples: what a decoded
    snapshot holds, so a built entry equals its decoded copy)."""
    data: dict[str, Any] = {"name": skill.name, "description": skill.description}
    optional: dict[str, Any] = {
        "version": skill.version,
        "author": skill.author,
        "tags": tuple(skill.tags),
        "allowed_tools": tuple(skill.allowed_tools),
        "priority": skill.priority,
        "args": tuple(skill.args),
        "model": skill.model.to_dict() if skill.model else None,
        "license": skill.license,
        "compatibility": skill.compatibility,
        "metadata": dict(skill.metadata),
        "extra": dict(skill.extra),
        "declared": tuple(skill.declared_fields),
    }
    data.update({k: v for k, v in optional.items() if v not in (None, (), {}, 0, "1.0.0")})
    return data


def skill_from_json(data: Mapping[str, Any], *, directory: str | None, location: str) -> Skill:
    model = data.get("model")
    return Skill(
        name=data["name"],
        description=data["description"],
        content="",
        version=data.get("version", "1.0.0"),
        author=data.get("author"),
        tags=tuple(data.get("tags", ())),
        allowed_tools=tuple(data.get("allowed_tools", ())),
        priority=int(data.get("priority", 0)),
        args=tuple(data.get("args", ())),
        model=ModelPreference(model["provider"], model["model"]) if model else None,
        license=data.get("license"),
        compatibility=data.get("compatibility"),
        metadata=data.get("metadata", {}),
        extra=data.get("extra", {}),
        directory=directory,
        location=location,
        declared_fields=tuple(data.get("declared", ())),
    )


@dataclass(frozen=True, slots=True)
class Entry:
    """One skill of a scope. ``source`` is the label (``s3:global``, ``s3:tenant``,
    ``store``); ``location`` the object key or store location; ``version`` the store version
    served or ``None``; ``files`` the files beside SKILL.md as ``(path, size, digest)``;
    ``store`` the lifecycle of a store skill (``statuses``, ``labels``, and ``served``:
    version -> header/frontmatter/digest/size for every labelled version)."""

    source: str
    name: str
    location: str
    etag: str
    header: Mapping[str, Any]
    frontmatter: str
    layout: Layout | None = None
    version: str | None = None
    size: int | None = None
    digest: str | None = None
    files: tuple[tuple[str, int, str | None], ...] = ()
    warnings: tuple[str, ...] = ()
    store: Mapping[str, Any] | None = None

    @property
    def key_name(self) -> str:
        """The name the entry is listed under: for a file or folder, the one its key gives
        (the skill's default name), else its own."""
        if self.layout is None:
            return self.name
        leaf = self.location.rstrip("/").rsplit("/", 2)
        listed = leaf[-2] if self.layout == "folder" else leaf[-1].removesuffix(".md")
        # The entry's own name when they agree (most skills): one string, not a copy each.
        return self.name if listed == self.name else listed

    @property
    def names(self) -> frozenset[str]:
        """Every name a lookup may find the entry by (listed name and frontmatter name)."""
        return frozenset((self.key_name, self.name))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "source": self.source,
            "name": self.name,
            "location": self.location,
            "etag": self.etag,
            "header": dict(self.header),
            "frontmatter": self.frontmatter,
        }
        optional: dict[str, Any] = {
            "layout": self.layout,
            "version": self.version,
            "size": self.size,
            "digest": self.digest,
            "files": [list(f) for f in self.files],
            "warnings": list(self.warnings),
            "store": dict(self.store) if self.store is not None else None,
        }
        data.update({k: v for k, v in optional.items() if v not in (None, [])})
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any], interner: Interner | None = None) -> Entry:
        """An entry from its JSON, its repeats shared through ``interner`` (one per
        snapshot decoded; a fresh one for a lone entry)."""
        data = lean_entry(data, interner or Interner())
        return cls(
            source=data["source"],
            name=data["name"],
            location=data["location"],
            etag=data["etag"],
            header=data["header"],
            frontmatter=data["frontmatter"],
            layout=data.get("layout"),
            version=data.get("version"),
            size=data.get("size"),
            digest=data.get("digest"),
            files=tuple((str(p), int(s), d) for p, s, d in data.get("files", ())),
            warnings=tuple(data.get("warnings", ())),
            store=data.get("store"),
        )


@dataclass(frozen=True)
class Snapshot:
    """One scope at one generation. ``recent`` are search documents (name, description,
    tags, body excerpt) written since the search index stored after it was built;
    ``removed`` names left since then. ``tenants`` (the global scope only): the tenants that
    had objects under ``tenants/`` when it was published, so a reader knows that another
    tenant's prefix is empty without listing it."""

    scope: str
    gen: int
    entries: tuple[Entry, ...] = ()
    built: str = ""
    recent: tuple[Mapping[str, Any], ...] = ()
    removed: tuple[str, ...] = ()
    #: The listing it was built from (S3 prefixes: key -> ETag), to spot changes cheaply.
    listing: Mapping[str, str] = field(default_factory=dict)
    tenants: tuple[str, ...] | None = None
    #: Store scopes: names that left the catalog -> the write sequence that removed them (so
    #: a late or redelivered older record of that name is not folded back in).
    tombstones: Mapping[str, int] = field(default_factory=dict)
    #: The decoded JSON's length (what a byte-bounded cache weighs it by); not encoded.
    size_hint: int = field(default=0, compare=False)

    def encode(self) -> bytes:
        """Format 3 (see ``snapshot.codec``): the scope-wide fields, then one entry a line."""
        document = {
            "format": SNAPSHOT_FORMAT,
            "scope": self.scope,
            "gen": self.gen,
            "built": self.built,
            "tenants": list(self.tenants) if self.tenants is not None else None,
            "recent": list(self.recent),
            "removed": list(self.removed),
            "listing": dict(self.listing),
            "gone": dict(self.tombstones),
            "count": len(self.entries),
        }
        return encode_lines(document, (entry.to_json() for entry in self.entries))

    @classmethod
    def decode(cls, data: bytes, *, scope: str) -> Snapshot:
        """Refuse anything but a well-formed snapshot of ``scope`` (format 3, or format 2
        as published before), decoded a window at a time with its repeats shared."""
        with refused():
            stats: dict[str, int] = {}
            items = decode_windows(data, MAX_SNAPSHOT_BYTES, stats)
            document = next(items, None)
            if not isinstance(document, dict) or document.get("format") not in READ_FORMATS:
                raise SnapshotFormatError(f"not a format-{SNAPSHOT_FORMAT} catalog snapshot")
            if document.get("scope") != scope:
                raise SnapshotFormatError(f"snapshot of scope {document.get('scope')!r}")
            interner = Interner()
            rows = items if document["format"] == SNAPSHOT_FORMAT else iter(document["entries"])
            entries = tuple(Entry.from_json(e, interner) for e in rows)
            if document["format"] == SNAPSHOT_FORMAT and len(entries) != document.get("count"):
                raise SnapshotFormatError("catalog snapshot is truncated")
            return cls(
                scope=scope,
                gen=int(document["gen"]),
                entries=entries,
                built=str(document.get("built", "")),
                tenants=_tenants(document.get("tenants")),
                recent=tuple(document.get("recent", ())),
                removed=tuple(document.get("removed", ())),
                listing=dict(document.get("listing", {})),
                tombstones={str(k): int(v) for k, v in document.get("gone", {}).items()},
                size_hint=stats.get("inflated", len(data)),
            )

    def with_entries(self, entries: Sequence[Entry], **changes: Any) -> Snapshot:
        """A copy holding ``entries`` (sorted, so equal content encodes equally)."""
        ordered = tuple(sorted(entries, key=lambda e: (e.source, e.name)))
        return dataclasses.replace(self, entries=ordered, **changes)


def _tenants(value: Any) -> tuple[str, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise SnapshotFormatError("corrupt catalog snapshot: tenants")
    return tuple(value)


__all__ = [
    "MAX_SNAPSHOT_BYTES",
    "SNAPSHOT_FORMAT",
    "Entry",
    "Snapshot",
    "SnapshotFormatError",
    "refused",
    "skill_from_json",
    "skill_to_json",
]
