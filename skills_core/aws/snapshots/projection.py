"""The projection: derived state built from the skill table's change stream (SPEC §11), never
inside a write. A batch of stream records becomes, per tenant, one fold of that tenant's
catalog overlay records into its store snapshot (one snapshot object written per tenant per
batch, published by a conditional manifest move), then the deletion of each overlay item it
folded, conditioned on the item still carrying the write id that was folded (a newer write's
overlay survives). Folding orders a name's writes by their sequence (changelog length), so a
redelivered or out-of-order record changes nothing. Head records become :class:`HeadChange`
values (old and new head of one name) for whoever follows the catalog (distribution)."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import error_code
from skills_core.aws.snapshots.manifests import Stored
from skills_core.aws.snapshots.snapshot_store import Manifest, SnapshotStore, SnapshotUnavailable
from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.catalog_overlay import CatalogOverlay, overlay_key, record_from_item
from skills_core.aws.store.dynamodb_reads import DynamoDBSkillReader
from skills_core.aws.store.table_schema import HEAD_PREFIX, OVERLAY_PREFIX, TENANT_PREFIX
from skills_core.governance.history import SkillHistory
from skills_core.search import SearchIndex
from skills_core.snapshot.build import search_document_of
from skills_core.snapshot.model import Snapshot, SnapshotFormatError
from skills_core.snapshot.overlay import OverlayRecord, fold, folded_seq
from skills_core.snapshot.scopes import STORE_LABEL, store_scope
from skills_core.snapshot.streamed_fold import plan_object, write_object

logger = logging.getLogger("skills_core")

#: Writes kept beside the search index before they are folded into it.
RECENT_MAX = 32
#: Attempts to publish one tenant's fold when another fold of that tenant moved it first.
PUBLISH_ATTEMPTS = 5

Record = Mapping[str, Any]
#: A fold's outcome: the object written (``None``: nothing applied), the records applied, and
#: the write sequence it holds of a name (which first-build overlay items it folded).
_Folded = tuple[Stored | None, list[OverlayRecord], Callable[[str], int]]


@dataclass(frozen=True)
class HeadChange:
    """One name's head before and after a write (``None``: absent), from the stream."""

    tenant: str
    name: str
    old: SkillHistory | None
    new: SkillHistory | None


@dataclass(frozen=True)
class ProjectionResult:
    """``folded``: overlay records applied to a snapshot; ``tenants``: snapshots published;
    ``failed``: sequence numbers of the records to deliver again; ``changes``: head changes
    of the batch in stream order."""

    folded: int = 0
    tenants: int = 0
    failed: tuple[str, ...] = ()
    changes: tuple[HeadChange, ...] = field(default=(), compare=False)


def _tenant_of(pk: str) -> str | None:
    return pk[len(TENANT_PREFIX) :] if pk.startswith(TENANT_PREFIX) else None


def head_changes(records: Sequence[Record]) -> list[HeadChange]:
    """The head changes among stream ``records`` (the list a follower of the catalog needs)."""
    changes: list[HeadChange] = []
    for record in records:
        data = record.get("dynamodb", {})
        keys = data.get("Keys", {})
        tenant = _tenant_of(keys.get("pk", {}).get("S", ""))
        sk = keys.get("sk", {}).get("S", "")
        if tenant is None or not sk.startswith(HEAD_PREFIX):
            continue
        old, new = data.get("OldImage"), data.get("NewImage")
        changes.append(
            HeadChange(
                tenant,
                sk[len(HEAD_PREFIX) :],
                items.history_from_item(old) if old else None,
                items.history_from_item(new) if new else None,
            )
        )
    return changes


def overlay_records(records: Sequence[Record]) -> dict[str, list[tuple[str, OverlayRecord]]]:
    """Per tenant, the overlay writes of ``records`` as (sequence number, record)."""
    found: dict[str, list[tuple[str, OverlayRecord]]] = {}
    for record in records:
        if record.get("eventName") not in ("INSERT", "MODIFY"):
            continue  # a REMOVE is a fold deleting what it folded
        data = record.get("dynamodb", {})
        keys = data.get("Keys", {})
        tenant = _tenant_of(keys.get("pk", {}).get("S", ""))
        image = data.get("NewImage")
        if (
            tenant is None
            or not image
            or not keys.get("sk", {}).get("S", "").startswith(OVERLAY_PREFIX)
        ):
            continue
        found.setdefault(tenant, []).append(
            (str(data.get("SequenceNumber", "")), record_from_item(image))
        )
    return found


