"""The bundled skill set: strict profile, the reference validator, shape and originality."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from skills_ref.validator import validate as reference_validate

from skills_core import BundledSkillSource, create_registry
from skills_core.compose.loading import load_skills
from skills_core.format.lint import lint_path
from skills_core.sources.fs import bundled_dir

EXPECTED = {
    "debug-mantra",
    "design",
    "docker-ops",
    "how",
    "k8s-deploy",
    "log-analyzer",
    "management-talk",
    "post-mortem",
    "repo-review-ultra-deep",
    "repo-review-ultra-deep-lite",
    "scrutinize",
    "speckit-analyze",
    "speckit-checklist",
    "speckit-clarify",
    "speckit-constitution",
    "speckit-implement",
    "speckit-plan",
    "speckit-specify",
    "speckit-tasks",
    "speckit-taskstoissues",
    "unslop",
    "why",
}
SECTIONS = ["## When to use", "## Steps", "## Checks", "## Output"]
SKILLS = load_skills(bundled_dir())


def test_the_full_set_is_bundled() -> None:
    assert {s.name for s in SKILLS} == EXPECTED
    registry = create_registry(sources=[BundledSkillSource()])
    assert set(registry.names()) == EXPECTED


def test_every_bundled_skill_passes_our_strict_profile() -> None:
    assert [str(p) for p in lint_path(bundled_dir(), strict=True)] == []


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_reference_validator_accepts(name: str) -> None:
    assert reference_validate(bundled_dir() / name) == []


@pytest.mark.parametrize("skill", SKILLS, ids=lambda s: s.name)
def test_body_size_and_sections(skill: object) -> None:
    body = skill.content  # type: ignore[attr-defined]
    assert 1500 <= len(body) <= 8000, len(body)
    positions = [body.find(f"\n{heading}\n") for heading in SECTIONS]
    assert all(p >= 0 for p in positions), positions
    assert positions == sorted(positions)


@pytest.mark.parametrize("skill", SKILLS, ids=lambda s: s.name)
def test_metadata_under_metadata_and_description_says_when(skill: object) -> None:
    s = skill
    assert set(s.declared_fields) <= {  # type: ignore[attr-defined]
        "name",
        "description",
        "license",
        "compatibility",
        "metadata",
        "allowed-tools",
    }
    assert "version" in s.metadata and s.tags  # type: ignore[attr-defined]
    assert "use when" in s.description.lower()  # type: ignore[attr-defined]
    placeholders = set(re.findall(r"\$(\d+|ALL|COUNT)", s.content))  # type: ignore[attr-defined]
    if placeholders:
        assert s.args, f"{s.name} uses {placeholders} but declares no metadata.args"  # type: ignore[attr-defined]


def test_design_works_offline() -> None:
    text = (bundled_dir() / "design" / "SKILL.md").read_text()
    assert not re.search(r"https?://|www\.", text)


def test_no_two_skills_share_a_paragraph() -> None:
    seen: dict[str, str] = {}
    for skill in SKILLS:
        for paragraph in re.split(r"\n\s*\n", skill.content):
            text = " ".join(paragraph.split())
            if len(text) < 40 or text.startswith("#"):
                continue
            assert text not in seen, f"{skill.name} repeats a paragraph of {seen.get(text)}"
            seen[text] = skill.name


def test_bundled_dir_is_beside_the_package() -> None:
    import skills_core

    assert bundled_dir() == Path(skills_core.__file__).resolve().parent.parent / "bundled_skills"
