"""The fields of a skill (SPEC §1): parse the frontmatter YAML, validate and normalise every
field into a :class:`~skills_core.model.Skill`.

Reading is lenient, writing is strict: :func:`read_skill` / :func:`read_frontmatter` with
``lenient=True`` (sources, the registry, the linter) load what they can and return one
warning per defect; with ``lenient=False`` — and :func:`parse_skill`,
:func:`skill_from_fields` — the first defect raises (saves, sync, ``load_skills``). Both
modes run the same rules (:mod:`skills_core.format.field_rules`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from skills_core.errors import SkillInvalidError
from skills_core.format.field_rules import (
    IGNORED,
    MAX_COMPATIBILITY_CHARS,
    MAX_DESCRIPTION_CHARS,
    NAME_RE,
    Defect,
    Defects,
    compatibility_text,
    description_text,
    merge,
    metadata_map,
    model_preference,
    priority_value,
    skill_name,
    text_value,
    validate_name,
    word_list,
)
from skills_core.format.frontmatter import (
    NoFrontmatterError,
    check_frontmatter_size,
    decode_text,
    split_frontmatter,
)
from skills_core.format.yaml_safe import FrontmatterYAMLError, load_yaml_mapping
from skills_core.model import DEFAULT_VERSION, Skill

#: The file line frontmatter text starts on (after the opening ``---``): YAML messages add it.
FRONTMATTER_FIRST_LINE = 2

#: Top-level fields we understand (both spellings of allowed tools).
KNOWN_FIELDS = (
    "name",
    "description",
    "version",
    "author",
    "tags",
    "allowedTools",
    "allowed-tools",
    "priority",
    "args",
    "model",
    "license",
    "compatibility",
    "metadata",
)


@dataclass(frozen=True)
class ParsedSkill:
    """A skill as read leniently, with what was wrong in its file."""

    skill: Skill
    defects: tuple[Defect, ...] = ()

    @property
    def warnings(self) -> tuple[str, ...]:
        """One line per defect: ``<location>: <defect>; <what was done>``."""
        return tuple(defect.warning for defect in self.defects)


def parse_fields(frontmatter: str, location: str) -> tuple[dict[Any, Any], dict[str, str]]:
    """The frontmatter's YAML (errors name file lines); a YAML error is always fatal."""
    try:
        return load_yaml_mapping(frontmatter, first_line=FRONTMATTER_FIRST_LINE)
    except FrontmatterYAMLError as exc:
        raise SkillInvalidError(f"{location}: {exc}") from None


def read_skill_fields(
    data: Mapping[Any, Any],
    raw: Mapping[str, str],
    body: str,
    *,
    location: str,
    lenient: bool,
    default_name: str | None = None,
    directory: str | None = None,
    folder_name: str | None = None,
) -> ParsedSkill:
    """Validate and normalise frontmatter fields. Strict (``lenient=False``) raises on the
    first defect; lenient drops or keeps the defective field and records it. Fatal either
    way: no description, no usable name. ``folder_name`` (folder layout) reports a
    frontmatter name that differs from it."""
    defects = Defects(location, lenient=lenient)
    fields: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(key, str):
            fields[key] = value
        else:
            error = SkillInvalidError(f"{location}: field names must be text, got {key!r}")
            defects.report(None, error, IGNORED)
    name = skill_name(
        fields.get("name"),
        raw.get("name"),
        defects,
        default_name=default_name,
        folder_name=folder_name,
    )
    description = description_text(fields.get("description"), raw.get("description"), defects)
    metadata_value = fields.get("metadata")
    metadata = metadata_map(metadata_value, raw, defects)
    nested = metadata_value if isinstance(metadata_value, dict) else {}

    get = fields.get
    meta_version = _meta(nested, metadata, "version")
    version = (
        _text(defects, fields, raw, "version")
        or (meta_version if isinstance(meta_version, str) else None)
        or DEFAULT_VERSION
    )
    tags = merge(
        _words(defects, "tags", get("tags"), commas=True),
        _words(defects, "metadata.tags", _meta(nested, metadata, "tags"), commas=True),
    )
    allowed_tools = merge(
        _words(defects, "allowedTools", get("allowedTools"), commas=False),
        _words(defects, "allowed-tools", get("allowed-tools"), commas=False),
    )
    args = merge(
        _words(defects, "args", get("args"), commas=True),
        _words(defects, "metadata.args", _meta(nested, metadata, "args"), commas=True),
    )
    priority = get("priority")
    if priority is not None:
        priority = defects.tolerate("priority", 0, priority_value, priority, location)
    model = get("model")
    if model is not None:
        model = defects.tolerate("model", None, model_preference, model, location)
    compatibility = get("compatibility")
    if compatibility is not None:
        compatibility = defects.tolerate(
            "compatibility",
            None,
            compatibility_text,
            compatibility,
            raw.get("compatibility"),
            location,
        )
    skill = Skill(
        name=name,
        description=description,
        content=body,
        version=version,
        author=_text(defects, fields, raw, "author"),
        tags=tags,
        allowed_tools=allowed_tools,
        priority=priority or 0,
        args=args,
        model=model,
        license=_text(defects, fields, raw, "license"),
        compatibility=compatibility,
        metadata=metadata,
        extra={k: v for k, v in fields.items() if k not in KNOWN_FIELDS},
        directory=directory,
        location=location,
        declared_fields=tuple(fields),
    )
    return ParsedSkill(skill, tuple(defects.found))


