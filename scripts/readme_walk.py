"""Walk a README top to bottom as a reader would: run every fenced shell block marked runnable,
in order, in one terminal session, and report each block's result (issue #23: a README that
runs as written, not only inside its walker).

The convention (any README can follow it):

- A block runs when the nearest non-blank line above its opening fence is the HTML comment
  ``<!-- walk -->`` (invisible on GitHub). Languages: ``bash``, ``sh``, ``shell``, ``zsh``
  (the block is one bash script), ``console`` (only lines starting with ``$ `` run; the
  rest is sample output, shown to readers, not checked) and ``python`` (run with the
  session's ``python3``, as a reader would paste it into ``python3 -``).
- ``<!-- walk: skip (why) -->`` lists the block as skipped with the reason, e.g.
  ``<!-- walk: skip (needs AWS) -->`` before ``sam deploy``. Unmarked shell blocks are
  reported as "not marked" and never run.
- Options after ``walk:``, space-separated: ``exit=N`` (the block must exit with N, e.g. a
  ``validate --strict`` that must fail), ``timeout=S`` (default 120 s) and ``background``
  (the block runs "in another terminal", like ``make run``: it is started, and the walk goes
  on once it printed a line starting ``export `` — that line is then run in the session, as a
  reader pastes what the banner printed; it is stopped with Ctrl-C when the walk ends).
- The session is a reader's second terminal: it starts in the README's directory with the
  caller's environment minus anything the project could have preset (``AWS_*``, ``SKILLS_*``,
  a virtualenv, ``PYTHONPATH``; ``HOME`` is a fresh empty directory), and every block runs
  with ``bash -e -o pipefail`` so a failing command fails it. What a block exports and the
  directory it ends in carry over to the next block (shell variables that are not exported
  do not). The walker sets nothing else — no address, no scratch directory, no ``PATH``
  entry — except ``PORT`` (a free port) for a background block, as ``PORT=8080 make run``
  would, so a walk never collides with a server already on 3000.
- When the README's directory is a git checkout, the walk fails if the blocks left files in
  it (``git status --porcelain`` gained lines): examples work in folders they make.

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
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHELLS = frozenset({"bash", "sh", "shell", "zsh", "console"})
LANGUAGES = SHELLS | {"python"}
DEFAULT_TIMEOUT = 120.0
OUTPUT_TAIL = 20

_FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})\s*(?P<info>[^`\s]*)[^`]*$")
_MARKER = re.compile(r"^\s*<!--\s*walk(?::\s*(?P<options>.*?))?\s*-->\s*$")
_SKIP = re.compile(r"^skip\b[\s:]*\(?(?P<reason>.*?)\)?$")
#: What a reader's fresh terminal lacks: nothing the project (or a previous run) preset.
_PRESET_PREFIXES = ("AWS_", "SKILLS_", "WALK_")
_PRESET = frozenset(
    {"VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "API", "URL", "MOTO_ENDPOINT", "PORT"}
)


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
    background: bool = False

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
    """``skip (why)``, or ``exit=N timeout=S background``."""
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
            elif key == "background" and not value:
                block.background = True
            else:
                raise ValueError(token)
        except ValueError:
            raise UsageError(
                f"{where}: unknown walk option {token!r}; use skip (why), exit=N, timeout=S "
                "or background"
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


# ---------------------------------------------------------------------------- the session


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def reader_environment(home: Path) -> dict[str, str]:
    """A fresh terminal's environment: the caller's, without what the project could preset."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(_PRESET_PREFIXES) and k not in _PRESET
    }
    paths = env.get("PATH", "/usr/local/bin:/usr/bin:/bin").split(os.pathsep)
    env["PATH"] = os.pathsep.join(p for p in paths if "/.venv" not in p and "venv/bin" not in p)
    env["HOME"] = str(home)
    return env


@dataclass
class Background:
    """A block running "in another terminal", stopped with Ctrl-C when the walk ends."""

    process: subprocess.Popen[bytes]
    log: Path


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is not None:
        return
    os.killpg(process.pid, signal.SIGINT)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


# ---------------------------------------------------------------------------- walking


