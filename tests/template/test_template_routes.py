"""The HTTP routes three ways at once: template.yaml's HttpApi events, the handlers' own routers,
and the OpenAPI document. A route declared on a function whose handler does not serve it (a
404 "no such route" in AWS), or served but undeclared (unreachable), or missing from the
document, fails here; so do the governance and search routes on the wrong function."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from handlers.runtime import reset as reset_handlers
from localrun.gateway import Api
from localrun.template import function_routes, load_template, resource
from tests.template.helpers import ROOT

TEMPLATE = load_template()
HTTP_FUNCTIONS = ("CatalogFunction", "ActivationFunction", "SaveFunction")
#: Sample values for path parameters (no skill exists: the handlers answer, not the router).
SAMPLES = {"{name}": "ghost", "{version}": "1", "{label}": "staging", "{path+}": "a/b.md"}
BODIES = {
    ("POST", "/skills"): {"name": "ghost", "description": "Ghost. Use never.", "body": "x"},
    ("POST", "/invoke"): {"input": "/ghost"},
    ("POST", "/skills/{name}/versions/{version}/review"): {"decision": "approve"},
    ("PUT", "/skills/{name}/labels/{label}"): {"version": 1},
}
NEW_ROUTES = {
    ("POST", "/skills/{name}/versions/{version}/review"): "SaveFunction",
    ("PUT", "/skills/{name}/labels/{label}"): "SaveFunction",
    ("DELETE", "/skills/{name}/labels/{label}"): "SaveFunction",
    ("GET", "/search"): "CatalogFunction",
}


def concrete(path: str) -> str:
    for placeholder, value in SAMPLES.items():
        path = path.replace(placeholder, value)
    return path


@pytest.fixture
def no_aws(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Multi tenancy with no bucket and no table: every route answers without AWS (reads
    find nothing, writes are 503), and sockets are blocked for these tests anyway."""
    for name in ("SKILLS_BUCKET", "SKILLS_TABLE", "SKILLS_IDEMPOTENCY_TABLE", "SKILLS_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SKILLS_TENANCY", "multi")
    monkeypatch.setenv("POWERTOOLS_METRICS_NAMESPACE", "SkillsTest")
    reset_handlers()
    yield
    reset_handlers()


def test_the_governance_and_search_routes_are_on_their_functions() -> None:
    declared = {(r.method, r.path): r.function for r in function_routes(TEMPLATE)}
    for route, function in NEW_ROUTES.items():
        assert declared.get(route) == function, route
    events = resource(TEMPLATE, "SaveFunction")["Properties"]["Events"]
    for name in ("ReviewVersion", "SetLabel", "RemoveLabel"):
        props = events[name]["Properties"]
        assert events[name]["Type"] == "HttpApi" and props["ApiId"] == {"Ref": "SkillsApi"}
        assert "Auth" not in props  # the API's default: the JWT authorizer
    search = resource(TEMPLATE, "CatalogFunction")["Properties"]["Events"]["SearchSkills"]
    assert search["Properties"] == {
        "ApiId": {"Ref": "SkillsApi"},
        "Method": "GET",
        "Path": "/search",
    }


def test_reviews_and_labels_write_with_the_actions_saves_use() -> None:
    """Reviews and label moves are conditional transactions on the skills table like saves:
    the save function's statement already grants them; nothing wider is needed."""
    statements = resource(TEMPLATE, "SaveFunction")["Properties"]["Policies"][0]["Statement"]
    store = next(s for s in statements if s["Sid"] == "SkillStoreReadsAndConditionalWrites")
    assert set(store["Action"]) >= {
        "dynamodb:GetItem",
        "dynamodb:Query",
        "dynamodb:PutItem",
        "dynamodb:UpdateItem",
        "dynamodb:ConditionCheckItem",
    }
    assert not any("Scan" in a or "DeleteItem" in a for s in statements for a in s["Action"])


@pytest.mark.parametrize(
    "route",
    [r for r in function_routes(TEMPLATE) if r.function in HTTP_FUNCTIONS],
    ids=lambda r: f"{r.method} {r.path}",
)
def test_every_declared_route_is_served_by_its_handler(no_aws: None, route: Any) -> None:
    api = Api(TEMPLATE, "acme")
    body = BODIES.get((route.method, route.path))
    data = json.dumps(body).encode() if body is not None else b""
    headers = {"content-type": "application/json"}
    status, _, raw = api.handle(route.method, concrete(route.path), headers, data)
    answer = json.loads(raw) if raw else {}
    error = answer.get("error", {}) if isinstance(answer, dict) else {}
    assert error.get("code") not in ("NOT_FOUND", "INTERNAL"), (status, answer)
    assert status not in (404, 405) or error.get("code") == "SKILL_NOT_FOUND", (status, answer)
    assert status < 500 or error.get("code") == "SKILL_STORE_UNAVAILABLE", (status, answer)


def test_the_openapi_document_lists_every_declared_route() -> None:
    doc = json.loads((ROOT / "docs" / "openapi.json").read_text(encoding="utf-8"))
    documented = {(method.upper(), path) for path, item in doc["paths"].items() for method in item}
    declared = {
        (r.method, r.path.replace("{path+}", "{path}"))
        for r in function_routes(TEMPLATE)
        if not (r.path == "/mcp" and r.method != "POST")  # GET/DELETE /mcp only answer 405
    }
    # SPEC §13: one greedy route under a link, documented as the index and the skill files.
    for method in ("GET", "HEAD"):
        declared.remove((method, "/l/{token}/.well-known/agent-skills/{proxy+}"))
        declared |= {
            (method, "/l/{token}/.well-known/agent-skills/index.json"),
            (method, "/l/{token}/.well-known/agent-skills/{name}/{path}"),
        }
    assert documented == declared
    mcp = doc["paths"]["/mcp"]["post"]
    assert mcp["requestBody"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/JsonRpcMessage"
    }
    assert "JsonRpcMessage" in doc["components"]["schemas"]
