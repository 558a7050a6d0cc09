"""Value types shared by every layer: a parsed skill, a source record and catalog metadata."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

Layout = Literal["folder", "loose"]

DEFAULT_VERSION = "1.0.0"


@dataclass(frozen=True)
class ModelPreference:
    """Preferred model for a skill (``model: {provider, model}``)."""

    provider: str
    model: str

    def to_dict(self) -> dict[str, str]:
        return {"provider": self.provider, "model": self.model}


def _frozen(mapping: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class ChangelogEntry:
    version: int
    time: str
    action: str
    author: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "time": self.time,
            "action": self.action,
            "author": self.author,
        }


@dataclass(frozen=True)
class SaveResult:
    name: str
    version: int
    store: str
    changelog: tuple[ChangelogEntry, ...] = ()
    shadowed_by: str | None = None
    warnings: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "store": self.store,
            "changelog": [e.to_dict() for e in self.changelog],
            "shadowed_by": self.shadowed_by,
            "warnings": list(self.warnings),
        }
