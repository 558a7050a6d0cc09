"""The MCP function: API Gateway events in, Lambda responses out, on moto, two tenants."""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from handlers import runtime as handler_app
from handlers.http import mcp as mcp_handler
from skills_core.service import Principal, SaveCommand

from .conftest import DOMAIN, HttpResult, LambdaContext, World, event, skill_md

MODERN = "2026-07-28"
WARNINGS = "io.modelcontextprotocol.skills/warnings"


@pytest.fixture
def tenants(world: World) -> Iterator[World]:
    """The conftest's global skills, plus one skill of tenant ``acme`` and one of ``globex``."""
    world.put("tenants/acme/acme-only/SKILL.md", skill_md("acme-only", "Acme's own. Use at Acme."))
    world.put("tenants/acme/acme-only/notes/a.md", "# A\n")
    world.put(
        "tenants/globex/globex-secret/SKILL.md", skill_md("globex-secret", "Globex. Use never.")
    )
    handler_app.reset()
    yield world
    handler_app.reset()


def mcp_event(
    rpc_method: str | None = "skills/list",
    params: dict[str, Any] | None = None,
    *,
    tenant: str | None = "acme",
    modern: bool = True,
    headers: Mapping[str, str | None] | None = None,
    http_method: str = "POST",
    raw_body: str | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    params = dict(params or {})
    sent: dict[str, str] = {"host": DOMAIN, "accept": "application/json, text/event-stream"}
    if modern and rpc_method is not None:
        params["_meta"] = {
            "io.modelcontextprotocol/protocolVersion": MODERN,
            "io.modelcontextprotocol/clientCapabilities": {},
        }
        sent.update({"MCP-Protocol-Version": MODERN, "Mcp-Method": rpc_method})
        if rpc_method == "resources/read" and isinstance(params.get("uri"), str):
            sent["Mcp-Name"] = params["uri"]
        if rpc_method == "tools/call" and isinstance(params.get("name"), str):
            sent["Mcp-Name"] = params["name"]
    for name, value in (headers or {}).items():
        sent.pop(name, None)
        if value is not None:
            sent[name] = value
    body = {"jsonrpc": "2.0", "id": 1, "method": rpc_method, "params": params}
    ev = event(
        http_method, "/mcp", body=body, headers=sent, tenant=tenant, raw_body=raw_body, **kwargs
    )
    for name, value in (headers or {}).items():
        if value is None:
            ev["headers"].pop(name.lower(), None)
    return ev


def call(ev: dict[str, Any]) -> HttpResult:
    response = mcp_handler.lambda_handler(ev, LambdaContext("skills-test"))
    text = response.get("body") or ""
    headers = {k.lower(): v for k, v in (response.get("headers") or {}).items()}
    assert headers["content-length"] == str(len(text.encode()))
    assert "\n" not in text
    return HttpResult(response["statusCode"], headers, text, json.loads(text) if text else None)


def rpc_error(result: HttpResult) -> int:
    code: int = result.json["error"]["code"]
    return code


# ---------------------------------------------------------------- authentication first


@pytest.mark.parametrize(
    "ev",
    [
        mcp_event(tenant=None),
        mcp_event(tenant=None, http_method="GET"),
        mcp_event(tenant=None, raw_body="{not json"),
        mcp_event(tenant=None, headers={"host": "evil.example.com"}),
        mcp_event(claims={"tenant_id": "../other", "sub": "x"}),
    ],
)
def test_no_valid_tenant_is_401_in_the_service_envelope_before_anything_else(
    tenants: World, ev: dict[str, Any]
) -> None:
    result = call(ev)
    assert result.status == 401
    assert result.json["error"]["code"] == "UNAUTHORIZED"


# ---------------------------------------------------------------- the skills, per tenant


def test_each_tenant_lists_global_and_its_own_skills(tenants: World) -> None:
    acme = call(mcp_event("skills/list"))
    assert acme.status == 200
    uris = [s["uri"] for s in acme.json["result"]["skills"]]
    assert uris == [
        "skill://acme-only/SKILL.md",
        "skill://code-review/SKILL.md",
        "skill://docker-ops/SKILL.md",
    ]
    globex = call(mcp_event("skills/list", tenant="globex"))
    assert "skill://globex-secret/SKILL.md" in [s["uri"] for s in globex.json["result"]["skills"]]
    assert "skill://acme-only/SKILL.md" not in globex.text


def test_digests_are_of_the_bytes_served(tenants: World) -> None:
    listed = call(mcp_event("skills/get", {"uri": "skill://docker-ops/SKILL.md"}))
    manifest = listed.json["result"]["skill"]["resources"]
    assert len(manifest) == 4 and manifest[0]["uri"] == "skill://docker-ops/SKILL.md"
    for item in manifest:
        read = call(mcp_event("resources/read", {"uri": item["uri"]}))
        [content] = read.json["result"]["contents"]
        data = content["text"].encode() if "text" in content else base64.b64decode(content["blob"])
        assert item["digest"] == "sha256:" + hashlib.sha256(data).hexdigest()
        assert item["size"] == len(data)


def test_store_skills_are_served_with_the_stores_digest(tenants: World) -> None:
    service = handler_app.get_service()
    principal = Principal.for_jwt("acme", frozenset({"skills/write"}), "user-1")
    saved = service.save(
        principal, SaveCommand(name="stored-one", description="Stored. Use it.", body="Hi.")
    )
    entry = call(mcp_event("skills/get", {"uri": "skill://stored-one/SKILL.md"})).json["result"][
        "skill"
    ]
    assert entry["resources"][0]["digest"] == saved.digest
    text = call(mcp_event("resources/read", {"uri": "skill://stored-one/SKILL.md"}))
    served = text.json["result"]["contents"][0]["text"].encode()
    assert saved.digest == "sha256:" + hashlib.sha256(served).hexdigest()


@pytest.mark.parametrize(
    "uri", ["skill://globex-secret/SKILL.md", "skill://no-such-skill/SKILL.md"]
)
def test_another_tenants_skill_is_not_found_and_nothing_is_revealed(
    tenants: World, uri: str
) -> None:
    read = call(mcp_event("resources/read", {"uri": uri}))
    assert read.status == 400
    assert read.json["error"] == {
        "code": -32602,
        "message": "Resource not found",
        "data": {"uri": uri},
    }
    got = call(mcp_event("skills/get", {"uri": uri}))
    assert got.status == 400 and rpc_error(got) == -32602
    assert "Globex" not in got.text and "Use never" not in got.text
    tool = call(
        mcp_event(
            "tools/call", {"name": "use_skill", "arguments": {"skill_name": uri.split("/")[2]}}
        )
    )
    assert tool.json["result"]["isError"] is True and "Use never" not in tool.text


def test_a_missing_bucket_is_a_warning_not_an_error(
    tenants: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_BUCKET", "no-such-bucket")
    handler_app.reset()
    result = call(mcp_event("skills/list"))
    assert result.status == 200
    assert result.json["result"]["skills"] == []
    assert result.json["result"]["_meta"][WARNINGS]  # the same warnings GET /skills gives


def test_tools_work_through_the_function(tenants: World) -> None:
    listed = call(mcp_event("tools/list")).json["result"]["tools"]
    assert [t["name"] for t in listed] == ["use_skill", "read_skill_file", "search_skills"]
    empty = call(mcp_event("tools/call", {"name": "use_skill", "arguments": {}}))
    assert empty.status == 200 and empty.json["result"]["isError"] is True
    denied = call(
        mcp_event(
            "tools/call",
            {"name": "read_skill_file", "arguments": {"skill": "docker-ops", "path": "../x"}},
        )
    )
    assert denied.json["result"]["isError"] is True
    used = call(
        mcp_event("tools/call", {"name": "use_skill", "arguments": {"skill_name": "docker-ops"}})
    )
    assert used.json["result"]["isError"] is False


# ---------------------------------------------------------------- bad input


def test_malformed_json_is_400_parse_error(tenants: World) -> None:
    result = call(mcp_event(raw_body="{not json"))
    assert result.status == 400 and rpc_error(result) == -32700 and result.json["id"] is None


def test_batches_are_400_invalid_request(tenants: World) -> None:
    batch = json.dumps([{"jsonrpc": "2.0", "id": 1, "method": "ping"}])
    result = call(mcp_event(raw_body=batch))
    assert result.status == 400 and rpc_error(result) == -32600


def test_unknown_method_is_404_on_the_modern_wire_and_200_on_legacy(tenants: World) -> None:
    modern = call(mcp_event("no/such"))
    assert modern.status == 404 and rpc_error(modern) == -32601
    legacy = call(mcp_event("no/such", modern=False))
    assert legacy.status == 200 and rpc_error(legacy) == -32601


def test_wrong_params_are_invalid_params(tenants: World) -> None:
    for rpc_method, params in (
        ("skills/get", {"uri": 42}),
        ("skills/list", {"cursor": "forged"}),
        ("resources/directory/read", {}),
    ):
        result = call(mcp_event(rpc_method, params))
        assert result.status == 400 and rpc_error(result) == -32602, rpc_method


def test_oversized_requests_are_413(tenants: World) -> None:
    big = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping", "pad": "x" * (1024 * 1024)})
    result = call(mcp_event(raw_body=big))
    assert result.status == 413 and rpc_error(result) == -32600
    encoded = mcp_event(raw_body=base64.b64encode(big.encode()).decode())
    encoded["isBase64Encoded"] = True
    assert call(encoded).status == 413


def test_base64_bodies_are_decoded(tenants: World) -> None:
    ev = mcp_event("skills/list")
    ev["body"], ev["isBase64Encoded"] = base64.b64encode(ev["body"].encode()).decode(), True
    assert call(ev).status == 200
    ev["body"] = "!!! not base64"
    result = call(ev)
    assert result.status == 400 and rpc_error(result) == -32700


def test_protocol_version_header(tenants: World) -> None:
    legacy = call(mcp_event("ping", modern=False, headers={"MCP-Protocol-Version": None}))
    assert legacy.json == {"jsonrpc": "2.0", "id": 1, "result": {}}
    unsupported = call(mcp_event("tools/list", headers={"MCP-Protocol-Version": "2099-01-01"}))
    assert unsupported.status == 400 and rpc_error(unsupported) == -32020  # _meta says 2026
    mismatch = call(mcp_event("tools/list", headers={"Mcp-Method": "prompts/list"}))
    assert mismatch.status == 400 and rpc_error(mismatch) == -32020


@pytest.mark.parametrize(
    "headers",
    [
        {"host": "evil.example.com"},
        {"origin": "https://evil.example.com"},
        {"host": "127.0.0.1:3000"},  # loopback is the local run's, not the API's
    ],
)
def test_foreign_host_or_origin_is_403(tenants: World, headers: dict[str, str]) -> None:
    for http_method in ("POST", "GET"):
        assert call(mcp_event(headers=headers, http_method=http_method)).status == 403


def test_allowed_hosts_setting_admits_a_browser_origin(
    tenants: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    origin = {"origin": "https://app.example.com"}
    assert call(mcp_event(headers=origin)).status == 403
    monkeypatch.setenv("SKILLS_MCP_ALLOWED_HOSTS", "https://app.example.com, skills.example.com")
    handler_app.reset()  # settings are read once per execution environment
    assert call(mcp_event(headers=origin)).status == 200
    assert call(mcp_event(headers={"host": "skills.example.com"})).status == 200


@pytest.mark.parametrize("http_method", ["GET", "DELETE"])
def test_get_and_delete_are_405_allow_post(tenants: World, http_method: str) -> None:
    result = call(mcp_event(http_method=http_method))
    assert (result.status, result.headers["allow"], result.text) == (405, "POST", "")


def test_wrong_content_type_is_415_and_wrong_accept_406(tenants: World) -> None:
    assert call(mcp_event(headers={"content-type": "text/plain"})).status == 415
    assert call(mcp_event(headers={"accept": "text/html"})).status == 406
