"""Reading an S3 prefix's listing: every key with its ETag and size, split into skill objects
(folder and loose layouts), the files beside folder skills and the sync-written frontmatter
index, which is parsed once per ETag: one format-1 object, or a format-2 root whose parts are
read only where they cover keys still needed, each checked against the listing."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.s3.s3_index import (
    INDEX_NAME,
    MAX_PART_BYTES,
    PART_DIR,
    IndexEntries,
    IndexFormatError,
    IndexRoot,
    PartRef,
    parse_document,
    parse_index,
)
from skills_core.aws.s3.s3_objects import INDEX_CACHE, Head, describe_aws, read_body
from skills_core.format.layout import SKILL_FILE, skill_key
from skills_core.format.paths import is_canonical
from skills_core.model import Layout
from skills_core.settings import TENANT_RE

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

logger = logging.getLogger("skills_core")

#: A larger index root is ignored (discovery falls back to ranged GETs); format 1 objects
#: of older syncs can be this large, a part never passes ``MAX_PART_BYTES``.
MAX_INDEX_BYTES = 8 * 1024 * 1024
#: Index parts read at once (botocore's default connection pool holds 10).
PART_WORKERS = 8

#: Reports a skipped key: ``warn(key, etag, message, *args)`` (the message's first ``%s``
#: is the object's location).
Warn = Callable[..., None]


@dataclass(frozen=True)
class Listing:
    """One ``list()`` snapshot: what later calls answer from without asking S3 again."""

    objects: Mapping[str, tuple[str, int]]  # key -> (ETag, size), every key under the prefix
    files: Mapping[str, tuple[str, ...]]  # folder prefix -> sorted relative file paths
    heads: Mapping[str, Head]  # skill key -> head outcome (served by head())


@dataclass(frozen=True)
class Candidate:
    name: str
    key: str
    layout: Layout
    etag: str
    size: int


def list_objects(client: S3Client, bucket: str, prefix: str) -> dict[str, tuple[str, int]]:
    """Every key under ``prefix`` with its ETag and size (all pages); AWS errors propagate."""
    objects: dict[str, tuple[str, int]] = {}
    params: dict[str, Any] = {"Bucket": bucket, "Prefix": prefix}
    while True:
        page = client.list_objects_v2(**params)
        for item in page.get("Contents", ()):
            objects[item["Key"]] = (item.get("ETag", ""), int(item.get("Size", 0)))
        token = page.get("NextContinuationToken")
        if not page.get("IsTruncated") or not token:
            break
        params["ContinuationToken"] = token
    return objects


def classify(
    objects: Mapping[str, tuple[str, int]], prefix: str, warn: Warn
) -> tuple[list[Candidate], dict[str, tuple[str, ...]], str | None]:
    """Split the listing into skill objects, folder files and the index key; keys that would
    not map back to themselves are reported through ``warn(key, etag, message, rel)``."""
    candidates: list[Candidate] = []
    folders: dict[str, list[str]] = {}
    index_key: str | None = None
    for key in sorted(objects):
        rel = key[len(prefix) :]
        if rel == INDEX_NAME:
            index_key = key
            continue
        if rel.startswith(PART_DIR):
            continue
        key_of = skill_key(rel)
        if key_of is None:
            continue
        name, layout = key_of
        etag, size = objects[key]
        # A folder or file name that breaks the name rule is fine when the frontmatter
        # names the skill (SPEC §1, the registry decides); a key that would not map back
        # to itself (``..``, backslashes, escapes) is never served.
        if not is_canonical(rel):
            warn(key, etag, "ignoring %s: %r is not a plain relative key", rel)
            continue
        candidates.append(Candidate(name, key, layout, etag, size))
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
            warn(key, objects[key][0], "ignoring file %s: not a plain relative path")
    files = {folder: tuple(sorted(paths)) for folder, paths in folders.items()}
    return candidates, files, index_key


def load_index(
    client: S3Client, bucket: str, key: str, etag: str, size: int, *, label: str, location: str
) -> IndexEntries | IndexRoot:
    """The parsed index root (format 1: the entries; format 2: its parts), cached by its
    ETag; ``{}`` when it cannot be used (logged)."""
    cached = INDEX_CACHE.get((bucket, key, etag))
    if cached is not None:
        return cached
    limit = MAX_INDEX_BYTES
    document = _read_document(client, bucket, key, size, limit, label=label, location=location)
    if document is None:
        INDEX_CACHE.put((bucket, key, etag), {}, 1)
        return {}
    data, read_etag = document
    try:
        parsed = parse_document(data)
    except IndexFormatError as exc:
        _ignored(label, "ignoring corrupt index", location, str(exc))
        parsed = {}
    if read_etag != etag:  # changed since the listing: its parts may not match the listing
        return parsed
    INDEX_CACHE.put((bucket, key, etag), parsed, max(len(data), 1))
    return parsed


def part_entries(
    client: S3Client,
    bucket: str,
    prefix: str,
    root: IndexRoot,
    objects: Mapping[str, tuple[str, int]],
    wanted: Iterable[str],
    *,
    label: str,
) -> IndexEntries:
    """The entries of the parts of ``root`` that cover the relative keys in ``wanted``. A part
    the listing lacks, or holds under another ETag or over the cap, and a part that cannot be
    read or parsed are skipped with a warning: those skills are read from their heads."""
    needed: dict[PartRef, None] = {}
    for rel in wanted:
        ref = root.part_of(rel)
        if ref is not None:
            needed[ref] = None
    usable: list[PartRef] = []
    for ref in needed:
        location = f"s3://{bucket}/{prefix}{ref.key}"
        listed = objects.get(prefix + ref.key)
        if listed is None or listed[0] != ref.etag:
            _ignored(label, "ignoring stale index part", location, "not as the root names it")
        elif listed[1] > MAX_PART_BYTES:
            _ignored(label, "ignoring index part", location, f"{listed[1]} bytes")
        else:
            usable.append(ref)

    def load(ref: PartRef) -> IndexEntries:
        return _load_part(client, bucket, prefix, ref, label=label)

    entries: IndexEntries = {}
    if len(usable) <= 1:
        results = map(load, usable)
        for found in results:
            entries.update(found)
        return entries
    with ThreadPoolExecutor(
        max_workers=min(PART_WORKERS, len(usable)), thread_name_prefix="s3-index-part"
    ) as pool:
        for found in pool.map(load, usable):
            entries.update(found)
    return entries


def _load_part(
    client: S3Client, bucket: str, prefix: str, ref: PartRef, *, label: str
) -> IndexEntries:
    key = prefix + ref.key
    cached = INDEX_CACHE.get((bucket, key, ref.etag))
    if cached is not None:
        return cached if not isinstance(cached, IndexRoot) else {}
    location = f"s3://{bucket}/{key}"
    limit = MAX_PART_BYTES
    document = _read_document(client, bucket, key, 0, limit, label=label, location=location)
    if document is None:
        return {}
    data, read_etag = document
    if read_etag != ref.etag:
        _ignored(label, "ignoring stale index part", location, "changed since the listing")
        return {}
    try:
        found = parse_index(data)
    except IndexFormatError as exc:
        _ignored(label, "ignoring corrupt index part", location, str(exc))
        found = {}
    # A part answers for its own range only: another part (or none) holds every other key.
    entries = {k: v for k, v in found.items() if ref.first <= k <= ref.last}
    INDEX_CACHE.put((bucket, key, ref.etag), entries, max(len(data), 1))
    return entries


def _read_document(
    client: S3Client, bucket: str, key: str, size: int, limit: int, *, label: str, location: str
) -> tuple[bytes, str] | None:
    """One index object's bytes and ETag, or ``None`` (logged) when it is over ``limit`` or
    cannot be read."""
    if size > limit:
        _ignored(label, "index", location, f"{size} bytes, limit {limit}")
        return None
    try:
        response = client.get_object(Bucket=bucket, Key=key)
        data = read_body(response, limit)
        read_etag = str(response.get("ETag", ""))
    except (ClientError, BotoCoreError) as exc:
        _ignored(label, "cannot read index", location, describe_aws(exc))
        return None
    if len(data) > limit:
        _ignored(label, "index", location, f"over {limit} bytes")
        return None
    return data, read_etag


def _ignored(label: str, what: str, location: str, why: str) -> None:
    logger.warning(
        "S3 source %s: %s %s (%s); reading those skills' heads", label, what, location, why
    )


def tenant_folders(client: Any, bucket: str, prefix: str) -> tuple[str, ...]:
    """The tenant ids that name a folder right under ``prefix`` (``tenants/``, the snapshot
    or distribution roots): one listing page per 1,000 tenants; names that are no tenant id
    are skipped."""
    found: list[str] = []
    paginator = client.get_paginator("list_objects_v2")
    for page in paginator.paginate(Bucket=bucket, Prefix=prefix, Delimiter="/"):
        for common in page.get("CommonPrefixes", ()):
            tenant = common["Prefix"][len(prefix) :].rstrip("/")
            if TENANT_RE.fullmatch(tenant):
                found.append(tenant)
    return tuple(found)
