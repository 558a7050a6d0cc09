"""The result events of model generation (``Skill Generated`` / ``Skill Generation Failed`` on
the project's bus, docs/events.md) and what a failure is called: identifiers, status, finding
counts and cost, never a source or a body. The failure's code and reason are decided here
once, for the event, the remembered failure and the worker's log line alike."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from skills_core.drafting.errors import cost_of
from skills_core.errors import (
    IdempotencyKeyReusedError,
    SkillError,
    SkillStoreUnavailableError,
    SkillUnsafeError,
)
from skills_core.governance.findings import findings_by_severity

if TYPE_CHECKING:
    from skills_core.service.generation import GenerationOutcome

GENERATED_DETAIL_TYPE = "Skill Generated"
FAILED_DETAIL_TYPE = "Skill Generation Failed"
#: A failure's reason is cut to this many characters (our own message, never a body).
MAX_REASON_CHARS = 1000
#: Codes of failures that are not a :class:`SkillError`'s own.
REQUEST_ID_REUSED = "REQUEST_ID_REUSED"
INTERNAL = "INTERNAL"
#: A secret's first characters (normalized) that, found in a reason, withhold it.
_SNIPPET_CHARS = 40
_MIN_SNIPPET_CHARS = 8


def is_retryable(error: BaseException) -> bool:
    """Whether a later delivery of the message may succeed: the drafting errors say so
    themselves; a store that cannot be reached is expected back; anything else is not."""
    flag = getattr(error, "retryable", None)
    if isinstance(flag, bool):
        return flag
    return isinstance(error, SkillStoreUnavailableError)


def failure_code(error: BaseException) -> str:
    """The code a failure is reported under (events, logs, metrics)."""
    if isinstance(error, IdempotencyKeyReusedError):
        return REQUEST_ID_REUSED
    if isinstance(error, SkillError):
        return str(error.code)
    return INTERNAL


def reason(error: BaseException, secrets: Iterable[str] = ()) -> str:
    """A failure's reason: our own error text, cut short, and never anything that quotes one
    of ``secrets`` (the skill body, the instructions, the source material). An unexpected
    error is named by its type only (its text might quote the message)."""
    if isinstance(error, IdempotencyKeyReusedError):
        text = (
            "this tenant's request_id was already used for a different request; send the new "
            "request with a new request_id"
        )
    elif isinstance(error, SkillError):
        text = error.message
    else:
        text = type(error).__name__
    text = " ".join(text.split())[:MAX_REASON_CHARS]
    for secret in secrets:
        snippet = " ".join(secret.split())[:_SNIPPET_CHARS]
        if len(snippet) >= _MIN_SNIPPET_CHARS and snippet in text:
            return f"{type(error).__name__} (details withheld: they quote the request's content)"
    return text


def generated_event(outcome: GenerationOutcome) -> dict[str, Any]:
    """The ``Skill Generated`` event detail: identifiers, status, counts, cost; no content."""
    return {
        "tenant": outcome.tenant,
        "request_id": outcome.request_id,
        "name": outcome.name,
        "version": outcome.version,
        "status": outcome.status,
        "findings": dict(outcome.findings),
        "model_id": outcome.model_id,
        **outcome.usage.to_dict(),
        "repairs": outcome.repairs,
        "replayed": outcome.replayed,
    }


def failed_event(
    tenant: str,
    request_id: str,
    error: BaseException,
    *,
    name: str | None = None,
    secrets: Iterable[str] = (),
) -> dict[str, Any]:
    """The ``Skill Generation Failed`` event detail: why (:func:`reason`), whether a retry
    may help, counts and cost."""
    findings: Sequence[Mapping[str, Any]] = ()
    if isinstance(error, SkillUnsafeError):
        findings = error.findings
    cost = cost_of(error)
    drafted_name = getattr(error, "name", None)
    return {
        "tenant": tenant,
        "request_id": request_id,
        "name": name or (drafted_name if isinstance(drafted_name, str) else None),
        "version": None,
        "status": "refused" if isinstance(error, SkillUnsafeError) else "failed",
        "error_code": failure_code(error),
        "retryable": is_retryable(error),
        "reason": reason(error, secrets),
        "findings": findings_by_severity(findings),
        "model_id": cost.model_id,
        **cost.usage.to_dict(),
        "repairs": cost.repairs,
    }


__all__ = [
    "FAILED_DETAIL_TYPE",
    "GENERATED_DETAIL_TYPE",
    "INTERNAL",
    "MAX_REASON_CHARS",
    "REQUEST_ID_REUSED",
    "failed_event",
    "failure_code",
    "generated_event",
    "is_retryable",
    "reason",
]
