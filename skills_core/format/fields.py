"""Skill files: split frontmatter from body, validate and normalise every field (SPEC §1),
and render a skill back to text."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import yaml

from skills_core.errors import SkillInvalidError
from skills_core.format.yaml_safe import FrontmatterYAMLError, load_yaml_mapping
from skills_core.model import DEFAULT_VERSION, Layout, ModelPreference, Skill

NAME_RE = re.compile(r"[a-z0-9][a-z0-9\-_]{0,63}")
MAX_FRONTMATTER_BYTES = 64 * 1024
MAX_DESCRIPTION_CHARS = 1024
MAX_COMPATIBILITY_CHARS = 500
DELIMITER = "---"

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


class NoFrontmatterError(SkillInvalidError):
    """A Markdown file without frontmatter (a README): callers skip it with a warning."""


@dataclass(frozen=True)
class SplitDocument:
    frontmatter: str | None
    body: str


def decode_text(data: str | bytes, location: str) -> str:
    """Decode UTF-8 strictly and refuse NUL bytes; strips a leading BOM."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SkillInvalidError(
                f"{location}: not valid UTF-8 (byte {exc.start}); save the file as UTF-8"
            ) from None
    else:
        text = data
    if "\x00" in text:
        raise SkillInvalidError(
            f"{location}: contains a NUL byte; skill files must be plain UTF-8 text"
        )
    if text.startswith("\ufeff"):
        text = text[1:]
    return text


def split_frontmatter(data: str | bytes, location: str = "<skill>") -> SplitDocument:
    """Split line-anchored frontmatter: the first line is exactly ``---`` and it ends at the
    next line that is exactly ``---``. CRLF is accepted."""
    text = decode_text(data, location).replace("\r\n", "\n")
    if not (text == DELIMITER or text.startswith(DELIMITER + "\n")):
        return SplitDocument(None, text.strip())
    rest = text[len(DELIMITER) + 1 :]
    if rest.startswith(DELIMITER + "\n") or rest == DELIMITER:
        end, after = 0, len(DELIMITER) + 1
    else:
        match = re.search(r"\n---(?:\n|\Z)", rest)
        if match is None:
            raise SkillInvalidError(
                f"{location}: frontmatter is not closed; add a line containing exactly '---' "
                "after the YAML fields"
            )
        end, after = match.start() + 1, match.end()
    frontmatter = rest[:end]
    if len(frontmatter.encode("utf-8")) > MAX_FRONTMATTER_BYTES:
        raise SkillInvalidError(
            f"{location}: frontmatter is larger than {MAX_FRONTMATTER_BYTES // 1024} KiB; "
            "move long text into the body"
        )
    return SplitDocument(frontmatter, rest[after:].strip())


def extract_frontmatter_prefix(head: str) -> str | None:
    """Given the first bytes of a file (decoded), return the frontmatter text when the closing
    delimiter is inside ``head``; ``None`` when more bytes are needed. Used by sources that
    read only the head of each file during discovery."""
    text = head.lstrip("\ufeff").replace("\r\n", "\n")
    if not text.startswith(DELIMITER + "\n"):
        return ""  # no frontmatter at all
    rest = text[len(DELIMITER) + 1 :]
    if rest.startswith(DELIMITER + "\n"):
        return ""
    match = re.search(r"\n---\n", rest)
    if match is None:
        return None
    return rest[: match.start() + 1]


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


def _word_list(value: Any, location: str, field: str, *, commas: bool) -> list[str]:
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
        _word_list(data.get("tags"), location, "tags", commas=True),
        _word_list(metadata.get("tags"), location, "metadata.tags", commas=True),
    )
    allowed_tools = _merge(
        _word_list(data.get("allowedTools"), location, "allowedTools", commas=False),
        _word_list(data.get("allowed-tools"), location, "allowed-tools", commas=False),
    )
    args = _merge(
        _word_list(data.get("args"), location, "args", commas=True),
        _word_list(metadata.get("args"), location, "metadata.args", commas=True),
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


def default_name_for(location: str, layout: Layout | None) -> str | None:
    """The folder name (folder layout) or the file name without ``.md`` (loose layout)."""
    parts = [p for p in re.split(r"[\\/]", location) if p]
    if not parts:
        return None
    if layout == "folder" and len(parts) >= 2:
        return parts[-2]
    leaf = parts[-1]
    return leaf[:-3] if leaf.endswith(".md") else leaf


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
    if len(frontmatter.encode("utf-8")) > MAX_FRONTMATTER_BYTES:
        raise SkillInvalidError(
            f"{location}: frontmatter is larger than {MAX_FRONTMATTER_BYTES // 1024} KiB"
        )
    decode_text(frontmatter, location)
    fields, raw = parse_fields(frontmatter, location)
    return skill_from_fields(
        fields, raw, "", location=location, default_name=default_name, directory=directory
    )


class _Dumper(yaml.SafeDumper):
    pass


def _str_representer(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str_representer)


def skill_fields(skill: Skill) -> dict[str, Any]:
    """The frontmatter mapping of ``skill`` (only fields that differ from defaults)."""
    fields: dict[str, Any] = {"name": skill.name, "description": skill.description}
    if skill.version != DEFAULT_VERSION and skill.metadata.get("version") != skill.version:
        fields["version"] = skill.version
    if skill.author is not None:
        fields["author"] = skill.author
    meta_tags = _word_list(skill.metadata.get("tags"), "", "tags", commas=True)
    own_tags = [t for t in skill.tags if t not in meta_tags]
    if own_tags:
        fields["tags"] = own_tags
    if skill.allowed_tools:
        fields["allowed-tools"] = list(skill.allowed_tools)
    if skill.priority:
        fields["priority"] = skill.priority
    meta_args = _word_list(skill.metadata.get("args"), "", "args", commas=True)
    own_args = [a for a in skill.args if a not in meta_args]
    if own_args:
        fields["args"] = own_args
    if skill.model is not None:
        fields["model"] = skill.model.to_dict()
    if skill.license is not None:
        fields["license"] = skill.license
    if skill.compatibility is not None:
        fields["compatibility"] = skill.compatibility
    if skill.metadata:
        fields["metadata"] = dict(skill.metadata)
    for key, value in skill.extra.items():
        fields.setdefault(key, value)
    return fields


def render_skill(skill: Skill) -> str:
    """The SKILL.md text of ``skill``; ``parse_skill(render_skill(s))`` gives ``s`` back."""
    frontmatter = yaml.dump(
        skill_fields(skill),
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=10_000,
    )
    return f"{DELIMITER}\n{frontmatter}{DELIMITER}\n{skill.content}\n"
