"""Point entries (SPEC §11: a request about one name reads that skill's bytes only): the S3
publisher keeps one item per name beside the scope's manifest, writes only the names that
changed, deletes those that left, and marks the manifest once every entry is written; a read
of one name takes the manifests, the name's entries and the store's head in one
``TransactGetItems``, and falls back to the snapshots whenever the entries cannot answer."""

from __future__ import annotations

from typing import Any

import pytest

from skills_core.aws.deployment import AwsSources, build_service
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.snapshots.point_entries import POINT_ITEM_BYTES, entry_key
from skills_core.aws.snapshots.snapshot_publish import publish_prefix
from skills_core.aws.snapshots.snapshot_store import SnapshotStore, manifest_key, partition_of
from skills_core.errors import SkillInvalidError, SkillNotFoundError
from skills_core.service import Principal, SaveCommand, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.settings import Settings
from skills_core.snapshot.scopes import GLOBAL_LABEL, GLOBAL_SCOPE, TENANT_LABEL, tenant_scope
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import TABLE, TENANT, all_items
from tests.aws.stream import project

BUCKET = "skills-points"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "u1")


def skill_md(name: str, body: str = "Do the thing.") -> str:
    return f"---\nname: {name}\ndescription: Skill {name}. Use when testing.\n---\n{body}\n"


@pytest.fixture
def world(table: str, make_bucket: Any) -> SkillService:
    make_bucket(BUCKET)
    REGISTRIES._items.clear()
    return build_service(Settings(bucket=BUCKET, table=table))


def snapshots(service: SkillService) -> SnapshotStore:
    store = AwsSources().snapshots(service.settings)
    assert store is not None
    return store


def publish(service: SkillService, scope: str = GLOBAL_SCOPE) -> Any:
    label = GLOBAL_LABEL if scope == GLOBAL_SCOPE else TENANT_LABEL
    source = S3SkillSource(BUCKET, scope, label=label)
    return publish_prefix(snapshots(service), source, read_bodies=True)


def points(ddb: Any, scope: str) -> dict[str, dict[str, Any]]:
    prefix = entry_key(scope, "")["sk"]["S"]
    return {
        item["sk"]["S"][len(prefix) :]: item
        for item in all_items(ddb)
        if item["pk"]["S"] == partition_of(scope) and item["sk"]["S"].startswith(prefix)
    }


def manifest(ddb: Any, scope: str) -> dict[str, Any]:
    item: dict[str, Any] = ddb.get_item(TableName=TABLE, Key=manifest_key(scope))["Item"]
    return item


def fresh(service: SkillService) -> SkillService:
    """A new execution environment (nothing cached)."""
    from skills_core.aws.s3 import s3_source

    REGISTRIES._items.clear()
    s3_source.clear_caches()
    return build_service(service.settings)


def batch_puts(api_calls: list[ApiCall]) -> list[str]:
    written = []
    for _, op, params in api_calls:
        if op == "BatchWriteItem":
            for requests in params["RequestItems"].values():
                for request in requests:
                    if "PutRequest" in request:
                        written.append(request["PutRequest"]["Item"]["sk"]["S"])
    return written


def test_publishing_writes_one_entry_per_name_then_only_what_changed(
    world: SkillService, put_object: Any, ddb: Any, api_calls: list[ApiCall]
) -> None:
    for name in ("alpha", "beta", "gamma"):
        put_object(BUCKET, f"global/{name}/SKILL.md", skill_md(name))
    publish(world)
    found = manifest(ddb, GLOBAL_SCOPE)
    assert found["points"] == found["gen"]
    assert set(points(ddb, GLOBAL_SCOPE)) == {"alpha", "beta", "gamma"}

    put_object(BUCKET, "global/beta/SKILL.md", skill_md("beta", "Changed."))
    world_s3 = snapshots(world).s3
    world_s3.delete_object(Bucket=BUCKET, Key="global/gamma/SKILL.md")
    api_calls.clear()
    publish(world)
    assert batch_puts(api_calls) == ["ENTRY#beta"]  # alpha did not change: not rewritten
    assert set(points(ddb, GLOBAL_SCOPE)) == {"alpha", "beta"}
    again = manifest(ddb, GLOBAL_SCOPE)
    assert again["points"] == again["gen"] and int(again["gen"]["N"]) == 2


