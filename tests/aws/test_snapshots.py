"""Catalog snapshots (SPEC §11): store writes put their name's overlay item and the projection
folds the table's stream into the partition's snapshot (``tests.aws.stream``), prefixes are
published by sync and the refresher, reads compose snapshots with one manifest read (and the
store's overlay), and anything broken falls back to listing with a warning."""

from __future__ import annotations

import gzip
import json
import threading
from typing import Any

import botocore.client
import pytest
from botocore.exceptions import ConnectionClosedError

from localrun.moto_isolation import isolate_dynamodb_operations
from skills_core.aws.deployment import AwsSources, build_service
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.snapshots.projection import RECENT_MAX
from skills_core.aws.snapshots.snapshot_publish import publish_prefix
from skills_core.aws.snapshots.snapshot_store import (
    SnapshotStore,
    SnapshotUnavailable,
    manifest_key,
)
from skills_core.errors import SkillStoreUnavailableError
from skills_core.governance.digest import digest_of
from skills_core.service import Principal, SaveCommand, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.service.resources import SkillResources
from skills_core.settings import Settings
from skills_core.snapshot.model import Entry, Snapshot, SnapshotFormatError
from skills_core.snapshot.scopes import GLOBAL_SCOPE, store_scope, tenant_scope
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import TABLE, TENANT, all_items, ops
from tests.aws.stream import project

BUCKET = "skills-snapshots"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "u1")


def skill_md(name: str, description: str, body: str = "Do the thing.") -> str:
    return f"---\nname: {name}\ndescription: {description}\n---\n{body}\n"


@pytest.fixture
def world(table: str, s3_client: Any, make_bucket: Any) -> SkillService:
    make_bucket(BUCKET)
    REGISTRIES._items.clear()
    return build_service(Settings(bucket=BUCKET, table=table))


def save(service: SkillService, name: str, body: str = "Body.", **kw: Any) -> Any:
    command = SaveCommand(name, f"Skill {name}. Use when testing snapshots.", body, **kw)
    return service.save(USER, command)


# -- the format ----------------------------------------------------------------------------------
def test_encode_decode_round_trip() -> None:
    entry = Entry("store", "a", "store/a", "1", {"name": "a", "description": "d"}, "x")
    snapshot = Snapshot("store/x/", 3).with_entries([entry], recent=({"name": "a"},))
    again = Snapshot.decode(snapshot.encode(), scope="store/x/")
    assert again == snapshot


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"not gzip",
        gzip.compress(b"{not json"),
        gzip.compress(json.dumps({"format": 2, "scope": "store/x/"}).encode()),
        gzip.compress(
            json.dumps({"format": 1, "scope": "store/y/", "gen": 1, "entries": []}).encode()
        ),
        gzip.compress(
            json.dumps({"format": 1, "scope": "store/x/", "gen": 1, "entries": [{}]}).encode()
        ),
        gzip.compress(
            json.dumps({"format": 1, "scope": "store/x/", "gen": 1, "entries": []}).encode()
        )[:-9],
    ],
    ids=["empty", "garbage", "bad-json", "other-format", "other-scope", "bad-entry", "truncated"],
)
def test_corrupt_truncated_or_foreign_objects_are_refused(data: bytes) -> None:
    with pytest.raises(SnapshotFormatError):
        Snapshot.decode(data, scope="store/x/")


def test_a_gzip_bomb_is_refused_without_inflating_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from skills_core.snapshot import model

    monkeypatch.setattr(model, "MAX_SNAPSHOT_BYTES", 1000)
    with pytest.raises(SnapshotFormatError, match="larger"):
        Snapshot.decode(gzip.compress(b" " * 10_000_000), scope="store/x/")


# -- store writes publish ------------------------------------------------------------------------
def manifest(ddb: Any, scope: str) -> dict[str, Any] | None:
    item: dict[str, Any] | None = ddb.get_item(TableName=TABLE, Key=manifest_key(scope)).get("Item")
    return item


def snapshot_of(service: SkillService, scope: str) -> Snapshot:
    store = AwsSources().snapshots(service.settings)
    assert store is not None
    found = store.manifests(scope)[scope]
    return store.load(found)


