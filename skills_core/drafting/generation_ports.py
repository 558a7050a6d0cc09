"""What model-backed generation needs besides the drafter (:mod:`skills_core.drafting.port`):
reading a request's source material, remembering refused requests, and putting result
events on the bus. The service depends on these; the composition root passes the AWS
adapters (the S3 reader, the failure records, the EventBridge publisher)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from skills_core.drafting.port import Drafter
from skills_core.drafting.request import DraftingRequest
from skills_core.idempotency import Idempotency
from skills_core.settings import Settings


class SourceReader(Protocol):
    """Reads a request's ``s3_uri`` source material (bounded, text only)."""

    def __call__(self, request: DraftingRequest) -> str: ...


class FailureMemory(Protocol):
    """Where refused requests are remembered for a few hours, so redeliveries cost no model
    call (beside the idempotency records)."""

    def recorded(self, tenant: str, idempotency: Idempotency) -> Mapping[str, Any] | None:
        """The failure recorded for this key (``IdempotencyKeyReusedError`` when it was
        recorded for another request), or ``None``."""
        ...

    def remember(self, tenant: str, idempotency: Idempotency, failure: Mapping[str, Any]) -> None:
        """Record ``failure`` (a failure event's detail) unless a live record exists."""
        ...


class ResultPublisher(Protocol):
    """Puts the result events of generation on the project's bus. Never raises: the outcome
    it reports is stored already; ``False`` when the event could not be put."""

    def publish(self, detail_type: str, detail: Mapping[str, Any]) -> bool: ...


@dataclass(frozen=True)
class GenerationPorts:
    """What model-backed generation needs besides the store: the drafter (made from the
    settings, so a deployment without a model refuses before spending anything), where
    refused requests are remembered, how ``s3_uri`` sources are read, and where result
    events go. ``None``: that part is not configured."""

    drafter: Callable[[Settings], Drafter] | None = None
    failures: FailureMemory | None = None
    read_source: SourceReader | None = None
    results: ResultPublisher | None = None


__all__ = ["FailureMemory", "GenerationPorts", "ResultPublisher", "SourceReader"]
