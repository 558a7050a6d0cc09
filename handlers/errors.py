"""The one place where errors become HTTP responses (SPEC §6 envelope and status codes)."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.event_handler import APIGatewayHttpResolver, Response, content_types
from aws_lambda_powertools.event_handler.exceptions import NotFoundError
from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError

from skills_core.errors import SkillError, SkillNotFoundError

#: SkillError.code -> HTTP status.
STATUS_BY_CODE: dict[str, HTTPStatus] = {
    "SKILL_INVALID": HTTPStatus.UNPROCESSABLE_ENTITY,
    "SKILL_NOT_FOUND": HTTPStatus.NOT_FOUND,
    "SKILL_COLLISION": HTTPStatus.CONFLICT,
    "SKILL_STORE_UNAVAILABLE": HTTPStatus.SERVICE_UNAVAILABLE,
    "SKILL_PATH_DENIED": HTTPStatus.FORBIDDEN,
    "SKILL_TOO_LARGE": HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
    "SKILL_TOOL_CLASH": HTTPStatus.BAD_REQUEST,
    "FORBIDDEN": HTTPStatus.FORBIDDEN,
    "BAD_REQUEST": HTTPStatus.BAD_REQUEST,
}


class ApiError(Exception):
    """An error of the HTTP layer itself (authentication, request shape)."""

    def __init__(self, status: HTTPStatus, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def unauthorized(message: str) -> ApiError:
    return ApiError(HTTPStatus.UNAUTHORIZED, "UNAUTHORIZED", message)


def envelope(status: HTTPStatus, code: str, message: str, **extra: Any) -> Response[Any]:
    error: dict[str, Any] = {"code": code, "message": message, **extra}
    return Response(
        status_code=int(status),
        content_type=content_types.APPLICATION_JSON,
        body={"error": error},
    )


def _location(loc: Any) -> str:
    parts = [str(p) for p in loc if p not in ("body", "query", "path")]
    return ".".join(parts) or "body"


def _validation_message(exc: RequestValidationError) -> str:
    problems = []
    for err in exc.errors()[:10]:
        kind = err.get("type", "")
        where = _location(err.get("loc", ()))
        if kind == "extra_forbidden":
            problems.append(f"unknown key '{where}'")
        elif kind == "missing":
            problems.append(f"missing '{where}'")
        elif kind in ("json_invalid", "model_attributes_type") or where == "body":
            problems.append("the body must be a JSON object")
        else:
            # pydantic's msg never contains the input value
            problems.append(f"'{where}': {err.get('msg', 'invalid value')}")
    return "invalid request: " + "; ".join(dict.fromkeys(problems))


def register_error_handlers(app: APIGatewayHttpResolver, logger: Logger) -> None:
    """Map every exception type to the SPEC envelope; nothing else leaks."""

    @app.exception_handler(SkillError)
    def _skill_error(exc: SkillError) -> Response[Any]:
        status = STATUS_BY_CODE.get(exc.code, HTTPStatus.INTERNAL_SERVER_ERROR)
        extra: dict[str, Any] = {}
        if isinstance(exc, SkillNotFoundError):
            extra["available"] = exc.available
        logger.info("request failed", extra={"error_code": exc.code, "status": int(status)})
        return envelope(status, exc.code, exc.message, **extra)

    @app.exception_handler(ApiError)
    def _api_error(exc: ApiError) -> Response[Any]:
        logger.info("request refused", extra={"error_code": exc.code, "status": int(exc.status)})
        return envelope(exc.status, exc.code, exc.message)

    @app.exception_handler(RequestValidationError)
    def _validation(exc: RequestValidationError) -> Response[Any]:
        return envelope(HTTPStatus.BAD_REQUEST, "BAD_REQUEST", _validation_message(exc))

    @app.not_found
    def _not_found(exc: NotFoundError) -> Response[Any]:
        return envelope(HTTPStatus.NOT_FOUND, "NOT_FOUND", "no such route")

    @app.exception_handler(Exception)
    def _internal(exc: Exception) -> Response[Any]:
        logger.exception("unhandled error")
        return envelope(HTTPStatus.INTERNAL_SERVER_ERROR, "INTERNAL", "internal error")
