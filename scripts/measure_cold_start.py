"""Cold-start import time of each handler module beside ``import boto3`` alone, measured in one
run (fresh interpreter per sample, median), and the size of each built artifact.

    .venv/bin/python scripts/measure_cold_start.py [--samples 7]

Run ``make build`` first for the artifact sizes (.aws-sam/build/<Function>)."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import zipfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODULES = [
    "boto3",
    "handlers.http.catalog",
    "handlers.http.activation",
    "handlers.http.save",
    "handlers.generation.generate",
    "handlers.http.mcp",
]
PROBE = (
    "import time; t = time.perf_counter(); import {module}; print((time.perf_counter() - t) * 1000)"
)


def sample(module: str, python: str, cwd: Path) -> float:
    env = {**os.environ, "AWS_DEFAULT_REGION": "us-east-1", "PYTHONDONTWRITEBYTECODE": "1"}
    out = subprocess.run(
        [python, "-c", PROBE.format(module=module)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(out.stdout.strip())


def artifact_size(folder: Path) -> tuple[int, int]:
    raw = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for file in sorted(folder.rglob("*")):
            if file.is_file():
                archive.write(file, file.relative_to(folder).as_posix())
    return raw, len(buffer.getvalue())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--samples", type=int, default=7)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, median of {args.samples} fresh interpreters")
    print(f"{'module':<22} {'import ms':>10}")
    for module in MODULES:
        times = [sample(module, sys.executable, ROOT) for _ in range(args.samples)]
        print(f"{module:<22} {statistics.median(times):>10.0f}")
    build = ROOT / ".aws-sam" / "build"
    if build.is_dir():
        print(f"\n{'artifact':<22} {'unzipped MB':>12} {'zipped MB':>10}")
        for folder in sorted(p for p in build.iterdir() if p.is_dir()):
            raw, zipped = artifact_size(folder)
            print(f"{folder.name:<22} {raw / 1e6:>12.1f} {zipped / 1e6:>10.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
