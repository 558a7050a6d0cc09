"""Agent tool definitions in every flavor, clash detection, and the call_tool dispatcher."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path
from typing import Any

import pytest

import skills_core.prompt
from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.errors import (
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillToolClashError,
)
from skills_core.model import Skill
from skills_core.prompt.tools import (
    LOAD_SKILL_DESCRIPTION,
    LOAD_SKILL_NAME_DESCRIPTION,
    READ_SKILL_FILE_DESCRIPTION,
    READ_SKILL_FILE_PATH_DESCRIPTION,
    READ_SKILL_FILE_SKILL_DESCRIPTION,
    USE_SKILL_ARGS_DESCRIPTION,
    USE_SKILL_DESCRIPTION,
    USE_SKILL_NAME_DESCRIPTION,
    call_tool,
    tool_definitions,
    tool_name,
)

FLAVORS = ["anthropic", "bedrock", "openai"]


def literal(name: str, description: str, body: str = "body") -> dict[str, str]:
    return {"name": name, "content": f"---\ndescription: {description}\n---\n{body}"}


@pytest.fixture
def registry() -> SkillRegistry:
    return create_registry(
        skills=[
            literal("docker-ops", "Docker ops", "Deploy $1 to $2."),
            literal("code-review", "Review code"),
        ],
        tenancy="multi",
    )


@pytest.fixture
def folder_registry(tmp_path: Path) -> SkillRegistry:
    folder = tmp_path / "pdf"
    (folder / "references").mkdir(parents=True)
    (folder / "SKILL.md").write_text("---\ndescription: PDF tools\n---\nRead PDFs.\n")
    (folder / "references" / "REF.md").write_text("reference text\n")
    pdf = Skill(name="pdf", description="PDF tools", content="Read PDFs.", directory=str(folder))
    return create_registry(skills=[pdf, literal("plain", "No folder")], tenancy="multi")


def use_skill_schema(names: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "skill_name": {
                "type": "string",
                "enum": names,
                "description": USE_SKILL_NAME_DESCRIPTION,
            },
            "args": {
                "anyOf": [
                    {"type": "array", "items": {"type": "string"}},
                    {"type": "object", "additionalProperties": {"type": "string"}},
                ],
                "description": USE_SKILL_ARGS_DESCRIPTION,
            },
        },
        "required": ["skill_name"],
    }


def unwrap(flavor: str, tool: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    """(name, description, schema) of a definition of the given flavor."""
    if flavor == "anthropic":
        assert set(tool) == {"name", "description", "input_schema"}
        return tool["name"], tool["description"], tool["input_schema"]
    if flavor == "bedrock":
        assert set(tool) == {"toolSpec"}
        spec = tool["toolSpec"]
        assert set(spec) == {"name", "description", "inputSchema"}
        assert set(spec["inputSchema"]) == {"json"}
        return spec["name"], spec["description"], spec["inputSchema"]["json"]
    assert set(tool) == {"type", "function"} and tool["type"] == "function"
    function = tool["function"]
    assert set(function) == {"name", "description", "parameters"}
    return function["name"], function["description"], function["parameters"]


# -- definitions -----------------------------------------------------------------------------


def test_anthropic_use_skill_exact(registry: SkillRegistry) -> None:
    assert tool_definitions(registry) == [
        {
            "name": "use_skill",
            "description": USE_SKILL_DESCRIPTION,
            "input_schema": use_skill_schema(["code-review", "docker-ops"]),
        }
    ]


def test_bedrock_use_skill_exact(registry: SkillRegistry) -> None:
    assert tool_definitions(registry, flavor="bedrock") == [
        {
            "toolSpec": {
                "name": "use_skill",
                "description": USE_SKILL_DESCRIPTION,
                "inputSchema": {"json": use_skill_schema(["code-review", "docker-ops"])},
            }
        }
    ]


def test_openai_use_skill_exact(registry: SkillRegistry) -> None:
    assert tool_definitions(registry, flavor="openai") == [
        {
            "type": "function",
            "function": {
                "name": "use_skill",
                "description": USE_SKILL_DESCRIPTION,
                "parameters": use_skill_schema(["code-review", "docker-ops"]),
            },
        }
    ]


def test_args_description_says_placeholders_are_one_based() -> None:
    assert "1-based" in USE_SKILL_ARGS_DESCRIPTION and "$1" in USE_SKILL_ARGS_DESCRIPTION


@pytest.mark.parametrize("flavor", FLAVORS)
def test_enum_is_the_registry_names(registry: SkillRegistry, flavor: str) -> None:
    [tool] = tool_definitions(registry, flavor=flavor)
    _, _, schema = unwrap(flavor, tool)
    assert schema["properties"]["skill_name"]["enum"] == registry.names()


@pytest.mark.parametrize("flavor", FLAVORS)
def test_load_skill_style(registry: SkillRegistry, flavor: str) -> None:
    [tool] = tool_definitions(registry, style="load_skill", flavor=flavor)
    assert unwrap(flavor, tool) == (
        "load_skill",
        LOAD_SKILL_DESCRIPTION,
        {
            "type": "object",
            "properties": {
                "name": {
                    "type": "string",
                    "enum": ["code-review", "docker-ops"],
                    "description": LOAD_SKILL_NAME_DESCRIPTION,
                }
            },
            "required": ["name"],
        },
    )


@pytest.mark.parametrize("flavor", FLAVORS)
def test_xml_style_registers_use_skill(registry: SkillRegistry, flavor: str) -> None:
    assert tool_definitions(registry, style="xml", flavor=flavor) == tool_definitions(
        registry, flavor=flavor
    )


@pytest.mark.parametrize("flavor", FLAVORS)
@pytest.mark.parametrize("style", ["use_skill", "load_skill", "xml"])
def test_no_skills_no_tools(flavor: str, style: str) -> None:
    empty = create_registry(sources=[], tenancy="multi")
    assert tool_definitions(empty, style=style, flavor=flavor) == []
    # Nothing is registered, so nothing can clash.
    assert tool_definitions(empty, existing_tools=["use_skill", "load_skill"]) == []


@pytest.mark.parametrize("flavor", FLAVORS)
def test_read_skill_file_only_for_skills_with_a_directory(
    folder_registry: SkillRegistry, flavor: str
) -> None:
    tools = tool_definitions(folder_registry, flavor=flavor)
    assert [unwrap(flavor, t)[0] for t in tools] == ["use_skill", "read_skill_file"]
    assert unwrap(flavor, tools[1]) == (
        "read_skill_file",
        READ_SKILL_FILE_DESCRIPTION,
        {
            "type": "object",
            "properties": {
                "skill": {
                    "type": "string",
                    "enum": ["pdf"],
                    "description": READ_SKILL_FILE_SKILL_DESCRIPTION,
                },
                "path": {"type": "string", "description": READ_SKILL_FILE_PATH_DESCRIPTION},
            },
            "required": ["skill", "path"],
        },
    )
    # Every skill can be activated; only the folder skill has files.
    assert unwrap(flavor, tools[0])[2]["properties"]["skill_name"]["enum"] == ["pdf", "plain"]


def test_read_skill_file_also_with_load_skill(folder_registry: SkillRegistry) -> None:
    names = [t["name"] for t in tool_definitions(folder_registry, style="load_skill")]
    assert names == ["load_skill", "read_skill_file"]


def test_no_read_skill_file_without_directories(registry: SkillRegistry) -> None:
    assert [t["name"] for t in tool_definitions(registry)] == ["use_skill"]


def test_definitions_are_json(folder_registry: SkillRegistry) -> None:
    for flavor in FLAVORS:
        tools = tool_definitions(folder_registry, flavor=flavor)
        assert json.loads(json.dumps(tools)) == tools


def test_unknown_flavor_and_style(registry: SkillRegistry) -> None:
    with pytest.raises(SkillInvalidError, match="anthropic, bedrock, openai") as info:
        tool_definitions(registry, flavor="gemini")
    assert info.value.code == "SKILL_INVALID"
    with pytest.raises(SkillInvalidError, match="use_skill, load_skill, xml"):
        tool_definitions(registry, style="markdown")
    # Checked even without skills, so a typo shows up before the first skill is added.
    with pytest.raises(SkillInvalidError):
        tool_definitions(create_registry(sources=[], tenancy="multi"), flavor="gemini")


# -- clashes ---------------------------------------------------------------------------------


def anthropic_def(name: str) -> dict[str, Any]:
    return {"name": name, "description": "mine", "input_schema": {"type": "object"}}


def bedrock_def(name: str) -> dict[str, Any]:
    return {"toolSpec": {"name": name, "description": "mine", "inputSchema": {"json": {}}}}


def openai_def(name: str) -> dict[str, Any]:
    return {"type": "function", "function": {"name": name, "parameters": {}}}


def openai_responses_def(name: str) -> dict[str, Any]:
    return {"type": "function", "name": name, "parameters": {}}


SHAPES = [str, anthropic_def, bedrock_def, openai_def, openai_responses_def]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("flavor", FLAVORS)
def test_clash_with_use_skill_in_any_shape(
    registry: SkillRegistry, shape: Any, flavor: str
) -> None:
    existing = [shape("search"), shape("use_skill")]
    with pytest.raises(SkillToolClashError) as info:
        tool_definitions(registry, flavor=flavor, existing_tools=existing)
    assert info.value.code == "SKILL_TOOL_CLASH"
    assert '"use_skill"' in info.value.message
    assert "Rename your tool" in info.value.message
    assert "do not register skills" in info.value.message


@pytest.mark.parametrize("shape", SHAPES)
def test_clash_with_load_skill_only_in_load_skill_style(
    registry: SkillRegistry, shape: Any
) -> None:
    assert len(tool_definitions(registry, existing_tools=[shape("load_skill")])) == 1
    with pytest.raises(SkillToolClashError, match='"load_skill"'):
        tool_definitions(registry, style="load_skill", existing_tools=[shape("load_skill")])


@pytest.mark.parametrize("shape", SHAPES)
def test_clash_with_read_skill_file_only_when_registered(
    registry: SkillRegistry, folder_registry: SkillRegistry, shape: Any
) -> None:
    assert len(tool_definitions(registry, existing_tools=[shape("read_skill_file")])) == 1
    with pytest.raises(SkillToolClashError, match='"read_skill_file"'):
        tool_definitions(folder_registry, existing_tools=[shape("read_skill_file")])


def test_clash_names_every_clashing_tool(folder_registry: SkillRegistry) -> None:
    with pytest.raises(SkillToolClashError, match='"use_skill", "read_skill_file"'):
        tool_definitions(folder_registry, existing_tools=("read_skill_file", "use_skill"))


def test_other_tools_do_not_clash(registry: SkillRegistry) -> None:
    existing: list[str | dict[str, Any]] = [
        "search",
        anthropic_def("fetch"),
        bedrock_def("calc"),
        {"cachePoint": {"type": "default"}},  # Bedrock tool lists may hold cache points
        openai_def("shell"),
    ]
    assert len(tool_definitions(registry, flavor="bedrock", existing_tools=existing)) == 1


def test_a_bare_string_is_one_tool_name(registry: SkillRegistry) -> None:
    with pytest.raises(SkillToolClashError):
        tool_definitions(registry, existing_tools="use_skill")
    assert len(tool_definitions(registry, existing_tools="use")) == 1


def test_unrecognised_existing_tool_is_invalid(registry: SkillRegistry) -> None:
    with pytest.raises(SkillInvalidError, match="cannot find a tool name"):
        tool_definitions(registry, existing_tools=[{"description": "no name"}])
    with pytest.raises(SkillInvalidError):
        tool_definitions(registry, existing_tools=[42])  # type: ignore[list-item]


def test_tool_name_extraction() -> None:
    assert tool_name("x") == "x"
    assert tool_name(anthropic_def("a")) == "a"
    assert tool_name(bedrock_def("b")) == "b"
    assert tool_name(openai_def("c")) == "c"
    assert tool_name(openai_responses_def("d")) == "d"
    assert tool_name({"cachePoint": {"type": "default"}}) is None


# -- call_tool: validation and dispatch ------------------------------------------------------


def test_unknown_tool_is_a_skill_error_listing_the_tools(registry: SkillRegistry) -> None:
    with pytest.raises(SkillError) as info:
        call_tool(registry, "run_shell", {})
    assert info.value.code == "SKILL_ERROR"
    for known in ("use_skill", "load_skill", "read_skill_file"):
        assert known in info.value.message


@pytest.mark.parametrize(
    ("name", "tool_input", "key"),
    [
        ("use_skill", {}, "skill_name"),
        ("use_skill", {"skill_name": 3}, "skill_name"),
        ("use_skill", {"skill_name": "docker-ops", "args": "a b"}, "args"),
        ("use_skill", {"skill_name": "docker-ops", "args": 5}, "args"),
        ("load_skill", {"skill_name": "docker-ops"}, "name"),
        ("load_skill", {"name": None}, "name"),
        ("read_skill_file", {"skill": "pdf"}, "path"),
        ("read_skill_file", {"path": "a.md"}, "skill"),
        ("read_skill_file", {"skill": "pdf", "path": ["a.md"]}, "path"),
    ],
)
def test_missing_or_mistyped_input_names_the_key(
    registry: SkillRegistry, name: str, tool_input: dict[str, Any], key: str
) -> None:
    with pytest.raises(SkillInvalidError, match=f'"{key}"'):
        call_tool(registry, name, tool_input)


@pytest.mark.parametrize("tool_input", [["docker-ops"], "not json", "[1, 2]", None])
def test_input_must_be_an_object(registry: SkillRegistry, tool_input: Any) -> None:
    with pytest.raises(SkillInvalidError, match="use_skill: the tool input"):
        call_tool(registry, "use_skill", tool_input)


@pytest.fixture
def fake_activation(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """A stand-in activation module recording each call, to test dispatch alone."""
    calls: list[tuple[Any, ...]] = []
    fake = types.ModuleType("skills_core.prompt.activation")

    def record(label: str) -> Any:
        def call(*args: Any) -> str:
            calls.append((label, *args))
            return f"{label} result"

        return call

    fake.use_skill = record("use_skill")  # type: ignore[attr-defined]
    fake.load_skill_text = record("load_skill_text")  # type: ignore[attr-defined]
    fake.read_skill_file = record("read_skill_file")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "skills_core.prompt.activation", fake)
    monkeypatch.setattr(skills_core.prompt, "activation", fake, raising=False)
    return calls


def test_dispatch(registry: SkillRegistry, fake_activation: list[tuple[Any, ...]]) -> None:
    assert call_tool(registry, "use_skill", {"skill_name": "s"}) == "use_skill result"
    assert call_tool(registry, "use_skill", {"skill_name": "s", "args": ["a"]}) == (
        "use_skill result"
    )
    assert call_tool(registry, "use_skill", {"skill_name": "s", "args": {"k": 1}})
    assert call_tool(registry, "load_skill", {"name": "n"}) == "load_skill_text result"
    assert call_tool(registry, "read_skill_file", {"skill": "k", "path": "p.md"}) == (
        "read_skill_file result"
    )
    assert fake_activation == [
        ("use_skill", registry, "s", None),
        ("use_skill", registry, "s", ["a"]),
        ("use_skill", registry, "s", {"k": 1}),
        ("load_skill_text", registry, "n"),
        ("read_skill_file", registry, "k", "p.md"),
    ]


def test_json_text_input_is_decoded(
    registry: SkillRegistry, fake_activation: list[tuple[Any, ...]]
) -> None:
    """OpenAI's function.arguments arrive as JSON text."""
    call_tool(registry, "use_skill", '{"skill_name": "s", "args": ["x", "y"]}')
    assert fake_activation == [("use_skill", registry, "s", ["x", "y"])]


