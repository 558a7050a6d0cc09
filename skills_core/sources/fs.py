"""Local folders of skills (single tenancy only): one folder, or the §8 search paths."""

from __future__ import annotations

import builtins
import logging
import os
import stat
from pathlib import Path

from skills_core.errors import SkillInvalidError, SkillTooLargeError
from skills_core.format.frontmatter import (
    MAX_HEAD_BYTES,
    NeedMoreBytes,
    decode_text,
    frontmatter_from_head,
    oversized_or_unclosed,
)
from skills_core.format.layout import MAX_SKILL_FILE_BYTES, SKILL_FILE, skill_key
from skills_core.model import Layout, SkillRecord
from skills_core.settings import Settings, settings_or_env
from skills_core.sources.local_files import list_local_files, read_local_file

logger = logging.getLogger("skills_core")


#: Where an installed wheel keeps the bundled skills: the build maps the repository's
#: ``bundled_skills/`` to ``skills_core/bundled/`` (pyproject.toml, ``[tool.hatch...sources]``),
#: so site-packages gets no top-level folder of its own.
WHEEL_BUNDLED = "bundled"


def bundled_dir() -> Path:
    """The bundled skills: ``skills_core/bundled/`` in an installed wheel, otherwise
    ``bundled_skills/`` beside the package (a checkout, an editable install, the Lambda zip).
    A checkout has no ``skills_core/bundled/``, so the repository's folder is the one read."""
    package = Path(__file__).resolve().parent.parent
    installed = package / WHEEL_BUNDLED
    return installed if installed.is_dir() else package.parent / "bundled_skills"


def read_head_frontmatter(path: str | os.PathLike[str]) -> str | None:
    """Read only the head of ``path`` and return its frontmatter text (``None``: no
    frontmatter). Raises ``SkillInvalidError`` for undecodable or unclosed frontmatter."""
    with open(path, "rb") as handle:
        head = handle.read(MAX_HEAD_BYTES)
    location = os.fspath(path)
    try:
        return frontmatter_from_head(head, complete=len(head) < MAX_HEAD_BYTES, location=location)
    except NeedMoreBytes:
        raise oversized_or_unclosed(location) from None


class DirectorySource:
    """One folder: ``<name>/SKILL.md`` (folder layout) and ``<name>.md`` (loose layout).

    Discovery reads only each file's frontmatter; bodies are read on activation. A missing
    folder yields no skills; an unreadable one raises (the registry fails open on it)."""

    def __init__(self, path: str | os.PathLike[str], *, label: str | None = None) -> None:
        self.path = Path(path)
        self.label = label or f"fs:{self.path.name}"

    def list(self) -> list[SkillRecord]:
        if not self.path.is_dir():
            return []
        records: list[SkillRecord] = []
        try:
            entries = sorted(os.scandir(self.path), key=lambda e: e.name)
        except OSError as exc:
            raise SkillInvalidError(
                f"{self.path}: cannot read the folder ({exc.strerror})"
            ) from exc
        for entry in entries:
            folder = entry.is_dir()
            key = skill_key(f"{entry.name}/{SKILL_FILE}" if folder else entry.name)
            if key is None:
                continue
            file = os.path.join(entry.path, SKILL_FILE) if folder else entry.path
            try:
                info = os.stat(file)
            except OSError:
                continue  # a folder without SKILL.md, or a file that vanished
            if stat.S_ISREG(info.st_mode):
                records.append(self._record(file, *key, info))
        return records

    def _record(self, file: str, name: str, layout: Layout, info: os.stat_result) -> SkillRecord:
        return SkillRecord(
            name=name,
            content=None,
            source=self.label,
            directory=os.path.dirname(file) if layout == "folder" else None,
            layout=layout,
            location=file,
            etag=f"{info.st_mtime_ns}:{info.st_size}",
            size=info.st_size,
        )

    def head(self, record: SkillRecord) -> str | None:
        """The frontmatter of a record, read from the file's head on the registry's request, so
        one unreadable file fails alone (``None``: the file has no frontmatter)."""
        assert record.location is not None
        size = record.size if record.size is not None else os.stat(record.location).st_size
        if size > MAX_SKILL_FILE_BYTES:
            raise SkillTooLargeError(
                f"{record.location}: file is {size} bytes; skill files are at most "
                f"{MAX_SKILL_FILE_BYTES // 1024} KiB"
            )
        return read_head_frontmatter(record.location)

    def read(self, record: SkillRecord) -> str:
        assert record.location is not None
        with open(record.location, "rb") as handle:
            data = handle.read(MAX_SKILL_FILE_BYTES + 1)
        if len(data) > MAX_SKILL_FILE_BYTES:
            raise SkillTooLargeError(
                f"{record.location}: file is larger than {MAX_SKILL_FILE_BYTES // 1024} KiB"
            )
        return decode_text(data, record.location)

    def list_files(self, record: SkillRecord) -> builtins.list[str]:
        return list_local_files(record.directory) if record.directory else []

    def read_file(self, record: SkillRecord, path: str) -> bytes:
        assert record.directory is not None
        return read_local_file(record.directory, path)


