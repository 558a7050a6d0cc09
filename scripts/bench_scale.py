"""Scale figures (issues #15 and #20, SPEC §11), in-process on moto: AWS calls (by operation)
and bytes read by a cold and a warm catalog, search and activation at 200, 2,000, 20,000 and
100,000 skills (half in S3 ``global/``, half in one tenant's store), the cost of each store
write kind (save, replace, review, label move, retire: calls, bytes read and written, CPU), the
catalog JSON size, the CPU per skill of a warm ``SkillService.catalog``, search latency, and 16
concurrent writers of one tenant against 1 (saves/s, 503s).

    .venv/bin/python scripts/bench_scale.py [--sizes 200 2000 20000 100000]
        [--search-at 10000] [--queries 200] [--cpu-seconds 2] [--writes 3] [--full-copies]

The snapshots are built with the snapshot builders (``from_records`` for the S3 prefix, as
``publish_prefix`` does; ``store_entry`` for the store, as the store's writes do) and published
through ``SnapshotStore``; the store's point items (head, version, changelog entry per skill)
are seeded with ``BatchWriteItem`` (moto copies the whole table on every transaction: saving
100,000 skills through transactions would take hours and measure moto; and moto's rollback copy
of the whole table per transaction item is replaced by a copy of the items a transaction names,
``light_rollback``, unless ``--full-copies``: the calls and bytes are the same, moto's memory
is not). One S3 skill also
exists as an object, so activation reads a real body. Skills are variants of the labelled
search set (tests/data/search).

CPU is ``time.process_time`` around whole requests minus the CPU spent inside AWS calls (moto
runs in this process; in AWS that time is network waiting, not this function's CPU). Prints
figures only; nothing here asserts anything."""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import os
import random
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

for _name in ("AWS_PROFILE", "AWS_ENDPOINT_URL", "SKILLS_TABLE", "SKILLS_BUCKET"):
    os.environ.pop(_name, None)
os.environ.update(
    AWS_ACCESS_KEY_ID="bench",
    AWS_SECRET_ACCESS_KEY="bench",
    AWS_DEFAULT_REGION="us-east-1",
    AWS_CONFIG_FILE=os.devnull,
    AWS_SHARED_CREDENTIALS_FILE=os.devnull,
)

import boto3  # noqa: E402
import botocore.client  # noqa: E402
from moto import mock_aws  # noqa: E402

from skills_core.aws.deployment import build_service  # noqa: E402
from skills_core.aws.s3 import s3_source  # noqa: E402
from skills_core.aws.s3.s3_source import S3SkillSource  # noqa: E402
from skills_core.aws.snapshots.projection import StoreProjection  # noqa: E402
from skills_core.aws.snapshots.snapshot_publish import write_points  # noqa: E402
from skills_core.aws.snapshots.snapshot_store import SnapshotStore  # noqa: E402
from skills_core.aws.store.dynamodb_items import now  # noqa: E402
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore  # noqa: E402
from skills_core.aws.store.dynamodb_writes import WriteContext, plan  # noqa: E402
from skills_core.aws.store.table_schema import create_table_kwargs  # noqa: E402
from skills_core.compose.loading import define_skill  # noqa: E402
from skills_core.format.frontmatter import split_frontmatter  # noqa: E402
from skills_core.format.render import render_skill  # noqa: E402
from skills_core.governance import history  # noqa: E402
from skills_core.governance.digest import digest_of  # noqa: E402
from skills_core.governance.lifecycle import APPROVED, Lifecycle  # noqa: E402
from skills_core.model import SkillRecord  # noqa: E402
from skills_core.search import SearchIndex  # noqa: E402
from skills_core.service import Principal, SkillService  # noqa: E402
from skills_core.service.composition import REGISTRIES  # noqa: E402
from skills_core.settings import Settings  # noqa: E402
from skills_core.snapshot.build import (  # noqa: E402
    from_records,
    search_document,
    search_document_of,
    store_entry,
)
from skills_core.snapshot.model import Snapshot  # noqa: E402
from skills_core.snapshot.scopes import (  # noqa: E402
    GLOBAL_LABEL,
    GLOBAL_SCOPE,
    STORE_LABEL,
    store_scope,
)
from skills_core.sources.stored import new_version  # noqa: E402

