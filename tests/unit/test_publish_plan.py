"""The publish plan without S3: what counts as unchanged, what ``--delete`` may touch, which
index entries carry over, and when the index is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from skills_core.aws.s3.s3_index import INDEX_NAME
from skills_core.publish.plan import (
    MARKDOWN_TYPE,
    FileAction,
    carried_entries,
    content_type,
    extra_keys,
    file_action,
    index_state,
    kept_skill_files,
    managed,
    plural,
)
from skills_core.publish.scan import LocalSkill, local_file, md5_hex

PREFIX = "global/"


def skill(name: str, *rels: str, folder: bool = True) -> LocalSkill:
    files = tuple(local_file(rel, Path(rel), rel.encode()) for rel in rels)
    return LocalSkill(name, files, f"name: {name}\n", name if folder else None)


def test_file_action_by_etag_then_size() -> None:
    local = local_file("a/SKILL.md", Path("a/SKILL.md"), b"hello")
    etag = f'"{md5_hex(b"hello")}"'
    assert file_action(local, None) is FileAction.UPLOAD
    assert file_action(local, (etag, 5)) is FileAction.UNCHANGED
    assert file_action(local, (etag.upper(), 5)) is FileAction.UNCHANGED
    assert file_action(local, ('"abc-2"', 5)) is FileAction.COMPARE  # multipart: content decides
    assert file_action(local, ('"abc-2"', 6)) is FileAction.UPLOAD


@pytest.mark.parametrize(
    ("rel", "expected"),
    [
        ("notes.md", True),
        ("docker-ops/SKILL.md", True),
        ("docker-ops/scripts/build.sh", True),
        ("shared/data.json", False),  # a folder without SKILL.md
        ("README.txt", False),
        (INDEX_NAME, False),
    ],
)
def test_managed(rel: str, expected: bool) -> None:
    assert managed(rel, {"docker-ops"}) is expected


def test_extra_keys_are_remote_skill_files_not_local() -> None:
    local = [skill("docker-ops", "docker-ops/SKILL.md", "docker-ops/ref.md")]
    remote = [
        "global/docker-ops/SKILL.md",
        "global/docker-ops/old.md",  # stale file in a local skill
        "global/legacy/SKILL.md",  # a remote-only skill folder...
        "global/legacy/notes/txt",  # ...and its files
        "global/notes.md",  # a remote-only loose skill
        "global/shared/data.json",  # not a skill folder: never touched
        "global/" + INDEX_NAME,
    ]
    assert extra_keys(local, remote, PREFIX) == [
        "global/docker-ops/old.md",
        "global/legacy/SKILL.md",
        "global/legacy/notes/txt",
        "global/notes.md",
    ]
    assert extra_keys(local, [], PREFIX) == []


def test_extra_keys_at_the_bucket_root_leave_tenants_alone() -> None:
    remote = ["notes.md", "tenants/acme/x.md", "global/a/SKILL.md", INDEX_NAME]
    assert extra_keys([], remote, "") == ["notes.md"]


def test_kept_skill_files_and_carried_entries() -> None:
    kept = ["global/legacy/SKILL.md", "global/legacy/notes/txt", "global/old.md"]
    wanted = kept_skill_files(kept, PREFIX)
    assert wanted == ["legacy/SKILL.md", "old.md"]
    old_index = {
        "legacy/SKILL.md": ('"e1"', "name: legacy\n"),
        "old.md": ('"stale"', "description: x\n"),
        "gone.md": ('"e3"', None),
    }
    remote = {"global/legacy/SKILL.md": ('"e1"', 10), "global/old.md": ('"new"', 3)}
    assert carried_entries(old_index, remote, PREFIX, [*wanted, "gone.md"]) == {
        "legacy/SKILL.md": ('"e1"', "name: legacy\n")
    }


def test_index_state() -> None:
    digest = md5_hex(b"{}")
    assert index_state((f'"{digest}"', 2), digest, dry_run=False) == "unchanged"
    assert index_state((f'"{digest}"', 2), digest, dry_run=True) == "unchanged"
    assert index_state(None, digest, dry_run=False) == "written"
    assert index_state(('"other"', 2), digest, dry_run=True) == "would be written"


def test_content_type_and_plural() -> None:
    assert content_type("a/SKILL.md") == MARKDOWN_TYPE
    assert content_type("a/data.json") == "application/json"
    assert content_type("a/build_sh") == "application/octet-stream"
    assert (plural(1, "skill"), plural(0, "skill"), plural(2, "problem")) == (
        "1 skill",
        "0 skills",
        "2 problems",
    )
