"""Property: no request, however malformed, gets a 500; every 4xx is the SPEC envelope and
writes nothing (SPEC §6). Every route of template.yaml (and some that do not exist) is driven
with generated methods, content types, bodies (deep, large, invalid UTF-8, base64, lone
surrogates, wrong types, extra keys), query strings, headers and path parameters."""

from __future__ import annotations

import base64
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from .conftest import HANDLERS, World, invoke
from .conftest import event as http_event
from .probes import recording_writes, snapshot

ROOT = Path(__file__).resolve().parents[2]
MIB = 1024 * 1024
#: Markers of a message written by a library rather than for a person.
FOREIGN = ("Input should", "Traceback", "errors.pydantic.dev", "list[any]", "Value error,")


def template_routes() -> list[tuple[str, str, str]]:
    """``(handler, method, path)`` of every HttpApi event in template.yaml whose function is
    one of the HTTP handlers under test."""
    routes: list[tuple[str, str, str]] = []
    handler = method = None
    for line in (ROOT / "template.yaml").read_text(encoding="utf-8").splitlines():
        if found := re.search(r"Handler:\s*handlers\.(?:\w+\.)*(\w+)\.lambda_handler", line):
            handler = found.group(1)
        elif found := re.search(r"^\s+Method:\s*(\w+)", line):
            method = found.group(1).upper()
        elif (found := re.search(r"^\s+Path:\s*(\S+)", line)) and method:
            if handler in HANDLERS:
                routes.append((handler, method, found.group(1)))
            method = None
    return routes


ROUTES = template_routes()
UNKNOWN_ROUTES = [
    ("catalog", "GET", "/nothing/here"),
    ("catalog", "POST", "/skills/{name}/versions"),
    ("activation", "GET", "/invoke"),
    ("activation", "POST", "/skills/{name}/activate/{version}"),
    ("save", "PUT", "/skills/{name}"),
    ("save", "PATCH", "/skills"),
]
METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "BREW"]
SEGMENTS = [
    "docker-ops", "code-review", "fuzzed", "ghost", "1", "2", "0", "²", "①", "9" * 5_000,
    "..", "%2e%2e", "..%2F..%2Fx", "a%2Fb", "\ud800", "é", "", " ", "Bad Name", "%00", "x" * 300,
    "references/REFERENCE.md", "scripts%2Fbuild.sh", "assets/logo.bin",
]  # fmt: skip
CONTENT_TYPES = [
    None, "application/json", "application/json; charset=utf-8", "APPLICATION/JSON;CHARSET=UTF-8",
    "text/plain", "text/plain;charset=UTF-8", "application/xml",
    "application/x-www-form-urlencoded", "multipart/form-data; boundary=b",
    "application/json; charset=utf-16", "", "*/*", "application/json, text/plain",
]  # fmt: skip
QUERY_KEYS = ["format", "style", "max_chars", "flavor", "foo", "tenant", "version", "label", ""]
QUERY_KEYS += ["q", "limit", "cursor", "tag"]  # search and paging
QUERY_VALUES = [
    "json", "text", "xml", "use_skill", "load_skill", "bedrock", "openai", "anthropic",
    "10", "0", "-1", "150", "1_000", "x", "²", "9" * 5_000, "",
    "production", "staging", "Bad Label", "roll back a deploy", "q" * 10_000, "51", "1001",
    "p1.eyJ9", "p1." + "A" * 300,
]  # fmt: skip
SAVE_KEYS = ["name", "description", "body", "tags", "replace", "allowed_tools", "priority"]
SAVE_KEYS += ["args", "model", "license", "compatibility", "metadata", "input", "author"]
SAVE_KEYS += ["decision", "note", "version"]  # review and label bodies

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)
good_values = {
    "name": st.sampled_from(["fuzzed", "fuzzed-two", "docker-ops", "Bad Name", ""]),
    "description": st.sampled_from(["Fuzzed skill. Use in tests.", ""]),
    "body": st.sampled_from(["Do $1 then $ALL.", "   ", "$ALL " * 50]),
    "tags": st.lists(st.text(max_size=5), max_size=3),
    "replace": st.booleans(),
    "args": st.lists(st.text(max_size=8), max_size=3)
    | st.dictionaries(st.text(max_size=4), json_values, max_size=3),
    "input": st.sampled_from(
        ["/docker-ops web 2", "/ghost", "no slash", '/docker-ops "open', "/code-review @../x"]
    ),
    "decision": st.sampled_from(["approve", "reject", "deprecate", "APPROVE", "pending", ""]),
    "note": st.sampled_from(["ok", "", "n" * 3_000]),
    "version": st.sampled_from([1, 2, 0, -1, 10**12]) | st.just("1"),
}


