"""``prefixed``: the same pattern with a look-ahead of the characters any match can start with.

Why: a pattern that starts with ``\\b(?:in|into|to|…)`` (or a lookbehind, or an alternation of
such) gives the regex engine no prefix to skip to, so it tries every branch at every position
of the text. ``(?=[itu…])`` in front fails at one character test where no match can start; being
zero-width it changes no match, span or group (the characters are read from the parsed pattern,
and a pattern this cannot read — a class such as ``\\w``, a negated class, a part that may match
nothing, case-insensitive matching — is returned as it is)."""

from __future__ import annotations

import re
from functools import cache
from re import _constants as C  # type: ignore[attr-defined]  # the parser's opcode names
from re import _parser as P  # type: ignore[attr-defined]  # not in typeshed (sre_parse is)
from typing import Any

_MAX_CHARS = 120  # a set this large skips almost nothing: keep the pattern as it is
_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", C.MAX_REPEAT))
_ZERO_WIDTH = (C.AT, C.ASSERT, C.ASSERT_NOT)


def _seq(items: Any) -> set[int] | None:
    """The characters the sequence can start with; None when unknown or it may match nothing."""
    found: set[int] = set()
    for op, av in items:
        item = _item(op, av)
        if item is None:
            return None
        chars, optional = item
        found |= chars
        if not optional:
            return found
    return None


def _item(op: Any, av: Any) -> tuple[set[int], bool] | None:
    """(first characters, may consume nothing) of one parsed item; None when unknown."""
    if op is C.LITERAL:
        return {av}, False
    if op is C.IN:
        chars: set[int] = set()
        for kind, value in av:
            if kind is C.LITERAL:
                chars.add(value)
            elif kind is C.RANGE and value[1] - value[0] < _MAX_CHARS:
                chars.update(range(value[0], value[1] + 1))
            else:  # a negation or a category (\w, \s, \d)
                return None
        return chars, False
    if op is C.BRANCH:
        union: set[int] = set()
        for alt in av[1]:
            if (first := _seq(alt)) is None:
                return None
            union |= first
        return union, False
    if op is C.SUBPATTERN:
        if av[1] & re.IGNORECASE:
            return None
        first = _seq(av[3])
        return None if first is None else (first, False)
    if op in _REPEATS:
        first = _seq(av[2])
        return None if first is None else (first, av[0] == 0)
    if op in _ZERO_WIDTH:
        return set(), True
    return None


def _engine_skips(items: Any) -> bool:
    """The compiler already gives the pattern a prefix to skip to: it opens with a literal, a
    character class or alternatives that each open with a literal (a look-ahead in front would
    take that away, and be slower)."""
    while items and items[0][0] is C.SUBPATTERN:
        items = items[0][1][3]
    if not items:
        return False
    op, av = items[0]
    if op in (C.LITERAL, C.IN):
        return True
    return op is C.BRANCH and all(alt and alt[0][0] is C.LITERAL for alt in av[1])


@cache
def prefixed(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """``pattern`` behind a look-ahead of its first characters (itself when they are unknown
    or the engine has a prefix of its own)."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE):
        return pattern
    parsed = P.parse(pattern.pattern, pattern.flags)
    if _engine_skips(parsed):
        return pattern
    first = _seq(parsed)
    if not first or len(first) > _MAX_CHARS:
        return pattern
    head = "".join(re.escape(chr(c)) for c in sorted(first))
    try:
        return re.compile(f"(?=[{head}])(?:{pattern.pattern})", pattern.flags)
    except re.error:  # inline global flags must open the pattern
        return pattern