def test_a_folder_named_otherwise_is_found_under_both_names(
    world: SkillService, put_object: Any, ddb: Any
) -> None:
    put_object(BUCKET, "global/folder-name/SKILL.md", skill_md("header-name"))
    publish(world)
    assert set(points(ddb, GLOBAL_SCOPE)) == {"folder-name", "header-name"}
    # What the point read serves is what the whole snapshot serves.
    by_point = sorted(m.name for m in fresh(world).catalog(USER).skills)
    for name in ("folder-name", "header-name"):
        try:
            point = fresh(world).skill(USER, name).metadata.name
        except SkillNotFoundError:
            point = None
        REGISTRIES._items.clear()
        assert (point is not None) == (name in by_point), (name, by_point)


def test_a_cold_activation_reads_no_snapshot_and_shadows_as_the_catalog_does(
    world: SkillService, put_object: Any, api_calls: list[ApiCall]
) -> None:
    put_object(BUCKET, "global/shared/SKILL.md", skill_md("shared", "From global."))
    put_object(BUCKET, "global/only-global/SKILL.md", skill_md("only-global", "Global only."))
    put_object(BUCKET, f"tenants/{TENANT}/shared/SKILL.md", skill_md("shared", "From tenant."))
    publish(world, GLOBAL_SCOPE)
    publish(world, tenant_scope(TENANT))
    service = fresh(world)
    api_calls.clear()
    assert "From tenant." in service.activate(USER, "shared").activation.content
    assert [op for _, op, _ in api_calls] == ["TransactGetItems", "GetObject"]
    # The store wins over both prefixes, at once (read-your-writes: its head is the entry).
    command = SaveCommand("shared", "Skill shared. Use when testing.", "From store.", replace=True)
    service.save(USER, command)
    api_calls.clear()
    assert "From store." in fresh(world).activate(USER, "shared").activation.content
    assert [op for _, op, _ in api_calls] == ["TransactGetItems", "GetItem"]
    service.retire(USER, "shared")
    assert "From tenant." in fresh(world).activate(USER, "shared").activation.content
    assert "Global only." in fresh(world).activate(USER, "only-global").activation.content
    with pytest.raises(SkillNotFoundError):
        fresh(world).activate(USER, "never-was")


def test_each_store_write_is_served_by_the_next_point_read(world: SkillService) -> None:
    """Read-your-writes on the point path (no projection run): save, replace, a pending
    version, review, label move, retire."""
    service = world
    service.save(USER, SaveCommand("w", "Skill w. Use when testing.", "One."))
    assert "One." in fresh(world).activate(USER, "w").activation.content
    service.save(USER, SaveCommand("w", "Skill w. Use when testing.", "Two.", replace=True))
    assert "Two." in fresh(world).activate(USER, "w").activation.content
    pending = build_service(world.settings.replace(review="required"))
    pending.save(USER, SaveCommand("w", "Skill w. Use when testing.", "Three.", replace=True))
    assert "Two." in fresh(world).activate(USER, "w").activation.content
    service.review(USER, "w", 3, "approve")
    assert "Three." in fresh(world).activate(USER, "w").activation.content
    service.set_label(USER, "w", "staging", 1)
    staged = fresh(world).activate(USER, "w", label="staging")
    assert "One." in staged.activation.content
    service.retire(USER, "w")
    with pytest.raises(SkillNotFoundError):
        fresh(world).activate(USER, "w")
    project(world.settings)  # folded or not, the same answers
    with pytest.raises(SkillNotFoundError):
        fresh(world).activate(USER, "w")


