"""The skill tools over MCP, for clients without the skills extension. Their definitions are
the catalog's own (``GET /skills``: the same names, enums and conditions), with the catalog
text in ``use_skill``'s description so a model knows what each skill is for. A tool is one
entry in :data:`TOOLS`; a definition the catalog offers without an entry is not listed.
``search_skills`` is always listed (SPEC §11: agent frameworks refuse a tool they were not
shown), whatever the skill count; the name enums go only where the catalog drops them (above
``SKILLS_SEARCH_THRESHOLD`` skills). It searches through :meth:`SkillService.search` (the
snapshots' stored indexes), like ``GET /search``. Every tool only reads, and says so in its
``annotations``.

A call that fails for the tool's own reasons (an unknown skill, bad arguments, a denied path)
is a result with ``isError: true`` the model can read, never a JSON-RPC error; only an unknown
tool is invalid params."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from skills_core.errors import SkillError, SkillInvalidError
from skills_core.mcp import cursors
from skills_core.mcp.context import Context
from skills_core.mcp.jsonrpc import invalid_params
from skills_core.prompt.tools import (
    READ_SKILL_FILE,
    SEARCH_SKILLS,
    SEARCH_SKILLS_DESCRIPTION,
    USE_SKILL,
    search_schema,
)

Arguments = Mapping[str, Any]


@dataclass(frozen=True)
class Tool:
    name: str
    #: Runs a call and returns the text the model reads; ``SkillError`` is a tool failure.
    run: Callable[[Context, Arguments], str]


def _text(tool: str, arguments: Arguments, key: str) -> str:
    value = arguments.get(key)
    if not isinstance(value, str):
        given = "missing" if value is None else f"a {type(value).__name__}"
        raise SkillInvalidError(f'{tool}: argument "{key}" must be a string ({given}).')
    return value


def _use_skill(context: Context, arguments: Arguments) -> str:
    name = _text(USE_SKILL, arguments, "skill_name")
    args = arguments.get("args")
    if args is not None and (isinstance(args, str) or not isinstance(args, Sequence | Mapping)):
        raise SkillInvalidError(f'{USE_SKILL}: argument "args" must be an array or an object.')
    result = context.service.activate(context.principal, name, args)
    context.note(result.activation.warnings)
    return result.activation.content


def _read_skill_file(context: Context, arguments: Arguments) -> str:
    skill = _text(READ_SKILL_FILE, arguments, "skill")
    path = _text(READ_SKILL_FILE, arguments, "path")
    return context.service.read_file(context.principal, skill, path)


def _search_skills(context: Context, arguments: Arguments) -> str:
    """The hits as the library's ``search_skills`` tool answers them (a JSON array of
    ``{name, description, score, snippet}``), so a model reads one shape from both."""
    query = _text(SEARCH_SKILLS, arguments, "query")
    # The bounds (1-1000 characters, 1-50 hits) are the use case's, as for ``GET /search``.
    found = context.service.search(context.principal, query, limit=arguments.get("limit", 5))
    context.note(found.warnings)
    return json.dumps([hit.to_dict() for hit in found.hits], ensure_ascii=False)


#: Tool name -> how to run it. Listing follows the catalog's definitions (plus
#: ``search_skills``, always); a call of any tool here is served.
TOOLS: dict[str, Tool] = {
    tool.name: tool
    for tool in (
        Tool(USE_SKILL, _use_skill),
        Tool(READ_SKILL_FILE, _read_skill_file),
        Tool(SEARCH_SKILLS, _search_skills),
    )
}


#: MCP tool annotations: every skill tool reads the tenant's skills and changes nothing, so a
#: client may call them without asking and retry them freely.
READ_ONLY = {
    "readOnlyHint": True,
    "destructiveHint": False,
    "idempotentHint": True,
    "openWorldHint": False,
}


def list_tools(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    cursors.refuse(params.get("cursor"))
    view = context.service.catalog(context.principal)
    context.note(view.warnings)
    definitions = list(view.tools)
    if all(definition["name"] != SEARCH_SKILLS for definition in definitions):
        definitions.append(
            {
                "name": SEARCH_SKILLS,
                "description": SEARCH_SKILLS_DESCRIPTION,
                "input_schema": search_schema(),
            }
        )
    listed = []
    for definition in definitions:
        name = definition["name"]
        if name not in TOOLS:
            continue
        description = definition["description"]
        if name == USE_SKILL and view.catalog:
            description = f"{description}\n\n{view.catalog}"
        listed.append(
            {
                "name": name,
                "description": description,
                "inputSchema": definition["input_schema"],
                "annotations": dict(READ_ONLY),
            }
        )
    return {"tools": listed}


def _result(text: str, *, error: bool) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": text}], "isError": error}


def call_tool(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    name = params.get("name")
    tool = TOOLS.get(name) if isinstance(name, str) else None
    if tool is None:
        raise invalid_params(f"Unknown tool: {str(name)[:100]}; the tools are {', '.join(TOOLS)}")
    arguments = params.get("arguments")
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, Mapping):
        return _result(f"{tool.name}: arguments must be an object.", error=True)
    try:
        return _result(tool.run(context, arguments), error=False)
    except SkillError as exc:
        return _result(exc.message, error=True)


__all__ = ["READ_ONLY", "TOOLS", "Tool", "call_tool", "list_tools"]
