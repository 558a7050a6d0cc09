"""The learned risk layer of the scanner: a small logistic model over taxonomy word classes
(``learned_features``) whose only power is a ``learned-risk`` finding of severity ``high``,
so it can raise a verdict to ``review`` and never to ``block`` or lower anything.

Why: rules written from each round's samples reached ~0.97 on the samples they were written
from and stayed near 0.71 on the next round; a model over what an attack cannot avoid (an act,
its target, the agent addressed, secrecy) and trained under strong L2 by
``scripts/train_learned_risk.py`` generalises further. Pure Python at run time; the weights
(``learned_weights.json``) are read once per process, on the first scan, and refused unless
their scheme hash matches this code's feature scheme."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache, reduce
from itertools import compress, islice, repeat
from operator import add, and_, or_
from pathlib import Path

from ..findings import EXCERPT_MAX, Finding
from ..reading.scan_text import Doc
from .learned_context import defends, forbids
from .learned_features import (
    CTX,
    EMPTY,
    class_features,
    classes_in,
    doc_features,
    gated,
    line_masks,
    scheme_hash,
)
from .learned_gloss import SCRIPTS
from .learned_units import lines_from, origins, plain, split, unwrap

RULE = "learned-risk"
# windows whose context is read per text, best first (each reads a few regexes over ~600
# characters): 4,000 red-flag lines cost ~70 ms unbounded; past it a window reads as said
CONTEXT_READS_MAX = 100
WEIGHTS = Path(__file__).with_name("learned_weights.json")


class _ClassScores(dict[int, float]):
    """Class-feature score per window class mask, computed on first sight (few masks occur)."""

    def __init__(self, table: dict[str, float]) -> None:
        super().__init__()
        self.table = table

    def __missing__(self, mask: int) -> float:
        got = sum(self.table.get(f, 0.0) for f in class_features(classes_in(mask)))
        if len(self) < 65_536:
            self[mask] = got
        return got


class Weights:
    """The model: word weights (``u:`` features, keyed by the token), class and document
    weights (``c:``, ``p:``, ``t:``, ``d:``), bias and threshold."""

    __slots__ = ("bias", "by_mask", "classes", "keys", "threshold", "words")

    def __init__(self, words: dict[bytes, float], classes: dict[str, float], bias: float,
                 threshold: float) -> None:  # fmt: skip
        self.words, self.classes, self.bias, self.threshold = words, classes, bias, threshold
        self.keys = frozenset(words)
        self.by_mask = _ClassScores(classes)


class WeightsError(ValueError):
    """The weights file does not fit this code's feature scheme."""


def parse(data: dict[str, object]) -> Weights:
    """Weights from the training script's JSON; a scheme mismatch is an error, not a guess."""
    if data.get("scheme") != scheme_hash():
        raise WeightsError(f"weights scheme {data.get('scheme')!r} != features {scheme_hash()!r}")
    raw, bias, threshold = data["weights"], data["bias"], data["threshold"]
    if not (isinstance(raw, dict) and isinstance(bias, float | int)
            and isinstance(threshold, float | int)):  # fmt: skip
        raise WeightsError("weights must be an object, bias and threshold numbers")
    words = {k[2:].encode(): float(v) for k, v in raw.items() if k.startswith("u:")}
    classes = {k: float(v) for k, v in raw.items() if not k.startswith("u:")}
    return Weights(words, classes, float(bias), float(threshold))


@lru_cache(maxsize=1)
def weights() -> Weights:
    """The shipped weights, read on first use."""
    return parse(json.loads(WEIGHTS.read_text(encoding="utf-8")))


@dataclass(frozen=True)
class Score:
    value: float
    worst: frozenset[bytes]  # the words of the worst window's first line
    windows: int  # windows scored: the work done, at most ``LEARNED_LINES_MAX``
    line: int = -1  # the text line (0-based) of the worst window, -1 when none counted
    contexts: int = 0  # windows whose context was read, at most ``CONTEXT_READS_MAX``


def _sums(w: Weights, known: Iterable[frozenset[bytes]], masks: list[int]) -> list[float]:
    """Each window's word score plus the larger of its class scores without and with ``ctx``:
    a bound on its score before its context is read. In C."""
    words = map(sum, map(map, repeat(w.words.__getitem__), known))
    plain = map(w.by_mask.__getitem__, masks)
    told = map(w.by_mask.__getitem__, map(or_, masks, repeat(CTX)))
    return list(map(add, words, map(max, plain, told)))


