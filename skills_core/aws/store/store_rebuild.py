"""Making a store partition's derived state current after writes that bypassed the store's
own write path (a bulk import puts no catalog overlay items, so neither reads nor the stream's
fold would show its skills): one rebuild of the tenant's store snapshot and search index from
its heads, by the projection's own first-build path, published over the current one."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Mapping

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.snapshots.projection import StoreProjection
from skills_core.aws.snapshots.snapshot_store import SnapshotUnavailable
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.snapshot.scopes import store_scope

logger = logging.getLogger("skills_core")

#: ``BatchGetItem`` takes at most 100 keys.
GET_BATCH = 100


def make_store_current(store: DynamoDBSkillStore, texts: Mapping[str, tuple[int, str]]) -> str:
    """Rebuild ``store``'s catalog snapshot from its heads. Returns "published", "none" (no
    snapshots configured: reads list the store, always current) or "failed" (logged; the
    manifest then names no object, so readers list the store). ``texts`` (name -> (version,
    SKILL.md) already in hand) is not read again."""
    snapshots = store.snapshots
    if snapshots is None:
        return "none"
    projection = StoreProjection(
        snapshots, table=store.table_name, ddb=store.client, default_label=store.default_label
    )
    try:
        projection.rebuild(store.tenant, texts)
        return "published"
    except (SnapshotUnavailable, ClientError, BotoCoreError) as exc:
        scope = store_scope(store.tenant)
        logger.warning("catalog snapshot of %s not rebuilt (%s): readers list", scope, exc)
        with contextlib.suppress(SnapshotUnavailable, ClientError, BotoCoreError):
            snapshots.publish(scope, snapshots.manifests(scope).get(scope), None)
    return "failed"


__all__ = ["GET_BATCH", "make_store_current"]
