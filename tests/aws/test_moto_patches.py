"""The time-saving moto patches of ``localrun.moto_isolation`` change no answer: the server's
list of moto's modules read once (the same list; requests still reach their service), and a
transaction's rollback copy of only the items it names (``light_rollback``: the same table,
stream included, after committed and cancelled transactions as with moto's whole-table
copy)."""

from __future__ import annotations

from typing import Any

import boto3
from moto import backends
from moto import mock_aws as moto_mock_aws

from localrun.moto_isolation import light_rollback, memoise_moto_modules
from tests.aws.conftest import running_moto_server


def test_the_memoised_listing_is_moto_s_own_and_requests_still_dispatch() -> None:
    memoise_moto_modules()
    memoised = backends.list_of_moto_modules
    assert getattr(memoised, "memoised", False)
    import os

    import moto

    root = os.path.dirname(moto.__file__)
    expected = [
        d
        for d in sorted(os.listdir(root))
        if os.path.isdir(os.path.join(root, d)) and not d.startswith("__")
    ]
    assert list(memoised()) == expected and "s3" in expected and "dynamodb" in expected
    memoise_moto_modules()  # idempotent
    assert backends.list_of_moto_modules is memoised
    with running_moto_server() as endpoint:
        kw = {"endpoint_url": endpoint, "region_name": "us-east-1"}
        s3 = boto3.client("s3", **kw)
        s3.create_bucket(Bucket="dispatch-bucket")
        s3.put_object(Bucket="dispatch-bucket", Key="k", Body=b"v")
        assert s3.get_object(Bucket="dispatch-bucket", Key="k")["Body"].read() == b"v"
        assert boto3.client("dynamodb", **kw).list_tables()["TableNames"] == []


def _transactions(ddb: Any) -> list[str]:
    """Committed and cancelled transactions over puts, in-place updates and deletes; what
    each one answered."""
    table = "rollback-table"
    ddb.create_table(
        TableName=table,
        KeySchema=[
            {"AttributeName": "pk", "KeyType": "HASH"},
            {"AttributeName": "sk", "KeyType": "RANGE"},
        ],
        AttributeDefinitions=[
            {"AttributeName": "pk", "AttributeType": "S"},
            {"AttributeName": "sk", "AttributeType": "S"},
        ],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
    )
    for n in range(20):
        ddb.put_item(
            TableName=table,
            Item={
                "pk": {"S": "T"},
                "sk": {"S": f"i{n:02d}"},
                "n": {"N": str(n)},
                "tags": {"L": [{"S": "a"}]},
            },
        )

    def key(sk: str) -> dict[str, Any]:
        return {"pk": {"S": "T"}, "sk": {"S": sk}}

    said: list[str] = []
    plans = [
        [  # commits
            {"Put": {"TableName": table, "Item": {**key("new"), "n": {"N": "100"}}}},
            {
                "Update": {
                    "TableName": table,
                    "Key": key("i01"),
                    "UpdateExpression": "SET n = n + :one, tags = list_append(tags, :t)",
                    "ExpressionAttributeValues": {":one": {"N": "1"}, ":t": {"L": [{"S": "b"}]}},
                }
            },
            {"Delete": {"TableName": table, "Key": key("i02")}},
        ],
        [  # cancelled by its last item: every earlier change must be undone
            {"Put": {"TableName": table, "Item": {**key("other"), "n": {"N": "7"}}}},
            {
                "Update": {
                    "TableName": table,
                    "Key": key("i03"),
                    "UpdateExpression": "SET n = :z REMOVE tags",
                    "ExpressionAttributeValues": {":z": {"N": "0"}},
                }
            },
            {"Delete": {"TableName": table, "Key": key("i04")}},
            {
                "Put": {
                    "TableName": table,
                    "Item": {**key("i05"), "n": {"N": "9"}},
                    "ConditionExpression": "attribute_not_exists(pk)",
                }
            },
        ],
        [  # cancelled by its first item
            {
                "ConditionCheck": {
                    "TableName": table,
                    "Key": key("i06"),
                    "ConditionExpression": "n = :x",
                    "ExpressionAttributeValues": {":x": {"N": "99"}},
                }
            },
            {
                "Update": {
                    "TableName": table,
                    "Key": key("new"),
                    "UpdateExpression": "SET n = :z",
                    "ExpressionAttributeValues": {":z": {"N": "0"}},
                }
            },
        ],
    ]
    for plan in plans:
        try:
            ddb.transact_write_items(TransactItems=plan)
            said.append("committed")
        except ddb.exceptions.TransactionCanceledException as exc:
            said.append(str([r.get("Code") for r in exc.response["CancellationReasons"]]))
    return said


def _state(ddb: Any) -> tuple[list[Any], list[Any]]:
    items = ddb.scan(TableName="rollback-table")["Items"]
    streams = boto3.client(
        "dynamodbstreams",
        region_name="us-east-1",
        endpoint_url="https://streams.dynamodb.us-east-1.amazonaws.com",
    )
    arn = ddb.describe_table(TableName="rollback-table")["Table"]["LatestStreamArn"]
    shard = streams.describe_stream(StreamArn=arn)["StreamDescription"]["Shards"][0]["ShardId"]
    iterator = streams.get_shard_iterator(
        StreamArn=arn, ShardId=shard, ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    records = streams.get_records(ShardIterator=iterator)["Records"]
    seen = [
        (
            r["eventName"],
            r["dynamodb"]["Keys"],
            r["dynamodb"].get("NewImage"),
            r["dynamodb"].get("OldImage"),
        )
        for r in records
    ]
    return sorted(items, key=lambda i: i["sk"]["S"]), seen


def _run(light: bool) -> tuple[list[str], Any]:
    with moto_mock_aws():
        undo = light_rollback() if light else None
        try:
            ddb = boto3.client("dynamodb", region_name="us-east-1")
            return _transactions(ddb), _state(ddb)
        finally:
            if undo is not None:
                undo()


def test_a_light_rollback_leaves_what_moto_s_full_copy_leaves(aws_env: None) -> None:
    said, state = _run(light=True)
    assert said[0] == "committed"
    assert said[1] == "['None', 'None', 'None', 'ConditionalCheckFailed']"
    assert said[2] == "['ConditionalCheckFailed', 'None']"
    assert (said, state) == _run(light=False)
    items = {i["sk"]["S"]: i for i in state[0]}
    assert "other" not in items and "i04" in items and items["i03"]["n"] == {"N": "3"}
    assert items["i01"]["tags"] == {"L": [{"S": "a"}, {"S": "b"}]} and items["new"]["n"] == {
        "N": "100"
    }
