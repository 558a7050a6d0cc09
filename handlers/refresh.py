"""Refresh function (SPEC §11): on a schedule (every ``SKILLS_S3_REFRESH_SECONDS``), republish
the catalog snapshots of S3 prefixes whose objects were written by other means than
``skillsctl sync``, so readers pick them up within that period. The work is
the service's (``SkillService.refresh``, an S3 refresher the composition root wires); this
module logs what a run did and emits it as metrics. The service (and its snapshot store, with
its cache of decoded snapshots) lives across warm invocations.

A run that could examine nothing (the bucket or the table is missing, access is denied) raises,
so the function's Errors metric shows a broken deployment; a run where some scopes failed
returns normally and counts them (``RefreshFailures``): they are tried again next run."""

from __future__ import annotations

import time
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from handlers.runtime import get_service, get_settings, logger, metrics, reset
from skills_core.snapshot.port import RefreshResult

#: Scopes are not started in the last seconds of the invocation (one in flight may need them).
SAFETY_SECONDS = 10.0


class RefreshFailedError(Exception):
    """Nothing could be refreshed: the deployment is broken (logged with the reason)."""


def _deadline(context: Any) -> float | None:
    remaining = getattr(context, "get_remaining_time_in_millis", None)
    if not callable(remaining):
        return None
    seconds = float(remaining()) / 1000
    return time.monotonic() + max(0.0, seconds - SAFETY_SECONDS)


def _emit(result: RefreshResult) -> None:
    for name, value in (
        ("RefreshPublished", result.published),
        ("RefreshUnchanged", result.unchanged),
        ("RefreshFailures", len(result.failed)),
        ("RefreshDeferred", result.deferred),
        ("RefreshObjectsRead", result.heads_read + result.bodies_read),
    ):
        metrics.add_metric(name=name, unit=MetricUnit.Count, value=value)


get_settings()  # validate the environment at cold start: a bad one fails the init phase


@metrics.log_metrics
@logger.inject_lambda_context(clear_state=True)
def lambda_handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    """The scheduled event carries nothing we need; returns what the run did."""
    started = time.monotonic()
    result = get_service().refresh(deadline=_deadline(context))
    if result is None:
        logger.warning("refresh skipped: SKILLS_BUCKET and SKILLS_TABLE are both needed")
        return {"skipped": True}
    summary = {**result.to_dict(), "seconds": round(time.monotonic() - started, 3)}
    _emit(result)
    if result.failed and not result.published + result.unchanged:
        logger.error("refresh failed: no scope could be examined", extra=summary)
        raise RefreshFailedError(f"no scope could be refreshed: {', '.join(result.failed)}")
    log = logger.warning if result.failed or result.deferred else logger.info
    log("refresh done", extra=summary)
    return summary


__all__ = ["RefreshFailedError", "lambda_handler", "logger", "reset"]
