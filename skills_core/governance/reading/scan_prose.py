"""Prose as the instruction rules read it: the sentence (``Sentence``) around a hit, in the
body's paragraphs and list items, in Markdown or plain-text code blocks (text a skill writes
into an agent's rules file is still an instruction) or on a frontmatter line; shell, JSON or
code blocks are not prose.

Why sentences and not lines: an attack written in prose wraps over several lines ("send the
files / to https://…"), and one clause of a sentence decides what the rest means ("never send
… without asking"). A rule searches its trigger once over the whole text (``spots``) and reads
only the sentences around its hits, at most ``SENTENCE_MAX`` characters each side, so the scan
stays linear in the text."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import compress, islice

from ..findings import Severity
from .context_words import FORBIDS, alternation
from .first_chars import prefixed
from .needles import trie
from .scan_context import defensive, quoted
from .scan_text import Doc

SENTENCE_MAX = 400
SPOTS_MAX = 300  # hits of one pattern read per file; more is no skill
_PROSE_FENCES = frozenset(("", "md", "markdown", "text", "txt", "plain", "prompt"))
# What ends a sentence (". ", ".\n", "! ", "!\n", "? ", "?\n", "; ", ":\n"), as one pattern: no
# two overlap (each ends in whitespace, which starts none), so the last match is the last stop.
_STOP_RE = re.compile(r"[.!?][ \n]|; |:\n")
_ITEM_RE = re.compile(r"\s{0,8}(?:[-*+>|#]|\d{1,3}[.)])\s")  # a list item, quote or heading
_NEG_RE = re.compile(
    r"\b(?:never|not|no|cannot|avoid|refuse|prevent|forbid\w*|prohibit\w*|must\s+not"
    r"|instead\s+of)\b|n't\b"
)


@dataclass(frozen=True)
class Sentence:
    """One sentence: its lowercase text and where it starts in ``Doc.low``."""

    text: str
    start: int


def _prose_map(doc: Doc) -> bytearray:
    """1 for each line that is prose: body text, a frontmatter line, or a line of a Markdown or
    plain-text block (built once per doc from the fence list, by slices)."""
    cached: bytearray | None = getattr(doc, "_prose", None)
    if cached is not None:
        return cached
    n = len(doc.lines)
    out = bytearray(b"\x01") * n
    out[: doc.fm_end + 1] = bytes(doc.fm_end + 1)
    for i in doc.frontmatter_lines():
        out[i] = 1
    doc.in_fence(0)  # builds the fence list
    fences = doc._fences or []
    for k in range(0, len(fences), 2):
        start = fences[k]
        stop = fences[k + 1] if k + 1 < len(fences) else n - 1
        prose = doc.low_lines[start].lstrip()[3:].strip() in _PROSE_FENCES
        out[start : stop + 1] = (b"\x01" if prose else b"\x00") * (stop + 1 - start)
        out[start] = 0
        out[stop] = 0
    doc._prose = out  # type: ignore[attr-defined]
    return out


def prose_line(doc: Doc, i: int) -> bool:
    """Line ``i`` is prose: body text, a frontmatter line, or a Markdown or plain-text block."""
    return bool(_prose_map(doc)[i])


def _paragraph(doc: Doc, i: int) -> tuple[int, int]:
    """Lines [first, last] of the paragraph or list item holding line ``i``, at most 8 lines
    either side: a blank line, a list item, a heading, a fence or a change between prose and
    code ends it."""
    prose = _prose_map(doc)
    first = i
    while (first > 0 and i - first < 8 and prose[first - 1] and doc.low_lines[first - 1].strip()
           and not _ITEM_RE.match(doc.low_lines[first])):  # fmt: skip
        first -= 1
    last = i
    while (last + 1 < len(doc.lines) and last - i < 8 and prose[last + 1]
           and doc.low_lines[last + 1].strip()
           and not _ITEM_RE.match(doc.low_lines[last + 1])):  # fmt: skip
        last += 1
    return first, last


def sentence_at(doc: Doc, pos: int) -> Sentence | None:
    """The sentence of prose around offset ``pos`` of ``Doc.low`` (None when ``pos`` is not in
    prose): within its paragraph, from the last ``. ! ? ;`` or ``:`` before it to the next one
    after it, at most ``SENTENCE_MAX`` characters either side. A frontmatter line is a sentence
    of its own."""
    memo: dict[int, Sentence | None] | None = getattr(doc, "_sentences", None)
    if memo is None:
        memo = doc._sentences = {}  # type: ignore[attr-defined]
    if pos in memo:  # rules ask for the same sentence many times: read each once
        return memo[pos]
    found = memo[pos] = _sentence_at(doc, pos)
    return found


def _sentence_at(doc: Doc, pos: int) -> Sentence | None:
    i = doc.line_of(pos)
    if not prose_line(doc, i):
        return None
    if doc.in_frontmatter(i):
        first = last = i
    else:
        first, last = _paragraph(doc, i)
    low = doc.low
    lo = max(doc.starts[first], pos - SENTENCE_MAX)
    hi = min(doc.starts[last] + len(doc.low_lines[last]), pos + SENTENCE_MAX)
    a = lo
    for m in _STOP_RE.finditer(low, lo, pos):
        a = m.start() + 1
    end = _STOP_RE.search(low, pos, max(pos, hi))
    return Sentence(low[a : end.start() + 1 if end else hi], a)


def words(*groups: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    """One pattern per group of words that finds where any of them is (a trie: a third
    faster than an alternation of the words; callers ask only whether one is there)."""
    return tuple(re.compile(trie(sorted(set(group)))) for group in groups)


def spots(doc: Doc, pattern: re.Pattern[str], needles: tuple[str | re.Pattern[str], ...],
          near: tuple[str, ...] = ()) -> Iterator[tuple[Sentence, re.Match[str]]]:  # fmt: skip
    """Each sentence of prose holding a hit of ``pattern``, with the hit as found inside the
    sentence. ``needles`` are words every hit contains: only lines holding one are searched
    (with 40 characters either side, for phrases that wrap), at most ``SPOTS_MAX`` lines, and
    only where one of the words ``near`` (words the pattern needs besides) is within 120
    characters before and 40 after the line (first checked on the lines that holds them)."""
    done = -1
    pattern = prefixed(pattern)  # the same matches, found faster
    near_re = _near_pattern(near) if near else None
    near_lines = doc.wrapped_hits(*near) if near else []
    if near and not near_lines:
        return  # a word every hit needs besides is nowhere in the text
    prose = _prose_map(doc)
    low, starts, size = doc.low, doc.starts, len(doc.low)
    for i in islice(compress(lines := doc.wrapped_hits(*needles), map(prose.__getitem__, lines)),
                    SPOTS_MAX):  # fmt: skip
        lo = max(0, starts[i] - 40, done)
        hi = min(size, starts[i + 1] + 39)  # the line's end and 40 characters
        if near_re is not None:
            k = bisect_left(near_lines, bisect_right(starts, max(0, lo - 80)) - 1)
            if k == len(near_lines) or near_lines[k] > bisect_right(starts, max(0, hi - 1)) - 1:
                continue  # a word the rule needs besides is not even near
        if pattern.search(low, lo, hi) is None:  # most lines: no iterator made
            continue
        if near_re is not None and not near_re.search(low, max(0, lo - 80), hi):
            continue  # (the near word's own line was near; the word itself is not)
        for m in islice(pattern.finditer(low, lo, hi), 5):
            if m.start() < done:  # inside a sentence already read
                continue
            s = sentence_at(doc, m.start())
            if s is None:
                continue
            done = s.start + len(s.text)
            found = pattern.search(s.text)
            if found is not None:
                yield s, found


@cache
def _near_pattern(near: tuple[str, ...]) -> re.Pattern[str]:
    return words(near)[0]


def before(doc: Doc, s: Sentence) -> str:
    """The sentence before ``s`` ("" at the start of a paragraph or of the text)."""
    prev = sentence_at(doc, s.start - 2) if s.start >= 2 else None
    return prev.text if prev is not None and prev.start < s.start else ""


def already(doc: Doc, rule: str, i: int) -> bool:
    """A line rule has reported ``rule`` on line ``i`` already: one finding per rule and line."""
    return doc.count.get(rule, 0) > 0 and any(f.rule == rule and f.line == i + 1
                                              for f in doc.findings)  # fmt: skip


def negated(text: str, at: int) -> bool:
    """A negation (never, do not, avoid …) in the clause before ``at``: the sentence forbids
    the thing ("never send … to …") instead of asking for it."""
    return bool(_NEG_RE.search(text, max(0, at - 80), at))


_FORBIDS_RE = re.compile(r"\b(?:not|never|avoid|don'?t|prohibited|forbidden|disallowed|banned"
                         r"|red\s{1,3}flags?|warning\s{1,3}signs?)\b"
                         f"|{alternation(FORBIDS)}")  # fmt: skip


_FORBIDS_HEADING_RE = re.compile(r"^#{1,6}.{0,40}(?:\b(?:not|never|avoid|don'?t|anti-?patterns?"
                                 r"|red\s{1,3}flags?|prohibited|forbidden)\b"
                                 f"|{alternation(FORBIDS)})")  # fmt: skip


def forbidden_item(doc: Doc, s: Sentence) -> bool:
    """``s`` sits under a heading that forbids ("## When not to use", "## Anti-patterns") or is
    an item of a list whose lead-in does ("**Must not:**", "Red flags:", within 30 lines):
    the text names what not to do."""
    return forbidden_line(doc, doc.line_of(s.start))


def forbidden_line(doc: Doc, i: int) -> bool:
    """``forbidden_item`` for line ``i`` (also read by the learned layer, ``learned_context``)."""
    if _FORBIDS_HEADING_RE.search(doc.heading(i)):
        return True
    if not _ITEM_RE.match(doc.low_lines[i]):
        return False
    k = i
    while (
        k > 0 and i - k < 30 and (_ITEM_RE.match(doc.low_lines[k]) or not doc.low_lines[k].strip())
    ):
        k -= 1
    lead = doc.low_lines[k]
    return k < i and lead.rstrip(" *_").endswith(":") and bool(_FORBIDS_RE.search(lead))


def emit(doc: Doc, rule: str, sev: Severity, s: Sentence, start: int, end: int,
         what: str) -> bool:  # fmt: skip
    """Record ``rule`` at ``start`` of sentence ``s``, once per rule and line: low when the
    sentence is about detecting it or sits in a list or section that forbids it, medium when
    it quotes it. True when it counts at full severity."""
    soft = "low" if forbidden_item(doc, s) else cited_prose(doc, s, start, end)
    i, col = where(doc, s, start)
    if (rule, i) not in doc.prose_seen and not already(doc, rule, i):
        doc.prose_seen.add((rule, i))
        doc.emit(rule, soft or sev, i, col, what)
    return soft is None


def where(doc: Doc, s: Sentence, at: int) -> tuple[int, int]:
    """(line index, column) of offset ``at`` of sentence ``s``."""
    pos = s.start + at
    i = doc.line_of(pos)
    return i, pos - doc.starts[i]


def cited_prose(doc: Doc, s: Sentence, start: int, end: int) -> Severity | None:
    """ "low" when the hit is talked about defensively, "medium" when quoted, else None."""
    i, col = where(doc, s, start)
    size = len(doc.low_lines[i])
    col = min(col, size)
    stop = max(col, min(size, col + max(0, end - start)))
    if defensive(doc, i, col, stop):
        return "low"
    if quoted(doc.lines[i], col, stop):
        return "medium"
    return None
