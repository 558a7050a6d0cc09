"""Point entries: one small item per name of a published S3 scope (``ENTRY#<name>`` beside
the scope's manifest), so a request about one name (an activation, ``GET /skills/{name}``, a
file, a save's collision check) reads that name's entries with the manifests in one call and
never a whole snapshot (SPEC §11). Store skills need none: their head item is the entry.

The publisher of a scope writes them after it moved the manifest (only the publisher that won
the generation writes): the entries whose names changed since the previous snapshot, and
deletions for names that left. When they are all written it records ``points = gen`` on the
manifest, conditioned on the generation; a reader trusts point entries only when ``points``
equals the manifest's generation, else it loads the snapshots (correct, slower). A publisher
that finds the previous generation's entries incomplete (a crash, a throttle, a snapshot from
before point entries) rewrites every name and deletes whatever else the partition holds.

Two publishers of one scope at once (a sync and the refresher) can interleave only while the
first still writes entries after the second won the next generation; the first looks at the
manifest every ``CHECK_EVERY`` batches and stops when it moved, so at most that many batches
(500 names) of the older generation can land over the newer one until a publication changes
those names again. (Conditional writes would close that window, but ``BatchWriteItem`` takes
no conditions and a transaction per 100 names would cost four times the calls.)
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import error_code
from skills_core.aws.snapshots.manifests import manifest_from_item, manifest_key, partition_of
from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.dynamodb_calls import WRITE_BATCH, write_batches
from skills_core.aws.store.dynamodb_items import Item, head_sk, history_from_item, key, tenant_pk
from skills_core.aws.store.table_schema import ENTRY_PREFIX, PARTITION_KEY, SORT_KEY
from skills_core.snapshot.model import Entry, Snapshot
from skills_core.snapshot.port import PointRead, SnapshotUnavailable
from skills_core.snapshot.scopes import GLOBAL_SCOPE, tenant_scope

logger = logging.getLogger("skills_core")

#: Entries of one name above this are not kept as a point item (DynamoDB items stop at
#: 400 KB): the item says so and a read of that name loads the snapshots.
POINT_ITEM_BYTES = 300 * 1024
#: Batches written between two checks that the manifest is still at this generation.
CHECK_EVERY = 20


def entry_sk(scope: str, name: str) -> str:
    """``ENTRY#<name>`` in the global partition; ``ENTRY#tenants#<name>`` in a tenant's (the
    kind of scope in the key, so that another kind of scope could share the partition)."""
    if scope == GLOBAL_SCOPE:
        return f"{ENTRY_PREFIX}{name}"
    kind = scope.partition("/")[0]
    return f"{ENTRY_PREFIX}{kind}#{name}"


def entry_key(scope: str, name: str) -> Item:
    """A point item's key: beside its scope's manifest."""
    return items.key(partition_of(scope), entry_sk(scope, name))


def groups(snapshot: Snapshot) -> dict[str, tuple[Entry, ...]]:
    """The snapshot's entries by every name a lookup may call them (a file or folder whose
    frontmatter names another skill is found under both)."""
    found: dict[str, list[Entry]] = {}
    for entry in snapshot.entries:
        for name in entry.names:
            found.setdefault(name, []).append(entry)
    return {name: tuple(entries) for name, entries in found.items()}


def _encoded(entries: Sequence[Entry]) -> str:
    return json.dumps([e.to_json() for e in entries], ensure_ascii=False, separators=(",", ":"))


def point_item(scope: str, name: str, entries: Sequence[Entry], gen: int) -> Item:
    item: Item = {**entry_key(scope, name), "gen": items.n(gen)}
    text = _encoded(entries)
    if len(text.encode("utf-8")) > POINT_ITEM_BYTES:
        item["big"] = {"BOOL": True}
    else:
        item["entries"] = items.s(text)
    return item


def entries_of(item: Item) -> tuple[Entry, ...] | None:
    """A point item's entries (``None``: too large to keep here, or unreadable: load the
    snapshot instead)."""
    text = item.get("entries", {}).get("S")
    if text is None:
        return None
    try:
        return tuple(Entry.from_json(e) for e in json.loads(text))
    except (ValueError, KeyError, TypeError) as exc:
        logger.warning("unreadable point entry %s: %s", item.get(SORT_KEY, {}).get("S"), exc)
        return None


class PointWriter:
    """Writes one scope's point entries after its publication (see the module docstring)."""

    def __init__(self, ddb: Any, table: str) -> None:
        self.ddb = ddb
        self.table = table

    def write(
        self,
        scope: str,
        old: Snapshot | None,
        new: Snapshot,
        *,
        complete: bool,
        still_current: Callable[[], bool],
    ) -> bool:
        """Write ``new``'s entries of every name changed since ``old`` (``complete``: the
        previous generation's entries were all written; else every name, and every other item
        of the partition is deleted). ``still_current()`` is asked between batches: ``False``
        (another publisher moved on) stops. ``True`` when every entry was written."""
        now = groups(new)
        before = groups(old) if old is not None and complete else None
        if before is None:
            puts = list(now.items())
            gone = [name for name in self._names(scope) if name not in now]
        else:
            puts = [(name, es) for name, es in now.items() if before.get(name) != es]
            gone = [name for name in before if name not in now]
        requests: list[dict[str, Any]] = [
            {"PutRequest": {"Item": point_item(scope, name, es, new.gen)}}
            for name, es in sorted(puts)
        ]
        requests += [{"DeleteRequest": {"Key": entry_key(scope, name)}} for name in sorted(gone)]

        def send(request: dict[str, Any]) -> dict[str, Any]:
            response: dict[str, Any] = self.ddb.batch_write_item(RequestItems=request)
            return response

        step = WRITE_BATCH * CHECK_EVERY
        for start in range(0, len(requests), step):
            if start and not still_current():
                return False
            try:
                if not write_batches(send, self.table, requests[start : start + step]):
                    logger.warning("point entries not written: kept being throttled")
                    return False
            except (ClientError, BotoCoreError) as exc:
                logger.warning("point entries not written (%s)", error_code(exc) or exc)
                return False
        return True

    def _names(self, scope: str) -> Iterable[str]:
        """The names that have a point item of ``scope`` (a full rewrite deletes the rest)."""
        prefix = entry_sk(scope, "")
        params: dict[str, Any] = {
            "TableName": self.table,
            "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :prefix)",
            "ExpressionAttributeNames": {"#pk": PARTITION_KEY, "#sk": SORT_KEY},
            "ExpressionAttributeValues": {
                ":pk": items.s(partition_of(scope)),
                ":prefix": items.s(prefix),
            },
            "ProjectionExpression": "#sk",
        }
        while True:
            page = self.ddb.query(**params)
            for item in page.get("Items", []):
                rest = item[SORT_KEY]["S"][len(prefix) :]
                if scope == GLOBAL_SCOPE and "#" in rest:
                    continue  # another kind's entry (names never hold "#")
                yield rest
            start = page.get("LastEvaluatedKey")
            if not start:
                return
            params["ExclusiveStartKey"] = start


