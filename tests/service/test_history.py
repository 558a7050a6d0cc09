"""The version-history model (skills_core.governance.history) on its own: every transition
from a head and a changelog to the head after it, its one changelog entry and its answer,
with nothing stored anywhere."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from skills_core.errors import (
    BadRequestError,
    SkillCollisionError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillVersionNotApprovedError,
)
from skills_core.governance import history
from skills_core.governance.history import (
    NewVersion,
    Served,
    SkillHistory,
    StaleHistory,
    StoreContext,
    Transition,
)
from skills_core.governance.lifecycle import Lifecycle
from skills_core.model import ChangelogEntry

CTX = StoreContext("mem", "production", "2026-01-02T03:04:05.678Z")
NAME = "db-failover"


def written(n: int) -> NewVersion:
    text = f"---\nname: {NAME}\ndescription: v{n}. Use when testing.\n---\nbody {n}\n"
    return NewVersion(text, f"name: {NAME}\ndescription: v{n}.", f"sha256:{n:064x}", len(text))


def served_of(n: int) -> Served:
    version = written(n)
    return Served(version.frontmatter, version.digest, version.size)


@dataclass
class Skill:
    """One skill's head and changelog, as a store would keep them between transitions."""

    head: SkillHistory | None = None
    changelog: list[ChangelogEntry] = field(default_factory=list)
    reads: list[set[int]] = field(default_factory=list)

    def apply(self, transition: Transition[Any]) -> Any:
        if transition.after is not None:
            assert transition.entry is not None
            assert transition.seq == transition.after.log_count == len(self.changelog) + 1
            self.head = transition.after
            self.changelog.append(transition.entry)
        return transition.result

    def save(self, n: int, status: str = "approved", **kw: Any) -> Any:
        kw.setdefault("draft", False)
        kw.setdefault("replace", self.head is not None)
        kw.setdefault("author", None)
        return self.apply(
            history.save(CTX, self.head, self.changelog, written(n), name=NAME, status=status, **kw)
        )

    def served(self, wanted: set[int]) -> dict[int, Served]:
        self.reads.append(set(wanted))
        return {v: served_of(v) for v in wanted}

    def review(self, version: int, decision: str, **kw: Any) -> Any:
        kw.setdefault("note", None)
        kw.setdefault("author", None)
        return self.apply(
            history.review(CTX, NAME, self.head, version, decision, served=self.served, **kw)
        )

    def label(self, label: str, version: int | None, author: str | None = None) -> Any:
        transition = history.label(
            CTX, NAME, self.head, label, version, author=author, served=self.served
        )
        return self.apply(transition)

    def retire(self, author: str | None = None) -> Any:
        return self.apply(history.retire(CTX, NAME, self.head, self.changelog, author=author))

    @property
    def actions(self) -> list[tuple[int, str]]:
        return [(e.version, e.action) for e in self.changelog]

    @property
    def lifecycle(self) -> Lifecycle:
        assert self.head is not None
        return self.head.lifecycle


def actions_of(entries: Sequence[ChangelogEntry]) -> list[str]:
    return [e.action for e in entries]


# -- save ------------------------------------------------------------------------------------
def test_a_first_save_is_version_1_created_and_labelled_when_approved() -> None:
    skill = Skill()
    result = skill.save(1, author="alice", note="first")
    assert (result.name, result.version, result.store, result.status) == (
        NAME,
        1,
        "mem",
        "approved",
    )
    assert result.digest == written(1).digest and result.replayed is False
    [entry] = skill.changelog
    assert (entry.version, entry.time, entry.action, entry.author, entry.note) == (
        1,
        CTX.time,
        "created",
        "alice",
        "first",
    )
    assert entry.digest == written(1).digest
    assert [e.status for e in result.changelog] == ["approved"]
    head = skill.head
    assert head is not None and (head.version, head.active, head.log_count) == (1, True, 1)
    assert dict(head.lifecycle.labels) == {"production": 1}
    assert dict(head.served) == {1: served_of(1)}


def test_versions_are_numbered_after_the_newest_and_replace_is_needed() -> None:
    skill = Skill()
    skill.save(1)
    with pytest.raises(SkillCollisionError) as caught:
        skill.save(2, replace=False)
    assert list(caught.value.holders) == ["mem"] and "version 1" in caught.value.message
    assert skill.save(2).version == 2
    assert skill.save(3, status="pending").version == 3
    assert skill.actions == [(1, "created"), (2, "replaced"), (3, "replaced")]
    assert dict(skill.lifecycle.statuses) == {1: "approved", 2: "approved", 3: "pending"}
    assert dict(skill.lifecycle.labels) == {"production": 2}
    assert skill.head is not None and set(skill.head.served) == {2}  # labelled versions only


