"""Property: render -> parse gives back the same skill, for any valid field values."""

from __future__ import annotations

import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skills_core.format.fields import parse_skill, read_skill
from skills_core.format.render import render_skill
from skills_core.model import ModelPreference, Skill

names = st.from_regex(r"[a-z0-9][a-z0-9\-_]{0,20}", fullmatch=True)
# Text that survives YAML and strip(): printable, no surrogates, no leading/trailing spaces.
text = (
    st.text(
        alphabet=st.characters(
            blacklist_categories=("Cs", "Cc"), blacklist_characters="\ufeff\x85\u2028\u2029"
        ),
        min_size=1,
        max_size=60,
    )
    .map(str.strip)
    .filter(bool)
)
words = st.text(alphabet=string.ascii_lowercase + string.digits + "-_.", min_size=1, max_size=12)
body = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00\ufeff\r"),
    max_size=300,
).map(str.strip)


@st.composite
def skills(draw: st.DrawFn) -> Skill:
    return Skill(
        name=draw(names),
        description=draw(text),
        content=draw(body),
        version=draw(
            st.one_of(
                st.just("1.0.0"), st.from_regex(r"[0-9]{1,3}(\.[0-9]{1,3}){0,2}", fullmatch=True)
            )
        ),
        author=draw(st.none() | text),
        tags=tuple(draw(st.lists(words, max_size=4, unique=True))),
        allowed_tools=tuple(draw(st.lists(words, max_size=3, unique=True))),
        priority=draw(st.integers(min_value=-1000, max_value=1000)),
        args=tuple(draw(st.lists(words, max_size=3, unique=True))),
        model=draw(st.none() | st.builds(ModelPreference, words, words)),
        license=draw(st.none() | text),
        compatibility=draw(st.none() | text),
        metadata=draw(
            st.dictionaries(
                words.filter(lambda w: w not in ("tags", "args", "version")), text, max_size=3
            )
        ),
    )


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(skills())
def test_render_then_parse_is_identity(skill: Skill) -> None:
    assert parse_skill(render_skill(skill)) == skill


@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow])
@given(skills())
def test_valid_skills_read_leniently_without_warnings(skill: Skill) -> None:
    parsed = read_skill(render_skill(skill), folder_name=skill.name, lenient=True)
    assert parsed.defects == () and parsed.skill == skill
