"""The distribution's stream consumer (SPEC §11, §13): DynamoDB stream records of the skills
table in, the derivation applied to the head items among them. Records are applied in the
order the shard gives; one that fails is reported with every record after it (Lambda then
retries from there, ``ReportBatchItemFailures``), and the derivation skips what it has
already applied, so a retry repeats nothing.

The storage change stream's own consumer (``handlers/projection.py``) can call
:func:`derive_records` with the same records instead of running this function."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit

from handlers.runtime import get_settings, logger, metrics
from skills_core.distribution.derive import Derivation, DeriveResult


@lru_cache(maxsize=1)
def get_derivation() -> Derivation | None:
    from skills_core.aws.deployment import build_derivation

    return build_derivation(get_settings())


def derive_records(
    records: Sequence[Mapping[str, Any]], derivation: Derivation | None = None
) -> list[dict[str, str]]:
    """Apply the head changes among ``records``; the batch item failures to report (the
    first failing record and every later one)."""
    from skills_core.aws.snapshots.distribution_s3 import head_change

    derivation = derivation or get_derivation()
    if derivation is None:
        return []
    total = DeriveResult()
    for position, record in enumerate(records):
        change = head_change(record)
        if change is None:
            continue
        try:
            result = derivation.apply_changes([change])
        except Exception:
            logger.exception("derivation failed", extra={"tenant": change.tenant})
            return [
                {"itemIdentifier": str((r.get("dynamodb") or {}).get("SequenceNumber") or "")}
                for r in records[position:]
            ]
        total.applied += result.applied
        total.skipped += result.skipped
        total.archives_built += result.archives_built
        total.unpublished += result.unpublished
        total.events.extend(result.events)
    metrics.add_metric(name="DistributionChanges", unit=MetricUnit.Count, value=total.applied)
    metrics.add_metric(name="DistributionSkipped", unit=MetricUnit.Count, value=total.skipped)
    metrics.add_metric(name="ChangeEvents", unit=MetricUnit.Count, value=len(total.events))
    metrics.add_metric(name="ChangeEventsNotPut", unit=MetricUnit.Count, value=total.unpublished)
    return []


@metrics.log_metrics
def lambda_handler(event: Mapping[str, Any], context: Any) -> dict[str, Any]:
    return {"batchItemFailures": derive_records(list(event.get("Records") or []))}
