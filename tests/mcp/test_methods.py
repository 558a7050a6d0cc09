"""Dispatch and the result envelope of each wire; the error mapping; the server's identity."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from skills_core.errors import (
    BadRequestError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillStoreUnavailableError,
)
from skills_core.mcp import jsonrpc
from skills_core.mcp.methods import (
    CAPABILITIES,
    METHODS,
    SERVER_INFO,
    SERVER_VERSION,
    WARNINGS_META,
)
from skills_core.mcp.transport import Era
from tests.fakes import BrokenSource, Stored
from tests.mcp.fakes import MODERN, Tenants

ROOT = Path(__file__).resolve().parents[2]
SERVER_INFO_META = "io.modelcontextprotocol/serverInfo"


def test_server_version_is_the_package_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["version"] == SERVER_VERSION


def test_capabilities_declare_the_skills_extension_inline_and_no_subscriptions() -> None:
    assert CAPABILITIES == {
        "tools": {},
        "prompts": {},
        "resources": {},
        "extensions": {"io.modelcontextprotocol/skills": {"directoryRead": True}},
    }


@pytest.mark.parametrize("requested", ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"])
def test_initialize_echoes_a_handshake_version(tenants: Tenants, requested: str) -> None:
    reply = tenants.post("initialize", {"protocolVersion": requested}, modern=False, request_id=0)
    assert reply.status == 200 and reply.json["id"] == 0
    assert reply.result == {
        "protocolVersion": requested,
        "capabilities": CAPABILITIES,
        "serverInfo": SERVER_INFO,
        "instructions": reply.result["instructions"],
    }


@pytest.mark.parametrize("requested", [MODERN, "1999-01-01", None])
def test_initialize_never_answers_the_stateless_version(tenants: Tenants, requested: str) -> None:
    reply = tenants.post("initialize", {"protocolVersion": requested}, modern=False)
    assert reply.result["protocolVersion"] == "2025-11-25"


def test_legacy_ping_is_exactly_empty(tenants: Tenants) -> None:
    assert tenants.post("ping", modern=False).json == {"jsonrpc": "2.0", "id": 1, "result": {}}


@pytest.mark.parametrize(
    "method",
    [
        "initialize",
        "ping",
        "logging/setLevel",
        "resources/subscribe",
        "resources/unsubscribe",
        "subscriptions/listen",
        "unknown/method",
    ],
)
def test_modern_unknown_and_removed_methods_are_404(tenants: Tenants, method: str) -> None:
    reply = tenants.post(method)
    assert reply.status == 404
    assert reply.error["code"] == jsonrpc.METHOD_NOT_FOUND and reply.json["id"] == 1


def test_legacy_unknown_method_is_200_with_the_error(tenants: Tenants) -> None:
    reply = tenants.post("server/discover", modern=False)
    assert reply.status == 200 and reply.error["code"] == jsonrpc.METHOD_NOT_FOUND


def test_discover_is_cacheable_and_identifies_the_server(tenants: Tenants) -> None:
    result = tenants.post("server/discover").result
    assert result["resultType"] == "complete"
    assert result["supportedVersions"] == [MODERN]
    assert result["capabilities"] == CAPABILITIES
    assert result["ttlMs"] >= 0 and result["cacheScope"] == "public"
    assert result["_meta"][SERVER_INFO_META] == SERVER_INFO


@pytest.mark.parametrize(
    "method",
    ["tools/list", "prompts/list", "resources/list", "resources/templates/list", "skills/list"],
)
def test_modern_lists_carry_result_type_and_private_cache_hints(
    tenants: Tenants, method: str
) -> None:
    result = tenants.post(method).result
    assert result["resultType"] == "complete"
    assert result["ttlMs"] == 0 and result["cacheScope"] == "private"
    assert result["_meta"][SERVER_INFO_META] == SERVER_INFO


@pytest.mark.parametrize("method", ["tools/list", "prompts/list", "resources/list", "skills/list"])
def test_legacy_results_carry_no_modern_fields(tenants: Tenants, method: str) -> None:
    result = tenants.post(method, modern=False).result
    assert not {"resultType", "ttlMs", "cacheScope", "_meta"} & set(result)


def test_every_method_in_the_table_is_dispatched_on_its_wires(tenants: Tenants) -> None:
    for name, method in METHODS.items():
        for era in Era:
            reply = tenants.post(name, modern=era is Era.MODERN)
            if era not in method.eras:
                assert reply.json["error"]["code"] == jsonrpc.METHOD_NOT_FOUND, name
            else:
                assert "result" in reply.json or reply.error["code"] == jsonrpc.INVALID_PARAMS, name


def test_prompts_are_an_empty_list_and_any_prompt_is_unknown(tenants: Tenants) -> None:
    assert tenants.post("prompts/list").result["prompts"] == []
    reply = tenants.post("prompts/get", {"name": "nope"})
    assert (reply.status, reply.error["code"]) == (400, jsonrpc.INVALID_PARAMS)


def test_templates_are_empty(tenants: Tenants) -> None:
    assert tenants.post("resources/templates/list").result["resourceTemplates"] == []


@pytest.mark.parametrize("method", ["tools/list", "prompts/list", "resources/templates/list"])
def test_single_page_lists_refuse_any_cursor(tenants: Tenants, method: str) -> None:
    reply = tenants.post(method, {"cursor": "c1.abc"})
    assert (reply.status, reply.error["code"]) == (400, jsonrpc.INVALID_PARAMS)


def test_source_warnings_travel_in_meta_never_as_errors(tenants: Tenants) -> None:
    tenants.sources["acme"].skills["broken"] = Stored("---\nname: [unclosed\n---\nbody\n")
    result = tenants.post("skills/list").result
    assert [s["frontmatter"]["name"] for s in result["skills"]] == ["git-flow", "pdf-tools"]
    warnings = result["_meta"][WARNINGS_META]
    assert any("broken" in warning for warning in warnings)
    legacy = tenants.post("skills/list", modern=False).result
    assert legacy["_meta"] == {WARNINGS_META: warnings}


def test_a_failing_source_lists_nothing_and_warns() -> None:
    tenants = Tenants(
        {"acme": BrokenSource("mem:acme", SkillStoreUnavailableError("the store is down"))}
    )
    result = tenants.post("skills/list").result
    assert result["skills"] == [] and "nextCursor" not in result
    assert any("down" in w for w in result["_meta"][WARNINGS_META])


@pytest.mark.parametrize(
    ("exc", "code"),
    [
        (SkillNotFoundError("x"), jsonrpc.INVALID_PARAMS),
        (SkillPathDeniedError("x"), jsonrpc.INVALID_PARAMS),
        (BadRequestError("x"), jsonrpc.INVALID_PARAMS),
        (SkillStoreUnavailableError("bucket b-123 is gone"), jsonrpc.INTERNAL_ERROR),
        (RuntimeError("arn:aws:s3:::secret"), jsonrpc.INTERNAL_ERROR),
    ],
)
def test_errors_map_in_one_place_and_leak_nothing(exc: Exception, code: int) -> None:
    error = jsonrpc.from_exception(exc)
    assert error.code == code
    if code == jsonrpc.INTERNAL_ERROR:
        assert "secret" not in error.message and "b-123" not in error.message
        assert error.http_status(modern=True) == 500 and error.http_status(modern=False) == 200


def test_compact_single_line_output() -> None:
    data = jsonrpc.dumps({"a": "line\nbreak", "b": [1, 2]})
    assert data == b'{"a":"line\\nbreak","b":[1,2]}'
