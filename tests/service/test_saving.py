"""save_generated_skill (SPEC §5) on the in-memory store, beside inline and S3-like
in-memory sources: what a save returns, optional fields, replace numbering, size limits,
collisions with the store itself, warnings of sources that cannot be listed and shadowing by
priority and position. tests/aws/test_saving.py keeps what needs DynamoDB or S3 (no call
before validation, a missing table or bucket, S3 keys and prefixes)."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

import pytest

from skills_core.compose.build import build_skill
from skills_core.compose.registry import create_registry
from skills_core.errors import SkillCollisionError, SkillInvalidError
from skills_core.format.fields import parse_skill
from skills_core.format.render import render_skill
from skills_core.model import ModelPreference, SkillRecord
from skills_core.service.writes import save_generated_skill
from skills_core.settings import Settings
from skills_core.sources.inline import InlineSource
from skills_core.sources.memory import MemorySkillStore
from tests.fakes import BrokenSource, MemorySource, make_skill

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


def test_first_save_returns_the_result_and_is_listed(store: MemorySkillStore) -> None:
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


def test_optional_fields_are_validated_and_stored(store: MemorySkillStore) -> None:
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


def test_replace_bumps_the_version_with_a_changelog_entry(store: MemorySkillStore) -> None:
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


def test_save_after_retire_needs_no_replace(store: MemorySkillStore) -> None:
    save(sources=[store], body="v1")
    save(sources=[store], body="v2", replace=True)
    store.retire("summarize-meeting")

    result = save(sources=[store], body="v3")

    assert result.version == 3
    assert [e.action for e in result.changelog] == ["created", "replaced", "retired", "created"]


def test_one_character_body(store: MemorySkillStore) -> None:
    result = save(sources=[store], body="x")
    assert parse_skill(store.read_version(result.name, result.version)).content == "x"


def test_a_skill_exactly_at_the_limit_saves(store: MemorySkillStore) -> None:
    body = _body_for_total(DEFAULT_MAX)
    result = save(sources=[store], body=body)
    text = store.read_version(result.name, 1)
    assert len(text.encode()) == DEFAULT_MAX


def test_a_bad_limit_setting_is_invalid(
    store: MemorySkillStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_MAX_SKILL_BYTES", "lots")
    with pytest.raises(SkillInvalidError, match="SKILLS_MAX_SKILL_BYTES"):
        save(sources=[store])


def test_the_last_store_is_the_target() -> None:
    first = MemorySkillStore(tenant="first", label="first")
    last = MemorySkillStore(tenant="last", label="last")
    result = save(sources=[first, last])
    assert result.store == "last"
    assert [r.name for r in last.list()] == ["summarize-meeting"]
    assert first.list() == []


def test_collision_with_the_store_itself(store: MemorySkillStore) -> None:
    save(sources=[store])
    with pytest.raises(SkillCollisionError, match='"tenant-store"'):
        save(sources=[store], body="again")
    assert [e.version for e in store.versions("summarize-meeting")] == [1]


def test_an_invalid_skill_of_that_name_does_not_collide_but_warns(
    store: MemorySkillStore,
) -> None:
    broken = InlineSource(
        [{"name": "summarize-meeting", "content": "---\nname: summarize-meeting\n---\nno desc"}],
        label="drafts",
    )
    result = save(sources=[broken, store])
    assert result.version == 1
    assert any('"drafts"' in w and "invalid" in w for w in result.warnings)


def test_an_unlistable_source_warns_and_does_not_block(
    store: MemorySkillStore, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        result = save(sources=[BrokenSource(), store])
    assert result.version == 1
    assert len(result.warnings) == 1
    # The caller learns which source and what kind of failure; the raw text goes to the logs.
    assert '"broken"' in result.warnings[0] and "RuntimeError" in result.warnings[0]
    assert "connection reset" not in result.warnings[0]
    assert "connection reset" in caplog.text


def test_the_stores_own_condition_catches_what_listing_missed(store: MemorySkillStore) -> None:
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


def test_inline_skill_still_shadows_a_replace(store: MemorySkillStore) -> None:
    inline = InlineSource([make_skill("summarize-meeting")])
    result = save(sources=[inline, store], replace=True)
    assert result.version == 1
    assert result.shadowed_by == "inline"


def test_higher_priority_earlier_source_shadows(store: MemorySkillStore) -> None:
    earlier = MemorySource.of("global", make_skill("summarize-meeting", priority=5))
    result = save(sources=[earlier, store], replace=True)
    assert result.shadowed_by == "global"
    # The registry agrees: the saved skill does not win.
    entry = create_registry(sources=[earlier, store]).entry("summarize-meeting")
    assert entry.label == "global"


def test_equal_priority_earlier_source_does_not_shadow(store: MemorySkillStore) -> None:
    earlier = MemorySource.of("global", make_skill("summarize-meeting"))
    result = save(sources=[earlier, store], replace=True)
    assert result.shadowed_by is None
    assert create_registry(sources=[earlier, store]).entry("summarize-meeting").label == (
        "tenant-store"
    )


def test_equal_priority_later_source_shadows(store: MemorySkillStore) -> None:
    later = MemorySource.of("overrides", make_skill("summarize-meeting"))
    result = save(sources=[store, later], replace=True)
    assert result.shadowed_by == "overrides"


def test_a_saved_higher_priority_wins(store: MemorySkillStore) -> None:
    earlier = MemorySource.of("global", make_skill("summarize-meeting", priority=5))
    result = save(sources=[earlier, store], replace=True, priority=6)
    assert result.shadowed_by is None
    assert create_registry(sources=[earlier, store]).entry("summarize-meeting").label == (
        "tenant-store"
    )
