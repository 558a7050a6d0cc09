"""A store skill's version history as pure rules (SPEC §5, §10): what a save becomes, how
versions are numbered, what retiring, reviewing and moving a label do, and when a write is a
replay of one already made. Every store (DynamoDB, the in-memory one) asks this module and
only persists what it answers, so the rules a reviewer cares about live in one place and are
tested without AWS.

A skill's history is its head (:class:`SkillHistory`: newest version number, whether it is
listed, how long its changelog is, the review states and labels, and what a listing needs of
each labelled version) and its changelog. Each operation takes the history as read and returns
a :class:`Transition`: the history after it (``None``: nothing to write), the one changelog
entry it appends, and the caller's answer. Nothing here reads or writes anything."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Generic, TypeVar

from skills_core.errors import SkillCollisionError, SkillInvalidError, SkillNotFoundError
from skills_core.governance.lifecycle import (
    APPROVED,
    PENDING,
    Lifecycle,
    check_decision,
    check_label,
)
from skills_core.idempotency import EVENT_AUTHOR_PREFIX
from skills_core.model import (
    ChangelogEntry,
    LabelResult,
    RetireResult,
    ReviewResult,
    SaveResult,
    with_statuses,
)

R = TypeVar("R")

CREATED = "created"
REPLACED = "replaced"
RETIRED = "retired"
GENERATED = "generated"
LABELED = "labeled"
UNLABELED = "unlabeled"
#: The actions that write a version (a request id of an event writes at most one).
VERSION_ACTIONS = frozenset({CREATED, REPLACED, GENERATED})


def timestamp() -> str:
    """A changelog time: ISO-8601 UTC with milliseconds."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class StaleHistory(Exception):
    """The head and the changelog were read on either side of another write: read again."""


@dataclass(frozen=True)
class Served:
    """What a listing needs of one labelled version without reading it."""

    frontmatter: str
    digest: str
    size: int


@dataclass(frozen=True)
class NewVersion:
    """The SKILL.md a save writes, with what is derived from it once."""

    text: str
    frontmatter: str
    digest: str
    size: int


@dataclass(frozen=True)
class SkillHistory:
    """One skill's head: its newest version number, whether it is listed (``active``; a
    retired skill keeps its versions), the length of its changelog, the review states and
    labels, and the served data of every labelled version."""

    name: str
    version: int
    active: bool
    log_count: int
    lifecycle: Lifecycle = field(default_factory=lambda: Lifecycle({}, {}))
    served: Mapping[int, Served] = field(default_factory=dict)


@dataclass(frozen=True)
class StoreContext:
    """Who applies a transition and when: the store's label (messages name it), the label a
    deployment serves by default, and the time recorded in the changelog."""

    store: str
    default_label: str
    time: str


@dataclass(frozen=True)
class Transition(Generic[R]):
    """What one operation does. ``after`` is ``None`` when nothing changes (a review into the
    state the version is in, a replayed save); then ``entry`` is ``None`` too."""

    result: R
    after: SkillHistory | None = None
    entry: ChangelogEntry | None = None
    #: A version this transition writes (a save).
    written: NewVersion | None = None

    @property
    def seq(self) -> int:
        """The changelog sequence number of ``entry`` (how a retry recognises its commit)."""
        return self.after.log_count if self.after is not None else 0

    @property
    def action(self) -> str:
        return self.entry.action if self.entry is not None else ""


#: Reads what a listing needs of some versions of a skill (those the head lacks).
ServedReader = Callable[[set[int]], Mapping[int, Served]]


def _check_read(history: SkillHistory | None, changelog: Sequence[ChangelogEntry]) -> None:
    if history is not None and len(changelog) != history.log_count:
        raise StaleHistory


def not_found(ctx: StoreContext, name: str) -> SkillNotFoundError:
    return SkillNotFoundError(f'Skill "{name}" was never saved to store "{ctx.store}".')


def no_version(ctx: StoreContext, name: str, version: int) -> SkillNotFoundError:
    return SkillNotFoundError(
        f'Skill "{name}" has no version {version} in store "{ctx.store}"; list its versions '
        "to see which exist."
    )


