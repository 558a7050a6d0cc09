"""Concurrent governance writers in separate processes on one moto server (SPEC §10: "Every
write is conditional, so concurrent reviews and label moves never lose an update").

Eight processes run the same rounds on one skill, a barrier starting each round so they
overlap: save a pending version, approve it, point ``staging`` and ``production`` at approved
versions (their own or someone else's, read a moment earlier, so some are rejected meanwhile),
sometimes reject or deprecate their version and remove ``staging``. Each reports every
operation that succeeded and how many transactions it committed for it. Afterwards the
changelog must hold exactly the reported writes, numbered without gaps, and the labels must be
what replaying the changelog through ``Lifecycle`` gives, never on a version that is not
approved. Same server set-up as ``test_concurrency.py`` (``localrun.moto_isolation``)."""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

import boto3
import pytest

from skills_core.aws.store.table_schema import create_table_kwargs
from tests.aws.conftest import worker_env
from tests.aws.race import STORE_MODULES
from tests.aws.race import race as race_processes

TABLE = "skills-governance-race"
TENANT = "gov-race"
NAME = "governed"
PROCESSES = 8
ROUNDS = 2
DEADLINE = 60.0  # seconds for the whole run, spawning included


def _skill(body: str) -> Any:
    from skills_core.compose.build import build_skill

    return build_skill(name=NAME, description="Governance race test skill.", body=body)


def _worker(index: int, env: dict[str, str], barrier: Any, results: Any) -> None:
    """One process: ROUNDS rounds of save / approve / label / maybe reject. Reports
    ``("op", index, kind, version, detail, commits)`` per successful operation and
    ``("done", index, refusals)`` at the end."""
    for name in ("AWS_PROFILE", "AWS_DEFAULT_PROFILE"):
        os.environ.pop(name, None)
    os.environ.update(env)
    from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
    from skills_core.errors import (
        SkillNotFoundError,
        SkillStoreUnavailableError,
        SkillVersionNotApprovedError,
    )

    store = DynamoDBSkillStore(TABLE, tenant=TENANT)
    store.list()  # create the client and warm the connection before the race
    commits = [0]

    def count(http_response: Any = None, **_: Any) -> None:
        if http_response is not None and http_response.status_code == 200:
            commits[0] += 1

    store.client.meta.events.register("after-call.dynamodb.TransactWriteItems", count)
    rng = random.Random(index)
    author = f"w{index}"
    refusals: Counter[str] = Counter()

    def attempt(kind: str, run: Any, version: Any = None, detail: Any = None) -> Any:
        before = commits[0]
        try:
            result = run()
        except (SkillVersionNotApprovedError, SkillNotFoundError, SkillStoreUnavailableError) as e:
            refusals[type(e).__name__] += 1
            refusal = (detail, type(e).__name__)
            results.put(("refused", index, kind, version, refusal, commits[0] - before))
            return None
        if kind == "save":
            version = result.version
        changed = getattr(result, "changed", True)
        results.put(("op", index, kind, version, (detail, changed), commits[0] - before))
        return result

    def approved_versions() -> list[int]:
        lifecycle = store.lifecycle(NAME)
        assert lifecycle is not None
        return sorted(v for v, s in lifecycle.statuses.items() if s == "approved")

    try:
        for round_ in range(ROUNDS):
            barrier.wait(timeout=60)
            saved = attempt(
                "save",
                lambda r=round_: store.save(
                    _skill(f"by {author} round {r}"), replace=True, status="pending", author=author
                ),
            )
            if saved is None:
                continue
            mine = saved.version
            attempt("approve", lambda m=mine: store.review(NAME, m, "approve", author=author), mine)
            for label in ("staging", "production"):
                choices = approved_versions() or [mine]
                target = rng.choice([mine, *choices])
                attempt(
                    "label",
                    lambda t=target, lb=label: store.set_label(NAME, lb, t, author=author),
                    target,
                    label,
                )
            roll = rng.random()
            if roll < 0.45:
                decision = rng.choice(["reject", "deprecate"])
                attempt(
                    decision,
                    lambda d=decision, m=mine: store.review(NAME, m, d, author=author),
                    mine,
                )
            elif roll < 0.65:
                attempt(
                    "unlabel",
                    lambda: store.remove_label(NAME, "staging", author=author),
                    None,
                    "staging",
                )
        results.put(("done", index, dict(refusals)))
    except Exception as exc:  # reported to the parent, which fails the test
        results.put(("error", index, type(exc).__name__, str(exc)))


