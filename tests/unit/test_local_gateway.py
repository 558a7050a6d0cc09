"""The local gateway (``localrun.gateway.Api``) answers what an API Gateway HTTP API answers,
without sockets: an unknown path and a known path with another method are 404
``{"message":"Not Found"}`` (a route is a method and a path; HTTP APIs have no 405),
``OPTIONS`` is 404 without CORS and the gateway's own 204 preflight with it, a body over the
10 MB payload quota is 413 ``{"message":"Request Entity Too Large"}``; none of them reaches a
function, so none is the handlers' error envelope."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest

from localrun import template as tpl
from localrun.gateway import MAX_BODY_BYTES, Api, make_http_handler

TEMPLATE = tpl.load_template()
ORIGIN = "https://app.example.com"
PREFLIGHT = {"Origin": ORIGIN, "Access-Control-Request-Method": "POST"}


class Recorder:
    """Stands in for every function: records the events, answers with its own headers."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []

    def __call__(self, event: dict[str, Any]) -> dict[str, Any]:
        self.events.append(event)
        return {
            "statusCode": 200,
            "headers": {"Content-Type": "application/json", "Access-Control-Allow-Origin": "*"},
            "body": json.dumps({"route": event["routeKey"]}),
        }


def api_with(recorder: Recorder, template: dict[str, Any] = TEMPLATE, **kwargs: Any) -> Api:
    api = Api(template, "local", **kwargs)
    api.routes = [dataclasses.replace(route, function=recorder) for route in api.routes]  # type: ignore[arg-type]
    return api


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()


def gateway_json(answer: tuple[int, dict[str, str], bytes]) -> tuple[int, Any]:
    status, headers, body = answer
    assert headers["Content-Type"] == "application/json"
    return status, json.loads(body)


def test_every_template_route_reaches_its_function(recorder: Recorder) -> None:
    api = api_with(recorder)
    for route in tpl.function_routes(TEMPLATE):
        path = route.path.replace("{path+}", "a/b.md").replace("{", "").replace("}", "")
        status, _, body = api.handle(route.method, path, {}, b"")
        assert status == 200, route
        assert json.loads(body) == {"route": f"{route.method} {route.path}"}


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/nope"),
        ("GET", "/"),
        ("POST", "/skills/x/files/y"),  # known path, another method
        ("PUT", "/skills"),
        ("PATCH", "/skills/docker-ops"),
        ("HEAD", "/skills"),
        ("GET", "/skills/x/activate"),
        ("PUT", "/mcp"),
    ],
)
def test_no_route_is_the_gateways_404(recorder: Recorder, method: str, path: str) -> None:
    answer = api_with(recorder).handle(method, path, {}, b"")
    assert gateway_json(answer) == (404, {"message": "Not Found"})
    assert answer[2] == b'{"message":"Not Found"}'  # byte for byte, as the gateway writes it
    assert recorder.events == []


@pytest.mark.parametrize("headers", [{}, PREFLIGHT])
def test_options_without_cors_matches_no_route(recorder: Recorder, headers: dict[str, str]) -> None:
    answer = api_with(recorder).handle("OPTIONS", "/skills", headers, b"")
    assert gateway_json(answer) == (404, {"message": "Not Found"})
    assert recorder.events == []


def cors_configuration() -> dict[str, Any]:
    config = tpl.resource(TEMPLATE, "SkillsApi")["Properties"]["CorsConfiguration"]
    branch: dict[str, Any] = config["Fn::If"][1]
    return branch


@pytest.mark.parametrize("path", ["/skills", "/skills/docker-ops/activate", "/mcp", "/nope"])
def test_preflight_with_cors_is_answered_by_the_gateway(recorder: Recorder, path: str) -> None:
    api = api_with(recorder, cors_origins=(ORIGIN, "https://other.example.com"))
    status, headers, body = api.handle("OPTIONS", path, PREFLIGHT, b"")
    config = cors_configuration()
    assert (status, body) == (204, b"")
    assert headers == {
        "Access-Control-Allow-Origin": ORIGIN,
        "Access-Control-Allow-Methods": ",".join(config["AllowMethods"]),
        "Access-Control-Allow-Headers": ",".join(config["AllowHeaders"]),
        "Access-Control-Max-Age": str(config["MaxAge"]),
    }
    assert recorder.events == []  # no function, no authorizer


