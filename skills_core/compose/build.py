"""Validate the parts of a skill that a caller sends (HTTP, events, the CLI, a model) with the
§1 rules: they are written as frontmatter and parsed back, so a saved skill is exactly what a
source would load."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import yaml

from skills_core.errors import SkillInvalidError
from skills_core.format.fields import parse_skill
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


__all__ = ["OPTIONAL_FIELDS", "build_skill"]
