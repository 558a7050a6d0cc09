"""The transport: HTTP-level checks in order, era routing, the modern validation ladder."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest

from skills_core.mcp import jsonrpc
from skills_core.mcp.transport import (
    LOOPBACK_HOSTS,
    MAX_BODY_BYTES,
    Call,
    Era,
    HttpRequest,
    allowed_hosts,
    hostname,
    receive,
    reply,
)
from tests.mcp.fakes import BOUNDED_BODIES, DEEPEST_READ, MODERN, Tenants, meta, rpc


def refused(request: HttpRequest) -> tuple[int, dict[str, str], Any]:
    response = receive(request)
    assert not isinstance(response, Call), response
    body = json.loads(response.body) if response.body else None
    assert response.headers["Content-Length"] == str(len(response.body))
    return response.status, response.headers, body


def with_headers(request: HttpRequest, **changes: str | None) -> HttpRequest:
    headers = {**request.headers}
    for name, value in changes.items():
        key = name.replace("_", "-")
        if value is None:
            headers.pop(key, None)
        else:
            headers[key] = value
    return HttpRequest(request.method, headers, request.body, request.allowed_hosts)


# ---------------------------------------------------------------- Host and Origin (first)


@pytest.mark.parametrize(
    ("host", "origin"),
    [
        ("evil.example.com", "http://evil.example.com"),
        ("evil.example.com", None),
        ("127.0.0.1:3000", "http://evil.example.com"),
        ("127.0.0.1:3000", "null"),
        ("127.0.0.1:3000", "ftp://127.0.0.1"),
        (None, None),
        ("127.0.0.1:notaport", None),
    ],
)
def test_foreign_host_or_origin_is_403_for_every_method(
    host: str | None, origin: str | None
) -> None:
    for method in ("POST", "GET", "DELETE"):
        request = with_headers(rpc("tools/list", http_method=method), host=host, origin=origin)
        status, _, body = refused(request)
        assert status == 403
        assert body["error"]["code"] == jsonrpc.INVALID_REQUEST and body["id"] is None


@pytest.mark.parametrize(
    ("host", "origin"),
    [
        ("localhost:3000", "http://localhost:3000"),
        ("127.0.0.1", None),
        ("[::1]:8080", "https://[::1]:8080"),
        ("LOCALHOST", "http://LocalHost"),
    ],
)
def test_loopback_host_and_origin_are_served(host: str, origin: str | None) -> None:
    assert isinstance(receive(with_headers(rpc("tools/list"), host=host, origin=origin)), Call)


def test_allowed_hosts_in_aws_are_the_api_domain_and_the_setting() -> None:
    domain = "abc123.execute-api.us-east-1.amazonaws.com"
    hosts = allowed_hosts(domain, ["https://app.example.com", "skills.example.com:443", "::bad"])
    assert hosts == {domain, "app.example.com", "skills.example.com"}
    assert allowed_hosts(None) == allowed_hosts("127.0.0.1") == LOOPBACK_HOSTS
    request = with_headers(rpc("tools/list"), host=domain, origin="https://app.example.com")
    aws = HttpRequest(request.method, request.headers, request.body, hosts)
    assert isinstance(receive(aws), Call)
    local = with_headers(rpc("tools/list"), host="127.0.0.1:3000")
    assert refused(HttpRequest("POST", local.headers, local.body, hosts))[0] == 403


def test_hostname() -> None:
    assert hostname("Example.COM:443") == "example.com"
    assert hostname("https://a.example.com:8443/x") == "a.example.com"
    assert hostname("[::1]:3000") == "::1"
    assert hostname("") is None and hostname("a:b:c") is None


# ---------------------------------------------------------------- HTTP method, media types, size


@pytest.mark.parametrize("method", ["GET", "DELETE", "PUT", "PATCH"])
def test_other_methods_are_405_with_allow_post(method: str) -> None:
    status, headers, body = refused(rpc("tools/list", http_method=method))
    assert (status, headers["Allow"], body) == (405, "POST", None)
    assert headers["Content-Length"] == "0"


@pytest.mark.parametrize("accept", ["text/html", "text/event-stream", "application/json;q=0"])
def test_accept_without_json_is_406(accept: str) -> None:
    assert refused(with_headers(rpc("tools/list"), accept=accept))[0] == 406


@pytest.mark.parametrize("accept", [None, "*/*", "application/*", "text/html, application/json"])
def test_accept_with_json_or_none_is_served(accept: str | None) -> None:
    assert isinstance(receive(with_headers(rpc("tools/list"), accept=accept)), Call)


@pytest.mark.parametrize(
    "content_type",
    ["text/plain", "application/x-www-form-urlencoded", "application/json; charset=latin-1"],
)
def test_non_json_content_type_is_415(content_type: str) -> None:
    status, _, body = refused(with_headers(rpc("tools/list"), content_type=content_type))
    assert status == 415 and body["error"]["code"] == jsonrpc.INVALID_REQUEST


def test_json_content_type_with_utf8_charset_or_none_is_served() -> None:
    for content_type in ("Application/JSON; charset=UTF-8", None):
        assert isinstance(receive(with_headers(rpc("tools/list"), content_type=content_type)), Call)


def test_oversized_body_is_413() -> None:
    request = rpc("tools/list")
    padded = (request.body or b"")[:-1] + b',"pad":"' + b"x" * MAX_BODY_BYTES + b'"}'
    status, _, body = refused(HttpRequest("POST", request.headers, padded))
    assert status == 413 and body["error"]["code"] == jsonrpc.INVALID_REQUEST


# ---------------------------------------------------------------- JSON-RPC shape


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (b"{not json", jsonrpc.PARSE_ERROR),
        (b"\xff\xfe", jsonrpc.PARSE_ERROR),
        (None, jsonrpc.PARSE_ERROR),
        (b"[" * 100_000, jsonrpc.PARSE_ERROR),
        (b'[{"jsonrpc":"2.0","id":1,"method":"ping"}]', jsonrpc.INVALID_REQUEST),
        (b'"ping"', jsonrpc.INVALID_REQUEST),
        (b'{"jsonrpc":"2.0","id":null,"method":"ping"}', jsonrpc.INVALID_REQUEST),
        (b'{"jsonrpc":"2.0","id":1.5,"method":"ping"}', jsonrpc.INVALID_REQUEST),
        (b'{"jsonrpc":"2.0","id":true,"method":"ping"}', jsonrpc.INVALID_REQUEST),
        (b'{"jsonrpc":"1.0","id":7,"method":"ping"}', jsonrpc.INVALID_REQUEST),
        (b'{"jsonrpc":"2.0","id":7,"method":42}', jsonrpc.INVALID_REQUEST),
    ],
)
def test_malformed_bodies_are_400_in_both_eras(body: bytes | None, code: int) -> None:
    for modern in (True, False):
        request = rpc("ping", modern=modern)
        status, _, answer = refused(HttpRequest("POST", request.headers, body))
        assert status == 400 and answer["error"]["code"] == code
        assert answer["id"] == (7 if b'"id":7' in (body or b"") else None)


@pytest.mark.parametrize(
    ("body", "fragment"),
    [pytest.param(body, fragment, id=name) for name, body, fragment in BOUNDED_BODIES],
)
def test_bodies_the_bounded_reader_refuses_are_parse_errors_saying_why(
    body: str, fragment: str
) -> None:
    """The HTTP routes' JSON reader reads MCP bodies too: depth, value count, duplicate keys,
    non-JSON constants, long numbers and lone surrogates are -32700 with its message."""
    for modern in (True, False):
        request = rpc("ping", modern=modern)
        status, _, answer = refused(HttpRequest("POST", request.headers, body.encode()))
        assert status == 400 and answer["error"]["code"] == jsonrpc.PARSE_ERROR
        assert answer["id"] is None
        assert answer["error"]["message"].startswith("Parse error: the body")
        assert fragment in answer["error"]["message"], answer


def test_a_body_32_levels_deep_is_read() -> None:
    request = rpc("ping", modern=False)
    call = receive(HttpRequest("POST", request.headers, DEEPEST_READ.encode()))
    assert isinstance(call, Call) and call.method == "ping"


def test_notifications_are_202_empty() -> None:
    for modern in (True, False):
        request = rpc("notifications/initialized", modern=modern)
        data = json.loads(request.body or b"")
        del data["id"]
        response = receive(HttpRequest("POST", request.headers, json.dumps(data).encode()))
        assert not isinstance(response, Call)
        assert (response.status, response.body, response.headers["Content-Length"]) == (
            202,
            b"",
            "0",
        )


def test_id_zero_is_a_request_not_a_notification() -> None:
    call = receive(rpc("initialize", {"protocolVersion": "2025-11-25"}, modern=False, request_id=0))
    assert isinstance(call, Call) and call.id == 0


def test_a_posted_response_is_accepted_on_legacy_and_refused_on_modern() -> None:
    legacy, modern = rpc("x", modern=False), rpc("x")
    body = b'{"jsonrpc":"2.0","id":3,"result":{}}'
    assert receive(HttpRequest("POST", legacy.headers, body)).status == 202  # type: ignore[union-attr]
    status, _, answer = refused(HttpRequest("POST", modern.headers, body))
    assert status == 400 and answer["id"] == 3


# ---------------------------------------------------------------- era routing and the ladder


@pytest.mark.parametrize(
    ("version", "era"),
    [
        (None, Era.LEGACY),
        ("2025-11-25", Era.LEGACY),
        (" 2025-06-18 ", Era.LEGACY),
        (MODERN, Era.MODERN),
    ],
)
def test_era_follows_the_protocol_version_header(version: str | None, era: Era) -> None:
    request = rpc("tools/list", modern=version == MODERN, headers={})
    call = receive(with_headers(request, mcp_protocol_version=version))
    assert isinstance(call, Call) and call.era is era


def test_legacy_params_must_be_an_object() -> None:
    request = rpc("ping", modern=False)
    body = b'{"jsonrpc":"2.0","id":4,"method":"ping","params":[1]}'
    status, _, answer = refused(HttpRequest("POST", request.headers, body))
    assert (status, answer["error"]["code"], answer["id"]) == (200, jsonrpc.INVALID_PARAMS, 4)


def modern_body(method: str, params: dict[str, Any] | None, request_id: int = 9) -> bytes:
    return json.dumps(
        {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
    ).encode()


@pytest.mark.parametrize(
    ("params", "headers", "code"),
    [
        ({}, {}, jsonrpc.INVALID_PARAMS),
        (None, {}, jsonrpc.INVALID_PARAMS),
        ({"_meta": {"io.modelcontextprotocol/clientCapabilities": {}}}, {}, jsonrpc.INVALID_PARAMS),
        (
            {"_meta": {"io.modelcontextprotocol/protocolVersion": MODERN}},
            {},
            jsonrpc.INVALID_PARAMS,
        ),
        ({"_meta": meta("v999.0.0")}, {}, jsonrpc.HEADER_MISMATCH),
        ({"_meta": meta()}, {"mcp-method": None}, jsonrpc.HEADER_MISMATCH),
        ({"_meta": meta()}, {"mcp-method": "TOOLS/LIST"}, jsonrpc.HEADER_MISMATCH),
        ({"_meta": meta()}, {"mcp-method": "prompts/list"}, jsonrpc.HEADER_MISMATCH),
        ({"_meta": meta()}, {"mcp-method": "tools/list,tools/list"}, jsonrpc.HEADER_MISMATCH),
    ],
)
def test_modern_ladder(params: Any, headers: dict[str, str | None], code: int) -> None:
    request = with_headers(
        rpc("tools/list"), **{k.replace("-", "_"): v for k, v in headers.items()}
    )
    status, _, answer = refused(
        HttpRequest("POST", request.headers, modern_body("tools/list", params))
    )
    assert (status, answer["error"]["code"], answer["id"]) == (400, code, 9)


def test_unsupported_version_comes_last_and_names_the_versions() -> None:
    request = with_headers(rpc("server/discover"), mcp_protocol_version="v999.0.0")
    body = modern_body("server/discover", {"_meta": meta("v999.0.0")})
    status, _, answer = refused(HttpRequest("POST", request.headers, body))
    assert status == 400
    assert answer["error"]["code"] == jsonrpc.UNSUPPORTED_VERSION
    assert answer["error"]["data"] == {"supported": [MODERN], "requested": "v999.0.0"}


def test_client_info_is_optional_and_method_header_is_trimmed() -> None:
    call = receive(with_headers(rpc("tools/list"), mcp_method="  tools/list  "))
    assert isinstance(call, Call) and call.params == {}  # _meta is not passed on


@pytest.mark.parametrize(
    ("name_header", "served"),
    [
        ("use_skill", True),
        ("  use_skill  ", True),
        ("=?base64?" + base64.b64encode(b"use_skill").decode() + "?=", True),
        ("=?base64?%%%?=", False),
        ("wrong_tool_name", False),
        (None, False),
    ],
)
def test_mcp_name_mirrors_the_tool_name(name_header: str | None, served: bool) -> None:
    request = with_headers(
        rpc("tools/call", {"name": "use_skill", "arguments": {}}), mcp_name=name_header
    )
    result = receive(request)
    if served:
        assert isinstance(result, Call)
    else:
        assert (
            not isinstance(result, Call)
            and json.loads(result.body)["error"]["code"] == jsonrpc.HEADER_MISMATCH
        )


def test_mcp_name_is_not_required_where_the_body_has_no_value() -> None:
    for method, params in (("skills/get", {"uri": "skill://a/SKILL.md"}), ("resources/read", {})):
        assert isinstance(receive(with_headers(rpc(method, params), mcp_name=None)), Call)


def test_answers_are_single_line_json_with_content_length(tenants: Tenants) -> None:
    reply = tenants.post("skills/list")
    assert reply.status == 200 and b"\n" not in reply.body
    assert reply.headers == {
        "Content-Type": "application/json",
        "Content-Length": str(len(reply.body)),
    }


def test_a_result_json_cannot_carry_is_an_internal_error_not_a_crash() -> None:
    call = receive(rpc("tools/list"))
    assert isinstance(call, Call)
    response = reply(call, {"bad": float("nan")})
    answer = json.loads(response.body)
    assert response.status == 500 and answer["error"]["code"] == jsonrpc.INTERNAL_ERROR
    assert answer["id"] == 1