def test_the_projection_folds_every_store_write_into_its_partition(
    world: SkillService, ddb: Any
) -> None:
    save(world, "alpha")
    assert manifest(ddb, store_scope(TENANT)) is None  # no write touches the manifest
    project(world.settings)
    first = manifest(ddb, store_scope(TENANT))
    assert first is not None and first["gen"]["N"] == "1" and "object" in first
    save(world, "alpha", body="Second.", replace=True)
    save(world, "beta")
    world.retire(USER, "beta")
    assert manifest(ddb, store_scope(TENANT)) == first
    project(world.settings)  # one fold for the batch: one generation, one object
    found = manifest(ddb, store_scope(TENANT))
    assert found is not None and found["gen"]["N"] == "2"
    snapshot = snapshot_of(world, store_scope(TENANT))
    assert [(e.name, e.version) for e in snapshot.entries] == [("alpha", "2")]
    assert [d["name"] for d in snapshot.recent] == ["alpha"]
    assert "Second." in snapshot.recent[0]["body"]
    assert snapshot.removed == ("beta",)
    # Every folded overlay item is gone; superseded objects are deleted: one object is left.
    assert not [i for i in all_items(ddb) if i["sk"]["S"].startswith("CAT#!")]
    keys = [
        o["Key"]
        for o in world_s3(world)
        .list_objects_v2(Bucket=BUCKET, Prefix="snapshots/")
        .get("Contents", [])
    ]
    assert keys == [found["object"]["S"]]


def test_recent_writes_fold_into_the_search_index(world: SkillService) -> None:
    save(world, "skill-00", body="Unique marker zebra0.")
    project(world.settings)
    for n in range(1, RECENT_MAX + 3):
        save(world, f"skill-{n:02d}", body=f"Unique marker zebra{n}.")
    world.retire(USER, "skill-00")
    project(world.settings)
    snapshot = snapshot_of(world, store_scope(TENANT))
    assert len(snapshot.recent) + len(snapshot.removed) <= RECENT_MAX
    store = AwsSources().snapshots(world.settings)
    assert store is not None
    found = store.manifests(store_scope(TENANT))[store_scope(TENANT)]
    index = store.index(found)
    assert index is not None
    overlay = {d["name"] for d in snapshot.recent}
    # Every served skill is findable in the index or the overlay, the retired one in neither.
    served = {e.name for e in snapshot.entries}
    assert served == (set(index.names) - set(snapshot.removed)) | overlay
    assert "skill-00" not in served
    assert [h.name for h in index.search("zebra5")] == ["skill-05"]
    # One object holds the snapshot and its index; superseded ones are deleted.
    keys = {
        o["Key"]
        for o in world_s3(world).list_objects_v2(Bucket=BUCKET, Prefix="snapshots/")["Contents"]
    }
    assert keys == {found.object_key}


def test_a_first_build_indexes_the_skills_already_stored(world: SkillService, ddb: Any) -> None:
    save(world, "alpha", body="Mentions walrus.")
    save(world, "beta")
    project(world.settings)
    ddb.delete_item(TableName=TABLE, Key=manifest_key(store_scope(TENANT)))
    save(world, "gamma")
    project(world.settings)
    store = AwsSources().snapshots(world.settings)
    assert store is not None
    index = store.index(store.manifests(store_scope(TENANT))[store_scope(TENANT)])
    assert index is not None and index.names == ("alpha", "beta", "gamma")
    assert [hit.name for hit in index.search("walrus")] == ["alpha"]


def world_s3(service: SkillService) -> Any:
    store = AwsSources().snapshots(service.settings)
    assert store is not None
    return store.s3


def test_a_pending_version_is_not_in_the_snapshot_until_approved(world: SkillService) -> None:
    save(world, "alpha")
    world.save(USER, SaveCommand("alpha", "Skill alpha. Use when testing.", "v2", replace=True))
    pending = build_service(world.settings.replace(review="required"))
    pending.save(USER, SaveCommand("alpha", "Skill alpha. Use when testing.", "v3", replace=True))
    project(world.settings)
    assert snapshot_of(world, store_scope(TENANT)).entries[0].version == "2"
    world.review(USER, "alpha", 3, "approve")
    project(world.settings)
    entry = snapshot_of(world, store_scope(TENANT)).entries[0]
    assert entry.version == "3"
    assert entry.store is not None and entry.store["labels"] == {"production": 3}


