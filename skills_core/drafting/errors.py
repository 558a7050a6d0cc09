"""Why a model-backed generation stopped. Every error says whether retrying the message can
help (``retryable``): SQS retries every failed message until the dead-letter queue, so the
flag is what the worker logs and counts, and what an operator reads first.

Messages never quote the source material or a drafted body: they name fields, limits and
rules only, so they are safe in logs, events and the dead-letter queue."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from skills_core.drafting.port import Usage
from skills_core.errors import SkillError, SkillUnsafeError


class GenerationError(SkillError):
    """Base of the drafting errors. ``usage`` is what the model calls cost before the stop
    (metrics count spent tokens on failures too)."""

    code = "GENERATION_ERROR"
    retryable = False

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.usage = Usage()
        self.model_id: str | None = None


class BadGenerationRequestError(GenerationError):
    """The message cannot be processed as sent (a bad field, a source outside the tenant's
    prefix, a source too large or not text): retrying cannot help."""

    code = "BAD_MESSAGE"


class SkillGenerationFailedError(GenerationError):
    """Every draft broke a rule, repairs included. ``errors`` are the last draft's problems
    (field names and limits, never its text)."""

    code = "GENERATION_FAILED"

    def __init__(self, message: str, errors: Iterable[str], *, repairs: int) -> None:
        super().__init__(message)
        self.errors = tuple(errors)
        self.repairs = repairs


class DrafterUnavailableError(GenerationError):
    """The model (or the source bucket) is throttled, overloaded or timed out: a later
    delivery of the same message is expected to work."""

    code = "DRAFTER_UNAVAILABLE"
    retryable = True


class SourceUnavailableError(GenerationError):
    """The source material could not be read right now (S3 throttling, an outage, a
    timeout): a later delivery is expected to work."""

    code = "SOURCE_UNAVAILABLE"
    retryable = True


class DrafterConfigError(GenerationError):
    """The model cannot be called as configured (unknown model id, no model access, missing
    IAM permission, a model without forced tool use): retries fail the same way until an
    operator fixes the configuration."""

    code = "DRAFTER_MISCONFIGURED"


class DraftUnsafeError(SkillUnsafeError):
    """The scanner found something critical in a draft: refused, nothing written, no repair
    (a model asked to get a draft past the scanner is being taught to hide it). A
    :class:`SkillUnsafeError`, so every place that handles unsafe saves handles it."""

    retryable = False

    def __init__(
        self,
        message: str,
        findings: Iterable[Mapping[str, Any]] = (),
        *,
        name: str | None = None,
        usage: Usage | None = None,
        model_id: str | None = None,
        repairs: int = 0,
    ) -> None:
        super().__init__(message, findings)
        self.name = name
        self.usage = usage or Usage()
        self.model_id = model_id
        self.repairs = repairs


__all__ = [
    "BadGenerationRequestError",
    "DraftUnsafeError",
    "DrafterConfigError",
    "DrafterUnavailableError",
    "GenerationError",
    "SkillGenerationFailedError",
    "SourceUnavailableError",
]
