"""CORS as an API Gateway HTTP API answers it, for the local server: with a CORS configuration
the gateway answers preflight requests itself (``OPTIONS`` with ``Origin`` and
``Access-Control-Request-Method``, no route or authorizer involved) and puts its configured
headers on the integration's responses, ignoring any CORS headers the function returns
(https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-cors.html). Without a
configuration nothing is added and an ``OPTIONS`` request matches no route (404).

The configuration is the template's (``CorsConfiguration`` of the ``HttpApi``) with the origins
the local run is given, as ``CorsAllowOrigins`` gives them in AWS. The local run gives pages
served from this machine (:data:`LOOPBACK_ORIGINS`, any port: a browser MCP client such as
MCP Inspector's UI) unless told otherwise; ``:*`` as a port is the local run's own form
(the gateway knows exact origins and the ``https://*`` prefix only)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from . import template as tpl

PREFLIGHT_STATUS = 204
#: The local run's default origins: pages on this machine, on any port.
LOOPBACK_ORIGINS = ("http://localhost:*", "http://127.0.0.1:*")


@dataclass(frozen=True)
class CorsConfig:
    origins: tuple[str, ...]
    methods: tuple[str, ...] = ()
    headers: tuple[str, ...] = ()
    expose: tuple[str, ...] = ()
    max_age: int | None = None
    credentials: bool = False

    @classmethod
    def from_template(cls, template: dict[str, Any], origins: Iterable[str]) -> CorsConfig | None:
        """The HTTP API's CORS configuration with ``origins`` (``None``: no origins, no CORS,
        the template's default). An ``!If`` around it is taken as true: origins were given."""
        allowed = tuple(origin.strip() for origin in origins if origin.strip())
        if not allowed:
            return None
        config: Any = None
        for res in tpl.resources_of_type(template, "AWS::Serverless::HttpApi").values():
            config = (res.get("Properties") or {}).get("CorsConfiguration")
            if config is not None:
                break
        if isinstance(config, dict) and set(config) == {"Fn::If"}:
            config = config["Fn::If"][1]
        if not isinstance(config, dict):
            return cls(allowed)
        return cls(
            allowed,
            methods=_words(config.get("AllowMethods")),
            headers=_words(config.get("AllowHeaders")),
            expose=_words(config.get("ExposeHeaders")),
            max_age=int(config["MaxAge"]) if config.get("MaxAge") is not None else None,
            credentials=bool(config.get("AllowCredentials", False)),
        )

    def allows(self, origin: str) -> bool:
        """Exact origins, ``*``, and the gateway's ``https://*`` / ``http://*`` prefixes."""
        origin = origin.strip().lower()
        for allowed in (a.lower() for a in self.origins):
            if allowed == "*" or allowed == origin:
                return True
            if allowed.endswith("://*") and origin.startswith(allowed[:-1]):
                return True
            if allowed.endswith(":*") and origin.startswith(allowed[:-1]):
                port = origin[len(allowed) - 1 :]
                if port.isascii() and port.isdigit():
                    return True
        return False

    def _allow_origin(self, origin: str) -> dict[str, str]:
        value = "*" if "*" in self.origins and not self.credentials else origin.strip()
        found = {"Access-Control-Allow-Origin": value}
        if self.credentials:
            found["Access-Control-Allow-Credentials"] = "true"
        return found

    def preflight(self, headers: Mapping[str, str]) -> tuple[int, dict[str, str], bytes] | None:
        """The gateway's own answer to a preflight request (lower-case ``headers``), or
        ``None`` when the request is no preflight (it is then routed like any other). An
        origin that is not allowed gets the 204 without CORS headers: the browser refuses."""
        origin = headers.get("origin")
        if not origin or not headers.get("access-control-request-method"):
            return None
        answer: dict[str, str] = {}
        if self.allows(origin):
            answer.update(self._allow_origin(origin))
            if self.methods:
                answer["Access-Control-Allow-Methods"] = ",".join(self.methods)
            if self.headers:
                answer["Access-Control-Allow-Headers"] = ",".join(self.headers)
            if self.max_age is not None:
                answer["Access-Control-Max-Age"] = str(self.max_age)
        return PREFLIGHT_STATUS, answer, b""

    def decorate(self, request_headers: Mapping[str, str], response: dict[str, str]) -> None:
        """The configured headers on an integration's response (the function's own CORS
        headers are dropped, as the gateway drops them)."""
        for key in [k for k in response if k.lower().startswith("access-control-")]:
            del response[key]
        origin = request_headers.get("origin")
        if not origin or not self.allows(origin):
            return
        response.update(self._allow_origin(origin))
        if self.expose:
            response["Access-Control-Expose-Headers"] = ",".join(self.expose)


def _words(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split(",") if part.strip())
    return tuple(str(item) for item in value)


__all__ = ["LOOPBACK_ORIGINS", "PREFLIGHT_STATUS", "CorsConfig"]
