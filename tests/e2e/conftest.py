"""The local server as `make run` starts it: a subprocess on a free port, driven over HTTP."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 90.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    text: str

    @property
    def json(self) -> Any:
        return json.loads(self.text)


@dataclass
class LocalServer:
    url: str
    process: subprocess.Popen[str]
    log: Path

    def banner_value(self, label: str) -> str:
        """A value the server printed at start (``label: value``), e.g. the queue URL."""
        for line in self.log.read_text().splitlines():
            if line.startswith(label + ":"):
                return line.split(":", 1)[1].strip().split()[0]
        raise AssertionError(f"{label!r} not in the local server's banner")

    def client(self, service: str) -> Any:
        """A boto3 client of the server's in-memory AWS."""
        import boto3

        return boto3.client(
            service,
            endpoint_url=self.banner_value("in-memory AWS (moto)"),
            region_name="us-east-1",
            aws_access_key_id="local",
            aws_secret_access_key="local",
        )

    def sqs(self) -> Any:
        return self.client("sqs")

    def request(
        self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
    ) -> Reply:
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(
            self.url + path,
            data=data,
            method=method,
            headers={"content-type": "application/json", **(headers or {})},
        )
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                return Reply(resp.status, dict(resp.headers.items()), resp.read().decode())
        except urllib.error.HTTPError as err:
            return Reply(err.code, dict(err.headers.items()), err.read().decode())


def wait_until_up(url: str, process: subprocess.Popen[str], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"local server exited early:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(url + "/openapi.json", timeout=2):
                return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.3)
    raise RuntimeError(f"local server did not start in {START_TIMEOUT}s:\n{log.read_text()}")


def start_server(
    log: Path,
    *args: str,
    env: dict[str, str] | None = None,
    ready: str | None = None,
    check_exit: bool = False,
) -> Iterator[LocalServer]:
    """``python -m localrun.server *args`` on a free port, with no ``AWS_*``/``SKILLS_*`` of
    this environment (``env`` adds some), until the generator is closed (then Ctrl-C).
    ``ready``: a line of the banner to wait for (it follows the first request served);
    ``check_exit``: the server must stop cleanly on Ctrl-C."""
    port = free_port()
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "SKILLS_"))}
    clean.update(env or {}, PORT=str(port))
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "localrun.server", *args],
            cwd=ROOT,
            env=clean,
            stdout=out,
            stderr=subprocess.STDOUT,
            text=True,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(url, process, log)
        deadline = time.monotonic() + 10
        while ready and ready not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.1)
        yield LocalServer(url, process, log)
    finally:
        process.send_signal(2)  # Ctrl-C
        try:
            code = process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            if check_exit:
                raise AssertionError("the local server did not stop on Ctrl-C") from None
            code = 0
        if check_exit:
            assert code == 0, log.read_text()[-2000:]
            assert log.read_text().rstrip().endswith("stopped")


@pytest.fixture(scope="session")
def local_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalServer]:
    log = tmp_path_factory.mktemp("local") / "server.log"
    yield from start_server(log, "--retry-delay", "1", ready="generation queue:", check_exit=True)
