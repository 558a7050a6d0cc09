"""SPEC §1: delimiters, encodings, safe YAML, field normalisation, clear errors."""

from __future__ import annotations

import pytest

from skills_core import SkillInvalidError
from skills_core.format.fields import parse_skill, read_frontmatter, read_skill
from skills_core.format.frontmatter import (
    NeedMoreBytes,
    NoFrontmatterError,
    frontmatter_from_head,
    split_frontmatter,
)
from skills_core.format.render import render_skill


def doc(frontmatter: str, body: str = "Body text.") -> str:
    return f"---\n{frontmatter}---\n{body}\n"


def test_minimal_skill_defaults() -> None:
    skill = parse_skill(doc("description: Does a thing\n"), default_name="thing")
    assert skill.name == "thing"
    assert skill.description == "Does a thing"
    assert skill.content == "Body text."
    assert skill.version == "1.0.0"
    assert skill.tags == () and skill.allowed_tools == () and skill.args == ()
    assert skill.priority == 0 and skill.model is None


def test_bom_and_crlf_are_accepted() -> None:
    text = "\ufeff---\r\nname: crlf\r\ndescription: Windows file\r\n---\r\n\r\nLine one\r\n"
    skill = parse_skill(text.encode("utf-8"))
    assert skill.name == "crlf"
    assert skill.description == "Windows file"
    assert skill.content == "Line one"


def test_delimiter_inside_a_value_is_part_of_the_value() -> None:
    skill = parse_skill(doc("name: a\ndescription: a --- b\n"))
    assert skill.description == "a --- b"


def test_delimiter_must_be_line_anchored() -> None:
    text = "---\nname: a\ndescription: x\n--- not a delimiter\n---\nbody"
    with pytest.raises(SkillInvalidError):
        parse_skill(text)  # '--- not a delimiter' is YAML, not the end
    split = split_frontmatter("---\nname: a\ndescription: x\n---\nbody\n---\nmore")
    assert split.body == "body\n---\nmore"


def test_body_is_stripped() -> None:
    assert parse_skill(doc("description: x\n", "\n\n  Body  \n\n"), default_name="a").content == (
        "Body"
    )


def test_unclosed_frontmatter_says_how_to_fix() -> None:
    with pytest.raises(SkillInvalidError, match=r"not closed.*'---'"):
        parse_skill("---\nname: a\ndescription: x\nbody", location="skills/a/SKILL.md")


def test_no_frontmatter_is_its_own_error() -> None:
    with pytest.raises(NoFrontmatterError):
        parse_skill("# Just a README\n")


INVALID_FIELDS = [
    ("name: a\n", "'description' is required"),
    ("description: ''\n", "'description' is required"),
    ("description: x\nname: Bad_Name\n", "invalid skill name 'Bad_Name'"),
    ("description: x\nname: -lead\n", "invalid skill name"),
    ("description: x\nname: " + "a" * 65 + "\n", "invalid skill name"),
    ("description: " + "x" * 1025 + "\n", "at most 1024"),
    ("description: x\npriority: high\n", "'priority' must be a whole number"),
    ("description: x\npriority: true\n", "'priority' must be a whole number"),
    ("description: x\nmodel: claude\n", "'model' must be a mapping"),
    ("description: x\ntags: {a: 1}\n", "'tags' must be a list"),
    ("description: x\ncompatibility: ''\n", "compatibility"),
    ("description: x\ncompatibility: " + "c" * 501 + "\n", "compatibility"),
    ("description: x\nmetadata: [1, 2]\n", "'metadata' must be a mapping"),
    ("description: x\nmetadata:\n  k: [1]\n", "metadata.k"),
    ("description: [a, b]\n", "'description' must be text"),
]
#: What reading cannot repair either: no description at all.
FATAL = ("'description' is required", "'description' must be text")


@pytest.mark.parametrize(("fm", "message"), INVALID_FIELDS)
def test_invalid_fields_name_the_file_and_field(fm: str, message: str) -> None:
    with pytest.raises(SkillInvalidError, match=message) as info:
        parse_skill(doc(fm), location="skills/x/SKILL.md", default_name="x")
    assert str(info.value).startswith("skills/x/SKILL.md:")
    assert info.value.code == "SKILL_INVALID"


