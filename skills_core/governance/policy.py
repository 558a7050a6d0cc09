"""What a write's content and the deployment's review setting make of a new version: its
status and the findings stored with it, or a refusal (SPEC §10). Saves over every entry point,
generation and sync all decide here.

- ``SKILLS_SCAN=enforce`` (default): a critical finding refuses the write (``SKILL_UNSAFE``,
  nothing written), a high one makes the version pending, lower ones are stored and returned.
- ``warn``: findings are stored and returned, never refuse or change a status.
- ``off``: no scan.
- ``SKILLS_REVIEW=required``: every new version is pending; a model draft always is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from skills_core.errors import SkillUnsafeError
from skills_core.governance.lifecycle import APPROVED, PENDING
from skills_core.settings import Settings

if TYPE_CHECKING:
    from skills_core.governance.scanner import ScanReport


@dataclass(frozen=True)
class WriteDecision:
    status: str
    findings: tuple[dict[str, Any], ...]
    report: ScanReport


def decide(text: str, settings: Settings, *, draft: bool = False, name: str = "") -> WriteDecision:
    """Scan ``text`` (the whole SKILL.md) under the settings' policy and choose the status of
    the version it would become."""
    # The rules compile ~40 ms of patterns: loaded by the first write, not by every read path.
    from skills_core.governance.scanner import ScanReport, scan_skill

    report = ScanReport() if settings.scan == "off" else scan_skill(text)
    findings = tuple(f.to_dict() for f in report.findings)
    if settings.scan == "enforce" and report.verdict == "block":
        critical = [f for f in findings if f["severity"] == "critical"]
        rules = ", ".join(sorted({str(f["rule"]) for f in critical}))
        raise SkillUnsafeError(
            f'Skill "{name}" was refused by the content scanner ({rules}); nothing was written. '
            "Remove what the findings point at, or ask an operator to review the content.",
            findings,
        )
    pending = (
        draft
        or settings.review == "required"
        or (settings.scan == "enforce" and report.verdict == "review")
    )
    return WriteDecision(PENDING if pending else APPROVED, findings, report)


__all__ = ["WriteDecision", "decide"]
