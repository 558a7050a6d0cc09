"""Refused generation requests, remembered beside the idempotency records (the idempotency
table when one is configured, else the tenant's partition of the skills table) under the key
``draft-failed:<request_id>`` with a short TTL, so that SQS's redeliveries of a message whose
drafts the model could not get right fail at once instead of paying for the model again.

The records use the idempotency records' own layout and checks (a request id recorded for
another request is refused as a reused key). Writing one is a single conditional PutItem that
never replaces a live record; the functions that save already hold GetItem and PutItem on
both tables."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skills_core.aws.store.dynamodb_calls import Conflict, StoreCalls
from skills_core.aws.store.dynamodb_idempotency import IdempotencyRecords
from skills_core.idempotency import Idempotency
from skills_core.snapshot.scopes import STORE_LABEL


class DraftFailureRecords:
    """Every tenant's failure records (the service's ``FailureMemory``)."""

    def __init__(
        self,
        table: str,
        *,
        idempotency_table: str | None = None,
        client: Any = None,
        label: str = STORE_LABEL,
    ) -> None:
        self._calls = StoreCalls(table, label, client)
        self._idempotency_table = idempotency_table

    def _records(self, tenant: str) -> IdempotencyRecords:
        return IdempotencyRecords(self._calls, tenant, self._idempotency_table)

    def recorded(self, tenant: str, idempotency: Idempotency) -> dict[str, Any] | None:
        return self._records(tenant).lookup(idempotency)

    def remember(self, tenant: str, idempotency: Idempotency, failure: Mapping[str, Any]) -> None:
        put = self._records(tenant).put(idempotency, failure)["Put"]
        try:
            self._calls.call("put_item", write=True, **put)
        except Conflict:  # a live record is there already (a concurrent delivery wrote it)
            return


__all__ = ["DraftFailureRecords"]
