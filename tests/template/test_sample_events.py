"""events/: one sample event per function for `sam local invoke <Function> -e events/<file>`,
kept valid by feeding each to the real handler in-process on moto (the handler world of
tests/handlers, plus the idempotency table built from template.yaml)."""

from __future__ import annotations

import hashlib
import importlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from localrun.lambda_runtime import LambdaContext
from localrun.template import (
    dynamodb_create_table_kwargs,
    function_routes,
    functions,
    load_template,
    sqs_event_sources,
)
from tests.handlers.conftest import (  # noqa: F401 - fixtures used by name
    World,
    service_env,
    world,
)
from tests.template.helpers import HANDLERS, ROOT

EVENTS = ROOT / "events"
TEMPLATE = load_template()
#: Function -> its sample event.
SAMPLES: dict[str, Path] = {
    "CatalogFunction": EVENTS / "catalog.json",
    "ActivationFunction": EVENTS / "activation.json",
    "SaveFunction": EVENTS / "save.json",
    "GenerateFunction": EVENTS / "generate.json",
    "McpFunction": EVENTS / "mcp.json",
    "RefreshFunction": EVENTS / "refresh.json",
    "ReviewFunction": EVENTS / "review.json",
    "PublicFunction": EVENTS / "public.json",
    "TokenTenantFunction": EVENTS / "token-tenant.json",
    "ProjectionFunction": EVENTS / "projection.json",
}
IDEMPOTENCY_TABLE = "skills-idempotency"
FUNCTION_NAME = "serverless-skills-Function"


def load(logical_id: str) -> dict[str, Any]:
    event: dict[str, Any] = json.loads(SAMPLES[logical_id].read_text(encoding="utf-8"))
    return event


# ---------------------------------------------------------------- the files match the template


def test_one_sample_per_function_and_nothing_else() -> None:
    assert set(SAMPLES) == set(functions(TEMPLATE)) == set(HANDLERS)
    assert sorted(EVENTS.glob("*")) == sorted(SAMPLES.values())


@pytest.mark.parametrize(
    "logical_id", ["CatalogFunction", "ActivationFunction", "SaveFunction", "McpFunction"]
)
def test_http_samples_are_payload_2_events_of_the_functions_routes(logical_id: str) -> None:
    event = load(logical_id)
    assert event["version"] == "2.0"
    routes = {f"{r.method} {r.path}" for r in function_routes(TEMPLATE) if r.function == logical_id}
    assert event["routeKey"] in routes
    assert event["requestContext"]["routeKey"] == event["routeKey"]
    method, path = event["routeKey"].split(" ", 1)
    http = event["requestContext"]["http"]
    assert http["method"] == method and http["path"] == event["rawPath"]
    for key, value in (event.get("pathParameters") or {}).items():
        assert "{" + key + "}" in path and value in event["rawPath"]
    claims = event["requestContext"]["authorizer"]["jwt"]["claims"]
    assert claims[TEMPLATE["Parameters"]["TenantClaim"]["Default"]] == "acme"
    assert all(isinstance(v, str) for v in claims.values()), "API Gateway passes claims as text"
    if "body" in event:
        assert event["headers"]["content-length"] == str(len(event["body"].encode()))


def test_generation_sample_is_an_sqs_batch_of_an_eventbridge_event() -> None:
    [source] = sqs_event_sources(TEMPLATE)
    assert source.function == "GenerateFunction"
    [record] = load("GenerateFunction")["Records"]
    assert record["eventSource"] == "aws:sqs"
    assert record["md5OfBody"] == hashlib.md5(record["body"].encode()).hexdigest()
    body = json.loads(record["body"])
    rule = TEMPLATE["Resources"]["GenerationRule"]["Properties"]["EventPattern"]
    assert [body["detail-type"]] == rule["detail-type"]
    assert body["source"] == TEMPLATE["Parameters"]["EventSource"]["Default"]
    assert body["detail"]["tenant"] == "acme"


# ---------------------------------------------------------------- the real handlers accept them


