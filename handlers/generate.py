"""Generation handler (SPEC §7): SQS batches of "Skill Generation Requested" messages, each
saved with ``save_generated_skill`` into its tenant's store; failures are reported per message
(partial batch response), so SQS retries only those and moves them to the dead-letter queue
after the queue's ``maxReceiveCount``.

Idempotency, keyed on ``(tenant, request_id)`` (Powertools, records in
``SKILLS_IDEMPOTENCY_TABLE``): a redelivered message returns the first delivery's result without
saving again. Only successes are recorded: when a save raises, Powertools deletes its in-progress
record, so a failed message is tried afresh on redelivery. A record whose status could not be
written keeps the message failing until its in-progress expiry (the invocation's remaining time)
has passed. As a second line, every save is authored ``event:<request_id>`` in the store's
changelog and a request the changelog already shows is answered from it: that covers an expired
or lost idempotency record, and a function running without an idempotency table.

Batch and idempotency are imported here only, so the HTTP functions' cold starts never pay for
them; the persistence layer and its client are built on first use, never at import."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import (
    BatchProcessor,
    EventType,
    process_partial_response,
)
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.idempotency import (
    DynamoDBPersistenceLayer,
    IdempotencyConfig,
    idempotent_function,
)
from aws_lambda_powertools.utilities.idempotency.exceptions import (
    IdempotencyAlreadyInProgressError,
    IdempotencyPersistenceLayerError,
    IdempotencyValidationError,
)
from aws_lambda_powertools.utilities.idempotency.persistence.datarecord import DataRecord
from aws_lambda_powertools.utilities.typing import LambdaContext

from skills_core.aws.clients import client as aws_client
from skills_core.aws.clients import error_code
from skills_core.errors import SkillError
from skills_core.service import SaveCommand
from skills_core.settings import Settings

from .app import get_service, get_settings, logger, metrics
from .generation_models import GenerationRequest, MessageError, parse_message

#: Idempotency records live as long as the queue keeps a message (its MessageRetentionPeriod,
#: 4 days): any copy SQS or EventBridge may still deliver finds the record.
IDEMPOTENCY_EXPIRY_SECONDS = 4 * 24 * 60 * 60
#: Error codes of failures that are not SkillErrors (logged as ``error_code``).
IN_PROGRESS = "IN_PROGRESS"
REQUEST_ID_REUSED = "REQUEST_ID_REUSED"
IDEMPOTENCY_UNAVAILABLE = "IDEMPOTENCY_UNAVAILABLE"
INTERNAL = "INTERNAL"
MAX_REASON_CHARS = 500

#: The payload fields hashed for validation: a request_id reused for different content fails
#: instead of silently answering with the other request's result.
_CONTENT_FIELDS = [f for f in GenerationRequest.model_fields if f not in {"tenant", "request_id"}]


class GenerationFailedError(Exception):
    """One message failed (already logged); the batch processor reports it for retry."""

    def __init__(self, code: str) -> None:
        super().__init__(f"skill generation failed: {code}")
        self.code = code


def _mark_replayed(response: Any, idempotent_data: DataRecord) -> Any:
    """Answers from an idempotency record say so (they are never counted as new saves)."""
    return {**response, "replayed": True} if isinstance(response, dict) else response


IDEMPOTENCY_CONFIG = IdempotencyConfig(
    event_key_jmespath="[tenant, request_id]",
    payload_validation_jmespath=f"[{', '.join(_CONTENT_FIELDS)}]",
    expires_after_seconds=IDEMPOTENCY_EXPIRY_SECONDS,
    response_hook=_mark_replayed,
)

processor = BatchProcessor(event_type=EventType.SQS, raise_on_entire_batch_failure=False)
_warned_without_idempotency = False


def save_request(*, request: GenerationRequest) -> dict[str, Any]:
    """Save one request to its tenant's store (at most once per tenant and request_id)."""
    fields = request.model_dump(exclude_none=True, exclude={"tenant", "request_id"})
    outcome = get_service().save_generated(
        request.tenant, request.request_id, SaveCommand.from_mapping(fields)
    )
    return outcome.to_dict()


@lru_cache(maxsize=4)
def _idempotent_saver(table_name: str, client: Any) -> Callable[..., dict[str, Any]]:
    """``save_request`` behind a persistence layer on ``table_name``, built on first use with
    the shared short-timeout client (a new client, e.g. after a cold start, gets a new one)."""
    layer = DynamoDBPersistenceLayer(table_name=table_name, boto3_client=client)
    saver: Callable[..., dict[str, Any]] = idempotent_function(
        save_request,
        data_keyword_argument="request",
        config=IDEMPOTENCY_CONFIG,
        persistence_store=layer,
    )
    return saver


def _save_once(request: GenerationRequest, settings: Settings) -> dict[str, Any]:
    global _warned_without_idempotency
    if settings.idempotency_table is None:
        if not _warned_without_idempotency:
            _warned_without_idempotency = True
            logger.warning(
                "SKILLS_IDEMPOTENCY_TABLE is not set: generation runs without idempotency "
                "records; redeliveries are recognised from the store's changelog only"
            )
        return save_request(request=request)
    saver = _idempotent_saver(settings.idempotency_table, aws_client("dynamodb"))
    return saver(request=request)


def _reason(exc: BaseException, request: GenerationRequest | None) -> str:
    """A failure's reason for the log: our own error text, cut short, and never anything that
    quotes the skill body."""
    if isinstance(exc, SkillError):
        text = exc.message
    elif isinstance(exc, MessageError):
        text = exc.reason
    elif isinstance(exc, IdempotencyAlreadyInProgressError):
        text = "another delivery of this request is being saved; the retry returns its result"
    elif isinstance(exc, IdempotencyValidationError):
        text = (
            "this tenant's request_id was already used for different content; send the new "
            "content with a new request_id"
        )
    else:
        text = type(exc).__name__
    text = " ".join(text.split())[:MAX_REASON_CHARS]
    if request is not None:
        snippet = " ".join(request.body.split())[:40]
        if len(snippet) >= 8 and snippet in text:
            return f"{type(exc).__name__} (details withheld: they quote the skill body)"
    return text


def _failure_code(exc: Exception) -> str:
    if isinstance(exc, SkillError | MessageError):
        return str(exc.code)
    if isinstance(exc, IdempotencyAlreadyInProgressError):
        return IN_PROGRESS
    if isinstance(exc, IdempotencyValidationError):
        return REQUEST_ID_REUSED
    if isinstance(exc, IdempotencyPersistenceLayerError):
        return IDEMPOTENCY_UNAVAILABLE
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
    if code == IDEMPOTENCY_UNAVAILABLE:
        cause = exc.__cause__
        detail = (error_code(cause) or type(cause).__name__) if cause is not None else "unknown"
        reason = f"{exc.args[0] if exc.args else type(exc).__name__}: {detail}"
    elif code == INTERNAL:
        reason = _where(exc)
    else:
        reason = _reason(exc, request)
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
        outcome = _save_once(request, get_settings())
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
    if callable(getattr(context, "get_remaining_time_in_millis", None)):
        # In-progress records then expire with this invocation, so a crash mid-save blocks
        # redeliveries only until the invocation's timeout.
        IDEMPOTENCY_CONFIG.register_lambda_context(context)
    response = process_partial_response(
        event=event, record_handler=record_handler, processor=processor, context=context
    )
    return dict(response)


__all__ = [
    "IDEMPOTENCY_CONFIG",
    "IDEMPOTENCY_EXPIRY_SECONDS",
    "GenerationFailedError",
    "lambda_handler",
    "record_handler",
    "save_request",
]
