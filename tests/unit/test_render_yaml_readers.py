"""What we write reads the same under YAML 1.1 and 1.2 (``skills_core.format.render``): a string
that either generation of reader would type as a bool, number, null or date is quoted, so a
saved skill means the same to PyYAML's defaults, go-yaml v2, our 1.2 core loader and the npm
``yaml`` package the MCP conformance suite uses."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.format.fields import parse_skill
from skills_core.format.frontmatter import split_frontmatter
from skills_core.format.render import _dumper, render_skill
from skills_core.format.yaml_safe import load_yaml_mapping
from skills_core.model import Skill
from tests.mcp import yaml12

#: The YAML 1.1 spec's booleans (https://yaml.org/type/bool.html), one-letter forms included.
YAML_11_BOOLS = [
    "y",
    "Y",
    "yes",
    "Yes",
    "YES",
    "n",
    "N",
    "no",
    "No",
    "NO",
    "true",
    "True",
    "TRUE",
    "false",
    "False",
    "FALSE",
    "on",
    "On",
    "ON",
    "off",
    "Off",
    "OFF",
]
#: Strings one of the two schemas reads as something else.
MISREAD = [
    *YAML_11_BOOLS,
    "0777",
    "010",
    "1_000",
    "0b101",
    "0x_1F",
    "1:30",
    "2024-01-01",
    "=",
    "<<",
    "0o17",
    "1e3",
    ".5e1",
    "+.5",
    "1.",
    "0x1F",
    ".NaN",
    "-.inf",
    "~",
    "null",
    "",
]


def frontmatter_of(text: str) -> str:
    frontmatter = split_frontmatter(text).frontmatter
    assert frontmatter is not None
    return frontmatter


def readings(frontmatter: str) -> list[object]:
    """The frontmatter as PyYAML 1.1, our 1.2 core loader and the 1.2 oracle read it."""
    return [
        yaml.safe_load(frontmatter),
        load_yaml_mapping(frontmatter)[0],
        yaml12.load(frontmatter),
    ]


@pytest.mark.parametrize("word", MISREAD)
def test_misreadable_strings_are_quoted(word: str) -> None:
    text = yaml.dump({"v": word}, Dumper=_dumper())
    assert text.strip() != f"v: {word}".strip(), "written plain"
    for reading in readings(text):
        assert reading == {"v": word}


def test_a_skill_full_of_misreadable_values_reads_the_same_everywhere() -> None:
    skill = Skill(
        name="readers",
        description="yes",
        content="Body.",
        version="1.10",
        author="0o17",
        tags=("no", "0777", "1e3"),
        allowed_tools=("on", "1:30"),
        metadata={"beta": "yes", "build": "010", "when": "2024-01-01", "ratio": ".5e1"},
        license="y",
    )
    text = render_skill(skill)
    assert parse_skill(text) == skill
    first, *others = readings(frontmatter_of(text))
    assert all(other == first for other in others)
    assert first["metadata"] == dict(skill.metadata)  # type: ignore[index]
    assert first["tags"] == list(skill.tags)  # type: ignore[index]


def test_numbers_we_write_stay_numbers_for_both() -> None:
    text = yaml.dump({"p": 777, "f": 1.5, "big": 1e17, "t": True, "z": None}, Dumper=_dumper())
    assert "!!" not in text  # typed plainly, no explicit tags needed
    for reading in readings(text):
        assert reading == {"p": 777, "f": 1.5, "big": 1e17, "t": True, "z": None}


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text("0123456789+-._:eExobafynYNo~", max_size=8),
        st.text(
            # controls and line separators are PyYAML's own round-trip limits, not schema ones
            st.characters(
                blacklist_categories=("Cs", "Cc"), blacklist_characters="\ufeff\x85\u2028\u2029"
            ),
            max_size=20,
        ),
    )
)
def test_any_string_reads_back_as_written_by_both_generations(value: str) -> None:
    text = yaml.dump({"v": value}, Dumper=_dumper(), allow_unicode=True)
    assert yaml.safe_load(text) == {"v": value}
    assert load_yaml_mapping(text)[0] == {"v": value}
    assert yaml12.load(text) == {"v": value}
