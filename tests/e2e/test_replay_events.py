"""scripts/replay_event.py: the events/ samples replayed against the local run without Docker
(what ``sam local invoke`` would need a container runtime for)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import LocalServer

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "replay_event.py"


def replay(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, env=env, timeout=60
    )


@pytest.mark.parametrize(
    ("sample", "status"),
    [("catalog.json", 200), ("activation.json", 200), ("mcp.json", 200), ("save.json", 201)],
)
def test_http_samples_are_served_by_the_local_run(
    local_server: LocalServer, sample: str, status: int
) -> None:
    done = replay(str(ROOT / "events" / sample), "--url", local_server.url)
    assert done.returncode == 0, done.stdout + done.stderr
    first, _, body = done.stdout.partition("\n")
    assert first.endswith(f"-> {status}")
    assert json.loads(body)
    # The sample's tenant claim is the tenant the local run served (never the default one).
    assert "X-Skills-Local-Tenant" not in body


def test_the_sample_tenant_is_the_one_served(local_server: LocalServer) -> None:
    replay(str(ROOT / "events" / "save.json"), "--url", local_server.url)
    event = json.loads((ROOT / "events" / "save.json").read_text(encoding="utf-8"))
    name = json.loads(event["body"])["name"]
    acme = local_server.request("GET", f"/skills/{name}", headers={"X-Skills-Local-Tenant": "acme"})
    assert acme.status == 200


def test_the_generation_sample_goes_to_the_queue(local_server: LocalServer) -> None:
    queue = local_server.banner_value("generation queue")
    moto = local_server.banner_value("in-memory AWS (moto)")
    done = replay(
        str(ROOT / "events" / "generate.json"), "--queue-url", queue, "--endpoint-url", moto
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("sent ")


def test_the_token_sample_runs_the_trigger_in_process() -> None:
    done = replay(str(ROOT / "events" / "token-tenant.json"))
    assert done.returncode == 0, done.stderr
    access = json.loads(done.stdout)["claimsAndScopeOverrideDetails"]["accessTokenGeneration"]
    assert access["claimsToAddOrOverride"] == {"tenant_id": "acme"}


@pytest.mark.parametrize("args", [("missing.json",), ("--url", "http://127.0.0.1:9", "x")])
def test_bad_input_is_a_message_not_a_traceback(tmp_path: Path, args: tuple[str, ...]) -> None:
    done = replay(*[str(tmp_path / a) if a.endswith(".json") or a == "x" else a for a in args])
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stderr.startswith("replay: ")
