"""The one place where errors become HTTP responses (SPEC §6 envelope and status codes), and
where validation problems become messages in HTTP and JSON words (never Python or pydantic
names, never the offending values)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from http import HTTPStatus
from typing import TYPE_CHECKING, Any

from skills_core.errors import SkillError, SkillNotFoundError, SkillUnsafeError
from skills_core.wire.json_bounded import MAX_QUOTED_CHARS, quoted

if TYPE_CHECKING:  # the REST resolver's types: the MCP function and the worker never load it
    from aws_lambda_powertools import Logger
    from aws_lambda_powertools.event_handler import APIGatewayHttpResolver, Response
    from aws_lambda_powertools.event_handler.exceptions import NotFoundError

JSON_MEDIA_TYPE = "application/json"

#: Error code -> HTTP status: the only such table (SkillError codes and the HTTP layer's own).
STATUS_BY_CODE: dict[str, HTTPStatus] = {
    "BAD_REQUEST": HTTPStatus.BAD_REQUEST,
    "SKILL_TOOL_CLASH": HTTPStatus.BAD_REQUEST,
    "UNAUTHORIZED": HTTPStatus.UNAUTHORIZED,
    "FORBIDDEN": HTTPStatus.FORBIDDEN,
    "SKILL_PATH_DENIED": HTTPStatus.FORBIDDEN,
    "NOT_FOUND": HTTPStatus.NOT_FOUND,
    "SKILL_NOT_FOUND": HTTPStatus.NOT_FOUND,
    "SKILL_COLLISION": HTTPStatus.CONFLICT,
    "SKILL_VERSION_NOT_APPROVED": HTTPStatus.CONFLICT,
    "IDEMPOTENCY_KEY_REUSED": HTTPStatus.CONFLICT,
    "SKILL_TOO_LARGE": HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
    "UNSUPPORTED_MEDIA_TYPE": HTTPStatus.UNSUPPORTED_MEDIA_TYPE,
    "SKILL_INVALID": HTTPStatus.UNPROCESSABLE_ENTITY,
    "SKILL_UNSAFE": HTTPStatus.UNPROCESSABLE_ENTITY,
    "SKILL_STORE_UNAVAILABLE": HTTPStatus.SERVICE_UNAVAILABLE,
    "INTERNAL": HTTPStatus.INTERNAL_SERVER_ERROR,
}

#: At most this many validation problems are listed in one message.
MAX_REPORTED_PROBLEMS = 5


class ApiError(Exception):
    """An error of the HTTP layer itself (authentication, request shape); its status comes
    from :data:`STATUS_BY_CODE` like every other code's."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    @property
    def status(self) -> HTTPStatus:
        return status_for(self.code)


def status_for(code: str) -> HTTPStatus:
    return STATUS_BY_CODE.get(code, HTTPStatus.INTERNAL_SERVER_ERROR)


def unauthorized(message: str) -> ApiError:
    return ApiError("UNAUTHORIZED", message)


def bad_request(message: str) -> ApiError:
    return ApiError("BAD_REQUEST", message)


def unsupported_media_type(message: str) -> ApiError:
    return ApiError("UNSUPPORTED_MEDIA_TYPE", message)


def _error_body(code: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"error": {"code": code, "message": message, **extra}}


def envelope(code: str, message: str, **extra: Any) -> Response[Any]:
    from aws_lambda_powertools.event_handler import Response

    return Response(
        status_code=int(status_for(code)),
        content_type=JSON_MEDIA_TYPE,
        body=_error_body(code, message, **extra),
    )


def early_response(exc: ApiError | SkillError) -> dict[str, Any]:
    """The Lambda response for a request refused before routing (authentication, the body
    checks), in the same envelope the resolver gives."""
    return {
        "statusCode": int(status_for(exc.code)),
        "headers": {"Content-Type": JSON_MEDIA_TYPE},
        "body": json.dumps(_error_body(exc.code, exc.message)),
        "isBase64Encoded": False,
    }


# -- validation messages ---------------------------------------------------------------------

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
#: pydantic's tags for union members (``list[any]``, ``function-after[...]``) are no JSON path.
_UNION_TAG = re.compile(r"[a-z][a-z-]*\[.*\]")
_PLACES = {"query": "query parameter", "path": "path parameter", "header": "header"}

#: pydantic error type -> the rule, in JSON words; ``{…}`` are filled from the error's context.
_RULES = {
    "missing": "is required",
    "extra_forbidden": "is not a known key; remove it",
    "string_type": "must be a string",
    "string_unicode": "must be valid Unicode text",
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "int_parsing_size": "must be a whole number of at most 4300 digits",
    "float_type": "must be a number",
    "list_type": "must be an array",
    "dict_type": "must be an object",
    "model_type": "must be an object",
    "model_attributes_type": "must be an object",
    "none_required": "must be null",
    "literal_error": "must be one of {expected}",
    "enum": "must be one of {expected}",
    "greater_than": "must be greater than {gt}",
    "greater_than_equal": "must be at least {ge}",
    "less_than": "must be less than {lt}",
    "less_than_equal": "must be at most {le}",
    "string_too_short": "must be at least {min_length} characters long",
    "string_too_long": "must be at most {max_length} characters long",
    "too_short": "must have at least {min_length} items",
    "too_long": "must have at most {max_length} items",
    "string_pattern_mismatch": "does not have the expected form ({pattern})",
    "json_invalid": "is not valid JSON",
}


