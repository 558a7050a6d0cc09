"""The public names of SPEC §2 are importable from ``skills_core``, lazily: importing the
package loads neither botocore nor the adapters, and the names type checkers see are the
names the package exports."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import skills_core

ROOT = Path(__file__).resolve().parents[2]
SPEC_NAMES = [
    "define_skill",
    "load_skills",
    "SkillRecord",
    "SkillMetadata",
    "Skill",
    "SkillSource",
    "SkillStore",
    "InlineSource",
    "FsSkillSources",
    "BundledSkillSource",
    "S3SkillSource",
    "DynamoDBSkillStore",
    "create_registry",
    "SkillRegistry",
    "build_skill_catalog",
    "use_skill",
    "read_skill_file",
    "parse_invocation",
    "invoke_slash_command",
    "substitute_args",
    "limit_skill_body",
    "TruncationResult",
    "save_generated_skill",
    "SaveResult",
    "tool_definitions",
    "call_tool",
    "SkillError",
    "SkillInvalidError",
    "SkillNotFoundError",
    "SkillCollisionError",
    "SkillStoreUnavailableError",
    "SkillPathDeniedError",
    "SkillToolClashError",
]


def test_every_spec_name_resolves() -> None:
    for name in SPEC_NAMES:
        assert getattr(skills_core, name) is not None, name
    assert set(SPEC_NAMES) <= set(skills_core.__all__)


def test_every_exported_name_resolves_to_its_module() -> None:
    for name in skills_core.__all__:
        value = getattr(skills_core, name)
        assert getattr(value, "__name__", name) == name


def test_type_checking_block_matches_the_export_table() -> None:
    tree = ast.parse((ROOT / "skills_core" / "__init__.py").read_text())
    guarded = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
    )
    seen = {
        alias.name: node.module
        for node in guarded.body
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    assert seen == skills_core._EXPORTS


def test_importing_the_package_loads_no_botocore() -> None:
    code = (
        "import sys, skills_core, skills_core.format, skills_core.compose.registry, "
        "skills_core.prompt.activation, skills_core.service; "
        "assert 'botocore' not in sys.modules, 'botocore loaded'; "
        "skills_core.create_registry; assert 'botocore' not in sys.modules"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_unknown_attribute_is_an_attribute_error() -> None:
    try:
        skills_core.no_such_name  # noqa: B018
    except AttributeError as exc:
        assert "no_such_name" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("expected AttributeError")


@pytest.mark.parametrize(
    ("module", "absent"),
    [
        # Served from snapshots, a catalog reads no YAML and scans nothing.
        ("handlers.http.catalog", ("yaml", "skills_core.governance.scanner")),
        # Not a REST API: no resolver, no OpenAPI machinery.
        (
            "handlers.http.mcp",
            ("yaml", "skills_core.governance.scanner", "aws_lambda_powertools.event_handler"),
        ),
        (
            "handlers.generation.generate",
            ("aws_lambda_powertools.event_handler", "handlers.http.app"),
        ),
        ("handlers.http.activation", ("yaml", "skills_core.governance.scanner")),
        # A save loads the scanner and PyYAML with its first write, not at import.
        ("handlers.http.save", ("yaml", "skills_core.governance.scanner")),
    ],
)
def test_a_function_imports_only_what_every_request_needs(
    module: str, absent: tuple[str, ...]
) -> None:
    """The import-time budget of issue #9 is kept by loading heavy modules on first use; this
    pins which ones (counted, not timed)."""
    code = (
        f"import sys, {module}; "
        f"loaded = [m for m in {list(absent)!r} if m in sys.modules]; "
        "assert not loaded, loaded"
    )
    env = {
        **os.environ,
        "SKILLS_TABLE": "t",
        "SKILLS_BUCKET": "b",
        "AWS_DEFAULT_REGION": "us-east-1",
    }
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 0, result.stderr[-2000:]
