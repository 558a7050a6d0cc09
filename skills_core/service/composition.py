"""Which sources a request reads: each source's catalog snapshot when its scope has one
(one manifest read for all of them), else the source itself (a live listing). A snapshot that
cannot be read falls back to the listing with a warning: reads fail open. A composition made
only of snapshots is identified by their object keys, so its registry can be reused by later
requests of the same tenant until any of them changes."""

from __future__ import annotations

import functools
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from skills_core.compose.catalog_listing import CatalogListing, ServedBy
from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.service.winner_cache import WINNERS, WinnerCache
from skills_core.settings import Settings
from skills_core.snapshot.port import Manifest, PointRead, SnapshotReader, SnapshotUnavailable
from skills_core.snapshot.scopes import GLOBAL_SCOPE, scope_of, store_scope, tenant_scope
from skills_core.sources.base import SkillSource

if TYPE_CHECKING:
    from skills_core.search import SearchIndex
    from skills_core.snapshot.model import Snapshot
    from skills_core.snapshot.overlay import OverlayRecord
    from skills_core.snapshot.stored import StoredSnapshot

logger = logging.getLogger("skills_core")

#: Composed registries kept per process (each is one tenant's, keyed by tenant, label and
#: the snapshot objects it was built from: never shared across tenants, never stale).
REGISTRY_CACHE_ENTRIES = 8
#: ... and their estimated bytes at most (SPEC §11: caches are bounded in bytes). One
#: tenant's listing at 100,000 + 100,000 weighs about 128 MB, a registry of it far more.
REGISTRY_CACHE_BYTES = 192 * 1024 * 1024
#: Estimated bytes a cached value holds per skill, beyond what its snapshots hold (measured
#: with tracemalloc): a registry's parsed headers, records and entries; a listing's metadata.
REGISTRY_BYTES_PER_SKILL = 2400
LISTING_BYTES_PER_SKILL = 640
SERVED_BYTES_PER_SKILL = 120


@dataclass(frozen=True)
class Composition:
    sources: list[SkillSource]
    warnings: list[str] = field(default_factory=list)
    #: The snapshot object keys when every source came from a snapshot.
    snapshot_keys: tuple[str, ...] | None = None
    fallbacks: int = 0


class _Any:
    def __contains__(self, item: object) -> bool:
        return True


_ANY = _Any()


