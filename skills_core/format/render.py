"""A skill back to SKILL.md text: the frontmatter mapping of its fields (defaults left out)
and the document. ``parse_skill(render_skill(s))`` gives ``s`` back.

Files we write read the same under YAML 1.1 and 1.2: a string either reader would type as
something else (``yes``, ``y``, ``0777``, ``1_000`` for 1.1; ``0o17``, ``1e3`` for 1.2) is
quoted, because skill files travel to readers of both generations."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from skills_core.format.fields import word_list
from skills_core.format.frontmatter import DELIMITER
from skills_core.model import DEFAULT_VERSION, Skill

#: The YAML 1.1 spec's one-letter booleans, which PyYAML leaves out (go-yaml v2 reads them).
_ONE_LETTER_BOOL = re.compile(r"[yYnN]\Z")


@cache
def _dumper() -> Any:
    """PyYAML's safe dumper with the 1.1 table plus the 1.2 core table: a plain scalar that
    either one types as a non-string makes it quote a string with that text. Built by the
    first write (read-only functions never load PyYAML for it)."""
    import yaml

    from skills_core.format.yaml_engine import core_schema_resolvers

    table = {first: list(rules) for first, rules in yaml.SafeDumper.yaml_implicit_resolvers.items()}
    for first, rules in core_schema_resolvers().items():
        table.setdefault(first, []).extend(rules)
    for first in "yYnN":
        table.setdefault(first, []).append(("tag:yaml.org,2002:bool", _ONE_LETTER_BOOL))

    class Dumper(yaml.SafeDumper):
        yaml_implicit_resolvers = table

    def represent_str(dumper: Any, value: str) -> Any:
        style = "|" if "\n" in value else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)

    Dumper.add_representer(str, represent_str)
    return Dumper


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


def frontmatter_yaml(fields: dict[str, Any]) -> str:
    """``fields`` as frontmatter YAML (block style, keys in order, ambiguous strings quoted).
    Every writer uses this one, so what we write reads back the same everywhere."""
    import yaml

    return yaml.dump(
        fields,
        Dumper=_dumper(),
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=10_000,
    )


def render_skill(skill: Skill) -> str:
    """The SKILL.md text of ``skill``; ``parse_skill(render_skill(s))`` gives ``s`` back."""
    frontmatter = frontmatter_yaml(skill_fields(skill))
    return f"{DELIMITER}\n{frontmatter}{DELIMITER}\n{skill.content}\n"
