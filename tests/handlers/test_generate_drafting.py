"""The generation worker's model-backed path (SPEC §7) on moto (S3, DynamoDB, SQS,
EventBridge), with Bedrock behind ``botocore.stub.Stubber`` on a real ``bedrock-runtime``
client given to the composition root (``build_service(drafter=...)``, through
``compose_with``): drafts saved pending with the model and tokens in the changelog,
redeliveries that never call the model again,
remembered refusals, retried throttling, the S3 drop folder, result events on the project's
bus (read back through a rule that targets a queue), and logs and events that never carry
the source material or the body."""

from __future__ import annotations

import io
import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import boto3
import pytest
from botocore.stub import ANY, Stubber

from handlers.runtime import compose_with, get_service
from handlers.runtime import reset as reset_handlers
from localrun.drafting import drop_folder_pattern
from localrun.template import load_template
from scripts import send_generation_event
from skills_core.aws.deployment import DrafterFactory, bedrock_drafter, build_service
from skills_core.aws.generation.result_events import RESULT_SOURCE
from skills_core.errors import SkillNotFoundError
from skills_core.service.generation_run import MODEL_OFF
from skills_core.settings import Settings
from tests.drafts import converse_reply, drafts

from .conftest import BUCKET, REGION, World, event, invoke
from .test_generate import (
    IDEMPOTENCY_TABLE,
    Gen,
    failures_logged,
    fresh_cold_start,
    log_lines,
    run,
    sqs_record,
    store,
)
from .test_generate import message as finished_message

MODEL = "us.anthropic.claude-sonnet-4-20250514-v1:0"
BUS = "skills-test-skill-generation"
#: Unique markers: none may ever appear in a log line or an event.
SOURCE_MARKER = "SRC-MARKER-3c81f0"
BODY_MARKER = "BODY-MARKER-9d27a4"
INSTRUCTIONS_MARKER = "INSTR-MARKER-51e6b2"
MARKERS = (SOURCE_MARKER, BODY_MARKER, INSTRUCTIONS_MARKER)
GOOD, INVALID, UNSAFE = drafts(BODY_MARKER)
RUNBOOK = f"# Orders DB failover\n\n{SOURCE_MARKER} promote the replica.\n\n## Steps\n\n1. Go.\n"


reply = converse_reply


def use_drafter(factory: DrafterFactory | None) -> None:
    """The local run's seam: the service composed with ``factory`` (``None``: Bedrock)."""
    compose_with(None if factory is None else lambda s: build_service(s, drafter=factory))


def make_drafter(settings: Settings) -> Any:
    drafter = get_service().generation.drafter
    assert drafter is not None
    return drafter(settings)


def request(request_id: str = "req-1", tenant: str = "acme", **overrides: Any) -> dict[str, Any]:
    return {
        "tenant": tenant,
        "request_id": request_id,
        "instructions": f"Write a runbook skill for the on-call. {INSTRUCTIONS_MARKER}",
        "source": {"text": RUNBOOK},
        **overrides,
    }


def delivery(body: Any, receive_count: int = 1, message_id: str | None = None) -> dict[str, Any]:
    record = sqs_record(body, message_id)
    record["attributes"]["ApproximateReceiveCount"] = str(receive_count)
    return record


@dataclass
class Drafting:
    gen: Gen
    stub: Stubber
    calls: list[dict[str, Any]]
    sqs: Any
    results_queue: str
    events: Any
    received: list[dict[str, Any]] = field(default_factory=list)

    @property
    def world(self) -> World:
        return self.gen.world

    @property
    def logs(self) -> io.StringIO:
        return self.gen.logs

    def results(self) -> list[dict[str, Any]]:
        """Every result event put so far (read from the rule's queue), oldest first."""
        while True:
            got = self.sqs.receive_message(QueueUrl=self.results_queue, MaxNumberOfMessages=10)
            messages = got.get("Messages") or []
            if not messages:
                return self.received
            for m in messages:
                self.received.append(json.loads(m["Body"]))
                self.sqs.delete_message(
                    QueueUrl=self.results_queue, ReceiptHandle=m["ReceiptHandle"]
                )

    def assert_nothing_leaked(self) -> None:
        text = self.logs.getvalue() + json.dumps(self.results())
        for marker in MARKERS:
            assert marker not in text, marker


