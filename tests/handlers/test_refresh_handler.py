"""The refresh function: a scheduled event in, the catalog snapshots of S3 prefixes brought in
line with objects written by other means, counts logged and emitted as metrics; a deployment
where nothing can be refreshed fails loudly (the function's Errors metric)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from handlers import refresh as refresh_handler
from localrun.lambda_runtime import LambdaContext
from tests.handlers.conftest import TABLE, World, event, invoke, skill_md

SAMPLE = Path(__file__).resolve().parents[2] / "events" / "refresh.json"


def Context(remaining_ms: int = 120_000) -> LambdaContext:
    """The refresh function's context with ``remaining_ms`` left."""
    return LambdaContext("skills-refresh", timeout_seconds=remaining_ms / 1000)


@pytest.fixture
def fresh(world: World) -> Iterator[World]:
    refresh_handler.reset()
    yield world
    refresh_handler.reset()


@pytest.fixture
def logs() -> Iterator[io.StringIO]:
    buffer = io.StringIO()
    handler = refresh_handler.logger.registered_handler
    previous = handler.stream
    handler.setStream(buffer)
    yield buffer
    handler.setStream(previous)


def run(context: Context | None = None) -> dict[str, Any]:
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    result: dict[str, Any] = refresh_handler.lambda_handler(sample, context or Context())
    return result


def catalog_names(tenant: str = "acme") -> list[str]:
    body = invoke("catalog", event("GET", "/skills", tenant=tenant)).json
    return sorted(skill["name"] for skill in body["skills"])


def test_objects_written_by_other_means_are_served_after_a_run(
    fresh: World, logs: io.StringIO, capsys: pytest.CaptureFixture[str]
) -> None:
    first = run()
    assert (first["published"], first["failed"]) == (1, [])
    assert catalog_names() == ["code-review", "docker-ops"]
    fresh.put("global/late.md", skill_md("late", "Arrived late. Use when testing."))
    fresh.put("tenants/acme/mine.md", skill_md("mine", "Mine. Use when testing."))
    # The global snapshot is current as of the last run: the new objects wait for the next.
    assert catalog_names() == ["code-review", "docker-ops"]
    second = run()
    assert (second["published"], second["tenants"], second["bodies_read"]) == (2, 1, 2)
    assert catalog_names() == ["code-review", "docker-ops", "late", "mine"]
    assert catalog_names("other") == ["code-review", "docker-ops", "late"]
    third = run()
    assert (third["published"], third["unchanged"], third["bodies_read"]) == (0, 2, 0)
    lines = [json.loads(line) for line in logs.getvalue().splitlines() if line.strip()]
    done = [line for line in lines if line["message"] == "refresh done"]
    assert [line["published"] for line in done] == [1, 2, 0]
    emitted = capsys.readouterr().out
    metrics = [json.loads(line) for line in emitted.splitlines() if "RefreshPublished" in line]
    assert [m["RefreshPublished"] for m in metrics] == [[1.0], [2.0], [0.0]]
    assert all(m["RefreshFailures"] == [0.0] for m in metrics)


def test_a_deployment_where_nothing_can_be_refreshed_fails_loudly(
    fresh: World, logs: io.StringIO, capsys: pytest.CaptureFixture[str]
) -> None:
    fresh.ddb.delete_table(TableName=TABLE)
    with pytest.raises(refresh_handler.RefreshFailedError):
        run()
    assert "refresh failed" in logs.getvalue()
    metrics = [
        json.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line
    ]
    assert metrics and metrics[0]["RefreshFailures"] == [1.0]


def test_without_a_table_there_is_nothing_to_refresh(
    fresh: World, monkeypatch: pytest.MonkeyPatch, logs: io.StringIO
) -> None:
    monkeypatch.delenv("SKILLS_TABLE")
    refresh_handler.reset()
    assert run() == {"skipped": True}
    assert "SKILLS_TABLE" in logs.getvalue()


def test_no_scope_is_started_in_the_last_seconds_of_the_invocation(fresh: World) -> None:
    fresh.put("tenants/acme/mine.md", skill_md("mine", "Mine. Use when testing."))
    result = run(Context(remaining_ms=int(refresh_handler.SAFETY_SECONDS * 1000) - 1))
    assert (result["deferred"], result["published"]) == (1, 1)  # the tenant waits
