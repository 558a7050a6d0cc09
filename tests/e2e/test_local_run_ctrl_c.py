"""Ctrl-C stops the local run even when its parent ignores SIGINT: a child inherits the
ignore (a background job of a shell script does, and so did a test runner's worker here, so
the session server's Ctrl-C was lost and its teardown waited 15 s before killing it)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from .conftest import ROOT, free_port, wait_until_up


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def test_ctrl_c_stops_a_server_started_with_sigint_ignored(tmp_path: Path) -> None:
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "SKILLS_"))}
    env["PORT"] = str(port)
    log = tmp_path / "server.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "localrun.server"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            text=True,
            preexec_fn=_ignore_sigint,  # the point of the test
        )
    try:
        wait_until_up(f"http://127.0.0.1:{port}", process, log)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=30) == 0
        assert "stopped" in log.read_text()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
