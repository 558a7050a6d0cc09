"""The search use case (SPEC §11): the tenant's served skills ranked by BM25F over name,
description, tags and body, from the indexes stored with the catalog snapshots, so a query
reads no body. Each source answers for the names it serves (a name shadowed by a later source
is left out of the earlier one's hits); a scope's writes since its index was built (the
snapshot's ``recent`` documents and the store's catalog overlay) are scored with that index's
statistics; a source with no snapshot (a fallback) is indexed from its registry, bodies
included, once per state of what it serves (the library's cache)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from skills_core.compose.search import check_query, registry_index
from skills_core.errors import BadRequestError
from skills_core.search import SearchHit
from skills_core.service.tenants import TenantView
from skills_core.snapshot.build import search_document_of
from skills_core.snapshot.sources import SnapshotSource

#: A query filters by at most this many tags, each at most this long.
MAX_TAGS = 10
MAX_TAG_CHARS = 64


@dataclass(frozen=True)
class SearchResults:
    query: str
    hits: tuple[SearchHit, ...]
    warnings: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "query": self.query,
            "hits": [hit.to_dict() for hit in self.hits],
            "warnings": list(self.warnings),
        }


def check_tags(tags: Sequence[str]) -> tuple[str, ...]:
    if isinstance(tags, str):
        tags = (tags,)
    if len(tags) > MAX_TAGS:
        raise BadRequestError(f"at most {MAX_TAGS} tags may filter a search, got {len(tags)}")
    for tag in tags:
        if not isinstance(tag, str) or not tag.strip() or len(tag) > MAX_TAG_CHARS:
            raise BadRequestError(f"each tag must be 1-{MAX_TAG_CHARS} characters of text")
    return tuple(tags)


class _NotServedBy:
    """The names a source must not answer for: those another source serves."""

    def __init__(self, served: Mapping[str, str], label: str) -> None:
        self._served = served
        self._label = label

    def __contains__(self, name: object) -> bool:
        return not isinstance(name, str) or self._served.get(name) != self._label


def search(
    view: TenantView, query: str, *, limit: int = 5, tags: Sequence[str] = ()
) -> SearchResults:
    query, limit = check_query(query, limit)
    wanted = check_tags(tags)
    # Which source serves each name: once per composed catalog (warm requests reuse it).
    served = view.served_by()
    serving = set(served.values())
    hits: list[SearchHit] = []
    warnings = list(view.warnings)
    unindexed: set[str] = set()
    for source in view.composition.sources:
        if source.label not in serving:
            continue
        index = source.index() if isinstance(source, SnapshotSource) else None
        if index is None or not isinstance(source, SnapshotSource):
            if isinstance(source, SnapshotSource):
                warnings.append(
                    f'The search index of source "{source.label}" could not be read; its '
                    "skills were indexed from their bodies."
                )
            unindexed.add(source.label)
            continue
        skip = _NotServedBy(served, source.label)
        extra = [
            document
            for document in map(search_document_of, source.recent)
            if document.name not in skip
        ]
        exclude = _Either(skip, source.removed)
        hits.extend(index.search(query, limit=limit, tags=wanted, exclude=exclude, extra=extra))
    if unindexed:
        # Listed sources (no snapshot): index what they serve, bodies read through them.
        names = {name for name, label in served.items() if label in unindexed}
        index = registry_index(view.registry, names=names, warnings=warnings)
        hits.extend(index.search(query, limit=limit, tags=wanted))
    hits.sort(key=lambda hit: (-hit.score, hit.name))
    return SearchResults(query, tuple(hits[:limit]), tuple(warnings))


class _Either:
    def __init__(self, *parts: _NotServedBy | set[str]) -> None:
        self._parts = parts

    def __contains__(self, name: object) -> bool:
        return any(name in part for part in self._parts)


__all__ = ["MAX_TAGS", "MAX_TAG_CHARS", "SearchResults", "check_tags", "search"]
