"""The OpenAPI document of every HTTP route, built from the handlers' own routers (the
committed ``docs/openapi.json`` is this, rendered; a test fails when they drift)."""

from __future__ import annotations

import json
from typing import Any

from aws_lambda_powertools.event_handler import APIGatewayHttpResolver
from aws_lambda_powertools.event_handler.openapi.models import (
    HTTPBearer,
    Server,
)

from handlers.http.errors import header_name
from handlers.http.models import ErrorResponse
from handlers.http.openapi_rules import (
    MCP_RESPONSES,
    constrain_bodies,
    constrain_parameters,
    keep_the_served_label,
    whole_bounds,
)

TITLE = "serverless-skills"
VERSION = "1.0.0"
REGEX_FILES_PATH = "/skills/{name}/files/.+"
FILES_PATH = "/skills/{name}/files/{path}"
MCP_PATH = "/mcp"
# -- distribution (SPEC §13): the public function's routes, documented by hand -----------------
PUBLIC_PREFIX = "/l/"
PUBLIC_ROUTES = {
    "/l/{token}/.well-known/agent-skills/index.json": (
        "The Agent Skills Discovery v0.2.0 index of the link's label (v0.1 files and version "
        "on every entry)",
        "application/json",
    ),
    "/l/{token}/.well-known/agent-skills/{name}/{path}": (
        "A served skill's SKILL.md (exact stored bytes), one of its files, or its "
        "deterministic {version}.tar.gz archive",
        "application/octet-stream",
    ),
}


def _public_paths() -> dict[str, Any]:
    """GET and HEAD under a link: no authorizer; every refusal is 404 {"message":"Not Found"}."""
    found: dict[str, Any] = {}
    for path, (summary, media) in PUBLIC_ROUTES.items():
        params = [
            {"name": n, "in": "path", "required": True, "schema": {"type": "string"}}
            for n in ("token", "name", "path")
            if "{" + n + "}" in path
        ]
        responses = {
            "200": {"description": summary, "content": {media: {}}},
            "304": {"description": "Not modified (If-None-Match matched the ETag)"},
            "404": {
                "description": 'Unknown or revoked link, or not served: {"message":"Not Found"}'
            },
            "429": {"description": "This link's rate is exceeded"},
        }
        item = {"summary": summary, "security": [], "parameters": params, "responses": responses}
        found[path] = {
            "get": {**item, "operationId": f"public_get_{len(found)}"},
            "head": {**item, "operationId": f"public_head_{len(found)}"},
        }
    return found


def build_openapi() -> dict[str, Any]:
    from handlers.http import activation, catalog, links, save

    app = APIGatewayHttpResolver(enable_validation=True)
    routers = (catalog.router, activation.router, save.router)
    for router in (*routers, links.write_router, links.read_router):
        app.include_router(router)
    text = app.get_openapi_json_schema(
        title=TITLE,
        version=VERSION,
        description=(
            "Agent skills as a service: the catalog, activation, files and versions of skills, "
            "search, versioned saves, reviews and labels, and the MCP endpoint. The tenant "
            "comes from the JWT authorizer only. Errors use "
            '{"error": {"code", "message"}}. Request bodies are JSON (Content-Type: '
            "application/json, UTF-8), at most 1 MiB, nested at most 32 levels; unknown body "
            "or query keys are a 400."
        ),
        servers=[Server(url="/")],
        security_schemes={"jwt": HTTPBearer(bearerFormat="JWT")},
        security=[{"jwt": []}],
    )
    doc: dict[str, Any] = json.loads(text)
    paths = doc.get("paths", {})
    if REGEX_FILES_PATH in paths:
        item = paths.pop(REGEX_FILES_PATH)
        for operation in item.values():
            operation["summary"] = f"GET {FILES_PATH}"
            params = operation.setdefault("parameters", [])
            params.append(
                {
                    "name": "path",
                    "in": "path",
                    "required": True,
                    "description": "File path relative to the skill folder (URL-encoded once)",
                    "schema": {"type": "string"},
                }
            )
        paths[FILES_PATH] = item
    paths["/openapi.json"] = {
        "get": {
            "summary": "This document",
            "operationId": "openapi_json",
            "security": [],
            "responses": {"200": {"description": "The OpenAPI document"}},
        }
    }
    paths[MCP_PATH] = {"post": _mcp_operation()}
    paths.update(_public_paths())
    for path, item in paths.items():
        for method, operation in item.items():
            if path.startswith(PUBLIC_PREFIX):
                continue
            _error_responses(path, method, operation)
            _header_names(operation)
            constrain_parameters(operation)
    keep_the_served_label(paths["/skills/{name}/labels/{label}"]["delete"])
    _catalog_text(paths["/skills"]["get"])
    schemas = doc.setdefault("components", {}).setdefault("schemas", {})
    schemas.update(_JSON_RPC_SCHEMAS)
    constrain_bodies(schemas)
    schemas.pop("HTTPValidationError", None)
    schemas.pop("ValidationError", None)
    schemas["ErrorResponse"] = ErrorResponse.model_json_schema(
        ref_template="#/components/schemas/{model}"
    )
    for name, schema in schemas["ErrorResponse"].pop("$defs", {}).items():
        schemas.setdefault(name, schema)
    doc["paths"] = dict(sorted(paths.items()))
    return dict(whole_bounds(doc))


def _catalog_text(operation: dict[str, Any]) -> None:
    """``?format=text`` answers the catalog text alone, as ``text/plain``."""
    content = operation["responses"]["200"].setdefault("content", {})
    content["text/plain"] = {
        "schema": {"type": "string", "description": "The catalog text (format=text)"}
    }


