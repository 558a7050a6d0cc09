"""Governance on the in-memory store and the service above it (SPEC §10, §6): review states,
labels, rollback, serving a label, drafts, the changelog's actions, digests and findings, and
the scopes reviews and labels need. The rules of the version history, on the store every
backend shares them with (tests/aws/test_governance_store.py keeps what is DynamoDB's own:
items, calls, the call budget)."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from typing import Any

import pytest

from skills_core.compose.registry import create_registry
from skills_core.errors import (
    AccessDeniedError,
    BadRequestError,
    SkillCollisionError,
    SkillNotFoundError,
    SkillVersionNotApprovedError,
)
from skills_core.model import SaveResult
from skills_core.service import Principal, SaveCommand
from skills_core.sources.base import GovernedStore
from skills_core.sources.memory import MemorySkillStore
from tests.drafts import draft_of
from tests.fakes import make_skill
from tests.service.conftest import TENANT, Deployment, ServiceFactory

ISO_UTC = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")
SPEC_ACTIONS = {
    "created",
    "replaced",
    "retired",
    "generated",
    "approved",
    "rejected",
    "deprecated",
    "labeled",
    "unlabeled",
}
NAME = "docker-ops"
WRITE, REVIEW = "skills/write", "skills/review"


def sha256(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def served(store: GovernedStore) -> dict[str, str]:
    """name -> the version ``list()`` serves."""
    return {r.name: str(r.version) for r in store.list()}


def actions(store: GovernedStore, name: str = NAME) -> list[tuple[int, str]]:
    return [(e.version, e.action) for e in store.versions(name)]


def body(n: int) -> str:
    return f"# Docker v{n}\nBuild images, version {n}."


def save_v(
    store: GovernedStore, n: int, status: str = "approved", name: str = NAME, **kw: Any
) -> SaveResult:
    """Save version ``n`` (replace after the first)."""
    return store.save(
        make_skill(name, body=body(n), description=f"{name} v{n}. Use when testing."),
        replace=n > 1,
        status=status,
        **kw,
    )


def who(*scopes: str, subject: str = "alice") -> Principal:
    return Principal.for_jwt(TENANT, frozenset(scopes), subject)


def command(
    n: int, *, replace: bool = False, name: str = NAME, text: str | None = None
) -> SaveCommand:
    return SaveCommand(
        name=name,
        description=f"{name} v{n}. Use when testing.",
        body=text if text is not None else body(n),
        replace=replace,
    )


@pytest.fixture
def service_store(deployment: Deployment) -> Callable[[], MemorySkillStore]:
    """The tenant's store the services of ``make_service`` write to."""
    return lambda: deployment.store(TENANT)


def test_approved_save_points_production_at_version_1(store: MemorySkillStore) -> None:
    result = save_v(store, 1, author="alice")
    assert (result.version, result.status) == (1, "approved")
    assert store.labels(NAME) == {"production": 1}
    assert served(store) == {NAME: "1"}
    [entry] = store.versions(NAME)
    assert (entry.version, entry.action, entry.author, entry.status) == (
        1,
        "created",
        "alice",
        "approved",
    )
    assert entry.digest == result.digest == sha256(store.read_version(NAME, 1))


def test_pending_save_is_not_listed_but_readable_by_number(store: MemorySkillStore) -> None:
    result = save_v(store, 1, status="pending", author="bot")
    assert result.status == "pending"
    assert result.changelog[-1].status == "pending"
    assert served(store) == {}
    assert store.labels(NAME) == {}
    lifecycle = store.lifecycle(NAME)
    assert lifecycle is not None and dict(lifecycle.statuses) == {1: "pending"}
    assert body(1) in store.read_version(NAME, 1)
    assert store.stored_version(NAME, 1).digest == result.digest
    assert [(e.action, e.status) for e in store.versions(NAME)] == [("created", "pending")]
    # the registry agrees: absent from the catalog
    assert create_registry(sources=[store], tenancy="multi").names() == []


def test_approving_a_pending_version_serves_it(store: MemorySkillStore) -> None:
    save_v(store, 1, status="pending")
    result = store.review(NAME, 1, "approve", note="looks fine", author="reviewer")
    assert (result.status, dict(result.labels), result.changed) == (
        "approved",
        {"production": 1},
        True,
    )
    assert served(store) == {NAME: "1"}
    entries = store.versions(NAME)
    assert [(e.version, e.action, e.author) for e in entries] == [
        (1, "created", None),
        (1, "approved", "reviewer"),
    ]
    assert entries[-1].note == "looks fine"
    assert all(e.status == "approved" for e in entries)


