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

import builtins
import dataclasses
import logging
import random
import time
import uuid
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from skills_core.aws import dynamodb_items as items
from skills_core.aws.dynamodb_calls import Ambiguous, Conflict, StoreCalls
from skills_core.aws.dynamodb_idempotency import IdempotencyRecords
from skills_core.aws.dynamodb_items import Head, Item, Served
from skills_core.aws.dynamodb_writes import (
    Plan,
    StaleRead,
    WriteContext,
    plan_label,
    plan_retire,
    plan_review,
    plan_save,
)
from skills_core.aws.snapshot_maintainer import StoreSnapshots
from skills_core.aws.snapshot_store import SnapshotStore
from skills_core.aws.table_schema import HEAD_PREFIX, LOG_PREFIX, PARTITION_KEY, SORT_KEY
from skills_core.errors import (
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.fields import NAME_RE, validate_name
from skills_core.format.frontmatter import split_frontmatter
from skills_core.format.render import render_skill
from skills_core.governance.lifecycle import DEFAULT_LABEL, Lifecycle
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
from skills_core.settings import MAX_STORED_TEXT_BYTES, check_tenant

logger = logging.getLogger("skills_core")

MAX_AUTHOR_CHARS = 256
MAX_NOTE_CHARS = 2000
R = TypeVar("R")


class DynamoDBSkillStore:
    """Skills of one tenant in a shared table. ``client`` is a low-level DynamoDB client
    (created on first use when omitted). ``serve_label`` picks the label whose versions
    ``list()`` serves (falling back to ``default_label`` per skill)."""

    #: Attempts of a conditional write that keeps losing races, with full-jitter backoff.
    max_attempts = 10
    backoff_base = 0.02
    backoff_cap = 0.4

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
        self.table_name = table_name
        self.tenant = check_tenant(tenant)
        self.label = label
        self.default_label = default_label
        self.serve_label = serve_label
        self._calls = StoreCalls(table_name, label, client)
        self._pk = items.tenant_pk(tenant)
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

    def __repr__(self) -> str:
        return f"DynamoDBSkillStore({self.table_name!r}, tenant={self.tenant!r})"

    @property
    def client(self) -> Any:
        return self._calls.client

    def location(self, name: str) -> str:
        """How a skill of this store is named in messages: the store's label and the name
        (never the table: locations reach tenants in warnings)."""
        return f"{self.label}/{name}"

    # -- reads -------------------------------------------------------------------------------
    def head(self, name: str) -> Head | None:
        """The head of ``name`` (one consistent GetItem), ``None`` when never saved."""
        self._known_name(name)
        item = self._calls.call(
            "get_item",
            TableName=self.table_name,
            Key=items.key(self._pk, items.head_sk(name)),
            ConsistentRead=True,
        ).get("Item")
        return Head.from_item(item) if item else None

    def heads(self) -> builtins.list[Head]:
        """The heads of every active skill of this tenant (one Query, paged)."""
        found = self._calls.query_all(
            KeyConditionExpression="#pk = :pk AND begins_with(#sk, :prefix)",
            FilterExpression="#s = :active",
            ExpressionAttributeNames={"#pk": PARTITION_KEY, "#sk": SORT_KEY, "#s": "status"},
            ExpressionAttributeValues={
                ":pk": items.s(self._pk),
                ":prefix": items.s(HEAD_PREFIX),
                ":active": items.s(items.ACTIVE),
            },
        )
        return [Head.from_item(item) for item in found]

    def list(self) -> builtins.list[SkillRecord]:
        """Active skills of this tenant at their served version: heads only, never a body.
        A skill with no approved version is not listed (its versions stay readable)."""
        records: builtins.list[SkillRecord] = []
        for head in self.heads():
            version = head.lifecycle.served(self.serve_label, default=self.default_label)
            served = head.served.get(version) if version is not None else None
            if version is None or served is None:
                continue
            records.append(
                SkillRecord(
                    name=head.name,
                    content=None,
                    source=self.label,
                    version=str(version),
                    frontmatter=served.frontmatter,
                    location=self.location(head.name),
                    etag=str(version),
                    size=served.size,
                    digest=served.digest,
                    state={
                        "status": head.lifecycle.statuses.get(version),
                        "labels": dict(head.lifecycle.labels),
                    },
                )
            )
        return records

    def read(self, record: SkillRecord) -> str:
        """The full text of the record's version: one consistent GetItem."""
        if record.version is None:
            raise SkillNotFoundError(f'Skill "{record.name}" has no version in "{self.label}".')
        return self.read_version(record.name, record.version)

    def versions(self, name: str) -> builtins.list[ChangelogEntry]:
        """The changelog of ``name``, oldest first, each entry with its version's current
        status and digest (retired names included)."""
        entries = self._changelog(name)
        if not entries:
            raise SkillNotFoundError(f'Skill "{name}" was never saved to store "{self.label}".')
        head = self.head(name)
        return list(with_statuses(entries, head.lifecycle.statuses if head is not None else {}))

    def read_version(self, name: str, version: int | str) -> str:
        """The full SKILL.md text of one version: one consistent GetItem."""
        return str(self.version_item(name, version)["content"]["S"])

    def version_item(self, name: str, version: int | str) -> Item:
        """The stored item of one version (content, digest, findings…)."""
        number = _parse_version(version)
        self._known_name(name)
        item: Item | None = None
        if number >= 1:
            item = self._calls.call(
                "get_item",
                TableName=self.table_name,
                Key=items.key(self._pk, items.version_sk(name, number)),
                ConsistentRead=True,
            ).get("Item")
        if item is None:
            raise SkillNotFoundError(
                f'Skill "{name}" has no version {number} in store "{self.label}"; '
                "list its versions to see which exist."
            )
        return item

    def lifecycle(self, name: str) -> Lifecycle | None:
        head = self.head(name)
        return head.lifecycle if head is not None else None

    def stored_version(self, name: str, version: int | str) -> StoredVersion:
        item = self.version_item(name, version)
        return StoredVersion(
            name=name,
            version=int(item["version"]["N"]),
            content=item["content"]["S"],
            digest=item["digest"]["S"] if "digest" in item else None,
            findings=items.findings_from(item),
        )

    def labels(self, name: str) -> dict[str, int]:
        head = self.head(name)
        if head is None:
            raise SkillNotFoundError(f'Skill "{name}" was never saved to store "{self.label}".')
        return dict(head.lifecycle.labels)

    def _changelog(self, name: str) -> builtins.list[ChangelogEntry]:
        self._known_name(name)
        found = self._calls.query_all(
            KeyConditionExpression="#pk = :pk AND begins_with(#sk, :prefix)",
            ExpressionAttributeNames={"#pk": PARTITION_KEY, "#sk": SORT_KEY},
            ExpressionAttributeValues={
                ":pk": items.s(self._pk),
                ":prefix": items.s(f"{LOG_PREFIX}{name}#"),
            },
        )
        return [items.entry_from_item(item) for item in found]

    def _served_of(self, name: str, versions: set[int], head: Head) -> dict[int, Served]:
        """What a listing needs of ``versions`` (read from their items when the head lacks
        them: a version that gains a label)."""
        served = {v: x for v, x in head.served.items() if v in versions}
        for version in versions - set(served):
            item = self.version_item(name, version)
            text = item["content"]["S"]
            frontmatter = split_frontmatter(text, self.location(name)).frontmatter or ""
            served[version] = Served(frontmatter, item["digest"]["S"], int(item["size"]["N"]))
        return served

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
    ) -> SaveResult:
        """Write ``skill`` as the name's next version with review ``status``. A ``draft``
        (model-generated) never collides: it adds a pending version beside what is served.
        ``annotate`` (``shadowed_by``, ``warnings``) completes the answer an idempotency
        record keeps, so a repeated request gets the first answer whole."""
        name = validate_name(skill.name, self.location(str(skill.name)))
        _check_text(author, "author", MAX_AUTHOR_CHARS)
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
            )
            if not annotate:
                return planned
            extras = {k: v for k, v in annotate.items() if k in ("shadowed_by", "warnings")}
            extras["warnings"] = tuple(extras.get("warnings", ()))
            return dataclasses.replace(
                planned, result=dataclasses.replace(planned.result, **extras)
            )

        return self._write(name, plan, idempotency, SaveResult.from_dict)

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

        return self._write(name, plan, idempotency, RetireResult.from_dict)

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

        return self._write(name, plan, idempotency, ReviewResult.from_dict)

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

        return self._write(name, plan, idempotency, LabelResult.from_dict)

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

    def _write(
        self,
        name: str,
        plan_once: Callable[[], Plan[R]],
        idempotency: Idempotency | None,
        decode: Callable[[dict[str, Any]], R],
    ) -> R:
        """Plan, commit, recognise: the one write loop of every operation."""
        if idempotency is not None:
            recorded = self._idempotency.lookup(idempotency)
            if recorded is not None:
                return _replayed(decode(recorded))
        for attempt in range(self.max_attempts):
            try:
                plan = plan_once()
            except StaleRead:
                self._backoff(attempt)
                continue
            if not plan.items:  # nothing to change (a review into the same state)
                return plan.result
            transaction = list(plan.items)
            if self.snapshots is not None and plan.change is not None:
                transaction.extend(self.snapshots.prepare(plan.change))
            if idempotency is not None:
                transaction.append(self._idempotency.put(idempotency, plan.result_dict()))
            try:
                self._calls.transact(transaction)
            except Conflict as conflict:
                applied = self._applied(name, plan)
                if applied is None:  # cannot tell: never report a possibly stored write as lost
                    self._settle(None)
                    raise self._unknown(name) from conflict
                self._settle(applied)
                if applied:
                    return plan.result
                if idempotency is not None and conflict.reasons[-1:] == ["ConditionalCheckFailed"]:
                    recorded = self._idempotency.lookup(idempotency)
                    if recorded is not None:  # a concurrent twin of this request won
                        return _replayed(decode(recorded))
                logger.info(
                    'Write of "%s" in %s lost a race (attempt %d); re-reading',
                    name,
                    self.table_name,
                    attempt + 1,
                )
                self._backoff(attempt)
                continue
            except Ambiguous as lost:
                applied = self._applied(name, plan)
                self._settle(applied)
                if applied:
                    logger.info('Write of "%s" was applied although its reply was lost', name)
                    return plan.result
                if applied is None:
                    raise self._unknown(name) from lost
                raise self._calls.unavailable() from lost
            except BaseException:
                self._settle(False)
                raise
            self._settle(True)
            logger.info(
                'Wrote "%s" (%s) to table %s, tenant %s',
                name,
                plan.action,
                self.table_name,
                self.tenant,
            )
            return plan.result
        raise SkillStoreUnavailableError(
            f'Skill store "{self.label}": writing "{name}" kept conflicting with concurrent '
            f"writes after {self.max_attempts} attempts; retry."
        )

    def _settle(self, committed: bool | None) -> None:
        """``None``: whether the write committed is unknown (keep every object)."""
        if self.snapshots is not None:
            self.snapshots.committed(committed)

    def _applied(self, name: str, plan: Plan[Any]) -> bool | None:
        """Whether this plan's write is in the table (its changelog item carries its id);
        ``None`` when even that cannot be read."""
        try:
            item = self._calls.get(items.key(self._pk, items.log_sk(name, plan.seq)), {"#w": "wid"})
        except SkillError:
            return None
        return item is not None and item.get("wid", {}).get("S") == plan.wid

    def _unknown(self, name: str) -> SkillStoreUnavailableError:
        return SkillStoreUnavailableError(
            f'Skill store "{self.label}" stopped answering while writing "{name}": the write may '
            "or may not have been stored. Retry with the same Idempotency-Key (it is applied at "
            "most once), or read the skill's versions before writing again."
        )

    def _backoff(self, attempt: int) -> None:
        time.sleep(random.uniform(0, min(self.backoff_cap, self.backoff_base * 2**attempt)))  # noqa: S311

    def _known_name(self, name: str) -> None:
        """A name outside the §1 pattern was never saved (and must not reach a key prefix)."""
        if not isinstance(name, str) or not NAME_RE.fullmatch(name):
            raise SkillNotFoundError(f'Skill {name!r} was never saved to store "{self.label}".')


def _replayed(result: R) -> R:
    if dataclasses.is_dataclass(result) and hasattr(result, "replayed"):
        return dataclasses.replace(result, replayed=True)  # type: ignore[type-var]
    return result


def _parse_version(version: int | str) -> int:
    if isinstance(version, bool) or not isinstance(version, int | str):
        raise SkillInvalidError(f"version must be a whole number, got {version!r}")
    if isinstance(version, int):
        return version
    text = version.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 10:
        raise SkillInvalidError(f"version must be a whole number such as 2, got {version!r}")
    return int(text)


def _check_text(value: str | None, what: str, limit: int) -> None:
    if value is None:
        return
    if not isinstance(value, str) or not value.strip() or len(value) > limit:
        raise SkillInvalidError(f"{what} must be non-empty text of at most {limit} characters")


__all__ = ["DynamoDBSkillStore"]
