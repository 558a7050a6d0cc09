"""Both YAML paths (libyaml and the pure-Python fallback) refuse the same hostile input and
type plain scalars by the YAML 1.2 core schema."""

from __future__ import annotations

import math

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.format import yaml_engine as yaml_safe
from skills_core.format.yaml_safe import FrontmatterYAMLError, load_yaml_mapping
from tests.mcp import yaml12

BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
    for i in range(8)
)


@pytest.fixture(params=["libyaml", "pure"])
def loader_kind(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    if request.param == "pure":
        monkeypatch.setattr(yaml_safe, "_FAST", False)
    elif not yaml_safe._FAST:
        pytest.skip("PyYAML was built without libyaml here")
    return str(request.param)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (BOMB, "anchors"),
        ("a: *missing\n", "alias|invalid YAML"),
        ("a: 1\na: 2\n", "duplicate key 'a'"),
        ("a: " + "[" * 40 + "]" * 40 + "\n", "nesting"),
        ("a: !!python/object/apply:os.system ['id']\n", "unsupported YAML"),
        ("a: [1\n", "invalid YAML"),
        ("- 1\n- 2\n", "mapping"),
        ("? [a, b]\n: 1\n", "unhashable"),
    ],
)
def test_hostile_yaml_is_refused(loader_kind: str, text: str, message: str) -> None:
    with pytest.raises(FrontmatterYAMLError, match=message):
        load_yaml_mapping(text)


def test_values_and_raw_text_agree(loader_kind: str) -> None:
    data, raw = load_yaml_mapping(
        "version: 1.10\nwhen: 2024-01-01\nmetadata:\n  version: 2.0\ntags: [a, b]\n"
    )
    assert data == {
        "version": 1.1,
        "when": "2024-01-01",
        "metadata": {"version": 2.0},
        "tags": ["a", "b"],
    }
    assert raw["version"] == "1.10" and raw["metadata.version"] == "2.0"


def test_nesting_just_under_the_limit_is_fine(loader_kind: str) -> None:
    data, _ = load_yaml_mapping("a: " + "[" * 20 + "1" + "]" * 20 + "\n")
    assert "a" in data


def test_empty_document(loader_kind: str) -> None:
    assert load_yaml_mapping("") == ({}, {})


@pytest.mark.parametrize("first_line", [1, 2, 10])
def test_messages_name_lines_from_first_line(loader_kind: str, first_line: int) -> None:
    cases = {
        "a: 1\nb: [1\n": f"invalid YAML at line {first_line + 2}, column 1: ",
        "a: 1\na: 2\n": f"duplicate key 'a' at line {first_line + 1}; each field may appear once",
        "a: 1\nb: &x 2\n": f"YAML anchors (&x) are not allowed at line {first_line + 1};",
        "a: 1\n? [k]\n: v\n": f"unhashable mapping key at line {first_line + 1}",
        "a: !!python/name:os.system x\n": f"unsupported YAML value at line {first_line}, column 4",
    }
    for text, message in cases.items():
        with pytest.raises(FrontmatterYAMLError) as info:
            load_yaml_mapping(text, first_line=first_line)
        assert message in str(info.value), text


def test_both_parsers_word_the_unquoted_colon_alike(loader_kind: str) -> None:
    with pytest.raises(FrontmatterYAMLError) as info:
        load_yaml_mapping("name: a\ndescription: Use when: the user asks\n", first_line=2)
    assert str(info.value) == (
        "invalid YAML at line 3, column 22: mapping values are not allowed here; values "
        "containing ': ' must be quoted, e.g. description: \"Use when: the user asks\""
    )


def test_messages_carry_no_pyyaml_framing(loader_kind: str) -> None:
    for text in ("a: [1\n", "a: b\n c: d\n", "a:\n\t- b\n", "{a\n"):
        with pytest.raises(FrontmatterYAMLError) as info:
            load_yaml_mapping(text)
        message = str(info.value)
        assert message.startswith("invalid YAML at line ") and "\n" not in message
        assert "<unicode string>" not in message and "while parsing" not in message


# ---------------------------------------------------------------- YAML 1.2 core schema

