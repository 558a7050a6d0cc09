"""A prefix whose index passes one part's cap (format 2, SPEC §11): written by sync in bounded
parts named by a root, read back with a bounded number of GETs, and a missing, stale,
oversized, corrupt or lying part costs only its skills' ranged GETs, never the listing.

The cap is lowered through ``sync_skills(index_part_bytes=...)`` so a few dozen skills split
into several parts (a real prefix is split once its index passes 2 MiB, ~4,000 skills, into
parts of about 1,024 keys)."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

from skills_core.aws.s3 import s3_listing
from skills_core.aws.s3.s3_index import (
    INDEX_NAME,
    PART_DIR,
    IndexRoot,
    PartRef,
    build_index,
    build_root,
    parse_document,
)
from skills_core.aws.s3.s3_objects import clear_caches
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.publish.sync import sync_skills
from tests.unit.helpers import skill_text

BUCKET = "skills-parts"
PREFIX = "global/"
PART_BYTES = 1200
SKILLS = 40


def write_skills(root: Path, count: int, *, suffix: str = "") -> None:
    for number in range(count):
        name = f"skill-{number:03d}"
        folder = root / name
        folder.mkdir(parents=True, exist_ok=True)
        text = skill_text(name, f"Does task {number}{suffix}.", f"Body {number}.")
        (folder / "SKILL.md").write_text(text)


def sync(root: Path, client: Any) -> Any:
    return sync_skills(
        root, BUCKET, PREFIX, client=client, echo=lambda _: None, index_part_bytes=PART_BYTES
    )


def root_of(client: Any) -> IndexRoot:
    data = client.get_object(Bucket=BUCKET, Key=PREFIX + INDEX_NAME)["Body"].read()
    document = parse_document(data)
    assert isinstance(document, IndexRoot)
    return document


def part_keys(client: Any) -> list[str]:
    pages = client.get_paginator("list_objects_v2").paginate(
        Bucket=BUCKET, Prefix=PREFIX + PART_DIR
    )
    return sorted(item["Key"] for page in pages for item in page.get("Contents", ()))


def gets(api_calls: list[Any]) -> list[dict[str, Any]]:
    return [params for service, name, params in api_calls if name == "GetObject"]


def cold_list(client: Any) -> list[Any]:
    clear_caches()
    return S3SkillSource(BUCKET, PREFIX, client=client).list()


@pytest.fixture
def synced(tmp_path: Path, make_bucket: Any, s3_client: Any) -> Path:
    make_bucket(BUCKET)
    write_skills(tmp_path, SKILLS)
    result = sync(tmp_path, s3_client)
    assert result.index == "written" and result.index_parts > 2
    return tmp_path


def test_a_large_index_is_written_in_bounded_parts_named_by_the_root(
    synced: Path, s3_client: Any
) -> None:
    root = root_of(s3_client)
    keys = part_keys(s3_client)
    assert sorted(PREFIX + ref.key for ref in root.parts) == keys
    covered = 0
    for ref in root.parts:
        head = s3_client.head_object(Bucket=BUCKET, Key=PREFIX + ref.key)
        assert head["ContentLength"] <= PART_BYTES and head["ETag"] == ref.etag
        part = json.loads(s3_client.get_object(Bucket=BUCKET, Key=PREFIX + ref.key)["Body"].read())
        assert part["format"] == 1 and min(part["skills"]) == ref.first
        covered += len(part["skills"])
    assert covered == SKILLS


def test_a_cold_listing_reads_the_root_and_parts_not_one_get_per_skill(
    synced: Path, s3_client: Any, api_calls: list[Any]
) -> None:
    api_calls.clear()
    records = cold_list(s3_client)
    assert len(records) == SKILLS
    assert all(record.frontmatter and "Does task" in record.frontmatter for record in records)
    read = [params["Key"] for params in gets(api_calls)]
    assert sorted(read) == sorted([PREFIX + INDEX_NAME, *part_keys(s3_client)])
    assert not any("Range" in params for params in gets(api_calls))
    # Warm: everything comes from the caches; only the listing is asked again.
    api_calls.clear()
    assert len(S3SkillSource(BUCKET, PREFIX, client=s3_client).list()) == SKILLS
    assert gets(api_calls) == []


def test_a_resync_uploads_no_part_and_one_change_rewrites_few(
    synced: Path, s3_client: Any, api_calls: list[Any]
) -> None:
    before = part_keys(s3_client)
    api_calls.clear()
    again = sync(synced, s3_client)
    assert (again.uploaded, again.index) == (0, "unchanged")
    assert [p for _, name, p in api_calls if name == "PutObject"] == []

    (synced / "skill-007" / "SKILL.md").write_text(skill_text("skill-007", "Changed.", "New."))
    api_calls.clear()
    changed = sync(synced, s3_client)
    puts = [p["Key"] for _, name, p in api_calls if name == "PutObject"]
    assert changed.index == "written"
    assert puts[0] == PREFIX + "skill-007/SKILL.md" and puts[-1] == PREFIX + INDEX_NAME
    assert 1 <= len(puts) - 2 <= 2  # one part rewritten (two when its cut moved)
    after = part_keys(s3_client)
    assert set(before) <= set(after)  # the replaced root's parts stay one sync longer
    records = {r.name: r for r in cold_list(s3_client)}
    assert "Changed." in (records["skill-007"].frontmatter or "")

    third = sync(synced, s3_client)
    assert third.index == "unchanged"
    assert part_keys(s3_client) == sorted(PREFIX + ref.key for ref in root_of(s3_client).parts)


def test_a_stale_entry_is_ignored_and_that_skill_read_from_its_head(
    synced: Path, s3_client: Any, api_calls: list[Any]
) -> None:
    s3_client.put_object(
        Bucket=BUCKET,
        Key=PREFIX + "skill-003/SKILL.md",
        Body=skill_text("skill-003", "Edited in the console.").encode(),
    )
    api_calls.clear()
    records = {r.name: r for r in cold_list(s3_client)}
    assert "Edited in the console." in (records["skill-003"].frontmatter or "")
    ranged = [p["Key"] for p in gets(api_calls) if "Range" in p]
    assert ranged == [PREFIX + "skill-003/SKILL.md"]


def replace_part(client: Any, position: int, data: bytes, *, same_etag: bool) -> PartRef:
    """Put ``data`` at a new part key and point the root's ``position`` part at it (with the
    ETag S3 gives it when ``same_etag``, else a wrong one)."""
    root = root_of(client)
    ref = root.parts[position]
    key = f"{PART_DIR}hostile{position}.json"
    etag = client.put_object(Bucket=BUCKET, Key=PREFIX + key, Body=data)["ETag"]
    bad = PartRef(key, etag if same_etag else '"0000"', ref.first, ref.last)
    parts = [*root.parts[:position], bad, *root.parts[position + 1 :]]
    client.put_object(Bucket=BUCKET, Key=PREFIX + INDEX_NAME, Body=build_root(parts))
    return ref


@pytest.mark.parametrize(
    ("data", "same_etag", "logged"),
    [
        (b"{not json", True, "corrupt index part"),
        (b'{"format": 1, "skills": {"x.md": 3}}', True, "corrupt index part"),
        (b'{"format": 1, "skills": {}}', False, "stale index part"),
    ],
    ids=["garbage", "wrong-shape", "etag-mismatch"],
)
def test_a_bad_part_is_a_warning_and_its_skills_fall_back_to_heads(
    synced: Path,
    s3_client: Any,
    api_calls: list[Any],
    caplog: pytest.LogCaptureFixture,
    data: bytes,
    same_etag: bool,
    logged: str,
) -> None:
    ref = replace_part(s3_client, 1, data, same_etag=same_etag)
    api_calls.clear()
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        records = cold_list(s3_client)
    assert len(records) == SKILLS and all(r.frontmatter for r in records)
    assert logged in caplog.text
    ranged = {p["Key"][len(PREFIX) :] for p in gets(api_calls) if "Range" in p}
    assert ranged and all(ref.first <= key <= ref.last for key in ranged)


def test_a_missing_or_oversized_part_falls_back(
    synced: Path,
    s3_client: Any,
    api_calls: list[Any],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    root = root_of(s3_client)
    s3_client.delete_object(Bucket=BUCKET, Key=PREFIX + root.parts[0].key)
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        assert len(cold_list(s3_client)) == SKILLS
    assert "stale index part" in caplog.text

    monkeypatch.setattr(s3_listing, "MAX_PART_BYTES", 10)
    caplog.clear()
    api_calls.clear()
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        assert len(cold_list(s3_client)) == SKILLS
    assert "ignoring index part" in caplog.text
    assert sum(1 for p in gets(api_calls) if "Range" in p) == SKILLS


def test_a_part_answers_only_for_its_own_range(synced: Path, s3_client: Any) -> None:
    """A part that claims a key of another part's range (a hostile or buggy writer) is not
    believed for it: the key's own part decides."""
    root = root_of(s3_client)
    victim = root.parts[0].first
    etag = s3_client.head_object(Bucket=BUCKET, Key=PREFIX + victim)["ETag"]
    lie = build_index({victim: (etag, "name: skill-000\ndescription: Lie.\n")})
    replace_part(s3_client, 1, lie, same_etag=True)
    records = {r.name: r for r in cold_list(s3_client)}
    assert "Lie." not in (records["skill-000"].frontmatter or "")


def test_a_root_with_overlapping_parts_is_corrupt_and_the_listing_still_completes(
    synced: Path, s3_client: Any, caplog: pytest.LogCaptureFixture
) -> None:
    root = root_of(s3_client)
    first, second = root.parts[0], root.parts[1]
    overlapping = PartRef(second.key, second.etag, first.first, second.last)
    s3_client.put_object(
        Bucket=BUCKET, Key=PREFIX + INDEX_NAME, Body=build_root([first, overlapping])
    )
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        assert len(cold_list(s3_client)) == SKILLS
    assert "corrupt index" in caplog.text
