"""The table's change stream in tests: read from its start through ``dynamodbstreams`` (moto's
in-process mock, on the regional endpoint) and fed to the projection, as Lambda's event source
would. Reading from the start every time redelivers every record already folded, which the
projection must shrug off (folds are ordered by each name's write sequence)."""

from __future__ import annotations

from typing import Any

import boto3

from localrun.stream_poller import StreamReader, streams_client
from skills_core.aws.deployment import build_projection
from skills_core.aws.snapshots.projection import ProjectionResult, StoreProjection
from skills_core.settings import Settings

REGION = "us-east-1"


def stream_records(table: str, *, endpoint_url: str | None = None) -> list[dict[str, Any]]:
    """Every record of ``table``'s stream so far, in Lambda's event shape (shard order)."""
    ddb = boto3.client("dynamodb", region_name=REGION, endpoint_url=endpoint_url)
    reader = StreamReader(ddb, streams_client(endpoint_url=endpoint_url, region=REGION), table)
    found: list[dict[str, Any]] = []
    while True:
        pending = reader.read(1000)
        if not pending:
            return found
        for shard_id, records in pending.items():
            found.extend(records)
            reader.acknowledge(shard_id, records, set())


def projection(settings: Settings) -> StoreProjection:
    built = build_projection(settings)
    assert built is not None, "the projection needs a bucket and a table"
    return built


def project(settings: Settings) -> ProjectionResult:
    """Fold everything the stream holds (what the projection function would have done)."""
    return projection(settings).project(stream_records(settings.table or ""))


__all__ = ["project", "projection", "stream_records"]
