"""The stream projection and the catalog overlay (SPEC §11, issue #20): every write kind is
read back at once, before the stream function has run; the function folds redelivered and
out-of-order records harmlessly, deletes only the overlay items it folded, survives failing
between commit and projection (the catalog stays right through the overlay, a later run
converges); and 16 concurrent writers of one tenant get no 503."""

from __future__ import annotations

import random
import threading
from collections import Counter
from typing import Any

import boto3
import pytest
from botocore.config import Config

from skills_core.aws import clients
from skills_core.aws.deployment import AwsSources, build_service
from skills_core.aws.snapshots.projection import StoreProjection, head_changes
from skills_core.aws.snapshots.snapshot_store import SnapshotStore
from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.errors import SkillStoreUnavailableError
from skills_core.service import Principal, SaveCommand, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.settings import Settings
from skills_core.snapshot.model import Snapshot
from skills_core.snapshot.scopes import store_scope
from tests.aws.conftest import running_moto_server, worker_env
from tests.aws.dynamo_fixtures import TENANT, all_items
from tests.aws.stream import project, projection, stream_records

BUCKET = "skills-projection"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "u1")


@pytest.fixture
def world(table: str, s3_client: Any, make_bucket: Any) -> SkillService:
    make_bucket(BUCKET)
    REGISTRIES._items.clear()
    return build_service(Settings(bucket=BUCKET, table=table))


def save(service: SkillService, name: str, body: str = "Body.", **kw: Any) -> Any:
    command = SaveCommand(name, f"Skill {name}. Use when testing projection.", body, **kw)
    return service.save(USER, command)


def served(service: SkillService) -> dict[str, str | None]:
    return {m.name: m.version for m in service.catalog(USER).skills}


def snapshot(service: SkillService) -> Snapshot:
    store = AwsSources().snapshots(service.settings)
    assert store is not None
    return store.load(store.manifests(store_scope(TENANT))[store_scope(TENANT)])


def overlays(ddb: Any) -> dict[str, str]:
    return {
        i["name"]["S"]: i["wid"]["S"] for i in all_items(ddb) if i["sk"]["S"].startswith("CAT#!")
    }


def search(service: SkillService, word: str) -> list[str]:
    return [hit.name for hit in service.search(USER, word).hits]


# -- read-your-writes before the stream function runs ------------------------------------------
def test_every_write_kind_is_served_at_once_before_any_fold(world: SkillService, ddb: Any) -> None:
    save(world, "base", "Folded long ago.")
    project(world.settings)  # from here on the store is served from its snapshot
    assert overlays(ddb) == {}
    # save
    save(world, "alpha", "First alpha, marker kestrel.")
    assert served(world) == {"base": "1", "alpha": "1"}
    assert "kestrel" in world.activate(USER, "alpha").activation.content
    assert world.skill(USER, "alpha").metadata.version == "1"
    assert search(world, "kestrel") == ["alpha"]
    # replace
    save(world, "alpha", "Second alpha, marker plover.", replace=True)
    assert served(world)["alpha"] == "2"
    assert search(world, "plover") == ["alpha"] and search(world, "kestrel") == []
    assert "plover" in world.activate(USER, "alpha").activation.content
    # a pending version, then its review (approve moves production)
    pending = build_service(world.settings.replace(review="required"))
    save(pending, "alpha", "Third alpha, marker avocet.", replace=True)
    assert served(world)["alpha"] == "2"
    world.review(USER, "alpha", 3, "approve")
    assert served(world)["alpha"] == "3"
    assert search(world, "avocet") == ["alpha"] and search(world, "plover") == []
    # label move (a rollback)
    world.set_label(USER, "alpha", "production", 1)
    assert served(world)["alpha"] == "1"
    assert "kestrel" in world.activate(USER, "alpha").activation.content
    assert search(world, "kestrel") == ["alpha"] and search(world, "avocet") == []
    # retire
    world.retire(USER, "alpha")
    assert served(world) == {"base": "1"}
    assert search(world, "kestrel") == []
    # nothing of this was folded yet: the snapshot still holds only "base"
    assert [e.name for e in snapshot(world).entries] == ["base"]
    assert set(overlays(ddb)) == {"alpha"}
    # the fold converges on the same catalog and empties the overlay
    project(world.settings)
    assert overlays(ddb) == {}
    REGISTRIES._items.clear()
    assert served(world) == {"base": "1"}
    assert [e.name for e in snapshot(world).entries] == ["base"]
    assert snapshot(world).tombstones == {"alpha": 6}


