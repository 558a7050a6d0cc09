"""Slash commands: parsing and the constructed prompt (SPEC §4)."""

from __future__ import annotations

from pathlib import Path

import pytest

from skills_core.compose.registry import SkillRegistry, create_registry
from skills_core.errors import (
    BadRequestError,
    SkillInvalidError,
    SkillNotFoundError,
    SkillPathDeniedError,
)
from skills_core.prompt.limits import MAX_COMMAND_CHARS, MAX_COMMAND_WORDS
from skills_core.prompt.slash import (
    Invocation,
    InvocationArgs,
    default_roots,
    invoke_slash_command,
    parse_invocation,
    split_args,
)
from skills_core.settings import Settings


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("SKILLS_BODY_MAX_CHARS", "SKILLS_BODY_WARN_CHARS", "SKILLS_TENANCY"):
        monkeypatch.delenv(name, raising=False)


def literal(name: str, body: str) -> dict[str, str]:
    return {
        "name": name,
        "content": f"---\nname: {name}\ndescription: The {name} skill\n---\n{body}",
    }


def multi(*skills: dict[str, str]) -> SkillRegistry:
    return create_registry(skills=list(skills), tenancy="multi")


def single(tmp_path: Path, *skills: dict[str, str]) -> SkillRegistry:
    env = {"SKILLS_NO_BUNDLED": "1", "HOME": str(tmp_path / "nohome")}
    return create_registry(
        skills=list(skills), tenancy="single", cwd=tmp_path, settings=Settings.from_env(env)
    )


# --- parsing -------------------------------------------------------------------------------


def test_parse_seed_example() -> None:
    invocation = parse_invocation("/docker-ops build myapp:latest --no-cache")
    assert invocation == Invocation(
        "docker-ops",
        InvocationArgs(("build", "myapp:latest", "--no-cache"), "build myapp:latest --no-cache"),
    )


def test_parse_without_args() -> None:
    assert parse_invocation("/review") == Invocation("review", InvocationArgs((), ""))
    assert parse_invocation("  /review   ") == Invocation("review", InvocationArgs((), ""))


def test_raw_is_stripped_but_keeps_inner_text() -> None:
    invocation = parse_invocation("/s   a  'b  c'\n  d  ")
    assert invocation.args.raw == "a  'b  c'\n  d"
    assert invocation.args.positional == ("a", "b  c", "d")


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ('"hello world" x', ["hello world", "x"]),
        ("'single quoted' y", ["single quoted", "y"]),
        ('--msg="fix bug" --force', ["--msg=fix bug", "--force"]),
        ("a''b", ["ab"]),
        ('"" x', ["", "x"]),
        ('"it\'s" fine', ["it's", "fine"]),
        ("'say \"hi\"'", ['say "hi"']),
        (r'"a \"quoted\" word"', ['a "quoted" word']),
        (r'"back\\slash"', ["back\\slash"]),
        (r'"keep \n"', ["keep \\n"]),
        (r"C:\Users\me", ["C:\\Users\\me"]),
        ("tabs\tand\nnewlines", ["tabs", "and", "newlines"]),
        ("", []),
    ],
)
def test_split_args(raw: str, words: list[str]) -> None:
    assert split_args(raw) == words


@pytest.mark.parametrize("raw", ['"open', "it's", "a 'b", '"x\\"'])
def test_unbalanced_quotes_are_a_clear_error(raw: str) -> None:
    with pytest.raises(SkillInvalidError, match="unbalanced"):
        parse_invocation(f"/s {raw}")


@pytest.mark.parametrize("text", ["docker-ops build", "", "   ", "hello /s"])
def test_text_without_a_leading_slash_command_is_invalid(text: str) -> None:
    with pytest.raises(SkillInvalidError, match="starts with '/'"):
        parse_invocation(text)


@pytest.mark.parametrize("text", ["/", "/ build", "/Docker build", "/a/b", "/../x"])
def test_slash_without_a_valid_name_is_invalid(text: str) -> None:
    with pytest.raises(SkillInvalidError, match="skill name"):
        parse_invocation(text)


# --- prompt --------------------------------------------------------------------------------


def test_prompt_exact_format() -> None:
    reg = multi(literal("docker-ops", "Build $2 with $1 ($COUNT): $ALL"))
    prompt = invoke_slash_command(reg, "/docker-ops build myapp:latest --no-cache")
    assert prompt == (
        "[Skill: docker-ops activated]\n\n"
        "Build myapp:latest with build (3): build myapp:latest --no-cache\n\n"
        "User request: build myapp:latest --no-cache"
    )


def test_prompt_quoted_arg_substitution() -> None:
    reg = multi(literal("commit", "Message: $1 / last: $LAST"))
    prompt = invoke_slash_command(reg, '/commit "fix the bug" now')
    assert prompt == (
        "[Skill: commit activated]\n\nMessage: fix the bug / last: now\n\n"
        'User request: "fix the bug" now'
    )


def test_prompt_without_args_leaves_placeholders() -> None:
    prompt = invoke_slash_command(multi(literal("s", "Use $1 $ALL")), "/s")
    assert prompt == "[Skill: s activated]\n\nUse $1 $ALL\n\nUser request: "


def test_args_with_placeholders_are_not_re_expanded() -> None:
    prompt = invoke_slash_command(multi(literal("s", "[$1][$2]")), "/s $2 $ALL")
    assert "[$2][$ALL]" in prompt