# -- reads compose snapshots ---------------------------------------------------------------------
def test_a_warm_catalog_costs_the_overlay_and_one_manifest_read(
    world: SkillService, api_calls: list[ApiCall]
) -> None:
    for index in range(20):
        save(world, f"skill-{index:02d}")
    project(world.settings)
    api_calls.clear()
    cold = world.catalog(USER)
    assert len(cold.skills) == 20 and cold.warnings == ()
    # No global/tenant prefix snapshot yet: those two are listed; the store comes from its
    # snapshot, with its overlay (one Query of the overlay items only, never of the heads).
    assert ops(api_calls, "dynamodb") == ["Query", "BatchGetItem"]
    queried = [p for _, op, p in api_calls if op == "Query"]
    assert queried[0]["ExpressionAttributeValues"][":prefix"] == {"S": "CAT#!"}
    api_calls.clear()
    publish(world, GLOBAL_SCOPE)
    publish(world, tenant_scope(TENANT))
    api_calls.clear()
    world.catalog(USER)
    warm_first = ops(api_calls)
    api_calls.clear()
    world.catalog(USER)
    assert ops(api_calls) == ["Query", "BatchGetItem"], warm_first


def publish(service: SkillService, scope: str) -> None:
    store = AwsSources().snapshots(service.settings)
    assert store is not None
    publish_prefix(store, S3SkillSource(BUCKET, scope, label=_label(scope)), read_bodies=True)


def _label(scope: str) -> str:
    return "s3:global" if scope == GLOBAL_SCOPE else "s3:tenant"


def test_read_your_writes_after_each_write(world: SkillService) -> None:
    save(world, "skill-0", body="Body 0.")
    project(world.settings)  # from here on the store is served from its snapshot + overlay
    for index in range(5):
        save(world, f"skill-{index}", body=f"Body {index}.", replace=index == 0)
        names = [m.name for m in world.catalog(USER).skills]
        assert names == [f"skill-{i}" for i in range(index + 1)]
        assert world.activate(USER, f"skill-{index}").activation.content.count(f"Body {index}.")


def test_a_corrupt_snapshot_falls_back_to_listing_with_a_warning(
    world: SkillService,
    ddb: Any,
) -> None:
    save(world, "alpha")
    project(world.settings)
    found = manifest(ddb, store_scope(TENANT))
    assert found is not None
    world_s3(world).put_object(Bucket=BUCKET, Key=found["object"]["S"], Body=b"garbage")
    REGISTRIES._items.clear()
    fresh = build_service(world.settings)
    view = fresh.catalog(USER)
    assert [m.name for m in view.skills] == ["alpha"]
    assert any('"store"' in w and "snapshot" in w for w in view.warnings)


def test_publishing_a_prefix_is_skipped_when_nothing_changed(
    world: SkillService, put_object: Any
) -> None:
    put_object(BUCKET, "global/g1/SKILL.md", skill_md("g1", "Global one. Use when testing."))
    store = AwsSources().snapshots(world.settings)
    assert store is not None
    source = S3SkillSource(BUCKET, GLOBAL_SCOPE, label="s3:global")
    first = publish_prefix(store, source, read_bodies=True)
    again = publish_prefix(store, S3SkillSource(BUCKET, GLOBAL_SCOPE, label="s3:global"))
    assert first.changed and not again.changed and again.gen == first.gen
    names = [m.name for m in world.catalog(USER).skills]
    assert names == ["g1"]


def test_a_missing_manifest_table_falls_back(world: SkillService, ddb: Any) -> None:
    store = SnapshotStore(BUCKET, "no-such-table")
    with pytest.raises(SnapshotUnavailable):
        store.manifests(GLOBAL_SCOPE)