# -- call_tool against the real activation module --------------------------------------------


def test_use_skill_end_to_end(registry: SkillRegistry) -> None:
    text = call_tool(registry, "use_skill", {"skill_name": "docker-ops", "args": ["api", "prod"]})
    assert text.startswith("# docker-ops Skill Activated\n\nDeploy api to prod.")
    assert "## Skill Arguments" in text


def test_use_skill_unknown_skill_lists_names(registry: SkillRegistry) -> None:
    with pytest.raises(SkillNotFoundError) as info:
        call_tool(registry, "use_skill", {"skill_name": "nope"})
    assert info.value.available == ["code-review", "docker-ops"]


def test_load_skill_end_to_end(folder_registry: SkillRegistry) -> None:
    text = call_tool(folder_registry, "load_skill", {"name": "pdf"})
    assert text.startswith("Read PDFs.")
    assert "Skill Activated" not in text
    assert "Skill directory: skills/pdf/" in text
    assert "- references/REF.md" in text


def test_read_skill_file_end_to_end(folder_registry: SkillRegistry) -> None:
    text = call_tool(
        folder_registry, "read_skill_file", {"skill": "pdf", "path": "references/REF.md"}
    )
    assert text == "reference text\n"
    with pytest.raises(SkillPathDeniedError):
        call_tool(folder_registry, "read_skill_file", {"skill": "pdf", "path": "../x"})
    with pytest.raises(SkillNotFoundError):
        call_tool(folder_registry, "read_skill_file", {"skill": "plain", "path": "a.md"})
