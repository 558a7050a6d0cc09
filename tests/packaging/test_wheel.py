"""The wheel as a user gets it: built from this checkout, installed into a fresh venv, used from
a folder that is not the checkout.

How it stays offline and fast (~5 s):

- build: ``pip wheel --no-deps --no-build-isolation --no-index`` with the project venv's
  hatchling (a dev extra), so no build environment is downloaded;
- install: a venv made with ``python -m venv --without-pip`` (no ``--system-site-packages``),
  and the wheel installed into it by the project's pip (``pip --python <venv>``) with
  ``--no-deps --no-index``;
- runtime dependencies (boto3, pydantic, ...): one ``.pth`` line pointing at the project venv's
  site-packages. A directory named in a ``.pth`` file is appended to ``sys.path`` but its own
  ``.pth`` files are not run, so the project's editable install (which maps the checkout) stays
  inert; each test still proves that ``skills_core`` is imported from the fresh venv and that
  ``handlers``, ``localrun``, ``tests`` and ``scripts`` cannot be imported, from a temporary
  working directory with ``PYTHONPATH`` cleared.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import sysconfig
import textwrap
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = ROOT / "bundled_skills"
SERVICE_PACKAGES = ("handlers", "localrun", "tests", "scripts")
#: What hatchling leaves out of any tree (its built-in exclusions, and .gitignore's *.pyc).
BUILD_JUNK = ("__pycache__", ".DS_Store")

pytestmark = pytest.mark.slow


def bundled_names() -> set[str]:
    return {p.name for p in BUNDLED.iterdir() if (p / "SKILL.md").is_file()}


def bundled_files() -> frozenset[str]:
    """Every file of every bundled skill, relative to ``bundled_skills/``."""
    return frozenset(
        path.relative_to(BUNDLED).as_posix()
        for path in BUNDLED.rglob("*")
        if path.is_file()
        and not any(part in BUILD_JUNK for part in path.parts)
        and path.suffix not in (".pyc", ".pyo")
    )


def package_modules() -> frozenset[str]:
    """Every module of ``skills_core`` (subpackages included), as wheel paths."""
    return frozenset(
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "skills_core").rglob("*.py")
        if "__pycache__" not in path.parts
    )


@dataclass(frozen=True)
class Installed:
    wheel: Path
    python: Path
    skillsctl: Path
    site_packages: Path
    workdir: Path
    env: dict[str, str]
    #: The checkout's files, listed before the build (others may edit the tree meanwhile).
    modules: frozenset[str]
    bundled: frozenset[str]

    def run(self, *argv: str | Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(arg) for arg in argv],
            cwd=self.workdir,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=60,
        )


def _check(result: subprocess.CompletedProcess[str], what: str) -> None:
    assert result.returncode == 0, f"{what} failed:\n{result.stdout}\n{result.stderr}"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    if importlib.util.find_spec("hatchling") is None:
        pytest.fail("the build backend hatchling is missing from the venv: run `make install`")
    base = tmp_path_factory.mktemp("wheel")
    modules, bundled = package_modules(), bundled_files()
    pip_env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_INPUT": "1"}
    pip_env.pop("PYTHONPATH", None)
    pip = [sys.executable, "-m", "pip"]
    offline = ["--no-deps", "--no-index", "--no-cache-dir", "-q"]

    dist = base / "dist"
    built = subprocess.run(
        [*pip, "wheel", *offline, "--no-build-isolation", "-w", str(dist), str(ROOT)],
        env=pip_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    _check(built, "pip wheel")
    [wheel] = dist.glob("serverless_skills-*.whl")

    venv = base / "venv"
    _check(
        subprocess.run(
            [sys.executable, "-m", "venv", "--without-pip", str(venv)],
            capture_output=True,
            text=True,
            timeout=60,
        ),
        "python -m venv",
    )
    python = venv / "bin" / "python"
    _check(
        subprocess.run(
            [*pip, "--python", str(python), "install", *offline, str(wheel)],
            env=pip_env,
            capture_output=True,
            text=True,
            timeout=120,
        ),
        "pip install",
    )
    site_packages = Path(
        subprocess.run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            capture_output=True,
            text=True,
            check=True,
            timeout=60,
        ).stdout.strip()
    )
    (site_packages / "project_deps.pth").write_text(sysconfig.get_path("purelib") + "\n")

    workdir = base / "work"
    home = base / "home"
    workdir.mkdir()
    home.mkdir()
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "SKILLS_", "AWS_", "VIRTUAL_ENV"))
    }
    env.update(HOME=str(home), PYTHONNOUSERSITE="1", PYTHONDONTWRITEBYTECODE="1")
    skillsctl = venv / "bin" / "skillsctl"
    return Installed(wheel, python, skillsctl, site_packages, workdir, env, modules, bundled)


@pytest.fixture(scope="module")
def wheel_names(installed: Installed) -> list[str]:
    with zipfile.ZipFile(installed.wheel) as archive:
        return archive.namelist()


PROBE = textwrap.dedent(
    """
    import importlib.util, json, sys
    from pathlib import Path

    import skills_core
    from skills_core.compose.registry import create_registry
    from skills_core.settings import Settings
    from skills_core.sources.fs import bundled_dir

    registry = create_registry(cwd=Path.cwd(), settings=Settings.from_env({}))
    bundled = sorted(
        name for name in registry.names() if registry.get(name).source == "bundled"
    )
    print(json.dumps({
        "package": skills_core.__file__,
        "bundled_dir": str(bundled_dir()),
        "absent": {name: importlib.util.find_spec(name) is None for name in sys.argv[1:]},
        "registry_bundled": bundled,
        "docker_ops_files": registry.list_files("docker-ops"),
        "cheatsheet": registry.read_file_bytes(
            "docker-ops", "references/cheatsheet.md"
        ).decode(),
    }))
    """
)


@pytest.fixture(scope="module")
def probe(installed: Installed) -> dict[str, Any]:
    result = installed.run(installed.python, "-c", PROBE, *SERVICE_PACKAGES)
    _check(result, "the import probe")
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_wheel_holds_only_the_library_and_its_metadata(wheel_names: list[str]) -> None:
    top_level = {name.split("/", 1)[0] for name in wheel_names}
    assert top_level == {"skills_core", "serverless_skills-0.1.0.dist-info"}
    for service in (*SERVICE_PACKAGES, "bundled_skills"):
        assert not any(name.startswith(f"{service}/") for name in wheel_names), service
    assert "skills_core/py.typed" in wheel_names


def test_wheel_holds_every_module_and_subpackage_of_skills_core(
    installed: Installed, wheel_names: list[str]
) -> None:
    assert {"skills_core/cli/completion.py", "skills_core/sources/fs.py"} <= installed.modules
    assert installed.modules - set(wheel_names) == set()
    assert not [name for name in wheel_names if "__pycache__" in name or name.endswith(".pyc")]


def test_wheel_holds_every_file_of_every_bundled_skill(
    installed: Installed, wheel_names: list[str]
) -> None:
    assert len(bundled_names()) == 22
    assert "docker-ops/references/cheatsheet.md" in installed.bundled
    prefix = "skills_core/bundled/"
    shipped = {name[len(prefix) :] for name in wheel_names if name.startswith(prefix)}
    assert shipped == installed.bundled


def test_wheel_metadata_declares_the_console_script_and_the_completion_extra(
    installed: Installed,
) -> None:
    with zipfile.ZipFile(installed.wheel) as archive:
        entry_points = archive.read("serverless_skills-0.1.0.dist-info/entry_points.txt").decode()
        metadata = archive.read("serverless_skills-0.1.0.dist-info/METADATA").decode()
    assert "skillsctl = skills_core.cli:main" in entry_points
    assert "Provides-Extra: completion" in metadata
    assert "Classifier: Typing :: Typed" in metadata
    assert installed.skillsctl.is_file()


def test_installed_package_is_the_wheels_and_the_service_is_not_installed(
    installed: Installed, probe: dict[str, Any]
) -> None:
    package = Path(probe["package"])
    assert package.is_relative_to(installed.site_packages / "skills_core")
    assert (package.parent / "py.typed").is_file()
    assert probe["absent"] == dict.fromkeys(SERVICE_PACKAGES, True)
    for name in SERVICE_PACKAGES:
        assert not (installed.site_packages / name).exists(), name


def test_single_tenant_registry_of_the_wheel_lists_the_bundled_skills(
    installed: Installed, probe: dict[str, Any]
) -> None:
    assert Path(probe["bundled_dir"]) == installed.site_packages / "skills_core" / "bundled"
    assert set(probe["registry_bundled"]) == bundled_names()
    assert len(probe["registry_bundled"]) == 22
    assert "references/cheatsheet.md" in probe["docker_ops_files"]
    cheatsheet = (BUNDLED / "docker-ops" / "references" / "cheatsheet.md").read_text()
    assert probe["cheatsheet"] == cheatsheet


def test_skillsctl_validate_from_the_wheel(installed: Installed) -> None:
    good = installed.workdir / "skills" / "release-notes"
    good.mkdir(parents=True)
    (good / "SKILL.md").write_text(
        "---\nname: release-notes\ndescription: Draft release notes from merged changes.\n"
        "---\n\n# Release notes\n\nList the merged changes, newest first.\n"
    )
    result = installed.run(installed.skillsctl, "validate", good, "--strict")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr

    bad = installed.workdir / "skills" / "broken"
    bad.mkdir()
    (bad / "SKILL.md").write_text("---\nname: other-name\n---\n\nNo description.\n")
    refused = installed.run(installed.skillsctl, "validate", bad, "--strict")
    assert refused.returncode == 1
    assert "[description] error: field 'description' is required" in refused.stdout


def test_skillsctl_validate_from_the_wheel_reads_the_bundled_skills(installed: Installed) -> None:
    bundled = installed.site_packages / "skills_core" / "bundled"
    result = installed.run(installed.skillsctl, "validate", bundled, "--strict", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []


def test_skillsctl_serve_from_the_wheel_says_it_needs_a_checkout(installed: Installed) -> None:
    result = installed.run(installed.skillsctl, "serve", "--port", "0")
    assert result.returncode == 1
    assert "repository checkout" in result.stderr
    assert "git clone" in result.stderr and "make run" in result.stderr
    assert "cannot listen" not in result.stderr
    assert "Traceback" not in result.stderr
