"""A versioned, reviewed store kept in memory: the version-history model
(:mod:`skills_core.governance.history`) with nothing but a dict behind it. The service tests
run on it (no sockets, no AWS), and an agent that embeds the library can use it as a scratch
store. Thread-safe; every write applies under one lock, so it has no races to lose."""

from __future__ import annotations

import builtins
import dataclasses
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from skills_core.errors import IdempotencyKeyReusedError, SkillNotFoundError
from skills_core.format.fields import NAME_RE
from skills_core.governance import history
from skills_core.governance.history import Served, SkillHistory, Transition, timestamp
from skills_core.governance.lifecycle import APPROVED, DEFAULT_LABEL, Lifecycle
from skills_core.idempotency import Idempotency
from skills_core.model import (
    ChangelogEntry,
    LabelResult,
    RetireResult,
    ReviewResult,
    SaveResult,
    Skill,
    SkillRecord,
    StoredVersion,
    with_statuses,
)
from skills_core.review.record import CREATING_ACTIONS, ReviewRecord, with_review_note
from skills_core.sources.base import Findings, Reported
from skills_core.sources.stored import (
    check_write_text,
    listed_record,
    new_version,
    replayed,
    served_of,
    store_version,
)

R = TypeVar("R")


@dataclass
class _Skill:
    head: SkillHistory
    changelog: list[ChangelogEntry] = field(default_factory=list)
    versions: dict[int, StoredVersion] = field(default_factory=dict)
    reviews: dict[int, ReviewRecord] = field(default_factory=dict)


