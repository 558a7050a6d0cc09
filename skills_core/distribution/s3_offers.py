"""What an S3 prefix offers the distribution, read from its catalog snapshot, and what changed
between two snapshots of it (added, changed, removed names): the input of
:meth:`~skills_core.distribution.derive.Derivation.apply_offers`.

An S3 skill has no version number; its version is ``s3-`` and 16 hex digits of a hash of
its objects' keys and ETags (SKILL.md and every file), so any changed byte makes a new
version (a new archive, a Published event) and an unchanged skill keeps its version, its
archive and its digest across republications."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

from skills_core.distribution.index import SKILL_MD
from skills_core.distribution.state import Offer
from skills_core.format.field_rules import NAME_RE
from skills_core.snapshot.model import Snapshot

VERSION_PREFIX = "s3-"
VERSION_HEX = 16


def offers_of(snapshot: Snapshot | None) -> dict[str, Offer]:
    """name -> offer of every skill in an S3 scope's snapshot (``None``: no snapshot yet)."""
    if snapshot is None:
        return {}
    found: dict[str, Offer] = {}
    for entry in sorted(snapshot.entries, key=lambda e: e.location):
        base = f"{entry.source}/"
        if not entry.location.startswith(base) or entry.name in found:
            continue
        if not NAME_RE.fullmatch(entry.name):
            continue
        key = snapshot.scope + entry.location[len(base) :]
        folder = key.rsplit("/", 1)[0] + "/" if entry.layout == "folder" else None
        files = {SKILL_MD: key}
        if folder is not None:
            files.update({path: folder + path for path, _size, _digest in entry.files})
        found[entry.name] = Offer(
            version=content_version(files, snapshot.listing),
            digest=entry.digest or "",
            files=files,
        )
    return found


def content_version(files: Mapping[str, str], listing: Mapping[str, str]) -> str:
    """``s3-<hex>`` of the files' paths, keys and ETags (as listed)."""
    digest = hashlib.sha256()
    for path in sorted(files):
        key = files[path]
        digest.update(f"{path}\0{key}\0{listing.get(key, '')}\n".encode())
    return VERSION_PREFIX + digest.hexdigest()[:VERSION_HEX]


def changed_offers(old: Snapshot | None, new: Snapshot) -> dict[str, Offer | None]:
    """The names whose offer differs between two snapshots of one scope (``None``: removed)."""
    before, after = offers_of(old), offers_of(new)
    return {
        name: after.get(name)
        for name in sorted(set(before) | set(after))
        if before.get(name) != after.get(name)
    }


__all__ = ["VERSION_HEX", "VERSION_PREFIX", "changed_offers", "content_version", "offers_of"]
