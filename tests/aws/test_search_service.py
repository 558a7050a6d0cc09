"""The search use case (SPEC §11) over the snapshots' stored indexes: what it finds, what it
leaves out (shadowed names, retired skills, other tenants), what it costs in AWS calls, and
how it degrades when an index cannot be read."""

from __future__ import annotations

from typing import Any

import pytest

from skills_core.aws.deployment import AwsSources, build_service
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.snapshots.snapshot_publish import publish_prefix
from skills_core.aws.snapshots.snapshot_store import SnapshotStore
from skills_core.errors import BadRequestError
from skills_core.service import Principal, SaveCommand, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.settings import Settings
from skills_core.snapshot.scopes import GLOBAL_LABEL, GLOBAL_SCOPE, tenant_scope
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import TENANT, ops
from tests.aws.stream import project

BUCKET = "skills-search"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "u1")
OTHER = Principal.for_jwt("other-tenant", frozenset({"skills/write"}), "u2")


def skill_md(name: str, description: str, body: str, tags: str = "") -> str:
    extra = f"metadata:\n  tags: [{tags}]\n" if tags else ""
    return f"---\nname: {name}\ndescription: {description}\n{extra}---\n{body}\n"


@pytest.fixture
def world(table: str, s3_client: Any, make_bucket: Any) -> SkillService:
    make_bucket(BUCKET)
    REGISTRIES._items.clear()
    put = s3_client.put_object
    put(
        Bucket=BUCKET,
        Key="global/kubernetes-debug/SKILL.md",
        Body=skill_md(
            "kubernetes-debug",
            "Debug failing Kubernetes pods. Use when a pod crash-loops.",
            "Run kubectl describe and read the events; check the liveness probe.",
            "k8s, ops",
        ).encode(),
    )
    put(
        Bucket=BUCKET,
        Key="global/shared-name/SKILL.md",
        Body=skill_md(
            "shared-name", "The global one. Use when testing shadowing.", "Mentions walrus."
        ).encode(),
    )
    return build_service(Settings(bucket=BUCKET, table=table))


def save(service: SkillService, name: str, body: str, principal: Principal = USER) -> Any:
    command = SaveCommand(name, f"Skill {name}. Use when testing search.", body, replace=True)
    return service.save(principal, command)


def publish(service: SkillService, scope: str) -> None:
    store = AwsSources().snapshots(service.settings)
    assert store is not None
    label = GLOBAL_LABEL if scope == GLOBAL_SCOPE else "s3:tenant"
    publish_prefix(store, S3SkillSource(BUCKET, scope, label=label), read_bodies=True)


def names(service: SkillService, query: str, principal: Principal = USER, **kw: Any) -> list[str]:
    return [hit.name for hit in service.search(principal, query, **kw).hits]


def test_finds_bodies_across_sources_and_leaves_shadowed_names_out(world: SkillService) -> None:
    publish(world, GLOBAL_SCOPE)
    save(world, "shared-name", "Mentions penguin.")
    save(world, "release-notes", "Draft the changelog from merged pull requests.")
    assert names(world, "liveness probe") == ["kubernetes-debug"]
    assert names(world, "changelog pull requests") == ["release-notes"]
    # The store's shared-name shadows the global one: only its own body is searched.
    assert names(world, "penguin") == ["shared-name"]
    assert names(world, "walrus") == []
    hit = world.search(USER, "liveness probe").hits[0]
    assert "liveness" in hit.snippet.lower() and hit.score > 0


def test_tag_filter_and_limit(world: SkillService) -> None:
    publish(world, GLOBAL_SCOPE)
    assert names(world, "pods", tags=["k8s"]) == ["kubernetes-debug"]
    assert names(world, "pods", tags=["not-a-tag"]) == []
    for index in range(8):
        save(world, f"deploy-{index}", f"Deploy service number {index} with canary steps.")
    assert len(names(world, "deploy canary", limit=3)) == 3


@pytest.mark.parametrize(
    ("query", "kw"),
    [
        ("", {}),
        ("x" * 1001, {}),
        ("ok", {"limit": 0}),
        ("ok", {"limit": 51}),
        ("ok", {"tags": ["t"] * 11}),
    ],
)
def test_bad_queries_are_refused(world: SkillService, query: str, kw: dict[str, Any]) -> None:
    with pytest.raises(BadRequestError):
        world.search(USER, query, **kw)


