"""Walk a README top to bottom: run every fenced shell block marked runnable, in order, and
report each block's result (issue #11: "the README walked top to bottom").

The convention (any README can follow it):

- A block runs when the nearest non-blank line above its opening fence is the HTML comment
  ``<!-- walk -->`` (invisible on GitHub). Languages: ``bash``, ``sh``, ``shell``, ``zsh``
  (the block is one bash script), ``console`` (only lines starting with ``$ `` run; the
  rest is sample output, shown to readers, not checked) and ``python``.
- ``<!-- walk: skip (why) -->`` lists the block as skipped with the reason, e.g.
  ``<!-- walk: skip (needs AWS) -->`` before ``sam deploy``. Unmarked shell blocks are
  reported as "not marked" and never run.
- Options after ``walk:``, space-separated: ``exit=N`` (the block must exit with N, e.g. a
  ``validate --strict`` that must fail), ``timeout=S`` (default 120 s), ``cwd=scratch``
  (run in the walk's scratch directory instead of the README's directory).
- Every block runs with ``bash -e -o pipefail`` in a fresh shell (files persist between
  blocks, shell variables do not), from the README's directory, with ``.venv/bin`` first on
  ``PATH`` and these variables: ``WALK_TMP`` (a scratch directory, removed afterwards),
  ``API`` and ``URL`` (the local run), ``MOTO_ENDPOINT`` (its in-memory AWS endpoint).
- The local run (``python -m localrun.server``) is started once, on a free port, when the
  first block that needs it runs (it mentions ``$API``, ``$URL``, ``$MOTO_ENDPOINT``,
  ``localhost:3000`` or ``127.0.0.1:3000``); ``http://localhost:3000`` and
  ``http://127.0.0.1:3000`` in a block are rewritten to it. A block that starts its own
  server (``make run``) must be marked skip.

Usage: ``.venv/bin/python scripts/readme_walk.py [README.md] [--json] [--list]
[--fail-fast]``. Exit 0 when every runnable block succeeded, 1 when one failed, 2 on a usage
error.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHELLS = frozenset({"bash", "sh", "shell", "zsh", "console"})
LANGUAGES = SHELLS | {"python"}
DEFAULT_TIMEOUT = 120.0
START_TIMEOUT = 90.0
OUTPUT_TAIL = 20

_FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})\s*(?P<info>[^`\s]*)[^`]*$")
_MARKER = re.compile(r"^\s*<!--\s*walk(?::\s*(?P<options>.*?))?\s*-->\s*$")
_SKIP = re.compile(r"^skip\b[\s:]*\(?(?P<reason>.*?)\)?$")
_NEEDS_SERVER = re.compile(r"\$\{?(?:API|URL|MOTO_ENDPOINT)\b|\b(?:localhost|127\.0\.0\.1):3000\b")
_DEFAULT_URL = re.compile(r"(?:https?://)?\b(?:localhost|127\.0\.0\.1):3000\b")


class UsageError(Exception):
    """The README or an option cannot be used; exit 2."""


@dataclass
class Block:
    """One fenced block: where it starts (the fence's line), its language, text and mark."""

    line: int
    language: str
    text: str
    #: ``None``: not marked; else the options after ``walk:`` ("" for a bare ``<!-- walk -->``).
    mark: str | None
    skip_reason: str | None = None
    expected_exit: int = 0
    timeout: float = DEFAULT_TIMEOUT
    scratch: bool = False

    @property
    def runnable(self) -> bool:
        return self.mark is not None and self.skip_reason is None

    def script(self) -> str:
        """The code to run: console blocks keep their ``$ `` commands (and continuations)."""
        if self.language != "console":
            return self.text
        commands: list[str] = []
        continuing = False
        for line in self.text.splitlines():
            if line.startswith("$ "):
                commands.append(line[2:])
            elif continuing or line.startswith("> "):
                commands.append(line[2:] if line.startswith("> ") else line)
            else:
                continue
            continuing = commands[-1].rstrip().endswith("\\")
        return "\n".join(commands) + "\n"


@dataclass
class Result:
    line: int
    language: str
    status: str  # ok | failed | skipped | unmarked (| runnable, with --list)
    reason: str = ""
    exit: int | None = None
    expected_exit: int = 0
    seconds: float = 0.0
    output: str = ""
    command: list[str] = field(default_factory=list)


def parse_options(block: Block, options: str, where: str) -> None:
    """``skip (why)``, or ``exit=N timeout=S cwd=scratch``."""
    skip = _SKIP.match(options)
    if skip:
        block.skip_reason = skip.group("reason").strip() or "marked skip"
        return
    for token in options.split():
        key, _, value = token.partition("=")
        try:
            if key == "exit":
                block.expected_exit = int(value)
            elif key == "timeout":
                block.timeout = float(value)
            elif key == "cwd" and value == "scratch":
                block.scratch = True
            else:
                raise ValueError(token)
        except ValueError:
            raise UsageError(
                f"{where}: unknown walk option {token!r}; use skip (why), exit=N, timeout=S "
                "or cwd=scratch"
            ) from None


def blocks_of(readme: Path) -> list[Block]:
    """Every fenced block of a runnable language, with its mark (CommonMark fences: a
    closing fence is at least as long as the opening one, of the same character)."""
    lines = readme.read_text(encoding="utf-8").splitlines()
    found: list[Block] = []
    index = 0
    while index < len(lines):
        opening = _FENCE.match(lines[index])
        if opening is None:
            index += 1
            continue
        fence, language = opening.group("fence"), opening.group("info").lower()
        body: list[str] = []
        end = index + 1
        while end < len(lines):
            stripped = lines[end].strip()
            if stripped.startswith(fence[0] * len(fence)) and set(stripped) == {fence[0]}:
                break
            body.append(lines[end])
            end += 1
        if language in LANGUAGES:
            mark = _mark_above(lines, index)
            block = Block(index + 1, language, "\n".join(body) + "\n", mark)
            if mark:
                parse_options(block, mark, f"{readme.name}:{index + 1}")
            found.append(block)
        index = end + 1
    return found


def _mark_above(lines: Sequence[str], fence_index: int) -> str | None:
    above = fence_index - 1
    while above >= 0 and not lines[above].strip():
        above -= 1
    marker = _MARKER.match(lines[above]) if above >= 0 else None
    if marker is None:
        return None
    return (marker.group("options") or "").strip()


# ---------------------------------------------------------------------------- the local run


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class LocalRun:
    url: str
    moto_endpoint: str
    process: subprocess.Popen[bytes]


def _banner_value(log: Path, label: str) -> str:
    for line in log.read_text(errors="replace").splitlines():
        if line.startswith(label + ":"):
            return line.split(":", 1)[1].strip().split()[0]
    return ""


@contextmanager
def local_run(scratch: Path) -> Iterator[LocalRun]:
    """The repository's local run on a free port (no AWS account, no Docker), stopped with
    Ctrl-C like a user stops it."""
    port = free_port()
    log = scratch / "local-run.log"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "SKILLS_"))}
    env["PORT"] = str(port)
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "localrun.server", "--retry-delay", "1"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"the local run exited early:\n{log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(url + "/openapi.json", timeout=2):
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    raise RuntimeError("the local run did not start in time") from None
                time.sleep(0.3)
        while not _banner_value(log, "in-memory AWS (moto)") and time.monotonic() < deadline:
            time.sleep(0.1)
        yield LocalRun(url, _banner_value(log, "in-memory AWS (moto)"), process)
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