@pytest.fixture
def drafting(
    world: World, log_buffer: io.StringIO, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Drafting]:
    monkeypatch.setenv("SKILLS_IDEMPOTENCY_TABLE", IDEMPOTENCY_TABLE)
    monkeypatch.setenv("SKILLS_GENERATION_MODEL_ID", MODEL)
    monkeypatch.setenv("SKILLS_EVENT_BUS", BUS)
    monkeypatch.setenv("AWS_LAMBDA_FUNCTION_NAME", "skills-GenerateFunction")
    gen = Gen(world, log_buffer)
    gen.create_idempotency_table()
    events = boto3.client("events", region_name=REGION)
    sqs = boto3.client("sqs", region_name=REGION)
    events.create_event_bus(Name=BUS)
    results = sqs.create_queue(QueueName="results")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=results, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    events.put_rule(Name="results", EventBusName=BUS, EventPattern='{"source": ["skills.service"]}')
    events.put_targets(Rule="results", EventBusName=BUS, Targets=[{"Id": "q", "Arn": arn}])
    bedrock = boto3.client("bedrock-runtime", region_name=REGION)
    calls: list[dict[str, Any]] = []
    bedrock.meta.events.register(
        "before-parameter-build.bedrock-runtime.Converse",
        lambda params, **_: calls.append(params),
    )
    use_drafter(lambda settings: bedrock_drafter(settings, client=bedrock))
    fresh_cold_start()
    with Stubber(bedrock) as stub:
        yield Drafting(gen, stub, calls, sqs, results, events)
        stub.assert_no_pending_responses()
    use_drafter(None)
    reset_handlers()


def never_saved(name: str) -> bool:
    with pytest.raises(SkillNotFoundError):
        store().versions(name)
    return store().list() == []


def emf(capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines() if '"_aws"' in line]


def metric_sum(blobs: list[dict[str, Any]], name: str, **dimensions: str) -> float:
    total = 0.0
    for blob in blobs:
        if name in blob and all(blob.get(k) == v for k, v in dimensions.items()):
            value = blob[name]
            total += sum(value) if isinstance(value, list) else value
    return total


# -- a good draft ------------------------------------------------------------------------------


def test_a_model_backed_message_saves_a_pending_version_beside_the_served_one(
    drafting: Drafting, capsys: pytest.CaptureFixture[str]
) -> None:
    served = finished_message(name="db-failover", request_id="finished-1")
    assert run(sqs_record(served)) == []
    shape = {"modelId": MODEL, "system": ANY, "messages": ANY, "toolConfig": ANY}
    drafting.stub.add_response("converse", reply(GOOD), {**shape, "inferenceConfig": ANY})

    assert run(delivery(request())) == []

    last = store().versions("db-failover")[-1]
    assert (last.version, last.action, last.author, last.status) == (
        2,
        "generated",
        "event:req-1",
        "pending",
    )
    assert last.note == f"model={MODEL} tokens=1000/200 repairs=0"
    listed = invoke("catalog", event("GET", "/skills/db-failover/versions")).json["changelog"]
    assert listed[-1]["note"] == last.note and listed[-1]["action"] == "generated"
    # what is served stays as it was; the draft can be tried by number
    assert invoke("catalog", event("GET", "/skills/db-failover")).json["version"] == "1"
    tried = invoke("catalog", event("GET", "/skills/db-failover", query={"version": "2"})).json
    assert (tried["version"], tried["status"]) == ("2", "pending")
    [generated] = drafting.results()
    assert (generated["source"], generated["detail-type"]) == (RESULT_SOURCE, "Skill Generated")
    detail = generated["detail"]
    assert {k: detail[k] for k in ("tenant", "request_id", "name", "version", "status")} == {
        "tenant": "acme",
        "request_id": "req-1",
        "name": "db-failover",
        "version": 2,
        "status": "pending",
    }
    assert detail["findings"] == {"low": 0, "medium": 0, "high": 0, "critical": 0}
    assert (detail["model_id"], detail["input_tokens"], detail["output_tokens"]) == (
        MODEL,
        1000,
        200,
    )
    assert (detail["origin"], detail["attempt"], detail["replayed"]) == ("message", 1, False)
    assert "body" not in detail and "source" not in detail
    blobs = emf(capsys)
    assert metric_sum(blobs, "SkillsDrafted") == 1
    for severity in ("Low", "Medium", "High", "Critical"):  # every severity, zeros included
        assert any(f"ScanFindings{severity}" in blob for blob in blobs)
        assert metric_sum(blobs, f"ScanFindings{severity}") == 0
    assert metric_sum(blobs, "ScanRefusals") == 0
    assert metric_sum(blobs, "DraftInputTokens") == 1000
    assert metric_sum(blobs, "DraftOutputTokens") == 200
    drafting.assert_nothing_leaked()


