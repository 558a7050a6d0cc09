"""Event generation through the local run: the moto queue, the poller, the real handler."""

from __future__ import annotations

import json
import time
import uuid

import pytest

from .conftest import LocalServer

pytestmark = pytest.mark.slow
WAIT_SECONDS = 30.0


def test_a_queued_message_becomes_a_skill(local_server: LocalServer) -> None:
    sqs = local_server.sqs()
    name = f"queued-{uuid.uuid4().hex[:8]}"
    message = {
        "tenant": "local",
        "request_id": uuid.uuid4().hex,
        "name": name,
        "description": "Queued skill. Use when testing.",
        "body": "Queued $1.",
        "tags": ["e2e"],
    }
    sqs.send_message(
        QueueUrl=local_server.banner_value("generation queue"), MessageBody=json.dumps(message)
    )
    deadline = time.monotonic() + WAIT_SECONDS
    names: list[str] = []
    while time.monotonic() < deadline:
        names = [s["name"] for s in local_server.request("GET", "/skills").json["skills"]]
        if name in names:
            break
        time.sleep(0.5)
    assert name in names, f"{name} not listed within {WAIT_SECONDS}s"
    versions = local_server.request("GET", f"/skills/{name}/versions").json["changelog"]
    assert versions[0]["author"] == f"event:{message['request_id']}"


def test_a_poison_message_reaches_the_dead_letter_queue_after_three_receives(
    local_server: LocalServer,
) -> None:
    sqs = local_server.sqs()
    marker = uuid.uuid4().hex
    sqs.send_message(
        QueueUrl=local_server.banner_value("generation queue"), MessageBody="{not json " + marker
    )
    dlq = local_server.banner_value("dead-letter queue")
    deadline = time.monotonic() + WAIT_SECONDS
    found = None
    while time.monotonic() < deadline and found is None:
        reply = sqs.receive_message(
            QueueUrl=dlq, MaxNumberOfMessages=10, WaitTimeSeconds=1, AttributeNames=["All"]
        )
        for msg in reply.get("Messages", []):
            if marker in msg["Body"]:
                found = msg
    assert found is not None, "the poison message did not reach the dead-letter queue"
    assert int(found["Attributes"]["ApproximateReceiveCount"]) >= 3
