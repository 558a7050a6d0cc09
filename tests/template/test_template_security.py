"""Security settings of template.yaml: exact IAM actions per function, deletion protection,
stage throttling, reserved concurrency, the generation queue's sender lock, CORS (off unless
configured) and the tracing toggle. Where a parameter choice matters, the template is
evaluated for that choice, and the SAM translator (tools venv) shows what it deploys."""

from __future__ import annotations

import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, NamedTuple

import pytest

from localrun.template import function_routes, functions, load_template, resource
from tests.template.helpers import (
    NO_VALUE,
    ROOT,
    TOOLS_BIN,
    evaluate,
    getatt,
    parameter_values,
    ref,
    translate,
)

TEMPLATE = load_template()
FUNCTION_IDS = sorted(functions(TEMPLATE))
DEFAULTS = parameter_values(TEMPLATE)


def _props(logical_id: str) -> dict[str, Any]:
    props: dict[str, Any] = resource(TEMPLATE, logical_id)["Properties"]
    return props


def _walk(value: Any) -> Iterator[Any]:
    yield value
    if isinstance(value, dict):
        for item in value.values():
            yield from _walk(item)
    elif isinstance(value, list):
        for item in value:
            yield from _walk(item)


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


# ---------------------------------------------------------------- IAM: exact actions

SKILL_OBJECTS = (
    {"Fn::Sub": "${SkillsBucket.Arn}/global/*"},
    {"Fn::Sub": "${SkillsBucket.Arn}/tenants/*"},
)
#: Catalog snapshot objects: read by every reader, written by the store's writers and the
#: refresher (SPEC §11).
SNAPSHOT_OBJECTS = {"Fn::Sub": "${SkillsBucket.Arn}/snapshots/*"}
BUCKET = getatt("SkillsBucket", "Arn")
SKILLS_TABLE = getatt("SkillsTable", "Arn")
IDEMPOTENCY_TABLE = getatt("IdempotencyTable", "Arn")
#: Model-backed generation: source material (version-pinned reads too) and the result events.
SOURCE_OBJECTS = {"Fn::Sub": "${SkillsBucket.Arn}/sources/*"}
RESULT_BUS = getatt("GenerationEventBus", "Arn")

