"""The README's Python example runs as written (extracted from README.md itself)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def python_blocks() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", text, flags=re.DOTALL)


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
