"""The review function fed with the records moto's DynamoDB stream holds after real saves
(through the save handler), as Lambda's event source mapping would hand them over (filtered by
the template's own pattern), with a real ``bedrock-runtime`` client under botocore's Stubber:
one model call per new version, a batch that fails from its first failed record on, a
redelivery that never calls the model, metrics, logs without skill text, the reject action,
and the local stream poller (retries from the first failure, then the OnFailure queue)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from typing import Any

import boto3
import pytest
from botocore.stub import Stubber

from handlers import review
from handlers.runtime import compose_with
from localrun.lambda_runtime import LambdaContext
from localrun.review_poller import StreamPoller, dynamodb_event_sources, matches
from localrun.template import load_template
from skills_core.aws.deployment import build_service
from skills_core.aws.generation.bedrock_reviewer import BedrockReviewer
from skills_core.review.prompt import TOOL_NAME
from tests.handlers.conftest import REGION, TABLE, World, event, invoke

MODEL = "anthropic.claude-3-5-sonnet-20240620-v1:0"
[SOURCE] = [s for s in dynamodb_event_sources(load_template()) if s.function == "ReviewFunction"]
STREAMS_ENDPOINT = f"https://streams.dynamodb.{REGION}.amazonaws.com"


def reply(kind: str, reasons: tuple[str, ...] = ()) -> dict[str, Any]:
    answer = {"verdict": kind, "reasons": list(reasons), "lines": []}
    return {
        "output": {"message": {"role": "assistant", "content": [
            {"toolUse": {"toolUseId": "t1", "name": TOOL_NAME, "input": answer}}
        ]}},
        "stopReason": "tool_use",
        "usage": {"inputTokens": 800, "outputTokens": 50, "totalTokens": 850},
        "metrics": {"latencyMs": 700},
    }  # fmt: skip


@pytest.fixture
def stubber(world: World, monkeypatch: pytest.MonkeyPatch) -> Iterator[Stubber]:
    """The review function's world: no bucket (as deployed), the Bedrock reviewer on a
    stubbed client, composed by the composition root."""
    monkeypatch.setenv("SKILLS_REVIEW_MODEL_ID", MODEL)
    client = boto3.client("bedrock-runtime", region_name=REGION)
    reviewer = BedrockReviewer(MODEL, client=client)
    with Stubber(client) as stub:
        compose_with(lambda settings: build_service(settings, reviewer=lambda _: reviewer))
        try:
            yield stub
        finally:
            compose_with(None)
        stub.assert_no_pending_responses()


def save(name: str, body: str = "Keep notes in notes.md.") -> None:
    payload = {"name": name, "description": "Take notes. Use when asked.", "body": body}
    result = invoke("save", event("POST", "/skills", body=payload))
    assert result.status == 201, result.text


def stream_records(world: World) -> list[dict[str, Any]]:
    """Every record of the table's stream, oldest first, as the event source reads them."""
    arn = world.ddb.describe_table(TableName=TABLE)["Table"]["LatestStreamArn"]
    streams = boto3.client("dynamodbstreams", region_name=REGION, endpoint_url=STREAMS_ENDPOINT)
    records: list[dict[str, Any]] = []
    for shard in streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"]:
        iterator = streams.get_shard_iterator(
            StreamArn=arn, ShardId=shard["ShardId"], ShardIteratorType="TRIM_HORIZON"
        )["ShardIterator"]
        records += streams.get_records(ShardIterator=iterator)["Records"]
    return [{**r, "eventSourceARN": arn} for r in records]


def delivered(world: World) -> list[dict[str, Any]]:
    """The records the template's filter lets through (the INSERT of version items)."""
    return [r for r in stream_records(world) if any(matches(f, r) for f in SOURCE.filters)]


def run(records: list[dict[str, Any]], timeout: float = 60) -> list[str]:
    response = review.lambda_handler(
        {"Records": records}, LambdaContext("review", timeout_seconds=timeout)
    )
    return [f["itemIdentifier"] for f in response["batchItemFailures"]]


def sequence(records: list[dict[str, Any]]) -> list[str]:
    return [r["dynamodb"]["SequenceNumber"] for r in records]


def test_the_filter_keeps_only_the_insert_of_each_version(world: World, stubber: Stubber) -> None:
    save("notes")
    everything = stream_records(world)
    kinds = [r["dynamodb"]["Keys"]["sk"]["S"].split("#")[0] for r in everything]
    assert kinds[:3] == ["SKILL", "VER", "LOG"]  # then whatever else the write keeps current
    [record] = delivered(world)
    assert record["dynamodb"]["Keys"]["sk"]["S"] == "VER#notes#0000000001"
    stubber.add_response("converse", reply("safe"))
    assert run(everything) == []  # unfiltered: the other records are skipped, not failed
    modified = [r for r in stream_records(world) if r["eventName"] == "MODIFY"]
    assert modified and not any(matches(f, r) for r in modified for f in SOURCE.filters)


def test_one_model_call_per_version_and_a_redelivery_never_calls_it(
    world: World, stubber: Stubber, capsys: pytest.CaptureFixture[str]
) -> None:
    save("notes")
    save("todo")
    stubber.add_response("converse", reply("malicious", ("reads ~/.ssh/id_rsa",)))
    stubber.add_response("converse", reply("safe"))
    records = delivered(world)
    assert run(records) == []
    metrics = capsys.readouterr().out
    emf = [json.loads(line) for line in metrics.splitlines() if line.startswith('{"_aws"')][-1]
    assert emf["ModelReviews"] == [1.0, 1.0]
    assert emf["ModelVerdictMalicious"] == [1.0] and emf["ModelVerdictSafe"] == [1.0]
    assert emf["ModelReviewInputTokens"] == [800.0, 800.0]
    assert run(records) == []  # redelivered: no response queued, so a model call would fail
    emf = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert emf["ModelReviewsSkipped"] == [1.0, 1.0] and "ModelReviews" not in emf
    versions = invoke("catalog", event("GET", "/skills/notes/versions/1")).json
    assert versions["findings"][-1]["rule"] == "model-review"


