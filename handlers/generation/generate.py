"""Generation handler (SPEC §7): SQS batches from the generation queue; failures are reported
per message (partial batch response), so SQS retries only those and moves them to the
dead-letter queue after the queue's ``maxReceiveCount``.

Each message is one of (:mod:`handlers.generation.generation_routing`):

- a **finished skill** ("Skill Generation Requested" with a description and a body), saved with
  ``save_generated_skill`` into its tenant's store;
- a **model-backed request** (instructions and source material), drafted by the deployment's
  model and saved as a pending version (:mod:`handlers.generation.generation_drafting`);
- an S3 **"Object Created"** event from the drop folder (``sources/<tenant>/``): a model-backed
  request for the uploaded document; a folder marker is acknowledged and ignored.

Exactly once per ``(tenant, request_id)``: the request id is the save's idempotency key and
the store writes its record in the same transaction as the skill (``SKILLS_IDEMPOTENCY_TABLE``
when set, else the skills table), so a redelivery, or a retry after a lost reply, gets the
first answer and never a second version (a model-backed redelivery never calls the model). A
record that expired or was lost is covered by the changelog: the save's author is
``event:<request_id>`` and a request the changelog already shows is answered from it. A failed
save records nothing, so its redelivery is tried afresh (a request whose drafts the model
could not get right is remembered for a few hours, so its redeliveries cost no tokens).

The batch utility is imported here only, so the HTTP functions' cold starts never pay for it."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.typing import LambdaContext

from handlers.generation import generation_drafting
from handlers.generation.generation_failures import (
    INTERNAL,
    REQUEST_ID_REUSED,
    GenerationFailedError,
    fail,
)
from handlers.generation.generation_models import GenerationRequest, MessageError
from handlers.generation.generation_routing import Drafting, Finished, Ignored, route
from handlers.runtime import count_findings, get_service, get_settings, logger, metrics
from skills_core.errors import SkillUnsafeError
from skills_core.service import SaveCommand

processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=False)


def save_request(request: GenerationRequest) -> dict[str, Any]:
    """Save one finished skill to its tenant's store (once per tenant and request_id)."""
    fields = request.model_dump(exclude_none=True, exclude={"tenant", "request_id"})
    outcome = get_service().save_generated(
        request.tenant, request.request_id, SaveCommand.from_mapping(fields)
    )
    return outcome.to_dict()


def record_handler(record: SQSRecord) -> dict[str, Any]:
    """Process one message; raise to report it failed (it stays in the queue for retry)."""
    keys: dict[str, Any] = {"message_id": record.message_id}
    try:
        routed = route(record.body, bucket=get_settings().bucket)
    except MessageError as exc:
        keys.update(exc.peek)
        generation_drafting.report_unreadable(exc, record)
        raise fail(exc, keys) from None
    except Exception as exc:
        raise fail(exc, keys) from exc
    if isinstance(routed, Ignored):
        logger.info(
            "drop folder: nothing to draft",
            extra={**keys, "reason": routed.reason, "key": routed.key[:256]},
        )
        return {"ignored": routed.reason}
    if isinstance(routed, Drafting):
        return generation_drafting.handle(routed, record, keys)
    return _save_finished(routed, keys)


def _save_finished(routed: Finished, keys: dict[str, Any]) -> dict[str, Any]:
    request = routed.request
    keys.update(tenant=request.tenant, skill=request.name, request_id=request.request_id)
    try:
        outcome = save_request(request)
    except Exception as exc:
        if isinstance(exc, SkillUnsafeError):
            count_findings(exc.findings, refused=True)
        raise fail(exc, keys, [request.body]) from exc
    replayed = bool(outcome.get("replayed"))
    if not replayed:
        count_findings(counts=outcome.get("findings") or {})
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
    "INTERNAL",
    "REQUEST_ID_REUSED",
    "GenerationFailedError",
    "lambda_handler",
    "record_handler",
    "save_request",
]