def test_concurrent_writers_of_one_tenant_lose_no_skill(world: SkillService) -> None:
    """Threads on in-process moto (its DynamoDB made transaction-isolated as on the local run);
    the multi-process version is ``test_snapshot_concurrency``."""
    errors: list[BaseException] = []
    undo = isolate_dynamodb_operations()

    def writer(index: int) -> None:
        try:
            service = build_service(world.settings)
            save(service, f"racer-{index}")
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(i,)) for i in range(6)]
    for thread in threads:
        thread.start()
    try:
        for thread in threads:
            thread.join(timeout=60)
    finally:
        undo()
    assert errors == []
    project(world.settings)
    snapshot = snapshot_of(world, store_scope(TENANT))
    assert sorted(e.name for e in snapshot.entries) == [f"racer-{i}" for i in range(6)]
    assert sorted(m.name for m in world.catalog(USER).skills) == [f"racer-{i}" for i in range(6)]


def test_tenants_never_share_a_snapshot(world: SkillService) -> None:
    save(world, "mine")
    other = Principal.for_jwt("other", frozenset({"skills/write"}), "u2")
    assert [m.name for m in world.catalog(other).skills] == []
    world.save(other, SaveCommand("theirs", "Theirs. Use when testing.", "Body."))
    assert [m.name for m in world.catalog(USER).skills] == ["mine"]
    assert [m.name for m in world.catalog(other).skills] == ["theirs"]


def test_snapshot_items_live_beside_each_tenants_skills(world: SkillService, ddb: Any) -> None:
    save(world, "alpha")
    project(world.settings)
    keys = {(i["pk"]["S"], i["sk"]["S"]) for i in all_items(ddb)}
    assert (f"TENANT#{TENANT}", "CATALOG#store") in keys


def test_an_unknown_write_outcome_is_still_served_through_the_overlay(
    world: SkillService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The transaction commits, its reply is lost and the look-up fails too: the store cannot
    tell (503), but what it committed is served at once (its overlay item), before any fold."""
    save(world, "alpha")
    project(world.settings)
    original = botocore.client.BaseClient._make_api_call
    state = {"committed": False}

    def faulty(self: Any, operation: str, params: dict[str, Any]) -> Any:
        if operation == "TransactWriteItems" and not state["committed"]:
            original(self, operation, params)
            state["committed"] = True
            raise ConnectionClosedError(endpoint_url="https://dynamodb.us-east-1.amazonaws.com")
        if state["committed"] and operation in ("GetItem", "Query", "BatchGetItem"):
            raise ConnectionClosedError(endpoint_url="https://dynamodb.us-east-1.amazonaws.com")
        return original(self, operation, params)

    monkeypatch.setattr(botocore.client.BaseClient, "_make_api_call", faulty)
    with pytest.raises(SkillStoreUnavailableError):
        save(world, "alpha", body="Second.", replace=True)
    monkeypatch.undo()
    REGISTRIES._items.clear()
    fresh = build_service(world.settings)  # no cached snapshot objects
    served = fresh.catalog(USER)
    assert served.warnings == ()
    assert [(m.name, m.version) for m in served.skills] == [("alpha", "2")]


def test_published_file_digests_serve_a_manifest_without_reading_files(
    world: SkillService, api_calls: list[ApiCall]
) -> None:
    """A prefix published by sync records each file's digest: the MCP manifest (sizes and
    digests of every file) then reads no file at all."""
    s3 = world_s3(world)
    files = {
        "global/ops/SKILL.md": skill_md("ops", "Operate things. Use when on call."),
        "global/ops/references/run.md": "# Runbook\n",
        "global/ops/scripts/check.sh": "#!/bin/sh\necho ok\n",
    }
    for key, text in files.items():
        s3.put_object(Bucket=BUCKET, Key=key, Body=text.encode())
    digests = {key: digest_of(text)[0] for key, text in files.items()}
    store = AwsSources().snapshots(world.settings)
    assert store is not None
    publish_prefix(store, S3SkillSource(BUCKET, GLOBAL_SCOPE, label="s3:global"), digests=digests)
    REGISTRIES._items.clear()
    api_calls.clear()
    served = SkillResources(world.view(USER)).served("ops")
    assert served.files is not None
    assert {f.path: f.digest for f in served.files} == {
        "SKILL.md": digests["global/ops/SKILL.md"],
        "references/run.md": digests["global/ops/references/run.md"],
        "scripts/check.sh": digests["global/ops/scripts/check.sh"],
    }
    read = [p["Key"] for service, op, p in api_calls if op == "GetObject"]
    assert not [key for key in read if key.startswith("global/")], read
