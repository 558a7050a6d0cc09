"""scripts/build_realworld.py rebuilds the real-skill folder from snapshots: a file whose digest
matches is written, one whose text changed is skipped, a repository not fetched is named."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def git(*args: str, cwd: Path) -> str:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=True,
                          text=True).stdout.strip()  # fmt: skip


def test_rebuild_writes_matching_files_skips_changed_names_missing(tmp_path: Path) -> None:
    work = tmp_path / "work"
    (work / "skills" / "a").mkdir(parents=True)
    text = b"---\nname: a\ndescription: A skill. Use when testing.\n---\n# A\n"
    (work / "skills" / "a" / "SKILL.md").write_bytes(text)
    (work / "skills" / "b").mkdir()
    (work / "skills" / "b" / "SKILL.md").write_bytes(b"changed since the list was made\n")
    git("init", "-q", cwd=work)
    git("add", ".", cwd=work)
    git("-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "x", cwd=work)
    commit = git("rev-parse", "HEAD", cwd=work)
    mirror = tmp_path / "mirror"
    subprocess.run(["git", "clone", "-q", "--bare", str(work), str(mirror / "o+r" / "repo")],
                   check=True)  # fmt: skip
    sources = tmp_path / "sources.json"
    digest = hashlib.sha256(text).hexdigest()[:16]
    sources.write_text(json.dumps({"repositories": {
        "o/r": {"commit": commit, "files": [["skills/a/SKILL.md", digest],
                                            ["skills/b/SKILL.md", "0" * 16]]},
        "o/gone": {"commit": commit, "files": [["SKILL.md", digest]]},
    }}))  # fmt: skip
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_realworld.py"), "--mirror", str(mirror),
         "--out", str(out), "--sources", str(sources)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert [p.name for p in out.iterdir()] == ["o+r+skills_a_SKILL.md"]
    assert (out / "o+r+skills_a_SKILL.md").read_bytes() == text
    assert "1 files written" in done.stdout and "1 with another digest" in done.stdout
    assert "missing: o/gone (1 files): fetch github:o/gone" in done.stderr


def test_the_committed_list_names_three_thousand_files_of_seventy_repositories() -> None:
    data = json.loads((ROOT / "tests/data/scanner/realworld_sources.json").read_text())
    files = [f for e in data["repositories"].values() for f in e["files"]]
    assert len(files) >= 3000 and len(data["repositories"]) >= 70
    assert all(len(e["files"]) <= 60 for e in data["repositories"].values())
    assert len({digest for _, digest in files}) == len(files)  # deduplicated by content
