"""Write routes: save a generated skill, retire one, review a version, move or remove a label.
Fail closed: no store, nothing written. Saves, retirements and labels need the write scope,
reviews the review scope (the service decides: ``Principal``/``require``).

All accept an ``Idempotency-Key`` header (1-128 visible ASCII characters): the service answers
a repeat with the same key and request from its first answer instead of writing again."""

from __future__ import annotations

import re
from typing import Annotated, Any

from aws_lambda_powertools.event_handler import Response, content_types
from aws_lambda_powertools.event_handler.openapi.params import Header
from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit
from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from handlers.http import links
from handlers.http.app import current_principal, http_entrypoint, make_app
from handlers.http.save_models import (
    LabelRequest,
    LabelResponse,
    RetireResponse,
    ReviewRequest,
    ReviewResponse,
    SaveRequest,
    SaveResponse,
)
from handlers.runtime import count_findings, get_service, logger, metrics
from skills_core.errors import SkillCollisionError, SkillUnsafeError
from skills_core.idempotency import KEY_PATTERN as IDEMPOTENCY_KEY_PATTERN
from skills_core.service import SaveCommand

_IDEMPOTENCY_KEY = re.compile(IDEMPOTENCY_KEY_PATTERN)


def _checked_key(key: str | None) -> str | None:
    if key is not None and not _IDEMPOTENCY_KEY.fullmatch(key):
        raise PydanticCustomError(
            "skills_idempotency_key",
            "must be 1-128 visible ASCII characters (letters, digits, punctuation; no spaces), "
            "e.g. a UUID",
        )
    return key


IdempotencyKey = Annotated[
    str | None,
    AfterValidator(_checked_key),
    Header(
        alias="Idempotency-Key",
        json_schema_extra={"pattern": IDEMPOTENCY_KEY_PATTERN},
        description="1-128 visible ASCII characters. A repeat of the same request with the "
        "same key within 24 hours returns the first answer without writing again; the same "
        "key with a different request is 409 IDEMPOTENCY_KEY_REUSED.",
    ),
]

router = Router()


@router.post(
    "/skills",
    responses={
        201: {
            "description": "Saved; Location names the version written",
            "content": {"application/json": {"model": SaveResponse}},
            "headers": {
                "Location": {
                    "description": "/skills/{name}/versions/{version}",
                    "schema": {"type": "string"},
                }
            },
        }
    },
)
def save_skill(request: SaveRequest, idempotency_key: IdempotencyKey = None) -> Response[Any]:
    """Save a skill to the caller's store partition (201), versioned, with its changelog."""
    command = SaveCommand.from_mapping(request.model_dump(exclude_none=True))
    try:
        result = get_service().save(
            current_principal(router), command, idempotency_key=idempotency_key
        )
    except SkillCollisionError:
        metrics.add_metric(name="Collisions", unit=MetricUnit.Count, value=1)
        raise
    except SkillUnsafeError as refused:
        count_findings(refused.findings, refused=True)
        raise
    metrics.add_metric(name="Saves", unit=MetricUnit.Count, value=1)
    if not result.replayed:
        count_findings(result.findings)
    logger.info("skill saved", extra={"skill": result.name, "version": result.version})
    body = SaveResponse.model_validate(result.to_dict()).model_dump(mode="json")
    return Response(
        status_code=201,
        content_type=content_types.APPLICATION_JSON,
        body=body,
        headers={"Location": f"/skills/{result.name}/versions/{result.version}"},
    )


@router.delete("/skills/<name>")
def retire_skill(name: str, idempotency_key: IdempotencyKey = None) -> RetireResponse:
    """Retire the store's skill: hidden from listings, every version still readable. A name
    served from S3 is a 409 (SKILL_COLLISION) that says where it lives; unknown is a 404."""
    retired = get_service().retire(current_principal(router), name, idempotency_key=idempotency_key)
    logger.info("skill retired", extra={"skill": name, "version": retired.version})
    return RetireResponse.model_validate(retired.to_dict())


@router.post("/skills/<name>/versions/<version>/review")
def review_version(
    name: str, version: str, request: ReviewRequest, idempotency_key: IdempotencyKey = None
) -> ReviewResponse:
    """Approve, reject or deprecate one stored version (needs the review scope). Approving a
    version newer than the served one serves it; rejecting or deprecating removes its labels
    and production falls back to the newest approved version. Reviewing a version into the
    state it is in changes nothing (200, no changelog entry)."""
    result = get_service().review(
        current_principal(router),
        name,
        version,
        request.decision,
        note=request.note,
        idempotency_key=idempotency_key,
    )
    metrics.add_metric(name="Reviews", unit=MetricUnit.Count, value=1)
    logger.info(
        "version reviewed",
        extra={"skill": name, "version": result.version, "status": result.status},
    )
    return ReviewResponse.model_validate(result.to_dict())


@router.put("/skills/<name>/labels/<label>")
def set_label(
    name: str, label: str, request: LabelRequest, idempotency_key: IdempotencyKey = None
) -> LabelResponse:
    """Point a label at an approved version. Moving production to an older approved version
    is a rollback: it is served until the next approval or label change."""
    result = get_service().set_label(
        current_principal(router), name, label, request.version, idempotency_key=idempotency_key
    )
    metrics.add_metric(name="LabelChanges", unit=MetricUnit.Count, value=1)
    logger.info("label moved", extra={"skill": name, "label": label, "version": request.version})
    return LabelResponse.model_validate(result.to_dict())


@router.delete("/skills/<name>/labels/<label>")
def remove_label(name: str, label: str, idempotency_key: IdempotencyKey = None) -> LabelResponse:
    """Remove a label (not production: what is served always has one)."""
    result = get_service().set_label(
        current_principal(router), name, label, None, idempotency_key=idempotency_key
    )
    metrics.add_metric(name="LabelChanges", unit=MetricUnit.Count, value=1)
    logger.info("label removed", extra={"skill": name, "label": label})
    return LabelResponse.model_validate(result.to_dict())


app = make_app()
app.include_router(router)
app.include_router(links.write_router)  # SPEC §13 links


lambda_handler = http_entrypoint(app)
