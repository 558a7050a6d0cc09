"""SearchIndex.updated: what a build of the final set would be, except that documents kept
keep the impacts they were indexed with (quantised under the average field lengths of their
day); document count, document frequencies, total field lengths and the added documents'
impacts are exact."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skills_core.search import SearchDocument, SearchIndex, codec, update

WORDS = [
    *("alpha", "beta", "gamma", "delta", "kube", "pod", "docker", "image"),
    *("backup", "restore", "dump", "table", "query", "cache"),
]
TAGS = ["ops", "db", "Web", "k8s", "misc"]
Postings = dict[str, dict[str, int]]


def make_doc(name: str, seed: int) -> SearchDocument:
    rng = random.Random(seed)

    def words(most: int) -> str:
        return " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, most)))

    body = "\n".join(words(8) for _ in range(rng.randint(0, 4)))
    tags = tuple(rng.sample(TAGS, rng.randint(0, 2)))
    return SearchDocument(name, words(6) + ".", tags, body)


def postings(index: SearchIndex) -> Postings:
    """term -> {document name: impact}: all that ranking reads from the index, without ids."""
    out = {}
    for term, tid in index._vocab.items():
        ids, qs = index._impacts(tid)
        out[term] = {index._names[i]: q for i, q in zip(ids, qs, strict=True)}
    return out


def stored(index: SearchIndex) -> dict[str, list[object]]:
    """name -> stored row, from every row of every store block (none may be left over)."""
    off = index._store_off
    blocks = [codec.decode_block(index._store[a:b]) for a, b in pairwise(off)]
    rows = [row for block in blocks for row in block]
    assert len(rows) == len(index)
    return dict(zip(index._names, rows, strict=True))


def check_like_build(index: SearchIndex, docs: Sequence[SearchDocument]) -> None:
    """``index`` holds exactly ``docs``: names, length, which documents each term (and so
    each tag) is in, total field lengths; found documents show the description and snippet a
    build shows; the bytes round-trip."""
    fresh = SearchIndex.build(docs, index_bodies=index._bodies)
    assert index.names == fresh.names == tuple(sorted(d.name for d in docs))
    assert len(index) == len(fresh) == len(docs)
    got = postings(index)
    assert {t: set(p) for t, p in got.items()} == {t: set(p) for t, p in postings(fresh).items()}
    assert index._meta == fresh._meta  # counts and total field lengths are exact
    assert stored(index) == stored(fresh)
    carriers = {tag.lower(): {d.name for d in docs if tag in d.tags} for tag in TAGS}
    for query in [*WORDS[:6], "restore dump", "kube pod docker"]:
        for tags in [(), *([t] for t in TAGS[:3])]:
            hits, want = (
                index.search(query, tags=tags, limit=50),
                fresh.search(query, tags=tags, limit=50),
            )
            if len(want) < 50:  # all matches are shown; at a cut, ranking decides
                assert {h.name for h in hits} == {h.name for h in want}
            assert all(h.name in carriers[t.lower()] for h in hits for t in tags)
            shown = {h.name: (h.description, h.snippet) for h in want}
            assert all((h.description, h.snippet) == shown[h.name] for h in hits if h.name in shown)
    loaded = SearchIndex.from_bytes(index.to_bytes())
    assert loaded.to_bytes() == index.to_bytes() and loaded.names == index.names
    assert postings(loaded) == got
    assert loaded.search("backup cache", limit=50) == index.search("backup cache", limit=50)


def expected_after(
    before: Postings, fresh: SearchIndex, gone: set[str], added: set[str]
) -> Postings:
    """The model of an update: the documents kept keep their impacts; the added ones get
    what a build of the final set gives them; terms left without documents go."""
    out = {t: {n: q for n, q in p.items() if n not in gone} for t, p in before.items()}
    for term, docs in postings(fresh).items():
        out.setdefault(term, {}).update({n: q for n, q in docs.items() if n in added})
    return {t: p for t, p in out.items() if p}


steps = st.lists(
    st.tuples(
        st.sets(st.integers(0, 29), max_size=8),  # names to remove
        st.lists(st.tuples(st.integers(0, 29), st.integers(0, 999)), max_size=8),  # to add
    ),
    min_size=1,
    max_size=6,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    start=st.lists(st.tuples(st.integers(0, 29), st.integers(0, 999)), max_size=20),
    steps=steps,
    bodies=st.booleans(),
    edits=st.sampled_from([0, update._FEW_EDITS]),
)
def test_chains_of_updates_match_the_model_and_a_build(
    start: list[tuple[int, int]],
    steps: list[tuple[set[int], list[tuple[int, int]]]],
    bodies: bool,
    edits: int,
) -> None:
    current = {f"s{n:02d}": make_doc(f"s{n:02d}", seed) for n, seed in start}
    index = SearchIndex.build(current.values(), index_bodies=bodies)
    with pytest.MonkeyPatch.context() as patch:  # 0: every list is rebuilt, not bisected
        patch.setattr(update, "_FEW_EDITS", edits)
        for remove, add in steps:
            added = {f"s{n:02d}": make_doc(f"s{n:02d}", seed) for n, seed in add}
            removed = {f"s{n:02d}" for n in remove}
            before = postings(index)
            index = index.updated(add=list(added.values()), remove=removed)
            for name in removed | set(added):
                current.pop(name, None)
            current.update(added)
            fresh = SearchIndex.build(current.values(), index_bodies=bodies)
            assert postings(index) == expected_after(
                before, fresh, removed | set(added), set(added)
            )
            check_like_build(index, list(current.values()))


def test_updating_an_empty_index_is_a_build() -> None:
    docs = [make_doc(f"doc-{i}", i) for i in range(40)]
    for bodies in (True, False):
        built = SearchIndex.build(docs, index_bodies=bodies)
        grown = SearchIndex.build([], index_bodies=bodies).updated(add=docs)
        assert grown.to_bytes() == built.to_bytes()


def test_a_replacement_shows_the_new_text_only() -> None:
    docs = [make_doc(f"doc-{i}", i) for i in range(20)]
    index = SearchIndex.build(docs)
    new = SearchDocument(
        "doc-3", "Rotates zebra certificates.", ("pki",), "Renew each zebra with care."
    )
    after = index.updated(add=[new])
    assert after.names == index.names and len(after) == 20
    hit = after.search("zebra")[0]
    assert (hit.name, hit.description, hit.snippet) == (
        "doc-3",
        "Rotates zebra certificates.",
        "Renew each zebra with care.",
    )
    assert [h.name for h in after.search("alpha", tags=["pki"])] == []
    assert [h.name for h in after.search("zebra", tags=["PKI"])] == ["doc-3"]
    check_like_build(after, [new if d.name == "doc-3" else d for d in docs])


def test_the_old_index_is_left_as_it_was() -> None:
    docs = [make_doc(f"doc-{i}", i) for i in range(30)]
    index = SearchIndex.build(docs)
    data, hits = index.to_bytes(), index.search("backup restore", limit=50)
    index.updated(add=[make_doc("doc-new", 99), make_doc("doc-2", 5)], remove=["doc-7", "doc-9"])
    assert index.to_bytes() == data and index.search("backup restore", limit=50) == hits
    assert index.updated().to_bytes() == data
    assert index.updated(remove=["no-such-skill"]).to_bytes() == data


def test_remove_takes_a_single_name_and_ignores_unknown_ones() -> None:
    docs = [make_doc(f"doc-{i}", i) for i in range(5)]
    index = SearchIndex.build(docs).updated(remove="doc-1")
    assert index.names == ("doc-0", "doc-2", "doc-3", "doc-4")
    assert index.updated(remove=["doc-1", "zzz"]).names == index.names
    back = make_doc("doc-1", 7)
    assert index.updated(add=[back], remove=["doc-1"]).names == tuple(sorted(d.name for d in docs))


@pytest.mark.parametrize("count", [5, 64, 65, 130])
def test_removing_the_last_documents_leaves_no_rows_behind(count: int) -> None:
    """Removing the highest ids moves nothing: only the store's end is cut."""
    docs = [make_doc(f"doc-{i:03d}", i) for i in range(count)]
    index = SearchIndex.build(docs)
    for cut in (1, 2):
        index = index.updated(remove=index.names[-cut:])
        docs = docs[:-cut]
        check_like_build(index, docs)


