"""One cursor codec for the HTTP pages (``p1.``) and the MCP lists (``c1.``): both wire formats
are pinned to cursors issued before the two copies became one, so a cursor a client holds
keeps working, and the refusals of each wire stay its own."""

from __future__ import annotations

import pytest

from skills_core.errors import BadRequestError
from skills_core.mcp import cursors
from skills_core.mcp.jsonrpc import RpcError
from skills_core.service import paging
from skills_core.wire.cursor import CursorCodec, CursorError

QUERY = {"label": None, "style": "use_skill", "flavor": "anthropic", "max_chars": None}
#: Issued by service/paging.py and mcp/cursors.py as they were (commit 5f53f25).
HTTP_BOUND = "4b7a636d97e290a400f9203fb4826f99"
HTTP_CURSOR = "p1.WyI0YjdhNjM2ZDk3ZTI5MGE0MDBmOTIwM2ZiNDgyNmY5OSIsImRvY2tlci1vcHMiXQ"
MCP_BOUND = "17ec087c41a58ee2"
MCP_CURSOR = "c1.WyIxN2VjMDg3YzQxYTU4ZWUyIiwiYSIsInNraWxsOi8veC9TS0lMTC5tZCIsIlx1MDBmYyJd"
MCP_POSITION = ["a", "skill://x/SKILL.md", "ü"]


def test_http_cursors_are_the_ones_issued_before() -> None:
    assert paging.binding("acme", QUERY) == HTTP_BOUND
    assert paging.encode(HTTP_BOUND, "docker-ops") == HTTP_CURSOR
    assert paging.decode(HTTP_BOUND, HTTP_CURSOR) == "docker-ops"
    assert paging.decode(HTTP_BOUND, None) is None


def test_mcp_cursors_are_the_ones_issued_before() -> None:
    assert cursors.binding("acme", "resources/list") == MCP_BOUND
    assert cursors.encode(MCP_BOUND, MCP_POSITION) == MCP_CURSOR
    assert cursors.decode(MCP_BOUND, MCP_CURSOR, 3) == MCP_POSITION


def test_each_wire_refuses_in_its_own_words() -> None:
    other = paging.binding("globex", QUERY)
    with pytest.raises(BadRequestError, match="another tenant or to another query"):
        paging.decode(other, HTTP_CURSOR)
    for bad in ("p1.!!!", "p1." + "A" * 300, MCP_CURSOR, paging.encode(HTTP_BOUND, "Bad Name")):
        with pytest.raises(BadRequestError, match="not issued by this API"):
            paging.decode(HTTP_BOUND, bad)
    for bad_mcp in (HTTP_CURSOR, "c1." + "A" * 3000, 17, MCP_CURSOR):
        with pytest.raises(RpcError, match="Invalid cursor"):
            cursors.decode(cursors.binding("acme", "skills/list"), bad_mcp, 3)


def test_the_codec_checks_shape_before_binding() -> None:
    codec = CursorCodec(prefix="t1.", max_chars=100, digest_chars=4)
    cursor = codec.encode("abcd", ["x", "y"])
    assert codec.decode("abcd", cursor, 2) == ["x", "y"]
    with pytest.raises(CursorError) as info:
        codec.decode("dcba", cursor, 2)
    assert info.value.other_binding
    for arity in (1, 3):
        with pytest.raises(CursorError) as info:
            codec.decode("dcba", cursor, arity)
        assert not info.value.other_binding
