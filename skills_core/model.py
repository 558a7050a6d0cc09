"""Value types shared by every layer: a parsed skill, a source record and catalog metadata."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any, Literal, TypeVar

Layout = Literal["folder", "loose"]
_T = TypeVar("_T")


def _filled_at_once(cls: type[_T]) -> type[_T]:
    """Give a frozen slotted dataclass an ``__init__`` that sets each slot through its own
    descriptor. The generated one goes through ``object.__setattr__`` (~0.1 µs a field); a
    catalog builds one record and one metadata per skill, so at 10,000 skills that was a third
    of the time. Slots, not a ``__dict__``: a record is then about 150 bytes instead of 520
    (at 100,000 skills a function's memory is mostly such shells). The instance stays frozen:
    assigning a field afterwards still raises."""
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    defaults = {f.name: f.default for f in fields(cls) if f.default is not MISSING}  # type: ignore[arg-type]
    if any(f.default_factory is not MISSING for f in fields(cls)):  # type: ignore[arg-type]
        raise TypeError(f"{cls.__name__}: default factories are not supported here")
    if "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: declare it with slots=True")
    params = ", ".join(f"{n}=_defaults[{n!r}]" if n in defaults else n for n in names)
    body = "".join(f"    _set_{n}(self, {n})\n" for n in names)
    source = f"def __init__(self, {params}):\n{body}"
    namespace: dict[str, Any] = {}
    scope: dict[str, Any] = {"_defaults": defaults}
    scope.update({f"_set_{n}": cls.__dict__[n].__set__ for n in names})
    exec(source, scope, namespace)  # noqa: S102 - built from field names only
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


DEFAULT_VERSION = "1.0.0"


@dataclass(frozen=True)
class ModelPreference:
    """Preferred model for a skill (``model: {provider, model}``)."""

    provider: str
    model: str

    def to_dict(self) -> dict[str, str]:
        return {"provider": self.provider, "model": self.model}


#: The one empty read-only mapping (most skills have no metadata and no extra fields: a
#: catalog of 100,000 would otherwise hold 200,000 empty dicts).
_EMPTY: Mapping[str, Any] = MappingProxyType({})


def _frozen(mapping: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping)) if mapping else _EMPTY


@dataclass(frozen=True, slots=True)
class Skill:
    """A validated skill. ``content`` is the body (the text after the frontmatter)."""

    name: str
    description: str
    content: str
    version: str = DEFAULT_VERSION
    author: str | None = None
    tags: tuple[str, ...] = ()
    allowed_tools: tuple[str, ...] = ()
    priority: int = 0
    args: tuple[str, ...] = ()
    model: ModelPreference | None = None
    license: str | None = None
    compatibility: str | None = None
    metadata: Mapping[str, str] = field(default_factory=lambda: _frozen(None))
    #: Unknown top-level fields, kept for the linter and for round trips.
    extra: Mapping[str, Any] = field(default_factory=lambda: _frozen(None))
    #: Folder of a folder-layout skill (a local path, or a logical path for remote sources).
    directory: str | None = None
    #: Where the skill was read from (file path, S3 key), for messages only.
    location: str | None = field(default=None, compare=False)
    #: Which top-level keys the frontmatter used (the linter needs them).
    declared_fields: tuple[str, ...] = field(default=(), compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "metadata", _frozen(self.metadata))
        object.__setattr__(self, "extra", _frozen(self.extra))
        for name in ("tags", "allowed_tools", "args"):
            object.__setattr__(self, name, tuple(getattr(self, name)))


@_filled_at_once
@dataclass(frozen=True, slots=True)
class SkillRecord:
    """What a source yields. ``content`` is the full text, or ``None`` when the source defers it
    (then ``frontmatter`` holds the raw frontmatter and the source implements ``read``)."""

    name: str
    content: str | None
    source: str
    version: str | None = None
    directory: str | None = None
    frontmatter: str | None = None
    #: ``folder`` (``<name>/SKILL.md``) or ``loose`` (``<name>.md``); decides same-source ties.
    layout: Layout | None = None
    #: Path or key, for messages.
    location: str | None = None
    #: Cache key component that changes whenever the text changes (ETag, mtime, store version).
    etag: str | None = None
    #: Size of the skill file in bytes when the listing told it (saves a second stat/HEAD).
    size: int | None = None
    #: An already validated skill (a ``Skill`` given in code): nothing to parse or read.
    skill: Skill | None = field(default=None, compare=False, repr=False)
    #: An already parsed header (a catalog snapshot's): nothing to parse; the body is still
    #: read with the source's ``read``.
    header: Skill | None = field(default=None, compare=False, repr=False)
    #: ``sha256:<hex>`` of the skill file's bytes when the source knows it without reading.
    digest: str | None = None
    #: A versioned source's review state of the listed version: ``{"status", "labels"}``.
    state: Mapping[str, Any] | None = field(default=None, compare=False)


@_filled_at_once
@dataclass(frozen=True, slots=True)
class SkillMetadata:
    """What the catalog and the API show of a skill; never the body."""

    name: str
    description: str
    version: str = DEFAULT_VERSION
    tags: tuple[str, ...] = ()
    allowed_tools: tuple[str, ...] = ()
    args: tuple[str, ...] = ()
    model: ModelPreference | None = None
    priority: int = 0
    source: str = "inline"
    directory: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON shape used by the HTTP API (snake_case keys)."""
        return {
            "name": self.name,
            "description": self.description,
            "version": self.version,
            "tags": list(self.tags),
            "allowed_tools": list(self.allowed_tools),
            "args": list(self.args),
            "model": self.model.to_dict() if self.model else None,
            "priority": self.priority,
            "source": self.source,
            "directory": self.directory,
        }


@dataclass(frozen=True)
class TruncationResult:
    body: str
    truncated: bool
    original_chars: int
    original_token_estimate: int
    final_chars: int
    final_token_estimate: int


#: A changelog entry's ``note`` (a review's why, a label or retire note) is at most this long.
MAX_NOTE_CHARS = 2000


@dataclass(frozen=True)
class ChangelogEntry:
    """One write in a skill's history. ``status`` and ``digest`` describe the entry's version
    as it is now (filled by ``versions()``; absent on entries a write has just returned)."""

    version: int
    time: str
    action: str
    author: str | None = None
    note: str | None = None
    status: str | None = None
    digest: str | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "version": self.version,
            "time": self.time,
            "action": self.action,
            "author": self.author,
        }
        for optional in ("note", "status", "digest"):
            value = getattr(self, optional)
            if value is not None:
                data[optional] = value
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ChangelogEntry:
        return cls(
            version=int(data["version"]),
            time=str(data["time"]),
            action=str(data["action"]),
            author=data.get("author"),
            note=data.get("note"),
            status=data.get("status"),
            digest=data.get("digest"),
        )