def test_a_redelivery_calls_the_model_zero_times_and_puts_no_second_event(
    drafting: Drafting,
) -> None:
    drafting.stub.add_response("converse", reply(GOOD))  # one answer: a second call would fail
    first = delivery(request())
    assert run(first) == []
    assert len(drafting.calls) == 1 and len(drafting.results()) == 1

    again = delivery(request(), receive_count=2, message_id=first["messageId"])
    assert run(again) == []
    fresh_cold_start()
    assert run(delivery(request(), receive_count=3)) == []

    assert len(drafting.calls) == 1
    assert len(drafting.results()) == 1
    assert [e.version for e in store().versions("db-failover")] == [1]
    duplicates = [x for x in log_lines(drafting.logs) if x["message"].startswith("duplicate")]
    assert [x["message"] for x in duplicates] == ["duplicate delivery: draft already saved"] * 2


def test_the_same_request_as_an_eventbridge_event_saves(drafting: Drafting) -> None:
    drafting.stub.add_response("converse", reply(GOOD))
    envelope = send_generation_event.eventbridge_envelope(request(request_id="evt-1"))
    assert run(delivery(envelope)) == []
    assert [e.author for e in store().versions("db-failover")] == ["event:evt-1"]
    wrong = {**envelope, "detail-type": "Something Else"}
    record = delivery(wrong)
    assert run(record) == [record["messageId"]]
    assert "detail-type" in failures_logged(drafting.logs)[record["messageId"]]["reason"]


# -- refusals cost the model once -----------------------------------------------------------------


def test_generation_failed_is_remembered_so_redeliveries_never_call_the_model(
    drafting: Drafting, capsys: pytest.CaptureFixture[str]
) -> None:
    for _ in range(3):
        drafting.stub.add_response("converse", reply(INVALID))
    first = delivery(request())

    assert run(first) == [first["messageId"]]
    assert len(drafting.calls) == 3
    line = failures_logged(drafting.logs)[first["messageId"]]
    assert (line["error_code"], line["retryable"], line["replayed"]) == (
        "GENERATION_FAILED",
        False,
        False,
    )
    assert (line["input_tokens"], line["model_id"]) == (3000, MODEL)
    [failed] = drafting.results()
    assert failed["detail-type"] == "Skill Generation Failed"
    detail = failed["detail"]
    assert (detail["error_code"], detail["retryable"], detail["status"]) == (
        "GENERATION_FAILED",
        False,
        "failed",
    )
    assert (detail["version"], detail["repairs"], detail["input_tokens"]) == (None, 2, 3000)
    [record] = [
        i for i in drafting.gen.idempotency_items() if i["id"]["S"].endswith("draft-failed:req-1")
    ]
    assert record["id"]["S"] == "skills#acme#draft-failed:req-1"
    assert 5 * 3600 < int(record["expiration"]["N"]) - time.time() <= 6 * 3600

    for count in (2, 3):  # SQS's redeliveries until the dead-letter queue
        again = delivery(request(), receive_count=count, message_id=first["messageId"])
        drafting.logs.truncate(0)
        drafting.logs.seek(0)
        assert run(again) == [again["messageId"]]
        line = failures_logged(drafting.logs)[again["messageId"]]
        assert (line["error_code"], line["replayed"], line["attempt"]) == (
            "GENERATION_FAILED",
            True,
            count,
        )
        assert "already refused" in line["reason"]

    assert len(drafting.calls) == 3, "a remembered failure calls the model 0 more times"
    assert len(drafting.results()) == 1, "a remembered failure puts no second event"
    assert never_saved("db-failover")
    blobs = emf(capsys)
    assert metric_sum(blobs, "DraftFailures", error_code="GENERATION_FAILED") == 3
    assert metric_sum(blobs, "DraftFailureReplays") == 2
    drafting.assert_nothing_leaked()


