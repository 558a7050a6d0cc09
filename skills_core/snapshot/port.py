"""The catalog-snapshot port: what a read needs of the deployment's published snapshots
(manifests, snapshot objects, their search indexes), whatever holds them. The service depends
on this, the S3/DynamoDB adapter implements it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Sequence

    from skills_core.search import SearchIndex
    from skills_core.snapshot.model import Snapshot
    from skills_core.snapshot.overlay import OverlayRecord


@dataclass(frozen=True)
class Manifest:
    """A scope's current generation and snapshot object (``None`` before the first build)."""

    scope: str
    gen: int
    object_key: str | None = None
    #: Where the search index starts in the object (``None``: the object has no index).
    split: int | None = None


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

    def load(self, manifest: Manifest, *, with_index: bool = False) -> Snapshot:
        """The manifest's snapshot (``with_index``: a search follows, read the index too)."""
        ...

    def index(self, manifest: Manifest) -> SearchIndex | None:
        """The manifest's search index (``None``: the object has none)."""
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
    "RefreshResult",
    "SnapshotReader",
    "SnapshotUnavailable",
]
