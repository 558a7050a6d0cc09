"""The Agent Skills Discovery v0.2.0 index (SPEC §13.1) of one label's served skills, with the
v0.1 ``files`` and ``version`` fields on every entry so v0.1 clients (opencode) read it too.

Entries are stored without a base (``path``: relative to the index's folder); the public
function and the MCP resource turn them into their own ``url`` values, so one stored index
serves every link of a label and the ``skill://`` URIs alike."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

SCHEMA_URI = "https://schemas.agentskills.io/discovery/0.2.0/schema.json"
#: The RFC's skill name: 1-64 lowercase letters and digits in hyphen-joined runs.
RFC_NAME_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
RFC_NAME_MAX = 64
RFC_DESCRIPTION_MAX = 1024
SKILL_MD = "SKILL.md"
TYPE_SKILL_MD = "skill-md"
TYPE_ARCHIVE = "archive"


@dataclass(frozen=True)
class IndexEntry:
    """One served skill as the index lists it. ``files``: paths relative to the skill's
    folder, ``SKILL.md`` first; ``digest``: of the artifact ``path`` names (the SKILL.md for
    a skill without files, else the archive)."""

    name: str
    description: str
    #: A store version's number, or an S3 skill's content version (``s3-<hex>``).
    version: int | str
    files: tuple[str, ...]
    digest: str
    path: str

    @property
    def type(self) -> str:
        return TYPE_SKILL_MD if self.files == (SKILL_MD,) else TYPE_ARCHIVE

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "version": self.version,
            "files": list(self.files),
            "digest": self.digest,
            "path": self.path,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> IndexEntry:
        return cls(
            name=str(data["name"]),
            description=str(data["description"]),
            version=version_of(data["version"]),
            files=tuple(str(f) for f in data["files"]),
            digest=str(data["digest"]),
            path=str(data["path"]),
        )


def version_of(value: Any) -> int | str:
    """A stored entry's version: a store version stays a number, an S3 content version text."""
    return value if isinstance(value, int) else str(value)


def archive_name(version: int | str) -> str:
    return f"{version}.tar.gz"


def ordered_files(paths: Iterable[str]) -> tuple[str, ...]:
    """``SKILL.md`` first, then the other paths sorted (the archive's order too)."""
    rest = sorted({p for p in paths if p != SKILL_MD})
    return (SKILL_MD, *rest)


def entry_path(name: str, version: int | str, files: Sequence[str]) -> str:
    """Where an entry's artifact is, relative to the index's folder."""
    if tuple(files) == (SKILL_MD,):
        return f"{name}/{SKILL_MD}"
    return f"{name}/{archive_name(version)}"


def refusal(name: str, description: str) -> str | None:
    """Why the RFC refuses a skill (``None``: it does not)."""
    if not (1 <= len(name) <= RFC_NAME_MAX) or not RFC_NAME_RE.fullmatch(name):
        return (
            f"the name is not 1-{RFC_NAME_MAX} lowercase letters and digits joined by single "
            "hyphens"
        )
    if not description:
        return "the description is empty"
    if len(description) > RFC_DESCRIPTION_MAX:
        return f"the description is longer than {RFC_DESCRIPTION_MAX} characters"
    return None


def document(entries: Iterable[IndexEntry], url: Callable[[IndexEntry], str]) -> dict[str, Any]:
    """The index document: entries sorted by name, ``url`` made from each entry by ``url``;
    refused names and descriptions listed in ``omitted`` with the reason."""
    skills: list[dict[str, Any]] = []
    omitted: list[dict[str, str]] = []
    for entry in sorted(entries, key=lambda e: e.name):
        reason = refusal(entry.name, entry.description)
        if reason is not None:
            omitted.append({"name": entry.name, "reason": reason})
            continue
        skills.append(
            {
                "name": entry.name,
                "type": entry.type,
                "description": entry.description,
                "url": url(entry),
                "digest": entry.digest,
                "files": list(entry.files),
                "version": str(entry.version),
            }
        )
    return {"$schema": SCHEMA_URI, "skills": skills, "omitted": omitted}


def stored_entries(data: bytes | None) -> dict[str, IndexEntry]:
    """A label's stored index (name -> entry)."""
    if data is None:
        return {}
    raw = json.loads(data)
    return {e["name"]: IndexEntry.from_dict(e) for e in raw.get("entries", [])}


def entries_bytes(entries: Mapping[str, IndexEntry]) -> bytes:
    """A label's stored index: its entries in name order."""
    body = {"entries": [entries[n].to_dict() for n in sorted(entries)]}
    return json.dumps(body, ensure_ascii=False, sort_keys=True).encode("utf-8")


__all__ = [
    "RFC_DESCRIPTION_MAX",
    "RFC_NAME_MAX",
    "SCHEMA_URI",
    "SKILL_MD",
    "TYPE_ARCHIVE",
    "TYPE_SKILL_MD",
    "IndexEntry",
    "archive_name",
    "document",
    "entries_bytes",
    "entry_path",
    "ordered_files",
    "refusal",
    "stored_entries",
    "version_of",
]
