"""Concurrent writers in separate processes against one moto server: conditional writes must
never lose an update (SPEC §5). Processes, not threads: no lock in the writers can help.

The server runs moto's DynamoDB item operations under one lock
(``localrun.moto_isolation``: moto's transactions are not isolated between server threads;
DynamoDB's are); the writers still race (every replacer reads the same head and most lose
their first transaction)."""

from __future__ import annotations

import os
from typing import Any

import boto3
import pytest

from skills_core.aws.store.table_schema import create_table_kwargs
from tests.aws.conftest import worker_env
from tests.aws.race import STORE_MODULES
from tests.aws.race import race as race_processes

TABLE = "skills-concurrency"
TENANT = "race"
FIRST_SAVERS = 16
REPLACERS = 8
FIRST_NAME = "first-race"
REPLACE_NAME = "replace-race"
DEADLINE = 120.0  # seconds for the whole run, spawning included


def _skill(name: str, body: str) -> Any:
    from skills_core.compose.build import build_skill

    return build_skill(name=name, description=f"Race test {name}.", body=body)


def _worker(
    index: int,
    env: dict[str, str],
    first_barrier: Any,
    replace_barrier: Any,
    results: Any,
) -> None:
    """One writer process: a first save of FIRST_NAME together with every other process, then
    (the first REPLACERS processes) a replace of REPLACE_NAME together with each other. The
    store builds its own client from the environment (AWS_ENDPOINT_URL)."""
    for name in ("AWS_PROFILE", "AWS_DEFAULT_PROFILE"):
        os.environ.pop(name, None)
    os.environ.update(env)
    from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
    from skills_core.errors import SkillCollisionError

    store = DynamoDBSkillStore(TABLE, tenant=TENANT)
    store.list()  # create the client and warm the connection before the race
    transactions = [0]

    def count(**_: Any) -> None:
        transactions[0] += 1

    store.client.meta.events.register("before-call.dynamodb.TransactWriteItems", count)
    author = f"worker-{index}"
    first = _skill(FIRST_NAME, f"written by {author}")
    try:
        first_barrier.wait(timeout=60)
        try:
            result = store.save(first, author=author)
            results.put(("first", index, "saved", result.version))
        except SkillCollisionError:
            results.put(("first", index, "collision", None))
        if index < REPLACERS:
            replacement = _skill(REPLACE_NAME, f"replaced by {author}")
            replace_barrier.wait(timeout=60)
            transactions[0] = 0
            result = store.save(replacement, replace=True, author=author)
            results.put(("replace", index, "saved", result.version, transactions[0]))
    except Exception as exc:  # reported to the parent, which fails the test
        results.put(("error", index, type(exc).__name__, str(exc)))


@pytest.fixture(scope="module")
def server_store(shared_moto_server: str) -> Any:
    """The table on the server, and a store on it for this process (its own client)."""
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
def race(shared_moto_server: str, server_store: Any) -> dict[str, list[tuple[Any, ...]]]:
    """Run both races once in FIRST_SAVERS processes; results grouped by phase."""
    env = worker_env(shared_moto_server)
    # REPLACE_NAME starts at version 1, saved before the race by this process.
    server_store.save(_skill(REPLACE_NAME, "original"), author="setup")

    expected = FIRST_SAVERS + REPLACERS
    run = race_processes(
        _worker,
        FIRST_SAVERS,
        STORE_MODULES,
        env=env,
        deadline=DEADLINE,
        barriers=(FIRST_SAVERS, REPLACERS),
        finished=lambda got: len(got) >= expected or any(r[0] == "error" for r in got),
    )
    collected = run.results
    print(f"\n{FIRST_SAVERS} processes, both races: {run.elapsed:.1f} s")

    errors = [r for r in collected if r[0] == "error"]
    assert not errors, errors
    assert len(collected) == expected, f"only {len(collected)} of {expected} results: {collected}"
    grouped: dict[str, list[tuple[Any, ...]]] = {"first": [], "replace": []}
    for item in collected:
        grouped[item[0]].append(item)
    return grouped


def test_sixteen_first_savers_give_one_success(
    race: dict[str, list[tuple[Any, ...]]], server_store: Any
) -> None:
    outcomes = [r[2] for r in race["first"]]
    assert len(outcomes) == FIRST_SAVERS
    assert outcomes.count("saved") == 1
    assert outcomes.count("collision") == FIRST_SAVERS - 1
    [winner] = [r for r in race["first"] if r[2] == "saved"]
    assert winner[3] == 1

    store = server_store
    changelog = store.versions(FIRST_NAME)
    assert [(e.version, e.action, e.author) for e in changelog] == [
        (1, "created", f"worker-{winner[1]}")
    ]
    assert store.read_version(FIRST_NAME, 1).endswith(f"written by worker-{winner[1]}\n")


def test_eight_replacers_give_distinct_consecutive_versions(
    race: dict[str, list[tuple[Any, ...]]], server_store: Any
) -> None:
    versions = sorted(r[3] for r in race["replace"])
    assert versions == list(range(2, REPLACERS + 2))
    # They really overlapped: transactions lost races and were retried.
    attempts = sum(r[4] for r in race["replace"])
    print(f"\n{REPLACERS} replacers: {attempts} TransactWriteItems calls")
    assert attempts > REPLACERS

    store = server_store
    changelog = store.versions(REPLACE_NAME)
    assert [e.version for e in changelog] == list(range(1, REPLACERS + 2))
    assert [e.action for e in changelog] == ["created"] + ["replaced"] * REPLACERS
    by_version = {r[3]: f"worker-{r[1]}" for r in race["replace"]}
    assert {e.version: e.author for e in changelog[1:]} == by_version
    for version, author in by_version.items():
        assert store.read_version(REPLACE_NAME, version).endswith(f"replaced by {author}\n")
    [record] = [r for r in store.list() if r.name == REPLACE_NAME]
    assert record.version == str(REPLACERS + 1)