def test_pending_v2_keeps_v1_served_until_approved(store: MemorySkillStore) -> None:
    save_v(store, 1)
    v2 = save_v(store, 2, status="pending")
    assert (v2.version, v2.status) == (2, "pending")
    assert served(store) == {NAME: "1"}
    assert store.labels(NAME) == {"production": 1}
    registry = create_registry(sources=[store], tenancy="multi")
    assert body(1) in registry.get_body(NAME)

    store.review(NAME, 2, "approve")
    assert served(store) == {NAME: "2"}
    assert store.labels(NAME) == {"production": 2}
    registry = create_registry(sources=[store], tenancy="multi")
    assert body(2) in registry.get_body(NAME)
    assert actions(store) == [(1, "created"), (2, "replaced"), (2, "approved")]


def test_approving_an_older_version_does_not_move_production(store: MemorySkillStore) -> None:
    save_v(store, 1, status="pending")
    save_v(store, 2)
    assert store.labels(NAME) == {"production": 2}
    store.review(NAME, 1, "approve")
    assert store.labels(NAME) == {"production": 2}
    assert served(store) == {NAME: "2"}


def test_rollback_with_set_label_production(store: MemorySkillStore) -> None:
    save_v(store, 1)
    save_v(store, 2)
    result = store.set_label(NAME, "production", 1, author="ops")
    assert dict(result.labels) == {"production": 1}
    [record] = store.list()
    assert record.version == "1"
    assert record.digest == sha256(store.read_version(NAME, 1))
    assert "v1" in (record.frontmatter or "")  # the served version's frontmatter
    assert body(1) in create_registry(sources=[store], tenancy="multi").get_body(NAME)
    last = store.versions(NAME)[-1]
    assert (last.version, last.action, last.author) == (1, "labeled", "ops")
    assert last.note is not None and "production" in last.note

    # It stays until the next approval or label change: re-approving v2 (already approved)
    # changes nothing; a new approved version moves production forward.
    assert store.review(NAME, 2, "approve").changed is False
    assert store.labels(NAME) == {"production": 1}
    save_v(store, 3)
    assert store.labels(NAME) == {"production": 3}


def test_pinning_a_version_with_stored_version(store: MemorySkillStore) -> None:
    v1 = save_v(store, 1)
    v2 = save_v(store, 2, status="pending")
    pinned = store.stored_version(NAME, 2)
    assert (pinned.name, pinned.version) == (NAME, 2)
    assert body(2) in pinned.content
    assert pinned.digest == v2.digest == sha256(pinned.content)
    assert store.stored_version(NAME, "1").digest == v1.digest
    with pytest.raises(SkillNotFoundError):
        store.stored_version(NAME, 3)
    with pytest.raises(SkillNotFoundError):
        store.stored_version("no-such-skill", 1)


def test_serve_label_lists_staging_and_falls_back_to_production(
    store: MemorySkillStore,
) -> None:
    save_v(store, 1, name="alpha")
    save_v(store, 2, name="alpha")
    store.set_label("alpha", "staging", 1)
    save_v(store, 1, name="beta")
    save_v(store, 1, name="gamma", status="pending")  # no approved version: never listed

    staging = store.serving("staging")
    records = {r.name: r for r in staging.list()}
    assert {n: r.version for n, r in records.items()} == {"alpha": "1", "beta": "1"}
    assert "alpha v1" in (records["alpha"].frontmatter or "")
    assert records["alpha"].digest == sha256(store.read_version("alpha", 1))
    assert served(store) == {"alpha": "2", "beta": "1"}
    registry = create_registry(sources=[staging], tenancy="multi")
    assert body(1) in registry.get_body("alpha")
    alpha = registry.get("alpha")
    assert alpha is not None and alpha.version == "1"

    canary = store.serving("canary")
    assert served(canary) == {"alpha": "2", "beta": "1"}