STORE_READS = {"dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query"}
STORE_WRITES = {"dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:ConditionCheckItem"}
IDEMPOTENCY = {
    "dynamodb:GetItem",
    "dynamodb:PutItem",
    "dynamodb:UpdateItem",
    "dynamodb:ConditionCheckItem",
}
S3_READS = {
    **{repr(obj): {"s3:GetObject"} for obj in SKILL_OBJECTS},
    repr(BUCKET): {"s3:ListBucket"},
}
SNAPSHOT_WRITES = {"s3:GetObject", "s3:PutObject", "s3:DeleteObject"}
READER = {**S3_READS, repr(SNAPSHOT_OBJECTS): {"s3:GetObject"}, repr(SKILLS_TABLE): STORE_READS}
#: Writers read the S3 scopes' snapshots (a save's collision lookup) and write no snapshot:
#: the projection folds their overlay items from the table's stream (SPEC §11).
WRITER = {
    **S3_READS,
    repr(SNAPSHOT_OBJECTS): {"s3:GetObject"},
    repr(SKILLS_TABLE): STORE_READS | STORE_WRITES,
    repr(IDEMPOTENCY_TABLE): IDEMPOTENCY,
}
#: With the default GenerationModelId (empty): no Bedrock grant at all. With a model, the
#: grant on that model is checked in test_template_generation.py.
GENERATOR = {
    **WRITER,
    repr(SOURCE_OBJECTS): {"s3:GetObject", "s3:GetObjectVersion"},
    repr(RESULT_BUS): {"events:PutEvents"},
}
#: Manifests: read them all at once, move one on the generation read; then what changed into
#: the distribution (SPEC §13): dist/ objects, a tenant's links (Query), the change events.
REFRESHER = {
    **S3_READS,
    repr(SNAPSHOT_OBJECTS): SNAPSHOT_WRITES,
    repr(SKILLS_TABLE): {"dynamodb:BatchGetItem", "dynamodb:UpdateItem", "dynamodb:Query"},
    repr({"Fn::Sub": "${SkillsBucket.Arn}/dist/*"}): {
        "s3:GetObject", "s3:PutObject", "s3:DeleteObject"
    },
    repr(RESULT_BUS): {"events:PutEvents"},
}  # fmt: skip
#: Model review (SPEC §10): its versions and changelog read, the review stored (UpdateItem),
#: a pending version rejected (a transaction of UpdateItem and PutItem); no bucket, no
#: idempotency table. With a model, the grant on it: test_template_review.py.
REVIEWER = {
    repr(SKILLS_TABLE): {
        "dynamodb:GetItem", "dynamodb:Query", "dynamodb:PutItem", "dynamodb:UpdateItem"
    }
}  # fmt: skip
#: Distribution (SPEC §13): the public function reads link lookups and dist/ objects only.
DIST_OBJECTS = {"Fn::Sub": "${SkillsBucket.Arn}/dist/*"}
PUBLIC = {
    repr(DIST_OBJECTS): {"s3:GetObject"},
    repr(BUCKET): {"s3:ListBucket"},
    repr(SKILLS_TABLE): {"dynamodb:GetItem"},
}
#: The stream's fold: store snapshots, heads (a first build), manifests, folded overlays; and
#: from the same records the distribution's outputs (dist/ artifacts, change events; the
#: mirror's grant only with a mirror bucket: test_template_projection.py).
PROJECTION = {
    repr(SNAPSHOT_OBJECTS): SNAPSHOT_WRITES,
    repr(SKILLS_TABLE): {
        "dynamodb:GetItem",
        "dynamodb:BatchGetItem",
        "dynamodb:Query",
        "dynamodb:UpdateItem",
        "dynamodb:DeleteItem",
    },
    repr(DIST_OBJECTS): {"s3:GetObject", "s3:PutObject", "s3:DeleteObject"},
    repr(BUCKET): {"s3:ListBucket"},
    repr(RESULT_BUS): {"events:PutEvents"},
}
#: Function -> {resource (repr of its template value): the exact actions granted on it}.
EXPECTED_GRANTS: dict[str, dict[str, set[str]]] = {
    "CatalogFunction": READER,
    "ActivationFunction": READER,
    "SaveFunction": WRITER,
    "GenerateFunction": GENERATOR,
    "McpFunction": {**READER, repr(DIST_OBJECTS): {"s3:GetObject"}},  # skill://index.json
    "RefreshFunction": REFRESHER,
    "ReviewFunction": REVIEWER,
    "PublicFunction": PUBLIC,
    "TokenTenantFunction": {},  # the Cognito trigger calls no AWS API
    "ProjectionFunction": PROJECTION,
}
#: Actions that reach every tenant's partition or delete data: granted to no function.
FORBIDDEN_ACTIONS = {"dynamodb:Scan", "dynamodb:BatchWriteItem"}
#: Deleting items: the projection only (the overlay items it folded, each conditioned on the
#: write id it folded); no function that serves requests deletes anything from the table.
DELETERS = {"ProjectionFunction"}


def _statements(logical_id: str) -> list[dict[str, Any]]:
    """The function's inline statements as deployed with the default parameters (a
    conditional policy resolved); policy templates and managed policies are refused (each
    would grant actions this test does not list)."""
    policies = evaluate(TEMPLATE, _props(logical_id).get("Policies"), DEFAULTS)
    assert isinstance(policies, list), f"{logical_id} has no inline policy list"
    assert policies or not EXPECTED_GRANTS[logical_id], f"{logical_id} has no inline policy"
    statements: list[dict[str, Any]] = []
    for policy in policies:
        assert isinstance(policy, dict) and set(policy) == {"Statement"}, (
            f"{logical_id}: {policy!r} is not an inline statement list (a policy template or "
            "managed policy grants actions nobody reviewed here)"
        )
        statements.extend(policy["Statement"])
    return statements


