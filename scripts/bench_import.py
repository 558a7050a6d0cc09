"""``import_skills`` of N skills into one tenant's DynamoDB store (SPEC §11: 10,000 in at most
2,000 AWS calls), in-process on moto (``mock_aws``), with a bucket so the tenant's catalog
snapshot is rebuilt at the end; then a rerun (nothing imported). AWS calls are counted by
operation at botocore. Prints figures only.

    PYTHONPATH=. .venv/bin/python scripts/bench_import.py [--skills 10000] [--scan enforce]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

for _name in ("AWS_PROFILE", "AWS_ENDPOINT_URL", "SKILLS_TABLE", "SKILLS_BUCKET"):
    os.environ.pop(_name, None)
os.environ.update(
    AWS_ACCESS_KEY_ID="bench",
    AWS_SECRET_ACCESS_KEY="bench",
    AWS_DEFAULT_REGION="us-east-1",
    AWS_CONFIG_FILE=os.devnull,
    AWS_SHARED_CREDENTIALS_FILE=os.devnull,
)

import boto3  # noqa: E402
import botocore.client  # noqa: E402
from moto import mock_aws  # noqa: E402

from skills_core.aws.deployment import AwsSources  # noqa: E402
from skills_core.aws.store.table_schema import create_table_kwargs  # noqa: E402
from skills_core.service.importing import import_skills  # noqa: E402
from skills_core.settings import Settings  # noqa: E402

CALLS: Counter[str] = Counter()
_original = botocore.client.BaseClient._make_api_call


def _counted(self: Any, operation: str, params: dict[str, Any]) -> Any:
    CALLS[operation] += 1
    return _original(self, operation, params)


def write_skills(root: Path, count: int) -> None:
    for number in range(count):
        name = f"team-skill-{number:05d}"
        text = (
            f"---\nname: {name}\ndescription: Team procedure {number}, the checks and commands "
            f"to run. Use when asked about procedure {number}.\n---\n# Procedure {number}\n\n"
            "1. Read the configuration.\n2. Apply the change.\n3. Verify the result.\n"
        )
        if number % 2:
            (root / f"{name}.md").write_text(text)
        else:
            (root / name).mkdir()
            (root / name / "SKILL.md").write_text(text)


def shown() -> str:
    return (
        f"{sum(CALLS.values())} calls ("
        + ", ".join(f"{name} {count}" for name, count in sorted(CALLS.items()))
        + ")"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=10_000)
    parser.add_argument("--scan", choices=("enforce", "warn", "off"), default="enforce")
    args = parser.parse_args()
    with mock_aws(), tempfile.TemporaryDirectory(prefix="bench-import-") as tmp:
        boto3.client("dynamodb").create_table(**create_table_kwargs("bench-skills"))
        boto3.client("s3").create_bucket(Bucket="bench-skills")
        settings = Settings(table="bench-skills", bucket="bench-skills", scan=args.scan)
        store = AwsSources()(settings, "bench", None)[-1]
        write_skills(Path(tmp), args.skills)
        botocore.client.BaseClient._make_api_call = _counted  # type: ignore[method-assign]
        for run in ("import", "rerun"):
            CALLS.clear()
            started = time.perf_counter()
            result = import_skills(tmp, store, settings=settings)  # type: ignore[arg-type]
            took = time.perf_counter() - started
            print(
                f"{run} of {args.skills:,} skills: {took:.1f} s; imported "
                f"{len(result.imported):,}, skipped {len(result.skipped):,}, catalog snapshot "
                f"{result.derived}; {shown()}"
            )


if __name__ == "__main__":
    main()
