"""The README's Python example runs as written (extracted from README.md itself)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def python_blocks() -> list[str]:
    """The python blocks of the README's "Use the library" section, in order."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Use the library\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, flags=re.DOTALL)


def test_readme_example_is_ten_lines_or_so() -> None:
    blocks = python_blocks()
    assert blocks, "README.md has no python example"
    lines = [line for line in blocks[0].splitlines() if line.strip()]
    assert len(lines) <= 12


def test_readme_example_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(python_blocks()[0], "README.md", "exec"), {"__name__": "readme"})
    printed = out.getvalue()
    assert printed.startswith("AVAILABLE SKILLS (activate with use_skill tool):")
    assert "- greet: Greet someone by name." in printed
    assert "- docker-ops:" in printed
    assert "# greet Skill Activated" in printed
    assert "Say hello to Ada." in printed
    assert '"Ada"' in printed  # the arguments section


def shell_blocks() -> list[tuple[int, str]]:
    """Every bash/sh/console block of the README, with the line of its opening fence."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = []
    for match in re.finditer(r"^```(?:bash|sh|shell|console)\n(.*?)^```", text, re.M | re.S):
        found.append((text.count("\n", 0, match.start()) + 1, match.group(1)))
    return found


def test_shell_examples_run_on_a_system_without_python_or_a_fixed_port() -> None:
    """Debian and Ubuntu have `python3`, not `python`; `PORT=` moves the API, so examples read
    `$API` (the line `make run` prints), never a hard-coded 127.0.0.1:3000 address."""
    blocks = shell_blocks()
    assert len(blocks) > 10
    bare = re.compile(r"(?:^|[\s;&|(])python(?![\w.-])")
    for line, block in blocks:
        code = "\n".join(re.sub(r"(?:^|\s)#.*", "", row) for row in block.splitlines())
        assert not bare.search(code), f"README.md:{line}: call python3 or .venv/bin/python"
        assert "API=http" not in code, f"README.md:{line}: use the $API the banner exports"
        assert "$WALK_TMP" not in code, f"README.md:{line}: a reader has no $WALK_TMP"


def test_the_xml_catalog_example_keeps_every_description(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The README's ``skillsctl catalog … --style xml --max-chars N`` shows descriptions (a
    budget too small for the bundled skills' tags lists bare names, SPEC §3)."""
    from skills_core.cli import main

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    [command] = re.findall(r"^skillsctl catalog bundled_skills --style xml [^\n]*$", text, re.M)
    monkeypatch.chdir(ROOT)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(command.split()[1:]) == 0
    skills = [line for line in out.getvalue().splitlines() if line.startswith("<skill>")]
    assert skills and all("<description>" in line for line in skills)