def test_preflight_from_another_origin_gets_no_cors_headers(recorder: Recorder) -> None:
    api = api_with(recorder, cors_origins=(ORIGIN,))
    headers = {**PREFLIGHT, "Origin": "https://evil.example.net"}
    assert api.handle("OPTIONS", "/skills", headers, b"") == (204, {}, b"")


def test_options_that_is_no_preflight_is_routed_even_with_cors(recorder: Recorder) -> None:
    api = api_with(recorder, cors_origins=(ORIGIN,))
    answer = api.handle("OPTIONS", "/skills", {"Origin": ORIGIN}, b"")
    assert gateway_json(answer) == (404, {"message": "Not Found"})


@pytest.mark.parametrize(
    ("configured", "origin", "allowed"),
    [
        (("*",), ORIGIN, "*"),
        (("https://*",), ORIGIN, ORIGIN),
        (("https://*",), "http://app.example.com", None),
        (("http://*",), "http://localhost:5173", "http://localhost:5173"),
        ((ORIGIN,), "HTTPS://APP.EXAMPLE.COM", "HTTPS://APP.EXAMPLE.COM"),
        ((ORIGIN,), "https://app.example.com.evil.net", None),
    ],
)
def test_origin_forms_the_gateway_accepts(
    recorder: Recorder, configured: tuple[str, ...], origin: str, allowed: str | None
) -> None:
    api = api_with(recorder, cors_origins=configured)
    _, headers, _ = api.handle("OPTIONS", "/skills", {**PREFLIGHT, "Origin": origin}, b"")
    assert headers.get("Access-Control-Allow-Origin") == allowed


def test_cors_headers_on_responses_are_the_gateways(recorder: Recorder) -> None:
    """The gateway adds its configured headers and drops the function's own."""
    api = api_with(recorder, cors_origins=(ORIGIN,))
    _, headers, _ = api.handle("GET", "/skills", {"Origin": ORIGIN}, b"")
    assert headers["Access-Control-Allow-Origin"] == ORIGIN
    assert headers["Access-Control-Expose-Headers"] == ",".join(
        cors_configuration()["ExposeHeaders"]
    )
    _, without_origin, _ = api.handle("GET", "/skills", {}, b"")
    assert not [k for k in without_origin if k.lower().startswith("access-control-")]
    _, no_cors, _ = api_with(recorder).handle("GET", "/skills", {"Origin": ORIGIN}, b"")
    assert no_cors["Access-Control-Allow-Origin"] == "*"  # without CORS: the function's own


def test_a_body_over_the_payload_quota_is_413(recorder: Recorder) -> None:
    api = api_with(recorder)
    answer = api.handle("POST", "/skills", {}, b"x" * (MAX_BODY_BYTES + 1))
    assert gateway_json(answer) == (413, {"message": "Request Entity Too Large"})
    assert recorder.events == []
    status, _, _ = api.handle("POST", "/skills", {}, b"x" * MAX_BODY_BYTES)
    assert status == 200  # exactly 10 MB reaches the function (which has its own limits)


def test_full_matches_win_over_greedy_routes(recorder: Recorder) -> None:
    def function(logical_id: str, path: str) -> dict[str, Any]:
        event = {"Type": "HttpApi", "Properties": {"Path": path, "Method": "GET"}}
        return {
            "Type": "AWS::Serverless::Function",
            "Properties": {"Handler": f"handlers.{logical_id}.handler", "Events": {"E": event}},
        }

    template = {
        "Resources": {
            "Greedy": function("Greedy", "/docs/{proxy+}"),
            "Exact": function("Exact", "/docs/{name}"),
        }
    }
    api = api_with(recorder, template)
    assert json.loads(api.handle("GET", "/docs/a", {}, b"")[2]) == {"route": "GET /docs/{name}"}
    assert json.loads(api.handle("GET", "/docs/a/b", {}, b"")[2]) == {"route": "GET /docs/{proxy+}"}


def test_the_server_routes_every_method_it_may_receive() -> None:
    """OPTIONS and HEAD reach routing instead of the stdlib server's 501 HTML page."""
    handler = make_http_handler(api_with(Recorder()))
    for method in ("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"):
        assert getattr(handler, f"do_{method}") is handler.do_GET, method
