"""Error types. Every error carries a stable ``.code`` that the HTTP layer maps to a status."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any


class SkillError(Exception):
    """Base class; ``code`` is the contract name from SPEC §2."""

    code = "SKILL_ERROR"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class SkillInvalidError(SkillError):
    code = "SKILL_INVALID"


class SkillNotFoundError(SkillError):
    code = "SKILL_NOT_FOUND"

    def __init__(self, message: str, available: Iterable[str] = ()) -> None:
        self.available = sorted(available)
        if self.available:
            message = f"{message} Available skills: {', '.join(self.available)}."
        super().__init__(message)


class SkillCollisionError(SkillError):
    code = "SKILL_COLLISION"

    def __init__(self, message: str, holders: Iterable[str] = ()) -> None:
        super().__init__(message)
        #: Labels of the sources that already hold the name.
        self.holders = tuple(holders)


class SkillStoreUnavailableError(SkillError):
    code = "SKILL_STORE_UNAVAILABLE"


class SkillPathDeniedError(SkillError):
    code = "SKILL_PATH_DENIED"


class SkillToolClashError(SkillError):
    code = "SKILL_TOOL_CLASH"


class SkillTooLargeError(SkillError):
    code = "SKILL_TOO_LARGE"


class SkillUnsafeError(SkillError):
    """The content scanner found something critical; nothing was written. ``findings`` are
    the scanner's findings as JSON-ready dicts."""

    code = "SKILL_UNSAFE"

    def __init__(self, message: str, findings: Iterable[Mapping[str, Any]] = ()) -> None:
        super().__init__(message)
        self.findings = tuple(findings)


class SkillVersionNotApprovedError(SkillError):
    """A label may only point at an approved version; a rejected version is never served."""

    code = "SKILL_VERSION_NOT_APPROVED"


class IdempotencyKeyReusedError(SkillError):
    """The same idempotency key came back with a different request."""

    code = "IDEMPOTENCY_KEY_REUSED"


class AccessDeniedError(SkillError):
    """The caller lacks the permission (scope) an operation needs."""

    code = "FORBIDDEN"


class BadRequestError(SkillError):
    """A request parameter is malformed (not a skill problem): a version that is no number,
    a name outside the pattern, a budget too small."""

    code = "BAD_REQUEST"


def check_pattern(
    value: object,
    pattern: re.Pattern[str],
    what: str,
    rule: str,
    *,
    error: type[SkillError] = BadRequestError,
) -> str:
    """``value`` when it is a string ``pattern`` fully matches; otherwise ``error`` saying
    ``invalid <what> <value>: <rule>``: the one wording of the name-like checks (labels,
    tenants, skill names), whatever reached them."""
    if isinstance(value, str) and pattern.fullmatch(value):
        return value
    raise error(f"invalid {what} {value!r}: {rule}")


def describe_error(exc: BaseException) -> str:
    """One line about a failure for a warning a caller sees: a ``SkillError``'s own message
    (written to be shown), otherwise only the exception's type, since its text may carry
    hosts, paths or ARNs (those go to the logs)."""
    if isinstance(exc, SkillError):
        return exc.message
    return type(exc).__name__


__all__ = [
    "AccessDeniedError",
    "BadRequestError",
    "IdempotencyKeyReusedError",
    "SkillCollisionError",
    "SkillError",
    "SkillInvalidError",
    "SkillNotFoundError",
    "SkillPathDeniedError",
    "SkillStoreUnavailableError",
    "SkillTooLargeError",
    "SkillToolClashError",
    "SkillUnsafeError",
    "SkillVersionNotApprovedError",
    "check_pattern",
    "describe_error",
]
