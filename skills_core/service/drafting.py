"""Model-backed generation use case (SPEC §7): draft a skill from source material, check and
scan it, and save it as a pending version of its tenant's store, exactly once per
``(tenant, request_id)``.

Exactly once, and a redelivery costs no model call: the request id is the write's idempotency
key (``event:<request_id>``, the namespace of finished-skill events, so one request id cannot
be both), and its fingerprint is the *request* (instructions, source, name, tags), not the
draft, which differs on every call. Before reading the source or calling the model, the
store's idempotency record is looked up (one GetItem): a request already saved gets the first
answer back. The save goes through the service's event save (``save_event``) with that
idempotency as an override, so the record is written in the same transaction as the version
and a concurrent twin of the request is answered from it too. The version's changelog entry
notes the model, the tokens and the repair rounds (``model=<id> tokens=<in>/<out>
repairs=<n>``).

A deterministic failure costs tokens once: when the model's drafts were refused
(``GENERATION_FAILED``, ``SKILL_UNSAFE``), the failure is remembered for a few hours under the
key ``draft-failed:<request_id>`` beside the idempotency records (a :class:`FailureMemory`),
so the redeliveries SQS makes until the dead-letter queue fail at once with the same code,
without a model call. Failures a retry can fix (throttling, an outage) and failures that cost
no tokens (a bad message, a misconfigured model) are not remembered."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from skills_core.drafting.errors import (
    BadGenerationRequestError,
    DraftUnsafeError,
    GenerationError,
    SkillGenerationFailedError,
)
from skills_core.drafting.pipeline import DraftResult, draft_skill
from skills_core.drafting.port import Drafter, Usage
from skills_core.drafting.request import DraftingRequest
from skills_core.errors import SkillError
from skills_core.governance.findings import findings_by_severity
from skills_core.idempotency import Idempotency
from skills_core.model import SaveResult
from skills_core.service.draft_events import failed_event
from skills_core.service.generation import save_event
from skills_core.service.principal import Principal
from skills_core.service.tenants import TenantView
from skills_core.service.writes import SaveCommand, idempotency

logger = logging.getLogger("skills_core")

#: The idempotency operation of a model draft (a finished skill's is ``save``).
DRAFT_OPERATION = "draft"

#: How long a refused request's failure is remembered: the queue's redeliveries of one
#: message (3 receives, a 90-minute visibility timeout) fit well inside it.
FAILURE_TTL_SECONDS = 6 * 60 * 60
#: The failure records' key prefix (never an ``event:`` or ``http:`` key).
FAILURE_KEY_PREFIX = "draft-failed:"

#: Reads a request's ``s3_uri`` source (the handler passes an ``S3SourceReader``).
SourceReader = Callable[[DraftingRequest], str]


class FailureMemory(Protocol):
    """Where refused requests are remembered (the handler passes ``DraftFailureRecords``)."""

    def recorded(self, idempotency: Idempotency) -> Mapping[str, Any] | None:
        """The failure recorded for this key (``IdempotencyKeyReusedError`` when it was
        recorded for another request), or ``None``."""
        ...

    def remember(self, idempotency: Idempotency, failure: Mapping[str, Any]) -> None:
        """Record ``failure`` (a failure event's detail) unless a live record exists."""
        ...


class RecordedFailureError(GenerationError):
    """An earlier delivery of this request was refused in a way a retry repeats: failed again
    at once, with the recorded code and reason and no model call."""

    retryable = False

    def __init__(self, failure: Mapping[str, Any]) -> None:
        code = str(failure.get("error_code") or "GENERATION_FAILED")
        reason = str(failure.get("reason") or "")
        super().__init__(
            f"this request was already refused ({code}) and is not drafted again: {reason} "
            "Send a new request_id to try again."
        )
        self.code = code
        self.failure = dict(failure)
        name = failure.get("name")
        self.name = name if isinstance(name, str) else None
        self.model_id = (
            failure.get("model_id") if isinstance(failure.get("model_id"), str) else None
        )


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


def changelog_note(result: DraftResult) -> str:
    """What the version's changelog entry says about its draft: model, tokens, repairs."""
    usage = result.usage
    return (
        f"model={result.model_id} tokens={usage.input_tokens}/{usage.output_tokens} "
        f"repairs={result.repairs}"
    )


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


def failure_idempotency(request: DraftingRequest) -> Idempotency:
    """The key of the request's failure record: ``draft-failed:<request_id>``, the request's
    own fingerprint, a few hours to live."""
    return Idempotency(
        key=f"{FAILURE_KEY_PREFIX}{request.request_id}",
        fingerprint=draft_idempotency(request).fingerprint,
        ttl_seconds=FAILURE_TTL_SECONDS,
    )


def recorded_failure(failures: FailureMemory | None, request: DraftingRequest) -> None:
    """Raise :class:`RecordedFailureError` when an earlier delivery was refused."""
    if failures is None:
        return
    failure = failures.recorded(failure_idempotency(request))
    if failure is not None:
        raise RecordedFailureError(failure)


def remember_failure(
    failures: FailureMemory | None, request: DraftingRequest, error: BaseException
) -> bool:
    """Record a refusal that spent tokens and that a redelivery would repeat (the model's
    drafts broke the rules, or the scanner refused one). Best effort: a record that cannot
    be written only costs the redeliveries their model calls."""
    if failures is None or not isinstance(error, SkillGenerationFailedError | DraftUnsafeError):
        return False
    detail = {
        **failed_event(request.tenant, request.request_id, error, name=request.name),
        "time": int(time.time()),
    }
    try:
        failures.remember(failure_idempotency(request), detail)
    except Exception as exc:  # the message fails anyway; its redeliveries will draft again
        logger.warning(
            "the failure of a generation request could not be recorded",
            extra={"tenant": request.tenant, "request_id": request.request_id,
                   "error": type(exc).__name__},
        )  # fmt: skip
        return False
    return True


def draft_and_save(
    view: TenantView,
    request: DraftingRequest,
    drafter: Drafter,
    *,
    read_source: SourceReader | None = None,
    max_repairs: int | None = None,
    failures: FailureMemory | None = None,
) -> DraftOutcome:
    """Draft, check, scan and save one request into ``view``'s store (the request's tenant).

    Order: no store fails first (nothing spent); then the idempotency record (a redelivery
    returns the first answer: no source read, no model call) and the failure record (a
    request refused before fails again at once); then the source, the drafting loop
    (``max_repairs`` defaults to ``SKILLS_GENERATION_MAX_REPAIRS``) and the save. Raises the
    drafting errors (:mod:`skills_core.drafting.errors`), :class:`RecordedFailureError` and
    the save's errors."""
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
    recorded_failure(failures, request)
    source_text = _source_text(request, read_source)
    try:
        result = draft_skill(
            drafter,
            request.draft_input(source_text),
            view.settings,
            max_repairs=max_repairs,
            log_context=keys,
        )
    except (SkillGenerationFailedError, DraftUnsafeError) as exc:
        remember_failure(failures, request, exc)
        raise
    skill = result.checked.skill
    fields: dict[str, Any] = {"args": list(skill.args)} if skill.args else {}
    command = SaveCommand(
        name=skill.name,
        description=skill.description,
        body=skill.content,
        tags=tuple(skill.tags),
        fields=fields,
    )
    try:
        saved = save_event(
            view,
            request.request_id,
            command,
            draft=True,
            idempotency=draft_idempotency(request),
            note=changelog_note(result),
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
        findings=findings_by_severity(saved.findings),
        model_id=model_id,
        usage=usage,
        repairs=repairs,
        replayed=saved.replayed,
        digest=saved.digest,
        shadowed_by=saved.shadowed_by,
        warnings=tuple(saved.warnings),
    )


__all__ = [
    "DRAFT_OPERATION",
    "FAILURE_KEY_PREFIX",
    "FAILURE_TTL_SECONDS",
    "DraftOutcome",
    "FailureMemory",
    "RecordedFailureError",
    "SourceReader",
    "changelog_note",
    "draft_and_save",
    "draft_idempotency",
    "failure_idempotency",
    "recorded_draft",
    "recorded_failure",
    "remember_failure",
]
