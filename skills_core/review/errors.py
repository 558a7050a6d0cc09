"""Why a model review did not happen. ``retryable`` tells the caller whether to try the same
version again later (a throttled or unavailable model) or to fix the configuration first.

Messages name the model id and the service's error code only, never the skill's text, so they
are safe in logs, metrics and dead-letter queues."""

from __future__ import annotations

from skills_core.errors import SkillError


class ReviewError(SkillError):
    """Base of the review errors."""

    code = "REVIEW_ERROR"
    retryable = False

    def __init__(self, message: str, *, model_id: str | None = None) -> None:
        super().__init__(message)
        self.model_id = model_id


class ReviewerUnavailableError(ReviewError):
    """The model is throttled, overloaded, starting or timed out: review the version later."""

    code = "REVIEWER_UNAVAILABLE"
    retryable = True


class ReviewerConfigError(ReviewError):
    """The model cannot be called as configured (unknown model, no access, no forced tool use,
    missing permission or credentials): retrying the same request cannot help."""

    code = "REVIEWER_CONFIG"
