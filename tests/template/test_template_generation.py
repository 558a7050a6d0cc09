"""template.yaml for model-backed generation (SPEC §7, issue 14): Bedrock only on the configured
model (and only when one is configured), source reads below ``sources/`` only, result events
on the project's bus, the drop folder (bucket notifications to EventBridge, a default-bus rule
on ``sources/`` that the queue policy admits), and timeouts sized for model latency. The
drop-folder rule's own pattern is run on moto, so a pattern that matched nothing (or too much)
fails here, not in AWS."""

from __future__ import annotations

import json
import re
from typing import Any

import boto3
import pytest

from localrun.drafting import drop_folder_pattern, drop_folder_target
from localrun.template import function_environment, functions, load_template, resource
from skills_core.settings import Settings
from tests.template.helpers import TOOLS_BIN, evaluate, getatt, parameter_values, ref, translate

TEMPLATE = load_template()
FUNCTION_IDS = sorted(functions(TEMPLATE))
PROFILE_ID = "us.anthropic.claude-sonnet-4-20250514-v1:0"
MODEL_ID = "anthropic.claude-3-5-sonnet-20240620-v1:0"
#: Pseudo parameters for resolving ARNs.
PSEUDO = {"AWS::Partition": "aws", "AWS::Region": "eu-west-1", "AWS::AccountId": "111122223333"}
SOURCE_OBJECTS = {"Fn::Sub": "${SkillsBucket.Arn}/sources/*"}


def _props(logical_id: str) -> dict[str, Any]:
    props: dict[str, Any] = resource(TEMPLATE, logical_id)["Properties"]
    return props


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _statements(logical_id: str, model_id: str = "") -> list[dict[str, Any]]:
    """The function's inline statements as deployed with ``GenerationModelId``."""
    params = parameter_values(TEMPLATE, {"GenerationModelId": model_id})
    policies = evaluate(TEMPLATE, _props(logical_id).get("Policies") or [], params)
    return [statement for policy in policies for statement in policy["Statement"]]


def _sub(value: Any, model_id: str) -> Any:
    """An ``Fn::Sub`` of pseudo parameters and the model id, resolved; anything else as is."""
    if isinstance(value, dict) and set(value) == {"Fn::Sub"}:
        values = {**PSEUDO, "GenerationModelId": model_id, "ReviewModelId": ""}
        return re.sub(r"\$\{([^}]+)\}", lambda m: values[m.group(1)], value["Fn::Sub"])
    if isinstance(value, dict):
        return {k: _sub(v, model_id) for k, v in value.items()}
    if isinstance(value, list):
        return [_sub(v, model_id) for v in value]
    return value


def _bedrock(logical_id: str, model_id: str) -> list[dict[str, Any]]:
    return [
        _sub(s, model_id)
        for s in _statements(logical_id, model_id)
        if any(str(a).startswith("bedrock:") for a in _as_list(s["Action"]))
    ]


# ---------------------------------------------------------------- Bedrock


def test_no_function_may_call_bedrock_without_a_model() -> None:
    assert TEMPLATE["Parameters"]["GenerationModelId"]["Default"] == ""
    for logical_id in FUNCTION_IDS:
        if logical_id != "ReviewFunction":  # only deployed with ReviewModelId (its own test)
            assert _bedrock(logical_id, "") == [], logical_id


@pytest.mark.parametrize("model_id", [PROFILE_ID, MODEL_ID])
def test_with_a_model_the_generate_function_may_invoke_that_model_only(model_id: str) -> None:
    profile = f"arn:aws:bedrock:eu-west-1:111122223333:inference-profile/{model_id}"
    assert _bedrock("GenerateFunction", model_id) == [
        {
            "Sid": "InvokeGenerationModel",
            "Effect": "Allow",
            "Action": "bedrock:InvokeModel",
            "Resource": [f"arn:aws:bedrock:eu-west-1::foundation-model/{model_id}", profile],
        },
        # The models a cross-region profile routes to, in any of its regions, and only
        # through that profile (bedrock:InferenceProfileArn is absent on a direct call).
        {
            "Sid": "InvokeModelsThroughTheInferenceProfile",
            "Effect": "Allow",
            "Action": "bedrock:InvokeModel",
            "Resource": "arn:aws:bedrock:*::foundation-model/*",
            "Condition": {"StringEquals": {"bedrock:InferenceProfileArn": profile}},
        },
    ]
    for logical_id in FUNCTION_IDS:
        if logical_id not in ("GenerateFunction", "ReviewFunction"):
            assert _bedrock(logical_id, model_id) == [], logical_id


def test_the_model_parameter_takes_ids_not_arns() -> None:
    pattern = re.compile(TEMPLATE["Parameters"]["GenerationModelId"]["AllowedPattern"])
    for good in ("", PROFILE_ID, MODEL_ID, "amazon.nova-pro-v1:0", "global.anthropic.x-v1:0"):
        assert pattern.fullmatch(good), good
    for bad in (
        f"arn:aws:bedrock:us-east-1:111122223333:inference-profile/{PROFILE_ID}",
        f"arn:aws:bedrock:us-east-1::foundation-model/{MODEL_ID}",
        "*",
        "a b",
    ):
        assert not pattern.fullmatch(bad), bad


needs_tools = pytest.mark.skipif(
    not (TOOLS_BIN / "python").exists(),
    reason=f"{TOOLS_BIN.parent.name} (aws-sam-cli) is absent: run `make tools-venv`",
)


