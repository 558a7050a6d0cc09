"""The linter and the strict Agent Skills profile."""

from __future__ import annotations

from pathlib import Path

from skills_core.format.lint import lint_path, lint_text

from .helpers import write_folder_skill


def test_valid_strict_skill_has_no_problems(tmp_path: Path) -> None:
    folder = tmp_path / "good-skill"
    folder.mkdir()
    (folder / "SKILL.md").write_text(
        "---\nname: good-skill\ndescription: Does good. Use when needed.\nlicense: MIT\n"
        "metadata:\n  tags: 'a, b'\n  version: '1.2'\n---\nbody\n"
    )
    assert lint_path(folder, strict=True) == []


def test_unknown_field_and_name_mismatch_are_warnings_by_default(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\nname: other\ndescription: d\nowner: me\n---\nb\n")
    problems = lint_path(folder)
    assert {(p.level, p.field) for p in problems} == {("warning", "owner"), ("warning", "name")}
    assert all(str(folder / "SKILL.md") in str(p) for p in problems)


def test_strict_profile_rejects_top_level_tags_version_and_bad_names(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "my_skill", tags="[a]", version="'1.0'")
    problems = lint_path(tmp_path, strict=True)
    fields = {p.field for p in problems if p.level == "error"}
    assert {"tags", "version", "name"} <= fields
    assert any("metadata.tags" in p.message for p in problems)


def test_strict_rejects_double_hyphen_and_loose_layout(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "a--b")
    assert any(p.field == "name" for p in lint_path(tmp_path / "a--b", strict=True))
    (tmp_path / "loose.md").write_text("---\nname: loose\ndescription: d\n---\nb\n")
    assert any("folder" in p.message for p in lint_path(tmp_path / "loose.md", strict=True))


def test_strict_requires_name(tmp_path: Path) -> None:
    folder = tmp_path / "nameless"
    folder.mkdir()
    (folder / "SKILL.md").write_text("---\ndescription: d\n---\nb\n")
    assert any("'name' is required" in p.message for p in lint_path(folder, strict=True))
    assert lint_path(folder) == []


def test_parse_errors_become_one_error_with_field() -> None:
    problems = lint_text("---\nname: x\npriority: high\ndescription: d\n---\nb", location="x.md")
    assert len(problems) == 1
    assert problems[0].level == "error" and problems[0].field == "priority"


def test_missing_path() -> None:
    problems = lint_path("/definitely/not/here")
    assert problems[0].message == "path does not exist"


def test_a_readme_beside_skills_is_a_warning_not_an_error(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "ok-skill")
    (tmp_path / "README.md").write_text("# About these skills\n")
    problems = lint_path(tmp_path, strict=True)
    assert [(p.level, p.location) for p in problems] == [("warning", str(tmp_path / "README.md"))]
    folder = tmp_path / "no-front"
    folder.mkdir()
    (folder / "SKILL.md").write_text("# no frontmatter\n")
    assert [p.level for p in lint_path(folder)] == ["error"]


def test_every_defect_saving_refuses_is_an_error_in_one_run(tmp_path: Path) -> None:
    folder = tmp_path / "pdf-tools"
    folder.mkdir()
    (folder / "SKILL.md").write_text(
        "---\nname: PDF Tools\ndescription: " + "d" * 1100 + "\npriority: high\n"
        "metadata:\n  requires: [poppler]\n---\nb\n"
    )
    problems = lint_path(folder)
    assert [(p.level, p.field) for p in problems] == [
        ("error", "name"),
        ("error", "description"),
        ("error", "metadata.requires"),
        ("error", "priority"),
    ]
    assert problems[0].message.startswith("invalid skill name 'PDF Tools'")
    assert "is 1100 characters; keep it at most 1024" in problems[1].message


def test_yaml_errors_point_at_the_file_line(tmp_path: Path) -> None:
    (tmp_path / "colon.md").write_text("---\n\ndescription: Use when: asked\n---\nb\n")
    (problem,) = lint_path(tmp_path / "colon.md")
    assert problem.level == "error"
    assert problem.message.startswith("invalid YAML at line 3, column 22: ")
    assert problem.message.endswith('e.g. description: "Use when: asked"')
