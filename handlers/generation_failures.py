"""How the generation worker reports a failed message: one log line ``skill generation
failed`` (identifiers, ``error_code``, ``reason``), the ``GenerationFailures`` metric, and
:class:`GenerationFailedError` for the batch processor (the message stays in the queue and is
retried until the dead-letter queue).

A reason is our own error text, cut short; it is withheld when it would quote the skill body,
the instructions or the source material, and an unexpected error is described by where it
was raised, never by its text (which might quote the message)."""

from __future__ import annotations

import traceback
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from aws_lambda_powertools.metrics import MetricUnit

from skills_core.errors import IdempotencyKeyReusedError, SkillError
from skills_core.service.draft_events import MAX_REASON_CHARS

from .generation_models import MessageError
from .runtime import logger, metrics

#: Error codes of failures logged as ``error_code`` beside the SkillError codes.
REQUEST_ID_REUSED = "REQUEST_ID_REUSED"
INTERNAL = "INTERNAL"
#: A secret's first characters (normalized) that, found in a reason, withhold it.
_SNIPPET_CHARS = 40
_MIN_SNIPPET_CHARS = 8


class GenerationFailedError(Exception):
    """One message failed (already logged); the batch processor reports it for retry."""

    def __init__(self, code: str) -> None:
        super().__init__(f"skill generation failed: {code}")
        self.code = code


def failure_code(exc: BaseException) -> str:
    if isinstance(exc, IdempotencyKeyReusedError):
        return REQUEST_ID_REUSED
    if isinstance(exc, SkillError | MessageError):
        return str(exc.code)
    return INTERNAL


def reason(exc: BaseException, secrets: Iterable[str] = ()) -> str:
    """A failure's reason for the log: our own error text, cut short, and never anything that
    quotes one of ``secrets`` (the skill body, the instructions, the source material)."""
    if isinstance(exc, IdempotencyKeyReusedError):
        text = (
            "this tenant's request_id was already used for a different request; send the new "
            "request with a new request_id"
        )
    elif isinstance(exc, SkillError):
        text = exc.message
    elif isinstance(exc, MessageError):
        text = exc.reason
    else:
        text = type(exc).__name__
    text = " ".join(text.split())[:MAX_REASON_CHARS]
    for secret in secrets:
        snippet = " ".join(secret.split())[:_SNIPPET_CHARS]
        if len(snippet) >= _MIN_SNIPPET_CHARS and snippet in text:
            return f"{type(exc).__name__} (details withheld: they quote the request's content)"
    return text


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
    "MAX_REASON_CHARS",
    "REQUEST_ID_REUSED",
    "GenerationFailedError",
    "fail",
    "failure_code",
    "reason",
    "where",
]
