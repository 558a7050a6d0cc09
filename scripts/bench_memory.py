"""Peak RSS of a fresh function process for each read at scale (issue #20, SPEC §11: below
384 MB at 100,000 skills in S3 ``global/`` plus 100,000 in one tenant's store).

    PYTHONPATH=. .venv/bin/python scripts/bench_memory.py [--s3 100000] [--store 100000]
                                                          [--only KIND ...]

One moto server on 127.0.0.1 holds the world (built as ``scripts/bench_scale.py`` builds it:
the published snapshots, the store's point items, the S3 point entries, one S3 object to
activate). Each request then runs in a new Python process, as a cold Lambda execution
environment would: it imports the template's handler, gets one payload-2.0 event (the tenant in
the authorizer's claims), answers, and reports its own peak RSS (``ru_maxrss``), the status,
the answer's size and its AWS calls. The moto server's memory is the parent's, not counted.
The child lengthens the functions' 3 s read timeout: moto walks a whole partition to answer a
Query (real DynamoDB reads the matching range), which here takes longer than that.
Prints figures only."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: The SPEC's bound (functions have 512 MB).
GOAL_MB = 384
TENANT = "acme"
MODERN = "2026-07-28"
DOMAIN = "bench.execute-api.us-east-1.amazonaws.com"


def peak_rss_kb() -> int:
    """This process's peak RSS: ``VmHWM`` (``ru_maxrss`` would keep the forking parent's,
    which Linux carries over ``execve``)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise RuntimeError("no VmHWM in /proc/self/status (Linux only)")


# ---------------------------------------------------------------- the child: one request
def child(kind: str, name: str) -> None:
    from collections import Counter

    import botocore.client
    from botocore.config import Config

    from localrun.lambda_runtime import LambdaContext, http_event
    from skills_core.aws import clients

    # moto answers a Query by walking the whole partition (hundreds of thousands of items
    # here): seconds, past the functions' 3 s read timeout. Real DynamoDB reads only the
    # matching range; only the wait is patched, not what is read.
    clients._CONFIGS["lambda"] = clients.CLIENT_CONFIG.merge(Config(read_timeout=600))
    calls: Counter[str] = Counter()
    original = botocore.client.BaseClient._make_api_call

    def counted(self: Any, operation: str, params: dict[str, Any]) -> Any:
        calls[operation] += 1
        return original(self, operation, params)

    botocore.client.BaseClient._make_api_call = counted  # type: ignore[method-assign]
    if kind == "fold":
        fold(name, calls)
        return
    method, path, query, body, module = {
        "catalog": ("GET", "/skills", "", None, "catalog"),
        "search": ("GET", "/search", "q=roll+back+a+deployment", None, "catalog"),
        "skill": ("GET", f"/skills/{name}", "", None, "catalog"),
        "activation": ("POST", f"/skills/{name}/activate", "", {"args": []}, "activation"),
        "mcp-list": ("POST", "/mcp", "", "skills/list", "mcp"),
        "save": (
            "POST",
            "/skills",
            "",
            {"name": name, "description": "Saved. Use when measuring.", "body": "Body $1."},
            "save",
        ),
    }[kind]
    headers = {"content-type": "application/json", "host": DOMAIN}
    payload: Any = body
    if module == "mcp":
        payload = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": body,
            "params": {
                "_meta": {
                    "io.modelcontextprotocol/protocolVersion": MODERN,
                    "io.modelcontextprotocol/clientCapabilities": {},
                }
            },
        }
        headers |= {
            "accept": "application/json, text/event-stream",
            "mcp-protocol-version": MODERN,
            "mcp-method": str(body),
        }
    event = http_event(
        method,
        path,
        query,
        headers,
        json.dumps(payload).encode() if payload is not None else b"",
        route_key="$default",
        path_parameters={},
        tenant=TENANT,
        domain_name=DOMAIN,
    )
    import importlib

    handler = importlib.import_module(f"handlers.http.{module}")
    started = time.perf_counter()
    response = handler.lambda_handler(event, LambdaContext("bench-memory"))
    elapsed = time.perf_counter() - started
    peak_kb = peak_rss_kb()
    warnings: list[str] = []
    try:
        answer = json.loads(response.get("body") or "{}")
        found = answer.get("warnings") or answer.get("result", {}).get("_meta", {}).get("warnings")
        warnings = [str(w) for w in (found or [])][:3]
    except (ValueError, AttributeError):
        pass
    print(
        json.dumps(
            {
                "status": response["statusCode"],
                "bytes": len((response.get("body") or "").encode()),
                "rss_mb": peak_kb / 1024,
                "calls": dict(calls),
                "seconds": elapsed,
                "warnings": warnings,
            }
        )
    )