DATA = ROOT / "tests" / "data" / "search"
BUCKET = "bench-scale"
TABLE = "bench-scale"
TENANT = "acme"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write"}), "bench")
DEFAULT_LABEL = "production"
T = TypeVar("T")


# ---------------------------------------------------------------- counting AWS calls


@dataclass
class Calls:
    """Every AWS call of every client: operation, bytes read (S3 bodies: ContentLength;
    DynamoDB: the response's JSON) and the CPU spent inside it (moto, in this process)."""

    ops: Counter[str] = field(default_factory=Counter)
    read: int = 0
    written: int = 0
    cpu: float = 0.0
    wall: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def clear(self) -> None:
        with self._lock:
            self.ops, self.read, self.written, self.cpu, self.wall = Counter(), 0, 0, 0.0, 0.0

    def shown(self) -> str:
        return ", ".join(f"{op} {n}" for op, n in sorted(self.ops.items())) or "none"


CALLS = Calls()


@contextmanager
def recording() -> Iterator[None]:
    original = botocore.client.BaseClient._make_api_call

    def recorded(self: Any, operation: str, params: dict[str, Any]) -> Any:
        sent = params.get("Body")  # before botocore wraps it
        written = len(sent) if isinstance(sent, bytes | str) else 0
        if operation in ("TransactWriteItems", "PutItem", "UpdateItem", "BatchWriteItem"):
            written = len(json.dumps(params, default=str))
        cpu, wall = time.process_time(), time.perf_counter()
        try:
            response = original(self, operation, params)
        finally:
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        if operation == "GetObject":
            read = int(response.get("ContentLength") or 0)
        else:
            body = {k: v for k, v in response.items() if k != "ResponseMetadata"}
            read = len(json.dumps(body, default=str))
        with CALLS._lock:
            CALLS.ops[operation] += 1
            CALLS.read += read
            CALLS.written += written
            CALLS.cpu += cpu
            CALLS.wall += wall
        return response

    botocore.client.BaseClient._make_api_call = recorded  # type: ignore[method-assign]
    try:
        yield
    finally:
        botocore.client.BaseClient._make_api_call = original  # type: ignore[method-assign]


# ---------------------------------------------------------------- the skills


def load_rows() -> list[dict[str, Any]]:
    with (DATA / "skills.jsonl").open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


@dataclass(frozen=True)
class Spec:
    name: str
    description: str
    tags: tuple[str, ...]
    body: str


def specs(rows: list[dict[str, Any]], count: int) -> list[Spec]:
    """``count`` skills: the labelled ones, then variants (shuffled description sentences and
    body lines, a few lines borrowed from two other skills), each under its own name."""
    rng = random.Random(count)
    out = []
    for i in range(count):
        row = rows[i % len(rows)]
        body, description = row["body"], row["description"]
        if i >= len(rows):
            lines = [line for line in body.splitlines() if rng.random() > 0.15]
            for other in rng.sample(rows, 2):
                lines += rng.sample(other["body"].splitlines(), 4)
            rng.shuffle(lines)
            body = "\n".join(lines)
            sentences = description.split(". ")
            rng.shuffle(sentences)
            description = ". ".join(sentences)
        name = f"{row['name'][:44].rstrip('-')}-{i:06d}"
        out.append(Spec(name, description, tuple(row["tags"]), body))
    return out


def skill_text(spec: Spec) -> str:
    tags = ", ".join(spec.tags)
    return (
        f"---\nname: {spec.name}\ndescription: {json.dumps(spec.description)}\n"
        f"tags: [{tags}]\n---\n{spec.body}\n"
    )


# ---------------------------------------------------------------- building a world


@dataclass
class World:
    size: int
    s3_names: list[str]
    store_names: list[str]
    objects: dict[str, int]  # scope -> snapshot object bytes
    build_seconds: float
    write: str = ""