def score(text: str, w: Weights | None = None, doc: Doc | None = None,
          floor: float = -math.inf) -> Score:  # fmt: skip
    """The model's score of ``text``: bias + document term + its worst window, ``gated`` (at
        most 0 when that window holds one class, or when there is no window). Context as in
        training (``learned_units.featurize``): a line that ``forbids`` ends a window and adds
        no word, a window whose first line ``defends`` holds the class ``ctx``. Every window is
        bounded with ``map`` over builtins (with and without its next line, with and without
        ``ctx``) and only the best are read for context, best first, until no window left can
        beat the best one kept (or reach ``floor``: then the value returned is below ``floor``, a
        bound). At most ``CONTEXT_READS_MAX`` windows are read for context, the rest as said (the
    training script reads every one: they differ only on texts with more windows near the top).
    ``doc``: the rules' ``Doc`` of ``text``, whose heading and fence maps are reused."""
    w = w or weights()
    text = plain(text)  # line ends and apostrophes as the rules' ``Doc`` reads them
    flat = unwrap(text)  # the lines ``origins`` counts
    parts = split(text, flat)
    lines = lines_from(parts.paragraphs, parts.keep)
    masks = line_masks(lines)
    wmasks = list(map(or_, masks, [*masks[1:], 0]))
    valid = list(map(and_, map(bool, lines), map(bool, wmasks)))
    ks = list(compress(range(len(lines)), valid))  # the windows: only they are summed
    now = list(map(w.keys.intersection, compress(lines, valid)))
    nxt = list(map(w.keys.intersection, compress([*lines[1:], EMPTY], valid)))
    alone = list(compress(masks, valid))
    pair = _sums(w, map(frozenset.union, now, nxt), list(compress(wmasks, valid)))
    upper = list(map(max, pair, _sums(w, now, alone)))
    base = w.bias + sum(w.classes.get(f, 0.0)
                        for f in doc_features(classes_in(reduce(or_, masks, 0))))  # fmt: skip
    order = sorted(range(len(ks)), key=upper.__getitem__, reverse=True)
    origin: list[int] = []
    ctx: Doc | None = None  # the text unwrapped, for the context reads (``learned_context``)
    best, arg, mask, reads = -math.inf, -1, 0, 0
    for j in order:  # stable: equal bounds in line order, as the training script's max
        k = ks[j]
        if upper[j] < best or (upper[j] == best and k > arg) or base + upper[j] < floor:
            break
        if not origin:
            origin, doc = origins(parts), doc or Doc(text)
            ctx = doc if flat == doc.text else Doc(flat)  # the rules' doc when nothing wraps
        assert doc is not None and ctx is not None
        read = reads < CONTEXT_READS_MAX  # past it: read as said, never lower
        reads += read
        if read and forbids(ctx, origin[k]):
            continue
        cut = read and k + 1 < len(lines) and bool(lines[k + 1]) and forbids(ctx, origin[k + 1])
        got = (alone[j] if cut else wmasks[k]) | (CTX if read and defends(ctx, origin[k]) else 0)
        value = sum(map(w.words.__getitem__, now[j] if cut else now[j] | nxt[j]))
        value += w.by_mask[got]
        if got != got & CTX and (value > best or (value == best and k < arg)):
            best, arg, mask = value, k, got
    if arg < 0:
        return Score(min(base, 0.0), EMPTY, sum(valid), -1, reads)
    assert doc is not None and ctx is not None
    line = origin[arg] if ctx is doc else doc.line_of(ctx.starts[origin[arg]])  # as written
    return Score(gated(base + best, classes_in(mask)), lines[arg], sum(valid), line, reads)


#: Words of body a skill needs before the model says anything: below it the model has nothing
#: to go on (2 of the 533 labelled attacks and none of the 1,164 benign training skills are
#: shorter), and it read a one-line "Take notes. Use when asked." as an attack.
LEARNED_MIN_WORDS = 20
# a word: a run of text between spaces, or two characters of a script written without spaces
# (``learned_gloss``: a paragraph of Chinese is one run to ``\S+``)
_WORD = re.compile(f"[{SCRIPTS}]{{1,2}}|[^\\s{SCRIPTS}]+")


def body_words(doc: Doc, at_most: int = LEARNED_MIN_WORDS) -> int:
    """The words after the frontmatter as the rules find it (``Doc.fm_end``; all of the
    text's without one), counted up to ``at_most`` (bounded work on a 200 KiB text)."""
    start = doc.starts[doc.fm_end + 1] if doc.fm_end >= 0 else 0
    return sum(1 for _ in islice(_WORD.finditer(doc.text, start), at_most))


def learned_finding(text: str, doc: Doc | None = None) -> Finding | None:
    """A ``learned-risk`` finding (high: review, never block) when the model's score reaches
    the threshold chosen on training data, for a skill with a body to judge (at least
    :data:`LEARNED_MIN_WORDS` words). ``doc``: the rules' ``Doc`` of ``text``, if made."""
    doc = doc or Doc(text)
    if body_words(doc) < LEARNED_MIN_WORDS:
        return None
    threshold = weights().threshold
    s = score(text, doc=doc, floor=threshold)
    if s.value < threshold or s.line < 0:  # no window: no evidence either way
        return None
    row = text.split("\n", s.line + 1)[s.line] if s.line < 200_000 else ""
    return Finding(RULE, "high", "AST01",
                   f"a learned model rates this skill as a likely attack (score {s.value:.2f})",
                   s.line + 1, row.strip()[:EXCERPT_MAX])  # fmt: skip