def test_without_an_idempotency_table_the_failure_is_remembered_in_the_skills_table(
    drafting: Drafting, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SKILLS_IDEMPOTENCY_TABLE")
    fresh_cold_start()
    for _ in range(3):
        drafting.stub.add_response("converse", reply(INVALID))
    assert run(delivery(request())) != []
    assert run(delivery(request(), receive_count=2)) != []
    assert len(drafting.calls) == 3
    keys = [i["sk"]["S"] for i in drafting.world.items() if i["sk"]["S"].startswith("IDEM#")]
    assert keys == ["IDEM#draft-failed:req-1"]
    assert drafting.gen.idempotency_items() == []


def test_a_critical_finding_is_refused_and_remembered(
    drafting: Drafting, capsys: pytest.CaptureFixture[str]
) -> None:
    drafting.stub.add_response("converse", reply(UNSAFE))
    first = delivery(request())
    assert run(first) == [first["messageId"]]
    blobs = emf(capsys)
    assert metric_sum(blobs, "ScanRefusals") == 1
    assert metric_sum(blobs, "ScanFindingsCritical") >= 1
    assert run(delivery(request(), receive_count=2)) != []
    assert len(drafting.calls) == 1
    [refused] = drafting.results()
    detail = refused["detail"]
    assert (detail["error_code"], detail["status"], detail["name"]) == (
        "SKILL_UNSAFE",
        "refused",
        "db-failover",
    )
    assert detail["findings"]["critical"] >= 1
    assert "get.example.com" not in json.dumps(refused)
    assert never_saved("db-failover")
    drafting.assert_nothing_leaked()


# -- retried failures ------------------------------------------------------------------------------


def test_throttling_fails_the_message_for_a_retry_that_then_drafts(drafting: Drafting) -> None:
    drafting.stub.add_client_error(
        "converse", service_error_code="ThrottlingException", http_status_code=429
    )
    first = delivery(request())

    assert run(first) == [first["messageId"]]
    line = failures_logged(drafting.logs)[first["messageId"]]
    assert (line["error_code"], line["retryable"]) == ("DRAFTER_UNAVAILABLE", True)
    assert not [i for i in drafting.gen.idempotency_items() if "draft-failed" in i["id"]["S"]]

    drafting.stub.add_response("converse", reply(GOOD))
    assert run(delivery(request(), receive_count=2, message_id=first["messageId"])) == []
    assert len(drafting.calls) == 2
    [version] = store().versions("db-failover")
    assert (version.action, version.status) == ("generated", "pending")
    assert [(r["detail-type"], r["detail"].get("retryable")) for r in drafting.results()] == [
        ("Skill Generation Failed", True),
        ("Skill Generated", None),
    ]


def test_a_failed_put_events_keeps_the_save_and_the_message_succeeds(
    drafting: Drafting, capsys: pytest.CaptureFixture[str]
) -> None:
    drafting.events.delete_event_bus(Name=BUS)
    drafting.stub.add_response("converse", reply(GOOD))

    assert run(delivery(request())) == []

    assert [e.version for e in store().versions("db-failover")] == [1]
    [warning] = [
        x for x in log_lines(drafting.logs) if x["message"].startswith("generation result")
    ]
    assert (warning["detail_type"], warning["request_id"]) == ("Skill Generated", "req-1")
    assert metric_sum(emf(capsys), "ResultEventsNotPut") == 1


# -- bad messages ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("uri", "expected"),
    [
        (f"s3://{BUCKET}/sources/globex/doc.md", "below sources/acme/"),
        ("s3://another-bucket/sources/acme/doc.md", "skills bucket"),
        (f"s3://{BUCKET}/tenants/acme/doc.md", "below sources/acme/"),
        (f"s3://{BUCKET}/sources/acme/../globex/doc.md", "'..'"),
    ],
)
def test_a_source_outside_the_tenants_prefix_is_a_bad_message(
    drafting: Drafting, uri: str, expected: str
) -> None:
    drafting.world.put("sources/globex/doc.md", RUNBOOK)
    record = delivery(request(source={"s3_uri": uri}))

    assert run(record) == [record["messageId"]]

    line = failures_logged(drafting.logs)[record["messageId"]]
    assert line["error_code"] == "BAD_MESSAGE" and expected in line["reason"]
    assert drafting.calls == []
    [failed] = drafting.results()  # the producer learns which field was wrong
    assert (failed["detail"]["error_code"], failed["detail"]["request_id"]) == (
        "BAD_MESSAGE",
        "req-1",
    )
    drafting.assert_nothing_leaked()


