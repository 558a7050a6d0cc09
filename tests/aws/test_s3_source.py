"""S3SkillSource on moto: layouts, files beside SKILL.md, path guards, the frontmatter index,
the warm cache, call budgets and fail-open behaviour (alone and inside a registry)."""

from __future__ import annotations

import json
import logging
import socket
from collections.abc import Callable
from typing import Any

import boto3
import pytest
from botocore.config import Config
from moto.core.authorization import enable_iam_authentication

from skills_core.aws import clients as aws
from skills_core.aws.s3 import s3_listing
from skills_core.aws.s3.s3_index import build_index
from skills_core.aws.s3.s3_objects import HEAD_BYTES, S3SourceError, cache_sizes, clear_caches
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.compose.registry import create_registry
from skills_core.errors import (
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.frontmatter import MAX_HEAD_BYTES
from skills_core.format.paths import MAX_FILE_BYTES
from skills_core.model import SkillRecord
from skills_core.prompt.activation import read_skill_file, use_skill
from tests.unit.helpers import skill_text

BUCKET = "skills-bucket"
Put = Callable[[str, str, str | bytes], str]
Calls = list[tuple[str, str, dict[str, Any]]]


def ops(calls: Calls, operation: str | None = None) -> list[str] | list[dict[str, Any]]:
    """Operation names, or the parameters of every call of ``operation``."""
    if operation is None:
        return [name for _, name, _ in calls]
    return [params for _, name, params in calls if name == operation]


def count(calls: Calls, operation: str) -> int:
    return sum(1 for _, name, _ in calls if name == operation)


@pytest.fixture
def bucket(make_bucket: Callable[[str], str]) -> str:
    return make_bucket(BUCKET)


def listing_etags(s3_client: Any, bucket: str, prefix: str = "") -> dict[str, str]:
    page = s3_client.list_objects_v2(Bucket=bucket, Prefix=prefix)
    return {item["Key"]: item["ETag"] for item in page.get("Contents", ())}


def put_index(
    s3_client: Any, put_object: Put, bucket: str, prefix: str, frontmatters: dict[str, str | None]
) -> str:
    """Write ``<prefix>.skills-index.json`` from the current listing, as a sync would."""
    etags = listing_etags(s3_client, bucket, prefix)
    entries = {rel: (etags[prefix + rel], frontmatter) for rel, frontmatter in frontmatters.items()}
    return put_object(bucket, f"{prefix}.skills-index.json", build_index(entries))


def fm(name: str | None, description: str) -> str:
    """The raw frontmatter that skill_text(name, description) writes."""
    return (f"name: {name}\n" if name else "") + f"description: {description}\n"


# -- layouts --------------------------------------------------------------------------------


def test_both_layouts_yield_deferred_records(bucket: str, put_object: Put) -> None:
    folder_etag = put_object(bucket, "global/docker-ops/SKILL.md", skill_text("docker-ops", "D"))
    loose_etag = put_object(bucket, "global/code-review.md", skill_text(None, "Review"))

    records = {r.name: r for r in S3SkillSource(bucket, "global/", label="s3:global").list()}

    assert records == {
        "docker-ops": SkillRecord(
            name="docker-ops",
            content=None,
            source="s3:global",
            directory="s3:global/docker-ops/",
            frontmatter=fm("docker-ops", "D"),
            layout="folder",
            location="s3:global/docker-ops/SKILL.md",
            etag=folder_etag,
            size=len(skill_text("docker-ops", "D").encode()),
        ),
        "code-review": SkillRecord(
            name="code-review",
            content=None,
            source="s3:global",
            directory=None,
            frontmatter=fm(None, "Review"),
            layout="loose",
            location="s3:global/code-review.md",
            etag=loose_etag,
            size=len(skill_text(None, "Review").encode()),
        ),
    }


def test_registry_serves_both_layouts(bucket: str, put_object: Put) -> None:
    put_object(bucket, "docker-ops/SKILL.md", skill_text("docker-ops", "Docker", "Folder body."))
    put_object(bucket, "code-review.md", skill_text(None, "Review", "Loose body."))

    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    assert registry.names() == ["code-review", "docker-ops"]
    assert registry.warnings == []
    assert registry.get_body("docker-ops") == "Folder body."
    assert registry.get_body("code-review") == "Loose body."
    meta = registry.get("docker-ops")
    assert meta is not None and meta.directory == "skills/docker-ops/" and meta.source == "s3"
    loose = registry.get("code-review")
    assert loose is not None and loose.directory is None


def test_mixed_layouts_same_name_folder_wins(bucket: str, put_object: Put) -> None:
    put_object(bucket, "deploy/SKILL.md", skill_text("deploy", "Folder", "From the folder."))
    put_object(bucket, "deploy.md", skill_text(None, "Loose", "From the loose file."))

    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    assert registry.get_body("deploy") == "From the folder."
    # Locations in warnings are the source's label and the key below its prefix: tenants
    # see them, so they never name the bucket.
    assert any("s3/deploy/SKILL.md" in w and "s3/deploy.md" in w for w in registry.warnings)
    assert not any(bucket in w for w in registry.warnings)


def test_prefix_is_normalised_and_bounded(bucket: str, put_object: Put) -> None:
    put_object(bucket, "global/inside.md", skill_text(None, "In"))
    put_object(bucket, "global2/outside.md", skill_text(None, "Out"))
    put_object(bucket, "outside-root.md", skill_text(None, "Out"))

    source = S3SkillSource(bucket, "global")

    assert source.prefix == "global/"
    assert [r.name for r in source.list()] == ["inside"]
    assert S3SkillSource(bucket, "").prefix == ""


def test_root_skill_md_and_deep_nesting_are_not_skills(bucket: str, put_object: Put) -> None:
    put_object(bucket, "p/SKILL.md", skill_text("root", "Root"))
    put_object(bucket, "p/a/b/SKILL.md", skill_text("deep", "Deep"))  # no p/a/SKILL.md
    put_object(bucket, "p/c/SKILL.md", skill_text("c", "C"))
    put_object(bucket, "p/c/d/SKILL.md", skill_text("d", "D"))
    put_object(bucket, "p/c/e.md", "not a skill of its own")
    put_object(bucket, "p/notes.txt", "not markdown")

    source = S3SkillSource(bucket, "p/")
    records = source.list()

    assert [r.name for r in records] == ["c"]
    assert source.list_files(records[0]) == ["d/SKILL.md", "e.md"]


def test_key_names_that_break_the_name_rule_are_read_leniently(
    bucket: str, put_object: Put, caplog: pytest.LogCaptureFixture
) -> None:
    """SPEC §1: a file or folder name that breaks the rule is fine when the frontmatter names
    the skill; without a usable name the registry skips it with a warning."""
    put_object(bucket, "README.md", "# About this bucket\n")
    put_object(bucket, "Bad Name.md", skill_text("bad-name", "B"))
    put_object(bucket, "UPPER/SKILL.md", skill_text("upper", "U"))
    put_object(bucket, "UPPER/ref.txt", "file of a folder skill")
    put_object(bucket, "-dash.md", skill_text(None, "D"))
    put_object(bucket, f"{'a' * 65}.md", skill_text(None, "Long"))
    put_object(bucket, "good.md", skill_text(None, "Good"))

    with caplog.at_level(logging.WARNING, logger="skills_core"):
        registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    assert registry.names() == ["bad-name", "good", "upper"]
    assert registry.list_files("upper") == ["ref.txt"]
    for key in ("README.md", "-dash.md", f"{'a' * 65}.md"):
        assert any(f"s3/{key}" in w for w in registry.warnings), key
    assert not any(bucket in w for w in registry.warnings)


def test_keys_that_do_not_map_back_are_never_served(
    bucket: str, put_object: Put, caplog: pytest.LogCaptureFixture
) -> None:
    put_object(bucket, "%2e%2e.md", skill_text("dots", "Escaped"))
    put_object(bucket, "good.md", skill_text(None, "Good"))
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        records = S3SkillSource(bucket).list()
    assert [r.name for r in records] == ["good"]
    assert f"s3://{BUCKET}/%2e%2e.md" in caplog.text  # the operator's log has the address


def test_object_without_frontmatter_is_skipped_by_the_registry(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    put_object(bucket, "notes.md", "# Just notes\n\nNo frontmatter here.\n")
    put_object(bucket, "good.md", skill_text(None, "Good"))
    source = S3SkillSource(bucket, label="s3:notes")
    api_calls.clear()

    registry = create_registry(sources=[source], tenancy="multi")

    assert registry.names() == ["good"]
    assert any(
        "s3:notes" in w and "notes.md" in w and "no frontmatter" in w for w in registry.warnings
    )
    # The registry asked head() about the record without frontmatter: answered from the
    # listing, no third GetObject.
    assert ops(api_calls) == ["ListObjectsV2", "GetObject", "GetObject"]
    records = {r.name: r for r in source.list()}
    assert records["notes"].frontmatter is None and records["notes"].content is None


def test_empty_object_is_not_fetched(bucket: str, put_object: Put, api_calls: Calls) -> None:
    put_object(bucket, "empty.md", b"")
    api_calls.clear()

    records = S3SkillSource(bucket).list()

    assert [(r.name, r.frontmatter) for r in records] == [("empty", None)]
    assert ops(api_calls) == ["ListObjectsV2"]


def test_listing_is_paginated(bucket: str, put_object: Put, api_calls: Calls) -> None:
    for i in range(7):
        put_object(bucket, f"s{i}.md", skill_text(None, f"Skill {i}"))
    client = boto3.client("s3", region_name="us-east-1")
    client.meta.events.register(
        "before-parameter-build.s3.ListObjectsV2",
        lambda params, **_: params.setdefault("MaxKeys", 2),
    )
    api_calls.clear()

    records = S3SkillSource(bucket, client=client).list()

    assert [r.name for r in records] == [f"s{i}" for i in range(7)]
    assert count(api_calls, "ListObjectsV2") == 4
    tokens = [p.get("ContinuationToken") for p in ops(api_calls, "ListObjectsV2")]  # type: ignore[union-attr]
    assert tokens[0] is None and all(tokens[1:])


def test_missing_prefix_lists_nothing(bucket: str) -> None:
    assert S3SkillSource(bucket, "tenants/nobody/").list() == []


def test_no_client_until_first_use(monkeypatch: pytest.MonkeyPatch, bucket: str) -> None:
    made: list[str] = []
    real = aws.client

    def spy(service: str, region: str | None = None) -> Any:
        made.append(service)
        return real(service, region)

    monkeypatch.setattr(aws, "client", spy)
    source = S3SkillSource(bucket)
    assert made == []
    source.list()
    source.list()
    assert made == ["s3"]


def test_constructor_needs_a_bucket() -> None:
    with pytest.raises(SkillInvalidError, match="bucket"):
        S3SkillSource("")


# -- files beside SKILL.md ------------------------------------------------------------------


@pytest.fixture
def folder_skill(bucket: str, put_object: Put) -> str:
    put_object(bucket, "t/docker-ops/SKILL.md", skill_text("docker-ops", "Docker", "Body."))
    put_object(bucket, "t/docker-ops/references/REFERENCE.md", "# Reference\n")
    put_object(bucket, "t/docker-ops/scripts/build.sh", "#!/bin/sh\necho build\n")
    put_object(bucket, "t/docker-ops/a/b/c/deep.txt", "deep\n")
    put_object(bucket, "t/docker-ops/docs/", b"")  # a console "folder" marker
    put_object(bucket, "t/docker-ops/logo.png", b"\x89PNG\r\n\x1a\n\x00\x00binary")
    put_object(bucket, "t/docker-ops/big.txt", b"a" * (MAX_FILE_BYTES + 1))
    put_object(bucket, "t/docker-ops/edge.txt", b"b" * MAX_FILE_BYTES)
    put_object(bucket, "t/other.md", skill_text(None, "Loose"))
    return bucket


def test_files_are_listed_from_the_listing(folder_skill: str, api_calls: Calls) -> None:
    registry = create_registry(sources=[S3SkillSource(folder_skill, "t/")], tenancy="multi")
    api_calls.clear()

    files = registry.list_files("docker-ops")

    assert files == [
        "a/b/c/deep.txt",
        "big.txt",
        "edge.txt",
        "logo.png",
        "references/REFERENCE.md",
        "scripts/build.sh",
    ]
    assert api_calls == []  # no extra call after list()
    assert registry.list_files("other") == []


def test_files_are_read_with_one_get(folder_skill: str, api_calls: Calls) -> None:
    registry = create_registry(sources=[S3SkillSource(folder_skill, "t/")], tenancy="multi")
    api_calls.clear()

    assert registry.read_file_bytes("docker-ops", "references/REFERENCE.md") == b"# Reference\n"
    assert registry.read_file_bytes("docker-ops", "a/b/c/deep.txt") == b"deep\n"
    assert registry.read_file_bytes("docker-ops", "./scripts//build.sh").startswith(b"#!/bin/sh")
    assert read_skill_file(registry, "docker-ops", "edge.txt") == "b" * MAX_FILE_BYTES
    gets = ops(api_calls, "GetObject")
    assert [p["Key"] for p in gets] == [  # type: ignore[index]
        "t/docker-ops/references/REFERENCE.md",
        "t/docker-ops/a/b/c/deep.txt",
        "t/docker-ops/scripts/build.sh",
        "t/docker-ops/edge.txt",
    ]
    assert ops(api_calls) == ["GetObject"] * 4


def test_use_skill_shows_the_s3_folder_files(folder_skill: str) -> None:
    registry = create_registry(sources=[S3SkillSource(folder_skill, "t/")], tenancy="multi")

    text = use_skill(registry, "docker-ops")

    assert "Skill directory: skills/docker-ops/" in text
    assert "- references/REFERENCE.md" in text and "- scripts/build.sh" in text
    assert "s3://" not in text and folder_skill not in text


@pytest.mark.parametrize(
    "path",
    [
        "../x",
        "/etc/passwd",
        "a/../../b",
        "%2e%2e/x",
        "..%2fSKILL.md",
        "scripts\\build.sh",
        "a/\x00b",
        "",
        "C:/x",
        "~/x",
        ".",
    ],
)
def test_traversal_is_refused_before_any_s3_call(
    folder_skill: str, api_calls: Calls, path: str
) -> None:
    source = S3SkillSource(folder_skill, "t/")
    registry = create_registry(sources=[source], tenancy="multi")
    record = registry.entry("docker-ops").record
    api_calls.clear()

    with pytest.raises(SkillPathDeniedError) as excinfo:
        registry.read_file_bytes("docker-ops", path)
    assert excinfo.value.code == "SKILL_PATH_DENIED"
    with pytest.raises(SkillPathDeniedError):  # the source guards itself too
        source.read_file(record, path)
    assert api_calls == []


def test_unsafe_keys_in_the_bucket_are_never_listed_or_reachable(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    put_object(bucket, "s/SKILL.md", skill_text("s", "S"))
    for key in ("s/../escape.txt", "s/a//b.txt", "s/%2e%2e/z.txt", "s/back\\slash", "s/./dot"):
        put_object(bucket, key, "x")
    put_object(bucket, "s/ok.txt", "ok")
    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")
    api_calls.clear()

    assert registry.list_files("s") == ["ok.txt"]
    for path in ("a//b.txt", "./dot"):  # normalised to keys that do not exist
        with pytest.raises(SkillNotFoundError):
            registry.read_file_bytes("s", path)
    assert api_calls == []


def test_binary_file_is_skill_invalid(folder_skill: str) -> None:
    registry = create_registry(sources=[S3SkillSource(folder_skill, "t/")], tenancy="multi")

    with pytest.raises(SkillInvalidError) as excinfo:
        read_skill_file(registry, "docker-ops", "logo.png")
    assert excinfo.value.code == "SKILL_INVALID"


def test_file_over_256_kib_is_refused_from_the_listing_size(
    folder_skill: str, api_calls: Calls
) -> None:
    registry = create_registry(sources=[S3SkillSource(folder_skill, "t/")], tenancy="multi")
    api_calls.clear()

    with pytest.raises(SkillTooLargeError) as excinfo:
        registry.read_file_bytes("docker-ops", "big.txt")
    assert excinfo.value.code == "SKILL_TOO_LARGE"
    assert api_calls == []


def test_file_over_256_kib_is_refused_without_a_listing(folder_skill: str) -> None:
    lister = S3SkillSource(folder_skill, "t/")
    record = next(r for r in lister.list() if r.name == "docker-ops")
    fresh = S3SkillSource(folder_skill, "t/")  # never listed: sizes come from GetObject

    with pytest.raises(SkillTooLargeError):
        fresh.read_file(record, "big.txt")
    assert fresh.read_file(record, "edge.txt") == b"b" * MAX_FILE_BYTES
    assert fresh.list_files(record) == lister.list_files(record)


def test_missing_file_is_not_found(folder_skill: str, api_calls: Calls) -> None:
    source = S3SkillSource(folder_skill, "t/")
    registry = create_registry(sources=[source], tenancy="multi")
    record = registry.entry("docker-ops").record
    api_calls.clear()

    for path in ("nope.txt", "references", "SKILL.md/x"):
        with pytest.raises(SkillNotFoundError) as excinfo:
            registry.read_file_bytes("docker-ops", path)
        assert excinfo.value.code == "SKILL_NOT_FOUND"
    assert api_calls == []  # known from the listing
    with pytest.raises(SkillNotFoundError):
        S3SkillSource(folder_skill, "t/").read_file(record, "nope.txt")  # via NoSuchKey
    with pytest.raises(SkillNotFoundError):
        registry.read_file_bytes("other", "x.txt")  # a loose skill has no folder


def test_records_of_another_source_are_refused(folder_skill: str, put_object: Put) -> None:
    put_object(folder_skill, "u/docker-ops/SKILL.md", skill_text("docker-ops", "Other tenant"))
    put_object(folder_skill, "u/docker-ops/secret.txt", "other tenant's file")
    theirs = next(r for r in S3SkillSource(folder_skill, "u/").list() if r.name == "docker-ops")
    mine = S3SkillSource(folder_skill, "t/")
    mine.list()

    # A record names a key below its source's own prefix: another prefix's record can only
    # ever reach this prefix's objects, never the other tenant's.
    with pytest.raises(SkillNotFoundError):
        mine.read_file(theirs, "secret.txt")
    assert "Other tenant" not in mine.read(theirs)  # its own docker-ops, if it has one
    for location in (
        "s3/../u/docker-ops/SKILL.md",
        "s3/%2e%2e/u/docker-ops/SKILL.md",
        f"s3://{folder_skill}/u/docker-ops/SKILL.md",
    ):
        forged = SkillRecord(
            name="x", content=None, source="s3", directory="s3/x/", location=location
        )
        with pytest.raises(SkillNotFoundError):
            mine.read_file(forged, "secret.txt")


# -- reading bodies -------------------------------------------------------------------------


def test_read_is_one_get_of_the_key(bucket: str, put_object: Put, api_calls: Calls) -> None:
    put_object(bucket, "g/docker-ops/SKILL.md", skill_text("docker-ops", "D", "The body ✓"))
    registry = create_registry(sources=[S3SkillSource(bucket, "g/")], tenancy="multi")
    api_calls.clear()

    assert registry.get_body("docker-ops") == "The body ✓"
    assert registry.get_body("docker-ops") == "The body ✓"  # registry LRU

    assert ops(api_calls) == ["GetObject"]
    params = ops(api_calls, "GetObject")[0]
    assert params == {"Bucket": bucket, "Key": "g/docker-ops/SKILL.md"}


def test_skill_object_over_1_mib_is_skipped_without_reading_it(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    put_object(bucket, "huge.md", skill_text(None, "Huge", "x" * (1024 * 1024)))
    put_object(bucket, "fine.md", skill_text(None, "Fine"))
    source = S3SkillSource(bucket, label="s3:big")
    api_calls.clear()

    registry = create_registry(sources=[source], tenancy="multi")

    assert registry.names() == ["fine"]
    assert any("s3:big" in w and "huge" in w and "1024 KiB" in w for w in registry.warnings)
    assert all(p["Key"] != "huge.md" for p in ops(api_calls, "GetObject"))  # type: ignore[index]
    record = SkillRecord(name="huge", content=None, source="s3:big", location="s3:big/huge.md")
    with pytest.raises(SkillTooLargeError):
        source.read(record)  # from the listing size
    with pytest.raises(SkillTooLargeError):
        S3SkillSource(bucket, label="s3:big").read(record)  # from GetObject's ContentLength


def test_read_of_a_deleted_object_is_not_found(
    bucket: str, put_object: Put, s3_client: Any
) -> None:
    put_object(bucket, "gone.md", skill_text(None, "Gone"))
    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")
    s3_client.delete_object(Bucket=bucket, Key="gone.md")

    with pytest.raises(SkillNotFoundError, match="no longer exists"):
        registry.get_body("gone")


def test_read_of_invalid_utf8_is_skill_invalid(bucket: str, put_object: Put) -> None:
    put_object(bucket, "bad.md", b"---\ndescription: ok\n---\nbody \xff\n")
    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    with pytest.raises(SkillInvalidError, match="UTF-8"):
        registry.get_body("bad")


# -- frontmatter discovery: ranged GETs -----------------------------------------------------


def test_without_index_each_skill_costs_one_ranged_get(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    for i in range(12):
        put_object(bucket, f"g/s{i:02d}/SKILL.md", skill_text(f"s{i:02d}", f"S{i}", "b" * 20000))
    api_calls.clear()

    records = S3SkillSource(bucket, "g/").list()

    assert len(records) == 12 and all(r.frontmatter for r in records)
    assert count(api_calls, "ListObjectsV2") == 1
    gets = ops(api_calls, "GetObject")
    assert len(gets) == 12
    assert all(p.get("Range") == f"bytes=0-{HEAD_BYTES - 1}" for p in gets)  # type: ignore[union-attr]
    assert len(api_calls) == 13


def test_long_frontmatter_needs_a_second_longer_range(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    # A multi-byte character straddles the end of the first range.
    description = "x" * (HEAD_BYTES - 40) + "é✓" * 200
    text = skill_text("long", description, "Body")
    put_object(bucket, "long.md", text)
    api_calls.clear()

    records = S3SkillSource(bucket).list()

    assert records[0].frontmatter == fm("long", description)
    ranges = [p["Range"] for p in ops(api_calls, "GetObject")]  # type: ignore[index]
    assert ranges == [f"bytes=0-{HEAD_BYTES - 1}", f"bytes=0-{MAX_HEAD_BYTES - 1}"]


def test_multibyte_character_cut_after_the_close_is_harmless(bucket: str, put_object: Put) -> None:
    head = b"---\ndescription: Cut\n---\n"
    body = b"a" * (HEAD_BYTES - len(head) - 1) + "✓".encode() * 10  # ✓ cut at byte 8192
    put_object(bucket, "cut.md", head + body)

    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    assert registry.names() == ["cut"]
    assert registry.get_body("cut").endswith("✓" * 10)


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"---\ndescription: never closed\n" + b"a" * 100, "not closed"),
        (b"---\ndescription: " + b"a" * (70 * 1024) + b"\n---\nbody", "64 KiB"),
        (b"---\ndescription: \xff\xfe\n---\nbody", "UTF-8"),
        (b"---\nname: x\n---\nbody", "description"),
    ],
)
def test_broken_frontmatter_skips_only_that_skill(
    bucket: str, put_object: Put, data: bytes, problem: str
) -> None:
    put_object(bucket, "broken.md", data)
    put_object(bucket, "fine.md", skill_text(None, "Fine"))

    registry = create_registry(sources=[S3SkillSource(bucket, label="s3:x")], tenancy="multi")

    assert registry.names() == ["fine"]
    assert any("s3:x" in w and "broken" in w and problem in w for w in registry.warnings)


def test_list_reads_heads_never_whole_bodies(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    put_object(bucket, "a.md", skill_text(None, "A", "x" * 500_000))
    put_object(bucket, "b/SKILL.md", skill_text("b", "B", "y" * 500_000))
    api_calls.clear()

    create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    gets = ops(api_calls, "GetObject")
    assert len(gets) == 2 and all("Range" in p for p in gets)  # type: ignore[operator]


# -- frontmatter discovery: the index -------------------------------------------------------


@pytest.fixture
def indexed(bucket: str, put_object: Put, s3_client: Any) -> dict[str, str]:
    """Five skills and a note without frontmatter under ``g/``, and a fresh index; returns
    key -> ETag."""
    for i in range(4):
        put_object(bucket, f"g/s{i}/SKILL.md", skill_text(f"s{i}", f"Skill {i}"))
    put_object(bucket, "g/loose.md", skill_text(None, "Loose"))
    put_object(bucket, "g/notes.md", "# no frontmatter\n")
    put_index(
        s3_client,
        put_object,
        bucket,
        "g/",
        {
            **{f"s{i}/SKILL.md": fm(f"s{i}", f"Skill {i}") for i in range(4)},
            "loose.md": fm(None, "Loose"),
            "notes.md": None,
        },
    )
    return listing_etags(s3_client, bucket, "g/")


def test_fresh_index_replaces_every_ranged_get(indexed: dict[str, str], api_calls: Calls) -> None:
    api_calls.clear()

    records = S3SkillSource(BUCKET, "g/").list()

    assert sorted(r.name for r in records) == ["loose", "notes", "s0", "s1", "s2", "s3"]
    frontmatters = {r.name: r.frontmatter for r in records}
    assert frontmatters["s2"] == fm("s2", "Skill 2") and frontmatters["notes"] is None
    assert ops(api_calls) == ["ListObjectsV2", "GetObject"]
    index_get = ops(api_calls, "GetObject")[0]
    assert index_get == {"Bucket": BUCKET, "Key": "g/.skills-index.json"}  # whole, no Range


def test_index_null_frontmatter_means_no_frontmatter(
    bucket: str, put_object: Put, s3_client: Any, api_calls: Calls
) -> None:
    put_object(bucket, "notes.md", "plain notes\n")
    put_object(bucket, "good.md", skill_text(None, "Good"))
    put_index(s3_client, put_object, bucket, "", {"notes.md": None, "good.md": fm(None, "Good")})
    api_calls.clear()

    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    assert registry.names() == ["good"]
    assert any("notes.md" in w for w in registry.warnings)
    assert ops(api_calls) == ["ListObjectsV2", "GetObject"]


def test_index_is_not_used_when_absent_from_the_listing(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    put_object(bucket, "other/.skills-index.json", build_index({}))
    put_object(bucket, "g/a.md", skill_text(None, "A"))
    api_calls.clear()

    S3SkillSource(bucket, "g/").list()

    keys = [p["Key"] for p in ops(api_calls, "GetObject")]  # type: ignore[index]
    assert keys == ["g/a.md"]


def test_stale_index_entry_refetches_only_that_key(
    indexed: dict[str, str], put_object: Put, api_calls: Calls
) -> None:
    new_etag = put_object(BUCKET, "g/s1/SKILL.md", skill_text("s1", "Changed after the sync"))
    assert new_etag != indexed["g/s1/SKILL.md"]
    api_calls.clear()

    records = {r.name: r for r in S3SkillSource(BUCKET, "g/").list()}

    assert records["s1"].frontmatter == fm("s1", "Changed after the sync")
    assert records["s1"].etag == new_etag
    assert records["s0"].frontmatter == fm("s0", "Skill 0")
    gets = ops(api_calls, "GetObject")
    assert [(p["Key"], p.get("Range")) for p in gets] == [  # type: ignore[index,union-attr]
        ("g/.skills-index.json", None),
        ("g/s1/SKILL.md", f"bytes=0-{HEAD_BYTES - 1}"),
    ]


def test_keys_missing_from_the_index_are_fetched(
    indexed: dict[str, str], put_object: Put, api_calls: Calls
) -> None:
    put_object(BUCKET, "g/new.md", skill_text(None, "Added after the sync"))
    api_calls.clear()

    records = {r.name: r for r in S3SkillSource(BUCKET, "g/").list()}

    assert records["new"].frontmatter == fm(None, "Added after the sync")
    keys = [p["Key"] for p in ops(api_calls, "GetObject")]  # type: ignore[index]
    assert keys == ["g/.skills-index.json", "g/new.md"]


@pytest.mark.parametrize(
    "corrupt",
    [
        b"{not json",
        b'{"format": 9, "skills": {}}',
        b'{"format": 1, "skills": {"a.md": 1}}',
        b"\xff\xfe",
    ],
)
def test_corrupt_index_is_ignored_with_a_warning(
    indexed: dict[str, str],
    put_object: Put,
    api_calls: Calls,
    caplog: pytest.LogCaptureFixture,
    corrupt: bytes,
) -> None:
    put_object(BUCKET, "g/.skills-index.json", corrupt)
    api_calls.clear()

    with caplog.at_level(logging.WARNING, logger="skills_core"):
        registry = create_registry(sources=[S3SkillSource(BUCKET, "g/")], tenancy="multi")

    assert registry.names() == ["loose", "s0", "s1", "s2", "s3"]
    assert "corrupt index" in caplog.text and "g/.skills-index.json" in caplog.text
    ranged = [p for p in ops(api_calls, "GetObject") if "Range" in p]  # type: ignore[operator]
    assert len(ranged) == 6  # every skill object, the note included


def test_oversized_index_is_ignored_without_reading_it(
    indexed: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    api_calls: Calls,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(s3_listing, "MAX_INDEX_BYTES", 10)
    api_calls.clear()

    with caplog.at_level(logging.WARNING, logger="skills_core"):
        records = S3SkillSource(BUCKET, "g/").list()

    assert len(records) == 6
    assert "index" in caplog.text
    assert all("Range" in p for p in ops(api_calls, "GetObject"))  # type: ignore[operator]


def test_index_cannot_serve_another_prefix(
    bucket: str, put_object: Put, s3_client: Any, api_calls: Calls
) -> None:
    # A tenant's index claims a global key: entries are relative to the index's own prefix.
    put_object(bucket, "global/shared.md", skill_text(None, "Global"))
    put_object(bucket, "tenants/acme/own.md", skill_text(None, "Acme"))
    etag = listing_etags(s3_client, bucket, "global/")["global/shared.md"]
    put_object(
        bucket,
        "tenants/acme/.skills-index.json",
        build_index(
            {
                "../../global/shared.md": (etag, fm(None, "Forged")),
                "own.md": ('"wrong"', fm(None, "Forged")),
            }
        ),
    )

    records = S3SkillSource(bucket, "tenants/acme/").list()

    assert [(r.name, r.frontmatter) for r in records] == [("own", fm(None, "Acme"))]


# -- warm cache -----------------------------------------------------------------------------


def test_warm_list_with_index_makes_one_call(indexed: dict[str, str], api_calls: Calls) -> None:
    S3SkillSource(BUCKET, "g/").list()
    api_calls.clear()

    records = S3SkillSource(BUCKET, "g/").list()

    assert len(records) == 6
    assert ops(api_calls) == ["ListObjectsV2"]


def test_warm_list_without_index_makes_one_call(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    for i in range(5):
        put_object(bucket, f"s{i}/SKILL.md", skill_text(f"s{i}", f"S{i}"))
    put_object(bucket, "readme.md", "no frontmatter")
    put_object(bucket, "broken.md", "---\ndescription: x\n")  # invalid content is cached too
    cold = S3SkillSource(bucket).list()
    api_calls.clear()

    warm = S3SkillSource(bucket).list()

    assert warm == cold
    assert ops(api_calls) == ["ListObjectsV2"]


def test_warm_registry_catalog_makes_no_get(bucket: str, put_object: Put, api_calls: Calls) -> None:
    for i in range(3):
        put_object(bucket, f"s{i}.md", skill_text(None, f"S{i}"))
    put_object(bucket, "notes.md", "no frontmatter")
    create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")
    api_calls.clear()

    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")
    registry.metadata()
    assert ops(api_calls) == ["ListObjectsV2"]
    registry.get_body("s1")
    assert ops(api_calls) == ["ListObjectsV2", "GetObject"]


def test_cache_follows_the_etag(bucket: str, put_object: Put, api_calls: Calls) -> None:
    put_object(bucket, "a.md", skill_text(None, "Old"))
    S3SkillSource(bucket).list()
    put_object(bucket, "a.md", skill_text(None, "New"))
    api_calls.clear()

    records = S3SkillSource(bucket).list()

    assert records[0].frontmatter == fm(None, "New")
    assert count(api_calls, "GetObject") == 1


def test_cache_is_keyed_by_full_key_so_tenants_never_share(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    same = skill_text(None, "Same bytes, same ETag")
    put_object(bucket, "tenants/a/x.md", same)
    put_object(bucket, "tenants/b/x.md", same)
    S3SkillSource(bucket, "tenants/a/").list()
    api_calls.clear()

    records = S3SkillSource(bucket, "tenants/b/").list()

    assert records[0].location == "s3/x.md"
    assert [p["Key"] for p in ops(api_calls, "GetObject")] == ["tenants/b/x.md"]  # type: ignore[index]


def test_clear_caches_forgets_everything(indexed: dict[str, str], put_object: Put) -> None:
    put_object(BUCKET, "g/extra.md", skill_text(None, "Not in the index"))
    S3SkillSource(BUCKET, "g/").list()
    assert cache_sizes()[0] >= 6 and cache_sizes()[1] == 1

    clear_caches()

    assert cache_sizes() == (0, 0)


def test_object_replaced_between_list_and_head_uses_the_read_version(
    bucket: str, put_object: Put, s3_client: Any, api_calls: Calls
) -> None:
    put_object(bucket, "a.md", skill_text(None, "Listed"))
    put_object(bucket, "gone.md", skill_text(None, "Deleted before its head is read"))
    client = boto3.client("s3", region_name="us-east-1")
    new_etag: list[str] = []

    def race(**_: Any) -> None:
        if not new_etag:
            new_etag.append(put_object(bucket, "a.md", skill_text(None, "Rewritten")))
            s3_client.delete_object(Bucket=bucket, Key="gone.md")

    client.meta.events.register("after-call.s3.ListObjectsV2", race)

    records = S3SkillSource(bucket, client=client).list()

    assert [(r.name, r.frontmatter, r.etag) for r in records] == [
        ("a", fm(None, "Rewritten"), new_etag[0])
    ]
    api_calls.clear()
    S3SkillSource(bucket).list()  # the cache holds the version that was read
    assert ops(api_calls) == ["ListObjectsV2"]


def test_object_emptied_between_list_and_head_has_no_frontmatter(
    bucket: str, put_object: Put, api_calls: Calls
) -> None:
    put_object(bucket, "a.md", skill_text(None, "Soon empty"))
    client = boto3.client("s3", region_name="us-east-1")
    client.meta.events.register(
        "after-call.s3.ListObjectsV2", lambda **_: put_object(bucket, "a.md", b"")
    )

    records = S3SkillSource(bucket, client=client).list()

    assert [(r.name, r.frontmatter) for r in records] == [("a", None)]  # S3 said InvalidRange
    assert cache_sizes() == (0, 0)  # nothing cached under the listed (stale) ETag


def test_bad_key_warnings_are_logged_once_per_process(
    bucket: str, put_object: Put, caplog: pytest.LogCaptureFixture
) -> None:
    put_object(bucket, "%41.md", "# an escaped key")
    put_object(bucket, "ok/SKILL.md", skill_text("ok", "OK"))
    put_object(bucket, "ok/a//b.txt", "x")

    with caplog.at_level(logging.WARNING, logger="skills_core"):
        S3SkillSource(bucket).list()
        S3SkillSource(bucket).list()

    assert sum("%41.md" in r.getMessage() for r in caplog.records) == 1
    assert sum("ok/a//b.txt" in r.getMessage() for r in caplog.records) == 1
    put_object(bucket, "%41.md", "# changed")  # a new version is worth a new warning
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        S3SkillSource(bucket).list()
    assert sum("%41.md" in r.getMessage() for r in caplog.records) == 1


# -- fail-open, access denied, errors -------------------------------------------------------


def test_missing_bucket_raises_a_clear_error(mock_aws: None) -> None:
    source = S3SkillSource("no-such-bucket-here", "tenants/acme/", label="s3:tenant")

    with pytest.raises(S3SourceError) as excinfo:
        source.list()

    message = str(excinfo.value)
    # The caller learns which source; the bucket, the prefix and AWS's code go to the logs.
    assert '"s3:tenant"' in message and "unavailable" in message
    for detail in ("no-such-bucket-here", "tenants/acme", "NoSuchBucket"):
        assert detail not in message
    assert excinfo.value.aws_code == "NoSuchBucket"
    assert isinstance(excinfo.value, SkillStoreUnavailableError)
    assert "testing" not in message  # no credentials


def test_registry_fails_open_on_a_missing_bucket(bucket: str, put_object: Put) -> None:
    put_object(bucket, "good.md", skill_text(None, "Good", "Good body"))

    registry = create_registry(
        sources=[
            S3SkillSource("missing-bucket-name", label="s3:broken"),
            S3SkillSource(bucket, label="s3:good"),
        ],
        tenancy="multi",
    )

    assert registry.names() == ["good"]
    assert registry.get_body("good") == "Good body"
    assert len(registry.warnings) == 1
    assert '"s3:broken"' in registry.warnings[0] and "unavailable" in registry.warnings[0]
    assert "NoSuchBucket" not in registry.warnings[0]  # AWS's codes go to the logs


def _iam_client(bucket_allowed: str, extra_statements: list[dict[str, Any]] | None = None) -> Any:
    """An S3 client for an IAM user allowed on ``bucket_allowed`` only (moto enforces
    identity policies, not bucket policies, once IAM authentication is enabled)."""
    iam = boto3.client("iam", region_name="us-east-1")
    iam.create_user(UserName="reader")
    statements = [
        {
            "Effect": "Allow",
            "Action": ["s3:ListBucket", "s3:GetObject"],
            "Resource": [f"arn:aws:s3:::{bucket_allowed}", f"arn:aws:s3:::{bucket_allowed}/*"],
        },
        *(extra_statements or []),
    ]
    iam.put_user_policy(
        UserName="reader",
        PolicyName="skills-read",
        PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": statements}),
    )
    key = iam.create_access_key(UserName="reader")["AccessKey"]
    return boto3.client(
        "s3",
        region_name="us-east-1",
        aws_access_key_id=key["AccessKeyId"],
        aws_secret_access_key=key["SecretAccessKey"],
    )


def test_access_denied_fails_open_naming_the_source(
    make_bucket: Callable[[str], str], put_object: Put
) -> None:
    good, denied = make_bucket("skills-good"), make_bucket("skills-denied")
    put_object(good, "good.md", skill_text(None, "Good"))
    put_object(denied, "hidden.md", skill_text(None, "Hidden"))
    client = _iam_client(good)

    with enable_iam_authentication():
        with pytest.raises(S3SourceError) as excinfo:
            S3SkillSource(denied, "p/", label="s3:denied", client=client).list()
        registry = create_registry(
            sources=[
                S3SkillSource(denied, label="s3:denied", client=client),
                S3SkillSource(good, label="s3:good", client=client),
            ],
            tenancy="multi",
        )
        assert registry.get_body("good") == "Body."

    assert excinfo.value.aws_code == "AccessDenied"
    assert "skills-denied" not in str(excinfo.value) and '"s3:denied"' in str(excinfo.value)
    assert registry.names() == ["good"]
    assert len(registry.warnings) == 1
    assert '"s3:denied"' in registry.warnings[0] and "AccessDenied" not in registry.warnings[0]


def test_get_object_denied_everywhere_fails_the_source_once(
    make_bucket: Callable[[str], str], put_object: Put
) -> None:
    bucket = make_bucket("skills-list-only")
    for name in ("a", "b", "c"):
        put_object(bucket, f"{name}.md", skill_text(None, name.upper()))
    client = _iam_client(
        bucket,
        [{"Effect": "Deny", "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{bucket}/*"}],
    )

    with enable_iam_authentication():
        registry = create_registry(
            sources=[S3SkillSource(bucket, label="s3:listonly", client=client)], tenancy="multi"
        )

    assert registry.names() == []
    assert len(registry.warnings) == 1 and "s3:listonly" in registry.warnings[0]


def test_one_unreadable_object_skips_only_that_skill(
    make_bucket: Callable[[str], str], put_object: Put
) -> None:
    bucket = make_bucket("skills-partly")
    for name in ("a", "b", "c"):
        put_object(bucket, f"{name}.md", skill_text(None, name.upper()))
    client = _iam_client(
        bucket,
        [{"Effect": "Deny", "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{bucket}/b.md"}],
    )

    with enable_iam_authentication():
        registry = create_registry(
            sources=[S3SkillSource(bucket, label="s3:partly", client=client)], tenancy="multi"
        )

    assert registry.names() == ["a", "c"]
    assert len(registry.warnings) == 1
    assert '"b"' in registry.warnings[0] and "s3:partly" in registry.warnings[0]


def test_unreadable_new_object_in_a_warm_source_fails_alone(
    make_bucket: Callable[[str], str], put_object: Put
) -> None:
    bucket = make_bucket("skills-warm")
    for name in ("a", "b"):
        put_object(bucket, f"{name}.md", skill_text(None, name.upper()))
    S3SkillSource(bucket).list()  # warm the frontmatter cache
    put_object(bucket, "new.md", skill_text(None, "New"))
    client = _iam_client(
        bucket,
        [{"Effect": "Deny", "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{bucket}/*"}],
    )

    with enable_iam_authentication():
        registry = create_registry(
            sources=[S3SkillSource(bucket, label="s3:warm", client=client)], tenancy="multi"
        )

    assert registry.names() == ["a", "b"]
    assert len(registry.warnings) == 1
    assert '"new"' in registry.warnings[0] and "unavailable" in registry.warnings[0]


def test_read_errors_other_than_missing_are_store_unavailable(
    make_bucket: Callable[[str], str], put_object: Put
) -> None:
    bucket = make_bucket("skills-read-denied")
    put_object(bucket, "a/SKILL.md", skill_text("a", "A"))
    put_object(bucket, "a/ref.md", "ref")
    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")
    record = registry.entry("a").record
    client = _iam_client("some-other-bucket")

    with enable_iam_authentication():
        denied = S3SkillSource(bucket, client=client)
        with pytest.raises(SkillStoreUnavailableError) as body_error:
            denied.read(record)
        with pytest.raises(SkillStoreUnavailableError) as file_error:
            denied.read_file(record, "ref.md")

    for excinfo in (body_error, file_error):
        assert excinfo.value.code == "SKILL_STORE_UNAVAILABLE"
        assert bucket not in str(excinfo.value) and '"s3"' in str(excinfo.value)


def test_dead_endpoint_fails_fast_and_open(aws_env: None) -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    client = boto3.client(
        "s3",
        region_name="us-east-1",
        endpoint_url=f"http://127.0.0.1:{port}",
        config=Config(connect_timeout=1, read_timeout=1, retries={"max_attempts": 1}),
    )
    sends: list[str] = []
    client.meta.events.register("before-send.s3.*", lambda **kw: sends.append(kw["event_name"]))

    registry = create_registry(
        sources=[S3SkillSource("any-bucket", label="s3:dead", client=client)],
        skills=[{"name": "inline-one", "content": skill_text(None, "Inline")}],
        tenancy="multi",
    )

    # Bounded, not timed: one listing, tried 1 + 1 times (max_attempts counts retries).
    assert sends == ["before-send.s3.ListObjectsV2"] * 2
    assert registry.names() == ["inline-one"]
    assert '"s3:dead"' in registry.warnings[0] and "unavailable" in registry.warnings[0]


# -- composition across prefixes ------------------------------------------------------------


def test_tenant_prefix_shadows_global_prefix(bucket: str, put_object: Put) -> None:
    put_object(bucket, "global/deploy/SKILL.md", skill_text("deploy", "Global", "Global body"))
    put_object(bucket, "global/lint.md", skill_text(None, "Global lint", "Lint body"))
    put_object(bucket, "tenants/acme/deploy/SKILL.md", skill_text("deploy", "Acme", "Acme body"))
    put_object(bucket, "tenants/acme/deploy/notes.md", "acme notes")
    put_object(bucket, "global/deploy/global-only.md", "global notes")
    put_object(bucket, "tenants/other/deploy.md", skill_text(None, "Other tenant"))

    registry = create_registry(
        sources=[
            S3SkillSource(bucket, "global/", label="s3:global"),
            S3SkillSource(bucket, "tenants/acme/", label="s3:tenant"),
        ],
        tenancy="multi",
    )

    assert registry.names() == ["deploy", "lint"]
    meta = registry.get("deploy")
    assert meta is not None and meta.source == "s3:tenant" and meta.description == "Acme"
    assert registry.get_body("deploy") == "Acme body"
    assert registry.list_files("deploy") == ["notes.md"]
    with pytest.raises(SkillNotFoundError):
        registry.read_file_bytes("deploy", "global-only.md")
    assert [e.label for e in registry.candidates("deploy")] == ["s3:global", "s3:tenant"]
    assert registry.get_body("lint") == "Lint body"


def test_higher_priority_global_skill_beats_the_tenant(bucket: str, put_object: Put) -> None:
    put_object(bucket, "global/deploy.md", skill_text(None, "Global", "G", priority="10"))
    put_object(bucket, "tenants/acme/deploy.md", skill_text(None, "Acme", "A"))

    registry = create_registry(
        sources=[
            S3SkillSource(bucket, "global/", label="s3:global"),
            S3SkillSource(bucket, "tenants/acme/", label="s3:tenant"),
        ],
        tenancy="multi",
    )

    meta = registry.get("deploy")
    assert meta is not None and meta.source == "s3:global"
    assert registry.get_body("deploy") == "G"


def test_frontmatter_name_differs_from_the_folder(bucket: str, put_object: Put) -> None:
    put_object(bucket, "folder-name/SKILL.md", skill_text("real-name", "Renamed", "Body"))
    put_object(bucket, "folder-name/file.txt", "data")

    registry = create_registry(sources=[S3SkillSource(bucket)], tenancy="multi")

    assert registry.names() == ["real-name"]
    assert registry.list_files("real-name") == ["file.txt"]
    assert registry.read_file_bytes("real-name", "file.txt") == b"data"


# -- call budget ----------------------------------------------------------------------------


def test_call_budget_for_200_skills(
    bucket: str, put_object: Put, s3_client: Any, api_calls: Calls
) -> None:
    names = [f"skill-{i:03d}" for i in range(200)]
    for i, name in enumerate(names):
        key = f"global/{name}/SKILL.md" if i % 2 else f"global/{name}.md"
        put_object(bucket, key, skill_text(name, f"Skill {i}", "body " * 2000))
    put_index(
        s3_client,
        put_object,
        bucket,
        "global/",
        {
            (f"{name}/SKILL.md" if i % 2 else f"{name}.md"): fm(name, f"Skill {i}")
            for i, name in enumerate(names)
        },
    )
    api_calls.clear()

    cold = create_registry(sources=[S3SkillSource(bucket, "global/")], tenancy="multi")
    assert len(cold.metadata()) == 200
    assert ops(api_calls) == ["ListObjectsV2", "GetObject"]  # one page, one index GET
    api_calls.clear()

    warm = create_registry(sources=[S3SkillSource(bucket, "global/")], tenancy="multi")
    assert len(warm.metadata()) == 200
    assert ops(api_calls) == ["ListObjectsV2"]
    api_calls.clear()

    assert warm.get_body("skill-123").startswith("body")
    assert warm.list_files("skill-123") == []
    assert ops(api_calls) == ["GetObject"]
