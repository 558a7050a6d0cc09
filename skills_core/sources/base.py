"""The source and store contracts (ports). Adapters implement them; the registry uses them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from skills_core.governance.lifecycle import Lifecycle
from skills_core.idempotency import Idempotency
from skills_core.model import (
    ChangelogEntry,
    LabelResult,
    RetireResult,
    ReviewResult,
    SaveResult,
    Skill,
    SkillRecord,
    StoredVersion,
)

if TYPE_CHECKING:
    from skills_core.review.record import ReviewRecord

#: The scanner's findings stored with a version (``Finding.to_dict()`` each).
Findings = tuple[Mapping[str, Any], ...]


@dataclass(frozen=True)
class Reported:
    """What a save's answer says beyond the store's own part: the source whose skill still
    wins and the warnings of the check. A store keeps them in the write's idempotency record,
    so a repeated request gets the first answer whole."""

    shadowed_by: str | None = None
    warnings: tuple[str, ...] = ()

    def applied_to(self, result: SaveResult) -> SaveResult:
        return replace(result, shadowed_by=self.shadowed_by, warnings=self.warnings)


@runtime_checkable
class SkillSource(Protocol):
    """Anything with a ``label`` and ``list()`` is a source."""

    label: str

    def list(self) -> list[SkillRecord]: ...


@runtime_checkable
class NameLookup(Protocol):
    """A source that can say which of its records may be called ``name`` without listing
    everything (a save's collision check is then a lookup of the name, SPEC §11)."""

    def lookup(self, name: str) -> list[SkillRecord]: ...


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

    def retire(self, name: str, *, author: str | None = None) -> RetireResult: ...


@runtime_checkable
class GovernedStore(SkillStore, Protocol):
    """A store with review states, labels and idempotent writes (SPEC §10, §6): the store
    the service writes through, with the call it really makes."""

    def save(
        self,
        skill: Skill,
        *,
        replace: bool = False,
        author: str | None = None,
        status: str = "approved",
        findings: Findings = (),
        draft: bool = False,
        idempotency: Idempotency | None = None,
        note: str | None = None,
        reported: Reported | None = None,
        looked_up: bool = False,
    ) -> SaveResult:
        """Write the name's next version with review ``status`` (a ``draft`` is pending and
        never collides). ``looked_up``: the caller has looked ``idempotency`` up already."""
        ...

    def recorded(self, idempotency: Idempotency) -> Mapping[str, Any] | None:
        """The answer an earlier write with this key got (``None``: none yet);
        ``IdempotencyKeyReusedError`` when that write asked for something else."""
        ...

    def retire(
        self, name: str, *, author: str | None = None, idempotency: Idempotency | None = None
    ) -> RetireResult: ...

    def review(
        self,
        name: str,
        version: int,
        decision: str,
        *,
        note: str | None = None,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> ReviewResult: ...

    def set_label(
        self,
        name: str,
        label: str,
        version: int,
        *,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> LabelResult: ...

    def remove_label(
        self,
        name: str,
        label: str,
        *,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> LabelResult: ...

    def labels(self, name: str) -> dict[str, int]: ...

    def lifecycle(self, name: str) -> Lifecycle | None:
        """Statuses and labels of ``name`` (``None``: never saved)."""
        ...

    def stored_version(self, name: str, version: int) -> StoredVersion: ...

    def location(self, name: str) -> str: ...


# -- model review (SPEC §10 "Model review") --------------------------------------------------
@runtime_checkable
class ReviewedStore(GovernedStore, Protocol):
    """A governed store that keeps one model review per version digest. Its version reads
    return the review's ``model-review`` finding with the scanner's, and its changelog shows
    the review's note on the entry that created the version."""

    def reviewed_version(
        self, name: str, version: int
    ) -> tuple[StoredVersion, ReviewRecord | None]:
        """One version and its model review (``None``: not reviewed yet), in one read."""
        ...

    def record_model_review(
        self, name: str, version: int, digest: str, record: ReviewRecord
    ) -> bool:
        """Store ``record`` with the version, once: ``False`` (nothing written) when the
        version already has a review or its digest is not ``digest``."""
        ...

    def review(
        self,
        name: str,
        version: int,
        decision: str,
        *,
        note: str | None = None,
        author: str | None = None,
        idempotency: Idempotency | None = None,
        expect: str | None = None,
    ) -> ReviewResult:
        """:meth:`GovernedStore.review`; ``expect``: only from that status (checked in the
        write's own condition), else nothing changes."""
        ...