#: Status codes each kind of route can answer besides success (SPEC §6).
_READ_ERRORS = {400: "BAD_REQUEST", 401: "UNAUTHORIZED", 404: "SKILL_NOT_FOUND", 500: "INTERNAL"}
#: Every route with a JSON body: another media type is refused before anything is done.
_JSON_BODY_ERRORS = {415: "UNSUPPORTED_MEDIA_TYPE"}
#: Writes (they take an Idempotency-Key).
_WRITE_ERRORS = {
    403: "FORBIDDEN",
    409: "IDEMPOTENCY_KEY_REUSED",
    503: "SKILL_STORE_UNAVAILABLE",
}
#: Reads pinned with ``?version=``: a rejected version is never served; pins read the store.
_PIN_ERRORS = {409: "SKILL_VERSION_NOT_APPROVED", 503: "SKILL_STORE_UNAVAILABLE"}
_EXTRA_ERRORS = {
    ("get", "/skills/{name}"): _PIN_ERRORS,
    ("get", FILES_PATH): {403: "SKILL_PATH_DENIED", 413: "SKILL_TOO_LARGE", 422: "SKILL_INVALID"},
    ("get", "/skills/{name}/versions"): {503: "SKILL_STORE_UNAVAILABLE"},
    ("get", "/skills/{name}/versions/{version}"): {503: "SKILL_STORE_UNAVAILABLE"},
    ("post", "/skills/{name}/activate"): {**_JSON_BODY_ERRORS, **_PIN_ERRORS},
    ("post", "/invoke"): {
        **_JSON_BODY_ERRORS,
        **_PIN_ERRORS,
        403: "SKILL_PATH_DENIED",
        422: "SKILL_INVALID",
    },
    ("post", "/skills/{name}/versions/{version}/review"): {
        **_JSON_BODY_ERRORS,
        **_WRITE_ERRORS,
        403: "FORBIDDEN (the review scope is missing)",
        422: "SKILL_INVALID (a note of white space only)",
    },
    ("put", "/skills/{name}/labels/{label}"): {
        **_JSON_BODY_ERRORS,
        **_WRITE_ERRORS,
        409: "SKILL_VERSION_NOT_APPROVED or IDEMPOTENCY_KEY_REUSED",
    },
    ("delete", "/skills/{name}/labels/{label}"): _WRITE_ERRORS,
    ("post", "/skills"): {
        **_JSON_BODY_ERRORS,
        **_WRITE_ERRORS,
        409: "SKILL_COLLISION or IDEMPOTENCY_KEY_REUSED",
        413: "SKILL_TOO_LARGE",
        422: "SKILL_INVALID",
    },
    ("delete", "/skills/{name}"): _WRITE_ERRORS,
}


def _error_responses(path: str, method: str, operation: dict[str, Any]) -> None:
    responses = operation.setdefault("responses", {})
    responses.pop("422", None)  # Powertools' default; we answer 400 BAD_REQUEST instead
    if path in ("/openapi.json", MCP_PATH):
        return
    codes = {**_READ_ERRORS, **_EXTRA_ERRORS.get((method, path), {})}
    if (method, path) == ("get", "/search"):
        codes.pop(404)  # no skill is looked up: no match is an empty list of hits
    for status, code in sorted(codes.items()):
        responses.setdefault(
            str(status),
            {
                "description": code,
                "content": {
                    "application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}
                },
            },
        )


def _mcp_operation() -> dict[str, Any]:
    """``POST /mcp`` (SPEC §12), described here rather than from its handler: the MCP
    function is not a Powertools resolver, and importing it would load the MCP layer."""
    rpc = {"application/json": {"schema": {"$ref": "#/components/schemas/JsonRpcMessage"}}}
    return {
        "summary": "MCP endpoint (Streamable HTTP, stateless)",
        "description": (
            "The Model Context Protocol over Streamable HTTP, stateless (each request stands "
            "alone; protocol versions 2025-11-25 and 2026-07-28): the skills extension "
            "(SEP-2640: skills/list, skills/get, skill:// resources) and the tools use_skill, "
            "read_skill_file and search_skills. Same authorizer and tenancy as every route. "
            "Errors are JSON-RPC error objects, not the API's error envelope."
        ),
        "operationId": "mcp_post",
        "parameters": [
            {
                "name": "Accept",
                "in": "header",
                "required": True,
                "description": "Must allow application/json (else 406)",
                "schema": {"type": "string", "enum": ["application/json, text/event-stream"]},
            }
        ],
        "requestBody": {
            "required": True,
            "description": "One JSON-RPC 2.0 request or notification",
            "content": rpc,
        },
        "responses": MCP_RESPONSES,
    }


#: Generic JSON-RPC 2.0 objects: the MCP methods define ``params`` and ``result`` themselves.
_JSON_RPC_SCHEMAS: dict[str, Any] = {
    "JsonRpcMessage": {
        "title": "JsonRpcMessage",
        "type": "object",
        "description": "A JSON-RPC 2.0 request, notification or response (MCP)",
        "properties": {
            "jsonrpc": {"type": "string", "enum": ["2.0"]},
            "id": {"anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}]},
            "method": {"type": "string"},
            "params": {"type": "object"},
            "result": {"type": "object"},
            "error": {
                "type": "object",
                "properties": {
                    "code": {"type": "integer"},
                    "message": {"type": "string"},
                    "data": {},
                },
                "required": ["code", "message"],
            },
        },
        "required": ["jsonrpc"],
    }
}


def _header_names(operation: dict[str, Any]) -> None:
    """Powertools lowercases header names; the document spells them as clients do
    (``Idempotency-Key``; HTTP matches them case-insensitively)."""
    for param in operation.get("parameters", []):
        if param.get("in") == "header":
            param["name"] = header_name(param["name"])


def render_openapi() -> str:
    return json.dumps(build_openapi(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