@st.composite
def json_objects(draw: st.DrawFn) -> dict[str, Any]:
    """Objects with the API's keys (well-typed or not) and some unknown ones."""
    keys = draw(st.lists(st.sampled_from(SAVE_KEYS), max_size=8, unique=True))
    obj: dict[str, Any] = {}
    for key in keys:
        typed = good_values.get(key)
        obj[key] = draw(typed if typed is not None and draw(st.booleans()) else json_values)
    return obj


@st.composite
def near_valid(draw: st.DrawFn) -> dict[str, Any]:
    """A save or activation body that is right but for (at most) a few keys."""
    obj = {
        "name": draw(st.sampled_from(["fuzzed", "fuzzed-two", "fuzzed-three"])),
        "description": "Fuzzed skill. Use in tests.",
        "body": draw(good_values["body"]),
    }
    if draw(st.booleans()):
        obj = {"args": draw(good_values["args"])}
    extra = draw(json_objects())
    return {**obj, **dict(list(extra.items())[: draw(st.sampled_from([0, 0, 0, 1, 2]))])}


@dataclass
class Request:
    handler: str
    method: str
    path: str
    body: str | None = None
    base64: bool = False
    content_type: str | None = "application/json"
    query: list[tuple[str, str]] = field(default_factory=list)
    headers: dict[str, str] = field(default_factory=dict)
    tenant: str | None = "fuzz"


#: Texts Python's reader accepts or mishandles that are not the JSON this API reads.
ODD_JSON = ['{"a": NaN}', '{"a": 1, "a": 2}', '{"args": [1e999]}', "[" + "0," * 25_000 + "0]"]


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


bodies = st.one_of(
    st.none().map(lambda _: (None, False)),
    st.just(("", False)),
    json_objects().map(lambda o: (json.dumps(o), False)),
    near_valid().map(lambda o: (json.dumps(o), False)),
    near_valid().map(lambda o: (json.dumps(o), False)),
    json_values.map(lambda v: (json.dumps(v), False)),
    json_objects().map(lambda o: (base64.b64encode(json.dumps(o).encode()).decode(), True)),
    st.binary(max_size=40).map(lambda b: (base64.b64encode(b).decode(), True)),
    st.text(max_size=30).map(lambda t: (t, True)),
    st.text(max_size=40).map(lambda t: (t, False)),
    st.sampled_from([31, 32, 33, 1_000, 100_000]).map(lambda n: (deep(n), False)),
    json_objects().map(lambda o: (json.dumps(o)[:-1] + ', "x": "\\ud800"}' if o else "{}", False)),
    st.sampled_from(ODD_JSON).map(lambda t: (t, False)),
)


@st.composite
def requests(draw: st.DrawFn) -> Request:
    handler, method, template = draw(st.sampled_from(ROUTES * 3 + UNKNOWN_ROUTES))
    if draw(st.integers(0, 9)) == 0:
        method = draw(st.sampled_from(METHODS))
    segments = st.sampled_from(SEGMENTS[:4] * 3 + SEGMENTS) | st.text(max_size=8)
    path = re.sub(r"\{[^}]+\}", lambda _: draw(segments), template)
    body, b64 = draw(bodies)
    keys = st.sampled_from(QUERY_KEYS) | st.text(max_size=4)
    values = st.sampled_from(QUERY_VALUES) | st.text(max_size=4)
    headers = {}
    if key := draw(st.sampled_from([None, None, "abc-123", "", "a b", "x" * 129, "é", "!~"])):
        headers["Idempotency-Key"] = key
    if draw(st.booleans()):
        headers["If-None-Match"] = draw(st.sampled_from(["*", '"nope"', "W/x", ""]))
    return Request(
        handler=handler,
        method=method,
        path=path,
        body=body,
        base64=b64,
        content_type=draw(st.sampled_from(CONTENT_TYPES[1:4] * 4 + CONTENT_TYPES)),
        query=draw(st.lists(st.tuples(keys, values), max_size=3))
        if draw(st.integers(0, 3)) == 0
        else [],
        headers=headers,
        tenant=draw(st.sampled_from(["fuzz"] * 10 + [None, "bad tenant"])),
    )