def publish(snapshots: SnapshotStore, snapshot: Snapshot, index: SearchIndex) -> int:
    stored = snapshots.put(snapshot, index)
    assert snapshots.publish(snapshot.scope, None, stored)
    head = snapshots.s3.head_object(Bucket=BUCKET, Key=stored.object_key)
    return int(head["ContentLength"])


def build_world(size: int, rows: list[dict[str, Any]]) -> World:
    """Half the skills in ``global/`` and half in the tenant's store, as snapshots."""
    started = time.perf_counter()
    s3, ddb = boto3.client("s3"), boto3.client("dynamodb")
    s3.create_bucket(Bucket=BUCKET)
    ddb.create_table(**create_table_kwargs(TABLE))
    snapshots = SnapshotStore(BUCKET, TABLE, s3=s3, ddb=ddb)
    all_specs = specs(rows, size)
    half = size // 2
    global_specs, store_specs = all_specs[:half], all_specs[half:]

    # global/: what publish_prefix builds from a listing (headers parsed once, here).
    source = S3SkillSource(BUCKET, GLOBAL_SCOPE, label=GLOBAL_LABEL, client=s3)
    records, bodies, listing = [], {}, {}
    for spec in global_specs:
        text = skill_text(spec)
        parts = split_frontmatter(text)
        key = f"{GLOBAL_SCOPE}{spec.name}/SKILL.md"
        etag = '"' + digest_of(text)[0][7:39] + '"'
        listing[key] = etag
        bodies[spec.name] = parts.body
        records.append(
            SkillRecord(
                name=spec.name,
                content=None,
                source=GLOBAL_LABEL,
                directory=f"{GLOBAL_LABEL}/{spec.name}/",
                frontmatter=parts.frontmatter,
                layout="folder",
                location=f"{GLOBAL_LABEL}/{spec.name}/SKILL.md",
                etag=etag,
            )
        )
    built = from_records(
        GLOBAL_SCOPE,
        1,
        source,
        records,
        built=now(),
        body_of=lambda record: bodies[record.name],
        listing=listing,
    )
    index = SearchIndex.build(search_document_of(d) for d in built.documents)
    # Digests as a sync knows them (it uploaded the bytes), so nothing lists them by reading.
    digests = {
        f"{GLOBAL_LABEL}/{spec.name}/SKILL.md": digest_of(skill_text(spec)) for spec in global_specs
    }
    global_snapshot = built.snapshot.with_entries(
        [
            dataclasses.replace(e, digest=digests[e.location][0], size=digests[e.location][1])
            for e in built.snapshot.entries
        ],
        tenants=(),
    )
    objects = {GLOBAL_SCOPE: publish(snapshots, global_snapshot, index)}
    # Its point entries, as publish_prefix writes them after publishing (one item per name).
    assert write_points(snapshots, None, global_snapshot, complete=False)
    target = global_specs[7 % len(global_specs)]
    s3.put_object(
        Bucket=BUCKET, Key=f"{GLOBAL_SCOPE}{target.name}/SKILL.md", Body=skill_text(target)
    )

    # The store partition: its point items (batch-written) and the snapshot the projection
    # would have folded from them (every labelled version's header, at write sequence 1).
    lifecycle = Lifecycle({1: APPROVED}, {DEFAULT_LABEL: 1})
    entries, documents = [], []
    seed_store(ddb, store_specs)
    for spec in store_specs:
        skill = define_skill(spec.name, spec.description, spec.body, tags=list(spec.tags))
        text = render_skill(skill)
        digest, length = digest_of(text)
        served = {1: (split_frontmatter(text).frontmatter, digest, length)}
        entry = store_entry(
            STORE_LABEL,
            spec.name,
            f"{STORE_LABEL}/{spec.name}",
            lifecycle,
            served,
            DEFAULT_LABEL,
            seq=1,
        )
        assert entry is not None
        entries.append(entry)
        documents.append(search_document_of(search_document(skill, spec.body)))
    scope = store_scope(TENANT)
    snapshot = Snapshot(scope, 1, built=now()).with_entries(entries)
    objects[scope] = publish(snapshots, snapshot, SearchIndex.build(documents))

    world = World(
        size,
        [s.name for s in global_specs],
        [s.name for s in store_specs],
        objects,
        time.perf_counter() - started,
    )
    return world


