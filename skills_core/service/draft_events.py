"""The result events of model generation (``Skill Generated`` / ``Skill Generation Failed`` on
the project's bus, docs/events.md): identifiers, status, finding counts and cost, never a
source or a body."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from skills_core.drafting.port import Usage
from skills_core.errors import SkillError, SkillStoreUnavailableError, SkillUnsafeError
from skills_core.governance.findings import findings_by_severity

if TYPE_CHECKING:
    from skills_core.service.drafting import DraftOutcome

GENERATED_DETAIL_TYPE = "Skill Generated"
FAILED_DETAIL_TYPE = "Skill Generation Failed"
#: A failure's reason is cut to this many characters (our own message, never a body).
MAX_REASON_CHARS = 1000


def is_retryable(error: BaseException) -> bool:
    """Whether a later delivery of the message may succeed: the drafting errors say so
    themselves; a store that cannot be reached is expected back; anything else is not."""
    flag = getattr(error, "retryable", None)
    if isinstance(flag, bool):
        return flag
    return isinstance(error, SkillStoreUnavailableError)


def generated_event(outcome: DraftOutcome) -> dict[str, Any]:
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
    tenant: str, request_id: str, error: BaseException, *, name: str | None = None
) -> dict[str, Any]:
    """The ``Skill Generation Failed`` event detail: why (our own message: field names and
    limits, never the source or a body), whether a retry may help, counts and cost."""
    findings: Sequence[Mapping[str, Any]] = ()
    if isinstance(error, SkillUnsafeError):
        findings = error.findings
    usage = getattr(error, "usage", None)
    usage = usage if isinstance(usage, Usage) else Usage()
    reason = error.message if isinstance(error, SkillError) else type(error).__name__
    drafted_name = getattr(error, "name", None)
    return {
        "tenant": tenant,
        "request_id": request_id,
        "name": name or (drafted_name if isinstance(drafted_name, str) else None),
        "version": None,
        "status": "refused" if isinstance(error, SkillUnsafeError) else "failed",
        "error_code": str(getattr(error, "code", "INTERNAL")),
        "retryable": is_retryable(error),
        "reason": " ".join(reason.split())[:MAX_REASON_CHARS],
        "findings": findings_by_severity(findings),
        "model_id": getattr(error, "model_id", None),
        **usage.to_dict(),
        "repairs": int(getattr(error, "repairs", 0) or 0),
    }


__all__ = [
    "FAILED_DETAIL_TYPE",
    "GENERATED_DETAIL_TYPE",
    "failed_event",
    "generated_event",
    "is_retryable",
]
