"""API Gateway (HTTP API) locally: the template's routes matched and dispatched to the
handlers, the server's own 404/405/413 answers, and the header that picks a tenant for one
request (stripped before the handler sees the event)."""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import urlsplit

from . import template as tpl
from .lambda_runtime import LocalFunction, http_event, log

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


class Api:
    """Routes taken from the template's ``HttpApi`` events, dispatched to the handlers."""

    def __init__(
        self, template: dict[str, Any], default_tenant: str, domain_name: str = "127.0.0.1"
    ) -> None:
        functions: dict[str, LocalFunction] = {}
        self.routes: list[CompiledRoute] = []
        for route in tpl.function_routes(template):
            function = functions.setdefault(
                route.function, LocalFunction(route.function, route.handler)
            )
            self.routes.append(CompiledRoute.build(route, function))
        self.default_tenant = default_tenant
        self.domain_name = domain_name

    def handle(
        self, method: str, target: str, headers: dict[str, str], body: bytes
    ) -> tuple[int, dict[str, str], bytes]:
        split = urlsplit(target)
        raw_path = split.path or "/"
        headers = {k.lower(): v for k, v in headers.items()}
        tenant = headers.pop(LOCAL_TENANT_HEADER.lower(), None) or self.default_tenant
        allowed: list[str] = []
        for route in self.routes:
            match = route.pattern.match(raw_path)
            if match is None:
                continue
            if route.method != method:
                allowed.append(route.method)
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
            )
            return self._response(route.function(event))
        if allowed:
            return _json_error(405, "METHOD_NOT_ALLOWED", f"allowed: {', '.join(allowed)}")
        return _json_error(404, "NOT_FOUND", "no such route")

    @staticmethod
    def _response(result: dict[str, Any]) -> tuple[int, dict[str, str], bytes]:
        status = int(result.get("statusCode", 200))
        headers = {str(k): str(v) for k, v in (result.get("headers") or {}).items()}
        raw = result.get("body") or ""
        data = base64.b64decode(raw) if result.get("isBase64Encoded") else str(raw).encode()
        return status, headers, data


def _json_error(status: int, code: str, message: str) -> tuple[int, dict[str, str], bytes]:
    body = json.dumps({"error": {"code": code, "message": message}}).encode()
    return status, {"Content-Type": "application/json"}, body


def make_http_handler(api: Api) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        server_version = "serverless-skills-local"
        protocol_version = "HTTP/1.1"

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if length > MAX_BODY_BYTES:
                status, headers, data = _json_error(
                    413, "PAYLOAD_TOO_LARGE", "request body above 10 MB"
                )
                self.close_connection = True
            else:
                body = self.rfile.read(length) if length else b""
                try:
                    status, headers, data = api.handle(
                        self.command, self.path, dict(self.headers.items()), body
                    )
                except Exception as exc:  # the handlers map their own errors; this is a bug
                    log(f"handler crashed: {type(exc).__name__}: {exc}")
                    status, headers, data = _json_error(500, "INTERNAL", "internal error")
            self.send_response(status)
            for key, value in headers.items():
                if key.lower() not in ("content-length", "connection"):
                    self.send_header(key, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)

        do_GET = do_POST = do_DELETE = do_PUT = do_PATCH = _serve

        def log_message(self, format: str, *args: Any) -> None:
            log(f"{self.command} {self.path} -> {args[1] if len(args) > 1 else ''}")

    return Handler