def compose(
    live: Sequence[SkillSource],
    snapshots: SnapshotReader | None,
    *,
    tenant: str,
    label: str | None,
    default_label: str,
    with_index: bool = False,
    focus: str | None = None,
    overlay: bool = True,
    stored: bool = False,
) -> Composition:
    """Replace each live source by its scope's snapshot where one is published. A tenant
    prefix with no snapshot of its own is known to be empty when the global snapshot's tenant
    list (published with it) does not name the tenant: it is left out instead of listed.
    ``with_index``: a search will follow (each object is read whole, index included).
    The store's snapshot gets the tenant's catalog overlay laid over it (read-your-writes
    before the stream function folds a write): every overlay item (one Query), or only
    ``focus``'s when the request concerns one name (read with the manifests in one call).
    ``overlay=False``: the store's scope is not composed (a write's collision lookup).
    ``stored``: the snapshots come as stored, not decoded (a catalog listing walks them)."""
    if snapshots is None:
        return Composition(list(live))
    from skills_core.snapshot.sources import SnapshotSource

    scopes = {id(source): scope_of(source.label, tenant) for source in live}
    if not overlay:
        scopes = {k: None if v == store_scope(tenant) else v for k, v in scopes.items()}
    wanted = sorted({scope for scope in scopes.values() if scope is not None})
    if not wanted:
        return Composition(list(live))
    if focus is not None:
        pointed = _pointed(live, snapshots, scopes, tenant, focus, label, default_label)
        if pointed is not None:
            return pointed
    laid: list[OverlayRecord] = []
    try:
        if store_scope(tenant) in wanted:
            names = None if focus is None else [focus]
            manifests, laid = snapshots.with_overlay(wanted, tenant=tenant, names=names)
        else:
            manifests = snapshots.manifests(*wanted)
    except SnapshotUnavailable as exc:
        logger.warning("catalog manifests unavailable (%s): listing every source", exc)
        return Composition(
            list(live), ["Catalog snapshots are unavailable; the sources were listed."], None, 1
        )
    sources: list[SkillSource] = []
    warnings: list[str] = []
    keys: list[str] = []
    complete = True
    #: Tenants with objects under ``tenants/`` (from the global snapshot; else assume any).
    known_tenants: Container[str] = _ANY
    for source in live:
        scope = scopes[id(source)]
        manifest = manifests.get(scope) if scope is not None else None
        if manifest is None and scope == tenant_scope(tenant) and tenant not in known_tenants:
            continue  # empty when the global snapshot was published (refresher: later)
        if manifest is None or manifest.object_key is None:
            complete = False  # nothing published yet (or a write could not publish): list
            sources.append(source)
            continue
        try:
            snapshot: Snapshot | StoredSnapshot = (
                snapshots.stored(manifest, with_index=with_index)
                if stored
                else snapshots.load(manifest, with_index=with_index)
            )
        except SnapshotUnavailable as exc:
            logger.warning("catalog snapshot %s unreadable (%s): listing", manifest.object_key, exc)
            warnings.append(
                f'The catalog snapshot of source "{source.label}" could not be read; the source '
                "was listed instead."
            )
            complete = False
            sources.append(source)
            continue
        if scope == GLOBAL_SCOPE and snapshot.tenants is not None:
            known_tenants = frozenset(snapshot.tenants)
        on_top = laid if scope == store_scope(tenant) else []
        index_of = functools.partial(_index_or_none, snapshots, manifest)
        if with_index:
            # Taken now, while the read that brought it is cached: the next scope's index may
            # push it out of the byte-bounded cache, and the search would read it again.
            index_of = functools.partial(_given, index_of())
        sources.append(
            SnapshotSource(
                snapshot,
                source,
                serve_label=label,
                default_label=default_label,
                index=index_of,
                overlay=on_top,
            )
        )
        keys.append(manifest.object_key)
        # The overlay laid over it is part of what the registry was built from.
        keys.extend(f"{record.name}@{record.wid}" for record in sorted(on_top, key=_by_name))
    return Composition(sources, warnings, tuple(keys) if complete else None, len(warnings))


def _pointed(
    live: Sequence[SkillSource],
    snapshots: SnapshotReader,
    scopes: Mapping[int, str | None],
    tenant: str,
    name: str,
    label: str | None,
    default_label: str,
) -> Composition | None:
    """The sources as they concern one name, from a point read (the name's entries in each
    S3 scope and the store's head, one call): each scope's snapshot cut down to that name,
    so a request about one skill reads that skill's bytes only. ``None``: some scope cannot
    answer that way (the caller composes from whole snapshots)."""
    from skills_core.format.fields import NAME_RE
    from skills_core.snapshot.build import head_entry
    from skills_core.snapshot.model import Snapshot
    from skills_core.snapshot.sources import SnapshotSource

    store = store_scope(tenant)
    s3 = sorted({scope for scope in scopes.values() if scope is not None and scope != store})
    point: PointRead | None = PointRead({}, {})  # no skill can have a name the rules refuse
    if NAME_RE.fullmatch(name):
        try:
            point = snapshots.point(s3, tenant=tenant, name=name, store=store in scopes.values())
        except SnapshotUnavailable as exc:
            logger.info("point read of %s failed (%s): composing from snapshots", name, exc)
            return None
    if point is None:
        return None
    sources: list[SkillSource] = []
    for source in live:
        scope = scopes[id(source)]
        if scope is None:
            sources.append(source)
            continue
        if scope == store:
            entry = None
            if point.head is not None:
                entry = head_entry(point.head, label=source.label, default_label=default_label)
            cut = Snapshot(scope, 0).with_entries([entry] if entry is not None else [])
        else:
            cut = Snapshot(scope, point.gens.get(scope, 0)).with_entries(
                point.entries.get(scope, ())
            )
        sources.append(SnapshotSource(cut, source, serve_label=label, default_label=default_label))
    return Composition(sources)


def _by_name(record: OverlayRecord) -> str:
    return record.name


