"""Rebuild the folder of real public SKILL.md files that ``bench_scanner.py --realworld`` and the
learned layer's training read, from repository snapshots on this machine: the texts are third
party and not committed; ``tests/data/scanner/realworld_sources.json`` names each file (its
repository, the snapshot's commit, its path and the first 16 hex digits of its sha256).

    python scripts/build_realworld.py --mirror /work/.mirror --out /work/realskills/md

A snapshot is a bare git directory ``MIRROR/owner+name/repo`` (what the tool library's ``fetch``
brings). Missing repositories and commits are listed, with the number of files each holds, so
they can be fetched and the script run again; a file whose text no longer has its digest is
skipped and counted, never written."""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path

SOURCES = (
    Path(__file__).resolve().parents[1] / "tests" / "data" / "scanner" / "realworld_sources.json"
)


def show(git_dir: Path, commit: str, path: str) -> bytes | None:
    """The file at ``commit:path`` in the snapshot, or None when the snapshot lacks it."""
    done = subprocess.run(["git", f"--git-dir={git_dir}", "show", f"{commit}:{path}"],
                          capture_output=True, check=False)  # fmt: skip
    return done.stdout if done.returncode == 0 else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--out", type=Path, required=True, help="folder to write the files into")
    parser.add_argument("--sources", type=Path, default=SOURCES)
    args = parser.parse_args()
    repositories = json.loads(args.sources.read_text(encoding="utf-8"))["repositories"]
    args.out.mkdir(parents=True, exist_ok=True)
    written, changed, missing = 0, 0, dict[str, int]()
    for repo, entry in repositories.items():
        git_dir = args.mirror / repo.replace("/", "+") / "repo"
        for path, digest in entry["files"]:
            data = show(git_dir, entry["commit"], path) if git_dir.is_dir() else None
            if data is None:
                missing[repo] = missing.get(repo, 0) + 1
            elif hashlib.sha256(data).hexdigest()[:16] != digest:
                changed += 1
            else:
                name = repo.replace("/", "+") + "+" + path.replace("/", "_")
                (args.out / name).write_bytes(data)
                written += 1
    print(f"{written} files written to {args.out}; {changed} with another digest (skipped)")
    for repo, n in sorted(missing.items()):
        print(f"  missing: {repo} ({n} files): fetch github:{repo}", file=sys.stderr)
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