class MemorySkillStore:
    """One tenant's skills, versioned and reviewed, in this process. ``serve_label``: the
    label a listing serves (the default label as fallback)."""

    def __init__(
        self,
        *,
        tenant: str = "default",
        label: str = "memory",
        default_label: str = DEFAULT_LABEL,
        serve_label: str | None = None,
    ) -> None:
        self.tenant = tenant
        self.label = label
        self.default_label = default_label
        self.serve_label = serve_label
        self._skills: dict[str, _Skill] = {}
        self._records: dict[str, tuple[str, dict[str, Any], float]] = {}
        self._lock = threading.RLock()

    def __repr__(self) -> str:
        return f"MemorySkillStore(tenant={self.tenant!r}, label={self.label!r})"

    def serving(self, label: str | None) -> MemorySkillStore:
        """The same skills as a listing under another label serves them."""
        view = MemorySkillStore(
            tenant=self.tenant, label=self.label, default_label=self.default_label
        )
        view.serve_label = label
        view._skills, view._records, view._lock = self._skills, self._records, self._lock
        return view

    def location(self, name: str) -> str:
        return f"{self.label}/{name}"

    # -- reads --------------------------------------------------------------------------------
    def list(self) -> builtins.list[SkillRecord]:
        with self._lock:
            heads = [skill.head for skill in self._skills.values()]
        records = (
            listed_record(
                head,
                origin=self.label,
                location=self.location(head.name),
                serve_label=self.serve_label,
                default_label=self.default_label,
            )
            for head in heads
        )
        return sorted((r for r in records if r is not None), key=lambda r: r.name)

    def read(self, record: SkillRecord) -> str:
        if record.version is None:
            raise SkillNotFoundError(f'Skill "{record.name}" has no version in "{self.label}".')
        return self.read_version(record.name, record.version)

    def head(self, name: str) -> SkillHistory | None:
        with self._lock:
            found = self._skills.get(name)
            return found.head if found is not None else None

    def versions(self, name: str) -> builtins.list[ChangelogEntry]:
        with self._lock:
            found = self._skills.get(name)
            if found is None or not found.changelog:
                raise SkillNotFoundError(f'Skill "{name}" was never saved to store "{self.label}".')
            return list(with_statuses(found.changelog, found.head.lifecycle.statuses))

    def stored_version(self, name: str, version: int | str) -> StoredVersion:
        number = store_version(version)
        with self._lock:
            found = self._skills.get(name)
            stored = found.versions.get(number) if found is not None else None
        if stored is None:
            raise SkillNotFoundError(
                f'Skill "{name}" has no version {number} in store "{self.label}"; list its '
                "versions to see which exist."
            )
        return stored

    def read_version(self, name: str, version: int | str) -> str:
        return self.stored_version(name, version).content

    def lifecycle(self, name: str) -> Lifecycle | None:
        head = self.head(name)
        return head.lifecycle if head is not None else None

    def labels(self, name: str) -> dict[str, int]:
        head = self.head(name)
        if head is None:
            raise SkillNotFoundError(f'Skill "{name}" was never saved to store "{self.label}".')
        return dict(head.lifecycle.labels)

    def recorded(self, idempotency: Idempotency) -> Mapping[str, Any] | None:
        with self._lock:
            found = self._records.get(idempotency.key)
        if found is None or found[2] < time.time():
            return None
        if found[0] != idempotency.fingerprint:
            raise IdempotencyKeyReusedError(
                f"the idempotency key {idempotency.key.partition(':')[2]!r} was already used "
                "for a different request; send a new key for a new request"
            )
        return found[1]

    # -- writes -------------------------------------------------------------------------------
    def save(
        self,
        skill: Skill,
        *,
        replace: bool = False,
        author: str | None = None,
        status: str = APPROVED,
        findings: Findings = (),
        draft: bool = False,
        idempotency: Idempotency | None = None,
        note: str | None = None,
        reported: Reported | None = None,
        looked_up: bool = False,
    ) -> SaveResult:
        name, written = new_version(skill, self.label, self.location)
        check_write_text(author=author, note=note)

        def apply(ctx: history.StoreContext) -> Transition[SaveResult]:
            found = self._skills.get(name)
            return history.save(
                ctx,
                found.head if found is not None else None,
                found.changelog if found is not None else [],
                written,
                name=name,
                status=status,
                draft=draft,
                replace=replace,
                author=author,
                note=note,
                findings=findings,
            )

        extras = reported or Reported()
        return self._write(
            apply,
            idempotency,
            SaveResult.from_dict,
            looked_up=looked_up,
            findings=findings,
            answer=extras.applied_to,
        )

    def retire(
        self, name: str, *, author: str | None = None, idempotency: Idempotency | None = None
    ) -> RetireResult:
        self._known_name(name)
        check_write_text(author=author)

        def apply(ctx: history.StoreContext) -> Transition[RetireResult]:
            found = self._skills.get(name)
            head = found.head if found is not None else None
            changelog = found.changelog if found is not None else []
            return history.retire(ctx, name, head, changelog, author=author)

        return self._write(apply, idempotency, RetireResult.from_dict)

    def review(
        self,
        name: str,
        version: int,
        decision: str,
        *,
        note: str | None = None,
        author: str | None = None,
        idempotency: Idempotency | None = None,
        expect: str | None = None,
    ) -> ReviewResult:
        self._known_name(name)
        check_write_text(author=author, note=note)

        def apply(ctx: history.StoreContext) -> Transition[ReviewResult]:
            return history.review(
                ctx,
                name,
                self.head(name),
                version,
                decision,
                note=note,
                author=author,
                served=lambda wanted: self._served_of(name, wanted),
                expect=expect,
            )

        return self._write(apply, idempotency, ReviewResult.from_dict)

    # -- model review ---------------------------------------------------------------------------
    def reviewed_version(
        self, name: str, version: int
    ) -> tuple[StoredVersion, ReviewRecord | None]:
        with self._lock:
            stored = self.stored_version(name, version)
            return stored, self._skills[name].reviews.get(stored.version)

    def record_model_review(
        self, name: str, version: int, digest: str, record: ReviewRecord
    ) -> bool:
        """Once per version, only at ``digest``: the record, its finding on the version and
        its note on the creating changelog entry, under the one lock."""
        self._known_name(name)
        with self._lock:
            found = self._skills.get(name)
            stored = found.versions.get(version) if found is not None else None
            if found is None or stored is None or stored.digest != digest:
                return False
            if version in found.reviews:
                return False
            found.reviews[version] = record
            extra = record.finding()
            if extra is not None:
                findings = (*stored.findings, extra)
                found.versions[version] = dataclasses.replace(stored, findings=findings)
            for i, entry in enumerate(found.changelog):
                if entry.version == version and entry.action in CREATING_ACTIONS:
                    noted = with_review_note(entry.note, record.note())
                    found.changelog[i] = dataclasses.replace(entry, note=noted)
                    break
            return True

    def set_label(
        self,
        name: str,
        label: str,
        version: int,
        *,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> LabelResult:
        return self._label(name, label, version, author, idempotency)

    def remove_label(
        self,
        name: str,
        label: str,
        *,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> LabelResult:
        return self._label(name, label, None, author, idempotency)

    def _label(
        self,
        name: str,
        label: str,
        version: int | None,
        author: str | None,
        idempotency: Idempotency | None,
    ) -> LabelResult:
        self._known_name(name)
        check_write_text(author=author)

        def apply(ctx: history.StoreContext) -> Transition[LabelResult]:
            return history.label(
                ctx,
                name,
                self.head(name),
                label,
                version,
                author=author,
                served=lambda wanted: self._served_of(name, wanted),
            )

        return self._write(apply, idempotency, LabelResult.from_dict)

    def _write(
        self,
        apply: Callable[[history.StoreContext], Transition[R]],
        idempotency: Idempotency | None,
        decode: Callable[[dict[str, Any]], R],
        *,
        looked_up: bool = False,
        findings: Findings = (),
        answer: Callable[[R], R] | None = None,
    ) -> R:
        """Look the key up (once), apply the transition and record the answer, atomically."""
        with self._lock:
            if idempotency is not None and not looked_up:
                recorded = self.recorded(idempotency)
                if recorded is not None:
                    return replayed(decode(dict(recorded)))
            transition = apply(history.StoreContext(self.label, self.default_label, timestamp()))
            after, entry = transition.after, transition.entry
            if after is None or entry is None:
                return transition.result
            result = answer(transition.result) if answer is not None else transition.result
            skill = self._skills.setdefault(after.name, _Skill(after))
            skill.head = after
            skill.changelog.append(entry)
            if transition.written is not None:
                text, digest = transition.written.text, transition.written.digest
                skill.versions[after.version] = StoredVersion(
                    after.name, after.version, text, digest, tuple(findings)
                )
            if idempotency is not None:
                self._records[idempotency.key] = (
                    idempotency.fingerprint,
                    result.to_dict(),  # type: ignore[attr-defined]
                    time.time() + idempotency.ttl_seconds,
                )
            return result

    def _served_of(self, name: str, versions: set[int]) -> dict[int, Served]:
        found: dict[int, Served] = {}
        for version in versions:
            stored = self.stored_version(name, version)
            size = len(stored.content.encode("utf-8"))
            found[version] = served_of(
                stored.content, stored.digest or "", size, self.location(name)
            )
        return found

    def _known_name(self, name: str) -> None:
        if not isinstance(name, str) or not NAME_RE.fullmatch(name):
            raise SkillNotFoundError(f'Skill {name!r} was never saved to store "{self.label}".')


__all__ = ["MemorySkillStore"]