def _given(index: SearchIndex | None) -> SearchIndex | None:
    return index


def _index_or_none(snapshots: SnapshotReader, manifest: Manifest) -> SearchIndex | None:
    """A scope's search index; one that cannot be read is ``None`` (search reads bodies)."""
    try:
        return snapshots.index(manifest)
    except SnapshotUnavailable as exc:
        logger.warning("search index of %s unreadable (%s)", manifest.object_key, exc)
        return None


class RegistryCache:
    """A few composed registries and catalog listings per process, for compositions made
    only of snapshots."""

    def __init__(
        self, entries: int = REGISTRY_CACHE_ENTRIES, max_bytes: int = REGISTRY_CACHE_BYTES
    ) -> None:
        self._entries = entries
        self._max_bytes = max_bytes
        #: key -> (value, its estimated bytes: :func:`_weight`)
        self._items: OrderedDict[tuple[object, ...], tuple[object, int]] = OrderedDict()
        self._lock = threading.Lock()

    def registry(
        self, composition: Composition, settings: Settings, tenant: str, label: str | None
    ) -> SkillRegistry:
        def build() -> SkillRegistry:
            return create_registry(sources=composition.sources, settings=settings)

        if composition.snapshot_keys is None:
            return build()
        key = ("registry", tenant, label, composition.snapshot_keys, settings)
        found = self._cached(key, build)
        assert isinstance(found, SkillRegistry)
        return found

    def listing(self, composition: Composition, tenant: str, label: str | None) -> CatalogListing:
        """The composition's catalog listing (it must be made only of walkable snapshots)."""

        def build() -> CatalogListing:
            return CatalogListing(composition.sources, WINNERS)  # type: ignore[arg-type]

        if composition.snapshot_keys is None:
            return build()
        found = self._cached(("listing", tenant, label, composition.snapshot_keys), build)
        assert isinstance(found, CatalogListing)
        return found

    def served_by(
        self, composition: Composition, tenant: str, label: str | None
    ) -> CatalogListing | ServedBy:
        """Who serves each name (a search's shadowing): the composition's cached listing when
        a catalog made one, else a :class:`ServedBy` (no metadata), cached beside it."""
        keys = composition.snapshot_keys
        if keys is None:
            return ServedBy(composition.sources, WINNERS)  # type: ignore[arg-type]
        with self._lock:
            listing, _ = self._items.get(("listing", tenant, label, keys), (None, 0))
        if isinstance(listing, CatalogListing):
            return listing
        found = self._cached(
            ("served-by", tenant, label, keys),
            lambda: ServedBy(composition.sources, WINNERS),  # type: ignore[arg-type]
        )
        assert isinstance(found, ServedBy)
        return found

    def _cached(self, key: tuple[object, ...], build: Callable[[], object]) -> object:
        with self._lock:
            cached = self._items.get(key)
            if cached is not None:
                self._items.move_to_end(key)
                return cached[0]
        value = build()
        weight = _weight(value)
        with self._lock:
            # A tenant's snapshot keys only move forward: what was composed from older ones
            # (of the same kind, tenant and label) is not asked for again.
            for older in [k for k in self._items if k[:3] == key[:3]]:
                del self._items[older]
            self._items[key] = (value, weight)
            while len(self._items) > 1 and (
                len(self._items) > self._entries or self.weight > self._max_bytes
            ):
                self._items.popitem(last=False)
        return value

    @property
    def weight(self) -> int:
        """The estimated bytes of what is cached."""
        return sum(weight for _, weight in self._items.values())


def _weight(value: object) -> int:
    """A cached value's estimated bytes beyond its snapshots'."""
    if isinstance(value, SkillRegistry):
        return len(value.names()) * REGISTRY_BYTES_PER_SKILL
    if isinstance(value, CatalogListing):
        return len(value.names()) * LISTING_BYTES_PER_SKILL
    if isinstance(value, ServedBy):
        return len(value.labels) * SERVED_BYTES_PER_SKILL
    return 0


REGISTRIES = RegistryCache()

__all__ = ["REGISTRIES", "WINNERS", "Composition", "RegistryCache", "WinnerCache", "compose"]
