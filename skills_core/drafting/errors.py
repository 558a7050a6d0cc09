"""Why a model-backed generation stopped. Every error says whether retrying the message can
help (``retryable``): SQS retries every failed message until the dead-letter queue, so the
flag is what the worker logs and counts, and what an operator reads first.

Messages never quote the source material or a drafted body: they name fields, limits and
rules only, so they are safe in logs, events and the dead-letter queue."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from skills_core.drafting.port import DraftCost, Usage
from skills_core.errors import SkillError, SkillStoreUnavailableError, SkillUnsafeError


class Costed:
    """An error that carries what drafting had cost when it stopped (``cost``): metrics and
    failure events count spent tokens on failures too."""

    cost: DraftCost

    @property
    def usage(self) -> Usage:
        return self.cost.usage

    @property
    def model_id(self) -> str | None:
        return self.cost.model_id

    @property
    def repairs(self) -> int:
        return self.cost.repairs


class GenerationError(Costed, SkillError):
    """Base of the drafting errors."""

    code = "GENERATION_ERROR"
    retryable = False

    def __init__(self, message: str, *, cost: DraftCost | None = None) -> None:
        super().__init__(message)
        self.cost = cost or DraftCost()


class BadGenerationRequestError(GenerationError):
    """The message cannot be processed as sent (a bad field, a source outside the tenant's
    prefix, a source too large or not text): retrying cannot help."""

    code = "BAD_MESSAGE"


class SkillGenerationFailedError(GenerationError):
    """Every draft broke a rule, repairs included. ``errors`` are the last draft's problems
    (field names and limits, never its text)."""

    code = "GENERATION_FAILED"

    def __init__(self, message: str, errors: Iterable[str], *, cost: DraftCost) -> None:
        super().__init__(message, cost=cost)
        self.errors = tuple(errors)


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


class DraftNotSavedError(GenerationError):
    """A draft passed every check but its save failed (the store is unreachable, the skill
    too large for it): the cause's code, and the tokens already spent. Retryable when the
    store is expected back."""

    def __init__(self, cause: SkillError, *, cost: DraftCost) -> None:
        super().__init__(cause.message, cost=cost)
        self.code = cause.code
        self.retryable = isinstance(cause, SkillStoreUnavailableError)
        self.cause = cause


class DraftUnsafeError(Costed, SkillUnsafeError):
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
        cost: DraftCost | None = None,
    ) -> None:
        super().__init__(message, findings)
        self.name = name
        self.cost = cost or DraftCost()


def cost_of(error: BaseException) -> DraftCost:
    """What drafting had cost when ``error`` stopped it (nothing for other errors)."""
    return error.cost if isinstance(error, Costed) else DraftCost()


__all__ = [
    "BadGenerationRequestError",
    "Costed",
    "DraftNotSavedError",
    "DraftUnsafeError",
    "DrafterConfigError",
    "DrafterUnavailableError",
    "GenerationError",
    "SkillGenerationFailedError",
    "SourceUnavailableError",
    "cost_of",
]
