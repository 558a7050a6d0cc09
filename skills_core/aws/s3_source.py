"""Skills in an S3 prefix: ``<prefix><name>/SKILL.md`` (folder layout, with files beside it)
and ``<prefix><name>.md`` (loose layout).

Discovery reads frontmatter only: one paginated ``ListObjectsV2`` over the prefix, then for
each skill object its frontmatter from (in order) the process-wide cache keyed by
``(bucket, key, ETag)``, the sync-written index ``<prefix>.skills-index.json`` (an entry is
used only while its ETag equals the listing's), or ranged GETs of the object's head. Bodies
are read on activation with one ``GetObject``.

Errors, by design:

- ``list()`` raises :class:`S3SourceError` when the prefix cannot be listed (missing bucket,
  access denied, timeouts), or when every frontmatter read failed at the AWS level; the
  registry catches it, skips the source and warns with its label. An object that vanished
  between the listing and its head read is left out; one whose head read failed alone is
  reported through ``head()`` so the registry skips only that skill.
- ``read()``/``read_file()``: a missing key is ``SkillNotFoundError``; an object or file over
  the limits is ``SkillTooLargeError``; any other AWS failure is :class:`S3SourceError`
  (``SKILL_STORE_UNAVAILABLE``, HTTP 503). Messages name the bucket, the key or prefix and the
  AWS error code, never credentials or object bodies.
"""

from __future__ import annotations