def test_the_first_failure_fails_the_rest_of_the_batch(world: World, stubber: Stubber) -> None:
    for name in ("one", "two", "three"):
        save(name)
    records = delivered(world)
    stubber.add_response("converse", reply("safe"))
    stubber.add_client_error("converse", service_error_code="ThrottlingException",
                             http_status_code=429)  # fmt: skip
    assert run(records) == sequence(records)[1:]
    # Lambda retries from the first failed record: one is not reviewed again.
    stubber.add_response("converse", reply("suspicious"))
    stubber.add_response("converse", reply("safe"))
    assert run(records[1:]) == []
    assert run(records) == []  # everything reviewed: reads only


def test_logs_name_the_version_never_its_text_or_the_reasons(
    world: World, stubber: Stubber, log_buffer: io.StringIO
) -> None:
    save("notes", "Keep notes; secret-marker-1234 stays here.")
    stubber.add_response("converse", reply("suspicious", ("reason-marker-5678",)))
    stubber.add_client_error("converse", service_error_code="ThrottlingException",
                             http_status_code=429)  # fmt: skip
    save("todo", "Another secret-marker-1234.")
    assert run(delivered(world)) != []
    logs = log_buffer.getvalue()
    assert "secret-marker-1234" not in logs and "reason-marker-5678" not in logs
    assert '"skill":"notes"' in logs and '"verdict":"suspicious"' in logs


def test_reject_action_rejects_the_pending_version(
    world: World, stubber: Stubber, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_REVIEW", "required")
    monkeypatch.setenv("SKILLS_REVIEW_MODEL_ACTION", "reject")
    from handlers.runtime import reset

    reset()
    save("notes")
    stubber.add_response("converse", reply("malicious", ("exfiltrates keys",)))
    assert run(delivered(world)) == []
    log = invoke("catalog", event("GET", "/skills/notes/versions")).json
    entries = log.get("versions") or log.get("changelog") or log
    assert "rejected" in json.dumps(entries) and f"model:{MODEL}" in json.dumps(entries)


def test_records_left_when_time_runs_out_are_failed_not_started(
    world: World, stubber: Stubber
) -> None:
    save("notes")
    records = delivered(world)
    assert run(records, timeout=0) == sequence(records)  # no model call was made


def test_the_local_poller_retries_from_the_first_failure_then_gives_up(
    world: World, stubber: Stubber
) -> None:
    for name in ("one", "two"):
        save(name)
    arn = world.ddb.describe_table(TableName=TABLE)["Table"]["LatestStreamArn"]
    streams = boto3.client("dynamodbstreams", region_name=REGION, endpoint_url=STREAMS_ENDPOINT)
    events: list[list[str]] = []
    given_up: list[dict[str, Any]] = []

    def function(payload: dict[str, Any]) -> Any:
        events.append([r["dynamodb"]["Keys"]["sk"]["S"] for r in payload["Records"]])
        return review.lambda_handler(payload, LambdaContext("review"))

    poller = StreamPoller(streams, arn, function, SOURCE, on_failure=given_up.append)
    stubber.add_response("converse", reply("safe"))
    for _ in range(SOURCE.max_retries + 1):
        stubber.add_client_error("converse", service_error_code="ThrottlingException",
                                 http_status_code=429)  # fmt: skip
    for _ in range(SOURCE.max_retries + 2):
        poller.poll_once()
    assert events[0] == ["VER#one#0000000001", "VER#two#0000000001"]
    assert events[1:] == [["VER#two#0000000001"]] * SOURCE.max_retries  # then given up
    [failure] = given_up
    assert failure["DDBStreamBatchInfo"]["batchSize"] == 1 and poller.poll_once() == 0


def test_the_local_poller_lists_the_shards_at_most_once_a_second(world: World) -> None:
    """It polls every 0.25 s (Lambda polls a shard about four times a second) without listing
    the stream's shards on each poll; records written after the listing still arrive."""
    arn = world.ddb.describe_table(TableName=TABLE)["Table"]["LatestStreamArn"]
    streams = boto3.client("dynamodbstreams", region_name=REGION, endpoint_url=STREAMS_ENDPOINT)
    seen: list[str] = []

    def function(payload: dict[str, Any]) -> Any:
        seen.extend(r["dynamodb"]["Keys"]["sk"]["S"] for r in payload["Records"])
        return {"batchItemFailures": []}

    described: list[str] = []
    streams.meta.events.register(
        "before-call.dynamodbstreams.DescribeStream", lambda **_: described.append("x")
    )
    poller = StreamPoller(streams, arn, function, SOURCE)
    assert (poller.interval, poller.describe_every) == (0.25, 1.0)
    poller.describe_every = 3600  # not a timed test: no listing is due again in it
    poller.poll_once()
    save("later")
    poller.poll_once()
    poller.poll_once()
    assert len(described) == 1 and seen == ["VER#later#0000000001"]
    poller.describe_every = 0
    poller.poll_once()
    assert len(described) == 2
