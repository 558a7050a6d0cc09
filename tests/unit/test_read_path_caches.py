"""The warm read path's caches (issue #15: a warm catalog costs no per-skill work): a composed
registry renders its catalog and tools once per style and budget, a snapshot source builds its
records only when listed, and an unchanged snapshot's records are shared by the registries
rebuilt after another scope changed, and dropped with the snapshot."""

from __future__ import annotations

import gc
from typing import Any

import pytest

from skills_core import create_registry
from skills_core.errors import SkillInvalidError
from skills_core.model import SkillRecord
from skills_core.settings import Settings
from skills_core.snapshot import sources as snapshot_sources
from skills_core.snapshot.model import Entry, Snapshot
from skills_core.snapshot.sources import SnapshotSource, shared_records

SETTINGS = Settings(tenancy="multi")


def entry(name: str) -> Entry:
    return Entry(
        source="s3:global",
        name=name,
        location=f"s3:global/{name}/SKILL.md",
        etag=f'"{name}"',
        header={"name": name, "description": f"Skill {name}. Use when testing."},
        frontmatter=f"name: {name}\ndescription: Skill {name}. Use when testing.",
        layout="folder",
    )


def snapshot(*names: str) -> Snapshot:
    return Snapshot("global/", 1).with_entries([entry(n) for n in names])


class Live:
    label = "s3:global"

    def list(self) -> list[SkillRecord]:  # pragma: no cover - a snapshot answers instead
        raise AssertionError("the live source is never listed when a snapshot answers")


def test_memo_computes_once_per_key_and_caches_no_failure() -> None:
    registry = create_registry(
        skills=[{"name": "a", "content": "---\ndescription: A. Use.\n---\nBody."}],
        settings=SETTINGS,
        sources=[],
    )
    calls: list[str] = []

    def compute(value: str) -> str:
        calls.append(value)
        return value

    assert registry.memo(("k", 1), lambda: compute("one")) == "one"
    assert registry.memo(("k", 1), lambda: compute("again")) == "one"
    assert registry.memo(("k", 2), lambda: compute("two")) == "two"
    assert calls == ["one", "two"]

    def failing() -> str:
        raise SkillInvalidError("too small")

    with pytest.raises(SkillInvalidError):
        registry.memo(("bad",), failing)
    assert registry.memo(("bad",), lambda: compute("later")) == "later"


def test_a_warm_catalog_renders_nothing_again(monkeypatch: pytest.MonkeyPatch) -> None:
    from skills_core.service import Principal, SkillService, reads

    def sources(settings: Settings, tenant: str, label: str | None) -> list[Any]:
        return [SnapshotSource(shared, Live())]

    shared = snapshot(*(f"skill-{i:03d}" for i in range(150)))  # above the search threshold
    rendered: list[tuple[str, int | None]] = []
    real = reads.build_skill_catalog

    def counting(metadata: Any, *, style: str, max_chars: int | None) -> str:
        rendered.append((style, max_chars))
        return real(metadata, style=style, max_chars=max_chars)

    monkeypatch.setattr(reads, "build_skill_catalog", counting)
    view = SkillService(SETTINGS, sources=sources).view(Principal.for_jwt("acme", frozenset(), "u"))
    first = reads.catalog(view, style="xml", max_chars=None, flavor="anthropic")
    first.tools[0]["name"] = "changed"  # a caller may change what it got
    second = reads.catalog(view, style="xml", max_chars=None, flavor="anthropic")
    assert second.catalog == first.catalog and second.total == 150
    assert second.tools[0]["name"] != "changed"
    reads.catalog(view, style="xml", max_chars=500, flavor="anthropic")
    assert rendered == [("xml", SETTINGS.catalog_max_chars), ("xml", 500)]


def test_a_snapshot_source_builds_its_records_only_when_listed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    built: list[str] = []
    real = snapshot_sources.records_of

    def counting(snap: Snapshot, label: str, **kw: Any) -> list[SkillRecord]:
        built.append(label)
        return real(snap, label, **kw)

    monkeypatch.setattr(snapshot_sources, "records_of", counting)
    source = SnapshotSource(snapshot("lazy-one"), Live())
    assert built == []  # constructing it (every request) costs nothing
    assert [r.name for r in source.list()] == ["lazy-one"]
    assert built == ["s3:global"]


def test_records_of_an_unchanged_snapshot_are_shared_then_dropped_with_it() -> None:
    kept = snapshot("kept")
    first = shared_records(kept, "s3:global", serve_label=None, default_label="production")
    again = SnapshotSource(kept, Live()).list()
    assert shared_records(kept, "s3:global", serve_label=None, default_label="production") is first
    assert [r.name for r in again] == ["kept"]
    other = shared_records(snapshot("kept"), "s3:global", serve_label=None, default_label="p")
    assert other is not first  # another object (or serve label) is built on its own
    key = id(kept)
    del kept, first, again
    gc.collect()
    replacement = snapshot("replacement")
    found = shared_records(replacement, "s3:global", serve_label=None, default_label="production")
    assert [r.name for r in found] == ["replacement"]
    assert not any(k[0] == key for k in snapshot_sources._RECORDS) or id(replacement) == key