def read_point(
    ddb: Any, table: str, scopes: Sequence[str], *, tenant: str, name: str, store: bool
) -> PointRead | None:
    """One ``TransactGetItems``: the manifests of the S3 ``scopes``, ``name``'s point item
    in each, and (``store``) the tenant's head of ``name``. ``None`` when some scope's
    point entries cannot answer (see :class:`~skills_core.snapshot.port.SnapshotReader`)."""
    keys = [manifest_key(scope) for scope in scopes]
    keys += [entry_key(scope, name) for scope in scopes]
    if store:
        keys.append(key(tenant_pk(tenant), head_sk(name)))
    try:
        response = ddb.transact_get_items(
            TransactItems=[{"Get": {"TableName": table, "Key": k}} for k in keys]
        )
    except (ClientError, BotoCoreError) as exc:
        raise SnapshotUnavailable(error_code(exc) or type(exc).__name__) from exc
    got = [r.get("Item") for r in response.get("Responses", [])]
    if len(got) != len(keys):
        raise SnapshotUnavailable("TransactGetItems answered another number of items")
    count = len(scopes)
    manifests = {
        scope: manifest_from_item(item)
        for scope, item in zip(scopes, got[:count], strict=True)
        if item
    }
    entries: dict[str, tuple[Entry, ...]] = {}
    gens: dict[str, int] = {}
    glob = manifests.get(GLOBAL_SCOPE)
    for scope, item in zip(scopes, got[count : 2 * count], strict=True):
        manifest = manifests.get(scope)
        if manifest is None:
            known = glob.tenants if glob is not None and glob.pointed else None
            if scope == tenant_scope(tenant) and known is not None and tenant not in known:
                continue  # no objects under the tenant's prefix when global was published
            return None  # not published: the source is listed
        if not manifest.pointed:
            return None
        gens[scope] = manifest.gen
        if item is None:
            continue
        found = entries_of(item)
        if found is None:
            return None
        entries[scope] = found
    head_item = got[2 * count] if store else None
    head = history_from_item(head_item) if head_item else None
    return PointRead(entries, gens, head)


__all__ = [
    "POINT_ITEM_BYTES",
    "PointWriter",
    "entries_of",
    "entry_key",
    "entry_sk",
    "groups",
    "point_item",
    "read_point",
]
