"""The fields of a skill (SPEC §1): parse the frontmatter YAML, validate and normalise every
field into a :class:`~skills_core.model.Skill`."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from skills_core.errors import SkillInvalidError
from skills_core.format.frontmatter import (
    NoFrontmatterError,
    check_frontmatter_size,
    decode_text,
    split_frontmatter,
)
from skills_core.format.yaml_safe import FrontmatterYAMLError, load_yaml_mapping
from skills_core.model import DEFAULT_VERSION, ModelPreference, Skill

NAME_RE = re.compile(r"[a-z0-9][a-z0-9\-_]{0,63}")
MAX_DESCRIPTION_CHARS = 1024
MAX_COMPATIBILITY_CHARS = 500

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


def parse_fields(frontmatter: str, location: str) -> tuple[dict[str, Any], dict[str, str]]:
    try:
        data, raw = load_yaml_mapping(frontmatter)
    except FrontmatterYAMLError as exc:
        raise SkillInvalidError(f"{location}: {exc}") from None
    for key in data:
        if not isinstance(key, str):
            raise SkillInvalidError(f"{location}: field names must be text, got {key!r}")
    return data, raw


def _invalid(location: str, field: str, problem: str) -> SkillInvalidError:
    return SkillInvalidError(f"{location}: field '{field}' {problem}")


def _text(value: Any, raw: str | None, location: str, field: str) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, bool | int | float) and raw is not None:
        return raw
    raise _invalid(location, field, f"must be text, got {type(value).__name__}")


def word_list(value: Any, location: str, field: str, *, commas: bool) -> list[str]:
    """A list of strings, or a string split on spaces (and commas when ``commas``)."""
    if value is None:
        return []
    if isinstance(value, str):
        parts = re.split(r"[,\s]+" if commas else r"\s+", value)
        return [p for p in parts if p]
    if isinstance(value, list):
        out: list[str] = []
        for item in value:
            if isinstance(item, bool) or not isinstance(item, str | int | float):
                raise _invalid(location, field, "must be a list of text values")
            text = str(item).strip()
            if text:
                out.append(text)
        return out
    raise _invalid(location, field, "must be a list of text values or one string")


def _merge(*lists: Iterable[str]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for items in lists:
        for item in items:
            seen.setdefault(item, None)
    return tuple(seen)


def validate_name(name: Any, location: str, *, origin: str = "name") -> str:
    if not isinstance(name, str) or not NAME_RE.fullmatch(name):
        raise SkillInvalidError(
            f"{location}: invalid skill {origin} {name!r}; use 1-64 characters: lowercase "
            "letters, digits, '-' or '_', starting with a letter or digit (e.g. 'docker-ops')"
        )
    return name


def skill_from_fields(
    data: Mapping[str, Any],
    raw: Mapping[str, str],
    body: str,
    *,
    location: str,
    default_name: str | None = None,
    directory: str | None = None,
) -> Skill:
    """Validate and normalise frontmatter fields into a :class:`Skill`."""
    name_value = data.get("name")
    if name_value is None:
        if default_name is None:
            raise SkillInvalidError(f"{location}: field 'name' is required here")
        name = validate_name(default_name, location, origin="name (from the file name)")
    else:
        name = validate_name(_text(name_value, raw.get("name"), location, "name"), location)

    description = _text(data.get("description"), raw.get("description"), location, "description")
    if description is None or not description.strip():
        raise SkillInvalidError(
            f"{location}: field 'description' is required; add a one-line "
            "'description: <what it does and when to use it>' to the frontmatter"
        )
    description = description.strip()
    if len(description) > MAX_DESCRIPTION_CHARS:
        raise _invalid(
            location,
            "description",
            f"is {len(description)} characters; keep it at most {MAX_DESCRIPTION_CHARS}",
        )

    metadata_value = data.get("metadata")
    metadata: dict[str, str] = {}
    if metadata_value is not None:
        if not isinstance(metadata_value, dict):
            raise _invalid(location, "metadata", "must be a mapping of text keys to text values")
        for key, value in metadata_value.items():
            if not isinstance(key, str):
                raise _invalid(location, "metadata", f"has a non-text key {key!r}")
            if isinstance(value, dict | list):
                raise _invalid(location, f"metadata.{key}", "must be a text value")
            metadata[key] = "" if value is None else raw.get(f"metadata.{key}", str(value))

    version = (
        _text(data.get("version"), raw.get("version"), location, "version")
        or metadata.get("version")
        or DEFAULT_VERSION
    )

    tags = _merge(
        word_list(data.get("tags"), location, "tags", commas=True),
        word_list(metadata.get("tags"), location, "metadata.tags", commas=True),
    )
    allowed_tools = _merge(
        word_list(data.get("allowedTools"), location, "allowedTools", commas=False),
        word_list(data.get("allowed-tools"), location, "allowed-tools", commas=False),
    )
    args = _merge(
        word_list(data.get("args"), location, "args", commas=True),
        word_list(metadata.get("args"), location, "metadata.args", commas=True),
    )

    priority_value = data.get("priority", 0)
    if priority_value is None:
        priority_value = 0
    if isinstance(priority_value, bool) or not isinstance(priority_value, int):
        raise _invalid(location, "priority", f"must be a whole number, got {priority_value!r}")

    model: ModelPreference | None = None
    model_value = data.get("model")
    if model_value is not None:
        if (
            not isinstance(model_value, dict)
            or not isinstance(model_value.get("provider"), str)
            or not isinstance(model_value.get("model"), str)
        ):
            raise _invalid(
                location, "model", "must be a mapping with text 'provider' and 'model' keys"
            )
        model = ModelPreference(model_value["provider"], model_value["model"])

    compatibility = _text(
        data.get("compatibility"), raw.get("compatibility"), location, "compatibility"
    )
    if compatibility is not None and not 1 <= len(compatibility) <= MAX_COMPATIBILITY_CHARS:
        raise _invalid(location, "compatibility", f"must be 1-{MAX_COMPATIBILITY_CHARS} characters")

    extra = {k: v for k, v in data.items() if k not in KNOWN_FIELDS}
    return Skill(
        name=name,
        description=description,
        content=body,
        version=version,
        author=_text(data.get("author"), raw.get("author"), location, "author"),
        tags=tags,
        allowed_tools=allowed_tools,
        priority=priority_value,
        args=args,
        model=model,
        license=_text(data.get("license"), raw.get("license"), location, "license"),
        compatibility=compatibility,
        metadata=metadata,
        extra=extra,
        directory=directory,
        location=location,
        declared_fields=tuple(data),
    )


def parse_skill(
    data: str | bytes,
    *,
    location: str = "<skill>",
    default_name: str | None = None,
    directory: str | None = None,
) -> Skill:
    """Parse a whole skill file. Raises :class:`NoFrontmatterError` for plain Markdown."""
    doc = split_frontmatter(data, location)
    if doc.frontmatter is None:
        raise NoFrontmatterError(
            f"{location}: no frontmatter; a skill starts with a '---' line, YAML fields "
            "(at least 'description'), and another '---' line"
        )
    fields, raw = parse_fields(doc.frontmatter, location)
    return skill_from_fields(
        fields, raw, doc.body, location=location, default_name=default_name, directory=directory
    )


def parse_frontmatter_text(
    frontmatter: str,
    *,
    location: str = "<skill>",
    default_name: str | None = None,
    directory: str | None = None,
) -> Skill:
    """Parse a deferred record's raw frontmatter; the body is left empty."""
    decode_text(frontmatter, location)
    check_frontmatter_size(frontmatter, location)
    fields, raw = parse_fields(frontmatter, location)
    return skill_from_fields(
        fields, raw, "", location=location, default_name=default_name, directory=directory
    )
