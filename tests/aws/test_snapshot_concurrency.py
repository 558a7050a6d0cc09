"""Concurrent writers of one tenant keep its catalog exact (issue #15: "concurrent writers
updating the snapshot: no lost skill, tested with 8 processes on moto server"). The writers put
overlay items; the projection folds the table's stream into the snapshot meanwhile, in the
parent process, polling as Lambda's event source would (issue #20).

Eight processes on one moto server (its DynamoDB item operations isolated as on the local
run: ``localrun.moto_isolation``) run the same rounds, a barrier starting each so they
overlap: save a skill of their own, replace one of three shared skills, retire their own
skill of the previous round (odd processes), and one process retires a shared skill that later
rounds bring back. Every body carries a word unique to that write. Afterwards the store's
snapshot must hold exactly the active heads at their served versions (no lost skill, no stale
version), its search index plus overlay must cover exactly the served skills and find each by
the word of its served version only, and a catalog read must equal a listing with snapshots
disabled, both before the last fold (snapshot + overlay) and after it. Same process pattern
as ``test_governance_concurrency.py``."""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from typing import Any

import boto3
import pytest

from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.snapshot.scopes import STORE_LABEL, store_scope
from tests.aws.conftest import worker_env
from tests.aws.race import STORE_MODULES
from tests.aws.race import race as race_processes

REGION = "us-east-1"
TABLE = "skills-snapshot-race"
BUCKET = "skills-snapshot-race"
TENANT = "snap-race"
PROCESSES = 8
ROUNDS = 3
SHARED = 3
DEADLINE = 90.0  # seconds for the whole run, spawning included (about 10 s here)
LETTERS = "abcdefghij"


def marker(kind: str, index: int, round_: int) -> str:
    """A word only this write's body holds (letters only: the tokenizer keeps it whole)."""
    return f"xq{kind}{LETTERS[index]}{LETTERS[round_]}"


def _store(client: Any = None, s3: Any = None) -> Any:
    """The tenant's store as the service builds it: every write publishes the snapshot."""
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore
    from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore

    snapshots = SnapshotStore(BUCKET, TABLE, s3=s3, ddb=client)
    return DynamoDBSkillStore(
        TABLE, tenant=TENANT, label=STORE_LABEL, client=client, snapshots=snapshots
    )


def _worker(index: int, env: dict[str, str], barrier: Any, results: Any) -> None:
    """ROUNDS rounds of writes; reports ``("op", index, kind, name, version)`` per write that
    succeeded, ``("refused", index, kind, name, error)`` per refusal, then ``("done", index)``."""
    for name in ("AWS_PROFILE", "AWS_DEFAULT_PROFILE"):
        os.environ.pop(name, None)
    os.environ.update(env)
    from skills_core.compose.build import build_skill
    from skills_core.errors import SkillNotFoundError, SkillStoreUnavailableError

    store = _store()
    store.list()  # create the client and warm the connection before the race

    def skill(name: str, word: str) -> Any:
        return build_skill(
            name=name, description=f"Race skill {name}. Use when testing.", body=f"Body {word}."
        )

    def attempt(kind: str, name: str, run: Any) -> None:
        try:
            result = run()
        except (SkillStoreUnavailableError, SkillNotFoundError) as exc:
            results.put(("refused", index, kind, name, type(exc).__name__))
            return
        results.put(("op", index, kind, name, getattr(result, "version", None)))

    try:
        for round_ in range(ROUNDS):
            barrier.wait(timeout=60)
            own = f"w{index}-r{round_}"
            attempt(
                "save", own, lambda n=own, r=round_: store.save(skill(n, marker("own", index, r)))
            )
            shared = f"shared-{(index + round_) % SHARED}"
            word = marker("shared", index, round_)
            attempt(
                "replace",
                shared,
                lambda n=shared, w=word: store.save(skill(n, w), replace=True, author=f"w{index}"),
            )
            if round_ and index % 2:
                old = f"w{index}-r{round_ - 1}"
                attempt("retire", old, lambda n=old: store.retire(n))
            if index == 0 and round_ == 1:
                attempt("retire", "shared-2", lambda: store.retire("shared-2"))
        results.put(("done", index))
    except Exception as exc:  # reported to the parent, which fails the test
        results.put(("error", index, type(exc).__name__, str(exc)))


@pytest.fixture(scope="module")
def clients(shared_moto_server: str) -> tuple[Any, Any]:
    kw = {
        "endpoint_url": shared_moto_server,
        "region_name": "us-east-1",
        "aws_access_key_id": "testing",
        "aws_secret_access_key": "testing",
    }
    ddb, s3 = boto3.client("dynamodb", **kw), boto3.client("s3", **kw)  # type: ignore[call-overload]
    ddb.create_table(**create_table_kwargs(TABLE))
    s3.create_bucket(Bucket=BUCKET)
    return ddb, s3


