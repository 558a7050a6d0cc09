"""Ranking quality on the labelled set in tests/data/search (see its generate.py).

A query's recall is the fraction of its relevant skills in the top 5; Recall@5 averages it
over the queries. Hit@1 is the share of queries whose first hit is relevant."""

from __future__ import annotations

import importlib.util
import json
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


def evaluate(bodies: bool) -> tuple[float, float]:
    index = SearchIndex.build(
        SearchDocument(s["name"], s["description"], tuple(s["tags"]), s["body"] if bodies else "")
        for s in SKILLS
    )
    recall = hit = 0.0
    for query in QUERIES:
        found = [h.name for h in index.search(query["query"], limit=5, tags=query.get("tags", ()))]
        recall += sum(name in found for name in query["relevant"]) / len(query["relevant"])
        hit += bool(found) and found[0] in query["relevant"]
    return recall / len(QUERIES), hit / len(QUERIES)


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
