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
