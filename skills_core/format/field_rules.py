"""One rule per frontmatter field (SPEC §1), and :class:`Defects`, which decides what a broken
rule means: writing (saves, generation, sync, ``load_skills``) raises the rule's error;
reading (sources, the registry, and the linter, which reports each as an error) records it
and uses the rule's fallback. Each rule is written once and raises; only :class:`Defects`
knows the mode."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from skills_core.errors import SkillInvalidError
from skills_core.model import ModelPreference

NAME_RE = re.compile(r"[a-z0-9][a-z0-9\-_]{0,63}")
MAX_DESCRIPTION_CHARS = 1024
MAX_COMPATIBILITY_CHARS = 500
IGNORED = "the field is ignored"

T = TypeVar("T")


@dataclass(frozen=True)
class Defect:
    """Something wrong with a skill file that reading tolerates. ``refused``: writing refuses
    it (a notice such as a name that differs from its folder is never refused)."""

    location: str
    field: str | None
    problem: str
    consequence: str
    refused: bool = True

    @property
    def warning(self) -> str:
        """The one line a reader logs and returns: file, defect, and what was done."""
        return f"{self.location}: {self.problem}; {self.consequence}"


class Defects:
    """Collects the defects of one skill. Strict (``lenient=False``): the first refused
    defect raises its rule's :class:`SkillInvalidError`, exactly as before lenient reading."""

    def __init__(self, location: str, *, lenient: bool) -> None:
        self.location = location
        self.lenient = lenient
        self.found: list[Defect] = []

    def report(self, field: str | None, error: SkillInvalidError, consequence: str) -> None:
        if not self.lenient:
            raise error
        prefix = f"{self.location}: "
        problem = (
            error.message[len(prefix) :] if error.message.startswith(prefix) else error.message
        )
        self.found.append(Defect(self.location, field, problem, consequence))

    def notice(self, field: str | None, problem: str, consequence: str) -> None:
        """A defect neither mode refuses (the linter's strict profile does)."""
        self.found.append(Defect(self.location, field, problem, consequence, refused=False))

    def tolerate(self, field: str, fallback: T, rule: Callable[..., T], *args: Any, **kw: Any) -> T:
        """``rule(*args, **kw)``; when it raises, the fallback (lenient) or the error (strict)."""
        try:
            return rule(*args, **kw)
        except SkillInvalidError as error:
            self.report(field, error, IGNORED)
            return fallback


def invalid(location: str, field: str, problem: str) -> SkillInvalidError:
    return SkillInvalidError(f"{location}: field '{field}' {problem}")


def text_value(value: Any, raw: str | None, location: str, field: str) -> str | None:
    """Text, or a scalar's source text (``1.10`` stays ``"1.10"``)."""
    if value is None:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, bool | int | float) and raw is not None:
        return raw
    raise invalid(location, field, f"must be text, got {type(value).__name__}")


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
                raise invalid(location, field, "must be a list of text values")
            text = str(item).strip()
            if text:
                out.append(text)
        return out
    raise invalid(location, field, "must be a list of text values or one string")


def merge(*lists: Iterable[str]) -> tuple[str, ...]:
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


def skill_name(
    value: Any,
    raw: str | None,
    defects: Defects,
    *,
    default_name: str | None,
    folder_name: str | None,
) -> str:
    """The frontmatter name; else the folder or file name. A frontmatter name that breaks
    the rule falls back to that name when it is valid (a defect); otherwise it is fatal."""
    location = defects.location
    if value is None:
        if default_name is None:
            raise SkillInvalidError(f"{location}: field 'name' is required here")
        return validate_name(default_name, location, origin="name (from the file name)")
    try:
        name = validate_name(text_value(value, raw, location, "name"), location)
    except SkillInvalidError as error:
        if default_name is None or not NAME_RE.fullmatch(default_name):
            raise
        kind = "folder" if folder_name is not None else "file"
        defects.report("name", error, f"the {kind} name '{default_name}' is used")
        return default_name
    if folder_name is not None and name != folder_name:
        problem = f"name '{name}' differs from its folder '{folder_name}'"
        defects.notice("name", problem, "the frontmatter name is used")
    return name


def description_text(value: Any, raw: str | None, defects: Defects) -> str:
    """Required and non-empty (fatal when missing); over the limit it is kept whole."""
    location = defects.location
    description = text_value(value, raw, location, "description")
    if description is None or not description.strip():
        raise SkillInvalidError(
            f"{location}: field 'description' is required; add a one-line "
            "'description: <what it does and when to use it>' to the frontmatter"
        )
    description = description.strip()
    if len(description) > MAX_DESCRIPTION_CHARS:
        error = invalid(
            location,
            "description",
            f"is {len(description)} characters; keep it at most {MAX_DESCRIPTION_CHARS}",
        )
        defects.report("description", error, "it is kept whole")
    return description


def metadata_map(value: Any, raw: Mapping[str, str], defects: Defects) -> dict[str, str]:
    """Text keys to text values; a list or map value is kept as its JSON text."""
    location = defects.location
    metadata: dict[str, str] = {}
    if value is None:
        return metadata
    if not isinstance(value, dict):
        error = invalid(location, "metadata", "must be a mapping of text keys to text values")
        defects.report("metadata", error, IGNORED)
        return metadata
    for key, item in value.items():
        if not isinstance(key, str):
            error = invalid(location, "metadata", f"has a non-text key {key!r}")
            defects.report("metadata", error, "that entry is ignored")
            continue
        if isinstance(item, dict | list):
            error = invalid(location, f"metadata.{key}", "must be a text value")
            defects.report(f"metadata.{key}", error, "it is kept as its JSON text")
            metadata[key] = json.dumps(item, ensure_ascii=False, default=str)
            continue
        metadata[key] = "" if item is None else raw.get(f"metadata.{key}", str(item))
    return metadata


def priority_value(value: Any, location: str) -> int:
    if value is None:
        return 0
    if isinstance(value, bool) or not isinstance(value, int):
        raise invalid(location, "priority", f"must be a whole number, got {value!r}")
    return value


def model_preference(value: Any, location: str) -> ModelPreference | None:
    if value is None:
        return None
    if (
        not isinstance(value, dict)
        or not isinstance(value.get("provider"), str)
        or not isinstance(value.get("model"), str)
    ):
        raise invalid(location, "model", "must be a mapping with text 'provider' and 'model' keys")
    return ModelPreference(value["provider"], value["model"])


def compatibility_text(value: Any, raw: str | None, location: str) -> str | None:
    text = text_value(value, raw, location, "compatibility")
    if text is not None and not 1 <= len(text) <= MAX_COMPATIBILITY_CHARS:
        raise invalid(location, "compatibility", f"must be 1-{MAX_COMPATIBILITY_CHARS} characters")
    return text
