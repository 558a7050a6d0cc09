"""The pure review/label rules of SPEC §10 (``skills_core.governance.lifecycle``): what an
approval, a rejection, a deprecation and a label change do to a skill's statuses and labels,
and the properties that must survive any sequence of them."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.errors import BadRequestError, SkillVersionNotApprovedError
from skills_core.governance.lifecycle import (
    APPROVED,
    DECISIONS,
    DEFAULT_LABEL,
    DEPRECATED,
    LABEL_RE,
    PENDING,
    REJECTED,
    STATUSES,
    Lifecycle,
    check_decision,
    check_label,
)

PROD = DEFAULT_LABEL


def life(statuses: dict[int, str], labels: dict[str, int] | None = None) -> Lifecycle:
    return Lifecycle(dict(statuses), dict(labels or {}))


# -- constants -----------------------------------------------------------------------------
def test_statuses_decisions_and_default_label_are_the_spec_names() -> None:
    assert set(STATUSES) == {"approved", "pending", "rejected", "deprecated"}
    assert DECISIONS == {"approve": APPROVED, "reject": REJECTED, "deprecate": DEPRECATED}
    assert DEFAULT_LABEL == "production"


# -- served ----------------------------------------------------------------------------------
def test_served_is_the_default_label_and_none_without_one() -> None:
    assert life({1: APPROVED}, {PROD: 1}).served() == 1
    assert life({1: PENDING}).served() is None
    assert life({}).served() is None


def test_served_label_falls_back_to_the_default_label() -> None:
    lc = life({1: APPROVED, 2: APPROVED}, {PROD: 2, "staging": 1})
    assert lc.served("staging") == 1
    assert lc.served("canary") == 2  # no such label: the default one
    assert lc.served(None) == 2
    assert life({1: APPROVED}, {"staging": 1}).served("canary") is None


def test_served_honours_another_default_label() -> None:
    lc = life({1: APPROVED, 2: APPROVED}, {"live": 1, PROD: 2})
    assert lc.served(default="live") == 1
    assert lc.served("staging", default="live") == 1


def test_newest_approved_ignores_other_statuses_and_the_excluded_version() -> None:
    lc = life({1: APPROVED, 2: APPROVED, 3: PENDING, 4: REJECTED, 5: DEPRECATED})
    assert lc.newest_approved() == 2
    assert lc.newest_approved(excluding=2) == 1
    assert life({1: PENDING}).newest_approved() is None


# -- with_version (a save) -------------------------------------------------------------------
def test_approved_save_moves_production_to_the_new_version() -> None:
    lc = life({}).with_version(1, APPROVED, default=PROD)
    assert lc == life({1: APPROVED}, {PROD: 1})
    lc = lc.with_version(2, APPROVED, default=PROD)
    assert lc == life({1: APPROVED, 2: APPROVED}, {PROD: 2})


def test_pending_save_changes_no_label() -> None:
    start = life({1: APPROVED}, {PROD: 1, "staging": 1})
    lc = start.with_version(2, PENDING, default=PROD)
    assert lc.statuses == {1: APPROVED, 2: PENDING}
    assert lc.labels == {PROD: 1, "staging": 1}
    assert lc.served() == 1
    assert start.statuses == {1: APPROVED}  # frozen: the original is untouched


def test_first_pending_save_serves_nothing() -> None:
    lc = life({}).with_version(1, PENDING, default=PROD)
    assert lc.labels == {} and lc.served() is None


def test_approved_save_after_a_rollback_moves_production_forward() -> None:
    lc = life({1: APPROVED, 2: APPROVED}, {PROD: 1})
    assert lc.with_version(3, APPROVED, default=PROD).labels == {PROD: 3}


def test_with_version_uses_the_given_default_label() -> None:
    lc = life({}).with_version(1, APPROVED, default="live")
    assert lc.labels == {"live": 1}


# -- reviewed: approve -----------------------------------------------------------------------
def test_approving_a_newer_version_moves_production() -> None:
    lc = life({1: APPROVED, 2: PENDING}, {PROD: 1})
    after = lc.reviewed(2, APPROVED, default=PROD)
    assert after == life({1: APPROVED, 2: APPROVED}, {PROD: 2})


def test_approving_an_older_version_does_not_move_production() -> None:
    lc = life({1: PENDING, 2: APPROVED}, {PROD: 2})
    after = lc.reviewed(1, APPROVED, default=PROD)
    assert after.statuses == {1: APPROVED, 2: APPROVED}
    assert after.labels == {PROD: 2}


def test_approving_the_first_approved_version_creates_production() -> None:
    lc = life({1: PENDING, 2: PENDING})
    after = lc.reviewed(1, APPROVED, default=PROD)
    assert after.labels == {PROD: 1}
    assert after.reviewed(2, APPROVED, default=PROD).labels == {PROD: 2}


def test_approving_leaves_other_labels_alone() -> None:
    lc = life({1: APPROVED, 2: PENDING}, {PROD: 1, "staging": 1})
    after = lc.reviewed(2, APPROVED, default=PROD)
    assert after.labels == {PROD: 2, "staging": 1}


def test_approving_a_rejected_or_deprecated_version_makes_it_approved_again() -> None:
    lc = life({1: APPROVED, 2: REJECTED, 3: DEPRECATED}, {PROD: 1})
    assert lc.reviewed(2, APPROVED, default=PROD).labels == {PROD: 2}
    assert lc.reviewed(3, APPROVED, default=PROD).labels == {PROD: 3}


# -- reviewed: reject / deprecate ------------------------------------------------------------
@pytest.mark.parametrize("status", [REJECTED, DEPRECATED])
def test_rejecting_the_production_version_falls_back_to_the_newest_approved(status: str) -> None:
    lc = life({1: APPROVED, 2: APPROVED, 3: APPROVED, 4: PENDING}, {PROD: 3})
    after = lc.reviewed(3, status, default=PROD)
    assert after.statuses[3] == status
    assert after.labels == {PROD: 2}
    assert after.served() == 2


@pytest.mark.parametrize("status", [REJECTED, DEPRECATED])
def test_fallback_skips_versions_that_are_not_approved(status: str) -> None:
    lc = life({1: APPROVED, 2: REJECTED, 3: DEPRECATED, 4: PENDING, 5: APPROVED}, {PROD: 5})
    assert lc.reviewed(5, status, default=PROD).labels == {PROD: 1}


@pytest.mark.parametrize("status", [REJECTED, DEPRECATED])
def test_rejecting_the_only_approved_version_removes_production(status: str) -> None:
    lc = life({1: APPROVED, 2: PENDING}, {PROD: 1, "staging": 1})
    after = lc.reviewed(1, status, default=PROD)
    assert after.labels == {}
    assert after.served() is None
    assert after.served("staging") is None


@pytest.mark.parametrize("status", [REJECTED, DEPRECATED])
def test_rejecting_removes_every_label_of_that_version_only(status: str) -> None:
    lc = life(
        {1: APPROVED, 2: APPROVED, 3: APPROVED},
        {PROD: 3, "staging": 2, "canary": 2, "old": 1},
    )
    after = lc.reviewed(2, status, default=PROD)
    assert after.labels == {PROD: 3, "old": 1}


@pytest.mark.parametrize("status", [REJECTED, DEPRECATED])
def test_rejecting_a_rolled_back_production_falls_back_to_the_newest_approved(
    status: str,
) -> None:
    lc = life({1: APPROVED, 2: APPROVED, 3: APPROVED}, {PROD: 1})  # a rollback to 1
    assert lc.reviewed(1, status, default=PROD).labels == {PROD: 3}


@pytest.mark.parametrize("status", [REJECTED, DEPRECATED])
def test_rejecting_an_unlabelled_version_changes_no_label(status: str) -> None:
    lc = life({1: APPROVED, 2: PENDING}, {PROD: 1})
    after = lc.reviewed(2, status, default=PROD)
    assert after.statuses == {1: APPROVED, 2: status}
    assert after.labels == {PROD: 1}


def test_reviewed_honours_another_default_label() -> None:
    lc = life({1: APPROVED, 2: APPROVED}, {"live": 2, PROD: 2})
    after = lc.reviewed(2, REJECTED, default="live")
    assert after.labels == {"live": 1}  # "production" is an ordinary label here: removed


# -- labeled / unlabeled ---------------------------------------------------------------------
def test_labeling_an_approved_version() -> None:
    lc = life({1: APPROVED, 2: APPROVED}, {PROD: 2})
    assert lc.labeled("staging", 1).labels == {PROD: 2, "staging": 1}
    assert lc.labeled(PROD, 1).labels == {PROD: 1}  # a rollback
    assert lc.labels == {PROD: 2}  # the original is untouched


@pytest.mark.parametrize("status", [PENDING, REJECTED, DEPRECATED])
def test_labeling_a_version_that_is_not_approved_is_refused(status: str) -> None:
    lc = life({1: APPROVED, 2: status}, {PROD: 1})
    with pytest.raises(SkillVersionNotApprovedError) as caught:
        lc.labeled("staging", 2)
    assert caught.value.code == "SKILL_VERSION_NOT_APPROVED"
    assert status in caught.value.message
    with pytest.raises(SkillVersionNotApprovedError):
        lc.labeled(PROD, 2)


def test_labeling_an_unknown_version_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        life({1: APPROVED}, {PROD: 1}).labeled("staging", 9)


def test_unlabeling_removes_just_that_label() -> None:
    lc = life({1: APPROVED}, {PROD: 1, "staging": 1})
    assert lc.unlabeled("staging", default=PROD).labels == {PROD: 1}
    assert lc.unlabeled("absent", default=PROD).labels == {PROD: 1, "staging": 1}


def test_removing_the_default_label_is_a_bad_request() -> None:
    lc = life({1: APPROVED}, {PROD: 1, "staging": 1})
    with pytest.raises(BadRequestError) as caught:
        lc.unlabeled(PROD, default=PROD)
    assert caught.value.code == "BAD_REQUEST"
    # another default label: "production" is then removable, the default is not
    assert lc.unlabeled(PROD, default="staging").labels == {"staging": 1}
    with pytest.raises(BadRequestError):
        lc.unlabeled("staging", default="staging")


# -- check_label / check_decision ------------------------------------------------------------
@pytest.mark.parametrize("label", ["production", "staging", "a", "0", "v2-canary", "a" * 32])
def test_valid_labels(label: str) -> None:
    assert check_label(label) == label


@pytest.mark.parametrize(
    "label",
    ["", "Staging", "-a", "a_b", "a.b", "a b", "a" * 33, "ä", "a\n", "../x", None, 1, ["a"]],
)
def test_invalid_labels_are_bad_requests(label: Any) -> None:
    with pytest.raises(BadRequestError) as caught:
        check_label(label)
    assert caught.value.code == "BAD_REQUEST"


@given(st.text(max_size=40))
def test_check_label_agrees_with_the_spec_pattern(label: str) -> None:
    import re

    if re.fullmatch(r"[a-z0-9][a-z0-9-]{0,31}", label) is not None:  # SPEC §10
        assert LABEL_RE.fullmatch(label)
        assert check_label(label) == label
    else:
        with pytest.raises(BadRequestError):
            check_label(label)


@pytest.mark.parametrize(("decision", "status"), sorted(DECISIONS.items()))
def test_valid_decisions(decision: str, status: str) -> None:
    assert check_decision(decision) == status


@pytest.mark.parametrize(
    "decision", ["", "Approve", "approved", "rejected", "delete", "pending", None, 1]
)
def test_invalid_decisions_are_bad_requests(decision: Any) -> None:
    with pytest.raises(BadRequestError) as caught:
        check_decision(decision)
    assert caught.value.code == "BAD_REQUEST"
    assert "approve" in caught.value.message


# -- properties over any sequence of operations ----------------------------------------------
LABELS = (PROD, "staging", "canary")

operations = st.lists(
    st.one_of(
        st.tuples(st.just("save"), st.sampled_from([APPROVED, PENDING])),
        st.tuples(st.just("review"), st.integers(1, 8), st.sampled_from(sorted(DECISIONS))),
        st.tuples(st.just("label"), st.sampled_from(LABELS), st.integers(1, 8)),
        st.tuples(st.just("unlabel"), st.sampled_from(LABELS)),
    ),
    max_size=40,
)


def apply(lc: Lifecycle, op: tuple[Any, ...]) -> Lifecycle:
    """One operation as the store applies it: refusals leave the lifecycle unchanged."""
    kind = op[0]
    if kind == "save":
        return lc.with_version(len(lc.statuses) + 1, op[1], default=PROD)
    if kind == "review":
        version, status = op[1], check_decision(op[2])
        if version not in lc.statuses or lc.statuses[version] == status:
            return lc  # unknown version (404) or the same state (no write)
        return lc.reviewed(version, status, default=PROD)
    if kind == "label":
        try:
            return lc.labeled(op[1], op[2])
        except (KeyError, SkillVersionNotApprovedError):
            return lc
    try:
        return lc.unlabeled(op[1], default=PROD)
    except BadRequestError:
        assert op[1] == PROD
        return lc


def check_invariants(lc: Lifecycle) -> None:
    for label, version in lc.labels.items():
        assert lc.statuses.get(version) == APPROVED, (label, version, lc)
    approved = [v for v, s in lc.statuses.items() if s == APPROVED]
    production = lc.labels.get(PROD)
    assert production is None or lc.statuses[production] == APPROVED
    # production is absent exactly when no version is approved (SPEC: "or the skill leaves
    # the catalog"); it never disappears while an approved version remains.
    assert (production is None) == (not approved), lc
    assert lc.served() == production
    for label in LABELS:
        served = lc.served(label)
        assert served is None or lc.statuses[served] == APPROVED


@settings(max_examples=300, deadline=None)
@given(operations)
def test_labels_only_ever_point_at_approved_versions(ops: list[tuple[Any, ...]]) -> None:
    lc = life({})
    for op in ops:
        lc = apply(lc, op)
        check_invariants(lc)


@settings(max_examples=200, deadline=None)
@given(operations, st.sampled_from([REJECTED, DEPRECATED]))
def test_rejecting_production_falls_back_to_the_newest_remaining_approved(
    ops: list[tuple[Any, ...]], status: str
) -> None:
    lc = life({})
    for op in ops:
        lc = apply(lc, op)
    production = lc.labels.get(PROD)
    if production is None:
        return
    after = lc.reviewed(production, status, default=PROD)
    assert after.labels.get(PROD) == lc.newest_approved(excluding=production)
    assert production not in after.labels.values()
    check_invariants(after)


@settings(max_examples=200, deadline=None)
@given(operations)
def test_approving_moves_production_only_forward(ops: list[tuple[Any, ...]]) -> None:
    lc = life({})
    for op in ops:
        lc = apply(lc, op)
    for version, status in sorted(lc.statuses.items()):
        if status == APPROVED:
            continue
        before = lc.labels.get(PROD)
        after = lc.reviewed(version, APPROVED, default=PROD).labels[PROD]
        assert after == (version if before is None or version > before else before)