@pytest.fixture
def handler_world(world: World, monkeypatch: pytest.MonkeyPatch) -> Iterator[World]:  # noqa: F811
    """The handler tests' world (bucket with docker-ops, empty store) plus the idempotency
    table as template.yaml defines it, and a fresh cold start of every handler."""
    from handlers.runtime import reset as reset_handlers

    monkeypatch.setenv("SKILLS_IDEMPOTENCY_TABLE", IDEMPOTENCY_TABLE)
    monkeypatch.setenv("AWS_LAMBDA_FUNCTION_NAME", FUNCTION_NAME)
    world.ddb.create_table(
        **dynamodb_create_table_kwargs(TEMPLATE, "IdempotencyTable", IDEMPOTENCY_TABLE)
    )
    reset_handlers()
    yield world
    reset_handlers()


def _invoke(logical_id: str, event: dict[str, Any]) -> dict[str, Any]:
    module_name, _, attribute = HANDLERS[logical_id].rpartition(".")
    module = importlib.import_module(module_name)
    if logical_id == "GenerateFunction":
        module = importlib.reload(module)  # its persistence layer is built per cold start
    response: dict[str, Any] = getattr(module, attribute)(event, LambdaContext(FUNCTION_NAME))
    return response


@pytest.mark.parametrize(
    ("logical_id", "status"),
    [
        ("CatalogFunction", 200),
        ("ActivationFunction", 200),
        ("SaveFunction", 201),
        ("McpFunction", 200),
    ],
)
def test_http_sample_gets_a_success(handler_world: World, logical_id: str, status: int) -> None:
    response = _invoke(logical_id, load(logical_id))
    assert response["statusCode"] == status, response.get("body")
    body = json.loads(response["body"])
    if logical_id == "CatalogFunction":
        assert "docker-ops" in [skill["name"] for skill in body["skills"]]
    elif logical_id == "ActivationFunction":
        assert body["name"] == "docker-ops" and "api" in body["content"]
    elif logical_id == "McpFunction":
        uris = [skill["uri"] for skill in body["result"]["skills"]]
        assert "skill://docker-ops/SKILL.md" in uris
    else:
        assert (body["name"], body["version"]) == ("summarize-meeting", 1)


def test_public_sample_is_a_request_under_a_link_without_credentials(
    handler_world: World,
) -> None:
    """SPEC §13: the sample's token was never issued, so it gets the one refusal."""
    event = load("PublicFunction")
    assert "authorizer" not in event["requestContext"]
    response = _invoke("PublicFunction", event)
    assert response["statusCode"] == 404
    assert response["body"] and response["isBase64Encoded"] is True


def test_generation_sample_saves_its_skill(handler_world: World) -> None:
    response = _invoke("GenerateFunction", load("GenerateFunction"))
    assert response == {"batchItemFailures": []}
    listing = _invoke("CatalogFunction", load("CatalogFunction"))
    names = [skill["name"] for skill in json.loads(listing["body"])["skills"]]
    assert "triage-alerts" in names


def test_review_sample_is_the_stream_insert_of_a_version_and_gets_reviewed(
    handler_world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sample names the version the save sample writes (tenant acme, version 1): the
    real handler reviews it (with the offline stand-in: moto has no Bedrock) and reports no
    failure."""
    from handlers.review import version_of
    from handlers.runtime import compose_with
    from skills_core.aws.deployment import build_service
    from skills_core.review.offline import OfflineReviewer

    [record] = load("ReviewFunction")["Records"]
    assert record["eventSource"] == "aws:dynamodb" and record["eventName"] == "INSERT"
    found = version_of(record)
    assert found is not None and (found.tenant, found.name, found.version) == (
        "acme", "summarize-meeting", 1
    )  # fmt: skip
    assert _invoke("SaveFunction", load("SaveFunction"))["statusCode"] == 201
    compose_with(lambda settings: build_service(settings, reviewer=lambda _: OfflineReviewer()))
    try:
        assert _invoke("ReviewFunction", load("ReviewFunction")) == {"batchItemFailures": []}
    finally:
        compose_with(None)
    listing = _invoke("CatalogFunction", load("CatalogFunction"))
    assert listing["statusCode"] == 200


def test_token_sample_gets_the_tenant_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Cognito trigger's V3_0 client-credentials sample: the claim the authorizer reads."""
    monkeypatch.delenv("SKILLS_TENANT_CLAIM", raising=False)
    response = _invoke("TokenTenantFunction", load("TokenTenantFunction"))
    access = response["response"]["claimsAndScopeOverrideDetails"]["accessTokenGeneration"]
    claim = TEMPLATE["Parameters"]["TenantClaim"]["Default"]
    assert access["claimsToAddOrOverride"] == {claim: "acme"}
