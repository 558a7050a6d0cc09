"""localrun.template: the short-form loader and the shapes the local run builds from the
template (tables on moto, queues with redrive, routes, SQS event sources)."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import boto3
import pytest

from localrun.template import (
    SHORT_FORMS,
    QueueDefinition,
    Route,
    TemplateError,
    dynamodb_create_table_kwargs,
    dynamodb_time_to_live,
    function_environment,
    function_routes,
    load_template,
    parse_template,
    queue_definitions,
    resource,
    sqs_event_sources,
)
from tests.template.helpers import HANDLERS, SPEC_ROUTES

ALL_TAGS = textwrap.dedent(
    """
    Conditions:
      IsProd: !Equals [!Ref Env, prod]
      NotProd: !Not [!Condition IsProd]
      Both: !And [!Condition IsProd, !Condition NotProd]
      Either: !Or [!Condition IsProd, !Condition NotProd]
    Resources:
      Thing:
        Type: AWS::Test::Thing
        Properties:
          Ref: !Ref Bucket
          GetAtt: !GetAtt Bucket.Arn
          GetAttNested: !GetAtt Db.Endpoint.Address
          GetAttList: !GetAtt [Bucket, Arn]
          Sub: !Sub "arn:${AWS::Partition}:s3:::${Bucket}"
          SubVars: !Sub ["${A}-x", {A: !Ref Bucket}]
          If: !If [IsProd, !Ref Bucket, !Ref AWS::NoValue]
          Select: !Select [0, !GetAZs ""]
          Split: !Split [",", "a,b"]
          Join: !Join ["", [a, !Ref Bucket]]
          FindInMap: !FindInMap [Map, !Ref AWS::Region, Key]
          ImportValue: !ImportValue SharedName
          Base64: !Base64 hello
          Cidr: !Cidr ["10.0.0.0/16", 4, 8]
    """
)


def test_the_loader_knows_every_short_form() -> None:
    assert set(SHORT_FORMS) == {
        "!Ref", "!GetAtt", "!Sub", "!If", "!Equals", "!Not", "!And", "!Or", "!Select",
        "!Split", "!Join", "!FindInMap", "!ImportValue", "!GetAZs", "!Condition", "!Base64",
        "!Cidr",
    }  # fmt: skip


def test_every_short_form_becomes_its_long_form() -> None:
    template = parse_template(ALL_TAGS)
    conditions = template["Conditions"]
    assert conditions == {
        "IsProd": {"Fn::Equals": [{"Ref": "Env"}, "prod"]},
        "NotProd": {"Fn::Not": [{"Condition": "IsProd"}]},
        "Both": {"Fn::And": [{"Condition": "IsProd"}, {"Condition": "NotProd"}]},
        "Either": {"Fn::Or": [{"Condition": "IsProd"}, {"Condition": "NotProd"}]},
    }
    props = resource(template, "Thing")["Properties"]
    assert props == {
        "Ref": {"Ref": "Bucket"},
        "GetAtt": {"Fn::GetAtt": ["Bucket", "Arn"]},
        "GetAttNested": {"Fn::GetAtt": ["Db", "Endpoint.Address"]},
        "GetAttList": {"Fn::GetAtt": ["Bucket", "Arn"]},
        "Sub": {"Fn::Sub": "arn:${AWS::Partition}:s3:::${Bucket}"},
        "SubVars": {"Fn::Sub": ["${A}-x", {"A": {"Ref": "Bucket"}}]},
        "If": {"Fn::If": ["IsProd", {"Ref": "Bucket"}, {"Ref": "AWS::NoValue"}]},
        "Select": {"Fn::Select": [0, {"Fn::GetAZs": ""}]},
        "Split": {"Fn::Split": [",", "a,b"]},
        "Join": {"Fn::Join": ["", ["a", {"Ref": "Bucket"}]]},
        "FindInMap": {"Fn::FindInMap": ["Map", {"Ref": "AWS::Region"}, "Key"]},
        "ImportValue": {"Fn::ImportValue": "SharedName"},
        "Base64": {"Fn::Base64": "hello"},
        "Cidr": {"Fn::Cidr": ["10.0.0.0/16", 4, 8]},
    }


def test_getatt_without_an_attribute_is_an_error() -> None:
    with pytest.raises(TemplateError, match=r"Resource\.Attribute"):
        parse_template("Resources:\n  A:\n    Type: X\n    Properties: {P: !GetAtt Bucket}\n")


def test_dates_stay_text_like_cloudformation_reads_them() -> None:
    template = parse_template("AWSTemplateFormatVersion: 2010-09-09\nResources: {}\n")
    assert template["AWSTemplateFormatVersion"] == "2010-09-09"


def test_duplicate_keys_are_rejected() -> None:
    with pytest.raises(TemplateError, match="duplicate key 'A'"):
        parse_template("Resources:\n  A: {Type: X}\n  A: {Type: Y}\n")


def test_python_tags_are_refused() -> None:
    with pytest.raises(Exception, match="python/object"):
        parse_template("Resources: !!python/object/apply:os.getcwd []\n")


def test_something_that_is_not_a_template_is_rejected() -> None:
    with pytest.raises(TemplateError, match="Resources"):
        parse_template("- just\n- a list\n")


def test_load_template_reads_a_path(tmp_path: Path) -> None:
    path = tmp_path / "t.yaml"
    path.write_text("Resources:\n  Q: {Type: AWS::SQS::Queue}\n", encoding="utf-8")
    assert load_template(path) == {"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}}


def test_an_unknown_resource_names_the_existing_ones() -> None:
    with pytest.raises(TemplateError, match=r"'Nope'.*GenerationQueue"):
        resource(load_template(), "Nope")


def test_skills_table_is_created_on_moto_from_the_template(aws: None) -> None:
    client = boto3.client("dynamodb")
    client.create_table(**dynamodb_create_table_kwargs(load_template(), "SkillsTable", "skills"))
    table = client.describe_table(TableName="skills")["Table"]
    assert table["KeySchema"] == [
        {"AttributeName": "pk", "KeyType": "HASH"},
        {"AttributeName": "sk", "KeyType": "RANGE"},
    ]
    assert sorted(a["AttributeName"] for a in table["AttributeDefinitions"]) == ["pk", "sk"]
    assert table["BillingModeSummary"]["BillingMode"] == "PAY_PER_REQUEST"


def test_idempotency_table_gets_its_ttl_on_moto(aws: None) -> None:
    template = load_template()
    client = boto3.client("dynamodb")
    client.create_table(**dynamodb_create_table_kwargs(template, "IdempotencyTable", "idem"))
    ttl: Any = dynamodb_time_to_live(template, "IdempotencyTable")
    assert ttl == {"AttributeName": "expiration", "Enabled": True}
    client.update_time_to_live(TableName="idem", TimeToLiveSpecification=ttl)
    described = client.describe_time_to_live(TableName="idem")["TimeToLiveDescription"]
    assert described == {"TimeToLiveStatus": "ENABLED", "AttributeName": "expiration"}
    assert dynamodb_time_to_live(template, "SkillsTable") is None


INDEXED_TABLE = textwrap.dedent(
    """
    Resources:
      Indexed:
        Type: AWS::DynamoDB::Table
        Properties:
          BillingMode: PROVISIONED
          ProvisionedThroughput: {ReadCapacityUnits: 2, WriteCapacityUnits: "3"}
          AttributeDefinitions:
            - {AttributeName: pk, AttributeType: S}
            - {AttributeName: gsi1, AttributeType: N}
          KeySchema:
            - {AttributeName: pk, KeyType: HASH}
          GlobalSecondaryIndexes:
            - IndexName: by-gsi1
              KeySchema: [{AttributeName: gsi1, KeyType: HASH}]
              Projection: {ProjectionType: KEYS_ONLY}
              ProvisionedThroughput: {ReadCapacityUnits: 1, WriteCapacityUnits: 1}
    """
)


def test_secondary_indexes_and_provisioned_throughput_are_carried(aws: None) -> None:
    kwargs = dynamodb_create_table_kwargs(parse_template(INDEXED_TABLE), "Indexed", "ix")
    assert kwargs["ProvisionedThroughput"] == {"ReadCapacityUnits": 2, "WriteCapacityUnits": 3}
    client = boto3.client("dynamodb")
    client.create_table(**kwargs)
    [index] = client.describe_table(TableName="ix")["Table"]["GlobalSecondaryIndexes"]
    assert index["IndexName"] == "by-gsi1"
    assert index["KeySchema"] == [{"AttributeName": "gsi1", "KeyType": "HASH"}]
    assert index["Projection"] == {"ProjectionType": "KEYS_ONLY"}


def test_an_intrinsic_in_a_key_schema_is_refused() -> None:
    text = INDEXED_TABLE.replace("{AttributeName: pk, KeyType: HASH}", "{AttributeName: !Ref K}")
    with pytest.raises(TemplateError, match="intrinsic"):
        dynamodb_create_table_kwargs(parse_template(text), "Indexed", "ix")


def test_a_non_table_is_refused() -> None:
    with pytest.raises(TemplateError, match="not a AWS::DynamoDB::Table"):
        dynamodb_create_table_kwargs(load_template(), "GenerationQueue", "x")


def test_queue_definitions_list_the_dlq_first_with_the_redrive() -> None:
    definitions = queue_definitions(load_template())
    assert [d.logical_id for d in definitions] == [
        "ProjectionFailureQueue",  # the stream function's on-failure destination
        "ReviewFailureQueue",
        "GenerationDeadLetterQueue",
        "GenerationQueue",
    ]
    dlq, queue = definitions[2:]
    assert queue.dead_letter_queue == "GenerationDeadLetterQueue"
    assert queue.max_receive_count == 3
    assert queue.visibility_timeout == 5400
    assert dlq.dead_letter_queue is None and dlq.max_receive_count is None
    assert dlq.message_retention_period == 1209600


def test_queues_are_created_on_moto_with_the_redrive(aws: None) -> None:
    sqs = boto3.client("sqs")
    arns: dict[str, str] = {}
    for definition in queue_definitions(load_template()):
        create_attributes: Any = definition.attributes(arns.get(definition.dead_letter_queue or ""))
        url = sqs.create_queue(QueueName=definition.logical_id, Attributes=create_attributes)[
            "QueueUrl"
        ]
        attributes = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"])["Attributes"]
        arns[definition.logical_id] = attributes["QueueArn"]
    queue_url = sqs.get_queue_url(QueueName="GenerationQueue")["QueueUrl"]
    attributes = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["All"])["Attributes"]
    assert attributes["VisibilityTimeout"] == "5400"
    redrive = json.loads(attributes["RedrivePolicy"])
    assert redrive["deadLetterTargetArn"] == arns["GenerationDeadLetterQueue"]
    assert int(redrive["maxReceiveCount"]) == 3


def test_a_redrive_needs_the_dlq_arn() -> None:
    queue = QueueDefinition("Q", 30, 60, dead_letter_queue="D", max_receive_count=2)
    with pytest.raises(TemplateError, match="pass its ARN"):
        queue.attributes()


def test_a_json_string_redrive_policy_is_read() -> None:
    text = textwrap.dedent(
        """
        Resources:
          Queue:
            Type: AWS::SQS::Queue
            Properties:
              RedrivePolicy: '{"deadLetterTargetArn": "x", "maxReceiveCount": 5}'
        """
    )
    with pytest.raises(TemplateError, match=r"GetAtt <Queue>\.Arn"):
        queue_definitions(parse_template(text))
    ok = text.replace('"x"', '{"Fn::GetAtt": ["Dlq", "Arn"]}') + "  Dlq: {Type: AWS::SQS::Queue}\n"
    [dlq, queue] = queue_definitions(parse_template(ok))
    assert (dlq.logical_id, dlq.visibility_timeout) == ("Dlq", 30)
    assert (queue.dead_letter_queue, queue.max_receive_count) == ("Dlq", 5)


def test_function_routes_list_every_spec_route() -> None:
    routes = function_routes(load_template())
    assert len(routes) == len(SPEC_ROUTES) == 22
    assert all(isinstance(route, Route) and len(route) == 4 for route in routes)
    assert {(method, path): function for method, path, function, _ in routes} == SPEC_ROUTES
    assert {route.function: route.handler for route in routes} == {
        k: v
        for k, v in HANDLERS.items()
        if k
        not in (
            "GenerateFunction",
            "RefreshFunction",
            "ReviewFunction",
            "TokenTenantFunction",
            "ProjectionFunction",
        )
    }


def test_sqs_event_sources() -> None:
    assert sqs_event_sources(load_template()) == [
        (
            "GenerateFunction",
            "handlers.generation.generate.lambda_handler",
            "GenerationQueue",
            1,
            True,
        )
    ]


def test_function_environment_merges_globals_under_the_function() -> None:
    template: dict[str, Any] = parse_template(
        textwrap.dedent(
            """
            Globals:
              Function:
                Handler: app.handler
                Environment: {Variables: {A: "1", B: "1"}}
            Resources:
              Fn:
                Type: AWS::Serverless::Function
                Properties:
                  Environment: {Variables: {B: "2", C: !Ref X}}
                  Events:
                    Get: {Type: HttpApi, Properties: {Method: get, Path: /x}}
            """
        )
    )
    assert function_environment(template, "Fn") == {"A": "1", "B": "2", "C": {"Ref": "X"}}
    assert function_routes(template) == [("GET", "/x", "Fn", "app.handler")]


def test_local_events_name_the_servers_own_domain_never_the_clients_host() -> None:
    """The MCP function checks Host and Origin against ``domainName`` (DNS rebinding): the
    local run, like API Gateway, puts its own name there, whatever Host a client sends."""
    from localrun.lambda_runtime import http_event

    event = http_event(
        "POST",
        "/mcp",
        "",
        {"host": "evil.example.com"},
        b"{}",
        route_key="POST /mcp",
        path_parameters={},
        tenant="local",
        domain_name="127.0.0.1",
    )
    assert event["requestContext"]["domainName"] == "127.0.0.1"
    assert event["headers"]["host"] == "evil.example.com"
