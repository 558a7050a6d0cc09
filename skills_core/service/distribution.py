"""The distribution documents an authenticated caller reads (SPEC §13.2): the index of its
tenant's default label as the derivation stored it, with the caller's own ``url`` values, and
a served version's archive. Without derived artifacts (no bucket) the index is empty."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from skills_core.distribution import keys
from skills_core.distribution.index import IndexEntry, archive_name, document, stored_entries
from skills_core.distribution.ports import ArtifactStore


def entries(artifacts: ArtifactStore | None, tenant: str, label: str) -> dict[str, IndexEntry]:
    if artifacts is None:
        return {}
    found = artifacts.get(keys.index_key(tenant, label))
    return stored_entries(found.data if found is not None else None)


def index(
    artifacts: ArtifactStore | None, tenant: str, label: str, url: Callable[[IndexEntry], str]
) -> dict[str, Any]:
    return document(entries(artifacts, tenant, label).values(), url)


def archive(
    artifacts: ArtifactStore | None, tenant: str, label: str, name: str, filename: str
) -> bytes | None:
    """The archive ``<version>.tar.gz`` of ``name`` when that is the version ``label``
    serves, else ``None``."""
    entry = entries(artifacts, tenant, label).get(name)
    if artifacts is None or entry is None or filename != archive_name(entry.version):
        return None
    found = artifacts.get(keys.archive_key(tenant, name, entry.version))
    return found.data if found is not None else None


__all__ = ["archive", "entries", "index"]
