"""Ranking quality on the labelled set in tests/data/search (see its generate.py).

A query's recall is the fraction of its relevant skills in the top 5; Recall@5 averages it
over the queries. Hit@1 is the share of queries whose first hit is relevant."""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path
from typing import Any

import pytest

from skills_core.search import SearchDocument, SearchIndex

DATA = Path(__file__).resolve().parent.parent / "data" / "search"
RECALL_AT_5_GOAL = 0.87


def load(name: str) -> list[dict[str, Any]]:
    with (DATA / name).open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


SKILLS = load("skills.jsonl")
QUERIES = load("queries.jsonl")


def documents(bodies: bool = True) -> list[SearchDocument]:
    return [
        SearchDocument(s["name"], s["description"], tuple(s["tags"]), s["body"] if bodies else "")
        for s in SKILLS
    ]


def measure(index: SearchIndex) -> tuple[float, float]:
    """(Recall@5, Hit@1) of ``index`` on the labelled queries."""
    recall = hit = 0.0
    for query in QUERIES:
        found = [h.name for h in index.search(query["query"], limit=5, tags=query.get("tags", ()))]
        recall += sum(name in found for name in query["relevant"]) / len(query["relevant"])
        hit += bool(found) and found[0] in query["relevant"]
    return recall / len(QUERIES), hit / len(QUERIES)


def evaluate(bodies: bool) -> tuple[float, float]:
    return measure(SearchIndex.build(documents(bodies)))


def test_the_labelled_set_is_big_enough_and_consistent() -> None:
    names = [s["name"] for s in SKILLS]
    assert len(SKILLS) >= 500 and len(QUERIES) >= 200
    assert len(set(names)) == len(names)
    assert all(set(q["relevant"]) <= set(names) for q in QUERIES)
    assert all(s["description"] and s["body"] and s["tags"] for s in SKILLS)


def test_the_labelled_set_matches_its_generator(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(DATA))
    spec = importlib.util.spec_from_file_location("search_data_generate", DATA / "generate.py")
    assert spec is not None and spec.loader is not None
    generator = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(generator)
    skills = generator.all_skills()
    assert skills == SKILLS
    assert generator.all_queries({s["name"] for s in skills}) == QUERIES


def test_recall_at_5_with_bodies_meets_the_goal() -> None:
    recall, hit = evaluate(bodies=True)
    print(f"\nwith bodies: Recall@5 {recall:.4f}, Hit@1 {hit:.4f}")
    assert recall >= RECALL_AT_5_GOAL
    assert 0.0 <= hit <= 1.0


def test_quality_without_bodies_is_computed() -> None:
    recall, hit = evaluate(bodies=False)
    print(f"\nwithout bodies: Recall@5 {recall:.4f}, Hit@1 {hit:.4f}")
    assert 0.0 <= recall <= 1.0 and 0.0 <= hit <= 1.0


def split_for_update() -> tuple[list[SearchDocument], list[SearchDocument], set[str]]:
    """80% of the skills (shuffled) to build from, the other 20% to add, and every tenth of
    the first part to remove."""
    docs = documents()
    random.Random(7).shuffle(docs)
    cut = len(docs) * 4 // 5
    return docs[:cut], docs[cut:], {d.name for d in docs[:cut:10]}


def compare_with_build(updated: SearchIndex, final: list[SearchDocument], label: str) -> None:
    fresh = SearchIndex.build(final)
    assert updated.names == fresh.names and len(updated) == len(fresh)
    (recall, hit), (fresh_recall, fresh_hit) = measure(updated), measure(fresh)
    print(f"\n{label}: Recall@5 {recall:.4f} (build {fresh_recall:.4f}), Hit@1 {hit:.4f}")
    assert abs(recall - fresh_recall) <= 0.01
    assert abs(hit - fresh_hit) <= 0.02
    loaded = SearchIndex.from_bytes(updated.to_bytes())
    assert measure(loaded) == (recall, hit)


def test_one_update_ranks_like_a_build_of_the_final_set() -> None:
    base, rest, removed = split_for_update()
    updated = SearchIndex.build(base).updated(add=rest, remove=removed)
    final = [d for d in base if d.name not in removed] + rest
    compare_with_build(updated, final, "80% built, then one update")


def test_a_chain_of_small_updates_ranks_like_a_build_of_the_final_set() -> None:
    """The rest added three at a time, each time with one removal, and every third time a
    replacement (a changed description)."""
    base, rest, removed = split_for_update()
    index, current = SearchIndex.build(base), {d.name: d for d in base}
    gone, rng = sorted(removed), random.Random(11)
    for start in range(0, len(rest), 3):
        add = rest[start : start + 3]
        if start % 9 == 0:
            old = current[rng.choice(sorted(current))]
            add = [
                *add,
                SearchDocument(old.name, old.description + " Updated.", old.tags, old.body),
            ]
        drop = [gone.pop()] if gone else []
        index = index.updated(add=add, remove=drop)
        for name in drop:
            current.pop(name, None)
        current.update({d.name: d for d in add})  # an added name wins over its removal
    compare_with_build(index, list(current.values()), "80% built, then small updates")


def test_an_index_grown_from_empty_ranks_like_a_build() -> None:
    """The worst case for the kept impacts: every document was quantised under the average
    field lengths of a smaller corpus (the first ones under their own)."""
    docs = documents()
    random.Random(5).shuffle(docs)
    index = SearchIndex.build([])
    for start in range(0, len(docs), 4):
        index = index.updated(add=docs[start : start + 4])
    compare_with_build(index, docs, "grown from empty, 4 at a time")