def test_an_s3_source_below_the_tenants_prefix_is_drafted_from(drafting: Drafting) -> None:
    drafting.world.put("sources/acme/runbooks/orders.md", RUNBOOK)
    drafting.stub.add_response("converse", reply(GOOD))
    uri = f"s3://{BUCKET}/sources/acme/runbooks/orders.md"

    assert run(delivery(request(source={"s3_uri": uri}))) == []

    [call] = drafting.calls
    assert SOURCE_MARKER in call["messages"][0]["content"][0]["text"]
    assert [e.action for e in store().versions("db-failover")] == ["generated"]
    assert drafting.results()[0]["detail"]["source_uri"] == uri
    drafting.assert_nothing_leaked()


def test_without_a_model_id_a_model_backed_message_is_refused_and_never_drafted_offline(
    drafting: Drafting, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SKILLS_GENERATION_MODEL_ID")
    reset_handlers()
    for factory in (lambda s: bedrock_drafter(s, client=object()), None):  # seam, production
        use_drafter(factory)
        record = delivery(request())
        assert run(record) == [record["messageId"]]
        line = failures_logged(drafting.logs)[record["messageId"]]
        assert line["error_code"] == "BAD_MESSAGE"
        assert line["reason"].startswith(
            "model-backed generation is off: set the GenerationModelId parameter"
        )
    assert drafting.calls == [] and store().list() == []
    assert [r["detail"]["reason"] for r in drafting.results()] == [MODEL_OFF, MODEL_OFF]
    # finished skills still save without a model
    assert run(sqs_record(finished_message())) == []
    # no code that ships to Lambda builds the offline stand-in
    for folder in ("handlers", "skills_core/aws", "skills_core/service"):
        for path in (Path(__file__).resolve().parents[2] / folder).rglob("*.py"):
            assert "OfflineDrafter" not in path.read_text(encoding="utf-8"), path


def test_an_error_quoting_the_request_is_withheld_from_logs_and_events(
    drafting: Drafting,
) -> None:
    drafting.stub.add_client_error(
        "converse",
        service_error_code="ValidationException",
        service_message=f"Malformed input: {request()['instructions']}",
        http_status_code=400,
    )
    record = delivery(request())

    assert run(record) == [record["messageId"]]

    line = failures_logged(drafting.logs)[record["messageId"]]
    assert line["error_code"] == "DRAFTER_MISCONFIGURED" and "withheld" in line["reason"]
    assert drafting.results()[0]["detail"]["reason"] == line["reason"]
    drafting.assert_nothing_leaked()


# -- the S3 drop folder ----------------------------------------------------------------------------


def test_an_upload_to_the_drop_folder_becomes_a_pending_version(drafting: Drafting) -> None:
    s3, sqs, events = drafting.world.s3, drafting.sqs, boto3.client("events", region_name=REGION)
    s3.put_bucket_versioning(Bucket=BUCKET, VersioningConfiguration={"Status": "Enabled"})
    s3.put_bucket_notification_configuration(
        Bucket=BUCKET, NotificationConfiguration={"EventBridgeConfiguration": {}}
    )
    queue = sqs.create_queue(QueueName="generation")["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=queue, AttributeNames=["QueueArn"])["Attributes"][
        "QueueArn"
    ]
    pattern = drop_folder_pattern(load_template(), BUCKET)  # the template's own rule
    events.put_rule(Name="drop-folder", EventPattern=json.dumps(pattern))
    events.put_targets(Rule="drop-folder", Targets=[{"Id": "queue", "Arn": arn}])
    drafting.stub.add_response("converse", reply(GOOD))

    s3.put_object(Bucket=BUCKET, Key="sources/acme/runbooks/orders-failover.md", Body=RUNBOOK)
    s3.put_object(Bucket=BUCKET, Key="sources/acme/runbooks/", Body=b"")  # a folder marker
    s3.put_object(Bucket=BUCKET, Key="tenants/acme/not-a-source.md", Body=b"# no")
    bodies = [
        m["Body"] for m in sqs.receive_message(QueueUrl=queue, MaxNumberOfMessages=10)["Messages"]
    ]
    keys = [json.loads(b)["detail"]["object"]["key"] for b in bodies]
    assert sorted(keys) == ["sources/acme/runbooks/", "sources/acme/runbooks/orders-failover.md"]

    records = [delivery(b) for b in bodies]
    assert run(*records) == []
    assert run(*[delivery(b, receive_count=2) for b in bodies]) == []  # redelivered: once

    assert len(drafting.calls) == 1
    [version] = store().versions("orders-failover")  # the file's name, not the model's
    assert (version.action, version.status) == ("generated", "pending")
    assert version.author is not None and version.author.startswith("event:s3-")
    assert version.note == f"model={MODEL} tokens=1000/200 repairs=0"
    [generated] = drafting.results()
    assert generated["detail"]["origin"] == "drop-folder"
    uri = generated["detail"]["source_uri"]
    assert uri == f"s3://{BUCKET}/sources/acme/runbooks/orders-failover.md"
    markers = [
        x for x in log_lines(drafting.logs) if x["message"] == "drop folder: nothing to draft"
    ]
    assert [x["key"] for x in markers] == ["sources/acme/runbooks/"] * 2
    drafting.assert_nothing_leaked()


def test_a_drop_folder_event_for_another_bucket_or_a_bad_tenant_is_a_bad_message(
    drafting: Drafting,
) -> None:
    def upload(bucket: str, key: str) -> dict[str, Any]:
        return {
            "version": "0",
            "id": "e-1",
            "detail-type": "Object Created",
            "source": "aws.s3",
            "detail": {"bucket": {"name": bucket}, "object": {"key": key, "size": 10}},
        }

    records = [
        delivery(upload("another-bucket", "sources/acme/doc.md")),
        delivery(upload(BUCKET, "sources/bad tenant!/doc.md")),
        delivery(upload(BUCKET, "sources/doc.md")),
    ]
    assert run(*records) == [r["messageId"] for r in records]
    assert {x["error_code"] for x in failures_logged(drafting.logs).values()} == {"BAD_MESSAGE"}
    assert drafting.calls == []


# -- a mixed batch ---------------------------------------------------------------------------------


def test_a_mixed_batch_routes_each_message(drafting: Drafting) -> None:
    drafting.stub.add_response("converse", reply(GOOD))
    finished = sqs_record(finished_message(name="finished-one", request_id="f-1"))
    drafted = delivery(request(request_id="d-1"))
    bad = delivery(request(request_id="d-2", colour="blue"))
    assert run(finished, drafted, bad) == [bad["messageId"]]
    assert [e.action for e in store().versions("finished-one")] == ["created"]
    assert [e.action for e in store().versions("db-failover")] == ["generated"]
    assert "field 'colour'" in failures_logged(drafting.logs)[bad["messageId"]]["reason"]


# -- the local run's seam and the helper script ---------------------------------------------


def test_the_local_bedrock_client_goes_to_the_real_endpoint_not_moto(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from localrun.drafting import install_drafter, prepare_bedrock

    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "real-key")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "real-secret")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "eu-west-1")
    model = prepare_bedrock(MODEL, default_region="us-east-1")
    # what the local environment then does to every other client
    monkeypatch.setenv("AWS_ENDPOINT_URL", "http://127.0.0.1:9")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "local")
    monkeypatch.delenv("SKILLS_GENERATION_MODEL_ID", raising=False)
    monkeypatch.delenv("AWS_ENDPOINT_URL_BEDROCK_RUNTIME", raising=False)
    try:
        assert "Amazon Bedrock model" in install_drafter(model)
        made = make_drafter(Settings.from_env())
        client = made.client  # type: ignore[attr-defined]
        assert client.meta.endpoint_url == "https://bedrock-runtime.eu-west-1.amazonaws.com"
        assert client._request_signer._credentials.access_key == "real-key"
        assert made.model_id == MODEL
        banner = install_drafter(None)
        assert banner.startswith("offline stand-in drafter, not a model")
        assert make_drafter(Settings.from_env()).model_id == "offline-stand-in"
    finally:
        use_drafter(None)


