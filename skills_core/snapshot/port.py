"""The catalog-snapshot port: what a read needs of the deployment's published snapshots
(manifests, snapshot objects, their search indexes), whatever holds them. The service depends
on this, the S3/DynamoDB adapter implements it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from skills_core.governance.history import SkillHistory
    from skills_core.search import SearchIndex
    from skills_core.snapshot.model import Entry, Snapshot
    from skills_core.snapshot.overlay import OverlayRecord
    from skills_core.snapshot.stored import StoredSnapshot


@dataclass(frozen=True)
class Manifest:
    """A scope's current generation and snapshot object (``None`` before the first build)."""

    scope: str
    gen: int
    object_key: str | None = None
    #: Where the search index starts in the object (``None``: the object has no index).
    split: int | None = None
    #: The generation whose point entries (one item per name) are all written; a point read
    #: trusts them only when this equals ``gen`` (S3 scopes; ``None``: not yet).
    points: int | None = None
    #: The global scope: the tenants with objects under ``tenants/`` at ``points`` (so a point
    #: read knows that a tenant prefix without a snapshot is empty); ``None``: not recorded.
    tenants: frozenset[str] | None = None

    @property
    def pointed(self) -> bool:
        """Every name of this generation can be read as a point entry."""
        return self.points is not None and self.points == self.gen


@dataclass(frozen=True)
class PointRead:
    """One name across a tenant's scopes, read without loading any snapshot: per S3 scope
    that serves something called ``name``, its entries (a scope absent here serves none);
    the store's head of that name (``None``: never saved, or no store asked for)."""

    entries: Mapping[str, tuple[Entry, ...]]
    gens: Mapping[str, int]
    head: SkillHistory | None = None


class SnapshotUnavailable(Exception):
    """The snapshot could not be read (gone, corrupt, access denied): list the sources."""


class SnapshotReader(Protocol):
    """Reads published snapshots. Every method raises :class:`SnapshotUnavailable` when it
    cannot answer, so reads fall back to listing the sources."""

    def manifests(self, *scopes: str) -> dict[str, Manifest]:
        """The manifests of ``scopes`` (one consistent read; a scope never built is absent)."""
        ...

    def with_overlay(
        self, scopes: Sequence[str], *, tenant: str, names: Sequence[str] | None
    ) -> tuple[dict[str, Manifest], list[OverlayRecord]]:
        """The manifests of ``scopes`` and the tenant's catalog overlay (``names``: only the
        overlays of those names, read with the manifests in one call; ``None``: every
        overlay). The overlay is read no later than the manifests, so an overlay item folded
        and deleted meanwhile is in the snapshot the manifest names."""
        ...

    def point(
        self, scopes: Sequence[str], *, tenant: str, name: str, store: bool
    ) -> PointRead | None:
        """``name`` in the S3 ``scopes`` (their manifests and point entries) and, with
        ``store``, the tenant's head of it, in one isolated read. ``None`` when some scope
        cannot be answered that way (not published, point entries not complete, an entry too
        large for an item): the caller composes from the snapshots instead."""
        ...

    def load(self, manifest: Manifest, *, with_index: bool = False) -> Snapshot:
        """The manifest's snapshot (``with_index``: a search follows, read the index too)."""
        ...

    def index(self, manifest: Manifest) -> SearchIndex | None:
        """The manifest's search index (``None``: the object has none)."""
        ...

    def stored(self, manifest: Manifest, *, with_index: bool = False) -> StoredSnapshot:
        """The manifest's snapshot as stored, not decoded (a read that walks its entries
        once); ``with_index`` as in :meth:`load`."""
        ...


@dataclass(frozen=True)
class RefreshResult:
    """What one run did. ``examined``: scopes looked at; ``published``: republished because
    their objects changed; ``unchanged``: equal to their snapshot; ``failed``: scopes that
    could not be examined or published (retried next run); ``deferred``: not reached before
    the deadline; ``heads_read``/``bodies_read``: skill objects read (only changed ones)."""

    examined: int = 0
    published: int = 0
    unchanged: int = 0
    failed: tuple[str, ...] = ()
    deferred: int = 0
    tenants: int = 0
    heads_read: int = 0
    bodies_read: int = 0
    published_scopes: tuple[str, ...] = field(default=(), compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "examined": self.examined,
            "published": self.published,
            "unchanged": self.unchanged,
            "failed": list(self.failed),
            "deferred": self.deferred,
            "tenants": self.tenants,
            "heads_read": self.heads_read,
            "bodies_read": self.bodies_read,
        }


class CatalogRefresher(Protocol):
    """Republishes the snapshots of S3 prefixes written by other means than a sync."""

    def refresh(self, *, deadline: float | None = None) -> RefreshResult:
        """``deadline``: a ``time.monotonic()`` value after which no new scope is started."""
        ...


__all__ = [
    "CatalogRefresher",
    "Manifest",
    "PointRead",
    "RefreshResult",
    "SnapshotReader",
    "SnapshotUnavailable",
]
