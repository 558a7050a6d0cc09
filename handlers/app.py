"""What every HTTP handler shares: the resolver with validation and the error mapping, the
Logger and Metrics, and the caller of the current request."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.event_handler import APIGatewayHttpResolver
from aws_lambda_powertools.logging import correlation_paths

from .auth import Caller, caller_from_event
from .config import ServiceConfig, get_config
from .errors import ApiError, register_error_handlers

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "serverless-skills")
logger = Logger(service=SERVICE)
metrics = Metrics(
    namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "ServerlessSkills"), service=SERVICE
)


def make_app() -> APIGatewayHttpResolver:
    """The resolver of one function. Validates the configuration now, at cold start: a bad
    environment fails the init phase with a message naming the variable."""
    get_config()
    app = APIGatewayHttpResolver(enable_validation=True)
    register_error_handlers(app, logger)
    return app


def current_caller(router: Any, config: ServiceConfig | None = None) -> Caller:
    """The caller of the request ``router`` (a resolver or Router) is handling."""
    event: dict[str, Any] = dict(router.current_event.raw_event)
    caller = caller_from_event(event, config or get_config())
    logger.append_keys(tenant=caller.tenant)
    return caller


def resolve(
    app: APIGatewayHttpResolver,
    event: dict[str, Any],
    context: Any,
    *,
    public_paths: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Authenticate before anything else (request validation included), so an unauthenticated
    caller learns nothing about the API beyond a 401."""
    path = str(event.get("rawPath") or "")
    if path not in public_paths:
        try:
            caller_from_event(event, get_config())
        except ApiError as exc:
            logger.info(
                "request refused", extra={"error_code": exc.code, "status": int(exc.status)}
            )
            return {
                "statusCode": int(exc.status),
                "headers": {"Content-Type": "application/json"},
                "body": json.dumps({"error": {"code": exc.code, "message": exc.message}}),
                "isBase64Encoded": False,
            }
    return app.resolve(event, context)


def http_entrypoint(
    app: APIGatewayHttpResolver, *, public_paths: tuple[str, ...] = ()
) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """The ``lambda_handler`` of an HTTP function: metrics flushed, the request's correlation
    ID in every log line, authentication first, then the routes."""

    @metrics.log_metrics
    @logger.inject_lambda_context(
        correlation_id_path=correlation_paths.API_GATEWAY_HTTP, clear_state=True
    )
    def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
        return resolve(app, event, context, public_paths=public_paths)

    return lambda_handler
