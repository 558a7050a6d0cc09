"""Where the environment is read (SPEC §2, issue 19 part 4): once per process by each entry
point (a function's cold start in ``handlers/runtime.py``, ``skillsctl`` in
``skills_core/cli/main.py``) and, in the library, only by ``settings_or_env`` (a public
function called without settings). Everything else is handed its settings."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from skills_core.settings import Settings, settings_or_env

ROOT = Path(__file__).resolve().parents[2]
#: The only callers of ``Settings.from_env``, and why.
READERS = {
    "skills_core/settings.py": "settings_or_env: the library's one read at a public entry point",
    "skills_core/cli/main.py": "skillsctl reads its settings once per run",
    "handlers/runtime.py": "every function reads its settings once, at cold start",
}


def from_env_calls(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "from_env"
    ]


def test_only_the_entry_points_read_the_environment() -> None:
    found = {
        str(path.relative_to(ROOT)): lines
        for package in ("skills_core", "handlers")
        for path in sorted((ROOT / package).rglob("*.py"))
        if (lines := from_env_calls(path))
    }
    assert set(found) == set(READERS), found
    assert all(len(lines) == 1 for lines in found.values()), found


def test_settings_or_env_reads_the_environment_only_without_settings(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    given = Settings(review="optional")
    monkeypatch.setenv("SKILLS_REVIEW", "required")
    assert settings_or_env(given) is given
    assert settings_or_env(None).review == "required"
    assert settings_or_env().review == "required"
