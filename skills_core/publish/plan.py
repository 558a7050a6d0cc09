"""What a publish should do, decided from the local skills and the remote listing alone: pure
functions, so the rules (what counts as unchanged, what ``--delete`` may touch, which index
entries survive) are tested without S3."""

from __future__ import annotations

import mimetypes
from collections.abc import Iterable, Mapping
from enum import Enum

from skills_core.aws.s3.s3_index import INDEX_NAME, IndexEntries
from skills_core.format.layout import MARKDOWN_SUFFIX, folder_of, skill_key
from skills_core.publish.scan import LocalFile, LocalSkill

#: ``{key: (ETag as ListObjectsV2 returns it, size)}``.
Listing = Mapping[str, tuple[str, int]]
MARKDOWN_TYPE = "text/markdown; charset=utf-8"


class FileAction(Enum):
    UPLOAD = "upload"
    UNCHANGED = "unchanged"
    #: Same size, another ETag: a multipart or SSE-KMS ETag is no MD5, so the content decides.
    COMPARE = "compare"


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def file_action(local: LocalFile, remote: tuple[str, int] | None) -> FileAction:
    """The ETag of a single-part upload is the MD5 of the content: equal means unchanged."""
    if remote is None:
        return FileAction.UPLOAD
    etag, size = remote
    if etag.strip('"').lower() == local.md5:
        return FileAction.UNCHANGED
    return FileAction.COMPARE if size == local.size else FileAction.UPLOAD


def content_type(key: str) -> str:
    if key.endswith(MARKDOWN_SUFFIX):
        return MARKDOWN_TYPE
    guessed, _ = mimetypes.guess_type(key)
    return guessed or "application/octet-stream"


def managed(rel: str, folders: set[str]) -> bool:
    """Keys ``sync --delete`` may remove: loose ``.md`` files at the top of the prefix and
    everything in a skill folder. Other keys (``tenants/`` below a bucket-root prefix, a
    folder without SKILL.md) are never touched."""
    if rel == INDEX_NAME:
        return False
    top = folder_of(rel)
    return rel.endswith(MARKDOWN_SUFFIX) if top is None else top in folders


def extra_keys(skills: Iterable[LocalSkill], remote: Iterable[str], prefix: str) -> list[str]:
    """Remote keys under ``prefix`` that no local file matches and that sync manages, sorted:
    what ``--delete`` removes, or what is kept without it."""
    skills = list(skills)
    remote = list(remote)
    local_keys = {prefix + f.rel for skill in skills for f in skill.files}
    folders = {s.folder for s in skills if s.folder is not None}
    for key in remote:
        found = skill_key(key[len(prefix) :])
        if found is not None and found[1] == "folder":
            folders.add(found[0])
    return sorted(
        key for key in remote if key not in local_keys and managed(key[len(prefix) :], folders)
    )


def kept_skill_files(kept: Iterable[str], prefix: str) -> list[str]:
    """The skill files (relative keys) among kept remote keys: their index entries may carry
    over."""
    rels = (key[len(prefix) :] for key in kept)
    return [rel for rel in rels if skill_key(rel) is not None]


def carried_entries(
    old: IndexEntries, remote: Listing, prefix: str, wanted: Iterable[str]
) -> IndexEntries:
    """Entries of the current index for kept skills whose ETag still matches the listing;
    others are left to the readers' ranged GETs."""
    carried: IndexEntries = {}
    for rel in wanted:
        entry = old.get(rel)
        current = remote.get(prefix + rel)
        if entry is not None and current is not None and entry[0] == current[0]:
            carried[rel] = entry
    return carried


def index_state(current: tuple[str, int] | None, index_md5: str, *, dry_run: bool) -> str:
    """``unchanged`` when the index object already holds these bytes, else what the sync
    does with it."""
    if current is not None and current[0].strip('"') == index_md5:
        return "unchanged"
    return "would be written" if dry_run else "written"


__all__ = [
    "MARKDOWN_TYPE",
    "FileAction",
    "Listing",
    "carried_entries",
    "content_type",
    "extra_keys",
    "file_action",
    "index_state",
    "kept_skill_files",
    "managed",
    "plural",
]
