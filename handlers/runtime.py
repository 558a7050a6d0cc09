"""What every function shares, whatever its trigger: the settings (read and validated once, at
cold start), the service built from them, the Logger and Metrics, and the scanner's metrics.
No resolver here: the MCP function and the event worker import this without Powertools'
REST event handler (the HTTP functions' resolver lives in :mod:`handlers.http.app`)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from typing import Any

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit

from skills_core.governance.findings import SEVERITIES, findings_by_severity
from skills_core.service import SkillService
from skills_core.settings import Settings

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "serverless-skills")
logger = Logger(service=SERVICE)
metrics = Metrics(
    namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "ServerlessSkills"), service=SERVICE
)


def count_findings(
    findings: Iterable[Mapping[str, Any]] = (),
    *,
    counts: Mapping[str, int] | None = None,
    refused: bool = False,
) -> None:
    """The scanner's findings of one write as metrics (SPEC §10): ``ScanFindingsLow`` …
    ``ScanFindingsCritical`` (zeros included, so a dashboard sees the rate) and, when the
    write was refused, ``ScanRefusals``. ``counts``: the findings already counted by
    severity. Every writing entry point calls this."""
    if counts is None:
        counts = findings_by_severity(findings)
    for severity in SEVERITIES:
        metrics.add_metric(
            name=f"ScanFindings{severity.capitalize()}",
            unit=MetricUnit.Count,
            value=int(counts.get(severity, 0)),
        )
    if refused:
        metrics.add_metric(name="ScanRefusals", unit=MetricUnit.Count, value=1)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The execution environment's settings, read once (a bad value fails the cold start with
    a message naming the variable)."""
    return Settings.from_env()


#: How this process builds its service from the settings (the composition root; the local run
#: composes its own, with the offline drafter).
ServiceFactory = Callable[[Settings], SkillService]
_factory: ServiceFactory | None = None


def _deployed(settings: Settings) -> SkillService:
    from skills_core.aws.deployment import build_service

    return build_service(settings)


@lru_cache(maxsize=1)
def get_service() -> SkillService:
    """The execution environment's service, built once by the composition root."""
    return (_factory or _deployed)(get_settings())


def compose_with(factory: ServiceFactory | None) -> None:
    """Build this process's service with ``factory`` (an entry point that composes its own:
    the local run); ``None`` restores the deployment's."""
    global _factory
    _factory = factory
    get_service.cache_clear()


def reset() -> None:
    """Forget the settings and the service (tests that change the environment)."""
    get_settings.cache_clear()
    get_service.cache_clear()


__all__ = [
    "ServiceFactory",
    "compose_with",
    "count_findings",
    "get_service",
    "get_settings",
    "logger",
    "metrics",
    "reset",
]
