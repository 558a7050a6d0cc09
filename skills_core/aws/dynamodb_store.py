"""A versioned, reviewed, writable skill store in one DynamoDB table partitioned by tenant
(item layout: :mod:`skills_core.aws.dynamodb_items`).

Every write is one ``TransactWriteItems`` with a condition on every item (a new item on
``attribute_not_exists``, the head on the version and changelog length it was read at), so
concurrent writers never lose an update: the loser re-reads and tries again. Every write is
also exactly once: each changelog item carries the id of the write that made it, so a write
whose reply was lost (botocore retries it and the retry fails its own condition, or the
connection drops after the commit) recognises its own commit instead of reporting a conflict
or an outage. Nothing is read after a commit: the answer (the changelog included) is built
from what was read before it, so a read failing afterwards cannot turn a stored write into
an error. Reads are consistent, so a read right after a write sees it."""

from __future__ import annotations

import dataclasses
import uuid
from collections.abc import Mapping
from typing import Any

from skills_core.aws import dynamodb_items as items
from skills_core.aws.dynamodb_commit import WriteLoop
from skills_core.aws.dynamodb_idempotency import IdempotencyRecords
from skills_core.aws.dynamodb_reads import DynamoDBSkillReader
from skills_core.aws.dynamodb_reviews import plan_label, plan_review
from skills_core.aws.dynamodb_writes import (
    Plan,
    WriteContext,
    plan_retire,
    plan_save,
)
from skills_core.aws.snapshot_maintainer import StoreSnapshots
from skills_core.aws.snapshot_store import SnapshotStore
from skills_core.errors import (
    SkillInvalidError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.fields import validate_name
from skills_core.format.render import render_skill
from skills_core.governance.lifecycle import DEFAULT_LABEL
from skills_core.idempotency import Idempotency
from skills_core.model import (
    MAX_NOTE_CHARS,
    LabelResult,
    RetireResult,
    ReviewResult,
    SaveResult,
    Skill,
)
from skills_core.settings import MAX_STORED_TEXT_BYTES

MAX_AUTHOR_CHARS = 256


class DynamoDBSkillStore(DynamoDBSkillReader):
    """Skills of one tenant in a shared table, versioned, reviewed and writable (the reads
    are :class:`DynamoDBSkillReader`'s). ``snapshots``: the deployment's catalog snapshots,
    kept current by every write in the write's own transaction."""

    def __init__(
        self,
        table_name: str,
        *,
        tenant: str = "default",
        label: str = "dynamodb",
        client: Any = None,
        default_label: str = DEFAULT_LABEL,
        serve_label: str | None = None,
        idempotency_table: str | None = None,
        snapshots: SnapshotStore | None = None,
    ) -> None:
        if not isinstance(table_name, str) or not table_name.strip():
            raise SkillStoreUnavailableError(
                "No DynamoDB table configured for the skill store; set SKILLS_TABLE"
            )
        super().__init__(
            table_name,
            tenant=tenant,
            label=label,
            client=client,
            default_label=default_label,
            serve_label=serve_label,
        )
        self._idempotency = IdempotencyRecords(self._calls, tenant, idempotency_table)
        #: Every write also publishes this partition's catalog snapshot (same transaction).
        self.snapshots = (
            StoreSnapshots(
                snapshots,
                tenant=tenant,
                label=label,
                default_label=default_label,
                location=self.location,
                heads=self.heads,
                text=lambda name, version: self.read_version(name, version),
            )
            if snapshots is not None
            else None
        )
        self._loop = WriteLoop(
            self._calls,
            self._pk,
            label=label,
            tenant=self.tenant,
            idempotency=self._idempotency,
            snapshots=self.snapshots,
        )

    def __repr__(self) -> str:
        return f"DynamoDBSkillStore({self.table_name!r}, tenant={self.tenant!r})"

    # -- writes ------------------------------------------------------------------------------
    def save(
        self,
        skill: Skill,
        *,
        replace: bool = False,
        author: str | None = None,
        status: str = "approved",
        findings: tuple[Mapping[str, Any], ...] = (),
        draft: bool = False,
        idempotency: Idempotency | None = None,
        annotate: Mapping[str, Any] | None = None,
        note: str | None = None,
    ) -> SaveResult:
        """Write ``skill`` as the name's next version with review ``status``. A ``draft``
        (model-generated) never collides: it adds a pending version beside what is served.
        ``annotate`` (``shadowed_by``, ``warnings``) completes the answer an idempotency
        record keeps, so a repeated request gets the first answer whole. ``note`` goes into
        the version's changelog entry (e.g. the model and tokens of a draft)."""
        name = validate_name(skill.name, self.location(str(skill.name)))
        _check_text(author, "author", MAX_AUTHOR_CHARS)
        _check_text(note, "note", MAX_NOTE_CHARS)
        text = render_skill(skill)
        size = len(text.encode("utf-8"))
        if size > MAX_STORED_TEXT_BYTES:  # checked before any call
            raise SkillTooLargeError(
                f'Skill "{name}" is {size} bytes of UTF-8; the store "{self.label}" keeps at '
                f"most {MAX_STORED_TEXT_BYTES} bytes per version. Shorten the body."
            )

        def plan() -> Plan[SaveResult]:
            head = self.head(name)
            planned = plan_save(
                self._context(),
                skill,
                text,
                head,
                self._changelog(name) if head is not None else [],
                replace=replace,
                author=author,
                status=status,
                findings=findings,
                draft=draft,
                note=note,
            )
            if not annotate:
                return planned
            extras = {k: v for k, v in annotate.items() if k in ("shadowed_by", "warnings")}
            extras["warnings"] = tuple(extras.get("warnings", ()))
            return dataclasses.replace(
                planned, result=dataclasses.replace(planned.result, **extras)
            )

        return self._loop.run(name, plan, idempotency, SaveResult.from_dict)

    def recorded(self, idempotency: Idempotency) -> dict[str, Any] | None:
        """The answer an earlier write with this idempotency key got (``None``: none yet)."""
        return self._idempotency.lookup(idempotency)

    def retire(
        self, name: str, *, author: str | None = None, idempotency: Idempotency | None = None
    ) -> RetireResult:
        """Remove ``name`` from listings; its versions stay readable and the changelog gets a
        ``retired`` entry with the current version number."""
        self._known_name(name)
        _check_text(author, "author", MAX_AUTHOR_CHARS)

        def plan() -> Plan[RetireResult]:
            head = self.head(name)
            changelog = self._changelog(name) if head is not None and head.active else []
            return plan_retire(self._context(), name, head, changelog, author=author)

        return self._loop.run(name, plan, idempotency, RetireResult.from_dict)

    def review(
        self,
        name: str,
        version: int,
        decision: str,
        *,
        note: str | None = None,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> ReviewResult:
        """Approve, reject or deprecate one version (SPEC §10). Reviewing a version into the
        state it is already in changes nothing and writes no changelog entry."""
        self._known_name(name)
        _check_text(author, "author", MAX_AUTHOR_CHARS)
        _check_text(note, "note", MAX_NOTE_CHARS)

        def plan() -> Plan[ReviewResult]:
            head = self.head(name)
            return plan_review(
                self._context(),
                name,
                head,
                version,
                decision,
                note=note,
                author=author,
                served=lambda wanted, h: self._served_of(name, wanted, h),
            )

        return self._loop.run(name, plan, idempotency, ReviewResult.from_dict)

    def set_label(
        self,
        name: str,
        label: str,
        version: int,
        *,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> LabelResult:
        """Point ``label`` at an approved ``version`` (a rollback when it is older)."""
        return self._label(name, label, version, author, idempotency)

    def remove_label(
        self,
        name: str,
        label: str,
        *,
        author: str | None = None,
        idempotency: Idempotency | None = None,
    ) -> LabelResult:
        """Remove a label other than the default one."""
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
        _check_text(author, "author", MAX_AUTHOR_CHARS)

        def plan() -> Plan[LabelResult]:
            head = self.head(name)
            return plan_label(
                self._context(),
                name,
                head,
                label,
                version,
                author=author,
                served=lambda wanted, h: self._served_of(name, wanted, h),
            )

        return self._loop.run(name, plan, idempotency, LabelResult.from_dict)

    def _context(self) -> WriteContext:
        """A fresh write id and time for each attempt."""
        return WriteContext(
            self.table_name,
            self._pk,
            self.label,
            self.default_label,
            self.location,
            uuid.uuid4().hex,
            items.now(),
        )


def _check_text(value: str | None, what: str, limit: int) -> None:
    if value is None:
        return
    if not isinstance(value, str) or not value.strip() or len(value) > limit:
        raise SkillInvalidError(f"{what} must be non-empty text of at most {limit} characters")


__all__ = ["DynamoDBSkillStore"]
