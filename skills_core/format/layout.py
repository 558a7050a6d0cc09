"""The one layout rule: a skill is ``<name>/SKILL.md`` (folder layout: the folder holds its
files) or ``<name>.md`` (loose layout), directly below the scanned root. Local folders, S3
prefixes, the publisher and the linter all ask this module."""

from __future__ import annotations

from skills_core.model import Layout

SKILL_FILE = "SKILL.md"
MARKDOWN_SUFFIX = ".md"
#: Skill files above this are refused wherever they are read (disk, S3).
MAX_SKILL_FILE_BYTES = 1024 * 1024


def skill_key(rel: str) -> tuple[str, Layout] | None:
    """``(name, layout)`` when ``rel`` (a POSIX path relative to the root) is a skill file,
    else ``None``. The name is not validated here: callers decide what a bad one means."""
    head, sep, leaf = rel.partition("/")
    if not sep:
        if rel.endswith(MARKDOWN_SUFFIX) and rel != SKILL_FILE and len(rel) > len(MARKDOWN_SUFFIX):
            return rel[: -len(MARKDOWN_SUFFIX)], "loose"
        return None
    if leaf == SKILL_FILE and head:
        return head, "folder"
    return None


def skill_path(name: str, layout: Layout) -> str:
    """The relative path of a skill file (the inverse of :func:`skill_key`)."""
    return f"{name}/{SKILL_FILE}" if layout == "folder" else f"{name}{MARKDOWN_SUFFIX}"


def folder_of(rel: str) -> str | None:
    """The top folder name of a path below the root, or ``None`` for a top-level file."""
    head, sep, _ = rel.partition("/")
    return head if sep else None


__all__ = [
    "MARKDOWN_SUFFIX",
    "MAX_SKILL_FILE_BYTES",
    "SKILL_FILE",
    "folder_of",
    "skill_key",
    "skill_path",
]
