"""What each store write does, planned from what was read: the transaction items (every one
conditioned), the answer the caller gets, and the change the catalog snapshot needs. Planning
reads nothing itself, so one retry loop in the store serves every operation."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from skills_core.aws import dynamodb_items as items
from skills_core.aws.dynamodb_items import Head, Item, Served
from skills_core.errors import SkillCollisionError, SkillInvalidError, SkillNotFoundError
from skills_core.format.frontmatter import split_frontmatter
from skills_core.governance.digest import digest_of
from skills_core.governance.lifecycle import (
    APPROVED,
    PENDING,
    Lifecycle,
)
from skills_core.idempotency import EVENT_AUTHOR_PREFIX
from skills_core.model import (
    ChangelogEntry,
    RetireResult,
    SaveResult,
    Skill,
    with_statuses,
)

R = TypeVar("R")
#: Reads what a listing needs of some versions of a skill whose head is given.
ServedReader = Callable[[set[int], Head], dict[int, Served]]

CREATED = "created"
REPLACED = "replaced"
RETIRED = "retired"
GENERATED = "generated"
LABELED = "labeled"
UNLABELED = "unlabeled"


class StaleRead(Exception):
    """The head and the changelog were read on either side of another write: read again."""


@dataclass(frozen=True)
class WriteContext:
    """The store and the moment of one write attempt."""

    table: str
    pk: str
    label: str
    default_label: str
    location: Callable[[str], str]
    wid: str
    time: str


@dataclass(frozen=True)
class StoreChange:
    """One skill's state after a write, for the catalog snapshot: its head, and the full text
    of a version written by this change."""

    name: str
    head: Head
    written: Mapping[int, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Plan(Generic[R]):
    """The transaction of one attempt (empty: nothing to change), its answer, the changelog
    sequence number it writes (how a retry recognises it) and the write's id."""

    items: Sequence[Item]
    result: R
    seq: int = 0
    wid: str = ""
    action: str = ""
    change: StoreChange | None = None

    def result_dict(self) -> dict[str, Any]:
        """The answer as an idempotency record keeps it."""
        data: dict[str, Any] = self.result.to_dict()  # type: ignore[attr-defined]
        return data


def _put_new(table: str, item: Item) -> Item:
    return {
        "Put": {
            "TableName": table,
            "Item": item,
            "ConditionExpression": "attribute_not_exists(#pk)",
            "ExpressionAttributeNames": {"#pk": "pk"},
        }
    }


def log_item(ctx: WriteContext, name: str, seq: int, entry: ChangelogEntry) -> Item:
    item = items.log_item(ctx.pk, name, seq, entry)
    item["wid"] = items.s(ctx.wid)
    if entry.digest is not None:
        item["digest"] = items.s(entry.digest)
    return _put_new(ctx.table, item)


def head_update(ctx: WriteContext, head: Head, new: Head) -> Item:
    """The head moved from ``head`` to ``new``, pinned to the version and changelog length it
    was read at (a concurrent writer makes this attempt fail and re-read)."""
    values: Item = {
        ":v": items.n(new.version),
        ":s": items.s(new.status),
        ":u": items.s(ctx.time),
        ":lc": items.n(new.log_count),
        ":current": items.n(head.version),
        ":current_lc": items.n(head.log_count),
    }
    attributes = items.lifecycle_attributes(new.lifecycle, new.served)
    values.update({f":{k}": v for k, v in attributes.items()})
    return {
        "Update": {
            "TableName": ctx.table,
            "Key": items.key(ctx.pk, items.head_sk(head.name)),
            "UpdateExpression": (
                "SET #v = :v, #s = :s, #u = :u, #lc = :lc, "
                + ", ".join(f"#{k} = :{k}" for k in attributes)
            ),
            "ConditionExpression": "#v = :current AND #lc = :current_lc",
            "ExpressionAttributeNames": {
                "#v": "version",
                "#s": "status",
                "#u": "updated",
                "#lc": "log_count",
                **{f"#{k}": k for k in attributes},
            },
            "ExpressionAttributeValues": values,
        }
    }


def _head_put(ctx: WriteContext, new: Head) -> Item:
    item: Item = {
        **items.key(ctx.pk, items.head_sk(new.name)),
        "name": items.s(new.name),
        "version": items.n(new.version),
        "status": items.s(new.status),
        "updated": items.s(ctx.time),
        "log_count": items.n(new.log_count),
        **items.lifecycle_attributes(new.lifecycle, new.served),
    }
    return _put_new(ctx.table, item)


def _head_write(ctx: WriteContext, head: Head | None, new: Head) -> Item:
    return _head_put(ctx, new) if head is None else head_update(ctx, head, new)


def not_found(ctx: WriteContext, name: str) -> SkillNotFoundError:
    return SkillNotFoundError(f'Skill "{name}" was never saved to store "{ctx.label}".')


