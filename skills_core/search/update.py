"""``SearchIndex.updated``: a changed copy of an index, computed from what the index stores.

A writer knows only the documents it changes, so an update reads the index's own data --
posting lists of quantised impacts, stored rows (description, snippet source, field lengths)
and meta -- plus the added documents' text, and rewrites only what the change touches.

Exact after an update: the document count, every document frequency (so every IDF), the
total and so the average field lengths, and the impacts of the added documents, which are
what a build of the final set would give them. Approximate: a document that stays keeps the
impacts it was quantised with, whose length normalisation used the average field lengths of
the corpus when it was indexed (the index keeps no term counts to redo them). The drift is
small: the labelled set grown one document at a time from an empty index ranks with the
Recall@5 of a build, scores within 4%. A build re-quantises everything; do one now and then
when the corpus has changed shape (say, grown several-fold from a small start).

Ids: a removed document leaves a hole, which added documents fill first (lowest first); the
other added documents get new ids at the end; when more go than come, the last documents
move into the holes left. Ids stay 0..n-1, posting lists and store blocks that hold no
changed id are copied as bytes, and ties are broken by name (ids follow name order only
after a build). Finding the lists a removed document is in takes one pass decoding every
posting list (the index keeps no per-document term list); adding alone decodes only the
lists of the added documents' terms."""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from itertools import compress, repeat
from operator import is_not, itemgetter
from typing import Any, Protocol, cast

from . import codec
from .scoring import BLOCK, Scorer, SearchDocument, field_counts, stored_row


class StoredIndex(Protocol):
    """What an update reads of the index it changes: :class:`.index.SearchIndex`, which
    calls :func:`apply`. A protocol, so this module imports nothing of the index."""

    @property
    def _meta(self) -> dict[str, Any]: ...
    @property
    def _sections(self) -> tuple[bytes, ...]: ...
    @property
    def _names(self) -> tuple[str, ...]: ...
    @property
    def _bodies(self) -> bool: ...
    @property
    def _vocab(self) -> dict[str, int]: ...
    @property
    def _df(self) -> array[int]: ...
    @property
    def _term_off(self) -> array[int]: ...
    @property
    def _postings(self) -> bytes: ...
    @property
    def _store(self) -> bytes: ...
    @property
    def _store_off(self) -> array[int]: ...
    def _row(self, doc_id: int) -> tuple[str, str, list[int]]: ...
    def _impacts(self, tid: int) -> tuple[array[int], array[int]]: ...
    def __len__(self) -> int: ...


Pairs = list[tuple[int, int]]  # (doc id, impact), ascending ids
_FEW_EDITS = 32  # per posting list, up to this many removed, moved or added ids are bisected


def apply(
    index: StoredIndex, add: Sequence[SearchDocument], remove: Iterable[str]
) -> tuple[dict[str, Any], list[bytes]]:
    """The meta and sections of ``index`` less the documents named in ``remove`` or ``add``,
    plus ``add`` (sorted by name, names unique)."""
    names, bodies = index._names, index._bodies
    at = {name: i for i, name in enumerate(names)}
    dropped = {*([remove] if isinstance(remove, str) else remove), *(d.name for d in add)}
    holes = sorted(at[name] for name in dropped if name in at)
    if not holes and not add:
        return index._meta, list(index._sections)
    n, gone = len(names), set(holes)
    size = n - len(holes) + len(add)
    ids = holes[: len(add)] + list(range(n, size))  # of the added documents, ascending
    survivors = [j for j in range(size, n) if j not in gone]  # past the new end: they move
    moved = dict(zip(survivors, [h for h in holes[len(add) :] if h < size], strict=True))
    old = {j: index._row(j) for j in (*holes, *moved)}

    counts = [field_counts(doc, bodies) for doc in add]
    totals = list(index._meta["lengths"])
    for sign, lengths in [*((-1, old[j][2]) for j in holes), *((1, c[0]) for c in counts)]:
        totals = [t + sign * x for t, x in zip(totals, lengths, strict=True)]
    if min(totals) < 0:
        raise ValueError("corrupt search index: field lengths")
    meta = {**index._meta, "lengths": totals, "docs": size}
    scorer = Scorer(meta)

    rows: dict[int, Sequence[Any]] = {moved[j]: old[j] for j in moved}
    new_names = {moved[j]: names[j] for j in moved}
    fresh: dict[str, Pairs] = {}
    for doc_id, doc, (lengths, packed) in zip(ids, add, counts, strict=True):
        for term, q in zip(packed, scorer.impacts(lengths, packed.values()), strict=True):
            fresh.setdefault(term, []).append((doc_id, q))
        rows[doc_id] = stored_row(doc, bodies, lengths)
        new_names[doc_id] = doc.name

    remap: dict[int, int | None] = {**dict.fromkeys(holes), **moved}
    terms, df, blobs = _postings(index, remap, fresh)
    meta["terms"] = len(terms)
    out_names = [*names[:size], *[""] * (size - n)]
    for doc_id, name in new_names.items():
        out_names[doc_id] = name
    same = terms == list(index._vocab)  # the terms section is kept when no term came or went
    encoded_terms = index._sections[2] if same else codec.encode_lines(terms)
    encoded_names = codec.encode_lines(out_names)
    blocks = _blocks(index, size, rows)
    return meta, codec.assemble(meta, encoded_names, encoded_terms, df, blobs, blocks)


