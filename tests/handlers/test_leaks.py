"""Answers never name the deployment's resources (SPEC §6): no bucket, table, ARN or
absolute host path in an error body or a warning, whatever broke. Those go to the logs.

The S3 warnings of ``list``, ``activate-stored`` and ``invoke-stored`` with a missing or
denied bucket quoted ``s3://<bucket>/<prefix>`` from the S3 adapter until its rewrite; they
were strict xfails until then."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import botocore.client
import pytest
from botocore.exceptions import ClientError

from handlers.runtime import reset as reset_handlers

from .conftest import BUCKET, TABLE, World, event, invoke
from .probes import save_body

MISSING_BUCKET = "bucket-that-does-not-exist"
MISSING_TABLE = "table-that-does-not-exist"
DENIED_ARN = "arn:aws:iam::123456789012:role/skills-fn"
#: Absolute paths of this host (a Lambda's code lives in /var/task).
HOST_PATH = re.compile(r"(?<![\w.@])/(?:var|tmp|home|root|work|usr|etc|opt|private|Users)/")

Request = tuple[str, str, str, Any]
REQUESTS: dict[str, Request] = {
    "list": ("catalog", "GET", "/skills", None),
    "skill": ("catalog", "GET", "/skills/docker-ops", None),
    "file": ("catalog", "GET", "/skills/docker-ops/files/references/REFERENCE.md", None),
    "versions": ("catalog", "GET", "/skills/docker-ops/versions", None),
    "version": ("catalog", "GET", "/skills/docker-ops/versions/1", None),
    "activate": ("activation", "POST", "/skills/docker-ops/activate", {}),
    "activate-stored": ("activation", "POST", "/skills/stored/activate", {}),
    "invoke": ("activation", "POST", "/invoke", {"input": "/docker-ops x"}),
    "invoke-stored": ("activation", "POST", "/invoke", {"input": "/stored x"}),
    "save": ("save", "POST", "/skills", save_body("leaky")),
    "retire": ("save", "DELETE", "/skills/leaky", None),
}


def forbidden_in(text: str, *names: str) -> list[str]:
    """What ``text`` gives away: resource names, ARNs, host paths."""
    found = [name for name in names if name in text]
    if "arn:aws:" in text:
        found.append("arn:aws:")
    found += HOST_PATH.findall(text)
    return found


@pytest.fixture
def stored(world: World) -> World:
    """A skill in the store, saved while everything worked (reads of it must still not leak
    what broke since)."""
    assert invoke("save", event("POST", "/skills", body=save_body("stored"))).status == 201
    return world


def answer(key: str) -> str:
    """The body of the answer to request ``key`` (never a 500)."""
    handler, method, path, body = REQUESTS[key]
    result = invoke(handler, event(method, path, body=body))
    assert result.status != 500, (key, result.text)
    return result.text


def fail_calls(monkeypatch: pytest.MonkeyPatch, service: str, code: str) -> None:
    """Every ``service`` call answers ``code`` with AWS's usual text (ARNs, names)."""
    original: Callable[..., Any] = botocore.client.BaseClient._make_api_call

    def refusing(self: Any, operation: str, params: dict[str, Any]) -> Any:
        if self.meta.service_model.service_name != service:
            return original(self, operation, params)
        message = (
            f"User: {DENIED_ARN} is not authorized to perform: {service}:{operation} on "
            f"resource: arn:aws:{service}:us-east-1:123456789012:{BUCKET}/{TABLE}"
        )
        raise ClientError({"Error": {"Code": code, "Message": message}}, operation)

    monkeypatch.setattr(botocore.client.BaseClient, "_make_api_call", refusing)


def missing_bucket(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_BUCKET", MISSING_BUCKET)
    reset_handlers()


def missing_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_TABLE", MISSING_TABLE)
    reset_handlers()


SCENARIOS: dict[str, Callable[[pytest.MonkeyPatch], None]] = {
    "missing bucket": missing_bucket,
    "missing table": missing_table,
    "access-denied store": lambda mp: fail_calls(mp, "dynamodb", "AccessDeniedException"),
    "access-denied bucket": lambda mp: fail_calls(mp, "s3", "AccessDenied"),
}


@pytest.mark.parametrize("key", list(REQUESTS))
@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_broken_resources_are_never_named(
    stored: World, monkeypatch: pytest.MonkeyPatch, scenario: str, key: str
) -> None:
    SCENARIOS[scenario](monkeypatch)
    text = answer(key)
    names = (MISSING_BUCKET, MISSING_TABLE, BUCKET, TABLE, "123456789012")
    assert forbidden_in(text, *names) == []


@pytest.fixture
def roots(world: World, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A reference root with a symlink out of it; a secret beside it."""
    root = tmp_path / "root"
    root.mkdir()
    (tmp_path / "secret.txt").write_text("secret")
    os.symlink(tmp_path / "secret.txt", root / "link.txt")
    monkeypatch.setenv("SKILLS_REFERENCE_ROOTS", str(root))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    reset_handlers()
    return root


@pytest.mark.parametrize(
    "reference", ["../secret.txt", "link.txt", "~/notes.md", "../../../../etc/passwd", "a\x00b"]
)
def test_path_outside_roots(roots: Path, tmp_path: Path, reference: str) -> None:
    result = invoke(
        "activation", event("POST", "/invoke", body={"input": f"/docker-ops @{reference}"})
    )
    assert result.status == 403 and result.json["error"]["code"] == "SKILL_PATH_DENIED"
    message = result.json["error"]["message"]
    assert json.dumps("@" + reference) in message  # named as written (JSON-quoted)
    assert str(tmp_path) not in result.text and forbidden_in(result.text) == []