def _grants(logical_id: str) -> dict[str, set[str]]:
    grants: dict[str, set[str]] = {}
    for statement in _statements(logical_id):
        if logical_id == "ReviewFunction" and statement["Action"] == "bedrock:InvokeModel":
            continue  # its one model (the function exists only with one): test_template_review
        assert statement["Effect"] == "Allow"
        assert set(statement) <= {"Sid", "Effect", "Action", "Resource"}, (
            f"{logical_id}: {statement.get('Sid')} uses {set(statement)} (no NotAction, "
            "NotResource or Condition is expected)"
        )
        for target in _as_list(statement["Resource"]):
            grants.setdefault(repr(target), set()).update(_as_list(statement["Action"]))
    return grants


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_each_function_gets_exactly_the_actions_its_code_uses(logical_id: str) -> None:
    assert _grants(logical_id) == EXPECTED_GRANTS[logical_id]


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_no_wildcard_and_no_cross_tenant_action(logical_id: str) -> None:
    for statement in _statements(logical_id):
        for action in _as_list(statement["Action"]):
            assert "*" not in action, f"{logical_id}: wildcard action {action}"
            assert action not in FORBIDDEN_ACTIONS, f"{logical_id}: {action}"
            assert not action.startswith("dynamodb:PartiQL"), f"{logical_id}: {action}"
        for target in _as_list(statement["Resource"]):
            text = target if isinstance(target, str) else repr(target)
            assert text != "*", f"{logical_id}: Resource *"
            # Objects only under the two prefixes the code reads and the snapshots.
            if "SkillsBucket.Arn}/" in text:
                allowed = (*SKILL_OBJECTS, SNAPSHOT_OBJECTS, SOURCE_OBJECTS, DIST_OBJECTS)
                assert target in allowed, f"{logical_id}: {target!r}"


@pytest.mark.parametrize("logical_id", FUNCTION_IDS)
def test_only_the_projection_deletes_items(logical_id: str) -> None:
    deletes = any("dynamodb:DeleteItem" in actions for actions in _grants(logical_id).values())
    assert deletes == (logical_id in DELETERS), logical_id


def test_no_forbidden_action_anywhere_in_the_template() -> None:
    strings = {v for v in _walk(TEMPLATE) if isinstance(v, str)}
    assert strings & FORBIDDEN_ACTIONS == set()
    for name in ("DynamoDBCrudPolicy", "DynamoDBReadPolicy", "DynamoDBWritePolicy"):
        assert not any(isinstance(v, dict) and name in v for v in _walk(TEMPLATE)), name


def test_only_the_writers_can_touch_the_idempotency_table() -> None:
    for logical_id in FUNCTION_IDS:
        touches = repr(IDEMPOTENCY_TABLE) in _grants(logical_id)
        assert touches == (logical_id in {"SaveFunction", "GenerateFunction"}), logical_id


# ---------------------------------------------------------------- storage


def test_skills_table_has_deletion_protection_and_is_retained() -> None:
    table = resource(TEMPLATE, "SkillsTable")
    assert table["Properties"]["DeletionProtectionEnabled"] is True
    assert table["DeletionPolicy"] == table["UpdateReplacePolicy"] == "Retain"


def test_idempotency_table_is_deleted_with_the_stack() -> None:
    # Protection would only make stack deletion fail: its records are short-lived.
    table = resource(TEMPLATE, "IdempotencyTable")
    assert table["DeletionPolicy"] == table["UpdateReplacePolicy"] == "Delete"
    assert table["Properties"].get("DeletionProtectionEnabled", False) is False
    assert table["Properties"]["TimeToLiveSpecification"]["Enabled"] is True


# ---------------------------------------------------------------- throttling and concurrency


def test_stage_throttling_comes_from_the_parameters() -> None:
    assert _props("SkillsApi")["DefaultRouteSettings"] == {
        "ThrottlingBurstLimit": ref("ThrottlingBurstLimit"),
        "ThrottlingRateLimit": ref("ThrottlingRateLimit"),
    }
    parameters = TEMPLATE["Parameters"]
    for name, default in (("ThrottlingBurstLimit", 100), ("ThrottlingRateLimit", 50)):
        assert parameters[name]["Type"] == "Number"
        assert parameters[name]["Default"] == default
        assert parameters[name]["MinValue"] >= 1, f"{name} 0 would refuse every request"


RESERVED = {"Fn::If": ["HasReservedConcurrency", ref("ReservedConcurrency"), ref("AWS::NoValue")]}


