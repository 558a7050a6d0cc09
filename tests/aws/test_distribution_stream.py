"""The derivation on moto, fed from the table's real change stream: saves, an approval, a
label move, a reject and a retire through the service, then the stream's records through
``handlers.distribution.derive_records`` (the function a stream consumer calls). Checks the
dist/ artifacts, the mirror, and the events EventBridge delivered (a rule to a queue), in
order, once each, with a redelivered batch."""

from __future__ import annotations

import json
from typing import Any

import boto3
import pytest

from handlers.distribution import derive_records
from skills_core.aws.deployment import build_derivation, build_service
from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.distribution import keys
from skills_core.distribution.archive import read_archive
from skills_core.service import Principal, SaveCommand
from skills_core.settings import Settings

REGION = "us-east-1"
TABLE, BUCKET, MIRROR, BUS = "skills", "skills-bucket", "skills-mirror", "skills-bus"
TENANT = "acme"
STREAMS = f"https://streams.dynamodb.{REGION}.amazonaws.com"


@pytest.fixture
def world(mock_aws: None) -> dict[str, Any]:
    ddb = boto3.client("dynamodb", region_name=REGION)
    kwargs = create_table_kwargs(TABLE)  # the template's table: its stream included
    assert kwargs["StreamSpecification"]["StreamViewType"] == "NEW_AND_OLD_IMAGES"
    ddb.create_table(**kwargs)
    s3 = boto3.client("s3", region_name=REGION)
    s3.create_bucket(Bucket=BUCKET)
    s3.create_bucket(Bucket=MIRROR)
    events = boto3.client("events", region_name=REGION)
    sqs = boto3.client("sqs", region_name=REGION)
    events.create_event_bus(Name=BUS)
    queue = sqs.create_queue(QueueName="changes")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    events.put_rule(
        Name="changes",
        EventBusName=BUS,
        EventPattern=json.dumps(
            {"detail-type": ["Skill Version Published", "Skill Version Withdrawn"]}
        ),
    )
    events.put_targets(Rule="changes", EventBusName=BUS, Targets=[{"Id": "q", "Arn": arn}])
    settings = Settings(
        tenancy="multi", table=TABLE, bucket=BUCKET, mirror_bucket=MIRROR, event_bus=BUS
    )
    return {"ddb": ddb, "s3": s3, "sqs": sqs, "queue": queue, "settings": settings}


class Stream:
    """Reads the table's stream from where it last stopped, like the Lambda poller."""

    def __init__(self) -> None:
        ddb = boto3.client("dynamodb", region_name=REGION)
        self.client = boto3.client("dynamodbstreams", region_name=REGION, endpoint_url=STREAMS)
        arn = ddb.describe_table(TableName=TABLE)["Table"]["LatestStreamArn"]
        shard = self.client.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"][0]
        self.iterator = self.client.get_shard_iterator(
            StreamArn=arn, ShardId=shard["ShardId"], ShardIteratorType="TRIM_HORIZON"
        )["ShardIterator"]

    def read(self) -> list[dict[str, Any]]:
        reply = self.client.get_records(ShardIterator=self.iterator)
        self.iterator = reply["NextShardIterator"]
        return list(reply["Records"])


def received(world: dict[str, Any]) -> list[tuple[str, str, int]]:
    found = []
    while True:
        reply = world["sqs"].receive_message(QueueUrl=world["queue"], MaxNumberOfMessages=10)
        messages = reply.get("Messages", [])
        if not messages:
            return found
        for m in messages:
            body = json.loads(m["Body"])
            assert body["source"] == "skills.service"
            found.append(
                (body["detail-type"][14:], body["detail"]["label"], body["detail"]["version"])
            )
            world["sqs"].delete_message(QueueUrl=world["queue"], ReceiptHandle=m["ReceiptHandle"])


def save(service: Any, principal: Principal, name: str) -> None:
    service.save(
        principal,
        SaveCommand(name=name, description=f"Helps with {name}.", body="Do it.", replace=True),
    )


