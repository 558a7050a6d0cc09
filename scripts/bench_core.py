"""Core benchmark: skills parsed per second and catalog build time for 1,000 and 10,000
generated skills, side by side with the reference library ``skills-ref`` on the same folders.

    .venv/bin/python scripts/bench_core.py [--sizes 1000 10000] [--repeat 3]

Prints figures only; nothing here asserts a time (machines are noisy)."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from skills_ref.parser import read_properties
from skills_ref.prompt import to_prompt

from skills_core import build_skill_catalog, create_registry
from skills_core.compose.loading import load_skills
from skills_core.sources.fs import DirectorySource

BODY = "\n\n".join(
    f"## Step {i}\n\nRun the check, read its output, and record what you saw. " * 3
    for i in range(12)
)


def generate(root: Path, count: int) -> list[Path]:
    folders = []
    for i in range(count):
        name = f"skill-{i:05d}"
        folder = root / name
        folder.mkdir()
        (folder / "SKILL.md").write_text(
            f"---\nname: {name}\ndescription: Generated skill number {i}. Use when benchmark "
            f"case {i % 97} applies.\nlicense: MIT\nmetadata:\n  version: '1.{i % 10}'\n"
            f"  tags: 'bench, group-{i % 13}'\n---\n# Skill {i}\n\n{BODY}\n"
        )
        folders.append(folder)
    return folders


def best_of(repeat: int, fn: Callable[[], Any]) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def bench_size(size: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        folders = generate(root, size)

        def discover() -> Any:
            return create_registry(sources=[DirectorySource(root)])

        def ref_read() -> Any:
            return [read_properties(folder) for folder in folders]

        t_disc, registry = best_of(repeat, discover)
        t_full, skills = best_of(repeat, lambda: load_skills(root))
        t_ref, props = best_of(repeat, ref_read)
        assert len(registry.names()) == len(skills) == len(props) == size
        metadata = registry.metadata()
        t_cat, catalog = best_of(repeat, lambda: build_skill_catalog(metadata))
        t_xml, _ = best_of(repeat, lambda: build_skill_catalog(metadata, style="xml"))
        t_budget, small = best_of(repeat, lambda: build_skill_catalog(metadata, max_chars=20_000))
        t_e2e, _ = best_of(
            repeat,
            lambda: build_skill_catalog(discover().metadata(), style="xml"),
        )
        t_ref_prompt, _ = best_of(repeat, lambda: to_prompt(folders))

        def row(measure: str, ours: str, ref: str = "-") -> None:
            print(f"{size:>7} | {measure:<44} | {ours:>18} | {ref:>12}")

        row(
            "skills parsed/s (frontmatter: discovery)",
            f"{size / t_disc:,.0f}",
            f"{size / t_ref:,.0f}",
        )
        row("skills parsed/s (whole file: load_skills)", f"{size / t_full:,.0f}")
        row("catalog build from metadata, use_skill (ms)", f"{t_cat * 1000:.1f}")
        row("catalog build from metadata, xml (ms)", f"{t_xml * 1000:.1f}")
        row(
            f"catalog with max_chars=20000 (ms, {len(small)} chars)",
            f"{t_budget * 1000:.1f}",
        )
        row(
            "folder -> xml catalog end to end (ms)",
            f"{t_e2e * 1000:.0f}",
            f"{t_ref_prompt * 1000:.0f}",
        )
        row("catalog size, use_skill style (chars)", f"{len(catalog):,}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    print(f"python {sys.version.split()[0]}, median of {args.repeat} runs, warm page cache")
    header = f"{'skills':>7} | {'measure':<44} | {'serverless-skills':>18} | {'skills-ref':>12}"
    print(header)
    print("-" * len(header))
    for size in args.sizes:
        bench_size(size, args.repeat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
