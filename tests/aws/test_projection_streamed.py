"""The projection's fold as lines (``snapshot.streamed_fold``) against S3 and DynamoDB in moto:
the object's search index part is passed through byte for byte unless it is due to be folded,
one cold fold reads the object once and a warm one not at all, the published snapshot equals
the in-memory fold's, and a damaged object is refused with nothing published."""

from __future__ import annotations

from typing import Any

import boto3
import pytest

from skills_core.aws.deployment import AwsSources, build_service
from skills_core.aws.snapshots import projection as projection_module
from skills_core.aws.snapshots.manifests import manifest_key
from skills_core.aws.snapshots.snapshot_store import SnapshotStore
from skills_core.search import SearchIndex
from skills_core.service import Principal, SaveCommand, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.settings import Settings
from skills_core.snapshot.model import Snapshot
from skills_core.snapshot.overlay import fold
from skills_core.snapshot.port import Manifest
from skills_core.snapshot.scopes import store_scope
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import TENANT, all_items
from tests.aws.stream import projection, stream_records

BUCKET = "skills-streamed"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "u1")
SCOPE = store_scope(TENANT)


@pytest.fixture
def world(table: str, s3_client: Any, make_bucket: Any) -> SkillService:
    make_bucket(BUCKET)
    REGISTRIES._items.clear()
    return build_service(Settings(bucket=BUCKET, table=table))


def save(service: SkillService, name: str, body: str = "Body.", **kw: Any) -> None:
    command = SaveCommand(name, f"Skill {name}. Use when testing folds.", body, **kw)
    service.save(USER, command)


def store(service: SkillService) -> SnapshotStore:
    found = AwsSources().snapshots(service.settings)
    assert found is not None
    return found


def manifest(service: SkillService) -> Manifest:
    return store(service).manifests(SCOPE)[SCOPE]


def parts(service: SkillService) -> tuple[bytes, bytes]:
    current = manifest(service)
    assert current.object_key is not None and current.split is not None
    body = boto3.client("s3").get_object(Bucket=BUCKET, Key=current.object_key)["Body"].read()
    return body[: current.split], body[current.split :]


def fold_new(service: SkillService, proj: Any = None) -> Any:
    """Fold the stream's records into the snapshot with a fresh projection (a cold process)
    or ``proj``."""
    return (proj or projection(service.settings)).project(stream_records(service.settings.table))


def overlays(ddb: Any) -> set[str]:
    return {i["name"]["S"] for i in all_items(ddb) if i["sk"]["S"].startswith("CAT#!")}


def test_the_index_part_is_passed_through_unchanged_until_it_is_due(
    world: SkillService, monkeypatch: pytest.MonkeyPatch
) -> None:
    save(world, "base", "Base body, marker heron.")
    fold_new(world)  # the first build: the index holds "base"
    first_head, first_index = parts(world)
    save(world, "alpha", "Alpha body, marker kestrel.")
    decoded: list[int] = []
    with monkeypatch.context() as patch:
        patch.setattr(SearchIndex, "from_bytes", lambda data: decoded.append(len(data)))
        patch.setattr(SearchIndex, "to_bytes", lambda index: decoded.append(0))
        assert fold_new(world).folded == 1
    assert decoded == []  # neither decoded nor serialised again
    head, index = parts(world)
    assert index == first_index and head != first_head
    held = store(world).load(manifest(world))
    assert [d["name"] for d in held.recent] == ["alpha"]
    # Due (more than RECENT_MAX recent documents and removed names): folded into the index.
    monkeypatch.setattr(projection_module, "RECENT_MAX", 1)
    save(world, "beta", "Beta body, marker plover.")
    assert fold_new(world).folded == 1
    _, folded_index = parts(world)
    assert folded_index != first_index
    fresh = SnapshotStore(BUCKET, world.settings.table or "")
    now = fresh.manifests(SCOPE)[SCOPE]
    searched = fresh.index(now)
    assert searched is not None and set(searched.names) == {"alpha", "base", "beta"}
    assert fresh.load(now).recent == () and fresh.load(now).removed == ()
    REGISTRIES._items.clear()
    assert [h.name for h in build_service(world.settings).search(USER, "kestrel").hits] == ["alpha"]


