"""What every HTTP function shares: settings and the service (built once, at cold start), the
resolver with the error mapping, the Logger and Metrics, and the caller of the request."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.event_handler import APIGatewayHttpResolver
from aws_lambda_powertools.logging import correlation_paths

from skills_core.service import Principal, SkillService
from skills_core.settings import Settings

from .auth import principal_from_event
from .errors import ApiError, register_error_handlers

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "serverless-skills")
logger = Logger(service=SERVICE)
metrics = Metrics(
    namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "ServerlessSkills"), service=SERVICE
)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The execution environment's settings, read once (a bad value fails the cold start with
    a message naming the variable)."""
    return Settings.from_env()


@lru_cache(maxsize=1)
def get_service() -> SkillService:
    return SkillService(get_settings())


def reset() -> None:
    """Forget the settings and the service (tests that change the environment)."""
    get_settings.cache_clear()
    get_service.cache_clear()


def make_app() -> APIGatewayHttpResolver:
    """The resolver of one function. Validates the configuration now, at cold start."""
    get_settings()
    app = APIGatewayHttpResolver(enable_validation=True)
    register_error_handlers(app, logger)
    return app


def current_principal(router: Any) -> Principal:
    """The caller of the request ``router`` (a resolver or Router) is handling."""
    event: dict[str, Any] = dict(router.current_event.raw_event)
    principal = principal_from_event(event, get_settings())
    logger.append_keys(tenant=principal.tenant)
    return principal


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
            principal_from_event(event, get_settings())
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
