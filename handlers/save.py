"""Write routes: save a generated skill, retire one. Fail closed: no store, nothing written."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.event_handler import Response, content_types
from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit

from skills_core.errors import SkillCollisionError
from skills_core.service import SaveCommand

from .app import current_principal, get_service, http_entrypoint, logger, make_app, metrics
from .models import RetireResponse, SaveRequest, SaveResponse

router = Router()


@router.post(
    "/skills",
    responses={
        201: {"description": "Saved", "content": {"application/json": {"model": SaveResponse}}}
    },
)
def save_skill(request: SaveRequest) -> Response[Any]:
    """Save a skill to the caller's store partition (201), versioned, with its changelog."""
    command = SaveCommand.from_mapping(request.model_dump(exclude_none=True))
    try:
        result = get_service().save(current_principal(router), command)
    except SkillCollisionError:
        metrics.add_metric(name="Collisions", unit=MetricUnit.Count, value=1)
        raise
    metrics.add_metric(name="Saves", unit=MetricUnit.Count, value=1)
    logger.info("skill saved", extra={"skill": result.name, "version": result.version})
    body = SaveResponse.model_validate(result.to_dict()).model_dump(mode="json")
    return Response(status_code=201, content_type=content_types.APPLICATION_JSON, body=body)


@router.delete("/skills/<name>")
def retire_skill(name: str) -> RetireResponse:
    """Retire the store's skill: hidden from listings, every version still readable."""
    retired = get_service().retire(current_principal(router), name)
    logger.info("skill retired", extra={"skill": name, "version": retired.version})
    return RetireResponse.model_validate(retired.to_dict())


app = make_app()
app.include_router(router)


lambda_handler = http_entrypoint(app)
