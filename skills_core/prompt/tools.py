"""Tool definitions an agent registers to use skills, and the dispatcher that runs a tool call
(SPEC §2). One JSON schema per tool, wrapped in the shape each provider expects."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

from skills_core.compose.catalog_listing import Catalogued
from skills_core.compose.registry import SkillRegistry
from skills_core.errors import SkillError, SkillInvalidError, SkillToolClashError

ToolStyle = Literal["use_skill", "load_skill", "xml"]
ToolFlavor = Literal["anthropic", "bedrock", "openai"]
TOOL_STYLES: tuple[str, ...] = ("use_skill", "load_skill", "xml")
TOOL_FLAVORS: tuple[str, ...] = ("anthropic", "bedrock", "openai")

USE_SKILL = "use_skill"
LOAD_SKILL = "load_skill"
READ_SKILL_FILE = "read_skill_file"
SEARCH_SKILLS = "search_skills"
KNOWN_TOOLS: tuple[str, ...] = (LOAD_SKILL, READ_SKILL_FILE, SEARCH_SKILLS, USE_SKILL)
SEARCH_SKILLS_DESCRIPTION = (
    "Search the skills by what a task needs (words of the request); returns the best "
    "matching skills with a one-line description each. Call it when no listed skill fits, "
    "then activate one by name."
)
SEARCH_LIMIT_MAX = 50

USE_SKILL_DESCRIPTION = (
    "Activate a skill from the skills catalog and get its full instructions. Call it when a "
    "user request matches a skill, then follow the instructions it returns."
)
USE_SKILL_NAME_DESCRIPTION = "Name of the skill to activate, exactly as listed in the catalog."
USE_SKILL_ARGS_DESCRIPTION = (
    "Optional arguments for the skill. An array is positional and 1-based: its first item "
    "replaces $1 in the skill, the second $2, and so on ($ALL, $COUNT, $FIRST and $LAST also "
    "work). An object maps the skill's argument names to values and is ordered by the "
    "skill's declared arguments."
)
LOAD_SKILL_DESCRIPTION = (
    "Load a skill's full instructions by name. Call it before doing a task that a skill "
    "covers; the result is the skill's content."
)
LOAD_SKILL_NAME_DESCRIPTION = "Name of the skill to load, exactly as listed in the catalog."
READ_SKILL_FILE_DESCRIPTION = (
    "Read a text file from a skill's folder, such as a reference or a script listed when the "
    "skill was loaded."
)
READ_SKILL_FILE_SKILL_DESCRIPTION = "Name of the skill that owns the file."
READ_SKILL_FILE_PATH_DESCRIPTION = (
    "Path of the file relative to the skill's directory, e.g. references/REFERENCE.md."
)


def _name_property(names: list[str] | None, description: str) -> dict[str, Any]:
    """A skill-name property; with more skills than a prompt should carry (``names`` is
    ``None``), no enum: the model finds names with ``search_skills``."""
    prop: dict[str, Any] = {"type": "string", "description": description}
    if names is not None:
        prop["enum"] = names
    return prop


def search_schema() -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "What the skill should help with."},
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": SEARCH_LIMIT_MAX,
                "description": "How many skills to return (default 5).",
            },
        },
        "required": ["query"],
    }


def _use_skill_schema(names: list[str] | None) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "skill_name": _name_property(names, USE_SKILL_NAME_DESCRIPTION),
            # ``"type": ["array", "object"]`` is refused by some providers; anyOf is portable.
            # Strict clients (OpenAI strict mode, Gemini, Inspector ``--strict``) refuse a
            # schema that accepts any value, so values are said to be strings; the activation
            # still takes any JSON value (SPEC §4: non-strings become their JSON text).
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


def _load_skill_schema(names: list[str] | None) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {"name": _name_property(names, LOAD_SKILL_NAME_DESCRIPTION)},
        "required": ["name"],
    }


def _read_skill_file_schema(names: list[str] | None) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {
            "skill": _name_property(names, READ_SKILL_FILE_SKILL_DESCRIPTION),
            "path": {"type": "string", "description": READ_SKILL_FILE_PATH_DESCRIPTION},
        },
        "required": ["skill", "path"],
    }


def _wrap(flavor: str, name: str, description: str, schema: dict[str, Any]) -> dict[str, Any]:
    if flavor == "anthropic":
        return {"name": name, "description": description, "input_schema": schema}
    if flavor == "bedrock":
        return {
            "toolSpec": {"name": name, "description": description, "inputSchema": {"json": schema}}
        }
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": schema},
    }


def tool_name(tool: str | Mapping[str, Any]) -> str | None:
    """The name of a tool given as a name or as an Anthropic, Bedrock Converse or OpenAI
    definition (Chat Completions nested, or Responses flat). ``None`` for a Bedrock
    ``cachePoint`` entry, which sits in tool lists but is no tool."""
    if isinstance(tool, str):
        return tool
    if isinstance(tool, Mapping):
        spec = tool.get("toolSpec")
        if isinstance(spec, Mapping) and isinstance(spec.get("name"), str):
            return str(spec["name"])
        function = tool.get("function")
        if isinstance(function, Mapping) and isinstance(function.get("name"), str):
            return str(function["name"])
        if isinstance(tool.get("name"), str):
            return str(tool["name"])
        if "cachePoint" in tool:
            return None
    raise SkillInvalidError(
        f"existing_tools: cannot find a tool name in {tool!r}; pass tool names, or definitions "
        'shaped like {"name": ...} (Anthropic), {"toolSpec": {"name": ...}} (Bedrock) or '
        '{"type": "function", "function": {"name": ...}} (OpenAI).'
    )


def tool_definitions(
    registry: Catalogued,
    *,
    style: str = "use_skill",
    flavor: str = "anthropic",
    existing_tools: Iterable[str | Mapping[str, Any]] | str = (),
    search: bool = False,
) -> list[dict[str, Any]]:
    """The skill tools for ``registry`` in ``flavor``'s shape: ``use_skill`` (styles
    ``use_skill`` and ``xml``) or ``load_skill`` (style ``load_skill``), plus
    ``read_skill_file`` when any skill has a directory. Enums carry the current names, so
    build the definitions from the same registry the catalog came from. ``search``: add
    ``search_skills`` and drop the enums (too many names for a prompt). No skills: ``[]``.
    Raises ``SkillToolClashError`` when ``existing_tools`` already uses one of those names."""
    if style not in TOOL_STYLES:
        raise SkillInvalidError(
            f"Unknown tool style {style!r}; use one of: {', '.join(TOOL_STYLES)}."
        )
    if flavor not in TOOL_FLAVORS:
        raise SkillInvalidError(
            f"Unknown tool flavor {flavor!r}; use one of: {', '.join(TOOL_FLAVORS)}."
        )
    metadata = registry.metadata()
    if not metadata:
        return []
    names = None if search else [m.name for m in metadata]
    with_directory = [m.name for m in metadata if m.directory is not None]

    specs: list[tuple[str, str, dict[str, Any]]] = []
    if style == "load_skill":
        specs.append((LOAD_SKILL, LOAD_SKILL_DESCRIPTION, _load_skill_schema(names)))
    else:
        specs.append((USE_SKILL, USE_SKILL_DESCRIPTION, _use_skill_schema(names)))
    if with_directory:
        folders = None if search else with_directory
        specs.append(
            (READ_SKILL_FILE, READ_SKILL_FILE_DESCRIPTION, _read_skill_file_schema(folders))
        )
    if search:
        specs.append((SEARCH_SKILLS, SEARCH_SKILLS_DESCRIPTION, search_schema()))

    _check_clashes([name for name, _, _ in specs], existing_tools)
    return [_wrap(flavor, name, description, schema) for name, description, schema in specs]


def _check_clashes(
    registering: Sequence[str], existing_tools: Iterable[str | Mapping[str, Any]] | str
) -> None:
    tools = [existing_tools] if isinstance(existing_tools, str) else list(existing_tools)
    taken = {name for name in (tool_name(tool) for tool in tools) if name is not None}
    clashes = [name for name in registering if name in taken]
    if clashes:
        quoted = ", ".join(f'"{name}"' for name in clashes)
        noun = "a tool" if len(clashes) == 1 else "tools"
        raise SkillToolClashError(
            f"The agent already has {noun} named {quoted}, which the skill tools need. Rename "
            "your tool, or do not register skills with this agent."
        )


def _input_mapping(name: str, tool_input: Any) -> Mapping[str, Any]:
    """Tool input as a mapping; a JSON string (what OpenAI's ``function.arguments`` carries)
    is decoded first."""
    if isinstance(tool_input, str | bytes):
        try:
            tool_input = json.loads(tool_input)
        except ValueError:
            raise SkillInvalidError(
                f"{name}: the tool input is not valid JSON; send a JSON object."
            ) from None
    if not isinstance(tool_input, Mapping):
        raise SkillInvalidError(
            f"{name}: the tool input must be an object, got {type(tool_input).__name__}."
        )
    return tool_input


def _require_text(name: str, tool_input: Mapping[str, Any], key: str) -> str:
    value = tool_input.get(key)
    if value is None:
        raise SkillInvalidError(f'{name}: missing required input "{key}" (a string).')
    if not isinstance(value, str):
        raise SkillInvalidError(
            f'{name}: input "{key}" must be a string, got {type(value).__name__}.'
        )
    return value


def call_tool(registry: SkillRegistry, name: str, input: Any) -> str:
    """Run one skill tool call and return the tool result text. ``input`` is the call's
    arguments: a mapping, or its JSON text. Unknown tools raise ``SkillError``; missing or
    mistyped inputs raise ``SkillInvalidError`` naming the key; activation errors
    (``SkillNotFoundError`` and so on) propagate for the caller to report to the model."""
    if name not in KNOWN_TOOLS:
        raise SkillError(f'Unknown tool "{name}"; the skill tools are: {", ".join(KNOWN_TOOLS)}.')
    tool_input = _input_mapping(name, input)
    if name == USE_SKILL:
        skill_name = _require_text(name, tool_input, "skill_name")
        args = tool_input.get("args")
        if args is not None and (
            isinstance(args, str | bytes) or not isinstance(args, Sequence | Mapping)
        ):
            raise SkillInvalidError(
                f'{name}: input "args" must be an array or an object, got {type(args).__name__}.'
            )
    elif name == LOAD_SKILL:
        skill_name = _require_text(name, tool_input, "name")
    elif name == SEARCH_SKILLS:
        from skills_core.compose.search import search_skills

        query = _require_text(name, tool_input, "query")
        limit = tool_input.get("limit", 5)
        if isinstance(limit, bool) or not isinstance(limit, int):
            raise SkillInvalidError(f'{name}: input "limit" must be a whole number.')
        hits = search_skills(registry, query, limit=limit)
        return json.dumps([hit.to_dict() for hit in hits], ensure_ascii=False)
    else:
        skill_name = _require_text(name, tool_input, "skill")
        path = _require_text(name, tool_input, "path")

    # Imported late so that tool definitions never pull in the activation path.
    from skills_core.prompt import activation

    if name == USE_SKILL:
        return activation.use_skill(registry, skill_name, args)
    if name == LOAD_SKILL:
        return activation.load_skill_text(registry, skill_name)
    return activation.read_skill_file(registry, skill_name, path)


__all__ = [
    "KNOWN_TOOLS",
    "TOOL_FLAVORS",
    "TOOL_STYLES",
    "ToolFlavor",
    "ToolStyle",
    "call_tool",
    "search_schema",
    "tool_definitions",
    "tool_name",
]
