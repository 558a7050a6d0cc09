"""Static content scanner for skills (SPEC §10): flags text in a SKILL.md or a resource file that
would make an agent act against its user, before the skill is published or loaded.

``scan_skill(text)`` scans frontmatter and body, ``scan_file(path, data)`` a resource file, and
``merge_reports`` combines them. The verdict follows the worst finding: critical → ``block``,
high → ``review``, medium or low → ``warn``, none → ``pass``.

Rules (id, severity, OWASP id; ``findings.RULES`` holds the table):

* ``unicode-tag-smuggling``, ``variation-selector-smuggling`` (critical, AST04); ``bidi-control``
  (high; low for an LRM/RLM mark inside RTL text, AST04); ``zero-width-chars`` (medium; high in
  sequences or 5+ per file; critical when removing them reveals a dangerous command, AST04).
* ``hidden-instruction`` (AST04): HTML, ``[//]: #`` and YAML comments, hidden elements, image alt
  text and text pushed 100+ columns off-screen; high when it instructs the agent, critical with
  injection, download or credential content, low for other off-screen text.
* ``prompt-injection`` (AST01): overrides ("ignore previous instructions", "pay no attention to
  earlier guidance", "disregard what you were told"), rules lifted ("safety rules do not
  apply"), secrecy, role and mode switches, fake system tokens, prompt extraction. High;
  critical when hidden or when the skill also exfiltrates; medium when quoted or fenced; low
  when the line, its list or its section is about detecting it.
* ``encoded-payload`` (medium; critical when it decodes to something dangerous, AST04);
  ``decode-and-execute``, ``download-and-execute`` (``curl … | sh``, ``irm … | iex`` anywhere on
  a line, ``sh <(curl …)``, staged download + ``chmod +x`` + run), ``reverse-shell`` (critical;
  high when cited in a defensive context, AST01); ``obfuscated-command`` (AST04: escapes,
  character codes, reversed or rot13 literals, command words split by quotes or ``${IFS}``;
  critical when what it spells runs or is dangerous, else high; ``rules_obfuscation``). Payloads
  that live elsewhere (``rules_fetch``): a download saved and then run, Windows fetch-and-run
  programs, typo-squatted or forked packages, bundled scripts that by the skill's account pull
  code from or report to an unnamed remote, release assets or file-sharing links to run. Host
  and agent changes (``rules_system``): TLS checks and enforcement flags off, antivirus and
  Gatekeeper off (``security-disablement``); multi-line startup payloads, autoruns, fetched
  SSH keys, agent hooks (``persistence``); passwordless sudo, approvals off, allow-everything
  policies (``permission-escalation``). Grants in configuration (``rules_grants``): ``Bash(*)``
  in an allow list, hooks that answer "allow", owner roles for personal mailboxes, data open
  to ``allUsers``, sshd reopened to passwords, a literal IBAN written into payment records.
* ``credential-access`` (high, AST03), ``data-exfiltration`` (high, AST01),
  ``credential-exfiltration`` (critical: both in one skill, AST01; sending includes request
  bodies, ``urlopen(url, data)`` and a substitution in a fetched URL's query string such as
  ``?d=$(cat …)``), ``hardcoded-secret`` (high, AST03: vendor key formats, private key blocks
  and AWS secret access key assignments; placeholders such as ``…EXAMPLE…`` are allowed),
  ``overbroad-allowed-tools`` (medium; high for several entries, AST03).
* ``obfuscated-url`` (AST04: userinfo, punycode, shorteners, raw or numeric IPs: medium, high
  when a command on the line fetches it; a host with non-ASCII letters: high when a label mixes
  scripts such as Latin and Cyrillic or spells Latin-looking words in Cyrillic or Greek,
  medium for a host in one script), ``yaml-unsafe-tag`` (critical, AST05),
  ``remote-instructions`` (AST05: the agent is told to fetch a URL and obey what it returns, or
  to take its instructions from a URL; docs a human follows, "follow the install instructions
  at https://…", are not that. Medium; high when re-fetched on every run), ``persistence``
  (high, AST01), ``audit-evasion`` (high, AST09), ``sandbox-escape`` (medium, AST06).
  Code-layer rules drop to low in a defensive context.
  ``rules_evasion`` (round 6): the same prose acts in leetspeak, spaced letters, Dutch, Italian,
  Polish, Russian, Korean, Arabic and transliterated Hindi; more secrecy forms; a skill editing
  its own frontmatter or allow list; merging "without running the checks", ``--no-verify``.
  ``agent-directive`` (high, AST01, round 7, ``rules_directive``): one sentence that directs
  the agent and acts on a taxonomy object (a credential or the conversation sent out, its
  rules declared void, its approvals or tools widened, fetched code run, trust written into
  its memory, access for someone else, a disk wiped) is enough for review; never block.
  Stop 44: what code writes into the agent's instruction files is re-read as prose, and a
  block that fetches and writes one is ``remote-instructions`` (``rules_instructions``); a
  service's secret sent to another host (``rules_handoff``); Windows credential dumping and
  stored secrets (``rules_dumps``); recovery removed, audit policy cleared, UAC off and broad
  groups made admin on Windows (``rules_windows``).
* ``learned-risk`` (high, AST01, ``learned_risk``): a small logistic model over taxonomy word
  classes, run by ``scan_skill`` only when no rule gave high or critical: it can raise a
  verdict to review, never block and never lower one (weights: ``learned_weights.json``).

Defensive context (``scan_context``) comes from prose: the words around the hit on its line,
the lead-in of its list, its section heading. URLs, host names and a comment on the same
command line never count, and in a code block only a comment that holds the hit is prose.

OWASP ids: OWASP Agentic Skills Top 10, v1.0-2026 (github.com/OWASP/www-project-agentic-skills-
top-10, ast01.md … ast10.md): AST01 Malicious Skills, AST02 Supply Chain Compromise, AST03
Over-Privileged Skills, AST04 Insecure Metadata (its "steganographic injection" names zero-width,
ASCII smuggling and base64 hidden from reviewers), AST05 Unsafe Deserialization (renamed
"Untrusted External Instructions" on the June 2026 site; yaml-unsafe-tag fits the first,
remote-instructions the second), AST06 Weak Isolation, AST07 Update Drift, AST08 Poor Scanning,
AST09 No Governance, AST10 Cross-Platform Reuse. AST02, AST07, AST08 and AST10 concern registries
and process, not skill text, so no rule maps to them; prose-only attacks (AST08) get through.

Size: no truncation and no MAX_SCAN_CHARS: everything is scanned, and all work is linear in the
text (10 MB in one to two seconds, any 1 MB adversarial string in well under half a second). At
most ``MAX_PER_RULE`` findings per rule and file are listed and at most 5,000 hidden comments or
elements per file are read; ``notes`` says when either limit was reached."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from .code_rules.host.rules_grants import grant_rules
from .code_rules.host.rules_protections import protection_rules
from .code_rules.host.rules_shell import shell_rules
from .code_rules.host.rules_sweeps import home_sweeps, user_data_deletes
from .code_rules.host.rules_system import system_rules
from .code_rules.host.rules_windows import windows_rules
from .code_rules.network.rules_code import code_rules
from .code_rules.network.rules_fetch import fetch_rules
from .code_rules.network.rules_handoff import handoff_rules
from .code_rules.network.rules_instructions import instruction_rules, written_instructions
from .code_rules.network.rules_obfuscation import obfuscation_rules
from .code_rules.network.rules_urls import url_rules
from .code_rules.secrets.rules_access import access_rules
from .code_rules.secrets.rules_payments import fee_skims
from .findings import MAX_PER_RULE, SEVERITIES, Finding, Severity, severity_counts
from .prose_rules.rules_agent import agent_rules
from .prose_rules.rules_directive import directive_rules
from .prose_rules.rules_evasion import evasion_rules
from .prose_rules.rules_frontmatter import tools_rule, unsafe_tag_rule
from .prose_rules.rules_hidden import HIDDEN_BUDGET, hidden_rules
from .prose_rules.rules_intent import intent_rules
from .prose_rules.rules_prose import prose_rules
from .prose_rules.rules_taxonomy import taxonomy_rules
from .reading.scan_cited import cited, review_capped
from .reading.scan_encoded import decoded_lines
from .reading.scan_frontmatter import decoded_text
from .reading.scan_lookalike import lookalike_text
from .reading.scan_text import Doc

__all__ = ["MAX_PER_RULE", "Finding", "ScanReport", "merge_reports", "scan_file", "scan_skill"]

Verdict = Literal["pass", "warn", "review", "block"]
_VERDICT: dict[str, Verdict] = {"critical": "block", "high": "review", "medium": "warn",
                                "low": "warn"}  # fmt: skip


@dataclass(frozen=True)
class ScanReport:
    """The findings of one or more scanned files, and notes on what was skipped or capped."""

    findings: tuple[Finding, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def verdict(self) -> Verdict:
        worst = max((SEVERITIES.index(f.severity) for f in self.findings), default=-1)
        return "pass" if worst < 0 else _VERDICT[SEVERITIES[worst]]

    def counts(self) -> dict[str, int]:
        return severity_counts(f.severity for f in self.findings)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"verdict": self.verdict,
                                  "findings": [f.to_dict() for f in self.findings]}  # fmt: skip
        if self.notes:
            out["notes"] = list(self.notes)
        return out


# instruction-level findings that turn critical when the same skill also sends data out
_ESCALATED = frozenset(("prompt-injection", "covert-action"))


# ------------------------------------------------------------------------------- public API
def _rules(doc: Doc) -> None:
    hidden_rules(doc)
    url_rules(doc)
    unsafe_tag_rule(doc)
    shell_rules(doc)
    obfuscation_rules(doc)
    fetch_rules(doc)
    system_rules(doc)
    agent_rules(doc)
    evasion_rules(doc)
    prose_rules(doc)
    taxonomy_rules(doc)
    intent_rules(doc)
    directive_rules(doc)
    code_rules(doc)
    access_rules(doc)
    grant_rules(doc)
    instruction_rules(doc)
    handoff_rules(doc)
    windows_rules(doc)
    home_sweeps(doc)
    user_data_deletes(doc)
    protection_rules(doc)
    fee_skims(doc)


def _reread(doc: Doc, mapped: str | None, how: str) -> list[Finding]:
    """High and critical findings of the rules on ``mapped`` (a derived text, same line
    numbers) that the text as written did not give."""
    if mapped is None:
        return []
    read = Doc(mapped)
    _rules(read)
    have = {(f.rule, f.line) for f in doc.findings}
    return [dataclasses.replace(f, message=f"{f.message} ({how})", severity=_as_cited(doc, f))
            for f in read.findings
            if f.severity in ("high", "critical") and (f.rule, f.line) not in have]  # fmt: skip


def _as_cited(doc: Doc, f: Finding) -> Severity:
    """A derived text keeps only its own lines, so a critical finding on it is cited as its
    line (``Finding.line``, 1-based) is in the text as written (a decoded blob quoted in a
    ```text block stays high)."""
    return "high" if f.severity == "critical" and cited(doc, f.line - 1, 0, 4) else f.severity


def _derived(doc: Doc) -> list[Finding]:
    """Words spelled with look-alike letters read as Latin (``scan_lookalike``), short base64
    literals decoded (``scan_encoded``) and what code writes into the agent's instruction
    files read as prose (``rules_instructions``)."""
    return (
        _reread(doc, lookalike_text(doc.text), "look-alike letters read as Latin")
        + _reread(doc, decoded_lines(doc), "in a base64 literal, decoded")
        + _reread(doc, written_instructions(doc), "written by code into agent instructions")
    )


def _parsed_frontmatter(doc: Doc) -> list[Finding]:
    """Findings on the frontmatter as parsed that the text as written did not give (an escape
    such as ``\\U000E0041`` that decodes to an invisible character), on the same lines."""
    decoded = decoded_text(doc)
    if decoded is None:
        return []
    parsed = Doc(decoded)
    _rules(parsed)
    have = {(f.rule, f.line) for f in doc.findings}
    return [dataclasses.replace(f, message=f"{f.message} (frontmatter value as parsed)")
            for f in parsed.findings if (f.rule, f.line) not in have]  # fmt: skip


def _learned(text: str, doc: Doc) -> list[Finding]:
    """The learned risk layer's finding (``learned_risk``), loaded with its weights on first
    use; it reads context with the rules' ``doc`` (its heading and fence maps are made once)."""
    from .learned.learned_risk import learned_finding

    found = learned_finding(text, doc)
    return [found] if found else []


def _scan(text: str, path: str | None, allowed: Sequence[str] | None, tools: bool) -> ScanReport:
    doc = Doc(text)
    _rules(doc)
    if tools:
        tools_rule(doc, allowed)
    found = doc.findings + _derived(doc) + (_parsed_frontmatter(doc) if tools else [])
    if any(f.rule in ("data-exfiltration", "credential-exfiltration") and f.severity != "low"
           for f in found):  # fmt: skip
        found = [dataclasses.replace(f, severity="critical") if f.rule in _ESCALATED
                 and f.severity == "high" else f for f in found]  # fmt: skip
    found = review_capped(doc, found)
    if tools and not any(f.severity in ("high", "critical") for f in found):
        found += _learned(text, doc)  # it can only raise the verdict to review: skip it past that
    found.sort(key=lambda f: (f.line, -SEVERITIES.index(f.severity), f.rule))
    if path is not None:
        found = [dataclasses.replace(f, path=path) for f in found]
    where = f"{path}: " if path else ""
    notes = tuple(f"{where}{rule}: only the first {MAX_PER_RULE} findings are listed"
                  for rule, n in sorted(doc.count.items()) if n >= MAX_PER_RULE)  # fmt: skip
    if doc.hidden_read > HIDDEN_BUDGET:
        notes += (f"{where}hidden-instruction: only the first {HIDDEN_BUDGET} of "
                  f"{doc.hidden_read} hidden comments and elements were read",)  # fmt: skip
    return ScanReport(tuple(found), notes)


def scan_skill(text: str, *, allowed_tools: Sequence[str] | None = None) -> ScanReport:
    """Scan a whole SKILL.md, frontmatter and body. ``allowed_tools`` replaces the frontmatter's
    ``allowed-tools`` when the caller has parsed it already."""
    return _scan(text, None, allowed_tools, tools=True)


def scan_file(path: str, data: bytes) -> ScanReport:
    """Scan a resource file shipped beside SKILL.md; binary and non-UTF-8 files are skipped."""
    if b"\x00" in data:
        return ScanReport(notes=(f"{path}: skipped (binary)",))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return ScanReport(notes=(f"{path}: skipped (not UTF-8)",))
    return _scan(text, path, None, tools=False)


def merge_reports(reports: Iterable[ScanReport]) -> ScanReport:
    """One report for a whole skill folder: findings and notes concatenated in order."""
    findings: list[Finding] = []
    notes: list[str] = []
    for report in reports:
        findings += report.findings
        notes += report.notes
    return ScanReport(tuple(findings), tuple(notes))
