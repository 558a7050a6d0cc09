"""The refresher (SPEC §11): S3 objects written by other means than ``skillsctl sync`` (the
console, ``aws s3 cp``, another pipeline) reach the catalog within ``SKILLS_S3_REFRESH_SECONDS``.

A run looks at ``global/`` and at every tenant prefix that has objects or a snapshot, and
republishes a scope only when its listing (every key and ETag) or, for ``global/``, its tenant
list differs from its current snapshot's. A republication reads only what changed: the
frontmatter of an object the current snapshot holds at the same ETag comes from the snapshot,
and only new or changed objects have their frontmatter and body read (the body feeds search).
Publication is conditional on the generation read (``publish_prefix``), so a refresher racing
a sync, or another refresher, never overwrites a newer snapshot.

Tenants with snapshot objects are examined as well as tenants with skill objects, so a prefix
emptied by other means gets an empty snapshot instead of serving its old one forever.

A run where nothing changed costs one ListObjectsV2 page per 1,000 keys of each prefix, two
listings of tenant names (one page per 1,000 tenants each), one BatchGetItem per 100 scopes,
and one GetObject per snapshot not already cached (a warm refresher has them all)."""

from __future__ import annotations

import builtins
import logging
import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.s3.s3_listing import Candidate, tenant_folders
from skills_core.aws.s3.s3_objects import Fetched, Head, S3SourceError
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.snapshots.snapshot_publish import publish_prefix, tenant_prefixes, write_points
from skills_core.aws.snapshots.snapshot_store import (
    SNAPSHOT_PREFIX,
    Manifest,
    SnapshotStore,
    SnapshotUnavailable,
)
from skills_core.model import SkillRecord
from skills_core.snapshot.model import Snapshot
from skills_core.snapshot.port import RefreshResult
from skills_core.snapshot.scopes import (
    GLOBAL_LABEL,
    GLOBAL_SCOPE,
    TENANT_LABEL,
    TENANTS_PREFIX,
    tenant_scope,
)

logger = logging.getLogger("skills_core")

#: Tenant prefixes examined at once (I/O bound: listings, manifest reads, publications).
WORKERS = 8
#: BatchGetItem reads at most 100 keys per call.
MANIFEST_BATCH = 100


class _RefreshSource(S3SkillSource):
    """A prefix as the refresher lists it: the frontmatter of an object the current snapshot
    already holds (same key, same ETag: the same bytes) comes from the snapshot, so only new
    or changed objects are read. Counts what it reads."""

    def __init__(
        self, bucket: str, prefix: str, *, label: str, client: Any, known: Mapping[str, str]
    ) -> None:
        super().__init__(bucket, prefix, label=label, client=client)
        #: "key\0etag" -> frontmatter, from the current snapshot.
        self._known = known
        self.heads_read = 0
        self.bodies_read = 0

    def _fetch_heads(self, client: Any, pending: builtins.list[Candidate]) -> dict[str, Fetched]:
        found: dict[str, Fetched] = {}
        unknown: builtins.list[Candidate] = []
        for cand in pending:
            frontmatter = self._known.get(f"{cand.key}\0{cand.etag}")
            if frontmatter is None:
                unknown.append(cand)
            else:
                found[cand.key] = Fetched(Head(frontmatter), cand.etag)
        if unknown:
            self.heads_read += len(unknown)
            found.update(super()._fetch_heads(client, unknown))
        return found

    def read(self, record: SkillRecord) -> str:
        self.bodies_read += 1
        return super().read(record)


def _known_heads(snapshot: Snapshot | None, prefix: str, label: str) -> dict[str, str]:
    """``key\\0etag -> frontmatter`` of every object the snapshot was built from."""
    if snapshot is None:
        return {}
    base = f"{label}/"
    return {
        f"{prefix}{entry.location.removeprefix(base)}\0{entry.etag}": entry.frontmatter
        for entry in snapshot.entries
        if entry.source == label and entry.location.startswith(base) and entry.frontmatter
    }


