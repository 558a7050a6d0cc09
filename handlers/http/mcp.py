"""The MCP function: ``POST /mcp`` (``GET`` and ``DELETE /mcp`` are routed here too, so their
405 is ours). API Gateway event -> the caller, from the authorizer only (401 in the service's
envelope before anything else) -> the MCP transport and methods (``skills_core.mcp``) -> the
Lambda response. Its own function, so the protocol adds nothing to the other cold starts.

Host and Origin (DNS rebinding): the API's own domain (``requestContext.domainName``; loopback
in the local run) is allowed, plus the optional ``SKILLS_MCP_ALLOWED_HOSTS`` (a setting:
comma-separated host names or origins, validated at cold start: a custom domain behind a
proxy; the template passes the browser origins CORS allows)."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.metrics import MetricUnit

from handlers.http.auth import principal_from_event
from handlers.http.errors import ApiError, early_response
from handlers.runtime import get_service, get_settings, logger, metrics
from skills_core.mcp import Context, HttpRequest, allowed_hosts, serve
from skills_core.wire.body import BodyError, event_body
from skills_core.wire.json_bounded import MAX_BODY_BYTES


def _body(event: dict[str, Any]) -> bytes | None:
    """The body's bytes (``None``: undecodable), read like every HTTP body
    (:func:`~skills_core.wire.body.event_body`): an oversized base64 body is not decoded, its
    size alone gets it refused (by the transport, after the Host and media-type checks)."""
    try:
        data = event_body(event, max_bytes=MAX_BODY_BYTES)
    except BodyError:
        return None
    if isinstance(data, bytes):
        return data
    try:
        return data.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates
        return None


def http_request(event: dict[str, Any]) -> HttpRequest:
    """A payload-2.0 event as the transport's request (header names in lower case)."""
    context = event.get("requestContext") or {}
    method = str((context.get("http") or {}).get("method") or "")
    headers = {str(k).lower(): str(v) for k, v in (event.get("headers") or {}).items()}
    hosts = allowed_hosts(context.get("domainName"), get_settings().mcp_allowed_hosts)
    return HttpRequest(method, headers, _body(event), hosts)


@metrics.log_metrics
@logger.inject_lambda_context(
    correlation_id_path=correlation_paths.API_GATEWAY_HTTP, clear_state=True
)
def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    try:
        principal = principal_from_event(event, get_settings())
    except ApiError as exc:
        logger.info("request refused", extra={"error_code": exc.code})
        refused = early_response(exc)
        refused["headers"]["Content-Length"] = str(len(refused["body"].encode("utf-8")))
        return refused
    logger.append_keys(tenant=principal.tenant)
    response = serve(http_request(event), Context(get_service(), principal))
    logger.info("mcp request", extra={"status": response.status})
    metrics.add_metric(name="McpRequests", unit=MetricUnit.Count, value=1)
    return {
        "statusCode": response.status,
        "headers": response.headers,
        "body": response.body.decode("utf-8"),
        "isBase64Encoded": False,
    }
