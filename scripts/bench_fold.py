"""The projection's fold at a store's size, offline (no AWS): CPU and peak traced memory of an
ordinary fold (one write: the object's lines read twice, the index part copied as bytes) and of
the fold that also folds the search index (more than ``RECENT_MAX`` recent documents: the index
decoded, updated and encoded again), and the bytes of what each writes. The store's skills are
bench_scale's (the labelled skills of tests/data/search and their variants), each as the store
lifecycle entry a fold copies.

    PYTHONPATH=. .venv/bin/python scripts/bench_fold.py [--skills 50000]

The figures are tracemalloc's (Python allocations; RSS adds the interpreter and the handler's
imports, about 43 MB): a Lambda function's memory is what bench_memory.py measures at
100,000 + 100,000 on moto, which this script spares the 35 minutes of."""

from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_scale import load_rows, specs

from skills_core.aws.snapshots.projection import RECENT_MAX, _updated_index
from skills_core.search import SearchIndex
from skills_core.snapshot.build import search_document_of
from skills_core.snapshot.model import Entry, Snapshot
from skills_core.snapshot.overlay import OverlayRecord
from skills_core.snapshot.streamed_fold import plan_object, write_object

SCOPE = "store/acme/"
T = TypeVar("T")


def entry(name: str, description: str, tags: tuple[str, ...], seq: int) -> Entry:
    header = {"name": name, "description": description, "tags": list(tags)}
    frontmatter = f"name: {name}\ndescription: {description}\ntags: [{', '.join(tags)}]\n"
    digest = f"sha256:{name}"
    version = {"header": header, "frontmatter": frontmatter, "digest": digest, "size": 900}
    return Entry(
        "store", name, f"store/{name}", str(seq), header, frontmatter, version=str(seq),
        size=900, digest=digest,
        store={"seq": seq, "statuses": {str(seq): "approved"}, "labels": {"production": seq},
               "versions": {str(seq): version}},
    )  # fmt: skip


def measured(label: str, run: Callable[[], T]) -> T:
    """CPU of ``run`` once, then its peak traced memory in a second run."""
    gc.collect()
    started = time.process_time()
    result = run()
    cpu = time.process_time() - started
    gc.collect()
    tracemalloc.start()
    run()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"  {label:<44} CPU {cpu:6.2f} s   peak traced {peak / 2**20:7.1f} MB")
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--skills", type=int, default=50_000)
    args = parser.parse_args()
    made = specs(load_rows(), args.skills)
    documents = [
        {"name": s.name, "description": s.description, "tags": list(s.tags), "body": s.body}
        for s in made
    ]
    entries = [entry(s.name, s.description, s.tags, 3) for s in made]
    data = Snapshot(SCOPE, 7, built="t").with_entries(entries).encode()
    index = SearchIndex.build(search_document_of(d) for d in documents).to_bytes()
    del entries
    print(f"store of {args.skills:,}: object {len(data) / 2**20:.1f} MB, index "
          f"{len(index) / 2**20:.1f} MB")  # fmt: skip

    def records(count: int) -> list[OverlayRecord]:
        return [
            OverlayRecord(
                s.name, 4, f"w{k}", entry(s.name, s.description + " Again.", s.tags, 4), d
            )
            for k, (s, d) in enumerate(zip(made[:count], documents[:count], strict=True))
        ]

    one, due = records(1), records(RECENT_MAX + 1)

    def fold(batch: list[OverlayRecord]) -> int:
        plan = plan_object(data, batch, scope=SCOPE, gen=7)
        assert plan is not None and len(plan.fold.applied) == len(batch)
        return sum(map(len, write_object(data, plan, gen=8, built="t2")))

    def fold_with_index() -> int:
        plan = plan_object(data, due, scope=SCOPE, gen=7)
        assert plan is not None
        folded = _updated_index(SearchIndex.from_bytes(index), plan.fold.recent, ()).to_bytes()
        head = write_object(data, plan, gen=8, built="t2", recent=(), removed=())
        return sum(map(len, head)) + len(folded)

    written = measured("fold of 1 write (index copied as bytes)", lambda: fold(one))
    print(f"    writes {written / 2**20:.1f} MB (+ the index's {len(index) / 2**20:.1f} MB)")
    written = measured(f"fold of {len(due)} writes, the index folded too", fold_with_index)
    print(f"    writes {written / 2**20:.1f} MB (object and index)")


if __name__ == "__main__":
    main()
