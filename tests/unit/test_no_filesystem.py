"""Multi tenancy with in-memory sources never touches the filesystem (SPEC §2)."""

from __future__ import annotations

import builtins
import io
import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import skills_core
from skills_core import InlineSource, create_registry
from skills_core.compose.build import build_skill
from skills_core.settings import Settings
from skills_core.sources.memory import MemorySkillStore

from .helpers import skill_text


class FilesystemTouched(AssertionError):
    pass


@contextmanager
def filesystem_forbidden() -> Iterator[list[str]]:
    """Patch only around the code under test: pytest itself stats files between phases."""
    touched: list[str] = []
    patch = pytest.MonkeyPatch()

    def forbid(name: str) -> Any:
        def _raise(*args: Any, **kwargs: Any) -> Any:
            touched.append(f"{name}{args[:1]}")
            raise FilesystemTouched(f"{name} called with {args[:1]}")

        return _raise

    for module, attr in [
        (builtins, "open"),
        (io, "open"),
        (os, "stat"),
        (os, "lstat"),
        (os, "scandir"),
        (os, "listdir"),
        (os, "walk"),
        (os, "open"),
    ]:
        patch.setattr(module, attr, forbid(f"{module.__name__}.{attr}"))
    try:
        yield touched
    finally:
        patch.undo()


def test_multi_tenancy_with_memory_sources_never_touches_disk() -> None:
    store = MemorySkillStore(label="memory")
    store.save(build_skill(name="remote", description="Remote skill", body="Remote body $1"))
    with filesystem_forbidden() as touched:
        inline = InlineSource([{"name": "mem", "content": skill_text("mem", "Memory", "Body $1")}])
        registry = create_registry(
            sources=[store, inline],
            skills=[{"name": "lit", "content": skill_text("lit", "Literal")}],
        )
        assert registry.tenancy == "multi"
        assert registry.names() == ["lit", "mem", "remote"]
        assert registry.get_body("remote") == "Remote body $1"
        assert registry.list_files("mem") == []
        for name in (
            "build_skill_catalog",
            "use_skill",
            "tool_definitions",
            "invoke_slash_command",
        ):
            assert hasattr(skills_core, name), name
        catalog = skills_core.build_skill_catalog(registry.metadata())
        assert "- remote: Remote skill" in catalog
        assert "Remote body x" in skills_core.use_skill(registry, "remote", ["x"])
        assert skills_core.tool_definitions(registry)
        prompt = skills_core.invoke_slash_command(registry, "/mem a @README.md")
        assert "@README.md" in prompt
    assert touched == []


def test_the_guard_itself_works() -> None:
    with filesystem_forbidden() as touched:
        with pytest.raises(FilesystemTouched):
            open("/etc/hostname")  # noqa: SIM115
        with pytest.raises(FilesystemTouched):
            os.stat("/")
        before = len(touched)
        single = create_registry(
            tenancy="single", settings=Settings.from_env({"SKILLS_NO_BUNDLED": "1"})
        )
    # single tenancy does scan the search paths (and fails open when it cannot)
    assert len(touched) > before
    assert single.warnings
