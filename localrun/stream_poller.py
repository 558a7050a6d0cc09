"""Lambda's DynamoDB stream event source mapping, locally: the skill table's stream read with
``dynamodbstreams`` (moto serves it) and handed to the projection function in batches, as
Lambda would. A record the function reports in ``batchItemFailures`` is delivered again, with
every later record of its shard, on the next poll (Lambda's checkpoint semantics)."""

from __future__ import annotations

import datetime
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import template as tpl
from .lambda_runtime import log

#: What the streams client needs: moto's in-process mock routes only the regional host.
REGIONAL_STREAMS = "https://streams.dynamodb.{region}.amazonaws.com"


#: Lambda's default batch size for a DynamoDB stream event source.
DEFAULT_BATCH_SIZE = 100


@dataclass(frozen=True)
class StreamEventSource:
    """A function's ``DynamoDB`` event: the table whose stream it reads, its batch size."""

    function: str
    handler: str
    table: str
    batch_size: int


def stream_event_sources(template: dict[str, Any]) -> list[StreamEventSource]:
    """Every ``DynamoDB`` stream event of every function, in template order."""
    found: list[StreamEventSource] = []
    for logical_id, res in tpl.functions(template).items():
        events = (res.get("Properties") or {}).get("Events") or {}
        for name, event in events.items():
            if event.get("Type") != "DynamoDB":
                continue
            props = event.get("Properties") or {}
            stream = props.get("Stream")
            target = stream.get("Fn::GetAtt") if isinstance(stream, dict) else None
            if not isinstance(target, list) or target[1:] != ["StreamArn"]:
                raise tpl.TemplateError(
                    f"{logical_id}.Events.{name}.Stream: use !GetAtt <Table>.StreamArn"
                )
            found.append(
                StreamEventSource(
                    function=logical_id,
                    handler=tpl.function_handler(template, logical_id),
                    table=str(target[0]),
                    batch_size=int(props.get("BatchSize", DEFAULT_BATCH_SIZE)),
                )
            )
    return found


def streams_client(*, endpoint_url: str | None, region: str) -> Any:
    import boto3

    return boto3.client(
        "dynamodbstreams",
        region_name=region,
        endpoint_url=endpoint_url or REGIONAL_STREAMS.format(region=region),
    )


class StreamReader:
    """Reads a table's stream from its start (``TRIM_HORIZON``), shard by shard, remembering
    where each shard's delivered records end."""

    def __init__(self, ddb: Any, streams: Any, table: str) -> None:
        self.ddb, self.streams, self.table = ddb, streams, table
        self._iterators: dict[str, str | None] = {}
        self._pending: dict[str, list[dict[str, Any]]] = {}
        self._arn: str | None = None

    @property
    def arn(self) -> str:
        if self._arn is None:
            described = self.ddb.describe_table(TableName=self.table)["Table"]
            self._arn = str(described["LatestStreamArn"])
        return self._arn

    def read(self, limit: int = 100) -> dict[str, list[dict[str, Any]]]:
        """Per shard, the records not yet acknowledged (at most ``limit`` per shard), in
        Lambda's event shape."""
        shards = self.streams.describe_stream(StreamArn=self.arn)["StreamDescription"]["Shards"]
        found: dict[str, list[dict[str, Any]]] = {}
        for shard in shards:
            shard_id = shard["ShardId"]
            pending = self._pending.setdefault(shard_id, [])
            if len(pending) < limit:
                iterator = self._iterator(shard_id)
                if iterator is not None:
                    page = self.streams.get_records(ShardIterator=iterator, Limit=limit)
                    self._iterators[shard_id] = page.get("NextShardIterator")
                    pending.extend(self._lambda_record(r) for r in page.get("Records", []))
            if pending:
                found[shard_id] = pending[:limit]
        return found

    def acknowledge(self, shard_id: str, records: list[dict[str, Any]], failed: set[str]) -> int:
        """Drop the delivered records before the first failed one; the rest stays pending."""
        pending = self._pending.get(shard_id, [])
        keep_from = len(records)
        for position, record in enumerate(records):
            if record["dynamodb"]["SequenceNumber"] in failed:
                keep_from = position
                break
        self._pending[shard_id] = pending[keep_from:]
        return keep_from

    def _iterator(self, shard_id: str) -> str | None:
        if shard_id not in self._iterators:
            self._iterators[shard_id] = self.streams.get_shard_iterator(
                StreamArn=self.arn, ShardId=shard_id, ShardIteratorType="TRIM_HORIZON"
            )["ShardIterator"]
        return self._iterators[shard_id]

    def _lambda_record(self, record: dict[str, Any]) -> dict[str, Any]:
        data = dict(record["dynamodb"])
        created = data.get("ApproximateCreationDateTime")
        if isinstance(created, datetime.datetime):
            data["ApproximateCreationDateTime"] = int(created.timestamp())
        return {**record, "dynamodb": data, "eventSourceARN": self.arn}


def deliver(reader: StreamReader, function: Callable[[dict[str, Any]], Any], limit: int) -> int:
    """One round: every shard's pending records to ``function``; the records acknowledged."""
    done = 0
    for shard_id, records in reader.read(limit).items():
        try:
            result = function({"Records": records}) or {}
            failed = {f["itemIdentifier"] for f in result.get("batchItemFailures") or []}
        except Exception as exc:  # the whole batch comes back
            log(f"projection raised {type(exc).__name__}; its batch will be delivered again")
            failed = {records[0]["dynamodb"]["SequenceNumber"]}
        done += reader.acknowledge(shard_id, records, failed)
    return done


class StreamPoller(threading.Thread):
    """Polls the stream every ``interval`` seconds and feeds ``function`` until stopped."""

    def __init__(
        self,
        reader: StreamReader,
        function: Callable[[dict[str, Any]], Any],
        *,
        batch_size: int = 100,
        interval: float = 0.25,
    ) -> None:
        super().__init__(name="poller-stream", daemon=True)
        self.reader, self.function = reader, function
        self.batch_size, self.interval = batch_size, interval
        self.stopping = threading.Event()

    def run(self) -> None:
        while not self.stopping.wait(self.interval):
            try:
                deliver(self.reader, self.function, self.batch_size)
            except Exception as exc:  # keep polling, as the event source mapping does
                log(f"stream poller: {type(exc).__name__}: {exc}")
                self.stopping.wait(1)


__all__ = [
    "REGIONAL_STREAMS",
    "StreamEventSource",
    "StreamPoller",
    "StreamReader",
    "deliver",
    "stream_event_sources",
    "streams_client",
]
