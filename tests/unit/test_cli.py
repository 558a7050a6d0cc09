"""``skillsctl`` local subcommands (validate, catalog, activate, serve dispatch) and the error
contract: one ``skillsctl: error:`` line, a non-zero exit, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from skills_core import cli
from skills_core.cli import catalog as catalog_cmd
from skills_core.cli import validate as validate_cmd
from skills_core.compose.registry import create_registry
from skills_core.prompt.activation import activate
from skills_core.sources.fs import DirectorySource, bundled_dir

from .helpers import skill_text, write_folder_skill, write_loose_skill

BUNDLED = str(bundled_dir())
BUNDLED_COUNT = sum(1 for p in bundled_dir().iterdir() if (p / "SKILL.md").is_file())


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    assert "Traceback" not in out
    return code, out, err


def error_lines(err: str) -> list[str]:
    return [line for line in err.splitlines() if line.startswith("skillsctl: error: ")]


@pytest.fixture
def skills(tmp_path: Path) -> Path:
    """Two folder skills (one with a file and args) and one loose skill."""
    root = tmp_path / "skills"
    folder = write_folder_skill(
        root,
        "docker-ops",
        "Docker container and image management. Use when building images.",
        body="Run docker $1 on $2.\nAll: $ALL",
        tags="[docker, deployment]",
    )
    (folder / "references").mkdir()
    (folder / "references" / "cheatsheet.md").write_text("# Cheats\n")
    write_folder_skill(root, "code-review", "Perform code review", body="Review the diff.")
    write_loose_skill(root, "notes", "Take notes. Use when asked to summarise.", body="Notes.")
    return root


# -- usage ------------------------------------------------------------------------------------


def test_no_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys)
    assert code == 2
    assert "usage: skillsctl" in err


def test_unknown_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "validate", BUNDLED, "--strictest")
    assert code == 2
    assert "unrecognized arguments: --strictest" in err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--version")
    assert code == 0
    assert out.startswith("skillsctl ")


def test_help_lists_every_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    for command in ("validate", "catalog", "activate", "sync", "save", "serve"):
        assert command in out


# -- validate ---------------------------------------------------------------------------------


def test_validate_bundled_strict_is_clean(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "validate", BUNDLED, "--strict")
    assert code == 0
    assert out == ""
    assert err.strip() == f"{BUNDLED_COUNT} skills checked, 0 errors, 0 warnings"


def test_validate_invalid_skill_names_file_and_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "SKILL.md").write_text("---\nname: bad\n---\nNo description.\n")
    code, out, err = run(capsys, "validate", str(tmp_path))
    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"{bad / 'SKILL.md'}: [description] error: ")
    assert "1 skill checked, 1 error, 0 warnings" in err


def test_validate_warnings_alone_exit_zero(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    write_folder_skill(tmp_path, "odd", "An odd skill", colour="blue")
    code, out, err = run(capsys, "validate", str(tmp_path))
    assert code == 0
    assert f"{tmp_path / 'odd' / 'SKILL.md'}: [colour] warning: unknown field" in out
    assert "1 skill checked, 0 errors, 1 warning" in err


def test_validate_strict_turns_profile_breaches_into_errors(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    assert run(capsys, "validate", str(skills))[0] == 0
    code, out, _ = run(capsys, "validate", str(skills), "--strict")
    assert code == 1
    assert "[tags] error: strict: top-level field 'tags'" in out
    assert f"{skills / 'notes.md'}: error: strict: a skill must be a folder" in out


def test_validate_json_parses(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "SKILL.md").write_text("---\nname: bad\n---\nNo description.\n")
    write_folder_skill(tmp_path, "odd", "An odd skill", colour="blue")
    code, out, err = run(capsys, "validate", str(tmp_path), "--json")
    assert code == 1
    problems = json.loads(out)
    assert {(p["level"], p["field"]) for p in problems} == {
        ("error", "description"),
        ("warning", "colour"),
    }
    assert all(set(p) == {"level", "location", "field", "message"} for p in problems)
    assert err == ""


def test_validate_json_clean_is_empty_list(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "validate", BUNDLED, "--strict", "--json")
    assert code == 0
    assert json.loads(out) == []


def test_validate_missing_path(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "nope"
    code, out, err = run(capsys, "validate", str(missing), f"{BUNDLED}/docker-ops")
    assert code == 1
    assert out.strip() == f"{missing}: error: path does not exist; check the spelling"
    assert "1 skill checked, 1 error" in err


def test_validate_single_file_and_folder(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    code, _, err = run(
        capsys, "validate", str(skills / "docker-ops"), str(skills / "notes.md"), "--strict"
    )
    assert code == 1
    assert "2 skills checked" in err


NO_SKILLS = "a skill is <name>/SKILL.md or <name>.md"


@pytest.mark.parametrize("strict", [[], ["--strict"]])
@pytest.mark.parametrize("kind", ["empty folder", "folder without skills", "text file"])
def test_validate_without_skills_is_one_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str, strict: list[str]
) -> None:
    target = tmp_path
    if kind == "folder without skills":
        (tmp_path / "notes.txt").write_text("not a skill")
        (tmp_path / "empty-folder").mkdir()
    elif kind == "text file":
        target = tmp_path / "notes.txt"
        target.write_text("---\ndescription: not markdown\n---\nx\n")
    code, out, err = run(capsys, "validate", str(target), *strict)
    assert code == 1
    assert out == ""
    assert err.splitlines() == [f"skillsctl: error: no skills found in {target}: {NO_SKILLS}"]


def test_validate_empty_path_beside_skills_is_an_error_line(
    capsys: pytest.CaptureFixture[str], skills: Path, tmp_path: Path
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    code, out, err = run(capsys, "validate", str(skills / "docker-ops"), str(empty))
    assert code == 1
    assert out.strip() == f"{empty}: error: no skills found; {NO_SKILLS}"
    assert "1 skill checked, 1 error, 0 warnings" in err
    code, out, _ = run(capsys, "validate", str(empty), "--json")
    assert code == 1
    assert json.loads(out) == [
        {
            "level": "error",
            "location": str(empty),
            "field": None,
            "message": f"no skills found; {NO_SKILLS}",
        }
    ]


def test_validate_unreadable_file_is_an_error_line(
    capsys: pytest.CaptureFixture[str], skills: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def denied(path: Any, *, strict: bool = False) -> Any:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(validate_cmd, "lint_path", denied)
    code, out, _ = run(capsys, "validate", str(skills / "notes.md"))
    assert code == 1
    assert out.strip() == f"{skills / 'notes.md'}: error: cannot read: Permission denied"


# -- catalog ----------------------------------------------------------------------------------


def test_catalog_default_style(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    code, out, err = run(capsys, "catalog", str(skills))
    assert code == 0
    assert out == (
        "AVAILABLE SKILLS (activate with use_skill tool):\n"
        "- code-review: Perform code review\n"
        "- docker-ops: Docker container and image management. Use when building images. "
        "[docker, deployment]\n"
        "- notes: Take notes. Use when asked to summarise.\n"
        "When a user request matches a skill, call use_skill with the skill name.\n"
    )
    assert err == ""


def test_catalog_load_skill_and_xml_styles(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    code, out, _ = run(capsys, "catalog", str(skills), "--style", "load_skill")
    assert code == 0
    assert out.startswith("Available skills:\n- code-review: Perform code review\n")
    assert "load_skill" in out.splitlines()[-1]
    code, out, _ = run(capsys, "catalog", str(skills), "--style", "xml")
    assert code == 0
    assert out.splitlines()[0] == "<available_skills>"
    assert (
        "<skill><name>code-review</name><description>Perform code review</description></skill>"
        in out
    )


def test_catalog_unknown_style_is_usage_error(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    code, _, err = run(capsys, "catalog", str(skills), "--style", "html")
    assert code == 2
    assert "invalid choice: 'html'" in err


def test_catalog_max_chars_fits(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "catalog", BUNDLED, "--max-chars", "300")
    assert code == 0
    text = out.rstrip("\n")
    assert len(text) <= 300
    assert "more skills not listed" in text


def test_catalog_max_chars_too_small(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    code, out, err = run(capsys, "catalog", str(skills), "--max-chars", "10")
    assert code == 1
    assert out == ""
    lines = error_lines(err)
    assert len(lines) == 1
    assert "max_chars=10 is too small" in lines[0]
    assert "Use max_chars >=" in lines[0]


def test_catalog_max_chars_not_a_number(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    code, _, err = run(capsys, "catalog", str(skills), "--max-chars", "lots")
    assert code == 2
    assert "--max-chars" in err


def test_catalog_registry_warnings_go_to_stderr_once(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    (skills / "broken").mkdir()
    (skills / "broken" / "SKILL.md").write_text("---\nname: broken\n---\nNo description.\n")
    code, out, err = run(capsys, "catalog", str(skills))
    assert code == 0
    assert "broken" not in out
    assert "- docker-ops:" in out
    warnings = [line for line in err.splitlines() if line.startswith("skillsctl: warning: ")]
    assert len(warnings) == 1
    assert 'skipped invalid skill "broken"' in warnings[0]


def test_catalog_json(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    (skills / "broken").mkdir()
    (skills / "broken" / "SKILL.md").write_text("---\nname: broken\n---\nNo description.\n")
    code, out, err = run(capsys, "catalog", str(skills), "--json")
    assert code == 0
    body = json.loads(out)
    assert set(body) == {"catalog", "skills", "warnings"}
    assert body["catalog"] == run(capsys, "catalog", str(skills))[1].rstrip("\n")
    assert [s["name"] for s in body["skills"]] == ["code-review", "docker-ops", "notes"]
    assert body["skills"][1]["tags"] == ["docker", "deployment"]
    assert len(body["warnings"]) == 1 and 'skipped invalid skill "broken"' in body["warnings"][0]
    assert 'skipped invalid skill "broken"' in err


def test_catalog_missing_path(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "catalog", str(tmp_path / "nope"))
    assert code == 1
    assert out == ""
    assert error_lines(err) == [
        f"skillsctl: error: {tmp_path / 'nope'}: path does not exist; check the spelling"
    ]


def test_catalog_empty_folder_warns(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "catalog", str(tmp_path))
    assert code == 0
    assert out == ""
    assert "no skills found" in err


def test_catalog_of_one_skill_folder_and_one_file(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    code, out, _ = run(capsys, "catalog", str(skills / "docker-ops"), str(skills / "notes.md"))
    assert code == 0
    names = [line.split(":")[0] for line in out.splitlines() if line.startswith("- ")]
    assert names == ["- docker-ops", "- notes"]


def test_catalog_rejects_other_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    other = tmp_path / "x.txt"
    other.write_text("hello")
    code, _, err = run(capsys, "catalog", str(other))
    assert code == 1
    assert "not a folder of skills, a skill folder or a .md file" in err


# -- activate ---------------------------------------------------------------------------------


def test_activate_with_args(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    code, out, err = run(capsys, "activate", "docker-ops", "build", "myapp", "--from", str(skills))
    assert code == 0
    assert err == ""
    assert out == (
        "# docker-ops Skill Activated\n\n"
        "Run docker build on myapp.\nAll: build myapp\n\n"
        "Skill directory: skills/docker-ops/\n"
        "Files (read with read_skill_file):\n"
        "- references/cheatsheet.md\n\n"
        '## Skill Arguments\n[\n  "build",\n  "myapp"\n]\n'
    )


def test_activate_json_is_the_http_body(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    text = run(capsys, "activate", "docker-ops", "build", "myapp", "--from", str(skills))[1]
    code, out, err = run(
        capsys, "activate", "docker-ops", "build", "myapp", "--from", str(skills), "--json"
    )
    assert code == 0
    assert err == ""
    body = json.loads(out)
    assert body["name"] == "docker-ops"
    assert body["content"] + "\n" == text
    registry = create_registry(sources=[DirectorySource(skills)], tenancy="multi")
    assert body == activate(registry, "docker-ops", ["build", "myapp"]).to_dict()


def test_activate_without_args_leaves_placeholders(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    code, out, _ = run(capsys, "activate", "docker-ops", "--from", str(skills))
    assert code == 0
    assert "Run docker $1 on $2." in out
    assert "## Skill Arguments" not in out


def test_activate_args_after_from_and_dashed_args(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    code, out, _ = run(
        capsys, "activate", "docker-ops", "--from", str(skills), "--", "build", "--no-cache"
    )
    assert code == 0
    assert "Run docker build on --no-cache." in out
    code, out, _ = run(capsys, "activate", "docker-ops", "--from", str(skills), "push", "img")
    assert code == 0
    assert "Run docker push on img." in out


def test_activate_dashed_arg_without_separator_is_usage_error(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    code, _, err = run(capsys, "activate", "docker-ops", "--from", str(skills), "--no-cache")
    assert code == 2
    assert "put '--' before skill arguments" in err


def test_activate_unknown_name_lists_available(
    capsys: pytest.CaptureFixture[str], skills: Path
) -> None:
    code, out, err = run(capsys, "activate", "dokcer-ops", "--from", str(skills))
    assert code == 1
    assert out == ""
    assert error_lines(err) == [
        'skillsctl: error: unknown skill "dokcer-ops"; available: code-review, docker-ops, notes'
    ]


def test_activate_later_from_wins(
    capsys: pytest.CaptureFixture[str], skills: Path, tmp_path: Path
) -> None:
    other = tmp_path / "other"
    write_folder_skill(other, "code-review", "Another review", body="Second source.")
    code, out, _ = run(
        capsys, "activate", "code-review", "--from", str(skills), "--from", str(other)
    )
    assert code == 0
    assert "Second source." in out


def test_verbose_shows_shadowing(
    capsys: pytest.CaptureFixture[str], skills: Path, tmp_path: Path
) -> None:
    other = tmp_path / "other"
    write_folder_skill(other, "code-review", "Another review", body="Second source.")
    argv = ["activate", "code-review", "--from", str(skills), "--from", str(other)]
    assert "info" not in run(capsys, *argv)[2]
    code, _, err = run(capsys, "--verbose", *argv)
    assert code == 0
    assert f'skillsctl: info: Skill "code-review" from "fs:{other}" shadows "fs:{skills}"' in err


def test_activate_needs_from(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "activate", "docker-ops")
    assert code == 2
    assert "--from" in err


def test_activate_empty_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "activate", "docker-ops", "--from", str(tmp_path))
    assert code == 1
    assert "no skills found in" in error_lines(err)[0]


def test_activate_loose_file(capsys: pytest.CaptureFixture[str], skills: Path) -> None:
    code, out, _ = run(capsys, "activate", "notes", "--from", str(skills / "notes.md"))
    assert code == 0
    assert out == "# notes Skill Activated\n\nNotes.\n"


# -- serve ------------------------------------------------------------------------------------


def fake_server(monkeypatch: pytest.MonkeyPatch, result: int = 0) -> list[list[str] | None]:
    calls: list[list[str] | None] = []

    def main(argv: list[str] | None = None) -> int:
        calls.append(argv)
        return result

    module = types.ModuleType("localrun.server")
    module.main = main  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "localrun.server", module)
    return calls


def test_serve_dispatches_flags(capsys: pytest.CaptureFixture[str], monkeypatch: Any) -> None:
    calls = fake_server(monkeypatch)
    code, _, _ = run(capsys, "serve", "--port", "3001", "--host", "127.0.0.1", "--tenant", "acme")
    assert code == 0
    assert calls == [["--port", "3001", "--host", "127.0.0.1", "--tenant", "acme"]]


def test_serve_defaults_are_the_servers(
    capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    calls = fake_server(monkeypatch, result=3)
    code, _, _ = run(capsys, "serve")
    assert code == 3
    assert calls == [[]]
    calls.clear()
    assert run(capsys, "serve", "--moto-port", "5000", "--no-seed")[0] == 3
    assert calls == [["--moto-port", "5000", "--no-seed"]]


def test_serve_forwards_the_review_refresh_and_model_flags(
    capsys: pytest.CaptureFixture[str], monkeypatch: Any
) -> None:
    calls = fake_server(monkeypatch)
    argv = ["serve", "--no-review-scope", "--refresh-seconds", "5", "--bedrock-model-id", "m-1"]
    assert run(capsys, *argv)[0] == 0
    assert calls == [["--refresh-seconds", "5.0", "--bedrock-model-id", "m-1", "--no-review-scope"]]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["serve", "--port", "http"], "port must be a number"),
        (["serve", "--port", "70000"], "port must be between 0 and 65535"),
        (["serve", "--tenant", "bad tenant"], "invalid tenant 'bad tenant'"),
    ],
)
def test_serve_bad_flags(
    capsys: pytest.CaptureFixture[str], monkeypatch: Any, argv: list[str], message: str
) -> None:
    calls = fake_server(monkeypatch)
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert message in err
    assert calls == []


def test_serve_without_the_local_server(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "localrun.server", None)
    code, _, err = run(capsys, "serve")
    assert code == 1
    assert error_lines(err) == [
        "skillsctl: error: skillsctl serve runs the local API from a repository checkout (git "
        "clone …, then make run); it is not part of the installed package"
    ]


def test_serve_server_usage_error_returns_its_code(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    module = types.ModuleType("localrun.server")

    def main(argv: list[str] | None = None) -> int:
        raise SystemExit(2)

    module.main = main  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "localrun.server", module)
    assert run(capsys, "serve")[0] == 2


# -- the error contract -----------------------------------------------------------------------


def test_keyboard_interrupt_exits_130(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, skills: Path
) -> None:
    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(catalog_cmd, "build_skill_catalog", interrupted)
    code, _, err = run(capsys, "catalog", str(skills))
    assert code == 130
    assert error_lines(err) == ["skillsctl: error: interrupted"]


def test_unexpected_exception_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, skills: Path
) -> None:
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("boom\nsecond line")

    monkeypatch.setattr(catalog_cmd, "build_skill_catalog", broken)
    code, _, err = run(capsys, "catalog", str(skills))
    assert code == 1
    assert err.count("\n") == 1
    assert err.startswith("skillsctl: error: unexpected RuntimeError: boom second line")


def test_os_error_is_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, skills: Path
) -> None:
    def denied(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(13, "Permission denied", "/some/file")

    monkeypatch.setattr(catalog_cmd, "create_registry", denied)
    code, _, err = run(capsys, "catalog", str(skills))
    assert code == 1
    assert error_lines(err) == ["skillsctl: error: /some/file: Permission denied"]


def test_skills_core_log_warnings_are_shown(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKILLS_BODY_WARN_CHARS", "10")
    write_folder_skill(tmp_path, "long", "A long skill", body="x" * 50)
    code, out, err = run(capsys, "activate", "long", "--from", str(tmp_path))
    assert code == 0
    assert "x" * 50 in out
    assert 'skillsctl: warning: Skill "long" body is 50 chars' in err


def test_save_rejects_a_bad_tenant_before_any_aws_call(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "x.md"
    file.write_text(skill_text(None, "A skill"))
    code, _, err = run(capsys, "save", str(file), "--table", "t", "--tenant", "acme/x")
    assert code == 2
    assert "invalid tenant 'acme/x'" in err


def test_save_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "save", str(tmp_path / "x.md"), "--table", "t", "--tenant", "acme")
    assert code == 1
    assert error_lines(err) == [
        f"skillsctl: error: {tmp_path / 'x.md'}: file does not exist; check the spelling"
    ]


def test_save_oversized_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    file = tmp_path / "big.md"
    file.write_text(skill_text(None, "A big skill", body="x" * (1024 * 1024)))
    code, _, err = run(capsys, "save", str(file), "--table", "t", "--tenant", "acme")
    assert code == 1
    assert error_lines(err) == [
        f"skillsctl: error: {file}: file is larger than 1024 KiB, the limit for a skill file; "
        "move long material into files beside SKILL.md"
    ]


def test_save_invalid_skill_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    file = tmp_path / "x.md"
    file.write_text("---\nname: x\n---\nNo description.\n")
    code, _, err = run(capsys, "save", str(file), "--table", "t", "--tenant", "acme")
    assert code == 1
    assert len(error_lines(err)) == 1
    assert "field 'description' is required" in err


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("bucket/prefix", "is not an S3 URL"),
        ("s3:///prefix", "names no bucket"),
        ("s3://bucket//x", "empty path segment"),
    ],
)
def test_sync_bad_url_is_usage_error(
    capsys: pytest.CaptureFixture[str], skills: Path, target: str, message: str
) -> None:
    code, _, err = run(capsys, "sync", str(skills), target)
    assert code == 2
    assert message in err


def test_console_entry_point() -> None:
    """The module runs as a program (the console script calls the same ``main``)."""
    result = subprocess.run(
        [sys.executable, "-m", "skills_core.cli", "validate", BUNDLED, "--strict"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert f"{BUNDLED_COUNT} skills checked, 0 errors, 0 warnings" in result.stderr
