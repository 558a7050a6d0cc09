"""The text as the rules read it: ``Doc`` (lines, lowercase lines, trigger-word search, code
fences, headings, frontmatter, the findings so far), ``logical`` lines and ``visible`` excerpts.

Why the rules stay linear: a rule first finds its trigger words with ``Doc.hits`` (the lines
of every rule's trigger words come from one pass over the text's distinct tokens, ``needles``),
then runs short patterns on those lines. Patterns start with a literal or a small set of
characters (no leading ``\\b``, which defeats the regex engine's prefix scan), have no
``X.{0,N}Y`` window that a dense run of ``X`` could multiply (two conditions are two searches),
and pipelines are read sink-first with bisect."""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Collection, Hashable, Sequence
from functools import lru_cache
from itertools import accumulate
from typing import TypeVar

from ..findings import EXCERPT_MAX, LINE_MEMO_MAX, MAX_PER_RULE, RULES, Finding, Severity
from .needles import NeedleIndex

_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V")

_HIDDEN_CATS = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})
# how the rules and the learned layer read a character that stands for an ASCII one: the
# typographic apostrophe, and the spaces a word processor, a web page or an evader puts between
# words (no-break, thin, narrow, em …); one character for one, so offsets do not move. U+3000
# and U+1680 are left as written (a CJK text's own space; the off-screen rule counts runs)
_AS_READ = str.maketrans({"\u2019": "'", "\u00a0": " ", "\u202f": " ", "\u205f": " ",
                          **{chr(c): " " for c in range(0x2000, 0x200B)}})  # fmt: skip
_AS_READ_RE = re.compile("[\u2019\u00a0\u2000-\u200a\u202f\u205f]")


# Markdown emphasis around words: "do **not** tell the *user*", "_never_" (one underscore: a
# dunder such as ``__import__`` is code) after a space inside a line; its marks read as spaces,
# as the learned layer reads them. A line that opens with ``**Label:**`` keeps it (the context
# rules read how a line opens: an item, a label)
_EMPHASIS_RE = re.compile(r"(?<= )(\*{1,3}|_)(?=\w)([^*_\n]{0,80}?[\w.,:;!?)'\"])\1(?![\w*])")


def _unemphasised(line: str) -> str:
    if " *" not in line and " _" not in line:  # a mark after a space (most lines: none)
        return line
    return _EMPHASIS_RE.sub(lambda m: " " * len(m[1]) + m[2] + " " * len(m[1]), line)


_QUOTE_MARK_RE = re.compile(r" {0,3}>[> ]*")
# the first line of a GitHub alert or a labelled note: "> [!IMPORTANT]", "> **Note:**"
_CALLOUT = (r"\s{0,3}>\s{0,3}(?:\[!\w{1,12}\]|[*_\s]{0,4}(?:note|important|warning|tip|caution"
            r"|reminder|required|mandatory)[*_\s]{0,4}:)")  # fmt: skip
CALLOUT_RE = re.compile(_CALLOUT)
_ANY_CALLOUT_RE = re.compile(f"^{_CALLOUT}", re.M)  # some line opens one: else nothing to join


def _quotes_joined(lines: list[str]) -> list[str]:
    """Each line of a callout (a block quote that opens as ``CALLOUT_RE``) after its first with
    its ``>`` marks read as spaces (``Doc``'s lowercase text only): the skill's own note, whose
    sentences wrap as outside a quote. A plain quote is left as written: a quoted message or
    attack is cited line by line (a support macro's "we will never ask for your password")."""
    out = list(lines)
    inside = False  # the line before is a line with text of a callout
    for k, line in enumerate(lines):
        m = _QUOTE_MARK_RE.match(line) if ">" in line[:4] else None  # most lines: no quote
        if m is None or m.end() == len(line):
            inside = False
            continue
        if inside:
            out[k] = " " * m.end() + line[m.end() :]
        else:
            inside = bool(CALLOUT_RE.match(line))
    return out


def as_read(text: str) -> str:
    """``text`` with ’ read as ' and the Unicode spaces between words as a space ("send\u00a0the
    token" is "send the token" to every phrase the rules know)."""
    return text if text.isascii() or not _AS_READ_RE.search(text) else text.translate(_AS_READ)


