"""Generation handler (SPEC §7): SQS batches of "Skill Generation Requested" messages, each
saved with ``save_generated_skill`` into its tenant's store; failures are reported per message
(partial batch response), so SQS retries only those and moves them to the dead-letter queue
after the queue's ``maxReceiveCount``.

Exactly once per ``(tenant, request_id)``: the request id is the save's idempotency key and
the store writes its record in the same transaction as the skill (``SKILLS_IDEMPOTENCY_TABLE``
when set, else the skills table), so a redelivery, or a retry after a lost reply, gets the
first answer and never a second version. A record that expired or was lost is covered by the
changelog: the save's author is ``event:<request_id>`` and a request the changelog already
shows is answered from it. A failed save records nothing, so its redelivery is tried afresh.

The batch utility is imported here only, so the HTTP functions' cold starts never pay for it."""

from __future__ import annotations

import traceback
from pathlib import Path
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.typing import LambdaContext

from skills_core.errors import IdempotencyKeyReusedError, SkillError
from skills_core.service import SaveCommand

from .app import get_service, get_settings, logger, metrics
from .generation_models import GenerationRequest, MessageError, parse_message

#: Error codes of failures logged as ``error_code`` beside the SkillError codes.
REQUEST_ID_REUSED = "REQUEST_ID_REUSED"
INTERNAL = "INTERNAL"
MAX_REASON_CHARS = 500


class GenerationFailedError(Exception):
    """One message failed (already logged); the batch processor reports it for retry."""

    def __init__(self, code: str) -> None:
        super().__init__(f"skill generation failed: {code}")
        self.code = code


processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=False)


def save_request(request: GenerationRequest) -> dict[str, Any]:
    """Save one request to its tenant's store (once per tenant and request_id)."""
    fields = request.model_dump(exclude_none=True, exclude={"tenant", "request_id"})
    outcome = get_service().save_generated(
        request.tenant, request.request_id, SaveCommand.from_mapping(fields)
    )
    return outcome.to_dict()


def _reason(exc: BaseException, request: GenerationRequest | None) -> str:
    """A failure's reason for the log: our own error text, cut short, and never anything that
    quotes the skill body."""
    if isinstance(exc, IdempotencyKeyReusedError):
        text = (
            "this tenant's request_id was already used for different content; send the new "
            "content with a new request_id"
        )
    elif isinstance(exc, SkillError):
        text = exc.message
    elif isinstance(exc, MessageError):
        text = exc.reason
    else:
        text = type(exc).__name__
    text = " ".join(text.split())[:MAX_REASON_CHARS]
    if request is not None:
        snippet = " ".join(request.body.split())[:40]
        if len(snippet) >= 8 and snippet in text:
            return f"{type(exc).__name__} (details withheld: they quote the skill body)"
    return text


def _failure_code(exc: Exception) -> str:
    if isinstance(exc, IdempotencyKeyReusedError):
        return REQUEST_ID_REUSED
    if isinstance(exc, SkillError | MessageError):
        return str(exc.code)
    return INTERNAL


def _where(exc: BaseException) -> str:
    """Where an unexpected exception was raised (file, line, function): enough to find the
    bug, without the exception's text, which might quote the message."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return type(exc).__name__
    last = frames[-1]
    return f"{type(exc).__name__} at {Path(last.filename).name}:{last.lineno} in {last.name}"


def _fail(
    exc: Exception, keys: dict[str, Any], request: GenerationRequest | None
) -> GenerationFailedError:
    code = _failure_code(exc)
    reason = _where(exc) if code == INTERNAL else _reason(exc, request)
    metrics.add_metric(name="GenerationFailures", unit=MetricUnit.Count, value=1)
    log = logger.error if code == INTERNAL else logger.warning
    log("skill generation failed", extra={**keys, "error_code": code, "reason": reason})
    return GenerationFailedError(code)


def record_handler(record: SQSRecord) -> dict[str, Any]:
    """Process one message; raise to report it failed (it stays in the queue for retry)."""
    keys: dict[str, Any] = {"message_id": record.message_id}
    request: GenerationRequest | None = None
    try:
        request = parse_message(record.body)
        keys.update(tenant=request.tenant, skill=request.name, request_id=request.request_id)
        outcome = save_request(request)
    except MessageError as exc:
        keys.update(exc.peek)
        raise _fail(exc, keys, request) from None
    except Exception as exc:
        raise _fail(exc, keys, request) from exc
    replayed = bool(outcome.get("replayed"))
    metrics.add_metric(
        name="DuplicateDeliveries" if replayed else "GeneratedSaves",
        unit=MetricUnit.Count,
        value=1,
    )
    logger.info(
        "duplicate delivery: skill already saved" if replayed else "skill generated",
        extra={
            **keys,
            "version": outcome.get("version"),
            "shadowed_by": outcome.get("shadowed_by"),
            "warnings": len(outcome.get("warnings") or ()),
        },
    )
    return outcome


get_settings()  # validate the environment at cold start: a bad one fails the init phase


@metrics.log_metrics
@logger.inject_lambda_context(clear_state=True)
def lambda_handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    """Returns ``{"batchItemFailures": [{"itemIdentifier": <messageId>}...]}``; never raises
    for failed messages (a bad configuration does raise: every message is retried)."""
    get_settings()
    response = process_partial_response(
        event=event, record_handler=record_handler, processor=processor, context=context
    )
    return dict(response)


__all__ = [
    "GenerationFailedError",
    "lambda_handler",
    "record_handler",
    "save_request",
]