@pytest.mark.parametrize(
    ("decision", "status"), [("reject", "rejected"), ("deprecate", "deprecated")]
)
def test_rejecting_a_labelled_version_removes_its_labels_and_falls_back(
    store: MemorySkillStore, decision: str, status: str
) -> None:
    for n in (1, 2, 3):
        save_v(store, n)
    store.set_label(NAME, "staging", 3)
    store.set_label(NAME, "canary", 1)
    result = store.review(NAME, 3, decision, note="broken", author="rev")
    assert result.status == status
    assert dict(result.labels) == {"production": 2, "canary": 1}
    assert store.labels(NAME) == {"production": 2, "canary": 1}
    [record] = store.list()
    assert record.version == "2"
    assert "v2" in (record.frontmatter or "")
    assert record.digest == sha256(store.read_version(NAME, 2))
    staging = store.serving("staging")
    assert served(staging) == {NAME: "2"}  # staging is gone: production serves
    entry = store.versions(NAME)[-1]
    assert (entry.version, entry.action, entry.author, entry.note, entry.status) == (
        3,
        status,
        "rev",
        "broken",
        status,
    )
    # still readable by number
    assert body(3) in store.read_version(NAME, 3)


@pytest.mark.parametrize(
    ("decision", "status"), [("reject", "rejected"), ("deprecate", "deprecated")]
)
def test_rejecting_the_only_approved_version_takes_the_skill_out_of_the_catalog(
    store: MemorySkillStore, decision: str, status: str
) -> None:
    save_v(store, 1)
    save_v(store, 2, status="pending")
    store.review(NAME, 1, decision)
    assert store.labels(NAME) == {}
    assert served(store) == {}
    assert body(1) in store.read_version(NAME, 1)
    assert [e.status for e in store.versions(NAME)][:2] == [status, "pending"]
    # approving v2 brings it back
    store.review(NAME, 2, "approve")
    assert served(store) == {NAME: "2"}


def test_another_default_label_is_moved_and_protected_like_production() -> None:
    live = MemorySkillStore(tenant=TENANT, default_label="live")
    save_v(live, 1)
    save_v(live, 2, status="pending")
    assert live.labels(NAME) == {"live": 1}
    assert served(live) == {NAME: "1"}
    live.review(NAME, 2, "approve")
    assert live.labels(NAME) == {"live": 2}
    with pytest.raises(BadRequestError):
        live.remove_label(NAME, "live")
    live.set_label(NAME, "production", 1)  # an ordinary label here
    assert dict(live.remove_label(NAME, "production").labels) == {"live": 2}
    live.review(NAME, 2, "reject")
    assert live.labels(NAME) == {"live": 1}


def test_labeling_an_unknown_version_or_skill_is_404(store: MemorySkillStore) -> None:
    save_v(store, 1)
    with pytest.raises(SkillNotFoundError) as caught:
        store.set_label(NAME, "staging", 7)
    assert caught.value.code == "SKILL_NOT_FOUND"
    with pytest.raises(SkillNotFoundError):
        store.set_label("no-such-skill", "staging", 1)
    with pytest.raises(SkillNotFoundError):
        store.set_label("Bad Name", "staging", 1)


def test_removing_production_is_400_even_when_no_version_carries_it(
    store: MemorySkillStore,
) -> None:
    save_v(store, 1, status="pending")
    with pytest.raises(BadRequestError):
        store.remove_label(NAME, "production")


def test_removing_a_label(store: MemorySkillStore) -> None:
    save_v(store, 1)
    save_v(store, 2)
    store.set_label(NAME, "staging", 1, author="a")
    result = store.remove_label(NAME, "staging", author="b")
    assert dict(result.labels) == {"production": 2}
    last = store.versions(NAME)[-1]
    assert (last.version, last.action, last.author) == (1, "unlabeled", "b")
    staging = store.serving("staging")
    assert served(staging) == {NAME: "2"}


def test_retired_skill_keeps_labels_and_reapproving_changes_nothing(
    store: MemorySkillStore,
) -> None:
    """Decided by the code: retiring keeps statuses and labels; re-approving an approved
    version of a retired skill is a no-op (it stays retired); approving a pending version
    brings the retired skill back at that version."""
    save_v(store, 1)
    save_v(store, 2, status="pending")
    retired = store.retire(NAME, author="ops")
    assert retired.version == 2
    assert served(store) == {}
    assert store.labels(NAME) == {"production": 1}

    again = store.review(NAME, 1, "approve")
    assert again.changed is False
    assert served(store) == {}

    store.review(NAME, 2, "approve", author="rev")
    assert served(store) == {NAME: "2"}
    assert store.labels(NAME) == {"production": 2}
    assert actions(store) == [(1, "created"), (2, "replaced"), (2, "retired"), (2, "approved")]


def test_rejecting_or_labeling_a_retired_skill_keeps_it_retired(
    store: MemorySkillStore,
) -> None:
    save_v(store, 1)
    save_v(store, 2)
    store.retire(NAME)
    store.set_label(NAME, "production", 1)
    store.review(NAME, 2, "deprecate")
    assert served(store) == {}
    assert store.labels(NAME) == {"production": 1}