class BundledSkillSource(DirectorySource):
    """The skills shipped with the package, see :func:`bundled_dir` (lowest priority in
    single tenancy)."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, label: str = "bundled"):
        super().__init__(path or bundled_dir(), label=label)


class FsSkillSources:
    """The §8 search paths for ``cwd``, highest priority first: ``SKILLS_PATH`` entries,
    ``<cwd>/.agents/skills``, ``/mnt/skills``, ``~/.agents/skills``, then the bundled skills
    (unless ``SKILLS_NO_BUNDLED``). A higher path shadows a lower one of the same name."""

    label = "filesystem"

    def __init__(
        self,
        cwd: str | os.PathLike[str] | None = None,
        *,
        settings: Settings | None = None,
        home: str | os.PathLike[str] | None = None,
        mnt: str | os.PathLike[str] = "/mnt/skills",
    ) -> None:
        settings = settings_or_env(settings)
        self.cwd = Path(cwd) if cwd is not None else Path.cwd()
        home_dir = Path(home) if home is not None else Path(os.path.expanduser("~"))
        roots: list[DirectorySource] = []
        for index, entry in enumerate(settings.skills_path):
            path = Path(entry)
            roots.append(
                DirectorySource(
                    path if path.is_absolute() else self.cwd / path, label=f"path{index + 1}"
                )
            )
        roots.append(DirectorySource(self.cwd / ".agents" / "skills", label="project"))
        roots.append(DirectorySource(Path(mnt), label="mnt"))
        roots.append(DirectorySource(home_dir / ".agents" / "skills", label="user"))
        if not settings.no_bundled:
            roots.append(BundledSkillSource())
        self.roots: tuple[DirectorySource, ...] = tuple(roots)

    def expand(self) -> list[DirectorySource]:
        """The roots in composition order (lowest priority first) for the registry."""
        return list(reversed(self.roots))

    def list(self) -> list[SkillRecord]:
        """Standalone use: one record per folder/file name, higher paths shadowing lower."""
        chosen: dict[str, SkillRecord] = {}
        for root in self.expand():
            for record in root.list():
                previous = chosen.get(record.name)
                if previous is not None and previous.source != record.source:
                    logger.info(
                        'Skill "%s" from %s shadows %s',
                        record.name,
                        record.location,
                        previous.location,
                    )
                if (
                    previous is None
                    or previous.source != record.source
                    or (record.layout == "folder")
                ):
                    chosen[record.name] = record
        return [chosen[n] for n in sorted(chosen)]

    def _root_for(self, record: SkillRecord) -> DirectorySource:
        for root in self.roots:
            if root.label == record.source:
                return root
        raise SkillInvalidError(f"record {record.name!r} does not come from {self.label}")

    def head(self, record: SkillRecord) -> str | None:
        return self._root_for(record).head(record)

    def read(self, record: SkillRecord) -> str:
        return self._root_for(record).read(record)

    def list_files(self, record: SkillRecord) -> builtins.list[str]:
        return self._root_for(record).list_files(record)

    def read_file(self, record: SkillRecord, path: str) -> bytes:
        return self._root_for(record).read_file(record, path)
