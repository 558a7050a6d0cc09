"""Shared by the hardening, fuzz and leak tests: what a refusal looks like, and a snapshot of
everything a request could have written."""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import botocore.client
import pytest

from .conftest import BUCKET, HttpResult, World, event

#: pydantic and Python words a message must never show.
FOREIGN_WORDS = ("Input should", "pydantic", "Traceback", "list[", "dict[", "None", "True")


def snapshot(world: World) -> tuple[Any, ...]:
    """Every item in the table and every object key in the bucket (a write changes one)."""
    items = sorted(json.dumps(item, sort_keys=True) for item in world.items())
    listing = world.s3.list_objects_v2(Bucket=BUCKET).get("Contents", [])
    return tuple(items), tuple(sorted((o["Key"], o["ETag"]) for o in listing))


#: AWS operations that change something.
WRITE_PREFIXES = ("Put", "Update", "Delete", "Transact", "BatchWrite", "Copy", "Create", "Complete")
#: Operations with a write prefix that read only (a consistent read of several items).
READ_ONLY = frozenset({"TransactGetItems"})


@contextmanager
def recording_writes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The AWS write operations that succeed while the block runs (a refused conditional
    write changed nothing and is not listed)."""
    done: list[str] = []
    original = botocore.client.BaseClient._make_api_call

    def recording(self: Any, operation: str, params: dict[str, Any]) -> Any:
        result = original(self, operation, params)
        if operation.startswith(WRITE_PREFIXES) and operation not in READ_ONLY:
            done.append(f"{self.meta.service_model.service_name}:{operation}")
        return result

    with monkeypatch.context() as patch:
        patch.setattr(botocore.client.BaseClient, "_make_api_call", recording)
        yield done


def assert_error(result: HttpResult, status: int, code: str, *fragments: str) -> str:
    """``result`` is the SPEC envelope with ``status`` and ``code``; its message holds each
    fragment and no Python or pydantic words. Returns the message."""
    assert result.status == status, (result.status, result.text[:500])
    assert result.headers.get("content-type", "").startswith("application/json")
    error = json.loads(result.text)["error"]
    assert error["code"] == code, error
    message = error["message"]
    assert isinstance(message, str) and message
    for fragment in fragments:
        assert fragment in message, (fragment, message)
    for word in FOREIGN_WORDS:
        assert word not in message, (word, message)
    return str(message)


def raw_event(method: str, path: str, body: str | bytes | None, **kwargs: Any) -> dict[str, Any]:
    """An event whose body is sent as given: text as is, bytes base64-encoded."""
    if isinstance(body, bytes):
        ev = event(method, path, raw_body=base64.b64encode(body).decode(), **kwargs)
        ev["isBase64Encoded"] = True
        return ev
    ev = event(method, path, raw_body=body, **kwargs)
    if body is None:
        ev["body"] = None
    return ev


def save_body(name: str = "hardened", **extra: Any) -> dict[str, Any]:
    return {"name": name, "description": "Hardened skill. Use in tests.", "body": "Do $1.", **extra}