@dataclass(frozen=True)
class SaveResult:
    """What a save did: the version written, its review status and digest, the scanner's
    findings, the name's whole changelog, and whether another source still wins."""

    name: str
    version: int
    store: str
    changelog: tuple[ChangelogEntry, ...] = ()
    shadowed_by: str | None = None
    warnings: tuple[str, ...] = ()
    status: str = "approved"
    digest: str | None = None
    findings: tuple[Mapping[str, Any], ...] = ()
    #: True when this answer repeats an earlier write (same idempotency key or request).
    replayed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "store": self.store,
            "changelog": [e.to_dict() for e in self.changelog],
            "shadowed_by": self.shadowed_by,
            "warnings": list(self.warnings),
            "status": self.status,
            "digest": self.digest,
            "findings": [dict(f) for f in self.findings],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], *, replayed: bool = False) -> SaveResult:
        return cls(
            name=str(data["name"]),
            version=int(data["version"]),
            store=str(data["store"]),
            changelog=tuple(ChangelogEntry.from_dict(e) for e in data.get("changelog", ())),
            shadowed_by=data.get("shadowed_by"),
            warnings=tuple(data.get("warnings", ())),
            status=str(data.get("status", "approved")),
            digest=data.get("digest"),
            findings=tuple(data.get("findings", ())),
            replayed=replayed,
        )


@dataclass(frozen=True)
class RetireResult:
    name: str
    version: int
    changelog: tuple[ChangelogEntry, ...]
    replayed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "changelog": [e.to_dict() for e in self.changelog],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RetireResult:
        entries = tuple(ChangelogEntry.from_dict(e) for e in data["changelog"])
        return cls(str(data["name"]), int(data["version"]), entries)


@dataclass(frozen=True)
class ReviewResult:
    name: str
    version: int
    status: str
    labels: Mapping[str, int]
    changed: bool = True
    replayed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "status": self.status,
            "labels": dict(self.labels),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ReviewResult:
        return cls(str(data["name"]), int(data["version"]), str(data["status"]), data["labels"])


@dataclass(frozen=True)
class LabelResult:
    name: str
    labels: Mapping[str, int]
    replayed: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "labels": dict(self.labels)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LabelResult:
        return cls(str(data["name"]), data["labels"])


def with_statuses(
    entries: Sequence[ChangelogEntry], statuses: Mapping[int, str]
) -> tuple[ChangelogEntry, ...]:
    """Entries as ``versions()`` reports them: each with its version's current status and
    digest (the digest recorded by the entry that wrote the version)."""
    digests = {e.version: e.digest for e in entries if e.digest is not None}
    return tuple(
        replace(e, status=statuses.get(e.version), digest=e.digest or digests.get(e.version))
        for e in entries
    )


@dataclass(frozen=True)
class StoredVersion:
    """One stored version of a skill: its full SKILL.md text and what was recorded with it."""

    name: str
    version: int
    content: str
    digest: str | None = None
    findings: tuple[Mapping[str, Any], ...] = ()
