"""What the index knows of one document, shared by building (``index``) and updating
(``update``): the document, its per-field term counts, its stored row, and the BM25F scorer
that turns counts into quantised impacts."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from skills_core.format.field_rules import NAME_RE

from .text import fold, snippet_source, tokenize

#: BM25F parameters; field order everywhere is name, description, tags, body. The name and
#: tags are short and precise, so they weigh more and are barely length-normalised.
K1 = 1.2
FIELD_WEIGHTS = (3.0, 2.0, 2.0, 1.0)
FIELD_B = (0.5, 0.5, 0.3, 0.75)
MAX_BODY_CHARS = 100_000  # only this much of a body is indexed (bounds build time)
QMAX = 65535  # impacts are uint16: saturation g in (0, k1 + 1) divided by a fixed step
BLOCK = 64  # documents per compressed block of stored rows
#: Each tag is also indexed as the pseudo-term "#<tag>" (real terms never contain "#"), so
#: the tag filter reuses the posting lists instead of needing tables of its own.
TAG = "#"


@dataclass(frozen=True)
class SearchDocument:
    """One skill as the index sees it. ``body`` may be "" when bodies are not indexed."""

    name: str
    description: str
    tags: tuple[str, ...] = ()
    body: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not NAME_RE.fullmatch(self.name):
            raise ValueError(f"invalid skill name: {self.name!r}")
        tags = (self.tags,) if isinstance(self.tags, str) else tuple(self.tags)
        texts = [self.description, self.body, *tags]
        if not all(isinstance(t, str) for t in texts):
            raise ValueError("description, body and tags must be strings")
        object.__setattr__(self, "tags", tags)


def by_name(docs: Iterable[SearchDocument]) -> list[SearchDocument]:
    """``docs`` sorted by name, which must be unique."""
    ordered = sorted(docs, key=lambda d: d.name)
    for a, b in pairwise(ordered):
        if a.name == b.name:
            raise ValueError(f"duplicate skill name: {a.name}")
    return ordered


def tag_key(tag: str) -> str:
    return fold(tag).lower()


def field_counts(doc: SearchDocument, bodies: bool) -> tuple[list[int], dict[str, int]]:
    """Field lengths and, per term, its four field frequencies packed into one int (8 bits
    each, capped at 255: saturation makes larger counts irrelevant)."""
    body = doc.body[:MAX_BODY_CHARS] if bodies else ""
    fields = [tokenize(text) for text in (doc.name, doc.description, " ".join(doc.tags), body)]
    packed = {t: min(c, 255) << 24 for t, c in Counter(fields[3]).items()}
    for shift, tokens in ((0, fields[0]), (8, fields[1]), (16, fields[2])):
        for t, c in Counter(tokens).items():
            packed[t] = packed.get(t, 0) | (min(c, 255) << shift)
    for key in filter(None, map(tag_key, doc.tags)):
        packed[TAG + key] = 0
    return [len(f) for f in fields], packed


def stored_row(doc: SearchDocument, bodies: bool, lengths: list[int]) -> list[Any]:
    """What the store keeps of a document: [description, snippet source, field lengths]. The
    lengths let an update take a removed document out of the total field lengths."""
    return [fold(doc.description), snippet_source(doc.body) if bodies else "", lengths]


def new_meta(bodies: bool) -> dict[str, Any]:
    """The meta of an empty index with this module's parameters."""
    return {
        **{"k1": K1, "weights": list(FIELD_WEIGHTS), "b": list(FIELD_B)},
        **{"lengths": [0, 0, 0, 0], "docs": 0, "terms": 0, "bodies": bodies},
    }


class Scorer:
    """BM25F: field frequencies weighted and length-normalised per field, summed, then
    saturated once with k1; the result is quantised to a uint16 impact. The average field
    lengths are the meta's total lengths over its document count."""

    def __init__(self, meta: dict[str, Any]) -> None:
        self.k1 = float(meta["k1"])
        self.docs = int(meta["docs"])
        avg = [t / self.docs if self.docs and t else 1.0 for t in meta["lengths"]]
        self.fields = list(zip(meta["weights"], meta["b"], avg, strict=True))
        self.step = (self.k1 + 1) / QMAX

    def norms(self, lengths: Sequence[int]) -> list[float]:
        return [w / (1 - b + b * n / a) for (w, b, a), n in zip(self.fields, lengths, strict=True)]

    def impact(self, packed: int, norms: Sequence[float]) -> int:
        x = sum((packed >> shift & 255) * n for shift, n in zip((0, 8, 16, 24), norms, strict=True))
        return min(QMAX, max(1, round(x * (self.k1 + 1) / (self.k1 + x) / self.step)))

    def impacts(self, lengths: Sequence[int], packs: Iterable[int]) -> list[int]:
        """The impacts of one document's terms, given their packed counts (most terms of a
        document share a packed count, so each distinct one is computed once)."""
        norms = self.norms(lengths)
        memo: dict[int, int] = {}
        out = []
        for pack in packs:
            q = memo.get(pack)
            if q is None:
                q = memo[pack] = self.impact(pack, norms)
            out.append(q)
        return out

    def weight(self, df: int) -> float:
        """``idf * step``: what one unit of impact is worth for a term in ``df`` documents."""
        return math.log(1 + (self.docs - df + 0.5) / (df + 0.5)) * self.step