@pytest.mark.parametrize(("fm", "message"), INVALID_FIELDS)
def test_reading_loads_the_same_defects_with_one_warning_each(fm: str, message: str) -> None:
    text = doc(fm)
    if any(fatal in message for fatal in FATAL):
        with pytest.raises(SkillInvalidError, match=message):
            read_skill(text, location="skills/x/SKILL.md", default_name="x", lenient=True)
        return
    parsed = read_skill(text, location="skills/x/SKILL.md", default_name="x", lenient=True)
    with pytest.raises(SkillInvalidError) as strict:
        parse_skill(text, location="skills/x/SKILL.md", default_name="x")
    assert parsed.warnings == (f"{strict.value}; {parsed.defects[0].consequence}",)
    assert parsed.skill.name == "x" and parsed.skill.content == "Body text."


def test_reading_the_same_frontmatter_without_a_body() -> None:
    parsed = read_frontmatter(
        "name: Docker Ops\ndescription: d\npriority: high\n",
        location="s3://b/docker-ops/SKILL.md",
        default_name="docker-ops",
        folder_name="docker-ops",
        lenient=True,
    )
    assert parsed.skill.name == "docker-ops" and parsed.skill.priority == 0
    assert [d.field for d in parsed.defects] == ["name", "priority"]
    assert all(w.startswith("s3://b/docker-ops/SKILL.md: ") for w in parsed.warnings)


def test_a_name_that_differs_from_its_folder_is_a_notice_not_a_defect() -> None:
    parsed = read_skill(
        doc("name: other\ndescription: d\n"), location="f/SKILL.md", folder_name="f", lenient=True
    )
    assert parsed.skill.name == "other"
    (defect,) = parsed.defects
    assert not defect.refused
    assert defect.warning == (
        "f/SKILL.md: name 'other' differs from its folder 'f'; the frontmatter name is used"
    )
    assert parse_skill(doc("name: other\ndescription: d\n")).name == "other"


def test_non_text_field_names_are_dropped_when_reading() -> None:
    text = doc("description: d\n1: one\n")
    with pytest.raises(SkillInvalidError, match="field names must be text, got 1"):
        parse_skill(text, default_name="a")
    parsed = read_skill(text, default_name="a", lenient=True)
    assert parsed.skill.declared_fields == ("description",) and dict(parsed.skill.extra) == {}
    assert [d.field for d in parsed.defects] == [None]


def test_metadata_lists_and_maps_are_kept_as_json_text() -> None:
    parsed = read_skill(
        doc("description: d\nmetadata:\n  requires: [a, b]\n  env: {KEY: 1}\n  tags: [x, y]\n"),
        default_name="a",
        lenient=True,
    )
    assert dict(parsed.skill.metadata) == {
        "requires": '["a", "b"]',
        "env": '{"KEY": 1}',
        "tags": '["x", "y"]',
    }
    assert parsed.skill.tags == ("x", "y")  # the list itself, not its JSON text
    assert len(parsed.warnings) == 3


def test_a_frontmatter_name_without_a_valid_fallback_is_fatal() -> None:
    for default in ("My Skill", None):
        with pytest.raises(SkillInvalidError, match="invalid skill name 'Bad Name'"):
            read_skill(doc("name: Bad Name\ndescription: d\n"), default_name=default, lenient=True)


def test_yaml_errors_count_the_opening_delimiter() -> None:
    with pytest.raises(SkillInvalidError) as info:
        parse_skill("---\nname: a\ndescription: Use when: the user asks\n---\nb", location="a.md")
    assert str(info.value) == (
        "a.md: invalid YAML at line 3, column 22: mapping values are not allowed here; values "
        "containing ': ' must be quoted, e.g. description: \"Use when: the user asks\""
    )
    with pytest.raises(SkillInvalidError, match="duplicate key 'a' at line 3"):
        read_frontmatter("a: 1\na: 2\ndescription: d\n", location="a.md", lenient=True)


def test_invalid_default_name_from_file_is_reported() -> None:
    with pytest.raises(SkillInvalidError, match="from the file name"):
        parse_skill(doc("description: x\n"), default_name="My Skill")


def test_version_keeps_its_source_text() -> None:
    assert parse_skill(doc("description: x\nversion: 1.10\n"), default_name="a").version == "1.10"
    assert parse_skill(doc("description: x\nversion: 2\n"), default_name="a").version == "2"
    nested = parse_skill(doc("description: x\nmetadata:\n  version: 3.20\n"), default_name="a")
    assert nested.version == "3.20"


def test_tags_string_list_and_metadata_are_merged_in_order() -> None:
    skill = parse_skill(
        doc("description: x\ntags: docker, deploy ops\nmetadata:\n  tags: 'ops, k8s'\n"),
        default_name="a",
    )
    assert skill.tags == ("docker", "deploy", "ops", "k8s")


