"""Generation handler (SPEC §7) on moto: SQS batches in, partial batch responses out, saves in
the tenant's store, idempotency records (written in the save's own transaction) in the table
built from template.yaml."""

from __future__ import annotations

import hashlib
import importlib
import io
import json
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import boto3
import pytest
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord

import handlers.generation.generate
import skills_core.service.writes
from handlers.generation.generation_models import MessageError, parse_message
from handlers.runtime import reset as reset_handlers
from localrun.lambda_runtime import LambdaContext
from localrun.template import dynamodb_create_table_kwargs, dynamodb_time_to_live, load_template
from scripts import send_generation_event
from skills_core.aws import clients as aws
from skills_core.aws.store.dynamodb_calls import StoreCalls
from skills_core.aws.store.dynamodb_store import DynamoDBSkillStore
from skills_core.aws.store.table_schema import create_table_kwargs
from skills_core.errors import SkillInvalidError
from skills_core.idempotency import EVENT_TTL_SECONDS

from .conftest import REGION, TABLE, World

IDEMPOTENCY_TABLE = "skills-idempotency"
FUNCTION_NAME = "skills-GenerateFunction"
QUEUE_ARN = f"arn:aws:sqs:{REGION}:123456789012:skills-GenerationQueue"
ROOT = Path(__file__).resolve().parents[2]
#: Appears in every test body; must never appear in a log line.
SECRET = "BODY-MARKER-7f3a9c do not log this text"


def Context(remaining_ms: int = 30_000) -> LambdaContext:
    """The generation function's context with ``remaining_ms`` left."""
    return LambdaContext(FUNCTION_NAME, timeout_seconds=remaining_ms / 1000)


def message(
    *,
    tenant: str = "acme",
    name: str = "generated",
    request_id: str = "req-1",
    body: Any = f"Do $1 carefully. {SECRET}",
    **extra: Any,
) -> dict[str, Any]:
    return {
        "tenant": tenant,
        "name": name,
        "description": "Generated skill. Use when asked to do things.",
        "body": body,
        "tags": ["generated"],
        "replace": False,
        "request_id": request_id,
        **extra,
    }


def sqs_record(body: str | dict[str, Any], message_id: str | None = None) -> dict[str, Any]:
    """One record as Lambda's SQS event source mapping delivers it."""
    text = body if isinstance(body, str) else json.dumps(body)
    mid = message_id or str(uuid.uuid4())
    return {
        "messageId": mid,
        "receiptHandle": f"AQEBwJnKyrHigUMZj6rYigCgxlaS3SLy0a{mid.replace('-', '')}==",
        "body": text,
        "attributes": {
            "ApproximateReceiveCount": "1",
            "SentTimestamp": "1767225600000",
            "SenderId": "AIDAIENQZJOLO23YVJ4VO",
            "ApproximateFirstReceiveTimestamp": "1767225600001",
        },
        "messageAttributes": {},
        "md5OfBody": hashlib.md5(text.encode("utf-8")).hexdigest(),
        "eventSource": "aws:sqs",
        "eventSourceARN": QUEUE_ARN,
        "awsRegion": REGION,
    }


def sqs_event(*records: dict[str, Any]) -> dict[str, Any]:
    return {"Records": list(records)}


def run(*records: dict[str, Any], context: LambdaContext | None = None) -> list[str]:
    """Invoke the handler; the failed message ids, in batch order."""
    response = handlers.generation.generate.lambda_handler(
        sqs_event(*records), context or Context()
    )
    assert set(response) == {"batchItemFailures"}
    return [item["itemIdentifier"] for item in response["batchItemFailures"]]


def store(tenant: str = "acme") -> DynamoDBSkillStore:
    return DynamoDBSkillStore(TABLE, tenant=tenant, client=boto3.client("dynamodb", REGION))


def log_lines(buffer: io.StringIO) -> list[dict[str, Any]]:
    return [json.loads(line) for line in buffer.getvalue().splitlines() if line.strip()]


def failures_logged(buffer: io.StringIO) -> dict[str, dict[str, Any]]:
    """message_id -> the failure log line."""
    return {
        line["message_id"]: line
        for line in log_lines(buffer)
        if line.get("message") == "skill generation failed"
    }


