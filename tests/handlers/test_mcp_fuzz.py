"""Property: the MCP function answers any JSON-RPC message, however malformed, without a 500
or an internal error (-32603): generated methods (known, unknown, wrong types), params
(arbitrary JSON, wrong types, huge and deep values, lone surrogates), ids, batches, protocol
eras and headers. Every answer is one JSON document; a JSON-RPC error carries a code from the
specification and a message written for a person."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from handlers import runtime as handler_app
from handlers.http import mcp as mcp_handler

from .conftest import DOMAIN, LambdaContext, World, event

MODERN = "2026-07-28"
LEGACY = "2025-06-18"
KNOWN_METHODS = [
    "initialize",
    "ping",
    "server/discover",
    "skills/list",
    "skills/get",
    "resources/list",
    "resources/read",
    "resources/templates/list",
    "tools/list",
    "tools/call",
    "notifications/initialized",
]
#: Codes a caller may get; -32603 (internal error) is a bug.
ALLOWED_CODES = {-32700, -32600, -32601, -32602, -32020, -32021, -32022, -32002}
FOREIGN = ("Traceback", "Input should", "errors.pydantic.dev", "list[any]", "NoneType")
ALLOWED_STATUS = {200, 202, 400, 401, 403, 404, 405, 406, 413, 415}

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=40)
    | st.sampled_from(["\ud800", "skill://docker-ops/SKILL.md", "skill://../x", "x" * 5000])
)
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=12,
)
uris = st.sampled_from(
    [
        "skill://docker-ops/SKILL.md",
        "skill://docker-ops/references/REFERENCE.md",
        "skill://docker-ops/../../etc/passwd",
        "skill://acme-only/SKILL.md",
        "skill://globex-secret/SKILL.md",
        "skill:///SKILL.md",
        "file:///etc/passwd",
        "skill://%2e%2e/SKILL.md",
        "",
    ]
)
params = st.one_of(
    json_values,
    st.fixed_dictionaries({"uri": uris | json_scalars}),
    st.fixed_dictionaries({"cursor": json_scalars}),
    st.fixed_dictionaries(
        {"name": st.sampled_from(["use_skill", "read_skill_file", "search_skills", "nope"])},
        optional={"arguments": json_values},
    ),
)
methods = st.sampled_from(KNOWN_METHODS) | json_scalars
ids = (
    st.none()
    | st.integers()
    | st.text(max_size=10)
    | st.floats(allow_nan=False)
    | st.lists(st.integers(), max_size=2)
)


def _message(method: Any, params_value: Any, ident: Any, modern: bool) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": ident, "method": method}
    if params_value is not None:
        if modern and isinstance(params_value, dict):
            params_value = {
                **params_value,
                "_meta": {
                    "io.modelcontextprotocol/protocolVersion": MODERN,
                    "io.modelcontextprotocol/clientCapabilities": {},
                },
            }
        message["params"] = params_value
    return message


def _send(body: str, modern: bool, method_header: str | None) -> dict[str, Any]:
    headers = {"host": DOMAIN, "accept": "application/json, text/event-stream"}
    if modern:
        headers["MCP-Protocol-Version"] = MODERN
        if method_header is not None:
            headers["Mcp-Method"] = method_header
    else:
        headers["MCP-Protocol-Version"] = LEGACY
    ev = event("POST", "/mcp", headers=headers, tenant="acme", raw_body=body)
    response: dict[str, Any] = mcp_handler.lambda_handler(ev, LambdaContext("skills-test"))
    return response


def _check(response: dict[str, Any]) -> None:
    status = response["statusCode"]
    assert status in ALLOWED_STATUS, status
    text = response.get("body") or ""
    for marker in FOREIGN:
        assert marker not in text, text[:300]
    if not text:
        return
    document = json.loads(text)
    for reply in document if isinstance(document, list) else [document]:
        if isinstance(reply, dict) and "error" in reply and "jsonrpc" in reply:
            assert reply["error"]["code"] in ALLOWED_CODES, reply
            assert isinstance(reply["error"]["message"], str) and reply["error"]["message"]


@pytest.fixture
def acme(world: World) -> World:
    world.put(
        "tenants/acme/acme-only/SKILL.md",
        "---\nname: acme-only\ndescription: Acme's own. Use at Acme.\n---\nBody.\n",
    )
    handler_app.reset()
    return world


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    method=methods,
    params_value=params | st.none(),
    ident=ids,
    modern=st.booleans(),
    header_matches=st.booleans(),
)
def test_no_message_gets_an_internal_error(
    acme: World, method: Any, params_value: Any, ident: Any, modern: bool, header_matches: bool
) -> None:
    body = json.dumps(_message(method, params_value, ident, modern))
    header = method if (header_matches and isinstance(method, str)) else "tools/list"
    _check(_send(body, modern, header))


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(payload=json_values, modern=st.booleans())
def test_any_json_document_is_answered(acme: World, payload: Any, modern: bool) -> None:
    _check(_send(json.dumps(payload), modern, "ping"))


@pytest.mark.parametrize(
    "body",
    [
        "",
        "{",
        "[]",
        "[" * 100_000 + "]" * 100_000,
        '{"jsonrpc": "2.0", "id": 1, "method": "ping"' + ', "x": 1' * 50_000 + "}",
        '{"jsonrpc": "2.0", "id": 1, "method": "\\ud800"}',
        json.dumps([{"jsonrpc": "2.0", "id": i, "method": "ping"} for i in range(1000)]),
        '{"jsonrpc": "2.0", "id": 1, "method": "skills/get", "params": {"uri": "'
        + "a" * 2_000_000
        + '"}}',
    ],
    ids=["empty", "truncated", "empty-batch", "deep", "wide", "surrogate", "batch", "2-MB-uri"],
)
@pytest.mark.parametrize("modern", [True, False])
def test_hostile_bodies(acme: World, body: str, modern: bool) -> None:
    _check(_send(body, modern, "ping"))
