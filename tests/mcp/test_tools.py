"""The skill tools: listed from the catalog, failures as isError results, unknown tools -32602."""

from __future__ import annotations

import re
from typing import Any

import pytest

from skills_core.mcp import jsonrpc
from skills_core.mcp.tools import TOOLS
from tests.mcp.fakes import Tenants

NAME = re.compile(r"^[A-Za-z0-9_.-]{1,128}$")


def call(tenants: Tenants, name: str, arguments: Any, tenant: str = "acme") -> dict[str, Any]:
    reply = tenants.post("tools/call", {"name": name, "arguments": arguments}, tenant=tenant)
    assert reply.status == 200, reply.json
    result: dict[str, Any] = reply.result
    return result


def test_tools_are_listed_with_schemas_and_the_catalog(tenants: Tenants) -> None:
    listed = tenants.post("tools/list").result["tools"]
    assert [t["name"] for t in listed] == ["use_skill", "read_skill_file", "search_skills"]
    use_skill = listed[0]
    assert use_skill["inputSchema"]["type"] == "object"
    assert use_skill["inputSchema"]["properties"]["skill_name"]["enum"] == ["git-flow", "pdf-tools"]
    assert "pdf-tools: Fill PDF forms." in use_skill["description"]
    assert listed[1]["inputSchema"]["required"] == ["skill", "path"]
    for tool in listed:
        assert NAME.match(tool["name"]) and tool["description"]
    assert tenants.post("tools/list").result["tools"] == listed  # deterministic


def test_every_listed_tool_has_a_runner(tenants: Tenants) -> None:
    assert {t["name"] for t in tenants.post("tools/list").result["tools"]} <= set(TOOLS)


def test_no_skills_lists_search_alone(tenants: Tenants) -> None:
    """SPEC §11: ``search_skills`` is listed whatever the skill count, none included."""
    tenants.sources["globex"].skills.clear()
    listed = tenants.post("tools/list", tenant="globex").result["tools"]
    assert [t["name"] for t in listed] == ["search_skills"]


def test_every_tool_says_it_only_reads(tenants: Tenants) -> None:
    for tool in tenants.post("tools/list").result["tools"]:
        assert tool["annotations"] == {
            "readOnlyHint": True,
            "destructiveHint": False,
            "idempotentHint": True,
            "openWorldHint": False,
        }


def _schema_holes(schema: Any, where: str) -> list[str]:
    """Places in a JSON schema that accept any value: an empty schema, or a property, item or
    branch without a ``type`` (strict clients refuse them)."""
    if not isinstance(schema, dict) or not schema:
        return [where]
    holes: list[str] = []
    if "anyOf" in schema:
        for i, branch in enumerate(schema["anyOf"]):
            holes += _schema_holes(branch, f"{where}.anyOf[{i}]")
    elif "type" not in schema:
        holes.append(where)
    for key, prop in schema.get("properties", {}).items():
        holes += _schema_holes(prop, f"{where}.{key}")
    if schema.get("type") == "array":
        holes += _schema_holes(schema.get("items"), f"{where}.items")
    extra = schema.get("additionalProperties")
    if schema.get("type") == "object" and "properties" not in schema:
        holes += _schema_holes(extra, f"{where}.additionalProperties")
    return holes


def test_input_schemas_have_no_schema_less_values(tenants: Tenants) -> None:
    for tool in tenants.post("tools/list").result["tools"]:
        assert _schema_holes(tool["inputSchema"], tool["name"]) == []
    args = tenants.post("tools/list").result["tools"][0]["inputSchema"]["properties"]["args"]
    assert args["anyOf"][0]["items"] == {"type": "string"}


def test_use_skill_still_takes_any_json_values(tenants: Tenants) -> None:
    """The schema says strings; SPEC §4 still turns other values into their JSON text."""
    result = call(tenants, "use_skill", {"skill_name": "pdf-tools", "args": [{"a": 1}]})
    assert result["isError"] is False
    assert 'Do the thing with {"a": 1}.' in result["content"][0]["text"]


def test_use_skill_returns_the_instructions(tenants: Tenants) -> None:
    result = call(tenants, "use_skill", {"skill_name": "pdf-tools", "args": ["form.pdf"]})
    assert result["isError"] is False and result["resultType"] == "complete"
    [content] = result["content"]
    assert content["type"] == "text" and "Do the thing with form.pdf." in content["text"]


def test_read_skill_file_returns_the_file(tenants: Tenants) -> None:
    result = call(tenants, "read_skill_file", {"skill": "pdf-tools", "path": "references/FORMS.md"})
    assert result["isError"] is False and result["content"][0]["text"] == "# Forms\n"


@pytest.mark.parametrize(
    ("name", "arguments", "says"),
    [
        ("use_skill", {}, '"skill_name" must be a string'),
        ("use_skill", None, '"skill_name" must be a string'),
        ("use_skill", {"skill_name": 3}, '"skill_name" must be a string'),
        ("use_skill", {"skill_name": "pdf-tools", "args": "x"}, '"args" must be an array'),
        ("use_skill", {"skill_name": "nope"}, "Unknown skill"),
        ("use_skill", [1, 2], "arguments must be an object"),
        ("read_skill_file", {}, '"skill" must be a string'),
        (
            "read_skill_file",
            {"skill": "pdf-tools", "path": "../../etc/passwd"},
            "leaves the skill folder",
        ),
        ("read_skill_file", {"skill": "pdf-tools", "path": "assets/logo.png"}, "binary"),
        ("read_skill_file", {"skill": "pdf-tools", "path": "nope.md"}, "no file"),
    ],
)
def test_tool_failures_are_error_results(
    tenants: Tenants, name: str, arguments: Any, says: str
) -> None:
    result = call(tenants, name, arguments)
    assert result["isError"] is True
    assert says in result["content"][0]["text"]


def test_another_tenants_skill_is_an_unknown_skill(tenants: Tenants) -> None:
    result = call(tenants, "use_skill", {"skill_name": "secret-plan"})
    assert result["isError"] is True and "Globex" not in result["content"][0]["text"]


@pytest.mark.parametrize("name", ["test_streaming_elicitation", "search"])
def test_unknown_tools_are_invalid_params(tenants: Tenants, name: str) -> None:
    reply = tenants.post("tools/call", {"name": name, "arguments": {}})
    assert (reply.status, reply.error["code"]) == (400, jsonrpc.INVALID_PARAMS)


@pytest.mark.parametrize("params", [{}, {"name": 7}, {"name": None}])
def test_a_call_without_a_tool_name_is_invalid_params(tenants: Tenants, params: Any) -> None:
    reply = tenants.post("tools/call", params, modern=False)
    assert (reply.status, reply.error["code"]) == (200, jsonrpc.INVALID_PARAMS)
