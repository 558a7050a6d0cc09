"""How the learned layer reads a text (``learned_features`` says what it sees in it): the body
unwrapped (``unwrap``: each paragraph and list item one line, so any wrap width reads the same),
its paragraphs tested for an anchor word, and the anchored ones cut into units, sentences, each
a set of words (``split``, ``lines_from``), with the line each unit starts on (``origins``);
``featurize`` gives the training script every window's features as the scanner scores them."""

from __future__ import annotations

import re
from functools import reduce
from itertools import accumulate, compress, pairwise
from operator import not_, or_
from typing import NamedTuple

from ..reading.scan_text import frontmatter_end
from .learned_features import (
    ANCHORS,
    CUT,
    EMPTY,
    LEARNED_LINES_MAX,
    TABLE,
    classes_in,
    doc_features,
    line_masks,
    window_features,
    windows,
)


def body_only(text: str) -> str:
    """``text`` with its frontmatter's lines blanked (line numbers kept). The model reads the
    body: trained on bodies, it over-read one-line summaries (a drafted post-mortem's
    "disabled the payment provider's retry policy"); the rules read the frontmatter as written
    and as parsed (``scan_text.frontmatter_end``: the same frontmatter as theirs)."""
    end, start = frontmatter_end(text)
    if end < 0:
        return text
    stop = text.find("\n", start)
    return "\n" * end + ("" if stop == -1 else "\n" + text[stop + 1 :])


class Units(NamedTuple):
    """The body's paragraphs as the model reads them: each a run of units (sentences of its
    logical lines, joined by newlines; lowered, punctuation as spaces), whether it holds an
    anchor word, and the text line (0-based) where each of its units starts."""

    paragraphs: list[bytes]
    keep: list[bool]
    starts: list[list[int]]


# a line that starts a logical line of its own: a list item, quote, table row, heading or fence
_MARK_RE = re.compile(r"[ \t]{0,8}(?:[-*+>|#]|\d{1,3}[.)]|```|~~~)")
# where a sentence ends inside a line: the spaces after ". ", "; " … (and after "。", none needed)
_SENTENCE_END_RE = re.compile(
    r"(?<=[.!?;])[ \t]+(?=\S)|(?<=[\u3002\uff01\uff1f\uff1b])[ \t]*(?=\S)"
)
_SEPARATOR_RE = re.compile("[\n\x1f]")


def unwrap(text: str) -> str:
    """``text`` with each soft line break of its body replaced by a space: a break inside a
    paragraph or list item, between two lines of text that are not a list item, a heading, a
    table row or code. The same length and offsets; each paragraph and item one line."""
    if "\n" not in text:
        return text
    lines = text.split("\n")
    fenced = _fenced(text)  # code and the frontmatter's lines are never joined
    head = frontmatter_end(text)[0] + 1
    fenced[:head] = b"\x01" * head
    out: list[str] = []
    joins = False  # the line before can be continued
    match = _MARK_RE.match
    for row, code in zip(lines, fenced, strict=True):
        plain = not code and bool(row.strip())
        out.append(" " if joins and plain and not match(row) else "\n")
        joins = plain and row.lstrip()[:1] not in ("#", "|")
    out[0] = ""
    return "".join(map(str.__add__, out, lines))


def split(text: str, flat: str | None = None) -> Units:
    """The body's paragraphs in units (``Units``): ``unwrap`` joins the lines of each
    paragraph and list item, and each line of text is cut into sentences, so the model reads
    the same windows however the text is wrapped (trained on lines, it lost a tenth of its
    catches on prose wrapped at 50 columns). Only anchored paragraphs are cut; the anchor test
    reads each paragraph's words in C. Lines are those of ``unwrap(text)`` (``flat``, when the
    caller has it)."""
    text = body_only(unwrap(text) if flat is None else flat)
    if not text.isascii():  # ASCII is lowered by the byte table
        text = text.lower()
    paragraphs = text.encode("utf-8", "replace").translate(TABLE).split(b"\n\n")
    keep = list(map(not_, map(ANCHORS.isdisjoint, map(bytes.split, paragraphs))))
    starts: list[list[int]] = []
    if not any(keep):
        return Units(paragraphs, keep, [[] for _ in paragraphs])
    rows = text.split("\n")
    fenced = _fenced(text)
    line = 0
    for k, (para, kept) in enumerate(zip(text.split("\n\n"), keep, strict=True)):
        n = para.count("\n") + 1
        if not kept:
            starts.append([])
        elif not any(fenced[line : line + n]) and "\x1f" not in para:  # prose: cut in C
            cut = _SENTENCE_END_RE.sub("\x1f", para)
            seps = _SEPARATOR_RE.findall(cut)
            starts.append(list(accumulate(map("\n".__eq__, seps), initial=line)))
            paragraphs[k] = cut.replace("\x1f", "\n").encode("utf-8", "replace").translate(TABLE)
        else:
            units, at = _units(rows, line, n, fenced)
            paragraphs[k] = "\n".join(units).encode("utf-8", "replace").translate(TABLE)
            starts.append(at)
        line += n + 1
    return Units(paragraphs, keep, starts)


