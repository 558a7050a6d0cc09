"""Body size limits: warning text, truncation marker and figures (SPEC §4)."""

from __future__ import annotations

import logging
import math

import pytest

from skills_core.errors import SkillInvalidError
from skills_core.prompt.limits import apply_limits, estimate_tokens, limit_skill_body

MARKER_45000 = (
    "[... Skill body truncated: 45000 chars total, 32000 shown.\n"
    "Reduce skill body size or set SKILLS_BODY_MAX_CHARS to increase the limit. ...]"
)


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SKILLS_BODY_MAX_CHARS", raising=False)
    monkeypatch.delenv("SKILLS_BODY_WARN_CHARS", raising=False)


def test_small_body_untouched() -> None:
    result = limit_skill_body("hello")
    assert result.body == "hello"
    assert not result.truncated
    assert (result.original_chars, result.final_chars) == (5, 5)
    assert (result.original_token_estimate, result.final_token_estimate) == (2, 2)


def test_truncation_at_default_limit_with_exact_marker() -> None:
    body = "x" * 45000
    result = limit_skill_body(body)
    assert result.truncated
    assert result.body == "x" * 32000 + "\n\n" + MARKER_45000
    assert result.original_chars == 45000
    assert result.original_token_estimate == 11250
    assert result.final_chars == len(result.body) == 32000 + 2 + len(MARKER_45000)
    assert result.final_token_estimate == math.ceil(result.final_chars / 4)


def test_exactly_at_limit_is_not_truncated() -> None:
    result = limit_skill_body("y" * 100, 100, warn_chars=1000)
    assert not result.truncated
    assert result.body == "y" * 100


def test_one_over_limit_is_truncated() -> None:
    result = limit_skill_body("ab" * 50 + "c", 100, warn_chars=1000)
    assert result.truncated
    assert result.body.startswith("ab" * 50 + "\n\n[... Skill body truncated: 101 chars total")


def test_env_limits_read_at_call_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_BODY_MAX_CHARS", "10")
    monkeypatch.setenv("SKILLS_BODY_WARN_CHARS", "100")
    result = limit_skill_body("z" * 11)
    assert result.truncated
    assert result.body == "z" * 10 + (
        "\n\n[... Skill body truncated: 11 chars total, 10 shown.\n"
        "Reduce skill body size or set SKILLS_BODY_MAX_CHARS to increase the limit. ...]"
    )
    monkeypatch.setenv("SKILLS_BODY_MAX_CHARS", "20")
    assert not limit_skill_body("z" * 11).truncated


def test_explicit_max_beats_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_BODY_MAX_CHARS", "5")
    assert not limit_skill_body("q" * 50, 100, warn_chars=1000).truncated


def test_empty_env_value_means_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_BODY_MAX_CHARS", " ")
    assert not limit_skill_body("a" * 32000, warn_chars=10**6).truncated


@pytest.mark.parametrize("value", ["abc", "1.5", "0", "-3"])
@pytest.mark.parametrize("variable", ["SKILLS_BODY_MAX_CHARS", "SKILLS_BODY_WARN_CHARS"])
def test_invalid_env_value_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, variable: str, value: str
) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(SkillInvalidError, match=variable):
        limit_skill_body("body")


@pytest.mark.parametrize("value", [0, -1])
def test_invalid_explicit_limit(value: int) -> None:
    with pytest.raises(SkillInvalidError, match="at least 1"):
        limit_skill_body("body", value)


def test_warning_logged_with_exact_text(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        result = limit_skill_body("w" * 12450, name="docker-ops")
    assert not result.truncated
    messages = [r.getMessage() for r in caplog.records if r.name == "skills_core"]
    assert messages == [
        'Skill "docker-ops" body is 12450 chars (~3113 tokens). '
        "Consider trimming below 8000 chars for optimal context usage."
    ]
    assert caplog.records[0].levelno == logging.WARNING


def test_no_warning_at_threshold(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        limit_skill_body("w" * 8000, name="s")
    assert not [r for r in caplog.records if r.name == "skills_core"]


def test_warn_from_env(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("SKILLS_BODY_WARN_CHARS", "3")
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        limit_skill_body("four", name="tiny")
    assert [r.getMessage() for r in caplog.records] == [
        'Skill "tiny" body is 4 chars (~1 tokens). '
        "Consider trimming below 3 chars for optimal context usage."
    ]


def test_apply_limits_returns_the_warning() -> None:
    _, warning = apply_limits("x" * 9, 100, name="n", warn_chars=8)
    assert warning == (
        'Skill "n" body is 9 chars (~3 tokens). '
        "Consider trimming below 8 chars for optimal context usage."
    )
    assert apply_limits("x" * 8, 100, name="n", warn_chars=8)[1] is None


def test_warning_and_truncation_together(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="skills_core"):
        result = limit_skill_body("x" * 45000, name="big")
    assert result.truncated
    assert caplog.records[0].getMessage().startswith('Skill "big" body is 45000 chars (~11250')


@pytest.mark.parametrize(("chars", "tokens"), [(0, 0), (1, 1), (4, 1), (5, 2), (8, 2), (9, 3)])
def test_token_estimate_rounds_up(chars: int, tokens: int) -> None:
    assert estimate_tokens(chars) == tokens
