"""Concurrent writers of one tenant (issue #20, SPEC §11: "16 concurrent writers into one tenant
get no 503"): P writer processes save K new, distinct names each into one tenant on one moto
server, started together by a barrier; then the same number of saves by one writer process.
Prints saves/s for both, the 503s, other errors, botocore retries and cancelled transactions
(lost races the store re-planned); then checks, from the parent, that every 201 is stored
once (one head at version 1, one version, one changelog entry), that no failed name is half
written, and that every 201 is served (activated by a fresh service, and in the catalog's
total) both before and after the projection folds the table's stream. Exits 1 when that check
fails; nothing is asserted about time.

    PYTHONPATH=. .venv/bin/python scripts/bench_writers.py [--writers 16] [--each 8]
        [--seed 1000] [--poll] [--full-copies]

Each writer builds its service as a Lambda function does (``build_service(Settings(...))``,
the endpoint from ``AWS_ENDPOINT_URL``, fake credentials, us-east-1, the function's client
profile) and reads the catalog once before the barrier (clients, connections and the snapshot
warm; the first save still loads the save path's modules: printed apart). The tenant is seeded
first with ``import_skills`` (batch writes, then its snapshot), so the saves land in a
non-empty tenant. ``--poll``: a stream poller folds in the parent while the writers run, as
the stream function would in AWS (default: the stream is folded once, after the check of the
unfolded state).

moto behaviour relied on, and patched in the server's process: moto's
``transact_write_items`` takes no lock (a cancelled transaction restores a copy of the table
over other threads' commits), so the server's DynamoDB item operations run under one lock
(``localrun.moto_isolation``, as on the local run and in the concurrency tests); and it
deep-copies the whole table, stream records included, once per item of every transaction for
that restore, which at 1,000 seeded skills made each save take seconds and the writers' 3 s
read timeouts fire while 16 transactions queued behind the lock.
``localrun.moto_isolation.light_rollback`` copies only the items a transaction names (same
restored state; ``--full-copies`` keeps moto's). The
lock still serializes every DynamoDB call of every writer: the figures are moto's, on this
machine, and say nothing of DynamoDB's throughput; the 503 count and the check carry over."""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import os
import queue
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from skills_core.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

for _name in ("AWS_PROFILE", "AWS_DEFAULT_PROFILE", "AWS_ENDPOINT_URL", "SKILLS_TABLE"):
    os.environ.pop(_name, None)
os.environ.pop("SKILLS_BUCKET", None)
os.environ.update(
    AWS_ACCESS_KEY_ID="bench",
    AWS_SECRET_ACCESS_KEY="bench",
    AWS_SESSION_TOKEN="bench",
    AWS_DEFAULT_REGION="us-east-1",
    AWS_CONFIG_FILE=os.devnull,
    AWS_SHARED_CREDENTIALS_FILE=os.devnull,
)

REGION = "us-east-1"
TABLE = "bench-writers"
BUCKET = "bench-writers"
TENANT = "acme"
WRITE_SCOPE = frozenset({"skills/write"})
#: Seconds a worker waits at the barrier (16 spawned interpreters importing boto3 on 2 cores).
BARRIER_TIMEOUT = 300.0
#: Seconds the parent waits for one run's reports before giving up on the stragglers.
RUN_DEADLINE = 1800.0


# ---------------------------------------------------------------- the server


@contextmanager
def moto_server(*, full_copies: bool = False) -> Iterator[str]:
    """A ThreadedMotoServer on 127.0.0.1 (free port), DynamoDB isolated, transactions with
    ``light_rollback`` unless ``full_copies``; yields its URL."""
    from moto.server import ThreadedMotoServer

    from localrun.moto_isolation import isolate_dynamodb_operations, light_rollback

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one line per request otherwise
    restore = None if full_copies else light_rollback()
    undo = isolate_dynamodb_operations()  # after: its lock is taken around light_rollback's
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    try:
        yield f"http://{host}:{port}"
    finally:
        server.stop()
        undo()
        if restore is not None:
            restore()