@dataclass
class Gen:
    world: World
    logs: io.StringIO

    def idempotency_items(self) -> list[dict[str, Any]]:
        return list(self.world.ddb.scan(TableName=IDEMPOTENCY_TABLE)["Items"])

    def create_idempotency_table(self) -> None:
        template = load_template()
        self.world.ddb.create_table(
            **dynamodb_create_table_kwargs(template, "IdempotencyTable", IDEMPOTENCY_TABLE)
        )
        ttl = dynamodb_time_to_live(template, "IdempotencyTable")
        assert ttl == {"AttributeName": "expiration", "Enabled": True}
        self.world.ddb.update_time_to_live(TableName=IDEMPOTENCY_TABLE, TimeToLiveSpecification=ttl)


def fresh_cold_start() -> None:
    """What a new execution environment has: the module imported anew, no cached clients or
    configuration."""
    aws.client.cache_clear()
    reset_handlers()
    importlib.reload(handlers.generation.generate)


@pytest.fixture
def gen(world: World, log_buffer: io.StringIO, monkeypatch: pytest.MonkeyPatch) -> Iterator[Gen]:
    monkeypatch.setenv("SKILLS_IDEMPOTENCY_TABLE", IDEMPOTENCY_TABLE)
    monkeypatch.setenv("AWS_LAMBDA_FUNCTION_NAME", FUNCTION_NAME)
    fresh_cold_start()
    g = Gen(world, log_buffer)
    g.create_idempotency_table()
    yield g
    reset_handlers()


# -- the mixed batch -------------------------------------------------------------------------


def test_mixed_batch_fails_exactly_the_bad_messages_and_saves_once(
    gen: Gen, capsys: pytest.CaptureFixture[str]
) -> None:
    ok = sqs_record(message())
    duplicate = sqs_record(message())
    collision = sqs_record(message(name="docker-ops", request_id="req-2"))
    invalid = sqs_record(message(name="bad", description="", request_id="req-3"))
    malformed = sqs_record('{"tenant": "acme", "name": "x", "body": ' + json.dumps(SECRET))

    failed = run(ok, duplicate, collision, invalid, malformed)

    assert failed == [collision["messageId"], invalid["messageId"], malformed["messageId"]]
    changelog = store().versions("generated")
    assert [(e.version, e.action, e.author) for e in changelog] == [(1, "created", "event:req-1")]
    assert SECRET in store().read_version("generated", 1)
    assert [s.name for s in store().list()] == ["generated"]

    records = gen.idempotency_items()
    assert len(records) == 1, "failed messages leave no idempotency record"
    (record,) = records
    assert record["id"]["S"] == "skills#acme#event:req-1"
    saved = json.loads(record["response"]["S"])
    assert saved["version"] == 1 and saved["name"] == "generated"
    assert "body" not in saved and SECRET not in record["response"]["S"]
    expires_in = int(record["expiration"]["N"]) - time.time()
    assert abs(expires_in - EVENT_TTL_SECONDS) < 60

    logged = failures_logged(gen.logs)
    assert {mid: line["error_code"] for mid, line in logged.items()} == {
        collision["messageId"]: "SKILL_COLLISION",
        invalid["messageId"]: "SKILL_INVALID",
        malformed["messageId"]: "BAD_MESSAGE",
    }
    assert logged[collision["messageId"]]["tenant"] == "acme"
    assert logged[collision["messageId"]]["skill"] == "docker-ops"
    assert logged[collision["messageId"]]["request_id"] == "req-2"
    assert "s3:global" in logged[collision["messageId"]]["reason"]
    assert "not valid JSON" in logged[malformed["messageId"]]["reason"]
    duplicates = [line for line in log_lines(gen.logs) if line["message"].startswith("duplicate")]
    assert [line["message_id"] for line in duplicates] == [duplicate["messageId"]]
    assert SECRET not in gen.logs.getvalue()

    metrics = [json.loads(line) for line in capsys.readouterr().out.splitlines() if "_aws" in line]
    assert sum(metrics[-1]["GeneratedSaves"]) == 1
    assert sum(metrics[-1]["GenerationFailures"]) == 3
    assert sum(metrics[-1]["DuplicateDeliveries"]) == 1


