"""Search benchmark: ranking quality on the labelled set, then build / serialise / load cost
at 500 (the labelled set), 10,000 and 100,000 skills, query latency and the cost of
``SearchIndex.updated`` (add 1 or 32, replace 1, remove 1) at 10,000.

    .venv/bin/python scripts/bench_search.py [--sizes 10000 100000] [--samples 1000]
        [--latency-at 10000] [--update-at 10000] [--quality-only]

Large sets are synthesised from the labelled skills: new names, shuffled body lines and
description sentences. Prints figures only; nothing here asserts a time."""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import random
import re
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from skills_core.search import SearchDocument, SearchIndex  # noqa: E402

DATA = ROOT / "tests" / "data" / "search"
T = TypeVar("T")


def load_jsonl(name: str) -> list[dict[str, Any]]:
    with (DATA / name).open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def to_doc(row: dict[str, Any], *, bodies: bool = True) -> SearchDocument:
    body = row["body"] if bodies else ""
    return SearchDocument(row["name"], row["description"], tuple(row["tags"]), body)


def synthesise(rows: Sequence[dict[str, Any]], count: int) -> list[SearchDocument]:
    """``count`` documents: the labelled skills, then variants of them. A variant gets a new
    name (a random prefix, so variants of one skill do not sit next to each other), its
    description sentences shuffled, and a body made of its own lines (a few dropped) plus
    lines borrowed from two other skills, shuffled. Real skills would still be more varied:
    treat the sizes as optimistic (see the note printed with them)."""
    rng = random.Random(count)
    docs = [to_doc(row) for row in rows[:count]]
    for i in range(len(docs), count):
        row = rows[i % len(rows)]
        lines = [line for line in row["body"].splitlines() if rng.random() > 0.15]
        for other in rng.sample(rows, 2):
            borrowed = other["body"].splitlines()
            lines += rng.sample(borrowed, min(4, len(borrowed)))
        rng.shuffle(lines)
        sentences = row["description"].split(". ")
        rng.shuffle(sentences)
        name = f"{rng.getrandbits(24):06x}-{row['name'][:48]}-{i}"
        docs.append(
            SearchDocument(name, ". ".join(sentences), tuple(row["tags"]), "\n".join(lines))
        )
    return docs


def timed(fn: Callable[[], T]) -> tuple[T, float]:
    gc.collect()
    start = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - start


def quality(rows: list[dict[str, Any]], queries: list[dict[str, Any]], bodies: bool) -> str:
    index = SearchIndex.build(to_doc(r, bodies=bodies) for r in rows)
    recall = hit = 0.0
    for q in queries:
        names = [h.name for h in index.search(q["query"], limit=5, tags=q.get("tags", ()))]
        recall += sum(n in names for n in q["relevant"]) / len(q["relevant"])
        hit += bool(names) and names[0] in q["relevant"]
    label = "with bodies   " if bodies else "without bodies"
    return f"  {label}  Recall@5 {recall / len(queries):.4f}   Hit@1 {hit / len(queries):.4f}"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def describe_set(rows: list[dict[str, Any]], queries: list[dict[str, Any]]) -> list[str]:
    """What the issue asks of the set, measured: domains (spec files), near-duplicates
    (description word sets with Jaccard >= 0.4), and how far queries are from copies of the
    descriptions they should find (a 4-word run shared with a relevant description)."""
    domains = sorted(p.stem for p in (DATA / "specs").glob("*.txt"))
    words = [set(_words(row["description"])) for row in rows]
    near = sum(
        len(a & b) >= 0.4 * len(a | b) for a, b in itertools.combinations(words, 2) if a and b
    )
    described = {row["name"]: _words(row["description"]) for row in rows}

    def runs(ws: list[str]) -> set[tuple[str, ...]]:
        return {tuple(ws[i : i + 4]) for i in range(len(ws) - 3)}

    copied = sum(
        bool(runs(_words(q["query"])) & set().union(*(runs(described[n]) for n in q["relevant"])))
        for q in queries
    )
    lengths = sorted(len(_words(q["query"])) for q in queries)
    return [
        f"  {len(rows)} skills from {len(domains)} domain files ({', '.join(domains)}) and the "
        "subject x action families (matrix_*.py)",
        f"  {near} near-duplicate pairs (description word sets overlapping >= 40%)",
        f"  {len(queries)} queries, median {lengths[len(lengths) // 2]} words; "
        f"{copied} ({copied / len(queries):.0%}) share a 4-word run with a relevant description; "
        f"{sum(len(q['relevant']) > 1 for q in queries)} have several relevant skills, "
        f"{sum(bool(q.get('tags')) for q in queries)} filter by tag",
    ]


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def latency(index: SearchIndex, texts: Sequence[str], samples: int) -> list[str]:
    """One pass with cold caches (posting lists decode on first use), then repeated passes
    until ``samples`` timings are collected."""

    def timed_pass() -> list[float]:
        out = []
        for text in texts:
            start = time.perf_counter()
            index.search(text)
            out.append((time.perf_counter() - start) * 1e3)
        return out

    timings = [timed_pass(), []]
    while len(timings[1]) < samples:
        timings[1] += timed_pass()
    labels = ("first pass, cold caches", "steady state")
    return [
        f"  {label:<24} {len(values):>5} queries  p50 {percentile(values, 50):5.2f} ms  "
        f"p95 {percentile(values, 95):5.2f} ms  p99 {percentile(values, 99):5.2f} ms"
        for label, values in zip(labels, timings, strict=True)
    ]