def plan_save(
    ctx: WriteContext,
    skill: Skill,
    text: str,
    head: Head | None,
    changelog: list[ChangelogEntry],
    *,
    replace: bool,
    author: str | None,
    status: str,
    findings: tuple[Mapping[str, Any], ...],
    draft: bool,
    note: str | None = None,
) -> Plan[SaveResult]:
    name = skill.name
    if status not in (APPROVED, PENDING):
        raise SkillInvalidError(f"a new version is approved or pending, not {status!r}")
    if head is not None and len(changelog) != head.log_count:
        raise StaleRead  # a write landed between the two reads: read again
    if head is not None and (earlier := _saved_by_event(changelog, author)) is not None:
        # The request's idempotency record expired or was lost: its changelog entry answers.
        statuses = head.lifecycle.statuses
        replay = SaveResult(
            name=name,
            version=earlier.version,
            store=ctx.label,
            changelog=with_statuses(tuple(changelog), statuses),
            status=statuses.get(earlier.version, APPROVED),
            digest=earlier.digest,
            replayed=True,
        )
        return Plan([], replay)
    if head is not None and head.active and not replace and not draft:
        raise SkillCollisionError(
            f'Skill "{name}" already exists in store "{ctx.label}" (version {head.version}); '
            "pass replace=True to save a new version.",
            holders=[ctx.label],
        )
    digest, size = digest_of(text)
    version = head.version + 1 if head is not None else 1
    seq = head.log_count + 1 if head is not None else 1
    if draft:
        action, status = GENERATED, PENDING
    else:
        action = REPLACED if head is not None and head.active else CREATED
    lifecycle = (head.lifecycle if head is not None else Lifecycle({}, {})).with_version(
        version, status, default=ctx.default_label
    )
    frontmatter = split_frontmatter(text, ctx.location(name)).frontmatter or ""
    served = {
        **(head.served if head is not None else {}),
        version: Served(frontmatter, digest, size),
    }
    # A new name is active (listed once a version is approved); a retired one comes back
    # only with an approved version, so a pending save never serves the retired one again.
    new_status = items.ACTIVE if head is None or status == APPROVED else head.status
    new = Head(name, version, new_status, seq, lifecycle, _labelled(lifecycle, served))
    entry = ChangelogEntry(version, ctx.time, action, author, note=note, digest=digest)
    version_item: Item = {
        **items.key(ctx.pk, items.version_sk(name, version)),
        "name": items.s(name),
        "version": items.n(version),
        "content": items.s(text),
        "time": items.s(ctx.time),
        "digest": items.s(digest),
        "size": items.n(size),
        "wid": items.s(ctx.wid),
    }
    if author is not None:
        version_item["author"] = items.s(author)
    if findings:
        version_item["findings"] = items.s(items.findings_json(findings))
    result = SaveResult(
        name=name,
        version=version,
        store=ctx.label,
        changelog=with_statuses((*changelog, entry), lifecycle.statuses),
        status=status,
        digest=digest,
        findings=tuple(findings),
    )
    return Plan(
        [
            _head_write(ctx, head, new),
            _put_new(ctx.table, version_item),
            log_item(ctx, name, seq, entry),
        ],
        result,
        seq,
        ctx.wid,
        action,
        StoreChange(name, new, {version: text}),
    )


def _saved_by_event(
    changelog: Sequence[ChangelogEntry], author: str | None
) -> ChangelogEntry | None:
    """The version an event (author ``event:<request_id>``) already saved, if any: request
    ids are unique per tenant, so a second save by the same one is a redelivery."""
    if author is None or not author.startswith(EVENT_AUTHOR_PREFIX):
        return None
    for entry in changelog:
        if entry.author == author and entry.action in (CREATED, REPLACED, GENERATED):
            return entry
    return None


def plan_retire(
    ctx: WriteContext,
    name: str,
    head: Head | None,
    changelog: list[ChangelogEntry],
    *,
    author: str | None,
) -> Plan[RetireResult]:
    if head is None or not head.active:
        raise SkillNotFoundError(
            f'Skill "{name}" is not an active skill of store "{ctx.label}"; nothing to retire.'
        )
    if len(changelog) != head.log_count:
        raise StaleRead
    seq = head.log_count + 1
    entry = ChangelogEntry(head.version, ctx.time, RETIRED, author)
    new = Head(name, head.version, items.RETIRED, seq, head.lifecycle, head.served)
    result = RetireResult(
        name, head.version, with_statuses((*changelog, entry), head.lifecycle.statuses)
    )
    return Plan(
        [head_update(ctx, head, new), log_item(ctx, name, seq, entry)],
        result,
        seq,
        ctx.wid,
        RETIRED,
        StoreChange(name, new),
    )


def _labelled(lifecycle: Lifecycle, served: Mapping[int, Served]) -> dict[int, Served]:
    labelled = set(lifecycle.labels.values())
    return {v: x for v, x in served.items() if v in labelled}


__all__ = [
    "Plan",
    "StaleRead",
    "StoreChange",
    "WriteContext",
    "plan_retire",
    "plan_save",
]