def _postings(
    index: StoredIndex, remap: dict[int, int | None], fresh: dict[str, Pairs]
) -> tuple[list[str], array[int], list[bytes]]:
    """Terms, document frequencies and encoded posting lists after the change: lists that
    hold a remapped id or gain postings are rewritten, terms left without documents dropped,
    new terms appended; runs of other lists are copied as they are."""
    vocab, old_df, off, raw = index._vocab, index._df, index._term_off, index._postings
    changed = {tid for term in fresh if (tid := vocab.get(term)) is not None}
    if remap:  # which lists hold a removed or moved id is only known by decoding them all
        held = remap.keys()
        with codec.checked():
            for tid, count in enumerate(old_df):
                if not held.isdisjoint(codec.posting_ids(raw[off[tid] : off[tid + 1]], count)):
                    changed.add(tid)
    old_terms = list(vocab)
    terms: list[str] = []
    blobs: list[bytes] = []
    df, start = array("I"), 0

    def rewrite(term: str, ids: array[int], qs: array[int]) -> None:
        if merged := _merge(ids, qs, remap, fresh.get(term, [])):
            terms.append(term)
            df.append(len(merged[0]))
            blobs.append(codec.encode_posting(*merged))

    for tid in [*sorted(changed), len(old_terms)]:
        terms += old_terms[start:tid]  # the run of unchanged lists before this one
        df += old_df[start:tid]
        blobs += map(raw.__getitem__, map(slice, off[start:tid], off[start + 1 : tid + 1]))
        if tid < len(old_terms):
            rewrite(old_terms[tid], *index._impacts(tid))
        start = tid + 1
    for term in [t for t in fresh if t not in vocab]:  # new terms, in order of appearance
        rewrite(term, array("I"), array("H"))
    return terms, df, blobs


def _merge(
    ids: array[int], qs: array[int], remap: dict[int, int | None], extra: Pairs
) -> tuple[array[int], array[int]] | None:
    """One posting list with removed ids dropped, moved ones renumbered and ``extra`` merged
    in, by ascending id; None when nothing is left. A few edits are made in place (bisect,
    then a C-level insert or delete); many rebuild the list with C-level iteration only."""
    if len(remap) + len(extra) <= _FEW_EDITS:
        back = []  # moved postings, put back once every removed id is out
        for old_id, new_id in remap.items():
            at = bisect_left(ids, old_id)
            if at < len(ids) and ids[at] == old_id:
                if new_id is not None:
                    back.append((new_id, qs[at]))
                del ids[at], qs[at]
        for doc_id, q in sorted(back + extra) if back else extra:
            at = bisect_left(ids, doc_id)
            ids.insert(at, doc_id)
            qs.insert(at, q)
    else:
        renumbered = list(map(remap.get, ids, ids))  # None for a removed id
        kept = list(map(is_not, renumbered, repeat(None)))
        left = cast("Iterable[int]", compress(renumbered, kept))
        pairs = [*zip(left, compress(qs, kept), strict=True), *extra]
        pairs.sort()
        ids, qs = array("I", map(itemgetter(0), pairs)), array("H", map(itemgetter(1), pairs))
    return (ids, qs) if ids else None


def _blocks(index: StoredIndex, size: int, rows: dict[int, Sequence[Any]]) -> list[bytes]:
    """The store blocks of ``size`` documents: those holding a changed row, or cut short at
    the new end, re-encoded; the others copied."""
    off, raw = index._store_off, index._store
    dirty = {doc_id // BLOCK for doc_id in rows}
    if size < len(index) and size % BLOCK:
        dirty.add(size // BLOCK)
    blocks = []
    for block_no in range(-(-size // BLOCK)):
        if block_no not in dirty:
            blocks.append(raw[off[block_no] : off[block_no + 1]])
            continue
        span = range(block_no * BLOCK, min(size, (block_no + 1) * BLOCK))
        blocks.append(codec.encode_block([rows.get(i) or index._row(i) for i in span]))
    return blocks
