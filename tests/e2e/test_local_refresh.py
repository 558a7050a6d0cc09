"""The local run serves the catalog from snapshots (the seeding publishes ``global/``), and an
object put into the bucket with plain S3 (not ``skillsctl sync``) reaches ``GET /skills``
within the refresh period, run by the template's refresh function on the local schedule."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from skills_core.aws.snapshots.snapshot_store import manifest_key
from skills_core.snapshot.scopes import GLOBAL_SCOPE, tenant_scope

from .conftest import LocalServer, start_server

pytestmark = pytest.mark.slow

REFRESH_SECONDS = 1
#: Generous: the point is "picked up by the refresher", not how fast (no timing assertion).
PICKED_UP_WITHIN = 60.0
BUCKET = "skills-local"
TABLE = "skills-local"


@pytest.fixture(scope="module")
def refreshing_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServer]:
    log = tmp_path_factory.mktemp("refresh") / "server.log"
    yield from start_server(log, "--refresh-seconds", str(REFRESH_SECONDS))


def generation(server: LocalServer, scope: str) -> int:
    item = server.client("dynamodb").get_item(TableName=TABLE, Key=manifest_key(scope)).get("Item")
    return int(item["gen"]["N"]) if item else 0


def names(server: LocalServer, tenant: str | None = None) -> set[str]:
    headers = {"X-Skills-Local-Tenant": tenant} if tenant else None
    reply = server.request("GET", "/skills", headers=headers)
    assert reply.status == 200, reply.text
    return {skill["name"] for skill in reply.json["skills"]}


def wait_for(condition: Any) -> bool:
    deadline = time.monotonic() + PICKED_UP_WITHIN
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return False


def skill_md(name: str) -> str:
    return f"---\nname: {name}\ndescription: Put by hand. Use when testing.\n---\nHello.\n"


def test_objects_put_with_plain_s3_reach_the_catalog(refreshing_server: LocalServer) -> None:
    server = refreshing_server
    # The seeding published global/: the catalog is served from that snapshot.
    seeded = generation(server, GLOBAL_SCOPE)
    assert seeded >= 1
    assert "docker-ops" in names(server)
    s3 = server.client("s3")
    s3.put_object(Bucket=BUCKET, Key="global/by-hand/SKILL.md", Body=skill_md("by-hand").encode())
    s3.put_object(Bucket=BUCKET, Key="tenants/local/mine.md", Body=skill_md("mine").encode())
    assert wait_for(lambda: {"by-hand", "mine"} <= names(server)), server.log.read_text()[-3000:]
    # Published by the refresher (a new generation of each snapshot), not listed. A tenant
    # prefix without a snapshot is listed meanwhile, so "mine" can show before the refresher's
    # run reached the tenant: wait for that run, not for the name.
    assert generation(server, GLOBAL_SCOPE) > seeded
    assert wait_for(lambda: generation(server, tenant_scope("local")) >= 1)
    other = names(server, "acme")
    assert "by-hand" in other and "mine" not in other
    # The scheduler logs after the function returns, which is after the manifest moved.
    assert wait_for(lambda: "RefreshFunction: published" in server.log.read_text())