def snapshot_tenants(client: Any, bucket: str) -> tuple[str, ...]:
    """Tenants that have snapshot objects (``snapshots/tenants/<tenant>/…``), one listing page
    per 1,000 tenants: a prefix emptied by other means still has its old snapshot to replace."""
    return tenant_folders(client, bucket, f"{SNAPSHOT_PREFIX}{TENANTS_PREFIX}")


class _Run:
    """One refresh: shared state of the scope tasks (counters behind a lock)."""

    def __init__(
        self, snapshots: SnapshotStore, bucket: str, client: Any, deadline: float | None
    ) -> None:
        self.snapshots = snapshots
        self.bucket = bucket
        self.client = client
        self.deadline = deadline
        self.manifests: dict[str, Manifest] = {}
        #: False when the manifests could not be read up front (each scope reads its own).
        self.prechecked = True
        self._lock = threading.Lock()
        self.counts = {"published": 0, "unchanged": 0, "deferred": 0}
        self.heads_read = 0
        self.bodies_read = 0
        self.failed: list[str] = []
        self.published_scopes: list[str] = []

    def read_manifests(self, scopes: Sequence[str]) -> None:
        for start in range(0, len(scopes), MANIFEST_BATCH):
            try:
                self.manifests.update(
                    self.snapshots.manifests(*scopes[start : start + MANIFEST_BATCH])
                )
            except SnapshotUnavailable as exc:
                logger.warning("refresh: catalog manifests unreadable (%s)", exc)
                self.prechecked = False

    def _count(self, outcome: str, source: _RefreshSource | None, scope: str) -> None:
        with self._lock:
            self.counts[outcome] += 1
            if outcome == "published":
                self.published_scopes.append(scope)
            if source is not None:
                self.heads_read += source.heads_read
                self.bodies_read += source.bodies_read

    def scope(
        self,
        scope: str,
        label: str,
        tenants: tuple[str, ...] | None = None,
        *,
        always: bool = False,
    ) -> None:
        """Examine one prefix and republish it when its objects changed; never raises (a
        failed scope is reported and tried again next run). Not started after the deadline
        unless ``always``."""
        late = self.deadline is not None and time.monotonic() > self.deadline
        if late and not always:
            self._count("deferred", None, scope)
            return
        source: _RefreshSource | None = None
        try:
            current = self._current(scope)
            source = _RefreshSource(
                self.bucket,
                scope,
                label=label,
                client=self.client,
                known=_known_heads(current, scope, label),
            )
            source.list()
            same = (
                current is not None
                and current.listing == source.listed_etags()
                and (tenants is None or current.tenants == tenants)
            )
            if same:
                self._point_entries(scope, current)
                self._count("unchanged", source, scope)
                return
            published = publish_prefix(self.snapshots, source, read_bodies=True)
        except (SnapshotUnavailable, S3SourceError, ClientError, BotoCoreError) as exc:
            logger.warning("refresh: %s not refreshed (%s: %s)", scope, type(exc).__name__, exc)
            self._fail(scope, source)
            return
        except Exception:  # one scope's bug never stops the others
            logger.exception("refresh: %s not refreshed", scope)
            self._fail(scope, source)
            return
        if published.changed:
            logger.info(
                "refresh: published %s (generation %d, %d skills)",
                scope,
                published.gen,
                published.skills,
            )
            for skipped in published.skipped:
                logger.warning("refresh: %s not in the catalog: %s", scope, skipped)
        self._count("published" if published.changed else "unchanged", source, scope)

    def _point_entries(self, scope: str, current: Snapshot | None) -> None:
        """An unchanged prefix whose point entries are incomplete gets them all written
        (their writing failed, or the snapshot predates them): reads of one name trust them
        only once they are."""
        if current is None:
            return
        manifest = self.manifests.get(scope) or self.snapshots.manifests(scope).get(scope)
        if manifest is not None and not manifest.pointed:
            write_points(self.snapshots, None, current, complete=False)

    def _current(self, scope: str) -> Snapshot | None:
        """The scope's current snapshot (``None``: none yet, or unreadable: rebuild it)."""
        manifest = self.manifests.get(scope)
        if manifest is None and not self.prechecked:
            manifest = self.snapshots.manifests(scope).get(scope)
        if manifest is None or manifest.object_key is None:
            return None
        try:
            return self.snapshots.load(manifest)
        except SnapshotUnavailable as exc:
            logger.warning("refresh: snapshot of %s unreadable (%s): rebuilding", scope, exc)
            return None

    def _fail(self, scope: str, source: _RefreshSource | None) -> None:
        with self._lock:
            self.failed.append(scope)
            if source is not None:
                self.heads_read += source.heads_read
                self.bodies_read += source.bodies_read


