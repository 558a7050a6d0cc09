"""The content scanner (SPEC §10) applied to what a publish sends: SKILL.md and every text file
of the skill folder, since an agent reads resources as readily as the skill itself.

S3 has no pending state, so the verdicts decide before the first upload: ``block`` stops the
publish, ``review`` stops it unless the caller accepts it, ``warn`` goes ahead with warnings.
``skillsctl scan`` uses the same functions, so a CI check and the sync never disagree."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from skills_core.governance.findings import Finding
from skills_core.governance.scanner import ScanReport, Verdict, merge_reports, scan_file, scan_skill
from skills_core.publish.plan import plural
from skills_core.publish.scan import LocalSkill, PublishError, Warn
from skills_core.settings import ScanPolicy

#: ``SKILLS_SCAN``: ``enforce`` stops on block/review, ``warn`` never stops, ``off`` skips.
#: Mildest first: the index orders verdicts.
VERDICTS: tuple[Verdict, ...] = ("pass", "warn", "review", "block")
#: Severities that decide a stop (critical → block, high → review).
_DECIDING = frozenset({"critical", "high"})


@dataclass(frozen=True)
class SkillScan:
    """One skill's scan: the findings of its skill file and resources (each finding's
    ``path`` names its file), notes (invalid UTF-8, capped rules) and the binary files left
    unscanned."""

    name: str
    path: str  # the skill file
    report: ScanReport
    binary: tuple[str, ...] = ()

    @property
    def verdict(self) -> Verdict:
        return self.report.verdict

    @property
    def notes(self) -> tuple[str, ...]:
        return tuple(f"{path}: binary file, not scanned" for path in self.binary) + (
            self.report.notes
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "path": self.path,
            "name": self.name,
            "verdict": self.verdict,
            "findings": [f.to_dict() for f in self.report.findings],
            "notes": list(self.notes),
        }


def worst(verdicts: Iterable[Verdict]) -> Verdict:
    return max(verdicts, key=VERDICTS.index, default="pass")


def _decode(path: str, data: bytes) -> tuple[str, tuple[str, ...]]:
    """The text to scan. Invalid UTF-8 is replaced, not refused, so one stray byte cannot
    hide the rest of a file from the scanner; a note says so."""
    try:
        return data.decode("utf-8-sig"), ()
    except UnicodeDecodeError as exc:
        note = (
            f"{path}: not valid UTF-8 (first bad byte at offset {exc.start}); scanned with the "
            "bad bytes replaced; save the file as UTF-8"
        )
        return data.decode("utf-8-sig", errors="replace"), (note,)


def scan_skill_file(path: str, data: bytes) -> ScanReport:
    """A SKILL.md (or ``<name>.md``), frontmatter and body; findings carry ``path``."""
    text, notes = _decode(path, data)
    report = scan_skill(text)
    findings = tuple(dataclasses.replace(f, path=path) for f in report.findings)
    return ScanReport(findings, notes + tuple(f"{path}: {note}" for note in report.notes))


def scan_resource(path: str, data: bytes) -> ScanReport | None:
    """A file beside SKILL.md; ``None`` for a binary one (a NUL byte: images, archives), which
    an agent does not read as instructions."""
    if b"\x00" in data:
        return None
    text, notes = _decode(path, data)
    report = scan_file(path, text.encode("utf-8") if notes else data)
    return merge_reports([ScanReport(notes=notes), report])


def scan_skill_files(
    name: str, path: str, data: bytes, resources: Iterable[tuple[str, bytes]]
) -> SkillScan:
    """One skill: its skill file and its resources, given as ``(path, content)`` pairs."""
    reports = [scan_skill_file(path, data)]
    binary: list[str] = []
    for resource_path, content in resources:
        report = scan_resource(resource_path, content)
        if report is None:
            binary.append(resource_path)
        else:
            reports.append(report)
    return SkillScan(name, path, merge_reports(reports), tuple(binary))


def scan_local_skill(skill: LocalSkill) -> SkillScan:
    """Everything ``skill`` would upload, with the local paths in the findings."""
    head, *rest = skill.files
    resources = ((str(f.path), f.content()) for f in rest)
    return scan_skill_files(skill.name, str(head.path), head.content(), resources)


def finding_line(finding: Finding) -> str:
    """One line: where, how bad, which rule and OWASP id, why, and the offending text."""
    where = f"{finding.path}:{finding.line}" if finding.path else f"line {finding.line}"
    return (
        f"{where}: {finding.severity} {finding.rule} ({finding.owasp}): {finding.message} "
        f'-- "{finding.excerpt}"'
    )


def _names(scans: Sequence[SkillScan]) -> str:
    return ", ".join(s.name for s in scans)


def check_scans(
    scans: Sequence[SkillScan],
    policy: ScanPolicy,
    *,
    allow_review: bool,
    folder: Path,
    warn: Warn,
) -> None:
    """Apply ``policy`` to a publish's scans: raise :class:`PublishError` (its ``details``
    list the deciding findings) when nothing may be uploaded; otherwise report every finding
    and note through ``warn``."""
    if policy == "off":
        return
    for scan in scans:
        for note in scan.report.notes:
            warn(note)
    blocked = [s for s in scans if s.verdict == "block"]
    held = [s for s in scans if s.verdict == "review"]
    stop = policy == "enforce" and bool(blocked or (held and not allow_review))
    deciding: list[Finding] = []
    for scan in scans:
        for finding in scan.report.findings:
            if stop and finding.severity in _DECIDING:
                deciding.append(finding)
            else:
                warn(finding_line(finding))
    if stop:
        raise PublishError(
            _stop_message(blocked, held, folder), details=[*map(finding_line, deciding)]
        )
    if (blocked or held) and policy == "warn":
        warn(
            f"SKILLS_SCAN=warn: uploading {_names(blocked + held)} despite "
            f"{'critical' if blocked else 'high'} findings"
        )
    elif held:
        warn(
            f"uploading {_names(held)} despite high findings (--allow-review): S3 has no pending "
            "state, so readers are served them at once"
        )


def _stop_message(blocked: list[SkillScan], held: list[SkillScan], folder: Path) -> str:
    lists = f"skillsctl scan {folder} lists the findings"
    if blocked:
        also = f"; {_names(held)} also {_need(held)} review" if held else ""
        return (
            f"the content scanner blocked {plural(len(blocked), 'skill')} ({_names(blocked)}: "
            f"critical findings){also}; nothing was uploaded. Remove what the findings point at "
            f"and sync again ({lists})"
        )
    return (
        f"{plural(len(held), 'skill')} ({_names(held)}) {_need(held)} review (high findings) "
        "and S3 has no pending state to hold them in, so nothing was uploaded. Fix the "
        f"findings, or check them and pass --allow-review to upload anyway ({lists})"
    )


def _need(scans: Sequence[SkillScan]) -> str:
    return "needs" if len(scans) == 1 else "need"


__all__ = [
    "VERDICTS",
    "ScanPolicy",
    "SkillScan",
    "check_scans",
    "finding_line",
    "scan_local_skill",
    "scan_resource",
    "scan_skill_file",
    "scan_skill_files",
    "worst",
]
