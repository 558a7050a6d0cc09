"""Files beside SKILL.md: path validation shared by every source (local folders and S3
prefixes), local listing/reading with symlink containment, and text decoding."""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from skills_core.errors import (
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillTooLargeError,
)

MAX_FILE_BYTES = 256 * 1024
SKILL_FILE = "SKILL.md"
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


def is_within(root: Path, target: Path) -> bool:
    try:
        target.relative_to(root)
    except ValueError:
        return False
    return True


def list_local_files(directory: str | os.PathLike[str]) -> list[str]:
    """Relative POSIX paths of the regular files below ``directory`` (SKILL.md excluded),
    sorted. Symlinks are listed only when they resolve inside the folder."""
    root = Path(directory).resolve()
    found: list[str] = []
    if not root.is_dir():
        return found
    for current, dirnames, filenames in os.walk(root, followlinks=False):
        base = Path(current)
        # Never descend into symlinked folders: they may point anywhere.
        dirnames[:] = sorted(d for d in dirnames if not (base / d).is_symlink())
        for filename in filenames:
            full = base / filename
            rel = full.relative_to(root).as_posix()
            if rel == SKILL_FILE:
                continue
            if full.is_symlink():
                resolved = full.resolve()
                if not is_within(root, resolved) or not resolved.is_file():
                    continue
            found.append(rel)
    return sorted(found)


def read_local_file(directory: str | os.PathLike[str], path: str) -> bytes:
    """Read ``path`` below ``directory`` after validation; symlinks resolved and contained."""
    rel = normalize_relative_path(path)
    root = Path(directory).resolve()
    target = (root / rel).resolve()
    if not is_within(root, target):
        raise SkillPathDeniedError(f"file path {path!r} resolves outside the skill folder")
    try:
        info = target.stat()
    except OSError:
        raise SkillNotFoundError(f"no file {rel!r} in this skill's folder") from None
    if not stat.S_ISREG(info.st_mode):
        raise SkillNotFoundError(f"{rel!r} is not a file in this skill's folder")
    if info.st_size > MAX_FILE_BYTES:
        raise SkillTooLargeError(
            f"file {rel!r} is {info.st_size} bytes; at most {MAX_FILE_BYTES // 1024} KiB "
            "can be read"
        )
    with open(target, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise SkillTooLargeError(f"file {rel!r} is larger than {MAX_FILE_BYTES // 1024} KiB")
    return data


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
