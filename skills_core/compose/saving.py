"""``save_generated_skill`` (SPEC §5): bound, validate, scan, check every source for the
name, write once to the last store, and say whether another source's skill would still win.

Order matters: the no-store check comes first, then the size limit (before any work grows
with the input), validation, the scanner (§10: it decides the version's status or refuses),
the collision listing, then the one write. Nothing is written unless every check passed.

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
from dataclasses import replace as replace_fields
from typing import Any, cast

from skills_core.compose.build import build_skill
from skills_core.compose.registry import (
    RegistryEntry,
    beats,
    expand_sources,
    prefer_layout,
    read_record_header,
)
from skills_core.errors import (
    SkillCollisionError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
    describe_error,
)
from skills_core.format.render import render_skill
from skills_core.governance.policy import decide
from skills_core.model import SaveResult, Skill, SkillRecord
from skills_core.settings import Settings, settings_or_env
from skills_core.sources.base import SkillSource, SkillStore
from skills_core.sources.inline import InlineSource

logger = logging.getLogger("skills_core")

_STORE_METHODS = ("save", "versions", "read_version", "retire")


def save_generated_skill(
    *,
    name: str,
    description: str,
    body: str,
    tags: Iterable[str] | str = (),
    sources: Sequence[Any] | None,
    replace: bool = False,
    author: str | None = None,
    max_skill_bytes: int | None = None,
    settings: Settings | None = None,
    draft: bool = False,
    idempotency: Any = None,
    note: str | None = None,
    **fields: Any,
) -> SaveResult:
    """Save a skill to the last store in ``sources`` (SPEC §5). ``author`` is who saved it
    (recorded in the changelog, not in the frontmatter). A ``draft`` (a model's) is always
    pending and never collides. ``idempotency`` (a store's ``Idempotency``) makes a repeat
    return the first answer. ``note`` goes into the version's changelog entry (a store that
    keeps notes). Without ``settings`` the environment is read here."""
    composed = expand_sources(sources or ())
    store_position = _last_store(composed)
    if store_position is None:
        raise SkillStoreUnavailableError(
            "No skill store configured: saving needs a SkillStore (e.g. a DynamoDBSkillStore; "
            "set SKILLS_TABLE) among the sources. Nothing was written."
        )
    store: Any = composed[store_position]
    store_label = str(getattr(store, "label", type(store).__name__))
    settings = settings_or_env(settings).replace(max_skill_bytes=max_skill_bytes)
    if idempotency is not None:
        recorded = store.recorded(idempotency)
        if recorded is not None:
            return SaveResult.from_dict(recorded, replayed=True)

    limit = settings.max_skill_bytes
    if isinstance(body, str) and isinstance(description, str):
        _check_size(name, len(body) + len(description), limit)  # characters <= UTF-8 bytes
    skill = build_skill(name=name, description=description, body=body, tags=tags, fields=fields)
    text = render_skill(skill)
    _check_size(skill.name, len(text.encode("utf-8")), limit)
    decision = decide(text, settings, draft=draft, name=skill.name)

    warnings: list[str] = []
    holders = {} if draft else _holders(composed, store_position, skill.name, warnings)
    # A keyed write that only the store itself holds is left to the store: it refuses the
    # collision in its own transaction, after recognising a request it already saved.
    store_decides = idempotency is not None and set(holders) == {store_position}
    if holders and not replace and not store_decides:
        labels = ", ".join(f'"{holders[p].label}"' for p in sorted(holders))
        raise SkillCollisionError(
            f'Skill "{skill.name}" already exists in {labels}; pass replace=True to save a new '
            f'version to store "{store_label}" anyway.',
            holders=[holders[p].label for p in sorted(holders)],
        )
    for message in warnings:
        logger.warning(message)
    shadowed_by = _shadowed_by(skill, store, store_position, holders)
    if shadowed_by is not None:
        logger.info(
            'Saved skill "%s" is shadowed by source "%s" and will not be served from "%s"',
            skill.name,
            shadowed_by,
            store_label,
        )
    options: dict[str, Any] = {}
    if decision.status != "approved" or decision.findings or draft or idempotency is not None:
        options = {"status": decision.status, "findings": decision.findings, "draft": draft}
        if idempotency is not None:
            options["idempotency"] = idempotency
            options["annotate"] = {"shadowed_by": shadowed_by, "warnings": list(warnings)}
    if note is not None:
        options["note"] = note
    saved: SaveResult = store.save(skill, replace=replace, author=author, **options)
    return replace_fields(
        saved, store=store_label, shadowed_by=shadowed_by, warnings=tuple(warnings)
    )


def _check_size(name: Any, size: int, limit: int) -> None:
    if size > limit:
        raise SkillTooLargeError(
            f'Skill "{name}" is {size} bytes of UTF-8 as SKILL.md; the limit is {limit} '
            f"bytes (SKILLS_MAX_SKILL_BYTES). Shorten the body. Nothing was written."
        )


def _holders(
    composed: Sequence[Any], store_position: int, name: str, warnings: list[str]
) -> dict[int, RegistryEntry]:
    """Every source's skill called ``name``, by position. The store first: when it cannot be
    reached there is no point listing the others; another source that cannot be listed does
    not block the save (a warning says so)."""
    holders: dict[int, RegistryEntry] = {}
    order = [store_position] + [i for i in range(len(composed)) if i != store_position]
    for position in order:
        source = composed[position]
        label = str(getattr(source, "label", type(source).__name__))
        try:
            records = list(source.list())
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
            holders[position] = entry
    return holders


def _is_store(source: Any) -> bool:
    return all(callable(getattr(source, method, None)) for method in _STORE_METHODS) and callable(
        getattr(source, "list", None)
    )


def _last_store(composed: Sequence[Any]) -> int | None:
    for position in range(len(composed) - 1, -1, -1):
        if _is_store(composed[position]):
            return position
    return None


def find_store(sources: Sequence[Any] | None) -> SkillStore | None:
    """The store a save would write to: the last ``SkillStore`` in ``sources``."""
    composed = expand_sources(sources or ())
    position = _last_store(composed)
    return None if position is None else cast(SkillStore, composed[position])


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


def _shadowed_by(
    skill: Skill, store: Any, store_position: int, holders: Mapping[int, RegistryEntry]
) -> str | None:
    """Replay the registry's rule over the other sources' skills plus the saved one."""
    saved = RegistryEntry(
        skill,
        SkillRecord(name=skill.name, content=None, source=str(store.label)),
        store,
        store_position,
        False,
    )
    contenders = {p: e for p, e in holders.items() if p != store_position}
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


__all__ = ["build_skill", "find_store", "save_generated_skill"]
