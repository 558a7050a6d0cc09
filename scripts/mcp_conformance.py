"""Run MCP's official conformance suite against a running server and score it (SPEC §12).

    .venv/bin/python scripts/mcp_conformance.py http://127.0.0.1:3000/mcp [scenario ...]

Installs npm ``@modelcontextprotocol/conformance`` and, when the ``node`` on PATH is older
than 22 (the suite needs ``fs.globSync``), a node 22 from the npm package
``node-linux-<arch>@22``, both into a cache (``$MCP_CONFORMANCE_HOME``, default
``~/.cache/serverless-skills/mcp-conformance``): offline after the first run.

Scoring: INFO counts as passed; a check that says it is untestable (``details.untestable``),
and the two checks that need the suite's own diagnostic tool, count as untestable; in the
SEP-2640 scenarios a skipped check counts as failed (a skills server must declare the
extension and ``directoryRead`` so that every check runs). Prints one line per scenario and a
summary; exits 1 when a check failed or a scenario did not run, 2 when the suite cannot be
installed."""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

VERSION = "0.2.0-alpha.12"
NODE_MAJOR = 22
SCENARIOS = (
    "sep-2640-skills-enumeration",
    "sep-2640-skills-manifest",
    "sep-2640-skills-directory",
    "server-initialize",
    "server-stateless",
    "ping",
    "tools-list",
    "resources-list",
    "sep-2164-resource-not-found",
    "dns-rebinding-protection",
    "http-header-validation",
    "caching",
)
#: They probe the suite's diagnostic tool ``test_missing_capability``, which a real server
#: does not have: without it the suite reports them failed, though nothing was tested.
FIXTURE_CHECKS = frozenset(
    {"sep-2575-server-rejects-undeclared-capability", "sep-2575-missing-capability-http-400"}
)
STRICT_PREFIX = "sep-2640-"
SCENARIO_TIMEOUT_SECONDS = 120
INSTALL_TIMEOUT_SECONDS = 600


class InstallError(Exception):
    pass


@dataclass
class Score:
    scenario: str
    counts: Counter[str] = field(default_factory=Counter)
    failed: list[str] = field(default_factory=list)
    problem: str | None = None

    def line(self) -> str:
        if self.problem is not None:
            return f"{self.scenario}: did not run: {self.problem}"
        c = self.counts
        text = (
            f"{self.scenario}: {c['passed']} passed, {c['failed']} failed, {c['warnings']} "
            f"warnings, {c['skipped']} skipped, {c['untestable']} untestable"
        )
        return text + (f" (failed: {','.join(self.failed)})" if self.failed else "")


def state(check: dict[str, Any], scenario: str) -> str:
    """One check's outcome under this project's rules."""
    status = check.get("status")
    details = check.get("details")
    details = details if isinstance(details, dict) else {}
    if status == "FAILURE" and (details.get("untestable") or check.get("id") in FIXTURE_CHECKS):
        return "untestable"
    if status == "SKIPPED":
        return "failed" if scenario.startswith(STRICT_PREFIX) else "skipped"
    return {"SUCCESS": "passed", "INFO": "passed", "WARNING": "warnings"}.get(str(status), "failed")


def score(scenario: str, checks: list[dict[str, Any]]) -> Score:
    result = Score(scenario)
    for check in checks:
        outcome = state(check, scenario)
        result.counts[outcome] += 1
        if outcome == "failed":
            result.failed.append(str(check.get("id", "?")))
    result.failed = sorted(set(result.failed))
    return result


def home() -> Path:
    base = os.environ.get("MCP_CONFORMANCE_HOME")
    root = Path(base) if base else Path.home() / ".cache" / "serverless-skills" / "mcp-conformance"
    return root / VERSION