def worker_env(endpoint: str) -> dict[str, str]:
    """A function's environment on the moto server: nothing of this machine's AWS setup."""
    return {
        "AWS_ENDPOINT_URL": endpoint,
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
        "AWS_SESSION_TOKEN": "testing",
        "AWS_DEFAULT_REGION": REGION,
        "AWS_CONFIG_FILE": os.devnull,
        "AWS_SHARED_CREDENTIALS_FILE": os.devnull,
    }


def clients(endpoint: str) -> tuple[Any, Any]:
    """The parent's DynamoDB and S3 clients (arranging and inspecting)."""
    import boto3

    ddb = boto3.client("dynamodb", region_name=REGION, endpoint_url=endpoint)
    s3 = boto3.client("s3", region_name=REGION, endpoint_url=endpoint)
    return ddb, s3


def settings() -> Settings:
    """``Settings(bucket=BUCKET, table=TABLE)``, the function's (validated by field name:
    mypy sees the environment aliases as the constructor's keywords)."""
    from skills_core.settings import Settings

    return Settings.model_validate({"bucket": BUCKET, "table": TABLE})


def seed(endpoint: str, count: int) -> tuple[int, float]:
    """``count`` skills imported into the tenant (``import_skills``: batch writes, then the
    tenant's snapshot); (imported, seconds)."""
    from skills_core.aws.deployment import AwsSources
    from skills_core.service.importing import import_skills
    from skills_core.snapshot.scopes import STORE_LABEL
    from skills_core.sources.base import SkillStore

    if count <= 0:
        return 0, 0.0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-writers-") as tmp:
        root = Path(tmp)
        for number in range(count):
            name = f"seeded-skill-{number:06d}"
            (root / name).mkdir()
            (root / name / "SKILL.md").write_text(
                f"---\nname: {name}\ndescription: Seeded procedure {number}. Use when asked "
                f"about procedure {number}.\n---\n# Procedure {number}\n\n1. Read.\n2. Apply.\n",
                encoding="utf-8",
            )
        found = AwsSources(endpoint_url=endpoint, profile="cli")(settings(), TENANT, None)
        store = next(s for s in found if isinstance(s, SkillStore) and s.label == STORE_LABEL)
        result = import_skills(root, store, settings=settings(), author="bench-seed")
    return len(result.imported), time.perf_counter() - started


# ---------------------------------------------------------------- the writers


@dataclass(frozen=True)
class Saved:
    """One save as its writer saw it: ``outcome`` is ``201``, ``503`` or an exception type;
    ``retries``: botocore's ``RetryAttempts`` summed over the save's calls; ``errors``: AWS
    error codes the calls got (``TransactionCanceledException``: a lost race)."""

    name: str
    marker: str
    outcome: str
    retries: int
    calls: int
    errors: dict[str, int]
    started: float
    ended: float


@dataclass
class CallTally:
    """What the worker's botocore calls reported (the worker saves on one thread)."""

    calls: int = 0
    retries: int = 0
    errors: Counter[str] = field(default_factory=Counter)


def save_name(run: str, writer: int, number: int) -> str:
    return f"bench-{run}-w{writer:02d}-{number:03d}"


def marker(run: str, writer: int, number: int) -> str:
    """A word only this save's body holds (checked in what activation serves)."""
    return f"marker{run}w{writer:02d}n{number:03d}"


def count_calls(tally: CallTally) -> None:
    """Wrap every botocore client's API call to add its retries and error code to ``tally``."""
    import botocore.client
    from botocore.exceptions import ClientError

    original = getattr(botocore.client.BaseClient, "_make_api_call")  # noqa: B009 (private)

    def counted(self: Any, operation: str, params: dict[str, Any]) -> Any:
        tally.calls += 1
        try:
            response = original(self, operation, params)
        except ClientError as exc:
            tally.retries += int(exc.response.get("ResponseMetadata", {}).get("RetryAttempts", 0))
            tally.errors[str(exc.response.get("Error", {}).get("Code"))] += 1
            raise
        tally.retries += int(response.get("ResponseMetadata", {}).get("RetryAttempts", 0))
        return response

    setattr(botocore.client.BaseClient, "_make_api_call", counted)  # noqa: B010 (private)


