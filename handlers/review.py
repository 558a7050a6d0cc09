"""Review function (SPEC §10 "Model review", §11 derived state): fed by the skill table's
DynamoDB stream, filtered to the INSERT of version items (``VER#…``), it has the deployment's
model review each new version through ``SkillService.review_by_model``: once per digest (a
redelivered record only reads), never approving anything, and with
``SKILLS_REVIEW_MODEL_ACTION=reject`` rejecting a pending version judged malicious.

Records of one shard arrive in order and Lambda retries a batch from the first failed
sequence number: the first record that fails (a throttled or unavailable model, the store
unreachable, a misconfigured model) ends the batch, and it and every record after it are
reported in ``batchItemFailures``. Records that can never succeed (not a version item, a
tenant or name the service refuses, a version that is gone) are skipped, not retried. So
are the records left when the invocation is about to time out (reported failed, retried).

Metrics: ``ModelReviews`` (model calls), ``ModelVerdictSafe``/``Suspicious``/``Malicious``/
``None``, ``ModelReviewInputTokens``/``OutputTokens``, ``ModelReviewsSkipped``,
``ModelReviewRejections``, ``ModelReviewFailures``. Logs name the tenant, skill, version,
verdict and tokens: never the skill's text nor the model's reasons."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from handlers.runtime import get_service, get_settings, logger, metrics
from skills_core.aws.store.table_schema import TENANT_PREFIX, VERSION_PREFIX
from skills_core.errors import SkillError, SkillStoreUnavailableError
from skills_core.review.errors import ReviewError
from skills_core.service.model_review import ModelReviewOutcome

#: No record is started in the last seconds of an invocation (one model call may need them;
#: at most a third of a short invocation).
MODEL_CALL_MARGIN_SECONDS = 30.0


@dataclass(frozen=True)
class VersionInserted:
    """The version a stream record announces."""

    tenant: str
    name: str
    version: int


def version_of(record: Mapping[str, Any]) -> VersionInserted | None:
    """The version item an INSERT record carries (``None``: any other record)."""
    if record.get("eventName") != "INSERT":
        return None
    keys = (record.get("dynamodb") or {}).get("Keys") or {}
    pk = (keys.get("pk") or {}).get("S")
    sk = (keys.get("sk") or {}).get("S")
    if not (isinstance(pk, str) and isinstance(sk, str)):
        return None
    if not (pk.startswith(TENANT_PREFIX) and sk.startswith(VERSION_PREFIX)):
        return None
    name, _, number = sk[len(VERSION_PREFIX) :].rpartition("#")
    if not name or not number.isascii() or not number.isdigit():
        return None
    return VersionInserted(pk[len(TENANT_PREFIX) :], name, int(number))


def _count(name: str, value: int = 1) -> None:
    metrics.add_metric(name=name, unit=MetricUnit.Count, value=value)


def _emit(outcome: ModelReviewOutcome) -> None:
    if outcome.asked:
        _count("ModelReviews")
        _count(f"ModelVerdict{outcome.verdict.capitalize()}")
        _count("ModelReviewInputTokens", outcome.usage.input_tokens)
        _count("ModelReviewOutputTokens", outcome.usage.output_tokens)
    else:
        _count("ModelReviewsSkipped")
    if outcome.rejected:
        _count("ModelReviewRejections")


def review_record(record: Mapping[str, Any]) -> dict[str, Any]:
    """Review the version one record announces; what happened. Raises when the record
    must be retried."""
    found = version_of(record)
    if found is None:
        _count("ModelReviewsSkipped")
        return {"skipped": "not the insert of a version item"}
    keys = {"tenant": found.tenant, "skill": found.name, "version": found.version}
    try:
        outcome = get_service().review_by_model(found.tenant, found.name, found.version)
    except (ReviewError, SkillStoreUnavailableError):
        raise  # retried: the model or the store may answer later
    except SkillError as refused:  # cannot succeed on a retry: not found, invalid
        _count("ModelReviewsSkipped")
        logger.warning("model review skipped", extra={**keys, "code": refused.code})
        return {"skipped": refused.code}
    _emit(outcome)
    summary = outcome.to_dict()
    logger.info(
        "model review",
        extra={
            **keys,
            **{k: v for k, v in summary.items() if k not in ("tenant", "name", "version")},
        },
    )
    return summary


def _seconds_left(context: Any) -> float | None:
    remaining = getattr(context, "get_remaining_time_in_millis", None)
    return float(remaining()) / 1000 if callable(remaining) else None


get_settings()  # validate the environment at cold start: a bad one fails the init phase


@metrics.log_metrics
@logger.inject_lambda_context(clear_state=True)
def lambda_handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    """Returns ``{"batchItemFailures": [{"itemIdentifier": <SequenceNumber>}, ...]}``: the
    first failed record and every one after it."""
    records: list[dict[str, Any]] = list(event.get("Records") or [])
    left = _seconds_left(context)
    deadline = None
    if left is not None:  # a short timeout keeps two thirds of itself for the records
        deadline = time.monotonic() + left - min(MODEL_CALL_MARGIN_SECONDS, left / 3)
    failed_from: int | None = None
    for position, record in enumerate(records):
        if deadline is not None and time.monotonic() > deadline:
            logger.warning("model review: out of time", extra={"left": len(records) - position})
            failed_from = position
            break
        try:
            review_record(record)
        except Exception as exc:
            found = version_of(record)
            logger.warning(
                "model review failed; retried from this record",
                extra={
                    "error": type(exc).__name__,
                    "code": getattr(exc, "code", None),
                    "retryable": getattr(exc, "retryable", None),
                    **({"tenant": found.tenant, "skill": found.name, "version": found.version}
                       if found is not None else {}),
                },
            )  # fmt: skip
            _count("ModelReviewFailures")
            failed_from = position
            break
    failures = records[failed_from:] if failed_from is not None else []
    return {
        "batchItemFailures": [
            {"itemIdentifier": str((r.get("dynamodb") or {}).get("SequenceNumber", ""))}
            for r in failures
        ]
    }


__all__ = [
    "MODEL_CALL_MARGIN_SECONDS",
    "VersionInserted",
    "lambda_handler",
    "review_record",
    "version_of",
]