def test_a_pending_first_save_is_listed_but_serves_nothing() -> None:
    skill = Skill()
    assert skill.save(1, status="pending").status == "pending"
    assert skill.head is not None and skill.head.active
    assert dict(skill.lifecycle.labels) == {} and dict(skill.head.served) == {}
    assert history.served_version(skill.head, None, default="production") is None


@pytest.mark.parametrize("status", ["rejected", "deprecated", "bogus"])
def test_a_new_version_is_approved_or_pending(status: str) -> None:
    with pytest.raises(SkillInvalidError):
        Skill().save(1, status=status)


def test_a_draft_is_generated_pending_and_never_collides() -> None:
    skill = Skill()
    skill.save(1)
    result = skill.save(2, status="approved", draft=True, replace=False, author="event:r1")
    assert (result.version, result.status) == (2, "pending")
    assert skill.actions == [(1, "created"), (2, "generated")]
    assert dict(skill.lifecycle.labels) == {"production": 1}
    fresh = Skill()
    assert fresh.save(1, draft=True, replace=False).status == "pending"
    assert fresh.actions == [(1, "generated")]


def test_a_save_by_an_event_it_already_saved_is_a_replay_that_writes_nothing() -> None:
    skill = Skill()
    skill.save(1, author="event:req-1")
    skill.review(1, "deprecate")
    replay = history.save(
        CTX,
        skill.head,
        skill.changelog,
        written(2),
        name=NAME,
        status="approved",
        draft=True,
        replace=True,
        author="event:req-1",
    )
    assert (replay.after, replay.entry, replay.written) == (None, None, None)
    assert (replay.seq, replay.action) == (0, "")
    result = replay.result
    assert (result.version, result.status, result.replayed) == (1, "deprecated", True)
    assert result.digest == written(1).digest
    assert actions_of(result.changelog) == ["created", "deprecated"]


def test_only_event_authors_and_version_entries_count_as_replays() -> None:
    skill = Skill()
    skill.save(1, author="jwt:alice")
    skill.review(1, "deprecate", author="event:req-2")  # not a version entry
    assert history.saved_by_event(skill.changelog, "jwt:alice") is None
    assert history.saved_by_event(skill.changelog, "event:req-2") is None
    assert history.saved_by_event(skill.changelog, None) is None
    assert skill.save(2, author="jwt:alice").version == 2  # a new version, not a replay
    skill.save(3, author="event:req-3", draft=True)
    found = history.saved_by_event(skill.changelog, "event:req-3")
    assert found is not None and (found.version, found.action) == (3, "generated")


def test_a_head_and_changelog_read_apart_are_stale() -> None:
    skill = Skill()
    skill.save(1)
    skill.save(2)
    short = skill.changelog[:1]
    with pytest.raises(StaleHistory):
        history.save(
            CTX,
            skill.head,
            short,
            written(3),
            name=NAME,
            status="approved",
            draft=False,
            replace=True,
            author=None,
        )
    with pytest.raises(StaleHistory):
        history.retire(CTX, NAME, skill.head, short, author=None)


# -- retire ----------------------------------------------------------------------------------
def test_retire_unlists_keeps_the_versions_and_a_later_save_needs_no_replace() -> None:
    skill = Skill()
    with pytest.raises(SkillNotFoundError):
        skill.retire()
    skill.save(1)
    skill.save(2, status="pending")
    result = skill.retire(author="ops")
    assert (result.name, result.version) == (NAME, 2)
    assert actions_of(result.changelog)[-1] == "retired"
    assert skill.head is not None and not skill.head.active
    assert dict(skill.lifecycle.labels) == {"production": 1}  # kept
    assert history.served_version(skill.head, None, default="production") is None
    with pytest.raises(SkillNotFoundError):
        skill.retire()
    skill.save(3, status="pending", replace=False)  # pending: still retired
    assert not skill.head.active
    assert skill.save(4, replace=False).version == 4
    assert skill.head.active
    assert skill.actions[-3:] == [(2, "retired"), (3, "created"), (4, "created")]


# -- review ----------------------------------------------------------------------------------
def test_review_of_an_unknown_skill_or_version_or_decision_is_refused() -> None:
    skill = Skill()
    with pytest.raises(SkillNotFoundError, match="never saved"):
        skill.review(1, "approve")
    skill.save(1)
    with pytest.raises(SkillNotFoundError, match="no version 2"):
        skill.review(2, "approve")
    with pytest.raises(BadRequestError):
        skill.review(1, "approved")


