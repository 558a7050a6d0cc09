"""Which version a read serves, in one place: the default label, another label (``?label=``,
falling back to the default per skill), or one pinned version (``?version=n``: any status but
rejected, so a pending version can be tried before it is approved). Only the store keeps
versions; S3 and bundled skills count as approved and have none to pin. :func:`listing` shows
them all, for whoever decides which one to serve."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.errors import (
    BadRequestError,
    SkillNotFoundError,
    SkillVersionNotApprovedError,
)
from skills_core.governance.lifecycle import APPROVED, REJECTED
from skills_core.model import ChangelogEntry, SkillRecord
from skills_core.service.reads import checked_name, version_number
from skills_core.service.resources import SkillResources
from skills_core.service.tenants import TenantView
from skills_core.service.writes import governed_store
from skills_core.sources.base import GovernedStore


@dataclass(frozen=True)
class VersionState:
    """What a read reports about the version it served."""

    version: str
    status: str = APPROVED
    labels: dict[str, int] = field(default_factory=dict)
    digest: str | None = None
    findings: tuple[Mapping[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "status": self.status,
            "labels": dict(self.labels),
            "digest": self.digest,
        }


def check_pin(version: object, label: object) -> None:
    """A read pins one version or one label, never both (which one would win?)."""
    if version is not None and label is not None:
        raise BadRequestError(
            "give either version (one stored version) or label (the version a label points "
            "at), not both"
        )


class _OneVersion:
    """A source holding exactly one stored version (what ``?version=n`` activates)."""

    def __init__(self, label: str, record: SkillRecord) -> None:
        self.label = label
        self._record = record

    def list(self) -> list[SkillRecord]:
        return [self._record]


def pinned(view: TenantView, name: str, version: str | int) -> tuple[SkillRegistry, VersionState]:
    """A registry holding only version ``version`` of the store's skill ``name``."""
    name, number = checked_name(name), version_number(version)
    store = governed_store(view)
    lifecycle = store.lifecycle(name)
    status = lifecycle.statuses.get(number) if lifecycle is not None else None
    if status is None:
        raise SkillNotFoundError(
            f'Skill "{name}" has no version {number} in the store; list its versions to see '
            "which exist."
        )
    if status == REJECTED:
        raise SkillVersionNotApprovedError(
            f'Version {number} of "{name}" was rejected; it is never served. Use another '
            "version or label."
        )
    stored = store.stored_version(name, number)
    record = SkillRecord(
        name=name,
        content=stored.content,
        source=store.label,
        version=str(number),
        location=store.location(name),
        etag=str(number),
        digest=stored.digest,
    )
    registry = create_registry(
        sources=[_OneVersion(store.label, record)], tenancy="multi", settings=view.settings
    )
    if registry.get(name) is None:  # the stored text no longer parses: say so, never a 500
        raise SkillNotFoundError(
            f'Version {number} of "{name}" cannot be read: {"; ".join(registry.warnings)}'
        )
    assert lifecycle is not None
    labels = dict(lifecycle.labels)
    return registry, VersionState(str(number), status, labels, stored.digest, stored.findings)


def served_state(view: TenantView, name: str) -> VersionState:
    """The state of the version the view serves for ``name`` (its registry's winner)."""
    registry = view.registry
    entry = registry.entry(name)
    record = entry.record
    store = view.store
    if store is None or record.source != store.label or not isinstance(store, GovernedStore):
        return VersionState(entry.metadata.version, digest=_served_digest(view, name))
    if record.state is not None:  # listed with its state: no second read
        status = record.state.get("status") or APPROVED
        labels = dict(record.state.get("labels") or {})
        return VersionState(entry.metadata.version, status, labels, record.digest)
    lifecycle = store.lifecycle(name)
    if lifecycle is None:
        return VersionState(entry.metadata.version, digest=_served_digest(view, name))
    status = lifecycle.statuses.get(int(record.version or 0), APPROVED)
    return VersionState(entry.metadata.version, status, dict(lifecycle.labels), record.digest)


def _served_digest(view: TenantView, name: str) -> str:
    """The digest of the served SKILL.md, read the way MCP's entries read it (one rule, one
    cache): every served skill has one, S3 objects synced or not and bundled skills too."""
    return SkillResources(view).skill_md_digest(name)[0]


@dataclass(frozen=True)
class VersionInfo:
    """One stored version as a reviewer sees it: its status and labels now, and the
    changelog entry that wrote it (who, when, how: ``created``, ``replaced``, ``generated``)."""

    version: int
    status: str | None
    digest: str | None
    labels: tuple[str, ...]
    time: str
    author: str | None
    action: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "status": self.status,
            "digest": self.digest,
            "labels": list(self.labels),
            "time": self.time,
            "author": self.author,
            "action": self.action,
        }


@dataclass(frozen=True)
class VersionListing:
    """Every version of one store skill, newest first, and where its labels point."""

    name: str
    default_label: str
    labels: Mapping[str, int]
    versions: tuple[VersionInfo, ...]

    @property
    def served(self) -> int | None:
        """The version the default label serves (``None``: the skill is not served)."""
        return self.labels.get(self.default_label)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "default_label": self.default_label,
            "served": self.served,
            "labels": dict(self.labels),
            "versions": [v.to_dict() for v in self.versions],
        }


def listing(view: TenantView, name: str) -> VersionListing:
    """Every version of the store's skill ``name``: the changelog says who wrote each one and
    when (its first entry), the head what each is now and which labels it carries. A store
    without review states lists its versions with the statuses its changelog gives."""
    name = checked_name(name)
    store = view.require_store()
    entries = store.versions(name)  # a name never saved raises not found here
    lifecycle = store.lifecycle(name) if isinstance(store, GovernedStore) else None
    labels = dict(lifecycle.labels) if lifecycle is not None else {}
    statuses = lifecycle.statuses if lifecycle is not None else {}
    default = view.settings.default_label
    written: dict[int, ChangelogEntry] = {}
    for entry in entries:
        written.setdefault(entry.version, entry)
    # The default label first, then the others by name.
    on: dict[int, list[str]] = {}
    for label in sorted(labels, key=lambda x: (x != default, x)):
        on.setdefault(labels[label], []).append(label)
    rows = tuple(
        VersionInfo(
            version=number,
            status=statuses.get(number, entry.status),
            digest=entry.digest,
            labels=tuple(on.get(number, ())),
            time=entry.time,
            author=entry.author,
            action=entry.action,
        )
        for number, entry in sorted(written.items(), reverse=True)
    )
    return VersionListing(name, default, labels, rows)


__all__ = [
    "VersionInfo",
    "VersionListing",
    "VersionState",
    "check_pin",
    "listing",
    "pinned",
    "served_state",
]
