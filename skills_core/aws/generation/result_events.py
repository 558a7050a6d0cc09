"""The generation result events (``Skill Generated`` / ``Skill Generation Failed``) put on the
project's bus (``SKILLS_EVENT_BUS``) with EventBridge ``PutEvents``: the service's
``ResultPublisher``. A failed put never fails the request it reports (that is stored already):
it is logged and answered ``False``."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from skills_core.aws.clients import client as aws_client
from skills_core.aws.clients import error_code

logger = logging.getLogger("skills_core")

#: The ``source`` of every event the service puts (the bus's request rule matches another
#: source and detail-type, so results never come back as requests; never ``aws.*``).
RESULT_SOURCE = "skills.service"
#: ``PutEvents`` limits: entries per call, and bytes of a call's entries.
MAX_ENTRIES = 10
MAX_BYTES = 256 * 1024


class EventBridgePublisher:
    """Puts events on ``bus`` (a name or ARN); the client is created on first use."""

    def __init__(self, bus: str, *, client: Any = None, endpoint_url: str | None = None) -> None:
        self.bus = bus
        self._client = client
        self._endpoint_url = endpoint_url

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = aws_client("events", endpoint_url=self._endpoint_url)
        return self._client

    def publish(self, detail_type: str, detail: Mapping[str, Any]) -> bool:
        return self.publish_many([(detail_type, detail)]) == 0

    def publish_many(self, events: Sequence[tuple[str, Mapping[str, Any]]]) -> int:
        """One ``PutEvents`` per 10 events (its limit) or 256 KB of entries; how many were
        not put (each logged with its detail type, never its detail)."""
        entries = [
            {
                "Source": RESULT_SOURCE,
                "DetailType": detail_type,
                "Detail": json.dumps(detail, ensure_ascii=False, separators=(",", ":")),
                "EventBusName": self.bus,
            }
            for detail_type, detail in events
        ]
        failed = 0
        for chunk in _chunks(entries):
            try:
                reply = self.client.put_events(Entries=chunk)
            except Exception as exc:  # whatever it is, the outcome it reports is stored already
                problem = error_code(exc) or type(exc).__name__
                problems = [(entry, problem) for entry in chunk]
            else:
                answers = reply.get("Entries") or []
                problems = [
                    (entry, str(answer["ErrorCode"]))
                    for entry, answer in zip(chunk, answers, strict=False)
                    if answer.get("ErrorCode")
                ]
                if reply.get("FailedEntryCount") and not problems:  # failed, but not said which
                    problems = [(entry, "FailedEntry") for entry in chunk]
            for entry, problem in problems:
                logger.warning(
                    "result event not put",
                    extra={"detail_type": entry["DetailType"], "error": problem},
                )
            failed += len(problems)
        return failed


def _chunks(entries: list[dict[str, str]]) -> Iterator[list[dict[str, str]]]:
    """``PutEvents`` batches: at most ``MAX_ENTRIES`` entries and ``MAX_BYTES`` of them."""
    chunk: list[dict[str, str]] = []
    size = 0
    for entry in entries:
        weight = sum(len(v.encode("utf-8")) for v in entry.values())
        if chunk and (len(chunk) == MAX_ENTRIES or size + weight > MAX_BYTES):
            yield chunk
            chunk, size = [], 0
        chunk.append(entry)
        size += weight
    if chunk:
        yield chunk


__all__ = ["RESULT_SOURCE", "EventBridgePublisher"]