def _text(
    defects: Defects, fields: Mapping[str, Any], raw: Mapping[str, str], field: str
) -> str | None:
    value = fields.get(field)
    if value is None or isinstance(value, str):  # the usual cases, without the rule's call
        return value
    return defects.tolerate(field, None, text_value, value, raw.get(field), defects.location, field)


def _words(defects: Defects, field: str, value: Any, *, commas: bool) -> list[str]:
    if value is None:
        return []
    return defects.tolerate(field, [], word_list, value, defects.location, field, commas=commas)


def _meta(nested: Mapping[str, Any], metadata: Mapping[str, str], key: str) -> Any:
    """``metadata.<key>`` as written: a list stays a list (not its JSON text), a map counts
    as absent (both were reported), anything else is its text."""
    value = nested.get(key)
    if isinstance(value, dict):
        return None
    return value if isinstance(value, list) else metadata.get(key)


def skill_from_fields(
    data: Mapping[str, Any],
    raw: Mapping[str, str],
    body: str,
    *,
    location: str,
    default_name: str | None = None,
    directory: str | None = None,
) -> Skill:
    """Validate and normalise frontmatter fields into a :class:`Skill` (strict)."""
    return read_skill_fields(
        data,
        raw,
        body,
        location=location,
        lenient=False,
        default_name=default_name,
        directory=directory,
    ).skill


def read_skill(
    data: str | bytes,
    *,
    lenient: bool,
    location: str = "<skill>",
    default_name: str | None = None,
    directory: str | None = None,
    folder_name: str | None = None,
) -> ParsedSkill:
    """Read a whole skill file. ``lenient=True`` is how sources read: only a missing
    frontmatter (:class:`NoFrontmatterError`), unsafe or broken YAML, no description or no
    usable name raise; every other defect is returned as a warning."""
    doc = split_frontmatter(data, location)
    if doc.frontmatter is None:
        raise NoFrontmatterError(
            f"{location}: no frontmatter; a skill starts with a '---' line, YAML fields "
            "(at least 'description'), and another '---' line"
        )
    return read_frontmatter(
        doc.frontmatter,
        lenient=lenient,
        body=doc.body,
        location=location,
        default_name=default_name,
        directory=directory,
        folder_name=folder_name,
    )


def read_frontmatter(
    frontmatter: str,
    *,
    lenient: bool,
    body: str = "",
    location: str = "<skill>",
    default_name: str | None = None,
    directory: str | None = None,
    folder_name: str | None = None,
) -> ParsedSkill:
    """:func:`read_skill` for raw frontmatter text (a deferred record's; the body is empty
    unless given)."""
    decode_text(frontmatter, location)
    check_frontmatter_size(frontmatter, location)
    fields, raw = parse_fields(frontmatter, location)
    return read_skill_fields(
        fields,
        raw,
        body,
        location=location,
        lenient=lenient,
        default_name=default_name,
        directory=directory,
        folder_name=folder_name,
    )


def parse_skill(
    data: str | bytes,
    *,
    location: str = "<skill>",
    default_name: str | None = None,
    directory: str | None = None,
) -> Skill:
    """A whole skill file read strictly (saves, sync, validate, ``load_skills``). Raises
    :class:`NoFrontmatterError` for plain Markdown."""
    return read_skill(
        data, lenient=False, location=location, default_name=default_name, directory=directory
    ).skill


def parse_frontmatter_text(
    frontmatter: str,
    *,
    location: str = "<skill>",
    default_name: str | None = None,
    directory: str | None = None,
) -> Skill:
    """A deferred record's raw frontmatter read strictly; the body is left empty."""
    return read_frontmatter(
        frontmatter,
        lenient=False,
        location=location,
        default_name=default_name,
        directory=directory,
    ).skill


__all__ = [
    "FRONTMATTER_FIRST_LINE",
    "KNOWN_FIELDS",
    "MAX_COMPATIBILITY_CHARS",
    "MAX_DESCRIPTION_CHARS",
    "NAME_RE",
    "Defect",
    "ParsedSkill",
    "parse_fields",
    "parse_frontmatter_text",
    "parse_skill",
    "read_frontmatter",
    "read_skill",
    "read_skill_fields",
    "skill_from_fields",
    "validate_name",
    "word_list",
]