def test_allowed_tools_both_spellings() -> None:
    a = parse_skill(doc("description: x\nallowed-tools: read_file write_file\n"), default_name="a")
    b = parse_skill(
        doc("description: x\nallowedTools: [read_file, write_file]\n"), default_name="a"
    )
    assert a.allowed_tools == b.allowed_tools == ("read_file", "write_file")


def test_args_from_list_and_metadata() -> None:
    skill = parse_skill(
        doc("description: x\nargs: [environment]\nmetadata:\n  args: service\n"), default_name="a"
    )
    assert skill.args == ("environment", "service")


def test_model_priority_license_author_and_unknown_fields() -> None:
    skill = parse_skill(
        doc(
            "description: x\npriority: 10\nauthor: eng\nlicense: MIT\ncompatibility: py3\n"
            "model:\n  provider: anthropic\n  model: claude\nowner: team-a\n"
        ),
        default_name="a",
    )
    assert skill.priority == 10 and skill.author == "eng" and skill.license == "MIT"
    assert skill.compatibility == "py3"
    assert skill.model is not None and skill.model.to_dict() == {
        "provider": "anthropic",
        "model": "claude",
    }
    assert dict(skill.extra) == {"owner": "team-a"}


def test_dates_stay_text() -> None:
    skill = parse_skill(
        doc("description: x\nmetadata:\n  released: 2024-01-01\n"), default_name="a"
    )
    assert skill.metadata["released"] == "2024-01-01"


# -- hostile input ------------------------------------------------------------------------


def test_alias_bomb_is_refused_quickly() -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(8)
    )
    with pytest.raises(SkillInvalidError, match="anchors"):
        parse_skill(doc("description: x\n" + bomb), default_name="a")


def test_alias_without_anchor_is_refused() -> None:
    with pytest.raises(SkillInvalidError, match=r"alias|anchor|invalid YAML"):
        parse_skill(doc("description: *x\n"), default_name="a")


def test_duplicate_keys_are_refused() -> None:
    with pytest.raises(SkillInvalidError, match="duplicate key 'description'"):
        parse_skill(doc("description: x\ndescription: y\n"), default_name="a")


def test_python_objects_are_refused() -> None:
    with pytest.raises(SkillInvalidError, match="unsupported YAML"):
        parse_skill(doc("description: !!python/object/apply:os.system ['id']\n"), default_name="a")


def test_deep_nesting_is_refused() -> None:
    deep = "description: x\nmetadata: " + "[" * 40 + "]" * 40 + "\n"
    with pytest.raises(SkillInvalidError, match="nesting"):
        parse_skill(doc(deep), default_name="a")


def test_frontmatter_over_64_kib_is_refused() -> None:
    big = "description: x\nnotes: " + "y" * (64 * 1024) + "\n"
    with pytest.raises(SkillInvalidError, match="64 KiB"):
        parse_skill(doc(big), default_name="a")


def test_invalid_utf8_is_a_clear_error() -> None:
    with pytest.raises(SkillInvalidError, match="not valid UTF-8"):
        parse_skill(b"---\ndescription: caf\xe9\n---\nbody", location="x.md")


def test_nul_byte_is_a_clear_error() -> None:
    with pytest.raises(SkillInvalidError, match="NUL"):
        parse_skill("---\ndescription: x\n---\nbo\x00dy", default_name="a")


def test_ten_megabyte_body_parses_without_trouble() -> None:
    body = "x" * (10 * 1024 * 1024)
    skill = parse_skill(doc("description: big\n", body), default_name="big")
    assert len(skill.content) == len(body)


def test_frontmatter_must_be_a_mapping() -> None:
    with pytest.raises(SkillInvalidError, match="mapping"):
        parse_skill("---\n- a\n- b\n---\nbody", default_name="a")


def test_frontmatter_from_a_head() -> None:
    head = b"---\ndescription: x\n---\nbody"
    assert frontmatter_from_head(head, complete=False, location="h") == "description: x\n"
    with pytest.raises(NeedMoreBytes):
        frontmatter_from_head(b"---\ndescription: x\nmore", complete=False, location="h")
    assert frontmatter_from_head(b"# readme", complete=True, location="h") is None


def test_render_round_trip_keeps_every_field() -> None:
    original = parse_skill(
        doc(
            "name: full\ndescription: 'Line: with colon'\nversion: '1.10'\nauthor: me\n"
            "tags: [a, b]\nallowed-tools: [t1]\npriority: 3\nargs: [x]\n"
            "model: {provider: p, model: m}\nlicense: MIT\ncompatibility: any\n"
            "metadata: {k: v}\ncustom: 1\n",
            "# Title\n\nMulti\nline $1 body",
        )
    )
    assert parse_skill(render_skill(original)) == original
