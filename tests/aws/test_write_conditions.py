"""Every write the store makes carries a condition, and every condition bites: a global botocore
hook records each DynamoDB write (and each item of a transaction) of any client in the
process, then each recorded write is replayed and must be refused."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import botocore.client
import pytest
from botocore.exceptions import ClientError

from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.errors import SkillCollisionError
from skills_core.service.writes import save_generated_skill
from tests.aws.dynamo_fixtures import all_items
from tests.fakes import make_skill

WRITE_OPERATIONS = {"PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem", "TransactWriteItems"}


@dataclass
class WriteLog:
    """DynamoDB writes seen by the hook: (operation, parameters)."""

    writes: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    recording: bool = True

    def items(self) -> list[tuple[str, str, dict[str, Any]]]:
        """Each written item: (operation, kind, parameters of that one write)."""
        out: list[tuple[str, str, dict[str, Any]]] = []
        for operation, params in self.writes:
            if operation == "TransactWriteItems":
                for entry in params["TransactItems"]:
                    [(kind, op)] = entry.items()
                    out.append((operation, kind, op))
            elif operation == "BatchWriteItem":
                for requests in params["RequestItems"].values():
                    for request in requests:
                        out.append((operation, next(iter(request)), request))
            else:
                out.append((operation, operation, params))
        return out


@pytest.fixture
def write_log(monkeypatch: pytest.MonkeyPatch) -> Iterator[WriteLog]:
    """Patches ``BaseClient._make_api_call``: every client, including the store's own."""
    log = WriteLog()
    original = botocore.client.BaseClient._make_api_call

    def hook(self: Any, operation_name: str, api_params: dict[str, Any]) -> Any:
        if (
            log.recording
            and self.meta.service_model.service_name == "dynamodb"
            and operation_name in WRITE_OPERATIONS
        ):
            log.writes.append((operation_name, dict(api_params)))
        return original(self, operation_name, api_params)

    monkeypatch.setattr(botocore.client.BaseClient, "_make_api_call", hook)
    yield log


def _exercise(store: DynamoDBSkillStore) -> None:
    """Every write path: first save, refused save, replace, retire, save after retire, and
    the same through save_generated_skill."""
    store.save(make_skill(body="v1"), author="a")
    with pytest.raises(SkillCollisionError):
        store.save(make_skill(body="refused"))
    store.save(make_skill(body="v2"), replace=True, author="b")
    store.retire("docker-ops", author="c")
    store.save(make_skill(body="v3"))
    common: dict[str, Any] = {"description": "Generated.", "sources": [store]}
    save_generated_skill(name="generated", body="g1", **common)
    save_generated_skill(name="generated", body="g2", replace=True, **common)
    store.retire("generated")
    save_generated_skill(name="generated", body="g3", **common)


def test_every_write_carries_a_condition(store: DynamoDBSkillStore, write_log: WriteLog) -> None:
    _exercise(store)

    items = write_log.items()
    assert [op for op, _ in write_log.writes] == ["TransactWriteItems"] * 8
    # 6 saves x (head, version, changelog) + 2 retires x (head, changelog)
    assert len(items) == 6 * 3 + 2 * 2
    for operation, kind, params in items:
        assert kind in ("Put", "Update", "Delete", "ConditionCheck"), (operation, kind)
        assert params.get("ConditionExpression"), (operation, kind, params)


def test_the_conditions_are_the_designed_ones(
    store: DynamoDBSkillStore, write_log: WriteLog
) -> None:
    _exercise(store)
    for _, kind, params in write_log.items():
        key = params["Item"]["sk"]["S"] if kind == "Put" else params["Key"]["sk"]["S"]
        condition = params["ConditionExpression"]
        if kind == "Put":
            # New heads, versions and changelog entries never overwrite anything.
            assert condition == "attribute_not_exists(#pk)", key
        else:
            # Head updates are pinned to the version and changelog length they were read at.
            assert kind == "Update" and key.startswith("SKILL#"), key
            assert "#v = :current" in condition and "#lc = :current_lc" in condition


def test_every_recorded_write_is_refused_when_replayed(
    store: DynamoDBSkillStore, write_log: WriteLog, ddb: Any
) -> None:
    """A write that raced with any later write would be refused the same way."""
    _exercise(store)
    before = all_items(ddb)
    write_log.recording = False
    for operation, params in write_log.writes:
        replay = {k: v for k, v in params.items() if k != "ClientRequestToken"}
        with pytest.raises(ClientError) as info:
            ddb.transact_write_items(**replay)
        assert info.value.response["Error"]["Code"] == "TransactionCanceledException", operation
        reasons = {r["Code"] for r in info.value.response["CancellationReasons"]}
        assert "ConditionalCheckFailed" in reasons
    assert sorted(map(str, all_items(ddb))) == sorted(map(str, before))