def test_reserved_concurrency_is_a_conditional_parameter_for_every_function() -> None:
    parameter = TEMPLATE["Parameters"]["ReservedConcurrency"]
    assert parameter["Type"] == "Number"
    assert parameter["Default"] == 0 and parameter["MinValue"] == 0
    assert TEMPLATE["Conditions"]["HasReservedConcurrency"] == {
        "Fn::Not": [{"Fn::Equals": [ref("ReservedConcurrency"), "0"]}]
    }
    assert TEMPLATE["Globals"]["Function"]["ReservedConcurrentExecutions"] == RESERVED
    for logical_id in FUNCTION_IDS:
        assert "ReservedConcurrentExecutions" not in _props(logical_id), logical_id


@pytest.mark.parametrize(("value", "expected"), [("0", NO_VALUE), ("5", "5"), ("40", "40")])
def test_zero_leaves_reserved_concurrency_unset(value: str, expected: Any) -> None:
    params = parameter_values(TEMPLATE, {"ReservedConcurrency": value})
    wrapped = {"ReservedConcurrentExecutions": RESERVED}
    resolved = evaluate(TEMPLATE, wrapped, params)
    assert resolved.get("ReservedConcurrentExecutions", NO_VALUE) == expected
    # The queue's poller is capped at the same number, so it never meets a throttle (a
    # throttled invocation counts as a receive and moves good messages towards the DLQ).
    event = _props("GenerateFunction")["Events"]["GenerationMessages"]["Properties"]
    scaling = evaluate(TEMPLATE, {"ScalingConfig": event["ScalingConfig"]}, params)
    if expected is NO_VALUE:
        assert scaling == {}
    else:
        assert scaling == {"ScalingConfig": {"MaximumConcurrency": expected}}


def test_reserved_concurrency_of_one_is_refused_by_a_rule() -> None:
    # MaximumConcurrency of an SQS event source is at least 2.
    [assertion] = TEMPLATE["Rules"]["ReservedConcurrencyIsNotOne"]["Assertions"]
    for value, allowed in (("0", True), ("1", False), ("2", True), ("10", True)):
        params = parameter_values(TEMPLATE, {"ReservedConcurrency": value})
        assert evaluate(TEMPLATE, assertion["Assert"], params) is allowed, value


# ---------------------------------------------------------------- the generation queue


def test_queue_policy_denies_every_sender_but_the_rule() -> None:
    policy = _props("GenerationQueuePolicy")
    assert policy["Queues"] == [ref("GenerationQueue")]
    statements = {s["Sid"]: s for s in policy["PolicyDocument"]["Statement"]}
    assert set(statements) == {
        "AllowGenerationRule",
        "AllowDropFolderRule",
        "DenyEveryOtherSender",
    }
    rule_arn = getatt("GenerationRule", "Arn")
    drop_folder_arn = getatt("DropFolderRule", "Arn")
    assert statements["AllowDropFolderRule"] == {
        "Sid": "AllowDropFolderRule",
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": getatt("GenerationQueue", "Arn"),
        "Condition": {"ArnEquals": {"aws:SourceArn": drop_folder_arn}},
    }
    assert statements["AllowGenerationRule"] == {
        "Sid": "AllowGenerationRule",
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": getatt("GenerationQueue", "Arn"),
        "Condition": {"ArnEquals": {"aws:SourceArn": rule_arn}},
    }
    # ArnNotEquals is true when the key is absent, as it is for IAM users and roles: the
    # explicit Deny beats any IAM Allow of the account (SendMessageBatch is SendMessage).
    assert statements["DenyEveryOtherSender"] == {
        "Sid": "DenyEveryOtherSender",
        "Effect": "Deny",
        "Principal": "*",
        "Action": "sqs:SendMessage",
        "Resource": getatt("GenerationQueue", "Arn"),
        "Condition": {"ArnNotEquals": {"aws:SourceArn": [rule_arn, drop_folder_arn]}},
    }


# ---------------------------------------------------------------- CORS

CORS_HEADERS = [
    "Authorization",
    "Content-Type",
    "Idempotency-Key",
    "If-None-Match",
    "MCP-Protocol-Version",
    "Mcp-Method",
    "Mcp-Name",
]


