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
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws import clients as aws
from skills_core.aws.s3.s3_index import IndexRoot, normalize_prefix
from skills_core.aws.s3.s3_listing import (
    Candidate,
    Listing,
    classify,
    list_objects,
    load_index,
    part_entries,
)
from skills_core.aws.s3.s3_objects import (
    FRONTMATTER_CACHE,
    MISSING_CODES,
    WARNED,
    Fetched,
    Head,
    S3SourceError,
    cache_head,
    cache_sizes,
    clear_caches,
    fetch_head,
    read_body,
    source_error,
    too_large,
)
from skills_core.errors import (
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillTooLargeError,
)
from skills_core.format.frontmatter import decode_text
from skills_core.format.layout import MAX_SKILL_FILE_BYTES, SKILL_FILE, skill_key
from skills_core.format.paths import MAX_FILE_BYTES, is_canonical, normalize_relative_path
from skills_core.model import SkillRecord

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

logger = logging.getLogger("skills_core")

#: Concurrent ranged GETs during a cold listing without a usable index (botocore's default
#: connection pool holds 10).
FETCH_WORKERS = 8


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
        self._listing: Listing | None = None

    def __repr__(self) -> str:
        return (
            f"S3SkillSource(bucket={self.bucket!r}, prefix={self.prefix!r}, label={self.label!r})"
        )

    @property
    def root(self) -> str:
        return f"s3://{self.bucket}/{self.prefix}"

    @property
    def client(self) -> S3Client:
        """The S3 client (created on first use)."""
        return self._client()

    def _client(self) -> S3Client:
        if self._client_obj is None:
            self._client_obj = aws.client("s3")
        return self._client_obj

    def _error(self, action: str, target: str, exc: BaseException) -> S3SourceError:
        return source_error(self.label, action, self.bucket, target, exc)

    # -- discovery -----------------------------------------------------------------------
    def list(self) -> builtins.list[SkillRecord]:
        """One listing, then each skill's frontmatter from the cache, the index or its head."""
        client = self._client()
        try:
            objects = list_objects(client, self.bucket, self.prefix)
        except (ClientError, BotoCoreError) as exc:
            raise self._error("list", self.prefix, exc) from exc
        candidates, files, index_key = classify(objects, self.prefix, self._warn_once)
        heads, etags, vanished = self._resolve_heads(client, objects, candidates, index_key)
        self._listing = Listing(objects=objects, files=files, heads=heads)
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
                    directory=f"{self.label}/{cand.name}/" if folder else None,
                    frontmatter=head.frontmatter if head.error is None else None,
                    layout=cand.layout,
                    location=self._location(cand.key),
                    etag=etags[cand.key],
                    size=cand.size,
                )
            )
        return records

    def _resolve_heads(
        self,
        client: S3Client,
        objects: Mapping[str, tuple[str, int]],
        candidates: builtins.list[Candidate],
        index_key: str | None,
    ) -> tuple[dict[str, Head], dict[str, str], set[str]]:
        """Per skill key: its head outcome, the ETag it belongs to, and the keys that vanished
        since the listing. Cheapest first: size rules, the cache, the index, ranged GETs."""
        heads: dict[str, Head] = {}
        etags: dict[str, str] = {}
        pending: builtins.list[Candidate] = []
        reused = 0  # heads served without a GET (cache or index)
        for cand in candidates:
            etags[cand.key] = cand.etag
            if cand.size > MAX_SKILL_FILE_BYTES:
                heads[cand.key] = Head(
                    None,
                    SkillTooLargeError,
                    f"{self._location(cand.key)}: object is {cand.size} bytes; skill files "
                    f"are at most {MAX_SKILL_FILE_BYTES // 1024} KiB",
                )
            elif cand.size == 0:
                heads[cand.key] = Head(None)  # empty: no frontmatter (and no range to ask)
            else:
                cached = FRONTMATTER_CACHE.get((self.bucket, cand.key, cand.etag))
                if cached is not None:
                    heads[cand.key] = cached
                    reused += 1
                else:
                    pending.append(cand)

        if pending and index_key is not None:
            index_etag, index_size = objects[index_key]
            index = load_index(
                client,
                self.bucket,
                index_key,
                index_etag,
                index_size,
                label=self.label,
                location=self._url(index_key),
            )
            if isinstance(index, IndexRoot):
                rels = (cand.key[len(self.prefix) :] for cand in pending)
                index = part_entries(
                    client, self.bucket, self.prefix, index, objects, rels, label=self.label
                )
            still: builtins.list[Candidate] = []
            for cand in pending:
                entry = index.get(cand.key[len(self.prefix) :])
                if entry is not None and entry[0] == cand.etag:
                    head = Head(entry[1])
                    heads[cand.key] = head
                    reused += 1
                    cache_head(self.bucket, cand.key, cand.etag, head)
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
                    heads[cand.key] = Head(None, S3SourceError, err.message)
                elif result.head is not None:
                    heads[cand.key] = result.head
                    if result.etag:  # the version actually read, which may be newer
                        etags[cand.key] = result.etag
                        cache_head(self.bucket, cand.key, result.etag, result.head)
        return heads, etags, vanished

    def head(self, record: SkillRecord) -> str | None:
        """The registry asks for records listed without frontmatter: answer from the listing
        (``None``: no frontmatter) or raise the error found for that object alone."""
        key, _ = self.key_of(record)
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

    def _fetch_heads(
        self, client: S3Client, pending: builtins.list[Candidate]
    ) -> dict[str, Fetched]:
        keys = [cand.key for cand in pending]
        if len(keys) == 1:
            return {keys[0]: self._fetch_head(client, keys[0])}
        with ThreadPoolExecutor(
            max_workers=min(FETCH_WORKERS, len(keys)), thread_name_prefix="s3-skill-head"
        ) as pool:
            results = pool.map(lambda key: self._fetch_head(client, key), keys)
            return dict(zip(keys, results, strict=True))

    def _fetch_head(self, client: S3Client, key: str) -> Fetched:
        return fetch_head(client, self.bucket, key, self._location(key))

    # -- activation ----------------------------------------------------------------------
    def read(self, record: SkillRecord) -> str:
        """The full text of a skill object (one ``GetObject``)."""
        key, _ = self.key_of(record)
        location = self._location(key)
        limit = MAX_SKILL_FILE_BYTES
        known = self._listing.objects.get(key) if self._listing is not None else None
        if known is not None and known[1] > limit:
            raise too_large(location, known[1], limit)
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
        _, folder = self.key_of(record)
        if folder is None:
            return []
        listing = self._listing
        if listing is not None and folder in listing.files:
            return builtins.list(listing.files[folder])
        try:
            objects = list_objects(self._client(), self.bucket, folder)
        except (ClientError, BotoCoreError) as exc:
            raise self._error("list files in", folder, exc) from exc
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
        _, folder = self.key_of(record)
        if folder is None:
            return []
        objects = self._listing.objects
        return [(rel, objects[folder + rel][1]) for rel in self._listing.files.get(folder, ())]

    def read_file(self, record: SkillRecord, path: str) -> bytes:
        """The bytes of a file beside SKILL.md (one ``GetObject``). ``path`` is validated
        again here: the registry does it too, but this method must be safe on its own."""
        rel = normalize_relative_path(path)
        _, folder = self.key_of(record)
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
                raise too_large(f"file {rel!r}", known[1], MAX_FILE_BYTES)
        return self._get(key, MAX_FILE_BYTES, missing=missing, what=f"file {rel!r}")

    def _get(self, key: str, limit: int, *, missing: str, what: str | None = None) -> bytes:
        try:
            response = self._client().get_object(Bucket=self.bucket, Key=key)
            length = int(response.get("ContentLength", 0))
            if length > limit:
                response["Body"].close()
                raise too_large(what or self._location(key), length, limit)
            data = read_body(response, limit)
        except ClientError as exc:
            if aws.error_code(exc) in MISSING_CODES:
                raise SkillNotFoundError(missing) from None
            raise self._error("read", key, exc) from exc
        except BotoCoreError as exc:
            raise self._error("read", key, exc) from exc
        if len(data) > limit:
            raise too_large(what or self._location(key), len(data), limit)
        return data

    # -- helpers -------------------------------------------------------------------------
    def _warn_once(self, key: str, etag: str, message: str, *args: object) -> None:
        """Log a problem with one object version once per process, not on every request."""
        marker = (self.bucket, key, etag)
        if WARNED.get(marker) is None:
            WARNED.put(marker, True, 1)
            logger.warning("S3 source %s: " + message, self.label, self._url(key), *args)

    def _url(self, key: str) -> str:
        """The object's full address, for logs only (operators need the bucket)."""
        return f"s3://{self.bucket}/{key}"

    def _location(self, key: str) -> str:
        """How a key is shown and recorded: the source's label and the key below its prefix
        (never the bucket: locations reach tenants in warnings)."""
        return f"{self.label}/{key[len(self.prefix) :]}"

    def key_of(self, record: SkillRecord) -> tuple[str, str | None]:
        """The object key of a record this source made, and its folder prefix (folder layout).
        Anything else is refused rather than trusted."""
        base = f"{self.label}/"
        location = record.location or ""
        rel = location[len(base) :] if location.startswith(base) else ""
        key_of = skill_key(rel)
        if key_of is not None and "\x00" not in rel and is_canonical(rel):
            name, layout = key_of
            return self.prefix + rel, f"{self.prefix}{name}/" if layout == "folder" else None
        raise SkillNotFoundError(
            f'Skill "{record.name}" ({location or "no location"}) does not belong to S3 '
            f'source "{self.label}".'
        )


__all__ = ["S3SkillSource", "S3SourceError", "cache_sizes", "clear_caches"]
