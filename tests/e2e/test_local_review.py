"""Review and rollback end to end over real HTTP: a local run started with
``SKILLS_REVIEW=required`` (every save waits for a review), and one started with
``--no-review-scope`` (the authorizer stand-in grants the write scope only)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import LocalServer, Reply, start_server

pytestmark = pytest.mark.slow

NAME = "e2e-review"


def start(log: Path, *args: str, env: dict[str, str] | None = None) -> Iterator[LocalServer]:
    yield from start_server(log, "--no-seed", *args, env=env, ready="scopes granted")


@pytest.fixture(scope="module")
def reviewed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServer]:
    log = tmp_path_factory.mktemp("review") / "server.log"
    yield from start(log, env={"SKILLS_REVIEW": "required"})


@pytest.fixture(scope="module")
def no_review_scope(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServer]:
    log = tmp_path_factory.mktemp("no-review") / "server.log"
    yield from start(log, "--no-review-scope")


def ok(reply: Reply, status: int = 200) -> Reply:
    assert reply.status == status, reply.text
    return reply


def served(server: LocalServer) -> tuple[str | None, str | None]:
    """The version the catalog lists for the skill, and the body activation serves."""
    catalog = ok(server.request("GET", "/skills")).json
    listed = {s["name"]: s["version"] for s in catalog["skills"]}.get(NAME)
    activated = server.request("POST", f"/skills/{NAME}/activate", {})
    body = activated.json["content"] if activated.status == 200 else None
    return listed, body


def save(server: LocalServer, body: str, *, replace: bool = False) -> Reply:
    skill = {"name": NAME, "description": "Review me. Use when testing reviews.", "body": body}
    return ok(server.request("POST", "/skills", {**skill, "replace": replace}), 201)


def approve(server: LocalServer, version: int) -> Reply:
    path = f"/skills/{NAME}/versions/{version}/review"
    return ok(server.request("POST", path, {"decision": "approve"}))


def test_review_promote_rollback_and_pin(reviewed: LocalServer) -> None:
    assert "scopes granted: skills/write skills/review" in reviewed.log.read_text()

    first = save(reviewed, "Version one.")
    assert first.json["status"] == "pending" and first.json["version"] == 1
    assert served(reviewed) == (None, None)  # pending: absent from the catalog
    assert reviewed.request("GET", f"/skills/{NAME}").status == 404
    pending = ok(reviewed.request("GET", f"/skills/{NAME}?version=1")).json
    assert pending["status"] == "pending"  # but readable by number

    assert approve(reviewed, 1).json["labels"] == {"production": 1}
    listed, body = served(reviewed)
    assert listed == "1" and body is not None and "Version one." in body

    second = save(reviewed, "Version two.", replace=True)
    assert second.json["status"] == "pending" and second.json["version"] == 2
    listed, body = served(reviewed)
    assert listed == "1" and body is not None and "Version one." in body  # v1 still served

    assert approve(reviewed, 2).json["labels"] == {"production": 2}
    listed, body = served(reviewed)
    assert listed == "2" and body is not None and "Version two." in body

    rollback = reviewed.request("PUT", f"/skills/{NAME}/labels/production", {"version": 1})
    assert ok(rollback).json == {"name": NAME, "labels": {"production": 1}}
    listed, body = served(reviewed)
    assert listed == "1" and body is not None and "Version one." in body
    detail = ok(reviewed.request("GET", f"/skills/{NAME}")).json
    assert detail["version"] == "1" and detail["labels"] == {"production": 1}
    assert detail["digest"] == first.json["digest"]

    pinned = ok(reviewed.request("GET", f"/skills/{NAME}?version=2")).json
    assert pinned["version"] == "2" and pinned["status"] == "approved"
    tried = ok(reviewed.request("POST", f"/skills/{NAME}/activate?version=2", {})).json
    assert "Version two." in tried["content"] and tried["version"] == "2"

    actions = [
        (e["version"], e["action"])
        for e in ok(reviewed.request("GET", f"/skills/{NAME}/versions")).json["changelog"]
    ]
    assert actions == [
        (1, "created"),
        (1, "approved"),
        (2, "replaced"),
        (2, "approved"),
        (1, "labeled"),
    ]
    hits = ok(reviewed.request("GET", "/search?q=review+me+testing")).json["hits"]
    assert NAME in [hit["name"] for hit in hits]


def test_without_the_review_scope_a_review_is_403(no_review_scope: LocalServer) -> None:
    banner = no_review_scope.log.read_text()
    assert "scopes granted: skills/write only" in banner
    save(no_review_scope, "Approved on save (review optional).")
    refused = no_review_scope.request(
        "POST", f"/skills/{NAME}/versions/1/review", {"decision": "deprecate"}
    )
    assert refused.status == 403 and refused.json["error"]["code"] == "FORBIDDEN"
    assert "skills/review" in refused.json["error"]["message"]
    # Labels need the write scope only.
    staged = no_review_scope.request("PUT", f"/skills/{NAME}/labels/staging", {"version": 1})
    assert ok(staged).json["labels"] == {"production": 1, "staging": 1}
    assert ok(no_review_scope.request("GET", f"/skills/{NAME}")).json["status"] == "approved"