def test_body_is_limited(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_BODY_MAX_CHARS", "4")
    prompt = invoke_slash_command(multi(literal("s", "abcdefgh")), "/s x")
    assert prompt.startswith(
        "[Skill: s activated]\n\nabcd\n\n[... Skill body truncated: 8 chars total, 4 shown.\n"
    )
    assert prompt.endswith("\n\nUser request: x")


def test_unknown_skill() -> None:
    with pytest.raises(SkillNotFoundError) as info:
        invoke_slash_command(multi(literal("s", "b")), "/nope x")
    assert info.value.available == ["s"]


def test_references_resolved_with_explicit_roots_in_multi(tmp_path: Path) -> None:
    (tmp_path / "app.py").write_text("print('hi')\n")
    prompt = invoke_slash_command(
        multi(literal("review", "Review $1")), "/review @app.py", roots=[tmp_path]
    )
    assert prompt == (
        "[Skill: review activated]\n\nReview @app.py\n\nUser request: @app.py"
        "\n\napp.py:\n```python\nprint('hi')\n```"
    )


def test_multi_tenancy_default_roots_leave_references_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "app.py").write_text("SECRET")
    monkeypatch.chdir(tmp_path)
    reg = multi(literal("review", "Review"))
    assert default_roots(reg) == []
    prompt = invoke_slash_command(reg, "/review @app.py @../../etc/passwd")
    assert prompt.endswith("User request: @app.py @../../etc/passwd")
    assert "SECRET" not in prompt


def test_single_tenancy_default_root_is_cwd(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "notes.md").write_text("N\n")
    monkeypatch.chdir(tmp_path)
    reg = single(tmp_path, literal("s", "Body"))
    assert default_roots(reg) == [str(tmp_path)]
    prompt = invoke_slash_command(reg, "/s @notes.md")
    assert prompt.endswith("User request: @notes.md\n\nnotes.md:\n```markdown\nN\n```")


def test_single_tenancy_outside_cwd_is_denied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    (tmp_path / "secret.txt").write_text("s")
    monkeypatch.chdir(work)
    reg = single(work, literal("s", "Body"))
    with pytest.raises(SkillPathDeniedError):
        invoke_slash_command(reg, "/s @../secret.txt")


def test_explicit_empty_roots_in_single_tenancy_disable_resolution(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "notes.md").write_text("N\n")
    monkeypatch.chdir(tmp_path)
    prompt = invoke_slash_command(single(tmp_path, literal("s", "B")), "/s @notes.md", roots=[])
    assert prompt.endswith("User request: @notes.md")


def test_body_references_are_never_resolved(tmp_path: Path) -> None:
    (tmp_path / "secret.txt").write_text("TOP SECRET")
    reg = multi(literal("s", f"Body reads @secret.txt and @{tmp_path / 'secret.txt'} and $1"))
    prompt = invoke_slash_command(reg, "/s @secret.txt", roots=[tmp_path])
    # Only the request's reference is inlined, once; the body's stay as written.
    assert prompt.count("TOP SECRET") == 1
    assert "Body reads @secret.txt and @" in prompt
    # The argument substituted into the body is not resolved there either.
    assert "and @secret.txt\n\nUser request: @secret.txt\n\nsecret.txt:\n" in prompt


def test_missing_reference_marker_in_prompt(tmp_path: Path) -> None:
    prompt = invoke_slash_command(
        multi(literal("s", "B")), "/s look at @gone.txt", roots=[tmp_path]
    )
    assert prompt.endswith("User request: look at @gone.txt [Skipped: file not found]")


def test_home_reference_via_slash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "todo.txt").write_text("T\n")
    monkeypatch.setenv("HOME", str(home))
    reg = multi(literal("s", "B"))
    with pytest.raises(SkillPathDeniedError):
        invoke_slash_command(reg, "/s @~/todo.txt", roots=[tmp_path / "elsewhere"])
    prompt = invoke_slash_command(reg, "/s @~/todo.txt", roots=[tmp_path, home])
    assert prompt.endswith("~/todo.txt:\n```text\nT\n```")


def test_command_length_and_word_count_are_bounded() -> None:
    assert len(parse_invocation("/s " + "w " * MAX_COMMAND_WORDS).args.positional) == 10_000
    with pytest.raises(BadRequestError, match="more than 10000 words"):
        parse_invocation("/s " + "w " * (MAX_COMMAND_WORDS + 1))
    with pytest.raises(BadRequestError, match="longer than 65536 characters"):
        parse_invocation("/s " + "x" * MAX_COMMAND_CHARS)


def test_errors_do_not_echo_the_whole_input() -> None:
    with pytest.raises(SkillInvalidError) as unbalanced:
        parse_invocation('/s "' + "secret " * 1_000)
    assert "secret" not in unbalanced.value.message
    with pytest.raises(SkillInvalidError) as bad_name:
        parse_invocation("/" + "X" * 5_000)
    assert len(bad_name.value.message) < 300


def test_slash_body_is_bounded_by_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKILLS_BODY_MAX_CHARS", "100")
    prompt = invoke_slash_command(
        multi(literal("s", "$ALL " * 10_000)), "/s " + "abcdefgh " * 5_000, roots=[]
    )
    body = prompt.split("\n\n")[1]
    assert body == ("abcdefgh " * 12)[:100]
    assert "chars total, 100 shown." in prompt
