"""Argument substitution for skill bodies (SPEC §4).

Placeholders are 1-based: ``$1`` is the first argument (Claude Code's ``$1`` is the second;
users moving skills between tools trip on this, so it is stated here and in the README).

Substitution can multiply its input (a body of ``$ALL $ALL …`` repeats every argument per
placeholder), so the activation paths use :func:`substitute_bounded`: it builds at most the
characters the body limit can show and computes the full length arithmetically.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from skills_core.errors import BadRequestError, SkillInvalidError
from skills_core.prompt.limits import MAX_ARG_VALUES

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


def _children(value: Any) -> Sequence[Any]:
    if isinstance(value, Mapping):
        return list(value.values())
    if isinstance(value, Sequence) and not isinstance(value, str | bytes | bytearray):
        return value
    return ()


def count_values(value: Any, *, stop_after: int = MAX_ARG_VALUES) -> int:
    """How many values ``value`` holds below itself, nested ones included (a list of two
    strings holds 2; ``{"a": [1, 2]}`` holds 3). Counting stops past ``stop_after``."""
    count = 0
    stack = [value]
    while stack and count <= stop_after:
        children = _children(stack.pop())
        count += len(children)
        stack.extend(children)
    return count


def normalize_args(args: Args, arg_names: Sequence[str] = ()) -> list[str] | None:
    """Turn ``args`` into the positional values the placeholders read, or ``None`` for none.

    A list is positional. A dict is ordered by the skill's declared ``args`` names first,
    then its remaining keys in the order given. An empty list or dict means no arguments.
    More than :data:`MAX_ARG_VALUES` values in all is a :class:`BadRequestError`.
    """
    if args is None:
        return None
    if isinstance(args, Mapping):
        ordered: list[Any] = [name for name in arg_names if name in args]
        seen = set(ordered)
        ordered.extend(key for key in args if key not in seen)
        items = [args[key] for key in ordered]
    elif isinstance(args, Sequence) and not isinstance(args, str | bytes | bytearray):
        items = list(args)
    else:
        raise SkillInvalidError(
            f"args must be a list (positional values) or an object (named values), "
            f'got {type(args).__name__}; pass e.g. ["staging", "api"]'
        )
    if count_values(args) > MAX_ARG_VALUES:
        raise BadRequestError(
            f"args holds more than {MAX_ARG_VALUES} values (nested ones count); send fewer"
        )
    values = [_as_text(value) for value in items]
    return values or None


class _Prefix:
    """The first ``limit`` characters of a text offered piece by piece, and the length of
    the whole text, without building more than ``limit`` characters."""

    def __init__(self, limit: int) -> None:
        self.parts: list[str] = []
        self.room = limit
        self.total = 0

    def add(self, text: str) -> None:
        self.add_slice(text, 0, len(text))

    def add_slice(self, text: str, start: int, end: int) -> None:
        self.total += end - start
        if self.room > 0 and end > start:
            piece = text[start : min(end, start + self.room)]
            self.parts.append(piece)
            self.room -= len(piece)

    def add_joined(self, values: Sequence[str], length: int) -> None:
        """``" ".join(values)`` (``length`` characters), built only as far as there is room."""
        self.total += length
        for position, value in enumerate(values):
            if self.room <= 0:
                return
            if position:
                self.parts.append(" ")
                self.room -= 1
            piece = value[: self.room]
            self.parts.append(piece)
            self.room -= len(piece)

    def text(self) -> str:
        return "".join(self.parts)


def substitute_bounded(body: str, values: Sequence[str] | None, limit: int) -> tuple[str, int]:
    """``(prefix, total)``: the first ``limit`` characters of ``body`` with ``values``
    substituted, and the length the whole substituted text would have. The work is bounded
    by ``len(body)`` and ``limit``, whatever the arguments; without values the body itself
    is returned (nothing to build)."""
    if not values:
        return body, len(body)
    count = len(values)
    max_digits = len(str(count))
    joined = sum(len(value) for value in values) + count - 1
    out = _Prefix(limit)
    position = 0
    for match in _PLACEHOLDER.finditer(body):
        start, end = match.span()
        out.add_slice(body, position, start)
        position = end
        index, word = match.group("index"), match.group("word")
        if index is not None:
            # Compared by length first: int() of thousands of digits is slow or refused.
            number = int(index) if len(index) <= max_digits else 0
            if 1 <= number <= count:
                out.add(values[number - 1])
            else:
                out.add_slice(body, start, end)
        elif word == "ALL":
            out.add_joined(values, joined)
        elif word == "COUNT":
            out.add(str(count))
        else:
            out.add(values[0] if word == "FIRST" else values[-1])
    out.add_slice(body, position, len(body))
    return out.text(), out.total


def substitute_positional(body: str, values: Sequence[str] | None) -> str:
    """Replace placeholders with ``values`` in one pass (a substituted value is never
    re-expanded). ``None`` or no values returns ``body`` unchanged. Unbounded: the
    activation paths use :func:`substitute_bounded`."""
    return substitute_bounded(body, values, sys.maxsize)[0]


def substitute_args(body: str, args: Args, *, arg_names: Sequence[str] = ()) -> str:
    """Substitute ``args`` (list, dict or ``None``) into ``body``. Without ``arg_names`` a
    dict's values are taken in the order given."""
    return substitute_positional(body, normalize_args(args, arg_names))


__all__ = [
    "Args",
    "count_values",
    "normalize_args",
    "substitute_args",
    "substitute_bounded",
    "substitute_positional",
]
