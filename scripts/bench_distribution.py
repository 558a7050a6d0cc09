"""Distribution benchmark (SPEC §13): what the derivation costs per change, and how the
per-label index grows, on moto in-process (AWS calls counted at botocore).

    .venv/bin/python scripts/bench_distribution.py [--skills 2000]

Prints figures only; nothing here asserts a time."""

from __future__ import annotations

import argparse
import collections
import json
import os
import time
from typing import Any

for name, value in {
    "AWS_ACCESS_KEY_ID": "bench",
    "AWS_SECRET_ACCESS_KEY": "bench",
    "AWS_DEFAULT_REGION": "us-east-1",
}.items():
    os.environ.setdefault(name, value)

import boto3  # noqa: E402
import botocore.client  # noqa: E402
from moto import mock_aws  # noqa: E402

from skills_core.aws.deployment import build_derivation  # noqa: E402
from skills_core.aws.snapshots.distribution_s3 import head_change  # noqa: E402
from skills_core.aws.store.dynamodb_items import head_sk, key, tenant_pk  # noqa: E402
from skills_core.aws.store.table_schema import create_table_kwargs  # noqa: E402
from skills_core.distribution import keys  # noqa: E402
from skills_core.distribution.archive import build_archive  # noqa: E402
from skills_core.service import Principal, SaveCommand  # noqa: E402
from skills_core.settings import Settings  # noqa: E402

TENANT = "bench"
CALLS: collections.Counter[str] = collections.Counter()
_original = botocore.client.BaseClient._make_api_call


def _counting(self: Any, operation: str, params: Any) -> Any:
    CALLS[operation] += 1
    return _original(self, operation, params)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--skills", type=int, default=2000)
    args = parser.parse_args()
    botocore.client.BaseClient._make_api_call = _counting  # type: ignore[method-assign]
    with mock_aws():
        ddb = boto3.client("dynamodb")
        ddb.create_table(**create_table_kwargs("t"))
        s3 = boto3.client("s3")
        for bucket in ("bench-dist", "bench-mirror"):
            s3.create_bucket(Bucket=bucket)
        boto3.client("events").create_event_bus(Name="bus")
        settings = Settings(
            tenancy="multi",
            table="t",
            bucket="bench-dist",
            mirror_bucket="bench-mirror",
            event_bus="bus",
        )
        from skills_core.aws.deployment import build_service

        service = build_service(settings)
        derivation = build_derivation(settings)
        assert derivation is not None
        me = Principal.for_cli(TENANT, "bench")
        per_change: list[int] = []
        seconds = 0.0
        for i in range(args.skills):
            name = f"skill-{i:05d}"
            service.save(
                me,
                SaveCommand(
                    name=name, description=f"Bench skill {i}. Use for case {i}.", body="Do it."
                ),
            )
            item = ddb.get_item(TableName="t", Key=key(tenant_pk(TENANT), head_sk(name)))["Item"]
            record = {
                "dynamodb": {
                    "Keys": {"pk": item["pk"], "sk": item["sk"]},
                    "NewImage": item,
                    "SequenceNumber": str(i),
                }
            }
            change = head_change(record)
            assert change is not None
            CALLS.clear()
            start = time.perf_counter()
            derivation.apply_changes([change])
            seconds += time.perf_counter() - start
            per_change.append(sum(CALLS.values()))
            last = dict(CALLS)
            if i in (0, args.skills - 1):
                CALLS.clear()
                derivation.apply_changes([change])
                redelivered = sum(CALLS.values())
                size = len(
                    s3.get_object(Bucket="bench-dist", Key=keys.index_key(TENANT, "production"))[
                        "Body"
                    ].read()
                )
                print(
                    f"skills {i + 1:>6}: derive one save {per_change[-1]} AWS calls {last}; "
                    f"a redelivery {redelivered} call(s); stored index {size} bytes "
                    f"({size / (i + 1):.0f} B per skill)"
                )
        print(
            f"mean derivation time per save: {1000 * seconds / args.skills:.1f} ms"
            " (moto, in-process)"
        )
    files = {"SKILL.md": b"x" * 4096, **{f"ref/{n}.md": b"y" * 2048 for n in range(20)}}
    start = time.perf_counter()
    for _ in range(50):
        build_archive(files)
    per = (time.perf_counter() - start) / 50
    print(f"archive of 21 files (44 KiB): {1000 * per:.2f} ms, {len(build_archive(files))} bytes")
    print(
        json.dumps(
            {
                "max_skills_in_a_6MB_base64_index": int(
                    6 * 1024 * 1024 * 3 / 4 / (size / args.skills)
                )
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