def test_a_review_into_the_current_state_changes_nothing() -> None:
    skill = Skill()
    skill.save(1)
    transition = history.review(
        CTX, NAME, skill.head, 1, "approve", note=None, author="x", served=skill.served
    )
    assert (transition.after, transition.entry) == (None, None)
    assert transition.result.changed is False and dict(transition.result.labels) == {
        "production": 1
    }


def test_approving_moves_the_default_label_forward_only_and_relists() -> None:
    skill = Skill()
    skill.save(1, status="pending")
    skill.save(2)
    result = skill.review(1, "approve", note="ok", author="rev")
    assert (result.status, dict(result.labels), result.changed) == (
        "approved",
        {"production": 2},
        True,
    )
    entry = skill.changelog[-1]
    assert (entry.version, entry.action, entry.author, entry.note) == (1, "approved", "rev", "ok")
    skill.save(3, status="pending")
    skill.retire()
    skill.review(3, "approve")
    assert skill.head is not None and skill.head.active
    assert dict(skill.lifecycle.labels) == {"production": 3}


def test_rejecting_a_labelled_version_falls_back_and_reads_what_the_head_lacks() -> None:
    skill = Skill()
    for n in (1, 2, 3):
        skill.save(n)
    assert skill.head is not None and set(skill.head.served) == {3}  # labelled versions only
    skill.label("canary", 1)
    assert skill.reads == [{1}] and set(skill.head.served) == {1, 3}
    skill.label("staging", 2)
    assert skill.reads == [{1}, {2}]  # each read once, when it gains its first label
    result = skill.review(3, "reject")
    assert dict(result.labels) == {"production": 2, "canary": 1, "staging": 2}
    assert set(skill.head.served) == {1, 2}
    assert skill.reads == [{1}, {2}]  # version 2's served data was on the head already
    skill.review(2, "deprecate")
    skill.review(1, "reject")
    assert dict(skill.lifecycle.labels) == {}
    assert history.served_version(skill.head, None, default="production") is None


# -- labels ----------------------------------------------------------------------------------
def test_a_label_moves_to_an_approved_version_and_back() -> None:
    skill = Skill()
    with pytest.raises(SkillNotFoundError):
        skill.label("staging", 1)
    skill.save(1)
    skill.save(2)
    result = skill.label("production", 1, author="ops")  # a rollback
    assert dict(result.labels) == {"production": 1}
    entry = skill.changelog[-1]
    assert (entry.version, entry.action, entry.author, entry.note) == (
        1,
        "labeled",
        "ops",
        "label production",
    )
    same = history.label(CTX, NAME, skill.head, "production", 1, author=None, served=skill.served)
    assert same.after is None and dict(same.result.labels) == {"production": 1}


def test_labels_refuse_bad_names_unknown_and_unapproved_versions() -> None:
    skill = Skill()
    skill.save(1)
    skill.save(2, status="pending")
    with pytest.raises(BadRequestError):
        skill.label("Not A Label", 1)
    with pytest.raises(SkillNotFoundError, match="no version 7"):
        skill.label("staging", 7)
    with pytest.raises(SkillVersionNotApprovedError):
        skill.label("staging", 2)
    assert len(skill.changelog) == 2


def test_removing_a_label_but_never_the_default_one() -> None:
    skill = Skill()
    skill.save(1)
    skill.save(2)
    skill.label("staging", 1)
    result = skill.label("staging", None, author="b")
    assert dict(result.labels) == {"production": 2}
    entry = skill.changelog[-1]
    assert (entry.version, entry.action, entry.author) == (1, "unlabeled", "b")
    with pytest.raises(SkillNotFoundError):
        skill.label("staging", None)
    with pytest.raises(BadRequestError):
        skill.label("production", None)


# -- served_version ---------------------------------------------------------------------------
def test_served_version_follows_the_label_then_the_default() -> None:
    skill = Skill()
    skill.save(1)
    skill.save(2)
    skill.label("staging", 1)
    head = skill.head
    assert head is not None
    assert history.served_version(head, "staging", default="production") == (1, served_of(1))
    assert history.served_version(head, "canary", default="production") == (2, served_of(2))
    assert history.served_version(head, None, default="live") is None  # no such default
    unserved = SkillHistory(NAME, 2, True, 3, head.lifecycle, {})
    assert history.served_version(unserved, None, default="production") is None
