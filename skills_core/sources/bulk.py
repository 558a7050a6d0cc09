"""The port of a bulk import (SPEC §11): what the import use case
(:mod:`skills_core.service.importing`) needs of a store, and what it hands over for each
skill that passed a save's checks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from skills_core.governance.history import SkillHistory
from skills_core.governance.policy import WriteDecision
from skills_core.model import Skill

#: Skills per round of an import: one lookup of their heads, then their writes.
IMPORT_CHUNK = 100


@dataclass(frozen=True)
class Prepared:
    """One skill that passed every check: what the store writes and with which status."""

    skill: Skill
    decision: WriteDecision
    digest: str
    location: str


class ImportTarget(Protocol):
    """What an import needs of a store: the heads of many names at once, a bulk write of
    names it has never seen, the ordinary save for the others, and the step that makes the
    derived state current (snapshots; in the stream design, the projection)."""

    label: str

    def heads_of(self, names: Sequence[str]) -> Mapping[str, SkillHistory]: ...

    #: Writes names that had no head a moment ago (looked up just before).
    def add_new(self, skills: Sequence[Prepared], *, author: str | None) -> None: ...

    def save_one(self, prepared: Prepared, *, replace: bool, author: str | None) -> None: ...

    def make_current(self, written: Mapping[str, str]) -> str: ...


__all__ = ["IMPORT_CHUNK", "ImportTarget", "Prepared"]
