"""What several test tiers share to arrange skills: ``make_skill`` (a valid skill to save),
and the one hand-written source for what neither an
:class:`~skills_core.sources.inline.InlineSource` nor a
:class:`~skills_core.sources.memory.MemorySkillStore` does: a read-only source that lists
skills the way S3 does (frontmatter only, ``SKILL.md`` and the files beside it read on demand,
every read counted) and one whose listing fails."""

from __future__ import annotations

import builtins
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from skills_core.compose.build import build_skill
from skills_core.errors import SkillNotFoundError
from skills_core.format.frontmatter import split_frontmatter
from skills_core.format.render import render_skill
from skills_core.model import Skill, SkillRecord


def make_skill(name: str = "docker-ops", body: str = "# Docker\nBuild images.", **kw: Any) -> Skill:
    description = kw.pop("description", f"Skill {name}. Use when testing the store.")
    tags = kw.pop("tags", ("docker", "test"))
    return build_skill(name=name, description=description, body=body, tags=tags, fields=kw)


@dataclass
class Stored:
    """One skill of a :class:`MemorySource`: its SKILL.md text and the files beside it.
    ``location``: where a warning says the skill is (default ``<root><name>/SKILL.md``)."""

    text: str
    files: dict[str, bytes] = field(default_factory=dict)
    etag: str = "1"
    version: str | None = None
    layout: str = "folder"
    location: str | None = None


class MemorySource:
    """Skills held in memory, listed like S3 lists them: ``<name>/SKILL.md`` records that
    carry the frontmatter only (``deferred=False``: the full text, as stores and literals
    list), the text and the files read on demand. ``reads`` counts every read by path
    (``<name>/SKILL.md``, ``<name>/<file>``). ``root``: the folder every skill's directory
    is under (``mem://<label>/`` unless given)."""

    def __init__(
        self,
        label: str,
        skills: Mapping[str, Stored],
        *,
        root: str | None = None,
        deferred: bool = True,
    ) -> None:
        self.label = label
        self.skills = dict(skills)
        self.root = root if root is not None else f"mem://{label}/"
        self.deferred = deferred
        self.reads: Counter[str] = Counter()

    @classmethod
    def of(cls, label: str, *skills: Skill) -> MemorySource:
        """A source holding ``skills`` as their rendered SKILL.md."""
        return cls(label, {s.name: Stored(render_skill(s)) for s in skills})

    def list(self) -> list[SkillRecord]:
        return [self._record(name, stored) for name, stored in self.skills.items()]

    def _record(self, name: str, stored: Stored) -> SkillRecord:
        folder = stored.layout == "folder"
        location = stored.location or f"{self.root}{name}/SKILL.md"
        return SkillRecord(
            name=name,
            content=None if self.deferred else stored.text,
            source=self.label,
            version=stored.version,
            directory=f"{self.root}{name}/" if folder else None,
            frontmatter=split_frontmatter(stored.text, location).frontmatter
            if self.deferred
            else None,
            layout=stored.layout,
            location=location,
            etag=stored.etag,
        )

    def read(self, record: SkillRecord) -> str:
        self.reads[f"{record.name}/SKILL.md"] += 1
        return self.skills[record.name].text

    def list_files(self, record: SkillRecord) -> builtins.list[str]:
        return sorted(self.skills[record.name].files)

    def read_file(self, record: SkillRecord, path: str) -> bytes:
        files = self.skills[record.name].files
        if path not in files:
            raise SkillNotFoundError(f"no file {path!r} in this skill's folder")
        self.reads[f"{record.name}/{path}"] += 1
        return files[path]


class BrokenSource(MemorySource):
    """A source whose listing fails with ``error`` (a store or a bucket that is down)."""

    def __init__(self, label: str = "broken", error: Exception | None = None) -> None:
        super().__init__(label, {})
        self.error = error or RuntimeError("connection reset")

    def list(self) -> list[SkillRecord]:
        raise self.error


__all__ = ["BrokenSource", "MemorySource", "Stored", "make_skill"]