def _cors(overrides: dict[str, str]) -> Any:
    params = parameter_values(TEMPLATE, overrides)
    props = evaluate(TEMPLATE, {"Cors": _props("SkillsApi")["CorsConfiguration"]}, params)
    return props.get("Cors", NO_VALUE)


def test_cors_parameter_and_condition() -> None:
    parameter = TEMPLATE["Parameters"]["CorsAllowOrigins"]
    assert parameter["Type"] == "CommaDelimitedList" and parameter["Default"] == ""
    assert TEMPLATE["Conditions"]["HasCorsOrigins"] == {
        "Fn::Not": [{"Fn::Equals": [{"Fn::Join": ["", ref("CorsAllowOrigins")]}, ""]}]
    }


def test_cors_is_off_by_default() -> None:
    assert _cors({}) is NO_VALUE


def test_cors_is_on_with_origins_for_the_api_methods_and_headers() -> None:
    origins = "https://app.example.com,https://admin.example.com"
    cors = _cors({"CorsAllowOrigins": origins})
    methods = sorted({route.method for route in function_routes(TEMPLATE)})
    assert sorted(cors["AllowMethods"]) == methods
    assert cors == {
        "AllowOrigins": ["https://app.example.com", "https://admin.example.com"],
        "AllowMethods": ["GET", "HEAD", "POST", "PUT", "DELETE"],
        "AllowHeaders": CORS_HEADERS,
        "ExposeHeaders": ["ETag", "Location"],
        "MaxAge": 600,
    }
    assert methods == ["DELETE", "GET", "HEAD", "POST", "PUT"]
    assert "AllowCredentials" not in cors  # bearer tokens, no cookies


# ---------------------------------------------------------------- tracing

TRACING_PATTERN = TEMPLATE["Parameters"]["Tracing"]["AllowedPattern"]


def test_tracing_parameter_feeds_every_function() -> None:
    parameter = TEMPLATE["Parameters"]["Tracing"]
    assert parameter["Type"] == "String" and parameter["Default"] == "Active"
    assert TEMPLATE["Globals"]["Function"]["Tracing"] == ref("Tracing")
    for logical_id in FUNCTION_IDS:
        assert "Tracing" not in _props(logical_id), logical_id


@pytest.mark.parametrize(
    ("value", "accepted"),
    [
        ("Active", True),
        ("PassThrough", True),
        ("Disabled", True),
        ("active", False),
        ("", False),
        ("Active ", False),
        ("ActiveX", False),
    ],
)
def test_tracing_accepts_exactly_the_three_modes(value: str, accepted: bool) -> None:
    # CloudFormation matches AllowedPattern against the whole value.
    assert (re.fullmatch(TRACING_PATTERN, value) is not None) is accepted