def test_retired_and_folded_skills(world: SkillService) -> None:
    for index in range(40):  # more than the overlay holds: most are folded into the index
        save(world, f"skill-{index:02d}", f"Marker zebra{index} appears here.")
    world.retire(USER, "skill-03")
    world.retire(USER, "skill-39")
    assert names(world, "zebra3") == []
    assert names(world, "zebra39") == []
    assert names(world, "zebra4") == ["skill-04"]
    assert names(world, "zebra38") == ["skill-38"]
    save(world, "skill-03", "Back again with marker yak.")
    assert names(world, "yak") == ["skill-03"]


def test_tenants_never_see_each_others_skills(world: SkillService) -> None:
    save(world, "secret-plan", "Only the first tenant knows the okapi.")
    save(world, "other-plan", "The other tenant's ibis.", principal=OTHER)
    assert names(world, "okapi") == ["secret-plan"]
    assert names(world, "okapi", principal=OTHER) == []
    assert names(world, "ibis") == []


def test_a_warm_search_costs_two_calls_and_a_cold_one_at_most_four(
    world: SkillService, api_calls: list[ApiCall]
) -> None:
    publish(world, GLOBAL_SCOPE)
    for index in range(5):
        save(world, f"skill-{index}", f"Body {index} mentions heron.")
    project(world.settings)
    cold = build_service(world.settings)  # fresh process caches
    REGISTRIES._items.clear()
    api_calls.clear()
    assert len(names(cold, "heron")) == 5
    # The store's overlay (one Query), one manifest read, one whole object per published
    # scope (the tenant prefix is known to be empty from the global snapshot: not listed).
    assert ops(api_calls) == ["Query", "BatchGetItem", "GetObject", "GetObject"]
    assert all("Range" not in params for _, op, params in api_calls if op == "GetObject")
    api_calls.clear()
    assert len(names(cold, "heron")) == 5
    assert ops(api_calls) == ["Query", "BatchGetItem"]


def test_a_catalog_reads_only_the_snapshot_part_and_search_then_the_index_part(
    world: SkillService, api_calls: list[ApiCall]
) -> None:
    publish(world, GLOBAL_SCOPE)
    save(world, "alpha", "Body with heron.")
    project(world.settings)
    cold = build_service(world.settings)
    REGISTRIES._items.clear()
    api_calls.clear()
    cold.catalog(USER)
    ranges = [params.get("Range", "") for _, op, params in api_calls if op == "GetObject"]
    assert len(ranges) == 2 and all(r.startswith("bytes=0-") for r in ranges)
    api_calls.clear()
    assert names(cold, "heron") == ["alpha"]
    ranges = [params.get("Range", "") for _, op, params in api_calls if op == "GetObject"]
    assert len(ranges) == 2 and not any(r.startswith("bytes=0-") for r in ranges)
    assert ops(api_calls) == ["Query", "BatchGetItem", "GetObject", "GetObject"]


def test_an_unreadable_index_falls_back_to_bodies_with_a_warning(
    world: SkillService, monkeypatch: pytest.MonkeyPatch
) -> None:
    save(world, "alpha", "Body with heron.")
    project(world.settings)
    from skills_core.aws.snapshots.snapshot_store import SnapshotUnavailable

    def broken(self: SnapshotStore, manifest: Any) -> Any:
        raise SnapshotUnavailable("corrupt search index")

    monkeypatch.setattr(SnapshotStore, "index", broken)
    result = world.search(USER, "heron")
    assert [hit.name for hit in result.hits] == ["alpha"]
    assert any("search index" in warning for warning in result.warnings)


def test_a_tenant_prefix_named_by_the_global_snapshot_is_listed(
    world: SkillService, s3_client: Any
) -> None:
    s3_client.put_object(
        Bucket=BUCKET,
        Key=f"{tenant_scope(TENANT)}tenant-tool/SKILL.md",
        Body=skill_md("tenant-tool", "Tenant's own. Use when testing.", "Has a gecko.").encode(),
    )
    publish(world, GLOBAL_SCOPE)  # names the tenant: its prefix is listed until published
    assert names(world, "gecko") == ["tenant-tool"]
    publish(world, tenant_scope(TENANT))
    assert names(world, "gecko") == ["tenant-tool"]
    store = AwsSources().snapshots(world.settings)
    assert store is not None
    global_snapshot = store.load(store.manifests(GLOBAL_SCOPE)[GLOBAL_SCOPE])
    assert global_snapshot.tenants == (TENANT,)
