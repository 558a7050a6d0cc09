"""Fixtures and helpers for the DynamoDB store tests (moto ``mock_aws``).

Test modules import the fixtures they use by name, so pytest registers them there."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import boto3
import botocore.client
import pytest
from moto import mock_aws

from skills_core import aws
from skills_core.model import Skill
from skills_core.saving import build_skill
from skills_core.sources.dynamodb import DynamoDBSkillStore
from skills_core.table_schema import create_table_kwargs

REGION = "us-east-1"
TABLE = "skills-test"
TENANT = "acme"


@pytest.fixture
def ddb_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fake credentials in one region, no endpoint override, no cached clients either side."""
    for name in ("AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_DYNAMODB", "AWS_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_SESSION_TOKEN", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", REGION)
    monkeypatch.delenv("SKILLS_MAX_SKILL_BYTES", raising=False)
    aws.client.cache_clear()
    yield
    aws.client.cache_clear()


@pytest.fixture
def ddb(ddb_env: None) -> Iterator[Any]:
    """A low-level DynamoDB client inside ``mock_aws``."""
    with mock_aws():
        yield boto3.client("dynamodb", region_name=REGION)


@pytest.fixture
def table(ddb: Any) -> str:
    ddb.create_table(**create_table_kwargs(TABLE))
    return TABLE


@pytest.fixture
def store(table: str) -> DynamoDBSkillStore:
    """A store on the shared lazily-created client (the production path)."""
    return DynamoDBSkillStore(table, tenant=TENANT, label="tenant-store")


def all_items(ddb: Any, table_name: str = TABLE) -> list[dict[str, Any]]:
    """Every item of the table (a Scan, followed to the end)."""
    items: list[dict[str, Any]] = []
    params: dict[str, Any] = {"TableName": table_name}
    while True:
        page = ddb.scan(**params)
        items.extend(page.get("Items", []))
        if "LastEvaluatedKey" not in page:
            return items
        params["ExclusiveStartKey"] = page["LastEvaluatedKey"]


def make_skill(name: str = "docker-ops", body: str = "# Docker\nBuild images.", **kw: Any) -> Skill:
    description = kw.pop("description", f"Skill {name}. Use when testing the store.")
    tags = kw.pop("tags", ("docker", "test"))
    return build_skill(name=name, description=description, body=body, tags=tags, fields=kw)


@dataclass
class ApiCalls:
    """Every AWS API call made through any botocore client, in order."""

    calls: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)

    def names(self, service: str | None = None) -> list[str]:
        return [op for svc, op, _ in self.calls if service is None or svc == service]

    def clear(self) -> None:
        self.calls.clear()


@pytest.fixture
def api_calls(monkeypatch: pytest.MonkeyPatch) -> ApiCalls:
    """Counts calls globally (clients the code creates itself included)."""
    record = ApiCalls()
    original: Callable[..., Any] = botocore.client.BaseClient._make_api_call

    def counting(self: Any, operation_name: str, api_params: dict[str, Any]) -> Any:
        service = self.meta.service_model.service_name
        record.calls.append((service, operation_name, api_params))
        return original(self, operation_name, api_params)

    monkeypatch.setattr(botocore.client.BaseClient, "_make_api_call", counting)
    return record
