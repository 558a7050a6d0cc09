"""Lambda's DynamoDB stream event source mapping, locally, and the local run's model reviewer.

:class:`StreamPoller` reads the local table's stream from moto (``dynamodbstreams``), drops
the records the event's ``FilterCriteria`` do not match (Lambda does the same before
invoking), hands batches of up to ``BatchSize`` records to the function and honours
``batchItemFailures`` the way Lambda does for a stream: the shard is retried from the first
failed record, at most ``MaximumRetryAttempts`` times, after which the batch's shard and
sequence numbers go to the ``OnFailure`` queue and the shard moves on. Nothing in it is
specific to the review function: every DynamoDB event of the template can be fed with it
(:func:`dynamodb_event_sources`).

:func:`local_reviewer`: the offline stand-in (:class:`skills_core.review.offline.
OfflineReviewer`, the scanner's verdict read as a review: deterministic, no model, no tokens)
unless ``--review-model-id`` names a Bedrock model, called with the caller's own
credentials as the local drafter is (:mod:`localrun.drafting`)."""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import template as tpl
from .lambda_runtime import LocalFunction, log

#: A DynamoDB stream event without ``MaximumRetryAttempts`` is retried until the record
#: expires; locally that would spin, so it stops after this many.
DEFAULT_MAX_RETRIES = 3
OFFLINE_REVIEWER = "offline stand-in reviewer (the scanner's verdict), not a model"


@dataclass(frozen=True)
class DynamoDBEventSource:
    """One ``DynamoDB`` event of a function, as the local mapping needs it."""

    function: str
    handler: str
    table: str
    batch_size: int
    filters: tuple[Mapping[str, Any], ...] = ()
    max_retries: int = DEFAULT_MAX_RETRIES
    on_failure: str | None = None
    starting_position: str = "TRIM_HORIZON"


def dynamodb_event_sources(template: dict[str, Any]) -> list[DynamoDBEventSource]:
    """Every ``DynamoDB`` event of every function (conditions ignored: the local run has
    every optional function)."""
    found: list[DynamoDBEventSource] = []
    for logical_id, res in tpl.functions(template).items():
        for name, event in ((res.get("Properties") or {}).get("Events") or {}).items():
            if event.get("Type") != "DynamoDB":
                continue
            props = event.get("Properties") or {}
            where = f"{logical_id}.Events.{name}"
            stream = props.get("Stream")
            if not (isinstance(stream, dict) and stream.get("Fn::GetAtt", [None, ""])[1:] == [
                "StreamArn"
            ]):  # fmt: skip
                raise tpl.TemplateError(f"{where}.Stream must be !GetAtt <Table>.StreamArn")
            filters = tuple(
                json.loads(f["Pattern"])
                for f in ((props.get("FilterCriteria") or {}).get("Filters") or [])
            )
            destination = ((props.get("DestinationConfig") or {}).get("OnFailure") or {}).get(
                "Destination"
            )
            queue = destination["Fn::GetAtt"][0] if isinstance(destination, dict) else None
            found.append(
                DynamoDBEventSource(
                    logical_id,
                    tpl.function_handler(template, logical_id),
                    str(stream["Fn::GetAtt"][0]),
                    int(props.get("BatchSize", 100)),
                    filters,
                    int(props.get("MaximumRetryAttempts", DEFAULT_MAX_RETRIES)),
                    queue,
                    str(props.get("StartingPosition", "TRIM_HORIZON")),
                )
            )
    return found


def matches(pattern: Any, value: Any) -> bool:
    """Whether ``value`` matches an event filter ``pattern``: nested objects, lists of
    allowed values and ``{"prefix": …}`` (the forms the template uses; any other operator
    is refused, so a pattern this cannot read fails loudly instead of matching)."""
    if isinstance(pattern, dict):
        return isinstance(value, dict) and all(
            key in value and matches(sub, value[key]) for key, sub in pattern.items()
        )
    if not isinstance(pattern, list):
        raise tpl.TemplateError(f"filter pattern leaves must be lists, not {pattern!r}")
    for allowed in pattern:
        if isinstance(allowed, dict):
            if set(allowed) != {"prefix"}:
                raise tpl.TemplateError(f"filter operator {allowed!r} is not supported locally")
            if isinstance(value, str) and value.startswith(allowed["prefix"]):
                return True
        elif value == allowed:
            return True
    return False


@dataclass
class _Shard:
    iterator: str | None
    pending: list[dict[str, Any]] = field(default_factory=list)
    attempts: int = 0


