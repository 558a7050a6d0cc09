"""save_generated_skill (SPEC §5) against a moto DynamoDB store and S3 sources."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from datetime import datetime, timedelta
from typing import Any

import boto3
import pytest

from skills_core.aws import s3_source as s3_module
from skills_core.aws.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.s3_source import S3SkillSource
from skills_core.compose.build import build_skill
from skills_core.compose.registry import create_registry
from skills_core.errors import (
    SkillCollisionError,
    SkillInvalidError,
    SkillStoreUnavailableError,
    SkillTooLargeError,
)
from skills_core.format.fields import parse_skill
from skills_core.format.render import render_skill
from skills_core.model import ModelPreference, Skill, SkillRecord
from skills_core.service.writes import save_generated_skill
from skills_core.settings import Settings
from skills_core.sources.inline import InlineSource
from tests.aws.conftest import ApiCall
from tests.aws.dynamo_fixtures import REGION, all_items, ops
from tests.fakes import make_skill

BUCKET = "skills-bucket"
DESCRIPTION = "Summarize meeting notes into action items. Use after meetings."


DEFAULT_MAX = Settings().max_skill_bytes


def save(**kwargs: Any) -> Any:
    params: dict[str, Any] = {
        "name": "summarize-meeting",
        "description": DESCRIPTION,
        "body": "# Summarize\nList the action items.",
        "tags": ["productivity", "meetings"],
    }
    params.update(kwargs)
    return save_generated_skill(**params)


class StaticSource:
    """A plain (non-inline) source with fixed full-text records."""

    def __init__(self, label: str, *skills: Skill) -> None:
        self.label = label
        self._records = [
            SkillRecord(name=s.name, content=render_skill(s), source=label) for s in skills
        ]

    def list(self) -> list[SkillRecord]:
        return list(self._records)


class BrokenSource:
    label = "broken"

    def list(self) -> list[SkillRecord]:
        raise RuntimeError("connection reset")


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
def test_first_save_returns_the_result_and_is_listed(store: DynamoDBSkillStore) -> None:
    result = save(sources=[store], author="agent-7")

    assert (result.name, result.version, result.store) == ("summarize-meeting", 1, "tenant-store")
    assert [(e.version, e.action, e.author) for e in result.changelog] == [
        (1, "created", "agent-7")
    ]
    assert result.shadowed_by is None
    assert result.warnings == ()
    registry = create_registry(sources=[store])
    meta = registry.get("summarize-meeting")
    assert meta is not None
    assert (meta.version, meta.source, meta.tags) == (
        "1",
        "tenant-store",
        ("productivity", "meetings"),
    )
    assert registry.get_body("summarize-meeting") == "# Summarize\nList the action items."
    assert result.to_dict()["changelog"][0]["action"] == "created"


def test_optional_fields_are_validated_and_stored(store: DynamoDBSkillStore) -> None:
    save(
        sources=[store],
        tags="a, b c",
        version=2,
        priority=4,
        args=["action", "image"],
        allowed_tools="Bash Read",
        model=ModelPreference("anthropic", "claude"),
        license="MIT",
        compatibility="python 3.11",
        metadata={"owner": "team-x"},
    )
    stored = parse_skill(store.read_version("summarize-meeting", 1))
    assert stored.tags == ("a", "b", "c")
    assert stored.version == "2"
    assert stored.priority == 4
    assert stored.args == ("action", "image")
    assert stored.allowed_tools == ("Bash", "Read")
    assert stored.model == ModelPreference("anthropic", "claude")
    assert (stored.license, stored.compatibility) == ("MIT", "python 3.11")
    assert dict(stored.metadata) == {"owner": "team-x"}


def test_replace_bumps_the_version_with_a_changelog_entry(store: DynamoDBSkillStore) -> None:
    save(sources=[store], body="v1", author="alice")
    with pytest.raises(SkillCollisionError):
        save(sources=[store], body="v2")
    second = save(sources=[store], body="v2", replace=True, author="bob")
    third = save(sources=[store], body="v3", replace=True)

    assert (second.version, third.version) == (2, 3)
    assert [(e.version, e.action, e.author) for e in third.changelog] == [
        (1, "created", "alice"),
        (2, "replaced", "bob"),
        (3, "replaced", None),
    ]
    for entry in third.changelog:
        assert entry.time.endswith("Z")
        assert datetime.fromisoformat(entry.time).utcoffset() == timedelta(0)
    assert [parse_skill(store.read_version("summarize-meeting", v)).content for v in (1, 2, 3)] == [
        "v1",
        "v2",
        "v3",
    ]
    assert store.versions("summarize-meeting") == list(third.changelog)


def test_save_after_retire_needs_no_replace(store: DynamoDBSkillStore) -> None:
    save(sources=[store], body="v1")
    save(sources=[store], body="v2", replace=True)
    store.retire("summarize-meeting")

    result = save(sources=[store], body="v3")

    assert result.version == 3
    assert [e.action for e in result.changelog] == ["created", "replaced", "retired", "created"]


def test_one_character_body(store: DynamoDBSkillStore) -> None:
    result = save(sources=[store], body="x")
    assert parse_skill(store.read_version(result.name, result.version)).content == "x"


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


def _body_for_total(total: int, char: str = "x") -> str:
    """A body whose rendered SKILL.md is exactly ``total`` bytes of UTF-8."""
    overhead = (
        len(
            render_skill(
                build_skill(
                    name="summarize-meeting",
                    description=DESCRIPTION,
                    body="x",
                    tags=["productivity", "meetings"],
                )
            ).encode()
        )
        - 1
    )
    count, rest = divmod(total - overhead, len(char.encode()))
    return char * count + "x" * rest


def test_a_skill_exactly_at_the_limit_saves(store: DynamoDBSkillStore) -> None:
    body = _body_for_total(DEFAULT_MAX)
    result = save(sources=[store], body=body)
    text = store.read_version(result.name, 1)
    assert len(text.encode()) == DEFAULT_MAX


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


def test_a_bad_limit_setting_is_invalid(
    store: DynamoDBSkillStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_MAX_SKILL_BYTES", "lots")
    with pytest.raises(SkillInvalidError, match="SKILLS_MAX_SKILL_BYTES"):
        save(sources=[store])


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


def test_the_last_store_is_the_target(table: str) -> None:
    first = DynamoDBSkillStore(table, tenant="first", label="first")
    last = DynamoDBSkillStore(table, tenant="last", label="last")
    result = save(sources=[first, last])
    assert result.store == "last"
    assert [r.name for r in last.list()] == ["summarize-meeting"]
    assert first.list() == []


# -- collisions --------------------------------------------------------------------------------
def test_collision_with_an_inline_skill(store: DynamoDBSkillStore, ddb: Any) -> None:
    inline = InlineSource([make_skill("summarize-meeting")])
    with pytest.raises(SkillCollisionError, match='"inline"') as info:
        save(sources=[store, inline])
    assert info.value.code == "SKILL_COLLISION"
    assert all_items(ddb) == []


def test_collision_with_the_store_itself(store: DynamoDBSkillStore) -> None:
    save(sources=[store])
    with pytest.raises(SkillCollisionError, match='"tenant-store"'):
        save(sources=[store], body="again")
    assert [e.version for e in store.versions("summarize-meeting")] == [1]


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


def test_an_invalid_skill_of_that_name_does_not_collide_but_warns(
    store: DynamoDBSkillStore,
) -> None:
    broken = InlineSource(
        [{"name": "summarize-meeting", "content": "---\nname: summarize-meeting\n---\nno desc"}],
        label="drafts",
    )
    result = save(sources=[broken, store])
    assert result.version == 1
    assert any('"drafts"' in w and "invalid" in w for w in result.warnings)


def test_an_unlistable_source_warns_and_does_not_block(
    store: DynamoDBSkillStore, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        result = save(sources=[BrokenSource(), store])
    assert result.version == 1
    assert len(result.warnings) == 1
    # The caller learns which source and what kind of failure; the raw text goes to the logs.
    assert '"broken"' in result.warnings[0] and "RuntimeError" in result.warnings[0]
    assert "connection reset" not in result.warnings[0]
    assert "connection reset" in caplog.text


def test_a_missing_bucket_warns_and_does_not_block(ddb: Any, store: DynamoDBSkillStore) -> None:
    s3_module.clear_caches()
    result = save(sources=[S3SkillSource("no-such-bucket", label="global"), store])
    assert result.version == 1
    assert len(result.warnings) == 1 and '"global"' in result.warnings[0]


def test_the_stores_own_condition_catches_what_listing_missed(store: DynamoDBSkillStore) -> None:
    save(sources=[store])

    class Blind:
        """The store, seen through a listing that missed the skill (a race)."""

        label = store.label
        save = staticmethod(store.save)
        versions = staticmethod(store.versions)
        read_version = staticmethod(store.read_version)
        retire = staticmethod(store.retire)

        def list(self) -> list[SkillRecord]:
            return []

    with pytest.raises(SkillCollisionError):
        save(sources=[Blind()], body="racing")
    assert [e.version for e in store.versions("summarize-meeting")] == [1]


# -- shadowed_by -----------------------------------------------------------------------------
def test_inline_skill_still_shadows_a_replace(store: DynamoDBSkillStore) -> None:
    inline = InlineSource([make_skill("summarize-meeting")])
    result = save(sources=[inline, store], replace=True)
    assert result.version == 1
    assert result.shadowed_by == "inline"


def test_higher_priority_earlier_source_shadows(store: DynamoDBSkillStore) -> None:
    earlier = StaticSource("global", make_skill("summarize-meeting", priority=5))
    result = save(sources=[earlier, store], replace=True)
    assert result.shadowed_by == "global"
    # The registry agrees: the saved skill does not win.
    entry = create_registry(sources=[earlier, store]).entry("summarize-meeting")
    assert entry.label == "global"


def test_equal_priority_earlier_source_does_not_shadow(store: DynamoDBSkillStore) -> None:
    earlier = StaticSource("global", make_skill("summarize-meeting"))
    result = save(sources=[earlier, store], replace=True)
    assert result.shadowed_by is None
    assert create_registry(sources=[earlier, store]).entry("summarize-meeting").label == (
        "tenant-store"
    )


def test_equal_priority_later_source_shadows(store: DynamoDBSkillStore) -> None:
    later = StaticSource("overrides", make_skill("summarize-meeting"))
    result = save(sources=[store, later], replace=True)
    assert result.shadowed_by == "overrides"


def test_a_saved_higher_priority_wins(store: DynamoDBSkillStore) -> None:
    earlier = StaticSource("global", make_skill("summarize-meeting", priority=5))
    result = save(sources=[earlier, store], replace=True, priority=6)
    assert result.shadowed_by is None
    assert create_registry(sources=[earlier, store]).entry("summarize-meeting").label == (
        "tenant-store"
    )


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
