"""``search_skills`` builds its index once per registry state (SPEC §11): repeated queries on
an unchanged registry (the same one, or one composed again over the same skills) build
nothing; a changed, added or removed skill rebuilds; the cache is bounded in bytes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skills_core.cli.main import main
from skills_core.compose import search as compose_search
from skills_core.compose.registry import create_registry
from skills_core.compose.search import search_skills
from skills_core.compose.search_cache import IndexCache
from skills_core.search import SearchDocument
from skills_core.sources.fs import DirectorySource
from skills_core.sources.inline import InlineSource
from tests.unit.helpers import skill_text


@pytest.fixture
def cache(monkeypatch: pytest.MonkeyPatch) -> IndexCache:
    fresh = IndexCache()
    monkeypatch.setattr(compose_search, "INDEXES", fresh)
    return fresh


def write(root: Path, name: str, description: str, body: str) -> Path:
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "SKILL.md"
    path.write_text(skill_text(name, description, body))
    return path


@pytest.fixture
def skills(tmp_path: Path) -> Path:
    write(tmp_path, "docker-ops", "Build and run container images.", "Use docker build.")
    write(tmp_path, "pg-tuning", "Tune PostgreSQL queries.", "Read EXPLAIN ANALYZE output.")
    write(tmp_path, "kafka-ops", "Operate Kafka clusters.", "Rebalance partitions.")
    return tmp_path


def registry(root: Path):  # type: ignore[no-untyped-def]
    return create_registry(sources=[DirectorySource(root)], tenancy="multi")


def test_repeated_searches_on_an_unchanged_registry_build_once(
    cache: IndexCache, skills: Path
) -> None:
    same = registry(skills)
    assert search_skills(same, "container images")[0].name == "docker-ops"
    assert search_skills(same, "postgres explain")[0].name == "pg-tuning"
    # A registry composed again over the same files (a new request, a new CLI call).
    assert search_skills(registry(skills), "kafka partitions")[0].name == "kafka-ops"
    assert cache.builds == 1


def test_a_changed_added_or_removed_skill_rebuilds(cache: IndexCache, skills: Path) -> None:
    search_skills(registry(skills), "container")
    path = write(skills, "docker-ops", "Build and run container images.", "Now with podman too.")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert search_skills(registry(skills), "podman")[0].name == "docker-ops"
    assert cache.builds == 2
    write(skills, "helm-charts", "Package Kubernetes apps with Helm.", "helm install.")
    assert search_skills(registry(skills), "helm")[0].name == "helm-charts"
    assert cache.builds == 3
    (skills / "helm-charts" / "SKILL.md").unlink()
    (skills / "helm-charts").rmdir()
    # Back to the state of the second build: that index is still cached.
    assert [hit.name for hit in search_skills(registry(skills), "helm")] == []
    assert search_skills(registry(skills), "podman")[0].name == "docker-ops"
    assert cache.builds == 3


def test_inline_skills_are_keyed_by_their_text(cache: IndexCache) -> None:
    def inline(body: str):  # type: ignore[no-untyped-def]
        text = skill_text("notes", "Team notes.", body)
        return create_registry(sources=[InlineSource([{"name": "notes", "content": text}])])

    assert search_skills(inline("alpha words"), "alpha")[0].name == "notes"
    assert search_skills(inline("alpha words"), "alpha")[0].name == "notes"
    assert cache.builds == 1
    assert search_skills(inline("beta words"), "beta")[0].name == "notes"
    assert cache.builds == 2


def test_skillsctl_search_reuses_the_index_within_a_process(
    cache: IndexCache, skills: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["search", "container images", str(skills)]) == 0
    assert main(["search", "explain analyze", str(skills)]) == 0
    assert "pg-tuning" in capsys.readouterr().out
    assert cache.builds == 1


def test_the_cache_is_bounded_in_bytes() -> None:
    def documents(word: str) -> list[SearchDocument]:
        return [
            SearchDocument(f"s-{i}", f"{word} skill {i}", (), f"{word} body " * 50)
            for i in range(40)
        ]

    probe = IndexCache()
    one, _ = probe.get_or_build("probe", lambda _: documents("probe"))
    small = IndexCache(max_bytes=int(one.size_bytes * 2.5))
    for word in ("alpha", "beta", "gamma", "delta"):
        small.get_or_build(word, lambda _, w=word: documents(w))
    assert len(small) == 2 and small.size_bytes <= int(one.size_bytes * 2.5)
    small.get_or_build("delta", lambda _: documents("delta"))
    assert small.builds == 4  # the newest stayed
    small.get_or_build("alpha", lambda _: documents("alpha"))
    assert small.builds == 5  # the oldest was dropped


def test_a_build_with_an_unreadable_body_is_not_kept(cache: IndexCache) -> None:
    def failing(warned: list[str]) -> list[SearchDocument]:
        warned.append("body not searchable")
        return [SearchDocument("x", "x", (), "")]

    _, warnings = cache.get_or_build("k", failing)
    assert warnings == ("body not searchable",) and len(cache) == 0


def test_a_source_that_defers_text_without_a_version_is_never_cached(cache: IndexCache) -> None:
    """No ETag, version or digest: nothing tells its states apart, so each search builds."""
    from skills_core.model import SkillRecord

    class Unversioned:
        label = "plain"

        def __init__(self, body: str) -> None:
            self.body = body

        def list(self) -> list[SkillRecord]:
            return [
                SkillRecord(
                    name="notes",
                    content=None,
                    source=self.label,
                    frontmatter="name: notes\ndescription: Team notes.\n",
                    location="plain/notes.md",
                )
            ]

        def read(self, record: SkillRecord) -> str:
            return skill_text("notes", "Team notes.", self.body)

    def reg(body: str):  # type: ignore[no-untyped-def]
        return create_registry(sources=[Unversioned(body)], tenancy="multi")

    assert search_skills(reg("alpha words"), "alpha")[0].name == "notes"
    assert search_skills(reg("beta words"), "beta")[0].name == "notes"
    assert cache.builds == 2 and len(cache) == 0
