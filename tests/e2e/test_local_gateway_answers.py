"""Over real sockets: the local server's own answers are API Gateway's (``{"message": ...}``),
never the stdlib server's 501 HTML page nor the handlers' error envelope. The rules are
tested without sockets in tests/unit/test_local_gateway.py."""

from __future__ import annotations

import http.client
from urllib.parse import urlsplit

import pytest

from localrun.gateway import MAX_BODY_BYTES

from .conftest import LocalServer


@pytest.mark.parametrize(
    ("method", "path"),
    [("GET", "/nope"), ("PUT", "/skills"), ("OPTIONS", "/skills"), ("HEAD", "/nope")],
)
def test_no_route_is_not_found(local_server: LocalServer, method: str, path: str) -> None:
    reply = local_server.request(method, path)
    assert reply.status == 404
    assert reply.headers["Content-Type"] == "application/json"
    if method != "HEAD":
        assert reply.text == '{"message":"Not Found"}'


def test_a_body_over_10_mb_is_refused_unread(local_server: LocalServer) -> None:
    url = urlsplit(local_server.url)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    try:
        connection.putrequest("POST", "/skills")
        connection.putheader("Content-Type", "application/json")
        connection.putheader("Content-Length", str(MAX_BODY_BYTES + 1))
        connection.endheaders()  # the body is never sent: the answer comes first
        response = connection.getresponse()
        assert response.status == 413
        assert response.read() == b'{"message":"Request Entity Too Large"}'
    finally:
        connection.close()


@pytest.mark.parametrize("declared", ["abc", "-1", "1e3", "²"])
def test_a_length_that_is_not_a_byte_count_is_a_bad_request(
    local_server: LocalServer, declared: str
) -> None:
    url = urlsplit(local_server.url)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    try:
        connection.putrequest("POST", "/skills")
        connection.putheader("Content-Type", "application/json")
        connection.putheader("Content-Length", declared)
        connection.endheaders()
        response = connection.getresponse()
        assert response.status == 400
        assert response.read() == b'{"message":"Bad Request"}'
    finally:
        connection.close()


@pytest.mark.parametrize("method", ["TRACE", "CONNECT", "PROPFIND", "FOO"])
def test_unknown_methods_are_the_gateways_404(local_server: LocalServer, method: str) -> None:
    """No route has them: 404 JSON as the gateway answers, never the stdlib's 501 page."""
    url = urlsplit(local_server.url)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    try:
        connection.request(method, "/skills")
        response = connection.getresponse()
        assert response.status == 404
        assert response.getheader("Content-Type") == "application/json"
        assert response.read() == b'{"message":"Not Found"}'
    finally:
        connection.close()


@pytest.mark.parametrize("path", ["/mcp", "/skills"])
def test_a_browser_on_this_machine_gets_cors(local_server: LocalServer, path: str) -> None:
    """A browser MCP client (MCP Inspector's UI on localhost) preflights ``/mcp`` with the MCP
    headers; the gateway answers the preflight itself, as for every route."""
    origin = "http://localhost:6274"
    preflight = local_server.request(
        "OPTIONS",
        path,
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type,mcp-protocol-version,authorization",
        },
    )
    assert preflight.status == 204
    assert preflight.headers["Access-Control-Allow-Origin"] == origin
    allowed = {
        h.strip().lower() for h in preflight.headers["Access-Control-Allow-Headers"].split(",")
    }
    assert {"content-type", "mcp-protocol-version", "authorization"} <= allowed
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]


def test_mcp_answers_a_browser_on_this_machine(local_server: LocalServer) -> None:
    origin = "http://127.0.0.1:6274"
    reply = local_server.request(
        "POST",
        "/mcp",
        {"jsonrpc": "2.0", "id": 1, "method": "ping"},
        headers={"Origin": origin, "Accept": "application/json, text/event-stream"},
    )
    assert reply.status == 200, reply.text
    assert reply.headers["Access-Control-Allow-Origin"] == origin


def test_another_sites_page_gets_no_cors(local_server: LocalServer) -> None:
    preflight = local_server.request(
        "OPTIONS",
        "/mcp",
        headers={"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"},
    )
    assert preflight.status == 204 and "Access-Control-Allow-Origin" not in preflight.headers
