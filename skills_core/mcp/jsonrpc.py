"""JSON-RPC 2.0 as MCP uses it: the error codes, the one mapping of errors to codes and to HTTP
statuses, reading one message, and writing one compact line (the conformance suite reads some
answers as a stream of lines, so a pretty-printed body is a failure)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from skills_core.errors import (
    BadRequestError,
    SkillError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillTooLargeError,
)
from skills_core.wire.json_bounded import JsonBodyError, parse_json

logger = logging.getLogger("skills_core")

VERSION = "2.0"
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
#: MCP 2026-07-28: a routing header disagrees with the body, a client capability is missing,
#: the protocol version is not served.
HEADER_MISMATCH = -32020
MISSING_CLIENT_CAPABILITY = -32021
UNSUPPORTED_VERSION = -32022

#: The modern era answers errors with these statuses; the legacy era answers every error it
#: routed with 200 (its clients read no JSON-RPC error out of a non-2xx answer).
MODERN_STATUS = {
    PARSE_ERROR: 400,
    INVALID_REQUEST: 400,
    INVALID_PARAMS: 400,
    HEADER_MISMATCH: 400,
    MISSING_CLIENT_CAPABILITY: 400,
    UNSUPPORTED_VERSION: 400,
    METHOD_NOT_FOUND: 404,
    INTERNAL_ERROR: 500,
}
#: Skill errors that describe the caller's parameters; every other one is internal.
CALLER_ERRORS = (
    BadRequestError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillTooLargeError,
)

RequestId = str | int


class RpcError(Exception):
    """A JSON-RPC error; :meth:`http_status` is its status on each wire."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = data

    def to_dict(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error

    def http_status(self, *, modern: bool) -> int:
        if self.code in (PARSE_ERROR, INVALID_REQUEST):
            return 400  # nothing was routed: no era to speak
        return MODERN_STATUS.get(self.code, 500) if modern else 200


class InvalidMessage(RpcError):
    """The body is no single JSON-RPC request; ``id`` is the request's when it could be read."""

    def __init__(self, code: int, message: str, request_id: RequestId | None = None) -> None:
        super().__init__(code, message)
        self.id = request_id


def invalid_params(message: str, data: Any = None) -> RpcError:
    return RpcError(INVALID_PARAMS, message, data)


def resource_not_found(uri: object) -> RpcError:
    """SEP-2164: an unknown resource is invalid params naming the URI (never an empty read);
    another tenant's resource is answered the same way, so nothing about it is revealed."""
    return RpcError(INVALID_PARAMS, "Resource not found", {"uri": uri})


def method_not_found(method: str) -> RpcError:
    return RpcError(METHOD_NOT_FOUND, f"Method not found: {method}")


def from_exception(exc: Exception) -> RpcError:
    """The one mapping of failures to codes: the caller's mistakes are invalid params with
    the skill error's own message (written to be shown); anything else is an internal error
    whose detail goes to the logs only."""
    if isinstance(exc, RpcError):
        return exc
    if isinstance(exc, CALLER_ERRORS):
        return invalid_params(exc.message)
    if isinstance(exc, SkillError):
        logger.warning("MCP request failed: %s (%s)", exc.code, exc.message)
        return RpcError(INTERNAL_ERROR, "The skills could not be read now; try again.")
    logger.exception("MCP request failed")
    return RpcError(INTERNAL_ERROR, "Internal error")


@dataclass(frozen=True)
class Message:
    """One JSON-RPC message: a request (``id`` present), a notification, or a response a
    client posted (``method`` is ``None``)."""

    method: str | None
    params: Any
    id: RequestId | None
    has_id: bool

    @property
    def is_response(self) -> bool:
        return self.method is None


def _valid_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def parse_message(body: bytes) -> Message:
    """One JSON-RPC 2.0 message, or :class:`InvalidMessage`: -32700 for what the bounded JSON
    reader of every HTTP body refuses (not UTF-8 or not JSON, nested deeper than 32 levels,
    over 20,000 values, a key twice in one object, ``NaN``/``Infinity``, an over-long number,
    a lone surrogate; its message says which), -32600 for a batch, a non-object, a bad
    ``jsonrpc``/``id``/``method``."""
    try:
        data = parse_json(body.decode("utf-8"), what="the body")
    except UnicodeDecodeError:
        raise InvalidMessage(PARSE_ERROR, "Parse error: the body is not UTF-8 text") from None
    except JsonBodyError as exc:
        raise InvalidMessage(PARSE_ERROR, f"Parse error: {exc.message}") from None
    if isinstance(data, list):
        raise InvalidMessage(INVALID_REQUEST, "Invalid Request: batches are not supported")
    if not isinstance(data, dict):
        raise InvalidMessage(INVALID_REQUEST, "Invalid Request: send one JSON-RPC object")
    has_id = "id" in data  # id 0 is a request: test presence, never truthiness
    request_id = data.get("id")
    if has_id and not _valid_id(request_id):
        raise InvalidMessage(INVALID_REQUEST, "Invalid Request: id must be a string or integer")
    if data.get("jsonrpc") != VERSION:
        raise InvalidMessage(INVALID_REQUEST, 'Invalid Request: jsonrpc must be "2.0"', request_id)
    if "method" not in data and has_id and ("result" in data or "error" in data):
        return Message(None, None, request_id, has_id)
    method = data.get("method")
    if not isinstance(method, str) or not method:
        raise InvalidMessage(
            INVALID_REQUEST, "Invalid Request: method must be a string", request_id
        )
    return Message(method, data.get("params"), request_id, has_id)


def result_message(request_id: RequestId, result: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": VERSION, "id": request_id, "result": result}


def error_message(request_id: RequestId | None, error: RpcError) -> dict[str, Any]:
    return {"jsonrpc": VERSION, "id": request_id, "error": error.to_dict()}


def dumps(message: dict[str, Any]) -> bytes:
    """One line of compact JSON (newlines inside strings are escaped by JSON itself); text
    that is not valid Unicode is written escaped rather than failing the reply."""
    try:
        text = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False)
        return text.encode()
    except UnicodeEncodeError:
        return json.dumps(message, separators=(",", ":"), allow_nan=False).encode()


__all__ = [
    "HEADER_MISMATCH",
    "INTERNAL_ERROR",
    "INVALID_PARAMS",
    "INVALID_REQUEST",
    "METHOD_NOT_FOUND",
    "MISSING_CLIENT_CAPABILITY",
    "PARSE_ERROR",
    "UNSUPPORTED_VERSION",
    "InvalidMessage",
    "Message",
    "RequestId",
    "RpcError",
    "dumps",
    "error_message",
    "from_exception",
    "invalid_params",
    "method_not_found",
    "parse_message",
    "resource_not_found",
]
