"""Where catalog snapshots live: immutable objects under ``snapshots/`` in the skills bucket,
and one small manifest item per scope in the skills table naming the current object and its
generation. Readers get both manifests of a tenant in one consistent ``BatchGetItem``; writers
move a manifest only on the generation they read (a conditional write), so concurrent writers
never publish over each other and a reader never sees a snapshot older than a write it saw
succeed (every write of a scope bumps its generation in the same transaction).

Each object is the snapshot (gzip JSON) followed by its scope's search index: the manifest
records where the index starts, so a catalog reads the first part (a ranged ``GetObject``), a
search cold start reads both in one ``GetObject``, and nothing ever needs two objects.

Scopes, one per source so each is rebuilt by whoever owns it: ``global/`` and
``tenants/<tenant>/`` (S3 prefixes: ``skillsctl sync`` and the refresher publish them) and
``store/<tenant>/`` (a tenant's store partition: every store write publishes it)."""

from __future__ import annotations

import logging
import threading
import uuid
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import client as aws_client
from skills_core.aws.clients import error_code
from skills_core.aws.snapshots.manifests import (
    Stored,
    bump_item,
    manifest_from_item,
    manifest_key,
    marked,
    partition_of,
)
from skills_core.aws.snapshots.object_reads import read_object, read_parts
from skills_core.aws.snapshots.point_entries import read_point
from skills_core.aws.store.catalog_overlay import overlay_key, overlay_query, record_from_item
from skills_core.aws.store.dynamodb_items import (
    Item,
)
from skills_core.search import SearchIndex
from skills_core.snapshot.model import Snapshot, SnapshotFormatError
from skills_core.snapshot.overlay import OverlayRecord
from skills_core.snapshot.port import Manifest, PointRead, SnapshotUnavailable
from skills_core.snapshot.scopes import GLOBAL_SCOPE, store_scope, tenant_scope
from skills_core.snapshot.stored import StoredSnapshot

logger = logging.getLogger("skills_core")

SNAPSHOT_PREFIX = "snapshots/"
#: Decoded snapshots kept per process (by object key: immutable, so never stale), bounded by
#: their decoded JSON's size (held objects take a few times that).
CACHE_BYTES = 48 * 1024 * 1024
#: Search indexes kept per process, bounded by their serialised size.
INDEX_CACHE_BYTES = 64 * 1024 * 1024
#: Whole objects the projection wrote, kept as their bytes (what its next fold of the scope
#: reads), bounded by their size.
OBJECT_CACHE_BYTES = 96 * 1024 * 1024
#: Snapshot parts kept as stored (compressed) for the reads that walk them, by their size.
STORED_CACHE_BYTES = 96 * 1024 * 1024

T = TypeVar("T")


