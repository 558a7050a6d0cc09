"""``build_skill`` (every save, generation and ``skillsctl save``) answers a wrong type in any
parameter with a :class:`SkillInvalidError` that names the field — never a raw ``TypeError``
(issue #11: ``build_skill(..., tags=5)``), and never by quietly writing ``str(value)``."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.compose.build import build_skill
from skills_core.errors import SkillInvalidError
from skills_core.model import ModelPreference, Skill

GOOD: dict[str, Any] = {"name": "ok-skill", "description": "Does X. Use when Y.", "body": "Body."}
#: Each optional field with a value of the right type.
GOOD_FIELDS: dict[str, Any] = {
    "version": "1.10",
    "allowed_tools": ["Bash", "Read"],
    "allowedTools": "Bash Read",
    "allowed-tools": ("Bash",),
    "priority": 3,
    "args": ["target"],
    "model": {"provider": "anthropic", "model": "claude"},
    "license": "MIT",
    "compatibility": "python 3.11",
    "metadata": {"owner": "team-x"},
}


def build(**overrides: Any) -> Skill:
    return build_skill(**{**GOOD, **overrides})


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"tags": 5}, "field 'tags' must be a list of text values or one string"),
        ({"tags": True}, "field 'tags' must be a list of text values or one string"),
        ({"tags": 1.5}, "comma-separated tags, got float"),
        ({"tags": {"a": 1}}, "field 'tags' must be a list of text values or one string"),
        ({"tags": {"a", "b"}}, "got set"),  # unordered: the saved order would be arbitrary
        ({"tags": b"ab"}, "got bytes"),
        ({"tags": [1, 2]}, "field 'tags' must be a list of text values; item 1 is int"),
        ({"tags": ["a", None]}, "field 'tags' must be a list of text values; item 2 is null"),
        ({"tags": ["a", ["b"]]}, "item 2 is list"),
        ({"name": 5}, "skill: field 'name' must be text, got int"),
        ({"description": None}, "field 'description' must be text, got null"),
        ({"body": ["x"]}, "field 'body' must be text, got list"),
        ({"fields": 5}, "'fields' must be a mapping of field names to values, got int"),
        ({"fields": ["version"]}, "'fields' must be a mapping"),
        ({"fields": {1: "a", "b": 2}}, "unknown field(s) 1, b; allowed: "),
        ({"fields": {"": 1}}, "unknown field(s) ''; allowed: "),
        ({"fields": {"version": 1.1}}, "field 'version' must be text, got float"),
        ({"fields": {"version": True}}, "field 'version' must be text, got bool"),
        ({"fields": {"version": [1]}}, "field 'version' must be text, got list"),
        ({"fields": {"priority": "3"}}, "field 'priority' must be a whole number, got '3'"),
        ({"fields": {"priority": True}}, "field 'priority' must be a whole number, got True"),
        ({"fields": {"priority": 1.5}}, "field 'priority' must be a whole number, got 1.5"),
        ({"fields": {"args": 5}}, "field 'args' must be a list of text values or one string"),
        ({"fields": {"args": [1]}}, "field 'args' must be a list of text values; item 1"),
        ({"fields": {"allowed_tools": {"a": 1}}}, "field 'allowed_tools' must be a list"),
        ({"fields": {"allowedTools": 7}}, "field 'allowedTools' must be a list"),
        ({"fields": {"allowed-tools": [None]}}, "field 'allowed-tools' must be a list"),
        ({"fields": {"model": "claude"}}, "field 'model' must be a mapping with text 'provider'"),
        ({"fields": {"model": {"provider": 1, "model": "m"}}}, "field 'model' must be a mapping"),
        ({"fields": {"license": 5}}, "field 'license' must be text, got int"),
        ({"fields": {"compatibility": []}}, "field 'compatibility' must be text, got list"),
        ({"fields": {"metadata": 5}}, "field 'metadata' must be a mapping of text keys"),
        ({"fields": {"metadata": {"a": 1}}}, "field 'metadata.a' must be a text value, got int"),
        ({"fields": {"metadata": {"a": None}}}, "field 'metadata.a' must be a text value"),
        ({"fields": {"metadata": {2025: "x"}}}, "field 'metadata' has a non-text key 2025"),
    ],
)
def test_wrong_types_name_the_field(overrides: dict[str, Any], message: str) -> None:
    with pytest.raises(SkillInvalidError) as info:
        build(**overrides)
    assert message in str(info.value)
    assert info.value.code == "SKILL_INVALID"


def test_right_types_build() -> None:
    skill = build(tags=("a", "b"), fields=GOOD_FIELDS)
    assert skill.tags == ("a", "b") and skill.version == "1.10" and skill.priority == 3
    assert skill.model == ModelPreference("anthropic", "claude")
    assert dict(skill.metadata) == {"owner": "team-x"}
    assert build(tags="a, b c").tags == ("a", "b", "c")
    assert build(tags=None).tags == ()
    assert build(fields={"version": 2}).version == "2"  # a whole number keeps its digits
    assert build(fields={"model": ModelPreference("p", "m")}).model == ModelPreference("p", "m")
    assert build(fields={"license": None}).license is None  # None means "not given"


def test_strings_yaml_would_retype_arrive_as_written() -> None:
    """Values are written by the either-reader dumper and read back by the 1.2 loader."""
    skill = build(
        description="0o17",
        tags=["1e3", "yes", "0777"],
        fields={"version": "0o17", "metadata": {"on": "off", "n": "1_000"}},
    )
    assert skill.description == "0o17" and skill.tags == ("1e3", "yes", "0777")
    assert skill.version == "0o17" and dict(skill.metadata) == {"on": "off", "n": "1_000"}


class Opaque:
    """An object no YAML dumper can write."""


ANYTHING = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=12)
    | st.binary(max_size=4)
    | st.builds(Opaque),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(max_size=6) | st.integers(), inner, max_size=3)
        | st.frozensets(st.integers(), max_size=3)
    ),
    max_leaves=6,
)
PARAMETERS = [
    "name",
    "description",
    "body",
    "tags",
    "fields",
    *(f"fields.{k}" for k in GOOD_FIELDS),
]


@settings(max_examples=600, deadline=None)
@given(st.sampled_from(PARAMETERS), ANYTHING)
def test_any_value_in_any_parameter_builds_or_is_refused_by_name(
    parameter: str, value: Any
) -> None:
    """Whatever the type, the answer is a skill or a SkillInvalidError naming the parameter."""
    if parameter.startswith("fields."):
        field = parameter.removeprefix("fields.")
        overrides: dict[str, Any] = {"fields": {field: value}}
    else:
        field, overrides = parameter, {parameter: value}
    try:
        skill = build(**overrides)
    except SkillInvalidError as exc:
        named = f"'{field}'" in str(exc) or f"'{field}." in str(exc)
        # a text value of the right type can still break a §1 rule, which names its own field
        rule = ("invalid skill name", "is empty", "characters", "is required", "unknown field")
        assert named or any(words in str(exc) for words in rule), exc
        return
    assert isinstance(skill, Skill)


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"body": "Do it.\x00"}, "body"),
        ({"description": "Does\x00 it. Use when needed."}, "description"),
        ({"tags": ["ok", "b\x00d"]}, "tags"),
        ({"fields": {"metadata": {"k": "v\x00"}}}, "metadata"),
    ],
)
def test_a_nul_character_is_refused_naming_its_field(overrides: dict[str, Any], field: str) -> None:
    with pytest.raises(SkillInvalidError, match=f"field '{field}' contains a NUL character"):
        build(**overrides)
