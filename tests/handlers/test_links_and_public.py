"""The link routes and the public function over payload-2.0 events on moto (SPEC §6, §13):
who may create, list and revoke, that a token is shown once and never stored or logged, and
that the public function serves the derived artifacts until the link is revoked."""

from __future__ import annotations

import base64
import hashlib
import io
import json
from typing import Any

import pytest

from handlers.http import public
from handlers.runtime import get_settings
from localrun.lambda_runtime import LambdaContext
from skills_core.aws.deployment import build_derivation
from skills_core.aws.store.dynamodb_items import head_sk, history_from_item, key, tenant_pk
from skills_core.distribution.derive import HeadChange

from .conftest import TABLE, World, event, invoke

WELL_KNOWN = "/.well-known/agent-skills/"


@pytest.fixture(autouse=True)
def _fresh_public() -> Any:
    public.get_public.cache_clear()
    yield
    public.get_public.cache_clear()


def save(name: str, **kw: Any) -> None:
    body = {"name": name, "description": f"{name} skill. Use when asked.", "body": "Do it."}
    assert invoke("save", event("POST", "/skills", body=body, **kw)).status == 201


def derive(world: World, tenant: str, *names: str) -> None:
    """What the stream consumer does for these heads (their records decoded)."""
    derivation = build_derivation(get_settings())
    assert derivation is not None
    changes = []
    for name in names:
        item = world.ddb.get_item(TableName=TABLE, Key=key(tenant_pk(tenant), head_sk(name)))
        changes.append(HeadChange(tenant, name, None, history_from_item(item["Item"])))
    derivation.apply_changes(changes)


def fetch(path: str, method: str = "GET", **headers: str) -> tuple[int, dict[str, str], bytes]:
    ev = event(method, path, tenant=None, authorizer={}, headers=headers)
    ev["requestContext"].pop("authorizer", None)
    response = public.lambda_handler(ev, LambdaContext("public"))
    body = base64.b64decode(response["body"]) if response["isBase64Encoded"] else b""
    return response["statusCode"], response["headers"], body


def create(label: str | None = None, **kw: Any) -> Any:
    body = {} if label is None else {"label": label}
    return invoke("save", event("POST", "/links", body=body, **kw))


def test_a_link_serves_the_tenants_skills_until_it_is_revoked(world: World) -> None:
    save("deploy")
    derive(world, "acme", "deploy")
    created = create()
    assert created.status == 201, created.text
    assert set(created.json) == {"id", "url", "label", "created"}
    assert created.json["label"] == "production"
    url = created.json["url"]
    assert url.startswith("/l/") and len(url) == 3 + 43

    status, headers, body = fetch(f"{url}{WELL_KNOWN}index.json")
    assert status == 200 and headers["Content-Type"] == "application/json"
    doc = json.loads(body)
    assert [s["name"] for s in doc["skills"]] == ["deploy"]
    skill = doc["skills"][0]
    status, _, skill_md = fetch(skill["url"])
    assert status == 200 and "sha256:" + hashlib.sha256(skill_md).hexdigest() == skill["digest"]
    status, _, archive = fetch(f"{url}{WELL_KNOWN}deploy/1.tar.gz")
    assert status == 200 and archive[:2] == b"\x1f\x8b"

    unknown = fetch(f"/l/{'A' * 43}{WELL_KNOWN}index.json")
    assert unknown[0] == 404 and unknown[2] == b'{"message":"Not Found"}'
    revoked = invoke("save", event("DELETE", f"/links/{created.json['id']}"))
    assert revoked.status == 200 and revoked.json == {"id": created.json["id"], "revoked": True}
    assert fetch(f"{url}{WELL_KNOWN}index.json") == unknown
    assert fetch(f"{url}{WELL_KNOWN}deploy/1.tar.gz") == unknown
    assert invoke("catalog", event("GET", "/links")).json == {"links": []}


def test_a_token_is_never_stored_listed_or_logged(world: World, log_buffer: io.StringIO) -> None:
    created = create("staging")
    token = created.json["url"].removeprefix("/l/")
    listed = invoke("catalog", event("GET", "/links"))
    assert listed.status == 200
    assert listed.json == {
        "links": [
            {"id": created.json["id"], "label": "staging", "created": created.json["created"]}
        ]
    }
    fetch(f"/l/{token}{WELL_KNOWN}index.json")
    items = json.dumps(world.items())
    assert token not in items and hashlib.sha256(token.encode()).hexdigest() in items
    assert token not in listed.text and token not in log_buffer.getvalue()


def test_the_tenant_comes_from_the_authorizer_only(world: World) -> None:
    create()
    assert invoke("catalog", event("GET", "/links", tenant="other")).json == {"links": []}
    bad = invoke("save", event("POST", "/links", body={"label": "production", "tenant": "x"}))
    assert bad.status == 400 and bad.json["error"]["code"] == "BAD_REQUEST"
    theirs = create(tenant="other").json["id"]
    assert invoke("save", event("DELETE", f"/links/{theirs}")).status == 404
    assert invoke("save", event("DELETE", f"/links/{theirs}", tenant="other")).status == 200


@pytest.mark.parametrize(
    ("kwargs", "status", "code"),
    [
        ({"tenant": None}, 401, "UNAUTHORIZED"),
        ({"scopes": "skills/read"}, 403, "FORBIDDEN"),
        ({"body": {"label": "Not A Label"}}, 400, "BAD_REQUEST"),
        ({"body": {"label": 3}}, 400, "BAD_REQUEST"),
        ({"body": [1]}, 400, "BAD_REQUEST"),
    ],
)
def test_creating_a_link_refuses_bad_callers_and_bodies(
    world: World, kwargs: dict[str, Any], status: int, code: str
) -> None:
    body = kwargs.pop("body", {})
    answer = invoke("save", event("POST", "/links", body=body, **kwargs))
    assert answer.status == status and answer.json["error"]["code"] == code
    assert not [i for i in world.items() if i["sk"]["S"].startswith("LINK")]


@pytest.mark.parametrize("link_id", ["nope", "lnk_0000000000000000", "..", "lnk_" + "f" * 200])
def test_revoking_an_unknown_link_is_a_404(world: World, link_id: str) -> None:
    answer = invoke("save", event("DELETE", f"/links/{link_id}"))
    assert answer.status == 404 and answer.json["error"]["code"] == "NOT_FOUND"


def test_revoking_needs_the_write_scope(world: World) -> None:
    link_id = create().json["id"]
    answer = invoke("save", event("DELETE", f"/links/{link_id}", scopes="skills/read"))
    assert answer.status == 403
    assert len(invoke("catalog", event("GET", "/links")).json["links"]) == 1


def test_the_public_function_counts_its_answers(
    world: World, capsys: pytest.CaptureFixture[str]
) -> None:
    url = create().json["url"]
    fetch(f"{url}{WELL_KNOWN}index.json")
    fetch(f"/l/x{WELL_KNOWN}index.json")
    out = capsys.readouterr().out
    assert '"LinkRequests"' in out and '"LinkNotFound"' in out


def test_revoking_twice_is_a_404_the_second_time(world: World) -> None:
    link_id = create().json["id"]
    assert invoke("save", event("DELETE", f"/links/{link_id}")).status == 200
    again = invoke("save", event("DELETE", f"/links/{link_id}"))
    assert again.status == 404 and again.json["error"]["code"] == "NOT_FOUND"
    revoked = [i for i in world.items() if "revoked" in i]
    assert len(revoked) == 2  # the tenant's item and the lookup, both marked