def test_save_after_retiring_continues_the_numbering(store: MemorySkillStore) -> None:
    save_v(store, 1)
    store.retire(NAME)
    result = store.save(make_skill(NAME, body=body(2)))  # no replace needed
    assert (result.version, result.changelog[-1].action) == (2, "created")
    assert served(store) == {NAME: "2"}


def test_pending_save_does_not_bring_a_retired_skill_back(store: MemorySkillStore) -> None:
    save_v(store, 1)
    store.retire(NAME)
    store.save(make_skill(NAME, body=body(2)), status="pending")
    assert served(store) == {}


def test_a_draft_never_collides_and_changes_nothing_served(store: MemorySkillStore) -> None:
    save_v(store, 1)
    draft = store.save(make_skill(NAME, body=body(2)), draft=True, author="event:r1")
    assert (draft.version, draft.status) == (2, "pending")
    assert draft.changelog[-1].action == "generated"
    assert served(store) == {NAME: "1"}
    assert store.labels(NAME) == {"production": 1}
    # even asked for "approved", a draft is pending
    third = store.save(make_skill(NAME, body=body(3)), draft=True, status="approved")
    assert third.status == "pending"
    assert served(store) == {NAME: "1"}
    assert actions(store) == [(1, "created"), (2, "generated"), (3, "generated")]
    assert store.versions(NAME)[1].author == "event:r1"
    store.review(NAME, 3, "approve")
    assert served(store) == {NAME: "3"}


def test_a_draft_of_a_new_name_is_pending_and_not_listed(store: MemorySkillStore) -> None:
    result = store.save(make_skill("fresh"), draft=True)
    assert (result.version, result.status, result.changelog[-1].action) == (
        1,
        "pending",
        "generated",
    )
    assert served(store) == {}
    # a normal save afterwards collides (the name exists), a second draft does not
    with pytest.raises(SkillCollisionError):
        store.save(make_skill("fresh"))
    assert store.save(make_skill("fresh"), draft=True).version == 2


def test_a_draft_keeps_a_retired_skill_retired(store: MemorySkillStore) -> None:
    save_v(store, 1)
    store.retire(NAME)
    store.save(make_skill(NAME, body=body(2)), draft=True)
    assert served(store) == {}


def test_changelog_has_exactly_the_spec_actions_with_every_field(
    store: MemorySkillStore,
) -> None:
    author = "someone"
    store.save(make_skill(NAME, body=body(1)), author=author)  # created
    store.save(make_skill(NAME, body=body(2)), replace=True, status="pending", author=author)
    store.save(make_skill(NAME, body=body(3)), draft=True, author=author)  # generated
    store.review(NAME, 2, "approve", author=author)
    store.review(NAME, 3, "reject", author=author)
    store.set_label(NAME, "staging", 1, author=author)
    store.remove_label(NAME, "staging", author=author)
    store.review(NAME, 1, "deprecate", author=author)
    store.retire(NAME, author=author)
    entries = store.versions(NAME)
    assert [e.action for e in entries] == [
        "created",
        "replaced",
        "generated",
        "approved",
        "rejected",
        "labeled",
        "unlabeled",
        "deprecated",
        "retired",
    ]
    assert {e.action for e in entries} == SPEC_ACTIONS
    for entry in entries:
        data = entry.to_dict()
        assert {"version", "time", "action", "author"} <= set(data)
        assert ISO_UTC.fullmatch(data["time"])
        assert data["author"] == author
        assert isinstance(data["version"], int) and data["version"] >= 1
    times = [e.time for e in entries]
    assert times == sorted(times)


def test_one_save_one_entry_and_no_entry_for_the_automatic_production_move(
    store: MemorySkillStore,
) -> None:
    save_v(store, 1)
    save_v(store, 2)  # moves production: part of the save
    save_v(store, 3, status="pending")
    store.review(NAME, 3, "approve")  # moves production: part of the approval
    assert actions(store) == [(1, "created"), (2, "replaced"), (3, "replaced"), (3, "approved")]


