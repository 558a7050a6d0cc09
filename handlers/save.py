"""Write routes: save a generated skill, retire one. Fail closed: no store, nothing written."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.event_handler import Response, content_types
from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit

from skills_core.errors import SkillCollisionError, SkillStoreUnavailableError
from skills_core.format.fields import NAME_RE

from .app import current_caller, http_entrypoint, logger, make_app, metrics
from .auth import require_write
from .config import get_config
from .errors import bad_request
from .models import RetireResponse, SaveRequest, SaveResponse
from .service import save_skill_request, tenant_sources, tenant_store

router = Router()


@router.post(
    "/skills",
    responses={
        201: {"description": "Saved", "content": {"application/json": {"model": SaveResponse}}}
    },
)
def save_skill(request: SaveRequest) -> Response[Any]:
    """Save a skill to the caller's store partition (201), versioned, with its changelog."""
    config = get_config()
    caller = current_caller(router, config)
    require_write(caller, config)
    try:
        result = save_skill_request(
            request,
            config=config,
            sources=tenant_sources(config, caller.tenant),
            author=caller.subject,
        )
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
    config = get_config()
    caller = current_caller(router, config)
    require_write(caller, config)
    if not NAME_RE.fullmatch(name):
        raise bad_request(f"invalid skill name {name!r}")
    store = tenant_store(config, caller.tenant)
    if store is None:
        raise SkillStoreUnavailableError(
            "No skill store is configured (SKILLS_TABLE); nothing was changed."
        )
    entry = store.retire(name, author=caller.subject)
    logger.info("skill retired", extra={"skill": name, "version": entry.version})
    changelog = [e.to_dict() for e in store.versions(name)]
    return RetireResponse.model_validate(
        {"name": name, "version": entry.version, "changelog": changelog}
    )


app = make_app()
app.include_router(router)


lambda_handler = http_entrypoint(app)
