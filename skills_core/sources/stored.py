"""What every versioned store shares around the version-history model: the checks a write
makes before anything is read (name, size, author and note), the version it writes, and how a
skill's history becomes the record a listing serves."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TypeVar

from skills_core.errors import SkillInvalidError, SkillTooLargeError
from skills_core.format.fields import validate_name
from skills_core.format.frontmatter import split_frontmatter
from skills_core.format.render import render_skill
from skills_core.governance.digest import digest_of
from skills_core.governance.history import NewVersion, Served, SkillHistory, served_version
from skills_core.model import MAX_NOTE_CHARS, Skill, SkillRecord
from skills_core.settings import MAX_STORED_TEXT_BYTES

R = TypeVar("R")

#: The identity inside a changelog author: a JWT ``sub``, an event id, a user name (SPEC §6:
#: any JWT ``sub`` of up to 256 characters can write).
MAX_AUTHOR_IDENTITY_CHARS = 256
#: The namespace before it (``jwt:``, ``event:``, ``cli:``, ``model:``), colon included.
MAX_AUTHOR_NAMESPACE_CHARS = 32
#: A whole changelog author: the namespaced identity is never refused for its length.
MAX_AUTHOR_CHARS = MAX_AUTHOR_NAMESPACE_CHARS + MAX_AUTHOR_IDENTITY_CHARS


def check_write_text(*, author: str | None = None, note: str | None = None) -> None:
    """Author and note are recorded as given: non-empty and bounded, or absent."""
    for what, value, limit in (
        ("author", author, MAX_AUTHOR_CHARS),
        ("note", note, MAX_NOTE_CHARS),
    ):
        if value is None:
            continue
        if not isinstance(value, str) or not value.strip() or len(value) > limit:
            raise SkillInvalidError(f"{what} must be non-empty text of at most {limit} characters")


def new_version(skill: Skill, store: str, location: Callable[[str], str]) -> tuple[str, NewVersion]:
    """The checked name and the SKILL.md a save of ``skill`` writes (its digest, size and
    frontmatter computed once), refused before any call when no store item could hold it."""
    name = validate_name(skill.name, location(str(skill.name)))
    text = render_skill(skill)
    size = len(text.encode("utf-8"))
    if size > MAX_STORED_TEXT_BYTES:
        raise SkillTooLargeError(
            f'Skill "{name}" is {size} bytes of UTF-8; the store "{store}" keeps at most '
            f"{MAX_STORED_TEXT_BYTES} bytes per version. Shorten the body."
        )
    digest, _ = digest_of(text)
    frontmatter = split_frontmatter(text, location(name)).frontmatter or ""
    return name, NewVersion(text, frontmatter, digest, size)


def served_of(text: str, digest: str, size: int, location: str) -> Served:
    """What a listing needs of a stored version, from its text (a version gaining a label)."""
    return Served(split_frontmatter(text, location).frontmatter or "", digest, size)


def store_version(version: int | str) -> int:
    """A store version number as a caller gives it (``2`` or ``"2"``: ASCII digits only)."""
    if isinstance(version, bool) or not isinstance(version, int | str):
        raise SkillInvalidError("version must be a whole number such as 2")
    if isinstance(version, int):
        return version
    text = version.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 10:
        raise SkillInvalidError("version must be a whole number such as 2")
    return int(text)


def replayed(result: R) -> R:
    """An answer recorded by an earlier request, marked as replayed."""
    if dataclasses.is_dataclass(result) and hasattr(result, "replayed"):
        return dataclasses.replace(result, replayed=True)  # type: ignore[type-var]
    return result


def listed_record(
    history: SkillHistory,
    *,
    origin: str,
    location: str,
    serve_label: str | None,
    default_label: str,
) -> SkillRecord | None:
    """The record of ``history``'s version served under ``serve_label`` (the default label
    as fallback), or ``None`` when the skill is retired or has no served version. Never a
    body: the store reads it on activation."""
    found = served_version(history, serve_label, default=default_label)
    if found is None:
        return None
    version, served = found
    return SkillRecord(
        name=history.name,
        content=None,
        source=origin,
        version=str(version),
        frontmatter=served.frontmatter,
        location=location,
        etag=str(version),
        size=served.size,
        digest=served.digest,
        state={
            "status": history.lifecycle.statuses.get(version),
            "labels": dict(history.lifecycle.labels),
        },
    )


__all__ = [
    "MAX_AUTHOR_CHARS",
    "MAX_AUTHOR_IDENTITY_CHARS",
    "MAX_AUTHOR_NAMESPACE_CHARS",
    "MAX_NOTE_CHARS",
    "check_write_text",
    "listed_record",
    "new_version",
    "replayed",
    "served_of",
    "store_version",
]
