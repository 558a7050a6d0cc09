"""The source and store contracts (ports). Adapters implement them; the registry uses them."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from skills_core.model import ChangelogEntry, SaveResult, Skill, SkillRecord


@runtime_checkable
class SkillSource(Protocol):
    """Anything with a ``label`` and ``list()`` is a source."""

    label: str

    def list(self) -> list[SkillRecord]: ...


@runtime_checkable
class DeferredSource(Protocol):
    """A source whose records may leave ``content`` as ``None`` reads it on demand."""

    def read(self, record: SkillRecord) -> str: ...


@runtime_checkable
class FileSource(Protocol):
    """A source whose folder skills have files beside SKILL.md.

    ``path`` arguments are already validated by :func:`skills_core.files.normalize_relative_path`.
    """

    def list_files(self, record: SkillRecord) -> list[str]: ...

    def read_file(self, record: SkillRecord, path: str) -> bytes: ...


@runtime_checkable
class SkillStore(SkillSource, Protocol):
    """A writable source: saves are versioned and every version stays readable."""

    def save(
        self, skill: Skill, *, replace: bool = False, author: str | None = None
    ) -> SaveResult: ...

    def versions(self, name: str) -> list[ChangelogEntry]: ...

    def read_version(self, name: str, version: int | str) -> str: ...

    def retire(self, name: str, *, author: str | None = None) -> ChangelogEntry: ...
