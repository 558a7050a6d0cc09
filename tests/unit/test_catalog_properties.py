"""Properties of the catalog budget: it never exceeds ``max_chars`` when it returns, and every
skill is accounted for (listed, or counted in the overflow line), never twice."""

from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skills_core.errors import SkillInvalidError
from skills_core.model import SkillMetadata
from skills_core.prompt.catalog import (
    LOAD_SKILL_FOOTER,
    LOAD_SKILL_HEADER,
    USE_SKILL_FOOTER,
    USE_SKILL_HEADER,
    XML_FOOTER,
    XML_HEADER,
    build_skill_catalog,
    fold_line,
)

FRAME = {
    "use_skill": (USE_SKILL_HEADER, USE_SKILL_FOOTER),
    "load_skill": (LOAD_SKILL_HEADER, LOAD_SKILL_FOOTER),
    "xml": (XML_HEADER, XML_FOOTER),
}
SKILL_LINE = {
    "use_skill": re.compile(r"- ([a-z0-9][a-z0-9_-]*)(?:$|: | \[)"),
    "load_skill": re.compile(r"- ([a-z0-9][a-z0-9_-]*)(?:$|: )"),
    "xml": re.compile(r"<skill><name>([a-z0-9][a-z0-9_-]*)</name>.*</skill>$"),
}
OVERFLOW = re.compile(r"\(\+(\d+) more skills not listed: (.*)\)")

names = st.from_regex(r"[a-z0-9][a-z0-9_-]{0,24}", fullmatch=True)
# Any text at all, controls, separators and markup included: folding must cope.
descriptions = st.text(min_size=1, max_size=120)
tags = st.lists(st.text(max_size=12), max_size=4).map(tuple)


@st.composite
def catalogs(draw: st.DrawFn) -> list[SkillMetadata]:
    skill_names = draw(st.lists(names, max_size=25, unique=True))
    return [
        SkillMetadata(name=name, description=draw(descriptions), tags=draw(tags))
        for name in skill_names
    ]


styles = st.sampled_from(sorted(FRAME))
budgets = st.one_of(st.none(), st.integers(min_value=1, max_value=3000))


def account(text: str, style: str) -> tuple[list[str], int, list[str]]:
    """Parse a catalog: the listed names, the overflow count and the names it gives."""
    header, footer = FRAME[style]
    lines = text.split("\n")
    assert lines[0] == header
    assert lines[-1] == footer
    body = lines[1:-1]
    count, named = 0, list[str]()
    found = OVERFLOW.fullmatch(body[-1]) if body else None
    if found:
        body = body[:-1]
        count = int(found.group(1))
        named = found.group(2).split(", ")
        if named[-1] == "…":
            named.pop()
        else:
            assert len(named) == count  # no ellipsis: every unlisted skill is named
    listed = []
    for line in body:
        match = SKILL_LINE[style].match(line)
        assert match is not None, f"line that is no skill line: {line!r}"
        listed.append(match.group(1))
    return listed, count, named


@settings(max_examples=300, deadline=None)
@given(skills=catalogs(), style=styles, data=st.data())
def test_never_over_budget_and_every_skill_accounted_for(
    skills: list[SkillMetadata], style: str, data: st.DataObject
) -> None:
    full = len(build_skill_catalog(skills, style=style))
    # Budgets around the full size reach every rung of the ladder, not only the extremes.
    max_chars = data.draw(
        st.one_of(budgets, st.integers(min_value=1, max_value=max(1, full))), label="max_chars"
    )
    try:
        text = build_skill_catalog(skills, style=style, max_chars=max_chars)
    except SkillInvalidError as exc:
        assert max_chars is not None and skills
        assert "max_chars >=" in exc.message
        return
    if not skills:
        assert text == ""
        return
    if max_chars is not None:
        assert len(text) <= max_chars
    listed, count, named = account(text, style)
    ordered = sorted(s.name for s in skills)
    assert len(listed) + count == len(skills)
    assert listed == ordered[: len(listed)]  # listed in order, each once
    assert named == ordered[len(listed) : len(listed) + len(named)]  # then named in order
    assert len(set(listed + named)) == len(listed) + len(named)
    if max_chars is None:
        assert count == 0


def bare_length(skills: list[SkillMetadata], style: str) -> int:
    """Length of the catalog with every description dropped (rung three's floor)."""
    header, footer = FRAME[style]
    line = "<skill><name>{}</name></skill>" if style == "xml" else "- {}"
    return len("\n".join([header, *(line.format(s.name) for s in skills), footer]))


@settings(max_examples=200, deadline=None)
@given(
    skills=st.lists(names, min_size=5, max_size=80, unique=True).map(
        lambda ns: [SkillMetadata(name=n, description="a description") for n in ns]
    ),
    style=styles,
    data=st.data(),
)
def test_overflow_zone_accounts_for_every_skill(
    skills: list[SkillMetadata], style: str, data: st.DataObject
) -> None:
    """Budgets below the bare listing: the overflow rung (or the error) every time."""
    max_chars = data.draw(st.integers(1, bare_length(skills, style) - 1), label="max_chars")
    try:
        text = build_skill_catalog(skills, style=style, max_chars=max_chars)
    except SkillInvalidError:
        return
    assert len(text) <= max_chars
    listed, count, named = account(text, style)
    assert count > 0
    ordered = sorted(s.name for s in skills)
    assert len(listed) + count == len(skills)
    assert listed == ordered[: len(listed)]
    assert named == ordered[len(listed) : len(listed) + len(named)]


@settings(max_examples=150, deadline=None)
@given(skills=catalogs().filter(bool), style=styles, max_chars=st.integers(1, 400))
def test_the_smallest_budget_named_by_the_error_works(
    skills: list[SkillMetadata], style: str, max_chars: int
) -> None:
    try:
        build_skill_catalog(skills, style=style, max_chars=max_chars)
    except SkillInvalidError as exc:
        found = re.search(r"max_chars >= (\d+)", exc.message)
        assert found is not None
        smallest = int(found.group(1))
        assert smallest > max_chars
        assert len(build_skill_catalog(skills, style=style, max_chars=smallest)) <= smallest
        with pytest.raises(SkillInvalidError):
            build_skill_catalog(skills, style=style, max_chars=smallest - 1)


@settings(max_examples=200, deadline=None)
@given(skills=catalogs(), style=styles)
def test_unlimited_catalog_has_one_line_per_skill(skills: list[SkillMetadata], style: str) -> None:
    text = build_skill_catalog(skills, style=style)
    if not skills:
        assert text == ""
        return
    assert len(text.splitlines()) == len(skills) + 2
    listed, count, _ = account(text, style)
    assert listed == sorted(s.name for s in skills) and count == 0


@given(text=st.text())
def test_fold_line_leaves_one_plain_line(text: str) -> None:
    folded = fold_line(text)
    assert len(folded.splitlines()) <= 1
    assert all(ch == " " or not ch.isspace() for ch in folded)
    assert "  " not in folded
    assert folded == folded.strip()
    assert not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in folded)
    folded.encode("utf-8")  # no lone surrogates
