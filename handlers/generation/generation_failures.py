"""How the generation worker reports a failed message: one log line ``skill generation
failed`` (identifiers, ``error_code``, ``reason``), the ``GenerationFailures`` metric, and
:class:`GenerationFailedError` for the batch processor (the message stays in the queue and is
retried until the dead-letter queue).

A reason is our own error text, cut short, and withheld when it would quote the skill body,
the instructions or the source material (:func:`skills_core.service.draft_events.reason`, the
rule result events follow too); an unexpected error is described by where it was raised,
never by its text (which might quote the message)."""

from __future__ import annotations

import traceback
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit

from handlers.runtime import logger, metrics
from skills_core.service.draft_events import INTERNAL, REQUEST_ID_REUSED, failure_code, reason


class GenerationFailedError(Exception):
    """One message failed (already logged); the batch processor reports it for retry."""

    def __init__(self, code: str) -> None:
        super().__init__(f"skill generation failed: {code}")
        self.code = code


def where(exc: BaseException) -> str:
    """Where an unexpected exception was raised (file, line, function): enough to find the
    bug, without the exception's text, which might quote the message."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return type(exc).__name__
    last = frames[-1]
    return f"{type(exc).__name__} at {Path(last.filename).name}:{last.lineno} in {last.name}"


def fail(
    exc: BaseException,
    keys: dict[str, Any],
    secrets: Iterable[str] = (),
    **extra: Any,
) -> GenerationFailedError:
    """Log and count one failed message; the error to raise to the batch processor."""
    code = failure_code(exc)
    text = where(exc) if code == INTERNAL else reason(exc, secrets)
    metrics.add_metric(name="GenerationFailures", unit=MetricUnit.Count, value=1)
    log = logger.error if code == INTERNAL else logger.warning
    log("skill generation failed", extra={**keys, "error_code": code, "reason": text, **extra})
    return GenerationFailedError(code)


__all__ = [
    "INTERNAL",
    "REQUEST_ID_REUSED",
    "GenerationFailedError",
    "fail",
    "failure_code",
    "reason",
    "where",
]