def to_event(request: Request) -> dict[str, Any]:
    headers = dict(request.headers)
    ev = http_event(request.method, request.path, headers=headers, tenant=request.tenant)
    if request.content_type is None:
        del ev["headers"]["content-type"]
    else:
        ev["headers"]["content-type"] = request.content_type
    ev["body"] = request.body
    ev["isBase64Encoded"] = request.base64
    ev["rawQueryString"] = urlencode(request.query)
    grouped: dict[str, list[str]] = {}
    for key, value in request.query:
        grouped.setdefault(key, []).append(value)
    ev["queryStringParameters"] = {k: ",".join(v) for k, v in grouped.items()} or None
    return ev


#: Run first (hypothesis runs explicit examples before generated ones): a saved skill, so
#: the generated requests also meet a tenant with a store partition.
SAVED = Request(
    "save",
    "POST",
    "/skills",
    json.dumps(
        {"name": "fuzzed", "description": "Fuzzed skill. Use in tests.", "body": "Do $ALL."}
    ),
)
ACTIVATE = "/skills/docker-ops/activate"
#: 1-2 MB requests: too big to generate, cheap to try.
BIG = [
    Request("activation", "POST", ACTIVATE, '{"args": ' + deep(600_000) + "}"),
    Request("save", "POST", "/skills", json.dumps({"body": "x" * (2 * MIB)})),
    Request("activation", "POST", "/invoke", json.dumps({"input": "/docker-ops " + "w " * MIB})),
    Request("save", "POST", "/skills", base64.b64encode(b"\xff" * (3 * MIB // 2)).decode(), True),
    Request("activation", "POST", ACTIVATE, json.dumps({"args": ["$ALL"] * 200_000})),
]


def examples(test: Any) -> Any:
    for request in reversed([SAVED, *BIG]):
        test = example(request=request)(test)
    return test


@settings(
    max_examples=400,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
    ],
)
@examples
@given(request=requests())
def test_no_request_is_a_500_and_refusals_write_nothing(
    world: World, monkeypatch: pytest.MonkeyPatch, state: dict[str, Any], request: Request
) -> None:
    before = state.get("snapshot") or snapshot(world)
    with recording_writes(monkeypatch) as writes:
        result = invoke(request.handler, to_event(request))
    assert result.status < 500, (request.method, request.path[:80], result.text[:300])
    code = json.loads(result.text)["error"]["code"] if result.status >= 400 else ""
    event(f"{result.status} {code}")
    if not 400 <= result.status < 500:
        state["snapshot"] = None  # it may have written: take a fresh one next time
        return
    error = json.loads(result.text)["error"]
    assert set(error) <= {"code", "message", "available"}
    assert isinstance(error["code"], str) and isinstance(error["message"], str)
    assert not any(marker in error["message"] for marker in FOREIGN), error
    assert writes == [], (result.status, error)
    state["snapshot"] = snapshot(world)
    assert state["snapshot"] == before, (result.status, error)


@pytest.fixture
def state() -> dict[str, Any]:
    """Kept across the examples of one run: the last snapshot, still valid after a 4xx."""
    return {}


def test_the_template_routes_are_all_driven() -> None:
    assert {(m, p) for _, m, p in ROUTES} >= {
        ("GET", "/skills"),
        ("GET", "/skills/{name}"),
        ("GET", "/skills/{name}/files/{path+}"),
        ("GET", "/skills/{name}/versions"),
        ("GET", "/skills/{name}/versions/{version}"),
        ("GET", "/openapi.json"),
        ("POST", "/skills/{name}/activate"),
        ("POST", "/invoke"),
        ("POST", "/skills"),
        ("DELETE", "/skills/{name}"),
        ("GET", "/search"),
        ("POST", "/skills/{name}/versions/{version}/review"),
        ("PUT", "/skills/{name}/labels/{label}"),
        ("DELETE", "/skills/{name}/labels/{label}"),
    }