def save(
    ctx: StoreContext,
    history: SkillHistory | None,
    changelog: Sequence[ChangelogEntry],
    written: NewVersion,
    *,
    name: str,
    status: str,
    draft: bool,
    replace: bool,
    author: str | None,
    note: str | None = None,
    findings: tuple[Mapping[str, object], ...] = (),
) -> Transition[SaveResult]:
    """A new version of ``name``: numbered after the newest (1 for a new name), created or
    replaced (a model ``draft`` is always ``generated`` and pending, and never collides), the
    default label moved to it when it is approved. A save by an event whose request id the
    changelog already shows is answered from that entry (its idempotency record may have
    expired) and writes nothing."""
    if status not in (APPROVED, PENDING):
        raise SkillInvalidError(f"a new version is approved or pending, not {status!r}")
    _check_read(history, changelog)
    if history is not None and (earlier := saved_by_event(changelog, author)) is not None:
        statuses = history.lifecycle.statuses
        return Transition(
            SaveResult(
                name=name,
                version=earlier.version,
                store=ctx.store,
                changelog=with_statuses(tuple(changelog), statuses),
                status=statuses.get(earlier.version, APPROVED),
                digest=earlier.digest,
                replayed=True,
            )
        )
    if history is not None and history.active and not replace and not draft:
        raise SkillCollisionError(
            f'Skill "{name}" already exists in store "{ctx.store}" (version {history.version}); '
            "pass replace=True to save a new version.",
            holders=[ctx.store],
        )
    version = history.version + 1 if history is not None else 1
    seq = history.log_count + 1 if history is not None else 1
    if draft:
        action, status = GENERATED, PENDING
    else:
        action = REPLACED if history is not None and history.active else CREATED
    before = history.lifecycle if history is not None else Lifecycle({}, {})
    lifecycle = before.with_version(version, status, default=ctx.default_label)
    served = {
        **(history.served if history is not None else {}),
        version: Served(written.frontmatter, written.digest, written.size),
    }
    # A new name is listed (once a version is approved); a retired one comes back only with
    # an approved version, so a pending save never serves the retired one again.
    active = history is None or status == APPROVED or history.active
    after = SkillHistory(name, version, active, seq, lifecycle, _labelled(lifecycle, served))
    entry = ChangelogEntry(version, ctx.time, action, author, note=note, digest=written.digest)
    result = SaveResult(
        name=name,
        version=version,
        store=ctx.store,
        changelog=with_statuses((*changelog, entry), lifecycle.statuses),
        status=status,
        digest=written.digest,
        findings=tuple(dict(f) for f in findings),
    )
    return Transition(result, after, entry, written)


def saved_by_event(
    changelog: Sequence[ChangelogEntry], author: str | None
) -> ChangelogEntry | None:
    """The version an event (author ``event:<request_id>``) already saved, if any: request
    ids are unique per tenant, so a second save by the same one is a redelivery."""
    if author is None or not author.startswith(EVENT_AUTHOR_PREFIX):
        return None
    for entry in changelog:
        if entry.author == author and entry.action in VERSION_ACTIONS:
            return entry
    return None


def retire(
    ctx: StoreContext,
    name: str,
    history: SkillHistory | None,
    changelog: Sequence[ChangelogEntry],
    *,
    author: str | None,
) -> Transition[RetireResult]:
    """Unlist the skill; its versions stay readable and a later save needs no ``replace``."""
    if history is None or not history.active:
        raise SkillNotFoundError(
            f'Skill "{name}" is not an active skill of store "{ctx.store}"; nothing to retire.'
        )
    _check_read(history, changelog)
    seq = history.log_count + 1
    entry = ChangelogEntry(history.version, ctx.time, RETIRED, author)
    after = SkillHistory(
        history.name, history.version, False, seq, history.lifecycle, history.served
    )
    result = RetireResult(
        history.name,
        history.version,
        with_statuses((*changelog, entry), history.lifecycle.statuses),
    )
    return Transition(result, after, entry)


