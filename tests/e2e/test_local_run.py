"""End to end over real HTTP against the local run (moto + the real handlers)."""

from __future__ import annotations

import pytest

from .conftest import LocalServer

pytestmark = pytest.mark.slow


def test_catalog_lists_the_seeded_bundled_skills(local_server: LocalServer) -> None:
    reply = local_server.request("GET", "/skills")
    assert reply.status == 200
    names = [s["name"] for s in reply.json["skills"]]
    assert "docker-ops" in names and len(names) >= 22
    assert reply.json["warnings"] == []
    text = local_server.request("GET", "/skills?format=text&max_chars=350")
    assert text.status == 200 and len(text.text) <= 350
    assert "more skills not listed" in text.text


def test_activate_with_args(local_server: LocalServer) -> None:
    reply = local_server.request(
        "POST", "/skills/docker-ops/activate", {"args": ["build", "myapp:latest"]}
    )
    assert reply.status == 200
    content = reply.json["content"]
    assert content.startswith("# docker-ops Skill Activated")
    assert "myapp:latest" in content
    assert "Skill directory: skills/docker-ops/" in content
    assert "- references/cheatsheet.md" in content


def test_read_a_file_beside_skill_md(local_server: LocalServer) -> None:
    reply = local_server.request("GET", "/skills/docker-ops/files/references/cheatsheet.md")
    assert reply.status == 200
    assert reply.json["content"].startswith("# Docker command cheatsheet")
    denied = local_server.request("GET", "/skills/docker-ops/files/..%2F..%2Fdesign%2FSKILL.md")
    assert denied.status == 403


def test_save_collision_replace_and_versions(local_server: LocalServer) -> None:
    skill = {
        "name": "e2e-hello",
        "description": "Say hello. Use when greeting.",
        "body": "Hello $1!",
        "tags": ["demo"],
    }
    first = local_server.request("POST", "/skills", skill)
    assert first.status == 201 and first.json["version"] == 1
    clash = local_server.request("POST", "/skills", skill)
    assert clash.status == 409 and clash.json["error"]["code"] == "SKILL_COLLISION"
    second = local_server.request("POST", "/skills", {**skill, "body": "Hi $1!", "replace": True})
    assert second.status == 201 and second.json["version"] == 2
    activated = local_server.request("POST", "/skills/e2e-hello/activate", {"args": ["Ada"]})
    assert "Hi Ada!" in activated.json["content"] and activated.json["version"] == "2"
    versions = local_server.request("GET", "/skills/e2e-hello/versions")
    assert [e["version"] for e in versions.json["changelog"]] == [1, 2]
    old = local_server.request("GET", "/skills/e2e-hello/versions/1")
    assert "Hello $1!" in old.json["content"]


def test_tenants_are_separate_locally(local_server: LocalServer) -> None:
    body = {"name": "acme-only", "description": "Acme skill. Use for acme.", "body": "A"}
    header = {"X-Skills-Local-Tenant": "acme"}
    assert local_server.request("POST", "/skills", body, headers=header).status == 201
    assert local_server.request("GET", "/skills/acme-only", headers=header).status == 200
    assert local_server.request("GET", "/skills/acme-only").status == 404


def test_openapi_and_unknown_route(local_server: LocalServer) -> None:
    assert local_server.request("GET", "/openapi.json").json["info"]["title"] == "serverless-skills"
    assert local_server.request("GET", "/nope").status == 404
    # API Gateway's own answer (HTTP APIs have no 405): tests/e2e/test_local_gateway_answers.py
    assert local_server.request("PUT", "/skills").status == 404


def test_the_local_run_folds_the_stream_and_stays_read_your_writes(
    local_server: LocalServer,
) -> None:
    """A save is served at once (its overlay item), and the local stream poller feeds the
    projection function, which folds it into the tenant's snapshot and deletes the overlay."""
    import time

    from localrun.local_aws import SKILLS_TABLE

    header = {"X-Skills-Local-Tenant": "stream-tenant"}
    body = {"name": "streamed", "description": "Streamed. Use when testing.", "body": "S"}
    assert local_server.request("POST", "/skills", body, headers=header).status == 201
    listed = local_server.request("GET", "/skills", headers=header).json["skills"]
    assert "streamed" in [s["name"] for s in listed]
    ddb = local_server.client("dynamodb")
    keys: set[str] = set()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        items = ddb.query(
            TableName=SKILLS_TABLE,
            KeyConditionExpression="pk = :pk",
            ExpressionAttributeValues={":pk": {"S": "TENANT#stream-tenant"}},
        )["Items"]
        keys = {item["sk"]["S"] for item in items}
        if "CATALOG#store" in keys and "CAT#!streamed" not in keys:
            break
        time.sleep(0.5)
    else:
        raise AssertionError(f"the projection did not fold the save: {keys}")
    after = local_server.request("GET", "/skills", headers=header).json
    assert "streamed" in [s["name"] for s in after["skills"]] and after["warnings"] == []
