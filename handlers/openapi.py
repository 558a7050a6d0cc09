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

from .errors import header_name
from .models import ErrorResponse

TITLE = "serverless-skills"
VERSION = "1.0.0"
REGEX_FILES_PATH = "/skills/{name}/files/.+"
FILES_PATH = "/skills/{name}/files/{path}"


def build_openapi() -> dict[str, Any]:
    from . import activation, catalog, save

    app = APIGatewayHttpResolver(enable_validation=True)
    for router in (catalog.router, activation.router, save.router):
        app.include_router(router)
    text = app.get_openapi_json_schema(
        title=TITLE,
        version=VERSION,
        description=(
            "Agent skills as a service: the catalog, activation, files and versions of skills, "
            "and versioned saves. The tenant comes from the JWT authorizer only. Errors use "
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
    for path, item in paths.items():
        for method, operation in item.items():
            _error_responses(path, method, operation)
            _header_names(operation)
    schemas = doc.setdefault("components", {}).setdefault("schemas", {})
    schemas.pop("HTTPValidationError", None)
    schemas.pop("ValidationError", None)
    schemas["ErrorResponse"] = ErrorResponse.model_json_schema(
        ref_template="#/components/schemas/{model}"
    )
    for name, schema in schemas["ErrorResponse"].pop("$defs", {}).items():
        schemas.setdefault(name, schema)
    doc["paths"] = dict(sorted(paths.items()))
    return doc


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
_EXTRA_ERRORS = {
    ("get", FILES_PATH): {403: "SKILL_PATH_DENIED", 413: "SKILL_TOO_LARGE", 422: "SKILL_INVALID"},
    ("get", "/skills/{name}/versions"): {503: "SKILL_STORE_UNAVAILABLE"},
    ("get", "/skills/{name}/versions/{version}"): {503: "SKILL_STORE_UNAVAILABLE"},
    ("post", "/skills/{name}/activate"): _JSON_BODY_ERRORS,
    ("post", "/invoke"): {**_JSON_BODY_ERRORS, 403: "SKILL_PATH_DENIED", 422: "SKILL_INVALID"},
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
    if path == "/openapi.json":
        return
    codes = {**_READ_ERRORS, **_EXTRA_ERRORS.get((method, path), {})}
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


def _header_names(operation: dict[str, Any]) -> None:
    """Powertools lowercases header names; the document spells them as clients do
    (``Idempotency-Key``; HTTP matches them case-insensitively)."""
    for param in operation.get("parameters", []):
        if param.get("in") == "header":
            param["name"] = header_name(param["name"])


def render_openapi() -> str:
    return json.dumps(build_openapi(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
