"""The linter behind ``skillsctl validate``: load-time rules plus warnings, and the strict
Agent Skills profile (agentskills.io) with ``strict=True``.

It reads files the lenient way, so one run lists every defect, and reports each one that
writing refuses as an error: the linter is as strict as saving."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from skills_core.errors import SkillError
from skills_core.format.fields import KNOWN_FIELDS, read_skill
from skills_core.format.frontmatter import NoFrontmatterError
from skills_core.format.layout import SKILL_FILE

STRICT_NAME_RE = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
STRICT_FIELDS = ("name", "description", "license", "compatibility", "metadata", "allowed-tools")


@dataclass(frozen=True)
class LintProblem:
    level: Literal["error", "warning"]
    location: str
    field: str | None
    message: str

    def __str__(self) -> str:
        where = f" [{self.field}]" if self.field else ""
        return f"{self.location}:{where} {self.level}: {self.message}"

    def to_dict(self) -> dict[str, str | None]:
        return {
            "level": self.level,
            "location": self.location,
            "field": self.field,
            "message": self.message,
        }


def lint_text(
    data: str | bytes,
    *,
    location: str,
    folder_name: str | None = None,
    file_name: str | None = None,
    strict: bool = False,
) -> list[LintProblem]:
    """Problems in one skill file. ``folder_name`` is set for the folder layout."""
    default = folder_name or (file_name[:-3] if file_name and file_name.endswith(".md") else None)
    try:
        parsed = read_skill(
            data, lenient=True, location=location, default_name=default, folder_name=folder_name
        )
    except NoFrontmatterError as exc:
        if folder_name is None:  # a README beside the skills: skipped, as the loaders do
            return [LintProblem("warning", location, None, "no frontmatter: not a skill, skipped")]
        return [LintProblem("error", location, None, _without_location(str(exc), location))]
    except SkillError as exc:
        message = _without_location(str(exc), location)
        match = re.match(r"field '([^']+)'", message)
        return [LintProblem("error", location, match.group(1) if match else None, message)]
    problems: list[LintProblem] = []
    for defect in parsed.defects:
        # Refused defects read as the error saving gives; notices say what readers do.
        refused = defect.refused
        message = defect.problem if refused else f"{defect.problem}; {defect.consequence}"
        level: Literal["error", "warning"] = "error" if refused or strict else "warning"
        problems.append(LintProblem(level, location, defect.field, message))
    skill = parsed.skill
    declared = skill.declared_fields
    for key in declared:
        if key not in KNOWN_FIELDS:
            problems.append(
                LintProblem("warning", location, key, f"unknown field '{key}' (kept, not used)")
            )
    if strict:
        if "name" not in declared:
            problems.append(LintProblem("error", location, "name", "strict: 'name' is required"))
        if not STRICT_NAME_RE.fullmatch(skill.name) or len(skill.name) > 64:
            problems.append(
                LintProblem(
                    "error",
                    location,
                    "name",
                    f"strict: '{skill.name}' must be lowercase letters, digits and single "
                    "hyphens, without a leading or trailing hyphen",
                )
            )
        for key in declared:
            if key not in STRICT_FIELDS:
                hint = (
                    f"; move it under 'metadata' (metadata.{key})"
                    if key in ("tags", "version", "args", "author")
                    else ""
                )
                problems.append(
                    LintProblem(
                        "error",
                        location,
                        key,
                        f"strict: top-level field '{key}' is not in the Agent Skills "
                        f"specification{hint}",
                    )
                )
        if folder_name is None:
            problems.append(
                LintProblem(
                    "error",
                    location,
                    None,
                    "strict: a skill must be a folder with a SKILL.md (<name>/SKILL.md)",
                )
            )
    return problems


def _without_location(text: str, location: str) -> str:
    prefix = f"{location}: "
    return text[len(prefix) :] if text.startswith(prefix) else text


def skill_files(target: Path) -> list[tuple[Path, str | None]]:
    """The skill files of a SKILL.md / <name>.md file, a skill folder or a folder of skills,
    each with its folder name (``None`` for the loose layout)."""
    if target.is_file():
        return [(target, target.parent.name if target.name == SKILL_FILE else None)]
    if (target / SKILL_FILE).is_file():
        return [(target / SKILL_FILE, target.name)]
    files: list[tuple[Path, str | None]] = []
    for child in sorted(target.iterdir()):
        if child.is_dir() and (child / SKILL_FILE).is_file():
            files.append((child / SKILL_FILE, child.name))
        elif child.is_file() and child.suffix == ".md" and child.name != SKILL_FILE:
            files.append((child, None))
    return files


def lint_path(path: str | Path, *, strict: bool = False) -> list[LintProblem]:
    """Lint a SKILL.md / <name>.md file, a skill folder, or a folder of skills."""
    target = Path(path)
    if not target.exists():
        return [LintProblem("error", str(target), None, "path does not exist")]
    problems: list[LintProblem] = []
    for file, folder in skill_files(target):
        data = file.read_bytes()
        problems.extend(
            lint_text(
                data, location=str(file), folder_name=folder, file_name=file.name, strict=strict
            )
        )
    return problems
