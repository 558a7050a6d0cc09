"""template.yaml for the model review (SPEC §10, §11): the function exists only with a model,
is fed by the table's stream (new and old images) filtered to the INSERT of version items,
in batches of 10 that report their failures, with retries and an OnFailure queue; it may
read and write the store only (no bucket) and invoke that one model; its settings come from
two parameters that mirror the settings model."""

from __future__ import annotations

import json
import re
import typing
from typing import Any

import pytest

from localrun.review_poller import dynamodb_event_sources, matches
from localrun.template import function_environment, load_template, resource
from skills_core.aws.store import table_schema
from skills_core.settings import Settings
from tests.template.helpers import evaluate, getatt, parameter_values, ref, translate
from tests.template.test_template_generation import needs_tools

TEMPLATE = load_template()
MODEL_ID = "anthropic.claude-3-5-sonnet-20240620-v1:0"
PROFILE_ID = "us.anthropic.claude-sonnet-4-20250514-v1:0"
PSEUDO = {"AWS::Partition": "aws", "AWS::Region": "eu-west-1", "AWS::AccountId": "111122223333"}
REVIEW_RESOURCES = ("ReviewFunction", "ReviewLogGroup", "ReviewFailureQueue")


def _props(logical_id: str) -> dict[str, Any]:
    props: dict[str, Any] = resource(TEMPLATE, logical_id)["Properties"]
    return props


def _event() -> dict[str, Any]:
    [source] = _props("ReviewFunction")["Events"].values()
    assert source["Type"] == "DynamoDB"
    props: dict[str, Any] = source["Properties"]
    return props


def test_parameters_mirror_the_settings() -> None:
    parameters = TEMPLATE["Parameters"]
    model, action = parameters["ReviewModelId"], parameters["ReviewModelAction"]
    assert model["Default"] == "" and Settings.model_fields["review_model_id"].default is None
    assert model["AllowedPattern"] == parameters["GenerationModelId"]["AllowedPattern"]
    field = Settings.model_fields["review_model_action"]
    assert sorted(action["AllowedValues"]) == sorted(typing.get_args(field.annotation))
    assert action["Default"] == field.default
    env = function_environment(TEMPLATE, "ReviewFunction")
    assert env["SKILLS_REVIEW_MODEL_ID"] == ref("ReviewModelId")
    assert env["SKILLS_REVIEW_MODEL_ACTION"] == ref("ReviewModelAction")
    assert env["SKILLS_BUCKET"] == ""  # the store only


def test_everything_of_the_review_exists_only_with_a_model() -> None:
    assert TEMPLATE["Conditions"]["HasReviewModel"] == {
        "Fn::Not": [{"Fn::Equals": [ref("ReviewModelId"), ""]}]
    }
    for logical_id in REVIEW_RESOURCES:
        assert resource(TEMPLATE, logical_id)["Condition"] == "HasReviewModel", logical_id
    assert TEMPLATE["Outputs"]["ReviewFailureQueueUrl"]["Condition"] == "HasReviewModel"


def test_the_table_streams_new_and_old_images() -> None:
    stream = _props("SkillsTable")["StreamSpecification"]
    assert stream == {"StreamViewType": table_schema.STREAM_VIEW_TYPE}
    assert table_schema.create_table_kwargs("t")["StreamSpecification"] == {
        "StreamEnabled": True,
        "StreamViewType": "NEW_AND_OLD_IMAGES",
    }


