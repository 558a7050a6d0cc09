"""``search_skills`` on a filesystem registry (SPEC §11, issue 20): the first query (the
index is built, every body read from disk) and warm queries (the index is reused), on the same
registry and on one composed again over the same folder (a new ``skillsctl search``-like call
in the same process), then after one skill changes (one rebuild).

    PYTHONPATH=. .venv/bin/python scripts/bench_search_registry.py [--skills 1000] [--kib 8]

tests/data/realworld holds 35 real skills of ~400 B each, not real-size; the skills here are
the labelled search set's (tests/data/search/skills.jsonl: real descriptions, tags and bodies)
under new names, each body grown to about ``--kib`` KiB with lines of other skills' bodies
(public SKILL.md files run from 2 to 20 KiB). Prints figures only; nothing is asserted."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from skills_core.compose import search as compose_search  # noqa: E402
from skills_core.compose.registry import SkillRegistry, create_registry  # noqa: E402
from skills_core.compose.search import search_skills  # noqa: E402
from skills_core.sources.fs import DirectorySource  # noqa: E402

DATA = ROOT / "tests" / "data" / "search"


def write_folder(root: Path, count: int, kib: int) -> list[str]:
    rows = [json.loads(line) for line in (DATA / "skills.jsonl").open() if line.strip()]
    lines = [line for row in rows for line in row["body"].splitlines() if line.strip()]
    rng = random.Random(20)
    queries = []
    for number in range(count):
        row = rows[number % len(rows)]
        name = f"{row['name'][:50]}-{number:04d}"
        body = [row["body"]]
        size = len(row["body"])
        while size < kib * 1024:
            line = rng.choice(lines)
            body.append(line)
            size += len(line) + 1
        tags = ", ".join(row["tags"])
        text = (
            f"---\nname: {name}\ndescription: {json.dumps(row['description'])}\n"
            f"metadata:\n  tags: {json.dumps(tags)}\n---\n" + "\n".join(body) + "\n"
        )
        folder = root / name
        folder.mkdir()
        (folder / "SKILL.md").write_text(text)
        if number < len(rows):
            queries.append(" ".join(row["description"].split()[:6]))
    return queries


def timed(registry: SkillRegistry, query: str) -> float:
    started = time.perf_counter()
    search_skills(registry, query, limit=5)
    return (time.perf_counter() - started) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=1000)
    parser.add_argument("--kib", type=int, default=8)
    parser.add_argument("--warm", type=int, default=50, help="warm queries to time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-search-registry-") as tmp:
        root = Path(tmp)
        queries = write_folder(root, args.skills, args.kib)
        total = sum(path.stat().st_size for path in root.glob("*/SKILL.md"))
        print(f"{args.skills:,} skills, {total / 1024 / 1024:.1f} MiB of SKILL.md on disk")

        def compose() -> SkillRegistry:
            return create_registry(sources=[DirectorySource(root)], tenancy="multi")

        started = time.perf_counter()
        registry = compose()
        took = time.perf_counter() - started
        print(f"compose the registry (frontmatter of every file): {took:.3f} s")
        cache = compose_search.INDEXES
        first = timed(registry, queries[0])
        print(f"first query (index built, bodies read): {first:.0f} ms; builds {cache.builds}")
        warm = [timed(registry, queries[i % len(queries)]) for i in range(1, args.warm + 1)]
        print(
            f"warm query, same registry: median {statistics.median(warm):.2f} ms, max "
            f"{max(warm):.2f} ms over {len(warm)}; builds {cache.builds}"
        )
        again = []
        for i in range(5):
            fresh = compose()
            again.append(timed(fresh, queries[i]))
        print(
            f"query on a registry composed again over the same folder: median "
            f"{statistics.median(again):.2f} ms (fingerprint + ranking); builds {cache.builds}"
        )
        changed = next(root.glob("*/SKILL.md"))
        changed.write_text(changed.read_text() + "\nOne more line.\n")
        after = timed(compose(), queries[1])
        print(f"after one skill changed: {after:.0f} ms (one rebuild); builds {cache.builds}")
        print(f"cache: {len(cache)} indexes, {cache.size_bytes / 1024 / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
