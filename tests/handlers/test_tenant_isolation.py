"""Tenant isolation: the tenant comes from the authorizer only."""

from __future__ import annotations

from typing import Any

import pytest

from handlers.runtime import reset as reset_handlers

from .conftest import LOCAL_HEADER, World, event, invoke

SECRET = "Tenant B private procedure."


@pytest.fixture
def tenant_b_skill(world: World) -> World:
    """B owns a saved skill (store) and a tenant-prefix S3 skill with a file."""
    saved = invoke(
        "save",
        event(
            "POST",
            "/skills",
            tenant="tenant-b",
            body={"name": "b-secret", "description": "B only", "body": SECRET},
        ),
    )
    assert saved.status == 201
    world.put("tenants/tenant-b/b-folder/SKILL.md", "---\ndescription: B folder\n---\nB body\n")
    world.put("tenants/tenant-b/b-folder/notes.md", "B notes")
    return world


def as_a(method: str, path: str, **kwargs: Any) -> dict[str, Any]:
    """Tenant A, claiming to be B in every header (a query key is refused outright: see
    ``test_a_tenant_in_the_query_is_refused``)."""
    headers = {LOCAL_HEADER: "tenant-b", "X-Tenant-Id": "tenant-b", "tenant_id": "tenant-b"}
    return event(method, path, tenant="tenant-a", headers=headers, **kwargs)


@pytest.mark.parametrize("key", ["tenant", "tenant_id"])
def test_a_tenant_in_the_query_is_refused(tenant_b_skill: World, key: str) -> None:
    result = invoke("catalog", event("GET", "/skills", tenant="tenant-a", query={key: "tenant-b"}))
    assert result.status == 400 and result.json["error"]["code"] == "BAD_REQUEST"
    assert f'unknown query parameter "{key}"' in result.json["error"]["message"]
    assert "b-secret" not in result.text


def test_positive_control_b_sees_its_own_skills(tenant_b_skill: World) -> None:
    listed = invoke("catalog", event("GET", "/skills", tenant="tenant-b"))
    names = [s["name"] for s in listed.json["skills"]]
    assert {"b-secret", "b-folder"} <= set(names)
    activated = invoke(
        "activation", event("POST", "/skills/b-secret/activate", tenant="tenant-b", body={})
    )
    assert SECRET in activated.json["content"]
    file = invoke("catalog", event("GET", "/skills/b-folder/files/notes.md", tenant="tenant-b"))
    assert file.json["content"] == "B notes"
    assert (
        invoke("catalog", event("GET", "/skills/b-secret/versions/1", tenant="tenant-b")).status
        == 200
    )


def test_a_cannot_list_b(tenant_b_skill: World) -> None:
    listed = invoke("catalog", as_a("GET", "/skills"))
    names = {s["name"] for s in listed.json["skills"]}
    assert listed.status == 200
    assert "b-secret" not in names and "b-folder" not in names
    assert SECRET not in listed.text


@pytest.mark.parametrize(
    ("handler", "method", "path"),
    [
        ("catalog", "GET", "/skills/b-secret"),
        ("catalog", "GET", "/skills/b-folder/files/notes.md"),
        ("catalog", "GET", "/skills/b-secret/versions"),
        ("catalog", "GET", "/skills/b-secret/versions/1"),
        ("activation", "POST", "/skills/b-secret/activate"),
        ("catalog", "GET", "/skills/..%2Ftenants%2Ftenant-b%2Fb-folder/files/notes.md"),
    ],
)
def test_a_cannot_read_b(tenant_b_skill: World, handler: str, method: str, path: str) -> None:
    result = invoke(
        handler, as_a(method, path, body={"tenant": "tenant-b"} if method == "POST" else None)
    )
    # 400 when A's body smuggles a tenant key (refused), else 404: B's skill does not exist for A
    assert result.status == (400 if method == "POST" else 404)
    assert SECRET not in result.text and "B notes" not in result.text
    clean = invoke(
        handler, event(method, path, tenant="tenant-a", body={} if method == "POST" else None)
    )
    assert clean.status == 404


def test_a_cannot_slash_invoke_b(tenant_b_skill: World) -> None:
    result = invoke("activation", as_a("POST", "/invoke", body={"input": "/b-secret"}))
    assert result.status == 404 and SECRET not in result.text


def test_a_cannot_overwrite_or_retire_b(tenant_b_skill: World) -> None:
    body = {"name": "b-secret", "description": "hijack", "body": "evil", "replace": True}
    hijack = invoke("save", as_a("POST", "/skills", body=body))
    assert hijack.status == 201  # A saved its *own* b-secret ...
    b_view = invoke(
        "activation", event("POST", "/skills/b-secret/activate", tenant="tenant-b", body={})
    )
    assert SECRET in b_view.json["content"] and "evil" not in b_view.json["content"]
    assert b_view.json["version"] == "1"  # ... and B's skill is untouched
    retire = invoke("save", as_a("DELETE", "/skills/b-folder"))
    assert retire.status == 404
    body_with_tenant = {"name": "x1", "description": "d", "body": "b", "tenant": "tenant-b"}
    assert invoke("save", as_a("POST", "/skills", body=body_with_tenant)).status == 400


def test_local_header_without_authorizer_is_401(tenant_b_skill: World) -> None:
    ev = event("GET", "/skills", headers={LOCAL_HEADER: "tenant-b"}, authorizer={})
    result = invoke("catalog", ev)
    assert result.status == 401 and result.json["error"]["code"] == "UNAUTHORIZED"


@pytest.mark.parametrize(
    "claims",
    [
        {},
        {"tenant_id": ""},
        {"tenant_id": "../b"},
        {"tenant_id": "a" * 129},
        {"tenant_id": 7},
        {"tenant_id": "-lead"},
        {"tenant_id": "tenant b"},
    ],
)
def test_missing_or_malformed_tenant_is_401(tenant_b_skill: World, claims: dict[str, Any]) -> None:
    for handler, method, path in [
        ("catalog", "GET", "/skills"),
        ("activation", "POST", "/skills/b-secret/activate"),
        ("save", "POST", "/skills"),
    ]:
        result = invoke(handler, event(method, path, claims=claims, body={}))
        assert result.status == 401, (handler, claims)
        assert result.json["error"]["code"] == "UNAUTHORIZED"


def test_lambda_authorizer_context_and_custom_claim(
    tenant_b_skill: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    ev = event("GET", "/skills", authorizer={"lambda": {"tenant_id": "tenant-b"}})
    assert "b-secret" in invoke("catalog", ev).text
    monkeypatch.setenv("SKILLS_TENANT_CLAIM", "org")
    reset_handlers()
    ev = event("GET", "/skills", claims={"org": "tenant-b", "tenant_id": "tenant-a"})
    assert "b-secret" in invoke("catalog", ev).text


def test_single_tenancy_ignores_claims(
    tenant_b_skill: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_TENANCY", "single")
    monkeypatch.setenv("SKILLS_NO_BUNDLED", "1")
    reset_handlers()
    result = invoke("catalog", event("GET", "/skills", claims={}))
    assert result.status == 200
    assert "b-secret" not in result.text  # B's partition is not the single tenant's
