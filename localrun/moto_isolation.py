"""moto's DynamoDB is not isolated between server threads: ``transact_write_items`` snapshots
the table and a cancelled transaction restores the snapshot, erasing whatever another thread
committed meanwhile (8 concurrent replacers got versions 2, 2, 2, 2, 2, 3, … without this).
DynamoDB serializes transactions on an item; one lock around moto's item operations gives the
local run and the concurrency tests that documented isolation. Writers still race: each reads
the head, and the loser's conditional transaction is cancelled and retried."""

from __future__ import annotations

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
