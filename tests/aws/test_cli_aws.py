"""``skillsctl sync`` (S3, with the frontmatter index) and ``skillsctl save`` (DynamoDB) on moto:
what is uploaded, skipped, deleted and indexed, the AWS calls made, and the error lines."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import boto3
import pytest

from skills_core import cli
from skills_core.aws.s3.s3_index import INDEX_NAME, parse_index
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.compose.registry import create_registry
from skills_core.prompt.activation import use_skill
from skills_core.publish import PublishError, SyncResult, sync_skills
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import TENANT

BUCKET = "skills-cli"
PREFIX = "global/"
TARGET = f"s3://{BUCKET}/{PREFIX}"
INDEX_KEY = PREFIX + INDEX_NAME


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    assert "Traceback" not in out
    return code, out, err


def s3_ops(calls: list[ApiCall], *operations: str) -> list[ApiCall]:
    return [c for c in calls if c[0] == "s3" and c[1] in operations]


def write_skill(root: Path, name: str, description: str, body: str, **files: str) -> Path:
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "SKILL.md").write_text(
        f"---\nname: {name}\ndescription: {description}\n---\n{body}\n", encoding="utf-8"
    )
    for rel, text in files.items():
        path = folder / rel.replace("__", "/")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def skills(tmp_path: Path) -> Path:
    """Two folder skills (one with two files) and a loose one."""
    root = tmp_path / "skills"
    write_skill(
        root,
        "docker-ops",
        "Docker operations. Use when building images.",
        "Build $1.",
        references__REFERENCE="# Reference\n",
        scripts__build_sh="#!/bin/sh\necho build\n",
    )
    write_skill(root, "code-review", "Review code. Use for pull requests.", "Review the diff.")
    (root / "notes.md").write_text(
        "---\ndescription: Take notes. Use when summarising.\ntags: [notes]\n---\nNotes.\n",
        encoding="utf-8",
    )
    return root


@pytest.fixture
def bucket(make_bucket: Callable[[str], str]) -> str:
    return make_bucket(BUCKET)


def keys(s3_client: Any, prefix: str = "") -> set[str]:
    pages = s3_client.get_paginator("list_objects_v2").paginate(Bucket=BUCKET, Prefix=prefix)
    return {item["Key"] for page in pages for item in page.get("Contents", ())}


LOCAL_KEYS = {
    "global/code-review/SKILL.md",
    "global/docker-ops/SKILL.md",
    "global/docker-ops/references/REFERENCE",
    "global/docker-ops/scripts/build_sh",
    "global/notes.md",
}


# -- sync -------------------------------------------------------------------------------------


def test_fresh_sync_uploads_everything_and_the_index(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    code, out, err = run(capsys, "sync", str(skills), TARGET)
    assert code == 0, err
    assert keys(s3_client) == LOCAL_KEYS | {INDEX_KEY}
    lines = out.splitlines()
    assert lines[0] == f"syncing 3 skills from {skills} to {TARGET}"
    assert "[1/3] code-review: 1 uploaded, 0 unchanged" in lines
    assert "[2/3] docker-ops: 3 uploaded, 0 unchanged" in lines
    assert "[3/3] notes: 1 uploaded, 0 unchanged" in lines
    assert "  uploaded docker-ops/scripts/build_sh" in lines
    assert lines[-1] == "uploaded 5, unchanged 0, deleted 0, index written"

    index = parse_index(s3_client.get_object(Bucket=BUCKET, Key=INDEX_KEY)["Body"].read())
    listing = s3_client.list_objects_v2(Bucket=BUCKET, Prefix=PREFIX)["Contents"]
    etags = {item["Key"][len(PREFIX) :]: item["ETag"] for item in listing}
    assert set(index) == {"code-review/SKILL.md", "docker-ops/SKILL.md", "notes.md"}
    for rel, (etag, frontmatter) in index.items():
        assert etag == etags[rel]
        assert frontmatter is not None and "description:" in frontmatter
    assert index["notes.md"][1] == "description: Take notes. Use when summarising.\ntags: [notes]\n"
    head = s3_client.head_object(Bucket=BUCKET, Key="global/notes.md")
    assert head["ContentType"] == "text/markdown; charset=utf-8"


def test_discovery_after_sync_reads_only_the_index(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, api_calls: list[ApiCall]
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    api_calls.clear()
    source = S3SkillSource(BUCKET, PREFIX)
    registry = create_registry(sources=[source], tenancy="multi")
    assert registry.warnings == []
    assert registry.names() == ["code-review", "docker-ops", "notes"]
    reads = s3_ops(api_calls, "GetObject")
    assert [call[2]["Key"] for call in reads] == [INDEX_KEY]
    assert "Range" not in reads[0][2]
    assert [op for _, op, _ in api_calls] == ["ListObjectsV2", "GetObject"]
    text = use_skill(registry, "docker-ops", ["myapp"])
    assert "Build myapp." in text
    assert "- references/REFERENCE" in text
    assert "- scripts/build_sh" in text


def test_second_sync_uploads_nothing(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, api_calls: list[ApiCall]
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    api_calls.clear()
    code, out, _ = run(capsys, "sync", str(skills), TARGET)
    assert code == 0
    assert s3_ops(api_calls, "PutObject", "DeleteObjects", "DeleteObject") == []
    assert s3_ops(api_calls, "GetObject") == []  # ETags decide; no content compare needed
    assert "[2/3] docker-ops: 0 uploaded, 3 unchanged" in out
    assert out.splitlines()[-1] == "uploaded 0, unchanged 5, deleted 0, index unchanged"


def test_changed_file_reuploads_only_it(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, api_calls: list[ApiCall]
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    (skills / "docker-ops" / "references" / "REFERENCE").write_text("# Reference v2\n")
    api_calls.clear()
    code, out, _ = run(capsys, "sync", str(skills), TARGET)
    assert code == 0
    puts = s3_ops(api_calls, "PutObject")
    assert [call[2]["Key"] for call in puts] == ["global/docker-ops/references/REFERENCE"]
    assert "[2/3] docker-ops: 1 uploaded, 2 unchanged" in out
    assert "  uploaded docker-ops/references/REFERENCE" in out
    assert out.splitlines()[-1] == "uploaded 1, unchanged 4, deleted 0, index unchanged"


def test_changed_skill_file_rewrites_the_index(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    bucket: str,
    s3_client: Any,
    api_calls: list[ApiCall],
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    write_skill(skills, "code-review", "Review code, now stricter.", "Review harder.")
    api_calls.clear()
    code, out, _ = run(capsys, "sync", str(skills), TARGET)
    assert code == 0
    puts = [call[2]["Key"] for call in s3_ops(api_calls, "PutObject")]
    assert puts == ["global/code-review/SKILL.md", INDEX_KEY]
    assert out.splitlines()[-1] == "uploaded 1, unchanged 4, deleted 0, index written"
    index = parse_index(s3_client.get_object(Bucket=BUCKET, Key=INDEX_KEY)["Body"].read())
    etag = s3_client.head_object(Bucket=BUCKET, Key="global/code-review/SKILL.md")["ETag"]
    assert index["code-review/SKILL.md"] == (
        etag,
        "name: code-review\ndescription: Review code, now stricter.\n",
    )
    api_calls.clear()
    registry = create_registry(sources=[S3SkillSource(BUCKET, PREFIX)], tenancy="multi")
    metadata = registry.get("code-review")
    assert metadata is not None and metadata.description == "Review code, now stricter."
    assert [c[2]["Key"] for c in s3_ops(api_calls, "GetObject")] == [INDEX_KEY]


def test_remote_only_skill_kept_without_delete_and_removed_with_it(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    bucket: str,
    s3_client: Any,
    api_calls: list[ApiCall],
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    old = skills.parent / "old"
    write_skill(old, "legacy", "Legacy skill. Use never.", "Old.", notes__txt="x")
    assert run(capsys, "sync", str(old), TARGET)[0] == 0  # adds legacy; keeps the others
    assert keys(s3_client) == LOCAL_KEYS | {
        INDEX_KEY,
        "global/legacy/SKILL.md",
        "global/legacy/notes/txt",
    }
    # Not managed by sync: a folder without SKILL.md and keys outside the prefix.
    s3_client.put_object(Bucket=BUCKET, Key="global/shared/data.json", Body=b"{}")
    s3_client.put_object(Bucket=BUCKET, Key="tenants/acme/x.md", Body=b"---\n")

    code, out, err = run(capsys, "sync", str(skills), TARGET)
    assert code == 0
    assert "2 objects under s3://skills-cli/global/ not in" in err
    assert "pass --delete to remove them" in err
    assert "global/legacy/SKILL.md" in keys(s3_client)
    # The kept skill's index entry is carried over, so discovery still needs no ranged GET.
    index = parse_index(s3_client.get_object(Bucket=BUCKET, Key=INDEX_KEY)["Body"].read())
    assert "legacy/SKILL.md" in index

    api_calls.clear()
    code, out, _ = run(capsys, "sync", str(skills), TARGET, "--delete")
    assert code == 0
    assert "  deleted legacy/SKILL.md" in out
    assert "  deleted legacy/notes/txt" in out
    assert out.splitlines()[-1] == "uploaded 0, unchanged 5, deleted 2, index written"
    assert keys(s3_client) == LOCAL_KEYS | {
        INDEX_KEY,
        "global/shared/data.json",
        "tenants/acme/x.md",
    }
    index = parse_index(s3_client.get_object(Bucket=BUCKET, Key=INDEX_KEY)["Body"].read())
    assert "legacy/SKILL.md" not in index


def test_delete_removes_stale_files_inside_a_local_skill(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    (skills / "docker-ops" / "scripts" / "build_sh").unlink()
    code, out, _ = run(capsys, "sync", str(skills), TARGET, "--delete")
    assert code == 0
    assert "  deleted docker-ops/scripts/build_sh" in out
    assert "global/docker-ops/scripts/build_sh" not in keys(s3_client)


def test_dry_run_writes_nothing(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    bucket: str,
    s3_client: Any,
    api_calls: list[ApiCall],
) -> None:
    code, out, _ = run(capsys, "sync", str(skills), TARGET, "--dry-run", "--delete")
    assert code == 0
    assert keys(s3_client) == set()
    writes = [c for c in api_calls if c[1] in ("PutObject", "DeleteObjects", "DeleteObject")]
    assert writes == []
    assert "[2/3] docker-ops: 3 to upload, 0 unchanged" in out
    assert "  would upload docker-ops/SKILL.md" in out
    assert out.splitlines()[-1] == (
        "dry run: would upload 5, unchanged 0, would delete 0, index would be written; "
        "nothing was written"
    )


def test_dry_run_reports_deletions_without_deleting(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    (skills / "notes.md").unlink()
    before = keys(s3_client)
    code, out, _ = run(capsys, "sync", str(skills), TARGET, "--delete", "--dry-run")
    assert code == 0
    assert "  would delete notes.md" in out
    assert "would delete 1, index would be written" in out
    assert keys(s3_client) == before


def test_missing_bucket(
    capsys: pytest.CaptureFixture[str], skills: Path, mock_aws: None, api_calls: list[ApiCall]
) -> None:
    code, out, err = run(capsys, "sync", str(skills), "s3://no-such-bucket/global/")
    assert code == 1
    assert out == ""
    assert err.splitlines() == [
        'skillsctl: error: bucket "no-such-bucket" does not exist; create it (aws s3 mb '
        "s3://no-such-bucket) or check the name in the S3 URL"
    ]
    assert s3_ops(api_calls, "PutObject") == []


def test_invalid_skill_uploads_nothing(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    bucket: str,
    s3_client: Any,
    api_calls: list[ApiCall],
) -> None:
    bad = skills / "broken"
    bad.mkdir()
    (bad / "SKILL.md").write_text("---\nname: broken\n---\nNo description.\n")
    # A valid frontmatter name, but S3 discovery names skills by their key.
    (skills / "Bad Name.md").write_text("---\nname: bad-name\ndescription: Spaces.\n---\nx\n")
    code, out, err = run(capsys, "sync", str(skills), TARGET)
    assert code == 1
    assert out == ""
    assert api_calls == []  # validation happens before any AWS call
    assert keys(s3_client) == set()
    errors = err.splitlines()
    assert len(errors) == 3
    assert all(line.startswith("skillsctl: error: ") for line in errors)
    assert f"{bad / 'SKILL.md'}: field 'description' is required" in errors[1]
    assert "'Bad Name' is not a valid skill name" in errors[0]
    assert errors[2].startswith(f"skillsctl: error: 2 problems in {skills}; nothing was uploaded")


def test_duplicate_names_refused(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    (skills / "docker-ops.md").write_text("---\ndescription: Loose twin.\n---\nTwin.\n")
    code, _, err = run(capsys, "sync", str(skills), TARGET)
    assert code == 1
    assert 'two skills are named "docker-ops"' in err
    assert keys(s3_client) == set()


def test_readme_without_frontmatter_is_skipped(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    (skills / "README.md").write_text("# My skills\n")
    (skills / "docker-ops" / ".DS_Store").write_bytes(b"\x00junk")
    code, _, err = run(capsys, "sync", str(skills), TARGET)
    assert code == 0
    assert "skipping" in err and "README.md: no frontmatter" in err
    assert keys(s3_client) == LOCAL_KEYS | {INDEX_KEY}


def test_missing_local_path(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "sync", str(tmp_path / "nope"), TARGET)
    assert code == 1
    assert err.splitlines() == [
        f"skillsctl: error: {tmp_path / 'nope'}: path does not exist; check the spelling"
    ]


def test_multipart_etag_compared_by_content(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    bucket: str,
    s3_client: Any,
    api_calls: list[ApiCall],
) -> None:
    """An object uploaded in parts has an ETag that is not an MD5: same content, no upload."""
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    key = "global/docker-ops/references/REFERENCE"
    data = (skills / "docker-ops" / "references" / "REFERENCE").read_bytes()
    upload = s3_client.create_multipart_upload(Bucket=BUCKET, Key=key)
    part = s3_client.upload_part(
        Bucket=BUCKET, Key=key, UploadId=upload["UploadId"], PartNumber=1, Body=data
    )
    s3_client.complete_multipart_upload(
        Bucket=BUCKET,
        Key=key,
        UploadId=upload["UploadId"],
        MultipartUpload={"Parts": [{"ETag": part["ETag"], "PartNumber": 1}]},
    )
    assert "-" in s3_client.head_object(Bucket=BUCKET, Key=key)["ETag"]
    api_calls.clear()
    code, out, _ = run(capsys, "sync", str(skills), TARGET)
    assert code == 0
    assert s3_ops(api_calls, "PutObject") == []
    assert [c[2]["Key"] for c in s3_ops(api_calls, "GetObject")] == [key]
    assert "uploaded 0, unchanged 5" in out

    (skills / "docker-ops" / "references" / "REFERENCE").write_bytes(data.upper())
    api_calls.clear()
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    assert [c[2]["Key"] for c in s3_ops(api_calls, "PutObject")] == [key]


def test_bucket_root_prefix(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    code, out, _ = run(capsys, "sync", str(skills), f"s3://{BUCKET}")
    assert code == 0
    assert INDEX_NAME in keys(s3_client)
    assert "notes.md" in keys(s3_client)
    assert "index written" in out


def test_sync_skills_from_code(skills: Path, bucket: str, s3_client: Any) -> None:
    """The function behind the command (e.g. to seed a bucket) reports what it did."""
    lines: list[str] = []
    warnings: list[str] = []
    first = sync_skills(
        skills, BUCKET, "global", client=s3_client, echo=lines.append, warn=warnings.append
    )
    assert first == SyncResult(
        skills=3, uploaded=5, unchanged=0, deleted=0, kept=0, index="written"
    )
    assert lines[-1] == "uploaded 5, unchanged 0, deleted 0, index written"
    (skills / "notes.md").unlink()
    second = sync_skills(
        skills, BUCKET, "global/", client=s3_client, echo=lines.append, warn=warnings.append
    )
    assert (second.uploaded, second.unchanged, second.kept, second.index) == (0, 4, 1, "unchanged")
    assert len(warnings) == 1 and "1 object under s3://skills-cli/global/" in warnings[0]
    broken = skills / "broken"
    broken.mkdir()
    (broken / "SKILL.md").write_text("---\nname: broken\n---\nx\n")
    with pytest.raises(PublishError) as info:
        sync_skills(skills, BUCKET, "global/", client=s3_client, echo=lines.append)
    assert len(info.value.details) == 1
    assert "field 'description' is required" in info.value.details[0]


def test_sync_json(
    capsys: pytest.CaptureFixture[str], skills: Path, bucket: str, s3_client: Any
) -> None:
    assert run(capsys, "sync", str(skills), TARGET)[0] == 0
    (skills / "notes.md").unlink()
    write_skill(skills, "code-review", "Review code, now stricter.", "Review harder.")
    code, out, _ = run(capsys, "sync", str(skills), TARGET, "--delete", "--json")
    assert code == 0
    assert json.loads(out) == {
        "target": TARGET,
        "dry_run": False,
        "skills": 2,
        "uploaded": 1,
        "unchanged": 3,
        "deleted": 1,
        "kept": 0,
        "index": "written",
        "index_parts": 0,
        "uploaded_keys": ["global/code-review/SKILL.md"],
        "deleted_keys": ["global/notes.md"],
        "scan": "pass",
        "findings": [],
        "snapshot": "none",
    }
    assert "global/notes.md" not in keys(s3_client)
    code, out, _ = run(capsys, "sync", str(skills), TARGET, "--dry-run", "--json")
    assert code == 0
    body = json.loads(out)
    assert (body["dry_run"], body["uploaded_keys"], body["index"]) == (True, [], "unchanged")


def test_sync_with_endpoint_url(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    moto_server: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``--endpoint-url`` (the local run's moto): path-style, default region."""
    monkeypatch.delenv("AWS_DEFAULT_REGION")
    monkeypatch.delenv("AWS_REGION")
    client = boto3.client("s3", endpoint_url=moto_server, region_name="us-east-1")
    client.create_bucket(Bucket="local-skills")
    code, out, err = run(
        capsys, "sync", str(skills), "s3://local-skills/global", "--endpoint-url", moto_server
    )
    assert code == 0, err
    assert out.splitlines()[-1] == "uploaded 5, unchanged 0, deleted 0, index written"
    source = S3SkillSource("local-skills", "global", client=client)
    assert sorted(r.name for r in source.list()) == ["code-review", "docker-ops", "notes"]


