"""What makes a write repeatable: its idempotency key (namespaced by who sent it, such as
``http:<Idempotency-Key>`` or ``event:<request_id>``), a fingerprint of what it asked for,
and how long its record lives. Stores record the answer in the same transaction as the write."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: An idempotency key as a caller gives it (an HTTP ``Idempotency-Key``, a generation request's
#: ``request_id``): visible ASCII, no spaces. UUIDs, ULIDs and EventBridge event ids fit, and
#: the changelog author ``event:<request_id>`` stays far below the store's 256 characters.
KEY_PATTERN = r"^[!-~]{1,128}$"

#: Changelog authors of event writes are ``event:<request_id>``: a request id saves once.
EVENT_AUTHOR_PREFIX = "event:"

#: HTTP keys are remembered for a day (SPEC §6); event ids as long as a queue keeps a message.
HTTP_TTL_SECONDS = 24 * 60 * 60
EVENT_TTL_SECONDS = 4 * 24 * 60 * 60


@dataclass(frozen=True)
class Idempotency:
    """One request's idempotency: its key (namespaced by who sent it, e.g. ``http:…`` or
    ``event:…``), a fingerprint of what it asked for, and how long the record lives."""

    key: str
    fingerprint: str
    ttl_seconds: int = 24 * 60 * 60

    @classmethod
    def for_request(
        cls, key: str, operation: str, payload: Mapping[str, Any], *, ttl_seconds: int
    ) -> Idempotency:
        canonical = json.dumps(
            {"operation": operation, "payload": payload},
            sort_keys=True,
            ensure_ascii=True,
            separators=(",", ":"),
            default=str,
        )
        digest = hashlib.sha256(canonical.encode("utf-8")).hexdigest()
        return cls(key=key, fingerprint=digest, ttl_seconds=ttl_seconds)


__all__ = ["EVENT_AUTHOR_PREFIX", "EVENT_TTL_SECONDS", "HTTP_TTL_SECONDS", "Idempotency"]