def fold(name: str, calls: Mapping[str, int]) -> None:
    """The projection function handed the stream record of ``name``'s overlay item (as the
    save just wrote it): one fold of that write into the tenant's store snapshot."""
    import boto3

    from handlers import projection
    from localrun.lambda_runtime import LambdaContext
    from skills_core.aws.store.catalog_overlay import overlay_key

    table = os.environ["SKILLS_TABLE"]
    key = overlay_key(TENANT, name)
    item = boto3.client("dynamodb").get_item(TableName=table, Key=key, ConsistentRead=True)
    record = {
        "eventName": "INSERT",
        "dynamodb": {"Keys": key, "NewImage": item["Item"], "SequenceNumber": "1"},
    }
    started = time.perf_counter()
    answer = projection.lambda_handler({"Records": [record]}, LambdaContext("bench-memory"))
    elapsed = time.perf_counter() - started
    failed = len(answer.get("batchItemFailures") or [])
    print(
        json.dumps(
            {
                "status": 200 if not failed else 500,
                "bytes": 0,
                "rss_mb": peak_rss_kb() / 1024,
                "calls": dict(calls),
                "seconds": elapsed,
                "warnings": [f"{failed} record(s) failed"] if failed else [],
            }
        )
    )


# ---------------------------------------------------------------- the parent
def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n", 1)[0])
    parser.add_argument("--s3", type=int, default=100_000, help="skills in global/")
    parser.add_argument("--store", type=int, default=100_000, help="skills in the store")
    parser.add_argument(
        "--only",
        nargs="+",
        metavar="KIND",
        help="measure only these requests (catalog, "
        "search, mcp-list, skill, activation, save, fold); the world is built all the same",
    )
    parser.add_argument("--child", nargs=2, metavar=("KIND", "NAME"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    if args.s3 != args.store:
        parser.error("the world is built half in global/, half in the store: give equal sizes")

    # bench_scale sets the fake credentials and clears any endpoint when imported.
    sys.path.insert(0, str(ROOT / "scripts"))
    import logging

    import bench_scale
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"
    os.environ["AWS_ENDPOINT_URL"] = endpoint
    try:
        started = time.perf_counter()
        world = bench_scale.build_world(args.s3 + args.store, bench_scale.load_rows())
        print(
            f"{len(world.s3_names):,} skills in global/ + {len(world.store_names):,} in the "
            f"store of tenant {TENANT}, built in {time.perf_counter() - started:.0f} s "
            f"(snapshot objects: "
            + ", ".join(f"{s} {bench_scale.kb(b)}" for s, b in world.objects.items())
            + ")"
        )
        s3_name = world.s3_names[7 % len(world.s3_names)]
        store_name = world.store_names[7 % len(world.store_names)]
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "AWS_ENDPOINT_URL": endpoint,
            "SKILLS_BUCKET": bench_scale.BUCKET,
            "SKILLS_TABLE": bench_scale.TABLE,
            "SKILLS_TENANCY": "multi",
            "SKILLS_NO_BUNDLED": "1",
            "SKILLS_MCP_ALLOWED_HOSTS": DOMAIN,
            "POWERTOOLS_METRICS_NAMESPACE": "bench",
            "POWERTOOLS_LOG_LEVEL": "WARNING",
        }
        runs = [
            ("catalog", "-", "GET /skills"),
            ("search", "-", "GET /search"),
            ("mcp-list", "-", "MCP skills/list"),
            ("skill", s3_name, "GET /skills/{name} (S3)"),
            ("activation", s3_name, "activation (S3)"),
            ("activation", store_name, "activation (store)"),
            ("save", "bench-memory-new", "POST /skills (a save)"),
            ("fold", "bench-memory-new", "projection: fold 1 write"),
        ]
        if args.only:
            runs = [run for run in runs if run[0] in args.only]
        print(f"\n{'request (fresh process)':<26} {'status':>6} {'peak RSS':>9}  calls")
        for kind, name, label in runs:
            done = subprocess.run(
                [sys.executable, __file__, "--child", kind, name],
                env=env,
                capture_output=True,
                text=True,
                check=False,
            )
            lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
            if done.returncode != 0 or not lines:
                print(f"{label:<26} failed: {done.stderr.strip().splitlines()[-1:]}")
                continue
            got = json.loads(lines[-1])
            verdict = "ok" if got["rss_mb"] < GOAL_MB else f"OVER {GOAL_MB} MB"
            calls = ", ".join(f"{op} {n}" for op, n in sorted(got["calls"].items()))
            print(
                f"{label:<26} {got['status']:>6} {got['rss_mb']:>6.0f} MB  "
                f"{sum(got['calls'].values())} ({calls}); {got['seconds']:.2f} s; {verdict}"
            )
            for warning in got["warnings"]:
                print(f"{'':<26} warning: {warning[:160]}")
        baseline = subprocess.run(
            [sys.executable, "-c", "import bench_memory, handlers.http.catalog, handlers.http.mcp; "
             "print(bench_memory.peak_rss_kb() / 1024)"],
            env={**env, "PYTHONPATH": f"{ROOT}:{ROOT / 'scripts'}"},
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        print(f"\n(the handlers imported, nothing served: {float(baseline.stdout or 0):.0f} MB)")
    finally:
        server.stop()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, goal < {GOAL_MB} MB")


if __name__ == "__main__":
    main()
