"""MCP benchmark on the local run: ``skills/list`` (every page) and ``resources/list`` of a
tenant with 1,000 skills, cold (first listing: every digest is computed from the bytes) and
warm (the digest cache answers), with the AWS calls each made and the time spent in the MCP
function itself.

    .venv/bin/python scripts/bench_mcp.py [--skills 1000] [--with-files 100]

The local run (``make run``'s server: moto, the template's functions) is started in this
process; AWS calls are counted by a botocore event hook on every client. Prints figures only:
nothing here asserts a time (machines are noisy)."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
import urllib.request
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import botocore.handlers

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent), str(HERE)]  # the project, and bench_core beside this file

from bench_core import generate  # noqa: E402

from localrun.server import BUCKET, LOCAL_TENANT_HEADER, LocalService  # noqa: E402

TENANT = "bench"
MODERN = "2026-07-28"
CALLS: Counter[str] = Counter()


def count_call(model: Any, **_: Any) -> None:
    CALLS[model.name] += 1


# Registered before any session exists: every client created from now on counts its calls.
botocore.handlers.BUILTIN_HANDLERS.append(("before-call.*.*", count_call))


def generate_with_files(root: Path, count: int, with_files: int) -> None:
    """``count`` skills as ``bench_core`` writes them; the first ``with_files`` get a file."""
    for folder in generate(root, count)[:with_files]:
        (folder / "references").mkdir()
        (folder / "references" / "NOTES.md").write_text(f"# Notes for {folder.name}\n")


class Timed:
    """Wraps the MCP function's handler: time spent inside it, per invocation."""

    def __init__(self, handler: Callable[[dict[str, Any], Any], Any]) -> None:
        self.handler = handler
        self.seconds: list[float] = []

    def __call__(self, event: dict[str, Any], context: Any) -> Any:
        start = time.perf_counter()
        try:
            return self.handler(event, context)
        finally:
            self.seconds.append(time.perf_counter() - start)


def post(url: str, method: str, params: dict[str, Any]) -> dict[str, Any]:
    meta = {
        "io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientCapabilities": {},
    }
    body = json.dumps(
        {"jsonrpc": "2.0", "id": 1, "method": method, "params": {**params, "_meta": meta}}
    )
    request = urllib.request.Request(
        url,
        data=body.encode(),
        method="POST",
        headers={
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            "MCP-Protocol-Version": MODERN,
            "Mcp-Method": method,
            LOCAL_TENANT_HEADER: TENANT,
        },
    )
    with urllib.request.urlopen(request, timeout=120) as response:
        answer = json.loads(response.read())
    result: dict[str, Any] = answer["result"]
    return result


def listing(url: str, method: str, key: str, timed: Timed) -> tuple[int, int, float, Counter[str]]:
    """Every page of one listing: (items, pages, seconds in the function, AWS calls)."""
    CALLS.clear()
    timed.seconds.clear()
    items = pages = 0
    cursor = None
    while True:
        result = post(url, method, {"cursor": cursor} if cursor else {})
        items += len(result[key])
        pages += 1
        cursor = result.get("nextCursor")
        if cursor is None:
            return items, pages, sum(timed.seconds), Counter(CALLS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--skills", type=int, default=1000)
    parser.add_argument("--with-files", type=int, default=100, help="skills with one file")
    args = parser.parse_args()
    service = LocalService(port=0, seed=False)
    service.start()
    threading.Thread(target=service.serve_forever, daemon=True).start()
    for poller in service.pollers:  # the generation queue's poller: its calls are not MCP's
        poller.stopping.set()
        poller.join(timeout=5)
    try:
        import boto3

        from localrun.local_aws import SKILLS_TABLE
        from skills_core.aws.snapshots.snapshot_store import SnapshotStore
        from skills_core.publish import sync_skills

        assert service.aws is not None
        with tempfile.TemporaryDirectory() as tmp:
            generate_with_files(Path(tmp), args.skills, args.with_files)
            s3 = boto3.client("s3", endpoint_url=service.aws.endpoint, region_name="us-east-1")
            ddb = boto3.client(
                "dynamodb", endpoint_url=service.aws.endpoint, region_name="us-east-1"
            )
            # As skillsctl sync does against the local run: the prefix's snapshot is published,
            # so the MCP function reads it (digests included) instead of listing the bucket.
            snapshots = SnapshotStore(BUCKET, SKILLS_TABLE, s3=s3, ddb=ddb)
            sync_skills(
                tmp,
                BUCKET,
                f"tenants/{TENANT}/",
                client=s3,
                echo=lambda _: None,
                snapshots=snapshots,
            )
        import handlers.http.mcp

        # The local run imports the handler on the first request: it finds this wrapper.
        timed = Timed(handlers.http.mcp.lambda_handler)
        handlers.http.mcp.lambda_handler = timed  # type: ignore[assignment]
        url = f"{service.url}/mcp"
        post(url, "server/discover", {})
        print(f"{args.skills} skills ({args.with_files} with a file), tenant {TENANT}, local run")
        header = ("listing", "items", "pages", "in function", "AWS calls")
        print("{:<28} {:>6} {:>6} {:>12} {:>10}  calls".format(*header))
        for label, method, key in (
            ("skills/list, cold", "skills/list", "skills"),
            ("skills/list, warm", "skills/list", "skills"),
            ("resources/list, warm", "resources/list", "resources"),
            ("tools/list, warm", "tools/list", "tools"),
        ):
            items, pages, seconds, calls = listing(url, method, key, timed)
            detail = ", ".join(f"{name} {n}" for name, n in sorted(calls.items()))
            print(
                f"{label:<28} {items:>6} {pages:>6} {seconds * 1000:>9.0f} ms "
                f"{sum(calls.values()):>10}  {detail}"
            )
    finally:
        service.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
