"""Work amplification benchmark: adversarial activation and slash requests driven through the
real activation handler, in-process, on moto (S3 + DynamoDB). Prints, per case, the status,
the response size, the body figures, the peak of Python allocations during the request
(tracemalloc; the event itself is built before measuring, as Lambda holds it anyway) and the
wall time.

    .venv/bin/python scripts/bench_amplification.py

The budget (SPEC §6): any request up to API Gateway's 10 MB stays under 64 MB and 1 s.
Prints figures only; nothing here asserts a time (machines are noisy)."""

from __future__ import annotations

import base64
import contextlib
import io
import json
import logging
import os
import sys
import time
import tracemalloc
import warnings
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

REGION = "us-east-1"
BUCKET = "bench-skills"
TABLE = "bench-skills-table"
MIB = 1024 * 1024
#: A 200 KiB skill body that is nothing but placeholders.
ALL_BODY = "$ALL " * (200 * 1024 // 5)
NUMBERED_BODY = " ".join(f"${i}" for i in range(1, 10_001))


def http_event(method: str, path: str, body: str | None, *, b64: bool = False) -> dict[str, Any]:
    """A payload-2.0 event after a JWT authorizer (tenant ``bench``)."""
    return {
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": path,
        "rawQueryString": "",
        "headers": {"content-type": "application/json"},
        "requestContext": {
            "http": {"method": method, "path": path},
            "requestId": "bench",
            "stage": "$default",
            "authorizer": {"jwt": {"claims": {"tenant_id": "bench", "sub": "bench"}}},
        },
        "body": base64.b64encode(body.encode()).decode() if b64 and body else body,
        "isBase64Encoded": b64,
    }


def activate(skill: str, args: Any, *, raw: str | None = None) -> dict[str, Any]:
    body = raw if raw is not None else json.dumps({"args": args})
    return http_event("POST", f"/skills/{skill}/activate", body)


def slash(text: str) -> dict[str, Any]:
    return http_event("POST", "/invoke", json.dumps({"input": text}))


def cases() -> list[tuple[str, Callable[[], dict[str, Any]]]]:
    deep = "[" * 100_000 + "]" * 100_000
    return [
        ("10 MB of args (one string)", lambda: activate("all", ["x" * (10 * MIB)])),
        (
            "10 MB of args, base64",
            lambda: http_event(
                "POST", "/skills/all/activate", json.dumps({"args": ["x" * 10 * MIB]}), b64=True
            ),
        ),
        ("1 MiB - 1 KiB of args, body of $ALL", lambda: activate("all", ["y" * (MIB - 1024)])),
        ("10,000 args of '$ALL', body of $ALL", lambda: activate("all", ["$ALL"] * 10_000)),
        ("10,000 args of 100 chars, body of $ALL", lambda: activate("all", ["z" * 100] * 10_000)),
        ("10,000 args, body of $1..$10000", lambda: activate("numbered", ["w" * 100] * 10_000)),
        ("10,001 args", lambda: activate("all", ["a"] * 10_001)),
        (
            "named args: 10,000 keys",
            lambda: activate("all", {f"k{i}": "v" * 90 for i in range(10_000)}),
        ),
        (
            "args nested 32 deep",
            lambda: activate("all", None, raw='{"args": ' + "[" * 31 + "]" * 31 + "}"),
        ),
        ("args nested 100,000 deep", lambda: activate("all", None, raw='{"args": ' + deep + "}")),
        ("1 MiB of empty arrays", lambda: activate("all", None, raw="[" + "[]," * 349_000 + "[]]")),
        ("1 MiB of short strings", lambda: activate("all", ['"'] * 170_000)),
        ("slash: 64 KiB, 10,000 words, body of $ALL", lambda: slash("/all " + "abcdef " * 9_300)),
        ("slash: 10 MB input", lambda: slash("/all " + "x " * (5 * MIB))),
    ]


Handler = Callable[[dict[str, Any], Any], dict[str, Any]]


def timed(handler: Handler, event: dict[str, Any], context: Any) -> tuple[dict[str, Any], float]:
    """The response and the wall time in ms (measured apart from tracemalloc, which slows
    every allocation)."""
    with contextlib.redirect_stdout(io.StringIO()):  # the EMF metrics line
        start = time.perf_counter()
        response = handler(event, context)
        elapsed = (time.perf_counter() - start) * 1000
    return response, elapsed


def peak_mib(handler: Handler, event: dict[str, Any], context: Any) -> float:
    """The peak of Python allocations while the handler runs, in MiB."""
    with contextlib.redirect_stdout(io.StringIO()):
        tracemalloc.start()
        try:
            handler(event, context)
            return tracemalloc.get_traced_memory()[1] / MIB
        finally:
            tracemalloc.stop()


def world() -> Any:
    """moto with the bucket (two placeholder-only skills) and the table; started."""
    import boto3
    from moto import mock_aws

    from skills_core.aws.store.table_schema import create_table_kwargs

    mock = mock_aws()
    mock.start()
    s3 = boto3.client("s3", region_name=REGION)
    s3.create_bucket(Bucket=BUCKET)
    boto3.client("dynamodb", region_name=REGION).create_table(**create_table_kwargs(TABLE))
    for name, body in (("all", ALL_BODY), ("numbered", NUMBERED_BODY)):
        text = f"---\nname: {name}\ndescription: Bench skill {name}. Use in benches.\n---\n{body}\n"
        s3.put_object(Bucket=BUCKET, Key=f"global/{name}/SKILL.md", Body=text.encode())
    return mock


def main() -> int:
    warnings.simplefilter("ignore")
    os.environ.update(
        AWS_ACCESS_KEY_ID="bench",
        AWS_SECRET_ACCESS_KEY="bench",
        AWS_DEFAULT_REGION=REGION,
        SKILLS_TENANCY="multi",
        SKILLS_BUCKET=BUCKET,
        SKILLS_TABLE=TABLE,
        POWERTOOLS_METRICS_NAMESPACE="Bench",
    )
    for name in ("AWS_PROFILE", "AWS_ENDPOINT_URL", "SKILLS_REFERENCE_ROOTS"):
        os.environ.pop(name, None)
    mock = world()
    from handlers.http import activation
    from handlers.runtime import logger

    logger.registered_handler.setStream(io.StringIO())
    logging.getLogger("skills_core").setLevel(logging.ERROR)  # the body-size warnings
    context = SimpleNamespace(
        function_name="bench",
        memory_limit_in_mb=512,
        invoked_function_arn="arn:bench",
        aws_request_id="bench",
    )
    timed(activation.lambda_handler, activate("all", ["warm"]), context)  # imports, caches
    header = f"{'case':<44} {'status':>6} {'resp KiB':>9} {'original_chars':>15} {'final':>6}"
    print(f"{header} {'peak MiB':>9} {'ms':>7}")
    try:
        for label, build in cases():
            response, elapsed = timed(activation.lambda_handler, build(), context)
            peak = peak_mib(activation.lambda_handler, build(), context)
            body = response.get("body") or ""
            parsed = json.loads(body) if body else {}
            original = parsed.get("original_chars", "")
            final = parsed.get("final_chars", "")
            print(
                f"{label:<44} {response['statusCode']:>6} {len(body) / 1024:>9.1f} "
                f"{original!s:>15} {final!s:>6} {peak:>9.1f} {elapsed:>7.1f}"
            )
    finally:
        mock.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
