"""define_skill and load_skills (strict loading of one folder)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from skills_core import SkillInvalidError, SkillTooLargeError
from skills_core.compose.loading import define_skill, load_skills

from .helpers import write_folder_skill, write_loose_skill


def test_define_skill_validates_and_normalises() -> None:
    skill = define_skill(
        "changelog",
        "How to write a changelog entry",
        "Use the imperative mood.",
        tags="release, docs",
        allowed_tools=["read_file"],
        priority=2,
    )
    assert skill.name == "changelog"
    assert skill.tags == ("release", "docs")
    assert skill.allowed_tools == ("read_file",)
    assert skill.priority == 2


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("Bad Name", "d", "c"), "invalid skill name"),
        (("ok", "", "c"), "'description' is required"),
        (("ok", "d", "  "), "'content' is empty"),
    ],
)
def test_define_skill_errors_say_how_to_fix(args: tuple[str, str, str], message: str) -> None:
    with pytest.raises(SkillInvalidError, match=message):
        define_skill(*args)


def test_define_skill_directory(tmp_path: Path) -> None:
    assert define_skill("a", "d", "c", directory=tmp_path).directory == str(tmp_path)


def test_load_skills_both_layouts_sorted(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "zeta", "Z")
    write_loose_skill(tmp_path, "alpha", "A")
    (tmp_path / "zeta" / "notes.txt").write_text("n")
    skills = load_skills(tmp_path)
    assert [s.name for s in skills] == ["alpha", "zeta"]
    assert skills[1].directory == str(tmp_path / "zeta")
    assert skills[0].directory is None
    assert skills[0].content == "Body."


def test_readme_is_skipped_with_warning(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    write_loose_skill(tmp_path, "alpha", "A")
    (tmp_path / "README.md").write_text("# Skills\n\nDocs only.\n")
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        skills = load_skills(tmp_path)
    assert [s.name for s in skills] == ["alpha"]
    assert any("README.md" in r.getMessage() for r in caplog.records)


def test_frontmatter_without_description_is_an_error(tmp_path: Path) -> None:
    (tmp_path / "broken.md").write_text("---\nname: broken\n---\nbody\n")
    with pytest.raises(SkillInvalidError, match=r"broken.md.*description"):
        load_skills(tmp_path)


def test_duplicate_names_list_both_paths(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "dup", "folder one")
    write_loose_skill(tmp_path, "dup", "loose one")
    with pytest.raises(SkillInvalidError) as info:
        load_skills(tmp_path)
    assert str(tmp_path / "dup" / "SKILL.md") in str(info.value)
    assert str(tmp_path / "dup.md") in str(info.value)


def test_frontmatter_name_wins_over_folder(tmp_path: Path) -> None:
    folder = tmp_path / "folder-name"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\nname: real-name\ndescription: d\n---\nb\n")
    assert [s.name for s in load_skills(tmp_path)] == ["real-name"]


def test_skill_md_in_root_is_ignored_and_missing_dir_is_empty(tmp_path: Path) -> None:
    (tmp_path / "SKILL.md").write_text("---\nname: root\ndescription: d\n---\nb\n")
    assert load_skills(tmp_path) == []
    assert load_skills(tmp_path / "missing") == []


def test_folder_without_skill_md_is_ignored(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "skill.md").write_text("---\ndescription: wrong case\n---\nb\n")
    assert load_skills(tmp_path) == []


def test_not_a_directory(tmp_path: Path) -> None:
    file = tmp_path / "f.md"
    file.write_text("x")
    with pytest.raises(SkillInvalidError, match="not a directory"):
        load_skills(file)


def test_load_skills_refuses_a_ten_megabyte_file(tmp_path: Path) -> None:
    write_loose_skill(tmp_path, "huge", "Huge", "x" * (10 * 1024 * 1024))
    with pytest.raises(SkillTooLargeError, match=r"huge\.md"):
        load_skills(tmp_path)


@pytest.mark.parametrize(
    ("frontmatter", "message"),
    [
        ("name: Title Case\ndescription: d\n", "invalid skill name 'Title Case'"),
        ("description: " + "d" * 1025 + "\n", "is 1025 characters"),
        ("description: d\nmetadata:\n  requires: [a]\n", "metadata.requires"),
        ("description: d\npriority: high\n", "'priority' must be a whole number"),
    ],
)
def test_load_skills_stays_strict_where_the_registry_is_lenient(
    tmp_path: Path, frontmatter: str, message: str
) -> None:
    folder = tmp_path / "title-case"
    folder.mkdir()
    (folder / "SKILL.md").write_text(f"---\n{frontmatter}---\nbody\n")
    with pytest.raises(SkillInvalidError, match=message):
        load_skills(tmp_path)
