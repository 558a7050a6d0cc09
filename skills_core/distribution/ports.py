"""What the derivation and the public function need of the outside world, as ports: a place
for artifacts (the skills bucket's ``dist/`` prefix, the mirror bucket), the store's version
texts, and the event bus. The AWS adapters are in
:mod:`skills_core.aws.snapshots.distribution_s3`; the in-memory ones beside them here serve the
pure tests and the service tier."""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Artifact:
    data: bytes
    content_type: str
    #: An opaque version of the object (S3's ETag) for conditional updates.
    tag: str


class ArtifactStore(Protocol):
    def get(self, key: str) -> Artifact | None: ...

    def exists(self, key: str) -> bool: ...

    def put(self, key: str, data: bytes, content_type: str) -> None: ...

    def delete(self, key: str) -> None: ...

    def keys_under(self, prefix: str, limit: int) -> set[str] | None:
        """The keys that start with ``prefix``; ``None`` when there are more than ``limit``
        (the caller then reads key by key)."""
        ...

    def update(self, key: str, change: Callable[[bytes | None], bytes], content_type: str) -> None:
        """Read-modify-write ``key`` without losing a concurrent writer's update (retried
        on a conflict); ``change`` gets the current bytes (``None``: absent)."""
        ...


class VersionTexts(Protocol):
    def files(self, tenant: str, name: str, version: int) -> Mapping[str, bytes]:
        """The files of one stored version, ``SKILL.md`` (its exact stored bytes) included."""
        ...


class EventSink(Protocol):
    def publish(self, detail_type: str, detail: Mapping[str, Any]) -> bool: ...

    def publish_many(self, events: Sequence[tuple[str, Mapping[str, Any]]]) -> int:
        """Put ``events`` (detail type, detail) in order, as few calls as the bus allows;
        how many were not put."""
        ...


class MemoryArtifacts:
    """An :class:`ArtifactStore` in a dict (tests, the service tier); counts writes."""

    def __init__(self) -> None:
        self.objects: dict[str, Artifact] = {}
        self.puts = 0
        self._lock = threading.Lock()
        self._counter = 0

    def _tag(self) -> str:
        self._counter += 1
        return str(self._counter)

    def get(self, key: str) -> Artifact | None:
        return self.objects.get(key)

    def exists(self, key: str) -> bool:
        return key in self.objects

    def put(self, key: str, data: bytes, content_type: str) -> None:
        with self._lock:
            self.puts += 1
            self.objects[key] = Artifact(bytes(data), content_type, self._tag())

    def delete(self, key: str) -> None:
        with self._lock:
            self.objects.pop(key, None)

    def keys_under(self, prefix: str, limit: int) -> set[str] | None:
        with self._lock:
            found = {key for key in self.objects if key.startswith(prefix)}
        return found if len(found) <= limit else None

    def update(self, key: str, change: Callable[[bytes | None], bytes], content_type: str) -> None:
        with self._lock:
            current = self.objects.get(key)
            data = change(current.data if current is not None else None)
            self.puts += 1
            self.objects[key] = Artifact(data, content_type, self._tag())


class MemoryEvents:
    """An :class:`EventSink` that keeps what it was given."""

    def __init__(self) -> None:
        self.events: list[tuple[str, dict[str, Any]]] = []

    def publish(self, detail_type: str, detail: Mapping[str, Any]) -> bool:
        self.events.append((detail_type, dict(detail)))
        return True

    def publish_many(self, events: Sequence[tuple[str, Mapping[str, Any]]]) -> int:
        self.events.extend((kind, dict(detail)) for kind, detail in events)
        return 0


__all__ = [
    "Artifact",
    "ArtifactStore",
    "EventSink",
    "MemoryArtifacts",
    "MemoryEvents",
    "VersionTexts",
]
