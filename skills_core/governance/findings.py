"""What a scan reports: severities, the rule table (rule id -> OWASP Agentic Skills Top 10 id
and why it matters) and ``Finding``, one rule hit."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

Severity = Literal["low", "medium", "high", "critical"]
SEVERITIES: tuple[Severity, ...] = ("low", "medium", "high", "critical")
EXCERPT_MAX = 80
MAX_PER_RULE = 50  # findings listed per rule and file; a note says when a rule hit the cap
LINE_MEMO_MAX = 10_000  # distinct lines whose answer a rule keeps while it reads one file

# rule id -> (OWASP Agentic Skills Top 10 id, why it matters)
RULES: dict[str, tuple[str, str]] = {
    "unicode-tag-smuggling": ("AST04", "invisible Unicode tag characters carry hidden text"),
    "variation-selector-smuggling": ("AST04", "invisible variation selectors encode hidden bytes"),
    "bidi-control": ("AST04", "reviewers may see text in another order than the agent reads it"),
    "zero-width-chars": ("AST04", "invisible characters hide or split words to slip past filters"),
    "hidden-instruction": ("AST04", "text hidden from reviewers but read by the agent"),
    "prompt-injection": ("AST01", "tries to override the agent's instructions or deceive the user"),
    "encoded-payload": ("AST04", "encoded content that reviewers cannot read"),
    "obfuscated-command": ("AST04", "the command is spelled so that reviewers cannot read it"),
    "decode-and-execute": ("AST01", "decodes a blob and runs it: the real command is hidden"),
    "download-and-execute": ("AST01", "runs unverified code from a URL: its owner owns the host"),
    "reverse-shell": ("AST01", "hands an interactive shell to a remote host"),
    "credential-access": ("AST03", "reads secrets far beyond what a skill needs"),
    "data-exfiltration": ("AST01", "local data leaves for a host the user did not choose"),
    "credential-exfiltration": ("AST01", "together these can steal the user's credentials"),
    "hardcoded-secret": ("AST03", "a live-looking credential that every installer receives"),
    "overbroad-allowed-tools": ("AST03", "allowed-tools grants more than a skill should need"),
    "obfuscated-url": ("AST04", "the URL hides where it really points"),
    "yaml-unsafe-tag": ("AST05", "frontmatter that runs code in unsafe YAML or JSON loaders"),
    "remote-instructions": ("AST05", "obeys instructions fetched at run time, unreviewed"),
    "persistence": ("AST01", "plants something that outlives the skill"),
    "audit-evasion": ("AST09", "erases history or audit logs: hides what the agent did"),
    "sandbox-escape": ("AST06", "removes isolation between the workload and the host"),
    "covert-action": ("AST01", "hides what the agent does from the user or acts without consent"),
    "permission-escalation": ("AST03", "widens the agent's own tools or approvals"),
    "harmful-instruction": ("AST01", "together these parts tell the agent to act against its user"),
    "agent-directive": ("AST01", "directs the agent to act on a secret, its rules or its access"),
    "security-disablement": ("AST09", "switches off the checks that would catch an attack"),
    "destructive-action": ("AST01", "destroys data or systems at a scale no task needs"),
    "learned-risk": ("AST01", "a model trained on labelled attacks rates the skill as one"),
}


def severity_counts(severities: Iterable[object]) -> dict[str, int]:
    """How many findings of each severity, every severity present (0 when none); anything
    that is not a severity is ignored (findings read back from storage or an event)."""
    counts: dict[str, int] = dict.fromkeys(SEVERITIES, 0)
    for severity in severities:
        if isinstance(severity, str) and severity in counts:
            counts[severity] += 1
    return counts


def findings_by_severity(findings: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """:func:`severity_counts` of findings as stored and returned (``{"severity": …}``)."""
    return severity_counts(finding.get("severity") for finding in findings)


@dataclass(frozen=True)
class Finding:
    """One rule hit: what, how bad, where (1-based line), and the offending text."""

    rule: str
    severity: Severity
    owasp: str
    message: str
    line: int
    excerpt: str
    path: str | None = None

    def to_dict(self) -> dict[str, str | int]:
        out: dict[str, str | int] = {"rule": self.rule, "severity": self.severity,
                                     "owasp": self.owasp, "message": self.message,
                                     "line": self.line, "excerpt": self.excerpt}  # fmt: skip
        if self.path is not None:
            out["path"] = self.path
        return out
