"""Handler tests: payload-2.0 events in, responses out, on moto (S3 + DynamoDB)."""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

import boto3
import pytest
from moto import mock_aws

from handlers.http import activation, catalog, save
from handlers.runtime import logger
from handlers.runtime import reset as reset_handlers
from localrun.lambda_runtime import LambdaContext, http_event
from skills_core.aws import clients as aws
from skills_core.aws.s3 import s3_source as s3_source
from skills_core.aws.store.table_schema import create_table_kwargs

REGION = "us-east-1"
BUCKET = "skills-bucket"
TABLE = "skills-table"
LOCAL_HEADER = "X-Skills-Local-Tenant"
#: The API's own host name (the MCP function checks Host and Origin against it).
DOMAIN = "example.execute-api.us-east-1.amazonaws.com"

HANDLERS = {"catalog": catalog, "activation": activation, "save": save}


@dataclass
class HttpResult:
    status: int
    headers: dict[str, str]
    text: str
    json: Any = field(default=None)


def skill_md(name: str, description: str, body: str = "Body of the skill.", **extra: Any) -> str:
    lines = ["---", f"name: {name}", f"description: {description}"]
    lines += [f"{k}: {json.dumps(v)}" for k, v in extra.items()]
    return "\n".join([*lines, "---", body, ""])


def event(
    method: str,
    path: str,
    *,
    body: Any = None,
    query: dict[str, str] | None = None,
    headers: dict[str, str] | None = None,
    tenant: str | None = "acme",
    scopes: str = "skills/write",
    claims: dict[str, Any] | None = None,
    authorizer: dict[str, Any] | None = None,
    raw_body: str | None = None,
) -> dict[str, Any]:
    """A payload-2.0 HTTP API event as API Gateway sends it after a JWT authorizer (the local
    run's builder), with what a test needs to vary: the claims, the whole authorizer, or a
    body that is not valid JSON (or not even encodable text)."""
    all_headers = {"content-type": "application/json", **(headers or {})}
    built = http_event(
        method,
        path,
        urlencode(query or {}),
        {k.lower(): v for k, v in all_headers.items()},
        b"" if body is None else json.dumps(body).encode("utf-8"),
        route_key="$default",
        path_parameters={},
        tenant=tenant or "",
        domain_name=DOMAIN,
        scopes=scopes.split(),
    )
    context = built["requestContext"]
    context["requestId"] = "req-1"
    if authorizer is None:
        jwt_claims = dict(claims) if claims is not None else {"sub": "user-1", "scope": scopes}
        if tenant is not None and claims is None:
            jwt_claims["tenant_id"] = tenant
        authorizer = {"jwt": {"claims": jwt_claims, "scopes": None}}
    context["authorizer"] = authorizer
    context["http"]["userAgent"] = "pytest"
    built["queryStringParameters"] = query
    if raw_body is not None:
        built["body"] = raw_body
    return built


def invoke(handler: str, ev: dict[str, Any]) -> HttpResult:
    response = HANDLERS[handler].lambda_handler(ev, LambdaContext("skills-test"))
    text = response.get("body") or ""
    headers = {k.lower(): v for k, v in (response.get("headers") or {}).items()}
    parsed = None
    if headers.get("content-type", "").startswith("application/json") and text:
        parsed = json.loads(text)
    return HttpResult(response["statusCode"], headers, text, parsed)


@pytest.fixture
def log_buffer() -> Iterator[io.StringIO]:
    """The Powertools logger binds stdout at import: point it at a buffer."""
    buffer = io.StringIO()
    handler = logger.registered_handler
    previous = handler.stream
    handler.setStream(buffer)
    yield buffer
    handler.setStream(previous)


@pytest.fixture
def service_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for name in ("AWS_PROFILE", "AWS_ENDPOINT_URL", "SKILLS_PATH", "SKILLS_REFERENCE_ROOTS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", REGION)
    monkeypatch.setenv("SKILLS_TENANCY", "multi")
    monkeypatch.setenv("SKILLS_BUCKET", BUCKET)
    monkeypatch.setenv("SKILLS_TABLE", TABLE)
    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "SkillsTest")
    reset_handlers()
    aws.client.cache_clear()
    s3_source.clear_caches()
    yield
    reset_handlers()
    aws.client.cache_clear()
    s3_source.clear_caches()


@dataclass
class World:
    s3: Any
    ddb: Any

    def put(self, key: str, text: str | bytes) -> None:
        self.s3.put_object(Bucket=BUCKET, Key=key, Body=text)

    def items(self) -> list[dict[str, Any]]:
        return list(self.ddb.scan(TableName=TABLE)["Items"])


@pytest.fixture
def world(service_env: None) -> Iterator[World]:
    """A bucket with a global skill (and a folder skill with files), an empty table."""
    with mock_aws():
        s3 = boto3.client("s3", region_name=REGION)
        ddb = boto3.client("dynamodb", region_name=REGION)
        s3.create_bucket(Bucket=BUCKET)
        ddb.create_table(**create_table_kwargs(TABLE))
        w = World(s3, ddb)
        w.put(
            "global/docker-ops/SKILL.md",
            skill_md(
                "docker-ops",
                "Docker operations. Use when building images.",
                "Build $1 with tag $2.",
                tags=["docker", "ops"],
            ),
        )
        w.put("global/docker-ops/references/REFERENCE.md", "# Reference\n\nDetails.")
        w.put("global/docker-ops/scripts/build.sh", "#!/bin/sh\necho build\n")
        w.put("global/docker-ops/assets/logo.bin", b"\x89PNG\x00\x01binary")
        w.put("global/code-review.md", skill_md("code-review", "Review code. Use on PRs."))
        yield w


Invoke = Callable[[str, dict[str, Any]], HttpResult]
