"""``skillsctl scan``: the content scanner (SPEC §10) over skill files and folders, for a
review or a CI check before a sync. It runs the scan ``skillsctl sync`` runs (SKILL.md and
every text file beside it), over the paths ``skillsctl validate`` takes, and ignores
``SKILLS_SCAN``: asking for a scan always scans. Exit 1 on a ``block`` verdict; a path that
does not exist or holds no skill is a usage error (2), so a CI job pointed at the wrong
folder fails."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from skills_core.cli.console import (
    EXIT_ERROR,
    EXIT_OK,
    EXIT_USAGE,
    Console,
    add_json_flag,
    one_line,
    plural,
    print_json,
)
from skills_core.cli.validate import NO_SKILLS, targets
from skills_core.errors import SkillError
from skills_core.format.fields import read_skill
from skills_core.format.layout import SKILL_FILE
from skills_core.publish.content_scan import (
    VERDICTS,
    SkillScan,
    finding_line,
    scan_skill_files,
    worst,
)
from skills_core.settings import Settings
from skills_core.sources.local_files import list_local_files


def register(subparsers: Any) -> None:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "scan",
        help="scan skills for unsafe content",
        description="Scan skills (SKILL.md and every text file beside it) for prompt injection, "
        "hidden text, download-and-execute, credential access and other unsafe content. One "
        "block per skill with its verdict (pass, warn, review, block) and findings. Exit 1 when "
        "any verdict is block, 2 when a path does not exist or holds no skill.",
    )
    parser.add_argument(
        "paths", nargs="+", metavar="PATH", help="a SKILL.md, a skill folder or a folder of skills"
    )
    add_json_flag(parser, "the verdicts and findings")
    parser.set_defaults(handler=run)


def skill_targets(paths: list[str], console: Console) -> list[Path] | None:
    """The skill files the paths name, each once; ``None`` (after an error line per path)
    when a path does not exist or holds no skill: nothing is scanned then."""
    found: dict[Path, Path] = {}
    bad = False
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            console.error(f"{raw}: path does not exist; check the spelling")
            bad = True
            continue
        files = targets(path)
        if not files:
            console.error(f"{raw}: no skills found; {NO_SKILLS}")
            bad = True
        for file in files:
            found.setdefault(file.resolve(), file)
    return None if bad else list(found.values())


def scan_path(file: Path) -> SkillScan:
    """One skill file and, for the folder layout, every file beside it (hidden ones too: a
    filesystem source serves them)."""
    data = file.read_bytes()
    folder = file.parent if file.name == SKILL_FILE else None
    default = folder.name if folder is not None else file.stem
    resources = (
        ((str(folder / rel), (folder / rel).read_bytes()) for rel in list_local_files(folder))
        if folder is not None
        else ()
    )
    return scan_skill_files(_name(data, file, default), str(file), data, resources)


def _name(data: bytes, file: Path, default: str) -> str:
    """The frontmatter name when it can be read; the file's otherwise (an invalid skill is
    scanned all the same: the scanner looks at text, not at validity)."""
    try:
        return read_skill(data, lenient=True, location=str(file), default_name=default).skill.name
    except SkillError:
        return default


def run(ns: argparse.Namespace, console: Console, settings: Settings) -> int:
    files = skill_targets(ns.paths, console)
    if files is None:
        return EXIT_USAGE
    scans = [scan_path(file) for file in files]
    verdict = worst(s.verdict for s in scans)
    if ns.json:
        print_json({"verdict": verdict, "skills": [s.to_dict() for s in scans]})
    else:
        for scan in scans:
            _print_scan(scan)
        counts = {v: sum(1 for s in scans if s.verdict == v) for v in reversed(VERDICTS)}
        summary = ", ".join(f"{n} {v}" for v, n in counts.items())
        print(f"{plural(len(scans), 'skill')} scanned: {summary}", file=sys.stderr)
    return EXIT_ERROR if verdict == "block" else EXIT_OK


def _print_scan(scan: SkillScan) -> None:
    findings = scan.report.findings
    count = f" ({plural(len(findings), 'finding')})" if findings else ""
    print(f"{scan.name}: {scan.verdict}{count}  {scan.path}")
    for finding in findings:
        print(f"  {one_line(finding_line(finding))}")
    for note in scan.notes:
        print(f"  note: {one_line(note)}")


__all__ = ["register", "run", "scan_path", "skill_targets"]
