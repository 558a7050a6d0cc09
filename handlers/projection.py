"""Projection function (SPEC §11): the skill table's change stream in, the tenants' catalog
snapshots out. Each batch is folded once per tenant (:class:`StoreProjection`); records of a
tenant whose fold failed are reported as ``batchItemFailures`` (the event source declares
``ReportBatchItemFailures``), so Lambda delivers them again while the overlay items keep every
read right meanwhile. The head changes of a batch (tenant, name, old head, new head) are in
the result's ``changes``. The same records then feed the distribution's derivation (SPEC §13:
link indexes, archives, the mirror, change events; :func:`handlers.distribution.derive_records`),
which skips what it already applied, so a redelivered batch repeats nothing: one consumer of
the stream for both, as DynamoDB Streams allows two readers per shard (the other is the
review function)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from handlers.distribution import derive_records
from handlers.runtime import get_settings, logger, metrics
from skills_core.aws.deployment import build_projection
from skills_core.aws.snapshots.projection import StoreProjection


@lru_cache(maxsize=1)
def get_projection() -> StoreProjection | None:
    """The fold of this execution environment (its snapshot cache lives across invocations)."""
    return build_projection(get_settings())


get_settings()  # validate the environment at cold start: a bad one fails the init phase


@metrics.log_metrics
@logger.inject_lambda_context(clear_state=True)
def lambda_handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    records = event.get("Records") or []
    projection = get_projection()
    if projection is None:
        logger.warning("projection skipped: SKILLS_BUCKET and SKILLS_TABLE are both needed")
        return {"batchItemFailures": []}
    result = projection.project(records)
    undistributed = derive_records(records)
    metrics.add_metric(name="ProjectionFolded", unit=MetricUnit.Count, value=result.folded)
    metrics.add_metric(name="ProjectionFailures", unit=MetricUnit.Count, value=len(result.failed))
    log = logger.warning if result.failed else logger.info
    log(
        "projection done",
        extra={
            "records": len(records),
            "folded": result.folded,
            "tenants": result.tenants,
            "failed": len(result.failed),
            "head_changes": len(result.changes),
        },
    )
    failed = dict.fromkeys([*result.failed, *(f["itemIdentifier"] for f in undistributed)])
    return {"batchItemFailures": [{"itemIdentifier": seq} for seq in failed]}


__all__ = ["get_projection", "lambda_handler"]