def test_the_event_source_reports_failures_retries_and_keeps_what_fails() -> None:
    props = _event()
    assert props["Stream"] == getatt("SkillsTable", "StreamArn")
    assert props["BatchSize"] == 10
    assert props["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    assert props["BisectBatchOnFunctionError"] is False  # order: retried from the failure
    assert 1 <= props["MaximumRetryAttempts"] <= 10
    assert props["DestinationConfig"] == {
        "OnFailure": {"Type": "SQS", "Destination": getatt("ReviewFailureQueue", "Arn")}
    }
    # Records are kept long enough for the retries of a throttled model.
    assert props["MaximumRecordAgeInSeconds"] >= 3600
    timeout = _props("ReviewFunction")["Timeout"]
    assert timeout >= 30 * props["BatchSize"]  # ten model calls fit


def _record(event_name: str, sort_key: str) -> dict[str, Any]:
    keys = {"pk": {"S": "TENANT#acme"}, "sk": {"S": sort_key}}
    return {"eventName": event_name, "dynamodb": {"Keys": keys, "NewImage": keys}}


@pytest.mark.parametrize(
    ("event_name", "sort_key", "wanted"),
    [
        ("INSERT", "VER#notes#0000000001", True),
        ("MODIFY", "VER#notes#0000000001", False),  # the review's own write
        ("REMOVE", "VER#notes#0000000001", False),
        ("INSERT", "LOG#notes#0000000001", False),
        ("INSERT", "SKILL#notes", False),
        ("INSERT", "CATALOG#x", False),
    ],
)
def test_the_filter_passes_the_insert_of_version_items_only(
    event_name: str, sort_key: str, wanted: bool
) -> None:
    [pattern] = [json.loads(f["Pattern"]) for f in _event()["FilterCriteria"]["Filters"]]
    assert matches(pattern, _record(event_name, sort_key)) is wanted
    [source] = [s for s in dynamodb_event_sources(TEMPLATE) if s.function == "ReviewFunction"]
    assert source.filters == (pattern,) and source.on_failure == "ReviewFailureQueue"
    assert source.table == "SkillsTable" and source.max_retries == _event()["MaximumRetryAttempts"]


def _sub(value: Any, model_id: str) -> Any:
    if isinstance(value, dict) and set(value) == {"Fn::Sub"}:
        values = {**PSEUDO, "ReviewModelId": model_id}
        return re.sub(r"\$\{([^}]+)\}", lambda m: values[m.group(1)], value["Fn::Sub"])
    if isinstance(value, dict):
        return {k: _sub(v, model_id) for k, v in value.items()}
    if isinstance(value, list):
        return [_sub(v, model_id) for v in value]
    return value


@pytest.mark.parametrize("model_id", [MODEL_ID, PROFILE_ID])
def test_the_function_may_touch_the_store_and_invoke_that_model_only(model_id: str) -> None:
    params = parameter_values(TEMPLATE, {"ReviewModelId": model_id})
    policies = evaluate(TEMPLATE, _props("ReviewFunction")["Policies"], params)
    statements = [_sub(s, model_id) for p in policies for s in p["Statement"]]
    profile = f"arn:aws:bedrock:eu-west-1:111122223333:inference-profile/{model_id}"
    assert statements == [
        {
            "Sid": "SkillStoreReviews",
            "Effect": "Allow",
            "Action": ["dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem",
                       "dynamodb:UpdateItem"],
            "Resource": getatt("SkillsTable", "Arn"),
        },
        {
            "Sid": "InvokeReviewModel",
            "Effect": "Allow",
            "Action": "bedrock:InvokeModel",
            "Resource": [f"arn:aws:bedrock:eu-west-1::foundation-model/{model_id}", profile],
        },
        {
            "Sid": "InvokeReviewModelsThroughTheInferenceProfile",
            "Effect": "Allow",
            "Action": "bedrock:InvokeModel",
            "Resource": "arn:aws:bedrock:*::foundation-model/*",
            "Condition": {"StringEquals": {"bedrock:InferenceProfileArn": profile}},
        },
    ]  # fmt: skip


@needs_tools
def test_the_sam_transform_builds_the_stream_mapping() -> None:
    translated = translate({"ReviewModelId": MODEL_ID})
    resources = translated["Resources"]
    [mapping] = [
        r for r in resources.values()
        if r["Type"] == "AWS::Lambda::EventSourceMapping"
        and r["Properties"]["FunctionName"] == {"Ref": "ReviewFunction"}
    ]  # fmt: skip
    props = mapping["Properties"]
    assert props["EventSourceArn"] == getatt("SkillsTable", "StreamArn")
    assert props["FunctionResponseTypes"] == ["ReportBatchItemFailures"]
    assert props["BatchSize"] == 10 and "FilterCriteria" in props
    assert props["DestinationConfig"]["OnFailure"]["Destination"] == getatt(
        "ReviewFailureQueue", "Arn"
    )
    assert mapping.get("Condition") == "HasReviewModel"
    role = resources["ReviewFunctionRole"]["Properties"]
    statements = [s for p in role["Policies"] for s in p["PolicyDocument"]["Statement"]]
    actions = {a for s in statements for a in ([s["Action"]] if isinstance(s["Action"], str)
                                               else s["Action"])}  # fmt: skip
    assert "sqs:SendMessage" in actions  # the OnFailure destination
    assert {a for a in actions if a.startswith("bedrock:")} == {"bedrock:InvokeModel"}
    assert not {a for a in actions if a.startswith("s3:")}
