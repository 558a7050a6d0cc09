"""Helpers for the DynamoDB store tests: the table's name and tenant, a scan of every item,
operation names of recorded calls (``make_skill`` is in ``tests/fakes.py``). The fixtures
``ddb``, ``table`` and ``store`` live in ``conftest.py``: test modules use them by name."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

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
