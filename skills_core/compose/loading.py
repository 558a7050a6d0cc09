"""``define_skill`` and ``load_skills``: the strict, code-facing entry points (the registry is
the lenient one)."""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any

from skills_core.errors import SkillError, SkillInvalidError
from skills_core.format.fields import parse_skill, skill_from_fields
from skills_core.format.frontmatter import NoFrontmatterError
from skills_core.model import Skill
from skills_core.sources.fs import DirectorySource

logger = logging.getLogger("skills_core")

#: Python-style keyword names accepted by ``define_skill`` for hyphenated fields.
_KEYWORD_FIELDS = {"allowed_tools": "allowed-tools"}


def define_skill(
    name: str,
    description: str,
    content: str,
    *,
    directory: str | os.PathLike[str] | None = None,
    **metadata: Any,
) -> Skill:
    """Build a validated skill in code. ``metadata`` takes any §1 field (``tags``,
    ``allowed_tools``, ``version``, ``args``, ``priority``, ``model``…)."""
    location = f"define_skill({name!r})"
    if not isinstance(content, str) or not content.strip():
        raise SkillInvalidError(
            f"{location}: 'content' is empty; pass the skill body (the instructions) as text"
        )
    fields: dict[str, Any] = {"name": name, "description": description}
    for key, value in metadata.items():
        fields[_KEYWORD_FIELDS.get(key, key)] = value
    raw = {k: str(v) for k, v in fields.items() if isinstance(v, str | int | float)}
    if isinstance(fields.get("version"), float):
        raise SkillInvalidError(
            f"{location}: field 'version' must be text (e.g. '1.10'), not a float"
        )
    return skill_from_fields(
        fields,
        raw,
        content.strip(),
        location=location,
        directory=str(directory) if directory is not None else None,
    )


def load_skills(path: str | os.PathLike[str]) -> list[Skill]:
    """Every skill in one folder (both layouts), sorted by name.

    Strict: an invalid skill or two skills with one name raise ``SkillInvalidError`` naming
    the file(s). A loose ``.md`` without frontmatter (a README) is skipped with a warning;
    a missing folder gives an empty list."""
    folder = Path(path)
    if folder.exists() and not folder.is_dir():
        raise SkillInvalidError(f"{folder}: not a directory; pass the folder that holds skills")
    source = DirectorySource(folder)
    try:
        records = source.list()
    except SkillError:
        raise
    except OSError as exc:
        raise SkillInvalidError(f"{folder}: cannot read the folder ({exc.strerror})") from exc
    by_name: dict[str, Skill] = {}
    for record in records:
        assert record.location is not None
        try:
            skill = parse_skill(
                source.read(record),
                location=record.location,
                default_name=record.name,
                directory=record.directory,
            )
        except NoFrontmatterError as exc:
            if record.layout == "loose":
                logger.warning("Skipping %s: %s", record.location, exc)
                continue
            raise
        previous = by_name.get(skill.name)
        if previous is not None:
            raise SkillInvalidError(
                f'two skills are named "{skill.name}": {previous.location} and '
                f"{record.location}; rename one of them"
            )
        by_name[skill.name] = skill
    return [by_name[name] for name in sorted(by_name)]
