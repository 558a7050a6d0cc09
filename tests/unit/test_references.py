"""@path reference resolution in a slash command's request (SPEC §4)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from skills_core.errors import SkillPathDeniedError
from skills_core.prompt.references import (
    CUMULATIVE_MARKER,
    MAX_FILE_BYTES,
    MAX_TRAILING_TRIES,
    fenced_block,
    language_for,
    resolve_references,
)


def render(text: str, roots: list[Path], **kw: object) -> str:
    return resolve_references(text, roots, **kw).render()  # type: ignore[arg-type]


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "project"
    folder.mkdir()
    return folder


def test_resolves_and_appends_a_fenced_block(root: Path) -> None:
    (root / "src").mkdir()
    (root / "src" / "index.ts").write_text("export const x = 1;\n")
    out = render("Review @src/index.ts please", [root])
    assert out == (
        "Review @src/index.ts please\n\nsrc/index.ts:\n```typescript\nexport const x = 1;\n```"
    )


def test_content_without_trailing_newline(root: Path) -> None:
    (root / "a.json").write_text('{"a": 1}')
    assert render("@a.json", [root]) == '@a.json\n\na.json:\n```json\n{"a": 1}\n```'


def test_several_references_in_order(root: Path) -> None:
    (root / "a.py").write_text("A\n")
    (root / "b.yml").write_text("B\n")
    out = render("@b.yml then @a.py", [root])
    assert out == "@b.yml then @a.py\n\nb.yml:\n```yaml\nB\n```\n\na.py:\n```python\nA\n```"


def test_result_structure(root: Path) -> None:
    (root / "a.py").write_text("A\n")
    result = resolve_references("x @a.py", [root])
    assert result.text == "x @a.py"
    assert [r.reference for r in result.references] == ["a.py"]
    assert result.references[0].path == os.path.realpath(root / "a.py")
    assert result.references[0].language == "python"
    assert result.references[0].content == "A\n"


@pytest.mark.parametrize(
    ("name", "language"),
    [
        ("x.py", "python"),
        ("x.ts", "typescript"),
        ("x.js", "javascript"),
        ("x.json", "json"),
        ("x.yaml", "yaml"),
        ("x.yml", "yaml"),
        ("x.md", "markdown"),
        ("x.sh", "bash"),
        ("X.PY", "python"),
        ("Dockerfile", "dockerfile"),
        ("x.unknownext", ""),
        ("noext", ""),
    ],
)
def test_language_from_extension(name: str, language: str) -> None:
    assert language_for(name) == language


def test_unknown_extension_has_no_language(root: Path) -> None:
    (root / "data.zzz").write_text("z\n")
    assert render("@data.zzz", [root]).endswith("data.zzz:\n```\nz\n```")


def test_fence_is_longer_than_backticks_inside() -> None:
    block = fenced_block("f.md", "```\ncode\n````\n", "markdown")
    assert block == "f.md:\n`````markdown\n```\ncode\n````\n`````"


def test_email_and_mid_word_at_are_not_references(root: Path) -> None:
    text = "mail me@example.com or a@b"
    assert render(text, [root]) == text


def test_reference_at_start_and_after_newline(root: Path) -> None:
    (root / "a.txt").write_text("A")
    out = render("@a.txt\n@a.txt", [root])
    # The second reference to the same file is appended once.
    assert out == "@a.txt\n@a.txt\n\na.txt:\n```text\nA\n```"


def test_trailing_punctuation_is_stripped_when_the_stripped_path_exists(root: Path) -> None:
    (root / "notes.md").write_text("N\n")
    out = render("see (@notes.md), and @notes.md.", [root])
    assert out.startswith("see (@notes.md), and @notes.md.\n\nnotes.md:\n")
    assert out.count("notes.md:\n") == 1


def test_punctuation_kept_when_the_file_name_has_it(root: Path) -> None:
    (root / "v1.").write_text("dot\n")
    (root / "v1").write_text("nodot\n")
    out = render("@v1.", [root])
    assert out == "@v1.\n\nv1.:\n```\ndot\n```"


def test_missing_file_stays_with_marker(root: Path) -> None:
    assert render("check @nope.txt, then", [root]) == (
        "check @nope.txt [Skipped: file not found], then"
    )


def test_binary_file_stays_with_marker(root: Path) -> None:
    (root / "img.png").write_bytes(b"\x89PNG\x00\x00")
    (root / "latin1.txt").write_bytes(b"caf\xe9")
    out = render("@img.png @latin1.txt", [root])
    assert out == "@img.png [Skipped: binary file] @latin1.txt [Skipped: binary file]"


def test_directory_stays_with_marker(root: Path) -> None:
    (root / "sub").mkdir()
    assert render("@sub", [root]) == "@sub [Skipped: not a regular file]"


def test_per_file_cap(root: Path) -> None:
    (root / "big.log").write_bytes(b"x" * (MAX_FILE_BYTES + 1))
    (root / "fits.log").write_bytes(b"y" * MAX_FILE_BYTES)
    out = render("@big.log @fits.log", [root])
    assert out.startswith("@big.log [Skipped: file exceeds 1024KB limit] @fits.log\n\nfits.log:\n")


def test_cumulative_cap_marker(root: Path) -> None:
    chunk = b"a" * (900 * 1024)
    for name in ("one.log", "two.log", "three.log"):
        (root / name).write_bytes(chunk)
    (root / "small.txt").write_text("s\n")
    result = resolve_references("@one.log @two.log @three.log @small.txt", [root])
    assert result.text == "@one.log @two.log @three.log @small.txt"
    assert [r.reference for r in result.references] == ["one.log", "two.log", "small.txt"]
    assert result.appendix[2] == (
        "[Skipped: cumulative resolved size would exceed 2048KB limit]: @three.log"
    )
    assert CUMULATIVE_MARKER == "[Skipped: cumulative resolved size would exceed 2048KB limit]"
    rendered = result.render()
    assert "\n\n[Skipped: cumulative resolved size would exceed 2048KB limit]: @three.log\n\n" in (
        rendered
    )
    assert rendered.endswith("small.txt:\n```text\ns\n```")


def test_exactly_two_mib_fits(root: Path) -> None:
    (root / "a").write_bytes(b"a" * MAX_FILE_BYTES)
    (root / "b").write_bytes(b"b" * MAX_FILE_BYTES)
    result = resolve_references("@a @b", [root])
    assert len(result.references) == 2


def test_at_most_ten_references(root: Path) -> None:
    for i in range(12):
        (root / f"f{i}.txt").write_text(f"content {i}\n")
    text = " ".join(f"@f{i}.txt" for i in range(12))
    result = resolve_references(text, [root])
    assert [r.reference for r in result.references] == [f"f{i}.txt" for i in range(10)]
    assert result.text == text


def test_eleventh_missing_reference_is_left_untouched(root: Path) -> None:
    text = " ".join(f"@m{i}" for i in range(11))
    out = render(text, [root])
    assert out.count("[Skipped: file not found]") == 10
    assert out.endswith("@m9 [Skipped: file not found] @m10")


def test_outside_root_is_denied(root: Path, tmp_path: Path) -> None:
    (tmp_path / "secret.txt").write_text("secret")
    with pytest.raises(SkillPathDeniedError) as info:
        render("@../secret.txt", [root])
    assert info.value.code == "SKILL_PATH_DENIED"


def test_absolute_path_outside_root_is_denied(root: Path) -> None:
    with pytest.raises(SkillPathDeniedError):
        render("@/etc/passwd", [root])


def test_missing_file_outside_root_is_denied_too(root: Path) -> None:
    with pytest.raises(SkillPathDeniedError):
        render("@../does-not-exist.txt,", [root])


def test_absolute_path_inside_root_resolves(root: Path) -> None:
    (root / "a.txt").write_text("A")
    out = render(f"@{root / 'a.txt'}", [root])
    assert out.endswith(":\n```text\nA\n```")


def test_absolute_path_inside_second_root_resolves(root: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "b.md").write_text("B\n")
    out = render(f"@{other / 'b.md'}", [root, other])
    assert out.endswith("```markdown\nB\n```")


def test_relative_refs_use_the_first_root(root: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "b.md").write_text("B\n")
    assert render("@b.md", [root, other]) == "@b.md [Skipped: file not found]"


def test_symlink_escaping_root_is_denied(root: Path, tmp_path: Path) -> None:
    (tmp_path / "secret.txt").write_text("secret")
    os.symlink(tmp_path / "secret.txt", root / "link.txt")
    with pytest.raises(SkillPathDeniedError):
        render("@link.txt", [root])


def test_symlinked_directory_escaping_root_is_denied(root: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "x.txt").write_text("x")
    os.symlink(outside, root / "dir")
    with pytest.raises(SkillPathDeniedError):
        render("@dir/x.txt", [root])


def test_symlink_inside_root_resolves(root: Path) -> None:
    (root / "real.txt").write_text("R")
    os.symlink(root / "real.txt", root / "alias.txt")
    assert render("@alias.txt", [root]).endswith("alias.txt:\n```text\nR\n```")


def test_home_reference_resolves_when_home_is_a_root(root: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "notes.md").write_text("H\n")
    out = render("@~/notes.md", [root, home], home=str(home))
    assert out == "@~/notes.md\n\n~/notes.md:\n```markdown\nH\n```"


def test_home_reference_denied_when_home_is_not_a_root(root: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "notes.md").write_text("H\n")
    with pytest.raises(SkillPathDeniedError, match="home directory"):
        render("@~/notes.md", [root], home=str(home))


def test_home_reference_uses_expanduser_by_default(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "n.txt").write_text("H")
    monkeypatch.setenv("HOME", str(home))
    assert render("@~/n.txt", [home]).endswith("```text\nH\n```")


def test_home_reference_cannot_escape_home(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (tmp_path / "secret.txt").write_text("s")
    with pytest.raises(SkillPathDeniedError):
        render("@~/../secret.txt", [home], home=str(home))


def test_no_roots_leaves_text_untouched_without_filesystem_access(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def boom(*args: object, **kwargs: object) -> None:
        raise AssertionError("filesystem touched")

    monkeypatch.setattr(os.path, "realpath", boom)
    monkeypatch.setattr(os, "stat", boom)
    text = "@/etc/passwd @../x @~/y"
    result = resolve_references(text, [])
    assert result.render() == text
    assert result.references == ()


def test_nul_in_reference_is_denied(root: Path) -> None:
    with pytest.raises(SkillPathDeniedError):
        render("@a\x00b", [root])


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("@../secret.txt", "@../secret.txt"),
        ("@link.txt", "@link.txt"),
        ("@~/notes.md", "@~/notes.md"),
        ("@a\x00b", "@a\\u0000b"),
    ],
)
def test_denials_quote_the_reference_as_written_and_no_host_path(
    root: Path, tmp_path: Path, text: str, written: str
) -> None:
    """The message names what the user wrote; never a root, the home directory or the path a
    reference resolved to (those are the server's)."""
    (tmp_path / "secret.txt").write_text("secret")
    os.symlink(tmp_path / "secret.txt", root / "link.txt")
    home = tmp_path / "home"
    home.mkdir()
    with pytest.raises(SkillPathDeniedError) as info:
        render(text, [root], home=str(home))
    message = info.value.message
    assert f'"{written}"' in message
    assert str(tmp_path) not in message and str(root) not in message
    assert "SKILLS_REFERENCE_ROOTS" in message or "NUL" in message


def test_a_long_reference_is_cut_in_the_message(root: Path) -> None:
    with pytest.raises(SkillPathDeniedError) as info:
        render("@/" + "x" * 5_000, [root])
    assert len(info.value.message) < 400


def test_trailing_punctuation_tries_are_bounded(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``@x))))…`` costs at most MAX_TRAILING_TRIES + 1 path resolutions, not one per
    character."""
    calls: list[str] = []
    real = os.path.realpath

    def counting(path: str, *args: object, **kwargs: object) -> str:
        calls.append(path)
        return real(path)

    monkeypatch.setattr(os.path, "realpath", counting)
    out = render("@notes" + ")" * 10_000, [root])
    assert "[Skipped: file not found]" in out
    assert len(calls) <= MAX_TRAILING_TRIES + 2
