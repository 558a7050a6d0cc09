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
import re
from dataclasses import dataclass
from functools import lru_cache, reduce
from itertools import compress, repeat
from operator import add, and_, or_
from pathlib import Path

from .findings import EXCERPT_MAX, Finding
from .learned_features import (
    EMPTY,
    class_features,
    classes_in,
    doc_features,
    gated,
    line_masks,
    lines_of,
    scheme_hash,
)

RULE = "learned-risk"
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


def score(text: str, w: Weights | None = None) -> Score:
    """The model's score of ``text``: bias + document term + its worst window, ``gated`` (at
    most 0 when no window pairs an act with what it acts on, or when there is no window).
    The same sum as the training script's (``learned_features.windows``), computed with
    ``map`` over builtins so no Python code runs per line."""
    w = w or weights()
    lines = lines_of(text)
    masks = line_masks(lines)
    wmasks = list(map(or_, masks, [*masks[1:], 0]))
    valid = list(map(and_, map(bool, lines), map(bool, wmasks)))
    known = list(map(w.keys.intersection, lines))
    unions = map(frozenset.union, known, [*known[1:], EMPTY])
    words = map(sum, map(map, repeat(w.words.__getitem__), unions))
    totals = list(map(add, words, map(w.by_mask.__getitem__, wmasks)))
    best = max(compress(totals, valid), default=0.0)
    doc = sum(w.classes.get(f, 0.0) for f in doc_features(classes_in(reduce(or_, masks, 0))))
    worst = next((k for k in compress(range(len(totals)), valid) if totals[k] == best), -1)
    if worst < 0:
        return Score(min(w.bias + doc, 0.0), EMPTY, 0)
    value = gated(w.bias + doc + best, classes_in(wmasks[worst]))
    return Score(value, lines[worst], sum(valid))


_WORD_RE = re.compile(r"[^\W_]+")


def _line_of(text: str, tokens: frozenset[bytes]) -> int:
    """The first line holding most of the worst window's words (for the finding; read only
    when a finding is made, so its cost does not matter)."""
    if not tokens:
        return 0
    want = {t.decode("utf-8", "replace") for t in tokens}
    best, line = 0, 1
    for k, row in enumerate(text.lower().split("\n")[:200_000], 1):
        hit = len(want.intersection(_WORD_RE.findall(row[:2000])))
        if hit > best:
            best, line = hit, k
    return line


def learned_finding(text: str) -> Finding | None:
    """A ``learned-risk`` finding (high: review, never block) when the model's score reaches
    the threshold chosen on training data."""
    s = score(text)
    if s.value < weights().threshold or not s.windows:  # no window: no evidence either way
        return None
    line = _line_of(text, s.worst)
    row = text.split("\n")[line - 1] if line else ""
    return Finding(RULE, "high", "AST01",
                   f"a learned model rates this skill as a likely attack (score {s.value:.2f})",
                   max(1, line), row.strip()[:EXCERPT_MAX])  # fmt: skip
