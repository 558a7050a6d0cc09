"""``skillsctl completion``: the scripts come from the real parser, so every subcommand (also
ones added later) is completed, the bash script is valid bash, and a missing shtab is one
clear error line."""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from skills_core import cli
from skills_core.cli import completion
from skills_core.cli.main import COMMANDS, build_parser

BASH = shutil.which("bash")
needs_bash = pytest.mark.skipif(BASH is None, reason="bash is not installed")


def subcommands() -> set[str]:
    [action] = [a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return set(action.choices)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def complete(script: Path, cwd: Path, *words: str) -> list[str]:
    """What bash offers after ``words`` (the last word is the one being completed)."""
    assert BASH is not None
    line = " ".join(words)
    program = (
        'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); '
        f"COMP_LINE={line!r}; COMP_POINT=${{#COMP_LINE}}; "
        '_shtab_skillsctl; printf "%s\\n" "${COMPREPLY[@]}"'
    )
    result = subprocess.run(
        [BASH, "--norc", "--noprofile", "-c", program, "bash", str(script), *words],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    return [word for word in result.stdout.splitlines() if word]


@pytest.fixture(scope="module")
def bash_script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("completion") / "skillsctl.bash"
    path.write_text(completion.script("bash", build_parser()))
    return path


def test_completion_is_a_command_and_lists_the_shells() -> None:
    assert completion in COMMANDS
    assert "completion" in subcommands()
    assert completion.SHELLS == ("bash", "zsh", "tcsh")


def test_bash_script_names_every_subcommand(bash_script: Path) -> None:
    text = bash_script.read_text()
    match = re.search(r"^_shtab_skillsctl_subparsers=\(([^)]*)\)$", text, re.MULTILINE)
    assert match is not None, "no subcommand list in the script"
    assert set(match.group(1).split()) == subcommands()
    assert "complete -o bashdefault -F _shtab_skillsctl skillsctl" in text


@needs_bash
def test_bash_script_is_valid_bash(bash_script: Path) -> None:
    assert BASH is not None
    result = subprocess.run(
        [BASH, "-n", str(bash_script)], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


@needs_bash
def test_bash_completes_commands_options_shells_and_paths(
    bash_script: Path, tmp_path: Path
) -> None:
    assert set(complete(bash_script, tmp_path, "skillsctl", "")) == subcommands()
    assert complete(bash_script, tmp_path, "skillsctl", "comp") == ["completion"]
    assert complete(bash_script, tmp_path, "skillsctl", "completion", "") == [
        "bash",
        "zsh",
        "tcsh",
    ]
    assert complete(bash_script, tmp_path, "skillsctl", "validate", "--st") == ["--strict"]
    (tmp_path / "my-skills").mkdir()
    assert "my-skills" in complete(bash_script, tmp_path, "skillsctl", "validate", "my-")


@pytest.mark.parametrize("shell", ["zsh", "tcsh"])
def test_zsh_and_tcsh_scripts_name_every_subcommand(shell: str) -> None:
    text = completion.script(shell, build_parser())
    for command in subcommands():
        assert re.search(rf"\b{re.escape(command)}\b", text), (shell, command)


def test_command_prints_the_script_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "completion", "bash")
    assert code == 0
    assert err == ""
    assert out == completion.script("bash", build_parser())


def test_unknown_shell_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "completion", "fish")
    assert code == 2
    assert out == ""
    assert "invalid choice: 'fish'" in err


def test_missing_shtab_is_one_clear_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "shtab", None)  # import shtab -> ModuleNotFoundError
    code, out, err = run(capsys, "completion", "bash")
    assert code == 1
    assert out == ""
    assert err.splitlines() == [f"skillsctl: error: {completion.INSTALL_HINT}"]
    assert "pip install 'serverless-skills[completion]'" in err


def test_cli_start_up_does_not_import_shtab() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from skills_core.cli.main import build_parser; build_parser(); "
            "print('shtab' in sys.modules)",
        ],
        cwd=Path(__file__).resolve().parents[2],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
