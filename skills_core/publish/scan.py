"""The local side of a publish: the skills below a folder, read with the loader's rules plus
what S3 discovery needs (a valid key name, plain relative file paths). Problems are collected,
not raised one by one, so a user fixes every skill in one round."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from skills_core.errors import SkillError
from skills_core.format.fields import NAME_RE, parse_skill
from skills_core.format.frontmatter import NoFrontmatterError, frontmatter_from_head
from skills_core.format.layout import MAX_SKILL_FILE_BYTES, SKILL_FILE, skill_path
from skills_core.format.paths import MAX_FILE_BYTES, is_canonical
from skills_core.governance.digest import digest_of
from skills_core.model import SkillRecord
from skills_core.sources.fs import DirectorySource
from skills_core.sources.local_files import list_local_files

Warn = Callable[[str], None]


class PublishError(SkillError):
    """A publish that cannot go ahead; ``details`` lists every problem found (the message
    sums them up), so callers can show them all."""

    code = "SKILL_INVALID"

    def __init__(self, message: str, *, details: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.details: tuple[str, ...] = tuple(details)


@dataclass(frozen=True)
class LocalFile:
    rel: str  # key relative to the prefix
    path: Path
    md5: str
    size: int
    data: bytes | None = None  # kept for skill files, so the upload matches the index
    digest: str | None = None  # ``sha256:<hex>``, what the catalog snapshot records

    def content(self) -> bytes:
        return self.data if self.data is not None else self.path.read_bytes()


@dataclass(frozen=True)
class LocalSkill:
    name: str
    files: tuple[LocalFile, ...]  # the skill file first
    frontmatter: str | None
    folder: str | None  # the folder name (folder layout)
    body: str = ""  # the text after the frontmatter: what the catalog snapshot's search indexes


def md5_hex(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def local_file(rel: str, path: Path, data: bytes | None = None) -> LocalFile:
    content = path.read_bytes() if data is None else data
    return LocalFile(rel, path, md5_hex(content), len(content), data, digest_of(content)[0])


def read_limited(path: Path, limit: int) -> bytes:
    """Read at most ``limit`` bytes, so an oversized file is refused without loading it."""
    with open(path, "rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise PublishError(
            f"{path}: file is larger than {limit // 1024} KiB, the limit for a skill file; move "
            "long material into files beside SKILL.md"
        )
    return data


def scan_folder(root: Path, warn: Warn) -> tuple[list[LocalSkill], list[str]]:
    """Every skill under ``root``, sorted by name, and the problems that block a publish."""
    if not root.exists():
        raise PublishError(f"{root}: path does not exist; check the spelling")
    if not root.is_dir():
        raise PublishError(
            f"{root}: not a folder; sync takes the folder that holds the skills "
            "(<name>/SKILL.md, <name>.md)"
        )
    if (root / SKILL_FILE).is_file():
        warn(
            f"{root / SKILL_FILE} is ignored: a SKILL.md directly in the synced folder has no "
            "skill name; sync its parent folder to publish it"
        )
    problems: list[str] = []
    skills: list[LocalSkill] = []
    names: dict[str, str] = {}
    for record in DirectorySource(root).list():
        skill = _local_skill(record, warn, problems)
        if skill is None:
            continue
        location = str(skill.files[0].path)
        previous = names.get(skill.name)
        if previous is not None:
            problems.append(
                f'two skills are named "{skill.name}": {previous} and {location}; rename one '
                "of them"
            )
            continue
        names[skill.name] = location
        skills.append(skill)
    skills.sort(key=lambda s: s.name)
    return skills, problems


def _local_skill(record: SkillRecord, warn: Warn, problems: list[str]) -> LocalSkill | None:
    """One record as a skill to publish, or ``None`` (a problem or a warning says why)."""
    location = record.location or record.name
    folder = record.layout == "folder"
    try:
        data = read_limited(Path(location), MAX_SKILL_FILE_BYTES)
        skill = parse_skill(
            data, location=location, default_name=record.name, directory=record.directory
        )
        frontmatter = frontmatter_from_head(data, complete=True, location=location)
    except NoFrontmatterError as exc:
        if folder:
            problems.append(exc.message)
        else:
            warn(f"skipping {location}: no frontmatter, so it is not a skill")
        return None
    except SkillError as exc:
        problems.append(exc.message)
        return None
    except OSError as exc:
        problems.append(f"{location}: cannot read ({exc.strerror or type(exc).__name__})")
        return None
    if not NAME_RE.fullmatch(record.name):
        kind = "folder" if folder else "file"
        problems.append(
            f"{location}: the {kind} name {record.name!r} is not a valid skill name (1-64 "
            "of a-z, 0-9, '-', '_', starting with a letter or digit), so S3 discovery "
            f"would ignore it; rename the {kind}"
        )
        return None
    files = [local_file(skill_path(record.name, record.layout or "loose"), Path(location), data)]
    if folder and record.directory is not None:
        files += _folder_files(record.name, Path(record.directory), warn, problems)
    return LocalSkill(
        skill.name, tuple(files), frontmatter, record.name if folder else None, skill.content
    )


def _folder_files(name: str, directory: Path, warn: Warn, problems: list[str]) -> list[LocalFile]:
    """The files beside a SKILL.md (hidden ones skipped: ``.DS_Store``, editor swap files)."""
    files: list[LocalFile] = []
    for rel in list_local_files(directory):
        if any(part.startswith(".") for part in rel.split("/")):
            continue
        if not is_canonical(rel):
            problems.append(
                f"{directory / rel}: {rel!r} is not a plain relative path (no backslashes or "
                "percent escapes), so it could not be read back; rename it"
            )
            continue
        file = local_file(f"{name}/{rel}", directory / rel)
        if file.size > MAX_FILE_BYTES:
            warn(
                f"{file.path} is {file.size} bytes: it is uploaded and listed, but "
                f"read_skill_file serves at most {MAX_FILE_BYTES // 1024} KiB"
            )
        files.append(file)
    return files


__all__ = [
    "LocalFile",
    "LocalSkill",
    "PublishError",
    "Warn",
    "local_file",
    "md5_hex",
    "read_limited",
    "scan_folder",
]
