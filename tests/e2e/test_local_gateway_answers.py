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
