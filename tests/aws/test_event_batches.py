"""EventBridge ``PutEvents`` in batches (the derivation's change events): ten entries a call
(the API's limit) and never more than 256 KB a call, in order, on moto; entries the bus refuses
are counted, never raised (a botocore Stubber on a real ``events`` client: moto accepts
everything). The S3 artifacts' key listing a first sight relies on, bounded."""

from __future__ import annotations

import json
from typing import Any

import boto3
import pytest
from botocore.stub import Stubber

from skills_core.aws.generation.result_events import MAX_BYTES, EventBridgePublisher
from skills_core.aws.snapshots.distribution_s3 import S3Artifacts
from tests.aws.conftest import ApiCall

REGION = "us-east-1"
BUS = "changes-bus"


@pytest.fixture
def bus(mock_aws: None) -> dict[str, Any]:
    events = boto3.client("events", region_name=REGION)
    sqs = boto3.client("sqs", region_name=REGION)
    events.create_event_bus(Name=BUS)
    queue = sqs.create_queue(QueueName="seen")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    events.put_rule(
        Name="all", EventBusName=BUS, EventPattern=json.dumps({"source": [{"prefix": ""}]})
    )
    events.put_targets(Rule="all", EventBusName=BUS, Targets=[{"Id": "q", "Arn": arn}])
    return {"sqs": sqs, "queue": queue}


def delivered(bus: dict[str, Any]) -> list[int]:
    found: list[int] = []
    while True:
        reply = bus["sqs"].receive_message(QueueUrl=bus["queue"], MaxNumberOfMessages=10)
        if not reply.get("Messages"):
            return sorted(found)
        for message in reply["Messages"]:
            found.append(json.loads(message["Body"])["detail"]["n"])
            bus["sqs"].delete_message(QueueUrl=bus["queue"], ReceiptHandle=message["ReceiptHandle"])


def put_calls(calls: list[ApiCall]) -> list[int]:
    return [len(c[2]["Entries"]) for c in calls if c[1] == "PutEvents"]


def test_events_go_ten_to_a_call_and_all_arrive(
    bus: dict[str, Any], api_calls: list[ApiCall]
) -> None:
    publisher = EventBridgePublisher(BUS)
    events = [("Skill Version Published", {"n": n}) for n in range(23)]
    assert publisher.publish_many(events) == 0
    assert put_calls(api_calls) == [10, 10, 3]
    sent = [
        json.loads(e["Detail"])["n"]
        for c in api_calls
        if c[1] == "PutEvents"
        for e in c[2]["Entries"]
    ]
    assert sent == list(range(23))  # in order
    assert delivered(bus) == list(range(23))
    api_calls.clear()
    assert publisher.publish_many([]) == 0
    assert put_calls(api_calls) == []


def test_a_call_never_carries_more_than_256_kb(
    bus: dict[str, Any], api_calls: list[ApiCall]
) -> None:
    big = "x" * (MAX_BYTES // 3)
    events = [("Skill Version Published", {"n": n, "pad": big}) for n in range(5)]
    assert EventBridgePublisher(BUS).publish_many(events) == 0
    sizes = put_calls(api_calls)
    assert sizes == [2, 2, 1]
    for call in (c for c in api_calls if c[1] == "PutEvents"):
        assert sum(len(v.encode()) for e in call[2]["Entries"] for v in e.values()) <= MAX_BYTES
    assert delivered(bus) == list(range(5))


def test_refused_entries_are_counted_and_logged_without_their_detail(
    caplog: pytest.LogCaptureFixture,
) -> None:
    client = boto3.client(
        "events", region_name=REGION, aws_access_key_id="x", aws_secret_access_key="y"
    )
    publisher = EventBridgePublisher(BUS, client=client)
    with Stubber(client) as stub:
        stub.add_response(
            "put_events",
            {
                "FailedEntryCount": 1,
                "Entries": [
                    {"EventId": "a"},
                    {"ErrorCode": "ThrottlingException"},
                    {"EventId": "c"},
                ],
            },
        )
        stub.add_client_error("put_events", service_error_code="InternalFailure")
        events = [("Skill Version Published", {"secret-body": n}) for n in range(13)]
        assert publisher.publish_many(events[:3]) == 1
        assert publisher.publish_many(events[3:5]) == 2  # the whole call failed
    said = [(r.getMessage(), getattr(r, "error", None)) for r in caplog.records]
    assert (
        said
        == [("result event not put", "ThrottlingException")]
        + [("result event not put", "InternalFailure")] * 2
    )
    assert "secret-body" not in caplog.text + repr([vars(r) for r in caplog.records])


def test_a_failed_count_without_entries_counts_the_whole_call() -> None:
    client = boto3.client(
        "events", region_name=REGION, aws_access_key_id="x", aws_secret_access_key="y"
    )
    with Stubber(client) as stub:
        stub.add_response("put_events", {"FailedEntryCount": 2, "Entries": []})
        assert (
            EventBridgePublisher(BUS, client=client).publish_many(
                [("Skill Version Published", {"n": 1}), ("Skill Version Published", {"n": 2})]
            )
            == 2
        )


def test_the_artifact_listing_stops_past_its_limit(
    s3_client: Any, api_calls: list[ApiCall]
) -> None:
    s3_client.create_bucket(Bucket="listing-bucket")
    for n in range(5):
        s3_client.put_object(Bucket="listing-bucket", Key=f"dist/acme/state/s{n}.json", Body=b"{}")
    s3_client.put_object(Bucket="listing-bucket", Key="dist/acmeother/state/x.json", Body=b"{}")
    artifacts = S3Artifacts("listing-bucket", client=s3_client)
    api_calls.clear()
    assert artifacts.keys_under("dist/acme/", 5) == {f"dist/acme/state/s{n}.json" for n in range(5)}
    assert artifacts.keys_under("dist/acme/", 4) is None
    assert artifacts.keys_under("dist/nobody/", 5) == set()
    assert [c[1] for c in api_calls] == ["ListObjectsV2"] * 3
