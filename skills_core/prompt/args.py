"""Argument substitution for skill bodies (SPEC §4).

Placeholders are 1-based: ``$1`` is the first argument (Claude Code's ``$1`` is the second;
users moving skills between tools trip on this, so it is stated here and in the README).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from skills_core.errors import SkillInvalidError

#: What callers may pass as ``args``: a list (positional), a dict (named) or nothing.
Args = Sequence[Any] | Mapping[Any, Any] | None

# Digits are read greedily so ``$12`` is argument 12, never ``$1`` followed by ``2``. The named
# forms must not run into a word character, so ``$ALLOW`` and ``$ALL_X`` are left alone.
_PLACEHOLDER = re.compile(r"\$(?:(?P<index>[0-9]+)|(?P<word>ALL|COUNT|FIRST|LAST)(?![A-Za-z0-9_]))")


def _as_text(value: Any) -> str:
    """Strings pass through; everything else becomes its JSON text so that ``True`` reads as
    ``true`` and a nested list stays one argument."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, default=str)


def normalize_args(args: Args, arg_names: Sequence[str] = ()) -> list[str] | None:
    """Turn ``args`` into the positional values the placeholders read, or ``None`` for none.

    A list is positional. A dict is ordered by the skill's declared ``args`` names first,
    then its remaining keys in the order given. An empty list or dict means no arguments.
    """
    if args is None:
        return None
    if isinstance(args, Mapping):
        ordered: list[Any] = [name for name in arg_names if name in args]
        seen = set(ordered)
        ordered.extend(key for key in args if key not in seen)
        values = [_as_text(args[key]) for key in ordered]
    elif isinstance(args, Sequence) and not isinstance(args, str | bytes | bytearray):
        values = [_as_text(value) for value in args]
    else:
        raise SkillInvalidError(
            f"args must be a list (positional values) or an object (named values), "
            f'got {type(args).__name__}; pass e.g. ["staging", "api"]'
        )
    return values or None


def substitute_positional(body: str, values: Sequence[str] | None) -> str:
    """Replace placeholders with ``values`` in one pass (a substituted value is never
    re-expanded). ``None`` or no values returns ``body`` unchanged."""
    if not values:
        return body
    count = len(values)

    def replace(match: re.Match[str]) -> str:
        index = match.group("index")
        if index is not None:
            number = int(index)
            return values[number - 1] if 1 <= number <= count else match.group(0)
        word = match.group("word")
        if word == "ALL":
            return " ".join(values)
        if word == "COUNT":
            return str(count)
        if word == "FIRST":
            return values[0]
        return values[-1]

    return _PLACEHOLDER.sub(replace, body)


def substitute_args(body: str, args: Args, *, arg_names: Sequence[str] = ()) -> str:
    """Substitute ``args`` (list, dict or ``None``) into ``body``. Without ``arg_names`` a
    dict's values are taken in the order given."""
    return substitute_positional(body, normalize_args(args, arg_names))


__all__ = ["Args", "normalize_args", "substitute_args", "substitute_positional"]
