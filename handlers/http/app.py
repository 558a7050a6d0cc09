"""What every HTTP function shares: the resolver with the error mapping, the caller of the
request, and the checks every request passes before any work is done for it (settings, the
service, Logger and Metrics come from :mod:`handlers.runtime`).

Order of the checks: authentication (a caller without a tenant learns nothing else), then the
body's media type, encoding and size (before anything reads it), then routing; the routed
request's body is parsed by a bounded reader (depth, values, Unicode) and validated by its
model, and its query string may name only the route's own parameters, each once."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import UnionType
from typing import Any, Union, get_args, get_origin
from urllib.parse import parse_qsl

from aws_lambda_powertools.event_handler import APIGatewayHttpResolver, Response
from aws_lambda_powertools.event_handler.middlewares import NextMiddleware
from aws_lambda_powertools.logging import correlation_paths

from handlers.http.auth import principal_from_event
from handlers.http.errors import (
    JSON_MEDIA_TYPE,
    ApiError,
    bad_request,
    early_response,
    register_error_handlers,
    unsupported_media_type,
)
from handlers.runtime import get_settings, logger, metrics
from skills_core.errors import SkillError
from skills_core.service import Principal
from skills_core.wire.body import BodyError, event_body
from skills_core.wire.json_bounded import MAX_BODY_BYTES, JsonBodyError, parse_json, quoted

#: Methods whose body is read; other methods' bodies are ignored (dropped unread).
BODY_METHODS = frozenset({"POST", "PUT", "PATCH"})
#: A query string names at most this many parameters.
MAX_QUERY_FIELDS = 50
SEND_JSON = f"send the body as JSON with Content-Type: {JSON_MEDIA_TYPE}"


def json_body(text: str) -> Any:
    """The resolver's body reader: bounded (:func:`parse_json`), refusals are 400s."""
    try:
        return parse_json(text)
    except JsonBodyError as exc:
        raise bad_request(exc.message) from None


def _repeatable(annotation: Any) -> bool:
    """A query parameter typed as a list (``list[str] | None``) may be given more than once."""
    options = get_args(annotation) if get_origin(annotation) in (Union, UnionType) else ()
    return any(get_origin(option) in (list, tuple, set) for option in (annotation, *options))


def query_problem(app: APIGatewayHttpResolver) -> ApiError | None:
    """An unknown query key (a 400 like an unknown body key), or a repeated one the route
    reads once (which one would win?); ``None`` when the query string is fine."""
    route = app.context.get("_route")
    params = list(route.dependant.query_params) if route is not None else []
    allowed = {param.alias: _repeatable(param.field_info.annotation) for param in params}
    event = app.current_event
    raw = event.get("rawQueryString")
    try:
        if isinstance(raw, str):
            pairs = parse_qsl(raw, keep_blank_values=True, max_num_fields=MAX_QUERY_FIELDS)
            keys = [key for key, _ in pairs]
        else:
            keys = list(event.get("queryStringParameters") or {})
    except ValueError:
        return bad_request(f"the query string has more than {MAX_QUERY_FIELDS} parameters")
    takes = f"this route takes: {', '.join(allowed)}" if allowed else "this route takes none"
    for key in dict.fromkeys(keys):
        if key not in allowed:
            return bad_request(f"unknown query parameter {quoted(key)}; {takes}")
        if not allowed[key] and keys.count(key) > 1:
            return bad_request(
                f"query parameter {quoted(key)} is given more than once; give it once"
            )
    return None


def strict_query(app: APIGatewayHttpResolver, next_middleware: NextMiddleware) -> Response[Any]:
    """Refuses :func:`query_problem`s of requests that passed validation (the validation
    error handler reports them for the others: they explain the failure better)."""
    problem = query_problem(app)
    if problem is not None:
        raise problem
    return next_middleware(app)


def make_app() -> APIGatewayHttpResolver:
    """The resolver of one function. Validates the configuration now, at cold start."""
    get_settings()
    app = APIGatewayHttpResolver(enable_validation=True, json_body_deserializer=json_body)
    app.use([strict_query])
    register_error_handlers(app, logger, first=lambda: query_problem(app))
    return app


def current_principal(router: Any) -> Principal:
    """The caller of the request ``router`` (a resolver or Router) is handling."""
    event: dict[str, Any] = dict(router.current_event.raw_event)
    principal = principal_from_event(event, get_settings())
    logger.append_keys(tenant=principal.tenant)
    return principal


def _check_media_type(content_type: str) -> None:
    """``application/json``, any case, with parameters; a charset must be UTF-8."""
    media, *params = content_type.split(";")
    if media.strip().lower() != JSON_MEDIA_TYPE:
        raise unsupported_media_type(f"this route reads JSON only; {SEND_JSON}")
    for param in params:
        name, _, value = param.partition("=")
        charset = value.strip().strip('"').lower()
        if name.strip().lower() == "charset" and charset not in ("utf-8", "utf8"):
            raise unsupported_media_type(
                f"JSON bodies are UTF-8; drop the charset or send charset=utf-8 ({SEND_JSON})"
            )


def _too_large() -> ApiError:
    """SPEC §6: a body over the request cap is 413 ``SKILL_TOO_LARGE`` on every route."""
    return ApiError(
        "SKILL_TOO_LARGE",
        f"the body is larger than {MAX_BODY_BYTES} bytes ({MAX_BODY_BYTES // 1024} KiB); send less",
    )


def _body_text(event: Mapping[str, Any]) -> str:
    """The body as text: base64 undone, UTF-8 checked, the size bounded before decoding
    (:func:`~skills_core.wire.body.event_body`, the MCP function's reader too)."""
    try:
        data = event_body(event, max_bytes=MAX_BODY_BYTES)
    except BodyError as exc:
        raise bad_request(exc.message) from None
    if len(data) > MAX_BODY_BYTES:
        raise _too_large()
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise bad_request(f"the body is not valid UTF-8 text; {SEND_JSON}") from None


def checked_request(event: Mapping[str, Any]) -> dict[str, Any]:
    """The event with its body checked and normalized (plain UTF-8 text, declared JSON) for
    methods that carry one; other methods' bodies are dropped unread."""
    http = (event.get("requestContext") or {}).get("http") or {}
    method = str(http.get("method") or "").upper()
    if method not in BODY_METHODS:
        return {**event, "body": None, "isBase64Encoded": False}
    headers = {str(k).lower(): v for k, v in (event.get("headers") or {}).items()}
    content_type = str(headers.get("content-type") or "").strip()
    if content_type:
        _check_media_type(content_type)
    text = _body_text(event)
    headers["content-type"] = JSON_MEDIA_TYPE
    return {**event, "headers": headers, "body": text or None, "isBase64Encoded": False}


def resolve(
    app: APIGatewayHttpResolver,
    event: dict[str, Any],
    context: Any,
    *,
    public_paths: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Authenticate before anything else (request validation included), so an unauthenticated
    caller learns nothing about the API beyond a 401; then check the body before any route
    reads it."""
    path = str(event.get("rawPath") or "")
    try:
        if path not in public_paths:
            principal_from_event(event, get_settings())
        checked = checked_request(event)
    except (ApiError, SkillError) as exc:
        logger.info("request refused", extra={"error_code": exc.code})
        return early_response(exc)
    return app.resolve(checked, context)


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
