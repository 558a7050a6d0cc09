"""Fixtures and helpers for the DynamoDB store tests, on top of ``conftest.py`` (fake
credentials, ``mock_aws``, ``api_calls``). Test modules import the fixtures they use by name,
so pytest registers them there."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import boto3
import pytest

from skills_core.aws.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.table_schema import create_table_kwargs
from skills_core.compose.build import build_skill
from skills_core.model import Skill

REGION = "us-east-1"
TABLE = "skills-test"
TENANT = "acme"


@pytest.fixture
def ddb(mock_aws: None, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A low-level DynamoDB client inside ``mock_aws`` (for arranging and inspecting)."""
    monkeypatch.delenv("SKILLS_MAX_SKILL_BYTES", raising=False)
    return boto3.client("dynamodb", region_name=REGION)


@pytest.fixture
def table(ddb: Any) -> str:
    ddb.create_table(**create_table_kwargs(TABLE))
    return TABLE


@pytest.fixture
def store(table: str) -> DynamoDBSkillStore:
    """A store on the shared, lazily created client (the production path)."""
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


def ops(calls: Iterable[tuple[str, str, dict[str, Any]]], service: str | None = None) -> list[str]:
    """Operation names of recorded ``api_calls``, optionally of one service."""
    return [op for svc, op, _ in calls if service is None or svc == service]


def make_skill(name: str = "docker-ops", body: str = "# Docker\nBuild images.", **kw: Any) -> Skill:
    description = kw.pop("description", f"Skill {name}. Use when testing the store.")
    tags = kw.pop("tags", ("docker", "test"))
    return build_skill(name=name, description=description, body=body, tags=tags, fields=kw)
