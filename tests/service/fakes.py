"""In-memory adapters of the generation ports, for the service tier: where refused requests
are remembered (:class:`MemoryFailures`, a ``FailureMemory``), where result events go
(:class:`RecordingPublisher`, a ``ResultPublisher``), and a drafter that counts its calls
(:class:`CountingDrafter`)."""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Mapping
from typing import Any

from skills_core.drafting.port import Draft, Drafter, DraftInput, Feedback, Usage
from skills_core.errors import IdempotencyKeyReusedError
from skills_core.idempotency import Idempotency


class MemoryFailures:
    """Failure records per ``(tenant, key)``: the request's fingerprint, the failure and
    when it expires. A record for another fingerprint refuses the key, as the DynamoDB
    records do."""

    def __init__(self) -> None:
        self.records: dict[tuple[str, str], tuple[str, dict[str, Any], float]] = {}
        self._lock = threading.Lock()

    def recorded(self, tenant: str, idempotency: Idempotency) -> Mapping[str, Any] | None:
        with self._lock:
            found = self.records.get((tenant, idempotency.key))
        if found is None or found[2] < time.time():
            return None
        if found[0] != idempotency.fingerprint:
            raise IdempotencyKeyReusedError(
                "this request_id was already used for a different request"
            )
        return found[1]

    def remember(self, tenant: str, idempotency: Idempotency, failure: Mapping[str, Any]) -> None:
        with self._lock:
            found = self.records.get((tenant, idempotency.key))
            if found is not None and found[2] >= time.time():
                return
            expires = time.time() + idempotency.ttl_seconds
            self.records[(tenant, idempotency.key)] = (
                idempotency.fingerprint,
                dict(failure),
                expires,
            )


class RecordingPublisher:
    """Keeps every event it is given, in order; ``accept=False``: the bus refuses them."""

    def __init__(self, *, accept: bool = True) -> None:
        self.events: list[tuple[str, dict[str, Any]]] = []
        self.accept = accept

    def publish(self, detail_type: str, detail: Mapping[str, Any]) -> bool:
        self.events.append((detail_type, dict(detail)))
        return self.accept


class CountingDrafter:
    """Wraps a drafter: counts its calls and, when ``usage`` is given, reports that many
    tokens per call (the fixed and offline drafters spend none)."""

    def __init__(self, inner: Drafter, *, usage: Usage | None = None) -> None:
        self.inner = inner
        self.usage = usage
        self.calls = 0

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    def draft(self, request: DraftInput, feedback: Feedback | None = None) -> Draft:
        self.calls += 1
        draft = self.inner.draft(request, feedback)
        return draft if self.usage is None else dataclasses.replace(draft, usage=self.usage)


__all__ = ["CountingDrafter", "MemoryFailures", "RecordingPublisher"]
