"""The model-backed path of the generation worker (SPEC §7): one request (from a message or an
upload to the drop folder) handed to the service (``SkillService.draft``: drafted by the
deployment's model, checked, scanned, saved as a pending version, its result event put on the
project's bus), then reported: a log line and metrics. Nothing here builds an adapter.

Events carry identifiers, status, finding counts, the model and its tokens; never the body,
the instructions or the source material. A result event that could not be put never fails
the message (the save is stored, exactly once): it is logged and counted
(``ResultEventsNotPut``)."""

from __future__ import annotations

import re
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit, single_metric
from aws_lambda_powertools.metrics.functions import is_metrics_disabled
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from handlers.generation.generation_failures import GenerationFailedError, fail
from handlers.generation.generation_models import MessageError
from handlers.generation.generation_routing import Drafting
from handlers.runtime import count_findings, get_service, logger, metrics
from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.drafting.port import Usage
from skills_core.drafting.request import REQUEST_ID_PATTERN
from skills_core.errors import SkillError, SkillUnsafeError
from skills_core.service.draft_events import (
    FAILED_DETAIL_TYPE,
    GENERATED_DETAIL_TYPE,
    failure_code,
    is_retryable,
)
from skills_core.service.drafting import secrets
from skills_core.settings import TENANT_RE

_REQUEST_ID_RE = re.compile(REQUEST_ID_PATTERN)


def handle(drafting: Drafting, record: SQSRecord, keys: dict[str, Any]) -> dict[str, Any]:
    """Draft and save one request; raise :class:`GenerationFailedError` (already logged,
    counted and reported) when it failed."""
    request = drafting.request
    keys.update(tenant=request.tenant, request_id=request.request_id, origin=drafting.origin)
    if request.name:
        keys["skill"] = request.name
    attempt = receive_count(record)
    context = {"origin": drafting.origin, "attempt": attempt, "source_uri": request.source.s3_uri}
    run = get_service().draft(request, context=context)
    _count_tokens(run.cost.usage)
    detail_type = GENERATED_DETAIL_TYPE if run.error is None else FAILED_DETAIL_TYPE
    _count_event(run.event_put, detail_type, keys)
    if run.error is not None:
        exc = run.error
        _count_failure(failure_code(exc))
        if isinstance(exc, SkillUnsafeError):
            count_findings(exc.findings, refused=True)
        if run.replayed_failure:
            metrics.add_metric(name="DraftFailureReplays", unit=MetricUnit.Count, value=1)
        failed = fail(
            exc,
            keys,
            secrets(request),
            retryable=is_retryable(exc),
            attempt=attempt,
            replayed=run.replayed_failure,
            **run.cost.to_dict(),
        )
        raise failed from (None if isinstance(exc, SkillError) else exc)
    outcome = run.outcome
    assert outcome is not None
    log = {**keys, "version": outcome.version, "status": outcome.status}
    if outcome.replayed:
        metrics.add_metric(name="DuplicateDeliveries", unit=MetricUnit.Count, value=1)
        logger.info("duplicate delivery: draft already saved", extra=log)
        return outcome.to_dict()
    metrics.add_metric(name="SkillsDrafted", unit=MetricUnit.Count, value=1)
    count_findings(counts=outcome.findings)
    metrics.add_metric(name="DraftRepairs", unit=MetricUnit.Count, value=outcome.repairs)
    logger.info(
        "skill drafted",
        extra={**log, **run.cost.to_dict(), "findings": dict(outcome.findings)},
    )
    return outcome.to_dict()


def report_unreadable(exc: MessageError, record: SQSRecord) -> None:
    """A model-backed message that could not be read as a request still gets a failure event
    when its tenant and request id could be read (the producer learns which field was
    wrong); otherwise the log line is all there is."""
    tenant, request_id = exc.peek.get("tenant", ""), exc.peek.get("request_id", "")
    if not (exc.drafting and TENANT_RE.fullmatch(tenant)):
        return
    if not _REQUEST_ID_RE.fullmatch(request_id):
        return
    _count_failure(exc.code)
    context = {"origin": "message", "attempt": receive_count(record), "source_uri": None}
    put = get_service().generation_failed(
        tenant, request_id, BadGenerationRequestError(exc.reason), context=context
    )
    _count_event(put, FAILED_DETAIL_TYPE, dict(exc.peek))


def receive_count(record: SQSRecord) -> int:
    """How many times SQS has handed out this message (1 on the first delivery)."""
    try:
        return int(record.attributes.approximate_receive_count or 1)
    except (TypeError, ValueError, KeyError):
        return 1


def _count_event(put: bool | None, detail_type: str, keys: dict[str, Any]) -> None:
    if put is False:
        metrics.add_metric(name="ResultEventsNotPut", unit=MetricUnit.Count, value=1)
        logger.warning(
            "generation result event not put", extra={**keys, "detail_type": detail_type}
        )


def _count_tokens(usage: Usage) -> None:
    if usage.total_tokens:
        metrics.add_metric(name="DraftInputTokens", unit=MetricUnit.Count, value=usage.input_tokens)
        metrics.add_metric(
            name="DraftOutputTokens", unit=MetricUnit.Count, value=usage.output_tokens
        )


def _count_failure(code: str) -> None:
    """``DraftFailures`` by ``error_code`` (a metric of its own: its dimension differs)."""
    if is_metrics_disabled():
        return
    with single_metric(
        name="DraftFailures",
        unit=MetricUnit.Count,
        value=1,
        namespace=metrics.namespace,
        default_dimensions={"service": str(metrics.service)},
    ) as metric:
        metric.add_dimension(name="error_code", value=code)


__all__ = ["GenerationFailedError", "handle", "receive_count", "report_unreadable"]