def refresh(
    snapshots: SnapshotStore,
    bucket: str,
    client: Any,
    *,
    deadline: float | None = None,
    workers: int = WORKERS,
    shuffle: Callable[[list[str]], None] | None = random.shuffle,
) -> RefreshResult:
    """Bring the snapshots of ``global/`` and of every tenant prefix in line with the objects
    in ``bucket`` (``client`` lists and reads it). ``deadline`` (a ``time.monotonic()`` value):
    tenant prefixes not started by then are left for the next run (``global/`` is always
    examined, last); tenants are taken in random order (``shuffle``) so a run that always runs
    out of time still covers every tenant in time."""
    run = _Run(snapshots, bucket, client, deadline)
    global_source = S3SkillSource(bucket, GLOBAL_SCOPE, label=GLOBAL_LABEL, client=client)
    try:
        with_objects = tenant_prefixes(global_source)
        with_snapshots = snapshot_tenants(client, bucket)
    except (ClientError, BotoCoreError) as exc:
        # Without the tenant names nothing can be published correctly (global/ carries them).
        logger.warning("refresh: cannot list the tenants of s3://%s (%s)", bucket, exc)
        return RefreshResult(failed=(TENANTS_PREFIX,))
    tenants = sorted(set(with_objects) | set(with_snapshots))
    if shuffle is not None:
        shuffle(tenants)
    run.read_manifests([GLOBAL_SCOPE, *(tenant_scope(t) for t in tenants)])
    # Tenants first: once global/ names a tenant, readers stop skipping its prefix, and its
    # snapshot should be there by then (else they list it meanwhile: correct, but slower).
    if tenants:
        with ThreadPoolExecutor(
            max_workers=max(1, min(workers, len(tenants))), thread_name_prefix="skills-refresh"
        ) as pool:
            list(pool.map(lambda t: run.scope(tenant_scope(t), TENANT_LABEL), tenants))
    # global/ always: one scope, inside the caller's safety margin, so a run that runs out of
    # time on tenants still publishes what every tenant reads.
    run.scope(GLOBAL_SCOPE, GLOBAL_LABEL, tuple(with_objects), always=True)
    counts = run.counts
    return RefreshResult(
        examined=counts["published"] + counts["unchanged"] + len(run.failed),
        published=counts["published"],
        unchanged=counts["unchanged"],
        failed=tuple(sorted(run.failed)),
        deferred=counts["deferred"],
        tenants=len(tenants),
        heads_read=run.heads_read,
        bodies_read=run.bodies_read,
        published_scopes=tuple(sorted(run.published_scopes)),
    )


class S3CatalogRefresher:
    """The service's ``CatalogRefresher``: :func:`refresh` over the deployment's bucket."""

    def __init__(self, snapshots: SnapshotStore, bucket: str) -> None:
        self.snapshots = snapshots
        self.bucket = bucket

    def refresh(self, *, deadline: float | None = None) -> RefreshResult:
        return refresh(self.snapshots, self.bucket, self.snapshots.s3, deadline=deadline)


__all__ = [
    "RefreshResult",
    "S3CatalogRefresher",
    "refresh",
    "snapshot_tenants",
]
