"""Whole-number settings that may come from a ``SKILLS_*`` environment variable: one reader,
so every limit fails the same clear way on a bad value."""

from __future__ import annotations

import os
from collections.abc import Mapping

from skills_core.errors import SkillInvalidError


def whole_number(
    value: int | None,
    *,
    env_name: str,
    default: int,
    unit: str,
    minimum: int = 1,
    name: str = "the limit",
    env: Mapping[str, str] | None = None,
) -> int:
    """An explicit ``value``, else ``env_name`` (read at call time, so warm Lambdas and tests
    see changes; blank means unset), else ``default``."""
    source = name
    if value is None:
        raw = (os.environ if env is None else env).get(env_name, "").strip()
        if not raw:
            return default
        try:
            value = int(raw)
        except ValueError:
            raise SkillInvalidError(
                f"{env_name} must be a whole number of {unit} (e.g. {default}), got {raw!r}"
            ) from None
        source = env_name
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise SkillInvalidError(
            f"{source} must be a whole number of {unit} of at least {minimum} "
            f"(e.g. {default}), got {value!r}"
        )
    return value