def _projection(endpoint: str) -> Any:
    from skills_core.aws.deployment import build_projection
    from skills_core.settings import Settings

    return build_projection(Settings(bucket=BUCKET, table=TABLE), endpoint_url=endpoint)


def _drain(endpoint: str) -> None:
    """Fold everything the stream holds (redelivering what a poller already folded)."""
    from tests.aws.stream import stream_records

    _projection(endpoint).project(stream_records(TABLE, endpoint_url=endpoint))


@pytest.fixture(scope="module")
def server_env(shared_moto_server: str) -> Iterator[None]:
    """This process's clients (the projection's) talk to the moto server with fake keys."""
    with pytest.MonkeyPatch.context() as patch:
        for name, value in worker_env(shared_moto_server).items():
            patch.setenv(name, value)
        yield


@pytest.fixture(scope="module")
def race(
    shared_moto_server: str, clients: tuple[Any, Any], server_env: None
) -> list[tuple[Any, ...]]:
    from localrun.stream_poller import StreamPoller, StreamReader, streams_client

    ddb, _ = clients
    projection = _projection(shared_moto_server)
    streams = streams_client(endpoint_url=shared_moto_server, region=REGION)
    reader = StreamReader(ddb, streams, TABLE)
    folds: list[int] = []

    def function(event: dict[str, Any]) -> dict[str, Any]:
        result = projection.project(event["Records"])
        folds.append(result.tenants)
        return _lambda_result(result)

    poller = StreamPoller(reader, function)
    poller.start()
    try:
        run = race_processes(
            _worker,
            PROCESSES,
            [
                *STORE_MODULES,
                "skills_core.aws.snapshots.snapshot_store",
                "skills_core.aws.store.catalog_overlay",
            ],
            env=worker_env(shared_moto_server),
            deadline=DEADLINE,
        )
    finally:
        poller.stopping.set()
        poller.join(timeout=30)
    print(f"\nprojection: {sum(folds)} tenant folds in {len(folds)} batches during the race")
    assert sum(folds) > 0, "the projection never ran during the race"
    collected = run.results
    done = sum(r[0] in ("done", "error") for r in collected)
    ops = Counter(r[2] for r in collected if r[0] == "op")
    refused = Counter((r[2], r[4]) for r in collected if r[0] == "refused")
    print(f"\n{PROCESSES} processes: {dict(ops)}, refused {dict(refused)}, {run.elapsed:.1f} s")
    errors = [r for r in collected if r[0] == "error"]
    assert not errors, errors
    assert done == PROCESSES, f"only {done} of {PROCESSES} processes finished: {collected}"
    return collected


def _lambda_result(result: Any) -> dict[str, Any]:
    return {"batchItemFailures": [{"itemIdentifier": seq} for seq in result.failed]}


@pytest.fixture(scope="module")
def before_fold(race: list[tuple[Any, ...]], clients: tuple[Any, ...]) -> dict[str, Any]:
    """Right after the race, before the last fold: what the catalog serves (the snapshot as
    the poller left it, with the overlay items still unfolded laid over it)."""
    ddb, s3 = clients
    store = _store(ddb, s3)
    served = {r.name: r.version for r in store.list()}
    overlays = [i for i in _partition(ddb) if i["sk"]["S"].startswith("CAT#!")]
    return {"store": store, "served": served, "overlays": len(overlays)}


def _partition(ddb: Any) -> list[dict[str, Any]]:
    from tests.aws.dynamo_fixtures import all_items

    return [i for i in all_items(ddb, TABLE) if i["pk"]["S"] == f"TENANT#{TENANT}"]


def test_before_the_last_fold_the_catalog_is_exact(before_fold: dict[str, Any]) -> None:
    print(f"\n{before_fold['overlays']} overlay items not yet folded")
    with_snapshots = _service(before_fold).catalog(_user())
    assert with_snapshots.warnings == ()
    assert {m.name: m.version for m in with_snapshots.skills} == before_fold["served"]