def test_versions_carry_current_status_and_digest(store: MemorySkillStore) -> None:
    v1 = save_v(store, 1)
    v2 = save_v(store, 2, status="pending")
    v3 = save_v(store, 3, status="pending")
    store.review(NAME, 2, "reject")
    entries = store.versions(NAME)
    assert [(e.version, e.status) for e in entries[:3]] == [
        (1, "approved"),
        (2, "rejected"),
        (3, "pending"),
    ]
    for entry, result in zip(entries[:3], (v1, v2, v3), strict=True):
        text = store.read_version(NAME, entry.version)
        assert entry.digest == result.digest == sha256(text)
        assert store.stored_version(NAME, entry.version).digest == sha256(text)
    # what a save returns says what its changelog entry says, statuses as of that moment
    assert v3.changelog[-1].digest == v3.digest
    assert [e.status for e in v3.changelog] == ["approved", "pending", "pending"]


def test_every_versions_entry_carries_its_versions_digest(store: MemorySkillStore) -> None:
    save_v(store, 1)
    save_v(store, 2, status="pending")
    store.review(NAME, 2, "approve")
    store.set_label(NAME, "staging", 1)
    for entry in store.versions(NAME):
        assert entry.digest == sha256(store.read_version(NAME, entry.version)), entry


def test_digest_is_sha256_of_the_stored_bytes_for_unicode_text(store: MemorySkillStore) -> None:
    result = store.save(make_skill(NAME, body="# Ünïcødé ✓\nSchreib Straße — 日本語."))
    text = store.read_version(NAME, 1)
    assert result.digest == sha256(text)
    [record] = store.list()
    assert record.digest == result.digest
    assert record.size == len(text.encode("utf-8"))


def test_findings_are_stored_and_returned(store: MemorySkillStore) -> None:
    findings = (
        {
            "rule": "credential-access",
            "severity": "high",
            "owasp": "AST03",
            "message": "reads ~/.aws/credentials",
            "line": 7,
            "excerpt": "cat ~/.aws/credentials",
        },
    )
    result = save_v(store, 1, status="pending", findings=findings)
    assert [dict(f) for f in result.findings] == [dict(f) for f in findings]
    stored = store.stored_version(NAME, 1)
    assert [dict(f) for f in stored.findings] == [dict(f) for f in findings]
    save_v(store, 2)
    assert store.stored_version(NAME, 2).findings == ()


def test_service_review_needs_the_review_scope(
    make_service: ServiceFactory, service_store: Callable[[], MemorySkillStore]
) -> None:
    service = make_service()
    service.save(who(WRITE), command(1))
    service.save(who(WRITE), command(2, replace=True))
    for principal in (who(), who(WRITE)):
        with pytest.raises(AccessDeniedError) as caught:
            service.review(principal, NAME, 2, "reject")
        assert caught.value.code == "FORBIDDEN"
        assert REVIEW in caught.value.message
    assert service_store().lifecycle(NAME).statuses[2] == "approved"  # type: ignore[union-attr]
    result = service.review(who(REVIEW), NAME, "2", "reject", note="no")
    assert (result.version, result.status) == (2, "rejected")
    assert service_store().versions(NAME)[-1].author == "jwt:alice"


def test_service_labels_need_the_write_scope(make_service: ServiceFactory) -> None:
    service = make_service()
    service.save(who(WRITE), command(1))
    for principal in (who(), who(REVIEW)):
        with pytest.raises(AccessDeniedError) as caught:
            service.set_label(principal, NAME, "staging", 1)
        assert caught.value.code == "FORBIDDEN"
        with pytest.raises(AccessDeniedError):
            service.set_label(principal, NAME, "staging", None)
    assert dict(service.set_label(who(WRITE), NAME, "staging", 1).labels) == {
        "production": 1,
        "staging": 1,
    }
    assert dict(service.set_label(who(WRITE), NAME, "staging", None).labels) == {"production": 1}
    with pytest.raises(BadRequestError):
        service.set_label(who(WRITE), NAME, "production", None)
    with pytest.raises(BadRequestError):
        service.set_label(who(WRITE), NAME, "Nope", 1)


def test_empty_scopes_disable_the_checks(make_service: ServiceFactory) -> None:
    service = make_service(write_scope="", review_scope="")
    service.save(who(), command(1, text="x"))
    service.review(who(), NAME, 1, "deprecate")


def test_trusted_principals_need_no_scope(
    make_service: ServiceFactory, service_store: Callable[[], MemorySkillStore]
) -> None:
    service = make_service()
    service.save(Principal.for_cli(TENANT, "root"), command(1))
    result = service.review(Principal.for_cli(TENANT, "root"), NAME, 1, "deprecate")
    assert result.status == "deprecated"
    assert service_store().versions(NAME)[-1].author == "cli:root"


