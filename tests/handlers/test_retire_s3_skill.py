"""``DELETE /skills/{name}`` of a skill that lives in S3 (issue #11): ``GET`` finds it, so the
answer is not "not found" but 409 ``SKILL_COLLISION`` naming the source label (never the
bucket), saying the API retires store skills only, and how to remove it. Nothing is written."""

from __future__ import annotations

from .conftest import BUCKET, TABLE, World, event, invoke, skill_md
from .probes import save_body


def delete(name: str, tenant: str = "acme") -> tuple[int, dict[str, object]]:
    result = invoke("save", event("DELETE", f"/skills/{name}", tenant=tenant))
    assert result.json is not None
    return result.status, result.json


def test_a_global_s3_skill_is_a_409_that_says_where_it_lives(world: World) -> None:
    assert invoke("catalog", event("GET", "/skills/docker-ops")).status == 200
    status, body = delete("docker-ops")
    assert status == 409
    error = body["error"]
    assert isinstance(error, dict) and error["code"] == "SKILL_COLLISION"
    message = str(error["message"])
    assert 'lives in source "s3:global"' in message
    assert "retires only store skills" in message
    assert 'S3 prefix "global/"' in message and "shared by every tenant" in message
    assert "skillsctl sync --delete" in message
    assert BUCKET not in message and TABLE not in message and "s3://" not in message
    assert world.items() == []  # nothing written


def test_a_tenant_s3_skill_names_the_tenants_prefix(world: World) -> None:
    world.put("tenants/acme/acme-notes.md", skill_md("acme-notes", "Acme notes. Use at Acme."))
    status, body = delete("acme-notes")
    message = str(body["error"]["message"])  # type: ignore[index]
    assert status == 409
    assert 'lives in source "s3:tenant"' in message
    assert 'S3 prefix "tenants/acme/"' in message and "shared" not in message


def test_a_name_nobody_serves_is_still_404_listing_what_can_be_retired(world: World) -> None:
    saved = invoke("save", event("POST", "/skills", body=save_body("stored-one")))
    assert saved.status == 201
    status, body = delete("no-such-skill")
    assert status == 404
    assert body["error"]["code"] == "SKILL_NOT_FOUND"  # type: ignore[index]
    # Only what DELETE could retire: the store's skills, not the S3 ones.
    assert body["error"]["available"] == ["stored-one"]  # type: ignore[index]


def test_another_tenants_s3_skill_is_not_revealed(world: World) -> None:
    world.put("tenants/globex/globex-plan.md", skill_md("globex-plan", "Globex. Use never."))
    status, body = delete("globex-plan")
    assert status == 404
    assert "globex" not in str(body).replace("globex-plan", "")


def test_a_store_skill_that_shadows_an_s3_one_is_retired(world: World) -> None:
    saved = invoke(
        "save",
        event("POST", "/skills", body={**save_body("code-review"), "replace": True}),
    )
    assert saved.status == 201, saved.json
    status, body = delete("code-review")
    assert status == 200 and body["name"] == "code-review"
    # Now S3 serves it again, and a second DELETE says so.
    status, body = delete("code-review")
    assert status == 409
    assert 'lives in source "s3:global"' in str(body["error"]["message"])  # type: ignore[index]


def test_without_the_write_scope_it_is_still_403_first(world: World) -> None:
    result = invoke("save", event("DELETE", "/skills/docker-ops", scopes="skills/read"))
    assert result.status == 403