def visible(text: str, limit: int = EXCERPT_MAX) -> str:
    """``text`` cut to ``limit`` chars with invisible and control characters spelled out."""
    head = text[:limit]
    if head.isascii() and head.isprintable():  # nothing to spell out (most excerpts)
        return head.strip()
    out: list[str] = []
    size = 0
    for ch in text[:limit]:
        cp = ord(ch)
        if ch == "\t":
            piece = "\\t"
        elif unicodedata.category(ch) in _HIDDEN_CATS or 0xFE00 <= cp <= 0xFE0F or cp >= 0xE0100:
            piece = f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}"
        else:
            piece = ch
        if size + len(piece) > limit:
            break
        out.append(piece)
        size += len(piece)
    return "".join(out).strip()


def frontmatter_end(text: str) -> tuple[int, int]:
    """(index, start offset) of the line that closes the frontmatter, (-1, -1) without one: the
    first line is ``---`` (a byte-order mark and spaces around it allowed) and so is the
    closing one. The rules (``Doc.fm_end``) and the learned layer read the same frontmatter."""
    nl = text.find("\n")
    if (text if nl < 0 else text[:nl]).lstrip("\ufeff").strip() != "---":
        return -1, -1
    pos = text.find("\n---")
    while pos != -1:
        end = text.find("\n", pos + 1)
        if text[pos + 1 : end if end != -1 else len(text)].strip() == "---":
            return text.count("\n", 0, pos + 1), pos + 1
        pos = text.find("\n---", pos + 1)
    return -1, -1


@lru_cache(maxsize=4096)
def _wrap_pattern(needle: str) -> re.Pattern[str] | None:
    """``needle`` run over a line break at one of its spaces: what comes before that space ends
    a line (trailing whitespace aside), what comes after starts the next (None: no such space)."""
    alts = [re.escape(needle[:p]) + r"[^\S\n]*\n[^\S\n]*" + re.escape(needle[p + 1 :])
            for p, ch in enumerate(needle) if ch == " " and not needle[p - 1 : p].isspace()
            and not needle[p + 1 : p + 2].isspace()]  # fmt: skip
    return re.compile("|".join(alts)) if alts else None


