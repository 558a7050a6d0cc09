"""SPEC §1, "reading is lenient, writing is strict": a corpus of skill files with the defects
found in public skills (tests/data/realworld/, expected.json names each file's defect) loads
through every kind of source with exactly one warning per file, while saving, the strict
parser and the linter refuse the same files. What reading cannot repair is still skipped."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest
import yaml

from skills_core import SkillInvalidError, create_registry
from skills_core.compose.build import OPTIONAL_FIELDS, build_skill
from skills_core.format.fields import parse_skill, read_skill
from skills_core.format.frontmatter import split_frontmatter
from skills_core.format.layout import skill_key
from skills_core.format.lint import lint_path, skill_files
from skills_core.sources.fs import DirectorySource
from tests.fakes import MemorySource, Stored

from . import test_yaml_safe
from .helpers import write_folder_skill

CORPUS = Path(__file__).resolve().parents[1] / "data" / "realworld"
EXPECTED: dict[str, dict[str, Any]] = json.loads(
    (CORPUS / "expected.json").read_text(encoding="utf-8")
)
BOM = b"\xef\xbb\xbf"
#: Fields ``build_skill`` (saving, generation) takes; author and unknown keys are not among them.
SAVED_FIELDS = {"name", "description", "tags", *OPTIONAL_FIELDS}


def corpus_bytes(path: str) -> bytes:
    return (CORPUS / path).read_bytes()


def frontmatter_data(path: str) -> dict[Any, Any]:
    doc = split_frontmatter(corpus_bytes(path), path)
    assert doc.frontmatter is not None
    data = yaml.safe_load(doc.frontmatter)
    assert isinstance(data, dict)
    return data


def corpus_source(label: str, *, deferred: bool) -> MemorySource:
    """The corpus in a source whose records carry the full text (stores, inline literals) or
    only the frontmatter with the text read on activation (S3)."""
    skills: dict[str, Stored] = {}
    for path in sorted(EXPECTED):
        key = skill_key(path)
        assert key is not None and key[0] not in skills
        text = corpus_bytes(path).decode("utf-8")
        skills[key[0]] = Stored(text, etag=path, layout=key[1], location=f"mem://{path}")
    return MemorySource(label, skills, deferred=deferred)


def test_the_corpus_covers_the_real_world_defects() -> None:
    found = {str(file.relative_to(CORPUS)) for file, _ in skill_files(CORPUS)}
    assert found == set(EXPECTED)
    assert len(EXPECTED) >= 30
    raw = [corpus_bytes(path) for path in EXPECTED]
    assert any(data.startswith(BOM) for data in raw)
    assert any(b"\r\n" in data for data in raw)
    fields = {entry["field"].split(".")[0] for entry in EXPECTED.values()}
    assert {"name", "description", "metadata", "priority", "model", "tags"} <= fields
    assert {"compatibility", "allowed-tools", "version", "args", "author", "license"} <= fields
    assert any(not entry["refused"] for entry in EXPECTED.values())  # name != folder


def test_every_corpus_file_loads_from_a_folder_with_one_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        registry = create_registry(sources=[DirectorySource(CORPUS, label="realworld")])
    assert registry.names() == sorted(entry["name"] for entry in EXPECTED.values())
    assert len(registry.warnings) == len(EXPECTED)
    for path, entry in EXPECTED.items():
        location = str(CORPUS / path)
        mine = [w for w in registry.warnings if f" {location}: " in w]
        assert len(mine) == 1, (path, mine)
        assert mine[0].startswith(f'Source "realworld": {location}: ')
        assert entry["warning"] in mine[0] and "\n" not in mine[0]
        assert sum(location in r.getMessage() for r in caplog.records) == 1
        assert registry.get_body(entry["name"])  # and it activates


@pytest.mark.parametrize("deferred", [False, True], ids=["content", "frontmatter-only"])
def test_records_with_content_or_frontmatter_only_warn_the_same(deferred: bool) -> None:
    source = corpus_source("store", deferred=deferred)
    registry = create_registry(sources=[source])
    assert len(registry.names()) == len(EXPECTED)
    for path, entry in EXPECTED.items():
        mine = [w for w in registry.warnings if f"mem://{path}:" in w]
        assert len(mine) == 1 and entry["warning"] in mine[0], (path, mine)
        assert registry.get_skill(entry["name"]).content


def test_what_lenient_reading_keeps() -> None:
    registry = create_registry(sources=[DirectorySource(CORPUS, label="realworld")])
    long = registry.get("claude-api")
    assert long is not None and len(long.description) > 1024  # kept whole
    terraform = registry.get_skill("terraform-plan")
    assert terraform.metadata["requires"] == '["terraform", "aws-cli"]'  # its JSON text
    assert terraform.metadata["owner"] == "platform-team"
    assert registry.get("sql-review").tags == ("sql", "review")  # type: ignore[union-attr]
    assert registry.get("csv-cleaner").args == ("input", "output")  # type: ignore[union-attr]
    git = registry.get("git-commit")
    assert git is not None and git.priority == 0 and git.allowed_tools == ("Bash", "Read", "Grep")
    assert registry.get("code-reviewer").model is None  # type: ignore[union-attr]
    pdf = registry.get("pdf-tools")
    assert pdf is not None and pdf.directory == "skills/pdf-tools/"
    assert registry.get_skill("brand-guidelines").extra["user-invocable"] is True
    assert registry.get("release-notes").tags == ("release", "docs")  # type: ignore[union-attr]


@pytest.mark.parametrize("path", sorted(EXPECTED))
def test_strict_reading_refuses_what_lenient_reading_warns_about(path: str) -> None:
    entry = EXPECTED[path]
    key = skill_key(path)
    assert key is not None
    data = corpus_bytes(path)
    lenient = read_skill(data, location=path, default_name=key[0], lenient=True)
    if not entry["refused"]:  # a name that differs from its folder: the frontmatter wins
        assert parse_skill(data, location=path, default_name=key[0]) == lenient.skill
        return
    with pytest.raises(SkillInvalidError) as info:
        parse_skill(data, location=path, default_name=key[0])
    assert entry["warning"] in str(info.value)
    # One implementation: the warning is the strict error plus what reading did instead.
    assert lenient.warnings[0].startswith(f"{info.value}; ")


def _saved_defect(path: str) -> bool:
    """Whether ``build_skill`` takes the defective field as the file has it."""
    entry = EXPECTED[path]
    field = entry["field"].split(".")[0]
    value = frontmatter_data(path).get(field)
    return entry["refused"] and field in SAVED_FIELDS and (field != "tags" or type(value) is list)


@pytest.mark.parametrize("path", [p for p in sorted(EXPECTED) if _saved_defect(p)])
def test_saving_refuses_the_same_fields(path: str) -> None:
    data = frontmatter_data(path)
    key = skill_key(path)
    assert key is not None
    with pytest.raises(SkillInvalidError) as info:
        build_skill(
            name=data.get("name", key[0]),
            description=data["description"],
            body="Body.",
            tags=data.get("tags", ()),
            fields={k: v for k, v in data.items() if k in OPTIONAL_FIELDS},
        )
    assert EXPECTED[path]["warning"] in str(info.value)


@pytest.mark.parametrize("path", sorted(EXPECTED))
def test_the_linter_reports_each_defect(path: str) -> None:
    entry = EXPECTED[path]
    problems = lint_path(CORPUS / path)
    errors = [p for p in problems if p.level == "error"]
    if entry["refused"]:
        assert len(errors) == 1, problems
        assert entry["warning"] in errors[0].message and errors[0].field == entry["field"]
        return
    assert errors == []
    assert any(p.level == "warning" and entry["warning"] in p.message for p in problems)
    strict = lint_path(CORPUS / path, strict=True)
    assert any(p.level == "error" and entry["warning"] in p.message for p in strict)


# -- what reading cannot repair ------------------------------------------------------------


SKIPPED = {
    "no-front/SKILL.md": ("# Notes only\n", "no frontmatter"),
    "bad-yaml/SKILL.md": (
        "---\nname: bad-yaml\ndescription: Use when: asked\n---\nb\n",
        "invalid YAML at line 3, column 22",
    ),
    "dup-keys/SKILL.md": (
        "---\nname: dup-keys\ndescription: a\ndescription: b\n---\nb\n",
        "duplicate key 'description' at line 4",
    ),
    "anchors/SKILL.md": ("---\ndescription: &d text\nname: *d\n---\nb\n", "anchors"),
    "no-desc/SKILL.md": ("---\nname: no-desc\nmetadata: {a: b}\n---\nb\n", "'description'"),
    "desc-list/SKILL.md": ("---\ndescription: [a, b]\n---\nb\n", "'description' must be text"),
    "My Skill/SKILL.md": (
        "---\nname: My Skill\ndescription: d\n---\nb\n",
        "invalid skill name 'My Skill'",
    ),
    "My Notes.md": ("---\ndescription: d\n---\nb\n", "from the file name"),
    "huge-front/SKILL.md": ("---\ndescription: " + "x" * (70 * 1024) + "\n---\nb\n", "64 KiB"),
}


def test_what_reading_cannot_repair_is_skipped_with_one_warning(tmp_path: Path) -> None:
    write_folder_skill(tmp_path, "good")
    for path, (text, _) in SKIPPED.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text, encoding="utf-8")
    (tmp_path / "latin1.md").write_bytes(b"---\ndescription: caf\xe9\n---\nb\n")
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.names() == ["good"]
    assert len(registry.warnings) == len(SKIPPED) + 1
    for path, (_, problem) in SKIPPED.items():
        mine = [w for w in registry.warnings if str(tmp_path / path) in w]
        assert len(mine) == 1 and problem in mine[0], (path, mine)
    assert any("latin1.md" in w and "UTF-8" in w for w in registry.warnings)


# -- YAML errors name the file's line ------------------------------------------------------


#: Both YAML paths (libyaml and the pure-Python fallback), as test_yaml_safe runs them.
loader_kind = test_yaml_safe.loader_kind

HINT = "; values containing ': ' must be quoted, e.g. description: \"Use when: the user asks\""


@pytest.mark.parametrize("before", [0, 1, 4])
@pytest.mark.parametrize("newline", ["\n", "\r\n"], ids=["lf", "crlf"])
@pytest.mark.parametrize("bom", [False, True])
def test_yaml_errors_name_the_file_line_everywhere(
    loader_kind: str, tmp_path: Path, before: int, newline: str, bom: bool
) -> None:
    lines = ["---", *(f"key{i}: value {i}" for i in range(before))]
    lines += ["description: Use when: the user asks", "---", "Body."]
    bad_line = lines.index("description: Use when: the user asks") + 1
    data = newline.join(lines).encode("utf-8")
    folder = tmp_path / "colon"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes((BOM if bom else b"") + data)
    expected = (
        f"invalid YAML at line {bad_line}, column 22: mapping values are not allowed here{HINT}"
    )

    with pytest.raises(SkillInvalidError) as info:
        parse_skill((BOM if bom else b"") + data, location="colon/SKILL.md")
    assert str(info.value) == f"colon/SKILL.md: {expected}"
    registry = create_registry(sources=[DirectorySource(tmp_path, label="dir")])
    assert registry.warnings == [
        f'Source "dir": skipped invalid skill "colon": {folder / "SKILL.md"}: {expected}'
    ]
    assert [p.message for p in lint_path(folder)] == [expected]


@pytest.mark.parametrize(
    ("frontmatter", "message"),
    [
        ("name: x\ndescription: d\nname: y\n", "duplicate key 'name' at line 4;"),
        ("name: x\n\ndescription: &a d\n", "YAML anchors (&a) are not allowed at line 4;"),
        ("description: d\ntags: [a\n", "invalid YAML at line 4, column 1:"),
        ("description: d\n? [a]\n: 1\n", "unhashable mapping key at line 3"),
        ("description: !!python/name:os.system d\n", "unsupported YAML value at line 2, column"),
    ],
)
def test_every_yaml_message_uses_file_lines(
    loader_kind: str, frontmatter: str, message: str
) -> None:
    with pytest.raises(SkillInvalidError, match="line") as info:
        parse_skill(f"---\n{frontmatter}---\nb\n", location="a.md")
    assert message in str(info.value)
    assert "<unicode string>" not in str(info.value)


def test_the_quoting_hint_quotes_the_offending_line(loader_kind: str) -> None:
    def error(frontmatter: str) -> str:
        with pytest.raises(SkillInvalidError) as info:
            parse_skill(f"---\nname: a\n{frontmatter}\n---\nb\n", location="a.md")
        return str(info.value)

    assert error("description: Deploy: staging first").endswith(
        'e.g. description: "Deploy: staging first"'
    )
    assert error('when_to_use: Say "hi" when: asked').endswith(
        "e.g. when_to_use: 'Say \"hi\" when: asked'"
    )
    long = error("description: " + "word " * 30 + "then: more")
    assert long.endswith('…"') and len(long.split("e.g. ")[1]) < 100
    continued = error("description: Use this skill\n  when: the user asks")
    assert continued.endswith(HINT)  # no key on that line: the canonical example
    assert "must be quoted" not in error("description: [a")
