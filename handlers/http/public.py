"""The public function (SPEC §13.1): ``GET``/``HEAD /l/{token}/.well-known/agent-skills/…``
with no authorizer. It reads only the link lookups and the derived ``dist/`` objects (never a
skill item), answers every refusal with the same 404 (a failing dependency with a 503), and
counts requests, refusals, throttled requests and failures in metrics (the link's id goes to
the log line, never its token).

No resolver: the route is one prefix and every answer is built by
:class:`~skills_core.distribution.public.PublicDistribution`."""

from __future__ import annotations

import base64
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit

from handlers.runtime import get_settings, logger, metrics
from skills_core.distribution.public import (
    PublicDistribution,
    PublicResponse,
    not_found,
    unavailable,
)

METRIC_BY_OUTCOME = {
    "served": "LinkRequests",
    "not_modified": "LinkRequests",
    "not_found": "LinkNotFound",
    "throttled": "LinkThrottled",
    "unavailable": "LinkFailures",
}


@lru_cache(maxsize=1)
def get_public() -> PublicDistribution | None:
    from skills_core.aws.deployment import build_public

    return build_public(get_settings())


def to_lambda(answer: PublicResponse) -> dict[str, Any]:
    """A payload-2.0 response: bodies base64 (archives are binary; text is sent as stored)."""
    return {
        "statusCode": answer.status,
        "headers": dict(answer.headers),
        "body": base64.b64encode(answer.body).decode("ascii"),
        "isBase64Encoded": True,
    }


def answer_event(
    event: Mapping[str, Any], public: PublicDistribution | None = None
) -> PublicResponse:
    public = public or get_public()
    http = (event.get("requestContext") or {}).get("http") or {}
    if public is None:
        return not_found()
    try:
        return public.answer(
            str(http.get("method") or ""),
            str(event.get("rawPath") or ""),
            {str(k): str(v) for k, v in (event.get("headers") or {}).items()},
        )
    except Exception:  # an AWS failure: logged, answered 503 (no detail)
        logger.exception("public request failed")
        return unavailable()


@metrics.log_metrics
def lambda_handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    answer = answer_event(event)
    metrics.add_metric(name=METRIC_BY_OUTCOME[answer.outcome], unit=MetricUnit.Count, value=1)
    if answer.link_id is not None:
        logger.info("link request", extra={"link": answer.link_id, "outcome": answer.outcome})
    return to_lambda(answer)
