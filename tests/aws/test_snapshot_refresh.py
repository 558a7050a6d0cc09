"""The refresher (SPEC §11): objects put into S3 by other means than ``skillsctl sync`` reach
the catalog and search after one run; a run reads only what changed, publishes nothing when
nothing changed, replaces the snapshot of a prefix emptied behind its back, and one broken
scope never stops the others."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import pytest

from skills_core.aws.deployment import build_service
from skills_core.aws.snapshots import snapshot_refresh
from skills_core.aws.snapshots.snapshot_refresh import RefreshResult, refresh
from skills_core.aws.snapshots.snapshot_store import SnapshotStore
from skills_core.service import Principal, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.settings import Settings
from skills_core.snapshot.scopes import GLOBAL_SCOPE, tenant_scope
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import TABLE, TENANT

BUCKET = "skills-refresh"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write"}), "u1")
OTHER = Principal.for_jwt("other", frozenset({"skills/write"}), "u2")


def skill_md(name: str, body: str = "Do the thing.") -> str:
    return f"---\nname: {name}\ndescription: Skill {name}. Use when testing.\n---\n{body}\n"


@pytest.fixture
def service(table: str, make_bucket: Any) -> SkillService:
    make_bucket(BUCKET)
    REGISTRIES._items.clear()
    return build_service(Settings(bucket=BUCKET, table=table))


@pytest.fixture
def snapshots(service: SkillService) -> SnapshotStore:
    """The refresher's own store (its own process cache, as in its own function)."""
    return SnapshotStore(BUCKET, TABLE)


def run(snapshots: SnapshotStore, s3: Any, **kw: Any) -> RefreshResult:
    return refresh(snapshots, BUCKET, s3, **kw)


def names(service: SkillService, who: Principal = USER) -> list[str]:
    return [m.name for m in service.catalog(who).skills]


def ops(calls: list[ApiCall]) -> Counter[str]:
    return Counter(op for _, op, _ in calls)


def skill_reads(calls: list[ApiCall]) -> list[str]:
    """Keys of skill objects read (snapshot objects excluded)."""
    return sorted(
        p["Key"]
        for _, op, p in calls
        if op == "GetObject" and not p["Key"].startswith("snapshots/")
    )


def test_objects_put_by_other_means_are_served_after_a_run(
    service: SkillService, snapshots: SnapshotStore, s3_client: Any, put_object: Any
) -> None:
    put_object(BUCKET, "global/alpha/SKILL.md", skill_md("alpha", "Mentions walrus."))
    result = run(snapshots, s3_client)
    assert (result.published, result.unchanged, result.failed) == (1, 0, ())
    assert result.published_scopes == (GLOBAL_SCOPE,)
    assert names(service) == ["alpha"]
    # Served from the snapshot: search finds the body without reading the object.
    assert [h.name for h in service.search(USER, "walrus").hits] == ["alpha"]
    put_object(BUCKET, "global/beta.md", skill_md("beta"))
    assert run(snapshots, s3_client).published == 1
    assert names(service) == ["alpha", "beta"]


def test_a_run_with_nothing_changed_publishes_nothing_and_reads_no_object(
    service: SkillService,
    snapshots: SnapshotStore,
    s3_client: Any,
    put_object: Any,
    api_calls: list[ApiCall],
) -> None:
    for i in range(5):
        put_object(BUCKET, f"global/g{i}/SKILL.md", skill_md(f"g{i}"))
    put_object(BUCKET, f"tenants/{TENANT}/mine.md", skill_md("mine"))
    first = run(snapshots, s3_client)
    assert (first.published, first.tenants) == (2, 1)
    api_calls.clear()
    again = run(snapshots, s3_client)
    assert (again.published, again.unchanged, again.examined) == (0, 2, 2)
    assert (again.heads_read, again.bodies_read) == (0, 0)
    # Listings (tenant names, tenant snapshots, two prefixes) and one manifest read: the
    # snapshots are in the refresher's cache, and nothing is written.
    assert ops(api_calls) == Counter({"ListObjectsV2": 4, "BatchGetItem": 1})


def test_a_cold_refresher_reads_no_unchanged_skill_object(
    service: SkillService, s3_client: Any, put_object: Any, api_calls: list[ApiCall]
) -> None:
    for i in range(5):
        put_object(BUCKET, f"global/g{i}/SKILL.md", skill_md(f"g{i}"))
    assert run(SnapshotStore(BUCKET, TABLE), s3_client).published == 1
    from skills_core.aws.s3 import s3_source

    s3_source.clear_caches()  # a new execution environment: nothing cached
    api_calls.clear()
    again = run(SnapshotStore(BUCKET, TABLE), s3_client)
    assert again.unchanged == 1 and again.heads_read == 0
    assert skill_reads(api_calls) == []  # one GetObject: the snapshot itself
    assert ops(api_calls)["GetObject"] == 1


