"""AWS calls per request, counted globally (every client, the code's own included).

Through the service with catalog snapshots (SPEC §11; ``global/`` published as a sync with a
table does, and a store whose snapshot the projection folds from the table's stream), 400 +
400 skills (the counts are the same at any size; scripts/bench_scale.py counts them at
100,000): a warm catalog or search is one Query of the store's catalog overlay and one
BatchGetItem of the manifests (at most 3), a cold one adds one GetObject per snapshot (at most
4), and a warm activation is one TransactGetItems (the manifests and that name's overlay item)
plus the body read (at most 2). No other Query and no listing at any size: the listing path
below costs a Query page per 1,000 store skills and a ListObjectsV2 page per 1,000 keys.

Writes into that store: each kind's exact calls, whatever the store's size (SPEC §11: at most
6, no listing, no snapshot object read or written, the collision check a lookup of the name).

Listing without snapshots (the registry over live sources), budget for one S3 source of 200
skills (fresh index) and a store of 200 skills: a cold catalog makes one ListObjectsV2 page and
one index GetObject per S3 source plus one or two Query pages; a warm catalog makes no
GetObject at all; an activation after a warm catalog makes one GetObject (S3 skill) or one
GetItem (store skill)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import botocore.client
import pytest

from skills_core import (
    DynamoDBSkillStore,
    S3SkillSource,
    build_skill_catalog,
    create_registry,
    use_skill,
)
from skills_core.aws.deployment import build_service
from skills_core.aws.s3.s3_index import build_index, index_key
from skills_core.aws.store.dynamodb_calls import StoreCalls
from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.compose.loading import define_skill
from skills_core.format.frontmatter import split_frontmatter
from skills_core.service import Principal, SkillService
from skills_core.settings import Settings
from skills_core.snapshot.scopes import GLOBAL_LABEL, STORE_LABEL

from .conftest import ApiCall
from .stream import project

BUCKET = "budget-bucket"
TABLE = "budget-table"
PREFIX = "global/"
COUNT = 200


def s3_text(i: int) -> str:
    return (
        f"---\nname: s3-skill-{i:03d}\ndescription: S3 skill {i}. Use when case {i} applies.\n"
        f"tags: [bench]\n---\n# S3 skill {i}\n\n" + "Do the thing carefully. " * 40
    )


@pytest.fixture
def light_transactions() -> Iterator[None]:
    """moto behaviour patched: ``transact_write_items`` deep-copies the whole table (2,000
    skills and their stream records) once per item to restore it on a cancellation, about 20 s
    a save here; :func:`localrun.moto_isolation.light_rollback` copies only the items it names
    (the same table afterwards: tests/aws/test_moto_patches.py). Calls are counted at botocore,
    before moto: the budgets are the same either way."""
    from localrun.moto_isolation import light_rollback

    undo = light_rollback()
    yield
    undo()


@pytest.fixture
def world(
    s3_client: Any,
    put_object: Callable[[str, str, str | bytes], str],
    light_transactions: None,
) -> tuple[S3SkillSource, DynamoDBSkillStore]:
    import boto3

    s3_client.create_bucket(Bucket=BUCKET)
    entries: dict[str, tuple[str, str | None]] = {}
    for i in range(COUNT):
        rel = f"s3-skill-{i:03d}/SKILL.md"
        text = s3_text(i)
        etag = put_object(BUCKET, PREFIX + rel, text)
        entries[rel] = (etag, split_frontmatter(text).frontmatter)
    put_object(BUCKET, index_key(PREFIX), build_index(entries))
    boto3.client("dynamodb", region_name="us-east-1").create_table(**create_table_kwargs(TABLE))
    store = DynamoDBSkillStore(TABLE, tenant="acme", label="store")
    for i in range(COUNT):
        store.save(define_skill(f"store-skill-{i:03d}", f"Store skill {i}", "Store body $1."))
    return S3SkillSource(BUCKET, PREFIX, label="s3:global"), store


def ops(calls: list[ApiCall]) -> Counter[str]:
    return Counter(op for _, op, _ in calls)


def test_catalog_and_activation_call_budget(
    world: tuple[S3SkillSource, DynamoDBSkillStore], api_calls: list[ApiCall]
) -> None:
    source, store = world
    api_calls.clear()

    cold = create_registry(sources=[source, store])
    catalog = build_skill_catalog(cold.metadata())
    assert len(cold.names()) == 2 * COUNT and cold.warnings == []
    assert catalog.count("\n- ") == 2 * COUNT
    cold_ops = ops(api_calls)
    print(f"\ncold catalog: {dict(cold_ops)}")
    assert cold_ops["ListObjectsV2"] == 1
    assert cold_ops["GetObject"] == 1  # the index only: no skill object is read
    assert 1 <= cold_ops["Query"] <= 2
    assert set(cold_ops) == {"ListObjectsV2", "GetObject", "Query"}

    api_calls.clear()
    warm = create_registry(sources=[S3SkillSource(BUCKET, PREFIX, label="s3:global"), store])
    build_skill_catalog(warm.metadata())
    warm_ops = ops(api_calls)
    print(f"warm catalog: {dict(warm_ops)}")
    assert warm_ops["GetObject"] == 0
    assert warm_ops["ListObjectsV2"] == 1 and 1 <= warm_ops["Query"] <= 2

    api_calls.clear()
    assert "S3 skill 7" not in use_skill(warm, "s3-skill-007", ["x"])[:20]
    s3_activation = ops(api_calls)
    print(f"activation of an S3 skill: {dict(s3_activation)}")
    assert s3_activation == Counter({"GetObject": 1})

    api_calls.clear()
    assert "Store body x." in use_skill(warm, "store-skill-007", ["x"])
    store_activation = ops(api_calls)
    print(f"activation of a store skill: {dict(store_activation)}")
    assert store_activation == Counter({"GetItem": 1})

    api_calls.clear()
    use_skill(warm, "store-skill-007", ["y"])  # the body is in the registry's LRU now
    assert ops(api_calls) == Counter()


def test_s3_discovery_never_reads_bodies_without_an_index(
    s3_client: Any, put_object: Callable[[str, str, str | bytes], str], api_calls: list[ApiCall]
) -> None:
    s3_client.create_bucket(Bucket=BUCKET)
    for i in range(20):
        put_object(BUCKET, f"{PREFIX}s3-skill-{i:03d}/SKILL.md", s3_text(i))
    api_calls.clear()
    registry = create_registry(sources=[S3SkillSource(BUCKET, PREFIX)])
    assert len(registry.names()) == 20
    gets = [params for _, op, params in api_calls if op == "GetObject"]
    assert len(gets) == 20
    assert all(params.get("Range", "").startswith("bytes=0-") for params in gets)


# -- the snapshot design (SPEC §11) through the service ------------------------------------------
SNAPSHOT_COUNT = 400
TENANT = "acme"


def global_text(i: int) -> str:
    return (
        f"---\nname: s3-skill-{i:04d}\ndescription: S3 skill {i}. Use when case {i} applies.\n"
        f"tags: [bench]\n---\n# S3 skill {i}\n\n" + "Do the thing carefully. " * 40
    )


def unrolled(self: Any, items: list[dict[str, Any]]) -> None:
    """A store transaction applied item by item (setup only: moto copies the whole table for
    every transaction, so 1,000 transactional saves would take minutes)."""
    for item in items:
        [(kind, params)] = item.items()
        if kind == "Put":
            self.call("put_item", write=True, **params)
        elif kind == "Update":
            self.call("update_item", write=True, **params)
        elif kind == "Delete":
            self.call("delete_item", write=True, **params)


@pytest.fixture
def snapshot_world(
    s3_client: Any,
    put_object: Callable[[str, str, str | bytes], str],
    monkeypatch: pytest.MonkeyPatch,
    light_transactions: None,
) -> Settings:
    """``global/`` with 400 skills published as ``skillsctl sync --table`` does (objects, the
    frontmatter index, then the snapshot from the bodies it uploaded), and a store
    partition of 400 skills (the first 399 saved before the snapshots existed, the 400th
    with its overlay item), then the projection run over the table's stream (its first fold
    builds the snapshot from the heads, as after an outage)."""
    import boto3

    from skills_core.aws.snapshots.snapshot_publish import publish_prefix
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore

    s3_client.create_bucket(Bucket=BUCKET)
    boto3.client("dynamodb", region_name="us-east-1").create_table(**create_table_kwargs(TABLE))
    entries: dict[str, tuple[str, str | None]] = {}
    bodies: dict[str, str] = {}
    for i in range(SNAPSHOT_COUNT):
        rel, text = f"s3-skill-{i:04d}/SKILL.md", global_text(i)
        parts = split_frontmatter(text)
        entries[rel] = (put_object(BUCKET, PREFIX + rel, text), parts.frontmatter)
        bodies[PREFIX + rel] = parts.body
    put_object(BUCKET, index_key(PREFIX), build_index(entries))
    snapshots = SnapshotStore(BUCKET, TABLE)
    published = publish_prefix(
        snapshots, S3SkillSource(BUCKET, PREFIX, label=GLOBAL_LABEL), bodies=bodies
    )
    assert published.skills == SNAPSHOT_COUNT
    plain = DynamoDBSkillStore(TABLE, tenant=TENANT, label=STORE_LABEL)
    with monkeypatch.context() as patch:
        patch.setattr(StoreCalls, "transact", unrolled)
        for i in range(SNAPSHOT_COUNT - 1):
            skill = define_skill(f"store-skill-{i:04d}", f"Store skill {i}", f"Store body {i} $1.")
            plain.save(skill)
    kept = DynamoDBSkillStore(TABLE, tenant=TENANT, label=STORE_LABEL, snapshots=snapshots)
    last = SNAPSHOT_COUNT - 1
    kept.save(define_skill(f"store-skill-{last:04d}", f"Store skill {last}", "Store body $1."))
    settings = Settings(bucket=BUCKET, table=TABLE)
    project(settings)
    return settings


def fresh_service(settings: Settings) -> SkillService:
    """A new execution environment: no snapshot, registry or frontmatter cached."""
    from skills_core.aws.s3 import s3_source
    from skills_core.service.composition import REGISTRIES

    REGISTRIES._items.clear()
    s3_source.clear_caches()
    return build_service(settings)


def counted(api_calls: list[ApiCall], label: str, budget: int) -> Counter[str]:
    found = ops(api_calls)
    print(f"{label}: {sum(found.values())} calls {dict(found)}")
    assert sum(found.values()) <= budget, (label, dict(found))
    assert not {"ListObjectsV2", "Scan"} & set(found), (label, dict(found))
    # The one Query a read may make is of the store's catalog overlay, never of the heads.
    for _, op, params in api_calls:
        if op == "Query":
            assert params["ExpressionAttributeValues"][":prefix"] == {"S": "CAT#!"}, label
    api_calls.clear()
    return found


def test_snapshot_call_budget_through_the_service(
    snapshot_world: Settings, api_calls: list[ApiCall]
) -> None:
    user = Principal.for_jwt(TENANT, frozenset(), "reader")
    service = fresh_service(snapshot_world)
    api_calls.clear()
    print()

    cold = service.catalog(user)
    assert cold.warnings == () and cold.total == 2 * SNAPSHOT_COUNT
    counted(api_calls, "cold catalog", 4)
    warm = service.catalog(user)
    assert [m.name for m in warm.skills] == [m.name for m in cold.skills]
    assert counted(api_calls, "warm catalog", 3) == Counter({"Query": 1, "BatchGetItem": 1})

    assert [h.name for h in service.search(user, "case 17 applies").hits][:1] == ["s3-skill-0017"]
    counted(api_calls, "search after a warm catalog (indexes not yet read)", 4)
    assert service.search(user, "store body 42").hits
    assert counted(api_calls, "warm search", 3) == Counter({"Query": 1, "BatchGetItem": 1})

    activated = service.activate(user, "s3-skill-0007", ["x"])
    assert activated.activation.name == "s3-skill-0007"
    assert counted(api_calls, "warm activation (S3 skill)", 2) == Counter(
        {"TransactGetItems": 1, "GetObject": 1}
    )
    activated = service.activate(user, "store-skill-0007", ["x"])
    assert "Store body 7 x." in activated.activation.content
    assert counted(api_calls, "warm activation (store skill)", 2) == Counter(
        {"TransactGetItems": 1, "GetItem": 1}
    )

    cold_search = fresh_service(snapshot_world)
    api_calls.clear()
    assert cold_search.search(user, "case 17 applies").hits[0].name == "s3-skill-0017"
    counted(api_calls, "cold search", 4)

    # At 100,000 + 100,000 each scope's snapshot and index outweigh the byte-bounded caches,
    # which then keep one of each: the search still reads each object once (was 6 calls).
    from skills_core.aws.snapshots import snapshot_store

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(snapshot_store, "CACHE_BYTES", 1)
        patch.setattr(snapshot_store, "INDEX_CACHE_BYTES", 1)
        small_caches = fresh_service(snapshot_world)
        api_calls.clear()
        assert small_caches.search(user, "case 17 applies").hits[0].name == "s3-skill-0017"
        assert counted(api_calls, "cold search, caches of one object", 4)["GetObject"] == 2

    # A new execution environment: the name's point entries and head with the manifests
    # (one TransactGetItems), then the body; no snapshot object at all.
    for name, body_read in (("store-skill-0007", "GetItem"), ("s3-skill-0007", "GetObject")):
        cold_activation = fresh_service(snapshot_world)
        api_calls.clear()
        with response_bytes() as read:
            done = cold_activation.activate(user, name, ["x"])
        assert done.activation.name == name
        found = counted(api_calls, f"cold activation ({name})", 2)
        assert found == Counter({"TransactGetItems": 1, body_read: 1}), found
        own = len(done.activation.content.encode())
        print(f"  read {read[0]} B for a skill of {own} B")
        assert read[0] <= own + 64 * 1024, read[0]

    cold_skill = fresh_service(snapshot_world)
    api_calls.clear()
    with response_bytes() as read:
        detail = cold_skill.skill(user, "s3-skill-0042")
    assert detail.metadata.name == "s3-skill-0042"
    counted(api_calls, "cold GET /skills/{name}", 2)
    assert read[0] <= 64 * 1024, read[0]

    # MCP's requests about one skill read the same way (skills/get, resources/read).
    from skills_core.mcp.context import Context
    from skills_core.mcp.resources import read_resource
    from skills_core.mcp.skills import get_skill, skill_uri

    for label, method in (("skills/get", get_skill), ("resources/read", read_resource)):
        for name in ("s3-skill-0042", "store-skill-0042"):
            context = Context(fresh_service(snapshot_world), user)
            api_calls.clear()
            with response_bytes() as read:
                assert method(context, {"uri": skill_uri(name)})
            counted(api_calls, f"cold MCP {label} ({name})", 2)
            assert read[0] <= 64 * 1024, (label, name, read[0])


@contextmanager
def response_bytes() -> Iterator[list[int]]:
    """Bytes the AWS calls answered (S3 bodies by length, DynamoDB by response JSON)."""
    import json

    read = [0]
    original = botocore.client.BaseClient._make_api_call

    def measured(self: Any, operation: str, params: dict[str, Any]) -> Any:
        response = original(self, operation, params)
        if operation == "GetObject":
            read[0] += int(response.get("ContentLength", 0))
        else:
            read[0] += len(json.dumps(response, default=str))
        return response

    botocore.client.BaseClient._make_api_call = measured  # type: ignore[method-assign]
    try:
        yield read
    finally:
        botocore.client.BaseClient._make_api_call = original  # type: ignore[method-assign]


def written_bytes(api_calls: list[ApiCall]) -> int:
    """What the writes sent (the items' attribute values, as JSON text), roughly."""
    import json

    sent = [params for _, op, params in api_calls if op in ("TransactWriteItems", "PutObject")]
    return sum(len(json.dumps(params, default=str)) for params in sent)


def test_write_call_budget_through_the_service(
    snapshot_world: Settings, api_calls: list[ApiCall]
) -> None:
    """Each write kind into a store of 400 beside 400 S3 skills: exact calls, none of
    them a listing, no snapshot object written, at most the skill's bytes plus 64 KiB sent."""
    writer = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "writer")
    service = fresh_service(snapshot_world)
    api_calls.clear()
    print()

    def write(label: str, expected: Counter[str]) -> None:
        found = ops(api_calls)
        sent = written_bytes(api_calls)
        print(f"{label}: {sum(found.values())} calls {dict(found)}, {sent} B sent")
        assert found == expected, (label, dict(found))
        assert sum(found.values()) <= 6 and sent <= 64 * 1024, label
        assert not {"ListObjectsV2", "Scan", "PutObject", "BatchWriteItem"} & set(found), label
        for _, op, params in api_calls:  # the one Query a write makes is its name's changelog
            if op == "Query":
                assert params["ExpressionAttributeValues"][":prefix"]["S"].startswith("LOG#")
        api_calls.clear()

    def command(body: str, *, replace: bool = False) -> Any:
        from skills_core.service import SaveCommand

        return SaveCommand("budget-new", "Budget skill. Use when counting.", body, replace=replace)

    # The S3 scopes' manifests and the name's point entries in them (one TransactGetItems:
    # the collision lookup, cold or warm, no snapshot object); the head (read once, reused by
    # the write); the transaction.
    service.save(writer, command("First."))
    write("save, cold", Counter({"TransactGetItems": 1, "GetItem": 1, "TransactWriteItems": 1}))
    service.save(writer, command("Second.", replace=True))
    write(
        "replace",
        Counter({"TransactGetItems": 1, "GetItem": 1, "Query": 1, "TransactWriteItems": 1}),
    )
    pending = build_service(snapshot_world.replace(review="required"))
    pending.save(writer, command("Third.", replace=True))
    api_calls.clear()
    # The head, the version gaining the label (read once: its served data and its search
    # document), the transaction.
    service.review(writer, "budget-new", 3, "approve")
    write("review (approve)", Counter({"GetItem": 2, "TransactWriteItems": 1}))
    service.set_label(writer, "budget-new", "production", 1)
    write("label move (rollback)", Counter({"GetItem": 2, "TransactWriteItems": 1}))
    service.retire(writer, "budget-new")
    write("retire", Counter({"GetItem": 1, "Query": 1, "TransactWriteItems": 1}))
