"""Bulk import (SPEC §11): every skill of a folder (``<name>/SKILL.md`` and ``<name>.md``)
saved into a tenant's store under the save rules of §5 and §10, fast enough to seed 10,000.

Each skill goes through the checks a save makes (size, validation, the scanner under
``SKILLS_SCAN``, status by ``SKILLS_REVIEW``); a skill that fails one is skipped with the
reason, the rest go on. A name the store already serves is skipped unless ``replace``; a name
whose current version already holds the same text is skipped either way, so a rerun (or the
rerun of an interrupted import) imports nothing twice. Names the store has never seen are
written in bulk by the store's :class:`ImportTarget` (DynamoDB: batch writes of the store's
own items); the others through the store's ordinary conditional save. At the end the target
makes the tenant's derived state (its catalog snapshot) current."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from skills_core.compose.build import OPTIONAL_FIELDS
from skills_core.errors import SkillError, SkillStoreUnavailableError, SkillUnsafeError
from skills_core.format.fields import parse_skill
from skills_core.format.frontmatter import NoFrontmatterError
from skills_core.format.layout import MAX_SKILL_FILE_BYTES
from skills_core.format.render import skill_fields
from skills_core.governance.history import SkillHistory
from skills_core.model import Skill
from skills_core.publish.scan import read_limited
from skills_core.service.writes import SaveCommand, checked_skill
from skills_core.settings import Settings, settings_or_env
from skills_core.sources.base import GovernedStore, SkillStore
from skills_core.sources.bulk import IMPORT_CHUNK, ImportTarget, Prepared
from skills_core.sources.fs import DirectorySource
from skills_core.sources.local_files import list_local_files
from skills_core.sources.stored import new_version

#: Fields a store keeps outside the optional ones: they go into the command itself.
MAIN_FIELDS = ("name", "description", "tags")


@dataclass(frozen=True)
class Skipped:
    name: str
    location: str
    reason: str

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "location": self.location, "reason": self.reason}


@dataclass(frozen=True)
class ImportResult:
    """The names written (with their new version), the skills left out and why, and what a
    person should know (dropped fields, files a store does not keep)."""

    imported: tuple[str, ...] = ()
    skipped: tuple[Skipped, ...] = ()
    warnings: tuple[str, ...] = ()
    derived: str = field(default="none", compare=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "imported": list(self.imported),
            "skipped": [s.to_dict() for s in self.skipped],
            "warnings": list(self.warnings),
            "derived": self.derived,
        }


class StoreTarget:
    """Any governed store, one save per skill (the in-memory store; tests and scratch use)."""

    def __init__(self, store: GovernedStore) -> None:
        self.store = store
        self.label = store.label

    def heads_of(self, names: Sequence[str]) -> Mapping[str, SkillHistory]:
        head = getattr(self.store, "head", None)
        if not callable(head):
            return {}
        return {name: found for name in names if (found := head(name)) is not None}

    def add_new(self, skills: Sequence[Prepared], *, author: str | None) -> None:
        for prepared in skills:
            self.save_one(prepared, replace=False, author=author)

    def save_one(self, prepared: Prepared, *, replace: bool, author: str | None) -> None:
        self.store.save(
            prepared.skill,
            replace=replace,
            author=author,
            status=prepared.decision.status,
            findings=prepared.decision.findings,
        )

    def make_current(self, written: Mapping[str, str]) -> str:
        return "none"  # nothing derived: every read lists the store


def command_of(skill: Skill, *, replace: bool) -> tuple[SaveCommand, list[str]]:
    """The save command of a parsed skill file, and the fields a store does not keep."""
    fields = skill_fields(skill)
    dropped = [k for k in fields if k not in OPTIONAL_FIELDS and k not in MAIN_FIELDS]
    command = SaveCommand(
        name=skill.name,
        description=skill.description,
        body=skill.content,
        tags=tuple(fields.get("tags", ())),
        replace=replace,
        fields={k: v for k, v in fields.items() if k in OPTIONAL_FIELDS},
    )
    return command, dropped


def target_for(store: SkillStore) -> ImportTarget:
    """The store's bulk writer (DynamoDB), else one save per skill."""
    dynamodb = sys.modules.get("skills_core.aws.store.dynamodb_store")  # loaded if it is one
    if dynamodb is not None and isinstance(store, dynamodb.DynamoDBSkillStore):
        from skills_core.aws.store.dynamodb_import import DynamoDBImportTarget

        return DynamoDBImportTarget(store)
    if not isinstance(store, GovernedStore):
        raise SkillStoreUnavailableError(
            f'Store "{store.label}" keeps no review states; an import needs a governed store '
            "(a DynamoDBSkillStore or MemorySkillStore). Nothing was written."
        )
    return StoreTarget(store)


