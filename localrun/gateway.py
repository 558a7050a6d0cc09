"""API Gateway (HTTP API) locally: the template's routes matched and dispatched to the
handlers, the gateway's own answers, and the header that picks a tenant for one request
(stripped before the handler sees the event).

The gateway's own answers are API Gateway's, not the handlers' error envelope: a route is a
method and a path, so an unknown path and a known path with another method are both
``404 {"message":"Not Found"}`` (HTTP APIs have no 405); ``OPTIONS`` is a preflight answered
by the gateway when CORS is configured (:mod:`localrun.cors`), else it matches no route (404);
a body over the 10 MB payload quota is ``413 {"message":"Request Entity Too Large"}``; a
function that crashes is ``500 {"message":"Internal Server Error"}``. Sources:
https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-develop-routes.html and
http-api-quotas.html, http-api-cors.html beside it."""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import urlsplit

from . import template as tpl
from .cors import CorsConfig
from .lambda_runtime import DEFAULT_SCOPES, LocalFunction, http_event, log

LOCAL_TENANT_HEADER = "X-Skills-Local-Tenant"
MAX_BODY_BYTES = 10 * 1024 * 1024  # API Gateway's own payload limit


@dataclass(frozen=True)
class CompiledRoute:
    method: str
    path: str
    pattern: re.Pattern[str]
    function: LocalFunction

    @classmethod
    def build(cls, route: tpl.Route, function: LocalFunction) -> CompiledRoute:
        regex = ""
        for part in re.split(r"(\{[^}]+\})", route.path):
            if part.startswith("{") and part.endswith("+}"):
                regex += f"(?P<{part[1:-2]}>.+)"
            elif part.startswith("{"):
                regex += f"(?P<{part[1:-1]}>[^/]+)"
            else:
                regex += re.escape(part)
        return cls(route.method, route.path, re.compile(f"^{regex}$"), function)

    @property
    def greedy(self) -> bool:
        """``{proxy+}`` routes match after every full match (the gateway's priority)."""
        return "+}" in self.path


class Api:
    """Routes taken from the template's ``HttpApi`` events, dispatched to the handlers."""

    def __init__(
        self,
        template: dict[str, Any],
        default_tenant: str,
        domain_name: str = "127.0.0.1",
        cors_origins: tuple[str, ...] = (),
        scopes: tuple[str, ...] = DEFAULT_SCOPES,
    ) -> None:
        """``cors_origins``: the template's ``CorsAllowOrigins`` (empty: no CORS, its
        default). ``scopes``: what the authorizer stand-in grants (write and review)."""
        functions: dict[str, LocalFunction] = {}
        self.routes: list[CompiledRoute] = []
        for route in tpl.function_routes(template):
            function = functions.setdefault(
                route.function, LocalFunction(route.function, route.handler)
            )
            self.routes.append(CompiledRoute.build(route, function))
        self.routes.sort(key=lambda compiled: compiled.greedy)  # stable: template order
        self.cors = CorsConfig.from_template(template, cors_origins)
        self.default_tenant = default_tenant
        self.domain_name = domain_name
        #: The scopes the authorizer stand-in grants every request.
        self.scopes = scopes

    def handle(
        self, method: str, target: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, dict[str, str], bytes]:
        split = urlsplit(target)
        raw_path = split.path or "/"
        headers = {k.lower(): v for k, v in headers.items()}
        tenant = headers.pop(LOCAL_TENANT_HEADER.lower(), None) or self.default_tenant
        if len(body) > MAX_BODY_BYTES:
            return gateway_answer(413, "Request Entity Too Large")
        if self.cors is not None and method == "OPTIONS":
            preflight = self.cors.preflight(headers)
            if preflight is not None:
                return preflight
        for route in self.routes:
            match = route.pattern.match(raw_path)
            if match is None or route.method != method:
                continue
            event = http_event(
                method,
                raw_path,
                split.query,
                headers,
                body,
                route_key=f"{route.method} {route.path}",
                path_parameters=match.groupdict(),
                tenant=tenant,
                domain_name=self.domain_name,
                scopes=self.scopes,
            )
            status, answer, data = self._response(route.function(event))
            if self.cors is not None:
                self.cors.decorate(headers, answer)
            return status, answer, data
        return gateway_answer(404, "Not Found")

    @staticmethod
    def _response(result: dict[str, Any]) -> tuple[int, dict[str, str], bytes]:
        status = int(result.get("statusCode", 200))
        headers = {str(k): str(v) for k, v in (result.get("headers") or {}).items()}
        raw = result.get("body") or ""
        data = base64.b64decode(raw) if result.get("isBase64Encoded") else str(raw).encode()
        return status, headers, data


def gateway_answer(status: int, message: str) -> tuple[int, dict[str, str], bytes]:
    """An answer of the gateway itself: ``{"message": ...}``, as API Gateway writes it."""
    body = json.dumps({"message": message}, separators=(",", ":")).encode()
    return status, {"Content-Type": "application/json"}, body


def make_http_handler(api: Api) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "serverless-skills-local"
        protocol_version = "HTTP/1.1"

        def _serve(self) -> None:
            declared = self.headers.get("Content-Length") or "0"
            length = int(declared) if declared.isascii() and declared.isdigit() else -1
            if length < 0:  # not a byte count: the gateway refuses the request unread
                status, headers, data = gateway_answer(400, "Bad Request")
                self.close_connection = True
            elif length > MAX_BODY_BYTES:  # refused unread, as the gateway refuses it
                status, headers, data = gateway_answer(413, "Request Entity Too Large")
                self.close_connection = True
            else:
                body = self.rfile.read(length) if length else b""
                try:
                    status, headers, data = api.handle(
                        self.command, self.path, dict(self.headers.items()), body
                    )
                except Exception as exc:  # the handlers map their own errors; this is a bug
                    log(f"handler crashed: {type(exc).__name__}: {exc}")
                    status, headers, data = gateway_answer(500, "Internal Server Error")
            self.send_response(status)
            for key, value in headers.items():
                if key.lower() not in ("content-length", "connection"):
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)

        # Every method reaches routing (OPTIONS, HEAD, TRACE and any other word included), so
        # none gets the stdlib server's 501 HTML page: no route has it, 404 as the gateway.
        do_GET = do_POST = do_DELETE = do_PUT = do_PATCH = do_OPTIONS = do_HEAD = _serve

        def __getattr__(self, name: str) -> Any:
            if name.startswith("do_"):
                return self._serve
            raise AttributeError(name)

        def log_message(self, format: str, *args: Any) -> None:
            log(f"{self.command} {self.path} -> {args[1] if len(args) > 1 else ''}")

    return Handler
