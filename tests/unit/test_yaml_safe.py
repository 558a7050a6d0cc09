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