class SnapshotStore:
    """Manifests in ``table``, objects in ``bucket``. Safe to share across warm invocations
    and tenants: cached objects are keyed by their (tenant-specific) object key."""

    def __init__(self, bucket: str, table: str, *, s3: Any = None, ddb: Any = None) -> None:
        self.bucket = bucket
        self.table = table
        self._s3 = s3
        self._ddb = ddb
        self._cache: OrderedDict[str, tuple[Snapshot, int]] = OrderedDict()
        self._indexes: OrderedDict[str, tuple[SearchIndex, int]] = OrderedDict()
        self._objects: OrderedDict[str, tuple[bytes, int]] = OrderedDict()
        self._stored: OrderedDict[str, tuple[StoredSnapshot, int]] = OrderedDict()
        self._lock = threading.Lock()
        #: Called by ``publish_prefix`` after it published an S3 scope (previous snapshot or
        #: ``None``, the new one): the distribution of S3 skills (the composition root sets it).
        self.on_publish: Callable[[Snapshot | None, Snapshot], object] | None = None

    @property
    def s3(self) -> Any:
        if self._s3 is None:
            self._s3 = aws_client("s3")
        return self._s3

    @property
    def ddb(self) -> Any:
        if self._ddb is None:
            self._ddb = aws_client("dynamodb")
        return self._ddb

    # -- manifests ---------------------------------------------------------------------------
    def manifests(self, *scopes: str) -> dict[str, Manifest]:
        """The manifests of ``scopes`` in one consistent ``BatchGetItem`` (a scope never
        built is absent). Raises :class:`SnapshotUnavailable` when the table cannot answer."""
        keys = [manifest_key(scope) for scope in scopes]
        try:
            response = self.ddb.batch_get_item(
                RequestItems={self.table: {"Keys": keys, "ConsistentRead": True}}
            )
        except (ClientError, BotoCoreError) as exc:
            raise SnapshotUnavailable(error_code(exc) or type(exc).__name__) from exc
        if response.get("UnprocessedKeys"):
            raise SnapshotUnavailable("UnprocessedKeys")
        found: dict[str, Manifest] = {}
        for item in response.get("Responses", {}).get(self.table, []):
            found[item["scope"]["S"]] = manifest_from_item(item)
        return found

    def with_overlay(
        self, scopes: Sequence[str], *, tenant: str, names: Sequence[str] | None
    ) -> tuple[dict[str, Manifest], list[OverlayRecord]]:
        """Every overlay: one Query (paged) and then the manifests' ``BatchGetItem``; one
        name's: a single ``TransactGetItems`` of the manifests and that overlay item (one
        isolated read, so a fold that published and then deleted the item is seen whole)."""
        try:
            if names is None:
                laid = self._overlays(tenant)
                return self.manifests(*scopes), laid
            keys = [manifest_key(scope) for scope in scopes]
            keys += [overlay_key(tenant, name) for name in names]
            response = self.ddb.transact_get_items(
                TransactItems=[{"Get": {"TableName": self.table, "Key": k}} for k in keys]
            )
        except (ClientError, BotoCoreError) as exc:
            raise SnapshotUnavailable(error_code(exc) or type(exc).__name__) from exc
        found: dict[str, Manifest] = {}
        laid = []
        for response_item in response.get("Responses", []):
            item = response_item.get("Item")
            if not item:
                continue
            if "scope" in item:
                found[item["scope"]["S"]] = manifest_from_item(item)
            else:
                laid.append(record_from_item(item))
        return found, laid

    def overlays(self, tenant: str) -> list[OverlayRecord]:
        """Every catalog overlay item of ``tenant`` (the projection's first build)."""
        try:
            return self._overlays(tenant)
        except (ClientError, BotoCoreError) as exc:
            raise SnapshotUnavailable(error_code(exc) or type(exc).__name__) from exc

    def _overlays(self, tenant: str) -> list[OverlayRecord]:
        params: dict[str, Any] = {"TableName": self.table, **overlay_query(tenant)}
        laid: list[OverlayRecord] = []
        while True:
            page = self.ddb.query(**params)
            laid.extend(record_from_item(item) for item in page.get("Items", []))
            start = page.get("LastEvaluatedKey")
            if not start:
                return laid
            params["ExclusiveStartKey"] = start

    def bump_item(self, scope: str, manifest: Manifest | None, stored: Stored | None) -> Item:
        """A transaction item moving ``scope`` one generation on (see :func:`bump_item`)."""
        return bump_item(self.table, scope, manifest, stored)

    def publish(self, scope: str, manifest: Manifest | None, stored: Stored | None) -> bool:
        """Move the manifest on its own (sync, refresher, a reader that built a snapshot);
        ``False`` when another writer moved it first (the caller's snapshot is stale)."""
        update = self.bump_item(scope, manifest, stored)["Update"]
        try:
            self.ddb.update_item(**update)
        except ClientError as exc:
            if error_code(exc) == "ConditionalCheckFailedException":
                return False
            raise
        return True

    def mark_points(self, scope: str, gen: int, tenants: Sequence[str] | None) -> bool:
        """Record that generation ``gen`` of ``scope`` has every point entry written (and, for
        the global scope, its tenants); ``False`` when the manifest moved on meanwhile."""
        try:
            self.ddb.update_item(**marked(self.table, scope, gen, tenants))
        except ClientError as exc:
            if error_code(exc) == "ConditionalCheckFailedException":
                return False
            raise
        return True

    def point(
        self, scopes: Sequence[str], *, tenant: str, name: str, store: bool
    ) -> PointRead | None:
        """The manifests, point entries and head of one name (:func:`read_point`)."""
        return read_point(self.ddb, self.table, scopes, tenant=tenant, name=name, store=store)

    # -- objects -----------------------------------------------------------------------------
    def load(self, manifest: Manifest, *, with_index: bool = False) -> Snapshot:
        """The manifest's snapshot: from the process cache, else one ``GetObject`` of the
        snapshot part. ``with_index`` (a search): read the whole object when neither part is
        cached, so the index comes in the same call."""
        object_key = self._object_key(manifest)
        with self._lock:
            cached = self._cache.get(object_key)
            if cached is not None:
                self._cache.move_to_end(object_key)
                return cached[0]
            kept = self._stored.get(object_key)
        whole = manifest.split is not None and with_index and self._cached_index(object_key) is None
        tail = None
        if kept is not None and not whole:
            head = kept[0].data  # walked by an earlier read: decoded without reading it again
        elif manifest.split is None:
            head = self._get(object_key)
        elif whole:
            head, tail = self._get_parts(object_key, manifest.split)
        else:
            head = self._get(object_key, f"bytes=0-{manifest.split - 1}")
        try:
            snapshot = Snapshot.decode(head, scope=manifest.scope)
        except SnapshotFormatError as exc:
            raise SnapshotUnavailable(str(exc)) from exc
        if snapshot.gen != manifest.gen:
            raise SnapshotUnavailable(f"object of generation {snapshot.gen}, not {manifest.gen}")
        self._remember(object_key, snapshot)
        if tail is not None:
            self._remember_index(object_key, self.decode_index(tail))
        return snapshot

    def stored(self, manifest: Manifest, *, with_index: bool = False) -> StoredSnapshot:
        """The manifest's snapshot part as stored: from the process cache, else one
        ``GetObject`` of that part (of the whole object when ``with_index`` and the index is
        not cached: the index is decoded and kept, the part kept compressed)."""
        object_key = self._object_key(manifest)
        with self._lock:
            cached = self._stored.get(object_key)
            if cached is not None:
                self._stored.move_to_end(object_key)
                return cached[0]
        whole = manifest.split is not None and with_index and self._cached_index(object_key) is None
        tail = None
        if manifest.split is None:
            head = self._get(object_key)
        elif whole:
            head, tail = self._get_parts(object_key, manifest.split)
        else:
            head = self._get(object_key, f"bytes=0-{manifest.split - 1}")
        try:
            stored = StoredSnapshot.open(head, scope=manifest.scope)
        except SnapshotFormatError as exc:
            raise SnapshotUnavailable(str(exc)) from exc
        if stored.gen != manifest.gen:
            raise SnapshotUnavailable(f"object of generation {stored.gen}, not {manifest.gen}")
        if tail is not None:
            self._remember_index(object_key, self.decode_index(tail))
            del tail  # the index part's bytes go before the next scope's arrive
        with self._lock:
            _keep(self._stored, object_key, stored, len(head), STORED_CACHE_BYTES)
        return stored

    def index(self, manifest: Manifest) -> SearchIndex | None:
        """The manifest's search index (``None``: the object has none): from the process
        cache, else one ranged ``GetObject`` of the index part."""
        object_key = self._object_key(manifest)
        if manifest.split is None:
            return None
        cached = self._cached_index(object_key)
        if cached is not None:
            return cached
        index = self.decode_index(self._get(object_key, f"bytes={manifest.split}-"))
        self._remember_index(object_key, index)
        return index

    def put(self, snapshot: Snapshot, index: SearchIndex | None = None) -> Stored:
        """Write ``snapshot`` (and its index after it) under a fresh key (objects are never
        overwritten)."""
        head = snapshot.encode()
        tail = index.to_bytes() if index is not None else b""
        object_key = self._write(snapshot.scope, snapshot.gen, [head, tail])
        self._remember(object_key, snapshot)
        if index is not None:
            self._remember_index(object_key, index)
        return Stored(object_key, len(head) if index is not None else None)

    def object_bytes(self, manifest: Manifest) -> bytes:
        """The manifest's whole object as stored (the projection folds it as lines): the
        bytes it last wrote, else one ``GetObject``."""
        object_key = self._object_key(manifest)
        with self._lock:
            cached = self._objects.get(object_key)
            if cached is not None:
                self._objects.move_to_end(object_key)
                return cached[0]
        return self._get(object_key)

    def put_parts(
        self, scope: str, gen: int, head: Sequence[bytes], index: bytes | memoryview
    ) -> Stored:
        """Write an object of a snapshot part already encoded (in pieces) and a search index
        already serialised (``index``, passed through as it was read when not folded), and
        keep its bytes for the next fold of the scope, never its decoded form."""
        split = sum(len(piece) for piece in head)
        body = b"".join([*head, index])
        object_key = self._write(scope, gen, [body])
        with self._lock:
            _keep(self._objects, object_key, body, len(body), OBJECT_CACHE_BYTES)
        return Stored(object_key, split)

    def _write(self, scope: str, gen: int, parts: Sequence[bytes]) -> str:
        object_key = f"{SNAPSHOT_PREFIX}{scope}{gen:012d}-{uuid.uuid4().hex[:12]}.snap"
        body = parts[0] if len(parts) == 1 else b"".join(parts)
        self.s3.put_object(
            Bucket=self.bucket,
            Key=object_key,
            Body=body,
            ContentType="application/octet-stream",
        )
        return object_key

    @staticmethod
    def _object_key(manifest: Manifest) -> str:
        if manifest.object_key is None:
            raise SnapshotUnavailable("no snapshot built yet")
        return manifest.object_key

    def _get(self, object_key: str, byte_range: str | None = None) -> bytes:
        return read_object(self.s3, self.bucket, object_key, byte_range)

    def _get_parts(self, object_key: str, split: int) -> tuple[bytes, bytes]:
        return read_parts(self.s3, self.bucket, object_key, split)

    @staticmethod
    def decode_index(data: bytes | memoryview) -> SearchIndex:
        """A search index from its bytes (:class:`SnapshotUnavailable` when corrupt)."""
        try:
            return SearchIndex.from_bytes(data if isinstance(data, bytes) else bytes(data))
        except ValueError as exc:
            raise SnapshotUnavailable(f"corrupt search index: {exc}") from exc

    def discard(self, *object_keys: str | None) -> None:
        """Delete superseded or orphaned objects (best effort: a leftover costs storage
        only, never correctness, since manifests name what is current)."""
        keys = [k for k in object_keys if k]
        if not keys:
            return
        with self._lock:
            for key in keys:
                self._objects.pop(key, None)
                self._stored.pop(key, None)
        try:
            self.s3.delete_objects(
                Bucket=self.bucket, Delete={"Objects": [{"Key": k} for k in keys], "Quiet": True}
            )
        except (ClientError, BotoCoreError) as exc:
            logger.info("could not delete superseded snapshot objects: %s", exc)

    def _cached_index(self, object_key: str) -> SearchIndex | None:
        with self._lock:
            found = self._indexes.get(object_key)
            if found is None:
                return None
            self._indexes.move_to_end(object_key)
            return found[0]

    def _remember_index(self, object_key: str, index: SearchIndex) -> None:
        with self._lock:
            _keep(self._indexes, object_key, index, index.size_bytes, INDEX_CACHE_BYTES)

    def _remember(self, object_key: str, snapshot: Snapshot) -> None:
        weight = snapshot.size_hint or len(snapshot.entries) * 1024
        with self._lock:
            _keep(self._cache, object_key, snapshot, weight, CACHE_BYTES)


def _keep(
    cache: OrderedDict[str, tuple[T, int]], key: str, value: T, weight: int, limit: int
) -> None:
    """Put ``value`` in ``cache`` as the most recent, then drop the least recent entries
    until their weights fit ``limit`` (one entry always stays). The caller holds the lock."""
    cache[key] = (value, weight)
    cache.move_to_end(key)
    total = sum(w for _, w in cache.values())
    while total > limit and len(cache) > 1:
        _, (_, dropped) = cache.popitem(last=False)
        total -= dropped


__all__ = [
    "GLOBAL_SCOPE",
    "SNAPSHOT_PREFIX",
    "Manifest",
    "SnapshotStore",
    "SnapshotUnavailable",
    "Stored",
    "manifest_key",
    "partition_of",
    "store_scope",
    "tenant_scope",
]
