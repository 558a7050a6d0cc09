"""After a sync: publish the catalog snapshot (SPEC §11) of the synced prefix, so the next
catalog read sees the upload (read-your-writes) instead of a snapshot from before it.

Only the prefixes the service reads have a snapshot: ``global/`` and ``tenants/<tenant>/``.
Publishing is best effort: the objects are in S3 already, and readers that find the snapshot
stale pick the change up by listing within ``SKILLS_S3_REFRESH_SECONDS``; a failure is a
warning, never an error that would hide a successful upload."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from skills_core.publish.scan import LocalSkill, Warn
from skills_core.settings import TENANT_RE
from skills_core.snapshot.scopes import GLOBAL_LABEL, GLOBAL_SCOPE, TENANT_LABEL

if TYPE_CHECKING:
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore

logger = logging.getLogger("skills_core")

_TENANTS = "tenants/"


def scope_label(prefix: str) -> str | None:
    """The service's source label for a normalized prefix, ``None`` when the service reads no
    snapshot of it (the bucket root, a team folder, ``tenants/`` itself)."""
    if prefix == GLOBAL_SCOPE:
        return GLOBAL_LABEL
    tenant = prefix.removeprefix(_TENANTS).removesuffix("/")
    if prefix.startswith(_TENANTS) and prefix.count("/") == 2 and TENANT_RE.fullmatch(tenant):
        return TENANT_LABEL
    return None


def publish_synced(
    snapshots: SnapshotStore,
    *,
    client: Any,
    bucket: str,
    prefix: str,
    skills: Sequence[LocalSkill],
    changed: bool,
    warn: Warn,
) -> str:
    """Publish ``prefix``'s snapshot after a sync; returns the state for the result:
    ``published``, ``unchanged``, ``skipped`` (not a catalog prefix) or ``failed``.

    The sync knows the body and digest of every local skill, so a changed prefix is published
    from them (only skills kept in S3 but absent locally are read); an unchanged one is
    republished only when its snapshot is missing or no longer matches the listing (objects
    written by other means)."""
    label = scope_label(prefix)
    where = f"s3://{bucket}/{prefix}"
    if label is None:
        warn(
            f"no catalog snapshot published: the service reads snapshots of {GLOBAL_SCOPE} and "
            f"{_TENANTS}<tenant>/ only, not of {where}"
        )
        return "skipped"
    bodies = {prefix + s.files[0].rel: s.body for s in skills}
    digests = {prefix + f.rel: f.digest for s in skills for f in s.files if f.digest}
    try:
        from skills_core.aws.s3.s3_source import S3SkillSource
        from skills_core.aws.snapshots.snapshot_publish import publish_prefix

        if not changed and prefix not in snapshots.manifests(prefix):
            changed = True  # no snapshot yet: build it from what we know
        published = publish_prefix(
            snapshots,
            S3SkillSource(bucket, prefix, label=label, client=client),
            bodies=bodies if changed else None,
            digests=digests,
            read_bodies=True,  # skills kept in S3 but not in the folder
        )
    # The upload stands whatever went wrong here (AWS, the table, a snapshot bug): readers
    # fall back to listing, so this is a warning, not a failed sync.
    except Exception as exc:
        logger.debug("publishing the snapshot of %s failed", where, exc_info=True)
        warn(
            f"the upload to {where} stands, but its catalog snapshot was not published "
            f"({type(exc).__name__}: {exc}); readers pick the change up by listing within "
            "SKILLS_S3_REFRESH_SECONDS (default 60 s). Check the table name (--table, "
            "SKILLS_TABLE) and its permissions, then sync again to publish it"
        )
        return "failed"
    for skipped in published.skipped:
        warn(f"not in the catalog snapshot: {skipped}")
    return "published" if published.changed else "unchanged"


__all__ = ["publish_synced", "scope_label"]
