"""One JSON reader and one body decoder for every request (issue 19 part 4): a body the
bounded reader refuses is a 400 on an HTTP route and a 400 with a -32700 parse error from the
MCP function, and both say the same thing about it, whether it came as text or base64."""

from __future__ import annotations

import base64

import pytest

from tests.mcp.fakes import BOUNDED_BODIES, DEEPEST_READ

from .conftest import World, invoke
from .probes import assert_error, raw_event
from .test_mcp_handler import call, mcp_event, rpc_error, tenants

__all__ = ["tenants"]  # the fixture, used by name

CASES = [pytest.param(body, fragment, id=name) for name, body, fragment in BOUNDED_BODIES]


def mcp_body(body: str, *, encoded: bool) -> dict[str, object]:
    ev = mcp_event("ping", raw_body=base64.b64encode(body.encode()).decode() if encoded else body)
    ev["isBase64Encoded"] = encoded
    return ev


@pytest.mark.parametrize("encoded", [False, True], ids=["text", "base64"])
@pytest.mark.parametrize(("body", "fragment"), CASES)
def test_mcp_and_http_refuse_the_same_bodies_saying_the_same(
    tenants: World, body: str, fragment: str, encoded: bool
) -> None:
    http = invoke(
        "activation",
        raw_event("POST", "/skills/docker-ops/activate", body.encode() if encoded else body),
    )
    message = assert_error(http, 400, "BAD_REQUEST", fragment)
    mcp = call(mcp_body(body, encoded=encoded))
    assert mcp.status == 400 and rpc_error(mcp) == -32700
    assert mcp.json["id"] is None
    assert mcp.json["error"]["message"] == "Parse error: " + message.replace(
        "the JSON body", "the body"
    )


def test_a_body_32_levels_deep_is_read_by_both(tenants: World) -> None:
    mcp = call(mcp_event("ping", modern=False, raw_body=DEEPEST_READ))
    assert mcp.status == 200 and mcp.json == {"jsonrpc": "2.0", "id": 7, "result": {}}
    nested = '{"args": ' + "[" * 31 + "]" * 31 + "}"  # the object and 31 arrays: 32 levels
    http = invoke("activation", raw_event("POST", "/skills/docker-ops/activate", nested))
    assert http.status == 200