def seed_store(ddb: Any, store_specs: list[Spec]) -> None:
    """Each skill's head, version and changelog items as a first save writes them, put with
    ``BatchWriteItem`` (25 a call): seeding, not what is measured."""
    pending: list[dict[str, Any]] = []
    for spec in store_specs:
        skill = define_skill(spec.name, spec.description, spec.body, tags=list(spec.tags))
        name, written = new_version(skill, STORE_LABEL, lambda n: f"{STORE_LABEL}/{n}")
        ctx = WriteContext(
            TABLE,
            f"TENANT#{TENANT}",
            STORE_LABEL,
            DEFAULT_LABEL,
            lambda n: f"{STORE_LABEL}/{n}",
            "seed",
            now(),
        )
        transition = history.save(
            ctx.store, None, [], written, name=name, status=APPROVED, draft=False, replace=False,
            author=None, note=None, findings=(),
        )  # fmt: skip
        for item in plan(ctx, None, transition).items:
            pending.append({"PutRequest": {"Item": item["Put"]["Item"]}})
            if len(pending) == 25:
                ddb.batch_write_item(RequestItems={TABLE: pending})
                pending = []
    if pending:
        ddb.batch_write_item(RequestItems={TABLE: pending})


WRITER = Principal.for_jwt(TENANT, frozenset({"skills/write", "skills/review"}), "bench")


def write_costs(world: World) -> tuple[list[str], list[Row]]:
    """Each write kind through a service with nothing cached (a cold function), then warm:
    calls, bytes read and written, CPU (AWS CPU excluded)."""
    from skills_core.service import SaveCommand

    name = world.store_names[(7 % len(world.store_names)) + 2]  # not the activated one
    service = fresh_service()
    pending = build_service(Settings(bucket=BUCKET, table=TABLE, review="required"))
    steps: list[tuple[str, Callable[[], Any]]] = [
        ("save (new name), cold", lambda: service.save(
            WRITER, SaveCommand("bench-new-skill", "New. Use when benchmarking.", "Body $1."))),
        ("save (new name), warm", lambda: service.save(
            WRITER, SaveCommand("bench-new-other", "New. Use when benchmarking.", "Body $1."))),
        ("replace", lambda: service.save(
            WRITER, SaveCommand(name, "Replaced. Use when timing.", "Two $1.", replace=True))),
        ("(pending save, not measured)", lambda: pending.save(
            WRITER, SaveCommand(name, "Pending. Use when timing.", "Three $1.", replace=True))),
        ("review (approve)", lambda: service.review(WRITER, name, 3, "approve")),
        ("label move (rollback)", lambda: service.set_label(WRITER, name, "production", 1)),
        ("retire", lambda: service.retire(WRITER, name)),
    ]  # fmt: skip
    lines, rows = [], []
    for label, step in steps:
        CALLS.clear()
        cpu = time.process_time()
        step()
        cpu = time.process_time() - cpu - CALLS.cpu
        if label.startswith("("):
            continue
        count = sum(CALLS.ops.values())
        lines.append(
            f"    {label:<24} {count} calls ({CALLS.shown()}), read "
            f"{kb(CALLS.read)}, wrote {kb(CALLS.written)}, CPU {cpu * 1e3:.0f} ms"
        )
        rows.append(Row(label, CALLS.shown(), count, CALLS.read + CALLS.written, cpu * 1e3))
    return lines, rows