# -- save -------------------------------------------------------------------------------------


@pytest.fixture
def skill_file(tmp_path: Path) -> Path:
    folder = tmp_path / "release-notes"
    folder.mkdir()
    (folder / "SKILL.md").write_text(
        "---\nname: release-notes\ndescription: Write release notes. Use before a release.\n"
        "tags: [docs]\nargs: [version]\nmetadata:\n  owner: docs-team\n---\n"
        "Write notes for $1.\n",
        encoding="utf-8",
    )
    return folder / "SKILL.md"


def test_save_then_collision_then_replace(
    capsys: pytest.CaptureFixture[str],
    skill_file: Path,
    table: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LOGNAME", "tester")  # the OS user, the author without --author
    code, out, err = run(capsys, "save", str(skill_file), "--table", table, "--tenant", TENANT)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == f"saved release-notes version 1 (table {table}, tenant {TENANT})"
    assert lines[1] == "changelog:"
    assert lines[2].startswith("  v1  ") and lines[2].endswith("  created  by cli:tester")

    code, out, err = run(capsys, "save", str(skill_file), "--table", table, "--tenant", TENANT)
    assert code == 1
    assert out == ""
    assert err.splitlines() == [
        f'skillsctl: error: skill "release-notes" already exists in table "{table}" for '
        f'tenant "{TENANT}"; pass --replace to save it as a new version'
    ]

    skill_file.write_text(skill_file.read_text().replace("$1", "version $1"))
    code, out, err = run(
        capsys,
        "save",
        str(skill_file.parent),
        "--table",
        table,
        "--tenant",
        TENANT,
        "--replace",
        "--author",
        "alice",
    )
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("saved release-notes version 2 ")
    assert lines[2].endswith("  created  by cli:tester")
    assert lines[3].startswith("  v2  ") and lines[3].endswith("  replaced  by cli:alice")

    store = DynamoDBSkillStore(table, tenant=TENANT)
    assert [e.version for e in store.versions("release-notes")] == [1, 2]
    registry = create_registry(sources=[store], tenancy="multi")
    metadata = registry.get("release-notes")
    assert metadata is not None
    assert metadata.tags == ("docs",)
    assert metadata.args == ("version",)
    assert "Write notes for version 1.2." in use_skill(registry, "release-notes", ["1.2"])
    assert "owner: docs-team" in store.read_version("release-notes", "2")


def test_save_is_per_tenant(
    capsys: pytest.CaptureFixture[str], skill_file: Path, table: str
) -> None:
    assert run(capsys, "save", str(skill_file), "--table", table, "--tenant", "one")[0] == 0
    code, out, _ = run(capsys, "save", str(skill_file), "--table", table, "--tenant", "two")
    assert code == 0
    assert "version 1" in out
    assert DynamoDBSkillStore(table, tenant="three").list() == []


def test_save_missing_table(capsys: pytest.CaptureFixture[str], skill_file: Path, ddb: Any) -> None:
    code, out, err = run(capsys, "save", str(skill_file), "--table", "nope", "--tenant", TENANT)
    assert code == 1
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("skillsctl: error: ")
    assert 'DynamoDB table "nope" returned ResourceNotFoundException' in lines[0]
    assert ddb.list_tables()["TableNames"] == []


def test_save_warns_about_fields_and_files_it_cannot_keep(
    capsys: pytest.CaptureFixture[str], skill_file: Path, table: str
) -> None:
    text = skill_file.read_text().replace("tags:", "author: bob\ncolour: blue\ntags:")
    skill_file.write_text(text)
    (skill_file.parent / "template.md").write_text("# Template\n")
    code, _, err = run(capsys, "save", str(skill_file), "--table", table, "--tenant", TENANT)
    assert code == 0
    assert "field(s) author, colour are not stored" in err
    assert "not saved: 1 file beside" in err and "skillsctl sync" in err


def test_save_loose_file_uses_its_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, table: str
) -> None:
    file = tmp_path / "standup.md"
    file.write_text("---\ndescription: Run the daily standup.\n---\nAsk three questions.\n")
    code, out, _ = run(capsys, "save", str(file), "--table", table, "--tenant", TENANT)
    assert code == 0
    assert out.startswith("saved standup version 1")