class StreamPoller(threading.Thread):
    """One stream event source: poll every shard, invoke, retry from the first failure."""

    def __init__(
        self,
        streams: Any,
        stream_arn: str,
        function: Callable[[dict[str, Any]], Any] | LocalFunction,
        source: DynamoDBEventSource,
        *,
        on_failure: Callable[[dict[str, Any]], None] | None = None,
        interval: float = 0.25,
        describe_every: float = 1.0,
    ) -> None:
        super().__init__(name=f"stream-poller-{source.function}", daemon=True)
        self.streams, self.stream_arn, self.function = streams, stream_arn, function
        self.source, self.on_failure, self.interval = source, on_failure, interval
        #: Seconds between two listings of the stream's shards (Lambda, too, polls each
        #: shard about four times a second and discovers new shards less often).
        self.describe_every = describe_every
        self.stopping = threading.Event()
        self._shards: dict[str, _Shard] = {}
        self._shard_ids: list[str] = []
        self._described = -math.inf

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                if not self.poll_once():
                    self.stopping.wait(self.interval)
            except Exception as exc:  # keep polling, as the event source mapping does
                log(f"stream poller: {type(exc).__name__}: {exc}")
                self.stopping.wait(1)

    def poll_once(self) -> int:
        """One round over the shards: at most one batch each; how many records it handed
        to the function."""
        handed = 0
        now = time.monotonic()
        if now - self._described >= self.describe_every:
            description = self.streams.describe_stream(StreamArn=self.stream_arn)
            shards = description["StreamDescription"].get("Shards") or []
            self._shard_ids = [str(shard["ShardId"]) for shard in shards]
            self._described = now
        for shard_id in self._shard_ids:
            state = self._shards.get(shard_id)
            if state is None:
                iterator = self.streams.get_shard_iterator(
                    StreamArn=self.stream_arn,
                    ShardId=shard_id,
                    ShardIteratorType=self.source.starting_position,
                )["ShardIterator"]
                state = self._shards[shard_id] = _Shard(iterator)
            if not state.pending and state.iterator is not None:
                page = self.streams.get_records(ShardIterator=state.iterator, Limit=1000)
                state.iterator = page.get("NextShardIterator")
                state.pending = [r for r in page.get("Records") or [] if self._wanted(r)]
            if state.pending:
                handed += self._invoke(shard_id, state)
        return handed

    def _wanted(self, record: Mapping[str, Any]) -> bool:
        return not self.source.filters or any(matches(f, record) for f in self.source.filters)

    def _invoke(self, shard_id: str, state: _Shard) -> int:
        batch = state.pending[: self.source.batch_size]
        event = {"Records": [{**r, "eventSourceARN": self.stream_arn} for r in batch]}
        try:
            result = self.function(event) or {}
            failed = [f["itemIdentifier"] for f in result.get("batchItemFailures") or []]
        except Exception as exc:  # the whole batch failed
            log(f"{self.source.function} raised {type(exc).__name__}; batch will be retried")
            failed = [batch[0]["dynamodb"]["SequenceNumber"]]
        if not failed:
            del state.pending[: len(batch)]
            state.attempts = 0
            return len(batch)
        numbers = [r["dynamodb"]["SequenceNumber"] for r in batch]
        first = min((numbers.index(f) for f in failed if f in numbers), default=0)
        del state.pending[:first]
        state.attempts += 1
        if state.attempts > self.source.max_retries:
            rest = batch[first:]
            self._give_up(shard_id, rest)
            del state.pending[: len(rest)]
            state.attempts = 0
        return 0  # a failed batch: the poller waits before the retry

    def _give_up(self, shard_id: str, records: list[dict[str, Any]]) -> None:
        """What Lambda sends the OnFailure destination: where the batch was, not its items."""
        info = {
            "shardId": shard_id,
            "startSequenceNumber": records[0]["dynamodb"]["SequenceNumber"],
            "endSequenceNumber": records[-1]["dynamodb"]["SequenceNumber"],
            "batchSize": len(records),
            "streamArn": self.stream_arn,
        }
        log(f"{self.source.function}: {len(records)} stream records failed after the retries")
        if self.on_failure is not None:
            self.on_failure({"DDBStreamBatchInfo": info, "responseContext": {"functionError":
                             "BatchItemFailures"}})  # fmt: skip


def local_reviewer(model_id: str | None, *, default_region: str) -> tuple[Any, str]:
    """The local run's reviewer factory (for ``build_service(..., reviewer=...)``) and what
    the banner says of it; call before the local environment replaces the credentials."""
    if not model_id:
        from skills_core.review.offline import OfflineReviewer

        return (lambda settings: OfflineReviewer()), OFFLINE_REVIEWER
    from skills_core.aws.clients import MODEL_CONFIG
    from skills_core.aws.generation.bedrock_reviewer import BedrockReviewer

    from .drafting import prepare_bedrock

    model = prepare_bedrock(model_id, default_region=default_region)
    client = model.session.client(
        "bedrock-runtime", region_name=model.region, endpoint_url=model.endpoint_url,
        config=MODEL_CONFIG,
    )  # fmt: skip
    reviewer = BedrockReviewer(model_id, client=client)
    return (lambda settings: reviewer), f"Amazon Bedrock model {model_id} in {model.region}"


__all__ = [
    "OFFLINE_REVIEWER",
    "DynamoDBEventSource",
    "StreamPoller",
    "dynamodb_event_sources",
    "local_reviewer",
    "matches",
]