# -- the stream function --------------------------------------------------------------------------
def _history(world: SkillService) -> None:
    save(world, "alpha", "Alpha one.")
    save(world, "beta", "Beta one.")
    save(world, "alpha", "Alpha two.", replace=True)
    world.retire(USER, "beta")
    save(world, "gamma", "Gamma one.")
    save(world, "beta", "Beta back.")  # a save after a retire continues the numbering


def test_redelivered_and_out_of_order_records_fold_to_the_same_snapshot(
    world: SkillService, ddb: Any
) -> None:
    _history(world)
    records = stream_records(world.settings.table or "")
    fold = projection(world.settings)
    shuffled = records * 3
    random.Random(7).shuffle(shuffled)
    for start in range(0, len(shuffled), 5):  # small batches, each in any order
        fold.project(shuffled[start : start + 5])
    once = {e.name: (e.version, e.store and e.store["seq"]) for e in snapshot(world).entries}
    assert once == {"alpha": ("2", 2), "beta": ("2", 3), "gamma": ("1", 1)}
    assert overlays(ddb) == {}
    # The oldest records again, alone: nothing moves back.
    gen = snapshot(world).gen
    fold.project(records[: len(records) // 2])
    assert {e.name: e.version for e in snapshot(world).entries} == {
        "alpha": "2",
        "beta": "2",
        "gamma": "1",
    }
    assert snapshot(world).gen == gen  # nothing newer: nothing published
    assert served(world) == {"alpha": "2", "beta": "2", "gamma": "1"}


def test_a_fold_never_deletes_a_newer_writes_overlay(world: SkillService, ddb: Any) -> None:
    save(world, "base", "Base.")
    project(world.settings)  # the snapshot exists: later folds are incremental
    seen = len(stream_records(world.settings.table or ""))
    save(world, "alpha", "One.")
    first = stream_records(world.settings.table or "")[seen:]
    save(world, "alpha", "Two, marker curlew.", replace=True)
    newer = overlays(ddb)["alpha"]
    projection(world.settings).project(first)  # folds write 1 only
    assert overlays(ddb) == {"alpha": newer}  # write 2's overlay survives the delete
    assert served(world) == {"base": "1", "alpha": "2"}
    assert search(world, "curlew") == ["alpha"]
    project(world.settings)
    assert overlays(ddb) == {}
    assert {e.name: e.version for e in snapshot(world).entries} == {"base": "1", "alpha": "2"}


def test_a_failed_projection_keeps_the_catalog_right_and_a_later_run_converges(
    world: SkillService, ddb: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    save(world, "alpha", "One.")
    project(world.settings)
    save(world, "alpha", "Two.", replace=True)
    save(world, "beta", "Beta.")

    def broken(self: SnapshotStore, *args: Any, **kw: Any) -> Any:
        raise OSError("S3 is down")

    records = stream_records(world.settings.table or "")
    with monkeypatch.context() as patch:
        patch.setattr(SnapshotStore, "put_parts", broken)
        result = projection(world.settings).project(records)
    # Every record of the tenant is reported back for redelivery, nothing was published.
    overlay_sequences = {
        r["dynamodb"]["SequenceNumber"]
        for r in records
        if r["dynamodb"]["Keys"]["sk"]["S"].startswith("CAT#!") and r["eventName"] != "REMOVE"
    }
    assert set(result.failed) == overlay_sequences and result.tenants == 0
    assert set(overlays(ddb)) == {"alpha", "beta"}
    REGISTRIES._items.clear()
    assert served(build_service(world.settings)) == {"alpha": "2", "beta": "1"}
    # The redelivery folds it.
    again = projection(world.settings).project(records)
    assert again.failed == () and again.tenants == 1
    assert overlays(ddb) == {}
    assert {e.name: e.version for e in snapshot(world).entries} == {"alpha": "2", "beta": "1"}


def test_the_handler_reports_failed_records_and_lists_head_changes(
    world: SkillService, ddb: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    save(world, "alpha", "One.")
    save(world, "alpha", "Two.", replace=True)
    records = stream_records(world.settings.table or "")
    changes = head_changes(records)
    assert [
        (c.tenant, c.name, c.old and c.old.version, c.new and c.new.version) for c in changes
    ] == [
        (TENANT, "alpha", None, 1),
        (TENANT, "alpha", 1, 2),
    ]
    seen: list[Any] = []
    fold = StoreProjection(
        AwsSources().snapshots(world.settings),  # type: ignore[arg-type]
        table=world.settings.table or "",
        on_changes=seen.extend,
    )
    assert fold.project(records).failed == ()
    assert seen == changes


# -- no hot item: 16 writers of one tenant ---------------------------------------------------------
WRITERS = 16
PER_WRITER = 4
SLOW_SERVER = Config(read_timeout=60)


def test_sixteen_concurrent_writers_of_one_tenant_get_no_503() -> None:
    """16 threads, each saving its own names into one tenant on a ThreadedMotoServer, with a
    stream poller folding meanwhile. moto's transact_write_items takes no lock (a cancelled
    transaction restores a copy of the table over other threads' commits), so the server's
    DynamoDB item operations run under one lock (``localrun.moto_isolation``, as on the local
    run). What is measured is contention between writers: before issue #20 every write bumped
    the tenant's manifest item (19% of saves ended 503 at 16 writers); now each write touches
    only its own name's items, so no transaction is cancelled by another writer."""
    from localrun.stream_poller import StreamPoller, StreamReader, streams_client

    with (
        running_moto_server(isolate_dynamodb=True) as endpoint,
        pytest.MonkeyPatch.context() as patch,
    ):
        for key, value in worker_env(endpoint).items():
            patch.setenv(key, value)
        # What is counted is contention, not this machine's speed: moto runs every item
        # operation under one lock, so 16 writers queue there, and on a loaded machine a
        # queue outlasts the functions' 3 s read timeout (a 503 real DynamoDB would not give).
        patch.setitem(clients._CONFIGS, "lambda", clients.CLIENT_CONFIG.merge(SLOW_SERVER))
        ddb = boto3.client("dynamodb", endpoint_url=endpoint)
        boto3.client("s3", endpoint_url=endpoint).create_bucket(Bucket=BUCKET)
        ddb.create_table(**create_table_kwargs("race-table"))
        settings = Settings(bucket=BUCKET, table="race-table")
        fold = projection_at(settings, endpoint)
        reader = StreamReader(
            ddb, streams_client(endpoint_url=endpoint, region="us-east-1"), "race-table"
        )
        poller = StreamPoller(
            reader,
            lambda event: {
                "batchItemFailures": [
                    {"itemIdentifier": s} for s in fold.project(event["Records"]).failed
                ]
            },
        )
        poller.start()
        outcomes: Counter[str] = Counter()
        barrier = threading.Barrier(WRITERS)
        lock = threading.Lock()

        def writer(index: int) -> None:
            service = build_service(settings, endpoint_url=endpoint)
            barrier.wait(timeout=60)
            for n in range(PER_WRITER):
                try:
                    save(service, f"w{index:02d}-{n}", f"Writer {index} save {n}.")
                    outcome = "201"
                except SkillStoreUnavailableError as exc:
                    outcome = f"503 {exc}"[:200]
                with lock:
                    outcomes[outcome] += 1

        threads = [threading.Thread(target=writer, args=(i,)) for i in range(WRITERS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=120)
        poller.stopping.set()
        poller.join(timeout=30)
        assert outcomes == Counter({"201": WRITERS * PER_WRITER}), outcomes
        # Every 201 is stored once: one version and one changelog entry per name.
        items = all_items(ddb, "race-table")
        per_name = Counter(i["name"]["S"] for i in items if i["sk"]["S"].startswith("VER#"))
        logs = Counter(i["name"]["S"] for i in items if i["sk"]["S"].startswith("LOG#"))
        expected = {f"w{i:02d}-{n}": 1 for i in range(WRITERS) for n in range(PER_WRITER)}
        assert per_name == logs == expected
        fold.project(stream_records("race-table", endpoint_url=endpoint))
        REGISTRIES._items.clear()
        reader_service = build_service(settings, endpoint_url=endpoint)
        listed = {m.name for m in reader_service.catalog(USER).skills}
        assert listed == set(expected)


def projection_at(settings: Settings, endpoint: str) -> StoreProjection:
    from skills_core.aws.deployment import build_projection

    built = build_projection(settings, endpoint_url=endpoint)
    assert built is not None
    return built


def test_a_first_build_clears_overlays_whose_records_were_never_folded(
    world: SkillService, ddb: Any
) -> None:
    """Overlay items whose stream records are gone (older than the stream keeps, or a
    deployment that gained its bucket later) are in the heads a first build reads: it deletes
    them once published, so the overlay a catalog Queries stays small."""
    save(world, "alpha", "One.")
    save(world, "beta", "Two.")
    records = stream_records(world.settings.table or "")
    assert set(overlays(ddb)) == {"alpha", "beta"}
    save(world, "gamma", "Three.")
    later = stream_records(world.settings.table or "")[len(records) :]
    projection(world.settings).project(later)  # only gamma's records arrive
    assert overlays(ddb) == {}
    assert {e.name for e in snapshot(world).entries} == {"alpha", "beta", "gamma"}
