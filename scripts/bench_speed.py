"""The three speed figures of the restructuring (issue #9), measured side by side in one run:

1. import time of each handler module against ``import boto3`` (median of fresh interpreters,
   interleaved so machine noise hits both alike; goals: HTTP handlers <= 1.5x, the generation
   handler <= 2x);
2. parsing 1,000 real-size skills against skills-ref's ``read_properties`` (goal >= 20x);
3. 10,000 inline literals -> registry -> catalog text (goal < 50 ms).

    .venv/bin/python scripts/bench_speed.py [--runs 7] [--skills 1000] [--literals 10000]

Prints figures only; nothing here asserts a time (machines are noisy)."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scripts.bench_core import best_of, generate  # noqa: E402

HANDLERS = (
    "handlers.http.catalog",
    "handlers.http.activation",
    "handlers.http.save",
    "handlers.http.mcp",
    "handlers.generation.generate",
)
GOALS = {"handlers.generation.generate": 2.0}
HTTP_GOAL = 1.5


def _import_seconds(module: str) -> float:
    """One fresh interpreter importing ``module`` (bytecode already cached, as in Lambda)."""
    code = (
        "import time; start = time.perf_counter(); "
        f"import {module}; print(time.perf_counter() - start)"
    )
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(ROOT),
        "AWS_DEFAULT_REGION": "us-east-1",
        "SKILLS_TABLE": "bench-table",
        "SKILLS_BUCKET": "bench-bucket",
        "POWERTOOLS_METRICS_NAMESPACE": "Bench",
    }
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    return float(result.stdout.strip())


def imports(runs: int) -> None:
    modules = ("boto3", *HANDLERS)
    for module in modules:  # warm the bytecode cache once
        _import_seconds(module)
    samples: dict[str, list[float]] = {m: [] for m in modules}
    for _ in range(runs):
        for module in modules:
            samples[module].append(_import_seconds(module))
    base = statistics.median(samples["boto3"])
    print(f"1. import time, median of {runs} fresh interpreters (interleaved)")
    print(f"   {'boto3':<22} {base * 1000:7.1f} ms   1.00x")
    for module in HANDLERS:
        median = statistics.median(samples[module])
        goal = GOALS.get(module, HTTP_GOAL)
        ratio = median / base
        verdict = "ok" if ratio <= goal else "MISSED"
        figure = f"{median * 1000:7.1f} ms   {ratio:.2f}x"
        print(f"   {module:<22} {figure} (goal <= {goal}x: {verdict})")


def parsing(count: int, repeat: int) -> None:
    from skills_ref.parser import read_properties

    from skills_core.compose.registry import create_registry
    from skills_core.sources.fs import DirectorySource

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        folders = generate(root, count)
        ours, registry = best_of(
            repeat, lambda: create_registry(sources=[DirectorySource(root)]).metadata()
        )
        ref, props = best_of(repeat, lambda: [read_properties(f) for f in folders])
        assert len(registry) == len(props) == count
    print(f"2. parsing {count:,} real-size skills (median of {repeat})")
    print(f"   skills_core            {count / ours:10,.0f} skills/s")
    print(f"   skills-ref             {count / ref:10,.0f} skills/s")
    ratio = ref / ours
    verdict = "ok" if ratio >= 20 else "MISSED"
    print(f"   ratio                  {ratio:10.1f}x (goal >= 20x: {verdict})")


def literals(count: int, repeat: int) -> None:
    from skills_core import build_skill_catalog, create_registry
    from skills_core.compose.build import build_skill

    skills = [
        build_skill(
            name=f"literal-{i:05d}",
            description=f"Literal skill {i}. Use when case {i % 97} applies.",
            body=f"# Literal {i}\n\nDo the thing.",
            tags=["bench"],
        )
        for i in range(count)
    ]

    def run() -> str:
        registry = create_registry(skills=skills, tenancy="multi")
        return build_skill_catalog(registry.metadata())

    elapsed, text = best_of(repeat, run)
    print(f"3. {count:,} inline literals -> registry -> catalog text (median of {repeat})")
    verdict = "ok" if elapsed < 0.05 else "MISSED"
    print(f"   {elapsed * 1000:.1f} ms for {len(text):,} chars (goal < 50 ms: {verdict})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="fresh interpreters per module")
    parser.add_argument("--skills", type=int, default=1000)
    parser.add_argument("--literals", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"python {sys.version.split()[0]} on {os.cpu_count()} CPUs, {time.strftime('%F %T')}")
    imports(args.runs)
    parsing(args.skills, args.repeat)
    literals(args.literals, args.repeat)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
