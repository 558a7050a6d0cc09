"""``save_generated_skill`` (SPEC §5): validate, check every source for the name, write to the
last store, and say whether another source's skill would still win over the saved one.

Order matters: the no-store check comes first, then validation and the size limit, then the
collision listing, then the one write. Nothing is written unless every check passed.

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
from typing import Any, cast

import yaml

from skills_core.compose.registry import (
    RegistryEntry,
    beats,
    expand_sources,
    prefer_layout,
    read_record_header,
)
from skills_core.errors import (
    SkillCollisionError,
    SkillInvalidError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
    describe_error,
)
from skills_core.format.fields import parse_skill
from skills_core.format.render import render_skill
from skills_core.model import ModelPreference, SaveResult, Skill, SkillRecord
from skills_core.settings import Settings
from skills_core.sources.base import SkillSource, SkillStore
from skills_core.sources.inline import InlineSource

logger = logging.getLogger("skills_core")


#: Optional §1 fields a caller may pass through ``**fields`` (both spellings of allowed tools,
#: plus the snake_case one the HTTP API uses).
_FIELD_KEYS = {
    "version": "version",
    "allowed_tools": "allowed-tools",
    "allowedTools": "allowedTools",
    "allowed-tools": "allowed-tools",
    "priority": "priority",
    "args": "args",
    "model": "model",
    "license": "license",
    "compatibility": "compatibility",
    "metadata": "metadata",
}
#: The optional fields ``save_generated_skill`` takes (any spelling above).
OPTIONAL_FIELDS = frozenset(_FIELD_KEYS)
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
    **fields: Any,
) -> SaveResult:
    """Save a skill to the last store in ``sources`` (SPEC §5). ``author`` is who saved it
    (recorded in the changelog, not in the frontmatter). Without ``max_skill_bytes`` or
    ``settings`` the environment is read here."""
    composed = expand_sources(sources or ())
    store_position = _last_store(composed)
    if store_position is None:
        raise SkillStoreUnavailableError(
            "No skill store configured: saving needs a SkillStore (e.g. a DynamoDBSkillStore; "
            "set SKILLS_TABLE) among the sources. Nothing was written."
        )
    store: Any = composed[store_position]
    store_label = str(getattr(store, "label", type(store).__name__))

    skill = build_skill(name=name, description=description, body=body, tags=tags, fields=fields)
    limits = (settings or Settings.from_env()).replace(max_skill_bytes=max_skill_bytes)
    limit = limits.max_skill_bytes
    size = len(render_skill(skill).encode("utf-8"))
    if size > limit:
        raise SkillTooLargeError(
            f'Skill "{skill.name}" is {size} bytes of UTF-8 as SKILL.md; the limit is {limit} '
            f"bytes (SKILLS_MAX_SKILL_BYTES). Shorten the body. Nothing was written."
        )

    warnings: list[str] = []
    holders: dict[int, RegistryEntry] = {}
    # The store first: when it cannot be reached there is no point listing the others.
    order = [store_position] + [i for i in range(len(composed)) if i != store_position]
    for position in order:
        source = composed[position]
        label = str(getattr(source, "label", type(source).__name__))
        try:
            records = list(source.list())
        except SkillStoreUnavailableError:
            if position == store_position:
                raise
            warnings.append(_unlisted(label, skill.name, "the source is unavailable"))
            continue
        except Exception as exc:  # fail open: an unlistable source never blocks a save
            logger.warning("source %s could not be listed: %s", label, exc)
            warnings.append(_unlisted(label, skill.name, describe_error(exc)))
            continue
        entry = _entry_for(source, label, records, skill.name, position, warnings)
        if entry is not None:
            holders[position] = entry

    if holders and not replace:
        labels = ", ".join(f'"{holders[p].label}"' for p in sorted(holders))
        raise SkillCollisionError(
            f'Skill "{skill.name}" already exists in {labels}; pass replace=True to save a new '
            f'version to store "{store_label}" anyway.',
            holders=[holders[p].label for p in sorted(holders)],
        )

    for message in warnings:
        logger.warning(message)
    saved: SaveResult = store.save(skill, replace=replace, author=author)

    shadowed_by = _shadowed_by(skill, store, store_position, holders)
    if shadowed_by is not None:
        logger.info(
            'Saved skill "%s" is shadowed by source "%s" and will not be served from "%s"',
            skill.name,
            shadowed_by,
            store_label,
        )
    return SaveResult(
        name=saved.name,
        version=saved.version,
        store=store_label,
        changelog=tuple(saved.changelog),
        shadowed_by=shadowed_by,
        warnings=tuple(warnings),
    )


def build_skill(
    *,
    name: Any,
    description: Any,
    body: Any,
    tags: Any = (),
    fields: Mapping[str, Any] | None = None,
) -> Skill:
    """Validate the parts of a generated skill with the §1 rules: they are written as
    frontmatter and parsed back, so a saved skill is exactly what a source would load."""
    location = f"skill {name!r}" if isinstance(name, str) else "skill"
    unknown = sorted(k for k in (fields or {}) if k not in _FIELD_KEYS)
    if unknown:
        raise SkillInvalidError(
            f"{location}: unknown field(s) {', '.join(unknown)}; allowed: "
            f"{', '.join(sorted(_FIELD_KEYS))}"
        )
    for label, value in (("name", name), ("description", description), ("body", body)):
        if not isinstance(value, str):
            raise SkillInvalidError(f"{location}: '{label}' must be text")
    if not body.strip():
        raise SkillInvalidError(f"{location}: 'body' is empty; give the skill's instructions")
    data: dict[str, Any] = {"name": name, "description": description}
    if isinstance(tags, str):
        data["tags"] = tags
    elif tags:
        data["tags"] = list(tags)
    for key, value in (fields or {}).items():
        if value is None:
            continue
        if isinstance(value, ModelPreference):
            value = value.to_dict()
        elif isinstance(value, tuple):
            value = list(value)
        data[_FIELD_KEYS[key]] = value
    for key, value in data.items():
        try:
            yaml.safe_dump(value)
        except yaml.YAMLError:
            raise SkillInvalidError(
                f"{location}: field '{key}' must be plain data (text, numbers, lists, "
                f"mappings), got {type(value).__name__}"
            ) from None
    frontmatter = yaml.safe_dump(
        data, sort_keys=False, allow_unicode=True, default_flow_style=False, width=10_000
    )
    return parse_skill(f"---\n{frontmatter}---\n{body}\n", location=location)


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


__all__ = ["build_skill", "save_generated_skill"]
