"""Model review cost benchmark: what one review of a stored version costs, in-process on moto
(DynamoDB) with a real ``bedrock-runtime`` client under botocore's Stubber (moto has no
Bedrock). Prints, for a first review, a redelivery and a review that rejects a pending
version: the AWS calls by operation, the bytes the model request carries, and the bytes the
review adds to the version item and the changelog entry; then the same for a 200 KiB skill.

    .venv/bin/python scripts/bench_model_review.py

Prints figures only; nothing here asserts anything (the tests count the same calls)."""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

MODEL = "anthropic.claude-3-5-sonnet-20240620-v1:0"
TABLE = "bench-skills"
TENANT = "bench"


def _reply(kind: str) -> dict[str, Any]:
    from skills_core.review.prompt import TOOL_NAME

    answer = {"verdict": kind, "reasons": ["a short reason"], "lines": [3]}
    return {
        "output": {"message": {"role": "assistant", "content": [
            {"toolUse": {"toolUseId": "t", "name": TOOL_NAME, "input": answer}}]}},
        "stopReason": "tool_use",
        "usage": {"inputTokens": 1, "outputTokens": 1, "totalTokens": 2},
        "metrics": {"latencyMs": 1},
    }  # fmt: skip


def main() -> int:
    for name, value in {"AWS_ACCESS_KEY_ID": "bench", "AWS_SECRET_ACCESS_KEY": "bench",
                        "AWS_DEFAULT_REGION": "us-east-1"}.items():  # fmt: skip
        os.environ.setdefault(name, value)
    for name in ("AWS_ENDPOINT_URL", "AWS_PROFILE"):
        os.environ.pop(name, None)
    import boto3
    import botocore.client
    from botocore.stub import Stubber
    from moto import mock_aws

    from skills_core.aws.deployment import build_service
    from skills_core.aws.generation.bedrock_reviewer import BedrockReviewer
    from skills_core.aws.store.dynamodb_items import key, log_sk, tenant_pk, version_sk
    from skills_core.aws.store.table_schema import create_table_kwargs
    from skills_core.service import Principal, SaveCommand
    from skills_core.settings import Settings

    calls: list[str] = []
    sent: list[int] = []
    original = botocore.client.BaseClient._make_api_call

    def counting(self: Any, operation: str, params: dict[str, Any]) -> Any:
        calls.append(f"{self.meta.service_model.service_name}:{operation}")
        if operation == "Converse":
            sent.append(len(json.dumps(params).encode()))
        return original(self, operation, params)

    botocore.client.BaseClient._make_api_call = counting  # type: ignore[method-assign]
    with mock_aws():
        ddb = boto3.client("dynamodb")
        ddb.create_table(**create_table_kwargs(TABLE))
        bedrock = boto3.client("bedrock-runtime")
        reviewer = BedrockReviewer(MODEL, client=bedrock)
        settings = Settings(table=TABLE, tenancy="multi", scan="warn", review="required",
                            review_model_action="reject")  # fmt: skip
        service = build_service(settings, reviewer=lambda _: reviewer)
        user = Principal.for_cli(TENANT, "bench")
        pk = tenant_pk(TENANT)

        def size(sort_key: str) -> int:
            item = ddb.get_item(TableName=TABLE, Key=key(pk, sort_key))["Item"]
            return len(json.dumps(item).encode())

        with Stubber(bedrock) as stub:
            for label, body, verdict in (
                ("small skill", "Keep notes in notes.md.\n", "suspicious"),
                ("200 KiB skill", "Keep notes in notes.md, one line per note.\n" * 4700,
                 "malicious"),
            ):  # fmt: skip
                name = "notes" if label == "small skill" else "big-notes"
                command = SaveCommand(name=name, description="Take notes. Use when asked.",
                                      body=body)  # fmt: skip
                version = service.save(user, command).version
                ver, log = version_sk(name, version), log_sk(name, 1)
                before = size(ver), size(log)
                stub.add_response("converse", _reply(verdict))
                for run in ("first review", "redelivery"):
                    calls.clear()
                    sent.clear()
                    outcome = service.review_by_model(TENANT, name, version)
                    counted = Counter(calls)
                    print(f"{label}, {run}: verdict {outcome.verdict}, asked {outcome.asked}, "
                          f"rejected {outcome.rejected}; {len(calls)} AWS calls "
                          f"({', '.join(f'{k} x{v}' for k, v in sorted(counted.items()))})"
                          + (f"; model request {sent[0]:,} bytes" if sent else ""))  # fmt: skip
                after = size(ver), size(log)
                print(f"{label}: version item {before[0]:,} -> {after[0]:,} bytes, changelog "
                      f"entry {before[1]:,} -> {after[1]:,} bytes")  # fmt: skip
    botocore.client.BaseClient._make_api_call = original  # type: ignore[method-assign]
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
