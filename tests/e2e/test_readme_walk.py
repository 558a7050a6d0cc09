"""``scripts/readme_walk.py`` walks a README top to bottom (issue #11): the fixture README in
tests/data/readme_walk/ has one block of every kind with a known outcome; the repository's own
README.md is walked when it has marked blocks. Run as a user runs it: a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "readme_walk.py"
FIXTURE = ROOT / "tests" / "data" / "readme_walk" / "README.md"


def walk(
    readme: Path, *args: str, timeout: float = 600, env: dict[str, str] | None = None
) -> tuple[int, dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(readme), "--json", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return done.returncode, report


def statuses(report: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [(b["language"], b["status"], b["reason"]) for b in report["blocks"]]


def test_the_fixture_readme_walks_with_every_outcome() -> None:
    preset = {**os.environ, "SKILLS_REVIEW": "required", "AWS_REGION": "eu-west-1", "API": "x"}
    preset["PATH"] = f"{ROOT / '.venv' / 'bin'}{os.pathsep}{preset['PATH']}"
    code, report = walk(FIXTURE, env=preset)
    assert (code, report["ok"]) == (0, True), json.dumps(report, indent=2)
    assert statuses(report) == [
        ("bash", "ok", ""),  # from the README's directory; exports $WHERE
        ("console", "ok", ""),  # only the `$ ` lines ran (and a continuation); $WHERE carried
        ("sh", "ok", ""),  # exit=3 expected and got
        ("bash", "ok", ""),  # cd "$WHERE"
        ("bash", "ok", ""),  # started where the previous block ended
        ("bash", "ok", ""),  # background: its `export API=…` line pasted into the session
        ("bash", "ok", ""),  # $API reaches the background server
        ("python", "ok", ""),  # nothing preset reached it: no SKILLS_/AWS_, no venv
        ("bash", "skipped", "needs AWS"),  # `exit 99` never ran
        ("bash", "unmarked", "not marked"),  # `exit 1` never ran
    ]
    assert [b["line"] for b in report["blocks"]] == [8, 17, 28, 35, 40, 48, 65, 72, 82, 89]
    assert report["blocks"][2]["exit"] == 3
    assert report["blocks"][5]["output"].startswith("export API=http://127.0.0.1:")


def test_a_walk_that_leaves_files_in_the_checkout_fails(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    readme = tmp_path / "README.md"
    readme.write_text(
        "<!-- walk -->\n```bash\nmkdir -p my-skills && touch my-skills/a.md\n```\n\n"
        '<!-- walk -->\n```bash\ncd "$(mktemp -d)" && touch fine.md\n```\n',
        encoding="utf-8",
    )
    code, report = walk(readme, timeout=120)
    assert (code, report["ok"]) == (1, False)
    *blocks, checkout = report["blocks"]
    assert [b["status"] for b in blocks] == ["ok", "ok"]
    assert (checkout["language"], checkout["status"]) == ("checkout", "failed")
    assert checkout["output"] == "?? README.md\n?? my-skills/a.md\n" or (
        checkout["output"] == "?? my-skills/a.md\n"
    )


def test_a_background_block_that_prints_no_export_line_fails(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(
        "<!-- walk: background -->\n```bash\necho starting; exit 1\n```\n\n"
        "<!-- walk: background timeout=2 -->\n```bash\nsleep 60\n```\n",
        encoding="utf-8",
    )
    code, report = walk(readme, timeout=120)
    assert code == 1
    died, silent = report["blocks"]
    assert (died["status"], died["reason"]) == ("failed", "exited 1 before printing an export line")
    assert died["output"] == "starting\n"
    assert (silent["status"], silent["reason"]) == ("failed", "printed no export line in 2 s")


def test_a_failing_block_fails_the_walk_and_shows_its_output(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(
        "<!-- walk -->\n```bash\necho before\nfalse\necho never\n```\n\n"
        "<!-- walk: exit=2 -->\n```bash\nexit 0\n```\n\n"
        "<!-- walk: timeout=1 -->\n```bash\nsleep 30\n```\n\n"
        "<!-- walk -->\n```bash\necho fine\n```\n",
        encoding="utf-8",
    )
    code, report = walk(readme, timeout=120)
    assert (code, report["ok"]) == (1, False)
    first, wrong_exit, slow, fine = report["blocks"]
    assert (first["status"], first["reason"]) == ("failed", "exit 1, expected 0")
    assert first["output"] == "before\n"  # bash -e stopped at `false`
    assert (wrong_exit["status"], wrong_exit["reason"]) == ("failed", "exit 0, expected 2")
    assert (slow["status"], slow["reason"]) == ("failed", "timed out after 1 s")
    assert slow["seconds"] < 10
    assert fine["status"] == "ok"  # the walk goes on after a failure
    _, fast = walk(readme, "--fail-fast", timeout=120)
    assert [b["status"] for b in fast["blocks"]] == ["failed"]


def test_the_text_report_names_lines_and_output_tails(tmp_path: Path) -> None:
    readme = tmp_path / "GUIDE.md"
    readme.write_text("<!-- walk -->\n```bash\necho oops >&2\nexit 4\n```\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(readme)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 1
    assert "GUIDE.md:2" in done.stdout
    assert "failed    exit 4, expected 0" in done.stdout and "    | oops" in done.stdout
    assert done.stdout.rstrip().endswith(
        "walked 1 block(s): 0 ok, 1 failed; 0 skipped; 0 not marked"
    )


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("<!-- walk: exit=one -->\n```bash\ntrue\n```\n", "unknown walk option 'exit=one'"),
        ("<!-- walk: retries=3 -->\n```bash\ntrue\n```\n", "unknown walk option 'retries=3'"),
    ],
)
def test_bad_marks_are_usage_errors(tmp_path: Path, text: str, says: str) -> None:
    readme = tmp_path / "README.md"
    readme.write_text(text, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(readme)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 2 and says in done.stderr and "README.md:2" in done.stderr


def test_the_repository_readme_walks() -> None:
    listed = subprocess.run(
        [sys.executable, str(SCRIPT), str(ROOT / "README.md"), "--json", "--list"],
        capture_output=True,
        text=True,
        check=True,
    )
    blocks = json.loads(listed.stdout)["blocks"]
    if not any(b["status"] in ("runnable", "skipped") for b in blocks):
        pytest.skip("README.md has no <!-- walk --> marked blocks yet")
    unmarked = [b["line"] for b in blocks if b["status"] == "unmarked"]
    assert not unmarked, f"README.md lines {unmarked}: mark each block walk or skip (why)"
    code, report = walk(ROOT / "README.md")
    failed = [b for b in report["blocks"] if b["status"] == "failed"]
    assert code == 0 and not failed, json.dumps(failed, indent=2)
