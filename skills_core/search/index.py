"""BM25F ranking over skills (name, description, tags, body), serialisable to compact bytes.

Per (term, document) the index keeps one quantised impact -- the BM25F saturation of the
field-weighted term frequency -- so a query only adds ``idf * impact`` per posting. Posting
lists are compressed per term and decoded on first use: loading a 100,000-skill snapshot on a
Lambda cold start costs a checksum and a few array copies, not a full decode. A writer that
knows only the documents it changes derives the next index with :meth:`SearchIndex.updated`
(see ``update``) instead of rebuilding. Standard library only."""

from __future__ import annotations

import heapq
from array import array
from collections.abc import Container, Iterable, Sequence
from dataclasses import asdict, dataclass
from itertools import compress, pairwise, repeat
from operator import add, ge, mul
from typing import Any

from . import codec, update
from .scoring import (
    BLOCK,
    TAG,
    Scorer,
    SearchDocument,
    by_name,
    field_counts,
    new_meta,
    stored_row,
    tag_key,
)
from .text import fold, make_snippet, query_terms, snippet_source

__all__ = ["MAX_LIMIT", "SearchDocument", "SearchHit", "SearchIndex", "search_documents"]

MAX_LIMIT = 50


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


class SearchIndex:
    """An immutable BM25F index. Build it with :meth:`build`, store it with :meth:`to_bytes`,
    load it with :meth:`from_bytes`, derive a changed copy with :meth:`updated`; documents
    written since can be passed to :meth:`search` as ``extra`` and are scored with this
    index's statistics."""

    def __init__(self, meta: dict[str, Any], sections: Sequence[bytes]) -> None:
        """Internal: use :meth:`build` or :meth:`from_bytes`. Checks every section's shape."""
        self._sections = tuple(sections)
        self._meta = meta
        self._scorer = Scorer(meta)
        self._bodies: bool = meta["bodies"]
        names, terms, df, term_off, self._postings, store_off, self._store = sections[1:]
        n_docs, n_terms = meta["docs"], meta["terms"]
        self._names = codec.decode_lines(names, n_docs)  # in id order
        self._sorted: tuple[str, ...] | None = None
        if len(set(self._names)) != n_docs:
            raise ValueError("corrupt search index: duplicate names")
        terms_list = codec.decode_lines(terms, n_terms)
        self._vocab = dict(zip(terms_list, range(n_terms), strict=True))
        self._df = codec.le_array("I", df)
        if len(self._df) != n_terms or (n_terms and max(self._df) > n_docs):
            raise ValueError("corrupt search index: document frequencies")
        self._term_off = codec.read_offsets(term_off, n_terms, len(self._postings))
        self._store_off = codec.read_offsets(store_off, -(-n_docs // BLOCK), len(self._store))
        self._decoded: dict[int, tuple[array[int], array[float]]] = {}
        self._blocks: dict[int, list[Any]] = {}

    @classmethod
    def build(cls, docs: Iterable[SearchDocument], *, index_bodies: bool = True) -> SearchIndex:
        """Index ``docs`` (names must be unique). Document ids follow name order."""
        ordered = by_name(docs)
        vocab = _Vocab()
        lengths: list[list[int]] = []
        doc_terms, doc_packs, bounds = array("I"), array("I"), [0]
        for doc in ordered:  # pass 1: tokenise, count, collect field lengths
            lens, packed = field_counts(doc, index_bodies)
            lengths.append(lens)
            doc_terms.extend(map(vocab.__getitem__, packed))
            doc_packs.extend(packed.values())
            bounds.append(len(doc_terms))
        meta = new_meta(index_bodies)
        if lengths:
            meta["lengths"] = [sum(column) for column in zip(*lengths, strict=True)]
        meta.update(docs=len(ordered), terms=len(vocab))
        scorer = Scorer(meta)
        post_ids = [array("I") for _ in range(len(vocab))]
        post_qs = [array("H") for _ in range(len(vocab))]
        for doc_id, (start, end) in enumerate(pairwise(bounds)):  # pass 2: impacts
            qs = scorer.impacts(lengths[doc_id], doc_packs[start:end])
            for tid, q in zip(doc_terms[start:end], qs, strict=True):
                post_ids[tid].append(doc_id)
                post_qs[tid].append(q)
        rows = list(map(stored_row, ordered, repeat(index_bodies), lengths))
        sections = codec.assemble(
            meta,
            codec.encode_lines(d.name for d in ordered),
            codec.encode_lines(vocab),
            map(len, post_ids),
            list(map(codec.encode_posting, post_ids, post_qs)),
            [codec.encode_block(rows[i : i + BLOCK]) for i in range(0, len(rows), BLOCK)],
        )
        return cls(meta, sections)

    def updated(
        self, add: Sequence[SearchDocument] = (), remove: Iterable[str] = ()
    ) -> SearchIndex:
        """A new index over this one's documents less those named in ``remove`` or in
        ``add``, plus ``add`` (so adding a known name replaces that document); names in
        ``remove`` that are not indexed are ignored. Computed from what the index stores, not
        from the old documents' text. The document count, document frequencies (IDF) and
        average field lengths come out exact, and so do the impacts of the added documents;
        the documents kept keep the impacts they were quantised with, under the average field
        lengths of their day (see ``update``). This index is left as it was."""
        return type(self)(*update.apply(self, by_name(add), remove))

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
    def size_bytes(self) -> int:
        """The serialised size (what a cache weighs it by)."""
        return sum(len(section) for section in self._sections)

    @property
    def names(self) -> tuple[str, ...]:
        """The indexed names, sorted."""
        if self._sorted is None:
            self._sorted = tuple(sorted(self._names))
        return self._sorted

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
        wanted = {k for k in map(tag_key, [tags] if isinstance(tags, str) else tags) if k}
        newer = {d.name: d for d in extra}
        if not terms:
            return []
        scored: list[tuple[float, str, SearchDocument | int]] = [
            (score, self._names[doc_id], doc_id)
            for doc_id, score in self._ranked(terms, wanted, limit, (exclude, newer))
        ]
        for doc in newer.values():
            if wanted <= {tag_key(t) for t in doc.tags} and (score := self._score(doc, terms)):
                scored.append((score, doc.name, doc))
        scored.sort(key=lambda s: (-round(s[0], 4), s[1]))  # shown score, then name
        hits = []
        for score, name, origin in scored[:limit]:
            if isinstance(origin, int):
                description, source, _ = self._row(origin)
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
        (4 decimals), ties by name. Scores are summed per term with C-level
        iteration (``map``, ``dict.update``): no Python bytecode runs per posting."""
        acc: dict[int, float] = {}
        for term in terms:
            if (tid := self._vocab.get(term)) is not None:
                ids, scores = self._posting(tid)
                acc.update(zip(ids, map(add, map(acc.get, ids, repeat(0.0)), scores), strict=True))
        for key in wanted:
            tid = self._vocab.get(TAG + key)
            carriers = set() if tid is None else set(self._posting(tid)[0])
            acc = {d: acc[d] for d in acc.keys() & carriers}
        want = limit
        while True:  # widen until enough survive the exclusions
            best = heapq.nlargest(want, acc.values())
            edge = round(best[-1], 4) - 0.0001 if best else 0.0  # keep ties of the shown score
            pool = list(compress(acc.items(), map(ge, acc.values(), repeat(edge))))
            pool.sort(key=lambda p: (-round(p[1], 4), self._names[p[0]]))
            kept = [p for p in pool if not any(self._names[p[0]] in c for c in skip)]
            if len(kept) >= limit or len(best) < want:
                return kept[:limit]
            want *= 2

    def _posting(self, tid: int) -> tuple[array[int], array[float]]:
        """Doc ids and ready-made scores (idf x impact) of one term, decoded on first use."""
        cached = self._decoded.get(tid)
        if cached is None:
            ids, qs = self._impacts(tid)
            weight = self._scorer.weight(self._df[tid])
            cached = self._decoded[tid] = (ids, array("d", map(mul, qs, repeat(weight))))
        return cached

    def _impacts(self, tid: int) -> tuple[array[int], array[int]]:
        """Doc ids and impacts of one term, freshly decoded (not cached)."""
        blob = self._postings[self._term_off[tid] : self._term_off[tid + 1]]
        return codec.decode_posting(blob, self._df[tid], len(self._names))

    def _row(self, doc_id: int) -> tuple[str, str, list[int]]:
        """(description, snippet source, field lengths) of an indexed document; decoded
        blocks are cached."""
        block_no, offset = divmod(doc_id, BLOCK)
        with codec.checked(ValueError):
            block = self._blocks.get(block_no)
            if block is None:
                start, end = self._store_off[block_no], self._store_off[block_no + 1]
                block = codec.decode_block(self._store[start:end])
                if len(self._blocks) >= 256:
                    self._blocks.clear()
                self._blocks[block_no] = block
            description, source, lengths = block[offset]
        if not (
            isinstance(description, str)
            and isinstance(source, str)
            and isinstance(lengths, list)
            and len(lengths) == 4
            and all(type(n) is int and n >= 0 for n in lengths)
        ):
            raise ValueError("corrupt search index: store entry")
        return description, source, lengths

    def _score(self, doc: SearchDocument, terms: list[str]) -> float:
        """Score a document outside the index exactly as if it had been indexed (same
        impacts, weights and summation order); unseen terms count with df 0."""
        lens, packed = field_counts(doc, self._bodies)
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
