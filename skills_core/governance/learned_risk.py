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
from functools import lru_cache
from pathlib import Path

from .findings import EXCERPT_MAX, Finding
from .learned_features import (
    CLASS_KEYS,
    CLASS_OF,
    class_features,
    doc_features,
    lines_of,
    scheme_hash,
    windows,
)

RULE = "learned-risk"
WEIGHTS = Path(__file__).with_name("learned_weights.json")


class Weights:
    """The model: word weights (``u:`` features, keyed by the token), class and document
    weights (``c:``, ``p:``, ``t:``, ``d:``), bias and threshold; class scores are memoised
    per set of classes (few distinct sets occur)."""

    __slots__ = ("bias", "classes", "keys", "memo", "threshold", "words")

    def __init__(self, words: dict[bytes, float], classes: dict[str, float], bias: float,
                 threshold: float) -> None:  # fmt: skip
        self.words, self.classes, self.bias, self.threshold = words, classes, bias, threshold
        self.keys = frozenset(words)
        self.memo: dict[frozenset[str], float] = {}

    def class_score(self, classes: frozenset[str]) -> float:
        got = self.memo.get(classes)
        if got is None:
            got = sum(self.classes.get(f, 0.0) for f in class_features(classes))
            if len(self.memo) < 4096:
                self.memo[classes] = got
        return got


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
    worst: frozenset[bytes]  # the worst window's words
    windows: int  # windows scored: the work done, at most ``LEARNED_LINES_MAX``


def score(text: str, w: Weights | None = None) -> Score:
    """The model's score of ``text``: bias + document term + its worst window (0 if none)."""
    w = w or weights()
    words, keys = w.words, w.keys
    best: float | None = None
    worst: frozenset[bytes] = frozenset()
    seen: set[str] = set()
    n = 0
    for toks in windows(lines_of(text)):
        n += 1
        classes = frozenset(c for t in toks & CLASS_KEYS for c in CLASS_OF[t])
        seen.update(classes)
        s = sum(map(words.__getitem__, toks & keys)) + w.class_score(classes)
        if best is None or s > best:
            best, worst = s, toks
    doc = sum(w.classes.get(f, 0.0) for f in doc_features(frozenset(seen)))
    return Score(w.bias + doc + (best or 0.0), worst, n)


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
    if s.value < weights().threshold:
        return None
    line = _line_of(text, s.worst)
    row = text.split("\n")[line - 1] if line else ""
    return Finding(RULE, "high", "AST01",
                   f"a learned model rates this skill as a likely attack (score {s.value:.2f})",
                   max(1, line), row.strip()[:EXCERPT_MAX])  # fmt: skip