def writer(
    index: int, run: str, each: int, env: dict[str, str], barrier: Any, results: Any
) -> None:
    """One function process: warm, wait at the barrier, save ``each`` new names; reports
    ``("done", index, [Saved, ...])`` or ``("error", index, message)``."""
    try:
        for name in ("AWS_PROFILE", "AWS_DEFAULT_PROFILE"):
            os.environ.pop(name, None)
        os.environ.update(env)
        from skills_core.aws.deployment import build_service
        from skills_core.errors import SkillStoreUnavailableError
        from skills_core.service import Principal, SaveCommand

        tally = CallTally()
        count_calls(tally)
        principal = Principal.for_jwt(TENANT, WRITE_SCOPE, f"w{index}")
        service = build_service(settings())
        service.catalog(principal)  # clients made, connections open, snapshot read
        barrier.wait(timeout=BARRIER_TIMEOUT)
        saves: list[Saved] = []
        for number in range(each):
            name = save_name(run, index, number)
            command = SaveCommand(
                name,
                f"Bench skill {name}. Use when measuring concurrent writers.",
                f"Writer {index}, save {number}: {marker(run, index, number)}.",
            )
            calls, retries, errors = tally.calls, tally.retries, Counter(tally.errors)
            started = time.monotonic()
            try:
                service.save(principal, command)
                outcome = "201"
            except SkillStoreUnavailableError:
                outcome = "503"
            except Exception as exc:  # counted and reported, never hidden
                outcome = type(exc).__name__
            saves.append(
                Saved(
                    name,
                    marker(run, index, number),
                    outcome,
                    tally.retries - retries,
                    tally.calls - calls,
                    dict(tally.errors - errors),
                    started,
                    time.monotonic(),
                )
            )
        results.put(("done", index, saves))
    except Exception as exc:  # the parent reports it and fails the check
        results.put(("error", index, f"{type(exc).__name__}: {exc}"))


@dataclass(frozen=True)
class Run:
    run: str
    writers: int
    saves: list[Saved]
    errors: list[str]
    spawn_seconds: float

    @property
    def elapsed(self) -> float:
        """From the first save's start to the last save's end (monotonic: one clock for all
        processes of the machine)."""
        if not self.saves:
            return 0.0
        return max(s.ended for s in self.saves) - min(s.started for s in self.saves)

    def outcomes(self) -> Counter[str]:
        return Counter(s.outcome for s in self.saves)


def run_writers(endpoint: str, run: str, writers: int, each: int) -> Run:
    """``writers`` spawned processes saving ``each`` names each, started by one barrier."""
    ctx = multiprocessing.get_context("spawn")
    barrier = ctx.Barrier(writers)
    results = ctx.Queue()
    env = worker_env(endpoint)
    processes = [
        ctx.Process(target=writer, args=(i, run, each, env, barrier, results), daemon=True)
        for i in range(writers)
    ]
    started = time.monotonic()
    for process in processes:
        process.start()
    saves: list[Saved] = []
    errors: list[str] = []
    reported = 0
    while reported < writers and time.monotonic() - started < RUN_DEADLINE:
        try:
            report = results.get(timeout=5)
        except queue.Empty:
            if not any(p.is_alive() for p in processes):
                break
            continue
        reported += 1
        if report[0] == "done":
            saves.extend(report[2])
        else:
            errors.append(f"writer {report[1]}: {report[2]}")
    for process in processes:
        process.join(timeout=30)
        if process.is_alive():
            process.terminate()
            process.join(timeout=5)
    if reported < writers:
        errors.append(f"only {reported} of {writers} writers reported")
    first = min((s.started for s in saves), default=started)
    return Run(run, writers, saves, errors, first - started)


# ---------------------------------------------------------------- the check