def test_the_stream_drives_artifacts_mirror_and_events(world: dict[str, Any]) -> None:
    settings = world["settings"]
    service = build_service(settings)
    derivation = build_derivation(settings)
    assert derivation is not None
    me = Principal.for_cli(TENANT, "tester")
    stream = Stream()

    save(service, me, "deploy")
    assert derive_records(stream.read(), derivation) == []
    skill_md = world["s3"].get_object(Bucket=MIRROR, Key="acme/production/deploy/SKILL.md")
    stored = service.version(me, "deploy", 1).content.encode("utf-8")
    assert skill_md["Body"].read() == stored
    archive = world["s3"].get_object(Bucket=BUCKET, Key=keys.archive_key(TENANT, "deploy", 1))
    assert read_archive(archive["Body"].read()) == {"SKILL.md": stored}

    pending_settings = settings.replace(review="required")
    pending = build_service(pending_settings)
    save(pending, me, "deploy")  # v2 pending
    service.review(me, "deploy", 2, "approve")  # production -> 2
    service.set_label(me, "deploy", "staging", 1)
    service.review(me, "deploy", 2, "reject")  # production back to 1
    records = stream.read()
    assert derive_records(records, derivation) == []
    assert derive_records(records, derivation) == []  # the stream delivers the batch twice
    service.retire(me, "deploy")
    assert derive_records(stream.read(), derivation) == []

    assert received(world) == [
        ("Published", "production", 1),
        ("Withdrawn", "production", 1),
        ("Published", "production", 2),
        ("Published", "staging", 1),
        ("Withdrawn", "production", 2),
        ("Published", "production", 1),
        ("Withdrawn", "production", 1),
        ("Withdrawn", "staging", 1),
    ]
    listed = world["s3"].list_objects_v2(Bucket=MIRROR).get("Contents", [])
    # every skill folder is gone; each label's (empty) discovery index stays
    assert sorted(o["Key"] for o in listed) == [
        "acme/production/index.json",
        "acme/staging/index.json",
    ]
    mirrored = world["s3"].get_object(Bucket=MIRROR, Key="acme/production/index.json")
    assert json.loads(mirrored["Body"].read())["skills"] == []
    index = world["s3"].get_object(Bucket=BUCKET, Key=keys.index_key(TENANT, "production"))
    assert json.loads(index["Body"].read()) == {"entries": []}


def test_records_of_other_items_are_ignored(world: dict[str, Any]) -> None:
    derivation = build_derivation(world["settings"])
    record = {"dynamodb": {"Keys": {"pk": {"S": "LINKHASH#x"}, "sk": {"S": "LINK"}}}}
    assert derive_records([record], derivation) == []
    assert world["s3"].list_objects_v2(Bucket=BUCKET).get("KeyCount") == 0


class _Failing:
    """A derivation whose second change fails (an S3 outage, say)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def apply_changes(self, changes: Any) -> Any:
        from skills_core.distribution.derive import DeriveResult

        for change in changes:
            self.seen.append(change.name)
            if len(self.seen) == 2:
                raise ConnectionError("S3 is down")
        return DeriveResult(applied=1)


def _head_record(name: str, seq: str) -> dict[str, Any]:
    image = {
        "pk": {"S": f"TENANT#{TENANT}"},
        "sk": {"S": f"SKILL#{name}"},
        "name": {"S": name},
        "version": {"N": "1"},
        "status": {"S": "active"},
        "log_count": {"N": "1"},
    }
    keys_ = {"pk": image["pk"], "sk": image["sk"]}
    return {"dynamodb": {"Keys": keys_, "NewImage": image, "SequenceNumber": seq}}


def test_a_failing_record_is_reported_with_every_later_one(world: dict[str, Any]) -> None:
    failing = _Failing()
    records = [_head_record("a", "100"), _head_record("b", "200"), _head_record("c", "300")]
    failures = derive_records(records, failing)  # type: ignore[arg-type]
    assert failures == [{"itemIdentifier": "200"}, {"itemIdentifier": "300"}]
    assert failing.seen == ["a", "b"]
