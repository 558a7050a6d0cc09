"""The value types stay value types: records and metadata are built by a one-call ``__init__``
(catalogs build one of each per skill) and must still behave as frozen dataclasses."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from skills_core.model import DEFAULT_VERSION, SkillMetadata, SkillRecord


def test_record_keeps_dataclass_behaviour() -> None:
    record = SkillRecord("deploy", None, "s3:global", etag='"abc"', size=12)
    assert record == SkillRecord(
        name="deploy", content=None, source="s3:global", etag='"abc"', size=12
    )
    assert hash(record) == hash(SkillRecord("deploy", None, "s3:global", etag='"abc"', size=12))
    assert (record.version, record.layout, record.skill, record.state) == (None, None, None, None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.name = "other"  # type: ignore[misc]
    assert dataclasses.replace(record, name="other").name == "other"
    assert dataclasses.asdict(record)["etag"] == '"abc"'
    assert pickle.loads(pickle.dumps(record)) == record
    assert copy.copy(record) == record


def test_metadata_defaults_and_errors_are_the_dataclass_ones() -> None:
    meta = SkillMetadata("deploy", "Deploys. Use when shipping.")
    assert (meta.version, meta.tags, meta.priority, meta.source) == (
        DEFAULT_VERSION,
        (),
        0,
        "inline",
    )
    assert meta != SkillMetadata("deploy", "Deploys. Use when shipping.", priority=1)
    with pytest.raises(TypeError):
        SkillMetadata("deploy")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        SkillMetadata("deploy", "d", colour="red")  # type: ignore[call-arg]
    with pytest.raises(dataclasses.FrozenInstanceError):
        meta.priority = 3  # type: ignore[misc]
    assert repr(meta).startswith("SkillMetadata(name='deploy'")