def writers_throughput(threads: int, each: int) -> tuple[float, int, int]:
    """(saves/s, 503s, other errors) of ``threads`` writers saving ``each`` new names into one
    tenant at once, in-process (moto's DynamoDB item operations under one lock, as on the
    local run: moto's transactions are not isolated between threads)."""
    from localrun.moto_isolation import isolate_dynamodb_operations
    from skills_core.errors import SkillStoreUnavailableError
    from skills_core.service import SaveCommand

    undo = isolate_dynamodb_operations()
    outcomes: Counter[str] = Counter()
    lock = threading.Lock()
    barrier = threading.Barrier(threads)

    def writer(index: int) -> None:
        service = build_service(Settings(bucket=BUCKET, table=TABLE))
        barrier.wait()
        for n in range(each):
            command = SaveCommand(f"tp{threads}-w{index}-{n}", "T. Use when timing.", "Body.")
            try:
                service.save(WRITER, command)
                outcome = "201"
            except SkillStoreUnavailableError:
                outcome = "503"
            except Exception as exc:  # reported, never hidden
                outcome = type(exc).__name__
            with lock:
                outcomes[outcome] += 1

    workers = [threading.Thread(target=writer, args=(i,)) for i in range(threads)]
    started = time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    elapsed = time.perf_counter() - started
    undo()
    other = sum(v for k, v in outcomes.items() if k not in ("201", "503"))
    return outcomes["201"] / elapsed, outcomes["503"], other


# ---------------------------------------------------------------- measuring


def kb(count: float) -> str:
    if count >= 1024 * 1024:
        return f"{count / 1024 / 1024:.1f} MB"
    return f"{count / 1024:.1f} KB" if count >= 1024 else f"{count:.0f} B"


def fresh_service() -> SkillService:
    """A new execution environment: nothing cached (snapshots, registries, frontmatter)."""
    REGISTRIES._items.clear()
    s3_source.clear_caches()
    return build_service(Settings(bucket=BUCKET, table=TABLE))


@dataclass
class Row:
    request: str
    calls: str
    count: int
    read: int
    ms: float


def measure(label: str, run: Callable[[], T]) -> tuple[Row, T]:
    CALLS.clear()
    started = time.perf_counter()
    result = run()
    elapsed = time.perf_counter() - started - CALLS.wall
    return Row(label, CALLS.shown(), sum(CALLS.ops.values()), CALLS.read, elapsed * 1e3), result


def requests(world: World) -> tuple[list[Row], int, int]:
    """Cold and warm catalog, search and activation: rows, catalog JSON bytes, total skills."""
    rows: list[Row] = []
    s3_skill, store_skill = (
        world.s3_names[7 % len(world.s3_names)],
        world.store_names[7 % len(world.store_names)],
    )
    service = fresh_service()
    row, view = measure("catalog, cold", lambda: service.catalog(USER))
    rows.append(row)
    row, view = measure("catalog, warm", lambda: service.catalog(USER))
    rows.append(row)
    size = len(json.dumps(view.to_dict(), ensure_ascii=False).encode("utf-8"))
    query = "roll back a deployment that keeps crashing"
    rows.append(measure("search after a warm catalog", lambda: service.search(USER, query))[0])
    rows.append(measure("search, warm", lambda: service.search(USER, query))[0])
    rows.append(measure("activation (S3), warm", lambda: service.activate(USER, s3_skill))[0])
    rows.append(measure("activation (store), warm", lambda: service.activate(USER, store_skill))[0])
    cold = fresh_service()
    rows.append(measure("search, cold", lambda: cold.search(USER, query))[0])
    cold = fresh_service()
    rows.append(measure("activation (store), cold", lambda: cold.activate(USER, store_skill))[0])
    cold = fresh_service()
    rows.append(measure("activation (S3), cold", lambda: cold.activate(USER, s3_skill))[0])
    cold = fresh_service()
    rows.append(measure("GET /skills/{name}, cold", lambda: cold.skill(USER, s3_skill))[0])
    cold = fresh_service()
    rows.append(measure("MCP skills/list, cold", lambda: mcp_page(cold))[0])
    rows.append(measure("MCP skills/list, warm", lambda: mcp_page(cold))[0])
    return rows, size, view.total


