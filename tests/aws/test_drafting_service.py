"""Model-backed generation end to end on moto DynamoDB (and S3, EventBridge, SQS for the drop
folder), with Bedrock behind ``botocore.stub.Stubber`` on a real ``bedrock-runtime`` client:
drafts are saved pending, repaired, failed, refused or retried; a redelivery never calls the
model again; logs and events never carry the material or the body. The use case on its own
(service.draft with in-memory ports, failure memory, result events) is tested in
tests/service/test_drafting.py."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import boto3
import pytest
from botocore.stub import ANY, Stubber

from skills_core.aws.deployment import build_service
from skills_core.aws.generation.bedrock_drafter import BedrockDrafter
from skills_core.aws.generation.source_events import request_from_object_created
from skills_core.aws.generation.source_material import S3SourceReader
from skills_core.drafting import (
    BadGenerationRequestError,
    DrafterUnavailableError,
    DraftingRequest,
    DraftUnsafeError,
    OfflineDrafter,
    SkillGenerationFailedError,
    Usage,
)
from skills_core.drafting.errors import DraftNotSavedError
from skills_core.errors import IdempotencyKeyReusedError, SkillNotFoundError
from skills_core.service import SaveCommand, SkillService
from skills_core.service.draft_events import failed_event, generated_event
from skills_core.service.drafting import draft_and_save
from skills_core.settings import Settings
from tests.aws.conftest import REGION, ApiCall
from tests.aws.dynamo_fixtures import TENANT, all_items
from tests.drafts import converse_reply
from tests.service.test_drafting import (
    BODY_MARKER,
    BUCKET,
    GOOD,
    INVALID,
    SOURCE_MARKER,
    UNSAFE,
    WRITER,
    request,
    view_of,
)
from tests.unit.test_drafting_offline import RUNBOOK

MODEL = "anthropic.claude-3-5-sonnet-20240620-v1:0"
reply = converse_reply


@pytest.fixture
def service(table: str) -> SkillService:
    return build_service(Settings(table=table))


@pytest.fixture
def bedrock() -> Any:
    return boto3.client("bedrock-runtime", region_name=REGION)


@pytest.fixture
def stubber(bedrock: Any) -> Iterator[Stubber]:
    with Stubber(bedrock) as stub:
        yield stub
        stub.assert_no_pending_responses()


@pytest.fixture
def drafter(bedrock: Any, service: SkillService) -> BedrockDrafter:
    return BedrockDrafter(MODEL, settings=service.settings, client=bedrock)


def converse_calls(calls: list[ApiCall]) -> list[dict[str, Any]]:
    return [params for svc, op, params in calls if (svc, op) == ("bedrock-runtime", "Converse")]


def test_a_good_draft_is_saved_as_a_pending_version(
    service: SkillService, stubber: Stubber, drafter: BedrockDrafter
) -> None:
    service.save(WRITER, SaveCommand("db-failover", "Old. Use when old.", "# Old\n\nv1."))
    req = request()
    shape = {"modelId": MODEL, "system": ANY, "messages": ANY, "toolConfig": ANY}
    stubber.add_response("converse", reply(GOOD), {**shape, "inferenceConfig": ANY})
    outcome = draft_and_save(view_of(service, req), req, drafter)
    assert (outcome.name, outcome.version, outcome.status) == ("db-failover", 2, "pending")
    assert (outcome.model_id, outcome.usage, outcome.repairs) == (MODEL, Usage(1000, 200), 0)
    assert outcome.findings == {"low": 0, "medium": 0, "high": 0, "critical": 0}
    assert outcome.replayed is False
    last = service.changelog(WRITER, "db-failover")[-1]
    assert (last.version, last.action, last.author, last.status) == (
        2,
        "generated",
        "event:req-1",
        "pending",
    )
    # what is served stays as it was; the draft can be tried by number
    assert service.skill(WRITER, "db-failover").to_dict()["version"] == "1"
    assert BODY_MARKER in service.version(WRITER, "db-failover", 2).to_dict()["content"]


def test_a_draft_of_a_new_name_is_pending_and_not_served_until_approved(
    service: SkillService, stubber: Stubber, drafter: BedrockDrafter
) -> None:
    req = request()
    stubber.add_response("converse", reply(GOOD))
    outcome = draft_and_save(view_of(service, req), req, drafter)
    assert (outcome.version, outcome.status) == (1, "pending")
    with pytest.raises(SkillNotFoundError):
        service.skill(WRITER, "db-failover")
    service.review(WRITER, "db-failover", 1, "approve")
    assert service.skill(WRITER, "db-failover").to_dict()["version"] == "1"


def test_an_invalid_draft_is_repaired_on_the_second_round(
    service: SkillService, stubber: Stubber, drafter: BedrockDrafter, api_calls: list[ApiCall]
) -> None:
    req = request()
    stubber.add_response("converse", reply(INVALID))
    tool_use = {"toolUseId": "tu-1", "name": "write_skill", "input": INVALID}
    tool_result = {"toolUseId": "tu-1", "content": [{"text": ANY}], "status": "error"}
    repair = [
        ANY,
        {"role": "assistant", "content": [{"toolUse": tool_use}]},
        {"role": "user", "content": [{"toolResult": tool_result}]},
    ]
    stubber.add_response(
        "converse",
        reply(GOOD, tool_use_id="tu-2"),
        {
            "modelId": MODEL,
            "system": ANY,
            "messages": repair,
            "toolConfig": ANY,
            "inferenceConfig": ANY,
        },
    )
    outcome = draft_and_save(view_of(service, req), req, drafter, max_repairs=2)
    assert (outcome.version, outcome.repairs, outcome.usage) == (1, 1, Usage(2000, 400))
    second = converse_calls(api_calls)[1]
    errors = second["messages"][2]["content"][0]["toolResult"]["content"][0]["text"]
    assert "name: 'DB Failover!' is not a valid skill name" in errors
    assert "description: empty" in errors


def test_three_invalid_drafts_fail_and_nothing_is_saved(
    service: SkillService,
    stubber: Stubber,
    drafter: BedrockDrafter,
    ddb: Any,
) -> None:
    req = request()
    for _ in range(3):
        stubber.add_response("converse", reply(INVALID))
    with pytest.raises(SkillGenerationFailedError) as caught:
        draft_and_save(view_of(service, req), req, drafter, max_repairs=2)
    error = caught.value
    assert error.code == "GENERATION_FAILED" and error.repairs == 2
    assert error.usage == Usage(3000, 600) and error.model_id == MODEL
    assert all_items(ddb) == []
    detail = failed_event(req.tenant, req.request_id, error)
    assert (detail["status"], detail["error_code"], detail["retryable"]) == (
        "failed",
        "GENERATION_FAILED",
        False,
    )
    assert (detail["input_tokens"], detail["output_tokens"], detail["repairs"]) == (3000, 600, 2)
    assert detail["version"] is None and BODY_MARKER not in json.dumps(detail)


def test_a_critical_finding_refuses_the_draft_and_saves_nothing(
    service: SkillService,
    stubber: Stubber,
    drafter: BedrockDrafter,
    ddb: Any,
) -> None:
    req = request()
    stubber.add_response("converse", reply(UNSAFE))
    with pytest.raises(DraftUnsafeError) as caught:
        draft_and_save(view_of(service, req), req, drafter)
    assert all_items(ddb) == []
    detail = failed_event(req.tenant, req.request_id, caught.value)
    assert (detail["status"], detail["error_code"], detail["name"]) == (
        "refused",
        "SKILL_UNSAFE",
        "db-failover",
    )
    assert detail["findings"]["critical"] >= 1
    assert BODY_MARKER not in json.dumps(detail) and "get.example.com" not in json.dumps(detail)


def test_throttling_is_retryable_and_the_retry_drafts(
    service: SkillService,
    stubber: Stubber,
    drafter: BedrockDrafter,
    ddb: Any,
) -> None:
    req = request()
    stubber.add_client_error(
        "converse", service_error_code="ThrottlingException", http_status_code=429
    )
    with pytest.raises(DrafterUnavailableError) as caught:
        draft_and_save(view_of(service, req), req, drafter)
    assert caught.value.retryable is True and all_items(ddb) == []
    assert failed_event(req.tenant, req.request_id, caught.value)["retryable"] is True
    stubber.add_response("converse", reply(GOOD))  # SQS redelivers the message
    assert draft_and_save(view_of(service, req), req, drafter).version == 1


def test_a_redelivery_does_not_call_the_model_again(
    service: SkillService, stubber: Stubber, drafter: BedrockDrafter, api_calls: list[ApiCall]
) -> None:
    req = request()
    stubber.add_response("converse", reply(GOOD))  # one answer only: a second call would fail
    first = draft_and_save(view_of(service, req), req, drafter)
    api_calls.clear()
    again = draft_and_save(view_of(service, req), req, drafter)
    assert converse_calls(api_calls) == []
    assert [op for _, op, _ in api_calls] == ["GetItem"]  # the idempotency record, nothing else
    assert (again.replayed, again.version, again.status) == (True, first.version, "pending")
    assert (again.model_id, again.usage) == (None, Usage())
    assert [e.action for e in service.changelog(WRITER, "db-failover")] == ["generated"]
    # the same request id for another request is refused before any model call
    with pytest.raises(IdempotencyKeyReusedError):
        draft_and_save(view_of(service, req), request(instructions="Something else."), drafter)
    assert converse_calls(api_calls) == []


def test_a_source_outside_the_tenants_prefix_is_a_bad_message_before_any_model_call(
    service: SkillService, stubber: Stubber, drafter: BedrockDrafter, s3_client: Any,
    api_calls: list[ApiCall],
) -> None:  # fmt: skip
    with pytest.raises(BadGenerationRequestError, match="below sources/acme/"):
        request(source={"s3_uri": f"s3://{BUCKET}/sources/globex/doc.md"})
    # a request validated without the bucket is held to it when its source is read
    req = DraftingRequest.model_validate(
        {"tenant": TENANT, "request_id": "r2", "instructions": "x",
         "source": {"s3_uri": "s3://elsewhere/sources/acme/doc.md"}}
    )  # fmt: skip
    api_calls.clear()
    with pytest.raises(BadGenerationRequestError, match="skills bucket"):
        draft_and_save(
            view_of(service, req),
            req,
            drafter,
            read_source=S3SourceReader(BUCKET, client=s3_client),
        )
    assert converse_calls(api_calls) == [] and all(svc != "s3" for svc, _, _ in api_calls)


def test_logs_never_carry_the_source_or_the_body(
    service: SkillService,
    stubber: Stubber,
    drafter: BedrockDrafter,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO)
    logging.getLogger("skills_core").setLevel(logging.DEBUG)
    req = request()
    stubber.add_response("converse", reply(INVALID))
    stubber.add_response("converse", reply(GOOD, tool_use_id="tu-2"))
    outcome = draft_and_save(view_of(service, req), req, drafter)
    draft_and_save(view_of(service, req), req, drafter)  # the replay logs too
    messages = [r.getMessage() for r in caplog.records]
    assert "skill drafted" in messages and "duplicate delivery: draft already saved" in messages
    for record in caplog.records:
        rendered = json.dumps(vars(record), default=str)
        assert SOURCE_MARKER not in rendered and BODY_MARKER not in rendered
    detail = generated_event(outcome)
    assert set(detail) == {"tenant", "request_id", "name", "version", "status", "findings",
                           "model_id", "input_tokens", "output_tokens", "repairs",
                           "replayed"}  # fmt: skip
    assert BODY_MARKER not in json.dumps(detail) and SOURCE_MARKER not in json.dumps(detail)


# -- the S3 drop folder, end to end on moto -------------------------------------------------
@pytest.fixture
def drop_folder(mock_aws: None, table: str) -> dict[str, Any]:
    """The skills bucket with EventBridge notifications, a default-bus rule on
    ``sources/`` "Object Created" events, and the generation queue as its target."""
    s3 = boto3.client("s3", region_name=REGION)
    events = boto3.client("events", region_name=REGION)
    sqs = boto3.client("sqs", region_name=REGION)
    s3.create_bucket(Bucket=BUCKET)
    s3.put_bucket_versioning(Bucket=BUCKET, VersioningConfiguration={"Status": "Enabled"})
    s3.put_bucket_notification_configuration(
        Bucket=BUCKET, NotificationConfiguration={"EventBridgeConfiguration": {}}
    )
    queue = sqs.create_queue(QueueName="generation")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    detail = {"bucket": {"name": [BUCKET]}, "object": {"key": [{"prefix": "sources/"}]}}
    pattern = {"source": ["aws.s3"], "detail-type": ["Object Created"], "detail": detail}
    events.put_rule(Name="drop-folder", EventPattern=json.dumps(pattern))
    events.put_targets(Rule="drop-folder", Targets=[{"Id": "queue", "Arn": arn}])
    return {"s3": s3, "sqs": sqs, "queue": queue}


def test_an_upload_to_the_drop_folder_becomes_a_pending_version_then_served(
    drop_folder: dict[str, Any],
    table: str,
) -> None:
    s3, sqs, queue = drop_folder["s3"], drop_folder["sqs"], drop_folder["queue"]
    settings = Settings(table=table, bucket=BUCKET)
    service = build_service(settings)
    s3.put_object(
        Bucket=BUCKET, Key="sources/acme/runbooks/orders-failover.md", Body=RUNBOOK.encode()
    )
    s3.put_object(Bucket=BUCKET, Key="elsewhere/ignored.md", Body=b"# not a source")
    [message] = sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10, WaitTimeSeconds=0)[
        "Messages"
    ]
    event = json.loads(message["Body"])
    req = request_from_object_created(event, bucket=BUCKET)
    assert req is not None and req.tenant == TENANT and req.name == "orders-failover"
    reader = S3SourceReader(BUCKET, client=s3)
    drafter = OfflineDrafter(settings)
    outcome = draft_and_save(view_of(service, req), req, drafter, read_source=reader)
    assert (outcome.name, outcome.version, outcome.status, outcome.model_id) == (
        "orders-failover", 1, "pending", "offline-stand-in")  # fmt: skip
    # a redelivery of the same event drafts once
    again = request_from_object_created(json.loads(message["Body"]), bucket=BUCKET)
    assert (
        again is not None
        and draft_and_save(view_of(service, again), again, drafter, read_source=reader).replayed
    )
    service.review(WRITER, "orders-failover", 1, "approve")
    served = service.activate(WRITER, "orders-failover").to_dict()
    assert served["version"] == "1" and "PostgreSQL primary failover" in served["content"]


def test_a_store_outage_after_drafting_reports_the_tokens_spent(
    service: SkillService,
    stubber: Stubber,
    drafter: BedrockDrafter,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
    from skills_core.errors import SkillStoreUnavailableError

    def down(*_: Any, **__: Any) -> Any:
        raise SkillStoreUnavailableError("the store stopped answering; retry")

    monkeypatch.setattr(DynamoDBSkillStore, "save", down)
    req = request()
    stubber.add_response("converse", reply(GOOD))
    with pytest.raises(DraftNotSavedError) as caught:
        draft_and_save(view_of(service, req), req, drafter)
    assert isinstance(caught.value.cause, SkillStoreUnavailableError)
    assert caught.value.retryable is True
    detail = failed_event(req.tenant, req.request_id, caught.value, name="db-failover")
    assert (detail["error_code"], detail["model_id"]) == ("SKILL_STORE_UNAVAILABLE", MODEL)
    assert (detail["input_tokens"], detail["output_tokens"]) == (1000, 200)