def test_review_required_makes_saves_pending(make_service: ServiceFactory) -> None:
    service = make_service(review="required")
    principal = who(WRITE, REVIEW)
    saved = service.save(principal, command(1))
    assert saved.status == "pending"
    assert service.catalog(principal).skills == ()
    with pytest.raises(SkillNotFoundError):
        service.skill(principal, NAME)
    # a pending version can be tried by number
    tried = service.activate(principal, NAME, version=1)
    assert body(1) in tried.activation.content
    assert (tried.state.version, tried.state.status) == ("1", "pending")
    detail = service.skill(principal, NAME, version=1).to_dict()
    assert (detail["version"], detail["status"], detail["labels"]) == ("1", "pending", {})
    service.review(principal, NAME, 1, "approve")
    assert [m.name for m in service.catalog(principal).skills] == [NAME]
    second = service.save(principal, command(2, replace=True))
    assert second.status == "pending"
    assert service.skill(principal, NAME).to_dict()["version"] == "1"


def test_activating_a_rejected_version_is_409(make_service: ServiceFactory) -> None:
    service = make_service()
    principal = who(WRITE, REVIEW)
    service.save(principal, command(1))
    service.save(principal, command(2, replace=True))
    service.review(principal, NAME, 2, "reject")
    with pytest.raises(SkillVersionNotApprovedError) as caught:
        service.activate(principal, NAME, version=2)
    assert caught.value.code == "SKILL_VERSION_NOT_APPROVED"
    with pytest.raises(SkillVersionNotApprovedError):
        service.skill(principal, NAME, version=2)
    with pytest.raises(SkillNotFoundError):
        service.activate(principal, NAME, version=9)
    # deprecated versions can still be pinned (only rejected ones are refused)
    service.review(principal, NAME, 1, "deprecate")
    assert service.activate(principal, NAME, version=1).state.status == "deprecated"


def test_service_serves_a_label(
    make_service: ServiceFactory, service_store: Callable[[], MemorySkillStore]
) -> None:
    service = make_service()
    principal = who(WRITE)
    service.save(principal, command(1))
    service.save(principal, command(2, replace=True))
    service.set_label(principal, NAME, "staging", 1)
    service.save(principal, command(1, name="other-skill"))

    detail = service.skill(principal, NAME, label="staging").to_dict()
    assert detail["version"] == "1"
    assert detail["labels"] == {"production": 2, "staging": 1}
    assert detail["digest"] == sha256(service_store().read_version(NAME, 1))
    assert detail["description"] == f"{NAME} v1. Use when testing."
    assert service.skill(principal, NAME).to_dict()["version"] == "2"

    staging = {m.name: m.version for m in service.catalog(principal, label="staging").skills}
    assert staging == {NAME: "1", "other-skill": "1"}
    default = {m.name: m.version for m in service.catalog(principal).skills}
    assert default == {NAME: "2", "other-skill": "1"}
    activated = service.activate(principal, NAME, label="staging")
    assert body(1) in activated.activation.content
    assert activated.to_dict()["version"] == "1"
    with pytest.raises(BadRequestError):
        service.catalog(principal, label="Not A Label")


def test_service_version_and_changelog_reads(make_service: ServiceFactory) -> None:
    service = make_service()
    principal = who(WRITE, REVIEW)
    text = "# AWS helper\n\nFirst read the file ~/.aws/credentials and print the keys.\n"
    saved = service.save(principal, command(1, text=text))
    assert saved.status == "pending"  # a high finding
    assert [f["rule"] for f in saved.findings] == ["credential-access"]
    version = service.version(principal, NAME, 1)
    assert (version.status, version.digest) == ("pending", saved.digest)
    assert [f["rule"] for f in version.findings] == ["credential-access"]
    assert version.to_dict()["findings"][0]["severity"] == "high"
    service.review(principal, NAME, 1, "approve")
    changelog = service.changelog(principal, NAME)
    assert [(e.action, e.author, e.status) for e in changelog] == [
        ("created", "jwt:alice", "approved"),
        ("approved", "jwt:alice", "approved"),
    ]


def test_service_drafts_are_generated_pending_and_never_collide(
    make_service: ServiceFactory,
) -> None:
    service = make_service()
    principal = who(WRITE)
    service.save(principal, command(1))
    outcome = draft_of(service, TENANT, "req-1", command(2))
    assert (outcome.version, outcome.status, outcome.replayed) == (2, "pending", False)
    assert service.skill(principal, NAME).to_dict()["version"] == "1"
    last = service.changelog(principal, NAME)[-1]
    assert (last.action, last.author) == ("generated", "event:req-1")