@pytest.fixture(scope="module")
def final(
    race: list[tuple[Any, ...]],
    before_fold: dict[str, Any],
    clients: tuple[Any, ...],
    server_env: None,
) -> dict[str, Any]:
    """The store's truth and the published snapshot, read after the race and a last fold."""
    from skills_core.aws.snapshots.snapshot_store import SnapshotStore

    ddb, s3 = clients
    _drain(ddb.meta.endpoint_url)
    assert not [i for i in _partition(ddb) if i["sk"]["S"].startswith("CAT#!")]
    store = _store(ddb, s3)
    snapshots = SnapshotStore(BUCKET, TABLE, s3=s3, ddb=ddb)
    manifest = snapshots.manifests(store_scope(TENANT))[store_scope(TENANT)]
    assert manifest.object_key is not None, "the last write could not publish a snapshot"
    return {
        "store": store,
        "served": {r.name: r.version for r in store.list()},
        "snapshot": snapshots.load(manifest),
        "index": snapshots.index(manifest),
        "manifest": manifest,
    }


def test_the_race_overlapped_and_wrote_something(race: list[tuple[Any, ...]]) -> None:
    ops = Counter(r[2] for r in race if r[0] == "op")
    assert ops["save"] >= PROCESSES * ROUNDS // 2 and ops["replace"] > 0 and ops["retire"] > 0
    for kind, error in ((r[2], r[4]) for r in race if r[0] == "refused"):
        assert (kind, error) in {
            ("save", "SkillStoreUnavailableError"),
            ("replace", "SkillStoreUnavailableError"),
            ("retire", "SkillStoreUnavailableError"),
            ("retire", "SkillNotFoundError"),
        }


def test_no_reported_own_skill_is_lost_or_resurrected(
    race: list[tuple[Any, ...]], final: dict[str, Any]
) -> None:
    saved = {r[3] for r in race if r[0] == "op" and r[2] == "save"}
    retired = {r[3] for r in race if r[0] == "op" and r[2] == "retire"}
    own_served = {name for name in final["served"] if name.startswith("w")}
    assert own_served == saved - retired


def test_the_snapshot_holds_exactly_the_active_heads_at_their_served_versions(
    final: dict[str, Any],
) -> None:
    snapshot = final["snapshot"]
    assert {e.name: e.version for e in snapshot.entries} == final["served"]
    assert all(e.source == STORE_LABEL for e in snapshot.entries)
    # The object is the one its manifest's generation names (no fold published over another).
    assert snapshot.gen == final["manifest"].gen


def test_search_covers_exactly_the_served_skills_at_their_served_versions(
    race: list[tuple[Any, ...]], final: dict[str, Any]
) -> None:
    snapshot, index = final["snapshot"], final["index"]
    assert index is not None
    overlay = {d["name"] for d in snapshot.recent}
    assert (set(index.names) - set(snapshot.removed)) | overlay == set(final["served"])
    service = _service(final)
    for name, version in final["served"].items():
        text = final["store"].read_version(name, version)
        word = next(w.rstrip(".") for w in text.split() if w.startswith("xq"))
        hits = [h.name for h in service.search(_user(), word).hits]
        assert hits == [name], (name, version, word, hits)
    # A word of a replaced or retired version finds nothing any more.
    served_words = {
        next(w.rstrip(".") for w in final["store"].read_version(n, v).split() if w.startswith("xq"))
        for n, v in final["served"].items()
    }
    for index_, round_ in ((i, r) for i in range(PROCESSES) for r in range(ROUNDS)):
        for word in (marker("own", index_, round_), marker("shared", index_, round_)):
            if word not in served_words:
                assert service.search(_user(), word).hits == (), word


def test_a_catalog_read_equals_a_listing_without_snapshots(final: dict[str, Any]) -> None:
    from skills_core.aws.deployment import AwsSources

    with_snapshots = _service(final).catalog(_user())
    assert with_snapshots.warnings == ()
    deployment = AwsSources(endpoint_url=final["store"].client.meta.endpoint_url)

    def listed_only(settings: Any, tenant: str, label: str | None) -> Any:
        return deployment(settings, tenant, label)  # no ``snapshots``: every source listed

    from skills_core.service import SkillService

    listed = SkillService(_service(final).settings, sources=listed_only).catalog(_user())
    assert [m.to_dict() for m in with_snapshots.skills] == [m.to_dict() for m in listed.skills]
    assert sorted(m.name for m in listed.skills) == sorted(final["served"])


def _user() -> Any:
    from skills_core.service import Principal

    return Principal.for_jwt(TENANT, frozenset(), "reader")


def _service(final: dict[str, Any]) -> Any:
    """A reader on the moto server (the endpoint comes from the store's client)."""
    from skills_core.aws.deployment import build_service
    from skills_core.service.composition import REGISTRIES
    from skills_core.settings import Settings

    REGISTRIES._items.clear()
    endpoint = final["store"].client.meta.endpoint_url
    return build_service(Settings(bucket=BUCKET, table=TABLE), endpoint_url=endpoint)
