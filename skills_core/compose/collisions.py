"""Where a name already lives among a tenant's sources: the store a save writes to (the last
``SkillStore``), every source's skill of that name (a collision unless the save replaces),
and whether another source's skill would still win over the saved one (SPEC §5).

Name matching across sources: a record counts as the name's skill when its effective name
(the frontmatter ``name``, which wins over the folder or file name) equals the saved name.
Records that carry their frontmatter or full text are parsed when the name appears in that
text; records that carry neither (the filesystem defers even the frontmatter) are matched on
the record name only, so listing never reads every file. A record of that name that does not
parse would be skipped by the registry, so it neither collides nor shadows (a warning says so).

Inline skills: an :class:`~skills_core.sources.inline.InlineSource` counts as inline skills
(they always win, as ``create_registry(skills=...)`` composes them).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence

from skills_core.compose.registry import RegistryEntry, expand_sources, read_record_header
from skills_core.compose.rules import beats, prefer_layout
from skills_core.errors import SkillStoreUnavailableError, describe_error
from skills_core.model import Skill, SkillRecord
from skills_core.sources.base import NameLookup, SkillSource, SkillStore
from skills_core.sources.inline import InlineSource

logger = logging.getLogger("skills_core")


def holders(
    composed: Sequence[SkillSource], store_position: int, name: str, warnings: list[str]
) -> dict[int, RegistryEntry]:
    """Every source's skill called ``name``, by position (a lookup of the name where the
    source can do one, else its listing). The store first: when it cannot be
    reached there is no point listing the others; another source that cannot be listed does
    not block the save (a warning says so)."""
    found: dict[int, RegistryEntry] = {}
    order = [store_position] + [i for i in range(len(composed)) if i != store_position]
    for position in order:
        source = composed[position]
        label = str(getattr(source, "label", type(source).__name__))
        try:
            records = list(source.lookup(name) if isinstance(source, NameLookup) else source.list())
        except SkillStoreUnavailableError:
            if position == store_position:
                raise
            warnings.append(_unlisted(label, name, "the source is unavailable"))
            continue
        except Exception as exc:  # fail open: an unlistable source never blocks a save
            logger.warning("source %s could not be listed: %s", label, exc)
            warnings.append(_unlisted(label, name, describe_error(exc)))
            continue
        entry = _entry_for(source, label, records, name, position, warnings)
        if entry is not None:
            found[position] = entry
    return found


def last_store(composed: Sequence[SkillSource]) -> int | None:
    """The position of the store a save writes to: the last ``SkillStore``."""
    for position in range(len(composed) - 1, -1, -1):
        if isinstance(composed[position], SkillStore):
            return position
    return None


def find_store(sources: Sequence[SkillSource] | None) -> SkillStore | None:
    """The store a save would write to: the last ``SkillStore`` in ``sources``."""
    composed = expand_sources(sources or ())
    position = last_store(composed)
    if position is None:
        return None
    store = composed[position]
    assert isinstance(store, SkillStore)
    return store


def _mentions(record: SkillRecord, name: str) -> bool:
    """Whether the record may be a skill called ``name`` (cheap: no parsing)."""
    if record.name == name:
        return True
    text = record.frontmatter if record.frontmatter is not None else record.content
    return text is not None and name in text


def _entry_for(
    source: SkillSource,
    label: str,
    records: Iterable[SkillRecord],
    name: str,
    position: int,
    warnings: list[str],
) -> RegistryEntry | None:
    """The source's skill called ``name`` as the registry would pick it (folder beats loose,
    otherwise the later record), or ``None``."""
    chosen: RegistryEntry | None = None
    inline = isinstance(source, InlineSource)
    for record in records:
        if not _mentions(record, name):
            continue
        try:
            header = read_record_header(source, record)
        except Exception as exc:
            if record.name == name:
                warnings.append(
                    f'Source "{label}": a skill named "{name}" there is invalid and was '
                    f"ignored: {describe_error(exc)}"
                )
            continue
        if header.name != name:
            continue
        entry = RegistryEntry(header, record, source, position, inline)
        chosen = entry if chosen is None else prefer_layout(chosen, entry)
    return chosen


def shadowed_by(
    skill: Skill, store: SkillStore, store_position: int, found: Mapping[int, RegistryEntry]
) -> str | None:
    """Replay the registry's rule over the other sources' skills plus the saved one."""
    saved = RegistryEntry(
        skill,
        SkillRecord(name=skill.name, content=None, source=str(store.label)),
        store,
        store_position,
        False,
    )
    contenders = {p: e for p, e in found.items() if p != store_position}
    contenders[store_position] = saved
    winner: RegistryEntry | None = None
    for position in sorted(contenders):
        entry = contenders[position]
        if winner is None or beats(entry, winner):
            winner = entry
    return None if winner is saved or winner is None else winner.label


def _unlisted(label: str, name: str, reason: str) -> str:
    return (
        f'Skill source "{label}" could not be listed, so it was not checked for a skill named '
        f'"{name}": {reason}'
    )


__all__ = ["find_store", "holders", "last_store", "shadowed_by"]