def test_an_unmarked_manifest_falls_back_and_the_next_publication_mends_it(
    world: SkillService, put_object: Any, ddb: Any, api_calls: list[ApiCall]
) -> None:
    put_object(BUCKET, "global/alpha/SKILL.md", skill_md("alpha", "Alpha body."))
    publish(world)
    # As if the entries' writing had failed half-way: a stale entry of a name that left, the
    # manifest not marked.
    stale = entry_key(GLOBAL_SCOPE, "left-long-ago")
    ddb.put_item(TableName=TABLE, Item={**stale, "gen": {"N": "1"}, "entries": {"S": "[]"}})
    ddb.update_item(
        TableName=TABLE, Key=manifest_key(GLOBAL_SCOPE), UpdateExpression="REMOVE points"
    )
    api_calls.clear()
    assert "Alpha body." in fresh(world).activate(USER, "alpha").activation.content
    # Not trusted: the snapshot was loaded instead (its object read), and the answer is right.
    assert "GetObject" in [op for _, op, _ in api_calls[:-1]]
    again = publish(world)  # nothing changed in S3: not republished, but mended
    assert not again.changed
    found = manifest(ddb, GLOBAL_SCOPE)
    assert found["points"] == found["gen"]
    assert set(points(ddb, GLOBAL_SCOPE)) == {"alpha"}  # the stale one deleted
    api_calls.clear()
    assert "Alpha body." in fresh(world).activate(USER, "alpha").activation.content
    assert [op for _, op, _ in api_calls] == ["TransactGetItems", "GetObject"]


def test_a_tenant_prefix_without_a_snapshot(
    world: SkillService, put_object: Any, api_calls: list[ApiCall]
) -> None:
    """Known empty when the global publication saw no objects under it (no listing); listed
    when it saw some but its own snapshot is not published yet."""
    put_object(BUCKET, "global/g/SKILL.md", skill_md("g", "Global."))
    publish(world)
    api_calls.clear()
    assert "Global." in fresh(world).activate(USER, "g").activation.content
    assert [op for _, op, _ in api_calls] == ["TransactGetItems", "GetObject"]
    put_object(BUCKET, f"tenants/{TENANT}/g/SKILL.md", skill_md("g", "Tenant's own."))
    put_object(BUCKET, "global/h/SKILL.md", skill_md("h", "Another."))
    publish(world)  # now the global manifest names the tenant; its prefix has no snapshot
    assert "Tenant's own." in fresh(world).activate(USER, "g").activation.content


def test_entries_too_large_for_an_item_fall_back_to_the_snapshot(
    world: SkillService, put_object: Any, ddb: Any
) -> None:
    # Each file's entry holds its path (about 450 characters here), size and digest: long
    # paths pass the item limit with a few thousand files fewer than short ones would.
    files = POINT_ITEM_BYTES // 450 + 100
    put_object(BUCKET, "global/big/SKILL.md", skill_md("big", "Big one."))
    for index in range(files):
        put_object(BUCKET, f"global/big/refs/file-{index:05d}-{'n' * 420}.txt", "x")
    put_object(BUCKET, "global/small/SKILL.md", skill_md("small", "Small one."))
    publish(world)
    item = points(ddb, GLOBAL_SCOPE)["big"]
    assert item.get("big") == {"BOOL": True} and "entries" not in item
    assert "Big one." in fresh(world).activate(USER, "big").activation.content
    assert "Small one." in fresh(world).activate(USER, "small").activation.content


def test_a_hostile_name_never_reaches_a_key(world: SkillService, api_calls: list[ApiCall]) -> None:
    for name in ("a#b", "../x", "", "x" * 2000, "ü"):
        api_calls.clear()
        with pytest.raises((SkillNotFoundError, SkillInvalidError)):
            fresh(world).activate(USER, name)
        assert api_calls == [], name  # refused before any key is made of it


def test_the_refresher_mends_an_unchanged_prefix_whose_entries_are_incomplete(
    world: SkillService, put_object: Any, ddb: Any, s3_client: Any
) -> None:
    from skills_core.aws.snapshots.snapshot_refresh import refresh

    put_object(BUCKET, "global/alpha/SKILL.md", skill_md("alpha", "Alpha body."))
    first = refresh(snapshots(world), BUCKET, s3_client)
    assert first.published == 1
    ddb.update_item(
        TableName=TABLE, Key=manifest_key(GLOBAL_SCOPE), UpdateExpression="REMOVE points"
    )
    again = refresh(snapshots(world), BUCKET, s3_client)
    assert again.published == 0 and again.unchanged >= 1
    found = manifest(ddb, GLOBAL_SCOPE)
    assert found["points"] == found["gen"]