def test_save_json(
    capsys: pytest.CaptureFixture[str], skill_file: Path, table: str, monkeypatch: Any
) -> None:
    monkeypatch.setenv("LOGNAME", "tester")
    argv = ["save", str(skill_file), "--table", table, "--tenant", TENANT, "--json"]
    code, out, err = run(capsys, *argv, "--author", "bob")
    assert code == 0, err
    body = json.loads(out)
    assert (body["name"], body["version"], body["shadowed_by"], body["warnings"]) == (
        "release-notes",
        1,
        None,
        [],
    )
    assert [(e["version"], e["action"], e["author"]) for e in body["changelog"]] == [
        (1, "created", "cli:bob")
    ]
    code, out, _ = run(capsys, *argv, "--replace")
    assert code == 0
    assert [e["author"] for e in json.loads(out)["changelog"]] == ["cli:bob", "cli:tester"]


def test_save_with_bucket_checks_the_s3_prefixes(
    capsys: pytest.CaptureFixture[str],
    skill_file: Path,
    table: str,
    bucket: str,
    s3_client: Any,
) -> None:
    """Like POST /skills: a name under global/ or tenants/<tenant>/ collides too."""
    text = skill_file.read_bytes()
    s3_client.put_object(Bucket=BUCKET, Key="global/release-notes/SKILL.md", Body=text)
    argv = ["save", str(skill_file), "--table", table, "--tenant", TENANT, "--bucket", BUCKET]
    code, out, err = run(capsys, *argv)
    assert code == 1
    assert out == ""
    assert err.splitlines() == [
        f'skillsctl: error: skill "release-notes" already exists in s3://{BUCKET}/global/; '
        "pass --replace to save it as a new version"
    ]
    assert DynamoDBSkillStore(table, tenant=TENANT).list() == []
    # Without --bucket the S3 prefixes are not looked at (as before).
    assert run(capsys, *argv[:-2])[0] == 0

    s3_client.put_object(Bucket=BUCKET, Key=f"tenants/{TENANT}/release-notes.md", Body=text)
    code, _, err = run(capsys, *argv)
    assert code == 1
    assert err.splitlines() == [
        f'skillsctl: error: skill "release-notes" already exists in s3://{BUCKET}/global/ and '
        f's3://{BUCKET}/tenants/{TENANT}/ and table "{table}" for tenant "{TENANT}"; pass '
        "--replace to save it as a new version"
    ]
    code, out, _ = run(capsys, *argv, "--replace")
    assert code == 0
    assert out.startswith("saved release-notes version 2 ")