_FENCE_RE = re.compile(r"^[ \t]*(?:```|~~~)", re.M)


def _fenced(text: str) -> bytearray:
    """1 for each line inside a fenced code block (its fence lines too), from one search."""
    out = bytearray(text.count("\n") + 1)
    marks: list[int] = []
    line = pos = 0
    for m in _FENCE_RE.finditer(text) if "```" in text or "~~~" in text else ():
        line += text.count("\n", pos, m.start())  # counted on from the mark before: linear
        pos = m.start()
        marks.append(line)
    for k in range(0, len(marks), 2):
        stop = marks[k + 1] if k + 1 < len(marks) else len(out) - 1
        out[marks[k] : stop + 1] = b"\x01" * (stop + 1 - marks[k])
    return out


def _units(rows: list[str], line: int, n: int, fenced: bytearray) -> tuple[list[str], list[int]]:
    """The units of lines ``line`` to ``line + n - 1`` and the line of each: a line of code
    is one, a line of text is cut at its sentence ends (``. ``, ``; ``, ``。``)."""
    units: list[str] = []
    at: list[int] = []
    for i in range(line, line + n):
        row = rows[i]
        ends = [] if fenced[i] else [m.end() for m in _SENTENCE_END_RE.finditer(row)]
        for a, b in pairwise([0, *ends, len(row)]):
            units.append(row[a:b])
            at.append(i)
    return units, at


def lines_from(paragraphs: list[bytes], keep: list[bool]) -> list[frozenset[bytes]]:
    """The token sets of the units of anchored paragraphs, in order, at most
    ``LEARNED_LINES_MAX``; an empty set (a paragraph break or a blank line) ends a window.
    Every step is one C-level pass (``map`` of builtins): no Python code runs per unit."""
    kept = b"\n\n".join(compress(paragraphs, keep))
    lines = kept.split(b"\n", LEARNED_LINES_MAX)[:LEARNED_LINES_MAX]
    return list(map(frozenset, map(CUT, map(bytes.split, lines))))


def lines_of(text: str) -> list[frozenset[bytes]]:
    """``lines_from`` of ``split``."""
    parts = split(text)
    return lines_from(parts.paragraphs, parts.keep)


def origins(parts: Units) -> list[int]:
    """The line (0-based) of ``unwrap(text)`` of each unit of ``lines_from``; -1 for the blank
    unit that joins two anchored paragraphs."""
    out: list[int] = []
    for first, kept in zip(parts.starts, parts.keep, strict=True):
        if kept:
            out += [*([-1] if out else []), *first]
            if len(out) >= LEARNED_LINES_MAX:
                break
    return out[:LEARNED_LINES_MAX] or [-1]  # no anchored paragraph: one empty line


CONTEXT_MODES = ("both", "off", "gate", "feature", "heading")


def featurize(text: str, context: str = "both") -> tuple[list[list[str]], list[str]]:
    """For training: each window's features and the document's features. ``context``: how a
    line's context counts (``learned_context``): ``both`` (as shipped) reads a line that
    ``forbids`` as empty (it ends a window and adds no word) and adds the class ``ctx`` to a
    window whose first line ``defends``; ``gate`` reads both kinds as empty, ``heading`` only
    the first, ``feature`` gives ``ctx`` to both, ``off`` ignores context (the others are for
    comparison out of fold). The document term reads every anchored line."""
    parts = split(text)
    lines = lines_from(parts.paragraphs, parts.keep)
    seen = classes_in(reduce(or_, line_masks(lines), 0))
    gate = ctx = [False] * len(lines)
    if context != "off":
        from ..reading.scan_text import Doc
        from .learned_context import defends, forbids  # the rules' machinery

        doc = Doc(unwrap(text))  # the lines ``origins`` counts
        at = [o if t else -1 for t, o in zip(lines, origins(parts), strict=True)]
        no = [forbids(doc, o) for o in at]
        de = [not n and defends(doc, o) for o, n in zip(at, no, strict=True)]
        either = list(map(or_, no, de))
        gate, ctx = {"both": (no, de), "gate": (either, gate), "heading": (no, ctx),
                     "feature": (gate, either)}[context]  # fmt: skip
    lines = [EMPTY if q else t for t, q in zip(lines, gate, strict=True)]
    out = [window_features(toks, ctx[k]) for k, toks in windows(lines)]
    return out, doc_features(seen)