@dataclass
class Check:
    """What the parent found; ``problems`` empty means the check passed."""

    stored_once: int = 0
    failed_absent: int = 0
    failed_stored: int = 0
    half_written: int = 0
    problems: list[str] = field(default_factory=list)
    served: dict[str, str] = field(default_factory=dict)

    def problem(self, text: str) -> None:
        self.problems.append(text)


def partition(ddb: Any) -> list[dict[str, Any]]:
    """Every item of the tenant's partition (one paginated Query)."""
    found: list[dict[str, Any]] = []
    params: dict[str, Any] = {
        "TableName": TABLE,
        "KeyConditionExpression": "pk = :pk",
        "ExpressionAttributeValues": {":pk": {"S": f"TENANT#{TENANT}"}},
        "ConsistentRead": True,
    }
    while True:
        page = ddb.query(**params)
        found.extend(page.get("Items", []))
        if "LastEvaluatedKey" not in page:
            return found
        params["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def changelog(ddb: Any, name: str) -> list[dict[str, Any]]:
    """The name's changelog entries (Query ``LOG#<name>#``)."""
    found: list[dict[str, Any]] = []
    params: dict[str, Any] = {
        "TableName": TABLE,
        "KeyConditionExpression": "pk = :pk AND begins_with(sk, :log)",
        "ExpressionAttributeValues": {
            ":pk": {"S": f"TENANT#{TENANT}"},
            ":log": {"S": f"LOG#{name}#"},
        },
        "ConsistentRead": True,
    }
    while True:
        page = ddb.query(**params)
        found.extend(page.get("Items", []))
        if "LastEvaluatedKey" not in page:
            return found
        params["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def item_name(sk: str) -> str:
    """The skill name of a sort key (names cannot hold ``#``)."""
    for prefix in ("SKILL#", "CAT#!"):
        if sk.startswith(prefix):
            return sk[len(prefix) :]
    return sk.split("#")[1]


def check_stored(ddb: Any, runs: Sequence[Run]) -> Check:
    """Every 201: one head at version 1, active, one version, one changelog entry; every
    failed name: nothing, or (the write landed although its reply said otherwise) all of it;
    no bench name in the table that no writer reported."""
    check = Check()
    kinds: dict[str, Counter[str]] = {}
    heads: dict[str, dict[str, Any]] = {}
    for item in partition(ddb):
        sk = item["sk"]["S"]
        name = item_name(sk)
        if not name.startswith("bench-"):
            continue
        kind = sk.split("#")[0]
        kinds.setdefault(name, Counter())[kind] += 1
        if kind == "SKILL":
            heads[name] = item
    reported = {s.name: s for run in runs for s in run.saves}
    for name in sorted(set(kinds) - set(reported)):
        check.problem(f"{name}: in the table, but no writer reported saving it")
    for name, saved in sorted(reported.items()):
        found = kinds.get(name, Counter())
        logs = changelog(ddb, name) if found else []
        head = heads.get(name)
        complete = (
            head is not None
            and head["version"]["N"] == "1"
            and head["status"]["S"] == "active"
            and found["VER"] == 1
            and len(logs) == 1
        )
        if saved.outcome == "201":
            if complete:
                check.stored_once += 1
            else:
                check.problem(f"{name}: 201 but stored as {dict(found)}, {len(logs)} log entries")
        elif not found:
            check.failed_absent += 1
        elif complete:
            check.failed_stored += 1
        else:
            check.half_written += 1
            check.problem(f"{name}: {saved.outcome} and half written: {dict(found)}")
    return check


def check_served(
    endpoint: str, runs: Sequence[Run], expected: int, when: str
) -> tuple[int, int, list[str]]:
    """A fresh function (nothing cached) activates every 201 name at version 1 with its own
    body, and its catalog counts ``expected`` skills (the tenant's): (201s served right, the
    catalog's total, the problems found)."""
    from skills_core.aws import clients as aws
    from skills_core.aws.deployment import build_service
    from skills_core.aws.s3 import s3_source
    from skills_core.service import Principal
    from skills_core.service.composition import REGISTRIES

    REGISTRIES._items.clear()
    s3_source.clear_caches()
    aws.client.cache_clear()
    service = build_service(settings(), endpoint_url=endpoint)
    reader = Principal.for_jwt(TENANT, frozenset(), "bench-reader")
    problems: list[str] = []
    right = 0
    created = [s for run in runs for s in run.saves if s.outcome == "201"]
    for saved in created:
        try:
            served = service.activate(reader, saved.name).activation
        except Exception as exc:  # a 201 that is not served is what this check looks for
            problems.append(f"{when}: {saved.name} not served: {type(exc).__name__}: {exc}")
            continue
        if served.version != "1" or saved.marker not in served.content:
            problems.append(f"{when}: {saved.name} served version {served.version}, other body")
            continue
        right += 1
    total = service.catalog(reader).total
    if total != expected:
        problems.append(f"{when}: the catalog counts {total} skills, expected {expected}")
    return right, total, problems


def fold_stream(endpoint: str) -> tuple[int, int, int]:
    """Everything the table's stream holds, folded by the projection as the stream function
    would (a record it fails is delivered again, at most a few rounds): (records, overlay
    records folded, snapshots published)."""
    from localrun.stream_poller import StreamReader, streams_client
    from skills_core.aws.deployment import build_projection

    ddb, _ = clients(endpoint)
    projection = build_projection(settings(), endpoint_url=endpoint)
    if projection is None:
        raise SystemExit("the projection needs a bucket and a table")
    reader = StreamReader(ddb, streams_client(endpoint_url=endpoint, region=REGION), TABLE)
    records = folded = published = 0
    for _round in range(100):
        pending = reader.read(1000)
        if not pending:
            break
        for shard_id, batch in pending.items():
            result = projection.project(batch)
            records += reader.acknowledge(shard_id, batch, set(result.failed))
            folded += result.folded
            published += result.tenants
    return records, folded, published


def overlays(ddb: Any) -> int:
    return sum(1 for item in partition(ddb) if item["sk"]["S"].startswith("CAT#!bench-"))


# ---------------------------------------------------------------- printing


def summary(run: Run) -> str:
    outcomes = run.outcomes()
    other = {k: v for k, v in outcomes.items() if k not in ("201", "503")}
    errors: Counter[str] = Counter()
    for saved in run.saves:
        errors.update(saved.errors)
    rate = outcomes["201"] / run.elapsed if run.elapsed else 0.0
    durations = sorted(s.ended - s.started for s in run.saves)
    p50, p90 = percentile(durations, 0.5), percentile(durations, 0.9)
    worst = durations[-1] if durations else 0.0
    firsts = sorted(s.ended - s.started for s in run.saves if s.name.endswith("-000"))
    calls = sum(s.calls for s in run.saves)
    return (
        f"  {run.writers:>2} writer{'s' if run.writers > 1 else ' '}: {len(run.saves)} saves in "
        f"{run.elapsed:.1f} s = {rate:.1f} saves/s; 201: {outcomes['201']}, 503: "
        f"{outcomes['503']}, other errors: {sum(other.values())}{f' {other}' if other else ''}\n"
        f"             save p50 {p50 * 1e3:.0f} ms, p90 {p90 * 1e3:.0f} ms, max "
        f"{worst * 1e3:.0f} ms (each writer's first save: p50 "
        f"{percentile(firsts, 0.5) * 1e3:.0f} ms); {calls} AWS calls;\n"
        f"             botocore retries: {sum(s.retries for s in run.saves)}; AWS errors: "
        f"{dict(errors) or 'none'} (spawn to first save {run.spawn_seconds:.1f} s)"
    )


def percentile(ordered: Sequence[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--writers", type=int, default=16, help="concurrent writer processes")
    parser.add_argument("--each", type=int, default=8, help="new names each writer saves")
    parser.add_argument("--seed", type=int, default=1000, help="skills already in the tenant")
    parser.add_argument("--poll", action="store_true", help="fold the stream while writing")
    parser.add_argument(
        "--full-copies",
        action="store_true",
        help="keep moto's whole-table copy per transaction item (see light_rollback)",
    )
    args = parser.parse_args()
    from skills_core.aws.store.table_schema import create_table_kwargs

    with moto_server(full_copies=args.full_copies) as endpoint:
        ddb, s3 = clients(endpoint)
        ddb.create_table(**create_table_kwargs(TABLE))
        s3.create_bucket(Bucket=BUCKET)
        seeded, seconds = seed(endpoint, args.seed)
        print(
            f"moto server {endpoint}; tenant {TENANT!r} seeded with {seeded} skills "
            f"(import_skills, {seconds:.1f} s)"
        )
        poller = start_poller(endpoint) if args.poll else None
        try:
            many = run_writers(endpoint, f"p{args.writers}", args.writers, args.each)
            one = run_writers(endpoint, "p1", 1, args.writers * args.each)
        finally:
            if poller is not None:
                poller.stopping.set()
                poller.join(timeout=60)
        runs = (many, one)
        print(f"\n{args.writers} writers x {args.each} saves vs 1 writer x {len(one.saves)}:")
        for run in runs:
            print(summary(run))
        for run in runs:
            for error in run.errors:
                print(f"  error: {error}")
        rate_many = many.outcomes()["201"] / many.elapsed if many.elapsed else 0.0
        rate_one = one.outcomes()["201"] / one.elapsed if one.elapsed else 0.0
        if rate_one:
            print(f"  {args.writers} writers / 1 writer: {rate_many / rate_one:.2f}x saves/s")

        check = check_stored(ddb, runs)
        unfolded = overlays(ddb)
        expected = seeded + check.stored_once + check.failed_stored
        right_before, total_before, before = check_served(
            endpoint, runs, expected, "before the fold"
        )
        records, folded, published = fold_stream(endpoint)
        left = overlays(ddb)
        right_after, total_after, after = check_served(endpoint, runs, expected, "after the fold")
        created = sum(run.outcomes()["201"] for run in runs)
        problems = [*many.errors, *one.errors, *check.problems, *before, *after]
        print(
            f"\ncheck: {check.stored_once} of {created} 201s stored once (head v1, one version, "
            f"one changelog entry); failed names: {check.failed_absent} absent, "
            f"{check.failed_stored} stored whole, {check.half_written} half written"
        )
        print(
            f"  before the fold ({unfolded} overlay items): {right_before} of {created} 201s "
            f"activated at version 1 with their body by a fresh service; catalog total "
            f"{total_before} (expected {expected})"
        )
        print(
            f"  fold: {records} stream records, {folded} overlay records folded, {published} "
            f"snapshot publications, {left} overlay items left"
        )
        print(
            f"  after the fold: {right_after} of {created} activated; catalog total "
            f"{total_after} (expected {expected})"
        )
        for text in problems[:40]:
            print(f"  PROBLEM: {text}")
        if len(problems) > 40:
            print(f"  ... and {len(problems) - 40} more problems")
        print(f"  verification: {'FAILED' if problems else 'passed'}")
    print(
        f"\npython {sys.version.split()[0]}, {os.cpu_count()} CPUs, moto (ThreadedMotoServer, "
        "DynamoDB serialized): one run, figures vary"
    )
    return 1 if problems else 0


def start_poller(endpoint: str) -> Any:
    """The local run's stream poller on the projection, in this process (``--poll``)."""
    from localrun.stream_poller import StreamPoller, StreamReader, streams_client
    from skills_core.aws.deployment import build_projection

    ddb, _ = clients(endpoint)
    projection = build_projection(settings(), endpoint_url=endpoint)
    assert projection is not None
    reader = StreamReader(ddb, streams_client(endpoint_url=endpoint, region=REGION), TABLE)

    def function(event: dict[str, Any]) -> dict[str, Any]:
        result = projection.project(event["Records"])
        return {"batchItemFailures": [{"itemIdentifier": seq} for seq in result.failed]}

    poller = StreamPoller(reader, function)
    poller.start()
    return poller


if __name__ == "__main__":
    sys.exit(main())
