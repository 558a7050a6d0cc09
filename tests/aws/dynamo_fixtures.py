"""Helpers for the DynamoDB store tests (the table's name and tenant, a scan of every item,
operation names of recorded calls, a skill to save). The fixtures ``ddb``, ``table`` and
``store`` live in ``conftest.py``, so test modules use them by name without importing them."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from skills_core.compose.build import build_skill
from skills_core.model import Skill

REGION = "us-east-1"
TABLE = "skills-test"
TENANT = "acme"


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