def test_the_powertools_tracer_is_not_used() -> None:
    # Active tracing is Lambda's; the Tracer class costs ~115 ms of cold start (GUIDE).
    for folder in ("handlers", "skills_core"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert not re.search(r"\bTracer\s*\(|powertools\.tracing|import Tracer\b", text), path


# ---------------------------------------------------------------- what the SAM transform deploys

needs_tools = pytest.mark.skipif(
    not (TOOLS_BIN / "python").exists(),
    reason=f"{TOOLS_BIN.parent.name} (aws-sam-cli) is absent: run `make tools-venv`",
)


class Translations(NamedTuple):
    defaults: dict[str, Any]
    configured: dict[str, Any]


CONFIGURED = {
    "CorsAllowOrigins": ["https://app.example.com"],
    "Tracing": "Disabled",
    "ReservedConcurrency": "5",
}


@pytest.fixture(scope="module")
def translations() -> Translations:
    """The template translated with its defaults and with every toggle changed (the SAM
    transform receives a CommaDelimitedList as a list, as CloudFormation passes it)."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        defaults = pool.submit(translate, {})
        configured = pool.submit(translate, CONFIGURED)
        return Translations(defaults.result(), configured.result())


def _resolved(translated: dict[str, Any], overrides: dict[str, Any], value: Any) -> Any:
    params = parameter_values(
        translated,
        {k: ",".join(v) if isinstance(v, list) else v for k, v in overrides.items()},
    )
    return evaluate(translated, value, params)


@needs_tools
def test_translated_roles_carry_only_the_expected_managed_policies(
    translations: Translations,
) -> None:
    basic = "arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole"
    xray = "arn:aws:iam::aws:policy/AWSXrayWriteOnlyAccess"
    sqs = "arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole"
    # SAM's grant for a DynamoDB stream event source (DescribeStream, GetRecords,
    # GetShardIterator, ListStreams): how Lambda's poller reads the table's stream.
    stream = "arn:aws:iam::aws:policy/service-role/AWSLambdaDynamoDBExecutionRole"
    for translated, traced in ((translations.defaults, True), (translations.configured, False)):
        for logical_id in FUNCTION_IDS:
            role = translated["Resources"][f"{logical_id}Role"]["Properties"]
            expected = {basic} | ({xray} if traced else set())
            if logical_id == "GenerateFunction":
                expected.add(sqs)
            if logical_id in ("ReviewFunction", "ProjectionFunction"):  # their stream's reads
                expected.add(stream)
            assert set(role["ManagedPolicyArns"]) == expected, logical_id
            overrides = {} if translated is translations.defaults else CONFIGURED
            policies = list(_resolved(translated, overrides, list(role.get("Policies", []))))
            if logical_id == "ProjectionFunction":  # SAM's grant for the on-failure queue
                [destination] = [p for p in policies if p["PolicyName"].endswith("SQSPolicy")]
                policies.remove(destination)
                [statement] = destination["PolicyDocument"]["Statement"]
                assert statement["Action"] == "sqs:SendMessage"
                assert statement["Resource"] == getatt("ProjectionFailureQueue", "Arn")
                # the mirror's grant, with a mirror bucket only (test_template_projection.py)
                policies = [
                    p for p in policies if p["PolicyName"] != "ProjectionFunctionRolePolicy1"
                ]
            if logical_id == "ReviewFunction":  # + its model and its OnFailure queue (SAM's)
                [inline] = [p for p in policies if p["PolicyName"] == "ReviewFunctionRolePolicy0"]
            elif not EXPECTED_GRANTS[logical_id]:  # the Cognito trigger calls no AWS API
                assert policies == [], logical_id
                continue
            else:
                [inline] = policies
            actions = {
                action
                for statement in inline["PolicyDocument"]["Statement"]
                for action in _as_list(statement["Action"])
                if action != "bedrock:InvokeModel" or logical_id != "ReviewFunction"
            }
            assert actions == set().union(*EXPECTED_GRANTS[logical_id].values()), logical_id


@needs_tools
def test_translated_functions_follow_the_tracing_and_concurrency_toggles(
    translations: Translations,
) -> None:
    for translated, overrides in (
        (translations.defaults, {}),
        (translations.configured, CONFIGURED),
    ):
        for logical_id in FUNCTION_IDS:
            props = _resolved(
                translated, overrides, translated["Resources"][logical_id]["Properties"]
            )
            if overrides:
                assert "TracingConfig" not in props, "Disabled must set no tracing mode"
                assert props["ReservedConcurrentExecutions"] == "5"
            else:
                assert props["TracingConfig"] == {"Mode": "Active"}
                assert "ReservedConcurrentExecutions" not in props


@needs_tools
def test_translated_stage_throttles_and_api_cors_toggles(translations: Translations) -> None:
    for translated, overrides in (
        (translations.defaults, {}),
        (translations.configured, CONFIGURED),
    ):
        resources = translated["Resources"]
        [stage] = [r for r in resources.values() if r["Type"] == "AWS::ApiGatewayV2::Stage"]
        settings = _resolved(translated, overrides, stage["Properties"]["DefaultRouteSettings"])
        assert settings == {"ThrottlingBurstLimit": "100", "ThrottlingRateLimit": "50"}
        body = _resolved(translated, overrides, resources["SkillsApi"]["Properties"]["Body"])
        cors = body.get("x-amazon-apigateway-cors")
        if not overrides:
            assert cors is None, "CORS must be off by default"
            continue
        assert cors == {
            "allowOrigins": ["https://app.example.com"],
            "allowMethods": ["GET", "HEAD", "POST", "PUT", "DELETE"],
            "allowHeaders": CORS_HEADERS,
            "exposeHeaders": ["ETag", "Location"],
            "maxAge": 600,
        }
