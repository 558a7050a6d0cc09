"""Validate the parts of a skill that a caller sends (HTTP, events, the CLI, a model) with the
§1 rules: they are written as frontmatter and parsed back, so a saved skill is exactly what a
source would load.

Writing is strict about types before anything is written: a file's reader may take
``version: 1.10`` or ``tags: [1, 2]`` as their text, but a caller that passes ``tags=5`` or
``license=5`` made a mistake, and it gets a :class:`SkillInvalidError` naming the field (never
a raw ``TypeError``, which a handler would answer with a 500)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from skills_core.errors import SkillInvalidError
from skills_core.format.fields import parse_skill
from skills_core.format.render import frontmatter_yaml
from skills_core.model import ModelPreference, Skill

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
_WORD_LISTS = frozenset({"allowed_tools", "allowedTools", "allowed-tools", "args"})
_TEXTS = frozenset({"license", "compatibility"})


def _kind(value: Any) -> str:
    """The type named as the field rules name it (``dict``, ``int``), ``null`` for None."""
    return "null" if value is None else type(value).__name__


def _bad(location: str, field: str, problem: str) -> SkillInvalidError:
    return SkillInvalidError(f"{location}: field '{field}' {problem}")


def _text(location: str, field: str, value: Any) -> str:
    if not isinstance(value, str):
        raise _bad(location, field, f"must be text, got {_kind(value)}")
    return value


def _holds_nul(value: Any) -> bool:
    """Whether a NUL character hides in ``value`` (text, or lists and mappings of it)."""
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, Mapping):
        return any(_holds_nul(k) or _holds_nul(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return any(_holds_nul(item) for item in value)
    return False


def _word_list(location: str, field: str, value: Any, what: str) -> str | list[str]:
    """One string (split when read back) or a list/tuple of strings."""
    if isinstance(value, str):
        return value
    if not isinstance(value, list | tuple):
        raise _bad(
            location,
            field,
            f"must be a list of text values or one string{what}, got {_kind(value)}",
        )
    for index, item in enumerate(value, 1):
        if not isinstance(item, str):
            raise _bad(
                location, field, f"must be a list of text values; item {index} is {_kind(item)}"
            )
    return list(value)


def _version(location: str, value: Any) -> str | int:
    """Text, or a whole number (kept as its digits); a float would lose ``1.10``'s zero."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if not isinstance(value, str):
        raise _bad(
            location,
            "version",
            f"must be text, got {_kind(value)}; write it as a string, e.g. '1.10'",
        )
    return value


def _priority(location: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(location, "priority", f"must be a whole number, got {value!r}")
    return value


def _model(location: str, value: Any) -> dict[str, str]:
    if isinstance(value, ModelPreference):
        return value.to_dict()
    if not (
        isinstance(value, Mapping)
        and isinstance(value.get("provider"), str)
        and isinstance(value.get("model"), str)
    ):
        raise _bad(location, "model", "must be a mapping with text 'provider' and 'model' keys")
    return ModelPreference(value["provider"], value["model"]).to_dict()


def _metadata(location: str, value: Any) -> dict[str, str]:
    if not isinstance(value, Mapping):
        raise _bad(
            location,
            "metadata",
            f"must be a mapping of text keys to text values, got {_kind(value)}",
        )
    for key, item in value.items():
        if not isinstance(key, str):
            raise _bad(location, "metadata", f"has a non-text key {key!r}")
        if not isinstance(item, str):
            raise _bad(location, f"metadata.{key}", f"must be a text value, got {_kind(item)}")
    return dict(value)


def _field_value(location: str, key: str, value: Any) -> Any:
    """``value`` checked for its field's type, in the plain form YAML writes."""
    if key == "version":
        return _version(location, value)
    if key == "priority":
        return _priority(location, value)
    if key == "model":
        return _model(location, value)
    if key == "metadata":
        return _metadata(location, value)
    if key in _TEXTS:
        return _text(location, key, value)
    assert key in _WORD_LISTS, key
    return _word_list(location, key, value, "")


def build_skill(
    *,
    name: Any,
    description: Any,
    body: Any,
    tags: Any = (),
    fields: Mapping[str, Any] | None = None,
) -> Skill:
    """Validate the parts of a generated skill with the §1 rules: they are written as
    frontmatter and parsed back, so a saved skill is exactly what a source would load.
    ``None`` for ``tags`` or for a field's value means "not given"."""
    location = f"skill {name!r}" if isinstance(name, str) else "skill"
    if fields is None:
        fields = {}
    if not isinstance(fields, Mapping):
        raise SkillInvalidError(
            f"{location}: 'fields' must be a mapping of field names to values, got {_kind(fields)}"
        )
    # Text keys as written, anything else (a number, an empty name) as its repr.
    unknown = sorted(
        k if isinstance(k, str) and k else repr(k) for k in fields if k not in _FIELD_KEYS
    )
    if unknown:
        raise SkillInvalidError(
            f"{location}: unknown field(s) {', '.join(unknown)}; allowed: "
            f"{', '.join(sorted(_FIELD_KEYS))}"
        )
    for label, value in (("name", name), ("description", description), ("body", body)):
        _text(location, label, value)
    if not body.strip():
        raise SkillInvalidError(f"{location}: 'body' is empty; give the skill's instructions")
    data: dict[str, Any] = {"name": name, "description": description}
    if tags is not None:
        checked = _word_list(location, "tags", tags, " of comma-separated tags")
        if checked:
            data["tags"] = checked
    for key, value in fields.items():
        if value is not None:
            data[_FIELD_KEYS[key]] = _field_value(location, key, value)
    given = {"name": name, "description": description, "body": body, "tags": tags, **fields}
    for label, value in given.items():
        if _holds_nul(value):  # found here, the message names the field; parsed, the file
            raise _bad(location, label, "contains a NUL character; skills are plain UTF-8 text")
    return parse_skill(f"---\n{frontmatter_yaml(data)}---\n{body}\n", location=location)


__all__ = ["OPTIONAL_FIELDS", "build_skill"]
