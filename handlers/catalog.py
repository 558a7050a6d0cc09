"""Read routes: the catalog, one skill, its files, its versions, and the OpenAPI document."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import unquote

from aws_lambda_powertools.event_handler import Response, content_types
from aws_lambda_powertools.event_handler.openapi.params import Query
from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit

from skills_core.errors import SkillInvalidError, SkillNotFoundError
from skills_core.format.fields import NAME_RE
from skills_core.prompt.activation import read_skill_file
from skills_core.prompt.catalog import build_skill_catalog
from skills_core.prompt.tools import tool_definitions

from .app import current_caller, http_entrypoint, make_app, metrics
from .config import get_config
from .errors import bad_request
from .models import (
    CatalogFormat,
    CatalogResponse,
    CatalogStyle,
    FileResponse,
    SkillDetail,
    ToolFlavor,
    VersionResponse,
    VersionsResponse,
)
from .service import tenant_registry, tenant_store

OPENAPI_FILE = Path(__file__).resolve().parent.parent / "docs" / "openapi.json"
FILES_ROUTE = "/skills/<name>/files/.+"

router = Router()


def _etag(payload: str) -> str:
    return '"' + hashlib.sha256(payload.encode("utf-8")).hexdigest()[:32] + '"'


def _not_modified(etag: str) -> bool:
    header = router.current_event.headers.get("if-none-match") or ""
    candidates = {c.strip().removeprefix("W/") for c in header.split(",") if c.strip()}
    return "*" in candidates or etag in candidates


def _cached_response(payload: str, content_type: str) -> Response[Any]:
    etag = _etag(payload)
    headers = {"ETag": etag, "Cache-Control": "private, no-cache"}
    if _not_modified(etag):
        return Response(status_code=304, headers=headers, body="")
    return Response(status_code=200, content_type=content_type, body=payload, headers=headers)


@router.get(
    "/skills",
    responses={
        200: {
            "description": "The catalog (JSON), or the catalog text with format=text",
            "content": {"application/json": {"model": CatalogResponse}},
        },
        304: {"description": "Not modified (If-None-Match matched the ETag)"},
    },
)
def list_skills(
    format: Annotated[CatalogFormat, Query(description="json (default) or text")] = "json",
    style: Annotated[CatalogStyle, Query(description="Catalog style")] = "use_skill",
    max_chars: Annotated[int | None, Query(gt=0, description="Catalog budget")] = None,
    flavor: Annotated[ToolFlavor, Query(description="Tool definition format")] = "anthropic",
) -> Response[Any]:
    """The catalog of the caller's tenant, its metadata and the agent tools."""
    caller = current_caller(router)
    registry = tenant_registry(get_config(), caller.tenant)
    metadata = registry.metadata()
    try:
        catalog = build_skill_catalog(metadata, style=style, max_chars=max_chars)
    except SkillInvalidError as exc:
        raise bad_request(f"max_chars: {exc.message}") from None
    metrics.add_metric(name="SkillsListed", unit=MetricUnit.Count, value=len(metadata))
    metrics.add_metric(name="SourceFailures", unit=MetricUnit.Count, value=len(registry.warnings))
    if format == "text":
        return _cached_response(catalog, "text/plain; charset=utf-8")
    body = {
        "skills": [m.to_dict() for m in metadata],
        "catalog": catalog,
        "tools": tool_definitions(registry, style=style, flavor=flavor),
        "warnings": list(registry.warnings),
    }
    payload = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    return _cached_response(payload, content_types.APPLICATION_JSON)


@router.get("/skills/<name>")
def get_skill(name: str) -> SkillDetail:
    """Metadata of one skill and the files beside its SKILL.md."""
    caller = current_caller(router)
    registry = tenant_registry(get_config(), caller.tenant)
    meta = registry.get(name)
    if meta is None:
        raise SkillNotFoundError(f'Unknown skill "{name}".', registry.names())
    return SkillDetail.model_validate({**meta.to_dict(), "files": registry.list_files(name)})


@router.get(FILES_ROUTE)
def get_skill_file(name: str) -> FileResponse:
    """One file beside SKILL.md; the path is URL-decoded once, then validated."""
    caller = current_caller(router)
    marker = f"/skills/{name}/files/"
    path = router.current_event.path
    raw = path[path.index(marker) + len(marker) :]
    rel = unquote(raw)
    registry = tenant_registry(get_config(), caller.tenant)
    content = read_skill_file(registry, name, rel)
    return FileResponse(name=name, path=rel, content=content)


def _checked_name(name: str) -> str:
    if not NAME_RE.fullmatch(name):
        raise bad_request(f"invalid skill name {name!r}")
    return name


@router.get("/skills/<name>/versions")
def get_versions(name: str) -> VersionsResponse:
    """The store changelog of one skill, oldest first."""
    caller = current_caller(router)
    store = tenant_store(get_config(), caller.tenant)
    if store is None:
        raise SkillNotFoundError(f'No version history for "{name}": no skill store is configured.')
    entries = store.versions(_checked_name(name))
    return VersionsResponse.model_validate(
        {"name": name, "changelog": [e.to_dict() for e in entries]}
    )


@router.get("/skills/<name>/versions/<version>")
def get_version(name: str, version: str) -> VersionResponse:
    """The full text of one stored version."""
    caller = current_caller(router)
    if not version.isdigit() or int(version) < 1:
        raise bad_request(f"version must be a positive whole number, got {version!r}")
    store = tenant_store(get_config(), caller.tenant)
    if store is None:
        raise SkillNotFoundError(f'No version history for "{name}": no skill store is configured.')
    content = store.read_version(_checked_name(name), int(version))
    return VersionResponse(name=name, version=int(version), content=content)


@router.get("/openapi.json", include_in_schema=False)
def openapi() -> Response[Any]:
    """The committed OpenAPI document (built from the handlers by scripts/generate_openapi.py)."""
    return Response(
        status_code=200,
        content_type=content_types.APPLICATION_JSON,
        body=OPENAPI_FILE.read_text(encoding="utf-8"),
    )


app = make_app()
app.include_router(router)


lambda_handler = http_entrypoint(app, public_paths=("/openapi.json",))