class Doc:
    """The text split in lines and lowercased once (same offsets), lazy maps of code fences and
    headings, and the findings collected so far."""

    def __init__(self, text: str) -> None:
        text = text.replace("\r\n", "\n") if "\r" in text else text
        # lowercased line by line: the ASCII lines (most) take the fast path (and a line break
        # stops the final-sigma look-around, so it is the same as lowering the whole text)
        self.lines = text.split("\n")
        self.low_lines = list(map(str.lower, self.lines))
        low = "\n".join(self.low_lines)
        if len(low) != len(text):  # a few characters lowercase to two: keep those as they are
            self.low_lines = [b if len(a) == len(b) else "".join(
                c.lower() if len(c.lower()) == 1 else c for c in a)
                for a, b in zip(self.lines, self.low_lines, strict=True)]  # fmt: skip
            low = "\n".join(self.low_lines)
        # each step keeps every character's offset; the text is joined again once, if changed
        lines = self.low_lines
        if (read := as_read(low)) is not low:  # "don’t" is "don't"; a no-break space a space
            lines = read.split("\n")
        if " *" in read or " _" in read:  # emphasis inside a line, read line by line
            lines = list(map(_unemphasised, lines))
        if _ANY_CALLOUT_RE.search(read):
            lines = _quotes_joined(lines)
        if lines is not self.low_lines:
            self.low_lines, low = lines, "\n".join(lines)
        self.text, self.low = text, low
        self.starts = list(accumulate(map((1).__add__, map(len, self.low_lines)), initial=0))
        self.findings: list[Finding] = []
        self.count: dict[str, int] = {}
        self.hidden: list[tuple[int, int]] = []  # line ranges of hidden text that instructs
        self.hidden_read = 0  # hidden comments and elements analysed so far
        self.prose_send: list[int] = []  # lines where prose sends local data out
        self.prose_access: list[int] = []  # lines where prose reveals secrets
        self.prose_seen: set[tuple[str, int]] = set()  # (rule, line) found by a prose rule
        self._hits: dict[str | re.Pattern[str], list[int]] = {}
        self._unions: dict[tuple[str | re.Pattern[str], ...], list[int]] = {}
        self._wraps: dict[tuple[str | re.Pattern[str], ...], list[int]] = {}
        # a string needle's distinct lines (None: not in the index's pattern yet)
        self._texts: dict[str, Collection[str] | None] = {}
        self._needles: NeedleIndex | None = None
        self._fences: list[int] | None = None
        self._heads: list[int] | None = None
        self.fm_end = frontmatter_end(low)[0]  # index of the line that closes the frontmatter

    def line_of(self, pos: int) -> int:
        return bisect_right(self.starts, pos) - 1

    def hits(self, *needles: str | re.Pattern[str]) -> list[int]:
        """Sorted indices of the lines whose lowercase text contains any needle (a string, or a
        pattern that starts with a literal). Strings come from ``NeedleIndex`` (one pass for all
        of them); a string that starts with a newline matches at the start of any line, the
        first too."""
        return list(self._union(needles))

    def wrapped_hits(self, *needles: str | re.Pattern[str]) -> list[int]:
        """``hits``, and for each string with whitespace inside, the lines either side of a line
        break it runs across ("turn off secret" / "scanning"): prose reads the same wrapped at
        any width, so the rules that read sentences find their words in it either way."""
        if (got := self._wraps.get(needles)) is not None:
            return got
        union = self._union(needles)  # every string in ``_texts`` (None: not indexed yet)
        extra: set[int] = set()
        for needle in needles:
            if isinstance(needle, str) and " " in needle and needle[:1] != "\n":
                indexed = self._texts[needle] is not None
                extra.update(self._index().wrapped(needle) if indexed
                             else self._wrapped_search(needle))  # fmt: skip
        got = self._wraps[needles] = sorted(extra.union(union)) if extra else union
        return got

    def _wrapped_search(self, needle: str) -> list[int]:
        """``NeedleIndex.wrapped`` for a needle its pattern does not know yet, by one search of
        the text (its first scans only: a needle is in the pattern from the next text on)."""
        found = _wrap_pattern(needle)
        out: list[int] = []
        m = found.search(self.low) if found else None
        while m is not None and found is not None:
            first = self.line_of(m.start())
            if self.low_lines[first].strip() and self.low_lines[first + 1].strip():
                out += (first, first + 1)  # two lines of text: a blank one ends a phrase
            m = found.search(self.low, m.start() + 1)  # the next break may overlap this one
        return out

    def _union(self, needles: tuple[str | re.Pattern[str], ...]) -> list[int]:
        """``hits`` without the copy (the list is kept: not to be changed). The distinct lines
        of the strings the index knows are gathered first and turned into line indices once
        (not a sorted list per needle, then their union)."""
        if (union := self._unions.get(needles)) is not None:  # rules share word lists
            return union
        each: list[list[int]] = []
        texts: set[str] = set()
        for needle in needles:
            if isinstance(needle, str):
                if needle in self._texts:
                    known = self._texts[needle]
                else:
                    known = self._texts[needle] = self._index().texts(needle)
                if known is not None:
                    texts.update(known)
                    continue
            if (lines := self._hits.get(needle)) is None:
                lines = self._hits[needle] = []
                if isinstance(needle, re.Pattern):
                    m = needle.search(self.low)
                    while m is not None:
                        lines.append(i := self.line_of(m.start()))
                        m = needle.search(self.low, self.starts[i + 1]) if i + 1 < len(
                            self.lines) else None  # fmt: skip
                else:
                    lines = self._hits[needle] = self._index().lines(needle)
            if lines:
                each.append(lines)
        if texts:
            each.append(self._index().indices(texts))
        # one needle's lines are sorted and distinct already
        union = self._unions[needles] = (each[0] if each else []) if len(each) < 2 else sorted(
            set().union(*each))  # fmt: skip
        return union

    def _index(self) -> NeedleIndex:
        if self._needles is None:
            self._needles = NeedleIndex(self.low, self.low_lines, self.starts)
        return self._needles

    def any_within(self, needles: Sequence[str], lo: int, hi: int) -> bool:
        """Some line in [lo, hi) holds one of ``needles`` (strings without a newline): ``any(n
        in low)`` for the text of those lines, from each needle's lines instead of a search
        of the text (a file of long trigger lines would search each window again); for a
        tuple, from the lines of all of them (kept by ``hits``), by one bisect. A phrase wrapped
        over a line break counts on the lines either side (``wrapped_hits``)."""
        if isinstance(needles, tuple):
            union = self.wrapped_hits(*needles)
            k = bisect_left(union, lo)
            return k < len(union) and union[k] < hi
        for needle in needles:
            lines = self.wrapped_hits(needle)
            k = bisect_left(lines, lo)
            if k < len(lines) and lines[k] < hi:
                return True
        return False

    def in_frontmatter(self, i: int) -> bool:
        return 0 < i < self.fm_end

    def frontmatter_lines(self) -> range:
        """Indices of the lines between the frontmatter delimiters (none without frontmatter)."""
        return range(1, max(self.fm_end, 1))

    def in_fence(self, i: int) -> bool:
        if self._fences is None:
            marks = ("```", "~~~")
            self._fences = [j for j in self.hits(*marks)
                            if j > self.fm_end and self.lines[j].lstrip()[:3] in marks]  # fmt: skip
        k = bisect_left(self._fences, i)
        return k % 2 == 1 or (k < len(self._fences) and self._fences[k] == i)

    def fence_of(self, i: int) -> tuple[int, int] | None:
        """The opening and closing lines of the code fence that holds line ``i`` (the closing
        one is the last line of the text when the fence is never closed), or None."""
        if not self.in_fence(i) or self._fences is None:
            return None
        k = bisect_left(self._fences, i)
        if k % 2 == 0:  # the opening mark itself (a line inside has an odd k)
            k += 1
        end = self._fences[k] if k < len(self._fences) else len(self.lines) - 1
        return self._fences[k - 1], end

    def heading(self, i: int) -> str:
        """The lowercase Markdown heading that governs line ``i`` ("" before the first)."""
        if self._heads is None:
            self._heads = [j for j in [0, *self.hits("\n#")] if j > self.fm_end
                           and self.lines[j][:1] == "#" and not self.in_fence(j)]  # fmt: skip
        k = bisect_right(self._heads, i) - 1
        return self.low_lines[self._heads[k]] if k >= 0 else ""

    def is_hidden(self, i: int) -> bool:
        return any(a <= i <= b for a, b in self.hidden)

    def full(self, rule: str) -> bool:
        return self.count.get(rule, 0) >= MAX_PER_RULE

    def emit(self, rule: str, sev: Severity, i: int, col: int = 0, what: str = "",
             shown: str | None = None) -> None:  # fmt: skip
        """Record a finding on line index ``i``; the excerpt starts a little before ``col``."""
        if self.full(rule):
            return
        self.count[rule] = self.count.get(rule, 0) + 1
        owasp, why = RULES[rule]
        line = self.lines[i] if shown is None else shown
        start = 0 if len(line) <= EXCERPT_MAX else max(0, min(col - 10, len(line) - EXCERPT_MAX))
        msg = f"{what}: {why}" if what else why
        self.findings.append(Finding(rule, sev, owasp, msg, i + 1, visible(line[start:])))


