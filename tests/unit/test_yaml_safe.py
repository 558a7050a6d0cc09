"""Both YAML paths (libyaml and the pure-Python fallback) refuse the same hostile input."""

from __future__ import annotations

import pytest

from skills_core.format import yaml_safe
from skills_core.format.yaml_safe import FrontmatterYAMLError, load_yaml_mapping

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
