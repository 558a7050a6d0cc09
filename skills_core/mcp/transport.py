"""MCP's Streamable HTTP transport, stateless: the HTTP-level checks, the choice of protocol
era, and the modern era's per-request validation ladder. In: one HTTP request; out: a
:class:`Call` to dispatch, or the HTTP answer that refuses the request.

Order (first failure wins): Host/Origin (403, for every method: DNS rebinding), the method
(405, ``Allow: POST``), Accept (406), Content-Type (415), size (413), JSON (400/-32700), one
request object (400/-32600), notifications (202). Then the era: no ``MCP-Protocol-Version``
header or a 2025-era version is the legacy handshake wire; any other value is the 2026-07-28
wire, whose requests each carry ``_meta`` and mirrored routing headers, checked in the order
the conformance suite requires (-32602, then -32020, then -32022)."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any
from urllib.parse import urlsplit

from skills_core.mcp import jsonrpc
from skills_core.mcp.jsonrpc import RequestId, RpcError
from skills_core.wire.json_bounded import MAX_BODY_BYTES

#: Handshake versions (no header means 2025-03-26); negotiated by ``initialize``.
LEGACY_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")
LATEST_LEGACY = LEGACY_VERSIONS[0]
#: Stateless versions: every request names its version; ``server/discover`` lists them.
MODERN_VERSIONS = ("2026-07-28",)
LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "::1"})
META_VERSION = "io.modelcontextprotocol/protocolVersion"
META_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
#: Methods whose ``Mcp-Name`` header mirrors a body value (only when the value is given).
NAMED_PARAMS = {"tools/call": "name", "prompts/get": "name", "resources/read": "uri"}
JSON_TYPE = "application/json"
_ACCEPTABLE = frozenset({JSON_TYPE, "application/*", "*/*"})


class Era(Enum):
    LEGACY = "legacy"
    MODERN = "modern"


@dataclass(frozen=True)
class HttpRequest:
    method: str
    #: Header names in lower case; a repeated header arrives joined with commas.
    headers: Mapping[str, str]
    #: ``None``: the body could not be decoded (invalid base64 from the gateway).
    body: bytes | None
    #: Host names (lower case, no port) this deployment answers to; see :func:`allowed_hosts`.
    allowed_hosts: frozenset[str] = LOOPBACK_HOSTS


@dataclass(frozen=True)
class HttpResponse:
    status: int
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.body:
            self.headers.setdefault("Content-Type", JSON_TYPE)
        self.headers["Content-Length"] = str(len(self.body))


@dataclass(frozen=True)
class Call:
    """A request that passed the transport: dispatch it, then :func:`reply`."""

    era: Era
    id: RequestId
    method: str
    #: The params without ``_meta`` (always an object).
    params: dict[str, Any]

    @property
    def modern(self) -> bool:
        return self.era is Era.MODERN


def hostname(value: str | None) -> str | None:
    """``Host``/``Origin``/setting value -> the lower-case host name; ``None`` if malformed."""
    if not value or not value.strip():
        return None
    text = value.strip()
    try:
        parts = urlsplit(text if "://" in text else f"//{text}")
        parts.port  # noqa: B018 - raises ValueError on a malformed port
    except ValueError:
        return None
    return parts.hostname or None


def allowed_hosts(domain_name: str | None, extra: Iterable[str] = ()) -> frozenset[str]:
    """The names a request may carry in ``Host``/``Origin``: the API's own domain (API
    Gateway's ``requestContext.domainName``), loopback when that domain is loopback or
    unknown (the local run), and ``extra`` (host names or origins: a custom domain, the
    browser origins allowed by CORS)."""
    names: set[str] = set()
    domain = hostname(domain_name)
    names.update(LOOPBACK_HOSTS if domain is None or domain in LOOPBACK_HOSTS else {domain})
    names.update(name for name in map(hostname, extra) if name)
    return frozenset(names)


def refusal(status: int, message: str, code: int = jsonrpc.INVALID_REQUEST) -> HttpResponse:
    """An HTTP-level refusal (nothing was routed, so no request id is known)."""
    error = RpcError(code, message)
    return HttpResponse(status, jsonrpc.dumps(jsonrpc.error_message(None, error)))


def _origin_allowed(request: HttpRequest) -> bool:
    host = hostname(request.headers.get("host"))
    if host is None or host not in request.allowed_hosts:
        return False
    origin = request.headers.get("origin")
    if origin is None:
        return True
    parts = urlsplit(origin.strip())
    return parts.scheme in ("http", "https") and hostname(origin) in request.allowed_hosts


def _media_types(header: str) -> list[tuple[str, dict[str, str]]]:
    found = []
    for item in header.split(","):
        media, *params = item.split(";")
        values = {}
        for param in params:
            key, _, value = param.partition("=")
            values[key.strip().lower()] = value.strip().strip('"').lower()
        found.append((media.strip().lower(), values))
    return found


def _accepts_json(header: str | None) -> bool:
    if header is None or not header.strip():
        return True  # no Accept: anything is acceptable
    return any(
        media in _ACCEPTABLE and _quality(params.get("q", "1")) > 0
        for media, params in _media_types(header)
    )


def _quality(value: str) -> float:
    try:
        return float(value)
    except ValueError:
        return 0.0


def _is_json(header: str | None) -> bool:
    if header is None or not header.strip():
        return True  # a body without a type is read as JSON, as on every other route
    [(media, params)] = _media_types(header.split(",")[0])
    return media == JSON_TYPE and params.get("charset", "utf-8") in ("utf-8", "utf8")


def receive(request: HttpRequest) -> Call | HttpResponse:
    """The transport's checks, in order; a :class:`Call` when the request is to be served."""
    if not _origin_allowed(request):
        return refusal(403, "Forbidden: this Host or Origin is not allowed")
    if request.method.upper() != "POST":
        return HttpResponse(405, headers={"Allow": "POST"})
    if not _accepts_json(request.headers.get("accept")):
        return refusal(406, f"Not Acceptable: accept {JSON_TYPE}")
    if not _is_json(request.headers.get("content-type")):
        return refusal(415, f"Unsupported Media Type: send {JSON_TYPE} (UTF-8)")
    body = request.body
    if body is not None and len(body) > MAX_BODY_BYTES:
        return refusal(413, f"Payload Too Large: at most {MAX_BODY_BYTES // 1024} KiB")
    if body is None:
        return refusal(400, "Parse error: the body cannot be read", jsonrpc.PARSE_ERROR)
    try:
        message = jsonrpc.parse_message(body)
    except jsonrpc.InvalidMessage as exc:
        return _error(exc.id, exc, modern=False)
    return _route(request, message)