def test_duplicate_is_recognised_after_a_cold_start(
    gen: Gen, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = handlers.generation.generate.record_handler(SQSRecord(sqs_record(message())))
    assert first["version"] == 1 and first["replayed"] is False

    fresh_cold_start()

    def must_not_write(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a recorded request must be answered from the idempotency record")

    monkeypatch.setattr(DynamoDBSkillStore, "versions", must_not_write)
    monkeypatch.setattr(StoreCalls, "transact", must_not_write)
    again = handlers.generation.generate.record_handler(SQSRecord(sqs_record(message())))
    assert again["replayed"] is True
    assert {k: v for k, v in again.items() if k not in ("replayed", "warnings")} == {
        k: v for k, v in first.items() if k not in ("replayed", "warnings")
    }
    assert run(sqs_record(message())) == []
    monkeypatch.undo()

    changelog = store().versions("generated")
    assert [(e.version, e.action) for e in changelog] == [(1, "created")]


def test_same_request_id_in_two_tenants_saves_both(gen: Gen) -> None:
    acme = sqs_record(message(tenant="acme", request_id="shared-id"))
    globex = sqs_record(message(tenant="globex", request_id="shared-id"))

    assert run(acme, globex) == []

    assert [e.version for e in store("acme").versions("generated")] == [1]
    assert [e.version for e in store("globex").versions("generated")] == [1]
    ids = sorted(i["id"]["S"] for i in gen.idempotency_items())
    assert ids == ["skills#acme#event:shared-id", "skills#globex#event:shared-id"]


def test_all_failing_batch_reports_every_message_without_raising(gen: Gen) -> None:
    records = [
        sqs_record("not json at all"),
        sqs_record(message(request_id="")),
        sqs_record(message(name="docker-ops", request_id="r-9")),
        sqs_record({k: v for k, v in message().items() if k != "request_id"}),
    ]
    assert run(*records) == [r["messageId"] for r in records]
    assert gen.idempotency_items() == []
    assert store().list() == []


def test_eventbridge_event_through_the_queue_saves(gen: Gen) -> None:
    detail = message(name="from-events", request_id="evt-1")
    envelope = send_generation_event.eventbridge_envelope(detail, source="skills.generator")
    assert envelope["detail-type"] == "Skill Generation Requested"

    assert run(sqs_record(envelope)) == []

    assert [e.author for e in store().versions("from-events")] == ["event:evt-1"]
    assert json.loads(gen.idempotency_items()[0]["response"]["S"])["name"] == "from-events"


# -- failures that must be retried ----------------------------------------------------------


def test_store_outage_fails_the_messages_and_keeps_them_retryable(gen: Gen) -> None:
    batch = [sqs_record(message(name=f"skill-{i}", request_id=f"req-{i}")) for i in range(2)]
    gen.world.ddb.delete_table(TableName=TABLE)

    assert run(*batch) == [r["messageId"] for r in batch]
    assert {line["error_code"] for line in failures_logged(gen.logs).values()} == {
        "SKILL_STORE_UNAVAILABLE"
    }
    assert gen.idempotency_items() == [], "a failed save is never recorded as completed"

    gen.world.ddb.create_table(**create_table_kwargs(TABLE))
    assert run(*batch) == []
    assert [e.version for e in store().versions("skill-0")] == [1]
    assert [e.version for e in store().versions("skill-1")] == [1]
    assert len(gen.idempotency_items()) == 2


def test_without_skills_table_messages_fail_as_store_unavailable(
    gen: Gen, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SKILLS_TABLE")
    reset_handlers()
    record = sqs_record(message())

    assert run(record) == [record["messageId"]]

    line = failures_logged(gen.logs)[record["messageId"]]
    assert line["error_code"] == "SKILL_STORE_UNAVAILABLE"
    assert "SKILLS_TABLE" in line["reason"]
    assert gen.idempotency_items() == []


def test_a_crash_mid_save_leaves_nothing_behind_and_the_redelivery_saves(
    gen: Gen, monkeypatch: pytest.MonkeyPatch
) -> None:
    class RuntimeKilled(BaseException):
        """What the Lambda runtime does at a timeout: no except clause runs."""

    def killed(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeKilled

    record = sqs_record(message())
    with monkeypatch.context() as patch:
        patch.setattr(StoreCalls, "transact", killed)
        with pytest.raises(RuntimeKilled):
            run(record, context=Context(remaining_ms=2000))
    # The record rides in the save's transaction: no half-written state blocks the retry.
    assert gen.idempotency_items() == []
    assert run(record) == []
    assert [e.version for e in store().versions("generated")] == [1]
    assert run(record) == []
    assert [e.version for e in store().versions("generated")] == [1]


def test_request_id_reused_for_different_content_fails(gen: Gen) -> None:
    assert run(sqs_record(message())) == []
    other = sqs_record(message(body="Entirely different instructions."))

    assert run(other) == [other["messageId"]]

    line = failures_logged(gen.logs)[other["messageId"]]
    assert line["error_code"] == "REQUEST_ID_REUSED" and "new request_id" in line["reason"]
    assert SECRET in store().read_version("generated", 1)


def test_lost_idempotency_record_is_recovered_from_the_changelog(gen: Gen) -> None:
    assert run(sqs_record(message())) == []
    replace = message(request_id="req-2", replace=True, body="Version two.")
    assert run(sqs_record(replace)) == []
    for item in gen.idempotency_items():  # as if both records had expired
        gen.world.ddb.delete_item(TableName=IDEMPOTENCY_TABLE, Key={"id": item["id"]})

    assert run(sqs_record(message()), sqs_record(replace)) == []

    changelog = store().versions("generated")
    assert [(e.version, e.action, e.author) for e in changelog] == [
        (1, "created", "event:req-1"),
        (2, "replaced", "event:req-2"),
    ]


def test_without_idempotency_table_records_live_in_the_skills_table(
    gen: Gen, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SKILLS_IDEMPOTENCY_TABLE")
    fresh_cold_start()

    assert run(sqs_record(message())) == []
    assert run(sqs_record(message()), sqs_record(message(name="second", request_id="r2"))) == []

    assert [e.version for e in store().versions("generated")] == [1]
    assert [e.version for e in store().versions("second")] == [1]
    assert gen.idempotency_items() == []
    items = gen.world.ddb.scan(TableName=TABLE)["Items"]
    recorded = sorted(i["sk"]["S"] for i in items if i["sk"]["S"].startswith("IDEM#"))
    assert recorded == ["IDEM#event:r2", "IDEM#event:req-1"]


def test_single_tenancy_refuses_other_tenants(gen: Gen, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_TENANCY", "single")
    reset_handlers()
    other = sqs_record(message(tenant="acme"))
    default = sqs_record(message(tenant="default"))

    assert run(other, default) == [other["messageId"]]

    assert "single-tenant" in failures_logged(gen.logs)[other["messageId"]]["reason"]
    assert [e.version for e in store("default").versions("generated")] == [1]


def test_logs_never_contain_the_body(gen: Gen, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_MAX_SKILL_BYTES", "400")
    reset_handlers()
    records = [
        sqs_record(message()),
        sqs_record(message(name="docker-ops", request_id="c")),
        sqs_record(message(name="Not Valid", request_id="i")),
        sqs_record(message(name="too-big", request_id="t", body=SECRET * 20)),
        sqs_record(message(request_id="x", unexpected=SECRET)),
        sqs_record(message(request_id="y", body=[SECRET])),
        sqs_record(message(tenant="bad tenant!", request_id="z")),
        sqs_record(json.dumps(message())[:-5]),
        sqs_record(json.dumps([SECRET])),
    ]

    failed = run(*records)

    assert failed == [r["messageId"] for r in records[1:]]
    codes = [failures_logged(gen.logs)[mid]["error_code"] for mid in failed]
    assert codes == [
        "SKILL_COLLISION",
        "SKILL_INVALID",
        "SKILL_TOO_LARGE",
        *["BAD_MESSAGE"] * 5,
    ]
    text = gen.logs.getvalue()
    assert SECRET not in text and "BODY-MARKER" not in text
    extra_key = failures_logged(gen.logs)[records[4]["messageId"]]
    assert 'unknown key "unexpected"' in extra_key["reason"]
    assert extra_key["request_id"] == "x" and extra_key["skill"] == "generated"


def test_an_error_that_quotes_the_body_is_withheld(
    gen: Gen, monkeypatch: pytest.MonkeyPatch
) -> None:
    def quoting(sources: Any, command: Any, **kwargs: Any) -> Any:
        raise SkillInvalidError(f"cannot use this body: {command.body}")

    monkeypatch.setattr(skills_core.service.writes, "save_to", quoting)
    record = sqs_record(message())

    assert run(record) == [record["messageId"]]

    line = failures_logged(gen.logs)[record["messageId"]]
    assert line["error_code"] == "SKILL_INVALID" and "withheld" in line["reason"]
    assert SECRET not in gen.logs.getvalue()


def test_idempotency_table_outage_fails_closed(gen: Gen) -> None:
    gen.world.ddb.delete_table(TableName=IDEMPOTENCY_TABLE)
    record = sqs_record(message())

    assert run(record) == [record["messageId"]]

    line = failures_logged(gen.logs)[record["messageId"]]
    assert line["error_code"] == "SKILL_STORE_UNAVAILABLE"
    assert store().list() == [], "no save without an idempotency record"


def test_unexpected_error_logs_where_not_what(gen: Gen, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(sources: Any, command: Any, **kwargs: Any) -> Any:
        raise RuntimeError(f"bug while handling {command.body}")

    monkeypatch.setattr(skills_core.service.writes, "save_to", broken)
    record = sqs_record(message())

    assert run(record) == [record["messageId"]]

    line = failures_logged(gen.logs)[record["messageId"]]
    assert line["error_code"] == "INTERNAL" and line["level"] == "ERROR"
    assert line["reason"].startswith("RuntimeError at test_generate.py:")
    assert line["reason"].endswith(" in broken")
    assert SECRET not in gen.logs.getvalue()
    assert gen.idempotency_items() == []


# -- parsing ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            {k: v for k, v in message().items() if k != "request_id"},
            "field 'request_id': is required",
        ),
        (message(request_id=""), "field 'request_id': does not have the expected form"),
        (message(request_id="x" * 129), "field 'request_id': does not have the expected form"),
        (message(request_id="has space"), "field 'request_id': does not have the expected form"),
        (message(tenant="-acme"), "field 'tenant': does not have the expected form"),
        (message(tenant="a" * 129), "field 'tenant': does not have the expected form"),
        (message(replace="maybe"), "field 'replace': must be true or false"),
        (message(colour="blue"), 'the message: unknown key "colour"'),
        (
            {"version": "0", "id": "e", "detail-type": "Other", "source": "s", "detail": message()},
            "field 'detail-type': must be one of 'Skill Generation Requested'",
        ),
        (
            {
                "version": "0",
                "id": "e",
                "detail-type": "Skill Generation Requested",
                "source": "s",
                "detail": message(extra=1),
            },
            "field 'detail': unknown key \"extra\"",
        ),
        ("[1, 2]", "must be a JSON object, got an array"),
        ("", "not valid JSON"),
    ],
)
def test_parse_message_refuses(body: Any, expected: str) -> None:
    text = body if isinstance(body, str) else json.dumps(body)
    with pytest.raises(MessageError) as caught:
        parse_message(text)
    assert expected in caught.value.reason
    assert caught.value.code == "BAD_MESSAGE"


def test_parse_message_accepts_both_shapes_and_optional_fields() -> None:
    body = message(
        allowed_tools=["Bash"],
        priority=3,
        args=["target"],
        model={"provider": "anthropic", "model": "claude"},
        license="MIT",
        compatibility="Python 3.11+",
        metadata={"team": "platform"},
    )
    direct = parse_message(json.dumps(body))
    envelope = send_generation_event.eventbridge_envelope(body)
    envelope["replay-name"] = "a-field-eventbridge-may-add"
    wrapped = parse_message(json.dumps(envelope))
    assert direct == wrapped
    assert direct.tenant == "acme" and direct.request_id == "req-1"
    assert direct.model is not None and direct.model.provider == "anthropic"


def test_optional_fields_reach_the_saved_skill(gen: Gen) -> None:
    body = message(allowed_tools=["Bash", "Read"], priority=2, args=["target"])
    assert run(sqs_record(body)) == []
    text = store().read_version("generated", 1)
    assert "priority: 2" in text and "- Bash" in text and "- target" in text


# -- helper script ---------------------------------------------------------------------------


def test_send_script_puts_a_message_the_handler_saves(
    gen: Gen, capsys: pytest.CaptureFixture[str]
) -> None:
    sqs = boto3.client("sqs", region_name=REGION)
    queue_url = sqs.create_queue(QueueName="generation")["QueueUrl"]
    argv = [
        "--queue-url",
        queue_url,
        "--tenant",
        "acme",
        "--name",
        "scripted",
        "--description",
        "Sent by the helper. Use in tests.",
        "--body",
        "Scripted body.",
        "--tag",
        "a",
        "--tag",
        "b",
        "--request-id",
        "script-1",
        "--eventbridge",
    ]
    assert send_generation_event.main(argv) == 0
    sent = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert sent["request_id"] == "script-1"

    received = sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=10)["Messages"]
    assert [m["MessageId"] for m in received] == [sent["message_id"]]
    envelope = json.loads(received[0]["Body"])
    assert envelope["detail"]["tags"] == ["a", "b"]
    record = sqs_record(received[0]["Body"], received[0]["MessageId"])
    assert run(record) == []
    assert [e.author for e in store().versions("scripted")] == ["event:script-1"]


def test_send_script_dry_run_reads_a_file_and_flags_override(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "message.json"
    source.write_text(json.dumps(message(request_id="from-file")), encoding="utf-8")
    assert (
        send_generation_event.main(["--file", str(source), "--name", "renamed", "--dry-run"]) == 0
    )
    printed = json.loads(capsys.readouterr().out)
    assert printed["name"] == "renamed" and printed["request_id"] == "from-file"
    assert parse_message(json.dumps(printed)).name == "renamed"


@pytest.mark.parametrize(
    ("flag", "make", "says"),
    [
        ("--source-file", None, "no such file"),
        ("--source-file", "folder", "is a folder; give a file"),
        ("--source-file", b"\xff\xfe", "not UTF-8 text"),
        ("--file", b"{not json", "not JSON"),
        ("--body-file", None, "no such file"),
    ],
)
def test_send_script_explains_an_unreadable_file(
    tmp_path: Path, flag: str, make: bytes | str | None, says: str
) -> None:
    path = tmp_path / "runbook.md"
    if make == "folder":
        path.mkdir()
    elif isinstance(make, bytes):
        path.write_bytes(make)
    argv = ["--tenant", "local", "--dry-run", flag, str(path)]
    argv += ["--instructions", "Write it."] if flag == "--source-file" else []
    with pytest.raises(SystemExit) as exited:
        send_generation_event.main(argv)
    assert str(exited.value).startswith(f"{flag} {path}: {says}")  # a sentence, no traceback


# -- cold start ------------------------------------------------------------------------------


def test_import_needs_no_aws_and_other_functions_skip_batch_and_idempotency() -> None:
    code = (
        "import sys\n"
        "import handlers.http.catalog, handlers.http.activation, handlers.http.save\n"
        "util = 'aws_lambda_powertools.utilities.'\n"
        "heavy = [m for m in sys.modules if m.startswith((util + 'batch', util + 'idempotency'))]\n"
        "assert heavy == [], heavy\n"
        "import handlers.generation.generate as g\n"
        "assert not [m for m in sys.modules if m.startswith(util + 'idempotency')]\n"
        "print('ok')\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "PYTHONPATH": str(ROOT),
        "AWS_ENDPOINT_URL": "http://127.0.0.1:9",
    }
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