@pytest.fixture(scope="module")
def server_store(shared_moto_server: str) -> Any:
    from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore

    client = boto3.client(
        "dynamodb",
        endpoint_url=shared_moto_server,
        region_name="us-east-1",
        aws_access_key_id="testing",
        aws_secret_access_key="testing",
    )
    client.create_table(**create_table_kwargs(TABLE))
    return DynamoDBSkillStore(TABLE, tenant=TENANT, client=client)


@pytest.fixture(scope="module")
def race(shared_moto_server: str, server_store: Any) -> list[tuple[Any, ...]]:
    server_store.save(_skill("original"), author="setup")  # version 1, approved, production
    run = race_processes(
        _worker,
        PROCESSES,
        STORE_MODULES,
        env=worker_env(shared_moto_server),
        deadline=DEADLINE,
    )
    collected, elapsed, first_result = run.results, run.elapsed, run.first_result
    done = sum(r[0] in ("done", "error") for r in collected)
    ops = [r for r in collected if r[0] == "op"]
    refused = Counter((r[2], r[4][1]) for r in collected if r[0] == "refused")
    print(
        f"\n{PROCESSES} processes: {len(ops)} operations, refused {dict(refused)}, {elapsed:.1f} s "
        f"(first result after {first_result:.1f} s)"
    )
    errors = [r for r in collected if r[0] == "error"]
    assert not errors, errors
    assert done == PROCESSES, f"only {done} of {PROCESSES} processes finished: {collected}"
    return collected


