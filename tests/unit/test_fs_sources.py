"""Local folders: discovery reads only the head of each file; FsSkillSources dispatch."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from skills_core import SkillInvalidError, create_registry
from skills_core.settings import Settings
from skills_core.sources.fs import DirectorySource, FsSkillSources, read_head_frontmatter

from .helpers import write_folder_skill


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"---\ndescription: d\n---\nbody", "description: d\n"),
        (b"---\r\ndescription: d\r\n---\r\nbody", "description: d\n"),
        (b"\xef\xbb\xbf---\ndescription: d\n---\n", "description: d\n"),
        (b"---\ndescription: d\n---", "description: d\n"),
        (b"---\n---\nbody", ""),
        (b"# readme\n", None),
        (b"", None),
    ],
)
def test_head_frontmatter(tmp_path: Path, data: bytes, expected: str | None) -> None:
    file = tmp_path / "s.md"
    file.write_bytes(data)
    assert read_head_frontmatter(file) == expected


def test_head_reads_only_the_head_of_a_big_body(tmp_path: Path) -> None:
    file = tmp_path / "s.md"
    file.write_bytes(b"---\ndescription: d\n---\n" + b"\xff" * 500_000)  # invalid UTF-8 body
    assert read_head_frontmatter(file) == "description: d\n"


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"---\ndescription: d\nbody without close\n", "not closed"),
        (b"---\nnotes: " + b"x" * (70 * 1024) + b"\n---\nbody", "64 KiB"),
        (b"---\ndescription: caf\xe9\n---\nbody", "UTF-8"),
    ],
)
def test_head_errors(tmp_path: Path, data: bytes, message: str) -> None:
    file = tmp_path / "s.md"
    file.write_bytes(data)
    with pytest.raises(SkillInvalidError, match=message):
        read_head_frontmatter(file)


def test_fs_skill_sources_standalone(tmp_path: Path) -> None:
    home, cwd = tmp_path / "home", tmp_path / "cwd"
    folder = write_folder_skill(cwd / ".agents" / "skills", "proj", "Project skill", "Body $1")
    (folder / "notes.md").write_text("notes")
    write_folder_skill(home / ".agents" / "skills", "proj", "User copy")
    fs = FsSkillSources(
        cwd,
        settings=Settings.from_env({"SKILLS_NO_BUNDLED": "1"}),
        home=home,
        mnt=tmp_path / "none",
    )
    records = {r.name: r for r in fs.list()}
    assert records["proj"].source == "project"
    assert fs.read(records["proj"]).endswith("Body $1\n")
    assert fs.list_files(records["proj"]) == ["notes.md"]
    assert fs.read_file(records["proj"], "notes.md") == b"notes"
    assert fs.head(records["proj"]) is not None
    assert [r.label for r in fs.expand()] == ["user", "mnt", "project"]


def test_unreadable_folder_fails_open(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_folder_skill(tmp_path / "ok", "fine")
    locked = tmp_path / "locked"
    write_folder_skill(locked, "hidden")
    real_scandir = os.scandir

    def scandir(path: Any) -> Any:
        if Path(path) == locked:
            raise PermissionError(13, "Permission denied", str(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    registry = create_registry(
        sources=[DirectorySource(tmp_path / "ok"), DirectorySource(locked, label="locked")]
    )
    assert registry.names() == ["fine"]
    assert any('"locked"' in w and "Permission denied" in w for w in registry.warnings)
