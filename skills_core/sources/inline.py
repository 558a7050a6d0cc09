"""Skills given in code: ``Skill`` objects or ``{"name", "content"}`` literals."""

from __future__ import annotations

import builtins
from collections.abc import Iterable, Mapping
from typing import Any

from skills_core.errors import SkillInvalidError
from skills_core.model import Skill, SkillRecord
from skills_core.sources.local_files import list_local_files, read_local_file

SkillLiteral = Skill | Mapping[str, Any]


class InlineSource:
    """In-memory skills. A ``Skill`` with a ``directory`` (from ``define_skill``) exposes the
    files of that local folder; literals never touch the filesystem."""

    def __init__(self, skills: Iterable[SkillLiteral] = (), *, label: str = "inline") -> None:
        self.label = label
        self._records: list[SkillRecord] = []
        for index, item in enumerate(skills):
            self._records.append(self._record(item, index))

    def _record(self, item: SkillLiteral, index: int) -> SkillRecord:
        if isinstance(item, Skill):
            directory = item.directory
            return SkillRecord(  # positional: one per skill, 10,000 in a large catalog
                item.name,
                None,
                self.label,
                None,
                directory,
                None,
                "folder" if directory else None,
                f"{self.label}[{index}]",
                skill=item,
            )
        if isinstance(item, Mapping):
            name, content = item.get("name"), item.get("content")
            if not isinstance(name, str) or not isinstance(content, str):
                raise SkillInvalidError(
                    f"{self.label}[{index}]: an inline skill needs text 'name' and 'content' "
                    "(the full SKILL.md text, frontmatter included)"
                )
            return SkillRecord(
                name=name, content=content, source=self.label, location=f"{self.label}[{index}]"
            )
        raise SkillInvalidError(
            f"{self.label}[{index}]: expected a Skill or a dict with 'name' and 'content', "
            f"got {type(item).__name__}"
        )

    def list(self) -> list[SkillRecord]:
        return list(self._records)

    def list_files(self, record: SkillRecord) -> builtins.list[str]:
        return list_local_files(record.directory) if record.directory else []

    def read_file(self, record: SkillRecord, path: str) -> bytes:
        assert record.directory is not None
        return read_local_file(record.directory, path)
