"""Read routes: the catalog (paged), one skill (pinned to a version or label), its files, its
versions, search, and the OpenAPI document."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import unquote

from annotated_types import Ge, Gt, Le
from aws_lambda_powertools.event_handler import Response, content_types
from aws_lambda_powertools.event_handler.openapi.params import Query
from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit
from pydantic import BeforeValidator

from handlers.http import links
from handlers.http.app import current_principal, http_entrypoint, make_app
from handlers.http.catalog_models import (
    CatalogFormat,
    CatalogResponse,
    CatalogStyle,
    FileResponse,
    SearchResponse,
    SkillDetail,
    ToolFlavor,
    VersionResponse,
    VersionsResponse,
)
from handlers.http.query_params import LabelQuery, VersionQuery, ascii_digits
from handlers.runtime import get_service, metrics
from skills_core.service.paging import MAX_PAGE

OPENAPI_FILE = Path(__file__).resolve().parents[2] / "docs" / "openapi.json"
FILES_ROUTE = "/skills/<name>/files/.+"

#: ``GET /search?limit=``: 1-50 hits, 5 by default (SPEC §6).
MAX_HITS = 50
DEFAULT_HITS = 5

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
    max_chars: Annotated[
        int | None, Gt(0), BeforeValidator(ascii_digits), Query(description="Catalog budget")
    ] = None,
    flavor: Annotated[ToolFlavor, Query(description="Tool definition format")] = "anthropic",
    label: LabelQuery = None,
    limit: Annotated[
        int | None,
        Ge(1),
        Le(MAX_PAGE),
        BeforeValidator(ascii_digits),
        Query(description=f"Skills per page, 1-{MAX_PAGE} (default {MAX_PAGE})"),
    ] = None,
    cursor: Annotated[
        str | None,
        Query(
            description="next_cursor of the previous page (bound to the tenant and to label, "
            "style, flavor and max_chars)"
        ),
    ] = None,
) -> Response[Any]:
    """The catalog of the caller's tenant: one page of metadata, and the catalog text and the
    agent tools of every skill."""
    view = get_service().catalog(
        current_principal(router),
        style=style,
        max_chars=max_chars,
        flavor=flavor,
        label=label,
        limit=limit,
        cursor=cursor,
    )
    metrics.add_metric(name="SkillsListed", unit=MetricUnit.Count, value=view.total)
    # Sources that could not be listed; a skill read with a warning is no source failure.
    metrics.add_metric(name="SourceFailures", unit=MetricUnit.Count, value=view.failed_sources)
    metrics.add_metric(
        name="SnapshotFallbacks", unit=MetricUnit.Count, value=view.snapshot_fallbacks
    )
    if format == "text":
        return _cached_response(view.catalog, "text/plain; charset=utf-8")
    payload = json.dumps(view.to_dict(), ensure_ascii=False, separators=(",", ":"))
    return _cached_response(payload, content_types.APPLICATION_JSON)


@router.get("/skills/<name>")
def get_skill(name: str, version: VersionQuery = None, label: LabelQuery = None) -> SkillDetail:
    """Metadata of one skill (the version served, or the one pinned by version or label),
    its review status, labels and digest, and the files beside its SKILL.md."""
    detail = get_service().skill(current_principal(router), name, version=version, label=label)
    return SkillDetail.model_validate(detail.to_dict())


@router.get(FILES_ROUTE)
def get_skill_file(name: str) -> FileResponse:
    """One file beside SKILL.md; the path is URL-decoded once, then validated."""
    principal = current_principal(router)
    marker = f"/skills/{name}/files/"
    path = router.current_event.path
    rel = unquote(path[path.index(marker) + len(marker) :])
    content = get_service().read_file(principal, name, rel)
    return FileResponse(name=name, path=rel, content=content)


@router.get("/skills/<name>/versions")
def get_versions(name: str) -> VersionsResponse:
    """The store changelog of one skill, oldest first."""
    entries = get_service().changelog(current_principal(router), name)
    return VersionsResponse.model_validate(
        {"name": name, "changelog": [e.to_dict() for e in entries]}
    )


@router.get("/skills/<name>/versions/<version>")
def get_version(name: str, version: str) -> VersionResponse:
    """The full text of one stored version."""
    text = get_service().version(current_principal(router), name, version)
    return VersionResponse.model_validate(text.to_dict())


@router.get("/search")
def search_skills(
    q: Annotated[str, Query(description="What the skill should help with (1-1000 characters)")],
    limit: Annotated[
        int,
        Ge(1),
        Le(MAX_HITS),
        BeforeValidator(ascii_digits),
        Query(description=f"Hits, 1-{MAX_HITS} (default {DEFAULT_HITS})"),
    ] = DEFAULT_HITS,
    tag: Annotated[
        list[str] | None,
        Query(description="Only skills with this tag; repeat for several (all must match)"),
    ] = None,
) -> SearchResponse:
    """The served skills that best match q, ranked over name, description, tags and body."""
    results = get_service().search(current_principal(router), q, limit=limit, tags=tag or ())
    metrics.add_metric(name="Searches", unit=MetricUnit.Count, value=1)
    return SearchResponse.model_validate(results.to_dict())


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
app.include_router(links.read_router)  # SPEC §13 links


lambda_handler = http_entrypoint(app, public_paths=("/openapi.json",))
