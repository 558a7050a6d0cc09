"""How the learned layer reads a text (``learned_features`` says what it sees in it): the body
unwrapped (``unwrap``: each paragraph and list item one line, so any wrap width reads the same),
its paragraphs tested for an anchor word, and the anchored ones cut into units, sentences, each
a set of words (``split``, ``lines_from``), with the line each unit starts on (``origins``);
``featurize`` gives the training script every window's features as the scanner scores them."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property, reduce
from itertools import accumulate, compress
from operator import not_, or_

from ..reading.scan_text import as_read, frontmatter_end
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
from .learned_gloss import gloss


def body_only(text: str) -> str:
    """``text`` with its frontmatter's lines blanked (line numbers kept). The model reads the
    body: trained on bodies, it over-read one-line summaries (a drafted post-mortem's
    "disabled the payment provider's retry policy"); the rules read the frontmatter as written
    and as parsed (``scan_text.frontmatter_end``: the same frontmatter as theirs)."""
    body = _body_start(text)
    return "\n" * text.count("\n", 0, body) + text[body:] if body else text


@dataclass(frozen=True)
class Units:
    """The body's paragraphs as the model reads them: each a run of units (sentences of its
    lines, joined by newlines; lowered, punctuation as spaces) and whether it holds an anchor
    word; ``starts``, the line (0-based) where each unit of an anchored paragraph starts, is
    worked out when asked (only a text whose windows are read for context needs it)."""

    paragraphs: list[bytes]
    keep: list[bool]
    cut: list[str]  # each paragraph with U+001F where a sentence ends inside a line

    @cached_property
    def starts(self) -> list[list[int]]:
        out: list[list[int]] = []
        line = 0
        for para, kept in zip(self.cut, self.keep, strict=True):
            if kept:
                seps = _SEPARATOR_RE.findall(para)
                out.append(list(accumulate(map("\n".__eq__, seps), initial=line)))
            else:
                out.append([])
            line += para.count("\n") + 2
        return out


# a line that starts a logical line of its own: a list item, quote, table row, heading or fence
_MARK = r"[ \t]{0,8}(?:[-*+>|#]|\d{1,3}[.)]|```|~~~)"
_MARK_RE = re.compile(_MARK)
# where a sentence ends inside a line: the punctuation and the spaces after it (". ", "; " …;
# after "。" none needed); a cut keeps the punctuation (``\\1``)
_SENTENCE_END_RE = re.compile(r"([.!?;](?=[ \t])|[\u3002\uff01\uff1f\uff1b])[ \t]*(?=\S)")
# the same cut as two searches the engine can skip through: the spaces after ". " (a pattern
# that opens with an alternation gets no first-character scan: three times slower), and the
# place after "。" when the text has one
_SPACED_END_CUT_RE = re.compile(r"[ \t](?<=[.!?;][ \t])[ \t]*(?=\S)")
_WIDE_ENDS = "\u3002\uff01\uff1f\uff1b"
_WIDE_END_CUT_RE = re.compile(f"([{_WIDE_ENDS}])[ \\t]*(?=\\S)")
_SEPARATOR_RE = re.compile("[\n\x1f]")
# a heading's or a table row's line break (kept: marked U+0000 for the patterns after it; the
# line starts with # or |, after at most three spaces or a tab), and a soft one: text on both
# sides, the next line not one of its own (``_MARK``); the spaces before it kept, so offsets do
# not move. Each pattern starts with a literal or a small set: the engine skips to it in C.
_HEAD_ROW_RE = re.compile(
    r"([#|>](?:(?<=\n[#|>])|(?<=\n [#|>])|(?<=\n  [#|>])|(?<=\n   [#|>])|(?<=\n\t[#|>]))[^\n]*)\n"
)
_ROW_START_RE = re.compile(r"(?: {0,3}|\t)[#|>]")  # the same, line by line
_QUOTE_RE = re.compile(r" {0,3}>")  # a block quote's line
# one that goes on (searched in the text after a newline: a search that opens with a newline
# skips to each one, where one anchored at each line start reads every character)
_QUOTE_WRAPS_RE = re.compile(r"\n {0,3}>[^\n]*\n {0,3}>")
_SOFT_RE = re.compile(rf"\n(?<=[^\s\x00]\n)(?=[^\S\n]*\S)(?!{_MARK})")
_SPACED_END_RE = re.compile(r"\n(?<=[^\S\n]\n)")  # a line that ends in spaces: rare, apart
_SOFT_SPACED_RE = re.compile(rf"(?<=[^\s\x00])([^\S\n]+)\n(?=[^\S\n]*\S)(?!{_MARK})")
_FENCE_MARK_RE = re.compile("```|~~~")  # a fence line's mark: found by a literal scan


def plain(text: str) -> str:
    """``text`` as the layer reads it: Windows line ends as ``\\n`` (the rules' ``Doc`` does the
    same; the paragraphs of a file saved on Windows were one paragraph) and ``as_read``: a
    typographic apostrophe as the ASCII one ("don’t" is "don't", two words to the byte table),
    a no-break or thin space as a space (the byte table reads its UTF-8 bytes as letters)."""
    if "\r" in text:
        text = text.replace("\r\n", "\n")
    return as_read(text)


def unwrap(text: str) -> str:
    """``text`` with each soft line break of its body replaced by a space: a break inside a
    paragraph or list item, between two lines of text that are not a list item, a heading, a
    table row or code. The same length and offsets; each paragraph and item one line. Three
    substitutions per stretch between code blocks (``_unwrap_lines`` reads line by line, the
    same, for a text that holds U+0000)."""
    if "\n" not in text:
        return text
    if "\x00" in text or _QUOTE_WRAPS_RE.search("\n" + text):
        return _unwrap_lines(text)
    body = _body_start(text)
    done = _SOFT_RE.sub(" ", _HEAD_ROW_RE.sub("\\1\x00", "\n" + text))
    if _SPACED_END_RE.search(done):
        done = _SOFT_SPACED_RE.sub("\\1 ", done)
    return _splice(text, done[1:].replace("\x00", "\n"), body)


def _splice(text: str, done: str, start: int) -> str:
    """``done`` (``text`` with a length-keeping substitution run over all of it) in the prose
    of ``text`` from offset ``start``, and ``text`` as written before it and in its code."""
    out = [text[:start]]
    out += [(text if code else done)[a:b] for a, b, code in _segments(text, start)]
    return "".join(out)


def _body_start(text: str) -> int:
    """The offset of the first line after the frontmatter (0 without one)."""
    _, start = frontmatter_end(text)
    if start < 0:
        return 0
    stop = text.find("\n", start)
    return len(text) if stop == -1 else stop + 1


def _segments(text: str, start: int) -> Iterator[tuple[int, int, bool]]:
    """(start, stop, is code) for the stretches of ``text`` from ``start``: each fenced code
    block from its fence line to the end of its closing one, and the text between them."""
    marks = _fence_lines(text, start) if "```" in text or "~~~" in text else []
    pos = start
    for k in range(0, len(marks), 2):
        close = text.find("\n", marks[k + 1]) if k + 1 < len(marks) else -1
        stop = len(text) if close == -1 else close + 1
        if marks[k] > pos:
            yield pos, marks[k], False
        yield marks[k], stop, True
        pos = stop
    if pos < len(text):
        yield pos, len(text), False


def _fence_lines(text: str, start: int) -> list[int]:
    """The offset of each line from ``start`` that opens with a fence mark after spaces or
    tabs (``^[ \\t]*(?:```|~~~)`` line by line, found from the marks: a search anchored at
    every line start reads every character)."""
    out: list[int] = []
    last = -1
    for m in _FENCE_MARK_RE.finditer(text, start):
        line = text.rfind("\n", 0, m.start()) + 1
        if line != last and line >= start and not text[line : m.start()].strip(" \t"):
            out.append(line)
            last = line
    return out


def _sentences_cut(text: str) -> str:
    """``text`` with U+001F for the punctuation's spaces where a sentence ends inside a line
    (``_SENTENCE_END_RE``: the punctuation kept)."""
    text = _SPACED_END_CUT_RE.sub("\x1f", text)
    if any(map(text.__contains__, _WIDE_ENDS)):
        text = _WIDE_END_CUT_RE.sub("\\1\x1f", text)
    return text


def _unwrap_lines(text: str) -> str:
    """``unwrap`` line by line; the path for a block quote that wraps (two quote lines in a
    row), whose next line is joined with its ``>`` read as a space."""
    lines = text.split("\n")
    body = _body_start(text)  # code and the frontmatter's lines are never joined
    fenced = bytearray(b"\x01" * text.count("\n", 0, body)) + _fenced(text[body:])
    out: list[str] = []
    rows: list[str] = []
    joins = quoted = False  # the line before can be continued; it is a quote's text
    for row, code in zip(lines, fenced, strict=True):
        plain = not code and bool(row.strip())
        quote = _QUOTE_RE.match(row) if plain else None
        if quote is None:
            out.append(" " if joins and plain and not _MARK_RE.match(row) else "\n")
            joins, quoted = plain and not _ROW_START_RE.match(row), False
            rows.append(row)
            continue
        inner = row[quote.end() :]
        goes_on = quoted and bool(inner.strip()) and not _MARK_RE.match(inner)
        out.append(" " if goes_on else "\n")
        rows.append(row[: quote.end() - 1] + " " + inner if goes_on else row)
        joins, quoted = False, bool(inner.strip()) and not _ROW_START_RE.match(inner)
    out[0] = ""
    return "".join(map(str.__add__, out, rows))


def split(text: str, flat: str | None = None) -> Units:
    """The body's paragraphs in units (``Units``): ``unwrap`` joins the lines of each
    paragraph and list item, and each line of text is cut into sentences, so the model reads
    the same windows however the text is wrapped (trained on lines, it lost a tenth of its
    catches on prose wrapped at 50 columns). Lines are those of ``unwrap(text)`` (``flat``,
    when the caller has it). All in C but the anchor test, which reads each paragraph's words
    with set operations."""
    text = body_only(unwrap(text) if flat is None else flat)
    if not text.isascii():  # ASCII is lowered by the byte table
        text = text.lower()
    if "\x1f" in text:  # the cut's own mark: U+001E reads the same (a space to the byte
        text = text.replace("\x1f", "\x1e")  # table, whitespace to the patterns)
    text = gloss(text)  # Chinese, Japanese, Thai and Korean words with their English ones
    cut = "".join(text[a:b] if code else _sentences_cut(text[a:b])
                  for a, b, code in _segments(text, 0))  # code is not cut  # fmt: skip
    paras = cut.replace("\x1f", "\n").encode("utf-8", "replace").translate(TABLE).split(b"\n\n")
    words = text.encode("utf-8", "replace").translate(TABLE).split(b"\n\n")  # as written
    keep = list(map(not_, map(ANCHORS.isdisjoint, map(bytes.split, words))))
    return Units(paras, keep, cut.split("\n\n"))


def _fenced(text: str) -> bytearray:
    """1 for each line inside a fenced code block (its fence lines too): ``_segments``' code."""
    out = bytearray(text.count("\n") + 1)
    line = pos = 0
    for a, b, code in _segments(text, 0):
        if code:
            line += text.count("\n", pos, a)  # counted on from the block before: linear
            last = line + text.count("\n", a, b - 1)  # the closing fence's line
            out[line : last + 1] = b"\x01" * (last + 1 - line)
            pos = a
    return out


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
    text = plain(text)
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
