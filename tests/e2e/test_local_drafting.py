"""The S3 drop folder end to end on the local run (`make run`): a document put below
``sources/<tenant>/`` on moto reaches the generation queue through the bucket's EventBridge
notification and the template's default-bus rule, the real worker drafts it with the offline
stand-in drafter, a pending version appears (not served), a review approves it, and it is
served."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

import pytest

from .conftest import LocalServer, Reply

pytestmark = pytest.mark.slow
WAIT_SECONDS = 15.0
TENANT = "local"  # the local run's default tenant
BUCKET = "skills-local"


def _poll(server: LocalServer, path: str) -> Reply:
    deadline = time.monotonic() + WAIT_SECONDS
    reply = server.request("GET", path)
    while reply.status != 200 and time.monotonic() < deadline:
        time.sleep(0.25)
        reply = server.request("GET", path)
    return reply


def _approve(server: LocalServer, name: str, version: int) -> str:
    """Approve over HTTP: the local authorizer stand-in grants the review scope."""
    reply = server.request(
        "POST", f"/skills/{name}/versions/{version}/review", {"decision": "approve"}
    )
    assert reply.status == 200, reply.text
    return str(reply.json["status"])


def test_an_upload_to_the_drop_folder_is_drafted_pending_then_approved_and_served(
    local_server: LocalServer,
) -> None:
    assert "offline stand-in drafter, not a model" in local_server.log.read_text()
    assert local_server.banner_value("drop folder") == f"s3://{BUCKET}/sources/{TENANT}/"
    name = f"orders-failover-{uuid.uuid4().hex[:8]}"
    marker = uuid.uuid4().hex
    document = (
        "# Orders DB failover\n\nPromote the replica when the orders primary is down.\n\n"
        f"## Steps\n\n1. Check the replication lag ({marker}).\n2. Promote the replica.\n"
    )
    s3 = local_server.client("s3")
    s3.put_object(Bucket=BUCKET, Key=f"sources/{TENANT}/runbooks/", Body=b"")  # folder marker
    s3.put_object(Bucket=BUCKET, Key=f"sources/{TENANT}/runbooks/{name}.md", Body=document)

    versions = _poll(local_server, f"/skills/{name}/versions")
    assert versions.status == 200, f"no draft of {name} within {WAIT_SECONDS}s"
    [entry] = versions.json["changelog"]
    assert (entry["version"], entry["action"], entry["status"]) == (1, "generated", "pending")
    assert entry["author"].startswith("event:s3-")
    # (the local run's model review, off the request path, may have added its own note by now)
    assert entry["note"].startswith("model=offline-stand-in tokens=0/0 repairs=0")
    assert local_server.request("GET", f"/skills/{name}").status == 404  # pending: not served
    tried = local_server.request("GET", f"/skills/{name}?version=1")
    assert tried.status == 200 and tried.json["status"] == "pending"

    assert _approve(local_server, name, 1) == "approved"

    served = _poll(local_server, f"/skills/{name}")
    assert served.status == 200 and served.json["version"] == "1"
    activated = local_server.request("POST", f"/skills/{name}/activate", {})
    assert activated.status == 200 and marker in activated.json["content"]

    sqs = local_server.client("sqs")
    results = local_server.banner_value("generation results")
    details: list[dict[str, Any]] = []
    deadline = time.monotonic() + 5
    while not any(d["name"] == name for d in details) and time.monotonic() < deadline:
        got = sqs.receive_message(QueueUrl=results, MaxNumberOfMessages=10, WaitTimeSeconds=1)
        details += [json.loads(m["Body"])["detail"] for m in got.get("Messages") or []]
    [generated] = [d for d in details if d["name"] == name]
    assert (generated["status"], generated["origin"], generated["model_id"]) == (
        "pending",
        "drop-folder",
        "offline-stand-in",
    )
    assert marker not in json.dumps(generated)
