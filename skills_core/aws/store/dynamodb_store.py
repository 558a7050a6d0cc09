"""A versioned, reviewed, writable skill store in one DynamoDB table partitioned by tenant
(item layout: :mod:`skills_core.aws.store.dynamodb_items`).

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

import uuid
from typing import Any

from skills_core.aws.snapshots.snapshot_store import SnapshotStore
from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.catalog_overlay import CatalogOverlay
from skills_core.aws.store.dynamodb_commit import WriteLoop
from skills_core.aws.store.dynamodb_idempotency import IdempotencyRecords
from skills_core.aws.store.dynamodb_model_review import record_review
from skills_core.aws.store.dynamodb_reads import DynamoDBSkillReader
from skills_core.aws.store.dynamodb_writes import Plan, WriteContext, plan
from skills_core.errors import SkillStoreUnavailableError
from skills_core.governance import history
from skills_core.governance.lifecycle import APPROVED, DEFAULT_LABEL
from skills_core.idempotency import Idempotency
from skills_core.model import (
    LabelResult,
    RetireResult,
    ReviewResult,
    SaveResult,
    Skill,
    StoredVersion,
)
from skills_core.review.record import ReviewRecord
from skills_core.sources.base import Findings, Reported
from skills_core.sources.stored import check_write_text, new_version


class DynamoDBSkillStore(DynamoDBSkillReader):
    """Skills of one tenant in a shared table, versioned, reviewed and writable (the reads
    are :class:`DynamoDBSkillReader`'s). ``snapshots``: the deployment's catalog snapshots:
    every write then also puts its name's catalog overlay item (the stream function folds it
    into the snapshot later; reads lay the overlay over the snapshot meanwhile)."""

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
        #: The deployment's catalog snapshots (a bulk import rebuilds the tenant's once).
        self.snapshots = snapshots
        #: Every write also puts its name's catalog overlay item (same transaction).
        self.overlay = (
            CatalogOverlay(
                table=table_name,
                pk=self._pk,
                label=label,
                default_label=default_label,
                text=lambda name, v: str(self._attempt_version_item(name, v)["content"]["S"]),
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
            overlay=self.overlay,
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
        status: str = APPROVED,
        findings: Findings = (),
        draft: bool = False,
        idempotency: Idempotency | None = None,
        note: str | None = None,
        reported: Reported | None = None,
        looked_up: bool = False,
    ) -> SaveResult:
        """Write ``skill`` as the name's next version with review ``status`` (the rules:
        :func:`skills_core.governance.history.save`). ``reported`` (``shadowed_by``,
        ``warnings``) completes the answer an idempotency record keeps, so a repeated request
        gets the first answer whole; ``looked_up``: the caller has looked ``idempotency`` up
        already and found no record (it is not read twice)."""
        name, written = new_version(skill, self.label, self.location)
        check_write_text(author=author, note=note)
        extras = reported or Reported()

        def attempt() -> Plan[SaveResult]:
            head = self._head_once(name)
            ctx = self._context()
            transition = history.save(
                ctx.store,
                head,
                self._changelog(name) if head is not None else [],
                written,
                name=name,
                status=status,
                draft=draft,
                replace=replace,
                author=author,
                note=note,
                findings=findings,
            )
            planned = plan(ctx, head, transition, findings=findings)
            return planned.answering(extras.applied_to(planned.result))

        return self._loop.run(name, attempt, idempotency, SaveResult.from_dict, looked_up=looked_up)

    def recorded(self, idempotency: Idempotency) -> dict[str, Any] | None:
        """The answer an earlier write with this idempotency key got (``None``: none yet)."""
        return self._idempotency.lookup(idempotency)

    def retire(
        self, name: str, *, author: str | None = None, idempotency: Idempotency | None = None
    ) -> RetireResult:
        """Remove ``name`` from listings; its versions stay readable and the changelog gets a
        ``retired`` entry with the current version number."""
        self._known_name(name)
        check_write_text(author=author)

        def attempt() -> Plan[RetireResult]:
            head = self.head(name)
            changelog = self._changelog(name) if head is not None and head.active else []
            ctx = self._context()
            return plan(ctx, head, history.retire(ctx.store, name, head, changelog, author=author))

        return self._loop.run(name, attempt, idempotency, RetireResult.from_dict)

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
        """Approve, reject or deprecate one version (SPEC §10). Reviewing a version into the
        state it is already in changes nothing and writes no changelog entry; ``expect``:
        only from that status (the head's condition pins the status read)."""
        self._known_name(name)
        check_write_text(author=author, note=note)

        def attempt() -> Plan[ReviewResult]:
            head = self.head(name)
            ctx = self._context()
            transition = history.review(
                ctx.store,
                name,
                head,
                version,
                decision,
                note=note,
                author=author,
                served=lambda wanted: self._served_of(name, wanted),
                expect=expect,
            )
            return plan(ctx, head, transition)

        return self._loop.run(name, attempt, idempotency, ReviewResult.from_dict)

    # -- model review (SPEC §10): skills_core/aws/store/dynamodb_model_review.py -----------
    def reviewed_version(
        self, name: str, version: int
    ) -> tuple[StoredVersion, ReviewRecord | None]:
        """One version and its model review, from one consistent GetItem."""
        item = self.version_item(name, version)
        return items.stored_version_of(name, item), items.review_from(item)

    def record_model_review(
        self, name: str, version: int, digest: str, record: ReviewRecord
    ) -> bool:
        self._known_name(name)
        return record_review(self._calls, self._pk, name, version, digest, record)

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
        check_write_text(author=author)

        def attempt() -> Plan[LabelResult]:
            head = self.head(name)
            ctx = self._context()
            transition = history.label(
                ctx.store,
                name,
                head,
                label,
                version,
                author=author,
                served=lambda wanted: self._served_of(name, wanted),
            )
            return plan(ctx, head, transition)

        return self._loop.run(name, attempt, idempotency, LabelResult.from_dict)

    def _context(self) -> WriteContext:
        """A fresh write id and time for each attempt (and no version item of an earlier one)."""
        self._versions.clear()
        return WriteContext(
            self.table_name,
            self._pk,
            self.label,
            self.default_label,
            self.location,
            uuid.uuid4().hex,
            items.now(),
        )


__all__ = ["DynamoDBSkillStore"]
