"""Reading a snapshot object: whole, a byte range, or whole as its two parts (the snapshot,
then the search index) without ever holding the whole object and a copy of a part at once.
Every failure is :class:`SnapshotUnavailable` (a read falls back; it never breaks)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import error_code
from skills_core.snapshot.port import SnapshotUnavailable

T = TypeVar("T")


def read_object(s3: Any, bucket: str, key: str, byte_range: str | None = None) -> bytes:
    """The object's bytes (of ``byte_range`` when given): one ``GetObject``."""
    return _read(s3, bucket, key, byte_range, lambda body: bytes(body.read()))


def read_parts(s3: Any, bucket: str, key: str, split: int) -> tuple[bytes, bytes]:
    """The whole object in one ``GetObject``, read from the stream as its bytes before and
    after ``split``: at 100,000 skills a search's peak was the whole object plus a copy of
    each part (about twice the object); now it is the object once."""

    def parts(body: Any) -> tuple[bytes, bytes]:
        head = bytes(body.read(split))
        while len(head) < split and (more := body.read(split - len(head))):
            head += more  # a short read (rare): the part is completed, never cut short
        return head, bytes(body.read())

    return _read(s3, bucket, key, None, parts)


def _read(s3: Any, bucket: str, key: str, byte_range: str | None, read: Callable[[Any], T]) -> T:
    extra = {"Range": byte_range} if byte_range is not None else {}
    try:
        body = s3.get_object(Bucket=bucket, Key=key, **extra)["Body"]
        try:
            return read(body)
        finally:
            body.close()
    except (ClientError, BotoCoreError) as exc:
        raise SnapshotUnavailable(error_code(exc) or type(exc).__name__) from exc


__all__ = ["read_object", "read_parts"]
