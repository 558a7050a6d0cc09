"""The dispatch table: which methods are served on which wire, and the result envelope.

The legacy (2025) wire keeps its handshake: ``initialize`` and ``ping``, plain results (``ping``
is exactly ``{}``). The modern (2026-07-28) wire has no handshake: ``server/discover`` instead,
``initialize``/``ping`` are unknown methods there (HTTP 404), and every result carries
``resultType``, the server's identity in ``_meta`` and, when cacheable, ``ttlMs`` and
``cacheScope``. Both wires serve the skills, resources, prompts and tools methods. Source
warnings (reads fail open) travel in ``_meta`` under :data:`WARNINGS_META`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from skills_core.mcp import cursors, resources, skills, tools
from skills_core.mcp.context import Context
from skills_core.mcp.jsonrpc import RpcError, from_exception, invalid_params, method_not_found
from skills_core.mcp.transport import LATEST_LEGACY, LEGACY_VERSIONS, MODERN_VERSIONS, Call, Era

SERVER_NAME = "serverless-skills"
#: The package version (a test keeps it equal to pyproject.toml's).
SERVER_VERSION = "0.1.0"
SERVER_INFO = {"name": SERVER_NAME, "version": SERVER_VERSION}
SERVER_INFO_META = "io.modelcontextprotocol/serverInfo"
WARNINGS_META = "io.modelcontextprotocol.skills/warnings"
INSTRUCTIONS = (
    "Agent skills of your tenant. With the skills extension: skills/list, skills/get and the "
    "skill:// resources. Otherwise call use_skill with a skill's name to get its instructions "
    "and read_skill_file for the files of a folder skill; when search_skills is listed (many "
    "skills), call it to find a skill by what the task needs."
)
#: Advertised on both wires. No listChanged or subscribe: there are no subscriptions.
CAPABILITIES: dict[str, Any] = {
    "tools": {},
    "prompts": {},
    "resources": {},
    "extensions": {skills.EXTENSION: skills.SETTINGS},
}

BOTH = frozenset(Era)
LEGACY = frozenset({Era.LEGACY})
MODERN = frozenset({Era.MODERN})

Handler = Callable[[Context, dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class CacheHint:
    """SEP-2549 hints for a cacheable result: how long, and whether shared caches may keep
    it. A tenant's skills are private and change with every write (reads see writes at
    once), so they are hinted fresh for 0 ms; the server's capabilities are the same for all."""

    ttl_ms: int
    scope: str


TENANT_DATA = CacheHint(0, "private")
STATIC = CacheHint(300_000, "public")


@dataclass(frozen=True)
class Method:
    run: Handler
    eras: frozenset[Era] = BOTH
    cache: CacheHint | None = TENANT_DATA


def initialize(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    """Stateless handshake: the client's version when it is a 2025-era one, else the latest
    (never 2026-07-28, which has no handshake)."""
    requested = params.get("protocolVersion")
    version = requested if requested in LEGACY_VERSIONS else LATEST_LEGACY
    return {
        "protocolVersion": version,
        "capabilities": CAPABILITIES,
        "serverInfo": SERVER_INFO,
        "instructions": INSTRUCTIONS,
    }


def discover(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    return {
        "supportedVersions": list(MODERN_VERSIONS),
        "capabilities": CAPABILITIES,
        "instructions": INSTRUCTIONS,
    }


def ping(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    return {}


def list_prompts(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    cursors.refuse(params.get("cursor"))
    return {"prompts": []}


def get_prompt(context: Context, params: dict[str, Any]) -> dict[str, Any]:
    raise invalid_params(f"Unknown prompt: {str(params.get('name'))[:100]}")


METHODS: dict[str, Method] = {
    "initialize": Method(initialize, LEGACY, cache=None),
    "ping": Method(ping, LEGACY, cache=None),
    "server/discover": Method(discover, MODERN, cache=STATIC),
    "tools/list": Method(tools.list_tools),
    "tools/call": Method(tools.call_tool, cache=None),
    "prompts/list": Method(list_prompts),
    "prompts/get": Method(get_prompt, cache=None),
    "resources/list": Method(resources.list_resources),
    "resources/templates/list": Method(resources.list_templates),
    "resources/read": Method(resources.read_resource),
    "skills/list": Method(skills.list_skills),
    "skills/get": Method(skills.get_skill),
    "resources/directory/read": Method(skills.read_directory, cache=None),
}


def dispatch(call: Call, context: Context) -> dict[str, Any] | RpcError:
    """Run one call: its result in the wire's envelope, or the error (never an exception)."""
    method = METHODS.get(call.method)
    if method is None or call.era not in method.eras:
        return method_not_found(call.method)
    try:
        result = method.run(context, call.params)
    except Exception as exc:  # mapped in one place: jsonrpc.from_exception
        return from_exception(exc)
    return envelope(call.era, result, method.cache, context.warnings)


def envelope(
    era: Era, result: dict[str, Any], cache: CacheHint | None, warnings: list[str]
) -> dict[str, Any]:
    meta: dict[str, Any] = {WARNINGS_META: warnings} if warnings else {}
    if era is Era.LEGACY:
        return {**result, "_meta": meta} if meta else result
    hints = {"ttlMs": cache.ttl_ms, "cacheScope": cache.scope} if cache is not None else {}
    return {
        "resultType": "complete",
        **result,
        **hints,
        "_meta": {SERVER_INFO_META: SERVER_INFO, **meta},
    }


__all__ = [
    "CAPABILITIES",
    "METHODS",
    "SERVER_INFO",
    "SERVER_NAME",
    "SERVER_VERSION",
    "WARNINGS_META",
    "CacheHint",
    "Method",
    "dispatch",
    "envelope",
]
