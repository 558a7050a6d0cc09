"""Activation routes: ``use_skill`` over HTTP and the slash-command prompt. Both serve the
default label's version unless ``?version=`` or ``?label=`` pins another (SPEC §6), and both
report the version served: number, status, labels, digest, preferred model, allowed tools."""

from __future__ import annotations

from aws_lambda_powertools.event_handler.router import APIGatewayHttpRouter as Router
from aws_lambda_powertools.metrics import MetricUnit

from handlers.http.activation_models import (
    ActivateRequest,
    ActivateResponse,
    InvokeRequest,
    InvokeResponse,
)
from handlers.http.app import current_principal, http_entrypoint, make_app
from handlers.http.query_params import LabelQuery, VersionQuery
from handlers.runtime import get_service, metrics

router = Router()


@router.post("/skills/<name>/activate")
def activate_skill(
    name: str,
    request: ActivateRequest | None = None,
    version: VersionQuery = None,
    label: LabelQuery = None,
) -> ActivateResponse:
    """The whole ``use_skill`` tool result plus the truncation figures and the state of the
    version served."""
    args = request.args if request is not None else None
    result = get_service().activate(
        current_principal(router), name, args, version=version, label=label
    )
    response = ActivateResponse.model_validate(result.to_dict())
    metrics.add_metric(name="Activations", unit=MetricUnit.Count, value=1)
    if response.truncated:
        metrics.add_metric(name="Truncations", unit=MetricUnit.Count, value=1)
    return response


@router.post("/invoke")
def invoke(
    request: InvokeRequest, version: VersionQuery = None, label: LabelQuery = None
) -> InvokeResponse:
    """A slash command (``/name args``) turned into a prompt, with the skill's preferred
    model so the caller can switch to it."""
    result = get_service().invoke(
        current_principal(router), request.input, version=version, label=label
    )
    metrics.add_metric(name="Activations", unit=MetricUnit.Count, value=1)
    return InvokeResponse.model_validate(result.to_dict())


app = make_app()
app.include_router(router)


lambda_handler = http_entrypoint(app)
