"""``skillsctl sync --table`` publishes the synced prefix's catalog snapshot (SPEC §11), so the
next catalog read sees the upload (read-your-writes); without a table sync works as before,
and a failed publication leaves the upload standing with a warning."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from skills_core.aws.deployment import build_service
from skills_core.aws.snapshots.snapshot_store import manifest_key
from skills_core.service import Principal, SkillService
from skills_core.service.composition import REGISTRIES
from skills_core.settings import Settings
from skills_core.snapshot.scopes import GLOBAL_SCOPE, tenant_scope
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import TABLE, TENANT, all_items
from tests.aws.test_cli_aws import run, write_skill

BUCKET = "skills-sync-snapshot"
GLOBAL = f"s3://{BUCKET}/{GLOBAL_SCOPE}"
USER = Principal.for_jwt(TENANT, frozenset({"skills/write"}), "u1")


@pytest.fixture(autouse=True)
def _no_ambient_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SKILLS_SCAN", "SKILLS_TABLE", "SKILLS_BUCKET"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def bucket(table: str, make_bucket: Any) -> str:
    return str(make_bucket(BUCKET))


@pytest.fixture
def service(bucket: str, table: str) -> SkillService:
    REGISTRIES._items.clear()
    return build_service(Settings(bucket=bucket, table=table))


@pytest.fixture
def skills(tmp_path: Path) -> Path:
    root = tmp_path / "skills"
    write_skill(
        root,
        "docker-ops",
        "Docker operations. Use when building images.",
        "Build with buildkit; mention the walrus.",
        references__cheatsheet_md="# Cheats\n",
    )
    write_skill(root, "code-review", "Review code. Use for pull requests.", "Review the diff.")
    return root


def manifest(ddb: Any, scope: str) -> dict[str, Any] | None:
    item: dict[str, Any] | None = ddb.get_item(TableName=TABLE, Key=manifest_key(scope)).get("Item")
    return item


def names(service: SkillService, principal: Principal = USER) -> list[str]:
    return sorted(m.name for m in service.catalog(principal).skills)


def catalog_items(ddb: Any) -> list[dict[str, Any]]:
    return [i for i in all_items(ddb) if i["sk"]["S"].startswith("CATALOG")]


def listed_prefixes(calls: list[ApiCall]) -> list[str]:
    return [c[2].get("Prefix", "") for c in calls if c[:2] == ("s3", "ListObjectsV2")]


# -- publishing ------------------------------------------------------------------------------------


def test_sync_with_a_table_publishes_the_global_snapshot(
    capsys: pytest.CaptureFixture[str], skills: Path, service: SkillService, ddb: Any, table: str
) -> None:
    code, out, err = run(capsys, "sync", str(skills), GLOBAL, "--table", table)
    assert code == 0, err
    assert out.splitlines()[-1] == f"catalog snapshot of {GLOBAL}: published"
    found = manifest(ddb, GLOBAL_SCOPE)
    assert found is not None and found["gen"]["N"] == "1" and "object" in found
    assert names(service) == ["code-review", "docker-ops"]


def test_the_next_read_sees_each_sync_from_the_snapshot(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    service: SkillService,
    table: str,
    api_calls: list[ApiCall],
) -> None:
    """Read-your-writes: a warm catalog reads the snapshot (it does not list global/) and
    still sees every sync at once, additions, changes and deletions."""
    assert run(capsys, "sync", str(skills), GLOBAL, "--table", table)[0] == 0
    assert names(service) == ["code-review", "docker-ops"]
    write_skill(skills, "release-notes", "Write release notes. Use before a release.", "List.")
    write_skill(skills, "code-review", "Review code, strictly. Use for pull requests.", "More.")
    assert run(capsys, "sync", str(skills), GLOBAL, "--table", table)[0] == 0
    api_calls.clear()
    listed = {m.name: m.description for m in service.catalog(USER).skills}
    assert GLOBAL_SCOPE not in listed_prefixes(api_calls)
    assert sorted(listed) == ["code-review", "docker-ops", "release-notes"]
    assert listed["code-review"] == "Review code, strictly. Use for pull requests."
    for path in (skills / "release-notes").iterdir():
        path.unlink()
    (skills / "release-notes").rmdir()
    assert run(capsys, "sync", str(skills), GLOBAL, "--table", table, "--delete")[0] == 0
    assert names(service) == ["code-review", "docker-ops"]


def test_the_synced_bodies_are_searchable(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    service: SkillService,
    table: str,
    api_calls: list[ApiCall],
) -> None:
    """The sync hands its bodies to the snapshot: search finds them without reading skills."""
    assert run(capsys, "sync", str(skills), GLOBAL, "--table", table)[0] == 0
    api_calls.clear()
    results = service.search(USER, "walrus")
    assert [h.name for h in results.hits] == ["docker-ops"]
    reads = [c[2]["Key"] for c in api_calls if c[:2] == ("s3", "GetObject")]
    assert not [key for key in reads if key.startswith(GLOBAL_SCOPE)], reads


def test_a_tenant_prefix_publishes_that_tenants_snapshot_only(
    capsys: pytest.CaptureFixture[str], skills: Path, service: SkillService, ddb: Any, table: str
) -> None:
    target = f"s3://{BUCKET}/{tenant_scope(TENANT)}"
    assert run(capsys, "sync", str(skills), target, "--table", table)[0] == 0
    assert manifest(ddb, tenant_scope(TENANT)) is not None
    assert manifest(ddb, GLOBAL_SCOPE) is None
    assert names(service) == ["code-review", "docker-ops"]
    other = Principal.for_jwt("other", frozenset({"skills/write"}), "u2")
    assert names(service, other) == []


def test_skills_table_is_the_default_table(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    bucket: str,
    ddb: Any,
    table: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SKILLS_TABLE", table)
    code, out, _ = run(capsys, "sync", str(skills), GLOBAL, "--json")
    assert code == 0
    assert json.loads(out)["snapshot"] == "published"
    assert manifest(ddb, GLOBAL_SCOPE) is not None


def test_an_unchanged_sync_does_not_republish(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, ddb: Any, table: str
) -> None:
    assert run(capsys, "sync", str(skills), GLOBAL, "--table", table)[0] == 0
    code, out, _ = run(capsys, "sync", str(skills), GLOBAL, "--table", table, "--json")
    assert code == 0
    assert (json.loads(out)["uploaded"], json.loads(out)["snapshot"]) == (0, "unchanged")
    found = manifest(ddb, GLOBAL_SCOPE)
    assert found is not None and found["gen"]["N"] == "1"


def test_an_unchanged_sync_builds_a_missing_snapshot(
    capsys: pytest.CaptureFixture[str], skills: Path, service: SkillService, ddb: Any, table: str
) -> None:
    """A prefix synced before the table was given gets its snapshot on the next sync."""
    assert run(capsys, "sync", str(skills), GLOBAL)[0] == 0
    assert manifest(ddb, GLOBAL_SCOPE) is None
    code, out, _ = run(capsys, "sync", str(skills), GLOBAL, "--table", table, "--json")
    assert code == 0
    assert (json.loads(out)["uploaded"], json.loads(out)["snapshot"]) == (0, "published")
    assert manifest(ddb, GLOBAL_SCOPE) is not None
    assert names(service) == ["code-review", "docker-ops"]


# -- no publication ----------------------------------------------------------------------------


def test_without_a_table_sync_works_and_publishes_nothing(
    capsys: pytest.CaptureFixture[str], skills: Path, service: SkillService, ddb: Any
) -> None:
    code, out, err = run(capsys, "sync", str(skills), GLOBAL, "--json")
    assert code == 0, err
    body = json.loads(out)
    assert (body["uploaded"], body["snapshot"]) == (3, "none")
    assert catalog_items(ddb) == []
    assert names(service) == ["code-review", "docker-ops"]  # by listing the prefix


def test_a_dry_run_publishes_nothing(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, ddb: Any, table: str
) -> None:
    code, out, _ = run(capsys, "sync", str(skills), GLOBAL, "--table", table, "--dry-run")
    assert code == 0
    assert out.splitlines()[-1] == f"catalog snapshot of {GLOBAL}: would be published"
    assert catalog_items(ddb) == []


def test_a_failed_publication_keeps_the_upload_and_warns(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    code, out, err = run(capsys, "sync", str(skills), GLOBAL, "--table", "no-such-table", "--json")
    assert code == 0
    assert json.loads(out)["snapshot"] == "failed"
    listed = s3_client.list_objects_v2(Bucket=BUCKET, Prefix=GLOBAL_SCOPE)["Contents"]
    assert {"global/docker-ops/SKILL.md", "global/code-review/SKILL.md"} <= {
        o["Key"] for o in listed
    }
    warning = [line for line in err.splitlines() if line.startswith("skillsctl: warning: ")]
    assert len(warning) == 1
    assert (
        f"the upload to {GLOBAL} stands, but its catalog snapshot was not published" in (warning[0])
    )
    assert "SKILLS_S3_REFRESH_SECONDS" in warning[0] and "--table" in warning[0]


def test_a_prefix_the_service_does_not_read_gets_no_snapshot(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, ddb: Any, table: str
) -> None:
    code, out, err = run(capsys, "sync", str(skills), f"s3://{BUCKET}/team/", "--table", table)
    assert code == 0
    assert out.splitlines()[-1] == f"catalog snapshot of s3://{BUCKET}/team/: skipped"
    assert "no catalog snapshot published: the service reads snapshots of global/" in err
    assert catalog_items(ddb) == []


def test_another_bucket_than_skills_bucket_gets_no_snapshot(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    bucket: str,
    ddb: Any,
    table: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The service's table must not point at objects in a bucket the service does not read."""
    monkeypatch.setenv("SKILLS_BUCKET", "the-service-bucket")
    code, _, err = run(capsys, "sync", str(skills), GLOBAL, "--table", table)
    assert code == 0
    assert "SKILLS_BUCKET is 'the-service-bucket'" in err
    assert catalog_items(ddb) == []