def test_the_published_snapshot_equals_the_in_memory_fold(world: SkillService, ddb: Any) -> None:
    for name in ("mid", "aaa-first", "zzz-last"):
        save(world, name, f"Body of {name}.")
    fold_new(world)
    before = store(world).load(manifest(world))
    save(world, "mid", "Second mid.", replace=True)
    world.retire(USER, "zzz-last")
    save(world, "aa-new-first", "New first.")
    records = stream_records(world.settings.table or "")
    pending = [
        r for _, batch in projection_module.overlay_records(records).items() for _, r in batch
    ]
    want, applied = fold(before, pending, gen=before.gen + 1, built="")
    result = projection(world.settings).project(records)
    assert result.folded == len(applied) == 3 and result.failed == ()
    got = SnapshotStore(BUCKET, world.settings.table or "").load(manifest(world))
    assert got.entries == want.entries
    assert (got.gen, got.tombstones, got.recent, got.removed) == (
        want.gen,
        want.tombstones,
        want.recent,
        want.removed,
    )
    assert overlays(ddb) == set()


def test_a_cold_fold_reads_the_object_once_and_a_warm_fold_not_at_all(
    world: SkillService, api_calls: list[ApiCall]
) -> None:
    save(world, "base")
    fold_new(world)
    save(world, "alpha")
    warm = projection(world.settings)
    api_calls.clear()
    assert fold_new(world, warm).folded == 1
    gets = [p for _, op, p in api_calls if op == "GetObject"]
    assert len(gets) == 1 and "Range" not in gets[0]
    assert [op for _, op, _ in api_calls if op == "PutObject"] == ["PutObject"]
    save(world, "beta")
    api_calls.clear()
    assert fold_new(world, warm).folded == 1
    assert [op for _, op, _ in api_calls if op == "GetObject"] == []


@pytest.mark.parametrize("damage", ["truncated", "corrupt"])
def test_a_damaged_object_is_refused_and_nothing_is_published(
    world: SkillService, ddb: Any, damage: str
) -> None:
    save(world, "base")
    fold_new(world)
    current = manifest(world)
    head, index = parts(world)
    bad = head[: len(head) // 2] if damage == "truncated" else head[:30] + b"\x00" * 40 + head[70:]
    assert current.object_key is not None
    boto3.client("s3").put_object(Bucket=BUCKET, Key=current.object_key, Body=bad + index)
    save(world, "alpha")
    result = fold_new(world)
    assert result.tenants == 0 and result.failed
    assert manifest(world) == current
    assert overlays(ddb) == {"alpha"}
    objects = boto3.client("s3").list_objects_v2(Bucket=BUCKET, Prefix="snapshots/")
    assert [o["Key"] for o in objects["Contents"]] == [current.object_key]


def test_an_object_of_the_older_format_is_folded_decoded(world: SkillService, ddb: Any) -> None:
    """A snapshot published as format 2 (one JSON document) cannot be folded as lines: the
    projection decodes it, as before."""
    import gzip
    import json

    save(world, "base")
    fold_new(world)
    current = manifest(world)
    head, index = parts(world)
    snapshot = Snapshot.decode(head, scope=SCOPE)
    document = {
        "format": 2,
        "scope": SCOPE,
        "gen": snapshot.gen,
        "built": snapshot.built,
        "entries": [e.to_json() for e in snapshot.entries],
        "gone": {},
    }
    old = gzip.compress(json.dumps(document).encode())
    assert current.object_key is not None
    s3 = boto3.client("s3")
    s3.put_object(Bucket=BUCKET, Key=current.object_key, Body=old + index)
    ddb.update_item(
        TableName=world.settings.table,
        Key=manifest_key(SCOPE),
        UpdateExpression="SET #s = :s",
        ExpressionAttributeNames={"#s": "split"},
        ExpressionAttributeValues={":s": {"N": str(len(old))}},
    )
    save(world, "alpha")
    assert fold_new(world).folded == 1
    assert {e.name for e in store(world).load(manifest(world)).entries} == {"base", "alpha"}
