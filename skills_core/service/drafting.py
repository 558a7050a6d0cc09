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
from collections.abc import Mapping
from typing import Any

from skills_core.drafting.errors import (
    BadGenerationRequestError,
    DraftNotSavedError,
    DraftUnsafeError,
    GenerationError,
    SkillGenerationFailedError,
)
from skills_core.drafting.generation_ports import FailureMemory, SourceReader
from skills_core.drafting.pipeline import DraftResult, draft_skill
from skills_core.drafting.port import DraftCost, Drafter
from skills_core.drafting.request import DraftingRequest
from skills_core.errors import SkillError
from skills_core.idempotency import Idempotency
from skills_core.model import SaveResult
from skills_core.service.draft_events import failed_event
from skills_core.service.generation import GenerationOutcome, save_event
from skills_core.service.principal import Principal
from skills_core.service.tenants import TenantView
from skills_core.service.writes import Drafted, SaveCommand, governed_store, idempotency

logger = logging.getLogger("skills_core")

#: The idempotency operation of a model draft (a finished skill's is ``save``).
DRAFT_OPERATION = "draft"

#: How long a refused request's failure is remembered: the queue's redeliveries of one
#: message (3 receives, a 90-minute visibility timeout) fit well inside it.
FAILURE_TTL_SECONDS = 6 * 60 * 60
#: The failure records' key prefix (never an ``event:`` or ``http:`` key).
FAILURE_KEY_PREFIX = "draft-failed:"


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
        model_id = failure.get("model_id")
        self.cost = DraftCost(model_id if isinstance(model_id, str) else None)


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
    """The answer an earlier delivery of this request got (the request's one idempotency
    lookup), or ``None``. A request id used before for another request raises
    ``IdempotencyKeyReusedError``."""
    recorded = governed_store(view).recorded(draft_idempotency(request))
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
    failure = failures.recorded(request.tenant, failure_idempotency(request))
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
        **failed_event(
            request.tenant, request.request_id, error, name=request.name, secrets=secrets(request)
        ),
        "time": int(time.time()),
    }
    try:
        failures.remember(request.tenant, failure_idempotency(request), detail)
    except Exception as exc:  # the message fails anyway; its redeliveries will draft again
        logger.warning(
            "the failure of a generation request could not be recorded",
            extra={"tenant": request.tenant, "request_id": request.request_id,
                   "error": type(exc).__name__},
        )  # fmt: skip
        return False
    return True


def secrets(request: DraftingRequest) -> tuple[str, ...]:
    """What a failure's reason must never quote: the instructions and the source material."""
    return (request.instructions, request.source.text or "")


def draft_and_save(
    view: TenantView,
    request: DraftingRequest,
    drafter: Drafter,
    *,
    read_source: SourceReader | None = None,
    max_repairs: int | None = None,
    failures: FailureMemory | None = None,
) -> GenerationOutcome:
    """Draft, check, scan and save one request into ``view``'s store (the request's tenant).

    Order: no store fails first (nothing spent); then the idempotency record (a redelivery
    returns the first answer: no source read, no model call) and the failure record (a
    request refused before fails again at once); then the source, the drafting loop
    (``max_repairs`` defaults to ``SKILLS_GENERATION_MAX_REPAIRS``) and the save, with the
    loop's scan decision (the draft is scanned once). Raises the drafting errors
    (:mod:`skills_core.drafting.errors`; a failed save as :class:`DraftNotSavedError`, with
    the tokens spent) and :class:`RecordedFailureError`."""
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
        return GenerationOutcome.of(request.tenant, request.request_id, earlier, draft=DraftCost())
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
    drafted = Drafted(draft_idempotency(request), result.decision, changelog_note(result))
    try:
        saved = save_event(view, request.request_id, command, drafted=drafted)
    except GenerationError:
        raise
    except SkillError as exc:  # the tokens were spent: a failure event still reports them
        raise DraftNotSavedError(exc, cost=result.cost) from exc
    outcome = GenerationOutcome.of(request.tenant, request.request_id, saved, draft=result.cost)
    logger.info(
        "skill drafted" if not saved.replayed else "draft already saved by a concurrent delivery",
        extra={
            **keys,
            "skill": outcome.name,
            "version": outcome.version,
            "status": outcome.status,
            **result.cost.to_dict(),
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


__all__ = [
    "DRAFT_OPERATION",
    "FAILURE_KEY_PREFIX",
    "FAILURE_TTL_SECONDS",
    "RecordedFailureError",
    "changelog_note",
    "draft_and_save",
    "draft_idempotency",
    "failure_idempotency",
    "recorded_draft",
    "recorded_failure",
    "remember_failure",
    "secrets",
]
