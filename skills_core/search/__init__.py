"""Skill search: a BM25F index over name, description, tags and body, small enough to ship
in a per-tenant snapshot and fast to load on a cold start."""

from .index import SearchDocument, SearchHit, SearchIndex, search_documents

__all__ = ["SearchDocument", "SearchHit", "SearchIndex", "search_documents"]
