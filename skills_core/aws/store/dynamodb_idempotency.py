"""Idempotency records written in the same transaction as the write they answer for, so a
repeated request (a client retry with the same ``Idempotency-Key``, a redelivered event) is
recognised whether or not the first reply arrived, and a crash can never leave a write
without its record.

Records live in the idempotency table when one is configured (its TTL attribute
``expiration`` removes them), else beside the skills in the skills table."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import Any

from skills_core.aws.store.dynamodb_calls import StoreCalls
from skills_core.aws.store.dynamodb_items import Item, key, n, s, tenant_pk
from skills_core.errors import IdempotencyKeyReusedError
from skills_core.idempotency import Idempotency

IDEMPOTENCY_PREFIX = "IDEM#"
#: The Powertools-compatible key and TTL attribute of the idempotency table.
IDEMPOTENCY_TABLE_KEY = "id"
EXPIRATION = "expiration"


class IdempotencyRecords:
    """Where one tenant's records are, and how to read and write them."""

    def __init__(self, calls: StoreCalls, tenant: str, table: str | None) -> None:
        self.calls = calls
        self.tenant = tenant
        self.table = table

    def _key(self, request: Idempotency) -> Item:
        if self.table:
            return {IDEMPOTENCY_TABLE_KEY: s(f"skills#{self.tenant}#{request.key}")}
        return key(tenant_pk(self.tenant), f"{IDEMPOTENCY_PREFIX}{request.key}")

    def lookup(self, request: Idempotency) -> dict[str, Any] | None:
        """The recorded answer of an earlier request with this key (``None``: none yet);
        :class:`IdempotencyKeyReusedError` when that request asked for something else."""
        item = self.calls.get(
            self._key(request),
            {"#f": "fingerprint", "#r": "response", "#e": EXPIRATION},
            table=self.table,
        )
        if item is None or int(item.get(EXPIRATION, {}).get("N", "0")) < time.time():
            return None
        if item["fingerprint"]["S"] != request.fingerprint:
            raise IdempotencyKeyReusedError(
                f"the idempotency key {request.key.partition(':')[2]!r} was already used for a "
                "different request; send a new key for a new request"
            )
        response: dict[str, Any] = json.loads(item["response"]["S"])
        return response

    def put(self, request: Idempotency, response: Mapping[str, Any]) -> dict[str, Any]:
        """The transaction item that records ``response`` (never overwriting a record)."""
        item = {
            **self._key(request),
            "fingerprint": s(request.fingerprint),
            "response": s(json.dumps(response, ensure_ascii=False, separators=(",", ":"))),
            EXPIRATION: n(int(time.time()) + request.ttl_seconds),
        }
        return {
            "Put": {
                "TableName": self.table or self.calls.table_name,
                "Item": item,
                # An expired record may be replaced; a live one never.
                "ConditionExpression": "attribute_not_exists(#k) OR #e < :now",
                "ExpressionAttributeNames": {
                    "#k": IDEMPOTENCY_TABLE_KEY if self.table else "pk",
                    "#e": EXPIRATION,
                },
                "ExpressionAttributeValues": {":now": n(int(time.time()))},
            }
        }


__all__ = ["EXPIRATION", "IDEMPOTENCY_PREFIX", "IdempotencyRecords"]