def update_costs(data: bytes, more: list[SearchDocument], build_s: float, runs: int) -> list[str]:
    """Median time of ``updated`` on a freshly loaded index (as a writer has it: caches cold)
    against the build time of the same index."""
    loaded = SearchIndex.from_bytes(data)
    count, victim = len(loaded), loaded.names[len(loaded) // 2]
    changes: list[tuple[str, dict[str, Any]]] = [
        ("+1", {"add": more[:1]}),
        ("+32", {"add": more[:32]}),
        ("replace 1", {"add": [SearchDocument(victim, more[0].description, (), more[0].body)]}),
        ("-1", {"remove": [victim]}),
    ]
    lines = []
    for label, change in changes:
        times = []
        for _ in range(runs):
            index = SearchIndex.from_bytes(data)
            times.append(timed(lambda i=index, c=change: i.updated(**c))[1])  # type: ignore[misc]
        update_ms, build_ms = percentile(times, 50) * 1e3, build_s * 1e3
        lines.append(
            f"  updated({label}) at {count:,}: {update_ms:.0f} ms vs build {build_ms:.0f} ms"
            f"  ({update_ms / build_ms:.1%})"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[10_000, 100_000])
    parser.add_argument("--latency-at", type=int, nargs="*", default=[10_000])
    parser.add_argument("--update-at", type=int, nargs="*", default=[10_000])
    parser.add_argument("--update-runs", type=int, default=5)
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument(
        "--quality-only", action="store_true", help="the labelled set's figures only"
    )
    args = parser.parse_args()
    rows, queries = load_jsonl("skills.jsonl"), load_jsonl("queries.jsonl")
    print("the labelled set (tests/data/search, built by its generate.py):")
    print("\n".join(describe_set(rows, queries)))
    print(f"\nquality on the labelled set ({len(rows)} skills, {len(queries)} queries):")
    print(quality(rows, queries, bodies=True))
    print(quality(rows, queries, bodies=False))
    if args.quality_only:
        return
    print()
    print("cost (sets above the labelled one are synthesised variants; bodies indexed):")
    print(f"  {'skills':>7} {'build s':>8} {'to_bytes s':>10} {'size MB':>8} {'from_bytes ms':>13}")
    loaded_at: dict[int, SearchIndex] = {}
    updates: list[str] = []
    for count in [len(rows), *args.sizes]:
        docs = synthesise(rows, count + 32)  # the last 32 are added by the update bench
        docs, more = docs[:count], docs[count:]
        index, build_s = timed(lambda d=docs: SearchIndex.build(d))  # type: ignore[misc]
        data, dump_s = timed(index.to_bytes)
        loaded, load_s = timed(lambda b=data: SearchIndex.from_bytes(b))  # type: ignore[misc]
        size_mb, load_ms = len(data) / 1e6, load_s * 1e3
        print(f"  {count:>7} {build_s:>8.2f} {dump_s:>10.3f} {size_mb:>8.2f} {load_ms:>13.1f}")
        if count in args.latency_at:
            loaded_at[count] = loaded
        if count in args.update_at:
            updates += update_costs(data, more, build_s, args.update_runs)
        del docs, index, data, loaded
    if updates:
        print("\nupdated on a freshly loaded index (median of --update-runs), against build:")
        print("\n".join(updates))
    texts = [q["query"] for q in queries]
    for count, loaded in loaded_at.items():
        print(f"\nsearch latency at {count:,} skills (loaded with from_bytes, limit 5):")
        print("\n".join(latency(loaded, texts, args.samples)))


if __name__ == "__main__":
    main()
