"""The derivation on in-memory ports: artifacts, mirror and events of a save, an approval, a
label move, a reject and a retire, in order and once each, under redelivery and late
records; pending and rejected versions never appear."""

from __future__ import annotations

import json

import pytest

from skills_core.distribution import keys
from skills_core.distribution.archive import read_archive
from skills_core.distribution.derive import Derivation
from skills_core.distribution.events import PUBLISHED, WITHDRAWN
from skills_core.distribution.index import stored_entries
from skills_core.distribution.ports import MemoryArtifacts, MemoryEvents
from skills_core.governance.digest import digest_of
from tests.distribution_heads import Heads

T = "acme"


@pytest.fixture
def world() -> tuple[Heads, Derivation, MemoryArtifacts, MemoryArtifacts, MemoryEvents]:
    heads = Heads(T)
    artifacts, mirror, events = MemoryArtifacts(), MemoryArtifacts(), MemoryEvents()
    return (
        heads,
        Derivation(artifacts, heads, mirror=mirror, events=events),
        artifacts,
        mirror,
        events,
    )


def index(artifacts: MemoryArtifacts, label: str = "production") -> dict[str, object]:
    found = artifacts.get(keys.index_key(T, label))
    return {n: e.version for n, e in stored_entries(found.data if found else None).items()}


def summary(events: MemoryEvents) -> list[tuple[str, str, int]]:
    return [(kind[14:], d["label"], d["version"]) for kind, d in events.events]


def test_the_lifecycle_of_a_skill_in_events_artifacts_and_mirror(world) -> None:  # type: ignore[no-untyped-def]
    heads, derive, artifacts, mirror, events = world
    derive.apply_changes([heads.save("deploy")])  # v1 approved: production -> 1
    assert summary(events) == [("Published", "production", 1)]
    assert index(artifacts) == {"deploy": 1}
    skill_md = heads.texts[(T, "deploy", 1)]
    assert artifacts.get(keys.file_key(T, "production", "deploy", "SKILL.md")).data == skill_md  # type: ignore[union-attr]
    assert mirror.get("acme/production/deploy/SKILL.md").data == skill_md  # type: ignore[union-attr]
    mirrored = json.loads(mirror.get("acme/production/index.json").data)  # type: ignore[union-attr]
    assert mirrored["skills"][0]["url"] == "deploy/SKILL.md"
    entry = stored_entries(artifacts.get(keys.index_key(T, "production")).data)["deploy"]  # type: ignore[union-attr]
    assert entry.digest == digest_of(skill_md)[0] and entry.files == ("SKILL.md",)
    archive = artifacts.get(keys.archive_key(T, "deploy", 1))
    assert archive is not None and read_archive(archive.data) == {"SKILL.md": skill_md}

    derive.apply_changes([heads.save("deploy", status="pending")])  # v2 pending: nothing
    derive.apply_changes([heads.review("deploy", 2, "approve")])  # production 1 -> 2
    derive.apply_changes([heads.label("deploy", "staging", 1)])  # staging -> 1
    derive.apply_changes([heads.review("deploy", 2, "reject")])  # production falls back to 1
    derive.apply_changes([heads.retire("deploy")])
    assert summary(events) == [
        ("Published", "production", 1),
        ("Withdrawn", "production", 1),
        ("Published", "production", 2),
        ("Published", "staging", 1),
        ("Withdrawn", "production", 2),
        ("Published", "production", 1),
        ("Withdrawn", "production", 1),
        ("Withdrawn", "staging", 1),
    ]
    assert index(artifacts) == {} and index(artifacts, "staging") == {}
    assert sorted(mirror.objects) == ["acme/production/index.json", "acme/staging/index.json"]
    assert not [k for k in artifacts.objects if "/label/" in k and k.endswith(".md")]
    # archives are kept, one per version ever served
    assert sorted(k for k in artifacts.objects if k.endswith(".tar.gz")) == [
        keys.archive_key(T, "deploy", 1),
        keys.archive_key(T, "deploy", 2),
    ]
    assert len({d["idempotency_key"] for _, d in events.events}) == len(events.events)


def test_a_redelivered_record_publishes_nothing_twice(world) -> None:  # type: ignore[no-untyped-def]
    heads, derive, artifacts, _, events = world
    first = heads.save("deploy")
    second = heads.save("deploy")
    derive.apply_changes([first, second])
    puts = artifacts.puts
    again = derive.apply_changes([first, second, first])
    assert again.applied == 0 and again.skipped == 3
    assert summary(events) == [
        ("Published", "production", 1),
        ("Withdrawn", "production", 1),
        ("Published", "production", 2),
    ]
    assert artifacts.puts == puts


def test_a_late_record_never_rolls_the_artifacts_back(world) -> None:  # type: ignore[no-untyped-def]
    heads, derive, artifacts, _, events = world
    first, second = heads.save("deploy"), heads.save("deploy")
    derive.apply_changes([second, first])  # out of order
    assert index(artifacts) == {"deploy": 2}
    assert summary(events) == [("Published", "production", 2)]


def test_pending_and_rejected_versions_never_appear(world) -> None:  # type: ignore[no-untyped-def]
    heads, derive, artifacts, mirror, events = world
    derive.apply_changes([heads.save("draft", status="pending")])
    derive.apply_changes([heads.review("draft", 1, "reject")])
    assert events.events == [] and index(artifacts) == {} and mirror.objects == {}
    assert not any("draft" in k and "label" in k for k in artifacts.objects)


def test_an_archive_is_built_once_per_version(world) -> None:  # type: ignore[no-untyped-def]
    heads, derive, artifacts, _, _ = world
    result = derive.apply_changes([heads.save("deploy"), heads.label("deploy", "staging", 1)])
    assert result.archives_built == 1
    before = artifacts.get(keys.archive_key(T, "deploy", 1))
    derive.apply_changes([heads.label("deploy", "canary", 1)])
    assert artifacts.get(keys.archive_key(T, "deploy", 1)) == before


def test_two_skills_share_a_label_index(world) -> None:  # type: ignore[no-untyped-def]
    heads, derive, artifacts, _, _ = world
    derive.apply_changes([heads.save("a"), heads.save("b"), heads.retire("a")])
    assert index(artifacts) == {"b": 1}
    state = json.loads(artifacts.get(keys.state_key(T, "a")).data)  # type: ignore[union-attr]
    assert state["labels"] == {}


def test_events_carry_the_spec_detail(world) -> None:  # type: ignore[no-untyped-def]
    heads, derive, _, _, events = world
    derive.apply_changes([heads.save("deploy")])
    kind, detail = events.events[0]
    assert kind == PUBLISHED != WITHDRAWN
    assert set(detail) == {"tenant", "name", "version", "label", "digest", "idempotency_key"}
    assert detail["tenant"] == T and detail["digest"].startswith("sha256:")