def test_local_endpoint_needs_no_aws_variables(
    capsys: pytest.CaptureFixture[str],
    skills: Path,
    skill_file: Path,
    moto_server: str,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """``--endpoint-url`` against a local endpoint: no credentials, region or profile set."""
    arrange: dict[str, Any] = {
        "endpoint_url": moto_server,
        "region_name": "us-east-1",
        "aws_access_key_id": "local",
        "aws_secret_access_key": "local",
    }
    boto3.client("s3", **arrange).create_bucket(Bucket="no-env-skills")
    boto3.client("dynamodb", **arrange).create_table(**create_table_kwargs("no-env-table"))
    for name in [name for name in os.environ if name.startswith("AWS_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("HOME", str(tmp_path))  # and no ~/.aws files

    code, out, err = run(
        capsys, "sync", str(skills), "s3://no-env-skills/global/", "--endpoint-url", moto_server
    )
    assert code == 0, err
    assert out.splitlines()[-1] == "uploaded 5, unchanged 0, deleted 0, index written"
    argv = ["save", str(skill_file), "--table", "no-env-table", "--tenant", TENANT]
    code, out, err = run(
        capsys, *argv, "--bucket", "no-env-skills", "--endpoint-url", moto_server, "--json"
    )
    assert code == 0, err
    assert json.loads(out)["version"] == 1
    notes = skill_file.parent.parent / "notes.md"
    notes.write_text("---\ndescription: Notes again.\n---\nx\n", encoding="utf-8")
    argv[1] = str(notes)
    code, _, err = run(capsys, *argv, "--bucket", "no-env-skills", "--endpoint-url", moto_server)
    assert code == 1
    assert "already exists in s3://no-env-skills/global/" in err