def npm_install(target: Path, package: str) -> None:
    """Install ``package`` into ``target`` (built beside it, then moved: a run that is cut
    short never leaves a half-installed cache)."""
    npm = shutil.which("npm")
    if npm is None:
        raise InstallError("npm is not on PATH")
    target.parent.mkdir(parents=True, exist_ok=True)
    scratch = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    (scratch / "package.json").write_text('{"private": true}\n')
    log = target.parent / f"{target.name}-install.log"
    with log.open("w") as out:
        done = subprocess.run(
            [npm, "install", "--no-audit", "--no-fund", "--loglevel=error", package],
            cwd=scratch,
            stdout=out,
            stderr=subprocess.STDOUT,
            timeout=INSTALL_TIMEOUT_SECONDS,
            check=False,
        )
    if done.returncode != 0:
        shutil.rmtree(scratch, ignore_errors=True)
        raise InstallError(f"npm install {package} failed (see {log})")
    try:
        scratch.rename(target)
    except OSError:  # another run installed it meanwhile
        shutil.rmtree(scratch, ignore_errors=True)


def suite(cache: Path) -> Path:
    folder = cache / "suite"
    entry = folder / "node_modules" / "@modelcontextprotocol" / "conformance" / "dist" / "index.js"
    if not entry.is_file():
        npm_install(folder, f"@modelcontextprotocol/conformance@{VERSION}")
    return entry


def node_major(node: str) -> int:
    try:
        out = subprocess.run(
            [node, "-p", "process.versions.node.split('.')[0]"],
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        )
        return int(out.stdout.strip())
    except (OSError, subprocess.SubprocessError, ValueError):
        return 0


def node(cache: Path) -> str:
    """A node >= 22: the one on PATH, else the npm registry's ``node-linux-<arch>@22``."""
    on_path = shutil.which("node")
    if on_path and node_major(on_path) >= NODE_MAJOR:
        return on_path
    arch = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64", "arm64": "arm64"}.get(
        platform.machine().lower(), "x64"
    )
    package = f"node-linux-{arch}"
    folder = cache / f"node{NODE_MAJOR}-{arch}"
    binary = folder / "node_modules" / package / "bin" / "node"
    if not binary.is_file():
        npm_install(folder, f"{package}@{NODE_MAJOR}")
    return str(binary)


def run(node_bin: str, entry: Path, url: str, scenario: str, out: Path) -> Score:
    folder = out / scenario
    command = [
        node_bin,
        str(entry),
        "server",
        "--url",
        url,
        "--scenario",
        scenario,
        "-o",
        str(folder),
    ]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=SCENARIO_TIMEOUT_SECONDS, check=False
        )
        log = (done.stdout + done.stderr).strip()
    except subprocess.TimeoutExpired:
        log = f"timed out after {SCENARIO_TIMEOUT_SECONDS} s"
    found = sorted(folder.rglob("checks.json"))
    if not found:
        last = log.splitlines()[-1][:160] if log else "no output"
        return Score(scenario, problem=last)
    return score(scenario, json.loads(found[0].read_text()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("url", help="the MCP endpoint, e.g. http://127.0.0.1:3000/mcp")
    parser.add_argument("scenarios", nargs="*", help=f"default: the {len(SCENARIOS)} of SPEC §12")
    parser.add_argument("--keep", type=Path, help="keep each scenario's checks.json here")
    args = parser.parse_args(argv)
    cache = home()
    try:
        entry = suite(cache)
        node_bin = node(cache)
    except (InstallError, OSError, subprocess.SubprocessError) as exc:
        print(f"mcp-conformance: cannot install the suite: {exc}", file=sys.stderr)
        return 2
    scenarios = args.scenarios or list(SCENARIOS)
    out = args.keep or Path(tempfile.mkdtemp(prefix="mcp-conformance-"))
    totals: Counter[str] = Counter()
    broken = 0
    try:
        for scenario in scenarios:
            result = run(node_bin, entry, args.url, scenario, out)
            print(result.line(), flush=True)
            totals.update(result.counts)
            broken += result.problem is not None
    finally:
        if args.keep is None:
            shutil.rmtree(out, ignore_errors=True)
    print(
        f"conformance: {len(scenarios)} scenarios, {totals['passed']} checks passed, "
        f"{totals['failed']} failed, {totals['warnings']} warnings, {totals['skipped']} skipped, "
        f"{totals['untestable']} untestable, {broken} did not run"
    )
    return 0 if totals["failed"] == 0 and broken == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
