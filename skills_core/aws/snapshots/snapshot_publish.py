"""Publishing an S3 prefix's catalog snapshot: after ``skillsctl sync`` uploads (it knows every
body and digest it wrote), and from the refresher for objects written by other means (it reads
only what changed since the last snapshot). A listing equal to the snapshot's is not
republished. Publication is conditional on the generation read, so two publishers (or a sync
and the refresher) never overwrite each other's newer snapshot."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping
from dataclasses import dataclass

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.s3.s3_listing import tenant_folders
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.snapshots.point_entries import PointWriter
from skills_core.aws.snapshots.snapshot_store import (
    Manifest,
    SnapshotStore,
    SnapshotUnavailable,
)
from skills_core.aws.store.dynamodb_items import now
from skills_core.format.frontmatter import split_frontmatter
from skills_core.model import SkillRecord
from skills_core.search import SearchIndex
from skills_core.snapshot.build import from_records, search_document_of
from skills_core.snapshot.model import Entry, Snapshot
from skills_core.snapshot.scopes import GLOBAL_SCOPE, TENANTS_PREFIX

logger = logging.getLogger("skills_core")


@dataclass(frozen=True)
class Published:
    scope: str
    gen: int
    object_key: str | None
    skills: int
    skipped: tuple[str, ...] = ()
    changed: bool = True


def _current(snapshots: SnapshotStore, manifest: Manifest | None) -> Snapshot | None:
    if manifest is None or manifest.object_key is None:
        return None
    try:
        return snapshots.load(manifest)
    except SnapshotUnavailable as exc:
        logger.warning("catalog snapshot %s unreadable (%s): rebuilding", manifest.object_key, exc)
        return None


def publish_prefix(
    snapshots: SnapshotStore,
    source: S3SkillSource,
    *,
    bodies: Mapping[str, str] | None = None,
    digests: Mapping[str, str] | None = None,
    read_bodies: bool = False,
    attempts: int = 5,
) -> Published:
    """Publish ``source``'s prefix. ``bodies``/``digests`` (by object key) come from a sync;
    ``read_bodies`` reads the body of every skill whose object changed since the current
    snapshot (the refresher), so search covers it."""
    for _ in range(attempts):
        published = _attempt(snapshots, source, bodies or {}, digests or {}, read_bodies)
        if published is not None:
            return published
    raise SnapshotUnavailable(f"could not publish {source.prefix} after {attempts} attempts")


def _attempt(
    snapshots: SnapshotStore,
    source: S3SkillSource,
    bodies: Mapping[str, str],
    digests: Mapping[str, str],
    read_bodies: bool,
) -> Published | None:
    """One listing, one build, one conditional publication (``None``: someone published
    first; read theirs and try again)."""
    scope = source.prefix
    manifest = snapshots.manifests(scope).get(scope)
    old = _current(snapshots, manifest)
    records = source.list()
    listing = source.listed_etags()
    tenants = tenant_prefixes(source) if scope == GLOBAL_SCOPE else None
    if (
        old is not None
        and manifest is not None
        and old.listing == listing
        and old.tenants == tenants
        and not bodies
    ):
        if not manifest.pointed:  # written before point entries, or their writing failed
            write_points(snapshots, None, old, complete=False)
        return Published(scope, old.gen, manifest.object_key, len(old.entries), changed=False)
    known = {(e.location, e.etag): e for e in old.entries} if old is not None else {}

    def key_of(record: SkillRecord) -> str:
        return source.key_of(record)[0]

    def files_of(record: SkillRecord) -> list[tuple[str, int, str | None]]:
        folder = source.key_of(record)[1] or ""
        return [(rel, size, digests.get(folder + rel)) for rel, size in source.listed_files(record)]

    def body_of(record: SkillRecord) -> str:
        key = key_of(record)
        if key in bodies:
            return bodies[key]
        if read_bodies and (record.location, record.etag) not in known:
            try:
                return split_frontmatter(source.read(record), key).body
            except Exception as exc:  # a body that cannot be read is searched without it
                logger.info("no body indexed for %s: %s", key, exc)
        return ""

    gen = (manifest.gen if manifest else 0) + 1
    built = from_records(
        scope,
        gen,
        source,
        records,
        built=now(),
        files_of=files_of,
        body_of=body_of,
        listing=listing,
    )
    keys = {record.location: key_of(record) for record in records}
    entries = [
        _with_digest(entry, digests.get(keys.get(entry.location, "")), known)
        for entry in built.snapshot.entries
    ]
    index = SearchIndex.build(search_document_of(d) for d in built.documents)
    snapshot = built.snapshot.with_entries(entries, tenants=tenants)
    stored = snapshots.put(snapshot, index)
    if not snapshots.publish(scope, manifest, stored):
        snapshots.discard(stored.object_key)
        return None
    if manifest is not None:
        snapshots.discard(manifest.object_key)
    complete = manifest is not None and manifest.pointed and old is not None
    write_points(snapshots, old, snapshot, complete=complete)
    _distribute(snapshots, old, snapshot)
    return Published(scope, gen, stored.object_key, len(entries), built.skipped)


def write_points(
    snapshots: SnapshotStore, old: Snapshot | None, new: Snapshot, *, complete: bool
) -> bool:
    """Write ``new``'s point entries (those changed since ``old`` when ``complete``) and mark
    its manifest pointed. A failure leaves the manifest unmarked: reads of one name load the
    snapshots until the next publication (or refresher run) writes them all."""
    scope = new.scope

    def still_current() -> bool:
        manifest = snapshots.manifests(scope).get(scope)
        return manifest is not None and manifest.gen == new.gen

    writer = PointWriter(snapshots.ddb, snapshots.table)
    try:
        done = writer.write(scope, old, new, complete=complete, still_current=still_current)
        return done and snapshots.mark_points(scope, new.gen, new.tenants)
    except (ClientError, BotoCoreError, SnapshotUnavailable) as exc:
        logger.warning("point entries of %s not written (%s)", scope, exc)
        return False


def _distribute(snapshots: SnapshotStore, old: Snapshot | None, new: Snapshot) -> None:
    """The one hook of S3 skills into the distribution (SPEC §13). The catalog stands
    whatever goes wrong there: the failure is logged (the names of that change are derived
    again when a later publication changes them)."""
    if snapshots.on_publish is None:
        return
    try:
        snapshots.on_publish(old, new)
    except Exception:
        logger.exception("distribution of %s (generation %d) failed", new.scope, new.gen)


def tenant_prefixes(source: S3SkillSource) -> tuple[str, ...]:
    """The tenants with objects under ``tenants/`` (one listing page per 1,000 tenants):
    the global snapshot carries them, so readers skip listing every other tenant's prefix."""
    return tuple(sorted(tenant_folders(source.client, source.bucket, TENANTS_PREFIX)))


def _with_digest(entry: Entry, digest: str | None, known: Mapping[tuple[str, str], Entry]) -> Entry:
    """An entry's digest: what the publisher knows, else the previous snapshot's for the same
    object version (and the same for its files)."""
    previous = known.get((entry.location, entry.etag))
    chosen = digest or entry.digest or (previous.digest if previous is not None else None)
    if previous is not None:
        old_files = {path: (size, d) for path, size, d in previous.files}
        files = tuple(
            (
                path,
                size,
                d or (old_files[path][1] if old_files.get(path, (-1,))[0] == size else None),
            )
            for path, size, d in entry.files
        )
        return dataclasses.replace(entry, digest=chosen, files=files)
    return dataclasses.replace(entry, digest=chosen)


__all__ = ["Published", "publish_prefix", "tenant_prefixes", "write_points"]