def mcp_page(service: SkillService) -> int:
    """The first page of MCP ``skills/list`` (what a client asks first), as the handler
    answers it: one request's context, the names walked, the page's entries cut."""
    from skills_core.mcp.context import Context
    from skills_core.mcp.skills import list_skills

    return len(list_skills(Context(service, USER), {})["skills"])


def catalog_cpu(size: int, seconds: float) -> tuple[float, float, int]:
    """(µs of CPU per skill, µs per request, repetitions) of a warm catalog, AWS CPU excluded."""
    service = fresh_service()
    service.catalog(USER)  # warm
    reps = 0
    gc.collect()
    CALLS.clear()
    started = time.process_time()
    while time.process_time() - started < seconds or reps < 5:
        service.catalog(USER)
        reps += 1
    cpu = time.process_time() - started - CALLS.cpu
    per_request = cpu / reps
    return per_request / size * 1e6, per_request * 1e6, reps


def after_write_cpu(world: World, writes: int) -> tuple[float, float, float]:
    """(µs of CPU per skill, ms) of the first catalog after a store write made by another
    process (a writer with its own snapshot store), and ms of the first catalog after the
    projection folded that write. After the write the reader lays the new overlay item over the
    store snapshot's cached winners (``WinnerCache``); after the fold it patches them with the
    names the fold changed (the new object's first line carries them: ``snapshot.moves``) and
    walks no snapshot. AWS CPU and the writes and folds
    themselves are excluded."""
    service = fresh_service()
    service.catalog(USER)
    snapshots = SnapshotStore(BUCKET, TABLE)
    writer = DynamoDBSkillStore(TABLE, tenant=TENANT, label=STORE_LABEL, snapshots=snapshots)
    projection = StoreProjection(SnapshotStore(BUCKET, TABLE), table=TABLE)
    name = world.store_names[(7 % len(world.store_names)) + 1]
    written = folded = 0.0

    def first_catalog() -> float:
        gc.collect()
        CALLS.clear()
        started = time.process_time()
        view = service.catalog(USER)
        assert view.total == world.size
        return time.process_time() - started - CALLS.cpu

    for n in range(writes):
        writer.save(
            define_skill(name, f"Rewritten {n}. Use when testing.", "Body $1."), replace=True
        )
        written += first_catalog()
        assert projection.fold_tenant(TENANT, snapshots.overlays(TENANT)) == 1
        folded += first_catalog()
    per_request = written / writes
    return per_request / world.size * 1e6, per_request * 1e3, folded / writes * 1e3


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def search_latency(count: int) -> list[str]:
    """Warm ``SkillService.search`` over the labelled queries, AWS time excluded."""
    with (DATA / "queries.jsonl").open(encoding="utf-8") as lines:
        queries = [json.loads(line)["query"] for line in lines if line.strip()][:count]
    service = fresh_service()
    service.search(USER, "warm up")
    timings, aws = [], []
    for _ in range(3):
        for query in queries:
            CALLS.clear()
            started = time.perf_counter()
            service.search(USER, query)
            elapsed = time.perf_counter() - started
            timings.append((elapsed - CALLS.wall) * 1e3)
            aws.append(CALLS.wall * 1e3)
    return [
        f"  {len(timings)} warm searches ({len(queries)} queries x 3): p50 "
        f"{percentile(timings, 50):.2f} ms, p95 {percentile(timings, 95):.2f} ms, p99 "
        f"{percentile(timings, 99):.2f} ms (goal p95 < 5 ms); the one BatchGetItem on moto: "
        f"p50 {percentile(aws, 50):.2f} ms more"
    ]


def ratios(by_size: dict[int, dict[str, Row]]) -> str:
    """Each request at the largest size against the smallest: calls, bytes (reads: read;
    writes: read + written) and the ratio of the bytes (1.0: cost does not grow)."""
    small, large = min(by_size), max(by_size)
    lines = [
        f"\nlargest / smallest ({large:,} vs {small:,} skills; SPEC §11: reads of one name <= 2 "
        "calls, warm lists <= 3, cold <= 4, writes <= 6):"
    ]
    for request, first in by_size[small].items():
        last = by_size[large].get(request)
        if last is None:
            continue
        ratio = last.read / first.read if first.read else float("nan")
        lines.append(
            f"  {request:<28} calls {first.count} -> {last.count}, bytes {kb(first.read)} -> "
            f"{kb(last.read)} (x{ratio:.2f})"
        )
    return "\n".join(lines)