def continued_to(src: list[str], i: int) -> int:
    """The last line of the backslash continuation that starts at line ``i`` (at most 10
    lines after it; ``i`` itself when it does not end in a backslash). A line joined after the
    first is read without its trailing spaces, as ``logical`` joins it."""
    j = i
    while (
        (src[j] if j == i else src[j].rstrip()).endswith("\\") and j + 1 < len(src) and j - i < 10
    ):
        j += 1
    return j


def logical(doc: Doc, i: int, low: bool = True) -> str:
    """Line ``i`` joined with backslash continuations and a following ``| …`` line (not when
    it is a Markdown table row: the next row is another cell, not the rest of a pipeline)."""
    src = doc.low_lines if low else doc.lines
    text, j = src[i], continued_to(src, i)
    for k in range(i + 1, j + 1):
        text = text[:-1] + " " + src[k].strip()
    row = text.lstrip().startswith("|") and text.rstrip().endswith("|")
    if not row and j + 1 < len(src) and src[j + 1].lstrip().startswith("|"):
        text += " " + src[j + 1].strip()
    return text


def remembered(cache: dict[_K, _V], key: _K, compute: Callable[[], _V]) -> _V:
    """``cache[key]``, computed once; the cache keeps at most ``LINE_MEMO_MAX`` answers (past
    that, each is computed again). A rule reading a file of one line repeated 10^4 times reads
    the line once."""
    if key in cache:
        return cache[key]
    value = compute()
    if len(cache) < LINE_MEMO_MAX:
        cache[key] = value
    return value


def callout(doc: Doc, i: int) -> bool:
    """Line ``i`` is in a block quote that opens as a GitHub alert or a labelled note (at most
    30 quote lines up): the skill's own instruction set apart, not a passage it cites."""
    low, said = doc.low_lines, doc.lines
    k = i
    while k >= 0 and i - k < 30 and said[k].lstrip().startswith(">"):
        if CALLOUT_RE.match(low[k]):
            return True
        k -= 1
    return False
