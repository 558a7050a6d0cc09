"""save_generated_skill (SPEC §5) against a moto DynamoDB store and S3 sources, where it is
theirs: nothing is called or written before validation and the size check, a missing table
fails closed and a missing bucket only warns, S3 skills collide by frontmatter name and
shadow by prefix order. The rules of a save on any store are in tests/service/test_saving.py."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import boto3
import pytest

from skills_core.aws.s3 import s3_source as s3_module
from skills_core.aws.s3.s3_source import S3SkillSource
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.compose.registry import create_registry
from skills_core.errors import (
    SkillCollisionError,
    SkillInvalidError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.render import render_skill
from skills_core.model import Skill
from skills_core.sources.inline import InlineSource
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import REGION, all_items, ops
from tests.fakes import make_skill
from tests.service.test_saving import DEFAULT_MAX, _body_for_total, save

BUCKET = "skills-bucket"


@pytest.fixture
def s3(ddb: Any) -> Iterator[Any]:
    """An S3 bucket in the same ``mock_aws`` context as the table."""
    s3_module.clear_caches()
    client = boto3.client("s3", region_name=REGION)
    client.create_bucket(Bucket=BUCKET)
    yield client
    s3_module.clear_caches()


def put_s3_skill(client: Any, key: str, skill: Skill) -> None:
    client.put_object(Bucket=BUCKET, Key=key, Body=render_skill(skill).encode())


# -- the happy path --------------------------------------------------------------------------
# -- validation and size, before any write ---------------------------------------------------
@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"name": "Bad Name"}, "invalid skill name"),
        ({"name": "-leading"}, "invalid skill name"),
        ({"name": "x" * 65}, "invalid skill name"),
        ({"description": "   "}, "description"),
        ({"description": "d" * 1025}, "1025 characters"),
        ({"description": 42}, "description"),
        ({"body": ""}, "body"),
        ({"body": "  \n "}, "body"),
        ({"priority": "high"}, "priority"),
        ({"compatibility": "c" * 501}, "compatibility"),
        ({"model": "claude"}, "model"),
        ({"metadata": {"k": {"nested": 1}}}, "metadata.k"),
        ({"color": "blue", "mood": 1}, "color, mood"),
        ({"content": "---"}, "content"),
        ({"args": object()}, "args"),
    ],
)
def test_invalid_skill_is_refused_before_any_write(
    store: DynamoDBSkillStore,
    ddb: Any,
    api_calls: list[ApiCall],
    overrides: dict[str, Any],
    message: str,
) -> None:
    with pytest.raises(SkillInvalidError, match=message) as info:
        save(sources=[store], **overrides)
    assert info.value.code == "SKILL_INVALID"
    assert ops(api_calls, "dynamodb") == []
    assert all_items(ddb) == []


def test_one_byte_over_the_limit_is_too_large_before_any_write(
    store: DynamoDBSkillStore, ddb: Any, api_calls: list[ApiCall]
) -> None:
    body = _body_for_total(DEFAULT_MAX + 1)
    with pytest.raises(SkillTooLargeError) as info:
        save(sources=[store], body=body)
    assert info.value.code == "SKILL_TOO_LARGE"
    assert str(DEFAULT_MAX + 1) in info.value.message
    assert str(DEFAULT_MAX) in info.value.message
    assert ops(api_calls, "dynamodb") == []
    assert all_items(ddb) == []


def test_the_limit_counts_utf8_bytes_and_follows_the_environment(
    store: DynamoDBSkillStore, ddb: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_MAX_SKILL_BYTES", "1000")
    body = _body_for_total(1002, char="é")  # fewer than 1000 characters, 1002 bytes
    assert len(body) < 1000 - 100
    with pytest.raises(SkillTooLargeError, match="1002 bytes"):
        save(sources=[store], body=body)
    assert all_items(ddb) == []
    assert save(sources=[store], body=_body_for_total(1000, char="é")).version == 1
    # An explicit argument wins over the environment.
    with pytest.raises(SkillTooLargeError):
        save(sources=[store], name="other", body="x" * 200, max_skill_bytes=100)


# -- no store / unavailable store --------------------------------------------------------------
@pytest.mark.parametrize("sources", [[], None, "inline-only"])
def test_no_store_fails_closed_first(ddb: Any, api_calls: list[ApiCall], sources: Any) -> None:
    if sources == "inline-only":
        sources = [InlineSource([make_skill("other")])]
    with pytest.raises(SkillStoreUnavailableError) as info:
        # Invalid as well: the no-store check comes first.
        save(sources=sources, name="Not Valid")
    assert info.value.code == "SKILL_STORE_UNAVAILABLE"
    assert "No skill store" in info.value.message
    assert api_calls == []  # nothing listed, nothing written anywhere


def test_missing_table_is_unavailable_and_nothing_is_written(
    ddb: Any, s3: Any, api_calls: list[ApiCall]
) -> None:
    missing = DynamoDBSkillStore("no-such-table", label="tenant-store")
    with pytest.raises(SkillStoreUnavailableError, match='"tenant-store" is unavailable'):
        save(sources=[S3SkillSource(BUCKET, "global/", label="global"), missing])
    writes = {"PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems", "PutObject"}
    assert not writes & set(ops(api_calls))
    assert "ListObjectsV2" not in ops(api_calls)  # the store is checked first


def test_registry_lists_around_a_missing_table(ddb: Any) -> None:
    missing = DynamoDBSkillStore("no-such-table", label="tenant-store")
    registry = create_registry(sources=[InlineSource([make_skill("kept")], label="x"), missing])
    assert registry.names() == ["kept"]
    assert any('"tenant-store"' in w for w in registry.warnings)


# -- collisions --------------------------------------------------------------------------------
def test_collision_with_an_inline_skill(store: DynamoDBSkillStore, ddb: Any) -> None:
    inline = InlineSource([make_skill("summarize-meeting")])
    with pytest.raises(SkillCollisionError, match='"inline"') as info:
        save(sources=[store, inline])
    assert info.value.code == "SKILL_COLLISION"
    assert all_items(ddb) == []


def test_collision_with_s3_names_every_holder(store: DynamoDBSkillStore, s3: Any, ddb: Any) -> None:
    put_s3_skill(s3, "global/summarize-meeting/SKILL.md", make_skill("summarize-meeting"))
    put_s3_skill(s3, "tenants/acme/summarize-meeting.md", make_skill("summarize-meeting"))
    put_s3_skill(s3, "global/unrelated/SKILL.md", make_skill("unrelated"))
    sources = [
        S3SkillSource(BUCKET, "global/", label="global"),
        S3SkillSource(BUCKET, "tenants/acme/", label="tenant"),
        store,
    ]
    with pytest.raises(SkillCollisionError) as info:
        save(sources=sources)
    assert '"global", "tenant"' in info.value.message
    assert all_items(ddb) == []
    # Another name saves fine next to them.
    assert save(sources=sources, name="fresh").shadowed_by is None


def test_collision_uses_the_frontmatter_name_not_the_file_name(
    store: DynamoDBSkillStore, s3: Any
) -> None:
    put_s3_skill(s3, "global/folder-name/SKILL.md", make_skill("summarize-meeting"))
    inline = InlineSource([{"name": "literal", "content": render_skill(make_skill("other"))}])
    sources = [S3SkillSource(BUCKET, "global/", label="global"), store, inline]
    with pytest.raises(SkillCollisionError, match='"global"'):
        save(sources=sources)
    with pytest.raises(SkillCollisionError, match='"inline"'):
        save(sources=sources, name="other")
    # The file names themselves are free.
    assert save(sources=sources, name="folder-name").version == 1
    assert save(sources=sources, name="literal").version == 1


def test_a_missing_bucket_warns_and_does_not_block(ddb: Any, store: DynamoDBSkillStore) -> None:
    s3_module.clear_caches()
    result = save(sources=[S3SkillSource("no-such-bucket", label="global"), store])
    assert result.version == 1
    assert len(result.warnings) == 1 and '"global"' in result.warnings[0]


# -- shadowed_by -----------------------------------------------------------------------------
def test_shadowing_across_s3_prefixes_and_the_store(store: DynamoDBSkillStore, s3: Any) -> None:
    """SPEC §6 order: global prefix, tenant prefix, then the store (later wins on ties)."""
    put_s3_skill(s3, "global/summarize-meeting/SKILL.md", make_skill("summarize-meeting"))
    put_s3_skill(
        s3, "tenants/acme/summarize-meeting.md", make_skill("summarize-meeting", priority=2)
    )
    sources: list[Any] = [
        S3SkillSource(BUCKET, "global/", label="global"),
        S3SkillSource(BUCKET, "tenants/acme/", label="tenant"),
        store,
    ]
    assert save(sources=sources, replace=True).shadowed_by == "tenant"
    assert create_registry(sources=sources).entry("summarize-meeting").label == "tenant"
    assert save(sources=sources, replace=True, priority=2).shadowed_by is None
    assert create_registry(sources=sources).entry("summarize-meeting").label == "tenant-store"
