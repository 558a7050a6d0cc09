"""Paths of the files beside SKILL.md: one validation for every source (local folders, S3
prefixes, MCP URIs) and the text rule for reading them."""

from __future__ import annotations

import re

from skills_core.errors import (
    SkillInvalidError,
    SkillPathDeniedError,
    SkillTooLargeError,
)

MAX_FILE_BYTES = 256 * 1024
_PERCENT_ESCAPE = re.compile(r"%[0-9A-Fa-f]{2}")


def normalize_relative_path(path: str) -> str:
    """Validate a path relative to a skill's directory and return it in canonical POSIX form.

    Refused (``SKILL_PATH_DENIED``): empty, NUL, backslashes, absolute or drive paths, ``..``
    segments and any percent escape left after the caller's single URL-decoding (a second
    encoding layer is how ``%2e%2e`` traversal sneaks past naive checks).
    """
    if not isinstance(path, str) or not path.strip():
        raise SkillPathDeniedError("file path is empty; give a path relative to the skill folder")
    if "\x00" in path:
        raise SkillPathDeniedError("file path contains a NUL byte")
    if "\\" in path:
        raise SkillPathDeniedError(
            f"file path {path!r} contains a backslash; use '/' between folders"
        )
    if _PERCENT_ESCAPE.search(path):
        raise SkillPathDeniedError(
            f"file path {path!r} contains a percent escape; paths are decoded once only"
        )
    if path.startswith("/") or re.match(r"^[A-Za-z]:", path) or path.startswith("~"):
        raise SkillPathDeniedError(
            f"file path {path!r} is absolute; give a path relative to the skill folder"
        )
    parts = [p for p in path.split("/") if p not in ("", ".")]
    if any(p == ".." for p in parts):
        raise SkillPathDeniedError(f"file path {path!r} leaves the skill folder ('..')")
    if not parts:
        raise SkillPathDeniedError(f"file path {path!r} names no file")
    return "/".join(parts)


def is_canonical(rel: str) -> bool:
    """``rel`` is a path :func:`normalize_relative_path` accepts and returns unchanged (so a
    key built from it maps back to the same file)."""
    try:
        return normalize_relative_path(rel) == rel
    except SkillPathDeniedError:
        return False


def decode_text_file(data: bytes, path: str) -> str:
    """UTF-8 text or ``SKILL_INVALID`` for binary content (NUL bytes or invalid UTF-8)."""
    if len(data) > MAX_FILE_BYTES:
        raise SkillTooLargeError(
            f"file {path!r} is {len(data)} bytes; at most {MAX_FILE_BYTES // 1024} KiB can be read"
        )
    if b"\x00" in data:
        raise SkillInvalidError(f"file {path!r} is binary; only text files can be read")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SkillInvalidError(
            f"file {path!r} is binary (not UTF-8); only text files can be read"
        ) from None
