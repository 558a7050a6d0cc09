"""template.yaml against the code and the SPEC: handlers, configuration, table schema,
least-privilege policies, storage hardening, the event pipeline and every route."""

from __future__ import annotations

import importlib
import re
import subprocess
import tomllib
import typing
from collections import Counter
from typing import Any

import pytest
from packaging.requirements import Requirement

from localrun.template import (
    dynamodb_create_table_kwargs,
    function_environment,
    function_handler,
    function_routes,
    functions,
    load_template,
    resource,
    resources_of_type,
)
from skills_core.aws.store import table_schema
from skills_core.settings import Settings, Tenancy
from tests.template.helpers import HANDLERS, ROOT, SPEC_ROUTES, getatt, ref

TEMPLATE = load_template()
FUNCTION_IDS = sorted(functions(TEMPLATE))


def _props(template: dict[str, Any], logical_id: str) -> dict[str, Any]:
    props: dict[str, Any] = resource(template, logical_id)["Properties"]
    return props


def _function_setting(template: dict[str, Any], logical_id: str, key: str) -> Any:
    return _props(template, logical_id).get(key, template["Globals"]["Function"].get(key))


def _resolve(template: dict[str, Any], value: Any) -> str:
    """Environment value as a deployment would see it: parameters take their default,
    resources a placeholder name."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and set(value) == {"Fn::Join"}:  # a list parameter, joined
        separator, [listed] = value["Fn::Join"][0], value["Fn::Join"][1:]
        return separator.join(_resolve(template, listed).split(","))
    assert isinstance(value, dict) and set(value) == {"Ref"}, f"unexpected env value {value!r}"
    name = value["Ref"]
    parameter = template["Parameters"].get(name)
    if parameter is not None:
        return str(parameter.get("Default", f"{name}-value"))
    resource(template, name)  # must exist
    return f"{name.lower()}-name"


def _resolved_env(template: dict[str, Any], logical_id: str) -> dict[str, str]:
    return {
        key: _resolve(template, value)
        for key, value in function_environment(template, logical_id).items()
    }


def test_the_template_has_exactly_the_expected_functions() -> None:
    assert {fn: function_handler(TEMPLATE, fn) for fn in FUNCTION_IDS} == HANDLERS


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_handler_resolves_to_an_importable_callable(
    logical_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Imported with the function's own environment, as Lambda would (a missing module fails).
    for key, value in _resolved_env(TEMPLATE, logical_id).items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    module_name, _, attribute = function_handler(TEMPLATE, logical_id).rpartition(".")
    module = importlib.import_module(module_name)
    assert callable(getattr(module, attribute, None)), f"{module_name}.{attribute} is not callable"


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_every_config_variable_is_set_and_none_is_unknown(logical_id: str) -> None:
    names = set(Settings.env_names())
    assert names, "the configuration model exposes no environment variables"
    env = function_environment(TEMPLATE, logical_id)
    assert names - set(env) == set(), "configuration variables missing from the template"
    stray = {key for key in env if key.startswith("SKILLS_")} - names
    assert stray == set(), "SKILLS_* variables the configuration model does not read"
    for key in ("POWERTOOLS_SERVICE_NAME", "POWERTOOLS_METRICS_NAMESPACE", "POWERTOOLS_LOG_LEVEL"):
        assert env.get(key), f"{key} is not set"


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_template_environment_validates_with_the_model(logical_id: str) -> None:
    config = Settings.from_env(_resolved_env(TEMPLATE, logical_id))
    assert config.tenancy == "multi"
    # The review function reads and writes the store only (no bucket, no S3 grant).
    assert config.bucket == (None if logical_id == "ReviewFunction" else "skillsbucket-name")
    assert config.table == "skillstable-name"
    assert config.idempotency_table == "idempotencytable-name"
    assert config.reference_roots == ()
    assert config.skills_path == ()
    assert config.no_bundled is False


def test_template_literals_are_the_model_defaults() -> None:
    env = _resolved_env(TEMPLATE, "CatalogFunction")
    config = Settings.from_env(env)
    for field in ("body_warn_chars", "body_max_chars", "body_cache_size", "max_skill_bytes"):
        assert getattr(config, field) == Settings.model_fields[field].default, field


def test_parameters_mirror_the_model() -> None:
    parameters = TEMPLATE["Parameters"]
    fields = Settings.model_fields
    assert sorted(parameters["TenancyMode"]["AllowedValues"]) == sorted(typing.get_args(Tenancy))
    # The service's default tenancy (no SKILLS_TENANCY) is multi.
    assert parameters["TenancyMode"]["Default"] == Settings().tenancy_for(sources_given=True)
    assert parameters["TenantClaim"]["Default"] == fields["tenant_claim"].default
    assert parameters["WriteScope"]["Default"] == fields["write_scope"].default
    env = function_environment(TEMPLATE, "CatalogFunction")
    assert env["SKILLS_TENANCY"] == ref("TenancyMode")
    assert env["SKILLS_TENANT_CLAIM"] == ref("TenantClaim")
    assert env["SKILLS_WRITE_SCOPE"] == ref("WriteScope")
    assert env["SKILLS_BUCKET"] == ref("SkillsBucket")
    assert env["SKILLS_TABLE"] == ref("SkillsTable")
    assert env["SKILLS_IDEMPOTENCY_TABLE"] == ref("IdempotencyTable")


def test_table_key_schema_is_the_one_the_store_uses() -> None:
    props = _props(TEMPLATE, "SkillsTable")
    assert props["KeySchema"] == [dict(item) for item in table_schema.KEY_SCHEMA]
    assert sorted(props["AttributeDefinitions"], key=lambda a: a["AttributeName"]) == sorted(
        (dict(item) for item in table_schema.ATTRIBUTE_DEFINITIONS),
        key=lambda a: a["AttributeName"],
    )
    assert props["BillingMode"] == table_schema.BILLING_MODE
    assert dynamodb_create_table_kwargs(
        TEMPLATE, "SkillsTable", "t"
    ) == table_schema.create_table_kwargs("t")


# The exact IAM actions per function, throttling, concurrency, CORS, tracing and the queue's
# sender lock: tests/template/test_template_security.py.


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_no_function_widens_its_role(logical_id: str) -> None:
    props = _props(TEMPLATE, logical_id)
    for widening in ("Role", "PermissionsBoundary", "RolePath"):
        assert widening not in props
    assert "Policies" not in TEMPLATE["Globals"]["Function"]


def test_api_has_a_jwt_authorizer_on_every_route() -> None:
    props = _props(TEMPLATE, "SkillsApi")
    auth = props["Auth"]
    assert auth["DefaultAuthorizer"] == "JwtAuthorizer"
    authorizer = auth["Authorizers"]["JwtAuthorizer"]
    assert authorizer["IdentitySource"] == "$request.header.Authorization"
    # Bring-your-own issuer unless CognitoUserPool=create (then the pool and its client).
    issuer = "https://cognito-idp.${AWS::Region}.amazonaws.com/${SkillsUserPool}"
    assert authorizer["JwtConfiguration"] == {
        "issuer": {"Fn::If": ["CreateCognito", {"Fn::Sub": issuer}, ref("JwtIssuer")]},
        "audience": {"Fn::If": ["CreateCognito", [ref("SkillsMachineClient")], ref("JwtAudience")]},
    }
    # CORS only with the CorsAllowOrigins parameter (test_template_security.py).
    assert set(props["CorsConfiguration"]) == {"Fn::If"}
    assert props["CorsConfiguration"]["Fn::If"][0] == "HasCorsOrigins"
    for logical_id in FUNCTION_IDS:
        for name, event in (_props(TEMPLATE, logical_id).get("Events") or {}).items():
            if event["Type"] != "HttpApi":
                continue
            assert event["Properties"]["ApiId"] == ref("SkillsApi"), name
            if logical_id == "PublicFunction":  # SPEC §13: links, no credentials
                assert event["Properties"]["Auth"] == {"Authorizer": "NONE"}, name
                assert event["Properties"]["Path"].startswith("/l/{token}/"), name
                continue
            assert "Auth" not in event["Properties"], f"{name} overrides the authorizer"


def test_every_spec_route_is_present_once_with_the_right_function() -> None:
    routes = function_routes(TEMPLATE)
    counts = Counter((route.method, route.path) for route in routes)
    assert [key for key, n in counts.items() if n > 1] == []
    assert {(r.method, r.path): r.function for r in routes} == SPEC_ROUTES
    for route in routes:
        assert route.handler == HANDLERS[route.function]


def test_runtime_architecture_and_tracing() -> None:
    function_globals = TEMPLATE["Globals"]["Function"]
    assert function_globals["Runtime"] == "python3.13"
    assert function_globals["Architectures"] == ["arm64"]
    assert function_globals["MemorySize"] == 512
    assert function_globals["Timeout"] == 10
    assert function_globals["Tracing"] == ref("Tracing")
    assert TEMPLATE["Parameters"]["Tracing"]["Default"] == "Active"
    for logical_id in FUNCTION_IDS:
        props = _props(TEMPLATE, logical_id)
        assert "Runtime" not in props and "Architectures" not in props, logical_id
        assert props["CodeUri"] == "."
        assert resource(TEMPLATE, logical_id)["Metadata"] == {"BuildMethod": "makefile"}
    assert _function_setting(TEMPLATE, "GenerateFunction", "Timeout") == 900


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_each_function_logs_to_its_own_group_with_retention(logical_id: str) -> None:
    group_ref = _props(TEMPLATE, logical_id)["LoggingConfig"]["LogGroup"]
    assert set(group_ref) == {"Ref"}
    group = resource(TEMPLATE, group_ref["Ref"])
    assert group["Type"] == "AWS::Logs::LogGroup"
    assert group["Properties"]["RetentionInDays"] == ref("LogRetentionDays")
    name = group["Properties"]["LogGroupName"]["Fn::Sub"]
    assert name == f"/aws/lambda/${{AWS::StackName}}-{logical_id}"
    retention = TEMPLATE["Parameters"]["LogRetentionDays"]
    assert retention["Default"] == 30 and 30 in retention["AllowedValues"]


def test_bucket_is_private_encrypted_versioned_and_tls_only() -> None:
    bucket = resource(TEMPLATE, "SkillsBucket")
    props = bucket["Properties"]
    assert props["PublicAccessBlockConfiguration"] == {
        "BlockPublicAcls": True,
        "BlockPublicPolicy": True,
        "IgnorePublicAcls": True,
        "RestrictPublicBuckets": True,
    }
    rules = props["BucketEncryption"]["ServerSideEncryptionConfiguration"]
    assert rules[0]["ServerSideEncryptionByDefault"]["SSEAlgorithm"] in {"AES256", "aws:kms"}
    assert props["VersioningConfiguration"] == {"Status": "Enabled"}
    assert props["OwnershipControls"] == {"Rules": [{"ObjectOwnership": "BucketOwnerEnforced"}]}
    assert bucket["DeletionPolicy"] == bucket["UpdateReplacePolicy"] == "Retain"

    policy = _props(TEMPLATE, "SkillsBucketPolicy")
    assert policy["Bucket"] == ref("SkillsBucket")
    [statement] = policy["PolicyDocument"]["Statement"]
    assert statement["Effect"] == "Deny"
    assert statement["Principal"] == "*"
    assert statement["Action"] == "s3:*"
    assert statement["Condition"] == {"Bool": {"aws:SecureTransport": "false"}}
    assert statement["Resource"] == [
        getatt("SkillsBucket", "Arn"),
        {"Fn::Sub": "${SkillsBucket.Arn}/*"},
    ]


def test_skills_table_is_retained_encrypted_and_recoverable() -> None:
    table = resource(TEMPLATE, "SkillsTable")
    props = table["Properties"]
    assert table["DeletionPolicy"] == table["UpdateReplacePolicy"] == "Retain"
    assert props["DeletionProtectionEnabled"] is True
    assert props["BillingMode"] == "PAY_PER_REQUEST"
    assert props["PointInTimeRecoverySpecification"] == {"PointInTimeRecoveryEnabled": True}
    assert props["SSESpecification"] == {"SSEEnabled": True}


def test_idempotency_table_has_id_key_and_ttl() -> None:
    props = _props(TEMPLATE, "IdempotencyTable")
    assert props["KeySchema"] == [{"AttributeName": "id", "KeyType": "HASH"}]
    assert props["AttributeDefinitions"] == [{"AttributeName": "id", "AttributeType": "S"}]
    assert props["TimeToLiveSpecification"] == {"AttributeName": "expiration", "Enabled": True}
    assert props["BillingMode"] == "PAY_PER_REQUEST"
    assert props["PointInTimeRecoverySpecification"] == {"PointInTimeRecoveryEnabled": True}
    assert props["SSESpecification"] == {"SSEEnabled": True}


def test_generation_queue_redrives_to_dlq_and_outlasts_the_function() -> None:
    queue = _props(TEMPLATE, "GenerationQueue")
    timeout = _function_setting(TEMPLATE, "GenerateFunction", "Timeout")
    assert queue["VisibilityTimeout"] >= 6 * timeout
    assert queue["RedrivePolicy"] == {
        "deadLetterTargetArn": getatt("GenerationDeadLetterQueue", "Arn"),
        "maxReceiveCount": 3,
    }
    dlq = _props(TEMPLATE, "GenerationDeadLetterQueue")
    assert queue["SqsManagedSseEnabled"] is True and dlq["SqsManagedSseEnabled"] is True
    # The DLQ keeps failed messages longer than the queue would have.
    assert dlq["MessageRetentionPeriod"] > queue["MessageRetentionPeriod"]


def test_generate_function_consumes_the_queue_with_partial_batch_responses() -> None:
    events = _props(TEMPLATE, "GenerateFunction")["Events"]
    [event] = events.values()
    assert event["Type"] == "SQS"
    assert event["Properties"] == {
        "Queue": getatt("GenerationQueue", "Arn"),
        "BatchSize": 1,
        "FunctionResponseTypes": ["ReportBatchItemFailures"],
        # Capped at ReservedConcurrency when one is set (test_template_security.py).
        "ScalingConfig": {
            "Fn::If": [
                "HasReservedConcurrency",
                {"MaximumConcurrency": ref("ReservedConcurrency")},
                ref("AWS::NoValue"),
            ]
        },
    }


def test_rule_matches_generation_events_on_the_custom_bus() -> None:
    rule = _props(TEMPLATE, "GenerationRule")
    assert rule["EventBusName"] == ref("GenerationEventBus")
    assert rule["EventPattern"] == {
        "source": [ref("EventSource")],
        "detail-type": ["Skill Generation Requested"],
    }
    assert rule["Targets"] == [{"Id": "GenerationQueue", "Arn": getatt("GenerationQueue", "Arn")}]
    assert rule.get("State", "ENABLED") == "ENABLED"
    assert TEMPLATE["Parameters"]["EventSource"]["Default"] == "skills.generator"
    assert resource(TEMPLATE, "GenerationEventBus")["Type"] == "AWS::Events::EventBus"


def test_bus_policy_names_the_producers_only_when_there_are_some() -> None:
    policy = resource(TEMPLATE, "GenerationEventBusPolicy")
    assert policy["Type"] == "AWS::Events::EventBusPolicy"
    assert policy["Condition"] == "HasEventProducers"
    assert TEMPLATE["Conditions"]["HasEventProducers"] == {
        "Fn::Not": [{"Fn::Equals": [{"Fn::Join": ["", ref("EventProducerPrincipals")]}, ""]}]
    }
    assert TEMPLATE["Parameters"]["EventProducerPrincipals"] == {
        **TEMPLATE["Parameters"]["EventProducerPrincipals"],
        "Type": "CommaDelimitedList",
        "Default": "",
    }
    props = policy["Properties"]
    assert props["EventBusName"] == ref("GenerationEventBus")
    statement = props["Statement"]
    assert statement["Effect"] == "Allow"
    assert statement["Principal"] == {"AWS": ref("EventProducerPrincipals")}
    assert statement["Action"] == "events:PutEvents"
    assert statement["Resource"] == getatt("GenerationEventBus", "Arn")
    assert statement["Condition"] == {
        "StringEquals": {
            "events:source": ref("EventSource"),
            "events:detail-type": "Skill Generation Requested",
        }
    }


def test_outputs() -> None:
    outputs = TEMPLATE["Outputs"]
    required = {
        "ApiUrl",
        "SkillsBucketName",
        "SkillsTableName",
        "EventBusName",
        "QueueUrl",
        "DeadLetterQueueUrl",
    }
    assert required <= set(outputs)
    assert outputs["QueueUrl"]["Value"] == ref("GenerationQueue")
    assert outputs["DeadLetterQueueUrl"]["Value"] == ref("GenerationDeadLetterQueue")
    assert "${SkillsApi}" in outputs["ApiUrl"]["Value"]["Fn::Sub"]


def test_only_the_expected_resource_types() -> None:
    # A new resource type (a role, a key, a second API) should be a deliberate change here.
    types = Counter(res["Type"] for res in TEMPLATE["Resources"].values())
    assert types == {
        "AWS::Serverless::HttpApi": 1,
        "AWS::Serverless::Function": 10,
        "AWS::Logs::LogGroup": 10,
        "AWS::S3::Bucket": 2,  # the skills bucket; the mirror (SPEC §13) when asked for
        "AWS::S3::BucketPolicy": 1,
        "AWS::DynamoDB::Table": 2,
        "AWS::Events::EventBus": 1,
        "AWS::Events::EventBusPolicy": 1,
        "AWS::Events::Rule": 2,
        "AWS::SQS::Queue": 4,
        "AWS::SQS::QueuePolicy": 1,
        # CognitoUserPool=create only (tests/template/test_template_cognito.py).
        "AWS::Cognito::UserPool": 1,
        "AWS::Cognito::UserPoolDomain": 1,
        "AWS::Cognito::UserPoolResourceServer": 1,
        "AWS::Cognito::UserPoolClient": 1,
        "AWS::Lambda::Permission": 1,
    }
    assert set(resources_of_type(TEMPLATE, "AWS::Logs::LogGroup")) == {
        f"{fn.removesuffix('Function')}LogGroup" for fn in FUNCTION_IDS
    }


# ---------------------------------------------------------------- build (mk/template.mk)

MAKEFILE = ROOT / "mk" / "template.mk"


def _dry_run(target: str) -> str:
    result = subprocess.run(
        ["make", "-n", "-f", str(MAKEFILE), target, "ARTIFACTS_DIR=/artifacts/x"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_each_function_has_a_build_target_shipping_only_runtime_code(logical_id: str) -> None:
    recipe = _dry_run(f"build-{logical_id}")
    assert re.search(r"cp -R handlers skills_core bundled_skills \"/artifacts/x/\"", recipe)
    for flag in (
        "--platform manylinux2014_aarch64",
        "--implementation cp",
        "--python-version 3.13",
        "--only-binary=:all:",
        '--target "/artifacts/x"',
        "-r requirements.txt",
    ):
        assert flag in recipe, flag
    assert "-name __pycache__" in recipe
    for excluded in ("tests", "scripts", ".venv", "events", "samconfig.toml"):
        assert not re.search(rf"cp [^\n]*\b{re.escape(excluded)}\b", recipe), excluded
    ships_openapi = "docs/openapi.json" in recipe
    assert ships_openapi == (logical_id == "CatalogFunction")


def test_requirements_are_pinned_within_the_project_dependencies() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = {Requirement(dep).name.lower(): Requirement(dep) for dep in project["dependencies"]}
    lines = (ROOT / "requirements.txt").read_text().splitlines()
    pins = [Requirement(line) for line in lines if line.strip() and not line.startswith("#")]
    pinned = {pin.name.lower(): pin for pin in pins}
    # boto3 comes with the Lambda runtime (see the comment in requirements.txt).
    assert set(declared) - {"boto3"} <= set(pinned), "runtime dependency missing from the pins"
    assert set(pinned) <= set(declared), "pinned package the project does not declare"
    for name, pin in pinned.items():
        [spec] = list(pin.specifier)
        assert spec.operator == "==", f"{name} must be pinned exactly"
        assert declared[name].specifier.contains(spec.version), (
            f"{name}=={spec.version} is outside pyproject's {declared[name].specifier}"
        )
