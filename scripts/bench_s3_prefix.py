"""One S3 prefix of many skills (SPEC §11, issue 20): ``skillsctl sync``'s work and a cold
listing of the prefix, on a ThreadedMotoServer on 127.0.0.1, with AWS calls (by operation) and
bytes sent and received counted at botocore.

    PYTHONPATH=. .venv/bin/python scripts/bench_s3_prefix.py [--skills 100000] [--scan enforce]

Skills are small real-looking folder skills (``<name>/SKILL.md``, ~400 B of frontmatter and
body) written to a temporary folder. Prints figures only; nothing here asserts anything."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
import threading
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
from botocore.config import Config  # noqa: E402
from moto.server import ThreadedMotoServer  # noqa: E402

from skills_core.aws.s3.s3_objects import clear_caches  # noqa: E402
from skills_core.aws.s3.s3_source import S3SkillSource  # noqa: E402
from skills_core.publish.sync import sync_skills  # noqa: E402

BUCKET = "bench-prefix"
PREFIX = "global/"
TOPICS = ("docker", "terraform", "postgres", "kafka", "react", "pandas", "rust", "k8s", "git")


class Meter:
    """Calls by operation and bytes on the wire, counted from botocore's events."""

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()
        self.sent = 0
        self.received = 0
        self._lock = threading.Lock()

    def attach(self, client: Any) -> None:
        client.meta.events.register("before-send.s3", self._before_send)
        client.meta.events.register("after-call.s3", self._after_call)

    def _before_send(self, request: Any, **_: Any) -> None:
        body = request.body
        size = (
            len(body)
            if isinstance(body, bytes | str)
            else int(request.headers.get("Content-Length", 0) or 0)
        )
        with self._lock:
            self.sent += size

    def _after_call(self, http_response: Any, model: Any, **_: Any) -> None:
        size = int(http_response.headers.get("content-length", 0) or 0)
        with self._lock:
            self.calls[model.name] += 1
            self.received += size

    def reset(self) -> None:
        with self._lock:
            self.calls.clear()
            self.sent = self.received = 0

    def shown(self) -> str:
        ops = ", ".join(f"{name} {count}" for name, count in sorted(self.calls.items()))
        total = sum(self.calls.values())
        return f"{total} calls ({ops}); sent {mib(self.sent)}, received {mib(self.received)}"


def mib(count: int) -> str:
    return f"{count / 1024 / 1024:.2f} MiB"


def write_skills(root: Path, count: int) -> None:
    for number in range(count):
        topic = TOPICS[number % len(TOPICS)]
        name = f"{topic}-task-{number:06d}"
        folder = root / name
        folder.mkdir()
        (folder / "SKILL.md").write_text(
            f"---\nname: {name}\ndescription: {topic.title()} task {number}, the steps, checks "
            f"and commands a team uses when working with {topic}. Use when asked about {topic}."
            f"\nmetadata:\n  tags: {topic}, ops\n---\n# {topic.title()} task {number}\n\n"
            f"1. Read the {topic} configuration.\n2. Apply the change.\n3. Verify it.\n"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skills", type=int, default=100_000)
    parser.add_argument("--scan", choices=("enforce", "warn", "off"), default="enforce")
    args = parser.parse_args()

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    config = Config(max_pool_connections=16, retries={"max_attempts": 2, "mode": "standard"})
    client = boto3.client("s3", endpoint_url=f"http://{host}:{port}", config=config)
    meter = Meter()
    meter.attach(client)
    client.create_bucket(Bucket=BUCKET)
    try:
        with tempfile.TemporaryDirectory(prefix="bench-s3-prefix-") as tmp:
            folder = Path(tmp)
            started = time.perf_counter()
            write_skills(folder, args.skills)
            print(
                f"{args.skills:,} skills written locally in {time.perf_counter() - started:.1f} s"
            )

            for run in ("first sync", "resync (nothing changed)"):
                meter.reset()
                started = time.perf_counter()
                result = sync_skills(
                    folder, BUCKET, PREFIX, client=client, echo=lambda _: None, scan=args.scan
                )
                took = time.perf_counter() - started
                print(
                    f"{run}: {took:.1f} s; uploaded {result.uploaded:,}, index {result.index} "
                    f"({result.index_parts} parts); {meter.shown()}"
                )
            parts = client.list_objects_v2(Bucket=BUCKET, Prefix=PREFIX + ".skills-index/")
            sizes = [item["Size"] for item in parts.get("Contents", ())]
            root = client.head_object(Bucket=BUCKET, Key=PREFIX + ".skills-index.json")
            if sizes:
                print(
                    f"index: root {root['ContentLength']:,} B, {len(sizes)} parts, largest "
                    f"{max(sizes):,} B, total {mib(sum(sizes))}"
                )
            else:
                print(f"index: one format-1 object of {root['ContentLength']:,} B")

            for run in ("cold listing", "warm listing"):
                if run == "cold listing":
                    clear_caches()
                meter.reset()
                started = time.perf_counter()
                records = S3SkillSource(BUCKET, PREFIX, client=client).list()
                took = time.perf_counter() - started
                with_fm = sum(1 for record in records if record.frontmatter)
                print(
                    f"{run}: {took:.2f} s; {len(records):,} skills ({with_fm:,} with frontmatter "
                    f"from the index or cache); {meter.shown()}"
                )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
