"""moto's DynamoDB is not isolated between server threads: ``transact_write_items`` snapshots
the table and a cancelled transaction restores the snapshot, erasing whatever another thread
committed meanwhile (8 concurrent replacers got versions 2, 2, 2, 2, 2, 3, … without this).
DynamoDB serializes transactions on an item; one lock around moto's item operations gives the
local run and the concurrency tests that documented isolation. Writers still race: each reads
the head, and the loser's conditional transaction is cancelled and retried.

Two more patches save time, never change an answer: the server's list of moto's modules read
once (:func:`memoise_moto_modules`), and a transaction's rollback copy of only the items it
names instead of the whole table (:func:`light_rollback`)."""

from __future__ import annotations

import copy
import functools
import threading
from collections.abc import Callable
from typing import Any

SERIALIZED_OPERATIONS = (
    "transact_write_items",
    "transact_get_items",
    "get_item",
    "batch_get_item",
    "query",
    "scan",
    "put_item",
    "update_item",
    "delete_item",
)


def isolate_dynamodb_operations() -> Callable[[], None]:
    """Serialize moto's DynamoDB item operations in this process; returns the undo."""
    from moto.dynamodb.models import DynamoDBBackend

    lock = threading.RLock()
    originals = {name: getattr(DynamoDBBackend, name) for name in SERIALIZED_OPERATIONS}
    for name, original in originals.items():

        @functools.wraps(original)
        def serialized(self: Any, *args: Any, __original: Any = original, **kw: Any) -> Any:
            with lock:
                return __original(self, *args, **kw)

        setattr(DynamoDBBackend, name, serialized)

    def undo() -> None:
        for name, original in originals.items():
            setattr(DynamoDBBackend, name, original)

    return undo


def memoise_moto_modules() -> None:
    """moto's server lists its own package directory (about 180 ``stat`` calls) for every
    request to find the service of a ``Host`` like ``127.0.0.1:<port>`` (moto 5.2
    ``DomainDispatcherApplication.get_backend_for_host``), a third of a small request's time
    on a 2-core machine. The listing never changes while the process runs: read it once.
    Idempotent; moto's answers are the same."""
    from moto import backends

    if getattr(backends.list_of_moto_modules, "memoised", False):
        return
    modules = tuple(backends.list_of_moto_modules())

    def listed() -> tuple[str, ...]:
        return modules

    listed.memoised = True  # type: ignore[attr-defined]
    backends.list_of_moto_modules = listed


def light_rollback() -> Callable[[], None]:
    """Give moto's ``transact_write_items`` a rollback copy of only what it touches; returns
    the undo. moto deep-copies the whole table (its stream's records too) once per item of
    every transaction, to restore it if the transaction is cancelled: 4 copies of a table of
    ~6,000 items and records per save here, seconds on a loaded machine, so the measure would
    be of that copy (and of read timeouts while 16 transactions queue behind it). Under the
    isolation lock nothing else changes the table during a transaction, and a transaction
    changes only the items it names (Put/Delete replace them, Update changes them in place),
    so a copy of the table's containers with those items deep-copied restores the same state.
    """
    import moto.dynamodb.models as models
    from moto.dynamodb.models.dynamo_type import DynamoType

    original = models.DynamoDBBackend.transact_write_items
    real_copy = getattr(models, "copy")  # noqa: B009 (the module moto copies with)

    def prepared_copy(table: Any, keys: list[dict[str, Any]]) -> Any:
        copied = copy.copy(table)
        ranged = table.range_key_attr is not None
        copied.items = type(table.items)(table.items.default_factory)
        for hash_value, stored in table.items.items():
            copied.items[hash_value] = dict(stored) if ranged else stored
        for key in keys:
            hash_value = DynamoType(key[table.hash_key_attr])
            if not ranged:
                if hash_value in table.items:
                    copied.items[hash_value] = copy.deepcopy(table.items[hash_value])
                continue
            range_value = DynamoType(key[table.range_key_attr])
            stored = table.items.get(hash_value, {})
            if range_value in stored:
                copied.items[hash_value][range_value] = copy.deepcopy(stored[range_value])
        if table.stream_shard is not None:
            copied.stream_shard = copy.copy(table.stream_shard)
            copied.stream_shard.items = list(table.stream_shard.items)
            copied.stream_shard.table = copied
        return copied

    class Copies:
        """``models.copy`` during one transaction: the prepared copy of a live table, for the
        transaction's own thread; every other deep copy as ``copy`` makes it."""

        def __init__(self, prepared: dict[int, Any]) -> None:
            self.prepared, self.thread = prepared, threading.get_ident()

        def deepcopy(self, value: Any, memo: Any = None) -> Any:
            if threading.get_ident() == self.thread and id(value) in self.prepared:
                return self.prepared[id(value)]
            return copy.deepcopy(value, memo)

        def __getattr__(self, name: str) -> Any:
            return getattr(copy, name)

    def transact(self: Any, transact_items: list[dict[str, Any]]) -> None:
        keys: dict[str, list[dict[str, Any]]] = {}
        for entry in transact_items:
            op = next(iter(entry.values()))
            name = op.get("TableName")
            if name in self.tables:
                keys.setdefault(name, []).append(op.get("Item") or op.get("Key") or {})
        prepared = {
            id(self.tables[name]): prepared_copy(self.tables[name], found)
            for name, found in keys.items()
        }
        setattr(models, "copy", Copies(prepared))  # noqa: B010
        try:
            original(self, transact_items)
        finally:
            setattr(models, "copy", real_copy)  # noqa: B010

    models.DynamoDBBackend.transact_write_items = transact  # type: ignore[method-assign]

    def undo() -> None:
        models.DynamoDBBackend.transact_write_items = original  # type: ignore[method-assign]

    return undo
