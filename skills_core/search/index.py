"""BM25F ranking over skills (name, description, tags, body), serialisable to compact bytes.

Per (term, document) the index keeps one quantised impact -- the BM25F saturation of the
field-weighted term frequency -- so a query only adds ``idf * impact`` per posting. Posting
lists are compressed per term and decoded on first use: loading a 100,000-skill snapshot on a
Lambda cold start costs a checksum and a few array copies, not a full decode. Standard library
only."""

from __future__ import annotations

import heapq
import math
import re
from array import array
from collections import Counter
from collections.abc import Container, Iterable, Sequence
from dataclasses import asdict, dataclass
from itertools import compress, pairwise, repeat
from operator import add, ge, mul
from typing import Any

from . import codec
from .text import fold, make_snippet, query_terms, snippet_source, tokenize

NAME_RE = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
#: BM25F parameters; field order everywhere is name, description, tags, body. The name and
#: tags are short and precise, so they weigh more and are barely length-normalised.
K1 = 1.2
FIELD_WEIGHTS = (3.0, 2.0, 2.0, 1.0)
FIELD_B = (0.5, 0.5, 0.3, 0.75)
MAX_LIMIT = 50
MAX_BODY_CHARS = 100_000  # only this much of a body is indexed (bounds build time)
_QMAX = 65535  # impacts are uint16: saturation g in (0, k1 + 1) divided by a fixed step
_BLOCK = 64  # documents per compressed block of descriptions and snippet sources
#: Each tag is also indexed as the pseudo-term "#<tag>" (real terms never contain "#"), so
#: the tag filter reuses the posting lists instead of needing tables of its own.
_TAG = "#"


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


@dataclass(frozen=True)
class SearchHit:
    name: str
    description: str
    score: float
    snippet: str

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


class _Vocab(dict[str, int]):
    """Term -> id, giving a new term the next id (so ``map(vocab.__getitem__, ...)`` works)."""

    def __missing__(self, key: str) -> int:
        value = self[key] = len(self)
        return value


def _tag_key(tag: str) -> str:
    return fold(tag).lower()


def _field_counts(doc: SearchDocument, bodies: bool) -> tuple[list[int], dict[str, int]]:
    """Field lengths and, per term, its four field frequencies packed into one int (8 bits
    each, capped at 255: saturation makes larger counts irrelevant)."""
    body = doc.body[:MAX_BODY_CHARS] if bodies else ""
    fields = [tokenize(text) for text in (doc.name, doc.description, " ".join(doc.tags), body)]
    packed = {t: min(c, 255) << 24 for t, c in Counter(fields[3]).items()}
    for shift, tokens in ((0, fields[0]), (8, fields[1]), (16, fields[2])):
        for t, c in Counter(tokens).items():
            packed[t] = packed.get(t, 0) | (min(c, 255) << shift)
    for key in filter(None, map(_tag_key, doc.tags)):
        packed[_TAG + key] = 0
    return [len(f) for f in fields], packed


class _Scorer:
    """BM25F: field frequencies weighted and length-normalised per field, summed, then
    saturated once with k1; the result is quantised to a uint16 impact."""

    def __init__(self, meta: dict[str, Any]) -> None:
        self.k1 = float(meta["k1"])
        self.fields = list(zip(meta["weights"], meta["b"], meta["avg"], strict=True))
        self.docs = int(meta["docs"])
        self.step = (self.k1 + 1) / _QMAX

    def norms(self, lengths: Sequence[int]) -> list[float]:
        return [w / (1 - b + b * n / a) for (w, b, a), n in zip(self.fields, lengths, strict=True)]

    def impact(self, packed: int, norms: Sequence[float]) -> int:
        x = sum((packed >> shift & 255) * n for shift, n in zip((0, 8, 16, 24), norms, strict=True))
        return min(_QMAX, max(1, round(x * (self.k1 + 1) / (self.k1 + x) / self.step)))

    def weight(self, df: int) -> float:
        """``idf * step``: what one unit of impact is worth for a term in ``df`` documents."""
        return math.log(1 + (self.docs - df + 0.5) / (df + 0.5)) * self.step


def _store_block(docs: Sequence[SearchDocument], bodies: bool) -> bytes:
    return codec.encode_block(
        [[fold(d.description), snippet_source(d.body) if bodies else ""] for d in docs]
    )