def test_only_new_and_changed_objects_are_read(
    service: SkillService,
    snapshots: SnapshotStore,
    s3_client: Any,
    put_object: Any,
    api_calls: list[ApiCall],
) -> None:
    for i in range(6):
        put_object(BUCKET, f"global/g{i}/SKILL.md", skill_md(f"g{i}"))
    run(snapshots, s3_client)
    from skills_core.aws.s3 import s3_source

    s3_source.clear_caches()  # the frontmatter must come from the snapshot, not this cache
    put_object(BUCKET, "global/g2/SKILL.md", skill_md("g2", "Now about narwhals."))
    put_object(BUCKET, "global/new/SKILL.md", skill_md("new", "About okapis."))
    s3_client.delete_object(Bucket=BUCKET, Key="global/g4/SKILL.md")
    api_calls.clear()
    result = run(snapshots, s3_client)
    assert (result.published, result.heads_read, result.bodies_read) == (1, 2, 2)
    assert set(skill_reads(api_calls)) == {"global/g2/SKILL.md", "global/new/SKILL.md"}
    assert names(service) == ["g0", "g1", "g2", "g3", "g5", "new"]
    assert [h.name for h in service.search(USER, "narwhals").hits] == ["g2"]
    assert [h.name for h in service.search(USER, "okapis").hits] == ["new"]


def test_tenant_prefixes_are_published_for_their_tenant_only(
    service: SkillService,
    snapshots: SnapshotStore,
    s3_client: Any,
    put_object: Any,
    ddb: Any,
) -> None:
    put_object(BUCKET, "global/shared.md", skill_md("shared"))
    run(snapshots, s3_client)  # global/ now says: no tenant has objects
    put_object(BUCKET, f"tenants/{TENANT}/mine/SKILL.md", skill_md("mine"))
    # Before the next run the tenant's objects are not served (the global snapshot says the
    # prefix is empty): that is the SKILLS_S3_REFRESH_SECONDS window.
    assert names(service) == ["shared"]
    result = run(snapshots, s3_client)
    assert set(result.published_scopes) == {GLOBAL_SCOPE, tenant_scope(TENANT)}
    assert names(service) == ["mine", "shared"]
    assert names(service, OTHER) == ["shared"]
    global_snapshot = snapshots.load(snapshots.manifests(GLOBAL_SCOPE)[GLOBAL_SCOPE])
    assert global_snapshot.tenants == (TENANT,)


def test_a_prefix_emptied_by_other_means_gets_an_empty_snapshot(
    service: SkillService, snapshots: SnapshotStore, s3_client: Any, put_object: Any
) -> None:
    put_object(BUCKET, f"tenants/{TENANT}/mine.md", skill_md("mine"))
    put_object(BUCKET, f"tenants/{TENANT}/also.md", skill_md("also"))
    run(snapshots, s3_client)
    assert names(service) == ["also", "mine"]
    for key in ("mine.md", "also.md"):
        s3_client.delete_object(Bucket=BUCKET, Key=f"tenants/{TENANT}/{key}")
    result = run(snapshots, s3_client)
    # The tenant is no longer under tenants/, but its snapshot object names it.
    assert tenant_scope(TENANT) in result.published_scopes
    assert names(service) == []


def test_a_corrupt_snapshot_is_rebuilt(
    service: SkillService, snapshots: SnapshotStore, s3_client: Any, put_object: Any
) -> None:
    put_object(BUCKET, "global/alpha.md", skill_md("alpha"))
    run(snapshots, s3_client)
    manifest = snapshots.manifests(GLOBAL_SCOPE)[GLOBAL_SCOPE]
    assert manifest.object_key is not None
    s3_client.put_object(Bucket=BUCKET, Key=manifest.object_key, Body=b"garbage")
    result = run(SnapshotStore(BUCKET, TABLE), s3_client)
    assert result.published_scopes == (GLOBAL_SCOPE,)
    REGISTRIES._items.clear()
    fresh = build_service(service.settings)
    view = fresh.catalog(USER)
    assert [m.name for m in view.skills] == ["alpha"] and view.warnings == ()


def test_one_failing_scope_does_not_stop_the_others(
    service: SkillService,
    snapshots: SnapshotStore,
    s3_client: Any,
    put_object: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for tenant in ("t1", "t2", "t3"):
        put_object(BUCKET, f"tenants/{tenant}/{tenant}-skill.md", skill_md(f"{tenant}-skill"))
    real = snapshot_refresh.publish_prefix

    def flaky(store: SnapshotStore, source: Any, **kw: Any) -> Any:
        if source.prefix == tenant_scope("t2"):
            raise RuntimeError("boom")
        return real(store, source, **kw)

    monkeypatch.setattr(snapshot_refresh, "publish_prefix", flaky)
    result = run(snapshots, s3_client)
    assert result.failed == (tenant_scope("t2"),)
    assert set(result.published_scopes) == {GLOBAL_SCOPE, tenant_scope("t1"), tenant_scope("t3")}
    monkeypatch.setattr(snapshot_refresh, "publish_prefix", real)
    retried = run(snapshots, s3_client)
    assert (retried.published_scopes, retried.failed) == ((tenant_scope("t2"),), ())


def test_a_missing_bucket_is_reported_not_raised(service: SkillService, s3_client: Any) -> None:
    result = refresh(SnapshotStore("no-such-bucket", TABLE), "no-such-bucket", s3_client)
    assert result.failed == ("tenants/",) and result.published == 0


def test_tenants_not_started_before_the_deadline_are_deferred(
    service: SkillService, snapshots: SnapshotStore, s3_client: Any, put_object: Any
) -> None:
    put_object(BUCKET, "global/alpha.md", skill_md("alpha"))
    put_object(BUCKET, f"tenants/{TENANT}/mine.md", skill_md("mine"))
    result = run(snapshots, s3_client, deadline=time.monotonic() - 1)
    # The tenant waits for the next run; global/ (what every tenant reads) never does.
    assert (result.deferred, result.published_scopes) == (1, (GLOBAL_SCOPE,))
    assert snapshots.manifests(tenant_scope(TENANT)) == {}