def _route(request: HttpRequest, message: jsonrpc.Message) -> Call | HttpResponse:
    """The era by header; notifications acknowledged; the modern ladder."""
    version = _header(request, "mcp-protocol-version")
    era = Era.LEGACY if version is None or version in LEGACY_VERSIONS else Era.MODERN
    if message.is_response or not message.has_id:
        if message.is_response and era is Era.MODERN:  # clients send no responses here
            error = RpcError(jsonrpc.INVALID_REQUEST, "Invalid Request: no request was pending")
            return _error(message.id, error, modern=True)
        return HttpResponse(202)  # a notification (or a stray legacy response): accepted
    assert message.method is not None and message.id is not None
    params = message.params if isinstance(message.params, dict) else {}
    call = Call(era, message.id, message.method, {k: v for k, v in params.items() if k != "_meta"})
    if era is Era.MODERN:
        problem = _modern_problem(request, message.params, call, version)
        if problem is not None:
            return _error(call.id, problem, modern=True)
    elif message.params is not None and not isinstance(message.params, dict):
        return _error(call.id, jsonrpc.invalid_params("params must be an object"), modern=False)
    return call


def _header(request: HttpRequest, name: str) -> str | None:
    value = request.headers.get(name)
    return value.strip() if value is not None else None  # optional whitespace is no value


def _mcp_name(request: HttpRequest) -> str | None:
    """``Mcp-Name``, with the ``=?base64?…?=`` form of non-ASCII values decoded."""
    value = _header(request, "mcp-name")
    if value is not None and value.startswith("=?base64?") and value.endswith("?="):
        try:
            return base64.b64decode(value[9:-2], validate=True).decode("utf-8")
        except (binascii.Error, ValueError):
            return None
    return value


def _modern_problem(
    request: HttpRequest, params: Any, call: Call, version: str | None
) -> RpcError | None:
    meta = params.get("_meta") if isinstance(params, dict) else None
    if not isinstance(meta, dict) or META_VERSION not in meta or META_CAPABILITIES not in meta:
        return jsonrpc.invalid_params(
            f"Invalid params: _meta must carry {META_VERSION} and {META_CAPABILITIES}"
        )
    if meta[META_VERSION] != version:
        return _mismatch(f"MCP-Protocol-Version does not match _meta {META_VERSION}")
    if _header(request, "mcp-method") != call.method:
        return _mismatch("Mcp-Method header is missing or does not match the body's method")
    named = NAMED_PARAMS.get(call.method)
    value = call.params.get(named) if named is not None else None
    if value is not None and _mcp_name(request) != value:
        return _mismatch(f"Mcp-Name header is missing or does not match params.{named}")
    if version not in MODERN_VERSIONS:
        return RpcError(
            jsonrpc.UNSUPPORTED_VERSION,
            "Unsupported protocol version",
            {"supported": list(MODERN_VERSIONS), "requested": version},
        )
    return None


def _mismatch(message: str) -> RpcError:
    return RpcError(jsonrpc.HEADER_MISMATCH, f"Header mismatch: {message}")


def _error(request_id: RequestId | None, error: RpcError, *, modern: bool) -> HttpResponse:
    body = jsonrpc.dumps(jsonrpc.error_message(request_id, error))
    return HttpResponse(error.http_status(modern=modern), body)


def reply(call: Call, outcome: dict[str, Any] | RpcError) -> HttpResponse:
    """The answer to a call: its result (200) or its error (status by era and code)."""
    if isinstance(outcome, RpcError):
        return _error(call.id, outcome, modern=call.modern)
    try:
        body = jsonrpc.dumps(jsonrpc.result_message(call.id, outcome))
    except (TypeError, ValueError) as exc:  # a result JSON cannot carry: a bug, never a 500 page
        return _error(call.id, jsonrpc.from_exception(exc), modern=call.modern)
    return HttpResponse(200, body)


__all__ = [
    "LATEST_LEGACY",
    "LEGACY_VERSIONS",
    "LOOPBACK_HOSTS",
    "MAX_BODY_BYTES",
    "MODERN_VERSIONS",
    "Call",
    "Era",
    "HttpRequest",
    "HttpResponse",
    "allowed_hosts",
    "hostname",
    "receive",
    "refusal",
    "reply",
]
