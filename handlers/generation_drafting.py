"""The model-backed path of the generation worker (SPEC §7): one request (from a message or an
upload to the drop folder) drafted by the deployment's model, checked, scanned and saved as a
pending version through :func:`skills_core.service.drafting.draft_and_save`, then reported:
a log line, metrics, and a ``Skill Generated`` / ``Skill Generation Failed`` event on the
project's bus (``SKILLS_EVENT_BUS``).

The drafter: Amazon Bedrock with ``SKILLS_GENERATION_MODEL_ID``. Without a model id a
model-backed message fails as a bad message saying how to turn the feature on. The one seam,
:func:`use_drafter`, is for the local run (the offline stand-in, or Bedrock reached from a
laptop) and tests (a stubbed client); nothing deployed calls it, and no code shipped to Lambda
builds an offline drafter, so a deployment can never draft with the stand-in by mistake.

Events: one per outcome that did work. A request already saved (a redelivery) or already
refused (a remembered failure) puts none: its first delivery did. A failed PutEvents never
fails the message (the save is stored, exactly once): it is logged and counted
(``ResultEventsNotPut``). Events carry identifiers, status, finding counts, the model and its
tokens; never the body, the instructions or the source material."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit, single_metric
from aws_lambda_powertools.metrics.functions import is_metrics_disabled
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

from skills_core.drafting.errors import BadGenerationRequestError
from skills_core.drafting.port import Drafter, Usage
from skills_core.drafting.request import REQUEST_ID_PATTERN, DraftingRequest
from skills_core.errors import SkillError, SkillUnsafeError
from skills_core.service import Principal
from skills_core.service.draft_events import (
    FAILED_DETAIL_TYPE,
    GENERATED_DETAIL_TYPE,
    failed_event,
    generated_event,
    is_retryable,
)
from skills_core.service.drafting import (
    DraftOutcome,
    FailureMemory,
    RecordedFailureError,
    draft_and_save,
)
from skills_core.settings import TENANT_RE, Settings

from .generation_failures import (
    INTERNAL,
    GenerationFailedError,
    fail,
    failure_code,
    reason,
)
from .generation_models import MessageError
from .generation_routing import Drafting
from .runtime import count_findings, get_service, get_settings, logger, metrics

#: The ``source`` of the result events (the bus's request rule matches another source and
#: detail-type, so results never come back as requests).
RESULT_SOURCE = "skills.service"
MODEL_OFF = (
    "model-backed generation is off: set the GenerationModelId parameter "
    "(SKILLS_GENERATION_MODEL_ID) to a Bedrock model or inference profile id; finished "
    "skills (description and body) are saved without a model"
)
_REQUEST_ID_RE = re.compile(REQUEST_ID_PATTERN)

#: Makes the drafter of a request from the settings.
DrafterFactory = Callable[[Settings], Drafter]


def bedrock_drafter(settings: Settings, *, client: Any = None) -> Drafter:
    """The deployment's drafter: Bedrock with ``SKILLS_GENERATION_MODEL_ID`` (``client``: a
    ``bedrock-runtime`` client to use instead of the shared one)."""
    if not settings.generation_model_id:
        raise BadGenerationRequestError(MODEL_OFF)
    from skills_core.aws.bedrock_drafter import BedrockDrafter

    return BedrockDrafter.from_settings(settings, client=client)


_factory: DrafterFactory = bedrock_drafter


def use_drafter(factory: DrafterFactory | None) -> None:
    """Replace how drafters are made (the local run, tests); ``None`` restores Bedrock."""
    global _factory
    _factory = factory or bedrock_drafter


def make_drafter(settings: Settings) -> Drafter:
    return _factory(settings)


def _failure_records(settings: Settings, tenant: str) -> FailureMemory | None:
    if not settings.table:
        return None
    from skills_core.aws.clients import client
    from skills_core.aws.draft_failures import DraftFailureRecords

    return DraftFailureRecords(
        settings.table,
        tenant=tenant,
        idempotency_table=settings.idempotency_table,
        client=client("dynamodb"),
    )


def _draft(request: DraftingRequest, settings: Settings) -> DraftOutcome:
    drafter = make_drafter(settings)  # a deployment without a model fails here, spending nothing
    view = get_service().view(Principal.for_event(request.tenant, request.request_id))
    reader = None
    if settings.bucket:
        from skills_core.aws.source_material import S3SourceReader

        reader = S3SourceReader(settings.bucket)
    return draft_and_save(
        view,
        request,
        drafter,
        read_source=reader,
        failures=_failure_records(settings, request.tenant),
    )


def handle(drafting: Drafting, record: SQSRecord, keys: dict[str, Any]) -> dict[str, Any]:
    """Draft and save one request; raise :class:`GenerationFailedError` (already logged,
    counted and reported) when it failed."""
    request = drafting.request
    settings = get_settings()
    keys.update(tenant=request.tenant, request_id=request.request_id, origin=drafting.origin)
    if request.name:
        keys["skill"] = request.name
    attempt = receive_count(record)
    context = {"origin": drafting.origin, "attempt": attempt, "source_uri": request.source.s3_uri}
    try:
        outcome = _draft(request, settings)
    except Exception as exc:
        secrets = [request.instructions, request.source.text or ""]
        failed = _failed(exc, request, settings, keys, context, secrets)
        raise failed from (None if isinstance(exc, SkillError) else exc)
    log = {**keys, "version": outcome.version, "status": outcome.status}
    if outcome.replayed:
        metrics.add_metric(name="DuplicateDeliveries", unit=MetricUnit.Count, value=1)
        logger.info("duplicate delivery: draft already saved", extra=log)
        return outcome.to_dict()
    metrics.add_metric(name="SkillsDrafted", unit=MetricUnit.Count, value=1)
    count_findings(counts=outcome.findings)
    metrics.add_metric(name="DraftRepairs", unit=MetricUnit.Count, value=outcome.repairs)
    _count_tokens(outcome.usage)
    put_result(settings, GENERATED_DETAIL_TYPE, {**generated_event(outcome), **context}, keys)
    logger.info(
        "skill drafted",
        extra={
            **log,
            "model_id": outcome.model_id,
            **outcome.usage.to_dict(),
            "repairs": outcome.repairs,
            "findings": dict(outcome.findings),
        },
    )
    return outcome.to_dict()


def _failed(
    exc: BaseException,
    request: DraftingRequest,
    settings: Settings,
    keys: dict[str, Any],
    context: dict[str, Any],
    secrets: list[str],
) -> GenerationFailedError:
    code = failure_code(exc)
    replayed = isinstance(exc, RecordedFailureError)
    usage = getattr(exc, "usage", None)
    usage = usage if isinstance(usage, Usage) else Usage()
    _count_tokens(usage)
    _count_failure(code)
    if isinstance(exc, SkillUnsafeError):
        count_findings(exc.findings, refused=True)
    if replayed:
        metrics.add_metric(name="DraftFailureReplays", unit=MetricUnit.Count, value=1)
    else:
        detail = failed_event(request.tenant, request.request_id, exc, name=request.name)
        detail["error_code"] = code
        if code != INTERNAL:
            detail["reason"] = reason(exc, secrets)
        put_result(settings, FAILED_DETAIL_TYPE, {**detail, **context}, keys)
    model_id = getattr(exc, "model_id", None)
    return fail(
        exc,
        keys,
        secrets,
        retryable=is_retryable(exc),
        attempt=context["attempt"],
        replayed=replayed,
        model_id=model_id if isinstance(model_id, str) else None,
        **usage.to_dict(),
    )


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
    detail = failed_event(tenant, request_id, BadGenerationRequestError(exc.reason))
    detail.update(origin="message", attempt=receive_count(record), source_uri=None)
    put_result(get_settings(), FAILED_DETAIL_TYPE, detail, dict(exc.peek))


def put_result(
    settings: Settings, detail_type: str, detail: dict[str, Any], keys: dict[str, Any]
) -> bool:
    """Put one result event on the project's bus; ``False`` (logged, counted) when it could
    not be put. Never raises: the outcome it reports is already stored."""
    bus = settings.event_bus
    if not bus:
        return False
    from skills_core.aws.clients import client, error_code

    entry = {
        "Source": RESULT_SOURCE,
        "DetailType": detail_type,
        "Detail": json.dumps(detail, ensure_ascii=False, separators=(",", ":")),
        "EventBusName": bus,
    }
    try:
        reply = client("events").put_events(Entries=[entry])
    except Exception as exc:  # whatever it is, the outcome it reports is stored already
        problem = error_code(exc) or type(exc).__name__
    else:
        if not reply.get("FailedEntryCount"):
            return True
        problem = str((reply.get("Entries") or [{}])[0].get("ErrorCode") or "FailedEntry")
    metrics.add_metric(name="ResultEventsNotPut", unit=MetricUnit.Count, value=1)
    logger.warning(
        "generation result event not put",
        extra={**keys, "detail_type": detail_type, "error": problem},
    )
    return False


def receive_count(record: SQSRecord) -> int:
    """How many times SQS has handed out this message (1 on the first delivery)."""
    try:
        return int(record.attributes.approximate_receive_count or 1)
    except (TypeError, ValueError, KeyError):
        return 1


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


__all__ = [
    "MODEL_OFF",
    "RESULT_SOURCE",
    "DrafterFactory",
    "bedrock_drafter",
    "handle",
    "make_drafter",
    "put_result",
    "receive_count",
    "report_unreadable",
    "use_drafter",
]