def review(
    ctx: StoreContext,
    name: str,
    history: SkillHistory | None,
    version: int,
    decision: str,
    *,
    note: str | None,
    author: str | None,
    served: ServedReader,
    expect: str | None = None,
) -> Transition[ReviewResult]:
    """Approve, reject or deprecate one version (SPEC §10: the labels follow, see
    :meth:`Lifecycle.reviewed`). Into the state it is already in: nothing changes and no
    changelog entry is written. An approval lists a retired skill again. ``expect``: only
    from that status (the model review rejects pending versions only); from any other,
    nothing changes."""
    status = check_decision(decision)
    if history is None:
        raise not_found(ctx, name)
    current = history.lifecycle.statuses.get(version)
    if current is None:
        raise no_version(ctx, name, version)
    if current == status or (expect is not None and current != expect):
        labels = history.lifecycle.labels
        return Transition(ReviewResult(name, version, current, labels, changed=False))
    lifecycle = history.lifecycle.reviewed(version, status, default=ctx.default_label)
    after = SkillHistory(
        name,
        history.version,
        history.active or status == APPROVED,
        history.log_count + 1,
        lifecycle,
        _served_for(history, lifecycle, served),
    )
    entry = ChangelogEntry(version, ctx.time, status, author, note)
    return Transition(ReviewResult(name, version, status, lifecycle.labels), after, entry)


def label(
    ctx: StoreContext,
    name: str,
    history: SkillHistory | None,
    label_name: str,
    version: int | None,
    *,
    author: str | None,
    served: ServedReader,
) -> Transition[LabelResult]:
    """Point ``label_name`` at an approved ``version`` (a rollback when it is older), or
    remove it (``version=None``; never the default label). Pointing it where it points
    already changes nothing."""
    check_label(label_name)
    if history is None:
        raise not_found(ctx, name)
    if version is None:
        lifecycle = history.lifecycle.unlabeled(label_name, default=ctx.default_label)
        if label_name not in history.lifecycle.labels:
            raise SkillNotFoundError(f'Skill "{name}" has no label "{label_name}".')
        entry_version, action = history.lifecycle.labels[label_name], UNLABELED
    else:
        if version not in history.lifecycle.statuses:
            raise no_version(ctx, name, version)
        if history.lifecycle.labels.get(label_name) == version:
            return Transition(LabelResult(name, history.lifecycle.labels))
        lifecycle = history.lifecycle.labeled(label_name, version)
        entry_version, action = version, LABELED
    after = SkillHistory(
        name,
        history.version,
        history.active,
        history.log_count + 1,
        lifecycle,
        _served_for(history, lifecycle, served),
    )
    entry = ChangelogEntry(entry_version, ctx.time, action, author, note=f"label {label_name}")
    return Transition(LabelResult(name, lifecycle.labels), after, entry)


def _labelled(lifecycle: Lifecycle, served: Mapping[int, Served]) -> dict[int, Served]:
    labelled = set(lifecycle.labels.values())
    return {v: x for v, x in served.items() if v in labelled}


def _served_for(
    history: SkillHistory, lifecycle: Lifecycle, read: ServedReader
) -> dict[int, Served]:
    """The served data of every version ``lifecycle`` labels: from the head where it has
    them, else read (a version that gains its first label)."""
    wanted = set(lifecycle.labels.values())
    found = {v: x for v, x in history.served.items() if v in wanted}
    missing = wanted - set(found)
    if missing:
        found.update(read(missing))
    return found


def served_version(
    history: SkillHistory, label_name: str | None, *, default: str
) -> tuple[int, Served] | None:
    """The version a listing serves under ``label_name`` (falling back to the default
    label) and what it needs of it; ``None`` when the skill is not listed or not served."""
    if not history.active:
        return None
    version = history.lifecycle.served(label_name, default=default)
    if version is None or version not in history.served:
        return None
    return version, history.served[version]


__all__ = [
    "CREATED",
    "GENERATED",
    "LABELED",
    "REPLACED",
    "RETIRED",
    "UNLABELED",
    "VERSION_ACTIONS",
    "NewVersion",
    "Served",
    "ServedReader",
    "SkillHistory",
    "StaleHistory",
    "StoreContext",
    "Transition",
    "label",
    "no_version",
    "not_found",
    "retire",
    "review",
    "save",
    "saved_by_event",
    "served_version",
    "timestamp",
]