@needs_tools
def test_the_sam_transform_grants_the_model_only_with_a_model_configured() -> None:
    translated = translate({"GenerationModelId": PROFILE_ID})
    params = parameter_values(translated, {"GenerationModelId": PROFILE_ID})
    for logical_id in FUNCTION_IDS:
        role = translated["Resources"][f"{logical_id}Role"]["Properties"]
        policies = evaluate(translated, role.get("Policies", []), params)
        actions = {
            action
            for policy in policies
            for statement in policy["PolicyDocument"]["Statement"]
            for action in _as_list(statement["Action"])
        }
        if logical_id == "ReviewFunction":
            continue  # its own model only: test_template_review.py
        expected = {"bedrock:InvokeModel"} if logical_id == "GenerateFunction" else set()
        assert {a for a in actions if a.startswith("bedrock:")} == expected, logical_id


# ---------------------------------------------------------------- sources and results


def test_source_material_is_read_below_sources_only_and_by_the_generate_function_only() -> None:
    for logical_id in FUNCTION_IDS:
        for statement in _statements(logical_id, PROFILE_ID):
            actions = set(_as_list(statement["Action"]))
            targets = _as_list(statement["Resource"])
            if "s3:GetObjectVersion" in actions or SOURCE_OBJECTS in targets:
                assert logical_id == "GenerateFunction", statement
                assert targets == [SOURCE_OBJECTS], statement
                assert actions == {"s3:GetObject", "s3:GetObjectVersion"}, statement


def test_result_events_go_to_the_projects_bus_only() -> None:
    granted = [
        (logical_id, statement)
        for logical_id in FUNCTION_IDS
        for statement in _statements(logical_id)
        if any(str(a).startswith("events:") for a in _as_list(statement["Action"]))
    ]
    # the generator's result events; the refresher's change events of S3 skills (SPEC §13)
    assert [(fn, s["Action"], s["Resource"]) for fn, s in granted] == [
        ("GenerateFunction", "events:PutEvents", getatt("GenerationEventBus", "Arn")),
        # the change events of SPEC §13, put by the stream's projection
        ("ProjectionFunction", "events:PutEvents", getatt("GenerationEventBus", "Arn")),
        ("RefreshFunction", "events:PutEvents", getatt("GenerationEventBus", "Arn")),
    ]
    assert "event_bus" in Settings.model_fields
    for logical_id in FUNCTION_IDS:
        assert function_environment(TEMPLATE, logical_id)["SKILLS_EVENT_BUS"] == ref(
            "GenerationEventBus"
        )


# ---------------------------------------------------------------- sizing


def test_the_generate_function_and_its_queue_are_sized_for_model_latency() -> None:
    props = _props("GenerateFunction")
    timeout = props["Timeout"]
    assert timeout == 900  # 1 + SKILLS_GENERATION_MAX_REPAIRS calls of up to 120 s each
    assert _props("GenerationQueue")["VisibilityTimeout"] >= 6 * timeout
    [source] = props["Events"].values()
    assert source["Properties"]["BatchSize"] in (1, 2)


# ---------------------------------------------------------------- the drop folder


def test_the_bucket_sends_its_object_events_to_eventbridge() -> None:
    notification = _props("SkillsBucket")["NotificationConfiguration"]
    assert notification == {"EventBridgeConfiguration": {"EventBridgeEnabled": True}}
    assert _props("SkillsBucket")["VersioningConfiguration"] == {"Status": "Enabled"}


def test_the_drop_folder_rule_is_on_the_default_bus_and_targets_the_generation_queue() -> None:
    props = _props("DropFolderRule")
    assert "EventBusName" not in props  # S3 sends to the default bus
    assert props["State"] == "ENABLED"
    assert props["EventPattern"] == {
        "source": ["aws.s3"],
        "detail-type": ["Object Created"],
        "detail": {
            "bucket": {"name": [ref("SkillsBucket")]},
            "object": {"key": [{"prefix": "sources/"}]},
        },
    }
    assert drop_folder_target(TEMPLATE) == "GenerationQueue"
    statements = _props("GenerationQueuePolicy")["PolicyDocument"]["Statement"]
    admitted = [
        s["Condition"]["ArnEquals"]["aws:SourceArn"] for s in statements if s["Effect"] == "Allow"
    ]
    assert getatt("DropFolderRule", "Arn") in admitted
    outputs = TEMPLATE["Outputs"]
    assert outputs["DropFolder"]["Value"] == {"Fn::Sub": "s3://${SkillsBucket}/sources/"}


def test_the_drop_folder_rule_routes_uploads_below_sources_of_the_bucket_only(aws: None) -> None:
    s3, events, sqs = (boto3.client(s) for s in ("s3", "events", "sqs"))
    for bucket in ("skills-bucket", "another-bucket"):
        s3.create_bucket(Bucket=bucket)
        s3.put_bucket_notification_configuration(
            Bucket=bucket, NotificationConfiguration={"EventBridgeConfiguration": {}}
        )
    queue = sqs.create_queue(QueueName="generation")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    events.put_rule(
        Name="drop-folder", EventPattern=json.dumps(drop_folder_pattern(TEMPLATE, "skills-bucket"))
    )
    events.put_targets(Rule="drop-folder", Targets=[{"Id": "q", "Arn": arn}])

    s3.put_object(Bucket="skills-bucket", Key="sources/acme/runbook.md", Body=b"# Runbook")
    s3.put_object(Bucket="skills-bucket", Key="tenants/acme/skill.md", Body=b"# Skill")
    s3.put_object(Bucket="skills-bucket", Key="global/sources/x.md", Body=b"# Not a source")
    s3.put_object(Bucket="another-bucket", Key="sources/acme/runbook.md", Body=b"# Elsewhere")

    messages = sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10)["Messages"]
    routed = [json.loads(m["Body"]) for m in messages]
    assert [(e["detail"]["bucket"]["name"], e["detail"]["object"]["key"]) for e in routed] == [
        ("skills-bucket", "sources/acme/runbook.md")
    ]
    assert routed[0]["detail-type"] == "Object Created"
