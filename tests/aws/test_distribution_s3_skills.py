"""S3 skills in the distribution (SPEC §13) on moto: ``skillsctl sync`` of a tenant prefix and
of ``global/``, and the refresher, derive the link index, the mirror and the change events;
the composition is the catalog's (global/ → the tenant's prefix → the store, last wins), both
ways; a removal withdraws; a rerun with nothing changed writes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from handlers.distribution import derive_records
from skills_core.aws.deployment import build_derivation, build_service
from skills_core.aws.snapshots.distribution_s3 import S3Artifacts
from skills_core.distribution import keys
from skills_core.distribution.archive import read_archive
from skills_core.distribution.derive import state_of
from skills_core.governance.digest import digest_of
from skills_core.service import Principal
from skills_core.service.composition import REGISTRIES
from tests.aws.conftest import ApiCall
from tests.aws.test_cli_aws import run, write_skill
from tests.aws.test_distribution_stream import (
    BUCKET,
    BUS,
    MIRROR,
    TABLE,
    TENANT,
    Stream,
    received,
    save,
    world,
)

__all__ = ["world"]  # the fixture, shared with the stream's tests

ME = Principal.for_cli(TENANT, "tester")
PREFIX = f"s3://{BUCKET}/tenants/{TENANT}/"
GLOBAL = f"s3://{BUCKET}/global/"


@pytest.fixture
def env(world: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    for name, value in (
        ("SKILLS_BUCKET", BUCKET),
        ("SKILLS_TABLE", TABLE),
        ("SKILLS_MIRROR_BUCKET", MIRROR),
        ("SKILLS_EVENT_BUS", BUS),
        ("SKILLS_TENANCY", "multi"),
    ):
        monkeypatch.setenv(name, value)
    monkeypatch.delenv("SKILLS_SCAN", raising=False)
    REGISTRIES._items.clear()
    return world


def sync(capsys: pytest.CaptureFixture[str], folder: Path, url: str) -> None:
    code, _out, err = run(capsys, "sync", str(folder), url, "--table", TABLE, "--delete")
    assert code == 0, err


def index(world: dict[str, Any], label: str = "production", tenant: str = TENANT) -> dict[str, Any]:
    found = world["s3"].get_object(Bucket=BUCKET, Key=keys.index_key(tenant, label))
    return {e["name"]: e for e in json.loads(found["Body"].read())["entries"]}


def mirrored(world: dict[str, Any], key: str) -> bytes | None:
    try:
        return bytes(world["s3"].get_object(Bucket=MIRROR, Key=key)["Body"].read())
    except world["s3"].exceptions.NoSuchKey:
        return None


def writes(calls: list[ApiCall]) -> list[str]:
    """The keys written or deleted under dist/ and in the mirror."""
    return [
        f"{c[2].get('Bucket')}/{c[2].get('Key')}"
        for c in calls
        if c[0] == "s3"
        and c[1] in ("PutObject", "DeleteObject")
        and (c[2].get("Bucket") == MIRROR or str(c[2].get("Key", "")).startswith("dist/"))
    ] + [c[1] for c in calls if c[0] == "events"]


def test_a_synced_tenant_prefix_reaches_index_mirror_and_events(
    env: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path, api_calls: Any
) -> None:
    root = tmp_path / "skills"
    write_skill(
        root, "docker-ops", "Docker operations.", "Build.", **{"references/cheat.md": "# Cheats\n"}
    )
    write_skill(root, "code-review", "Review code.", "Review the diff.")
    sync(capsys, root, PREFIX)

    entries = index(env)
    assert sorted(entries) == ["code-review", "docker-ops"]
    docker = entries["docker-ops"]
    assert docker["version"].startswith("s3-") and docker["files"] == [
        "SKILL.md",
        "references/cheat.md",
    ]
    skill_md = (root / "docker-ops" / "SKILL.md").read_bytes()
    base = f"{TENANT}/production/docker-ops"
    assert mirrored(env, f"{base}/SKILL.md") == skill_md
    assert mirrored(env, f"{base}/references/cheat.md") == b"# Cheats\n"
    archive_key = keys.archive_key(TENANT, "docker-ops", docker["version"])
    archive = env["s3"].get_object(Bucket=BUCKET, Key=archive_key)["Body"].read()
    assert read_archive(archive) == {"SKILL.md": skill_md, "references/cheat.md": b"# Cheats\n"}
    assert received(env) == [
        ("Published", "production", entries["code-review"]["version"]),
        ("Published", "production", docker["version"]),
    ]

    # A rerun with nothing changed writes nothing to dist/, the mirror or the bus.
    api_calls.clear()
    sync(capsys, root, PREFIX)
    assert writes(api_calls) == []

    # A changed file is a new version (its own archive); a removed skill is withdrawn.
    (root / "docker-ops" / "references" / "cheat.md").write_text("# More\n", encoding="utf-8")
    for path in (root / "code-review").iterdir():
        path.unlink()
    (root / "code-review").rmdir()
    sync(capsys, root, PREFIX)
    after = index(env)
    assert sorted(after) == ["docker-ops"]
    assert after["docker-ops"]["version"] != docker["version"]
    assert mirrored(env, f"{base}/references/cheat.md") == b"# More\n"
    assert mirrored(env, f"{TENANT}/production/code-review/SKILL.md") is None
    assert received(env) == [
        ("Withdrawn", "production", entries["code-review"]["version"]),
        ("Withdrawn", "production", docker["version"]),
        ("Published", "production", after["docker-ops"]["version"]),
    ]


def test_a_global_skill_reaches_every_known_tenant_and_is_shadowed_by_the_tenant(
    env: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tenant_root, global_root = tmp_path / "tenant", tmp_path / "global"
    write_skill(tenant_root, "lint", "Lint, the tenant's way.", "Strict.")
    sync(capsys, tenant_root, PREFIX)
    service = build_service(env["settings"])
    link = service.create_link(ME, "beta")
    assert link.url.startswith("/l/")
    write_skill(global_root, "lint", "Lint.", "Loose.")
    write_skill(global_root, "format", "Format code.", "Black.")
    received(env)
    sync(capsys, global_root, GLOBAL)

    # acme has a prefix: the global skills reach it, under production and the link's label.
    for label in ("production", "beta"):
        entries = index(env, label)
        assert sorted(entries) == ["format", "lint"]
        assert entries["lint"]["description"] == "Lint, the tenant's way."
    assert (
        mirrored(env, f"{TENANT}/production/lint/SKILL.md")
        == (tenant_root / "lint" / "SKILL.md").read_bytes()
    )
    assert (
        mirrored(env, f"{TENANT}/production/format/SKILL.md")
        == (global_root / "format" / "SKILL.md").read_bytes()
    )

    # The tenant's lint leaves its prefix: the global one is served again.
    for path in (tenant_root / "lint").iterdir():
        path.unlink()
    (tenant_root / "lint").rmdir()
    write_skill(tenant_root, "other", "Another skill.", "Body.")
    sync(capsys, tenant_root, PREFIX)
    assert index(env)["lint"]["description"] == "Lint."
    assert (
        mirrored(env, f"{TENANT}/production/lint/SKILL.md")
        == (global_root / "lint" / "SKILL.md").read_bytes()
    )


def test_a_store_skill_shadows_an_s3_skill_until_it_is_withdrawn(
    env: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    settings = env["settings"]
    service = build_service(settings)
    derivation = build_derivation(settings)
    assert derivation is not None
    stream = Stream()
    root = tmp_path / "skills"
    write_skill(root, "deploy", "Deploy from S3.", "S3 body.")
    sync(capsys, root, PREFIX)
    s3_version = index(env)["deploy"]["version"]

    save(service, ME, "deploy")  # the store's deploy wins under production
    assert derive_records(stream.read(), derivation) == []
    assert index(env)["deploy"]["version"] == 1
    stored = service.version(ME, "deploy", 1).content.encode("utf-8")
    assert mirrored(env, f"{TENANT}/production/deploy/SKILL.md") == stored

    # An S3 change under a store skill changes nothing that is served.
    write_skill(root, "deploy", "Deploy from S3, changed.", "S3 body 2.")
    sync(capsys, root, PREFIX)
    assert index(env)["deploy"]["version"] == 1

    service.retire(ME, "deploy")  # the S3 skill is served again
    assert derive_records(stream.read(), derivation) == []
    entry = index(env)["deploy"]
    assert entry["version"].startswith("s3-") and entry["version"] != s3_version
    assert (
        mirrored(env, f"{TENANT}/production/deploy/SKILL.md")
        == (root / "deploy" / "SKILL.md").read_bytes()
    )
    assert received(env) == [
        ("Published", "production", s3_version),
        ("Withdrawn", "production", s3_version),
        ("Published", "production", 1),
        ("Withdrawn", "production", 1),
        ("Published", "production", entry["version"]),
    ]


def test_the_refresher_derives_objects_written_by_other_means(
    env: dict[str, Any], api_calls: list[ApiCall]
) -> None:
    body = b"---\nname: hello\ndescription: Say hello.\n---\nHi.\n"
    env["s3"].put_object(Bucket=BUCKET, Key=f"tenants/{TENANT}/hello/SKILL.md", Body=body)
    service = build_service(env["settings"])
    assert service.refresh().published >= 1
    assert index(env)["hello"]["version"].startswith("s3-")
    assert mirrored(env, f"{TENANT}/production/hello/SKILL.md") == body
    assert [e[0] for e in received(env)] == ["Published"]
    state = state_of(S3Artifacts(BUCKET, client=env["s3"]), TENANT, "hello")
    assert state is not None
    assert state["labels"]["production"]["digest"] == digest_of(body)[0]

    api_calls.clear()
    assert service.refresh().published == 0  # nothing changed: nothing written
    assert writes(api_calls) == []

    env["s3"].delete_object(Bucket=BUCKET, Key=f"tenants/{TENANT}/hello/SKILL.md")
    service.refresh()
    assert index(env) == {}
    assert mirrored(env, f"{TENANT}/production/hello/SKILL.md") is None
    assert [e[0] for e in received(env)] == ["Withdrawn"]


def test_a_tenant_whose_first_skill_is_a_store_one_gets_the_global_skills(
    env: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path, api_calls: Any
) -> None:
    global_root = tmp_path / "global"
    write_skill(global_root, "format", "Format code.", "Black.")
    sync(capsys, global_root, GLOBAL)  # no tenant is known yet
    settings = env["settings"]
    service = build_service(settings)
    derivation = build_derivation(settings)
    assert derivation is not None
    stream = Stream()
    save(service, ME, "deploy")
    api_calls.clear()
    assert derive_records(stream.read(), derivation) == []
    assert [c for c in api_calls if c[1] == "BatchGetItem"]  # the global manifest, once
    assert sorted(index(env)) == ["deploy", "format"]
    assert (
        mirrored(env, f"{TENANT}/production/format/SKILL.md")
        == (global_root / "format" / "SKILL.md").read_bytes()
    )

    # Once per tenant: the next record of the tenant does not bring them again.
    save(service, ME, "deploy")
    records = stream.read()
    api_calls.clear()
    derive_records(records, build_derivation(settings))  # a fresh process: the marker
    assert not [c for c in api_calls if "global/" in str(c[2].get("Key", ""))]
    assert not [c for c in api_calls if c[1] == "BatchGetItem"]  # no catalog manifest read
    assert sorted(index(env)) == ["deploy", "format"]


GLOBAL_SKILLS = 12


def _sync_global(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> list[str]:
    root = tmp_path / "global"
    names = [f"global-{n:02d}" for n in range(GLOBAL_SKILLS)]
    for name in names:
        write_skill(root, name, f"{name} helps. Use when asked.", "Do it.")
    write_skill(root, names[0], f"{names[0]} helps.", "Do it.", **{"scripts__run.sh": "echo"})
    sync(capsys, root, GLOBAL)  # no tenant is known yet
    return names


def test_a_new_tenant_gets_the_global_skills_in_one_write_per_index(
    env: dict[str, Any], capsys: pytest.CaptureFixture[str], tmp_path: Path, api_calls: Any
) -> None:
    """A first sight costs per global skill its own objects (its SKILL.md read; archive, file,
    mirror copy and state written), never a read or a rewrite of the label's index per skill:
    one listing of the tenant's derived keys, each index read and written once, the events
    put ten to a call."""
    names = _sync_global(capsys, tmp_path)
    settings = env["settings"]
    derivation = build_derivation(settings)
    assert derivation is not None
    stream = Stream()
    save(build_service(settings), ME, "deploy")
    api_calls.clear()
    assert derive_records(stream.read(), derivation) == []

    index_key = keys.index_key(TENANT, "production")
    s3 = [(c[1], str(c[2].get("Key", ""))) for c in api_calls if c[0] == "s3"]
    assert s3.count(("PutObject", index_key)) == 2  # the global skills, then "deploy"
    assert s3.count(("GetObject", index_key)) == 4  # per batch: its entries, then the update
    mirror_index = keys.mirror_index_key(TENANT, "production")
    assert s3.count(("PutObject", mirror_index)) == 2
    state_or_archive = [
        k for op, k in s3 if op == "GetObject" and ("/state/" in k or "/archive/" in k)
    ]
    assert state_or_archive == [  # the store change's only
        f"dist/{TENANT}/state/deploy.json",
        f"dist/{TENANT}/archive/deploy/1.tar.gz",
    ]
    assert ("ListObjectsV2", "") in s3
    put_events = [c for c in api_calls if c[0] == "events" and c[1] == "PutEvents"]
    assert len(put_events) == 2 + 1  # 12 global events in two calls, then deploy's
    assert sorted(index(env)) == sorted([*names, "deploy"])
    versions = [str(index(env)[n]["version"]) for n in names]
    assert sorted((k, label, str(v)) for k, label, v in received(env)) == sorted(
        ("Published", "production", v) for v in ["1", *versions]
    )
    mirrored_index = json.loads(mirrored(env, mirror_index) or b"{}")
    assert sorted(s["name"] for s in mirrored_index["skills"]) == sorted([*names, "deploy"])
    archive = read_archive(
        env["s3"]
        .get_object(
            Bucket=BUCKET, Key=keys.archive_key(TENANT, names[0], index(env)[names[0]]["version"])
        )["Body"]
        .read()
    )
    assert sorted(archive) == ["SKILL.md", "scripts/run.sh"]


def test_a_first_sight_that_fails_before_its_index_is_written_is_brought_again_once(
    env: dict[str, Any],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The batch writes the files, then the index, then the events, then the states: a fault
    at the index leaves no state and no marker, so the redelivered record brings every global
    skill again, and each is published once."""
    names = _sync_global(capsys, tmp_path)
    settings = env["settings"]
    stream = Stream()
    save(build_service(settings), ME, "deploy")
    records = stream.read()

    failing = build_derivation(settings)
    assert failing is not None

    def broken(self: S3Artifacts, key: str, change: Any, content_type: str) -> None:
        raise RuntimeError("S3 is down")

    with monkeypatch.context() as patched:
        patched.setattr(S3Artifacts, "update", broken)
        failures = derive_records(records, failing)
    assert failures[-1]["itemIdentifier"] == records[-1]["dynamodb"]["SequenceNumber"]
    assert received(env) == []
    assert state_of(S3Artifacts(BUCKET, client=env["s3"]), TENANT, names[0]) is None

    assert derive_records(records, build_derivation(settings)) == []
    assert sorted(index(env)) == sorted([*names, "deploy"])
    assert len(received(env)) == GLOBAL_SKILLS + 1
    assert derive_records(records, build_derivation(settings)) == []  # redelivered again
    assert received(env) == []