# ---------------------------------------------------------------- main


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[200, 2_000, 20_000, 100_000])
    parser.add_argument("--search-at", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--cpu-seconds", type=float, default=2.0)
    parser.add_argument("--writes", type=int, default=3, help="writes for the after-write CPU")
    parser.add_argument("--writers", type=int, default=16, help="concurrent writers (0: skip)")
    parser.add_argument(
        "--full-copies",
        action="store_true",
        help="keep moto's whole-table copy per transaction item (localrun.moto_isolation."
        "light_rollback: without it a write into a store of 50,000 runs out of memory in moto)",
    )
    args = parser.parse_args()
    if not args.full_copies:
        from localrun.moto_isolation import light_rollback

        light_rollback()
    rows = load_rows()
    cpu_lines, json_lines, write_lines = [], [], []
    by_size: dict[int, dict[str, Row]] = {}
    with recording():
        for size in args.sizes:
            with mock_aws():
                world = build_world(size, rows)
                measured, json_size, total = requests(world)
                per_skill, per_request, reps = catalog_cpu(size, args.cpu_seconds)
                after_write = after_write_cpu(world, args.writes)
                lines, written = write_costs(world)  # last: it changes the store
                world.write = "\n".join(lines)
            by_size[size] = {row.request: row for row in [*measured, *written]}
            print(
                f"\n{size:,} skills ({len(world.s3_names):,} in global/, "
                f"{len(world.store_names):,} in the store; built in {world.build_seconds:.1f} s; "
                f"snapshot objects {', '.join(f'{s} {kb(b)}' for s, b in world.objects.items())})"
            )
            print(f"  {'request':<28} {'calls':>5}  {'read':>9}  {'CPU+wait ms':>11}  operations")
            for row in measured:
                print(
                    f"  {row.request:<28} {row.count:>5}  {kb(row.read):>9}  {row.ms:>11.1f}  "
                    f"{row.calls}"
                )
            assert total == size, (total, size)
            cpu_lines.append(
                f"  {size:>7,} skills: {per_skill:6.2f} µs/skill ({per_request / 1e3:.2f} ms per "
                f"request, {reps} requests); first request after a store write: "
                f"{after_write[0]:.2f} µs/skill ({after_write[1]:.1f} ms, mean of {args.writes}); "
                f"after its fold: {after_write[2]:.1f} ms"
            )
            json_lines.append(f"  {size:>7,} skills: {kb(json_size)}")
            write_lines.append(f"  {size:>7,} skills:\n{world.write}")
        print("\nwarm SkillService.catalog CPU (AWS calls excluded; goal <= 20 µs/skill):")
        print("\n".join(cpu_lines))
        print("\ncatalog JSON (GET /skills body: first page of metadata, text and tools):")
        print("\n".join(json_lines))
        print("\nstore writes (the projection folds them later, off the request path):")
        print("\n".join(write_lines))
        if len(by_size) > 1:
            print(ratios(by_size))
        if args.writers:
            with mock_aws():
                build_world(200, rows)
                one = writers_throughput(1, args.writers * 4)
                many = writers_throughput(args.writers, 4)
            print(
                f"\n{args.writers} concurrent writers of one tenant (in-process moto, 4 saves "
                f"each): {many[0]:.1f} saves/s, {many[1]} x 503, {many[2]} other errors; 1 "
                f"writer: {one[0]:.1f} saves/s, {one[1]} x 503"
            )
        if args.search_at:
            with mock_aws():
                build_world(args.search_at, rows)
                print(f"\nsearch latency at {args.search_at:,} skills:")
                print("\n".join(search_latency(args.queries)))
    print(f"\npython {sys.version.split()[0]}, {os.cpu_count()} CPUs, one run (figures vary)")


if __name__ == "__main__":
    main()