def _log_items(store: Any) -> list[dict[str, Any]]:
    from skills_core.aws.store.dynamodb_items import tenant_pk

    client = store.client
    items: list[dict[str, Any]] = []
    params: dict[str, Any] = {
        "TableName": TABLE,
        "KeyConditionExpression": "pk = :pk AND begins_with(sk, :p)",
        "ExpressionAttributeValues": {":pk": {"S": tenant_pk(TENANT)}, ":p": {"S": f"LOG#{NAME}#"}},
        "ConsistentRead": True,
    }
    while True:
        page = client.query(**params)
        items.extend(page["Items"])
        if "LastEvaluatedKey" not in page:
            return items
        params["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def _written(race: list[tuple[Any, ...]]) -> Counter[tuple[str, str, int]]:
    """(author, action, version) of every write the processes reported."""
    actions = {"save": "replaced", "approve": "approved", "reject": "rejected",
               "deprecate": "deprecated", "label": "labeled", "unlabel": "unlabeled"}  # fmt: skip
    written: Counter[tuple[str, str, int]] = Counter()
    for kind, index, op, version, detail, commits in (
        (r[0], r[1], r[2], r[3], r[4], r[5]) for r in race if r[0] in ("op", "refused")
    ):
        assert commits in (0, 1), f"one operation, {commits} commits: {(op, version, detail)}"
        if kind == "refused":
            assert commits == 0, (op, version, detail)
            continue
        _, changed = detail
        if op in ("save", "approve", "reject", "deprecate"):
            assert commits == int(bool(changed)), (op, version, detail, commits)
        if commits:
            written[(f"w{index}", actions[op], version if op != "unlabel" else -1)] += 1
    return written


def test_every_reported_write_is_in_the_changelog_once(
    race: list[tuple[Any, ...]], server_store: Any
) -> None:
    written = _written(race)
    changelog = server_store.versions(NAME)
    assert (changelog[0].action, changelog[0].author) == ("created", "setup")
    logged: Counter[tuple[str, str, int]] = Counter(
        (e.author, e.action, e.version if e.action != "unlabeled" else -1) for e in changelog[1:]
    )
    assert logged == written
    assert len(changelog) == 1 + sum(written.values())


def test_changelog_numbers_are_consecutive(server_store: Any, race: list[tuple[Any, ...]]) -> None:
    items = _log_items(server_store)
    seqs = [int(i["seq"]["N"]) for i in items]
    assert seqs == list(range(1, len(items) + 1))
    assert [int(i["sk"]["S"].rsplit("#", 1)[1]) for i in items] == seqs
    head = server_store.head(NAME)
    assert head.log_count == len(items)
    times = [i["time"]["S"] for i in items]
    assert times == sorted(times)


def test_saves_got_distinct_consecutive_versions(
    race: list[tuple[Any, ...]], server_store: Any
) -> None:
    saves = {r[3]: f"w{r[1]}" for r in race if r[0] == "op" and r[2] == "save"}
    assert len(saves) == len([r for r in race if r[0] == "op" and r[2] == "save"])
    assert sorted(saves) == list(range(2, 2 + len(saves)))
    head = server_store.head(NAME)
    assert head.version == 1 + len(saves)
    for version, author in saves.items():
        assert f"by {author} round" in server_store.read_version(NAME, version)


def test_labels_are_what_replaying_the_changelog_gives(
    race: list[tuple[Any, ...]], server_store: Any
) -> None:
    from skills_core.governance.lifecycle import APPROVED, PENDING, Lifecycle

    replay = Lifecycle({}, {})
    for entry in server_store.versions(NAME):
        if entry.action == "created":
            replay = replay.with_version(entry.version, APPROVED, default="production")
        elif entry.action == "replaced":  # every save of the race is pending
            replay = replay.with_version(entry.version, PENDING, default="production")
        elif entry.action in ("approved", "rejected", "deprecated"):
            replay = replay.reviewed(entry.version, entry.action, default="production")
        elif entry.action == "labeled":
            replay = replay.labeled(entry.note.removeprefix("label "), entry.version)
        elif entry.action == "unlabeled":
            replay = replay.unlabeled(entry.note.removeprefix("label "), default="production")
        else:
            raise AssertionError(f"unexpected action {entry.action}")
        for label, version in replay.labels.items():
            assert replay.statuses[version] == APPROVED, (entry, label, version)

    lifecycle = server_store.lifecycle(NAME)
    assert dict(lifecycle.statuses) == dict(replay.statuses)
    assert dict(lifecycle.labels) == dict(replay.labels)
    for label, version in lifecycle.labels.items():
        assert lifecycle.statuses[version] == "approved", (label, version)
    approved = [v for v, s in lifecycle.statuses.items() if s == "approved"]
    assert (lifecycle.labels.get("production") is None) == (not approved)
    # the listing serves exactly what production says, with that version's digest
    records = {r.name: r for r in server_store.list()}
    production = lifecycle.labels.get("production")
    if production is None:
        assert NAME not in records
    else:
        assert records[NAME].version == str(production)
        stored = server_store.stored_version(NAME, production)
        assert records[NAME].digest == stored.digest


def test_the_race_really_overlapped_and_refusals_are_the_expected_ones(
    race: list[tuple[Any, ...]],
) -> None:
    kinds = Counter(r[2] for r in race if r[0] == "op")
    refused = [(r[2], r[4][1]) for r in race if r[0] == "refused"]
    # a save, an approval of one's own version and a reject/deprecate of it can only fail by
    # running out of attempts against the other writers (SKILL_STORE_UNAVAILABLE)
    for op, error in refused:
        if op in ("save", "approve", "reject", "deprecate"):
            assert error == "SkillStoreUnavailableError", (op, error)
        elif op == "label":
            assert error in ("SkillVersionNotApprovedError", "SkillStoreUnavailableError")
        else:
            assert error in ("SkillNotFoundError", "SkillStoreUnavailableError")
    saves = kinds["save"] + sum(1 for op, _ in refused if op == "save")
    assert saves == PROCESSES * ROUNDS
    assert kinds["save"] >= PROCESSES * ROUNDS // 2
    assert kinds["approve"] > 0 and kinds["label"] > 0
