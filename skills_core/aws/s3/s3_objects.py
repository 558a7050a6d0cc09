"""S3 object reads for the S3 source, and what it keeps between warm invocations.

The process-wide caches are keyed by (bucket, key, ETag): keys are full object keys, so
tenants (prefixes) never share entries, and an ETag names one object version, so an entry
never goes stale. Messages a caller may see name the source's label and the key below its
prefix only; the bucket and AWS's own error text go to the logs."""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.clients import error_code
from skills_core.aws.s3.s3_index import IndexEntries, IndexRoot
from skills_core.errors import (
    SkillError,
    SkillInvalidError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.frontmatter import (
    MAX_HEAD_BYTES,
    NeedMoreBytes,
    frontmatter_from_head,
    oversized_or_unclosed,
)

logger = logging.getLogger("skills_core")

#: First ranged GET of a skill object; most frontmatter closes well inside it (a second of
#: ``MAX_HEAD_BYTES`` follows when it does not).
HEAD_BYTES = 8 * 1024

FRONTMATTER_CACHE_ENTRIES = 4096
FRONTMATTER_CACHE_BYTES = 16 * 1024 * 1024
#: Index roots and parts (a prefix of 100,000 skills has ~100 parts).
INDEX_CACHE_ENTRIES = 256
INDEX_CACHE_BYTES = 32 * 1024 * 1024

MISSING_CODES = frozenset({"NoSuchKey", "NotFound", "404"})

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRU(Generic[K, V]):
    """A thread-safe LRU bounded by entry count and by total weight (bytes)."""

    def __init__(self, max_entries: int, max_weight: int) -> None:
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._max_entries = max_entries
        self._max_weight = max_weight
        self._weight = 0
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            self._items.move_to_end(key)
            return item[0]

    def put(self, key: K, value: V, weight: int) -> None:
        if weight > self._max_weight:
            return
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._weight -= old[1]
            self._items[key] = (value, weight)
            self._weight += weight
            while len(self._items) > self._max_entries or self._weight > self._max_weight:
                _, (_, dropped) = self._items.popitem(last=False)
                self._weight -= dropped

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._weight = 0

    def __len__(self) -> int:
        return len(self._items)


@dataclass(frozen=True)
class Head:
    """What the head of one object version says: its frontmatter (``None``: none at all), or
    why it cannot be used. Only content-derived outcomes are cached (they cannot change while
    the ETag stays the same)."""

    frontmatter: str | None
    error: type[SkillError] | None = None
    message: str = ""

    def value(self) -> str | None:
        if self.error is not None:
            raise self.error(self.message)
        return self.frontmatter

    @property
    def cacheable(self) -> bool:
        return self.error is None or self.error is SkillInvalidError


#: (bucket, key, ETag) -> head. Keys are full object keys, so tenants (prefixes) never share
#: entries; an ETag identifies one object version, so entries never go stale.
FRONTMATTER_CACHE: LRU[tuple[str, str, str], Head] = LRU(
    FRONTMATTER_CACHE_ENTRIES, FRONTMATTER_CACHE_BYTES
)
#: (bucket, index key, index ETag) -> parsed index root or part ({} for a corrupt one).
INDEX_CACHE: LRU[tuple[str, str, str], IndexEntries | IndexRoot] = LRU(
    INDEX_CACHE_ENTRIES, INDEX_CACHE_BYTES
)


#: Object versions already warned about (bad key names), so warm requests do not repeat it.
WARNED: LRU[tuple[str, str, str], bool] = LRU(1024, 1024)


def clear_caches() -> None:
    """Forget every cached frontmatter, index and logged warning (tests; a process never
    needs it)."""
    FRONTMATTER_CACHE.clear()
    INDEX_CACHE.clear()
    WARNED.clear()


def cache_sizes() -> tuple[int, int]:
    """(frontmatter entries, index entries) currently cached."""
    return len(FRONTMATTER_CACHE), len(INDEX_CACHE)


@dataclass(frozen=True)
class Fetched:
    """A ranged read: the head and the ETag it was read at, ``missing`` when the key is gone,
    or the AWS failure."""

    head: Head | None = None
    etag: str = ""
    missing: bool = False
    failure: BaseException | None = None


class S3SourceError(SkillStoreUnavailableError):
    """S3 could not be listed or read. ``aws_code`` is the AWS error code (or the botocore
    exception name for network and credential failures); the message never carries it."""

    def __init__(
        self, message: str, *, bucket: str = "", key: str = "", aws_code: str | None = None
    ) -> None:
        super().__init__(message)
        self.bucket = bucket
        self.key = key
        self.aws_code = aws_code


def describe_aws(exc: BaseException) -> str:
    code = error_code(exc)
    return code if code is not None else type(exc).__name__


#: What the operator should do, in the logs, for the codes that say it.
HINTS = {
    "NoSuchBucket": "the bucket does not exist; check the bucket name (SKILLS_BUCKET)",
    "AccessDenied": "access denied; grant s3:ListBucket on the bucket and s3:GetObject on "
    "the prefix to this role",
    "403": "access denied; grant s3:GetObject on the prefix to this role",
}


def source_error(
    label: str, action: str, bucket: str, key: str, exc: BaseException
) -> S3SourceError:
    """The caller learns which source failed and that it is temporary; the logs get the
    bucket, the key, the AWS code and what to do about it."""
    code = describe_aws(exc)
    hint = HINTS.get(code) or (str(exc).strip().splitlines() or ["request failed"])[0]
    logger.warning("S3 source %s: cannot %s s3://%s/%s (%s): %s", label, action, bucket, key,
                   code, hint)  # fmt: skip
    what = "list its skills" if action == "list" else "read from it"
    return S3SourceError(
        f'S3 source "{label}" is unavailable right now (could not {what}); nothing was changed. '
        "Try again later; if it persists, the operator should check the bucket, region and "
        "permissions in the function's logs.",
        bucket=bucket,
        key=key,
        aws_code=code,
    )


def fetch_head(client: Any, bucket: str, key: str, location: str) -> Fetched:
    """One ranged GET of an object's head, a second longer one when the frontmatter does not
    close inside the first."""
    etag = ""
    try:
        for length in (HEAD_BYTES, MAX_HEAD_BYTES):
            response = client.get_object(Bucket=bucket, Key=key, Range=f"bytes=0-{length - 1}")
            data = read_body(response, length)
            etag = response.get("ETag", "")
            complete = len(data) >= total_size(response, len(data))
            try:
                frontmatter = frontmatter_from_head(data, complete=complete, location=location)
            except NeedMoreBytes:
                continue
            except SkillInvalidError as exc:
                return Fetched(Head(None, SkillInvalidError, exc.message), etag)
            return Fetched(Head(frontmatter), etag)
    except ClientError as exc:
        code = error_code(exc)
        if code in MISSING_CODES:
            return Fetched(missing=True)
        if code == "InvalidRange":  # an object emptied since the listing
            return Fetched(Head(None), etag)
        return Fetched(failure=exc)
    except BotoCoreError as exc:
        return Fetched(failure=exc)
    return Fetched(Head(None, SkillInvalidError, oversized_or_unclosed(location).message), etag)


def cache_head(bucket: str, key: str, etag: str, head: Head) -> None:
    if etag and head.cacheable:
        weight = 64 + len(key) + len((head.frontmatter or "").encode("utf-8")) + len(head.message)
        FRONTMATTER_CACHE.put((bucket, key, etag), head, weight)


def read_body(response: Any, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of a GetObject body (one more than allowed tells "too
    large" apart from "exactly the limit"); the stream is always closed."""
    body = response["Body"]
    try:
        data: bytes = body.read(limit + 1)
    finally:
        body.close()
    return data


def total_size(response: Any, default: int) -> int:
    """The object's full size: from ``Content-Range: bytes 0-8191/20000`` on a ranged GET, else
    ``ContentLength`` (the server sent the whole object)."""
    content_range = response.get("ContentRange") or ""
    _, slash, total = content_range.rpartition("/")
    if slash and total.isdigit():
        return int(total)
    length = response.get("ContentLength")
    return int(length) if length is not None else default


def too_large(what: str, size: int, limit: int) -> SkillTooLargeError:
    return SkillTooLargeError(f"{what} is {size} bytes; at most {limit // 1024} KiB can be read")


__all__ = [
    "FRONTMATTER_CACHE",
    "HEAD_BYTES",
    "INDEX_CACHE",
    "LRU",
    "MISSING_CODES",
    "WARNED",
    "Fetched",
    "Head",
    "S3SourceError",
    "cache_head",
    "cache_sizes",
    "clear_caches",
    "describe_aws",
    "fetch_head",
    "read_body",
    "source_error",
    "too_large",
    "total_size",
]
