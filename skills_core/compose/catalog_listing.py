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
    """What stays of one skill: its metadata (``None`` when only who serves it is wanted)
    and what shadowing compares."""

    metadata: SkillMetadata | None
    priority: int
    position: int
    layout: str | None
    location: str | None
    label: str
    inline: bool = False


class Locals(Protocol):
    """One source's own winners by name (:func:`local_winners`, or a cache of it): the
    returned dict is read, never changed, by the caller."""

    def __call__(
        self, source: Walkable, position: int, warn: Callable[[str], None], metadata: bool
    ) -> dict[str, Winner]: ...


def compose_winners(
    sources: Sequence[Walkable],
    warn: Callable[[str], None],
    *,
    metadata: bool = True,
    locals_of: Locals | None = None,
) -> dict[str, Winner]:
    """Each served name's winner over ``sources`` in order, a record at a time; a source
    whose walk fails is skipped with the registry's warning (fail open). ``locals_of``
    gives each source's own winners (default: walked now)."""
    winners: dict[str, Winner] = {}
    local_of = locals_of or local_winners
    with collector_paused():
        for position, source in enumerate(sources):
            try:
                local = local_of(source, position, warn, metadata)
            except Exception as exc:  # fail open, as a registry does for a source
                warn(source_skipped(source.label, exc))
                continue
            shadow(winners, None, local)
    return winners


def local_winners(
    source: Walkable, position: int, warn: Callable[[str], None], metadata: bool
) -> dict[str, Winner]:
    """``source``'s own winner of each name, walked a record at a time."""
    return walk_winners(source, position, warn, metadata)[0]


def walk_winners(
    source: Walkable, position: int, warn: Callable[[str], None], metadata: bool
) -> tuple[dict[str, Winner], bool]:
    """:func:`local_winners`, and whether every record is listed under its own name (so the
    names an overlay replaces are exactly the winners to drop)."""
    local: dict[str, Winner] = {}
    plain = True
    for record in source.walk():
        skill = record.header
        if skill is None:  # a snapshot record always has one
            continue
        plain = plain and record.name == skill.name
        entry = RegistryEntry(skill, record, source, position, False)
        winner = Winner(
            entry.metadata if metadata else None,
            skill.priority,
            position,
            record.layout,
            record.location,
            entry.label,
        )
        add_local(local, skill.name, winner, source.label, warn)
    return local, plain


class _Warned:
    warnings: list[str]

    def _warn(self, message: str) -> None:
        self.warnings.append(message)
        logger.warning(message)


class CatalogListing(_Warned):
    """Every served skill's metadata, composed from ``sources`` in order (the registry's
    duck type for the reads that need no more: ``names``, ``metadata``, ``get``, ``memo``,
    ``warnings``, ``sources``)."""

    def __init__(self, sources: Sequence[Walkable], locals_of: Locals | None = None) -> None:
        self.sources: tuple[SkillSource, ...] = tuple(sources)
        self.warnings = []
        winners = compose_winners(sources, self._warn, locals_of=locals_of)
        self._metadata = tuple(_metadata(winners[name]) for name in sorted(winners))
        self._by_name = {meta.name: meta for meta in self._metadata}
        self._memo = Memo()

    def names(self) -> list[str]:
        return [meta.name for meta in self._metadata]

    def metadata(self) -> list[SkillMetadata]:
        return list(self._metadata)

    def get(self, name: str) -> SkillMetadata | None:
        return self._by_name.get(name)

    def memo(self, key: Hashable, compute: Callable[[], T]) -> T:
        """As :meth:`SkillRegistry.memo`: computed once per key (a listing never changes)."""
        return self._memo(key, compute)

    def served_by(self) -> dict[str, str]:
        return served_map(self)


class ServedBy(_Warned):
    """Which source serves each name, and the listing's warnings: all a search needs of the
    composition (its hits come from the indexes). Composed by the same rules as a listing
    but keeping no metadata: about a quarter of a listing's memory."""

    def __init__(self, sources: Sequence[Walkable], locals_of: Locals | None = None) -> None:
        self.warnings = []
        winners = compose_winners(sources, self._warn, metadata=False, locals_of=locals_of)
        self.labels = {name: winner.label for name, winner in winners.items()}

    def served_by(self) -> dict[str, str]:
        return self.labels


def served_map(catalogued: Catalogued) -> dict[str, str]:
    """Which source serves each name of a composed catalog (a registry or a listing),
    computed once per catalog."""
    return catalogued.memo(
        ("served-by",), lambda: {m.name: m.source for m in catalogued.metadata()}
    )


def _metadata(winner: Winner) -> SkillMetadata:
    assert winner.metadata is not None  # composed with metadata
    return winner.metadata


__all__ = [
    "CatalogListing",
    "Catalogued",
    "Locals",
    "ServedBy",
    "Walkable",
    "Winner",
    "compose_winners",
    "local_winners",
    "served_map",
    "walk_winners",
]
