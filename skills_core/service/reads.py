"""Read use cases: the catalog, one skill, its files, its version history. Reads fail open:
a broken source becomes a warning, never an error."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from skills_core.compose.catalog_listing import Catalogued
from skills_core.compose.registry import SkillRegistry
from skills_core.errors import (
    BadRequestError,
    SkillInvalidError,
    SkillNotFoundError,
    check_pattern,
)
from skills_core.format.fields import NAME_RE
from skills_core.format.layout import SKILL_FILE
from skills_core.model import ChangelogEntry, SkillMetadata
from skills_core.prompt.activation import read_skill_file
from skills_core.prompt.catalog import build_skill_catalog
from skills_core.prompt.tools import tool_definitions
from skills_core.service import paging
from skills_core.service.resources import SkillResources
from skills_core.service.tenants import TenantView
from skills_core.sources.base import GovernedStore

#: A version number has at most this many digits (DynamoDB sort keys pad to 10).
MAX_VERSION_DIGITS = 10
#: How the registry's warning about a source it skipped begins (``Skill source "<label>"
#: failed and was skipped: ...``).
SOURCE_FAILED_PREFIX = "Skill source "


@dataclass(frozen=True)
class CatalogView:
    """One page of the catalog's metadata, with the catalog text and the tools of the whole
    tenant (they never depend on the page)."""

    skills: tuple[SkillMetadata, ...]
    catalog: str
    tools: tuple[dict[str, Any], ...]
    warnings: tuple[str, ...]
    #: Where the next page starts (``None``: this is the last page).
    next_cursor: str | None = None
    #: Skills the tenant serves in all (every page).
    total: int = 0
    #: Sources that could not be listed and were skipped (not skills read with a warning).
    failed_sources: int = 0
    #: Catalog snapshots that could not be read, so their sources were listed instead.
    snapshot_fallbacks: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "skills": [m.to_dict() for m in self.skills],
            "catalog": self.catalog,
            "tools": list(self.tools),
            "warnings": list(self.warnings),
            "next_cursor": self.next_cursor,
        }


@dataclass(frozen=True)
class SkillDetail:
    metadata: SkillMetadata
    files: tuple[str, ...]
    #: The served version's status, labels and digest (``VersionState.to_dict()``).
    state: Mapping[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return {**self.metadata.to_dict(), **self.state, "files": list(self.files)}


@dataclass(frozen=True)
class VersionText:
    name: str
    version: int
    content: str
    status: str | None = None
    digest: str | None = None
    findings: tuple[Mapping[str, Any], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "content": self.content,
            "status": self.status,
            "digest": self.digest,
            "findings": [dict(f) for f in self.findings],
        }


def catalog(
    view: TenantView,
    *,
    style: str,
    max_chars: int | None,
    flavor: str,
    limit: int | None = None,
    cursor: str | None = None,
) -> CatalogView:
    """One page of metadata (``limit``, default and at most 1000, after ``cursor``), and the
    catalog text and tools of every skill. Above ``SKILLS_SEARCH_THRESHOLD`` skills the text
    gets ``SKILLS_CATALOG_MAX_CHARS`` unless ``max_chars`` is given, and the tools offer
    ``search_skills`` instead of an enum of every name (SPEC §11)."""
    size = paging.check_limit(limit)
    query = {"label": view.label, "style": style, "flavor": flavor, "max_chars": max_chars}
    bound = paging.binding(view.tenant, query)
    after = paging.decode(bound, cursor)  # a bad cursor is refused before anything is read
    registry = view.catalogued
    metadata = registry.metadata()
    large = len(metadata) > view.settings.search_threshold
    budget = max_chars
    if budget is None and large:
        budget = view.settings.catalog_max_chars
    # Rendered once per composed registry (warm requests reuse it): no per-skill work.
    try:
        text = registry.memo(
            ("catalog", style, budget),
            lambda: build_skill_catalog(metadata, style=style, max_chars=budget),
        )
    except SkillInvalidError as exc:
        where = "max_chars" if max_chars is not None else "SKILLS_CATALOG_MAX_CHARS"
        raise BadRequestError(f"{where}: {exc.message}") from None
    tools = copy.deepcopy(
        registry.memo(
            ("tools", style, flavor, large),
            lambda: tool_definitions(registry, style=style, flavor=flavor, search=large),
        )
    )
    chosen, more = paging.page(metadata, after=after, limit=size)
    next_cursor = paging.encode(bound, chosen[-1].name) if more and chosen else None
    return CatalogView(
        tuple(chosen),
        text,
        tuple(tools),
        tuple(view.warnings),
        next_cursor=next_cursor,
        total=len(metadata),
        failed_sources=failed_sources(registry),
        snapshot_fallbacks=view.composition.fallbacks,
    )


def failed_sources(registry: Catalogued) -> int:
    """How many of the registry's sources could not be listed (and were skipped). A skill
    loaded with a warning, or skipped as invalid, is no failed source."""
    failed = 0
    for source in registry.sources:
        label = getattr(source, "label", type(source).__name__)
        prefix = f'{SOURCE_FAILED_PREFIX}"{label}" failed'
        failed += any(warning.startswith(prefix) for warning in registry.warnings)
    return failed


def skill_detail(registry: SkillRegistry, name: str, state: Any) -> SkillDetail:
    """``registry`` serves the version asked for and ``state`` describes it (see
    ``service.versions``)."""
    metadata = registry.get(name)
    if metadata is None:
        raise SkillNotFoundError(f'Unknown skill "{name}".', registry.names())
    return SkillDetail(metadata, tuple(registry.list_files(name)), state.to_dict())


def skill_file(view: TenantView, name: str, path: str) -> str:
    """A file beside SKILL.md, or SKILL.md itself exactly as served (the bytes MCP serves and
    digests), a store skill's included: it has no folder, yet a plain HTTP client can fetch
    its raw file (SPEC §6)."""
    if path == SKILL_FILE:
        return SkillResources(view).text(name)
    return read_skill_file(view.registry, name, path)


def checked_name(name: str) -> str:
    """Names that break the §1 pattern never reach a store key."""
    return check_pattern(
        name,
        NAME_RE,
        "skill name",
        "use 1-64 of a-z, 0-9, '-', '_', starting with a letter or digit",
    )


#: What a bad version number is told (never the value sent: it may be anything).
VERSION_RULE = (
    f"version must be a positive whole number of at most {MAX_VERSION_DIGITS} ASCII digits, "
    "such as 2 (the store's version number, not a release name)"
)


def version_number(text: str | int) -> int:
    """A positive whole number of ASCII digits (``²`` and ``①`` are digits to ``isdigit``;
    a 5,000-digit number is refused before ``int`` sees it)."""
    if isinstance(text, int) and not isinstance(text, bool):
        number = text
    elif (
        isinstance(text, str)
        and 0 < len(text) <= MAX_VERSION_DIGITS
        and text.isascii()
        and text.isdigit()
    ):
        number = int(text)
    else:
        raise BadRequestError(VERSION_RULE)
    if not 1 <= number < 10**MAX_VERSION_DIGITS:
        raise BadRequestError(VERSION_RULE)
    return number


def changelog(view: TenantView, name: str) -> list[ChangelogEntry]:
    return view.require_store().versions(checked_name(name))


def version_text(view: TenantView, name: str, version: str | int) -> VersionText:
    """Any version's full text by number (whatever its status: versions stay readable), with
    its status, digest and the scanner's findings when the store keeps them."""
    number = version_number(version)
    name = checked_name(name)
    store = view.require_store()
    if not isinstance(store, GovernedStore):
        return VersionText(name, number, store.read_version(name, number))
    stored = store.stored_version(name, number)
    lifecycle = store.lifecycle(name)
    status = lifecycle.statuses.get(number) if lifecycle is not None else None
    return VersionText(name, number, stored.content, status, stored.digest, stored.findings)


__all__ = [
    "CatalogView",
    "SkillDetail",
    "VersionText",
    "catalog",
    "changelog",
    "checked_name",
    "failed_sources",
    "skill_detail",
    "skill_file",
    "version_number",
    "version_text",
]