def test_duplicate_names_in_add_are_refused() -> None:
    index = SearchIndex.build([make_doc("a", 1)])
    with pytest.raises(ValueError, match="duplicate"):
        index.updated(add=[make_doc("b", 1), make_doc("b", 2)])


def test_removing_everything_then_adding_again() -> None:
    docs = [make_doc(f"doc-{i}", i) for i in range(70)]  # more than one store block
    empty = SearchIndex.build(docs).updated(remove=[d.name for d in docs])
    assert len(empty) == 0 and empty.names == () and empty.search("alpha") == []
    assert empty._meta["lengths"] == [0, 0, 0, 0] and empty._meta["terms"] == 0
    check_like_build(empty.updated(add=docs[:3]), docs[:3])


def test_equal_scores_stay_in_name_order_after_updates() -> None:
    twins = [SearchDocument(n, "Rotates the widget cache.", ("x",), "Body") for n in "aceg"]
    index = SearchIndex.build(twins[:2]).updated(add=twins[2:])
    index = index.updated(add=[SearchDocument("b", "Rotates the widget cache.", ("x",), "Body")])
    index = index.updated(
        remove=["a"], add=[SearchDocument("f", twins[0].description, ("x",), "Body")]
    )
    hits = index.search("widget", limit=10)
    assert [h.name for h in hits] == ["b", "c", "e", "f", "g"]
    assert len({h.score for h in hits}) == 1


def test_a_long_chain_of_small_updates_over_many_blocks() -> None:
    rng = random.Random(3)
    current = {f"doc-{i:03d}": make_doc(f"doc-{i:03d}", i) for i in range(150)}
    index = SearchIndex.build(current.values())
    for step in range(120):
        names = sorted(current)
        removed = set(rng.sample(names, rng.randint(0, 2)))
        added = [make_doc(rng.choice([*names, f"new-{step}"]), 1000 + step)]
        index = index.updated(add=added, remove=removed)
        for name in removed | {added[0].name}:
            current.pop(name, None)
        current[added[0].name] = added[0]
    check_like_build(index, list(current.values()))