def import_skills(
    folder: str | os.PathLike[str],
    store: SkillStore,
    *,
    replace: bool = False,
    settings: Settings | None = None,
    author: str | None = None,
    target: ImportTarget | None = None,
) -> ImportResult:
    """Save every skill of ``folder`` into ``store`` (SPEC §11). ``settings``: the review and
    scan policy (default: the environment, read now); ``target``: how to write (default: the
    store's bulk writer)."""
    settings = settings_or_env(settings)
    root = Path(folder)
    if not root.is_dir():
        raise SkillError(f"{root}: not a folder of skills; check the path")
    warnings: list[str] = []
    skipped: list[Skipped] = []
    prepared = _read_folder(root, settings, replace, warnings, skipped)
    target = target or target_for(store)
    names = sorted(prepared)
    imported: list[str] = []
    done: list[Prepared] = []
    # Chunk by chunk: the heads are looked up right before the chunk's writes, so a bulk
    # write (which takes no condition) only ever follows a fresh "no such name".
    for start in range(0, len(names), IMPORT_CHUNK):
        chunk = [prepared[name] for name in names[start : start + IMPORT_CHUNK]]
        heads = target.heads_of([p.skill.name for p in chunk])
        new, again = _sorted_out(chunk, heads, store, target.label, replace, skipped)
        target.add_new(new, author=author)
        imported += [p.skill.name for p in new]
        done += new
        for item in again:
            try:
                target.save_one(item, replace=replace, author=author)
            except SkillError as exc:
                skipped.append(Skipped(item.skill.name, item.location, exc.message))
                continue
            imported.append(item.skill.name)
            done.append(item)
    derived = target.make_current({p.skill.name: p.digest for p in done})
    return ImportResult(tuple(sorted(imported)), tuple(skipped), tuple(warnings), derived)


def _sorted_out(
    chunk: Sequence[Prepared],
    heads: Mapping[str, SkillHistory],
    store: SkillStore,
    label: str,
    replace: bool,
    skipped: list[Skipped],
) -> tuple[list[Prepared], list[Prepared]]:
    """The chunk's names the store has never seen (bulk), and those it has that get a new
    version (the ordinary save); the rest go to ``skipped`` with the reason."""
    new: list[Prepared] = []
    again: list[Prepared] = []
    for item in chunk:
        name = item.skill.name
        head = heads.get(name)
        if head is None:
            new.append(item)
        elif head.active and not replace:
            reason = (
                "already imported (same text)"
                if _holds(head, item.digest)
                else f'already in store "{label}"; pass replace to add a version'
            )
            skipped.append(Skipped(name, item.location, reason))
        elif head.active and _newest_digest(store, head) == item.digest:
            skipped.append(Skipped(name, item.location, "already imported (same text)"))
        else:
            again.append(item)
    return new, again


def _holds(head: SkillHistory, digest: str) -> bool:
    """The store's newest version already has this text (a rerun, a resumed import)."""
    newest = head.served.get(head.version)
    return head.active and newest is not None and newest.digest == digest


def _newest_digest(store: SkillStore, head: SkillHistory) -> str | None:
    """The digest of the name's newest version (labelled or not: a pending import too)."""
    newest = head.served.get(head.version)
    if newest is not None:
        return newest.digest
    for entry in reversed(store.versions(head.name)):
        if entry.version == head.version and entry.digest is not None:
            return entry.digest
    return None


def _read_folder(
    root: Path, settings: Settings, replace: bool, warnings: list[str], skipped: list[Skipped]
) -> dict[str, Prepared]:
    """Every skill of ``root`` that passes a save's checks, by name."""
    found: dict[str, Prepared] = {}
    for record in DirectorySource(root).list():
        location = record.location or record.name
        try:
            data = read_limited(Path(location), MAX_SKILL_FILE_BYTES)
            parsed = parse_skill(
                data, location=location, default_name=record.name, directory=record.directory
            )
            command, dropped = command_of(parsed, replace=replace)
            skill, decision = checked_skill(command, settings)
            _, written = new_version(skill, "import", lambda name: name)
        except SkillUnsafeError as exc:
            skipped.append(Skipped(record.name, location, exc.message))
            continue
        except NoFrontmatterError as exc:
            if record.layout == "loose":  # a README beside the skills
                warnings.append(f"{location}: no frontmatter, so it is not a skill; skipped")
            else:
                skipped.append(Skipped(record.name, location, exc.message))
            continue
        except SkillError as exc:
            skipped.append(Skipped(record.name, location, exc.message))
            continue
        except OSError as exc:
            reason = f"cannot read ({exc.strerror or type(exc).__name__})"
            skipped.append(Skipped(record.name, location, reason))
            continue
        if skill.name in found:
            first = found[skill.name].location
            reason = f'another skill of the folder is named "{skill.name}" ({first})'
            skipped.append(Skipped(skill.name, location, reason))
            continue
        if dropped:
            warnings.append(
                f"{location}: field(s) {', '.join(dropped)} are not stored by the skill store; "
                "move them under 'metadata' to keep them"
            )
        if record.layout == "folder" and list_local_files(Path(location).parent):
            warnings.append(
                f"{location}: the files beside it are not imported (the store keeps SKILL.md "
                "only; publish skill folders with skillsctl sync)"
            )
        found[skill.name] = Prepared(skill, decision, written.digest, location)
    return found


__all__ = [
    "ImportResult",
    "ImportTarget",
    "Prepared",
    "Skipped",
    "StoreTarget",
    "command_of",
    "import_skills",
    "target_for",
]