def test_the_local_run_needs_credentials_for_real_bedrock(monkeypatch: pytest.MonkeyPatch) -> None:
    from localrun.drafting import prepare_bedrock

    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_PROFILE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("AWS_CONFIG_FILE", "/nonexistent")
    monkeypatch.setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent")
    monkeypatch.setenv("AWS_EC2_METADATA_DISABLED", "true")
    with pytest.raises(SystemExit, match="needs AWS credentials"):
        prepare_bedrock(MODEL, default_region="us-east-1")


def test_the_script_sends_a_model_backed_request_the_worker_drafts(
    drafting: Drafting, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "runbook.md"
    source.write_text(RUNBOOK, encoding="utf-8")
    queue = drafting.sqs.create_queue(QueueName="generation")["QueueUrl"]
    argv = ["--queue-url", queue, "--tenant", "acme", "--request-id", "script-1",
            "--instructions", "Write a runbook skill.", "--source-file", str(source),
            "--tag", "db", "--eventbridge"]  # fmt: skip
    assert send_generation_event.main([*argv, "--dry-run"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["detail"]["source"] == {"text": RUNBOOK}
    assert printed["detail"]["instructions"] == "Write a runbook skill."
    assert send_generation_event.main(argv) == 0
    capsys.readouterr()
    [sent] = drafting.sqs.receive_message(QueueUrl=queue)["Messages"]
    drafting.stub.add_response("converse", reply(GOOD))
    assert run(delivery(sent["Body"])) == []
    assert [e.author for e in store().versions("db-failover")] == ["event:script-1"]
    with pytest.raises(SystemExit, match="takes no body"):
        send_generation_event.main([*argv, "--body", "x", "--dry-run"])
    with pytest.raises(SystemExit, match="missing field"):
        send_generation_event.main(["--tenant", "acme", "--instructions", "x", "--dry-run"])