# ---------------------------------------------------------------------------- walking


class Walker:
    """Runs blocks in order; starts the local run on first need and stops it in
    :meth:`close`."""

    def __init__(self, readme: Path, scratch: Path) -> None:
        self.readme = readme
        self.scratch = scratch
        self._server: LocalRun | None = None
        self._resources = ExitStack()

    def server(self) -> LocalRun:
        if self._server is None:
            self._server = self._resources.enter_context(local_run(self.scratch))
        return self._server

    def close(self) -> None:
        self._resources.close()

    def environment(self, server: LocalRun | None) -> dict[str, str]:
        env = dict(os.environ)
        bins = [str(ROOT / ".venv" / "bin"), str(Path(sys.executable).parent)]
        env["PATH"] = os.pathsep.join([*bins, env.get("PATH", "")])
        env["WALK_TMP"] = str(self.scratch)
        if server is not None:
            env.update(API=server.url, URL=server.url, MOTO_ENDPOINT=server.moto_endpoint)
        return env

    def run(self, block: Block) -> Result:
        result = Result(block.line, block.language, "ok", expected_exit=block.expected_exit)
        script = block.script()
        server = self.server() if _NEEDS_SERVER.search(script) else None
        if server is not None:
            host = server.url.removeprefix("http://")
            script = _DEFAULT_URL.sub(lambda m: server.url if "://" in m.group(0) else host, script)
        if block.language == "python":
            command = [sys.executable, "-c", script]
        else:
            command = ["bash", "-e", "-o", "pipefail", "-c", script]
        result.command = command[:-1]
        cwd = self.scratch if block.scratch else self.readme.parent
        started = time.monotonic()
        process = subprocess.Popen(
            command,
            cwd=cwd,
            env=self.environment(server),
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            start_new_session=True,  # a timeout ends the block's whole process group
        )
        try:
            output, _ = process.communicate(timeout=block.timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            output, _ = process.communicate()
            result.status, result.reason = "failed", f"timed out after {block.timeout:g} s"
        result.seconds = round(time.monotonic() - started, 2)
        result.exit = process.returncode
        result.output = output.decode("utf-8", errors="replace")
        if result.status == "ok" and process.returncode != block.expected_exit:
            result.status = "failed"
            result.reason = f"exit {process.returncode}, expected {block.expected_exit}"
        return result


def walk(readme: Path, *, fail_fast: bool = False, dry_run: bool = False) -> list[Result]:
    blocks = blocks_of(readme)
    results: list[Result] = []
    scratch = Path(tempfile.mkdtemp(prefix="readme-walk-"))
    walker = Walker(readme, scratch)
    try:
        for block in blocks:
            if block.mark is None:
                reason = "not marked" if block.language in SHELLS else "python, not marked"
                results.append(Result(block.line, block.language, "unmarked", reason))
            elif block.skip_reason is not None:
                results.append(Result(block.line, block.language, "skipped", block.skip_reason))
            elif dry_run:
                results.append(Result(block.line, block.language, "runnable"))
            else:
                results.append(walker.run(block))
                if fail_fast and results[-1].status == "failed":
                    break
    finally:
        walker.close()
        shutil.rmtree(scratch, ignore_errors=True)
    return results


def report(readme: Path, results: Sequence[Result]) -> str:
    lines = []
    for result in results:
        where = f"{readme.name}:{result.line}"
        detail = result.reason or (f"{result.seconds:.1f}s" if result.status == "ok" else "")
        lines.append(f"{where:<16} {result.language:<8} {result.status:<9} {detail}".rstrip())
        if result.status == "failed":
            tail = result.output.rstrip().splitlines()[-OUTPUT_TAIL:]
            lines.extend(f"    | {text}" for text in tail)
    counts = {s: sum(r.status == s for r in results) for s in ("ok", "failed")}
    skipped = sum(r.status == "skipped" for r in results)
    unmarked = sum(r.status == "unmarked" for r in results)
    runnable = sum(r.status == "runnable" for r in results)
    walked = (
        f"{runnable} runnable block(s)"
        if runnable
        else f"walked {counts['ok'] + counts['failed']} block(s): {counts['ok']} ok, "
        f"{counts['failed']} failed"
    )
    lines.append(f"{walked}; {skipped} skipped; {unmarked} not marked")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    parser.add_argument("readme", nargs="?", default=str(ROOT / "README.md"))
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--list", action="store_true", help="list the blocks, run nothing")
    parser.add_argument("--fail-fast", action="store_true", help="stop at the first failure")
    ns = parser.parse_args(argv)
    readme = Path(ns.readme).resolve()
    if not readme.is_file():
        print(f"readme_walk: {readme}: no such file", file=sys.stderr)
        return 2
    try:
        results = walk(readme, fail_fast=ns.fail_fast, dry_run=ns.list)
    except UsageError as exc:
        print(f"readme_walk: {exc}", file=sys.stderr)
        return 2
    failed = any(result.status == "failed" for result in results)
    if ns.json:
        document = {"readme": str(readme), "ok": not failed}
        print(json.dumps({**document, "blocks": [asdict(r) for r in results]}, indent=2))
    else:
        print(report(readme, results))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
