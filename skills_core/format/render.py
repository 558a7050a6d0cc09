"""A skill back to SKILL.md text: the frontmatter mapping of its fields (defaults left out)
and the document. ``parse_skill(render_skill(s))`` gives ``s`` back."""

from __future__ import annotations

from typing import Any

import yaml

from skills_core.format.fields import word_list
from skills_core.format.frontmatter import DELIMITER
from skills_core.model import DEFAULT_VERSION, Skill


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
    meta_tags = word_list(skill.metadata.get("tags"), "", "tags", commas=True)
    own_tags = [t for t in skill.tags if t not in meta_tags]
    if own_tags:
        fields["tags"] = own_tags
    if skill.allowed_tools:
        fields["allowed-tools"] = list(skill.allowed_tools)
    if skill.priority:
        fields["priority"] = skill.priority
    meta_args = word_list(skill.metadata.get("args"), "", "args", commas=True)
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
