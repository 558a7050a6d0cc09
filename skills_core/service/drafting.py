"""Model-backed generation use case (SPEC §7): draft a skill from source material, check and
scan it, and save it as a pending version of its tenant's store, exactly once per
``(tenant, request_id)``.

Exactly once, and a redelivery costs no model call: the request id is the write's idempotency
key (``event:<request_id>``, the namespace of finished-skill events, so one request id cannot
be both), and its fingerprint is the *request* (instructions, source, name, tags), not the
draft, which differs on every call. Before reading the source or calling the model, the
store's idempotency record is looked up (one GetItem): a request already saved gets the first
answer back. The save writes the record in the same transaction as the version, so a
concurrent twin of the request is answered from it too.

``save_generated(view, request_id, command, draft=True)`` cannot be used for this: it
fingerprints the command (the drafted content), so a redelivery that drafted again would be
refused as a reused key instead of replayed, and no lookup before drafting would be possible.
This module calls ``save_generated_skill`` with the request's idempotency instead; the save
itself is the same (the draft is pending, its changelog action ``generated``, its author
``event:<request_id>``, and it never collides with the name's versions)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from skills_core.compose.saving import save_generated_skill
from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.drafting.pipeline import draft_skill
from skills_core.drafting.port import Drafter, Usage
from skills_core.drafting.request import DraftingRequest
from skills_core.errors import SkillError, SkillUnsafeError
from skills_core.governance.findings import SEVERITIES
from skills_core.idempotency import Idempotency
from skills_core.model import SaveResult
from skills_core.service.principal import Principal
from skills_core.service.tenants import TenantView
from skills_core.service.writes import idempotency

logger = logging.getLogger("skills_core")

#: The idempotency operation of a model draft (a finished skill's is ``save``).
DRAFT_OPERATION = "draft"
GENERATED_DETAIL_TYPE = "Skill Generated"
FAILED_DETAIL_TYPE = "Skill Generation Failed"
MAX_REASON_CHARS = 1000

#: Reads a request's ``s3_uri`` source (the handler passes an ``S3SourceReader``).
SourceReader = Callable[[DraftingRequest], str]


@dataclass(frozen=True)
class DraftOutcome:
    """What one request did: the version written (or found, ``replayed``), its status and
    finding counts, the model and what it cost. Small: never the body."""

    tenant: str
    request_id: str
    name: str
    version: int
    store: str
    status: str
    findings: Mapping[str, int]
    model_id: str | None
    usage: Usage
    repairs: int
    replayed: bool
    digest: str | None = None
    shadowed_by: str | None = None
    warnings: Sequence[str] = field(default_factory=tuple)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tenant": self.tenant,
            "request_id": self.request_id,
            "name": self.name,
            "version": self.version,
            "store": self.store,
            "status": self.status,
            "findings": dict(self.findings),
            "model_id": self.model_id,
            **self.usage.to_dict(),
            "repairs": self.repairs,
            "replayed": self.replayed,
            "digest": self.digest,
            "shadowed_by": self.shadowed_by,
            "warnings": list(self.warnings),
        }


def draft_idempotency(request: DraftingRequest) -> Idempotency:
    """The request's idempotency: key ``event:<request_id>``, fingerprint of the request."""
    principal = Principal.for_event(request.tenant, request.request_id)
    found = idempotency(principal, request.request_id, DRAFT_OPERATION, request.fingerprint())
    if found is None:  # only without a key, and the request id is one
        raise BadGenerationRequestError("a generation request needs a request_id")
    return found


def recorded_draft(view: TenantView, request: DraftingRequest) -> SaveResult | None:
    """The answer an earlier delivery of this request got (one read), or ``None``. A request
    id used before for another request raises ``IdempotencyKeyReusedError``."""
    store = view.require_store()
    lookup = getattr(store, "recorded", None)
    if not callable(lookup):
        return None
    recorded = lookup(draft_idempotency(request))
    return None if recorded is None else SaveResult.from_dict(recorded, replayed=True)