CORE_SCHEMA = [
    ("yes", "yes"),
    ("No", "No"),
    ("off", "off"),
    ("y", "y"),
    ("true", True),
    ("FALSE", False),
    ("~", None),
    ("", None),
    ("Null", None),
    ("0777", 777),
    ("010", 10),
    ("+12", 12),
    ("-3", -3),
    ("0o17", 15),
    ("0x1F", 31),
    ("-0o17", "-0o17"),
    ("0b101", "0b101"),
    ("1_000", "1_000"),
    ("0x_1F", "0x_1F"),
    ("1:30", "1:30"),
    ("1e3", 1000.0),
    (".5e1", 5.0),
    ("1.5e+3", 1500.0),
    ("1.", 1.0),
    ("1.10", 1.1),
    ("-.inf", float("-inf")),
    ("=", "="),
    ("2024-01-01", "2024-01-01"),
    ("2024-01-01 10:00:00", "2024-01-01 10:00:00"),
]


@pytest.mark.parametrize(("plain", "value"), CORE_SCHEMA)
def test_plain_scalars_are_typed_by_the_yaml_1_2_core_schema(
    loader_kind: str, plain: str, value: object
) -> None:
    data, raw = load_yaml_mapping(f"v: {plain}\n")
    assert data["v"] == value and type(data["v"]) is type(value)
    assert raw["v"] == plain  # the source text is kept whatever the type


def test_nan_is_a_float(loader_kind: str) -> None:
    data, _ = load_yaml_mapping("v: .NaN\n")
    assert math.isnan(data["v"])


def test_keys_follow_the_same_rules(loader_kind: str) -> None:
    data, _ = load_yaml_mapping("on: 1\nyes: 2\n0777: 3\n")
    assert data == {"on": 1, "yes": 2, 777: 3}


def test_merge_keys_are_plain_keys(loader_kind: str) -> None:
    data, _ = load_yaml_mapping("<<: {a: 1}\nb: 2\n")
    assert data == {"<<": {"a": 1}, "b": 2}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("v: !!int 0777", 777),  # 1.2 reading of the digits
        ("v: !!int 1_000", 1000),  # a 1.1 form an author tagged explicitly still loads
        ("v: !!bool yes", True),
        ("v: !!str 010", "010"),
        ("v: !!float 1", 1.0),
        ("v: !!binary aGk=", b"hi"),
    ],
)
def test_explicit_tags_still_load(loader_kind: str, text: str, value: object) -> None:
    assert load_yaml_mapping(text)[0] == {"v": value}


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("a: 1\nv: !!int x\n", "'x' cannot be read as !!int"),
        ("a: 1\nv: !!timestamp 2024-02-30\n", "'2024-02-30' cannot be read as !!timestamp"),
        ("a: 1\nv: !!bool maybe\n", "'maybe' cannot be read as !!bool"),
        ("a: 1\nv: " + "1" * 5000 + "\n", "cannot be read as !!int"),
    ],
)
def test_unreadable_values_are_frontmatter_errors(loader_kind: str, text: str, shown: str) -> None:
    """These raised ValueError/KeyError out of PyYAML (an uncaught exception in a source)."""
    with pytest.raises(FrontmatterYAMLError) as info:
        load_yaml_mapping(text, first_line=2)
    assert str(info.value).startswith("unsupported YAML value at line 3, column 4: ")
    assert shown in str(info.value) and len(str(info.value)) < 200


def test_an_explicit_merge_tag_is_refused(loader_kind: str) -> None:
    with pytest.raises(FrontmatterYAMLError, match="unsupported YAML value"):
        load_yaml_mapping("? !!merge x\n: {a: 1}\n")


SCALAR_CHARS = "0123456789+-._:eExobaf"


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        st.text(SCALAR_CHARS, min_size=1, max_size=8),
        st.sampled_from([*yaml12._BOOL, "yes", "On", "NULL", "~", ".Inf", "-.INF", "<<", "="]),
    )
)
def test_plain_scalars_agree_with_a_yaml_1_2_reader(plain: str) -> None:
    """Any short plain scalar made of number-ish characters reads as the 1.2 oracle reads it
    (the libyaml path; the pure path shares the resolver table)."""
    text = f"v: {plain}\n"
    try:
        expected = yaml12.load(text)
    except yaml.YAMLError:
        return  # not a plain scalar in this position (e.g. `- x`): syntax, not typing
    if not isinstance(expected, dict) or not isinstance(expected.get("v"), str | int | float):
        return
    data, _ = load_yaml_mapping(text)
    got, want = data["v"], expected["v"]
    if isinstance(want, float) and math.isnan(want):
        assert math.isnan(got)
    else:
        assert got == want and isinstance(got, str) == isinstance(want, str), plain
