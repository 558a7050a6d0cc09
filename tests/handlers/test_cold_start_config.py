"""The configuration is validated once, at cold start (module import), with a clear message."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "module",
    [
        "handlers.http.catalog",
        "handlers.http.activation",
        "handlers.http.save",
        "handlers.generation.generate",
    ],
)
@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("SKILLS_TENANCY", "both"),
        ("SKILLS_BODY_MAX_CHARS", "lots"),
        ("SKILLS_BODY_CACHE_SIZE", "-1"),
    ],
)
def test_bad_environment_fails_the_import_naming_the_variable(
    module: str, variable: str, value: str
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLS_")}
    env.update({variable: value, "AWS_DEFAULT_REGION": "us-east-1"})
    result = subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode != 0
    assert f"invalid configuration: {variable}" in result.stderr


def test_good_environment_imports() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKILLS_")}
    env.update({"SKILLS_TENANCY": "single", "AWS_DEFAULT_REGION": "us-east-1"})
    result = subprocess.run(
        [sys.executable, "-c", "import handlers.http.catalog"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr


def test_config_model_bounds() -> None:
    from skills_core.settings import ConfigError, Settings

    with pytest.raises(ConfigError, match="SKILLS_MAX_SKILL_BYTES"):
        Settings.from_env({"SKILLS_MAX_SKILL_BYTES": "500000"})
    config = Settings.from_env(
        {
            "SKILLS_MAX_SKILL_BYTES": "1000",
            "SKILLS_REFERENCE_ROOTS": "/a::/b",
            "SKILLS_NO_BUNDLED": "YES",
            "SKILLS_TENANCY": " Single ",
            "SKILLS_BUCKET": " ",
        }
    )
    assert config.max_skill_bytes == 1000 and config.reference_roots == ("/a", "/b")
    assert config.no_bundled is True and config.tenancy == "single" and config.bucket is None
