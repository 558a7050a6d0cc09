"""Review and label writes of the store (SPEC §10), planned like every other write
(:mod:`skills_core.aws.dynamodb_writes`): conditioned items, the answer, the snapshot change.
A transition into the state a version is already in plans nothing (no changelog entry)."""

from __future__ import annotations

from skills_core.aws import dynamodb_items as items
from skills_core.aws.dynamodb_items import Head
from skills_core.aws.dynamodb_writes import (
    LABELED,
    UNLABELED,
    Plan,
    ServedReader,
    StoreChange,
    WriteContext,
    head_update,
    log_item,
    not_found,
)
from skills_core.errors import SkillNotFoundError
from skills_core.governance.lifecycle import APPROVED, check_decision, check_label
from skills_core.model import ChangelogEntry, LabelResult, ReviewResult


def plan_review(
    ctx: WriteContext,
    name: str,
    head: Head | None,
    version: int,
    decision: str,
    *,
    note: str | None,
    author: str | None,
    served: ServedReader,
) -> Plan[ReviewResult]:
    status = check_decision(decision)
    if head is None:
        raise not_found(ctx, name)
    current = head.lifecycle.statuses.get(version)
    if current is None:
        raise SkillNotFoundError(
            f'Skill "{name}" has no version {version} in store "{ctx.label}"; list its '
            "versions to see which exist."
        )
    if current == status:  # the same state again: nothing to write, no changelog entry
        return Plan([], ReviewResult(name, version, status, head.lifecycle.labels, changed=False))
    lifecycle = head.lifecycle.reviewed(version, status, default=ctx.default_label)
    seq = head.log_count + 1
    reactivated = items.ACTIVE if status == APPROVED else head.status
    new = Head(
        name,
        head.version,
        reactivated,
        seq,
        lifecycle,
        served(set(lifecycle.labels.values()), head),
    )
    entry = ChangelogEntry(version, ctx.time, status, author, note)
    return Plan(
        [head_update(ctx, head, new), log_item(ctx, name, seq, entry)],
        ReviewResult(name, version, status, lifecycle.labels),
        seq,
        ctx.wid,
        status,
        StoreChange(name, new),
    )


def plan_label(
    ctx: WriteContext,
    name: str,
    head: Head | None,
    label: str,
    version: int | None,
    *,
    author: str | None,
    served: ServedReader,
) -> Plan[LabelResult]:
    check_label(label)
    if head is None:
        raise not_found(ctx, name)
    if version is None:
        lifecycle = head.lifecycle.unlabeled(label, default=ctx.default_label)  # 400 first
        if label not in head.lifecycle.labels:
            raise SkillNotFoundError(f'Skill "{name}" has no label "{label}".')
        version_of = head.lifecycle.labels[label]
        action = UNLABELED
    else:
        if version not in head.lifecycle.statuses:
            raise SkillNotFoundError(
                f'Skill "{name}" has no version {version} in store "{ctx.label}"; list its '
                "versions to see which exist."
            )
        if head.lifecycle.labels.get(label) == version:
            return Plan([], LabelResult(name, head.lifecycle.labels))
        lifecycle = head.lifecycle.labeled(label, version)
        version_of, action = version, LABELED
    seq = head.log_count + 1
    new = Head(
        name,
        head.version,
        head.status,
        seq,
        lifecycle,
        served(set(lifecycle.labels.values()), head),
    )
    entry = ChangelogEntry(version_of, ctx.time, action, author, note=f"label {label}")
    return Plan(
        [head_update(ctx, head, new), log_item(ctx, name, seq, entry)],
        LabelResult(name, lifecycle.labels),
        seq,
        ctx.wid,
        action,
        StoreChange(name, new),
    )


__all__ = ["plan_label", "plan_review"]
