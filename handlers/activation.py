"""Activation routes: ``use_skill`` over HTTP and the slash-command prompt."""

from __future__ import annotations

from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit

from skills_core.prompt.activation import activate
from skills_core.prompt.slash import invoke_slash_command, parse_invocation

from .app import current_caller, http_entrypoint, make_app, metrics
from .config import get_config
from .models import ActivateRequest, ActivateResponse, InvokeRequest, InvokeResponse
from .service import tenant_registry

router = Router()


@router.post("/skills/<name>/activate")
def activate_skill(name: str, request: ActivateRequest | None = None) -> ActivateResponse:
    """The whole ``use_skill`` tool result plus the truncation figures."""
    caller = current_caller(router)
    registry = tenant_registry(get_config(), caller.tenant)
    args = request.args if request is not None else None
    result = activate(registry, name, args)
    metrics.add_metric(name="Activations", unit=MetricUnit.Count, value=1)
    if result.truncated:
        metrics.add_metric(name="Truncations", unit=MetricUnit.Count, value=1)
    body = result.to_dict()
    body["warnings"] = [*registry.warnings, *body["warnings"]]
    return ActivateResponse.model_validate(body)


@router.post("/invoke")
def invoke(request: InvokeRequest) -> InvokeResponse:
    """A slash command (``/name args``) turned into a prompt. ``@path`` references resolve
    only below ``SKILLS_REFERENCE_ROOTS`` (none by default)."""
    config = get_config()
    caller = current_caller(router)
    invocation = parse_invocation(request.input)
    registry = tenant_registry(config, caller.tenant)
    prompt = invoke_slash_command(registry, request.input, roots=list(config.reference_roots))
    metrics.add_metric(name="Activations", unit=MetricUnit.Count, value=1)
    return InvokeResponse(name=invocation.skill_name, prompt=prompt)


app = make_app()
app.include_router(router)


lambda_handler = http_entrypoint(app)
