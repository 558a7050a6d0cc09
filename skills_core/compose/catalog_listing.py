"""A tenant's catalog composed without a registry: the reads that need every served skill's
metadata and nothing more (a catalog page and its text, a search's served names, the names
of MCP ``skills/list``) at any size.

A registry keeps, per skill, its parsed header, its record and its source (with the decoded
snapshot beneath them): about 2.4 KB a skill, 480 MB at 100,000 + 100,000. Here each source
is walked a record at a time (a stored snapshot is never decoded whole) and only a compact
winner stays per name: its catalog metadata and what shadowing compares. The rules are the
registry's own (:func:`~skills_core.compose.registry.add_local`, ``shadow``, ``beats``,
``prefer_layout``, ``RegistryEntry.metadata``), so both compose the same catalog with the
same warnings (a test compares them)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from skills_core.compose.bulk import collector_paused
from skills_core.compose.registry import RegistryEntry
from skills_core.compose.rules import Memo, add_local, shadow, source_skipped
from skills_core.model import SkillMetadata, SkillRecord
from skills_core.sources.base import SkillSource

logger = logging.getLogger("skills_core")

T = TypeVar("T")


class Walkable(SkillSource, Protocol):
    """A source whose listing can be walked a record at a time, every record's header
    already parsed (a snapshot's)."""

    def walk(self) -> Iterator[SkillRecord]: ...


class Catalogued(Protocol):
    """What the whole-tenant reads use of a composed catalog: a registry, or a listing."""

    @property
    def sources(self) -> tuple[SkillSource, ...]: ...
    @property
    def warnings(self) -> list[str]: ...
    def names(self) -> list[str]: ...
    def metadata(self) -> list[SkillMetadata]: ...
    def get(self, name: str) -> SkillMetadata | None: ...
    def memo(self, key: Hashable, compute: Callable[[], T]) -> T: ...


@dataclass(slots=True, eq=False)
class Winner:
    """What stays of one skill: its metadata and what shadowing compares."""

    metadata: SkillMetadata
    priority: int
    position: int
    layout: str | None
    location: str | None
    label: str
    inline: bool = False


class CatalogListing:
    """Every served skill's metadata, composed from ``sources`` in order (the registry's
    duck type for the reads that need no more: ``names``, ``metadata``, ``get``, ``memo``,
    ``warnings``, ``sources``)."""

    def __init__(self, sources: Sequence[Walkable]) -> None:
        self.sources: tuple[SkillSource, ...] = tuple(sources)
        self.warnings: list[str] = []
        winners: dict[str, Winner] = {}
        with collector_paused():
            for position, source in enumerate(sources):
                try:
                    local = self._local(source, position)
                except Exception as exc:  # fail open, as a registry does for a source
                    self._warn(source_skipped(source.label, exc))
                    continue
                shadow(winners, None, local)
            self._metadata = tuple(winners[name].metadata for name in sorted(winners))
        self._by_name = {meta.name: meta for meta in self._metadata}
        self._memo = Memo()

    def _local(self, source: Walkable, position: int) -> dict[str, Winner]:
        local: dict[str, Winner] = {}
        for record in source.walk():
            skill = record.header
            if skill is None:  # a snapshot record always has one
                continue
            entry = RegistryEntry(skill, record, source, position, False)
            winner = Winner(
                entry.metadata,
                skill.priority,
                position,
                record.layout,
                record.location,
                entry.label,
            )
            add_local(local, skill.name, winner, source.label, self._warn)
        return local

    def _warn(self, message: str) -> None:
        self.warnings.append(message)
        logger.warning(message)

    def names(self) -> list[str]:
        return [meta.name for meta in self._metadata]

    def metadata(self) -> list[SkillMetadata]:
        return list(self._metadata)

    def get(self, name: str) -> SkillMetadata | None:
        return self._by_name.get(name)

    def memo(self, key: Hashable, compute: Callable[[], T]) -> T:
        """As :meth:`SkillRegistry.memo`: computed once per key (a listing never changes)."""
        return self._memo(key, compute)


__all__ = ["CatalogListing", "Catalogued", "Walkable", "Winner"]
