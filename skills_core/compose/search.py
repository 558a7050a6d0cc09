"""``search_skills`` over a registry (SPEC §11): BM25F over the served skills' names,
descriptions, tags and bodies. The library builds its index from the registry once per
registry state (bodies read through the sources; :mod:`skills_core.compose.search_cache`), so a
repeated query costs the ranking alone; the service searches catalog snapshots' indexes and
uses the same cache for sources that have none."""

from __future__ import annotations

from collections.abc import Collection, Container, Sequence

from skills_core.compose.registry import SkillRegistry
from skills_core.compose.search_cache import INDEXES, fingerprint
from skills_core.errors import BadRequestError, describe_error
from skills_core.search import SearchDocument, SearchHit, SearchIndex
from skills_core.search.index import MAX_LIMIT

MAX_QUERY_CHARS = 1000


def check_query(query: object, limit: object) -> tuple[str, int]:
    """The bounds every entry point applies: 1-1000 characters, 1-50 hits."""
    if not isinstance(query, str) or not query.strip() or len(query) > MAX_QUERY_CHARS:
        raise BadRequestError(
            f"the search query must be 1-{MAX_QUERY_CHARS} characters of text describing the task"
        )
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
        raise BadRequestError(f"limit must be a whole number from 1 to {MAX_LIMIT}")
    return query, limit


def registry_documents(
    registry: SkillRegistry,
    *,
    bodies: bool = True,
    names: Container[str] | None = None,
    warnings: list[str] | None = None,
) -> list[SearchDocument]:
    """One document per served skill (of ``names``, when given); a body that cannot be read
    is searched without it (and a warning goes to ``warnings``, else the registry's)."""
    warned = registry.warnings if warnings is None else warnings
    documents = []
    for meta in registry.metadata():
        if names is not None and meta.name not in names:
            continue
        body = ""
        if bodies:
            try:
                body = registry.get_body(meta.name)
            except Exception as exc:  # search still finds it by name and description
                warned.append(f'Skill "{meta.name}": body not searchable: {describe_error(exc)}')
        documents.append(SearchDocument(meta.name, meta.description, meta.tags, body))
    return documents


def registry_index(
    registry: SkillRegistry,
    *,
    names: Collection[str] | None = None,
    warnings: list[str] | None = None,
) -> SearchIndex:
    """The index of the skills ``registry`` serves (of ``names``), built once per registry
    state; the warnings of its build go to ``warnings`` (else the registry's) every time."""
    chosen = frozenset(names) if names is not None else None
    key = registry.memo(("search-fingerprint", chosen), lambda: fingerprint(registry, chosen))
    index, built = INDEXES.get_or_build(
        key, lambda warned: registry_documents(registry, names=chosen, warnings=warned)
    )
    target = registry.warnings if warnings is None else warnings
    target.extend(message for message in built if message not in target)
    return index


def search_skills(
    registry: SkillRegistry, query: str, *, limit: int = 5, tags: Sequence[str] = ()
) -> list[SearchHit]:
    """The ``limit`` skills of ``registry`` that best match ``query`` (all of ``tags``)."""
    query, limit = check_query(query, limit)
    return registry_index(registry).search(query, limit=limit, tags=tuple(tags))


__all__ = [
    "MAX_LIMIT",
    "MAX_QUERY_CHARS",
    "check_query",
    "registry_documents",
    "registry_index",
    "search_skills",
]
