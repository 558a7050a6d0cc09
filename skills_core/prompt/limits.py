"""Body size limits (SPEC §4): a logged warning above the soft limit, a hard cut with an
explicit marker above the hard one, so an oversized skill never floods the model's context
silently."""

from __future__ import annotations

import logging
import math

from skills_core.model import TruncationResult
from skills_core.settings import Settings, settings_or_env

logger = logging.getLogger("skills_core")

MAX_ENV = "SKILLS_BODY_MAX_CHARS"

#: Activation ``args`` hold at most this many values in all, nested ones included (SPEC §6).
MAX_ARG_VALUES = 10_000
#: A slash command is at most this many characters...
MAX_COMMAND_CHARS = 64 * 1024
#: ...and at most this many words (each one a positional value).
MAX_COMMAND_WORDS = MAX_ARG_VALUES


def estimate_tokens(chars: int) -> int:
    """A rough estimate (4 characters a token), rounded up so it never under-reports."""
    return math.ceil(chars / 4)


def size_warning(name: str | None, chars: int, warn_chars: int) -> str:
    """The warning text for a body of ``chars`` characters over ``warn_chars``."""
    return (
        f'Skill "{name or "unnamed"}" body is {chars} chars (~{estimate_tokens(chars)} tokens). '
        f"Consider trimming below {warn_chars} chars for optimal context usage."
    )


def truncation_marker(total: int, shown: int) -> str:
    return (
        f"[... Skill body truncated: {total} chars total, {shown} shown.\n"
        f"Reduce skill body size or set {MAX_ENV} to increase the limit. ...]"
    )


def apply_limits(
    body: str,
    max_chars: int | None = None,
    *,
    name: str | None = None,
    warn_chars: int | None = None,
    settings: Settings | None = None,
    total_chars: int | None = None,
) -> tuple[TruncationResult, str | None]:
    """Like :func:`limit_skill_body`, and also return the warning text (or ``None``) so the
    activation result can report it as well as log it. Explicit limits win over
    ``settings``; without either the environment is read here.

    ``total_chars``: the length of the whole body when ``body`` is only its first
    :func:`body_limit` characters (a bounded substitution never builds the rest)."""
    limits = settings_or_env(settings).replace(body_max_chars=max_chars, body_warn_chars=warn_chars)
    limit, warn = limits.body_max_chars, limits.body_warn_chars
    original = len(body) if total_chars is None else total_chars
    warning: str | None = None
    if original > warn:
        warning = size_warning(name, original, warn)
        logger.warning(warning)
    truncated = original > limit
    final_body = f"{body[:limit]}\n\n{truncation_marker(original, limit)}" if truncated else body
    result = TruncationResult(
        body=final_body,
        truncated=truncated,
        original_chars=original,
        original_token_estimate=estimate_tokens(original),
        final_chars=len(final_body),
        final_token_estimate=estimate_tokens(len(final_body)),
    )
    return result, warning


def limit_skill_body(
    body: str,
    max_chars: int | None = None,
    *,
    name: str | None = None,
    warn_chars: int | None = None,
    settings: Settings | None = None,
) -> TruncationResult:
    """Warn above ``warn_chars`` (``SKILLS_BODY_WARN_CHARS``, 8000) and cut above
    ``max_chars`` (``SKILLS_BODY_MAX_CHARS``, 32000): the first ``max_chars`` characters, a
    blank line, then the two-line marker. The final figures include the marker."""
    return apply_limits(body, max_chars, name=name, warn_chars=warn_chars, settings=settings)[0]


def body_limit(settings: Settings | None = None) -> int:
    """The number of body characters an activation shows (``SKILLS_BODY_MAX_CHARS``)."""
    return settings_or_env(settings).body_max_chars


__all__ = [
    "MAX_ARG_VALUES",
    "MAX_COMMAND_CHARS",
    "MAX_COMMAND_WORDS",
    "apply_limits",
    "body_limit",
    "estimate_tokens",
    "limit_skill_body",
    "size_warning",
    "truncation_marker",
]
