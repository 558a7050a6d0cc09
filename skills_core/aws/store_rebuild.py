"""Making a store partition's derived state current after writes that bypassed the store's
own write path (a bulk import): today, one rebuild of the store scope's catalog snapshot and
its search index from the partition's heads.

:func:`make_store_current` is the one step to re-point when derived state moves to the
change stream's projection (then: run or await the projection for this tenant)."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Mapping

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws import dynamodb_items as items
from skills_core.aws.dynamodb_calls import StoreCalls
from skills_core.aws.dynamodb_items import now
from skills_core.aws.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.snapshot_maintainer import StoreSnapshots
from skills_core.aws.snapshot_store import SnapshotUnavailable
from skills_core.format.frontmatter import split_frontmatter
from skills_core.governance.history import SkillHistory
from skills_core.search import SearchIndex
from skills_core.snapshot.build import search_document, search_document_of, store_entry
from skills_core.snapshot.model import Entry, Snapshot, skill_from_json

logger = logging.getLogger("skills_core")

#: Tries when another writer moves the manifest between our read and our publish.
ATTEMPTS = 3
#: ``BatchGetItem`` takes at most 100 keys.
GET_BATCH = 100


def make_store_current(store: DynamoDBSkillStore, texts: Mapping[str, tuple[int, str]]) -> str:
    """Rebuild ``store``'s catalog snapshot (``texts``: name -> (version, SKILL.md) already in
    hand; other served versions are read 100 a call). Returns "published", "none" (no
    snapshots configured) or "failed" (logged; the manifest then names no object, so readers
    list the store, which is always current)."""
    maintainer = store.snapshots
    if maintainer is None:
        return "none"
    snapshots, scope = maintainer.snapshots, maintainer.scope
    manifest = None
    try:
        for _ in range(ATTEMPTS):
            manifest = snapshots.manifests(scope).get(scope)
            entries = [e for head in store.heads() if (e := _entry(maintainer, head)) is not None]
            bodies = _bodies(store, entries, texts)
            documents = []
            for entry in entries:
                skill = skill_from_json(entry.header, directory=None, location=entry.location)
                documents.append(search_document_of(search_document(skill, bodies[entry.name])))
            gen = (manifest.gen if manifest else 0) + 1
            snapshot = Snapshot(scope, gen, built=now()).with_entries(entries)
            stored = snapshots.put(snapshot, SearchIndex.build(documents))
            if snapshots.publish(scope, manifest, stored):
                snapshots.discard(manifest.object_key if manifest else None)
                return "published"
            snapshots.discard(stored.object_key)
        logger.warning("catalog snapshot of %s not rebuilt: other writers kept moving it", scope)
    except (SnapshotUnavailable, ClientError, BotoCoreError) as exc:
        logger.warning("catalog snapshot of %s not rebuilt (%s): readers list", scope, exc)
        with contextlib.suppress(ClientError, BotoCoreError):
            snapshots.publish(scope, snapshots.manifests(scope).get(scope), None)
    return "failed"


def _entry(maintainer: StoreSnapshots, head: SkillHistory) -> Entry | None:
    if not head.active:
        return None
    served = {v: (x.frontmatter, x.digest, x.size) for v, x in head.served.items()}
    return store_entry(
        maintainer.label,
        head.name,
        maintainer.location(head.name),
        head.lifecycle,
        served,
        maintainer.default_label,
    )


def _bodies(
    store: DynamoDBSkillStore, entries: list[Entry], texts: Mapping[str, tuple[int, str]]
) -> dict[str, str]:
    """The body of each entry's served version: from ``texts`` when it is that version, else
    read (``BatchGetItem`` of the version items, 100 a call)."""
    bodies: dict[str, str] = {}
    wanted: list[tuple[str, int]] = []
    for entry in entries:
        version = int(entry.version or 0)
        held = texts.get(entry.name)
        if held is not None and held[0] == version:
            bodies[entry.name] = split_frontmatter(held[1], entry.location).body
        else:
            wanted.append((entry.name, version))
    calls = StoreCalls(store.table_name, store.label, store.client)
    pk = items.tenant_pk(store.tenant)
    for start in range(0, len(wanted), GET_BATCH):
        keys = [items.key(pk, items.version_sk(n, v)) for n, v in wanted[start : start + GET_BATCH]]
        request = {
            store.table_name: {
                "Keys": keys,
                "ConsistentRead": True,
                "ProjectionExpression": "#n, content",
                "ExpressionAttributeNames": {"#n": "name"},
            }
        }
        while request:
            response = calls.call("batch_get_item", RequestItems=request)
            for item in response.get("Responses", {}).get(store.table_name, []):
                name = item["name"]["S"]
                bodies[name] = split_frontmatter(item["content"]["S"], name).body
            request = response.get("UnprocessedKeys") or {}
    for name, _ in wanted:
        bodies.setdefault(name, "")  # a version item that vanished: searched without its body
    return bodies


__all__ = ["GET_BATCH", "make_store_current"]
