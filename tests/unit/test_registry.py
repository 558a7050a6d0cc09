"""create_registry: tenancy, shadowing, fail-open, lazy bodies (SPEC §2)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from skills_core import (
    InlineSource,
    SkillInvalidError,
    SkillNotFoundError,
    SkillRecord,
    create_registry,
)
from skills_core.compose.loading import define_skill
from skills_core.settings import Settings
from skills_core.sources.fs import DirectorySource

from .helpers import skill_text, write_folder_skill, write_loose_skill


class ListSource:
    """An in-memory source (a fake is fine for core unit tests)."""

    def __init__(self, label: str, records: list[SkillRecord]) -> None:
        self.label = label
        self.records = records
        self.list_calls = 0

    def list(self) -> list[SkillRecord]:
        self.list_calls += 1
        return list(self.records)


class DeferredSource(ListSource):
    """Defers content: frontmatter at discovery, the full text through read()."""

    def __init__(self, label: str, texts: dict[str, str]) -> None:
        self.texts = texts
        self.reads: list[str] = []
        records = [
            SkillRecord(
                name=name,
                content=None,
                source=label,
                frontmatter=text.split("---\n")[1],
                etag=str(hash(text)),
            )
            for name, text in texts.items()
        ]
        super().__init__(label, records)

    def read(self, record: SkillRecord) -> str:
        self.reads.append(record.name)
        return self.texts[record.name]


class BrokenSource:
    label = "broken-db"

    def list(self) -> list[SkillRecord]:
        raise ConnectionError("database unreachable")


def rec(name: str, source: str, description: str = "d", **extra: str) -> SkillRecord:
    return SkillRecord(name=name, content=skill_text(name, description, **extra), source=source)


def env_for(tmp_path: Path) -> dict[str, str]:
    return {"SKILLS_NO_BUNDLED": "1"}


# -- tenancy -------------------------------------------------------------------------------


def test_sources_upgrade_to_multi_and_inline_alone_does_not() -> None:
    assert create_registry(sources=[], settings=Settings.from_env({})).tenancy == "multi"
    assert (
        create_registry(skills=[], settings=Settings.from_env({"SKILLS_NO_BUNDLED": "1"})).tenancy
        == "single"
    )
    inline_only = create_registry(
        skills=[{"name": "a", "content": skill_text("a", "d")}],
        settings=Settings.from_env({"SKILLS_NO_BUNDLED": "1"}),
    )
    assert inline_only.tenancy == "single"


def test_env_tenancy_and_explicit_override() -> None:
    assert (
        create_registry(settings=Settings.from_env({"SKILLS_TENANCY": "multi"})).tenancy == "multi"
    )
    assert create_registry(
        sources=[], tenancy="single", settings=Settings.from_env({"SKILLS_NO_BUNDLED": "1"})
    ).tenancy == ("single")
    with pytest.raises(SkillInvalidError, match="tenancy"):
        create_registry(tenancy="both", settings=Settings.from_env({}))


def test_single_tenancy_reads_cwd_and_multi_does_not(tmp_path: Path) -> None:
    write_folder_skill(tmp_path / ".agents" / "skills", "local-skill")
    env = {"SKILLS_NO_BUNDLED": "1"}
    single = create_registry(cwd=tmp_path, settings=Settings.from_env(env))
    assert "local-skill" in single.names()
    multi = create_registry(sources=[], cwd=tmp_path, settings=Settings.from_env(env))
    assert multi.names() == []


def test_bundled_skills_are_in_single_tenancy_unless_disabled(tmp_path: Path) -> None:
    with_bundled = create_registry(cwd=tmp_path, settings=Settings.from_env({}))
    assert "docker-ops" in with_bundled.names()
    assert with_bundled.get("docker-ops").source == "bundled"  # type: ignore[union-attr]
    without = create_registry(
        cwd=tmp_path, settings=Settings.from_env({"SKILLS_NO_BUNDLED": "yes"})
    )
    assert "docker-ops" not in without.names()


# -- shadowing -----------------------------------------------------------------------------


def test_later_source_wins_on_equal_priority(caplog: pytest.LogCaptureFixture) -> None:
    a = ListSource("global", [rec("x", "global", "from global")])
    b = ListSource("tenant", [rec("x", "tenant", "from tenant")])
    with caplog.at_level(logging.INFO, logger="skills_core"):
        registry = create_registry(sources=[a, b])
    meta = registry.get("x")
    assert meta is not None and meta.source == "tenant" and meta.description == "from tenant"
    assert any("shadows" in r.getMessage() for r in caplog.records)


def test_higher_priority_beats_later_source() -> None:
    a = ListSource("global", [rec("x", "global", "pinned", priority="5")])
    b = ListSource("tenant", [rec("x", "tenant", "later")])
    registry = create_registry(sources=[a, b])
    assert registry.get("x").description == "pinned"  # type: ignore[union-attr]
    assert [e.label for e in registry.candidates("x")] == ["global", "tenant"]


def test_inline_always_wins_even_over_priority() -> None:
    a = ListSource("global", [rec("x", "global", "prioritised", priority="100")])
    registry = create_registry(
        sources=[a], skills=[{"name": "x", "content": skill_text("x", "inline wins")}]
    )
    meta = registry.get("x")
    assert meta is not None and meta.source == "inline" and meta.description == "inline wins"


def test_folder_beats_loose_inside_one_source(tmp_path: Path) -> None:
    write_loose_skill(tmp_path, "dup", "loose")
    write_folder_skill(tmp_path, "dup", "folder")
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.get("dup").description == "folder"  # type: ignore[union-attr]
    assert any("dup.md" in w and "SKILL.md" in w for w in registry.warnings)


def test_fs_search_path_order(tmp_path: Path) -> None:
    home = tmp_path / "home"
    cwd = tmp_path / "proj"
    custom = tmp_path / "custom"
    write_folder_skill(home / ".agents" / "skills", "same", "from home")
    write_folder_skill(cwd / ".agents" / "skills", "same", "from project")
    write_folder_skill(custom, "same", "from SKILLS_PATH")
    write_folder_skill(home / ".agents" / "skills", "home-only", "home")
    from skills_core.sources.fs import FsSkillSources

    fs = FsSkillSources(
        cwd,
        settings=Settings.from_env({"SKILLS_PATH": str(custom), "SKILLS_NO_BUNDLED": "1"}),
        home=home,
        mnt=tmp_path / "mnt",
    )
    registry = create_registry(sources=[fs], tenancy="multi")
    assert registry.get("same").description == "from SKILLS_PATH"  # type: ignore[union-attr]
    assert registry.get("home-only") is not None
    fs2 = FsSkillSources(
        cwd, settings=Settings.from_env({"SKILLS_NO_BUNDLED": "1"}), home=home, mnt=tmp_path / "mnt"
    )
    assert create_registry(sources=[fs2]).get("same").description == "from project"  # type: ignore[union-attr]
    names = {r.name: r for r in fs2.list()}
    assert names["same"].location is not None and "proj" in names["same"].location


def test_relative_skills_path_resolves_against_cwd(tmp_path: Path) -> None:
    write_folder_skill(tmp_path / "rel", "relative-one")
    registry = create_registry(
        cwd=tmp_path, settings=Settings.from_env({"SKILLS_PATH": "rel:", "SKILLS_NO_BUNDLED": "1"})
    )
    assert "relative-one" in registry.names()


# -- fail-open -----------------------------------------------------------------------------


def test_broken_source_is_skipped_with_a_warning_naming_it(
    caplog: pytest.LogCaptureFixture,
) -> None:
    good = ListSource("good", [rec("ok", "good")])
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        registry = create_registry(sources=[BrokenSource(), good])
    assert registry.names() == ["ok"]
    assert len(registry.warnings) == 1 and '"broken-db"' in registry.warnings[0]
    assert any("broken-db" in r.getMessage() for r in caplog.records)


def test_one_invalid_skill_is_skipped_and_the_rest_load() -> None:
    bad = SkillRecord(name="bad", content="---\nname: bad\n---\nno description", source="s")
    src = ListSource("s", [bad, rec("good", "s")])
    registry = create_registry(sources=[src])
    assert registry.names() == ["good"]
    assert any('"bad"' in w and "description" in w for w in registry.warnings)


def test_readme_in_a_source_is_a_warning_not_a_failure(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "ok")
    (tmp_path / "README.md").write_text("# hello")
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.names() == ["ok"]
    assert any("README.md" in w for w in registry.warnings)


# -- lookups and lazy bodies ---------------------------------------------------------------


def test_metadata_sorted_and_get() -> None:
    src = ListSource("s", [rec("b", "s"), rec("a", "s", tags="[x]")])
    registry = create_registry(sources=[src])
    assert [m.name for m in registry.metadata()] == ["a", "b"]
    assert registry.get("a").tags == ("x",)  # type: ignore[union-attr]
    assert registry.get("zzz") is None


def test_unknown_skill_lists_available() -> None:
    registry = create_registry(sources=[ListSource("s", [rec("a", "s"), rec("b", "s")])])
    with pytest.raises(SkillNotFoundError) as info:
        registry.get_body("nope")
    assert info.value.available == ["a", "b"]
    assert "a, b" in str(info.value)


def test_record_version_overrides_frontmatter_version() -> None:
    record = SkillRecord(
        name="v", content=skill_text("v", "d", version="1.0.0"), source="store", version="2"
    )
    registry = create_registry(sources=[ListSource("store", [record])])
    assert registry.get("v").version == "2"  # type: ignore[union-attr]


def test_deferred_bodies_are_lazy_and_lru_of_five() -> None:
    texts = {f"s{i}": skill_text(f"s{i}", f"skill {i}", f"body {i}") for i in range(7)}
    src = DeferredSource("remote", texts)
    registry = create_registry(sources=[src])
    assert src.reads == []  # discovery read frontmatter only
    for i in range(7):
        assert registry.get_body(f"s{i}") == f"body {i}"
    assert registry.cached_bodies() == 5
    src.reads.clear()
    registry.get_body("s6")  # cached
    assert src.reads == []
    registry.get_body("s0")  # evicted: read again
    assert src.reads == ["s0"]


def test_body_cache_size_from_env() -> None:
    texts = {f"s{i}": skill_text(f"s{i}", "d", f"body {i}") for i in range(3)}
    registry = create_registry(
        sources=[DeferredSource("r", texts)],
        settings=Settings.from_env({"SKILLS_BODY_CACHE_SIZE": "1"}),
    )
    for i in range(3):
        registry.get_body(f"s{i}")
    assert registry.cached_bodies() == 1
    with pytest.raises(SkillInvalidError, match="SKILLS_BODY_CACHE_SIZE"):
        create_registry(sources=[], settings=Settings.from_env({"SKILLS_BODY_CACHE_SIZE": "many"}))


def test_registries_share_no_cache() -> None:
    texts = {"a": skill_text("a", "d", "tenant A body")}
    one = create_registry(sources=[DeferredSource("r", texts)])
    one.get_body("a")
    other_texts = {"a": skill_text("a", "d", "tenant B body")}
    other = create_registry(sources=[DeferredSource("r", other_texts)])
    assert other.get_body("a") == "tenant B body"


def test_folder_skill_directory_is_logical(tmp_path: Path) -> None:
    folder = write_folder_skill(tmp_path, "withfiles")
    (folder / "ref.md").write_text("r")
    registry = create_registry(sources=[DirectorySource(tmp_path)])
    meta = registry.get("withfiles")
    assert meta is not None and meta.directory == "skills/withfiles/"
    assert str(tmp_path) not in str(meta.to_dict())
    assert registry.list_files("withfiles") == ["ref.md"]


def test_inline_skill_objects_and_literals() -> None:
    skill = define_skill("code", "Code skill", "Do code things.")
    src = InlineSource([skill, {"name": "lit", "content": skill_text("lit", "Literal")}])
    registry = create_registry(sources=[src])
    assert registry.get_body("code") == "Do code things."
    assert registry.get("lit").description == "Literal"  # type: ignore[union-attr]


def test_inline_literal_needs_name_and_content() -> None:
    with pytest.raises(SkillInvalidError, match="'name' and 'content'"):
        InlineSource([{"name": "x"}])


def test_negative_body_cache_size_is_refused() -> None:
    with pytest.raises(SkillInvalidError, match=r"SKILLS_BODY_CACHE_SIZE.*at least 0"):
        create_registry(sources=[], settings=Settings.from_env({"SKILLS_BODY_CACHE_SIZE": "-1"}))
    with pytest.raises(SkillInvalidError, match="body_cache_size"):
        create_registry(sources=[], body_cache_size=-2)
    assert (
        create_registry(
            sources=[], settings=Settings.from_env({"SKILLS_BODY_CACHE_SIZE": "0"})
        ).cached_bodies()
        == 0
    )


def test_a_ten_megabyte_skill_file_is_skipped_with_a_warning(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "small")
    big = tmp_path / "huge"
    big.mkdir()
    (big / "SKILL.md").write_text(skill_text("huge", "Huge", "x" * (10 * 1024 * 1024)))
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.names() == ["small"]
    assert any('"huge"' in w and "1024 KiB" in w for w in registry.warnings)


def test_invalid_utf8_and_nul_files_are_skipped_not_fatal(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "good")
    (tmp_path / "latin1.md").write_bytes(b"---\ndescription: caf\xe9\n---\nbody\n")
    (tmp_path / "nul.md").write_bytes(b"---\ndescription: x\x00y\n---\nbody\n")
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.names() == ["good"]
    assert any("UTF-8" in w for w in registry.warnings)
    assert any("NUL" in w for w in registry.warnings)


def test_a_body_with_invalid_utf8_fails_at_activation_only(tmp_path: Path) -> None:
    (tmp_path / "late.md").write_bytes(b"---\ndescription: fine\n---\nbad \xff body\n")
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.names() == ["late"]
    with pytest.raises(SkillInvalidError, match="not valid UTF-8"):
        registry.get_body("late")


# -- lenient reading (SPEC §1) -------------------------------------------------------------


def test_a_defective_skill_loads_with_one_warning_per_defect(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    folder = tmp_path / "claude-api"
    folder.mkdir()
    (folder / "SKILL.md").write_text(
        "---\nname: Claude API\ndescription: " + "d" * 1068 + "\nmetadata:\n  requires: [a, b]\n"
        "---\nUse the SDK.\n"
    )
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.names() == ["claude-api"]
    location = str(folder / "SKILL.md")
    assert [w.split(": ", 2)[2].split(";")[0] for w in registry.warnings] == [
        "invalid skill name 'Claude API'",
        "field 'description' is 1068 characters",
        "field 'metadata.requires' must be a text value",
    ]
    assert all(w.startswith(f'Source "dir": {location}: ') for w in registry.warnings)
    assert [r.getMessage() for r in caplog.records] == registry.warnings
    assert registry.get_body("claude-api") == "Use the SDK."


def test_a_folder_skill_named_differently_loads_with_a_warning(tmp_path: Path) -> None:
    folder = tmp_path / "folder-name"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\nname: real-name\ndescription: d\n---\nb\n")
    write_loose_skill(tmp_path, "loose", "d")  # a loose file has no folder to differ from
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.names() == ["loose", "real-name"]
    assert registry.warnings == [
        f"Source \"dir\": {folder / 'SKILL.md'}: name 'real-name' differs from its folder "
        "'folder-name'; the frontmatter name is used"
    ]


def test_a_deferred_defective_skill_activates() -> None:
    text = "---\nname: x\ndescription: d\npriority: high\nmodel: opus\n---\nDeferred body.\n"
    src = DeferredSource("remote", {"x": text})
    registry = create_registry(sources=[src])
    assert len(registry.warnings) == 2 and src.reads == []
    assert registry.get("x").priority == 0  # type: ignore[union-attr]
    assert registry.get_body("x") == "Deferred body."


def test_skill_objects_are_never_reparsed_or_warned_about() -> None:
    registry = create_registry(skills=[define_skill("ok", "d", "body")], sources=[])
    assert registry.names() == ["ok"] and registry.warnings == []
