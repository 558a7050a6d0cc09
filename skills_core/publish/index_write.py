"""Writing a prefix's frontmatter index after a sync (format: :mod:`skills_core.aws.s3.s3_index`).

Small prefixes get one format-1 object, as before. A prefix whose index would pass one part's
cap gets format 2: the parts first (only those S3 does not hold already: they are named by
their bytes), then the root that names them, so a reader never finds a root naming a part not
yet uploaded. Parts named by neither the new root nor the one it replaces are deleted; the
replaced root's parts stay one sync longer for readers that listed before this one."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from skills_core.aws.s3.s3_index import (
    INDEX_NAME,
    MAX_PART_BYTES,
    PART_DIR,
    IndexEntries,
    IndexFormatError,
    IndexRoot,
    PartRef,
    build_index,
    build_parts,
    build_root,
    parse_document,
    parse_index,
)
from skills_core.publish import apply
from skills_core.publish.plan import Listing, index_state
from skills_core.publish.scan import md5_hex


@dataclass(frozen=True)
class IndexWrite:
    """What writing the index did: the root's state ("written", "unchanged", "would be
    written"), how many parts the root names and how many of them were uploaded or deleted."""

    state: str
    parts: int = 0
    uploaded: int = 0
    deleted: int = 0


def write_prefix_index(
    client: Any,
    bucket: str,
    prefix: str,
    entries: IndexEntries,
    remote: Listing,
    *,
    dry_run: bool,
    part_bytes: int = MAX_PART_BYTES,
) -> IndexWrite:
    """Bring ``prefix``'s index to ``entries`` (``part_bytes``: the parts' cap; tests lower
    it to split a small prefix)."""
    parts = build_parts(entries, part_bytes=part_bytes)
    uploaded = 0
    refs: list[PartRef] = []
    if len(parts) <= 1:
        root = parts[0].data if parts else build_index({})
    else:
        for part in parts:
            held = remote.get(prefix + part.key)
            if held is not None and held[0].strip('"') == md5_hex(part.data):
                refs.append(part.ref(held[0]))
                continue
            uploaded += 1
            etag = f'"{md5_hex(part.data)}"'
            if not dry_run:
                etag = apply.put(client, bucket, prefix + part.key, part.data, "application/json")
            refs.append(part.ref(etag))
        root = build_root(refs)
    wanted = {prefix + ref.key for ref in refs}
    stale = sorted(k for k in remote if k.startswith(prefix + PART_DIR) and k not in wanted)
    state = index_state(remote.get(prefix + INDEX_NAME), md5_hex(root), dry_run=dry_run)
    if dry_run:
        return IndexWrite(state, len(refs), uploaded, 0)
    previous: set[str] = set()
    if stale and state == "written":
        previous = {prefix + ref.key for ref in _root_parts(client, bucket, prefix)}
    if state == "written":
        apply.write_index(client, bucket, prefix, root)
    doomed = [key for key in stale if key not in previous]
    if doomed:
        apply.delete(client, bucket, doomed)
    return IndexWrite(state, len(refs), uploaded, len(doomed))


def _root_parts(client: Any, bucket: str, prefix: str) -> tuple[PartRef, ...]:
    """The parts the prefix's current root names (none when it is format 1 or unreadable)."""
    data = apply.get_bytes(client, bucket, prefix + INDEX_NAME)
    if data is None or len(data) > MAX_PART_BYTES:
        return ()
    try:
        document = parse_document(data)
    except IndexFormatError:
        return ()
    return document.parts if isinstance(document, IndexRoot) else ()


def read_prefix_index(
    client: Any, bucket: str, prefix: str, wanted: Iterable[str] | None = None
) -> IndexEntries:
    """The prefix's current entries (of the keys in ``wanted``, relative to the prefix, when
    given; only the parts that cover them are read); empty when missing or unreadable (a stale
    or broken index only costs the readers ranged GETs)."""
    data = apply.get_bytes(client, bucket, prefix + INDEX_NAME)
    if data is None or len(data) > MAX_PART_BYTES:
        return {}
    try:
        document = parse_document(data)
    except IndexFormatError:
        return {}
    if not isinstance(document, IndexRoot):
        return document
    refs = list(document.parts)
    if wanted is not None:
        needed = {ref for rel in wanted if (ref := document.part_of(rel)) is not None}
        refs = [ref for ref in refs if ref in needed]
    entries: IndexEntries = {}
    for ref in refs:
        part = apply.get_bytes(client, bucket, prefix + ref.key)
        if part is None or len(part) > MAX_PART_BYTES:
            continue
        try:
            found = parse_index(part)
        except IndexFormatError:
            continue
        entries.update((k, v) for k, v in found.items() if ref.first <= k <= ref.last)
    return entries


__all__ = ["IndexWrite", "read_prefix_index", "write_prefix_index"]
