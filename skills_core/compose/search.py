"""``search_skills`` over a registry (SPEC §11): BM25F over the served skills' names,
descriptions, tags and bodies. The library builds its index from the registry on each call
(bodies read through the sources); the service searches catalog snapshots' indexes instead."""

from __future__ import annotations

from collections.abc import Container, Sequence

from skills_core.compose.registry import SkillRegistry
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


def search_skills(
    registry: SkillRegistry, query: str, *, limit: int = 5, tags: Sequence[str] = ()
) -> list[SearchHit]:
    """The ``limit`` skills of ``registry`` that best match ``query`` (all of ``tags``)."""
    query, limit = check_query(query, limit)
    index = SearchIndex.build(registry_documents(registry))
    return index.search(query, limit=limit, tags=tuple(tags))


__all__ = ["MAX_LIMIT", "MAX_QUERY_CHARS", "check_query", "registry_documents", "search_skills"]