def draft_and_save(
    view: TenantView,
    request: DraftingRequest,
    drafter: Drafter,
    *,
    read_source: SourceReader | None = None,
    max_repairs: int | None = None,
) -> DraftOutcome:
    """Draft, check, scan and save one request into ``view``'s store (the request's tenant).

    Order: no store fails first (nothing spent); then the idempotency record (a redelivery
    returns the first answer: no source read, no model call); then the source, the drafting
    loop (``max_repairs`` defaults to ``SKILLS_GENERATION_MAX_REPAIRS``) and the save.
    Raises the drafting errors (:mod:`skills_core.drafting.errors`) and the save's errors."""
    if view.tenant != request.tenant:
        raise BadGenerationRequestError(
            f"the request is for tenant {request.tenant!r} but was given tenant "
            f"{view.tenant!r}'s skills"
        )
    keys = {"tenant": request.tenant, "request_id": request.request_id}
    earlier = recorded_draft(view, request)
    if earlier is not None:
        logger.info(
            "duplicate delivery: draft already saved", extra={**keys, "skill": earlier.name}
        )
        return _outcome(request, earlier, model_id=None, usage=Usage(), repairs=0)
    source_text = _source_text(request, read_source)
    result = draft_skill(
        drafter,
        request.draft_input(source_text),
        view.settings,
        max_repairs=max_repairs,
        log_context=keys,
    )
    skill = result.checked.skill
    principal = Principal.for_event(request.tenant, request.request_id)
    fields: dict[str, Any] = {"args": list(skill.args)} if skill.args else {}
    try:
        saved = save_generated_skill(
            name=skill.name,
            description=skill.description,
            body=skill.content,
            tags=skill.tags,
            sources=view.sources,
            author=principal.author,
            settings=view.settings,
            draft=True,
            idempotency=draft_idempotency(request),
            **fields,
        )
    except SkillError as exc:  # the tokens were spent: a failure event still reports them
        exc.usage, exc.model_id = result.usage, result.model_id  # type: ignore[attr-defined]
        raise
    outcome = _outcome(
        request, saved, model_id=result.model_id, usage=result.usage, repairs=result.repairs
    )
    logger.info(
        "skill drafted" if not saved.replayed else "draft already saved by a concurrent delivery",
        extra={
            **keys,
            "skill": outcome.name,
            "version": outcome.version,
            "status": outcome.status,
            "model_id": outcome.model_id,
            **outcome.usage.to_dict(),
            "repairs": outcome.repairs,
        },
    )
    return outcome


def _source_text(request: DraftingRequest, read_source: SourceReader | None) -> str:
    if request.source.text is not None:
        return request.source.text
    if read_source is None:
        raise BadGenerationRequestError(
            "this deployment reads no s3_uri sources (no skills bucket is configured); send "
            "the material as source.text"
        )
    return read_source(request)


def _outcome(
    request: DraftingRequest, saved: SaveResult, *, model_id: str | None, usage: Usage, repairs: int
) -> DraftOutcome:
    return DraftOutcome(
        tenant=request.tenant,
        request_id=request.request_id,
        name=saved.name,
        version=saved.version,
        store=saved.store,
        status=saved.status,
        findings=finding_counts(saved.findings),
        model_id=model_id,
        usage=usage,
        repairs=repairs,
        replayed=saved.replayed,
        digest=saved.digest,
        shadowed_by=saved.shadowed_by,
        warnings=tuple(saved.warnings),
    )


def finding_counts(findings: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Findings by severity, every severity present (0 when none)."""
    counts: dict[str, int] = dict.fromkeys(SEVERITIES, 0)
    for finding in findings:
        severity = finding.get("severity")
        if isinstance(severity, str) and severity in counts:
            counts[severity] += 1
    return counts


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
        "retryable": bool(getattr(error, "retryable", False)),
        "reason": " ".join(reason.split())[:MAX_REASON_CHARS],
        "findings": finding_counts(findings),
        "model_id": getattr(error, "model_id", None),
        **usage.to_dict(),
        "repairs": int(getattr(error, "repairs", 0) or 0),
    }


__all__ = [
    "DRAFT_OPERATION",
    "FAILED_DETAIL_TYPE",
    "GENERATED_DETAIL_TYPE",
    "DraftOutcome",
    "SourceReader",
    "draft_and_save",
    "draft_idempotency",
    "failed_event",
    "finding_counts",
    "generated_event",
    "recorded_draft",
]
