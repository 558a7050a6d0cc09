"""Reading an S3 prefix's listing: every key with its ETag and size, split into skill objects
(folder and loose layouts), the files beside folder skills and the sync-written frontmatter
index, which is parsed once per ETag."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from botocore.exceptions import BotoCoreError, ClientError

from skills_core.aws.s3_index import INDEX_NAME, IndexEntries, IndexFormatError, parse_index
from skills_core.aws.s3_objects import INDEX_CACHE, Head, describe_aws, read_body
from skills_core.format.layout import SKILL_FILE, skill_key
from skills_core.format.paths import is_canonical
from skills_core.model import Layout

if TYPE_CHECKING:
    from mypy_boto3_s3 import S3Client

logger = logging.getLogger("skills_core")

#: A larger index is ignored (discovery falls back to ranged GETs).
MAX_INDEX_BYTES = 8 * 1024 * 1024

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
) -> IndexEntries:
    """The parsed index, cached by its ETag; ``{}`` when it cannot be used (logged)."""
    cached = INDEX_CACHE.get((bucket, key, etag))
    if cached is not None:
        return cached
    if size > MAX_INDEX_BYTES:
        logger.warning(
            "S3 source %s: index %s is %d bytes (limit %d); reading each skill's head",
            label,
            location,
            size,
            MAX_INDEX_BYTES,
        )
        return {}
    try:
        response = client.get_object(Bucket=bucket, Key=key)
        data = read_body(response, MAX_INDEX_BYTES)
        read_etag = response.get("ETag", etag)
    except (ClientError, BotoCoreError) as exc:
        logger.warning(
            "S3 source %s: cannot read index %s (%s); reading each skill's head",
            label,
            location,
            describe_aws(exc),
        )
        return {}
    try:
        index = parse_index(data) if len(data) <= MAX_INDEX_BYTES else None
    except IndexFormatError as exc:
        logger.warning(
            "S3 source %s: ignoring corrupt index %s (%s); reading each skill's head",
            label,
            location,
            exc,
        )
        index = None
    if index is None:
        INDEX_CACHE.put((bucket, key, read_etag), {}, 1)
        return {}
    INDEX_CACHE.put((bucket, key, read_etag), index, len(data))
    return index
