"""``Gate``: which of several patterns can match a text at all, from one pass of a trie of the
literals their matches must contain, so a rule searches only those.

Why: ``rules_directive.acts`` asks thirteen act patterns of every paragraph, and a paragraph
holds the words of one or two of them at most (a benign skill's paragraph rarely names a
credential location, the agent's approvals or a wiped disk); thirteen searches cost several
times one pass of a trie. How: each pattern's *required literals* (``required``) are strings
of which every match contains at least one (a run of literal characters the match cannot
avoid; for alternatives, the union of each branch's). A pattern whose required literals
cannot be read (a part that may match nothing, a category such as ``\\w``, case-insensitive
matching) is always searched. So ``Gate.possible(s)`` holds every pattern that matches ``s``
(tests/unit/test_scanner_speedups_gate.py checks it on the labelled sets and on strings drawn
from the patterns)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from re import _constants as C  # type: ignore[attr-defined]  # the parser's opcode names
from re import _parser as P  # type: ignore[attr-defined]  # not in typeshed (sre_parse is)
from typing import Any

from .needles import trie

_MAX_CLASS = 8  # a class of more characters than this gives no useful literal
_Lits = frozenset[str]


def _item(op: Any, av: Any) -> _Lits | None:
    """Literals every match of one parsed item contains (None: unknown or it may be empty)."""
    if op is C.LITERAL:
        return frozenset((chr(av),))
    if op is C.IN:
        if len(av) > _MAX_CLASS or any(kind is not C.LITERAL for kind, _ in av):
            return None
        return frozenset(chr(v) for _, v in av)
    if op is C.SUBPATTERN:
        return None if av[1] & re.IGNORECASE else _seq(av[3])
    if op is C.BRANCH:
        alts = [_seq(alt) for alt in av[1]]
        if any(a is None for a in alts):
            return None
        return frozenset().union(*alts)  # type: ignore[arg-type]
    if op in (C.MAX_REPEAT, C.MIN_REPEAT) and av[0] >= 1:
        return _seq(av[2])
    return None


def _seq(items: Any) -> _Lits | None:
    """The best literals of a sequence: a run of literal characters (all required, joined),
    or one item's literals; the set whose shortest string is longest."""
    best: _Lits | None = None
    run = ""

    def better(found: _Lits | None) -> None:
        nonlocal best
        if found and (best is None or min(map(len, found)) > min(map(len, best))):
            best = found

    for op, av in items:
        if op is C.LITERAL:
            run += chr(av)
            continue
        if run:
            better(frozenset((run,)))
            run = ""
        better(_item(op, av))
    if run:
        better(frozenset((run,)))
    return best


def required(pattern: re.Pattern[str]) -> _Lits | None:
    """Strings of which every match of ``pattern`` contains one; None when not known."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE):
        return None
    return _seq(P.parse(pattern.pattern, pattern.flags))


class Gate:
    """The patterns that may match a text: those one of whose required literals it holds,
    and those without known literals."""

    def __init__(self, patterns: Iterable[re.Pattern[str]]) -> None:
        self.always: frozenset[re.Pattern[str]] = frozenset()
        by_word: dict[str, set[re.Pattern[str]]] = {}
        for pattern in patterns:
            if (found := required(pattern)) is None:
                self.always |= {pattern}
            for word in found or ():
                by_word.setdefault(word, set()).add(pattern)
        words = set(by_word)
        # the trie reports the longest word at a position: its words that are prefixes of it
        # start there too
        self.by_word = {w: frozenset().union(*(by_word[w[:k]] for k in range(1, len(w) + 1)
                                               if w[:k] in words)) for w in words}  # fmt: skip
        # a class of the first characters lets the engine skip to them (``needles._split``)
        heads = "".join(map(re.escape, sorted({w[0] for w in words})))
        self.regex = (
            re.compile(f"[{heads}](?<=(?=({trie(sorted(words))}))[\\s\\S])") if words else None
        )

    def possible(self, text: str) -> frozenset[re.Pattern[str]]:
        if self.regex is None:
            return self.always
        found = set(self.regex.findall(text))
        return self.always.union(*map(self.by_word.__getitem__, found))