def json_path(loc: Iterable[object]) -> str:
    """``("tags", 2)`` -> ``tags[2]``, ``("model", "provider")`` -> ``model.provider``, odd
    keys as ``metadata["a b"]``: the path as JSON would write it."""
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        elif _UNION_TAG.fullmatch(str(part)):
            continue
        elif _IDENTIFIER.fullmatch(str(part)) and len(str(part)) <= MAX_QUOTED_CHARS:
            path += f".{part}" if path else str(part)
        else:
            path += f"[{quoted(part)}]"
    return path


def _rule(error: Mapping[str, Any]) -> str:
    kind = str(error.get("type", ""))
    context = error.get("ctx") or {}
    template = _RULES.get(kind)
    if template is None:
        # Our own validators (PydanticCustomError, ValueError) write messages for people.
        if kind not in ("value_error", "assertion_error") and not kind.startswith("skills_"):
            return "has a value this field does not accept"
        return str(error.get("msg", "")).removeprefix("Value error, ")
    try:
        return template.format(**{k: str(v) for k, v in context.items()})
    except (KeyError, IndexError):
        return template.split(" {")[0].split(" (")[0]


def header_name(name: str) -> str:
    """``idempotency-key`` -> ``Idempotency-Key``: as clients spell it (HTTP ignores case)."""
    return "-".join(word.capitalize() for word in name.split("-"))


def _place(loc: Sequence[object]) -> tuple[str, Sequence[object]]:
    """Where a problem is (``field``, ``query parameter``...) and the rest of its path."""
    if loc and loc[0] in _PLACES:
        place = _PLACES[str(loc[0])]
        rest = loc[1:]
        if place == "header" and rest:
            rest = [header_name(str(rest[0])), *rest[1:]]
        return place, rest
    if loc and loc[0] == "body":
        return "field", loc[1:]
    return "field", loc


def describe_problems(errors: Sequence[Mapping[str, Any]], *, whole: str = "the body") -> str:
    """``field 'tags[2]': must be a string; …`` for at most :data:`MAX_REPORTED_PROBLEMS`
    problems, then ``and N more``. ``whole`` names the document itself (an empty path)."""
    problems: list[str] = []
    for error in errors:
        place, rest = _place(list(error.get("loc", ())))
        path = json_path(rest)
        where = f"{place} '{path}'" if path else whole
        problems.append(f"{where}: {_rule(error)}")
    unique = list(dict.fromkeys(problems))
    shown = unique[:MAX_REPORTED_PROBLEMS]
    if len(unique) > MAX_REPORTED_PROBLEMS:
        shown.append(f"and {len(unique) - MAX_REPORTED_PROBLEMS} more")
    return "; ".join(shown)


def register_error_handlers(
    app: APIGatewayHttpResolver,
    logger: Logger,
    *,
    first: Callable[[], ApiError | None] = lambda: None,
) -> None:
    """Map every exception type to the SPEC envelope; nothing else leaks. ``first`` finds a
    problem that explains a validation failure better than the validator (a repeated or
    unknown query key) and is reported instead."""
    from aws_lambda_powertools.event_handler.openapi.exceptions import RequestValidationError

    @app.exception_handler(SkillError)
    def _skill_error(exc: SkillError) -> Response[Any]:
        extra: dict[str, Any] = {}
        if isinstance(exc, SkillNotFoundError):
            extra["available"] = exc.available
        elif isinstance(exc, SkillUnsafeError):
            extra["findings"] = [dict(finding) for finding in exc.findings]
        status = int(status_for(exc.code))
        logger.info("request failed", extra={"error_code": exc.code, "status": status})
        return envelope(exc.code, exc.message, **extra)

    def refused(exc: ApiError) -> Response[Any]:
        logger.info("request refused", extra={"error_code": exc.code, "status": int(exc.status)})
        return envelope(exc.code, exc.message)

    app.exception_handler(ApiError)(refused)

    @app.exception_handler(RequestValidationError)
    def _validation(exc: RequestValidationError) -> Response[Any]:
        problem = first()
        if problem is not None:
            return refused(problem)
        message = "invalid request: " + describe_problems(exc.errors())
        return envelope("BAD_REQUEST", message)

    @app.not_found
    def _not_found(exc: NotFoundError) -> Response[Any]:
        return envelope("NOT_FOUND", "no such route: check the method and the path")

    @app.exception_handler(Exception)
    def _internal(exc: Exception) -> Response[Any]:
        logger.exception("unhandled error")
        return envelope("INTERNAL", "internal error")
