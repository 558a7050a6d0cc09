"""The search index of a registry that is not served from a snapshot (a filesystem registry,
``skillsctl search``, an agent embedding the library), built once per registry state (SPEC
§11): building reads every body, so it is worth keeping between queries.

The state is a fingerprint of every served skill: its source (label and where it lives), name,
and what changes whenever its text does (digest, ETag or mtime, store version; the text itself
for inline skills). Two registries with the same fingerprint serve the same documents, so they
share one index; a changed, added or removed skill changes the fingerprint and the next search
builds anew. The cache is process-wide and bounded in bytes (the indexes' own size)."""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Collection

from skills_core.compose.registry import RegistryEntry, SkillRegistry
from skills_core.search import SearchDocument, SearchIndex

#: Total size of the cached indexes (a 1,000-skill index of real skills is ~1-2 MB).
SEARCH_CACHE_BYTES = 48 * 1024 * 1024
#: Fingerprinted fields are joined with this (not found in labels, names or paths we accept).
_SEP = "\x1f"


def _source_identity(entry: RegistryEntry) -> str:
    """Where a source's skills live, so equal keys of two buckets, tables or tenants differ."""
    source = entry.source
    parts = [type(source).__name__, entry.label]
    for attribute in ("root", "bucket", "prefix", "table_name", "tenant"):
        value = getattr(source, attribute, None)
        if isinstance(value, str):
            parts.append(value)
    return _SEP.join(parts)


def _skill_identity(entry: RegistryEntry) -> str | None:
    """What names this version of the skill's text (``None``: nothing does, so its state
    cannot be told and no index of it may be kept)."""
    record = entry.record
    if record.skill is not None or record.content is not None:
        text = record.content if record.content is not None else repr(record.skill)
        state = "text:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    elif record.digest is None and record.etag is None and record.version is None:
        return None
    else:
        state = _SEP.join(
            str(value) for value in (record.digest, record.etag, record.version, record.size)
        )
    return _SEP.join((record.name, record.location or "", state))


def fingerprint(registry: SkillRegistry, names: Collection[str] | None = None) -> str | None:
    """The state of the skills ``registry`` serves (of ``names``, when given), as a digest;
    ``None`` when a source defers a skill's text without saying which version it is."""
    digest = hashlib.sha256()
    for name in registry.names():
        if names is not None and name not in names:
            continue
        entry = registry.entry(name)
        identity = _skill_identity(entry)
        if identity is None:
            return None
        line = _source_identity(entry) + _SEP + identity + "\n"
        digest.update(line.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


class IndexCache:
    """Built indexes by registry fingerprint, least recently used dropped first once their
    bytes pass ``max_bytes``. A build that could not read some body is not kept (the failure
    may be passing: the next search tries again)."""

    def __init__(self, max_bytes: int = SEARCH_CACHE_BYTES) -> None:
        self._max_bytes = max_bytes
        self._items: OrderedDict[str, tuple[SearchIndex, int]] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()
        #: How many indexes this cache had built (what tests count).
        self.builds = 0

    def get_or_build(
        self, key: str | None, build: Callable[[list[str]], list[SearchDocument]]
    ) -> tuple[SearchIndex, tuple[str, ...]]:
        """The index cached under ``key``, else built (and kept unless ``key`` is ``None``)."""
        with self._lock:
            found = self._items.get(key) if key is not None else None
            if found is not None and key is not None:
                self._items.move_to_end(key)
                return found[0], ()
        warnings: list[str] = []
        index = SearchIndex.build(build(warnings))
        size = index.size_bytes
        with self._lock:
            self.builds += 1
            keep = key is not None and not warnings and size <= self._max_bytes
            if keep and key is not None and key not in self._items:
                self._items[key] = (index, size)
                self._bytes += size
                while self._bytes > self._max_bytes:
                    _, (_, dropped) = self._items.popitem(last=False)
                    self._bytes -= dropped
        return index, tuple(warnings)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0

    @property
    def size_bytes(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._items)


#: The process's cache (warm Lambda invocations and repeated library calls reuse it).
INDEXES = IndexCache()


__all__ = ["INDEXES", "SEARCH_CACHE_BYTES", "IndexCache", "fingerprint"]
