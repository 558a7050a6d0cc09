"""What each store write puts in DynamoDB, planned from what was read: the transaction items
(every one conditioned), the answer and the change the catalog snapshot needs. The rules
(what a save becomes, numbering, reviews, labels, replays) are the version-history model's
(:mod:`skills_core.governance.history`); this module only turns its transitions into items.
Planning reads nothing itself, so one retry loop in the store serves every operation."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from skills_core.aws.store import dynamodb_items as items
from skills_core.aws.store.dynamodb_items import Item
from skills_core.governance.history import SkillHistory, StaleHistory, StoreContext, Transition
from skills_core.model import ChangelogEntry

R = TypeVar("R")

#: The model's "read again" signal, under the name the write loop catches.
StaleRead = StaleHistory


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

    @property
    def store(self) -> StoreContext:
        return StoreContext(self.label, self.default_label, self.time)


@dataclass(frozen=True)
class StoreChange:
    """One skill's state after a write, for the catalog snapshot: its head, and the full text
    of a version written by this change."""

    name: str
    head: SkillHistory
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

    def answering(self, result: R) -> Plan[R]:
        """The same transaction with another answer (the service's additions to a save)."""
        return dataclasses.replace(self, result=result)

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


def head_update(ctx: WriteContext, head: SkillHistory, new: SkillHistory) -> Item:
    """The head moved from ``head`` to ``new``, pinned to the version and changelog length it
    was read at (a concurrent writer makes this attempt fail and re-read)."""
    values: Item = {
        ":v": items.n(new.version),
        ":s": items.s(items.status_of(new)),
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


def _head_put(ctx: WriteContext, new: SkillHistory) -> Item:
    item: Item = {
        **items.key(ctx.pk, items.head_sk(new.name)),
        "name": items.s(new.name),
        "version": items.n(new.version),
        "status": items.s(items.status_of(new)),
        "updated": items.s(ctx.time),
        "log_count": items.n(new.log_count),
        **items.lifecycle_attributes(new.lifecycle, new.served),
    }
    return _put_new(ctx.table, item)


def _version_item(
    ctx: WriteContext,
    name: str,
    version: int,
    text: str,
    digest: str,
    size: int,
    *,
    author: str | None,
    findings: tuple[Mapping[str, Any], ...],
) -> Item:
    item: Item = {
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
        item["author"] = items.s(author)
    if findings:
        item["findings"] = items.s(items.findings_json(findings))
    return _put_new(ctx.table, item)


def plan(
    ctx: WriteContext,
    before: SkillHistory | None,
    transition: Transition[R],
    *,
    findings: tuple[Mapping[str, Any], ...] = (),
) -> Plan[R]:
    """The items of ``transition``: the head (created or moved from ``before``), the version
    it writes if any, and its changelog entry; nothing when it changes nothing."""
    after, entry = transition.after, transition.entry
    if after is None or entry is None:
        return Plan([], transition.result)
    head = _head_put(ctx, after) if before is None else head_update(ctx, before, after)
    written = transition.written
    transaction = [head]
    texts: dict[int, str] = {}
    if written is not None:
        transaction.append(
            _version_item(
                ctx,
                after.name,
                after.version,
                written.text,
                written.digest,
                written.size,
                author=entry.author,
                findings=findings,
            )
        )
        texts[after.version] = written.text
    transaction.append(log_item(ctx, after.name, transition.seq, entry))
    return Plan(
        transaction,
        transition.result,
        transition.seq,
        ctx.wid,
        transition.action,
        StoreChange(after.name, after, texts),
    )


__all__ = ["Plan", "StaleRead", "StoreChange", "WriteContext", "head_update", "log_item", "plan"]