class Walker:
    """Runs blocks in order in one session: each block starts from the exports and the
    directory the previous one ended with."""

    def __init__(self, readme: Path, scratch: Path) -> None:
        self.readme = readme
        self.scratch = scratch  # the walker's own files (state, logs, HOME), never the reader's
        home = scratch / "home"
        home.mkdir()
        self.env = reader_environment(home)
        self.state = scratch / "state.sh"
        self.state.write_text("", encoding="utf-8")
        self.cwd = readme.parent
        self._background: list[Background] = []

    def close(self) -> None:
        for job in reversed(self._background):
            _stop(job.process)

    def _wrapped(self, body: Path, language: str, next_state: Path, next_cwd: Path) -> str:
        keep = (
            f'trap \'s=$?; if [ "$s" -eq 0 ]; then export -p > "{next_state}"; '
            f'pwd > "{next_cwd}"; fi\' EXIT\n'
        )
        run = f'exec python3 "{body}"\n' if language == "python" else f'. "{body}"\n'
        return f'. "{self.state}"\ncd "{self.cwd}"\n{keep}{run}'

    def run(self, block: Block, index: int) -> Result:
        result = Result(block.line, block.language, "ok", expected_exit=block.expected_exit)
        body = self.scratch / f"block-{index}.{'py' if block.language == 'python' else 'sh'}"
        body.write_text(block.script(), encoding="utf-8")
        next_state, next_cwd = self.scratch / f"state-{index}.sh", self.scratch / f"cwd-{index}"
        wrapper = self._wrapped(body, block.language, next_state, next_cwd)
        command = ["bash", "-e", "-o", "pipefail", "-c", wrapper]
        result.command = command[:-1]
        if block.background:
            return self._start(block, result, command, index)
        started = time.monotonic()
        process = subprocess.Popen(
            command,
            cwd=self.cwd,
            env=self.env,
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
        if result.status == "ok" and next_state.is_file():
            self.state = next_state
            self.cwd = Path(next_cwd.read_text(encoding="utf-8").strip())
        return result

    def _start(self, block: Block, result: Result, command: list[str], index: int) -> Result:
        """Start the block and wait for its ``export …`` line; paste that into the session."""
        log = self.scratch / f"background-{index}.log"
        env = {**self.env, "PORT": str(free_port())}
        with log.open("wb") as out:
            process = subprocess.Popen(
                command,
                cwd=self.cwd,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
        self._background.append(Background(process, log))
        started = time.monotonic()
        pasted = None
        while pasted is None and time.monotonic() - started < block.timeout:
            lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
            pasted = next((ln.strip() for ln in lines if ln.strip().startswith("export ")), None)
            if pasted is None and process.poll() is not None:
                break
            time.sleep(0.2)
        result.seconds = round(time.monotonic() - started, 2)
        if pasted is None:
            exited = process.poll()
            _stop(process)
            result.status = "failed"
            result.exit = process.returncode
            result.output = log.read_text(encoding="utf-8", errors="replace")
            result.reason = (
                f"exited {exited} before printing an export line"
                if exited is not None
                else f"printed no export line in {block.timeout:g} s"
            )
            return result
        state = self.scratch / f"state-{index}.sh"
        state.write_text(self.state.read_text(encoding="utf-8") + pasted + "\n", encoding="utf-8")
        self.state = state
        result.output = pasted + "\n"
        return result


def checkout_status(directory: Path) -> list[str] | None:
    """``git status --porcelain`` of the README's checkout (``None``: not a checkout)."""
    try:
        done = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=all"],
            cwd=directory,
            capture_output=True,
            text=True,
            check=False,
        )
    except OSError:
        return None
    return done.stdout.splitlines() if done.returncode == 0 else None


def walk(readme: Path, *, fail_fast: bool = False, dry_run: bool = False) -> list[Result]:
    blocks = blocks_of(readme)
    results: list[Result] = []
    scratch = Path(tempfile.mkdtemp(prefix="readme-walk-"))
    before = None if dry_run else checkout_status(readme.parent)
    walker = Walker(readme, scratch)
    try:
        for index, block in enumerate(blocks):
            if block.mark is None:
                reason = "not marked" if block.language in SHELLS else "python, not marked"
                results.append(Result(block.line, block.language, "unmarked", reason))
            elif block.skip_reason is not None:
                results.append(Result(block.line, block.language, "skipped", block.skip_reason))
            elif dry_run:
                results.append(Result(block.line, block.language, "runnable"))
            else:
                results.append(walker.run(block, index))
                if fail_fast and results[-1].status == "failed":
                    break
    finally:
        walker.close()
        shutil.rmtree(scratch, ignore_errors=True)
    after = None if before is None else checkout_status(readme.parent)
    if before is not None and after is not None:
        left = sorted(set(after) - set(before))
        if left:
            output = "\n".join(left) + "\n"
            reason = f"the blocks left {len(left)} change(s) in the checkout"
            results.append(Result(0, "checkout", "failed", reason, output=output))
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
