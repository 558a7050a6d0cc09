"""Files of a local skill folder: listing and reading with symlink containment (a link may
point anywhere; only what resolves inside the folder is served)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from skills_core.errors import SkillNotFoundError, SkillPathDeniedError, SkillTooLargeError
from skills_core.format.layout import SKILL_FILE
from skills_core.format.paths import MAX_FILE_BYTES, normalize_relative_path


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
