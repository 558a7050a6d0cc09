"""The distribution's stream consumer, locally (SPEC §11, §13): the skills table's change
stream read from where it last stopped, every shard, and its records handed to
:func:`handlers.distribution.derive_records` as Lambda's DynamoDB event source would, about
every ``interval`` seconds (well inside ``SKILLS_INDEX_LAG_SECONDS``). The mirror bucket is
created here (``SKILLS_MIRROR_BUCKET``, ``skills-local-mirror``).

Self-contained so the storage change's own stream poller can take its place: the lead wires
``derive_records`` into that consumer and drops this one."""

from __future__ import annotations

import os
import threading
from typing import Any

from .lambda_runtime import REGION, log

MIRROR_BUCKET = "skills-local-mirror"
INTERVAL_SECONDS = 0.5


class DistributionStream(threading.Thread):
    def __init__(self, endpoint: str, table: str, *, interval: float = INTERVAL_SECONDS) -> None:
        super().__init__(name="poller-distribution", daemon=True)
        import boto3

        self.ddb = boto3.client("dynamodb", endpoint_url=endpoint, region_name=REGION)
        self.streams = boto3.client("dynamodbstreams", endpoint_url=endpoint, region_name=REGION)
        self.table, self.interval = table, interval
        self.stopping = threading.Event()
        self.iterators: dict[str, str] = {}
        self.stream_arn = self._enable_stream()
        self.derivation = self._derivation(endpoint)

    def _enable_stream(self) -> str:
        table: dict[str, Any] = dict(self.ddb.describe_table(TableName=self.table)["Table"])
        if not dict(table.get("StreamSpecification") or {}).get("StreamEnabled"):
            spec = {"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"}
            reply = self.ddb.update_table(TableName=self.table, StreamSpecification=spec)  # type: ignore[arg-type]
            table = dict(reply["TableDescription"])
        return str(table["LatestStreamArn"])

    @staticmethod
    def _derivation(endpoint: str) -> Any:
        import boto3

        from skills_core.aws.deployment import build_derivation
        from skills_core.settings import Settings

        boto3.client("s3", endpoint_url=endpoint, region_name=REGION).create_bucket(
            Bucket=MIRROR_BUCKET
        )
        os.environ["SKILLS_MIRROR_BUCKET"] = MIRROR_BUCKET
        return build_derivation(Settings.from_env(), endpoint_url=endpoint)

    def poll_once(self) -> int:
        from handlers.distribution import derive_records

        shards = self.streams.describe_stream(StreamArn=self.stream_arn)["StreamDescription"][
            "Shards"
        ]
        count = 0
        for shard in shards:
            shard_id = shard["ShardId"]
            iterator = (
                self.iterators.get(shard_id)
                or self.streams.get_shard_iterator(
                    StreamArn=self.stream_arn, ShardId=shard_id, ShardIteratorType="TRIM_HORIZON"
                )["ShardIterator"]
            )
            reply = self.streams.get_records(ShardIterator=iterator)
            records = list(reply.get("Records") or [])
            if records:
                failures = derive_records(records, self.derivation)
                if failures:  # retried from the first failure next time, as Lambda does
                    log(f"distribution: {len(failures)} records to retry")
                    continue
                count += len(records)
            self.iterators[shard_id] = reply["NextShardIterator"]
        return count

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                self.poll_once()
            except Exception as exc:  # keep polling, as the event source mapping does
                log(f"distribution poller: {type(exc).__name__}: {exc}")
            self.stopping.wait(self.interval)


__all__ = ["MIRROR_BUCKET", "DistributionStream"]