class StoreProjection:
    """Folds a table's stream records into its tenants' store snapshots. ``on_changes``: called
    with each batch's head changes after its folds (the distribution follows here)."""

    def __init__(
        self,
        snapshots: SnapshotStore,
        *,
        table: str,
        ddb: Any = None,
        default_label: str = "production",
        on_changes: Callable[[Sequence[HeadChange]], None] | None = None,
    ) -> None:
        self.snapshots = snapshots
        self.table = table
        self._ddb = ddb
        self.default_label = default_label
        self.on_changes = on_changes
        #: The overlay items present when a first build read the heads.
        self._pending: list[OverlayRecord] = []

    @property
    def ddb(self) -> Any:
        return self._ddb if self._ddb is not None else self.snapshots.ddb

    def project(self, records: Sequence[Record]) -> ProjectionResult:
        folded = tenants = 0
        failed: list[str] = []
        for tenant, batch in sorted(overlay_records(records).items()):
            try:
                applied = self.fold_tenant(tenant, [r for _, r in batch])
            except (SnapshotUnavailable, ClientError, BotoCoreError, OSError) as exc:
                logger.warning("fold of tenant %s failed (%s); redelivered", tenant, exc)
                failed.extend(seq for seq, _ in batch)
                continue
            folded += applied
            tenants += 1
        changes = head_changes(records)
        if self.on_changes is not None and changes:
            self.on_changes(changes)
        return ProjectionResult(folded, tenants, tuple(failed), tuple(changes))

    def fold_tenant(self, tenant: str, records: Sequence[OverlayRecord]) -> int:
        """Fold ``records`` into ``tenant``'s store snapshot, then delete the overlay items
        folded; the number of records that changed the snapshot."""
        scope = store_scope(tenant)
        for _ in range(PUBLISH_ATTEMPTS):
            self._pending = []
            manifest = self.snapshots.manifests(scope).get(scope)
            gen = (manifest.gen if manifest else 0) + 1
            folded = None
            if manifest is not None and manifest.object_key is not None:
                folded = self._fold_lines(manifest, records, gen=gen)
            if folded is None:
                folded = self._fold_decoded(tenant, manifest, records, gen=gen)
            stored, applied, held = folded
            if stored is None:
                self._delete_folded(tenant, records)
                return 0
            if self.snapshots.publish(scope, manifest, stored):
                self.snapshots.discard(manifest.object_key if manifest else None)
                # A first build holds every write its heads hold: the overlay items of those
                # writes go too (their stream records may be long gone).
                built = [r for r in self._pending if r.seq <= held(r.name)]
                self._delete_folded(tenant, [*records, *built])
                return len(applied)
            self.snapshots.discard(stored.object_key)  # another fold moved it first: again
        raise SnapshotUnavailable(f"{scope}: kept losing the manifest to other folds")

    def _fold_lines(
        self, manifest: Manifest, records: Sequence[OverlayRecord], *, gen: int
    ) -> _Folded | None:
        """The fold of a published object as lines (never every entry decoded), its search
        index passed through as bytes unless it is due to be folded; ``None`` when the object
        cannot be streamed (an older format: fold it decoded)."""
        whole = memoryview(self.snapshots.object_bytes(manifest))
        split = manifest.split if manifest.split is not None else len(whole)
        head, tail = whole[:split], whole[split:]
        try:
            plan = plan_object(head, records, scope=manifest.scope, gen=manifest.gen)
            if plan is None:
                return None
            if not plan.fold.applied:
                return None, [], _no_pending
            recent, removed = plan.fold.recent, plan.fold.removed
            index: bytes | memoryview = tail
            if manifest.split is None or _index_due(recent, removed):
                base = self.snapshots.decode_index(tail) if manifest.split is not None else None
                index = _updated_index(base, recent, removed).to_bytes()
                recent, removed = (), ()
            parts = write_object(
                head, plan, gen=gen, built=items.now(), recent=recent, removed=removed
            )
        except SnapshotFormatError as exc:
            raise SnapshotUnavailable(str(exc)) from exc
        stored = self.snapshots.put_parts(manifest.scope, gen, parts, index)
        return stored, list(plan.fold.applied), _no_pending

    def _fold_decoded(
        self,
        tenant: str,
        manifest: Manifest | None,
        records: Sequence[OverlayRecord],
        *,
        gen: int,
    ) -> _Folded:
        """The fold of a decoded snapshot: the first build from the heads, or an object of
        an older format."""
        base, index = self._base(tenant, manifest)
        updated, applied = fold(base, records, gen=gen, built=items.now())
        if not applied and manifest is not None and manifest.object_key is not None:
            return None, [], _no_pending
        if index is None or _index_due(updated.recent, updated.removed):
            index, updated = _folded_index(index, updated)
        stored = self.snapshots.put_parts(
            updated.scope, updated.gen, [updated.encode()], index.to_bytes()
        )
        return stored, applied, lambda name: folded_seq(updated, name)

    def rebuild(self, tenant: str, texts: Mapping[str, tuple[int, str]] | None = None) -> int:
        """``tenant``'s store snapshot built again from its heads and published over the
        current one (after writes that put no overlay items: a bulk import); the overlay
        items the build holds are deleted. ``texts``: name -> (version, SKILL.md) already in
        hand (not read again). Returns the number of entries."""
        scope = store_scope(tenant)
        for _ in range(PUBLISH_ATTEMPTS):
            manifest = self.snapshots.manifests(scope).get(scope)
            pending = self.snapshots.overlays(tenant)
            built = self._first_build(tenant, manifest, texts or {})
            built = dataclasses.replace(built, gen=(manifest.gen if manifest else 0) + 1)
            index, snapshot = _folded_index(None, built)
            stored = self.snapshots.put_parts(
                snapshot.scope, snapshot.gen, [snapshot.encode()], index.to_bytes()
            )
            if self.snapshots.publish(scope, manifest, stored):
                self.snapshots.discard(manifest.object_key if manifest else None)
                held = [r for r in pending if r.seq <= folded_seq(snapshot, r.name)]
                self._delete_folded(tenant, held)
                return len(snapshot.entries)
            self.snapshots.discard(stored.object_key)  # a fold moved it first: again
        raise SnapshotUnavailable(f"{scope}: kept losing the manifest to other folds")

    def _base(self, tenant: str, manifest: Manifest | None) -> tuple[Snapshot, SearchIndex | None]:
        if manifest is not None and manifest.object_key is not None:
            index = self.snapshots.index(manifest) if manifest.split is not None else None
            return self.snapshots.load(manifest), index
        self._pending = self.snapshots.overlays(tenant)  # deleted once the build is published
        return self._first_build(tenant, manifest), None

    def _first_build(
        self,
        tenant: str,
        manifest: Manifest | None,
        known: Mapping[str, tuple[int, str]] | None = None,
    ) -> Snapshot:
        """The tenant's snapshot from its heads (the first fold, or after an outage): every
        served skill at the write sequence its head holds. Off the request path."""
        reader = DynamoDBSkillReader(
            self.table,
            tenant=tenant,
            label=STORE_LABEL,
            client=self.ddb,
            default_label=self.default_label,
        )
        overlay = CatalogOverlay(
            table=self.table,
            pk=items.tenant_pk(tenant),
            label=STORE_LABEL,
            default_label=self.default_label,
            text=lambda name, version: (
                known[name][1]
                if known and known.get(name, (0, ""))[0] == version
                else reader.read_version(name, version)
            ),
        )
        entries, documents = [], []
        for head in reader.heads():
            record = overlay.record(head, "", {})
            if record.entry is not None:
                entries.append(record.entry)
            if record.document is not None:
                documents.append(record.document)
        gen = manifest.gen if manifest else 0
        return Snapshot(store_scope(tenant), gen, built=items.now()).with_entries(
            entries, recent=tuple(documents)
        )

    def _delete_folded(self, tenant: str, records: Sequence[OverlayRecord]) -> None:
        """Delete each folded overlay item unless a newer write replaced it."""
        for record in records:
            try:
                self.ddb.delete_item(
                    TableName=self.table,
                    Key=overlay_key(tenant, record.name),
                    ConditionExpression="#w = :w",
                    ExpressionAttributeNames={"#w": "wid"},
                    ExpressionAttributeValues={":w": items.s(record.wid)},
                )
            except ClientError as exc:
                if error_code(exc) != "ConditionalCheckFailedException":
                    raise


def _folded_index(index: SearchIndex | None, snapshot: Snapshot) -> tuple[SearchIndex, Snapshot]:
    """The recent writes folded into the search index (an update of the index's own data,
    never a rebuild from every body), so the documents searched beside it stay few."""
    folded = _updated_index(index, snapshot.recent, snapshot.removed)
    return folded, dataclasses.replace(snapshot, recent=(), removed=())


def _index_due(recent: Sequence[object], removed: Sequence[str]) -> bool:
    """Whether the documents waiting beside the index are enough to fold into it."""
    return len(recent) + len(removed) > RECENT_MAX


def _updated_index(
    index: SearchIndex | None, recent: Sequence[Mapping[str, Any]], removed: Sequence[str]
) -> SearchIndex:
    """``index`` (none yet: an empty one) with the recent documents and removed names in."""
    base = index if index is not None else SearchIndex.build(())
    return base.updated(add=[search_document_of(d) for d in recent], remove=removed)


def _no_pending(name: str) -> int:
    """A fold of a published object deletes only its records' overlay items."""
    return 0


__all__ = [
    "RECENT_MAX",
    "HeadChange",
    "ProjectionResult",
    "StoreProjection",
    "head_changes",
    "overlay_records",
]