import builtins
import logging
import threading
from collections import OrderedDict
from collections.abc import Hashable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws import clients as aws
from skills_core.aws.s3_index import (
    INDEX_NAME,
    IndexEntries,
    IndexFormatError,
    normalize_prefix,
    parse_index,
)
from skills_core.errors import (
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.fields import NAME_RE
from skills_core.format.frontmatter import (
    MAX_HEAD_BYTES,
    NeedMoreBytes,
    decode_text,
    frontmatter_from_head,
    oversized_or_unclosed,
)
from skills_core.format.layout import MAX_SKILL_FILE_BYTES, SKILL_FILE, skill_key
from skills_core.format.paths import MAX_FILE_BYTES, is_canonical, normalize_relative_path
from skills_core.model import Layout, SkillRecord

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

logger = logging.getLogger("skills_core")

#: First ranged GET of a skill object; most frontmatter closes well inside it.
HEAD_BYTES = 8 * 1024
#: (A second ranged GET of ``MAX_HEAD_BYTES`` when the first did not reach the closing line.)
#: A larger index is ignored (discovery falls back to ranged GETs).
MAX_INDEX_BYTES = 8 * 1024 * 1024
#: Concurrent ranged GETs during a cold listing without a usable index (botocore's default
#: connection pool holds 10).
FETCH_WORKERS = 8
FRONTMATTER_CACHE_ENTRIES = 4096
FRONTMATTER_CACHE_BYTES = 16 * 1024 * 1024
INDEX_CACHE_ENTRIES = 32
INDEX_CACHE_BYTES = 32 * 1024 * 1024

_MISSING_CODES = frozenset({"NoSuchKey", "NotFound", "404"})

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class _LRU(Generic[K, V]):
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
class _Head:
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
_FRONTMATTER_CACHE: _LRU[tuple[str, str, str], _Head] = _LRU(
    FRONTMATTER_CACHE_ENTRIES, FRONTMATTER_CACHE_BYTES
)
#: (bucket, index key, index ETag) -> parsed index ({} for a corrupt one).
_INDEX_CACHE: _LRU[tuple[str, str, str], IndexEntries] = _LRU(
    INDEX_CACHE_ENTRIES, INDEX_CACHE_BYTES
)


#: Object versions already warned about (bad key names), so warm requests do not repeat it.
_WARNED: _LRU[tuple[str, str, str], bool] = _LRU(1024, 1024)


def clear_caches() -> None:
    """Forget every cached frontmatter, index and logged warning (tests; a process never
    needs it)."""
    _FRONTMATTER_CACHE.clear()
    _INDEX_CACHE.clear()
    _WARNED.clear()


def cache_sizes() -> tuple[int, int]:
    """(frontmatter entries, index entries) currently cached."""
    return len(_FRONTMATTER_CACHE), len(_INDEX_CACHE)


class S3SourceError(SkillStoreUnavailableError):
    """S3 could not be listed or read. ``aws_code`` is the AWS error code (or the botocore
    exception name for network and credential failures)."""

    def __init__(
        self, message: str, *, bucket: str = "", key: str = "", aws_code: str | None = None
    ) -> None:
        super().__init__(message)
        self.bucket = bucket
        self.key = key
        self.aws_code = aws_code


def _describe_aws(exc: BaseException) -> str:
    code = aws.error_code(exc)
    return code if code is not None else type(exc).__name__


_HINTS = {
    "NoSuchBucket": "the bucket does not exist; check the bucket name (SKILLS_BUCKET)",
    "AccessDenied": "access denied; grant s3:ListBucket on the bucket and s3:GetObject on "
    "the prefix to this role",
    "403": "access denied; grant s3:GetObject on the prefix to this role",
}


@dataclass(frozen=True)
class _Listing:
    """One ``list()`` snapshot: what later calls answer from without asking S3 again."""

    objects: Mapping[str, tuple[str, int]]  # key -> (ETag, size), every key under the prefix
    files: Mapping[str, tuple[str, ...]]  # folder prefix -> sorted relative file paths
    heads: Mapping[str, _Head]  # skill key -> head outcome (served by head())


@dataclass(frozen=True)
class _Candidate:
    name: str
    key: str
    layout: Layout
    etag: str
    size: int


@dataclass(frozen=True)
class _Fetched:
    """A ranged read: the head and the ETag it was read at, ``missing`` when the key is gone,
    or the AWS failure."""

    head: _Head | None = None
    etag: str = ""
    missing: bool = False
    failure: BaseException | None = None


class S3SkillSource:
    """Skills below ``s3://<bucket>/<prefix>``. Safe to reuse across warm invocations; the
    boto3 client is created on first use (``skills_core.aws.client``) unless one is given."""

    def __init__(
        self, bucket: str, prefix: str = "", *, label: str = "s3", client: Any | None = None
    ) -> None:
        if not bucket:
            raise SkillInvalidError("S3 source needs a bucket name (SKILLS_BUCKET)")
        self.bucket = bucket
        self.prefix = normalize_prefix(prefix)
        self.label = label
        self._client_obj: S3Client | None = client
        self._listing: _Listing | None = None

    def __repr__(self) -> str:
        return (
            f"S3SkillSource(bucket={self.bucket!r}, prefix={self.prefix!r}, label={self.label!r})"
        )

    @property
    def root(self) -> str:
        return f"s3://{self.bucket}/{self.prefix}"

    def _client(self) -> S3Client:
        if self._client_obj is None:
            self._client_obj = aws.client("s3")
        return self._client_obj

    def _error(self, action: str, target: str, exc: BaseException) -> S3SourceError:
        code = _describe_aws(exc)
        hint = _HINTS.get(code)
        if hint is None:
            hint = str(exc).strip().splitlines()[0] if str(exc).strip() else "request failed"
        return S3SourceError(
            f'S3 source "{self.label}": cannot {action} s3://{self.bucket}/{target} '
            f"({code}): {hint}",
            bucket=self.bucket,
            key=target,
            aws_code=code,
        )

    # -- discovery -----------------------------------------------------------------------
    def list(self) -> builtins.list[SkillRecord]:
        """One listing, then each skill's frontmatter from the cache, the index or its head."""
        client = self._client()
        objects = self._list_objects(client, self.prefix, action="list")
        candidates, files, index_key = self._classify(objects)
        heads, etags, vanished = self._resolve_heads(client, objects, candidates, index_key)
        self._listing = _Listing(objects=objects, files=files, heads=heads)
        records: builtins.list[SkillRecord] = []
        for cand in candidates:
            if cand.key in vanished:
                continue
            head = heads[cand.key]
            folder = cand.layout == "folder"
            records.append(
                SkillRecord(
                    name=cand.name,
                    content=None,
                    source=self.label,
                    directory=f"s3://{self.bucket}/{self.prefix}{cand.name}/" if folder else None,
                    frontmatter=head.frontmatter if head.error is None else None,
                    layout=cand.layout,
                    location=self._location(cand.key),
                    etag=etags[cand.key],
                )
            )
        return records

    def _resolve_heads(
        self,
        client: S3Client,
        objects: Mapping[str, tuple[str, int]],
        candidates: builtins.list[_Candidate],
        index_key: str | None,
    ) -> tuple[dict[str, _Head], dict[str, str], set[str]]:
        """Per skill key: its head outcome, the ETag it belongs to, and the keys that vanished
        since the listing. Cheapest first: size rules, the cache, the index, ranged GETs."""
        heads: dict[str, _Head] = {}
        etags: dict[str, str] = {}
        pending: builtins.list[_Candidate] = []
        reused = 0  # heads served without a GET (cache or index)
        for cand in candidates:
            etags[cand.key] = cand.etag
            if cand.size > MAX_SKILL_FILE_BYTES:
                heads[cand.key] = _Head(
                    None,
                    SkillTooLargeError,
                    f"{self._location(cand.key)}: object is {cand.size} bytes; skill files "
                    f"are at most {MAX_SKILL_FILE_BYTES // 1024} KiB",
                )
            elif cand.size == 0:
                heads[cand.key] = _Head(None)  # empty: no frontmatter (and no range to ask)
            else:
                cached = _FRONTMATTER_CACHE.get((self.bucket, cand.key, cand.etag))
                if cached is not None:
                    heads[cand.key] = cached
                    reused += 1
                else:
                    pending.append(cand)

        if pending and index_key is not None:
            index_etag, index_size = objects[index_key]
            index = self._load_index(client, index_key, index_etag, index_size)
            still: builtins.list[_Candidate] = []
            for cand in pending:
                entry = index.get(cand.key[len(self.prefix) :])
                if entry is not None and entry[0] == cand.etag:
                    head = _Head(entry[1])
                    heads[cand.key] = head
                    reused += 1
                    _cache_head(self.bucket, cand.key, cand.etag, head)
                else:
                    still.append(cand)
            pending = still

        vanished: set[str] = set()
        if pending:
            fetched = self._fetch_heads(client, pending)
            if not reused and all(result.failure is not None for result in fetched.values()):
                # Nothing readable at all (e.g. s3:GetObject denied): the source is broken,
                # not its skills; one warning for the source beats one per skill. Once some
                # heads come from the cache or the index, failures stay per skill.
                key, result = next(iter(fetched.items()))
                assert result.failure is not None
                raise self._error("read", key, result.failure) from result.failure
            for cand in pending:
                result = fetched[cand.key]
                if result.missing:
                    logger.info("S3 source %s: %s vanished during listing", self.label, cand.key)
                    vanished.add(cand.key)
                elif result.failure is not None:
                    err = self._error("read", cand.key, result.failure)
                    heads[cand.key] = _Head(None, S3SourceError, err.message)
                elif result.head is not None:
                    heads[cand.key] = result.head
                    if result.etag:  # the version actually read, which may be newer
                        etags[cand.key] = result.etag
                        _cache_head(self.bucket, cand.key, result.etag, result.head)
        return heads, etags, vanished

    def head(self, record: SkillRecord) -> str | None:
        """The registry asks for records listed without frontmatter: answer from the listing
        (``None``: no frontmatter) or raise the error found for that object alone."""
        key, _ = self._key_of(record)
        listing = self._listing
        head = listing.heads.get(key) if listing is not None else None
        if head is None:
            result = self._fetch_head(self._client(), key)
            if result.missing:
                raise SkillNotFoundError(f"{self._location(key)} no longer exists")
            if result.failure is not None:
                raise self._error("read", key, result.failure) from result.failure
            assert result.head is not None
            head = result.head
        return head.value()

    def _list_objects(
        self, client: S3Client, prefix: str, *, action: str
    ) -> dict[str, tuple[str, int]]:
        objects: dict[str, tuple[str, int]] = {}
        params: dict[str, Any] = {"Bucket": self.bucket, "Prefix": prefix}
        try:
            while True:
                page = client.list_objects_v2(**params)
                for item in page.get("Contents", ()):
                    objects[item["Key"]] = (item.get("ETag", ""), int(item.get("Size", 0)))
                token = page.get("NextContinuationToken")
                if not page.get("IsTruncated") or not token:
                    break
                params["ContinuationToken"] = token
        except (ClientError, BotoCoreError) as exc:
            raise self._error(action, prefix, exc) from exc
        return objects

    def _classify(
        self, objects: Mapping[str, tuple[str, int]]
    ) -> tuple[builtins.list[_Candidate], dict[str, tuple[str, ...]], str | None]:
        """Split the listing into skill objects, folder files and the index key."""
        prefix = self.prefix
        candidates: builtins.list[_Candidate] = []
        folders: dict[str, builtins.list[str]] = {}
        index_key: str | None = None
        for key in sorted(objects):
            rel = key[len(prefix) :]
            if rel == INDEX_NAME:
                index_key = key
                continue
            key_of = skill_key(rel)
            if key_of is None:
                continue
            name, layout = key_of
            etag, size = objects[key]
            if not NAME_RE.fullmatch(name):
                self._warn_once(
                    key,
                    etag,
                    "ignoring %s: %r is not a valid skill name (1-64 of a-z, 0-9, '-', '_', "
                    "starting with a letter or digit)",
                    name,
                )
                continue
            candidates.append(_Candidate(name, key, layout, etag, size))
            if layout == "folder":
                folders[f"{prefix}{name}/"] = []
        for key in objects:
            if key.endswith("/"):
                continue  # a console "folder" marker, not a file
            rel = key[len(prefix) :]
            folder_name, sep, sub = rel.partition("/")
            folder = f"{prefix}{folder_name}/"
            if not sep or folder not in folders or sub == SKILL_FILE:
                continue
            if is_canonical(sub):
                folders[folder].append(sub)
            else:
                self._warn_once(key, objects[key][0], "ignoring file %s: not a plain relative path")
        files = {folder: tuple(sorted(paths)) for folder, paths in folders.items()}
        return candidates, files, index_key

    def _load_index(self, client: S3Client, key: str, etag: str, size: int) -> IndexEntries:
        """The parsed index, cached by its ETag; ``{}`` when it cannot be used (logged)."""
        cached = _INDEX_CACHE.get((self.bucket, key, etag))
        if cached is not None:
            return cached
        location = self._location(key)
        if size > MAX_INDEX_BYTES:
            logger.warning(
                "S3 source %s: index %s is %d bytes (limit %d); reading each skill's head",
                self.label,
                location,
                size,
                MAX_INDEX_BYTES,
            )
            return {}
        try:
            response = client.get_object(Bucket=self.bucket, Key=key)
            data = _read_body(response, MAX_INDEX_BYTES)
            read_etag = response.get("ETag", etag)
        except (ClientError, BotoCoreError) as exc:
            logger.warning(
                "S3 source %s: cannot read index %s (%s); reading each skill's head",
                self.label,
                location,
                _describe_aws(exc),
            )
            return {}
        try:
            index = parse_index(data) if len(data) <= MAX_INDEX_BYTES else None
        except IndexFormatError as exc:
            logger.warning(
                "S3 source %s: ignoring corrupt index %s (%s); reading each skill's head",
                self.label,
                location,
                exc,
            )
            index = None
        if index is None:
            _INDEX_CACHE.put((self.bucket, key, read_etag), {}, 1)
            return {}
        _INDEX_CACHE.put((self.bucket, key, read_etag), index, len(data))
        return index

    def _fetch_heads(
        self, client: S3Client, pending: builtins.list[_Candidate]
    ) -> dict[str, _Fetched]:
        keys = [cand.key for cand in pending]
        if len(keys) == 1:
            return {keys[0]: self._fetch_head(client, keys[0])}
        with ThreadPoolExecutor(
            max_workers=min(FETCH_WORKERS, len(keys)), thread_name_prefix="s3-skill-head"
        ) as pool:
            results = pool.map(lambda key: self._fetch_head(client, key), keys)
            return dict(zip(keys, results, strict=True))

    def _fetch_head(self, client: S3Client, key: str) -> _Fetched:
        """One ranged GET of the object's head, a second longer one when the frontmatter does
        not close inside the first."""
        location = self._location(key)
        etag = ""
        try:
            for length in (HEAD_BYTES, MAX_HEAD_BYTES):
                response = client.get_object(
                    Bucket=self.bucket, Key=key, Range=f"bytes=0-{length - 1}"
                )
                data = _read_body(response, length)
                etag = response.get("ETag", "")
                complete = len(data) >= _total_size(response, len(data))
                try:
                    frontmatter = frontmatter_from_head(data, complete=complete, location=location)
                except NeedMoreBytes:
                    continue
                except SkillInvalidError as exc:
                    return _Fetched(_Head(None, SkillInvalidError, exc.message), etag)
                return _Fetched(_Head(frontmatter), etag)
        except ClientError as exc:
            code = aws.error_code(exc)
            if code in _MISSING_CODES:
                return _Fetched(missing=True)
            if code == "InvalidRange":  # an object emptied since the listing
                return _Fetched(_Head(None), etag)
            return _Fetched(failure=exc)
        except BotoCoreError as exc:
            return _Fetched(failure=exc)
        return _Fetched(
            _Head(None, SkillInvalidError, oversized_or_unclosed(location).message), etag
        )

    # -- activation ----------------------------------------------------------------------
    def read(self, record: SkillRecord) -> str:
        """The full text of a skill object (one ``GetObject``)."""
        key, _ = self._key_of(record)
        location = self._location(key)
        limit = MAX_SKILL_FILE_BYTES
        known = self._listing.objects.get(key) if self._listing is not None else None
        if known is not None and known[1] > limit:
            raise _too_large(location, known[1], limit)
        data = self._get(
            key,
            limit,
            missing=f'skill "{record.name}" no longer exists at {location}; reload the catalog',
        )
        return decode_text(data, location)

    def list_files(self, record: SkillRecord) -> builtins.list[str]:
        """Relative paths of the files below a folder skill, from the last listing (no call)
        or, for a record this instance did not list, one listing of the folder."""
        if record.directory is None:
            return []
        _, folder = self._key_of(record)
        if folder is None:
            return []
        listing = self._listing
        if listing is not None and folder in listing.files:
            return builtins.list(listing.files[folder])
        objects = self._list_objects(self._client(), folder, action="list files in")
        return sorted(
            sub
            for key in objects
            if not key.endswith("/")
            and (sub := key[len(folder) :]) != SKILL_FILE
            and is_canonical(sub)
        )

    def listed_etags(self) -> dict[str, str]:
        """Every key of the last listing and its ETag (what a snapshot compares to spot
        changes); empty before the first ``list()``."""
        listing = self._listing
        return {k: etag for k, (etag, _) in listing.objects.items()} if listing else {}

    def listed_files(self, record: SkillRecord) -> builtins.list[tuple[str, int]]:
        """The files of a folder skill with their sizes, from the last listing (no call)."""
        if record.directory is None or self._listing is None:
            return []
        _, folder = self._key_of(record)
        if folder is None:
            return []
        objects = self._listing.objects
        return [(rel, objects[folder + rel][1]) for rel in self._listing.files.get(folder, ())]

    def read_file(self, record: SkillRecord, path: str) -> bytes:
        """The bytes of a file beside SKILL.md (one ``GetObject``). ``path`` is validated
        again here: the registry does it too, but this method must be safe on its own."""
        rel = normalize_relative_path(path)
        _, folder = self._key_of(record)
        if folder is None or record.directory is None:
            raise SkillNotFoundError(
                f'Skill "{record.name}" has no folder, so it has no files to read.'
            )
        key = folder + rel
        if not key.startswith(folder) or not is_canonical(key[len(folder) :]):
            raise SkillPathDeniedError(f"file path {path!r} leaves the skill folder")
        missing = f'no file {rel!r} in the folder of skill "{record.name}"'
        listing = self._listing
        if listing is not None and folder in listing.files:
            known = listing.objects.get(key)
            if known is None:
                raise SkillNotFoundError(missing)
            if known[1] > MAX_FILE_BYTES:
                raise _too_large(f"file {rel!r}", known[1], MAX_FILE_BYTES)
        return self._get(key, MAX_FILE_BYTES, missing=missing, what=f"file {rel!r}")

    def _get(self, key: str, limit: int, *, missing: str, what: str | None = None) -> bytes:
        try:
            response = self._client().get_object(Bucket=self.bucket, Key=key)
            length = int(response.get("ContentLength", 0))
            if length > limit:
                response["Body"].close()
                raise _too_large(what or self._location(key), length, limit)
            data = _read_body(response, limit)
        except ClientError as exc:
            if aws.error_code(exc) in _MISSING_CODES:
                raise SkillNotFoundError(missing) from None
            raise self._error("read", key, exc) from exc
        except BotoCoreError as exc:
            raise self._error("read", key, exc) from exc
        if len(data) > limit:
            raise _too_large(what or self._location(key), len(data), limit)
        return data

    # -- helpers -------------------------------------------------------------------------
    def _warn_once(self, key: str, etag: str, message: str, *args: object) -> None:
        """Log a problem with one object version once per process, not on every request."""
        marker = (self.bucket, key, etag)
        if _WARNED.get(marker) is None:
            _WARNED.put(marker, True, 1)
            logger.warning("S3 source %s: " + message, self.label, self._location(key), *args)

    def _location(self, key: str) -> str:
        return f"s3://{self.bucket}/{key}"

    def _key_of(self, record: SkillRecord) -> tuple[str, str | None]:
        """The object key of a record this source made, and its folder prefix (folder layout).
        Anything else is refused rather than trusted."""
        base = f"s3://{self.bucket}/"
        location = record.location or ""
        key = location[len(base) :] if location.startswith(base) else ""
        rel = key[len(self.prefix) :] if key.startswith(self.prefix) else ""
        key_of = skill_key(rel)
        if key_of is not None and NAME_RE.fullmatch(key_of[0]):
            name, layout = key_of
            return key, f"{self.prefix}{name}/" if layout == "folder" else None
        raise SkillNotFoundError(
            f'Skill "{record.name}" ({location or "no location"}) does not belong to S3 '
            f'source "{self.label}" ({self.root}).'
        )


def _cache_head(bucket: str, key: str, etag: str, head: _Head) -> None:
    if etag and head.cacheable:
        weight = 64 + len(key) + len((head.frontmatter or "").encode("utf-8")) + len(head.message)
        _FRONTMATTER_CACHE.put((bucket, key, etag), head, weight)


def _read_body(response: Any, limit: int) -> bytes:
    """At most ``limit + 1`` bytes of a GetObject body (one more than allowed tells "too
    large" apart from "exactly the limit"); the stream is always closed."""
    body = response["Body"]
    try:
        data: bytes = body.read(limit + 1)
    finally:
        body.close()
    return data


def _total_size(response: Any, default: int) -> int:
    """The object's full size: from ``Content-Range: bytes 0-8191/20000`` on a ranged GET, else
    ``ContentLength`` (the server sent the whole object)."""
    content_range = response.get("ContentRange") or ""
    _, slash, total = content_range.rpartition("/")
    if slash and total.isdigit():
        return int(total)
    length = response.get("ContentLength")
    return int(length) if length is not None else default


def _too_large(what: str, size: int, limit: int) -> SkillTooLargeError:
    return SkillTooLargeError(f"{what} is {size} bytes; at most {limit // 1024} KiB can be read")


__all__ = ["S3SkillSource", "S3SourceError", "cache_sizes", "clear_caches"]