class SearchIndex:
    """An immutable BM25F index. Build it with :meth:`build`, store it with :meth:`to_bytes`,
    load it with :meth:`from_bytes`; documents written since can be passed to :meth:`search`
    as ``extra`` and are scored with this index's statistics."""

    def __init__(self, meta: dict[str, Any], sections: Sequence[bytes]) -> None:
        """Internal: use :meth:`build` or :meth:`from_bytes`. Checks every section's shape."""
        self._sections = tuple(sections)
        self._scorer = _Scorer(meta)
        self._bodies: bool = meta["bodies"]
        names, terms, df, term_off, self._postings, store_off, self._store = sections[1:]
        n_docs, n_terms = meta["docs"], meta["terms"]
        self._names = codec.decode_lines(names, n_docs)
        if any(a >= b for a, b in pairwise(self._names)):
            raise ValueError("corrupt search index: names not sorted")
        terms_list = codec.decode_lines(terms, n_terms)
        self._vocab = dict(zip(terms_list, range(n_terms), strict=True))
        self._df = codec.le_array("I", df)
        if len(self._df) != n_terms or (n_terms and max(self._df) > n_docs):
            raise ValueError("corrupt search index: document frequencies")
        self._term_off = codec.read_offsets(term_off, n_terms, len(self._postings))
        self._store_off = codec.read_offsets(store_off, -(-n_docs // _BLOCK), len(self._store))
        self._decoded: dict[int, tuple[array[int], array[float]]] = {}
        self._blocks: dict[int, list[list[str]]] = {}

    @classmethod
    def build(cls, docs: Iterable[SearchDocument], *, index_bodies: bool = True) -> SearchIndex:
        """Index ``docs`` (names must be unique). Document ids follow name order, so equal
        scores are put in name order by comparing ids."""
        ordered = sorted(docs, key=lambda d: d.name)
        for a, b in pairwise(ordered):
            if a.name == b.name:
                raise ValueError(f"duplicate skill name: {a.name}")
        vocab = _Vocab()
        lengths: list[array[int]] = [array("I") for _ in range(4)]
        doc_terms, doc_packs, bounds = array("I"), array("I"), [0]
        for doc in ordered:  # pass 1: tokenise, count, collect field lengths
            lens, packed = _field_counts(doc, index_bodies)
            for column, n in zip(lengths, lens, strict=True):
                column.append(n)
            doc_terms.extend(map(vocab.__getitem__, packed))
            doc_packs.extend(packed.values())
            bounds.append(len(doc_terms))
        n = len(ordered)
        meta: dict[str, Any] = {
            **{"k1": K1, "weights": list(FIELD_WEIGHTS), "b": list(FIELD_B)},
            "avg": [(sum(c) / n if n and sum(c) else 1.0) for c in lengths],
            **{"docs": n, "terms": len(vocab), "bodies": index_bodies},
        }
        scorer = _Scorer(meta)
        post_ids = [array("I") for _ in range(len(vocab))]
        post_qs = [array("H") for _ in range(len(vocab))]
        for doc_id, (start, end) in enumerate(pairwise(bounds)):  # pass 2: impacts
            norms = scorer.norms([column[doc_id] for column in lengths])
            memo: dict[int, int] = {}  # most terms of a document share a packed count
            for tid, pack in zip(doc_terms[start:end], doc_packs[start:end], strict=True):
                q = memo.get(pack)
                if q is None:
                    q = memo[pack] = scorer.impact(pack, norms)
                post_ids[tid].append(doc_id)
                post_qs[tid].append(q)
        term_off, postings = codec.offset_table(list(map(codec.encode_posting, post_ids, post_qs)))
        blocks = [_store_block(ordered[i : i + _BLOCK], index_bodies) for i in range(0, n, _BLOCK)]
        store_off, store = codec.offset_table(blocks)
        names = codec.encode_lines(d.name for d in ordered)
        terms = codec.encode_lines(vocab)
        df = codec.le_array("I", map(len, post_ids)).tobytes()
        return cls(
            meta,
            [codec.dump_meta(meta), names, terms, df, term_off, postings, store_off, store],
        )

    def to_bytes(self) -> bytes:
        """The index as bytes, in the layout that ``codec`` describes."""
        return codec.pack_sections(self._sections)

    @classmethod
    def from_bytes(cls, data: bytes) -> SearchIndex:
        """Load what :meth:`to_bytes` wrote. Corrupt, truncated or foreign data raises
        ``ValueError`` (checksum first, then each section's shape); posting lists are
        decoded, and bounds-checked, on first use."""
        sections = codec.unpack_sections(bytes(data))
        with codec.checked():
            return cls(codec.load_meta(sections[0]), sections)

    def __len__(self) -> int:
        return len(self._names)

    @property
    def names(self) -> tuple[str, ...]:
        """The indexed names, sorted."""
        return self._names

    def search(
        self,
        query: str,
        *,
        limit: int = 5,
        tags: Sequence[str] = (),
        exclude: Container[str] = (),
        extra: Sequence[SearchDocument] = (),
    ) -> list[SearchHit]:
        """The best ``limit`` (1-50) documents for ``query`` that carry every tag in ``tags``
        (case-insensitive), best first, equal (shown) scores in name order. Indexed documents named
        in ``exclude`` or in ``extra`` are left out; ``extra`` documents (newer writes) are
        scored with this index's statistics and merged in. At most 64 distinct query terms
        count (``text.MAX_QUERY_TERMS``); terms the index has never seen only score
        ``extra``."""
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise ValueError(f"limit must be an integer from 1 to {MAX_LIMIT}")
        terms = sorted(query_terms(query))  # one summation order for index and extra docs
        wanted = {k for k in map(_tag_key, [tags] if isinstance(tags, str) else tags) if k}
        newer = {d.name: d for d in extra}
        if not terms:
            return []
        scored: list[tuple[float, str, SearchDocument | int]] = [
            (score, self._names[doc_id], doc_id)
            for doc_id, score in self._ranked(terms, wanted, limit, (exclude, newer))
        ]
        for doc in newer.values():
            if wanted <= {_tag_key(t) for t in doc.tags} and (score := self._score(doc, terms)):
                scored.append((score, doc.name, doc))
        scored.sort(key=lambda s: (-round(s[0], 4), s[1]))  # shown score, then name
        hits = []
        for score, name, origin in scored[:limit]:
            if isinstance(origin, int):
                description, source = self._stored(origin)
            else:
                description = fold(origin.description)
                source = snippet_source(origin.body) if self._bodies else ""
            snippet = make_snippet(source, description, frozenset(terms))
            hits.append(SearchHit(name, description, round(score, 4), snippet))
        return hits

    def _ranked(
        self, terms: list[str], wanted: set[str], limit: int, skip: Sequence[Container[str]]
    ) -> list[tuple[int, float]]:
        """The top ``limit`` index documents as (id, score), best first by the score as shown
        (4 decimals), ties by id (= name order). Scores are summed per term with C-level
        iteration (``map``, ``dict.update``): no Python bytecode runs per posting."""
        acc: dict[int, float] = {}
        for term in terms:
            if (tid := self._vocab.get(term)) is not None:
                ids, scores = self._posting(tid)
                acc.update(zip(ids, map(add, map(acc.get, ids, repeat(0.0)), scores), strict=True))
        for key in wanted:
            tid = self._vocab.get(_TAG + key)
            carriers = set() if tid is None else set(self._posting(tid)[0])
            acc = {d: acc[d] for d in acc.keys() & carriers}
        want = limit
        while True:  # widen until enough survive the exclusions
            best = heapq.nlargest(want, acc.values())
            edge = round(best[-1], 4) - 0.0001 if best else 0.0  # keep ties of the shown score
            pool = list(compress(acc.items(), map(ge, acc.values(), repeat(edge))))
            pool.sort(key=lambda p: (-round(p[1], 4), p[0]))
            kept = [p for p in pool if not any(self._names[p[0]] in c for c in skip)]
            if len(kept) >= limit or len(best) < want:
                return kept[:limit]
            want *= 2

    def _posting(self, tid: int) -> tuple[array[int], array[float]]:
        """Doc ids and ready-made scores (idf x impact) of one term, decoded on first use."""
        cached = self._decoded.get(tid)
        if cached is None:
            start, end = self._term_off[tid], self._term_off[tid + 1]
            blob = self._postings[start:end]
            ids, qs = codec.decode_posting(blob, self._df[tid], len(self._names))
            weight = self._scorer.weight(self._df[tid])
            cached = self._decoded[tid] = (ids, array("d", map(mul, qs, repeat(weight))))
        return cached

    def _stored(self, doc_id: int) -> tuple[str, str]:
        """(description, snippet source) of an indexed document; decoded blocks are cached."""
        block_no, offset = divmod(doc_id, _BLOCK)
        with codec.checked(ValueError):
            block = self._blocks.get(block_no)
            if block is None:
                start, end = self._store_off[block_no], self._store_off[block_no + 1]
                block = codec.decode_block(self._store[start:end])
                if len(self._blocks) >= 256:
                    self._blocks.clear()
                self._blocks[block_no] = block
            description, source = block[offset]
        if not (isinstance(description, str) and isinstance(source, str)):
            raise ValueError("corrupt search index: store entry")
        return description, source

    def _score(self, doc: SearchDocument, terms: list[str]) -> float:
        """Score a document outside the index exactly as if it had been indexed (same
        impacts, weights and summation order); unseen terms count with df 0."""
        lens, packed = _field_counts(doc, self._bodies)
        norms = self._scorer.norms(lens)
        total = 0.0
        for term in terms:
            if pack := packed.get(term):
                df = self._df[tid] if (tid := self._vocab.get(term)) is not None else 0
                total += self._scorer.impact(pack, norms) * self._scorer.weight(df)
        return total


def search_documents(
    docs: Iterable[SearchDocument], query: str, *, limit: int = 5, tags: Sequence[str] = ()
) -> list[SearchHit]:
    """Build a throwaway index over ``docs`` and search it once."""
    return SearchIndex.build(docs).search(query, limit=limit, tags=tags)
