"""Refresh function (SPEC §11): on a schedule (every ``SKILLS_S3_REFRESH_SECONDS``), republish
the catalog snapshots of S3 prefixes whose objects were written by other means than
``skillsctl sync``, so readers pick them up within that period. The work is
``skills_core.aws.snapshot_refresh.refresh``; this module keeps the snapshot store (and its
cache of decoded snapshots) across warm invocations, logs what a run did and emits it as
metrics. The settings, Logger and Metrics are every function's (:mod:`handlers.runtime`).

A run that could examine nothing (the bucket or the table is missing, access is denied) raises,
so the function's Errors metric shows a broken deployment; a run where some scopes failed
returns normally and counts them (``RefreshFailures``): they are tried again next run."""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.typing import LambdaContext

from skills_core.aws.clients import client as aws_client
from skills_core.aws.snapshot_refresh import RefreshResult, refresh
from skills_core.aws.snapshot_store import SnapshotStore

from . import runtime
from .runtime import get_settings, logger, metrics

#: Scopes are not started in the last seconds of the invocation (one in flight may need them).
SAFETY_SECONDS = 10.0


class RefreshFailedError(Exception):
    """Nothing could be refreshed: the deployment is broken (logged with the reason)."""


@lru_cache(maxsize=1)
def get_snapshots() -> SnapshotStore | None:
    """One store per execution environment: decoded snapshots stay cached between runs, so a
    warm run that finds nothing changed reads no snapshot object."""
    settings = get_settings()
    if not (settings.bucket and settings.table):
        return None
    return SnapshotStore(
        settings.bucket, settings.table, s3=aws_client("s3"), ddb=aws_client("dynamodb")
    )


def reset() -> None:
    """Forget the settings and the store (tests that change the environment)."""
    runtime.reset()
    get_snapshots.cache_clear()


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
    settings = get_settings()
    snapshots = get_snapshots()
    if snapshots is None or settings.bucket is None:
        logger.warning("refresh skipped: SKILLS_BUCKET and SKILLS_TABLE are both needed")
        return {"skipped": True}
    started = time.monotonic()
    result = refresh(snapshots, settings.bucket, snapshots.s3, deadline=_deadline(context))
    summary = {**result.to_dict(), "seconds": round(time.monotonic() - started, 3)}
    _emit(result)
    if result.failed and not result.published + result.unchanged:
        logger.error("refresh failed: no scope could be examined", extra=summary)
        raise RefreshFailedError(f"no scope could be refreshed: {', '.join(result.failed)}")
    log = logger.warning if result.failed or result.deferred else logger.info
    log("refresh done", extra=summary)
    return summary


__all__ = ["RefreshFailedError", "lambda_handler", "reset"]
